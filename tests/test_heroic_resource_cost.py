"""A title's cost in any class's heroic resource (`(5 Heroic Resource)`, `(5 英雄リソース)`): the cost grammar
takes a one-word resource, so it was a visible tag and no cost. It is a cost of the hero's own heroic
resource (`heroic_resource`), which no class is told is another's (SB150) and no one is told is unknown
(SB107)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json
from statblock.rulesets.draw_steel.vocabulary import resource_classes, vocabulary
from statblock.rulesets.draw_steel.wording import Wording

ABILITY = """\
{front}# Title Gift ({cost})

| **Magic** | **Main action** |
|---|---:|
| **📏 Self** | **🎯 Self** |

**Effect:** You glow.
"""

CLASSES = sorted({name for term in vocabulary().heroic_resources.terms.values() if term.extra.get("hero", True)
                  for name in resource_classes(term)})


def _read(cost: str, hero_class: str | None = None):
    front = f"---\nclass: {hero_class}\n---\n" if hero_class else ""
    result = read_text("t.md", ABILITY.format(front=front, cost=cost))
    (ability,) = result.abilities
    return ability, result.diagnostics


@pytest.mark.parametrize("cost, open_ended", [("5 Heroic Resource", False), ("5 英雄リソース", False),
                                              ("5+ heroic resources", True), ("5 ヒロイック・リソース", False)])
def test_the_words_are_a_cost(cost, open_ended):
    ability, diagnostics = _read(cost)
    assert diagnostics == []
    said = ability_json(ability)
    assert said["cost"] == {"amount": 5, "resource": "heroic_resource", "open_ended": open_ended}
    assert said["tag"] is None
    plus = "+" if open_ended else ""
    assert Wording("en").cost(ability) == f"5{plus} Heroic Resource"
    assert Wording("ja").cost(ability) == f"5{plus} 英雄リソース"


@pytest.mark.parametrize("hero_class", CLASSES)
def test_every_class_may_spend_it(hero_class):
    assert len(CLASSES) >= 9
    ability, diagnostics = _read("5 Heroic Resource", hero_class)
    assert ability_json(ability)["cost"]["resource"] == "heroic_resource"
    assert [d.code for d in diagnostics] == []


def test_another_class_resource_is_still_told():
    _, diagnostics = _read("5 Piety", "fury")
    assert [d.code for d in diagnostics] == ["SB150"]


def test_other_words_after_an_amount_stay_a_tag():
    ability, _ = _read("3 Clarity Points")
    said = ability_json(ability)
    assert said["cost"] is None and said["tag"] == "3 Clarity Points"


@pytest.mark.parametrize("written", ["5 Heroic Resorce", "5 Heroik Resources"])
def test_a_misspelt_heroic_resource_of_several_words_is_told_the_word(written):
    """`(5 Heroic Resorce)` was a tag in silence, where a misspelt one-word resource (`3 Pietty`) is SB107 with
    the word to write: it is SB107 too now, with `Heroic Resource`."""
    result = read_text("t.ability", f"Knightly Title ({written})\nMagic | Main action\n📏 Self | 🎯 Self\n"
                                    "Effect: You stand firm.\n")
    (found,) = result.diagnostics
    assert found.code == "SB107" and "Heroic Resource" in found.render()
