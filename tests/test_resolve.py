"""Resolving a tier against targets: damage with immunity and weakness, potency, conditions,
forced movement, critical hits and surges."""

from __future__ import annotations

import random

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.dice import power_roll
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target, default_target
from statblock.rulesets.draw_steel.runtime.apply import apply_tier, best_option, first_option, most_damage
from statblock.rulesets.draw_steel.runtime.resolve import is_critical, resolve
from statblock.rulesets.draw_steel.runtime.results import ChoiceMade, damage_taken

SCORES = {"might": 2, "agility": 1, "reason": -1, "intuition": 0, "presence": 1}
KORVA = Hero("Korva", SCORES)
ZERO = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}


def target(immunities=None, weaknesses=None, **scores) -> Target:
    return Target("t", {**ZERO, **scores}, 20, immunities or {}, weaknesses or {})


# amount, type, target -> damage dealt
DAMAGE = [
    pytest.param(8, "fire", target(), 8, id="no immunity"),
    pytest.param(8, "fire", target({"fire": 5}), 3, id="fire immunity 5 vs 8 fire"),
    pytest.param(4, "fire", target({"fire": 5}), 0, id="immunity never goes below 0"),
    pytest.param(8, "cold", target({"fire": 5}), 8, id="immunity to another type"),
    pytest.param(8, None, target({"fire": 5}), 8, id="typed immunity vs untyped damage"),
    pytest.param(8, None, target({"all": 2}), 6, id="damage immunity 2 vs untyped"),
    pytest.param(8, "holy", target({"all": 2}), 6, id="damage immunity 2 vs typed"),
    pytest.param(8, "fire", target({"all": 2, "fire": 5}), 3, id="the larger immunity counts"),
    pytest.param(9, "poison", target({"poison": "all"}), 0, id="poison immunity all"),
    pytest.param(9, "fire", target({"poison": "all"}), 9, id="immunity all is for its type"),
    pytest.param(6, "holy", target(weaknesses={"holy": 3}), 9, id="holy weakness 3"),
    pytest.param(6, None, target(weaknesses={"holy": 3}), 6, id="weakness vs untyped"),
    pytest.param(6, "fire", target(weaknesses={"all": 1, "fire": 2}), 8, id="the larger weakness counts"),
    # Immunity is applied last: 2 fire against weakness 3 and immunity 5 is (2 + 3) - 5 = 0, where
    # immunity first would give max(0, 2 - 5) + 3 = 3.
    pytest.param(2, "fire", target({"fire": 5}, {"fire": 3}), 0, id="weakness first, then immunity"),
    pytest.param(6, "fire", target({"fire": 5}, {"fire": 3}), 4, id="weakness then immunity, 6 fire"),
]


@pytest.mark.parametrize(("amount", "damage_type", "who", "dealt"), DAMAGE)
def test_damage_taken(amount, damage_type, who, dealt):
    assert damage_taken(amount, damage_type, who).dealt == dealt


# Seed 000: an effect with a potency lands only if the potency is higher than the target's score.
@pytest.mark.parametrize(("score", "potency", "landed"), [
    pytest.param(0, 0, False, id="0 < 0 is false: resisted"),
    pytest.param(0, 1, True, id="0 < 1: lands"),
    pytest.param(1, 1, False, id="1 < 1: resisted"),
    pytest.param(-1, 0, True, id="-1 < 0: lands"),
    pytest.param(3, 2, False, id="3 < 2: resisted"),
])
def test_potency_check(score, potency, landed):
    gate = fx.PotencyGate("agility", None, potency, (fx.ApplyCondition("prone"),))
    result = apply_tier((fx.Damage(5), gate), target(agility=score))
    assert result.total_damage == 5
    assert [c.condition for c in result.conditions] == (["prone"] if landed else [])
    (check,) = result.potency_checks
    assert (check.score, check.potency, check.landed) == (score, potency, landed)


def test_conditions_keep_durations_and_riders_and_moves_are_reported():
    effects = (fx.Damage(3), fx.ApplyCondition("slowed", fx.Duration("save_ends"), ("cant_stand",)),
               fx.ForcedMove("push", 2, vertical=True), fx.Text("the target is wet"))
    result = apply_tier(effects, target())
    (condition,) = result.conditions
    assert (condition.condition, condition.duration, condition.riders) == ("slowed", fx.Duration("save_ends"),
                                                                          ("cant_stand",))
    assert result.forced_moves == (fx.ForcedMove("push", 2, vertical=True),)
    assert result.text == ("the target is wet",)
    assert result.stamina_after == 17


def test_choices_take_the_first_option_or_the_most_damage():
    choice = fx.Choice(((fx.ApplyCondition("grabbed"),), (fx.Damage(4),)))
    assert apply_tier((choice,), target(), first_option).conditions[0].condition == "grabbed"
    assert apply_tier((choice,), target(), most_damage).total_damage == 4


def test_a_choice_of_damage_types_takes_the_most_against_the_target_and_is_kept():
    """`6 cold, fire, or holy damage` against a fire weakness: fire, as a player picks; a choice the
    numbers do not decide (`grabbed or prone`) is the first; both are kept on the result."""
    types = fx.Choice(tuple((fx.Damage(6, damage_type=kind),) for kind in ("cold", "fire", "holy")))
    weak_to_fire = target(weaknesses={"fire": 5}, immunities={"cold": 2})
    result = apply_tier((types,), weak_to_fire, best_option)
    assert result.total_damage == 11 and result.damage[0].damage_type == "fire"
    assert result.choices == (ChoiceMade(1, 3, ("cold", "fire", "holy")),)
    assert apply_tier((types,), target(), best_option).damage[0].damage_type == "cold"  # equals: the first
    conditions = fx.Choice(((fx.ApplyCondition("grabbed"),), (fx.ApplyCondition("prone"),)))
    result = apply_tier((conditions,), target(), best_option)
    assert result.conditions[0].condition == "grabbed" and result.choices == (ChoiceMade(0, 2),)


def test_a_damage_type_is_chosen_with_the_surges_it_will_get():
    """4 fire or cold damage, 4 surge damage on top, against immunity 10 to fire and 5 to cold: without the
    surges both deal 0 (fire, the first, would do); with them fire deals 0 and cold 3: the choice is cold."""
    types = fx.Choice(tuple((fx.Damage(4, damage_type=kind),) for kind in ("fire", "cold")))
    who = target(immunities={"fire": 10, "cold": 5})
    assert apply_tier((types,), who, best_option).damage[0].damage_type == "fire"
    result = apply_tier((types,), who, best_option, surge_damage=4)
    assert result.damage[0].damage_type == "cold" and result.total_damage == 3


def test_unbound_effects_are_refused():
    with pytest.raises(ValueError, match="bind"):
        apply_tier((fx.Damage(3, ("might",)),), target())
    with pytest.raises(ValueError, match="bind"):
        apply_tier((fx.PotencyGate("might", "weak", None, ()),), target())


def ability(action_line: str):
    text = ("Strike\n" + action_line + "\nPower Roll + Might:\n≤11: 3 + M damage\n12-16: 6 + M damage\n"
            "17+: 9 + M damage; A < STRONG, prone\n")
    (compiled,) = parse_text(text).abilities
    return compiled


# Seed 000: a natural 19-20 on an ability roll made as a main action is a critical hit.
@pytest.mark.parametrize(("action", "dice", "critical"), [
    pytest.param("Melee, Strike, Weapon | Main action", (9, 10), True, id="main action natural 19"),
    pytest.param("Melee, Strike, Weapon | Main action", (10, 10), True, id="main action natural 20"),
    pytest.param("Melee, Strike, Weapon | Main action", (9, 9), False, id="main action natural 18"),
    pytest.param("Melee, Strike, Weapon | Maneuver", (10, 10), False, id="maneuver cannot crit"),
    pytest.param("Melee, Strike, Weapon | Triggered action", (10, 10), False, id="triggered action cannot crit"),
])
def test_critical_hit(action, dice, critical):
    assert is_critical(ability(action), power_roll(dice, -20)) is critical


def test_one_roll_serves_every_target():
    bound = bind(ability("Melee, Strike, Weapon | Main action"), KORVA)
    tough = target(agility=5)
    weak = target(agility=-3)
    for seed in range(40):
        resolution = resolve(bound, [tough, weak], random.Random(seed))
        damages = {t.total_damage for t in resolution.targets}
        assert damages == {{1: 5, 2: 8, 3: 11}[resolution.tier]}
        if resolution.tier == 3:
            assert [bool(t.conditions) for t in resolution.targets] == [False, True]


def test_resolve_is_reproducible_and_uses_the_generator(rng):
    bound = bind(ability("Melee, Strike, Weapon | Main action"), KORVA)
    state = rng.getstate()
    first = [resolve(bound, [default_target()], rng) for _ in range(10)]
    rng.setstate(state)
    assert [resolve(bound, [default_target()], rng) for _ in range(10)] == first
    assert len({r.roll.natural for r in first}) > 1


def test_surges_add_the_highest_characteristic_per_surge_to_the_first_target():
    bound = bind(ability("Melee, Strike, Weapon | Main action"), KORVA)
    plain = resolve(bound, [target(), target()], random.Random(3))
    surged = resolve(bound, [target(), target()], random.Random(3), surges=3)
    assert surged.roll == plain.roll
    assert surged.targets[0].total_damage == plain.targets[0].total_damage + 3 * 2
    assert surged.targets[1].total_damage == plain.targets[1].total_damage
    with pytest.raises(ValueError):
        resolve(bound, [target()], random.Random(3), surges=4)


def test_an_ability_without_a_power_roll_resolves_to_nothing():
    (compiled,) = parse_text("Quiet Step\nMove action\nEffect: You shift 2 squares.\n").abilities
    resolution = resolve(bind(compiled, KORVA), [target()], random.Random(1))
    assert resolution.roll is None and resolution.tier is None and resolution.targets == ()


def test_downgrade_uses_the_lower_tier_and_keeps_the_critical_hit():
    bound = bind(ability("Melee, Strike, Weapon | Main action"), KORVA)
    seed = next(s for s in range(500) if resolve(bound, [target()], random.Random(s)).roll.natural >= 19)
    natural = resolve(bound, [target()], random.Random(seed), downgrade=1)
    assert (natural.roll.tier, natural.tier, natural.critical) == (3, 1, True)
    assert natural.targets[0].total_damage == 5
    low = next(s for s in range(500) if resolve(bound, [target()], random.Random(s)).tier == 1)
    assert resolve(bound, [target()], random.Random(low), downgrade=2).tier == 1   # never an upgrade


def test_automatic_tier_through_resolve():
    bound = bind(ability("Melee, Strike, Weapon | Main action"), KORVA)
    tiers = {resolve(bound, [target()], random.Random(s), automatic=2, banes=2).tier for s in range(30)}
    assert tiers == {2}


SURGE_TIERS = ("Strike\nMelee, Strike, Weapon | Main action\nPower Roll + Might:\n≤11: slowed (EoT)\n"
               "12-16: 4 + M damage\n17+: 4 + M damage\n")


# Seed 000: "自分がロールされたダメージを与える際、最大 3 サージを消費して…消費したサージ 1 つにつき、あなたの
# 最も高い能力値スコアに等しい追加ダメージを与える". (scores, automatic tier) -> (surges spent, surge damage,
# damage dealt to the first target)
@pytest.mark.parametrize(("scores", "tier", "spent", "extra", "dealt"), [
    pytest.param(SCORES, 2, 2, 4, 6 + 4, id="highest 2: 2 surges add 4"),
    pytest.param(SCORES, 1, 0, 0, 0, id="a tier with no damage spends no surge"),
    pytest.param({"might": -2, "agility": -1, "reason": -3, "intuition": -1, "presence": -2}, 2, 2, 0, 2,
                 id="highest -1: surges add nothing, never take damage away"),
    pytest.param({**ZERO, "might": 3}, 3, 2, 6, 7 + 6, id="highest 3: 2 surges add 6"),
])
def test_surges_are_extra_damage_only_with_rolled_damage(scores, tier, spent, extra, dealt):
    (compiled,) = parse_text(SURGE_TIERS).abilities
    resolution = resolve(bind(compiled, Hero("h", scores)), [target()], random.Random(1), surges=2, automatic=tier)
    assert (resolution.surges, resolution.surge_damage) == (spent, extra)
    assert resolution.targets[0].total_damage == dealt


EOT, SAVE = fx.Duration("end_of_turn"), fx.Duration("save_ends")


# Seed 000 (固有の効果のスタック): "同じ状態異常…を課す異なる効果は、スタックしてその状態異常を2回課すことは
# ありません"; frightened: "新しい状態異常が古いものに取って代わります"; grabbed: "すでに敵に「つかまれて」いる
# キャラクターは、別の敵によって再びつかまれることはありません". Effects of one tier -> (condition, duration,
# riders, source) the target ends with.
@pytest.mark.parametrize(("effects", "expected"), [
    pytest.param((fx.ApplyCondition("prone"), fx.ApplyCondition("prone")), [("prone", None, (), None)],
                 id="prone twice is prone once"),
    pytest.param((fx.ApplyCondition("slowed", EOT), fx.ApplyCondition("slowed", SAVE)),
                 [("slowed", SAVE, (), None)], id="the later clause's duration"),
    pytest.param((fx.ApplyCondition("prone"), fx.ApplyCondition("prone", riders=("cant_stand",))),
                 [("prone", None, ("cant_stand",), None)], id="riders of both"),
    pytest.param((fx.ApplyCondition("slowed", EOT), fx.ApplyCondition("prone")),
                 [("slowed", EOT, (), None), ("prone", None, (), None)], id="different conditions both"),
    pytest.param((fx.ApplyCondition("frightened", EOT, source="of you"),
                  fx.ApplyCondition("frightened", EOT, source="of the knight")),
                 [("frightened", EOT, (), "of the knight")], id="frightened of another source replaces"),
    pytest.param((fx.ApplyCondition("grabbed", source="by you"), fx.ApplyCondition("grabbed", source="by the knight")),
                 [("grabbed", None, (), "by you")], id="grabbed by another source does not"),
    pytest.param((fx.ApplyCondition("weakened", EOT),
                  fx.PotencyGate("might", None, 1, (fx.ApplyCondition("weakened", SAVE),))),
                 [("weakened", SAVE, (), None)], id="a potency that lands lengthens it"),
    pytest.param((fx.ApplyCondition("weakened", EOT),
                  fx.PotencyGate("might", None, 0, (fx.ApplyCondition("weakened", SAVE),))),
                 [("weakened", EOT, (), None)], id="a potency resisted leaves it"),
])
def test_the_same_condition_is_not_imposed_twice(effects, expected):
    result = apply_tier(effects, target())
    assert [(c.condition, c.duration, c.riders, c.source) for c in result.conditions] == expected


HAMMER = ("Hammer\nMagic, Ranged, Strike | Main action\nPower Roll + Intuition:\n≤11: 5 holy damage; A < 0, prone\n"
          "12-16: 8 holy damage; A < 1, prone\n17+: 11 holy damage\n")


# Seed 000 (サージ): "ポテンシーを持つアビリティで1体以上のクリーチャーをターゲットにする際、2 サージを消費して、
# 1体のターゲットに対するポテンシーを 1 高めることができる…追加のサージを消費して複数のターゲットに対する
# ポテンシーを高めることは可能". (tier, targets raised, agility of the two targets) -> (targets raised,
# potencies checked, landed) per target.
@pytest.mark.parametrize(("tier", "raised", "agility", "spent", "checked"), [
    pytest.param(1, 0, (0, 0), 0, [(0, False), (0, False)], id="no surges: A 0 < 0 resists"),
    pytest.param(1, 1, (0, 0), 1, [(1, True), (0, False)], id="the first target: A 0 < 1 lands"),
    pytest.param(1, 2, (0, 0), 2, [(1, True), (1, True)], id="both targets, 4 surges"),
    pytest.param(2, 1, (2, 1), 1, [(2, False), (1, False)], id="raised by 1 only: A 2 < 2 resists"),
    pytest.param(3, 2, (0, 0), 0, [], id="a tier without potency spends none"),
    pytest.param(1, 5, (0, 0), 2, [(1, True), (1, True)], id="more than the targets: one per target"),
])
def test_surges_raise_potency_by_one_per_target(tier, raised, agility, spent, checked):
    (compiled,) = parse_text(HAMMER).abilities
    targets = [target(agility=a) for a in agility]
    resolution = resolve(bind(compiled, KORVA), targets, random.Random(1), automatic=tier, potency_surges=raised)
    assert resolution.potency_surges == spent
    assert [(p.potency, p.landed) for t in resolution.targets for p in t.potency_checks] == checked
