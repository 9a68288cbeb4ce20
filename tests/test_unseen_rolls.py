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
