"""A statblock under a heading of its own, named by a bold line between the heading and the table, as a hero's
ability or perk prints the creature it brings (`###### Test Mote Statblock`, `**Test Mote**`, then the table): the
table was passed over without a word, its statistics lost and its traits read as the hero's own abilities. And a
hero's creature (a statistic said in relation to the hero: `2x your level` Stamina) whose table writes `Level -`
and `Free Strike -`: none, as the rules granting it say; not SB170, which a monster's `-` still is. Short examples
written for these tests."""

from __future__ import annotations

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import statblock_json

TABLE = ("| Elemental | - | Level {level} | Brute | EV - |\n|:-:|:-:|:-:|:-:|:-:|\n"
         "| **1S**<br/> Size | **5**<br/> Speed | **{stamina}**<br/> Stamina | **0**<br/> Stability | "
         "**{free}**<br/> Free Strike |\n"
         "| **+1**<br/> Might | **+1**<br/> Agility | **-2**<br/> Reason | **0**<br/> Intuition | **0**<br/> Presence |\n")
TRAIT = "\n<!-- -->\n> **Test Glow**\n>\n> The mote glows.\n"


def _file(bold: str = "**Test Mote**", level="2", stamina="20", free="3") -> str:
    return ("#### Summon Test Mote\n\nYou summon a mote.\n\n###### Test Mote Statblock\n\n" + bold + "\n\n"
            + TABLE.format(level=level, stamina=stamina, free=free) + TRAIT)


def test_a_bold_line_between_the_heading_and_the_table_names_the_statblock():
    result = read_text("mote.md", _file())
    assert result.diagnostics == []
    (mote,) = result.statblocks
    said = statblock_json(mote)
    assert (said["name"], said["level"], said["stamina"], said["free_strike"]) == ("Test Mote", 2, 20, 3)
    assert said["features"] == ["Test Glow"]


def test_a_line_of_other_words_there_is_no_name_but_the_flavor():
    """The heading names the statblock, the line is its description (tests/test_statblock_intro.py)."""
    (mote,) = read_text("mote.md", _file(bold="The mote is **bright** today.")).statblocks
    said = statblock_json(mote)
    assert (said["name"], said["text"], said["stamina"]) == ("Test Mote Statblock", "The mote is bright today.", 20)


def test_a_heros_creature_has_no_level_or_free_strike_of_its_own():
    result = read_text("mote.md", _file(level="-", stamina="2x your level", free="-"))
    assert result.diagnostics == []
    (mote,) = result.statblocks
    said = statblock_json(mote)
    assert (said["level"], said["free_strike"], said["fields"]["stamina"]) == (None, None, "2x your level")


def test_a_monsters_dash_is_still_a_missing_level_and_free_strike():
    result = read_text("mote.md", _file(level="-", free="-"))
    assert sorted((d.code, str(d.message)) for d in result.diagnostics) == [
        ("SB170", "the statblock has no Free Strike"), ("SB170", "the statblock has no Level")]


def _quoted(text: str, depth: int = 1) -> str:
    return "\n".join(">" * depth + line if line else ">" * depth for line in text.splitlines())


def _quoted_file(prefix: str = ">") -> str:
    """The bold name and the table in a block quote of their own, each trait quoted in it (`>>`), as the
    data-unified Markdown prints a summoned creature under the feature that summons it."""
    inner = "**Test Mote**\n\n" + TABLE.format(level="2", stamina="20", free="3")
    trait = "\n> **Test Glow**\n>\n> The mote glows.\n"
    return ("#### Summon Test Mote\n\nYou summon a mote.\n\n###### Test Mote Statblock\n\n>\n" + _quoted(inner)
            + "\n>\n" + _quoted(trait.strip("\n")) + "\n")


def test_a_statblock_in_a_block_quote_is_the_statblock_not_an_ability():
    """It was an ability named after the creature, its ancestry a keyword (SB103), its first row an action type
    (SB106), `Size` a distance (SB115), each later row a repeated header line (SB123, errors); no statblock."""
    result = read_text("mote.md", _quoted_file())
    assert result.diagnostics == []
    (mote,) = result.statblocks
    said = statblock_json(mote)
    assert (said["name"], said["level"], said["stamina"], said["free_strike"]) == ("Test Mote", 2, 20, 3)
    assert said["features"] == ["Test Glow"]
    assert [a.name for a in result.abilities] == ["Test Glow"]


def test_a_quoted_ability_header_under_a_bold_name_is_still_an_ability():
    text = ("###### Test Zap\n\n> **Test Zap**\n>\n> | **Magic, Ranged** | **Main action** |\n> |---|---:|\n"
            "> | **📏 Ranged 5** | **🎯 One creature** |\n>\n> **Effect:** The target is slowed (EoT).\n")
    result = read_text("zap.md", text)
    assert result.statblocks == [] and [a.name for a in result.abilities] == ["Test Zap"]
