"""The Draw Steel Elements statblock YAML as the Steel Compendium's `data-md-dse` publishes it: a
```ds-statblock fence with no `type:` and the monster's features in `traits:` and `abilities:` lists (the
playtest's monsters with each ability's `roll: 2d10 + 2`, `t1`..`t3` and `effect:` beside its name), and a
```ds-featureblock whose `type: Malice Features` names the group. Each was read as a dynamic terrain object
whose one feature was the whole block: every trait and ability dropped without a word, and the malice group
four false SB170 warnings (no Level, EV, Stamina, Size)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import convert_result
from statblock.rulesets.draw_steel.serialize import ability_json, statblock_json

STATS = ("name: Test Brute\nlevel: 2\nroles:\n  - Elite Brute\nancestry:\n  - Humanoid\nev: \"16\"\n"
         "stamina: \"60\"\nspeed: 5\nsize: 1L\nstability: 0\nfree_strike: 5\n"
         "might: 2\nagility: 1\nreason: 0\nintuition: 0\npresence: -1\n")

# (id, the features of the block, the abilities' names, the first ability with a roll: its bonus and tier 3)
STATBLOCKS = [
    ("current", "traits: []\nabilities:\n"
                "  - name: Club\n    cost: Signature Ability\n    keywords:\n      - Melee\n      - Strike\n"
                "    type: Main Action\n    distance: Melee 1\n    target: One creature\n    effects:\n"
                "      - roll: Power Roll + 2\n        t1: 3 damage\n        t2: 5 damage\n        t3: 7 damage; push 2\n"
                "      - effect: The brute shifts 1 square.\n        name: Effect\n"
                "  - name: Roar\n    keywords:\n      - Area\n    type: Maneuver\n    distance: 2 burst\n"
                "    target: Each enemy in the area\n    effects:\n      - effect: Each target is frightened (EoT).\n"
                "        name: Effect\n",
     ["Club", "Roar"], (2, ["damage", "forced_move"])),
    ("traits-first", "traits:\n  - name: Thick Hide\n    effects:\n      - effect: The brute shrugs off a hit.\n"
                     "abilities:\n  - name: Club\n    type: Main action\n    keywords:\n      - Melee\n"
                     "      - Strike\n    distance: Melee 1\n    target: One creature\n    effects:\n"
                     "      - roll: Power Roll + 2\n        t1: 3 damage\n        t2: 5 damage\n        t3: 7 damage\n",
     ["Thick Hide", "Club"], (2, ["damage"])),
    ("playtest", "traits:\n  - name: Crafty\n    effect: The brute doesn't provoke opportunity attacks by moving.\n"
                 "abilities:\n  - name: Club\n    type: Action\n    roll: 2d10 + 2\n    keywords:\n      - Melee\n"
                 "      - Weapon\n    distance: Melee 1\n    target: One creature\n    t1: 3 damage\n    t2: 5 damage\n"
                 "    t3: 7 damage\n    effect: An ally within 10 squares can make a free strike.\n",
     ["Crafty", "Club"], (2, ["damage"])),
]


@pytest.mark.parametrize(("features", "names", "rolled"), [case[1:] for case in STATBLOCKS],
                         ids=[case[0] for case in STATBLOCKS])
def test_a_ds_statblock_without_type_is_a_monster_with_its_traits_and_abilities(features, names, rolled):
    result = read_text("t.md", "# Test Brute\n\n```ds-statblock\n" + STATS + features + "```\n")
    assert result.diagnostics == []
    (monster,) = result.statblocks
    said = statblock_json(monster)
    assert said["kind"] == "statblock" and said["features"] == names
    assert said["level"] == 2 and said["free_strike"] == 5 and said["roles"] == ["brute"]
    assert [a.name for a in result.abilities] == names
    rolls = [ability_json(a)["power_roll"] for a in result.abilities if ability_json(a)["power_roll"]]
    bonus, kinds = rolled
    assert rolls[0]["bonus"] == bonus and rolls[0]["label"] == "Power Roll + 2"
    assert [e["kind"] for e in rolls[0]["tiers"][2]["effects"]] == kinds


def test_a_playtest_ability_keeps_its_effect_and_action():
    result = read_text("t.md", "```ds-statblock\n" + STATS + STATBLOCKS[2][1] + "```\n")
    crafty, club = (ability_json(a) for a in result.abilities)
    assert club["action"] == "main_action"
    assert [(s["label"], s["text"]) for s in club["sections"]] == [
        ("Effect", "An ally within 10 squares can make a free strike.")]
    assert [s["text"] for s in crafty["sections"]] == ["The brute doesn't provoke opportunity attacks by moving."]


MALICE = ("```ds-featureblock\nname: Brute Malice\ntype: Malice Features\nflavor: At the start of any brute's turn,"
          " you can spend Malice to activate one of the following features.\nstats: []\nfeatures:\n"
          "  - name: Stomp\n    icon: ⭐️\n    cost: 3 Malice\n    effects:\n"
          "      - effect: Each brute shifts 1 square.\n```\n")


@pytest.mark.parametrize("text", [MALICE, MALICE.replace("stats: []\n", ""),
                                  MALICE.replace("type: Malice Features", "featureblock_type: Malice Features")],
                         ids=["type-and-empty-stats", "type", "featureblock-type"])
def test_a_featureblock_typed_malice_features_is_a_malice_group(text):
    result = read_text("t.md", text)
    assert result.diagnostics == []
    (group,) = result.statblocks
    assert statblock_json(group)["kind"] == "malice_features"
    assert [a.name for a in result.abilities] == ["Stomp"]


def test_a_featureblock_typed_plus_malice_features_beside_its_level_is_a_level_group():
    # `Level 4+ Malice Features` once its level went to `level:`, as data-md-dse writes the demons' groups
    result = read_text("t.md", MALICE.replace("type: Malice Features", "type: + Malice Features\nlevel: 4"))
    assert result.diagnostics == []
    (group,) = result.statblocks
    said = statblock_json(group)
    assert said["kind"] == "malice_features" and said["level"] == 4


# (name written, the group's name, its level): a featureblock with no `type:` whose name ends with the malice
# tag, its parentheses lost (data-md-dse's `Orc Malice Malice Features`, from `Orc Malice (Malice Features)`)
NAMED_MALICE = [
    ("Brute Malice Malice Features", "Brute Malice", None),
    ("Brute Malice Features", "Brute", None),
    ("Brute Malice Level 4+ Malice Features", "Brute Malice", 4),
]


@pytest.mark.parametrize(("written", "name", "level"), NAMED_MALICE, ids=["tag-after-malice", "tag", "level-tag"])
def test_a_featureblock_named_with_the_malice_tag_is_that_malice_group(written, name, level):
    text = MALICE.replace("name: Brute Malice\ntype: Malice Features\n", f"name: {written}\n")
    result = read_text("t.md", text)
    assert result.diagnostics == []  # was four false SB170 (no Level, EV, Stamina, Size)
    (group,) = result.statblocks
    said = statblock_json(group)
    assert (said["kind"], said["name"], said["level"]) == ("malice_features", name, level)
    assert [a.name for a in result.abilities] == ["Stomp"]


@pytest.mark.parametrize("more", ["ev: \"2\"\n", "stats:\n  - name: Stamina\n    value: \"6\"\n"],
                         ids=["ev", "stats"])
def test_a_featureblock_named_malice_features_with_terrain_statistics_stays_a_terrain_object(more):
    text = MALICE.replace("name: Brute Malice\ntype: Malice Features\n", "name: Pit Malice Features\n" + more)
    text = text.replace("stats: []\n", "")
    (block,) = read_text("t.md", text).statblocks
    assert statblock_json(block)["kind"] == "dynamic_terrain"


def test_a_terrain_featureblock_is_still_a_terrain_object():
    text = ("```ds-featureblock\nname: Pillar\ntype: Hazard Hexer\nlevel: 2\nev: \"3\"\nstamina: \"6\"\n"
            "size: 1L\nfeatures:\n  - name: Hidden\n    icon: ⭐️\n    effects:\n      - effect: The pillar is hidden.\n```\n")
    result = read_text("t.md", text)
    assert result.diagnostics == []
    (pillar,) = result.statblocks
    assert statblock_json(pillar)["kind"] == "dynamic_terrain"


@pytest.mark.parametrize("features", [case[1] for case in STATBLOCKS], ids=[case[0] for case in STATBLOCKS])
@pytest.mark.parametrize("to", ["ability", "md"])
def test_a_ds_statblock_converts_and_reads_back_the_same(features, to):
    # a quoted value's end spaces (`effect: '... free strike. '`, `t1: '3 damage '`) are no part of its text:
    # kept, they made every such ability refuse to convert (its text would change)
    spaced = features.replace("target: One creature\n    t1: 3 damage", "target: One creature\n    t1: '3 damage '")
    spaced = spaced.replace("free strike.\n", "free strike. '\n").replace("effect: An ally", "effect: 'An ally")
    result = read_text("t.md", "```ds-statblock\n" + STATS + spaced + "```\n")
    assert result.diagnostics == []
    conversion = convert_result(result, to, "out." + to)
    assert conversion.problems == ()
    back = read_text("out." + to, conversion.text)
    assert [_unwritten(ability_json(a)["power_roll"]) for a in back.abilities] == \
        [_unwritten(ability_json(a)["power_roll"]) for a in result.abilities]


def _unwritten(said):
    """The JSON without its `written` objects (how each part was spelt, which a conversion may respell)."""
    if isinstance(said, dict):
        return {key: _unwritten(value) for key, value in said.items() if key != "written"}
    return [_unwritten(value) for value in said] if isinstance(said, list) else said


@pytest.mark.parametrize(("speed", "movement"), [("6 (climb)", ["climb"]), ("5 (fly, hover)", ["fly", "hover"]),
                                                 ("6", []), ("6 (see below)", [])],
                         ids=["one", "two", "none", "a-note"])
def test_a_speed_with_its_movement_in_parentheses_gives_the_movement(speed, movement):
    # the playtest's `speed: 6 (climb)`: the movement was kept only in the statistic's text
    result = read_text("t.md", "```ds-statblock\n" + STATS.replace("speed: 5", f"speed: {speed}") + "```\n")
    (monster,) = result.statblocks
    said = statblock_json(monster)
    assert (said["speed"], said["movement"]) == (int(speed.split()[0]), movement)


def test_a_movement_of_its_own_is_kept_over_the_speed_parentheses():
    text = "```ds-statblock\n" + STATS.replace("speed: 5", "speed: 6 (climb)\nmovement: Fly") + "```\n"
    (monster,) = read_text("t.md", text).statblocks
    assert statblock_json(monster)["movement"] == ["Fly"]


def test_the_icons_of_traits_and_abilities_are_kept_in_markdown():
    # `icon:` of the `traits:` and `abilities:` items, as of a `features:` list's: the Markdown printed none
    features = ("traits:\n  - name: Thick Hide\n    icon: ⭐️\n    effects:\n      - effect: The brute shrugs.\n"
                "abilities:\n  - name: Roar\n    icon: ❇️\n    keywords:\n      - Area\n    type: Maneuver\n"
                "    distance: 2 burst\n    target: Each enemy in the area\n    effects:\n"
                "      - effect: Each target is frightened (EoT).\n        name: Effect\n")
    result = read_text("t.md", "```ds-statblock\n" + STATS + features + "```\n")
    conversion = convert_result(result, "md", "out.md")
    assert conversion.problems == ()
    assert "> ⭐️ **Thick Hide**" in conversion.text and "> ❇️ **Roar**" in conversion.text


@pytest.mark.parametrize("keywords", ["keywords: [Undead]\n", "keywords:\n  - アンデッド\n"], ids=["english", "japanese"])
@pytest.mark.parametrize("features", ["", "features:\n  - name: Claw\n    effects:\n      - effect: It claws.\n"],
                         ids=["alone", "with-features"])
@pytest.mark.parametrize("more", ["", "free_strike: 1\n"], ids=["keywords-only", "monster-keys"])
def test_a_ds_statblock_with_keywords_is_the_creature_with_its_keywords(keywords, features, more):
    """A `ds-statblock` of the newer Steel Compendium gives the creature's keywords as `keywords:` (the table's first
    cell). With no feature list the block was read as a feature named after the monster (SB103 on `Undead`); with no
    other key only a monster has it was a dynamic terrain object, its keywords lost. It is the statblock."""
    text = ("```ds-statblock\nname: Ghoul\nlevel: 1\n" + keywords + "ev: \"3\"\nstamina: \"15\"\nspeed: 7\nsize: 1M\n"
            "stability: 0\n" + more + features + "```\n")
    result = read_text("t.md", text)
    assert [d.code for d in result.diagnostics if d.code != "SB170"] == []
    (monster,) = result.statblocks
    said = statblock_json(monster)
    assert (said["name"], said["kind"], said["level"], said["stamina"]) == ("Ghoul", "statblock", 1, 15)
    assert said["ancestry"] == [keywords.split("[")[-1].rstrip("]\n") if "[" in keywords else "アンデッド"]
    names = ["Claw"] if features else []
    assert said["features"] == names and [a.name for a in result.abilities] == names


def test_a_feature_with_keywords_and_no_feature_list_is_still_a_feature():
    """A ds-feature's one ability with its keywords (`keywords:` beside `effects:`) stays an ability, no statblock."""
    result = read_text("t.md", "```ds-feature\nname: Club\nkeywords: [Melee, Strike]\nlevel: 1\n"
                                "effects:\n  - effect: The target is pushed 1 square.\n```\n")
    assert [a.name for a in result.abilities] == ["Club"] and result.statblocks == []
