"""A heroic resource of a class the vocabulary does not know, declared in the file as a class's book declares its
own (`… grants you a Heroic Resource called zeal`, `「熱意」と呼ばれる英雄リソース`): read in that file as a heroic
resource, with no SB107 on its costs and Spend sections, and the same JSON as before; one used without its
declaration is SB107 still, whose help says how to declare it. (Users feed the tool classes it has never seen: a
whole class in one Markdown file says its resource before its abilities.)"""

from __future__ import annotations

import json

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.learned import declared_resources
from statblock.rulesets.draw_steel.serialize import ability_json

_ABILITY = """###### Oath Strike (5 {word})

| **Melee, Strike, Weapon** | **Main action** |
| --- | ---: |
| **📏 Melee 1** | **🎯 One creature** |

**Power Roll + Might:**

- **≤11:** 4 + M damage
- **12-16:** 6 + M damage
- **17+:** 8 + M damage

**Spend 2 {word}:** The target is pushed 2 squares.
"""


def _class_file(declaration: str, word: str = "Zeal") -> str:
    return f"## Warden\n\n### {word}\n\n{declaration}\n\n" + _ABILITY.format(word=word)


@pytest.mark.parametrize("declaration", [
    "Your oath grants you a Heroic Resource called zeal.",
    "Your oath grants you a heroic resource named **Zeal**.",
    "あなたの誓いは「Zeal」と呼ばれる英雄リソースをもたらす。",
])
def test_a_declared_resource_is_read_as_one(declaration):
    result = read_text("warden.md", _class_file(declaration))
    assert [d.code for d in result.diagnostics] == []
    (ability,) = result.abilities
    assert ability.cost_resource == "Zeal" and [s.resource for s in ability.sections if s.kind == "spend"] == ["Zeal"]


def test_the_json_is_the_same_declared_or_not():
    declared = read_text("warden.md", _class_file("It grants you a Heroic Resource called zeal."))
    undeclared = read_text("warden.md", _class_file("It grants you a reason to fight."))
    assert json.dumps(ability_json(declared.abilities[0])) == json.dumps(ability_json(undeclared.abilities[0]))


def test_an_undeclared_resource_is_sb107_with_how_to_declare_it():
    result = read_text("warden.md", _class_file("It grants you a reason to fight."))
    found = [d for d in result.diagnostics if d.code == "SB107"]
    assert len(found) == 2  # the cost and the Spend section
    assert all("a Heroic Resource called Zeal" in d.help("en") for d in found)
    assert all("「Zeal」と呼ばれる英雄リソース" in d.help("ja") for d in found)


def test_a_declaration_holds_in_its_own_file_only():
    read_text("warden.md", _class_file("It grants you a Heroic Resource called zeal."))
    other = read_text("oath.md", _ABILITY.format(word="Zeal"))  # the same words in a file of its own
    assert [d.code for d in other.diagnostics] == ["SB107", "SB107"]


def test_a_misspelt_known_resource_is_still_a_slip():
    """`Pieti` close to Piety: the declaration of another word does not make it right."""
    text = _class_file("It grants you a Heroic Resource called zeal.", "Pieti")
    assert [d.code for d in read_text("warden.md", text).diagnostics] == ["SB107", "SB107"]


@pytest.mark.parametrize(("text", "names"), [
    ("grants you a Heroic Resource called ferocity", ()),  # known already (the beastheart's book)
    ("grants you a Heroic Resource called zeal, and zeal", ("zeal",)),
    ("a heroic resource called Zeal and a Heroic Resource called zeal", ("Zeal",)),  # once
    ("「熱意」という英雄リソース", ("熱意",)),
    ("heroic resources are spent", ()),
    ("GRANTS YOU A HEROIC RESOURCE NAMED ZEAL", ("ZEAL",)),  # (found in any case, kept as written)
    ("「熱意」という英雄リソース", ("熱意",)),
    ("", ()),
    ("⭐️ “It grants you a Heroic Resource called zeal”", ("zeal",)),  # (a text of more than ASCII)
    ("İt grants you a Heroic Resource called zeal", ("zeal",)),
    ("a heroic reſource called zeal, and a heroic resource called fervor", ("zeal", "fervor")),
])
def test_declared_resources(text, names):
    assert declared_resources(text) == names


@pytest.mark.slow
def test_a_long_line_is_read_in_linear_time():
    """A bound against a hang, not a timing (`bounds.py`): 200,000 declarations of one word and as many openings of a
    Japanese bracket (0.2 s of CPU here; a reading that grew with their square would take hours)."""
    from bounds import time_bound

    text = "heroic resource called " * 200_000 + "「" * 200_000
    with time_bound(10):
        assert declared_resources(text) == ("heroic",)


# a name the ruleset already reads where a resource's name goes (`surges`, `Recovery`, `Stamina`, `Might`) was learnt
# as the class's resource, and `you gain 2 surges` then read as 2 of it (resource `Surges`), in silence
@pytest.mark.parametrize("word", ["surges", "recovery", "stamina", "might"])
def test_a_word_the_ruleset_knows_is_never_learnt(word):
    assert declared_resources(f"It grants you a Heroic Resource called {word}.") == ()


def test_gain_surges_stays_surges_beside_a_declaration_of_that_word():
    text = _class_file("It grants you a Heroic Resource called zeal, and a heroic resource called surges.")
    result = read_text("warden.md", text.replace("4 + M damage", "4 + M damage; you gain 2 surges"))
    (ability,) = result.abilities
    changes = [e for e in ability.power_roll.tiers[0].effects if type(e).__name__ == "ResourceChange"]
    assert [c.resource for c in changes] == ["surge"]


def test_an_article_is_no_resource_name():
    assert declared_resources("It grants you a Heroic Resource called the zeal.") == ("zeal",)
