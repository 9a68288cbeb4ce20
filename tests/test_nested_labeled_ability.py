"""An ability nested in an outer ability's effect (`The vampire then uses the following ability.`), named by
a bold label (`**Wave of Blood:**`) with its own header table right after it: an ability of its own, as a
bold name with a header table is. It was read as an empty section of the outer ability and two text
sections (its header rows), its keywords, distance and target lost."""

from __future__ import annotations

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

NESTED = """\
> ☠️ **Offering (Villain Action 3)**
>
> | **Magic, Ranged** | **-** |
> |---|---:|
> | **📏 Ranged 10** | **🎯 Each chosen ally** |
>
> **Effect:** Each target is marked. The villain then uses the following ability.
>
> **{name}{colon}**
>
> | **Area, Magic** | **-** |
> |---|---:|
> | **📏 5 burst** | **🎯 Each enemy in the area** |
>
> **Effect:** Each target makes a **Might test**.
>
> - **≤11:** 9 corruption damage
> - **12-16:** 6 corruption damage
> - **17+:** 2 corruption damage
"""


def _read(name: str, colon: str) -> dict:
    result = read_text("t.md", NESTED.format(name=name, colon=colon))
    assert result.diagnostics == []
    return {a.name: ability_json(a) for a in result.abilities}


def test_a_labeled_ability_inside_an_effect_is_its_own():
    said = _read("Red Tide", ":")
    assert list(said) == ["Offering", "Red Tide"]
    outer, inner = said["Offering"], said["Red Tide"]
    assert [s["label"] for s in outer["sections"]] == ["Effect"]
    assert outer["power_rolls"] == [] and outer["distance"]["parts"] == [{"kind": "ranged", "size": 10}]
    assert inner["keywords"] == ["area", "magic"]
    assert inner["distance"]["parts"] == [{"kind": "burst", "size": 5}]
    assert inner["target"] == "Each enemy in the area"
    assert [s["label"] for s in inner["sections"]] == ["Effect"]
    assert [t["effects"][0]["amount"] for t in inner["power_rolls"][0]["tiers"]] == [9, 6, 2]
    assert inner["line"] == 9


def test_a_japanese_label_with_a_full_width_colon():
    said = _read("赤い潮", "：")
    assert list(said) == ["Offering", "赤い潮"]
    assert said["赤い潮"]["distance"]["parts"] == [{"kind": "burst", "size": 5}]


def test_a_bold_label_over_text_stays_a_section():
    text = NESTED.format(name="Red Tide", colon=":").replace("> | **Area, Magic** | **-** |\n> |---|---:|\n"
                                                             "> | **📏 5 burst** | **🎯 Each enemy in the area** |\n>\n", "")
    (ability,) = read_text("t.md", text).abilities
    assert "Red Tide" in [s["label"] for s in ability_json(ability)["sections"]]
