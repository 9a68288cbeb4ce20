"""An Effect section that states a rule of the whole ability, in words whose meaning is exact: `Forced movement from
this ability ignores stability.` (the Troubadour's Melt Their Faces), `The forced movement is vertical.`,
`このアビリティによる強制移動は安定性を無視する`. Was never read: `roll` moved a target of stability 2 one square of a
push 3. Now the section holds the rule (`IgnoreStability`, `MakeVertical`; JSON `effects` on the section, only when
read), and `roll` applies it after every tier's own effects, as it applies the same said in a tier (`P < WEAK, this
slide ignores the target's stability`). The section's text is kept as written, byte for byte; any other sentence
stays text alone. Short examples written for these tests."""

from __future__ import annotations

import json
import random

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.resolve import resolve
from statblock.rulesets.draw_steel.serialize import ability_json

ZEROS = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}


def _ability(effect: str, tier: str = "2 damage; push 3"):
    japanese = not effect.isascii()
    head = ("Test Shove\n近接、ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
            if japanese else "Test Shove\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
            "Power Roll + Might:\n")
    label = "効果" if japanese else "Effect"
    text = head + f"≤11: {tier}\n12-16: {tier}\n17+: {tier}\n{label}: {effect}\n"
    (ability,) = parse_text(text).abilities
    return ability


# (id, the Effect sentence, the rule read)
READ = [
    ("stability", "Forced movement from this ability ignores stability.", fx.IgnoreStability()),
    ("stability-the", "The forced movement ignores stability.", fx.IgnoreStability()),
    ("plural-stays-text", "Pushes from this ability ignore the target's stability.", None),  # (no form of it read)
    ("vertical", "Forced movement from this ability is vertical.", fx.MakeVertical()),
    ("slide-vertical", "The slide is vertical.", fx.MakeVertical("slide")),
    ("japanese", "このアビリティによる強制移動は安定性を無視する。", fx.IgnoreStability()),
]


@pytest.mark.parametrize("sentence, rule", [pytest.param(*row[1:], id=row[0]) for row in READ])
def test_an_effect_sentence_that_states_a_rule_of_the_ability_is_read(sentence, rule):
    ability = _ability(sentence)
    (section,) = ability.sections
    assert section.text == sentence  # (kept as written)
    assert section.effects == ((rule,) if rule is not None else ())


@pytest.mark.parametrize("sentence", [
    "This ability can pull targets restrained by the beam, and ignores stability if it does so.",
    "The forced movement ignores stability. You take 2d6 damage.",
    "You can vertical pull the target up to 2 squares.",
    "Forced movement from this ability ignores stability unless the target is a dragon.",
])
def test_any_other_sentence_stays_text_alone(sentence):
    ability = _ability(sentence)
    (section,) = ability.sections
    assert section.text == sentence and section.effects == ()
    assert "effects" not in ability_json(ability)["sections"][0]


def test_the_json_holds_the_rule_and_the_text_as_written():
    data = json.loads(json.dumps(ability_json(_ability("Forced movement from this ability ignores stability."))))
    (section,) = data["sections"]
    assert section["text"] == "Forced movement from this ability ignores stability."
    assert section["effects"] == [{"kind": "ignore_stability"}]


@pytest.mark.parametrize("sentence, moved", [
    ("Forced movement from this ability ignores stability.", 3),
    ("The target is grateful.", 1),
], ids=["read", "text"])
def test_roll_applies_the_rule_to_every_tier(sentence, moved):
    ability = _ability(sentence)
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 2}))
    for tier in (1, 2, 3):
        target = Target("Ogre", ZEROS, 30, stability=2)
        result = resolve(bound, [target], random.Random(1), automatic=tier)
        (move,) = result.targets[0].moves
        assert move.squares == moved, (tier, move)
