"""A summoner's champion's action (their book's Gravemaker: `| **Area, Magic, Ranged** | **Champion Action** |`)
was SB106, an unknown action type with `Main action` offered in its place. It is an action type of the book's
(`action_types.champion_action`, チャンピオン・アクション). Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text


def _ability(action: str):
    text = f"Test Grave\nArea, Magic, Ranged | {action}\n📏 3 burst | 🎯 Each enemy in the area\nEffect: 9 holy damage.\n"
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    return ability.action, [d.code for d in result.diagnostics]


@pytest.mark.parametrize(("written", "action", "codes"), [
    ("Champion Action", "champion_action", []),
    ("Champion action", "champion_action", []),
    ("チャンピオン・アクション", "champion_action", []),
    ("Main action", "main_action", []),
    ("Champoin action", None, ["SB106"]),
], ids=["title-case", "sentence-case", "ja", "main", "misspelt"])
def test_the_champion_action(written, action, codes):
    assert _ability(written) == (action, codes)


# A champion's advancement ability as their book's Markdown writes it inside the statblock: the action cell holds
# the cost, and the action type stands alone under the table (was: action `1 Eidos`, SB106, and a section of
# text `Champion Action`).
TABLE = ("---\nname: Test Champion\ntype: statblock\n---\n\n"
         "| Fey | - | - | Champion | 9 essence for one champion |\n|:-:|:-:|:-:|:-:|:-:|\n"
         "| **2**<br>Size | **5**<br>Speed | **SPECIAL**<br>Stamina | **0**<br>Stability | **9**<br>Free Strike |\n"
         "| **+2**<br>Might | **+2**<br>Agility | **+5**<br>Reason | **+2**<br>Intuition | **+2**<br>Presence |\n\n")


def _feature(cell: str, below: str):
    text = (TABLE + "> ❗️ **Test Flense**\n>\n> | **—** | **" + cell + "** |\n> |-------|------------:|\n"
            "> | **📏 20 burst** | **🎯 Self and each ally in the area** |\n>\n" + below
            + "> **Effect:** Each target teleports up to their speed.\n")
    result = read_text("champion.md", text)
    (ability,) = [a for a in result.abilities if a.name == "Test Flense"]
    cost = (ability.cost_amount, ability.cost_resource) if ability.cost_amount is not None else None
    return ability.action, cost, [s.text for s in ability.sections], [d.code for d in result.diagnostics]


@pytest.mark.parametrize(("cell", "below", "action", "cost", "sections", "codes"), [
    ("1 Eidos", "> **Champion Action**\n>\n", "champion_action", (1, "eidos"),
     ["Each target teleports up to their speed."], []),
    ("2 Essence", "> **Main action**\n>\n", "main_action", (2, "essence"),
     ["Each target teleports up to their speed."], []),
    # no action type under the table: as before, the cell an unknown action type
    ("1 Eidos", "", None, None, ["Each target teleports up to their speed."], ["SB106"]),
    # the cell an action type: a bold line under it is the ability's text, as before
    ("Main action", "> **Champion Action**\n>\n", "main_action", None,
     ["Champion Action", "Each target teleports up to their speed."], []),
], ids=["eidos", "essence-main", "nothing-below", "action-in-cell"])
def test_the_action_type_under_a_cost_cell(cell, below, action, cost, sections, codes):
    assert _feature(cell, below) == (action, cost, sections, codes)
