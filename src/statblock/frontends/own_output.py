"""statblock's own JSON output (`parse --format json`, `convert --to json`) handed back as input: what is not read.

`parse` writes one JSON object for all the files it read, each ruleset's list under its own key (`Ruleset.
own_json_keys`: Draw Steel's `abilities` and `statblocks`, another game's `cards`, ...). A ruleset that reads such a
file back reads its own lists; a JSON of several games' files holds lists it does not read, which were left out with
no word. Each is said (SB008, a warning) where it is, naming the game it belongs to: parse each game's files on
their own to read them back. (A list no installed ruleset calls its own is not said: nothing tells it is
statblock's.) A file no ruleset reads at all is said as a whole (`pipeline._own_output`).
"""

from __future__ import annotations

import json
import re

from ..diagnostics import Diagnostic, Severity
from ..messages import Localized, msg

__all__ = ["OWN_OUTPUT", "unread_lists"]

# `{"abilities": [` (or another ruleset's key first, as a hand-edited JSON may order them)
OWN_OUTPUT = re.compile(r'\ufeff?\s*\{\s*"[a-z_]+"\s*:\s*\[')


def unread_lists(result, ruleset, rulesets) -> list[Diagnostic]:
    """SB008 for each non-empty top-level list of statblock's own JSON `result` (read by `ruleset`) that is no list
    of `ruleset`'s own (`own_json_keys`), naming the one of `rulesets` whose it is."""
    own = tuple(getattr(ruleset, "own_json_keys", ()))
    source = getattr(result.source, "shown", result.source)  # (the JSON as the user has it, when read back)
    if not own or source is None or not source.path.lower().endswith(".json") \
            or OWN_OUTPUT.match(source.text[:256]) is None:
        return []
    try:
        data = json.loads(source.text.lstrip("\ufeff"))
    except (ValueError, RecursionError):  # (its reader said what is wrong)
        return []
    if not isinstance(data, dict) or not all(isinstance(data.get(k), list) for k in ("abilities", "statblocks")):
        return []  # (`parse` writes both, whatever the games: other JSON is not its output)
    found = []
    for key, value in data.items():
        owner = next((r for r in rulesets if key in getattr(r, "own_json_keys", ())), None)
        if key in own or not isinstance(value, list) or not value or owner is None:
            continue
        at = _key_at(source.text, key)
        game = Localized({"en": owner.label("en"), "ja": owner.label("ja")})
        found.append(Diagnostic("SB008", Severity.WARNING,
                                msg("file.own_output_other", key=key, game=game, parse="parse --format json"),
                                source.span(at, at + len(key) + 2)))
    return found


def _key_at(text: str, key: str) -> int:
    """Where the top-level member `key` is named (the last match at the object's depth one: `parse` writes the
    games' lists one after another at the top)."""
    depth, at, index = 0, 0, 0
    quoted = json.dumps(key)
    while index < len(text):
        ch = text[index]
        if ch == '"':
            end = index + 1
            while end < len(text) and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            if depth == 1 and text[index:end + 1] == quoted:
                at = index
            index = end + 1
            continue
        depth += 1 if ch in "[{" else -1 if ch in "]}" else 0
        index += 1
    return at
