"""The kinds of JSON values a reader of statblock's own JSON expects, and what it says of one of another kind.

A hand-edited JSON may hold anything where a list, a string or a number is due (`"traits": 5`); a reader that took
it for none would leave the value out with no word. `wrong_kinds` names each member of an object whose value is not
of the kind expected (null allowed where the JSON writes null), with the words for both kinds in English and
Japanese, for the reader to say in its own code.
"""

from __future__ import annotations

from ..messages import Localized

__all__ = ["KINDS", "as_list", "wrong_items", "wrong_kinds"]

KINDS = {
    "list": Localized({"en": "a list", "ja": "一覧"}),
    "text": Localized({"en": "text", "ja": "文字列"}),
    "number": Localized({"en": "a whole number", "ja": "整数"}),
    "object": Localized({"en": "an object", "ja": "オブジェクト"}),
    "flag": Localized({"en": "true or false", "ja": "true か false"}),
    "null": Localized({"en": "null", "ja": "null"}),
    "fraction": Localized({"en": "a number with a fraction", "ja": "小数"}),
}


def as_list(value) -> list:
    """`value` when it is a list (a hand-edited JSON may hold anything where one is due), else none."""
    return value if isinstance(value, list) else []


def _kind(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "flag"
    if isinstance(value, int):
        return "number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "list"
    if isinstance(value, dict):
        return "object"
    return "fraction"  # (a float: `1.5`, `1e3`)


def wrong_kinds(owner, expected: dict[str, str], nullable: frozenset[str] = frozenset()):
    """(key, offset of its value, the kind expected, the kind found) for each member of the JSON object `owner`
    (a `json_text.JSONObject`) named in `expected` whose value is of another kind (`null` too, unless its key is in
    `nullable`); a member left out is none."""
    found = []
    for key, kind in expected.items():
        if key not in owner:
            continue
        value = owner[key]
        if value is None and key in nullable:
            continue
        actual = _kind(value)
        if actual != kind:
            found.append((key, owner.value_starts.get(key, owner.start), KINDS[kind], KINDS[actual]))
    return found


def wrong_items(array, kind: str):
    """(index, offset, the kind expected, the kind found) for each item of the JSON array `array` (a
    `json_text.JSONArray`) that is not of `kind`."""
    return [(index, at, KINDS[kind], KINDS[_kind(value)]) for index, (value, at) in enumerate(zip(array, array.value_starts))
            if _kind(value) != kind]
