"""Power rolls in shapes the corpus does not hold but published Draw Steel text does: a roll written as its
dice (`2d10 + highest characteristic:`, a retainer's), tiers written under a trigger with no roll line before
them (a trap's), and tiers a treasure adds to the tier outcomes of another strike's power roll. Short examples
written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text

TABLE = ("---\nname: Test Imp\ntype: statblock\n---\n\n"
         "| Demon | - | Level 2 | Support Retainer | EV - |\n|:-:|:-:|:-:|:-:|:-:|\n"
         "| **1S**<br>Size | **5**<br>Speed | **5**<br>Stamina | **0**<br>Stability | **2**<br>Free Strike |\n"
         "| **0**<br>Might | **+1**<br>Agility | **0**<br>Reason | **0**<br>Intuition | **0**<br>Presence |\n\n")


def _one(path: str, text: str, name: str):
    result = read_text(path, text)
    (ability,) = [a for a in result.abilities if a.name == name]
    return ability, [d.code for d in result.diagnostics]


@pytest.mark.parametrize("label, characteristics, bonus", [
    ("2d10 + highest characteristic:", ("highest",), None),
    ("2d10 + Might or Agility:", ("might", "agility"), None),
    ("2d10 + 3:", (), 3),
    ("2D10 + 3", (), 3),
], ids=["highest", "two", "number", "no-colon"])
def test_a_roll_written_as_its_dice_is_the_power_roll(label, characteristics, bonus):
    """`2d10 + highest characteristic:` was a section named so whose tiers were a test each target makes (no
    characteristic: `statblock roll` had each target test); now the ability's power roll, as `Power Roll + ...`."""
    ability, codes = _one("zap.ability", f"Zap\nRanged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\n{label}\n"
                          "≤11: 3 fire damage\n12-16: 5 fire damage\n17+: 7 fire damage\n", "Zap")
    assert codes == []
    assert ability.power_roll is not None and not ability.sections
    roll = ability.power_roll
    assert (roll.kind, roll.characteristics, roll.bonus) == ("power_roll", characteristics, bonus)
    assert [t.effects[0].amount for t in roll.tiers] == [3, 5, 7]


def test_a_roll_written_as_its_dice_in_a_statblock():
    body = ("> 🏹 **Zap (Signature Ability)**\n>\n> | **Ranged, Strike, Weapon** | **Main action** |\n"
            "> |----------------------------|------------------------------:|\n"
            "> | **📏 Ranged 3** | **🎯 One creature or object** |\n>\n"
            "> **2d10 + highest characteristic:**\n>\n> - **≤11:** 5 fire damage\n> - **12-16:** 8 fire damage\n"
            "> - **17+:** 11 fire damage\n>\n> **Effect:** The target glows.\n")
    ability, codes = _one("imp.md", TABLE + body, "Zap")
    assert ability.power_roll is not None and ability.power_roll.characteristics == ("highest",)
    assert [s.kind for s in ability.sections] == ["effect"]
    assert "SB121" not in codes


@pytest.mark.parametrize("line", ["2d10 damage to each creature", "2d10 + 2 creatures appear."],
                         ids=["no-plus", "prose-after-plus"])
def test_dice_in_prose_is_no_roll_line(line):
    """Only `2d10` then `+` starts a roll line; a sentence starting with other dice stays a section's text."""
    ability, _ = _one("zap.ability", f"Zap\nMagic | Main action\n📏 Self | 🎯 Self\nEffect: It hums.\n{line}\n", "Zap")
    assert ability.power_roll is None
    assert line.rstrip(".") in " ".join(s.text for s in ability.sections)


TRAP = "Snap\nMelee, Strike | Free triggered action\n📏 Melee 1 | 🎯 The triggering creature\n"


@pytest.mark.parametrize("text, trigger", [
    (TRAP + "Trigger: A creature moves adjacent to the trap.\n", "A creature moves adjacent to the trap."),
    ("Snap\n近接、ストライク | フリー・トリガーアクション\n📏 近接 1 | 🎯 トリガーとなったクリーチャー\n"
     "トリガー: クリーチャーが罠に隣接する。\n", "クリーチャーが罠に隣接する。"),
], ids=["en", "ja"])
def test_tiers_under_a_trigger_are_the_power_roll(text, trigger):
    """A trap's strike whose tiers follow its trigger with no `Power Roll` line: the tiers were a test of no
    characteristic written under the trigger (each target tested); they are the ability's power roll."""
    ability, codes = _one("snap.ability", text + "≤11: 5 damage\n12-16: 8 damage\n17+: 11 damage\n", "Snap")
    assert codes == []
    (roll,) = ability.all_rolls()
    assert roll.kind == "power_roll" and [t.effects[0].amount for t in roll.tiers] == [5, 8, 11]
    assert ability.trigger == trigger


@pytest.mark.parametrize("effect", [
    "You make a free strike, which adds these effects to the tier outcomes of its power roll:",
    "フリーストライクを行い、そのパワーロールのティア結果に以下を加える:",
], ids=["en", "ja"])
def test_tiers_a_section_adds_to_a_power_roll_are_no_test(effect):
    """A treasure's `**Effect:**` whose tiers it adds to the tier outcomes of a strike's power roll: they were read
    as a test each target makes; they are a power roll's (the strike's), kept under the section."""
    ability, codes = _one("dart.ability", f"Dart\nKeywords: Magic\nEffect: {effect}\n≤11: Push 1\n12-16: Push 2\n"
                          "17+: Push 3\n", "Dart")
    assert codes == []
    (section,) = ability.sections
    assert section.roll is not None and section.roll.kind == "power_roll"
    assert [t.effects[0].distance for t in section.roll.tiers] == [1, 2, 3]


@pytest.mark.parametrize("effect, kind", [
    ("Each enemy in the area makes a Might test.", "test"),
    ("The target must make a test with their power roll bonus. They make an Agility test:", "test"),
    ("The ground shakes.", "test"),
], ids=["test", "test-named-beside-a-power-roll", "nothing-named"])
def test_tiers_under_a_section_that_calls_for_a_test_stay_a_test(effect, kind):
    ability, _ = _one("quake.ability", f"Quake\nArea | Main action\n📏 3 burst | 🎯 Each enemy in the area\n"
                      f"Effect: {effect}\n≤11: 5 damage\n12-16: 3 damage\n17+: No effect.\n", "Quake")
    (section,) = ability.sections
    assert section.roll is not None and section.roll.kind == kind


@pytest.mark.parametrize("tier, effects", [
    ("1 The target shifts 1 square away.", [("text", None)]),
    ("2 the targets shift 1 square.", [("text", None)]),
    ("3 damage; 2 allies shift 1 square", [("damage", None), ("own_move", "2 allies")]),
    ("3 damage; the target shifts 1 square", [("damage", None), ("own_move", "the target")]),
], ids=["stray-number", "stray-number-lower", "counted-doer", "plain"])
def test_a_stray_number_before_a_sentence_is_no_part_of_its_doer(tier, effects):
    """A trap's tier 1 as published, `1 The target shifts 1 square away from the trap.` (its `damage;` lost): the
    shift was read as done by a creature named `1 The target`, the stray number hidden; the clause is kept as text."""
    ability, _ = _one("snap.ability", f"Snap\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
                      f"Power Roll + 2:\n≤11: {tier}\n12-16: 4 damage\n17+: 5 damage\n", "Snap")
    got = ability.power_roll.tiers[0].effects
    assert [(e.kind, getattr(e, "who", None)) for e in got] == effects
    if effects[0][0] == "text":
        assert got[0].text == tier
