"""A weakness or immunity written with no damage type and no `damage` before it (`the target has weakness 5`): the
type is one the ability names elsewhere (the Talent's Smolder: `Choose the damage type and the weakness for this
ability from ... acid, corruption, or fire`), not every type. It was read as `damage weakness 5`, weakness to all
damage, and a card bound to a hero printed it so. It keeps its words now (`unnamed` in the JSON, given only when
true: an effect that names its type, or says `damage`, is as before). Short examples written for these tests."""

from __future__ import annotations

import pytest

from builders import compile_one, slam
from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime.effect_json import dump, load

def _tier1(clause: str):
    ability, diagnostics = compile_one(slam(clause))
    return ability.power_roll.tiers[0].effects, [d.code for d in diagnostics]


def _modifier(effects):
    (gate,) = [e for e in effects if e.kind == "potency"] or [None]
    inner = gate.effects if gate is not None else effects
    (modifier,) = [e for e in inner if e.kind == "damage_modifier"]
    return modifier


# (id, clause, damage type, unnamed, English as printed, Japanese as printed)
CASES = [
    ("unnamed-weakness", "3 + M damage; M < WEAK, the target has weakness 5 (save ends)", None, True,
     "the target has weakness 5 (save ends)", "ターゲットは弱点 5 (セーヴ終了)"),
    ("unnamed-immunity", "the target has immunity 2 (EoT)", None, True,
     "the target has immunity 2 (EoT)", "ターゲットは無効化 2 (EoT)"),
    ("all-damage", "3 + M damage; M < WEAK, the target has damage weakness 5 (save ends)", None, False,
     "the target has damage weakness 5 (save ends)", "ターゲットはダメージ弱点 5 (セーヴ終了)"),
    ("typed", "the target has fire weakness 5 (save ends)", "fire", False,
     "the target has fire weakness 5 (save ends)", "ターゲットは火弱点 5 (セーヴ終了)"),
]


@pytest.mark.parametrize(("clause", "damage_type", "unnamed", "en", "ja"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_a_weakness_keeps_whether_its_type_was_named(clause, damage_type, unnamed, en, ja):
    effects, codes = _tier1(clause)
    modifier = _modifier(effects)
    assert (modifier.damage_type, modifier.unnamed) == (damage_type, unnamed)
    assert codes == []
    said = dump(modifier)
    assert ("unnamed" in said) is unnamed  # the JSON of an effect that names its type or says `damage` is as before
    assert load(said) == modifier
    assert clause_text([modifier], "en") == en
    assert clause_text([modifier], "ja") == ja
    # what the card prints, in either language, reads back to the same effect
    assert clause_effects(en) == (modifier,) and clause_effects(ja) == (modifier,)


def test_unnamed_and_all_damage_are_different_effects():
    (unnamed, _), (every, _) = _tier1("the target has weakness 5 (EoT)"), _tier1("the target has damage weakness 5 (EoT)")
    assert _modifier(unnamed) != _modifier(every)
