"""Spelt-out potencies chained by commas (`slowed (EoT), or if P < AVERAGE, prone (save ends), or if P <
STRONG, restrained (save ends)`): the tier line was cut at one `, or if` only, so the chain stayed one text
effect in silence. A chain is read as the effect and each potency after it (as if a `;` stood before each `or`);
one that cannot be read so (a part that is no potency) is SB129, whose suggestion writes a `;` for each comma."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.grammar.spelled import joined_potencies, potency_joins
from statblock.rulesets.draw_steel.grammar.clauses import parse_clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from test_japanese_readback import HEAD

CHAIN = "the target is slowed (EoT), or if P < AVERAGE, prone (save ends), or if P < STRONG, restrained (save ends)"
# (`P < 2.5`: a potency is a whole number, so that part is no potency and the chain is not read)
UNREADABLE = CHAIN.replace("P < STRONG", "P < 2.5")


def _read(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (ability,) = result.abilities
    return ability.power_roll.tiers[0].effects, result.diagnostics


# (id, clause, codes, kinds of the tier's effects)
ROWS = [
    ("chain-or", CHAIN, [], ["condition", "potency", "potency"]),
    ("chain-and", CHAIN.replace(", or if", ", and if"), [], ["condition", "potency", "potency"]),
    ("chain-unreadable", UNREADABLE, ["SB129"], ["text"]),
    ("one-join", "the target is slowed (EoT), or if P < AVERAGE, prone (save ends)", [], ["condition", "potency"]),
    ("semicolons", CHAIN.replace(", or if", "; or if"), [], ["condition", "potency", "potency"]),
    # (no chain: text, said as such, SB138)
    ("in-brackets", "slowed (EoT, or if P < AVERAGE, prone, or if P < STRONG, restrained)", ["SB138"], ["text"]),
]


@pytest.mark.parametrize("clause, codes, kinds", [pytest.param(c, d, k, id=i) for i, c, d, k in ROWS])
def test_a_chain_of_spelled_potencies_is_reported(clause, codes, kinds):
    effects, diagnostics = _read(clause)
    assert [d.code for d in diagnostics] == codes
    assert [e.kind for e in effects] == kinds


def test_a_chain_reads_as_its_semicolon_form_and_the_suggestion_writes_that():
    effects, diagnostics = _read(CHAIN)
    semicolons, again = _read(CHAIN.replace(", or if", "; or if"))
    assert list(diagnostics) == [] and list(again) == []
    assert [type(e) for e in effects] == [fx.ApplyCondition, fx.PotencyGate, fx.PotencyGate]
    assert [(g.strength, g.otherwise) for g in effects[1:]] == [("average", True), ("strong", True)]
    assert [e.kind for e in effects] == [e.kind for e in semicolons]
    _, (found,) = _read(UNREADABLE)
    assert dict(found.suggestion.args)["example"] == UNREADABLE.replace(", or if", "; or if")


def test_joins_are_found_in_linear_time():
    text = "slowed (EoT), or if P < AVERAGE, x" * 3000
    assert len(potency_joins(text)) == 3000
    # (every part after a join reads as one potency: a chain of 3,000, each part read once)
    assert len(joined_potencies(text, parse_clause_text)) == 3000
