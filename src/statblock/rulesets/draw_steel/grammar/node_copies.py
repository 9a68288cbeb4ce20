"""Copies of syntax-tree nodes with every position mapped: `moved`, the tree of a part read on its own put where the
part stands in its clause (a compound's parts, a sentence after a full stop, a spelt-out potency, a lead's rest).

Of a slotted attrs class whose `__init__` only sets its fields (the syntax tree's, the effects'), a copy is built by
code generated once for the class (`record_builders.builder`, which `leads.replacer` uses too); of any other attrs
class, `attrs.evolve`. Split from `compound.py`.
"""

from __future__ import annotations

import functools
from typing import Callable

import attrs

from ....record_builders import builder

__all__ = ["moved"]


def moved(node, where: Callable[[int], int]):
    """`node` with every position mapped by `where`."""
    if isinstance(node, tuple):
        if len(node) == 2 and node[0].__class__ is int and node[1].__class__ is int:
            return (where(node[0]), where(node[1]))
        return tuple([moved(n, where) for n in node])
    mover = _mover(node.__class__)
    return node if mover is None else mover(node, where)


# (what holds no position: never looked into; `moved` would give each back as it is)
_PLAIN = frozenset({str, int, bool, float, frozenset})


@functools.cache
def _mover(cls: type) -> Callable | None:
    """`moved` of an instance of an attrs class: a function made once for the class (None for any other class). Of a
    slotted class whose `__init__` only sets its fields (the syntax tree's), a copy built with no `__init__`
    (`record_builders.builder`: what `attrs.evolve` makes, in a fraction of its time), each field read by name with
    no loop; of another attrs class, `attrs.evolve`."""
    if not attrs.has(cls):
        return None
    fields = attrs.fields(cls)
    move = builder(cls, "node, where", [f"(_v if (_v := node.{field.name}) is None or _v.__class__ in _PLAIN"
                                        " else _moved(_v, where))" for field in fields],
                   {"_PLAIN": _PLAIN, "_moved": moved})
    if move is not None:
        return move
    names = tuple(field.name for field in fields)

    def evolved(node, where):
        return attrs.evolve(node, **{name: _moved_field(getattr(node, name), where) for name in names})
    return evolved


def _moved_field(value, where: Callable[[int], int]):
    return value if value is None or value.__class__ in _PLAIN else moved(value, where)
