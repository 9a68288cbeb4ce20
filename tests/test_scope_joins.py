"""An edge's or a bane's scope with `or` or `and` in it (`the target takes a bane on rolls made against you
or an ally (save ends)`): the scope's words were cut at the join, and the clause was text (or a condition of
the ability's own). The join is a word of the scope; a verb after it is a sentence of its own still
(`... on their next strike and is slowed`: `compound.py`). Short notation of our own."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

READ = [
    ("or", "the target takes a bane on rolls made against you or an ally (save ends)",
     ("the target", "bane", False, "rolls made against you or an ally", "save_ends")),
    ("and", "you gain an edge on strikes and tests (EoT)", ("you", "edge", False, "strikes and tests", "end_of_turn")),
    ("double-or", "the target has a double bane on power rolls against you or your allies (save ends)",
     ("the target", "bane", True, "power rolls against you or your allies", "save_ends")),
    ("two-joins", "the target takes a bane on tests or strikes against you and your allies",
     ("the target", "bane", False, "tests or strikes against you and your allies", None)),
]


def _edge(effects):
    (effect,) = effects
    assert isinstance(effect, fx.EdgeOrBane)
    return effect.who, effect.which, effect.double, effect.on, effect.duration.kind if effect.duration else None


@pytest.mark.parametrize("clause, expected", [r[1:] for r in READ], ids=[r[0] for r in READ])
def test_the_join_is_part_of_the_scope(clause, expected):
    assert _edge(clause_effects(clause)) == expected


@pytest.mark.parametrize("clause", [r[1] for r in READ], ids=[r[0] for r in READ])
def test_cards_print_the_scope_as_written_and_it_reads_back(clause):
    effects = clause_effects(clause)
    printed = clause_text(effects)
    assert "or" in printed or "and" in printed
    assert clause_effects(printed) == effects


SENTENCE_AFTER = [
    ("and-is", "the target takes a bane on their next strike and is slowed (save ends)"),
    ("and-the-target-is", "the target takes a bane on their next strike and the target is slowed (save ends)"),
    ("or-is", "the target takes a bane on their next strike or is slowed"),
    ("and-can", "you gain an edge on your next strike and can shift 1 square"),
]


@pytest.mark.parametrize("clause", [s[1] for s in SENTENCE_AFTER], ids=[s[0] for s in SENTENCE_AFTER])
def test_a_verb_after_the_join_is_not_read_into_the_scope(clause):
    for effect in clause_effects(clause):
        for inner in (o for option in effect.options for o in option) if isinstance(effect, fx.Choice) else (effect,):
            if isinstance(inner, fx.EdgeOrBane):
                assert inner.on is None or not any(verb in inner.on.split() for verb in ("is", "can", "slowed"))
