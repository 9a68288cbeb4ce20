"""A monster's ability whose unlabelled tiers come after a section of its own, as the Summoner's retainers write
their advancement abilities (`**Effect:** The minion explodes. Make a power roll, ...` or `**Special:** ...`, then
the three tiers): the roll after the name was placed before the section and the tiers never found (SB121, every
tier missing, an error). Three paragraphs after the sections that each start as a tier does (damage, or a
potency) are the tiers; prose after an Effect is not. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text

TABLE = ("---\nname: Test Imp\ntype: statblock\n---\n\n"
         "| Demon | - | Level 2 | Minion Harrier | EV 4 |\n|:-:|:-:|:-:|:-:|:-:|\n"
         "| **1S**<br>Size | **5**<br>Speed | **5**<br>Stamina | **0**<br>Stability | **2**<br>Free Strike |\n"
         "| **0**<br>Might | **+1**<br>Agility | **0**<br>Reason | **0**<br>Intuition | **0**<br>Presence |\n\n")
HEAD = ("> 🏹 **Test Burst 2d10 + 2 (Encounter)**\n>\n> | **Area, Magic** | **Main action** |\n"
        "> |-----------------|----------------:|\n> | **📏 2 burst** | **🎯 Each enemy in the area** |\n>\n")


def _read(body: str):
    result = read_text("imp.md", TABLE + HEAD + body)
    (ability,) = [a for a in result.abilities if a.name == "Test Burst"]
    return ability, [d.code for d in result.diagnostics]


TIERS = "> 2 damage; M < WEAK prone\n>\n> 4 fire damage; M < AVERAGE prone\n>\n> 6 damage; M < STRONG prone\n"


@pytest.mark.parametrize("before", [
    "> **Effect:** The imp explodes. Make a power roll, targeting each enemy within 2 squares.\n>\n",
    "> **Special:** The imp can die to roll with a double edge.\n>\n",
    "> **Special:** The imp can die first.\n>\n> **Effect:** The imp explodes.\n>\n",
], ids=["effect", "special", "two-sections"])
def test_tiers_after_a_section(before):
    ability, codes = _read(before + TIERS + ">\n> The area stays scorched.\n")
    (roll,) = ability.all_rolls()
    assert [t.effects[0].amount for t in roll.tiers] == [2, 4, 6]
    assert "SB121" not in codes


def test_tiers_first_still_read_as_before():
    ability, codes = _read(TIERS + ">\n> **Effect:** The imp explodes.\n")
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [2, 4, 6] and codes == []


def test_prose_after_a_section_is_no_tier():
    prose = "> The imp laughs.\n>\n> The imp sings.\n>\n> The imp bows.\n"
    ability, codes = _read("> **Effect:** The imp explodes.\n>\n" + prose)
    assert "SB121" in codes  # the roll has no tiers, as written: said, not guessed from prose
    assert all(not roll.tiers for roll in ability.all_rolls())
