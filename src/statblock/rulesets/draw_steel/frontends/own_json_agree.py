"""Whether an ability of statblock's own JSON, read back, is what its canonical values say (`own_json.py`).

The JSON says much twice: a canonical value (`keywords: ["magic", "ranged"]`, a tier's `effects`) and the words the
author wrote for it (`written.keywords: ["Magic", "Ranged"]`, `written.text`), which are what is read back. Someone
editing the JSON by hand, or a script, changes one of the two; the other then says something else. The ability read
back is written out again (`serialize.ability_json`) and held against the JSON's own values: where they differ the
written words were read and the edit of the canonical value was not, and that is said (SB009, a warning) at the
value, never left silent. Only what the JSON holds is compared (a hand-written JSON may leave keys out); positions,
`written` itself and the prose that has one place only are not.
"""

from __future__ import annotations

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....frontends.json_text import JSONArray, JSONObject
from ....messages import msg

__all__ = ["disagreement"]

# compared: what has a canonical value and words written for it (or is written from it, as a tier's effects are
# printed when the tier keeps no text of its own)
_COMPARED = ("cost", "signature", "tag", "keywords", "action", "distance", "target", "power_roll", "sections")
# never compared, at any depth: where a value sits, what was written, and counts of the source's clauses (a
# layout, not a meaning: `clauses` is left out where each clause holds one effect)
_IGNORED = frozenset({"path", "line", "column", "format", "written", "clauses", "at", "section"})


def disagreement(source: SourceFile, item: JSONObject, read: dict) -> Diagnostic | None:
    """SB009 (a warning) at the first value of `item` (an ability of the JSON `source`) that `read` (the JSON of the
    ability read back) holds otherwise, or None when they agree."""
    for key in _COMPARED:
        if key not in item or key not in read:
            continue
        found = _first_difference(item[key], read[key], key, item, key)
        if found is None:
            continue
        where, owner, index = found
        offset = _value_start(owner, index, item.start)
        offset = max(0, min(offset, len(source.text) - 1))
        said = msg("own_json.two_sayings", name=" ".join(str(item.get("name", "")).split()), key=where,
                   written="written")
        return Diagnostic("SB009", Severity.WARNING, said, source.span(offset, offset + 1))
    return None


def _value_start(owner, index, default: int) -> int:
    """The file offset of `owner[index]` (an object's member or an array's item), else `default`."""
    if isinstance(owner, JSONObject) and index in owner.value_starts:
        return owner.value_starts[index]
    if isinstance(owner, JSONArray) and isinstance(index, int) and index < len(owner.value_starts):
        return owner.value_starts[index]
    return getattr(owner, "start", default)


def _first_difference(given, read, where: str, owner=None, index=None):
    """(path, the object or array holding the value, its key or index) of the first value of `given` (the JSON's)
    that `read` holds otherwise, keys `given` leaves out not compared; None when none differs."""
    if isinstance(given, dict) and isinstance(read, dict):
        for key, value in given.items():
            if key in _IGNORED or key not in read:
                continue
            found = _first_difference(value, read[key], f"{where}.{key}", given, key)
            if found is not None:
                return found
        return None
    if isinstance(given, list) and isinstance(read, list):
        if len(given) != len(read):
            return where, owner, index
        for number, (value, other) in enumerate(zip(given, read)):
            found = _first_difference(value, other, f"{where}[{number}]", given, number)
            if found is not None:
                return found
        return None
    if given == read and type(given) is type(read) or _same_number(given, read):
        return None
    return where, owner, index


def _same_number(given, read) -> bool:
    """`2.0` written for `2`: the same number (a bool is never one)."""
    return all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (given, read)) and given == read
