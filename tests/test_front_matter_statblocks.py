"""Statblocks and malice groups in the newer Steel Compendium layout (data-unified): no heading, the name only
in the front matter. Their statistics were found nowhere (the abilities were, with no statblock to hold them),
and a companion's `= yours` Stamina, once read, is its hero's, not a slip (SB171)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import statblock_json

TABLE = ("| Humanoid, Test | - | Level 2 | Elite Brute | EV 12 |\n|:-:|:-:|:-:|:-:|:-:|\n"
         "| **1M**<br>Size | **6**<br>Speed | **{stamina}**<br>Stamina | **1**<br>Stability | **3**<br>Free Strike |\n"
         "| **-**<br>Immunity | **-**<br>Movement | - | **-**<br>With Captain | **-**<br>Weakness |\n"
         "| **+2**<br>Might | **+1**<br>Agility | **0**<br>Reason | **0**<br>Intuition | **-1**<br>Presence |\n\n")
FEATURE = ("> 🗡 **Test Club (Signature Ability)**\n>\n"
           "> | **Melee, Strike, Weapon** | **Main action** |\n> |---|---:|\n"
           "> | **📏 Melee 1** | **🎯 One creature** |\n>\n"
           "> **Power Roll + 2:**\n>\n> - **≤11:** 4 damage\n> - **12-16:** 6 damage\n> - **17+:** 8 damage\n\n"
           "> ⭐️ **Thick Hide**\n>\n> The brute shrugs off the first hit each round.\n")


def _monster(stamina: str = "40", name: str = "Test Brute") -> str:
    return f"---\nlevel: 2\nname: {name}\ntype: statblock\n---\n\n" + TABLE.format(stamina=stamina) + FEATURE


def test_the_front_matter_names_a_statblock_with_no_heading():
    text = _monster()
    result = read_text("t.md", text)
    assert result.diagnostics == []
    (monster,) = result.statblocks
    said = statblock_json(monster)
    assert (said["name"], said["level"], said["stamina"], said["free_strike"]) == ("Test Brute", 2, 40, 3)
    assert said["characteristics"]["might"] == 2 and said["features"] == ["Test Club", "Thick Hide"]
    assert (monster.line, monster.column) == (3, 7)  # the front matter's `name: Test Brute`


def test_a_statistic_slip_points_into_the_table():
    text = _monster(stamina="forty")
    (problem,) = read_text("t.md", text).diagnostics
    assert problem.code == "SB171" and text[problem.span.start:problem.span.end] == "forty"


@pytest.mark.parametrize("stamina", ["= yours", "＝ yours"])
def test_a_stamina_equal_to_the_heros_is_no_slip(stamina):
    result = read_text("t.md", _monster(stamina=stamina))
    assert result.diagnostics == []
    assert result.statblocks[0].fields["stamina"] == stamina


@pytest.mark.parametrize("front, name, level", [
    ("kind: malice\nname: Test Malice\n", "Test Malice", None),
    ("name: Test Malice (Level 4+ Malice Features)\n", "Test Malice", "4+"),
], ids=["kind-malice", "named-malice"])
def test_the_front_matter_names_a_malice_group(front, name, level):
    text = (f"---\n{front}type: featureblock\n---\n\nAt the start of a test's turn, you can spend Malice.\n\n"
            "> ⭐️ **Test Rush (3 Malice)**\n>\n> Each test shifts up to their speed.\n")
    result = read_text("t.md", text)
    assert result.diagnostics == []
    (group,) = result.statblocks
    assert (group.name, group.kind, group.fields.get("level")) == (name, "malice_features", level)
    assert group.text == "At the start of a test's turn, you can spend Malice."
    assert statblock_json(group)["features"] == ["Test Rush"]


def test_a_file_of_prose_with_a_name_is_no_malice_group():
    text = "---\nname: Test Lore\ntype: chapter\n---\n\nSome prose.\n\n> ⭐️ **A Note**\n>\n> More prose.\n"
    assert read_text("t.md", text).statblocks == []


def test_a_free_strike_with_the_companions_might_added_is_no_number():
    """`1 + M` was read as a Free Strike of 1: the Might the companion adds was dropped."""
    text = _monster(stamina="= yours").replace("**3**<br>Free Strike", "**1 + M**<br>Free Strike")
    result = read_text("t.md", text)
    assert result.diagnostics == []
    said = statblock_json(result.statblocks[0])
    assert (said["stamina"], said["free_strike"]) == (None, None)
    assert (said["fields"]["stamina"], said["fields"]["free_strike"]) == ("= yours", "1 + M")
