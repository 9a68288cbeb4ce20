"""Copies of syntax-tree nodes with every position mapped: `moved`, the tree of a part read on its own put where the
part stands in its clause (a compound's parts, a sentence after a full stop, a spelt-out potency, a lead's rest).

Of a slotted attrs class with no converter nor validator (the syntax tree's, the effects'), a copy is made slot by slot
by code generated once for the class (`copied_slots`, which `leads.replacer` uses too); of any other attrs class,
`attrs.evolve`. Split from `compound.py`.
"""

from __future__ import annotations

import functools
from typing import Callable

import attrs

from .. import ast

__all__ = ["copied_slots", "moved"]


def moved(node, where: Callable[[int], int]):
    """`node` with every position mapped by `where`."""
    if isinstance(node, tuple):
        if len(node) == 2 and node[0].__class__ is int and node[1].__class__ is int:
            return (where(node[0]), where(node[1]))
        return tuple([moved(n, where) for n in node])
    mover = _mover(node.__class__)
    return node if mover is None else mover(node, where)


_new = object.__new__
# (what holds no position: never looked into; `moved` would give each back as it is)
_PLAIN = frozenset({str, int, bool, float, frozenset})


@functools.cache
def _mover(cls: type) -> Callable | None:
    """`moved` of an instance of an attrs class: a function made once for the class (None for any other class). Of a
    slotted class with no converter or validator (the syntax tree's), a copy made slot by slot (what
    `attrs.evolve` makes, in a fraction of its time), each field read and set by name with no loop; of another
    attrs class, `attrs.evolve`."""
    if not attrs.has(cls):
        return None
    fields = attrs.fields(cls)
    slots = copied_slots(cls)
    if slots is None:
        names = tuple(field.name for field in fields)

        def evolved(node, where):
            return attrs.evolve(node, **{name: _moved_field(getattr(node, name), where) for name in names})
        return evolved
    scope = {"_new": _new, "_cls": cls, "_PLAIN": _PLAIN, "_moved": moved,
             **{f"_set{index}": slot.__set__ for index, slot in enumerate(slots)}}
    lines = ["def move(node, where):", "    copy = _new(_cls)"]
    for index, field in enumerate(fields):
        lines += [f"    value = node.{field.name}",
                  "    if value is not None and value.__class__ not in _PLAIN:",
                  "        value = _moved(value, where)",
                  f"    _set{index}(copy, value)"]
    lines.append("    return copy")
    exec("\n".join(lines), scope)  # (field names of an attrs class: identifiers)
    return scope["move"]


@functools.cache
def copied_slots(cls: type) -> tuple | None:
    """The slots of the fields of `cls`, in their order, when a copy made slot by slot is what `attrs.evolve` makes of
    an instance: a slotted attrs class with no converter nor validator (the syntax tree's, the effects'); None for
    any other class (`moved` and `leads.replacer` make such copies)."""
    if not attrs.has(cls):
        return None
    fields = attrs.fields(cls)
    slots = tuple(getattr(cls, field.name, None) for field in fields)
    if "__slots__" in cls.__dict__ and all(f.converter is None and f.validator is None for f in fields) \
            and all(type(slot) is _MEMBER for slot in slots):
        return slots
    return None


def _moved_field(value, where: Callable[[int], int]):
    return value if value is None or value.__class__ in _PLAIN else moved(value, where)


_MEMBER = type(ast.Word.text)  # the descriptor of a slot
