"""Seed 000: a signature ability needs no heroic resource to use (it may spend some to do more, in a Spend
section). A signature ability with a heroic resource cost gets SB153; Malice, the Director's, does not."""

from __future__ import annotations

import pytest

from statblock import parse_text

ABILITY = """---
class: {hero_class}
subtype: {subtype}
---

###### {title}

| **Melee, Strike, Weapon** | **Main action** |
| ------------------------- | --------------: |
| **📏 Melee 1**            | **🎯 One creature** |

**Power Roll + Might:**

- **≤11:** 3 + M damage
- **12-16:** 6 + M damage
- **17+:** 9 + M damage
"""


@pytest.mark.parametrize(("hero_class", "subtype", "title", "warned"), [
    ("fury", "Signature Ability", "Brutal Slam (3 Ferocity)", True),
    ("fury", "Signature Ability", "Brutal Slam (3 猛威)", True),
    ("fury", "Signature Ability", "Brutal Slam", False),
    ("fury", "Heroic Ability", "Brutal Slam (3 Ferocity)", False),
    ("director", "Signature Ability", "Crushing Blow (2 Malice)", False),
], ids=["signature-cost", "signature-cost-ja-resource", "signature-free", "heroic-cost", "malice"])
def test_a_signature_ability_with_a_heroic_resource_cost_is_warned(hero_class, subtype, title, warned):
    result = parse_text(ABILITY.format(hero_class=hero_class, subtype=subtype, title=title), "a.md")
    found = [d for d in result.diagnostics if d.code == "SB153"]
    assert bool(found) is warned
    if warned:
        cost = title[title.index("(") + 1:-1]
        assert found[0].severity.value == "warning" and cost in str(found[0].message)
