"""The roller's and the targets' conditions on a power roll (seeds 000-001; `runtime/situation.py`): edges and
banes the conditions give, against every target or against one alone (one roll, each target its own total and
tier), a bleeding roller's Stamina, a dazed one's refusal; hero and target files that say them."""

from __future__ import annotations

import json
import random

import pytest

from statblock import cli, parse_text
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.dice import power_roll
from statblock.rulesets.draw_steel.runtime.hero import Hero, HeroFileError, Target, parse_hero, parse_target
from statblock.rulesets.draw_steel.runtime.report_text import odds_text, resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve
from statblock.rulesets.draw_steel.runtime.situation import cannot_use

from builders import native_ability

SCORES = {"might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": 0}
ZEROS = {name: 0 for name in SCORES}
MELEE_STRIKE = "Melee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature"
RANGED_STRIKE = "Ranged, Strike, Magic | Main action\n📏 Ranged 10 | 🎯 One creature"
AREA = "Area, Magic | Main action\n📏 2 burst | 🎯 Each enemy in the area"
MANEUVER_REASON = "Magic | Maneuver\n📏 Ranged 5 | 🎯 One creature"


def ability(header: str, roll: str = "Power Roll + Might:"):
    (found,) = parse_text(native_ability("2 damage", header=header, roll=roll)).abilities
    return found


def hero(**conditions) -> Hero:
    return Hero("Korva", SCORES, level=2, conditions=conditions)


def target(name: str = "Bandit", **conditions) -> Target:
    return Target(name, ZEROS, 20, conditions=conditions)


def _signs(reasons) -> list[tuple[str, str, int]]:
    return [(r.condition, r.who, r.edge) for r in reasons]


@pytest.mark.parametrize(("header", "roller", "targets", "everyone", "alone"), [
    pytest.param(MELEE_STRIKE, {"weakened": True}, [target()], [("weakened", "Korva", -1)], [[]],
                 id="weakened: a bane on every power roll"),
    pytest.param(AREA, {"weakened": True}, [target()], [("weakened", "Korva", -1)], [[]], id="weakened, an area too"),
    pytest.param(MELEE_STRIKE, {"prone": True}, [target()], [("prone", "Korva", -1)], [[]],
                 id="prone: a bane on a strike"),
    pytest.param(AREA, {"prone": True}, [target()], [], [[]], id="prone: no bane on what is no strike"),
    pytest.param(MELEE_STRIKE, {}, [target(prone=True), target("Goblin")], [], [[("prone", "Bandit", 1)], []],
                 id="a prone target: an edge on a melee strike against it alone"),
    pytest.param(RANGED_STRIKE, {}, [target(prone=True)], [], [[]], id="a prone target: none at range"),
    pytest.param(MELEE_STRIKE, {"prone": True}, [target(prone=True)], [("prone", "Korva", -1)], [[]],
                 id="a prone target: none when the roller is prone too"),
    pytest.param(MELEE_STRIKE, {"frightened": "bandit"}, [target(), target("Goblin")], [],
                 [[("frightened", "Korva", -1)], []], id="frightened: a bane against the source alone"),
    pytest.param(MELEE_STRIKE, {"frightened": True}, [target()], [("frightened", "Korva", 0)], [[]],
                 id="frightened of no one named: none, said"),
    pytest.param(MELEE_STRIKE, {"grabbed": True}, [target()], [("grabbed", "Korva", 0)], [[]],
                 id="grabbed by no one named: none, said"),
    pytest.param(MELEE_STRIKE, {}, [target(frightened="Korva"), target("Goblin", frightened="Elf")], [],
                 [[("frightened", "Bandit", 1)], []], id="a target frightened of the roller: an edge against it"),
    pytest.param(MELEE_STRIKE, {"grabbed": "Bandit"}, [target()], [], [[]], id="grabbed: none against the grabber"),
    pytest.param(MELEE_STRIKE, {"grabbed": "Bandit"}, [target("Goblin")], [("grabbed", "Korva", -1)], [[]],
                 id="grabbed: a bane on an ability that does not target the grabber"),
    pytest.param(MELEE_STRIKE, {"slowed": True, "taunted": True}, [target(restrained=True)], [], [[]],
                 id="conditions the seeds give no edge or bane for: none"),
])
def test_conditions_give_edges_and_banes(header, roller, targets, everyone, alone):
    bound = bind(ability(header), hero(**roller))
    result = resolve(bound, targets, random.Random(1))
    assert _signs(result.reasons) == everyone
    assert result.roll.banes == sum(edge < 0 for *_, edge in everyone)
    assert [_signs(t.reasons) for t in result.targets] == alone


def test_an_edge_against_one_target_gives_it_its_own_total_and_tier():
    bound = bind(ability(MELEE_STRIKE), Hero("Korva", SCORES))
    prone, standing = target(prone=True), target("Goblin")
    for seed in range(60):
        result = resolve(bound, [prone, standing], random.Random(seed))
        against = result.targets[0].against
        assert result.targets[1].against is None
        assert against.dice == result.roll.dice and against.edges == result.roll.edges + 1
        assert against == power_roll(result.roll.dice, result.roll.modifier, edges=1)
        assert result.targets[0].tier == against.tier
    # the dice that make 10 + 2 Might = 12 (tier 2), and 14 with the edge: the same tier; 9 + 2 = 11 is tier 1,
    # and 13 with the edge tier 2: the tiers differ, and so do the effects applied
    assert power_roll((4, 5), 2).tier == 1 and power_roll((4, 5), 2, edges=1).tier == 2


def test_each_target_gets_the_effects_of_its_own_tier():
    text = native_ability("2 damage", header=MELEE_STRIKE).replace("12-16: 1 damage", "12-16: 9 damage")
    (found,) = parse_text(text).abilities
    bound = bind(found, Hero("Korva", SCORES))
    for seed in range(200):
        result = resolve(bound, [target(prone=True), target("Goblin")], random.Random(seed))
        if result.targets[0].tier != result.roll.tier:
            break
    else:
        pytest.fail("no seed of 200 gave the prone target another tier")
    damage = {1: 2, 2: 9, 3: 2}
    assert result.targets[0].total_damage == damage[result.targets[0].tier]
    assert result.targets[1].total_damage == damage[result.roll.tier]


@pytest.mark.parametrize(("header", "roll", "bleeds"), [
    pytest.param(MELEE_STRIKE, "Power Roll + Might:", True, id="a main action"),
    pytest.param(MANEUVER_REASON, "Power Roll + Reason:", False, id="a maneuver with Reason"),
    pytest.param(MANEUVER_REASON, "Power Roll + Agility:", True, id="a maneuver with Agility"),
])
def test_a_bleeding_roller_loses_1d6_plus_its_level(header, roll, bleeds):
    bound = bind(ability(header, roll), hero(bleeding=True))
    result = resolve(bound, [target()], random.Random(4))
    if not bleeds:
        assert result.bleeding is None
        return
    die, lost = result.bleeding
    assert 1 <= die <= 6 and lost == die + 2
    # drawn after everything else: the roll is the one a hero who is not bleeding makes
    plain = resolve(bind(ability(header, roll), hero()), [target()], random.Random(4))
    assert plain.roll == result.roll and plain.bleeding is None


def test_a_dazed_roller_cannot_use_a_triggered_action():
    triggered = ability("Melee, Strike | Triggered action\n📏 Melee 1 | 🎯 One creature\nTrigger: A creature moves.")
    assert cannot_use(triggered, {"dazed": True}) == "dazed"
    assert cannot_use(triggered, {}) is None
    assert cannot_use(ability(MELEE_STRIKE), {"dazed": True}) is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_report_says_why(lang):
    bound = bind(ability(MELEE_STRIKE), hero(weakened=True, bleeding=True, frightened="Bandit", grabbed=True))
    text = resolution_text(resolve(bound, [target(prone=True)], random.Random(2)), bound, lang=lang)
    unnamed = {"en": 'Korva is grabbed, but the file names no one: no edge or bane (write grabbed = "Bandit")',
               "ja": 'Korvaはつかまれ状態ですが、相手の名前がありません: 有利・不利なし（grabbed = "Bandit" のように書いてください）'}
    assert unnamed[lang] in text
    if lang == "en":
        assert "Korva is weakened: a bane" in text
        assert "against Bandit (Bandit is prone: an edge; Korva is frightened (Bandit): a bane)" in text
        assert "Korva is bleeding: loses 1d6" in text
    else:
        assert "Korvaは衰弱状態: 不利" in text
        assert "Banditに対して（Banditは伏せ状態: 有利; Korvaは恐怖状態（Bandit）: 不利）" in text
        assert "Korvaは出血状態: スタミナを 1d6" in text


def test_odds_count_the_rollers_own_conditions(tmp_path):
    from statblock.rulesets.draw_steel.runtime.play import ability_odds_for

    abilities = tmp_path / "a.ability"
    abilities.write_text(native_ability("2 damage", name="Slam", header=MELEE_STRIKE), encoding="utf-8")
    files = {}
    for name, extra in (("plain", ""), ("weakened", "[conditions]\nweakened = true\ngrabbed = \"Ogre\"\n")):
        files[name] = tmp_path / f"{name}.toml"
        files[name].write_text('name = "Korva"\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\n'
                               'intuition = 0\npresence = 0\n' + extra, encoding="utf-8")
    weakened = ability_odds_for(str(abilities), "Slam", str(files["weakened"]))
    # the grab is not counted: odds know no targets, and the grabber may be one
    assert weakened.tiers == ability_odds_for(str(abilities), "Slam", str(files["plain"]), banes=1).tiers
    assert weakened.tiers != ability_odds_for(str(abilities), "Slam", str(files["plain"])).tiers
    assert "Korva is weakened: a bane" in odds_text(weakened, "en")
    assert "grabbed" not in odds_text(weakened, "en")


# ---- files -----------------------------------------------------------------------------------------------

HERO = {"name": "Korva", "characteristics": SCORES}


@pytest.mark.parametrize(("conditions", "read"), [
    pytest.param({"weakened": True}, {"weakened": True}, id="a condition"),
    pytest.param({"Frightened": "Bandit", "grabbed": "Ogre"}, {"frightened": "Bandit", "grabbed": "Ogre"},
                 id="of whom, by whom"),
    pytest.param({"衰弱": True, "恐怖状態": "山賊"}, {"weakened": True, "frightened": "山賊"}, id="in Japanese"),
])
def test_a_hero_file_says_its_conditions(conditions, read):
    assert parse_hero({**HERO, "conditions": conditions}).conditions == read


@pytest.mark.parametrize(("conditions", "said"), [
    pytest.param({"weakend": True}, "did you mean `weakened`", id="misspelt"),
    pytest.param({"sleepy": True}, "known conditions", id="unknown"),
    pytest.param({"prone": "Bandit"}, "is true, not str 'Bandit'", id="a source for a condition without one"),
    pytest.param({"frightened": 3}, "must be true, or the name of whom", id="a source that is no name"),
    pytest.param({"prone": 1}, "is true, not int 1", id="a number"),
])
def test_a_bad_condition_in_a_file_is_refused_with_what_to_write(conditions, said):
    with pytest.raises(HeroFileError) as caught:
        parse_hero({**HERO, "conditions": conditions}, "korva.toml")
    assert said in str(caught.value) and "conditions." in str(caught.value)


def test_a_target_file_gives_edges_and_banes_against_it_alone():
    read = parse_target({"name": "Bandit", "stamina": 10, "characteristics": ZEROS, "edges": 1, "banes": 0,
                         "conditions": {"prone": True}})
    assert (read.edges, read.banes, read.conditions) == (1, 0, {"prone": True})
    bound = bind(ability(RANGED_STRIKE), Hero("Korva", SCORES))
    result = resolve(bound, [read], random.Random(3))
    assert _signs(result.targets[0].reasons) == [("file", "Bandit", 1)]
    with pytest.raises(HeroFileError):
        parse_target({"stamina": 10, "characteristics": ZEROS, "edges": -1})


def test_roll_on_the_command_line(tmp_path, capsys):
    hero_file = tmp_path / "korva.toml"
    hero_file.write_text('name = "Korva"\nlevel = 1\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\n'
                         'intuition = 0\npresence = 0\n[conditions]\nweakened = true\ndazed = true\n', encoding="utf-8")
    target_file = tmp_path / "bandit.toml"
    target_file.write_text('name = "Bandit"\nstamina = 15\nedges = 1\n[characteristics]\nmight = 0\nagility = 0\n'
                           'reason = 0\nintuition = 0\npresence = 0\n', encoding="utf-8")
    abilities = tmp_path / "a.ability"
    abilities.write_text(native_ability("2 damage", name="Slam", header=MELEE_STRIKE)
                         + "\n" + native_ability("2 damage", name="Riposte",
                                                 header="Melee, Strike | Triggered action\n📏 Melee 1 | 🎯 One creature\n"
                                                        "Trigger: A creature moves."), encoding="utf-8")
    code = cli.main(["roll", str(abilities), "--ability", "Slam", "--hero", str(hero_file), "--target",
                     str(target_file), "--seed", "1", "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["situation"] == [{"condition": "weakened", "who": "Korva", "edge": -1, "of": None}]
    assert out["targets"][0]["against"]["situation"] == [{"condition": "file", "who": "Bandit", "edge": 1, "of": None}]
    assert out["targets"][0]["against"]["edge_outcome"] == "none"  # the edge and the bane cancel
    code = cli.main(["roll", str(abilities), "--ability", "Riposte", "--hero", str(hero_file), "--seed", "1"])
    assert code == 2
    assert "Korva is dazed and cannot use Riposte, a Triggered action" in capsys.readouterr().err


# ---- found in review ------------------------------------------------------------------------------------------

STOMP_TEST = "Area | Main action\n📏 2 burst | 🎯 Each enemy in the area\nEffect: Each target makes a Might test."


def _test_ability(action: str = "Main action"):
    text = ("Stomp\n" + STOMP_TEST.replace("Main action", action)
            + "\n≤11: 8 damage; prone\n12-16: 4 damage\n17+: No effect.\n")
    (found,) = parse_text(text).abilities
    return found


def test_a_weakened_target_takes_a_bane_on_the_test_it_makes():
    bound = bind(_test_ability(), Hero("Korva", SCORES))
    weak = Target("Bandit", ZEROS, 20, conditions={"weakened": True}, edges=1)
    plain = Target("Goblin", ZEROS, 20)
    result = resolve(bound, [weak, plain], random.Random(1))
    assert result.targets[0].roll.banes == 1 and result.targets[1].roll.banes == 0
    assert _signs(result.targets[0].reasons) == [("weakened", "Bandit", -1), ("file", "Bandit", 0)]
    text = resolution_text(result, bound, lang="en")
    assert "Bandit is weakened: a bane" in text and "none on a test Bandit makes" in text


@pytest.mark.parametrize(("action", "bleeds"), [("Main action", True), ("Maneuver", False)])
def test_a_test_the_targets_make_is_not_the_rollers_might_roll(action, bleeds):
    bound = bind(_test_ability(action), hero(bleeding=True))
    result = resolve(bound, [target()], random.Random(1))
    assert (result.bleeding is not None) is bleeds
    assert ("Korva is bleeding" in resolution_text(result, bound, lang="en")) is bleeds


def test_bleeding_is_said_for_an_ability_without_a_roll():
    (found,) = parse_text("Rally\nMagic | Main action\n📏 Self | 🎯 Self\nEffect: You shout.\n").abilities
    bound = bind(found, hero(bleeding=True))
    result = resolve(bound, [target()], random.Random(1))
    assert result.bleeding is not None and "Korva is bleeding" in resolution_text(result, bound, lang="en")


def test_no_grab_bane_against_the_made_up_target():
    from statblock.rulesets.draw_steel.runtime.hero import default_target

    bound = bind(ability(MELEE_STRIKE), hero(grabbed="Bandit"))
    assert resolve(bound, [default_target()], random.Random(1)).reasons == ()


def test_a_strike_that_may_be_used_at_range_gets_no_edge_against_a_prone_target():
    bound = bind(ability("Melee, Ranged, Strike | Main action\n📏 Melee 1 or ranged 5 | 🎯 One creature"),
                 Hero("Korva", SCORES))
    assert resolve(bound, [target(prone=True)], random.Random(1)).targets[0].reasons == ()


def test_a_condition_switched_off_is_not_there():
    assert parse_hero({**HERO, "conditions": {"weakened": False, "prone": True}}).conditions == {"prone": True}
