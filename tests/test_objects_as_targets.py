"""Objects as targets (seed 000, 物体; `runtime/objects.py`), a target file's `object = true`: poison and psychic
immunity all unless the file says otherwise; an ability that can target creatures and objects damages an object
but it is immune to its other effects (held back and said); one that targets objects alone affects it as written;
an object made to make a test obtains tier 1. Was: `object` an unknown field of a target file."""

from __future__ import annotations

import json
import random

import pytest

from statblock import parse_text
from statblock.cli import main
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import HeroFileError, Hero, Target, parse_target
from statblock.rulesets.draw_steel.runtime.objects import objects_only
from statblock.rulesets.draw_steel.runtime.report_json import resolution_json
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from builders import native_ability
from conftest import ROOT

ZEROS = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}
SEEDS_FILE = str(ROOT / "abilities" / "seeds.ability")
KORVA = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")
DOOR = 'name = "door"\nstamina = 20\nobject = true\n[characteristics]\n' + \
    "".join(f"{c} = 0\n" for c in ZEROS)


def _ability(target_line: str, tier1: str = "4 damage; push 2; prone", roll: str = "Power Roll + Might:"):
    header = f"Melee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 {target_line}"
    (found,) = parse_text(native_ability(tier1, header=header, roll=roll)).abilities
    return found


def _door(**more) -> Target:
    return parse_target({"name": "door", "stamina": 20, "characteristics": ZEROS, "object": True, **more})


@pytest.mark.parametrize(("more", "expected"), [
    pytest.param({}, {"poison": "all", "psychic": "all"}, id="poison and psychic immunity all"),
    pytest.param({"immunities": {"fire": 5}}, {"poison": "all", "psychic": "all", "fire": 5}, id="and its own"),
    pytest.param({"immunities": {"poison": 0}}, {"poison": 0, "psychic": "all"}, id="unless its file says otherwise"),
])
def test_an_object_s_immunities(more, expected):
    assert _door(**more).immunities == expected


def test_a_creature_has_none_of_them():
    assert parse_target({"name": "ogre", "stamina": 20, "characteristics": ZEROS}).immunities == {}


@pytest.mark.parametrize("value", [pytest.param("yes", id="text"), pytest.param(1, id="number")])
def test_object_must_be_true_or_false(value):
    with pytest.raises(HeroFileError, match="object"):
        _door(object=value)


@pytest.mark.parametrize(("line", "alone"), [
    pytest.param("One creature or object", False, id="creature or object"),
    pytest.param("Each enemy and object in the area", False, id="enemy and object"),
    pytest.param("1体のクリーチャーまたは物体", False, id="japanese"),
    pytest.param("One object", True, id="object alone"),
    pytest.param("One creature", False, id="creature alone"),
])
def test_which_target_lines_name_objects_alone(line, alone):
    assert objects_only(_ability(line)) is alone


@pytest.mark.parametrize(("line", "lang", "damage", "held", "said"), [
    pytest.param("One creature or object", "en", 4, ["prone", "push 2"],
                 "an object: immune to the ability's other effects: prone, push 2", id="creature or object"),
    pytest.param("One creature or object", "ja", 4, ["prone", "push 2"],
                 "物体: アビリティのその他の効果に対して無効: 伏せ、プッシュ 2", id="ja"),
    pytest.param("One object", "en", 4, None, "door: 4 damage; prone; push 2", id="object alone: as written"),
])
def test_an_object_takes_the_damage_but_not_the_other_effects(line, lang, damage, held, said):
    bound = bind(_ability(line), Hero("Korva", ZEROS))
    result = resolve(bound, [_door(), Target("ogre", ZEROS, 20)], random.Random(1), automatic=1)
    door, ogre = result.targets
    assert door.total_damage == damage and ogre.total_damage == damage
    assert ogre.forced_moves and ogre.conditions
    data = resolution_json(result, bound)["targets"][0]
    assert data.get("object_immune") == held
    if held:
        assert not door.forced_moves and not door.conditions and len(door.object_immune) == 2
    assert said in resolution_text(result, bound, lang=lang)


def test_poison_damage_does_nothing_to_an_object():
    bound = bind(_ability("One creature or object", "6 poison damage"), Hero("Korva", ZEROS))
    result = resolve(bound, [_door()], random.Random(1), automatic=1)
    assert result.targets[0].total_damage == 0


def test_an_object_made_to_make_a_test_obtains_tier_1():
    ability = _ability("One creature or object", "4 damage", roll="Each target makes a Might test.")
    bound = bind(ability, Hero("Korva", ZEROS))
    strong = Target("ogre", {**ZEROS, "might": 5}, 20)
    for seed in range(40):
        result = resolve(bound, [_door(), strong], random.Random(seed))
        assert result.targets[0].tier == 1 and result.targets[0].roll.automatic == 1
    assert {resolve(bound, [strong], random.Random(s)).targets[0].tier for s in range(40)} != {1}


def test_brutal_slam_against_a_door_through_the_command(capsys, write):
    """Seed 000's Brutal Slam targets `One creature or object`: the door takes the damage, not the push."""
    door = write("door.toml", DOOR)
    assert main(["roll", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", KORVA, "--target", door,
                 "--seed", "3", "--format", "json"]) == 0
    (target,) = json.loads(capsys.readouterr().out)["targets"]
    assert target["damage"] > 0 and target["forced_move"] is None
    assert target["object_immune"] == [f"push {({5: 1, 8: 2, 11: 4}[target['damage']])}"]  # Might 2: 5, 8, 11


@pytest.mark.parametrize(("tier1", "held", "said"), [
    pytest.param("4 damage; vertical push up to 3, ignoring stability", ["vertical push up to 3, ignoring stability"],
                 "immune to the ability's other effects: vertical push up to 3, ignoring stability", id="up to, ignoring"),
    pytest.param("4 damage; straight slide 2", ["straight slide 2"],
                 "immune to the ability's other effects: straight slide 2", id="straight"),
    pytest.param("4 damage; an enemy takes 6 damage", None, "door: 4 damage; “an enemy takes 6 damage”",
                 id="damage of a subject: left to the user, not held"),
])
def test_what_an_object_is_immune_to_is_said_as_the_target_line_says_it(tier1, held, said):
    """The held list says a forced move as a creature's line does (was `vertical push 3`, `slide 2`: `up to`,
    `straight`, `ignoring stability` lost); damage said of some of the targets (`an enemy takes 6 damage`) is left
    to the user, the object maybe the one picked, and is not held (was: listed as an effect it is immune to)."""
    bound = bind(_ability("One creature or object", tier1), Hero("Korva", ZEROS))
    result = resolve(bound, [_door(), Target("ogre", ZEROS, 20)], random.Random(1), automatic=1)
    assert resolution_json(result, bound)["targets"][0].get("object_immune") == held
    assert said in resolution_text(result, bound)


@pytest.mark.parametrize(("line", "spent"), [
    pytest.param("One creature or object", 0, id="held back: no surge spent"),
    pytest.param("One object", 2, id="object alone: checked, spent"),
])
def test_a_potency_surge_is_spent_only_where_a_potency_is_checked(line, spent):
    """Surges raise a potency against the first targets; an object whose potencies are held back has none checked
    (was: its surges counted all the same)."""
    bound = bind(_ability(line, "4 damage; M < 5 prone"), Hero("Korva", ZEROS))
    result = resolve(bound, [_door()], random.Random(1), automatic=1, potency_surges=1)
    assert 2 * result.potency_surges == spent and result.targets[0].potency_surge is bool(spent)
    assert ("surges spent: potency +1" in resolution_text(result, bound)) is bool(spent)


def test_what_the_tier_says_of_the_user_is_no_effect_the_object_is_spared():
    """`you are slowed (EoT)` against an object was listed among the effects the object is immune to (JSON
    `object_immune`), which is the user's, not the object's: now it is the use's once (`on_you`), the object's
    list holds only what the tier does to a target."""
    ability = _ability("One creature or object", "4 damage; push 2; you are slowed (EoT)")
    bound = bind(ability, Hero("Korva", ZEROS, level=1))
    result = resolve(bound, [_door()], random.Random(1), automatic=1)
    (door,) = result.targets
    assert [type(e).__name__ for e in door.object_immune] == ["ForcedMove"]
    assert [e.condition for e in result.on_you] == ["slowed"]
    assert resolution_json(result, bound)["on_you"] == ["you are slowed (EoT)"]
