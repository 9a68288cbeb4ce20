"""`records.frozen` and `records.define` behave as `attrs.frozen` and `attrs.define` do: the same repr, the same
equality (fields left out, `eq` keys, another class), equal records hashing alike (fields with ``hash=False``
left out), a mutable record unhashable, a class's own method kept; and the source makes its classes with them."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import attrs
import pytest

from statblock.records import define, frozen

PACKAGE = Path(__file__).parent.parent / "src" / "statblock"


def _pair(decorator, attrs_decorator, body):
    """One class made both ways from the same body (a function of nothing, giving the namespace)."""
    return decorator(type("Thing", (), body())), attrs_decorator(type("Thing", (), body()))


def _fields():
    return {"__annotations__": {"name": "str", "count": "int", "span": "object", "notes": "dict", "said": "str"},
            "__module__": __name__, "__qualname__": "Thing",
            "count": attrs.field(default=0),
            "span": attrs.field(default=None, eq=False, repr=False),
            "notes": attrs.field(factory=dict, hash=False),
            "said": attrs.field(default="", eq=str.lower)}


VALUES = [
    ("Hammer",),
    ("Hammer", 2),
    ("Hammer", 2, (1, 5)),
    ("Hammer", 2, None, {"a": 1}),
    ("Hammer", 2, None, {}, "The Target"),
    ("Hammer", 2, None, {}, "the target"),
    ("Tongs", 2),
    ("Hammer", 3, (1, 5), {"b": [1, 2]}, "x"),
]


@pytest.mark.parametrize("maker", [frozen, define], ids=["frozen", "define"])
def test_repr_and_equality_are_attrs_own(maker):
    ours, theirs = _pair(maker, attrs.frozen if maker is frozen else attrs.define, _fields)
    for a in VALUES:
        assert repr(ours(*a)) == repr(theirs(*a))
        for b in VALUES:
            assert (ours(*a) == ours(*b)) == (theirs(*a) == theirs(*b)), (a, b)
            assert (ours(*a) != ours(*b)) == (theirs(*a) != theirs(*b)), (a, b)
    assert ours("x") != theirs("x") and ours("x").__eq__(theirs("x")) is NotImplemented


def test_equal_frozen_records_hash_alike_and_the_unhashed_field_is_left_out():
    Thing = frozen(type("Thing", (), {k: v for k, v in _fields().items() if k != "notes"}
                        | {"__annotations__": {"name": "str", "count": "int", "span": "object", "said": "str"}}))
    assert hash(Thing("a", 1, (0, 1), "Them")) == hash(Thing("a", 1, None, "them"))
    assert len({Thing("a", 1), Thing("a", 1, (3, 4)), Thing("b", 1)}) == 2
    with_notes = frozen(type("Noted", (), {"__annotations__": {"name": "str", "notes": "tuple"}, "__module__": __name__,
                                           "notes": attrs.field(default=(), hash=False)}))
    assert hash(with_notes("a", (1,))) == hash(with_notes("a", (2,))) and with_notes("a", (1,)) != with_notes("a", (2,))


def test_a_mutable_record_is_unhashable_and_a_frozen_one_stays_frozen():
    Mutable = define(type("Mutable", (), {"__annotations__": {"items": "list"}, "__module__": __name__}))
    with pytest.raises(TypeError):
        hash(Mutable([]))
    Fixed = frozen(type("Fixed", (), {"__annotations__": {"text": "str"}, "__module__": __name__}))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Fixed("a").text = "b"


def test_a_record_that_holds_itself_shows_dots_there():
    Node = define(type("Node", (), {"__annotations__": {"items": "list"}, "__module__": __name__}))
    node = Node([])
    node.items.append(node)
    assert repr(node) == "Node(items=[...])"


def test_a_class_with_its_own_methods_keeps_them():
    Shown = frozen(type("Shown", (), {"__annotations__": {"text": "str"}, "__module__": __name__,
                                      "__repr__": lambda self: f"<{self.text}>"}))
    assert repr(Shown("a")) == "<a>" and Shown("a") == Shown("a") and hash(Shown("a")) == hash(Shown("a"))


def test_records_of_the_ast_pickle_and_compare_as_before():
    from statblock.rulesets.draw_steel import ast

    word = ast.Word("prone", None)
    assert pickle.loads(pickle.dumps(word)) == word and repr(word) == "Word(text='prone')"
    assert ast.Word("prone", (1, 6)) == word and hash(ast.Word("prone", (1, 6))) == hash(word)


@pytest.mark.slow  # (it reads every module)
def test_the_source_makes_its_records_here():
    """A bare `@attrs.frozen` or `@attrs.define` compiles the three methods again for its class."""
    bare = [f"{path.relative_to(PACKAGE)}:{number}"
            for path in sorted(PACKAGE.rglob("*.py"))
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if re.fullmatch(r"@attrs\.(frozen|define)", line.strip())]
    assert bare == []
