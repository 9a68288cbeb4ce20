"""`record_builders.builder`: records built with no `__init__` are what `__init__` makes, by either way it builds
them (a plain instance made the class, or each slot set by its descriptor), and the syntax tree's and the effects'
classes are built the faster way."""

from __future__ import annotations

import attrs
import pytest

from statblock import record_builders
from statblock.records import frozen
from statblock.rulesets.draw_steel import ast
from statblock.rulesets.draw_steel.runtime import effects as fx


def _pair(weakref_slot: bool) -> type:
    @frozen(weakref_slot=weakref_slot)
    class Pair:
        left: object
        right: object = attrs.field(default=None, eq=False)
    return Pair


@pytest.mark.parametrize("weakref_slot", [False, True])
def test_a_built_record_is_what_its_init_makes(weakref_slot):
    cls = _pair(weakref_slot)
    build = record_builders.builder(cls, "a, b", ["a", "(b, k)"], {"k": 7})
    made, inited = build("x", 1), cls("x", (1, 7))
    assert type(made) is cls and (made.left, made.right) == (inited.left, inited.right)
    assert made == inited and hash(made) == hash(inited) and repr(made) == repr(inited)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.left = "y"
    assert ("__weakref__" in cls.__slots__) is weakref_slot
    assert (record_builders._blank(cls) is None) is weakref_slot  # (CPython's switch refused with one)


def test_a_builder_refuses_what_its_init_does_more_than_set():
    @attrs.frozen
    class Checked:
        a: int = attrs.field(validator=attrs.validators.instance_of(int))

    @attrs.frozen
    class Converted:
        a: int = attrs.field(converter=int)

    @attrs.frozen(cache_hash=True)
    class Cached:
        a: int

    @attrs.define(slots=False)
    class Unslotted:
        a: int

    for cls in (Checked, Converted, Cached, Unslotted, tuple):
        assert record_builders.builder(cls, "a", ["a"]) is None, cls
    with pytest.raises(TypeError):
        record_builders.builder(_pair(False), "a", ["a"])


def test_syntax_and_effect_classes_are_built_the_faster_way():
    classes = [getattr(module, name) for module in (ast, fx) for name in module.__all__
               if attrs.has(getattr(module, name, None))]
    assert len(classes) > 40
    assert all(record_builders._blank(cls) is not None for cls in classes), \
        [cls.__name__ for cls in classes if record_builders._blank(cls) is None]
