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
    lines = [f"{heading} {name}", "", "*Flavor.*", "", *HEADER, "", *TIERS]
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
], ids=["quoted-signature", "heading-signature", "kit-signature-quoted", "heroic-quoted", "feature-quoted"])
def test_signature_heading_over_quoted_abilities(text, expected):
    assert [(a["name"], a["signature"]) for a in _read(text)] == expected
