"""`convert --to json` for a ruleset whose JSON is its `parse_json` alone: statblock's own JSON of the file's items
(cards, warbands, ...), read back to check that it says what the file said.

A ruleset that reads its own JSON back (`Ruleset.own_json_keys`) offers `convert --to json` through `convert_to_json`:
the text is what `parse --format json` prints for the file; it is read back as a file of that name and its items must
come back equal, positions aside (a JSON that would not is still written, to be looked at, and said). JSON has no
language: `--lang` does not change it.
"""

from __future__ import annotations

import json

from ..diagnostics import Severity
from ..frontends.own_json_agree import POSITIONS
from ..messages import msg
from ..records import frozen

__all__ = ["JSONConversion", "convert_to_json"]



@frozen
class JSONConversion:
    text: str
    abilities: int         # items written (cards, warbands, ...)
    problems: tuple = ()   # the input's errors (diagnostics) and what reading the JSON back changes (messages)


def _without_positions(data):
    if isinstance(data, dict):
        return {k: _without_positions(v) for k, v in data.items() if k not in POSITIONS}
    if isinstance(data, list):
        return [_without_positions(v) for v in data]
    return data


def convert_to_json(ruleset, result, out_path: str) -> JSONConversion:
    """The own JSON of `result` (read by `ruleset`) for the file `out_path`, read back and compared."""
    from ..pipeline import read_text

    if result.source is None:
        return JSONConversion("", 0, tuple(result.diagnostics))
    lists = ruleset.parse_json([result])
    text = json.dumps({"abilities": [], "statblocks": [], **lists}, ensure_ascii=False, indent=2, default=str) + "\n"
    problems: list = [d for d in result.diagnostics if d.severity is Severity.ERROR]
    back = ruleset.parse_json([read_text(out_path, text, ruleset.name)])
    for key, items in lists.items():
        again = back.get(key, [])
        if len(again) != len(items):
            problems.append(msg("convert.json_recount", path=out_path, key=key, before=len(items), after=len(again)))
            continue
        for item, other in zip(items, again):
            if _without_positions(item) != _without_positions(other):
                name = item.get("name") if isinstance(item, dict) else None
                problems.append(msg("convert.json_changes", path=out_path, key=key, name=str(name)))
    return JSONConversion(text, sum(len(items) for items in lists.values()), tuple(problems))
