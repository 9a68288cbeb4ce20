"""A status said after its subject keeps the author's capitals: `the target has no line of effect to anyone except
Queen Mab (save ends)` (a published villain action writes a name so). The name was lowercased (`queen mab`), and
both cards printed it so; only a capital that starts the status is layout (`Can't hide` is `can't hide`)."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx


@pytest.mark.parametrize("clause, name", [
    ("the target has no line of effect to anyone except Queen Mab (save ends)",
     "has no line of effect to anyone except Queen Mab"),
    ("the target can't regain Stamina (EoT)", "can't regain Stamina"),
    ("the target can't hide (save ends)", "can't hide"),
    ("the target Can't hide (save ends)", "can't hide"),
])
def test_the_status_keeps_its_capitals(clause, name):
    (effect,) = clause_effects(clause)
    assert isinstance(effect, fx.ApplyCondition) and effect.custom
    assert effect.condition == name


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_both_cards_print_the_name_as_written_and_read_back(lang):
    effects = clause_effects("the target has no line of effect to anyone except Queen Mab (save ends)")
    printed = clause_text(effects, lang)
    assert "Queen Mab" in printed
    assert clause_effects(printed) == effects
