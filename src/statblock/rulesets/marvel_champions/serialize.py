"""The JSON form of a compiled Marvel Champions card (`statblock parse`'s `cards`).

Every field of the model is written, with its canonical value (ids, numbers), and the words it came
from (`text`); a span is written as its position in the file (`line`, `column`, `end_line`,
`end_column`; the card's `path` once). An ability also gets its `priority` (seed 002's simultaneous
timing priority; null for abilities it does not rank).
"""

from __future__ import annotations

import functools

import attrs

from ...diagnostics import Span
from ...positions import span_position
from .model import Ability, CompiledCard

__all__ = ["ability_json", "card_json", "position"]


position = span_position   # (a span's place: each end looked up once)


_PLAIN, _SPAN, _FIELDS, _LIST, _DICT, _OTHER = range(6)


@functools.cache
def _kind(kind: type) -> tuple[int, tuple[tuple[str, bool, object], ...] | None]:
    """How a value of the type `kind` is written, as `_value` asks in turn (a plain value, a span, an attrs class
    with (name, written only when set, default) of each field, a sequence, a mapping, anything else): once a type,
    not each value (an ability is some fifty values)."""
    if kind is type(None) or issubclass(kind, (str, int, float)):
        return _PLAIN, None
    if issubclass(kind, Span):
        return _SPAN, None
    if attrs.has(kind):
        return _FIELDS, tuple((field.name, bool(field.metadata.get("json_if_set")), field.default)
                              for field in attrs.fields(kind))
    if issubclass(kind, (tuple, list)):
        return _LIST, None
    if issubclass(kind, dict):
        return _DICT, None
    return _OTHER, None


def _value(value):
    how, fields = _kind(type(value))
    if how == _PLAIN or how == _OTHER:
        return value
    if how == _FIELDS:
        # (a field marked `json_if_set` is written only when it is not its default: a key added to the contract)
        out = {}
        for name, if_set, default in fields:
            item = getattr(value, name)
            if not (if_set and item == default):
                out[name] = _value(item)
        return out
    if how == _SPAN:
        return position(value)
    if how == _LIST:
        return [_value(item) for item in value]
    return {str(key): _value(item) for key, item in value.items()}


def ability_json(ability: Ability) -> dict:
    out = _value(ability)
    out["priority"] = ability.priority
    return out


def card_json(card: CompiledCard) -> dict:
    return {
        "name": card.name,
        "path": card.span.path,
        **position(card.span),
        "code": card.code,
        "type": card.type,
        "subname": card.subname,
        "traits": list(card.traits),
        "stats": _value(card.stats),
        "abilities": [ability_json(ability) for ability in card.abilities],
        "notes": [_value(note) for note in card.notes],
    }
