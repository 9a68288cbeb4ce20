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
from .model import Ability, CompiledCard

__all__ = ["ability_json", "card_json", "position"]


def position(span: Span | None) -> dict | None:
    if span is None:
        return None
    return {"line": span.line, "column": span.column, "end_line": span.end_line, "end_column": span.end_column}


@functools.cache
def _fields(kind: type) -> tuple[tuple[str, bool, object], ...] | None:
    """(name, written only when set, default) of each field of an attrs class, or None for another type."""
    if not attrs.has(kind):
        return None
    return tuple((field.name, bool(field.metadata.get("json_if_set")), field.default) for field in attrs.fields(kind))


def _value(value):
    if value is None or isinstance(value, (str, int, float)):
        return value
    if isinstance(value, Span):
        return position(value)
    fields = _fields(type(value))
    if fields is not None:
        # (a field marked `json_if_set` is written only when it is not its default: a key added to the contract)
        return {name: _value(getattr(value, name)) for name, if_set, default in fields
                if not (if_set and getattr(value, name) == default)}
    if isinstance(value, (tuple, list)):
        return [_value(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _value(item) for key, item in value.items()}
    return value


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
