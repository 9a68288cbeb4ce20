"""The Steel Compendium's data-unified `md-dse-linked` layout of a class's abilities and features (YAML front
matter, then a ```` ```ds-feature ```` block per ability, Markdown links in the rules text), read as its other
layouts are. Short examples written for these tests, in the layout's shapes (the Beastheart's book)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

FEATURE = "```ds-feature\n{body}```\n"

SPENT_IN_WORDS = ("name: Test Howl\ntype: feature\nfeature_type: ability\nusage: Maneuver\nkeywords:\n    - Magic\n"
                  "distance: Self\ntarget: Self\neffects:\n"
                  "    - effect: You howl.\n"
                  "    - effect: '{spend}: Each enemy within 2 squares is [taunted](../condition/taunted.md) by you.'\n"
                  "      name: {label}\n")


def _sections(text: str) -> list[tuple]:
    result = read_text("howl.md", text)
    assert result.diagnostics == []
    (ability,) = result.abilities
    return [(s["label"], s["kind"], s["amount"], s["resource"], s["text"]) for s in ability_json(ability)["sections"]]


@pytest.mark.parametrize("spend, amount", [("1 Ferocity", 1), ("2+ Ferocity", 2)], ids=["amount", "open-ended"])
def test_a_spend_named_apart_from_its_amount_is_the_spend_of_that_amount(spend, amount):
    # `name: Spend` over `effect: '1 Ferocity: ...'`: the card printed `Spend: 1 Ferocity: ...`, the cost was none
    body = SPENT_IN_WORDS.format(spend=spend, label="Spend")
    assert _sections(FEATURE.format(body=body))[1] == (
        f"Spend {spend}", "spend", amount, "ferocity", "Each enemy within 2 squares is taunted by you.")


def test_the_same_spend_in_a_yaml_file_reads_alike():
    body = SPENT_IN_WORDS.format(spend="1 Ferocity", label="Spend")
    result = read_text("howl.yaml", body)
    (ability,) = result.abilities
    assert ability_json(ability)["sections"][1]["label"] == "Spend 1 Ferocity"


@pytest.mark.parametrize("spend, label", [
    ("2 allies", "Spend"),            # no heroic resource: not a cost
    ("1 Ferocity", "Effect"),         # a label that takes no amount
    ("1 Ferocity", "Spend 1 Ferocity"),  # the amount already in the label
], ids=["no-resource", "no-amount-label", "amount-in-label"])
def test_other_words_before_a_colon_stay_the_effects(spend, label):
    body = SPENT_IN_WORDS.format(spend=spend, label=label)
    read = read_text("howl.md", FEATURE.format(body=body))
    (ability,) = read.abilities
    (_, section) = ability_json(ability)["sections"]
    assert section["label"] == label and section["text"].startswith(spend + ": ")


CLASS_DOCUMENT = ("---\nname: Test Abilities\ntype: feature\n---\n\nYou learn these.\n\n## Signature Ability\n\n"
                  "Choose one.\n\n### {heading}\n\n*A short story.*\n\n"
                  "| **Melee, Strike, Weapon** | **Main action** |\n|---|---:|\n"
                  "| **📏 Melee 1** | **🎯 One creature** |\n\n"
                  "**Power Roll + Might:**\n\n"
                  "- **≤11:** 2 + M damage\n- **12-16:** 4 + M damage\n- **17+:** 6 + M damage\n")


@pytest.mark.parametrize("heading, name", [
    ('Test Swing {data-scc="mcdm.test.v1/feature.ability.test/test-swing"}', "Test Swing"),
    ("Test Swing {#test-swing .ability}", "Test Swing"),
    ("Test Swing {.ability}", "Test Swing"),
    ("Test Swing (3 Focus) {#swing}", "Test Swing"),
    ("Test Swing {2}", "Test Swing {2}"),       # no attribute list: words as written
    ("Test Swing{#swing}", "Test Swing{#swing}"),  # an attribute list stands after a space
], ids=["data-attribute", "id-and-class", "class", "after-cost", "not-attributes", "no-space"])
def test_a_headings_attribute_list_is_no_part_of_the_abilitys_name(heading, name):
    # the data-unified md-linked class documents: `### Bodyswap {data-scc="..."}` named the ability with the braces
    result = read_text("abilities.md", CLASS_DOCUMENT.format(heading=heading))
    # (the document's own text before its abilities is the feature its front matter names: `test_front_matter_named`)
    intro, ability = result.abilities
    assert (intro.name, [s["text"] for s in ability_json(intro)["sections"]]) == ("Test Abilities", ["You learn these."])
    said = ability_json(ability)
    assert said["name"] == name
    if "(3 Focus)" in heading:  # (a heroic ability under the signature heading: its cost says so)
        assert (said["cost"], said["signature"]) == ({"amount": 3, "resource": "focus", "open_ended": False}, False)
    else:
        assert (said["cost"], said["signature"]) == (None, True)


HEADED_FEATURE = ("name: Test Bond\ntype: feature\nfeature_type: feature\neffects:\n    - effect: |-\n"
                  "        You and your companion are one.\n\n"
                  "        {heading}\n\n"
                  "        Choose one of the following abilities. (*Quick Build:* Test Swing.)\n")


@pytest.mark.parametrize("heading", ["##### 2nd-Level Test Abilities", "#### 2nd-Level Test Abilities ####",
                                     '### 2nd-Level Test Abilities {#test}'],
                         ids=["heading", "closed", "attributes"])
@pytest.mark.parametrize("wrap", [lambda body: FEATURE.format(body=body), lambda body: body], ids=["fenced", "yaml"])
def test_a_heading_in_a_features_text_is_its_words(heading, wrap):
    # a class feature's text in the md-dse-linked layout holds Markdown headings; the card printed `\#\#\#\#\# ...`
    result = read_text("bond.yaml" if wrap(".") == "." else "bond.md", wrap(HEADED_FEATURE.format(heading=heading)))
    assert result.diagnostics == []
    (feature,) = result.abilities
    assert [s["text"] for s in ability_json(feature)["sections"]] == [
        "You and your companion are one.", "2nd-Level Test Abilities",
        "Choose one of the following abilities. (Quick Build: Test Swing.)"]


def test_a_hash_that_opens_no_heading_stays_in_the_words():
    text = FEATURE.format(body=HEADED_FEATURE.format(heading="#1 of the pack: the first to strike."))
    (feature,) = read_text("bond.md", text).abilities
    assert ability_json(feature)["sections"][1]["text"] == "#1 of the pack: the first to strike."


LISTED_FEATURE = ("name: Test Rules\ntype: feature\nfeature_type: feature\neffects:\n    - effect: |-\n"
                  "        - **Companion Death.** A companion can die.\n"
                  "        - **Shared Space:** You can move through each other's spaces.\n\n"
                  "            You share a turn.\n\n"
                  "        * Surges are shared.\n"
                  "        1. First of all.\n")


def test_a_list_item_in_a_features_text_is_its_words():
    # the Companion Rules of the md-dse-linked layout: the card printed `\- Companion Death. ...` for each item
    (feature,) = read_text("rules.md", FEATURE.format(body=LISTED_FEATURE)).abilities
    assert [(s["label"], s["text"]) for s in ability_json(feature)["sections"]] == [
        ("", "Companion Death. A companion can die."),
        ("Shared Space", "You can move through each other's spaces."),
        ("", "You share a turn."),
        ("", "Surges are shared."),
        ("", "1. First of all."),  # (a number is kept, as the Markdown front-end keeps it)
    ]


def test_a_listed_tier_line_in_a_features_text_is_still_said():
    # (a tier line in a string is no tier of the feature: SB124 at it, as before, the bullet or not)
    text = ("name: Test Trap\ntype: feature\nfeature_type: ability\nusage: Main action\neffects:\n    - effect: |-\n"
            "        The trap springs.\n\n        **Power Roll + 2:**\n\n"
            "        - **≤11:** 3 damage\n        - **12-16:** 5 damage\n        - **17+:** 7 damage\n")
    assert [d.code for d in read_text("trap.yaml", text).diagnostics] == ["SB124"] * 3


COMPANION_TABLE = ("---\nname: Test Hound\ntype: feature-group\n---\n\n"
                   "| Animal, Companion | - | Level 1 | - | - |\n|:-:|:-:|:-:|:-:|:-:|\n"
                   "| **1M**<br>Size | **7**<br>Speed | **= yours**<br>Stamina | **1**<br>Stability | "
                   "**1 + M**<br>Free Strike |\n"
                   "| **—**<br>Immunity | **—**<br>Movement | **[Track](../skill/track.md)**<br>Skills | | |\n"
                   "| **+2**<br>Might | **+2**<br>Agility | **-1**<br>Reason | **+2**<br>Intuition | **+1**<br>Presence |\n")


def test_a_statblock_of_no_features_is_no_file_without_abilities(tmp_path, capsys):
    # a beastheart's companion statblock (its table alone): read, yet listed by `check` as a file holding nothing
    import json

    from statblock.cli import main
    from statblock.pipeline import run

    hound, empty = tmp_path / "hound.md", tmp_path / "notes.md"
    hound.write_text(COMPANION_TABLE, encoding="utf-8")
    empty.write_text("# Notes\n\nNothing to read here.\n", encoding="utf-8")
    report = run([str(hound), str(empty)])
    assert [s.name for s in report.statblocks] == ["Test Hound"]
    assert report.files_without_abilities == [str(empty)]
    assert main(["check", "--no-cache", "--format", "json", str(hound), str(empty)]) == 0
    assert json.loads(capsys.readouterr().out)["files_without_abilities"] == [str(empty)]


HEADED_FILE = ("---\nclass: beastheart\nname: Test Ferocity\ntype: feature\n---\n\n"
               "You gain a resource called ferocity.\n\n### Ferocity in Combat\n\n"
               "You gain 1d3 ferocity at the start of each of your turns.\n\n### Ferocity Outside of Combat\n\n"
               "You can't gain ferocity outside of combat.\n")


def test_a_feature_file_of_paragraphs_under_headings_is_the_feature():
    # the md-linked `Ferocity` class feature: no ability was found in it, where its ds-feature twin is the feature
    result = read_text("ferocity.md", HEADED_FILE)
    assert result.diagnostics == []
    (feature,) = result.abilities
    said = ability_json(feature)
    assert said["name"] == "Test Ferocity"
    assert [s["text"] for s in said["sections"]] == [
        "You gain a resource called ferocity.", "Ferocity in Combat",
        "You gain 1d3 ferocity at the start of each of your turns.", "Ferocity Outside of Combat",
        "You can't gain ferocity outside of combat."]


def test_a_file_of_headings_alone_is_no_feature():
    assert read_text("ferocity.md", "---\nname: Test\ntype: feature\n---\n\n### One\n\n### Two\n").abilities == []


COST_DOCUMENT = ("---\nclass: test\nname: {title}\ntype: feature\n---\n\n"
                 "Choose one heroic ability from the following options.\n\n"
                 "## Test Swing {{data-scc=\"mcdm.test.v1/test-swing\"}}\n\n*A short story.*\n\n"
                 "| **Melee, Strike, Weapon** | **Main action** |\n|---|---:|\n"
                 "| **📏 Melee 1** | **🎯 One creature** |\n\n"
                 "**Power Roll + Might:**\n\n"
                 "- **≤11:** 2 + M damage\n- **12-16:** 4 + M damage\n- **17+:** 6 + M damage\n\n"
                 "## Test Cut (2 Focus)\n\n| **Melee, Strike** | **Main action** |\n|---|---:|\n"
                 "| **📏 Melee 1** | **🎯 One creature** |\n\n**Effect:** The target bleeds.\n")


@pytest.mark.parametrize("title, cost, signature", [
    ("7-Ferocity Ability", {"amount": 7, "resource": "ferocity", "open_ended": False}, False),
    ("Signature Ability", None, True),
    ("Test Abilities", None, False),
], ids=["cost", "signature", "other"])
def test_a_documents_title_gives_its_abilities_their_kind(title, cost, signature):
    # the md-linked `7-Ferocity Ability` document: its abilities under no `### 7-Ferocity Ability` heading had no cost
    result = read_text("abilities.md", COST_DOCUMENT.format(title=title))
    assert result.diagnostics == []
    intro, swing, cut = (ability_json(a) for a in result.abilities)
    # (its own text, the feature the document's title names; of no cost and no signature ability: the title's kind
    # is its abilities')
    assert (intro["name"], intro["cost"], intro["signature"]) == (title, None, False)
    assert (swing["name"], swing["cost"], swing["signature"]) == ("Test Swing", cost, signature)
    # (an ability's own cost stays its own)
    assert (cut["name"], cut["cost"]) == ("Test Cut", {"amount": 2, "resource": "focus", "open_ended": False})


TABLED_FEATURE = ("name: Test Nature\ntype: feature\nfeature_type: feature\neffects:\n    - effect: |-\n"
                  "        Your nature grants you a triggered action.\n\n"
                  "        | Nature   | Triggered Action                          |\n"
                  "        |----------|-------------------------------------------|\n"
                  "        | Guardian | [Test Defends](../ability/test-defends.md) |\n"
                  "        | Prowler  | **Test Mist**                             |\n")


@pytest.mark.parametrize("wrap", [lambda body: FEATURE.format(body=body), lambda body: body], ids=["fenced", "yaml"])
def test_a_table_in_a_features_text_is_its_cells(wrap):
    # the Wild Nature Triggered Action of the md-dse layout: the card printed each line with its pipes, and the
    # delimiter row of dashes; now each row's cells, as the Markdown front-end reads a table that is no header
    result = read_text("nature.yaml" if wrap(".") == "." else "nature.md", wrap(TABLED_FEATURE))
    assert result.diagnostics == []
    (feature,) = result.abilities
    assert [s["text"] for s in ability_json(feature)["sections"]] == [
        "Your nature grants you a triggered action.", "Nature | Triggered Action",
        "Guardian | Test Defends", "Prowler | Test Mist"]
