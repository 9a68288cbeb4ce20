"""A clause that makes a forced movement ignore the target's stability, behind a potency.

The Troubadour's `Slide 3; P < WEAK, this slide ignores the target's stability` was kept as text: the card
printed it word for word and `roll` slid the target as far as its stability allowed. It reads as the vertical
clause does (`the slide is vertical`): `IgnoreStability`, of the named movement or of every forced movement
of the tier, the same once it lands as `slide 3, ignoring stability`. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.apply import apply_tier
from statblock.rulesets.draw_steel.runtime.effect_json import dump, load
from statblock.rulesets.draw_steel.runtime.hero import Target

HEAD = "Test Gust\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + 2:\n"


def _tier1(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 9 damage; push 9\n17+: 9 damage; push 9\n")
    (ability,) = result.abilities
    return [dump(e) for e in ability.power_roll.tiers[0].effects], [d.code for d in result.diagnostics]


def _gate(effects, strength=None, value=1):
    return [{"kind": "potency", "characteristic": "reason", "strength": strength, "value": value,
             "effects": effects}]


SLIDE = [{"kind": "forced_move", "movement": "slide", "distance": 3, "vertical": False}]
PUSH = [{"kind": "forced_move", "movement": "push", "distance": 3, "vertical": False}]
IGNORES_SLIDE = [{"kind": "ignore_stability", "movement": "slide"}]

CASES = [
    ("this-slide", "slide 3; R < 1, this slide ignores the target's stability", SLIDE + _gate(IGNORES_SLIDE)),
    ("strength", "Slide 3; R < WEAK, this slide ignores the target's stability",
     SLIDE + _gate(IGNORES_SLIDE, "weak", None)),
    ("their", "push 3; R < 1 the push ignores their stability.",
     PUSH + _gate([{"kind": "ignore_stability", "movement": "push"}])),
    ("every", "push 3; R < 1 the forced movement ignores stability", PUSH + _gate([{"kind": "ignore_stability"}])),
    ("ja", "スライド 3; R < 1 スライドは安定性を無視する", SLIDE + _gate(IGNORES_SLIDE)),
    ("ja-this", "スライド 3; R < 1 このスライドはターゲットの安定性を無視します。", SLIDE + _gate(IGNORES_SLIDE)),
    # no forced movement of that name: words kept as written
    ("unknown-move", "push 3; R < 1 the shove ignores stability",
     PUSH + _gate([{"kind": "text", "text": "the shove ignores stability"}])),
]


@pytest.mark.parametrize(("clause", "effects"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_forced_movement_made_to_ignore_stability(clause, effects):
    said, codes = _tier1(clause)
    assert said == effects and "SB111" not in codes


def test_only_the_named_movement_ignores_stability_when_it_lands():
    moves = (fx.ForcedMove("push", 3), fx.ForcedMove("slide", 2), fx.IgnoreStability("slide"))
    result = apply_tier(moves, Target("t", {}, 10))
    assert [m.ignores_stability for m in result.forced_moves] == [False, True]
    every = apply_tier((*moves[:2], fx.IgnoreStability()), Target("t", {}, 10))
    assert [m.ignores_stability for m in every.forced_moves] == [True, True]


@pytest.mark.parametrize(("effect", "lang", "written"), [
    (fx.IgnoreStability("slide"), "en", "the slide ignores stability"),
    (fx.IgnoreStability("push"), "ja", "プッシュは安定性を無視する"),
    (fx.IgnoreStability(), "en", "the forced movement ignores stability"),
    (fx.IgnoreStability(), "ja", "強制移動は安定性を無視する"),
], ids=["en-named", "ja-named", "en-every", "ja-every"])
def test_the_clause_is_written_back_and_reads_the_same(effect, lang, written):
    assert clause_text([effect], lang) == written
    move = "slide" if effect.movement in (None, "slide") else "push"
    said, _ = _tier1(f"{move} 3; R < 1 {written}")
    assert said[-1]["effects"] == [dump(effect)]
    assert load(dump(effect)) == effect
