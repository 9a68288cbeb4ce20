"""Cards and rolls never mislead (issue 12, point 5)."""

from __future__ import annotations

import json
import random

from statblock import cli
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.views import card_view
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Target, load_hero
from statblock.rulesets.draw_steel.runtime.odds import ability_odds
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from builders import STOMP

HERO = """name = "Vex"
class = "fury"
level = 1
[characteristics]
might = 2
agility = 1
reason = 0
intuition = 0
presence = 0
[kit]
name = "Sniper"
melee_damage = [0, 0, 0]
ranged_damage = [2, 2, 2]
"""

def _hero(tmp_path):
    path = tmp_path / "vex.toml"
    path.write_text(HERO, encoding="utf-8")
    return load_hero(str(path))


def _one(text: str):
    (ability,) = read_text("t.ability", text).abilities
    return ability


def test_a_test_the_targets_make_is_rolled_by_each_target_with_its_own_score(tmp_path):
    ability = _one(STOMP)
    (section,) = ability.sections
    assert section.roll.kind == "test" and section.roll.characteristics == ("might",)
    strong = Target("ogre", {"might": 4, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}, 30)
    weak = Target("goblin", {"might": -2, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}, 10)
    resolution = resolve(bind(ability, _hero(tmp_path)), [strong, weak], random.Random(7))
    assert resolution.roll is None  # no hero's roll: each target rolled its own
    for target, score in zip(resolution.targets, (4, -2)):
        assert target.roll.modifier == score
        assert target.tier == target.roll.tier
        expected = {1: 8, 2: 4, 3: 0}[target.tier]
        assert target.total_damage == expected


def test_odds_of_a_test_use_the_targets_score_not_the_heros(tmp_path):
    odds = ability_odds(bind(_one(STOMP), _hero(tmp_path)))
    assert odds.modifier == 0  # the default target's Might, not the hero's 2
    assert odds.critical == 0


def test_the_card_of_a_test_has_no_hero_roll_badge(tmp_path):
    view = card_view(_one(STOMP), _hero(tmp_path))
    (section,) = view.sections
    assert section.roll is not None and section.roll.modifier is None


def test_a_monster_card_in_a_heros_deck_carries_no_hero_name(tmp_path):
    monster = _one("Bite\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + 2:\n"
                   "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n")
    assert card_view(monster, _hero(tmp_path)).hero is None


def test_tier_labels_print_canonically():
    ability = _one("Slam\nMelee, Strike | Main action\nPower Roll + Might:\n<=11: 3 damage\n12 - 16: 5 damage\n"
                   "17 +: 8 damage\n")
    assert [t.range for t in card_view(ability).roll.tiers] == ["≤11", "12-16", "17+"]


def test_a_melee_or_ranged_weapon_card_says_which_kit_damage_it_holds(tmp_path):
    ability = _one("Throw\nMelee, Ranged, Strike, Weapon | Main action\n📏 Melee 1 or ranged 5 | 🎯 One creature\n"
                   "Power Roll + Might:\n≤11: 3 + M damage\n12-16: 5 + M damage\n17+: 8 + M damage\n")
    view = card_view(ability, _hero(tmp_path))
    assert "ranged kit damage" in view.hero
    assert card_view(ability, _hero(tmp_path), lang="ja").hero.endswith("遠距離のキットダメージ。近接では異なる）")


def test_a_text_clause_gets_the_heros_potency_numbers(tmp_path):
    ability = _one("Gore\nMelee, Strike | Main action\nPower Roll + Might:\n"
                   "≤11: 3 damage; bleeding (EoT), then bleeding (save ends) while M < STRONG\n12-16: 5 damage\n"
                   "17+: 8 damage\n")
    hero = _hero(tmp_path)
    (first, *_) = card_view(ability, hero).roll.tiers
    strong = hero.potency("strong")
    assert first.clauses[1] == f"bleeding (EoT), then bleeding (save ends) while M < {strong}"
    assert "STRONG" in card_view(ability).roll.tiers[0].clauses[1]  # without a hero, as written


def test_odds_name_the_damage_type(tmp_path, capsys):
    path = tmp_path / "fire.ability"
    path.write_text("Burn\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\n"
                    "Power Roll + Might:\n≤11: 3 fire damage\n12-16: 5 fire damage\n17+: 8 fire damage\n",
                    encoding="utf-8")
    hero = tmp_path / "vex.toml"
    hero.write_text(HERO, encoding="utf-8")
    assert cli.main(["odds", str(path), "--ability", "Burn", "--hero", str(hero)]) == 0
    assert "5 fire damage" in capsys.readouterr().out
    assert cli.main(["odds", str(path), "--ability", "Burn", "--hero", str(hero), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["damage_types_by_tier"]["1"] == ["fire"]


def test_tier_lines_under_a_trigger_are_checked_printed_and_rolled(tmp_path):
    ability = _one("Ward\nMagic | Triggered action\n📏 Self | 🎯 Self\n"
                   "Trigger: A creature targets you with a strike. The creature makes a Reason test.\n"
                   "≤11: 5 psychic damage\n12-16: 3 psychic damage\n")
    assert ability.trigger_roll is not None and ability.trigger_roll.characteristics == ("reason",)
    assert ability.all_rolls() == [ability.trigger_roll]
    codes = [d.code for d in read_text("t.ability", "Ward\nMagic | Triggered action\n📏 Self | 🎯 Self\n"
                                       "Trigger: The creature makes a Reason test.\n≤11: 5 damage\n"
                                       "12-16: 3 damage\n").diagnostics]
    assert "SB121" in codes  # a trigger's test needs its three tiers too
    view = card_view(ability, _hero(tmp_path))
    assert [t.clauses for t in view.sections[0].roll.tiers] == [("5 psychic damage",), ("3 psychic damage",)]
    resolution = resolve(bind(ability, _hero(tmp_path)), [Target("imp", {"reason": 3}, 10)], random.Random(1))
    (target,) = resolution.targets
    assert target.roll.modifier == 3
