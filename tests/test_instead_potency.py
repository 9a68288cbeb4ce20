"""A potency whose condition lands `instead` of the effect before it: `Dazed (EoT); if the target has I < 2 they are
instead dazed (save ends)` (monsters write it so). The word was read into the condition's name (a custom condition
`instead dazed`); now the condition is the one named, and the potency lands in place of the effect before it, as
`or if …` does. Cards print it with `instead` in English and `または、` in Japanese, each reading back the
same."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

HEAD = "Test Roar\nArea, Magic | Main action\n📏 3 burst | 🎯 Each enemy in the area\nPower Roll + 2:\n"


def _tier(line: str):
    result = read_text("t.ability", HEAD + f"≤11: {line}\n12-16: 5 damage\n17+: 8 damage\n")
    (ability,) = result.abilities
    return ability.power_roll.tiers[0].effects, [d.code for d in result.diagnostics]


CASES = [
    ("Dazed (EoT); if the target has I < 2 they are instead dazed (save ends)", "dazed", "end_of_turn", "dazed"),
    ("slowed (EoT); if the target has M < 3 they are instead restrained (save ends)", "slowed", "end_of_turn",
     "restrained"),
    ("prone; A < 1 they are instead grabbed (save ends)", "prone", None, "grabbed"),
]


@pytest.mark.parametrize("line, before, lasting, instead", CASES, ids=[c[0] for c in CASES])
def test_instead_is_no_part_of_the_condition_and_lands_in_place(line, before, lasting, instead):
    effects, codes = _tier(line)
    first, gate = effects
    assert isinstance(first, fx.ApplyCondition) and first.condition == before
    assert (first.duration.kind if first.duration else None) == lasting
    assert isinstance(gate, fx.PotencyGate) and gate.otherwise
    (landed,) = gate.effects
    assert isinstance(landed, fx.ApplyCondition) and landed.condition == instead and not landed.custom
    assert "SB111" not in codes  # (no custom condition to declare)


@pytest.mark.parametrize("line", [c[0] for c in CASES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_reads_back_the_same(line, lang):
    effects, _ = _tier(line)
    printed = "; ".join(clause_text((e,), lang) for e in effects)
    again, _ = _tier(printed)
    assert again == effects, printed


def test_the_english_card_keeps_instead():
    effects, _ = _tier(CASES[0][0])
    assert "they are instead dazed" in clause_text(effects[1:])


@pytest.mark.parametrize("line", [
    # not after the copula: the words are kept as they were read
    "dazed (EoT); I < 2 they are frightened instead (save ends)",
    # nothing after it to be the condition
    "dazed (EoT); I < 2 they are instead",
])
def test_instead_elsewhere_is_not_read_as_in_place(line):
    effects, _ = _tier(line)
    assert not any(isinstance(e, fx.PotencyGate) and e.otherwise for e in effects)
