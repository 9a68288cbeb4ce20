"""The Steel Compendium's data-unified records that hold abilities without being abilities: a kit (its
signature ability under a `Signature Ability` heading), a title or complication (an ability under a
heading of the record), a treasure (tier lines of a test named in its Effect), and the same records as
YAML (`content:` holds the record's Markdown). Short examples written for these tests, in the layouts'
shapes."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

ABILITY = ("*A short story.*\n\n"
           "| **Melee, Strike, Weapon** | **Main action** |\n|---|---:|\n"
           "| **📏 Melee 1** | **🎯 One creature** |\n\n"
           "**Power Roll + Might:**\n\n"
           "- **≤11:** 2 + M damage\n- **12-16:** 4 + M damage\n- **17+:** 6 + M damage\n")

KIT = ("---\nname: Test Kit\ntype: kit\n---\n\nA kit for tests.\n\n##### Kit Bonuses\n\n"
       "**Speed Bonus:** +1\n\n##### {heading}\n\n###### Test Swing\n\n" + ABILITY)


@pytest.mark.parametrize("heading, signature", [
    ("Signature Ability", True),
    ("Signature Abilities", True),
    ("シグネチャー・アビリティ", True),
    ("Other Abilities", False),
], ids=["signature", "plural", "japanese", "other"])
def test_an_ability_under_a_signature_heading_is_a_signature_ability(heading, signature):
    result = read_text("kit.md", KIT.format(heading=heading))
    assert result.diagnostics == []
    (ability,) = result.abilities
    said = ability_json(ability)
    assert (said["name"], said["signature"], said["tag"], said["cost"]) == ("Test Swing", signature, None, None)


def test_a_cost_in_the_name_is_still_the_cost_under_a_signature_heading():
    text = KIT.format(heading="Signature Ability").replace("###### Test Swing", "###### Test Swing (3 Focus)")
    (ability,) = read_text("kit.md", text).abilities
    assert ability_json(ability)["cost"] == {"amount": 3, "resource": "focus", "open_ended": False}


def test_only_the_heading_right_over_the_ability_counts():
    text = KIT.format(heading="Signature Ability").replace("###### Test Swing", "##### Later\n\n###### Test Swing")
    (ability,) = read_text("kit.md", text).abilities
    assert ability.signature is False


TREASURE = ("---\nname: Test Lamp\ntype: treasure\n---\n\n*A lamp.*\n\n**Keywords:** Magic\n\n"
            "**Effect:** {effect}\n\n"
            "- **≤11:** You learn one thing.\n- **12-16:** You learn two things.\n- **17+:** You learn three things.\n")


@pytest.mark.parametrize("effect, tested", [
    ("You make a Presence test:", ["presence"]),
    ("You succeed on a hard Intuition test as a main action. Then you make a Presence test to ask:", ["presence"]),
    ("You make a Reason test. On a success, each creature makes an Agility test:", ["agility"]),
    ("You make a test:", []),
], ids=["one", "last-of-two", "last-of-two-other-order", "none"])
def test_the_tiers_after_an_effect_are_the_last_test_it_names(effect, tested):
    (ability,) = read_text("t.md", TREASURE.format(effect=effect)).abilities
    (roll,) = ability_json(ability)["power_rolls"]
    assert roll["characteristics"] == tested
