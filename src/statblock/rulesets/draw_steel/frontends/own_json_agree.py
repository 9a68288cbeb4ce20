"""Whether an ability of statblock's own JSON, read back, is what its canonical values say (`own_json.py`).

The JSON says much twice: a canonical value (`keywords: ["magic", "ranged"]`, a tier's `effects`) and the words the
author wrote for it (`written.keywords: ["Magic", "Ranged"]`, a tier's `written.text`), which are what is read back
so that the author's wording comes back. Someone editing the JSON by hand, or a script, changes one of the two; the
other then says something else. The ability read back is written out again (`serialize.ability_json`) and held
against the JSON's own values. Where a tier's effects or the keywords differ, the canonical value is what a script
edits: the ability is read again from it, and the words left are said; where anything else differs (an action, a
distance, a cost, whose canonical label the JSON holds too), the written words were read, and that is said. Never in
silence (SB009, a warning, at the value). Only what the JSON holds is compared (a hand-written JSON may leave keys
out); positions, `written` itself and the prose, which has one place only, are not.
"""

from __future__ import annotations

from typing import Iterator

import attrs

from ....frontends.json_text import JSONArray, JSONObject

__all__ = ["Difference", "differences"]

# compared: what has a canonical value and words written for it (or is written from it, as a tier's effects are
# printed when the tier keeps no text of its own)
_COMPARED = ("cost", "signature", "tag", "keywords", "action", "distance", "target", "power_roll", "sections")
# never compared, at any depth: where a value sits, what was written, and counts of the source's clauses (a
# layout, not a meaning: `clauses` is left out where each clause holds one effect)
_IGNORED = frozenset({"path", "line", "column", "format", "written", "clauses", "at", "section"})
_MOST = 64  # differences looked at in one ability (a JSON edited everywhere is said once an ability anyway)


@attrs.frozen
class Difference:
    """A value of the JSON (`path` from the ability, `offset` in the file) the ability read back holds otherwise;
    `tier`: the tier object it is in (its effects), `keywords`: whether it is the keywords."""

    path: str
    offset: int
    tier: JSONObject | None
    keywords: bool


def differences(item: JSONObject, read: dict) -> Iterator[Difference]:
    """The values of `item` (an ability of the JSON) that `read` (the JSON of the ability read back) holds
    otherwise, keys `item` leaves out not compared, in the order of the JSON."""
    count = 0
    for key in _COMPARED:
        if key in item and key in read:
            for path, owner, index, tier in _walk(item[key], read[key], key, item, key, None):
                yield Difference(path, _value_start(owner, index, item.start), tier, key == "keywords")
                count += 1
                if count >= _MOST:
                    return


def _walk(given, read, where: str, owner, index, tier) -> Iterator[tuple]:
    """(path, the object or array holding the value, its key or index, the tier it is in) of each value of `given`
    (the JSON's) that `read` holds otherwise."""
    if isinstance(given, dict) and isinstance(read, dict):
        if isinstance(owner, list) and where.endswith("]") and where[:where.rindex("[")].endswith(".tiers"):
            tier = given
        for key, value in given.items():
            if key not in _IGNORED and key in read:
                yield from _walk(value, read[key], f"{where}.{key}", given, key, tier)
        return
    if isinstance(given, list) and isinstance(read, list):
        if len(given) != len(read):
            yield where, owner, index, tier
            return
        for number, (value, other) in enumerate(zip(given, read)):
            yield from _walk(value, other, f"{where}[{number}]", given, number, tier)
        return
    if not (given == read and type(given) is type(read) or _same_number(given, read)):
        yield where, owner, index, tier


def _value_start(owner, index, default: int) -> int:
    """The file offset of `owner[index]` (an object's member or an array's item), else `default`."""
    if isinstance(owner, JSONObject) and index in owner.value_starts:
        return owner.value_starts[index]
    if isinstance(owner, JSONArray) and isinstance(index, int) and index < len(owner.value_starts):
        return owner.value_starts[index]
    return getattr(owner, "start", default)


def _same_number(given, read) -> bool:
    """`2.0` written for `2`: the same number (a bool is never one)."""
    return all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (given, read)) and given == read
