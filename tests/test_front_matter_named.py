"""The newer Steel Compendium hero layout (data-unified): no heading, the ability's name and cost only in the
front matter (`name:`, `cost:`), `subtype: signature` for a signature ability. Its abilities were found in no
file (each power roll and tier line SB124, nothing read)."""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

BODY = ("*A short story.*\n\n"
        "| **Magic, Melee, Strike** | **Main action** |\n|---|---:|\n"
        "| **📏 Melee 1** | **🎯 One creature** |\n\n"
        "**Power Roll + Might:**\n\n"
        "- **≤11:** 2 + M damage\n- **12-16:** 4 + M damage\n- **17+:** 6 + M damage; M < STRONG, prone\n\n"
        "**Effect:** You shift 1 square.\n")


def _file(front: str) -> str:
    return f"---\nclass: fury\n{front}type: ability\n---\n\n" + BODY


@pytest.mark.parametrize("front, name, cost, signature", [
    ("name: Test Bite\n", "Test Bite", None, False),
    ("name: Test Bite\nsubtype: signature\n", "Test Bite", None, True),
    ("cost: 3 Ferocity\nname: Test Bite\n", "Test Bite", {"amount": 3, "resource": "ferocity", "open_ended": False}, False),
    ("name: 'Test Bite!'\n", "Test Bite!", None, False),
    ('name: "Bite \'Em"\n', "Bite 'Em", None, False),
], ids=["plain", "signature", "cost", "single-quoted", "double-quoted"])
def test_the_front_matter_names_an_ability_with_no_heading(front, name, cost, signature):
    result = read_text("t.md", _file(front))
    assert result.diagnostics == []
    (ability,) = result.abilities
    said = ability_json(ability)
    assert (said["name"], said["cost"], said["signature"]) == (name, cost, signature)
    assert [len(t["effects"]) for t in said["power_roll"]["tiers"]] == [1, 1, 2]
    assert [s["kind"] for s in said["sections"]] == ["effect"]


def test_it_reads_as_the_same_ability_under_a_heading():
    named = ability_json(parse_text(_file("cost: 3 Ferocity\nname: Test Bite\n"), "t.md").abilities[0])
    headed = ability_json(parse_text("---\nclass: fury\n---\n\n###### Test Bite (3 Ferocity)\n\n" + BODY,
                                     "t.md").abilities[0])
    for key in ("name", "cost", "keywords", "action", "distance", "target", "power_roll", "sections", "flavor"):
        assert named[key] == headed[key], key


def test_a_slip_in_the_front_matter_cost_points_at_its_line():
    text = _file("cost: 3 Ferocty\nname: Test Bite\n")
    (problem,) = read_text("t.md", text).diagnostics
    assert problem.code == "SB107" and (problem.span.line, problem.span.column) == (3, 9)


def test_without_a_name_the_text_is_still_no_ability():
    result = read_text("t.md", _file(""))
    assert result.abilities == [] and {d.code for d in result.diagnostics} == {"SB124"}


def test_a_heading_still_names_the_ability():
    text = _file("name: Front Name\n").replace("*A short story.*", "###### Heading Name\n\n*A short story.*")
    (ability,) = read_text("t.md", text).abilities
    assert ability.name == "Heading Name"


@pytest.mark.parametrize("kind, extra", [("feature", "level: \"8\"\n"), ("trait", "cost: 1 Point\n")])
def test_a_feature_file_of_text_alone_is_that_feature(kind, extra):
    """A class feature or an ancestry trait that is its text alone (`type: feature`, no header, roll or quote): the
    file was read as holding nothing (its YAML/JSON twin, `effects:` holding the same text, is read as the feature).
    Now it is the feature named by the front matter, its paragraphs its text; a trait's `cost: 1 Point` (ancestry
    points, no heroic resource: was a false SB107) stays in its metadata."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    text = (f"---\n{extra}name: Test Grit\ntype: {kind}\n---\n\nYou ignore the first test damage each round.\n\n"
            "Additionally, your test allies gain a +1 bonus to stability.\n")
    result = read_text("f.md", text)
    assert [d.code for d in result.diagnostics] == []
    (grit,) = result.abilities
    said = ability_json(grit)
    assert (said["name"], said["cost"]) == ("Test Grit", None)
    assert [s["text"] for s in said["sections"]] == ["You ignore the first test damage each round.",
                                                      "Additionally, your test allies gain a +1 bonus to stability."]
    for lang in ("en", "ja"):
        back = read_text("f.ability", convert_result(result, "ability", "f.ability", lang=lang).text)
        assert [a.name for a in back.abilities] == ["Test Grit"] and [d.code for d in back.diagnostics] == []


@pytest.mark.parametrize("body", ["> **Test Box**\n>\n> A sidebar.\n"])
def test_a_feature_file_with_quotes_is_not_read_as_one_feature(body):
    text = f"---\nname: Test Grit\ntype: feature\n---\n\nYou ignore the first test damage.\n\n{body}"
    assert [a.name for a in read_text("f.md", text).abilities] == []


def test_a_feature_file_with_headings_over_its_paragraphs_is_the_feature():
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    # (was: read as holding nothing, as a file with quotes is; a heading over a feature's paragraphs is its text's, as
    # in the feature's ds-feature twin: `tests/test_dse_linked.py`)
    text = "---\nname: Test Grit\ntype: feature\n---\n\nYou ignore the first test damage.\n\n#### Test Rules\n\nSome rules.\n"
    result = read_text("f.md", text)
    (grit,) = result.abilities
    assert [s["text"] for s in ability_json(grit)["sections"]] == [
        "You ignore the first test damage.", "Test Rules", "Some rules."]
    for lang in ("en", "ja"):
        back = read_text("f.ability", convert_result(result, "ability", "f.ability", lang=lang).text)
        assert [a.name for a in back.abilities] == ["Test Grit"] and [d.code for d in back.diagnostics] == []
        assert [s["text"] for s in ability_json(back.abilities[0])["sections"]] == [
            "You ignore the first test damage.", "Test Rules", "Some rules."]


# a class feature's own text, then the ability it gives under a heading; then its champion's statblock
_GIVES = ("---\nname: {name}\ntype: feature\n---\n\n{intro}\n\n- {item}\n\n"
          "## Test Bolt\n\n| **Magic, Ranged** | **Main action** |\n|---|---:|\n| **📏 Ranged 10** | **🎯 One creature** |\n\n"
          "**Effect:** {effect}\n")
_CHAMPION = ("---\nname: {name}\ntype: feature\n---\n\n{intro}\n\n- {item}\n\n### Test Aspect\n\n"
             "| Demon | - | - | Champion | 9 essence for one champion |\n|:-:|:-:|:-:|:-:|:-:|\n"
             "| **2**<br>Size | **5**<br>Speed | **20**<br>Stamina | **2**<br>Stability | **9**<br>Free Strike |\n"
             "| **+2**<br>Might | **+5**<br>Agility | **+5**<br>Reason | **+2**<br>Intuition | **+2**<br>Presence |\n\n"
             "> ⭐️ **Test Strike**\n>\n> {effect}\n")
_WORDS = {"en": dict(name="Test Champion", intro="Your circle adds a champion, with these exceptions:",
                     item="You summon one champion.", effect="The target is slowed."),
          "ja": dict(name="テストの勇者", intro="あなたの円環に勇者が加わる。ただし次の例外がある：",
                     item="勇者は1体だけ召喚できる。", effect="対象は減速状態になる。")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("layout", [_GIVES, _CHAMPION], ids=["ability", "statblock"])
def test_a_feature_file_that_also_gives_abilities_is_that_feature_too(layout, lang):
    """A class feature's own text before the abilities or the statblock it gives (the data-unified md-linked
    `Portfolio Champion`, `Strike for Me`): it stayed the file's other text, on no card and said nowhere (`cards`
    printed the abilities alone). Now it is the feature named by the front matter, before them."""
    from statblock.rulesets.draw_steel.authoring.other_text import other_text

    words = _WORDS[lang]
    result = read_text("f.md", layout.format(**words))
    assert [d.code for d in result.diagnostics] == []
    first, *rest = result.abilities
    assert first.name == words["name"] and rest
    assert [s["text"] for s in ability_json(first)["sections"]] == [words["intro"], words["item"]]
    assert other_text(result) == []
    assert first.line < min(r.line for r in rest)
