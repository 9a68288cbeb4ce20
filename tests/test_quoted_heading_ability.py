"""An ability written as a block quote under its heading, as the data-unified Markdown writes a title's or a
complication's ability (`##### Psychic Blast (...)` over `> *flavor*`, the header table, the tiers): it ends
where the quote ends. The page's text after it (`**Drawback:** ...`) was read as one more section of the
ability, as an ability written without a quote goes on to the next heading."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

BODY = ["*Psionic energy bursts from your body.*", "",
        "| **Area, Psionic** | **Main action** |", "|---|---:|",
        "| **📏 3 burst** | **🎯 Each creature in the area** |", "",
        "**Effect:** Each target is pushed away.", "",
        "**Power Roll + Presence:**", "",
        "- **≤11:** 2 psychic damage", "- **12-16:** 4 psychic damage", "- **17+:** 6 psychic damage"]
PAGE = "**Benefit:** You have the following heroic ability.\n\n##### Psychic Blast (3 Heroic Resource)\n\n{}\n\n" \
       "**Drawback:** You must use Psychic Blast whenever you are frightened.\n"


@pytest.mark.parametrize(("quoted", "sections"), [
    (True, ["Effect", "Power Roll"]),
    (False, ["Effect", "Power Roll", "Drawback"]),   # without a quote the ability runs on to the next heading
], ids=["quoted", "unquoted"])
def test_a_quoted_ability_ends_with_its_quote(quoted, sections):
    body = "\n".join(("> " + line).rstrip() for line in BODY) if quoted else "\n".join(BODY)
    result = read_text("t.md", PAGE.format(body))
    assert result.diagnostics == []
    (ability,) = result.abilities
    said = ability_json(ability)
    assert said["name"] == "Psychic Blast" and said["keywords"] == ["area", "psionic"]
    assert [s["label"] for s in said["sections"]] == sections
