"""Binding a hero works out every number: damage, potencies, the roll's modifier, kit damage."""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.render.clauses import tier_clauses
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind, bind_effect, kit_damage_for
from statblock.rulesets.draw_steel.runtime.hero import Hero, Kit

from builders import native_ability

SCORES = {"might": 2, "agility": 1, "reason": -1, "intuition": 0, "presence": 1}
KORVA = Hero("Korva", SCORES, hero_class="fury")
PANTHER = Kit("Panther", melee_damage=(1, 2, 3), ranged_damage=(0, 0, 0))
BOW = Kit("Bow", melee_damage=(0, 0, 0), ranged_damage=(2, 2, 2))
BOTH = Kit("Both", melee_damage=(1, 1, 1), ranged_damage=(2, 2, 2))


def compiled(tier1: str, *, header: str = "", roll: str = "Power Roll + Might:"):
    result = parse_text(native_ability(tier1, header=header, roll=roll))
    (ability,) = result.abilities
    return ability


def tier1(bound) -> tuple:
    return bound.roll.tiers[0].effects


@pytest.mark.parametrize(("clause", "hero", "expected"), [
    pytest.param("3 + M damage", KORVA, (fx.Damage(5),), id="3 + M is 5 for Might 2"),
    pytest.param("7 + M or A damage", KORVA, (fx.Damage(9),), id="M or A takes Might 2"),
    pytest.param("7 + M or A damage", Hero("A", {**SCORES, "agility": 4}), (fx.Damage(11),),
                 id="M or A takes Agility 4"),
    pytest.param("2 + R damage", KORVA, (fx.Damage(1),), id="a negative characteristic lowers damage"),
    pytest.param("4 fire damage", KORVA, (fx.Damage(4, (), "fire"),), id="flat damage stays"),
    pytest.param("3 + P holy damage", KORVA, (fx.Damage(4, (), "holy"),), id="the type is kept"),
])
def test_damage_is_worked_out(clause, hero, expected):
    assert tier1(bind(compiled(clause), hero)) == expected


@pytest.mark.parametrize(("clause", "hero", "value"), [
    # Potency score defaults to the highest characteristic (Might 2): weak 0, average 1, strong 2.
    pytest.param("A < WEAK, prone", KORVA, 0, id="A < WEAK is A < 0"),
    pytest.param("A < AVERAGE, prone", KORVA, 1, id="A < AVERAGE is A < 1"),
    pytest.param("A < STRONG, prone", KORVA, 2, id="A < STRONG is A < 2"),
    pytest.param("A < STRONG, prone", Hero("C", SCORES, potency_characteristic="intuition"), 0,
                 id="potency from Intuition 0"),
    pytest.param("M < 3 grabbed", KORVA, 3, id="a fixed potency stays"),
])
def test_potency_is_worked_out(clause, hero, value):
    (gate,) = tier1(bind(compiled(clause), hero))
    assert isinstance(gate, fx.PotencyGate)
    assert gate.value == value


def test_effects_behind_potency_and_in_choices_are_bound():
    gate = fx.PotencyGate("might", "weak", None, (fx.Damage(1, ("might",)),))
    assert bind_effect(gate, KORVA) == fx.PotencyGate("might", "weak", 0, (fx.Damage(3),))
    choice = fx.Choice(((fx.Damage(1, ("agility",)),), (fx.ApplyCondition("prone"),)))
    assert bind_effect(choice, KORVA) == fx.Choice(((fx.Damage(2),), (fx.ApplyCondition("prone"),)))


@pytest.mark.parametrize(("roll", "modifier", "characteristic"), [
    pytest.param("Power Roll + Might:", 2, "might", id="Might"),
    pytest.param("Power Roll + Reason:", -1, "reason", id="Reason, negative"),
    pytest.param("Power Roll + Might or Agility:", 2, "might", id="the better of two"),
    pytest.param("Power Roll + Agility or Presence:", 1, "agility", id="a tie takes the first"),
    pytest.param("Power Roll + 3:", 3, None, id="a monster's flat bonus"),
])
def test_roll_modifier(roll, modifier, characteristic):
    bound = bind(compiled("2 damage", roll=roll), KORVA)
    assert (bound.roll.modifier, bound.roll.characteristic) == (modifier, characteristic)


# keywords line, kit, expected kit kind, expected tier-1/2/3 damage for "2 + M", "5 + M", "7 + M"
KIT_CASES = [
    pytest.param("Melee, Strike, Weapon | Main action", PANTHER, "melee", (5, 9, 12), id="melee weapon"),
    pytest.param("Ranged, Strike, Weapon | Main action", BOW, "ranged", (6, 9, 11), id="ranged weapon"),
    pytest.param("Ranged, Strike, Weapon | Main action", PANTHER, None, (4, 7, 9), id="ranged weapon, melee kit"),
    pytest.param("Magic, Melee, Strike | Main action", PANTHER, None, (4, 7, 9), id="no Weapon keyword"),
    pytest.param("Melee, Ranged, Strike, Weapon | Main action", BOTH, "ranged", (6, 9, 11),
                 id="melee and ranged: the larger, not both"),
    pytest.param("Weapon | Maneuver", BOTH, None, (4, 7, 9), id="Weapon without Melee or Ranged"),
]


@pytest.mark.parametrize(("keywords", "kit", "kind", "damage"), KIT_CASES)
def test_kit_damage(keywords, kit, kind, damage):
    text = ("Test Ability\n" + keywords + "\nPower Roll + Might:\n"
            "≤11: 2 + M damage; push 1\n12-16: 5 + M damage\n17+: 7 + M damage, 3 fire damage\n")
    (ability,) = parse_text(text).abilities
    bound = bind(ability, Hero("K", SCORES, kit=kit))
    assert bound.kit_damage == kind
    firsts = tuple(next(e for e in t.effects if isinstance(e, fx.Damage)).amount for t in bound.roll.tiers)
    assert firsts == damage
    # Kit damage goes on the rolled damage once, never on a second damage clause.
    assert bound.roll.tiers[2].effects[1] == fx.Damage(3, (), "fire")


def test_kit_choice_between_melee_and_ranged_on_a_tie_is_melee():
    ability = compiled("2 damage", header="Melee, Ranged, Strike, Weapon | Main action")
    assert kit_damage_for(ability, Hero("K", SCORES, kit=Kit(None, (1, 1, 1), (1, 1, 1))))[0] == "melee"


def test_binding_leaves_the_ability_untouched():
    ability = compiled("3 + M damage; A < WEAK, prone")
    before = ability.power_roll
    bind(ability, KORVA)
    assert ability.power_roll == before
    assert ability.power_roll.tiers[0].effects[0] == fx.Damage(3, ("might",))


@pytest.mark.parametrize(("prose", "bound"), [
    pytest.param("If the target has R < AVERAGE, they are slowed.", "If the target has R < 1, they are slowed.",
                 id="capitals"),
    pytest.param("R < average or R < avg", "R < 1 or R < 1", id="any spelling the vocabulary knows"),
    pytest.param("M < [STRONG] slowed", "M < 2 slowed", id="brackets"),
    pytest.param("A < 弱、伏せ", "A < 0、伏せ", id="Japanese"),
    pytest.param("A＜並の対象", "A＜1の対象", id="full-width less-than"),
    pytest.param("A < weakened, M < Strongest", "A < weakened, M < Strongest", id="a longer word is no strength"),
])
def test_potencies_in_prose_are_worked_out_for_the_hero(prose, bound):
    from statblock.rulesets.draw_steel.runtime.bind import bind_prose

    assert KORVA.potency("strong") == 2  # (Might 2 is Korva's highest)
    assert bind_prose(prose, KORVA) == bound


WEAK_MIGHT = Hero("Weak", {**SCORES, "might": -2})


@pytest.mark.parametrize(("clause", "lang", "printed"), [
    pytest.param("1 + M damage", "en", "0 damage", id="below 0 prints 0"),
    pytest.param("1 + M damage", "ja", "0 ダメージ", id="below 0 prints 0 (ja)"),
    pytest.param("2 + M damage", "en", "0 damage", id="0 prints 0"),
    pytest.param("3 + M damage", "en", "1 damage", id="above 0 as worked out"),
    pytest.param("2d6 + M damage", "en", "2d6 - 2 damage", id="rolled damage shows what it takes off"),
])
def test_a_card_prints_no_damage_below_0(clause, lang, printed):
    """A hero's characteristic below 0 can take a damage below 0: the card prints what the roll deals
    (`roll` never deals less than 0), and `2d6 - 2` rather than `2d6 + -2`."""
    (text,) = tier_clauses(bind(compiled(clause), WEAK_MIGHT).roll.tiers[0], lang)
    assert text.replace(" ", "") == printed.replace(" ", "")
