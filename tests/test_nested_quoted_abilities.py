"""An ability quoted after a feature's text in the same block quote, as dynamic terrain lists the abilities an
upgrade gives (`> ⭐️ **Upgrades**`, its text, then `> 🏹 **Chain Bolt**` and its header table): an ability of
its own, as a bold name with a header table under a heading is. It was read into the feature: the feature took
the ability's keywords, action, distance and power roll, and the ability's name and header rows were text.
A quote of one bold line (`> **Level 7 Retainer Advancement Ability**`) is a caption, no ability."""

from __future__ import annotations

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

TERRAIN = """\
> ⭐️ **Fittings**
>
> **Sharp Tip (+1 EV)** The spear gains a point.
>
> 🏹 **Hurl Spear**
>
> | **Ranged, Strike, Weapon** | **Main action** |
> |----------------------------|----------------:|
> | **📏 Ranged 8**            | **🎯 One creature** |
>
> **Power Roll + 2:**
>
> - **≤11:** 3 damage
> - **12-16:** 5 damage
> - **17+:** 7 damage
>
> ⭐️ **Wind Back**
>
> | **-**    | **Maneuver** |
> |----------|-------------:|
> | **📏 -** |     **🎯 -** |
>
> **Effect:** The spear is ready again.

> 🗡 **Jab**
>
> | **Melee, Strike** | **Main action** |
> |---|---:|
> | **📏 Melee 1** | **🎯 One creature** |
>
> **Power Roll + 2:**
>
> - **≤11:** 2 damage
> - **12-16:** 4 damage
> - **17+:** 6 damage
"""


def test_each_quoted_ability_is_its_own():
    result = read_text("t.md", TERRAIN)
    assert result.diagnostics == []
    said = {a.name: ability_json(a) for a in result.abilities}
    assert list(said) == ["Fittings", "Hurl Spear", "Wind Back", "Jab"]
    fittings = said["Fittings"]
    assert fittings["action"] is None and fittings["power_rolls"] == []
    assert [s["text"] for s in fittings["sections"]] == ["Sharp Tip (+1 EV) The spear gains a point."]
    hurl = said["Hurl Spear"]
    assert hurl["action"] == "main_action" and hurl["distance"]["parts"] == [{"kind": "ranged", "size": 8}]
    assert [t["effects"][0]["amount"] for t in hurl["power_rolls"][0]["tiers"]] == [3, 5, 7]
    assert said["Wind Back"]["action"] == "maneuver"
    assert [s["label"] for s in said["Wind Back"]["sections"]] == ["Effect"]


def test_a_quote_with_a_bold_line_and_no_header_stays_one_feature():
    text = "> ⭐️ **Old Habits**\n>\n> The beast digs.\n>\n> **Buried Bone** It finds a bone.\n"
    (ability,) = read_text("t.md", text).abilities
    assert ability.name == "Old Habits"


CAPTIONED = """\
> **Level 4 Hireling Advancement Ability**

> 🗡 **Shove Hard (Encounter)**
>
> | **Melee, Strike** | **Main action** |
> |---|---:|
> | **📏 Melee 1** | **🎯 One creature** |
>
> **Effect:** The target is pushed 2 squares.

> **Level 7 Hireling Advancement Ability**

> ⭐️ **Steady**
>
> The hireling can't be knocked prone.
"""


def test_a_quote_of_one_bold_line_is_a_caption_not_an_ability():
    """`> **Level 7 Retainer Advancement Ability**`, as retainers' advancement files caption each ability: it names
    the quotes after it, as a heading does. Each was an ability of its own with nothing in it (an empty card)."""
    result = read_text("t.md", CAPTIONED)
    assert result.diagnostics == []
    assert [a.name for a in result.abilities] == ["Shove Hard", "Steady"]


def test_a_bold_line_with_an_icon_is_still_a_feature():
    (ability,) = read_text("t.md", "> ⭐️ **Steady**\n").abilities
    assert ability.name == "Steady"
