"""`frozen` and `define`: `attrs.frozen` and `attrs.define`, their `__repr__`, `__eq__` and `__hash__`
made without compiling code.

attrs writes the source of each class's `__init__`, `__repr__`, `__eq__` and `__hash__` and compiles it
when the class is made: about 2.7 M instructions for a class of four fields, a third of them for
`__repr__` and a fifth for `__eq__` and `__hash__`. A `check` makes some eighty classes before it reads
a line, then calls the `__eq__` of one of them and the `__repr__` of none. Here attrs still makes the
class (its `__init__`, slots, immutability, pickling and every field's options are attrs' own), told to
add no `__repr__`, `__eq__` nor `__hash__`; the three are then closures over the class's fields, whose
code is compiled once, with this module.

They behave as attrs' would: `__repr__` gives ``Name(field=value, ...)`` of the fields shown in the
repr (the qualified name's last part, as attrs writes it; `...` for a record already being shown
further up, as attrs does); `__eq__` compares the fields compared for equality, through their `eq`
key where one is given, and returns NotImplemented for another class (`!=` is Python's inverse of
it); `__hash__` hashes the fields hashed (those compared, less any with ``hash=False``), so that equal
records hash alike, and a `define` record (mutable) has none, as attrs makes it. Only the hash values
differ from attrs', which differ between processes anyway (attrs seeds them with a string's hash). A
class that writes any of the three itself is made by attrs as it is.
"""

from __future__ import annotations

import functools
import threading
from operator import attrgetter

import attrs

__all__ = ["define", "frozen"]

_OWN = ("__repr__", "__eq__", "__hash__")
#: The records being shown in this thread (a record that holds itself shows `...` there).
_SHOWING = threading.local()


def frozen(cls: type | None = None, *, weakref_slot: bool = True):
    """`attrs.frozen(cls)` with the same `__repr__`, `__eq__` and `__hash__`, made without compiling.
    `frozen(weakref_slot=False)` decorates with no `__weakref__` slot: records nothing refers to weakly, made
    faster without it (`record_builders`)."""
    if cls is None:
        return functools.partial(frozen, weakref_slot=weakref_slot)
    if any(name in cls.__dict__ for name in _OWN):
        return attrs.frozen(cls, weakref_slot=weakref_slot)
    return _with_methods(attrs.frozen(cls, repr=False, eq=False, weakref_slot=weakref_slot), hashable=True)


def define(cls: type) -> type:
    """`attrs.define(cls)` with the same `__repr__` and `__eq__` (and no `__hash__`), made without compiling."""
    if any(name in cls.__dict__ for name in _OWN):
        return attrs.define(cls)
    return _with_methods(attrs.define(cls, repr=False, eq=False), hashable=False)


def _with_methods(made: type, hashable: bool) -> type:
    fields = attrs.fields(made)
    made.__repr__ = _repr(tuple(field.name for field in fields if field.repr))
    made.__eq__ = _eq(_key([field for field in fields if field.eq]))
    if hashable:
        hashed = [field for field in fields if field.hash is True or (field.hash is None and field.eq)]
        made.__hash__ = _hash(_key(hashed), hash(f"{made.__module__}.{made.__qualname__}"))
    else:  # (attrs makes a mutable class that compares by value unhashable)
        made.__hash__ = None
    return made


def _key(fields: list[attrs.Attribute]):
    """A function of a record giving the values of `fields` (each through its `eq` key, if any), to compare."""
    if any(field.eq_key is not None for field in fields):
        pairs = [(field.name, field.eq_key) for field in fields]

        def keyed(record):
            return tuple(getattr(record, name) if key is None else key(getattr(record, name)) for name, key in pairs)
        return keyed
    if not fields:
        return lambda record: ()
    return attrgetter(*(field.name for field in fields))  # (one name: the value itself, which compares as well)


def _repr(names: tuple[str, ...]):
    def __repr__(self) -> str:
        showing = getattr(_SHOWING, "ids", None)
        if showing is None:
            showing = _SHOWING.ids = set()
        if id(self) in showing:
            return "..."
        showing.add(id(self))
        try:
            shown = ", ".join(f"{name}={getattr(self, name, attrs.NOTHING)!r}" for name in names)
        finally:
            showing.discard(id(self))
        return f'{self.__class__.__qualname__.rsplit(">.", 1)[-1]}({shown})'
    return __repr__


def _eq(key):
    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return key(self) == key(other)
    return __eq__


def _hash(key, salt: int):
    def __hash__(self) -> int:
        return hash((salt, key(self)))
    return __hash__
