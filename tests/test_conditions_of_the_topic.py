"""Whose conditions are, after a verb joined to them or after a creature's name that holds a notation's noun."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled


@pytest.mark.parametrize("clause, english", [
    ("ターゲットの速度は 2 減少し、伏せ", "the target's speed is reduced by 2 and prone"),
    ("ターゲットの安定性は 1 増加し、減速 (EoT)", "the target's stability is increased by 1 and slowed (EoT)"),
])
def test_conditions_after_a_stat_change_are_its_owners(clause, english):
    # a statistic's topic (`ターゲットの速度は`) gives the creature before の the conditions after the joined verb, as
    # `the target's speed is reduced by 2 and prone` does (was SB138: a condition on `ターゲットの速度`, kept as written)
    effects, said = _compiled(clause)
    assert said == [] and [e.kind for e in effects] == ["stat", "condition"]
    assert effects == _compiled(english)[0] and effects[1].subject is None
