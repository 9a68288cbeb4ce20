"""`builder`: a function making a frozen slotted record from given values with no `__init__`, for the records a
reader makes and copies by the thousand (the Draw Steel syntax tree's, its effects'; `ast._maker`,
`grammar.leads.replacer`, `grammar.node_copies.moved`).

attrs' `__init__` of a frozen slotted class sets each slot through `object.__setattr__` (the class's own refuses);
setting each slot through its descriptor's `__set__` (a call of a method wrapper each) takes about a third less
time. Cheaper still is the interpreter's own store of an attribute on a plain instance of the same slots
(``made.name = value``), the instance then made a `cls` by ``made.__class__ = cls``: CPython allows that switch
between two classes of one base whose instances are laid out alike, the same slots and no `__weakref__` (nor
`__dict__`) slot after them, which is why the classes built so are made with `frozen(weakref_slot=False)`. Of a
class that keeps its `__weakref__` slot, the builder sets each slot through its descriptor.
"""

from __future__ import annotations

import functools
from typing import Callable, Sequence

import attrs

__all__ = ["builder"]

_MEMBER = type(type("_Probe", (), {"__slots__": ("slot",)}).slot)  # the descriptor of a slot


def builder(cls: type, params: str, values: Sequence[str], scope: dict | None = None) -> Callable | None:
    """A function of `params` (a Python parameter list) giving a `cls` whose fields, in their order, are the values
    of the Python expressions `values` (of the parameters and of the names in `scope`): the record `cls(*values)`
    is, made without its `__init__`. None unless `cls` is a slotted attrs class whose `__init__` does nothing but
    set each field's slot (no converter, no validator, no `__attrs_post_init__`, no slot beyond its fields'); a
    `TypeError` for as many `values` as `cls` has no fields. The names `_made`, `_cls`, `_blank`, `_new` and
    `_set0`, `_set1`, ... are the function's own."""
    fields = _plain_fields(cls)
    if fields is None:
        return None
    if len(values) != len(fields):
        raise TypeError(f"{cls.__name__} has {len(fields)} fields, not {len(values)}: {values}")
    blank = _blank(cls)
    own: dict[str, object] = {"_cls": cls}
    lines = [f"def build({params}):"]
    if blank is not None:
        own["_blank"] = blank
        lines.append("    _made = _blank()")
        lines += [f"    _made.{field.name} = {value}" for field, value in zip(fields, values)]
        lines.append("    _made.__class__ = _cls")
    else:
        own["_new"] = object.__new__
        own.update({f"_set{index}": getattr(cls, field.name).__set__ for index, field in enumerate(fields)})
        lines.append("    _made = _new(_cls)")
        lines += [f"    _set{index}(_made, {value})" for index, value in enumerate(values)]
    lines.append("    return _made")
    namespace = {**(scope or {}), **own}
    exec("\n".join(lines), namespace)  # (field names of an attrs class: identifiers; the rest is the caller's code)
    return namespace["build"]


def _plain_fields(cls: type) -> tuple | None:
    """The fields of `cls` when its `__init__` only sets each one's slot; None otherwise."""
    if not attrs.has(cls) or "__slots__" not in cls.__dict__ or hasattr(cls, "__attrs_post_init__"):
        return None
    fields = attrs.fields(cls)
    if any(field.converter is not None or field.validator is not None for field in fields):
        return None
    if any(type(getattr(cls, field.name, None)) is not _MEMBER for field in fields):
        return None
    if {name for name in cls.__dict__["__slots__"] if name != "__weakref__"} != {field.name for field in fields}:
        return None  # (a slot of its own the builder would leave unset: a cached hash)
    return fields


@functools.cache
def _blank(cls: type) -> type | None:
    """A plain class of the slots of `cls` whose instance, each slot set, becomes a `cls` by ``__class__ = cls``; None
    when CPython refuses that switch (a `__weakref__` slot, a base class of its own)."""
    if cls.__bases__ != (object,):
        return None
    blank = type(f"Blank{cls.__name__}", (), {"__slots__": tuple(cls.__dict__["__slots__"]), "__module__": __name__})
    try:
        blank().__class__ = cls  # (a probe with no slot set, let go at once)
    except TypeError:  # ("object layout differs")
        return None
    return blank
