"""Tier clauses the classes' books write that were text, each now an effect (measured on abilities of classes
outside the corpus): damage to some of the targets only (`an enemy takes 6 damage`: `Damage.subject`), damage of
the hero's level (`lightning damage equal to 5 + your level`: `Damage.level`), a statistic raised or lowered (`the
creature's speed is increased by 2`: `StatChange.by`), a creature's own move as far as its speed (`shifts up to their
speed`: `OwnMove.speed`, and `move`), a resource spent (`can spend a Recovery`: `ResourceChange.spends`), an area as a
tier's outcome (`2 burst`: `TierArea`, seed 000's 「X バースト」). Each prints in English and Japanese and reads back
the same; `roll` applies them or leaves them to the player, said. Two slips of the edge-or-bane reading are gone too.
Short notation of our own."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime.bind import bind_effect
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.apply import apply_tier

ZERO = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}

READ = [
    ("enemy-damage", "An enemy takes 6 damage", fx.Damage(6, subject="an enemy")),
    ("one-target-typed", "one target takes 5 fire damage", fx.Damage(5, (), "fire", subject="one target")),
    ("one-enemy-dice", "one enemy takes 2d6 + 3 cold damage", fx.Damage(3, (), "cold", "2d6", "one enemy")),
    ("ja-enemy-damage", "敵1体は 6 ダメージを受ける", fx.Damage(6, subject="an enemy")),
    ("ja-one-target-dice", "1体のターゲットは 2d6 ダメージを受ける", fx.Damage(0, (), None, "2d6", "one target")),
    ("level", "Lightning damage equal to your level", fx.Damage(0, (), "lightning", level=True)),
    ("level-plus", "Lightning damage equal to 10 + your level", fx.Damage(10, (), "lightning", level=True)),
    ("level-untyped", "damage equal to 2 + level", fx.Damage(2, level=True)),
    ("ja-level-plus", "5 + レベルに等しい電撃ダメージ", fx.Damage(5, (), "lightning", level=True)),
    ("ja-level", "レベルに等しいダメージ", fx.Damage(0, level=True)),
    ("stat-increased", "The creature's speed is increased by 2 until the end of the encounter.",
     fx.StatChange("the creature", "speed", None, False, fx.END_OF_ENCOUNTER, by=2)),
    ("stat-decreased", "the target's stability is decreased by 1 (save ends)",
     fx.StatChange("the target", "stability", None, False, fx.SAVE_ENDS, by=-1)),
    ("ja-stat-increased", "ターゲットの速度は 2 増加する (EoT)",
     fx.StatChange("the target", "speed", None, False, fx.END_OF_TURN, by=2)),
    ("shift-speed", "The target shifts up to their speed", fx.OwnMove("the target", "shift", 0, True, speed=True)),
    ("move-speed", "you can move up to your speed", fx.OwnMove("you", "move", 0, True, True, speed=True)),
    ("ja-teleport-speed", "ターゲットは自身の速度までテレポートできる",
     fx.OwnMove("the target", "teleport", 0, True, True, speed=True)),
    ("spend", "the target can spend a Recovery", fx.ResourceChange("the target", "recovery", -1, spends=True, can=True)),
    ("spend-two", "you spend 2 surges", fx.ResourceChange("you", "surge", -2, spends=True)),
    ("ja-spend", "ターゲットはリカバリー 1 を消費できる",
     fx.ResourceChange("the target", "recovery", -1, spends=True, can=True)),
    ("burst", "2 burst", fx.TierArea(2, "burst")),
    ("cube-dot", "3 Cube.", fx.TierArea(3, "cube")),
    ("line", "5 x 1 line", fx.TierArea(5, "line", 1)),
    ("ja-burst", "4 バースト", fx.TierArea(4, "burst")),
]


@pytest.mark.parametrize("clause, expected", [r[1:] for r in READ], ids=[r[0] for r in READ])
def test_the_clause_is_its_effect(clause, expected):
    assert clause_effects(clause) == (expected,)


@pytest.mark.parametrize("clause", [r[1] for r in READ], ids=[r[0] for r in READ])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_print_it_and_it_reads_back(clause, lang):
    effects = clause_effects(clause)
    assert clause_effects(clause_text(effects, lang)) == effects


COMPOUND = [
    # `, then` cuts as `and` does: a part after the one before it
    ("then-spend", "The target can shift up to 3 squares and make a free strike that gains an edge, then can spend a "
     "Recovery.", ["OwnMove", "FreeStrike", "ResourceChange"]),
    ("speed-and-condition", "The target shifts up to their speed and is slowed", ["OwnMove", "ApplyCondition"]),
]


@pytest.mark.parametrize("clause, kinds", [c[1:] for c in COMPOUND], ids=[c[0] for c in COMPOUND])
def test_a_compound_with_them_is_read_and_reads_back(clause, kinds):
    effects = clause_effects(clause)
    assert [type(e).__name__ for e in effects] == kinds
    for lang in ("en", "ja"):
        assert clause_effects(clause_text(effects, lang)) == effects


STAYS = [
    ("you-take", "you take 2 damage"),                         # not a target's
    ("ally-damage", "each ally takes 2 damage"),               # no creature the ruleset says is some targets
    ("level-of-might", "damage equal to your Might"),          # no level
    ("level-unknown-type", "zap damage equal to your level"),  # no damage type the rules know
    ("melee-area", "2 melee"),                                  # a reach, no area
    ("line-without-width", "5 line"),
    ("burst-with-width", "5 x 1 burst"),
    ("increased-no-stat", "the target's mood is increased by 2"),
    ("speed-of-another", "the target shifts up to the ally's speed"),
]


@pytest.mark.parametrize("clause", [s[1] for s in STAYS], ids=[s[0] for s in STAYS])
def test_what_is_not_so_stays_text(clause):
    assert clause_effects(clause) == (fx.Text(clause),)


def test_the_json_has_the_new_keys_only_when_set():
    assert "subject" not in effect_json.dump(fx.Damage(3)) and "level" not in effect_json.dump(fx.Damage(3))
    assert "by" not in effect_json.dump(fx.StatChange("the target", "speed", 2))
    assert "speed" not in effect_json.dump(fx.OwnMove("you", "shift", 1))
    assert not {"spends", "can"} & set(effect_json.dump(fx.ResourceChange("you", "surge", 1)))
    for effect in (fx.Damage(6, subject="an enemy", level=True), fx.StatChange("the target", "speed", None, by=-2),
                   fx.OwnMove("you", "move", 0, True, speed=True), fx.TierArea(5, "line", 1),
                   fx.ResourceChange("you", "recovery", -1, spends=True, can=True)):
        assert effect_json.load(effect_json.dump(effect)) == effect


def test_the_level_is_the_heroes_once_bound():
    hero = Hero("h", ZERO, level=3)
    assert bind_effect(fx.Damage(5, (), "lightning", level=True), hero) == fx.Damage(8, (), "lightning")


def test_roll_deals_the_targets_damage_and_leaves_the_rest_to_the_player():
    target = Target("t", ZERO, 20)
    some = fx.Damage(6, subject="an enemy")
    area = fx.TierArea(2, "burst")
    spent = fx.ResourceChange("the target", "recovery", -1, spends=True, can=True)
    result = apply_tier((fx.Damage(2), some, area, spent), target)
    assert [d.amount for d in result.damage] == [2]  # `an enemy takes 6 damage`: which one is the user's to say
    assert result.text == (some, area, spent)


ODD = [
    # `on` followed by a join: no scope, and no edge or bane whose scope is the word `or`
    ("scope-or", "the target takes a bane on or prone"),
    # two sentences joined, a duration of neither creature's alone: not a status of the ability's own named by all
    # their words (it was `takes a bane on strikes and is slowed`, custom); which the duration is, is not read (SB134;
    # of one creature it is read for both, seed 000: test_silent_readings.py)
    ("edge-and-slowed-lasting", "you gain an edge on strikes and the target is slowed (save ends)"),
]


@pytest.mark.parametrize("clause", [o[1] for o in ODD], ids=[o[0] for o in ODD])
def test_an_edge_or_bane_slip_is_gone(clause):
    effects = clause_effects(clause)
    assert effects == (fx.Text(clause),)


def test_a_bane_and_a_condition_without_a_duration_are_both_read():
    effects = clause_effects("the target takes a bane on strikes and is slowed")
    assert effects == (fx.EdgeOrBane("the target", "bane", False, "strikes"), fx.ApplyCondition("slowed"))


def test_foundry_says_in_words_what_its_damage_cannot_hold():
    """A damage of some targets only, or of the level, is no damage of every target's in the system's fields."""
    from statblock.rulesets.draw_steel.export.foundry_power import _Placer

    placer = _Placer("en", ("might",), lambda condition: condition.condition)
    for effect in (fx.Damage(6, subject="an enemy"), fx.Damage(5, (), "lightning", level=True)):
        (placed,) = placer.clause((effect,))
        assert placed.type != "damage" and not placed.typed
    (plain,) = placer.clause((fx.Damage(6),))
    assert plain.type == "damage" and plain.typed
