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


def _yaml_string(markdown: str) -> str:
    """`markdown` as a double-quoted YAML string, as the data-unified YAML writes `content:`."""
    return '"' + markdown.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("📏", "\\U0001F4CF") + '"'


def _block(markdown: str) -> str:
    return "|-\n" + "".join(f"    {line}\n" if line else "\n" for line in markdown.split("\n"))


TITLE = ("*A title.*\n\n**Effect:** You have the following ability.\n\n"
         "##### Test Challenge (5 Wrath)\n\n>\n" + "".join(f"> {line}\n" if line else ">\n" for line in ABILITY.split("\n")))


@pytest.mark.parametrize("style", [_yaml_string, _block], ids=["quoted", "block"])
def test_a_yaml_record_reads_the_abilities_of_its_markdown_content(style):
    text = f"content: {style(TITLE)}\nname: Test Title\ntype: title\n"
    result = read_text("title.yaml", text)
    assert result.diagnostics == []
    (ability,) = result.abilities
    said = ability_json(ability)
    assert (said["name"], said["cost"]["amount"], said["keywords"]) == ("Test Challenge", 5, ["melee", "strike", "weapon"])
    assert [len(t["effects"]) for t in said["power_roll"]["tiers"]] == [1, 1, 1]
    assert said["metadata"]["type"] == "title" and "content" not in said["metadata"]


@pytest.mark.parametrize("style", [_yaml_string, _block], ids=["quoted", "block"])
def test_a_slip_in_the_content_points_into_the_yaml(style):
    text = f"content: {style(TITLE.replace('4 + M damage', '4 + M damage; proen'))}\nname: Test Title\ntype: title\n"
    (problem,) = read_text("title.yaml", text).diagnostics
    assert problem.code == "SB101"
    start = problem.span.start
    assert text[start:start + len("proen")] == "proen"


def test_a_record_with_no_heading_is_named_by_its_name():
    text = f"content: {_block(TREASURE.split('---', 2)[2].strip().format(effect='You make a Presence test:'))}\nname: Test Lamp\ntype: treasure\n"
    (ability,) = read_text("lamp.yaml", text).abilities
    said = ability_json(ability)
    assert said["name"] == "Test Lamp" and said["power_rolls"][0]["characteristics"] == ["presence"]
    assert ability.line == text.split("\n").index("name: Test Lamp") + 1  # named where the name is written


def test_a_kit_record_reads_its_signature_ability():
    body = KIT.format(heading="Signature Ability").split("---", 2)[2].strip()
    (ability,) = read_text("kit.yaml", f"content: {_yaml_string(body)}\nname: Test Kit\ntype: kit\n").abilities
    assert (ability.name, ability.signature) == ("Test Swing", True)


def test_a_record_whose_content_holds_no_ability_holds_none():
    """Was an empty ability named after the record (`Test Perk`, no text): the record's own name and flavor."""
    text = "content: \"You can shift 1 square.\"\nflavor: You shift.\nname: Test Perk\ntype: perk\n"
    result = read_text("perk.yaml", text)
    assert result.abilities == [] and result.diagnostics == []


def test_a_feature_with_effects_is_still_read_as_a_feature():
    text = ("content: \"ignored here\"\nname: Test Strike\nusage: Main action\ndistance: Melee 1\ntarget: One creature\n"
            "effects:\n  - roll: Power Roll + Might\n    tier1: 2 damage\n    tier2: 4 damage\n    tier3: 6 damage\n")
    (ability,) = read_text("f.yaml", text).abilities
    assert ability.name == "Test Strike" and ability.power_roll is not None


FEATURE_BODY = ("*A short story.*\n\n| **Area, Magic** | **Maneuver** |\n|---|---:|\n"
                "| **📏 3 burst** | **🎯 Each enemy in the area** |\n\n"
                "**Effect:** You hum a tune.\n\nEach target is P < AVERAGE slowed (save ends).\n\n"
                "- 1 note: You shift 1 square.\n")
FEATURE_RECORD = ("distance: 3 burst\neffects:\n    - effect: You hum a tune.\n      name: Effect\n"
                  "keywords:\n    - Area\n    - Magic\nmetadata:\n    action_type: Maneuver\n    content: {content}\n"
                  "name: Test Hum\ntarget: Each enemy in the area\ntype: feature\nusage: Maneuver\n")


def test_a_feature_keeping_its_markdown_in_metadata_reads_all_of_it():
    """The data-unified ability records list the first effect only in `effects`; the paragraph and the list item
    after it are in `metadata.content` alone (were lost: the slowed and the shift not read, nothing said)."""
    text = FEATURE_RECORD.format(content=_yaml_string(FEATURE_BODY))
    result = read_text("hum.yaml", text)
    assert result.diagnostics == []
    (ability,) = result.abilities
    said = ability_json(ability)
    assert (said["name"], said["action"], said["keywords"]) == ("Test Hum", "maneuver", ["area", "magic"])
    assert [s["label"] for s in said["sections"]] == ["Effect", "", "1 note"]
    assert "slowed" in said["sections"][1]["text"]
    assert "content" not in said["metadata"]["metadata"] and "effects" not in said["metadata"]


def test_a_slip_in_metadata_content_points_into_the_yaml():
    text = FEATURE_RECORD.format(content=_yaml_string(FEATURE_BODY.replace("Area, Magic", "Area, Magik")))
    (problem,) = read_text("hum.yaml", text).diagnostics
    assert text[problem.span.start:problem.span.end] == "Magik"


def test_metadata_content_with_no_header_rows_leaves_the_effects_read():
    text = FEATURE_RECORD.format(content='"Just a note."')
    (ability,) = read_text("hum.yaml", text).abilities
    assert [s["text"] for s in ability_json(ability)["sections"]] == ["You hum a tune."]


MONSTER_JSON = """{
  "features": [
    {
      "ability_type": "Signature Ability",
      "distance": "Melee 1",
      "effects": [{"roll": "Power Roll + 2", "tier1": "3 damage", "tier2": "5 damage; push 1", "tier3": "7 damage; proen"}],
      "keywords": ["Melee", "Strike", "Weapon"],
      "name": "Test Gore",
      "target": "One creature",
      "type": "feature",
      "usage": "Main action"
    }
  ],
  "agility": 1,
  "free_strike": 2,
  "intuition": 0,
  "level": 1,
  "might": 2,
  "name": "Test Beast",
  "organization": "Minion",
  "presence": 0,
  "reason": -1,
  "role": "Brute",
  "speed": 5,
  "stability": 0,
  "stamina": "5",
  "type": "statblock"
}
"""


def test_draw_steel_json_is_read_as_its_yaml_is():
    """The data-unified `json/` layout: the same records as its YAML; `.json` was left to the other games."""
    result = read_text("beast.json", MONSTER_JSON)
    assert result.ruleset == "draw_steel"
    (ability,) = result.abilities
    said = ability_json(ability)
    assert (said["name"], said["signature"]) == ("Test Gore", True)
    assert [e["kind"] for e in said["power_roll"]["tiers"][1]["effects"]] == ["damage", "forced_move"]
    (statblock,) = result.statblocks
    assert statblock.name == "Test Beast"
    (problem,) = result.diagnostics
    assert problem.code == "SB101" and MONSTER_JSON[problem.span.start:problem.span.end] == "proen"


@pytest.mark.parametrize("text", [
    '[{"code": "01001", "pack_code": "core", "name": "Test Card", "type_code": "hero", "text": "Hi."}]',
    '{"name": "not a game", "items": [1, 2, 3]}',
], ids=["marvelcdb", "other"])
def test_other_json_is_not_taken_for_draw_steel(text):
    assert read_text("x.json", text).ruleset != "draw_steel"


def test_a_json_record_is_known_by_its_id_after_a_long_content():
    """A title's JSON: `content` (here over 4 KB) first, the Steel Compendium id and `type` at the end."""
    import json

    story = "A long story. " * 400
    text = json.dumps({"content": story + "\n\n" + TITLE, "name": "Test Title",
                       "scc": "mcdm.heroes.v1/title/test-title", "type": "title"}, indent=2, ensure_ascii=False)
    result = read_text("title.json", text)
    assert result.ruleset == "draw_steel" and [a.name for a in result.abilities] == ["Test Challenge"]


@pytest.mark.parametrize("effect, tested", [
    ("Each target must make either a **Might test** or an **Agility test**:", ["might", "agility"]),
    ("A creature can make a Reason test or Intuition test as a maneuver:", ["reason", "intuition"]),
    ("You make a Reason test. Then each creature makes an Agility test:", ["agility"]),
], ids=["either-or-bold", "or", "then"])
def test_tests_offered_as_a_choice_are_all_the_rolls_characteristics(effect, tested):
    (ability,) = read_text("t.md", TREASURE.format(effect=effect)).abilities
    assert ability_json(ability)["power_rolls"][0]["characteristics"] == tested


# ---- a sentence over the ability saying it is a signature one (an ancestry's purchased trait) ----------------

TRAIT = "---\nname: Test Folk\ntype: ancestry\n---\n\n### Test Folk Traits\n\n##### {trait} (2 Points)\n\n{lead}\n\n"


def _signatures(text: str) -> list[tuple[str, bool, object]]:
    result = read_text("ancestry.md", text)
    assert result.diagnostics == []
    return [(a["name"], a["signature"], a["tag"]) for a in map(ability_json, result.abilities)]


@pytest.mark.parametrize("lead, signature", [
    ("You have the following signature ability.", True),
    ("Choose one signature ability from the following options.", True),
    ("以下のシグネチャー・アビリティを持つ。", True),
    ("You have the following ability.", False),
    ("Your signature ability deals 2 extra damage.", False),
], ids=["following", "from-the-following", "japanese", "no-signature", "names-one-only"])
def test_a_trait_saying_the_ability_after_it_is_a_signature_one(lead, signature):
    text = TRAIT.format(trait="Roar", lead=lead) + "###### Test Swing\n\n" + ABILITY
    assert _signatures(text) == [("Test Swing", signature, None)]


def test_the_sentence_holds_for_each_ability_under_the_trait_and_not_after_it():
    text = (TRAIT.format(trait="Gift", lead="Choose one signature ability from the following options.")
            + "###### Test Swing\n\n" + ABILITY + "\n###### Test Push\n\n" + ABILITY
            + "\n##### Other Trait (1 Point)\n\n###### Test Pull\n\n" + ABILITY)
    assert [s[:2] for s in _signatures(text)] == [("Test Swing", True), ("Test Push", True), ("Test Pull", False)]


def test_a_signature_trait_heading_is_not_a_signature_ability_heading():
    # `Signature Trait: Shadowmeld` names the ancestry's signature trait; the ability it grants is not one by that
    text = ("---\nname: Test Folk\ntype: ancestry\n---\n\n### Signature Trait: Test Step\n\n"
            "You have the following ability.\n\n###### Test Swing\n\n" + ABILITY)
    assert _signatures(text) == [("Test Swing", False, None)]


def test_a_quoted_ability_after_the_sentence_and_not_one_after_another():
    quoted = "<!-- -->\n" + "\n".join(("> " + line).rstrip() for line in ("###### {}\n\n" + ABILITY).splitlines())
    text = ("---\nname: Test Title\ntype: title\n---\n\n#### Test Title\n\n**Effect:** Choose one:\n\n"
            "- *Swing:* You have the following signature ability.\n\n" + quoted.format("Test Swing")
            + "\n\n- *Push:* You have the following ability.\n\n" + quoted.format("Test Push") + "\n")
    assert [s[:2] for s in _signatures(text)] == [("Test Swing", True), ("Test Push", False)]


def test_an_effects_item_with_an_effect_and_a_roll_keeps_both():
    """The data-unified YAML puts an effect written before the roll in the roll's item (`- effect: ...`, `name:
    Effect`, `roll: Power Roll + 2`, the tiers): the roll was read and the effect dropped, with no word. Both are
    read now, the effect first, as the Markdown of the same ability writes them."""
    item = ("features:\n    - name: Test Toss\n      usage: Maneuver\n      distance: 3 x 1 line within 1\n"
            "      target: Each creature in the area\n      keywords:\n        - Area\n        - Weapon\n"
            "      effects:\n        - effect: The hurled creature lands at the end of the line.\n"
            "          name: Effect\n          roll: Power Roll + 2\n          tier1: 2 damage\n"
            "          tier2: 4 damage\n          tier3: 6 damage\n"
            "name: Test Giant\ntype: statblock\n")
    result = read_text("giant.yaml", item)
    (ability,) = result.abilities
    said = ability_json(ability)
    assert [(s["label"], s["text"]) for s in said["sections"]][0] == (
        "Effect", "The hurled creature lands at the end of the line.")
    (roll,) = said["power_rolls"]
    assert roll["bonus"] == 2 and [t["effects"][0]["amount"] for t in roll["tiers"]] == [2, 4, 6]
    markdown = ("###### Test Giant\n\n> 🔳 **Test Toss**\n>\n> | **Area, Weapon** | **Maneuver** |\n> |---|---:|\n"
                "> | **📏 3 x 1 line within 1** | **🎯 Each creature in the area** |\n>\n"
                "> **Effect:** The hurled creature lands at the end of the line.\n>\n> **Power Roll + 2:**\n>\n"
                "> - **≤11:** 2 damage\n> - **12-16:** 4 damage\n> - **17+:** 6 damage\n")
    (same,) = read_text("giant.md", markdown).abilities
    assert [s["text"] for s in ability_json(same)["sections"]] == [s["text"] for s in said["sections"]]


def _granting(ability: str) -> str:
    """A class feature record that grants an ability: the ability under `ability:`, indented, before the
    feature's own `effects` and `name` (the data-unified layout of a feature that says `You have the following
    ability.`)."""
    inner = "".join("    " + line + "\n" for line in ability.splitlines())
    return ("ability:\n" + inner + "effects:\n    - effect: You have the following ability.\n"
            "name: Test Humming\ntype: feature\n")


@pytest.mark.parametrize("content", [True, False], ids=["content", "fields"])
def test_the_ability_a_feature_grants_under_ability_is_read(content):
    """It was dropped with no word: its keywords, action, distance and text, kept only there."""
    record = FEATURE_RECORD.format(content=_yaml_string(FEATURE_BODY) if content else '"Just a note."')
    text = _granting(record)
    result = read_text("humming.yaml", text)
    assert result.diagnostics == []
    names = [a.name for a in result.abilities]
    assert names == ["Test Hum", "Test Humming"]  # in the order their names are written
    said = ability_json(result.abilities[0])
    assert (said["action"], said["keywords"], said["target"]) == ("maneuver", ["area", "magic"],
                                                                  "Each enemy in the area")
    assert "ability" not in said["metadata"]
    if content:  # the paragraph after the effect, in the Markdown alone
        assert "slowed" in " ".join(s["text"] for s in said["sections"])


def test_a_nameless_ability_key_is_no_ability():
    text = "ability:\n    note: none\neffects:\n    - effect: You have the following ability.\nname: Test Humming\n"
    assert [a.name for a in read_text("humming.yaml", text).abilities] == ["Test Humming"]
