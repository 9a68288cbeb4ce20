"""The copies of syntax and effect nodes the clause reader makes by generated code (`leads.replacer`, the copy of a
node with a few fields changed; `node_copies.moved`, a tree with every position mapped) against the plain way they
replaced: `attrs.evolve`, field by field, over every published tier clause's tree and effects and over odd nodes."""

from __future__ import annotations

import attrs
import pytest

from statblock.rulesets.draw_steel import ast
from statblock.rulesets.draw_steel.grammar import leads, node_copies
from statblock.rulesets.draw_steel.runtime import effects as fx

from conftest import ON_THE_CORPUS, corpus_tier_clauses, in_sample


def _plain_moved(node, where):
    """`moved` as it was written before its code was generated: every field of an attrs node looked into."""
    if isinstance(node, tuple):
        if len(node) == 2 and node[0].__class__ is int and node[1].__class__ is int:
            return (where(node[0]), where(node[1]))
        return tuple(_plain_moved(n, where) for n in node)
    if not attrs.has(node.__class__):
        return node
    return attrs.evolve(node, **{f.name: _plain_moved(getattr(node, f.name), where)
                                 for f in attrs.fields(node.__class__) if getattr(node, f.name) is not None})


def _full(node):
    """A node with its positions and its class, which AST equality leaves out."""
    if attrs.has(type(node)):
        return (type(node).__name__,) + tuple(_full(getattr(node, f.name)) for f in attrs.fields(type(node)))
    if isinstance(node, (tuple, list)):
        return (type(node).__name__,) + tuple(_full(item) for item in node)
    return (type(node).__name__, node)


def _trees_move_as_attrs_moves_them(sample: bool) -> None:
    """Every published tier clause's tree in the normal tier's sample (one in `SAMPLE_EVERY`), or every other one,
    moves as `attrs.evolve` moves it. Either way the corpus holds more than 2000 tier clauses."""
    count = checked = 0
    for index, (_, part, _) in enumerate(corpus_tier_clauses()):
        count += 1
        if in_sample(index) != sample:
            continue
        for where in (lambda p: p + 7, lambda p: 2 * p if p > 3 else p):
            made = node_copies.moved(part.items, where)
            assert _full(made) == _full(_plain_moved(part.items, where)), part.text
            assert _full(node_copies.moved(made, lambda p: p)) == _full(made)
        checked += 1
    assert count > 2000
    assert checked == sum(1 for index in range(count) if in_sample(index) == sample)


@ON_THE_CORPUS
def test_published_trees_move_as_attrs_moves_them_sample():
    """The normal tier's sample of the sweep below (3.5 s of CPU time whole, the dearest test of the inner loop)."""
    _trees_move_as_attrs_moves_them(sample=True)


@pytest.mark.slow
@ON_THE_CORPUS
def test_every_published_tree_moves_as_attrs_moves_it():
    """Every published tier clause's tree not in the sample above."""
    _trees_move_as_attrs_moves_them(sample=False)


def test_odd_nodes_move_as_attrs_moves_them():
    word = ast.word("M", (0, 1))
    odd = (
        (),
        ((1, 2), (3, 4), "text", None, 5, True),
        ((True, 2), (1.0, 2), (1, 2, 3)),  # (not positions: a bool, a float, three numbers)
        ast.TextClause("x", None),
        ast.PotencyClause(word, None, 2, (ast.TextClause("slowed", (6, 12)),), "slowed", (0, 12)),
        fx.Damage(3, ("might",), "fire"),  # (effects hold no positions: copied alike)
        frozenset({(1, 2)}),  # (a frozenset is never looked into)
    )
    for node in odd:
        assert _full(node_copies.moved(node, lambda p: p + 100)) == _full(_plain_moved(node, lambda p: p + 100))


def test_a_class_with_a_validator_is_moved_by_evolve():
    @attrs.frozen
    class Checked:
        span: tuple = attrs.field(validator=attrs.validators.instance_of(tuple))
        words: tuple = ()

    made = node_copies.moved(Checked((1, 2), ((3, 4),)), lambda p: p + 1)
    assert made == Checked((2, 3), ((4, 5),))


@ON_THE_CORPUS
def test_every_published_effect_copied_with_changes_is_what_attrs_makes():
    seen = set()
    for _, _, effects in corpus_tier_clauses():
        for effect in effects:
            fields = attrs.fields(type(effect))
            for field in fields:
                key = (type(effect), field.name)
                if key in seen:
                    continue
                seen.add(key)
                value = ("changed",)
                made, evolved = leads.replaced(effect, **{field.name: value}), attrs.evolve(effect, **{field.name: value})
                assert [getattr(made, f.name) for f in fields] == [getattr(evolved, f.name) for f in fields]
                assert type(made) is type(evolved)
    assert len(seen) > 20


def test_a_replacer_names_fields_of_its_class_once_each():
    for names in (("amount", "nothing"), ("amount", "amount")):
        with pytest.raises(TypeError):
            leads.replacer(fx.Damage, names)
    damage = fx.Damage(3, ("might",), "fire")
    assert leads.replacer(fx.Damage, ())(damage) == damage
    assert leads.replacer(fx.Damage, ("damage_type", "amount"))(damage, "cold", 12) == attrs.evolve(
        damage, amount=12, damage_type="cold")
