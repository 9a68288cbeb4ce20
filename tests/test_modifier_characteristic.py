"""A weakness or an immunity whose amount holds a characteristic.

The Talent's Smolder writes `R < STRONG, the target has weakness equal to 5 + your Reason score (save ends)`: it was
text, printed word for word on a hero's card. It reads as a `DamageModifier` with `characteristics` (as `3 + R
damage`), bound for a hero (weakness 7 for Reason 2), written back `weakness 5 + R`, `弱点 5 + R`, which read the
same. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind_effect
from statblock.rulesets.draw_steel.runtime.effect_json import dump, load
from statblock.rulesets.draw_steel.runtime.hero import Hero

HEAD = "Test Ember\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + 2:\n"
TALENT = Hero("T", {"might": 0, "agility": 1, "reason": 2, "intuition": 1, "presence": 1})


def _tier1(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: 2 damage; R < 1, {clause}\n12-16: 9 damage\n17+: 9 damage\n")
    (ability,) = result.abilities
    (_, gate) = ability.power_roll.tiers[0].effects
    return gate.effects, [d.code for d in result.diagnostics]


SAVE = fx.Duration("save_ends")
UNNAMED = fx.DamageModifier("the target", "weakness", None, 5, SAVE, "has", True, ("reason",))
FIRE = fx.DamageModifier("the target", "weakness", "fire", 5, SAVE, "has", False, ("reason",))

CASES = [
    ("spelt-out", "the target has weakness equal to 5 + your Reason score (save ends)", UNNAMED),
    ("letter", "the target has weakness 5 + R (save ends)", UNNAMED),
    ("typed", "the target has fire weakness equal to 5 + your Reason score (save ends)", FIRE),
    ("immunity-no-duration", "you have immunity 2 + M",
     fx.DamageModifier("you", "immunity", None, 2, None, "have", True, ("might",))),
    ("ja", "ターゲットは弱点 5 + R (セーヴ終了)", UNNAMED),
    ("ja-typed", "ターゲットは火炎弱点 5 + R (セーヴ終了)", FIRE),
]


@pytest.mark.parametrize(("clause", "effect"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_modifier_amount_with_a_characteristic_is_read(clause, effect):
    effects, codes = _tier1(clause)
    assert effects == (effect,) and "SB138" not in codes
    assert effects[0].characteristics == effect.characteristics and effects[0].unnamed == effect.unnamed


@pytest.mark.parametrize("clause", [
    "the target has weakness equal to 5 + your Luck score (save ends)",  # no characteristic
    "the target has frost weakness 5 + R (save ends)",  # no damage type
], ids=["unknown-characteristic", "unknown-type"])
def test_what_the_ruleset_does_not_know_stays_words(clause):
    effects, _ = _tier1(clause)
    assert effects == (fx.Text(clause),)


def test_bound_for_a_hero_and_kept_for_a_card_with_none():
    assert bind_effect(UNNAMED, TALENT).amount == 7 and bind_effect(UNNAMED, TALENT).characteristics == ()
    assert clause_text([bind_effect(FIRE, TALENT)], "en") == "the target has fire weakness 7 (save ends)"
    assert load(dump(UNNAMED)) == UNNAMED and load(dump(UNNAMED)).characteristics == ("reason",)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("effect", [UNNAMED, FIRE], ids=["unnamed", "fire"])
def test_written_back_and_read_the_same(effect, lang):
    written = clause_text([effect], lang)
    assert "5 + R" in written
    effects, codes = _tier1(written)
    assert effects == (effect,) and effects[0].characteristics == ("reason",) and "SB138" not in codes


@pytest.mark.parametrize("shape", ["the target{spaces}has weakness 5 + R", "the target has{spaces}weakness 5 + R x",
                                   "a{spaces}b weakness"])
def test_a_long_run_of_blanks_is_read_in_linear_time(shape):
    # (the subject's words and the blanks after them were split in every way: a clause of 20,000 blanks took seconds)
    from statblock.rulesets.draw_steel.compiler.modifier_amount import characteristic_modifier
    from statblock.rulesets.draw_steel.vocabulary import vocabulary
    from bounds import cpu_seconds

    rules = vocabulary()

    def read(n):
        return cpu_seconds(lambda: characteristic_modifier(shape.format(spaces=" " * n), rules, lambda _: None,
                                                           lambda word: word), repeat=3)

    small, big = read(5_000), read(20_000)
    assert big < 8 * max(small, 0.002), (small, big)   # linear: about 4 times
