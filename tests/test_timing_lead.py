"""A phrase that says when a clause's effects happen, before them: `before the damage is resolved, ...`.

The Shadow's Puppet Strings writes `2 damage; if the target has R < WEAK, before the damage is resolved, they make a
free strike`: the whole gated effect was text (printed word for word, `roll` applied none of it). The effects after
a phrase of the vocabulary's `timing_leads` and its comma are read as any clause's, kept with the phrase
(`Timed`), printed back in either language (`ダメージが解決される前に、…`) and read the same; what follows that reads as
no effect leaves the clause as written. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.apply import apply_tier
from statblock.rulesets.draw_steel.runtime.effect_json import dump, load
from statblock.rulesets.draw_steel.runtime.hero import Target

HEAD = "Test Strings\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + 2:\n"
WHEN = "before_damage_resolved"
SLOWED = fx.ApplyCondition("slowed", fx.Duration("save_ends"))


def _gated(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: 2 damage; R < 1, {clause}\n12-16: 9 damage\n17+: 9 damage\n")
    (ability,) = result.abilities
    (_, gate) = ability.power_roll.tiers[0].effects
    return gate.effects, [d.code for d in result.diagnostics]


@pytest.mark.parametrize(("clause", "inner"), [
    ("before the damage is resolved, they make a free strike.", fx.FreeStrike("they", verb="make")),
    ("before the damage is resolved, the target is slowed (save ends)", SLOWED),
    ("ダメージが解決される前に、減速 (セーヴ終了)", SLOWED),
], ids=["free-strike", "condition", "ja"])
def test_the_effects_after_a_timing_lead_are_read(clause, inner):
    effects, codes = _gated(clause)
    assert effects == (fx.Timed(WHEN, (inner,)),) and "SB138" not in codes and "SB111" not in codes


def test_what_follows_that_reads_as_no_effect_stays_words():
    clause = "before the damage is resolved, they use a main action ability of your choice"
    effects, _ = _gated(clause)
    assert effects == (fx.Text(clause),)


def test_applied_as_the_tier_s_own_and_kept_in_json():
    timed = fx.Timed(WHEN, (SLOWED,))
    assert [c.condition for c in apply_tier((timed,), Target("t", {}, 10)).conditions] == ["slowed"]
    assert load(dump(timed)) == timed


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_written_back_and_read_the_same(lang):
    timed = fx.Timed(WHEN, (SLOWED,))
    written = clause_text([timed], lang)
    assert written.startswith("before the damage is resolved, " if lang == "en" else "ダメージが解決される前に、")
    assert _gated(written)[0] == (timed,)
