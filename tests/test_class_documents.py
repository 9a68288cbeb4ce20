"""Whole class documents as published in Markdown (one file per class: every level's features, abilities under
headings of several levels, tables, kits, subclasses), read by the Steel Compendium reader, which was built on
files of one ability each. Short inline examples of each way those documents write what they hold."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

HEADER = ["| **Magic, Ranged, Strike** | **Main action** |", "| --- | ---: |",
          "| **📏 Ranged 10** | **🎯 One creature** |"]
TIERS = ["**Power Roll + Intuition:**", "", "- **≤11:** 3 holy damage", "- **12-16:** 5 holy damage",
         "- **17+:** 8 holy damage"]


def _ability(name: str, quoted: bool, heading: str = "######") -> str:
    """An ability under its `heading` (none: `name` is a bold name), quoted or not."""
    lines = [f"{heading} {name}".lstrip(), "", "*Flavor.*", "", *HEADER, "", *TIERS]
    if not quoted:
        return "\n".join(lines)
    return "<!-- -->\n" + "\n".join(("> " + line).rstrip() for line in lines)


def _read(text: str) -> list[dict]:
    result = read_text("class.md", text)
    assert result.diagnostics == []
    return [ability_json(ability) for ability in result.abilities]


@pytest.mark.parametrize(("text", "expected"), [
    # the abilities under `##### Signature Abilities` are signature abilities, quoted or not
    ("##### Signature Abilities\n\nChoose two.\n\n" + _ability("Blessed Light", True) + "\n\n"
     + _ability("Holy Lash", True), [("Blessed Light", True), ("Holy Lash", True)]),
    ("##### Signature Abilities\n\nChoose two.\n\n" + _ability("Blessed Light", False) + "\n\n"
     + _ability("Holy Lash", False), [("Blessed Light", True), ("Holy Lash", True)]),
    # a kit's `##### Signature Ability`, then the kit's next feature
    ("##### Signature Ability\n\n" + _ability("Wing Buffet", True) + "\n\n##### Growing Ferocity\n\nText.",
     [("Wing Buffet", True)]),
    # heroic abilities under a cost heading are not
    ("##### Heroic Abilities\n\n###### 3-Piety Ability\n\nChoose one.\n\n" + _ability("Font of Wrath", True),
     [("Font of Wrath", False)]),
    ("#### Ray of Wrath\n\nYou have the following ability.\n\n" + _ability("Ray of Wrath", True),
     [("Ray of Wrath", False)]),
    # an ability named in bold (`**Wing Buffet**` over its header table) under the heading, quoted or not
    ("##### Signature Ability\n\n" + _ability("**Wing Buffet**", False, ""), [("Wing Buffet", True)]),
    ("##### Signature Ability\n\n" + _ability("**Wing Buffet**", True, ""),
     [("Wing Buffet", True)]),
    ("##### Heroic Abilities\n\n" + _ability("**Back! (3 Ferocity)**", False, ""), [("Back!", False)]),
], ids=["quoted-signature", "heading-signature", "kit-signature-quoted", "heroic-quoted", "feature-quoted",
        "bold-name-signature", "quoted-bold-name-signature", "bold-name-heroic"])
def test_signature_heading_over_quoted_abilities(text, expected):
    assert [(a["name"], a["signature"]) for a in _read(text)] == expected


def _sections(text: str) -> list[tuple[str, list[str]]]:
    return [(a["name"], [s["text"] for s in a["sections"]]) for a in _read(text)]


NEXT = "As your ferocity grows, you gain benefits."


@pytest.mark.parametrize(("text", "expected"), [
    # a thematic break ends the ability under a heading: the text after it is the document's, not a section
    (_ability("Back!", False) + "\n\n---\n\n" + NEXT, [("Back!", [])]),
    (_ability("Back!", False) + "\n\n***\n\n" + NEXT + "\n\n" + _ability("Brutal Slam", False),
     [("Back!", []), ("Brutal Slam", [])]),
    (_ability("Back!", False) + "\n\n**Effect:** You shift 1 square.\n\n- - -\n\n" + NEXT,
     [("Back!", ["You shift 1 square."])]),
    # quoted abilities after a break under a `Signature Abilities` heading stay signature abilities
    ("##### Signature Abilities\n\nChoose two.\n\n---\n\n" + _ability("Holy Lash", True), [("Holy Lash", [])]),
    # a file of one ability named in its front matter, the ability after a break
    ("---\nname: Back!\n---\n\n*Flavor.*\n\n---\n\n" + "\n".join(HEADER) + "\n\n" + "\n".join(TIERS),
     [("Back!", [])]),
], ids=["hr", "asterisks-then-ability", "spaced-dashes", "signature-after-break", "front-matter-named"])
def test_a_thematic_break_ends_an_ability(text, expected):
    assert _sections(text) == expected


def test_signature_after_a_break():
    text = "##### Signature Abilities\n\nChoose two.\n\n---\n\n" + _ability("Holy Lash", True)
    assert [a["signature"] for a in _read(text)] == [True]


@pytest.mark.parametrize("text", [
    "## Wrath\n\nText.\n\n{}\n\n" + "\n".join(HEADER) + "\n\n" + "\n".join(TIERS),
    "##### Signature Abilities\n\nChoose two.\n\n{}\n\n" + _ability("Holy Lash", True),
], ids=["heading-text", "quoted-under-heading"])
def test_a_break_above_any_ability_is_decoration(text):
    """The heading's text goes on after a break that no ability is above: read as without the break."""
    assert _read(text.format("---")) == _read(text.format(""))
    assert len(_read(text.format("---"))) == 1


@pytest.mark.parametrize(("text", "name"), [
    # CommonMark's optional closing `#`s of an ATX heading are not part of its text
    (_ability("Back! (3 Ferocity) ######", False), "Back!"),
    (_ability("Brutal Slam ##", True), "Brutal Slam"),
    (_ability("Brutal Slam #   ", False), "Brutal Slam"),
    # a `#` with no space before it, or escaped, is text
    (_ability("C#", False), "C#"),
    (_ability("Rank \\#", False), "Rank #"),
    ("  " + _ability("Brutal Slam ###", False), "Brutal Slam"),
], ids=["closing-hashes", "quoted", "trailing-spaces", "no-space", "escaped", "indented"])
def test_closing_hashes_of_a_heading(text, name):
    assert [a["name"] for a in _read(text)] == [name]


def test_closing_hashes_of_a_statblock_heading():
    from statblock.rulesets.draw_steel.serialize import statblock_json  # noqa: PLC0415

    text = ("###### Bog Hound ######\n\n| Animal | - | Level 2 | Horde Harrier | EV 4 |\n| :-: | :-: | :-: | :-: | :-: |\n"
            "| **1M**<br/> Size | **7**<br/> Speed | **12**<br/> Stamina | **0**<br/> Stability | **2**<br/> Free Strike |\n"
            "| **+1**<br/> Might | **+2**<br/> Agility | **-3**<br/> Reason | **0**<br/> Intuition | **-2**<br/> Presence |\n")
    result = read_text("monster.md", text)
    assert [statblock_json(s)["name"] for s in result.statblocks] == ["Bog Hound"]


SETEXT = ("Fury Abilities\n==============\n\nBack! (3 Ferocity)\n------------------\n\n" + "\n".join(HEADER) + "\n\n"
          + "\n".join(TIERS) + "\n\nMighty Leaps\n--\n\nYou can't obtain lower than a tier 2 outcome.\n")


@pytest.mark.parametrize(("text", "expected"), [
    # underlined (setext) headings, as pandoc writes a converted document's: each ability under its own
    (SETEXT, [("Back!", [])]),
    (SETEXT.replace("------------------", "=="), [("Back!", [])]),
], ids=["setext", "setext-equals"])
def test_underlined_headings(text, expected):
    assert _sections(text) == expected
    assert _read(text)[0]["cost"] == {"amount": 3, "resource": "ferocity", "open_ended": False}



TWO_LINES = "You shift 1 square\nand push the target 1 square."


@pytest.mark.parametrize(("text", "paragraphs"), [
    # a paragraph of two lines before an ability's header: the section's look for an ability, its own
    # blocks' look again and their lines each asked what it reads as
    (_ability("Back!", False).replace("*Flavor.*", TWO_LINES), 1),
    ("# Fury\n\n" + TWO_LINES + "\n\n---\n\n" + TWO_LINES + "\n\n" + "\n".join(HEADER) + "\n\n" + "\n".join(TIERS), 2),
    (_ability("Back!", True).replace("*Flavor.*", TWO_LINES.replace("\n", "\n> ")), 1),
    (_ability("Back!", False) + "\n\n**Effect:** " + TWO_LINES, 1),
], ids=["heading", "around-a-break", "quoted", "after-the-tiers"])
def test_each_paragraph_is_read_once(monkeypatch, text, paragraphs):
    """What a paragraph reads as is worked out once per block (a paragraph before its section's ability
    markers was read three times: twice to look for an ability in its section, once for its lines);
    one-line paragraphs are kept by their text already."""
    from statblock.rulesets.draw_steel.frontends import sc_blocks

    calls = []

    def counted(fragment):
        calls.append(fragment.text)
        return read_paragraph(fragment)

    read_paragraph = sc_blocks.read_paragraph
    monkeypatch.setattr(sc_blocks, "read_paragraph", counted)
    assert _read(text)
    assert len(calls) == paragraphs, calls


# ---- a cost given by the heading over several abilities ------------------------------------------------

def _costed(name: str, heading: str = "######", quoted: bool = False) -> str:
    return _ability(name, quoted, heading)


_PIETY3 = {"amount": 3, "resource": "piety", "open_ended": False}
_WRATH5 = {"amount": 5, "resource": "wrath", "open_ended": False}

COST_HEADINGS = [
    ("##### Heroic Abilities\n\n###### 3-Piety Ability\n\nChoose one.\n\n" + _costed("A", quoted=True)
     + "\n\n" + _costed("B", quoted=True), [("A", _PIETY3), ("B", _PIETY3)]),
    ("#### 5-Wrath Abilities\n\n" + _costed("A", "#####") + "\n\n" + _costed("B", "#####"),
     [("A", _WRATH5), ("B", _WRATH5)]),
    # an ability that names its own cost keeps it
    ("#### 5-Wrath Abilities\n\n" + _costed("A", "#####") + "\n\n" + _costed("B (7 Wrath)", "#####"),
     [("A", _WRATH5), ("B", {"amount": 7, "resource": "wrath", "open_ended": False})]),
    ("#### 5 Wrath Abilities\n\n" + _costed("**A**", ""), [("A", _WRATH5)]),
    ("#### 5+ Essence Abilities\n\n" + _costed("A", "#####"),
     [("A", {"amount": 5, "resource": "essence", "open_ended": True})]),
    ("#### 5 憤怒のアビリティ\n\n" + _costed("A", "#####"), [("A", _WRATH5)]),
    ("#### 3信心アビリティ\n\n" + _costed("A", "#####"), [("A", _PIETY3)]),
    # no heroic resource: no cost
    ("#### 5-Gold Abilities\n\n" + _costed("A", "#####"), [("A", None)]),
    ("#### 3 Abilities\n\n" + _costed("A", "#####"), [("A", None)]),
    # the cost in a name's parentheses, written as the heading writes it
    (_costed("A (3-Piety)"), [("A", _PIETY3)]),
]


@pytest.mark.parametrize("text, expected", COST_HEADINGS,
                         ids=["quoted-piety", "wrath", "own-cost", "bold-name", "open-ended", "ja-no", "ja-run-on",
                              "no-resource", "no-word", "parentheses"])
def test_a_cost_heading_gives_its_abilities_their_cost(text, expected):
    """(was: no cost, the abilities read as free)"""
    assert [(a["name"], a["cost"]) for a in _read(text)] == expected
