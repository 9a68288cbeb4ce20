"""A damage type a creature chooses for itself, declared in the file as the book declares it (`… selects a glow for
one of the following damage types`, `a damage type called glow`, `「光輝」と呼ばれるダメージ種別`): read in that file
as a damage type, so `3 glow damage` and an immunity `Glow 5` are no SB102 or SB173, and the damage has that type as
written; used without its declaration it is SB102/SB173 still. (The Summoner's elemental champion chooses its
`affinity` when summoned: its abilities deal affinity damage, its immunity is `Affinity 5`.)"""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.learned import declared_damage_types

_BLOCK = """###### Sparkbug

| Beast | - | Level 1 | Minion |
|:-:|:-:|:-:|:-:|
| **1S**<br>Size | **5**<br>Speed | **4**<br>Stamina | **0**<br>Stability |
| **Glow 2**<br>Immunity | **Fly**<br>Movement | - | **-**<br>Weakness |
| **+0**<br>Might | **+2**<br>Agility | **-1**<br>Reason | **0**<br>Intuition | **-1**<br>Presence |

{declaration}

###### Zap (Signature Ability)

| **Melee, Strike** | **Main action** |
| --- | ---: |
| **📏 Melee 1** | **🎯 One creature** |

**Power Roll + 2:**

- **≤11:** 2 glow damage
- **12-16:** 3 glow damage
- **17+:** 4 glow damage
"""


def _damage_types(result):
    return [e.damage_type for a in result.abilities for roll in a.all_rolls() for t in roll.tiers for e in t.effects]


@pytest.mark.parametrize("declaration", [
    "**Glow:** The sparkbug selects a glow for one of the following damage types: cold or fire.",
    "The sparkbug chooses its glow from the following [damage types](rules.md): cold or fire.",
    "Its glow is a damage type called glow: cold or fire, chosen when it hatches.",
    "その輝きは「glow」と呼ばれるダメージ種別である。",
])
def test_a_declared_damage_type_is_read_as_one(declaration):
    result = read_text("sparkbug.md", _BLOCK.format(declaration=declaration))
    assert [d.code for d in result.diagnostics if d.code in ("SB102", "SB173")] == []
    assert _damage_types(result) == ["glow"] * 3
    (block,) = result.statblocks
    assert [(i.damage_type, i.value) for i in block.immunities] == [("glow", 2)]


def test_an_undeclared_type_is_still_said():
    result = read_text("sparkbug.md", _BLOCK.format(declaration="It glows."))
    codes = [d.code for d in result.diagnostics]
    assert codes.count("SB102") == 3 and codes.count("SB173") == 1


def test_a_declaration_holds_in_its_own_file_only():
    read_text("sparkbug.md", _BLOCK.format(declaration="It selects a glow for one of the following damage types."))
    other = read_text("other.md", _BLOCK.format(declaration="It glows."))
    assert [d.code for d in other.diagnostics].count("SB102") == 3


def test_a_misspelt_known_type_is_still_a_slip():
    """`fier` close to fire: the declaration of another word does not make it right."""
    text = _BLOCK.format(declaration="It selects a glow for one of the following damage types.").replace(
        "4 glow damage", "4 fier damage")
    found = [d for d in read_text("sparkbug.md", text).diagnostics if d.code == "SB102"]
    assert len(found) == 1 and "fire" in found[0].text("en")


@pytest.mark.parametrize(("text", "names"), [
    ("selects an affinity for one of the following damage types", ("affinity",)),
    ("selects a fire for one of the following damage types", ()),  # known already
    ("choose a type from the following damage types", ()),  # no type of its own
    ("choose a creature within distance and one of the following damage types", ()),
    ("a damage type called Glow and a damage type named glow", ("glow",)),  # once
    ("「光輝」というダメージ種別", ("光輝",)),
    ("damage types are many", ()),
    # (each pattern scans only a text holding its fixed words, in any case)
    ("SELECTS AN AFFINITY FOR ONE OF THE FOLLOWING DAMAGE TYPES", ("affinity",)),
    ("A Damage Type Called Glow", ("glow",)),
    ("selects an affinity for one of the following", ()),  # no damage types
    # (a text of more than ASCII is looked at where its words stand, as `re` would scan it all)
    ("📏 “It selects an affinity for one of the following damage types”", ("affinity",)),
    ("İt selects an affinity for one of the following damage types", ("affinity",)),  # (`İ` lowers to two)
    # a pattern that ignores case takes `ſ` for an `s` and the Kelvin sign for a `k`: found wherever `re` finds it
    ("ſelects a glow for one of the following damage types, or selects an affinity for one of the following damage "
     "types", ("glow", "affinity")),
    ("PIC\u212aS A GLOW FOR ONE OF THE FOLLOWING DAMAGE TYPES, or picks an affinity for one of the following damage "
     "types", ("glow", "affinity")),
])
def test_declarations(text, names):
    assert declared_damage_types(text) == names
