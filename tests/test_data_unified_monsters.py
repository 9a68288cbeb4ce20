"""Monster text in the Steel Compendium's data-unified layouts: a malice feature written only as `body`,
`intro` and `power_roll` (no `effects` list), a statblock feature whose `effect:` string holds its
`**Trigger:**` and `**Effect:**` lines, the ```ds-sb and ```ds-fb fences of its linked Markdown, a cost
written as a link. Short examples written for these tests, in the layouts' shapes."""

from __future__ import annotations

import json

import pytest
import yaml

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

MALICE = """features:
    - body: Each test goblin [shifts](scc.v1:x/shifting) 2 squares.
      cost: 3 Malice
      name: Test Scurry
    - cost: 5 Malice
      name: Test Quake
      intro: The ground shakes. Each enemy on the ground makes an **Agility test**.
      power_roll:
        tiers:
            high: No effect.
            low: 6 damage; [prone](scc.v1:x/prone)
            mid: 3 damage
    - cost: 7 Malice
      name: Test Curse
      distance: Ranged 5
      target: One creature
      usage: Maneuver
      power_roll:
        formula: + 2
        tiers:
            high: 9 damage; R < 2 proen (save ends)
            low: 3 damage
            mid: 6 damage
      sections:
        - label: Special
          text: A minion can't use this ability.
kind: malice
name: Test Malice
type: featureblock
"""


def _abilities(path: str, text: str) -> list[dict]:
    return [ability_json(a) for a in read_text(path, text).abilities]


def test_a_feature_written_as_body_keeps_its_text():
    """`body:` alone (the data-unified malice features): the feature was read with nothing in it."""
    scurry = _abilities("m.yaml", MALICE)[0]
    assert [s["text"] for s in scurry["sections"]] == ["Each test goblin shifts 2 squares."]


def test_intro_and_tiers_are_the_test_the_intro_names():
    quake = _abilities("m.yaml", MALICE)[1]
    (roll,) = quake["power_rolls"]
    assert roll["characteristics"] == ["agility"]
    assert [[e["kind"] for e in t["effects"]] for t in roll["tiers"]] == [["damage", "condition"], ["damage"], ["none"]]
    assert quake["sections"][0]["text"].startswith("The ground shakes.")


def test_a_formula_is_the_power_roll_and_the_sections_follow():
    curse = _abilities("m.yaml", MALICE)[2]
    assert curse["power_roll"]["bonus"] == 2
    assert [s["label"] for s in curse["sections"]] == ["Special"]


def test_a_slip_in_a_power_roll_tier_points_into_the_yaml():
    (problem,) = read_text("m.yaml", MALICE).diagnostics
    assert problem.code == "SB101" and MALICE[problem.span.start:problem.span.end] == "proen"


@pytest.mark.parametrize("order", [("Effect", "Special"), ("Special", "Effect")], ids=["effect-first", "effect-last"])
def test_an_effect_goes_before_the_tiers_whose_test_it_names(order):
    """`sections:` do not keep the book's order: an Effect goes before the tiers, the other notes after."""
    said = {"Effect": "Each target makes a **Might test**.", "Special": "A minion can't use this ability."}
    text = ("features:\n  - name: Test Heave\n    cost: 3 Malice\n    power_roll:\n      tiers:\n"
            "        low: 8 damage\n        mid: 5 damage\n        high: 2 damage\n    sections:\n"
            + "".join(f"      - label: {label}\n        text: {said[label]}\n" for label in order))
    (heave,) = _abilities("h.yaml", text)
    (roll,) = heave["power_rolls"]
    assert roll["characteristics"] == ["might"]
    assert [s["label"] for s in heave["sections"]] == ["Effect", "Special"]
    assert read_text("h.yaml", text).diagnostics == []  # going down is what a test's tiers do


FEATURE = {
    "features": [{
        "distance": "Ranged 5", "keywords": ["Magic", "Ranged"], "name": "Test Swap", "target": "One ally",
        "usage": "Triggered action", "type": "feature", "feature_type": "ability",
        "effects": [{"effect": "**Trigger:** The target takes damage.\n**Effect:** The test chief and the target "
                               "swap places; M < 2 the attacker is proen (save ends)."}],
    }, {
        "name": "Solo Test", "type": "feature", "feature_type": "trait",
        "effects": [{"effect": "**[End Effect](scc.v1:x/end-effect):** The test chief can take 5 damage to end one "
                               "effect.\n**Solo Turns:** The test chief takes two turns each round."}],
    }],
    "name": "Test Chief", "type": "statblock", "level": 1, "might": 1, "agility": 0, "reason": 0,
    "intuition": 0, "presence": 0, "stamina": "50", "speed": 5, "stability": 0, "free_strike": 2,
    "organization": "Solo",
}


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_bold_labels_in_an_effect_string_are_its_sections(fmt):
    """The Trigger was kept as text inside one section (and SB152 said the triggered action had none)."""
    text = json.dumps(FEATURE, indent=2) if fmt == "json" else _as_yaml(FEATURE)
    result = read_text(f"chief.{fmt}", text)
    swap, solo = (ability_json(a) for a in result.abilities)
    assert swap["trigger"] == "The target takes damage."
    assert [s["label"] for s in swap["sections"]] == ["Effect"]
    assert swap["sections"][0]["text"].startswith("The test chief and the target swap places")
    assert [(s["kind"], s["label"]) for s in solo["sections"]] == [("end_effect", "End Effect"),
                                                                  ("solo_turns", "Solo Turns")]
    assert [d.code for d in result.diagnostics if d.code == "SB152"] == []


def _as_yaml(data: dict) -> str:
    import yaml

    return yaml.safe_dump(data, sort_keys=True, allow_unicode=True, width=1000)


FENCED = """---
name: Test Mole
type: statblock
---

```{fence}
features:
    - ability_type: Signature Ability
      distance: Melee 1
      effects:
        - roll: Power Roll + 2
          tier1: 2 damage
          tier2: 4 damage
          tier3: 5 damage
      keywords: [Melee, Strike, Weapon]
      name: Test Bump
      target: One creature
      usage: Main action
level: 1
name: Test Mole
organization: Minion
stamina: "4"
type: statblock
```
"""


@pytest.mark.parametrize("fence", ["ds-sb", "ds-statblock"])
def test_the_short_fences_of_linked_markdown_hold_a_statblock(fence):
    """```ds-sb (and ```ds-fb for a malice group), as data-unified's md-dse-linked writes them: the file was
    said to hold no ability."""
    result = read_text("mole.md", FENCED.format(fence=fence))
    assert [a.name for a in result.abilities] == ["Test Bump"]
    assert [s.name for s in result.statblocks] == ["Test Mole"]


def test_a_malice_group_in_a_short_fence():
    text = "---\nname: Test Malice\ntype: featureblock\n---\n\n```ds-fb\n" + MALICE + "```\n"
    result = read_text("malice.md", text)
    assert [a.name for a in result.abilities] == ["Test Scurry", "Test Quake", "Test Curse"]
    assert [s.kind for s in result.statblocks] == ["malice_features"]


def test_a_cost_written_as_a_link_is_written_without_it():
    text = ("> 🏹 **Test Shove (3 [Malice](scc.v1:x/malice))**\n>\n> | **Melee** | **Maneuver** |\n> |---|---:|\n"
            "> | **📏 Melee 1** | **🎯 One creature** |\n>\n> **Effect:** Push 1.\n")
    (shove,) = _abilities("shove.md", text)
    assert shove["cost"]["amount"] == 3 and shove["written"]["cost"] == "3 Malice"


@pytest.mark.parametrize("note, before", [
    ("The latest victim falls in.", False), ("A contest of wills follows.", False),
    ("Each target makes a Might test.", True), ("Each target makes two tests.", True),
    ("各ターゲットは筋力のテストを行う。", True), ("最後の犠牲者が落ちる。", False),
], ids=["latest", "contest", "test", "tests", "japanese-test", "japanese-none"])
def test_only_a_section_that_calls_for_a_test_goes_before_its_tiers(note, before):
    """`test` inside another word (`latest`, `contest`) was a call for a test: the note went before the tiers,
    read as the section whose test they are."""
    text = ("features:\n  - name: Test Pit\n    ability_type: Trait\n    power_roll:\n      tiers:\n"
            "        low: 5 damage\n        mid: 3 damage\n        high: no effect\n    sections:\n"
            f"      - label: Effect\n        text: {note}\n")
    from statblock.rulesets.draw_steel.frontends.ds_yaml import read_yaml_file
    from statblock.diagnostics import SourceFile

    (raw,), _ = read_yaml_file(SourceFile("p.yaml", text))
    kinds = [line.kind for line in raw.lines if line.kind in ("labeled", "tier")]
    assert kinds.index("labeled") < kinds.index("tier") if before else kinds[-1] == "labeled"


@pytest.mark.parametrize(("name", "title", "level"), [
    ("Test Malice (Level 4+ Malice Features)", "Test Malice", "4+"),
    ("Test Malice (Malice Features)", "Test Malice", None),
    ("Test Malice", "Test Malice", None),
    ("Test Malice (Old)", "Test Malice (Old)", None),  # brackets that are no malice tag: part of the name
])
def test_a_featureblock_name_with_its_tag_is_the_group_and_its_level(name, title, level):
    """`name: Demon Malice (Level 1+ Malice Features)` in a featureblock's JSON or YAML: the group was named with
    its tag and had no level, where its Markdown twin's heading gives the name and the level."""
    for path, text in (("m.yaml", MALICE.replace("name: Test Malice", f"name: {name}")),
                       ("m.json", json.dumps({"type": "featureblock", "kind": "malice", "name": name,
                                              "features": [{"name": "Test Scurry", "cost": "3 Malice",
                                                            "body": "Each test goblin shifts 2 squares."}]}))):
        (block,) = read_text(path, text).statblocks
        assert (block.name, block.fields.get("level")) == (title, level), path


@pytest.mark.parametrize("kind, name, flavor, groups", [
    ("feature", "Test Stances", "Each round, choose one.", []),
    ("malice", "Test Stances", "Each round, choose one.", [("Test Stances", "malice_features")]),
    (None, "Test Knight Advancement Features", None, []),  # a champion's features by level: no kind, no Malice
    (None, "Test Knight Malice", None, [("Test Knight Malice", "malice_features")]),
    (None, "Test Knight Tricks", "At the start of a test knight's turn, you can spend Malice to activate one.",
     [("Test Knight Tricks", "malice_features")]),
])
def test_a_featureblock_of_another_kind_is_no_malice_group(kind, name, flavor, groups):
    """`kind: feature` (a solo's stances, one chosen each round), or no kind and no word of Malice (a summoner's
    champion's advancement features): each was read as a malice group, its heading `(Malice Features)` on the cards;
    its Markdown twin is no group. Its features are abilities either way."""
    record = {"type": "featureblock", "name": name,
              "features": [{"name": "Test Guard", "icon": "⭐️", "body": "The test knight has damage immunity 2."}]}
    if flavor is not None:
        record["flavor"] = flavor
    if kind is not None:
        record["kind"] = kind
    for path, text in (("s.json", json.dumps(record)), ("s.yaml", json.dumps(record, indent=2))):
        result = read_text(path, text)
        assert [(b.name, b.kind) for b in result.statblocks] == groups, path
        # a group of no malice introduced by its flavor: a feature named after it, its text the introduction
        introduced = [name] if flavor is not None and not groups else []
        assert [a.name for a in result.abilities] == [*introduced, "Test Guard"], path


_STANCES = {"type": "featureblock", "kind": "feature", "name": "Test Stances",
            "flavor": "Each round, the test knight picks one stance below and gains it:",
            "features": [{"name": "Test Guard", "icon": "⭐️", "body": "The test knight has damage immunity 2."},
                         {"name": "Test Rush", "icon": "⭐️", "body": "The test knight gains a +2 bonus to speed."}]}
_STANCES_MD = """---
{front}
---

Each round, the test knight picks one stance below and gains it:

> ⭐️ **Test Guard**
>
> The test knight has damage immunity 2.

> ⭐️ **Test Rush**
>
> The test knight gains a +2 bonus to speed.
"""
_STANCES_HEADED = """###### Test Stances (Test Knight Feature)

Each round, the test knight picks one stance below and gains it:

<!-- -->
> ⭐️ **Test Guard**
>
> The test knight has damage immunity 2.

<!-- -->
> ⭐️ **Test Rush**
>
> The test knight gains a +2 bonus to speed.
"""


@pytest.mark.parametrize("path, text", [
    ("s.json", json.dumps(_STANCES, indent=2)),
    ("s.yaml", json.dumps(_STANCES, indent=2)),
    ("s.md", _STANCES_MD.format(front=yaml.safe_dump(_STANCES, allow_unicode=True).strip())),
    ("s.md", _STANCES_HEADED),
    ("s.md", "```ds-fb\n" + json.dumps(_STANCES, indent=2) + "\n```\n"),
])
def test_a_feature_groups_introduction_is_kept_as_a_feature_named_after_the_group(path, text):
    """A group of features of no malice (`kind: feature`: a solo's stances, one chosen each round) whose introduction
    (`flavor:`, the paragraph before its quoted features, the text under its heading) precedes its features: the
    features were read, the introduction dropped with no word. Now a feature named after the group holds it, first;
    the converted text reads back the same."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text(path, text)
    assert [d.code for d in result.diagnostics] == []
    assert [a.name for a in result.abilities] == ["Test Stances", "Test Guard", "Test Rush"]
    said = ability_json(result.abilities[0])
    assert [s["text"] for s in said["sections"]] == ["Each round, the test knight picks one stance below and gains it:"]
    assert result.statblocks == []
    for lang in ("en", "ja"):
        converted = convert_result(result, "ability", "s.ability", lang=lang)
        back = read_text("s.ability", converted.text)
        assert [a.name for a in back.abilities] == ["Test Stances", "Test Guard", "Test Rush"], lang
        assert "picks one stance below" in converted.text


def test_page_text_over_one_quoted_ability_is_no_group():
    """`#### Test Shove`, the page's words over the one ability they bring in (its header table): no group."""
    text = ("#### Test Shove\n\nA test creature can shove a foe with the following ability.\n\n"
            "> ###### Test Shove\n>\n> | **Melee** | **Maneuver** |\n> |---|---:|\n"
            "> | **📏 Melee 1** | **🎯 One creature** |\n>\n> **Effect:** The target is pushed 1.\n")
    assert [a.name for a in read_text("p.md", text).abilities] == ["Test Shove"]


def _champion_record(usage: str, effect: str) -> dict:
    return {"type": "statblock", "name": "Test Champion", "organization": "Champion", "might": 2,
            "features": [{"feature_type": "ability", "name": "Test Gust", "keywords": ["Area", "Magic"],
                          "distance": "2 burst", "target": "Each enemy in the area", "usage": usage,
                          "effects": [{"effect": effect}]}]}


@pytest.mark.parametrize("path", ["c.json", "c.yaml"])
def test_a_cost_written_as_the_usage_is_the_cost_and_the_line_below_the_action(path):
    """`usage: 1 Eidos` and the effect `**Champion Action**` then `**Effect:** ...` (a champion's advancement
    ability, as its Markdown twin writes `| **Area, Magic** | **1 Eidos** |` then `**Champion Action**`): the cost
    was an unknown action type (SB106) and the action a line of text, where the Markdown read both."""
    record = _champion_record("1 Essence", "**Champion Action**\n**Effect:** Each target is slowed (EoT).")
    result = read_text(path, json.dumps(record, indent=2))
    assert [d.code for d in result.diagnostics if d.code != "SB170"] == []  # (the short statblock's statistics)
    (gust,) = result.abilities
    said = ability_json(gust)
    assert (said["cost"]["amount"], said["cost"]["resource"], said["action"]) == (1, "essence", "champion_action")
    assert [s["label"] for s in said["sections"]] == ["Effect"]


def test_a_usage_that_is_an_action_is_read_as_before():
    record = _champion_record("Main action", "**Champion Action**\n**Effect:** Each target is slowed (EoT).")
    said = ability_json(read_text("c.json", json.dumps(record)).abilities[0])
    assert said["action"] == "main_action" and said["cost"] is None


_CAPTIONED = """> **Level 4 Test Advancement Ability**

> 🗡 **Test Jab (Encounter)**
>
> | **Melee, Strike, Weapon** | **Main action** |
> |---|---:|
> | **📏 Melee 1** | **🎯 One creature** |
>
> **Power Roll + highest characteristic:**
>
> - **≤11:** 3 damage
> - **12-16:** 5 damage
> - **17+:** 7 damage

> **Level 7 Test Advancement Ability**

> ⭐️ **Test Grit**
>
> The test squire has damage immunity 2.
"""


def test_a_caption_over_quoted_features_is_kept_as_their_metadata():
    """`> **Level 4 Test Advancement Ability**` over the quoted ability it names (a retainer's advancement, the level
    it gains the ability at): the caption was dropped with no word. Now each feature after it keeps it as its
    metadata `caption` (until the next caption), and the converted text keeps it."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text("r.md", _CAPTIONED)
    assert [(a.name, dict(a.metadata)) for a in result.abilities] == [
        ("Test Jab", {"caption": "Level 4 Test Advancement Ability"}),
        ("Test Grit", {"caption": "Level 7 Test Advancement Ability"})]
    converted = convert_result(result, "ability", "r.ability").text
    assert "Level 4 Test Advancement Ability" in converted and "Level 7 Test Advancement Ability" in converted


@pytest.mark.parametrize("path", ["r.yaml", "r.json"])
def test_a_listed_features_level_is_kept_as_its_metadata(path):
    """`level: 4` on a feature of a featureblock's list (the YAML/JSON twin of the caption): dropped with no word;
    now its metadata `level`."""
    record = {"type": "featureblock", "name": "Test Squire Advancement Features",
              "features": [{"name": "Test Grit", "level": 4, "body": "The test squire has damage immunity 2."}]}
    (grit,) = read_text(path, json.dumps(record, indent=2)).abilities
    assert grit.metadata.get("level") == "4"


@pytest.mark.parametrize("path, text", [
    ("g.md", "---\nname: Test Squire Advancement Features\ntype: featureblock\n---\n\n" + _CAPTIONED),
    ("g.json", json.dumps({"type": "featureblock", "name": "Test Squire Advancement Features", "features": [
        {"name": "Test Jab", "level": 4, "body": "The squire jabs."},
        {"name": "Test Grit", "level": 7, "body": "The test squire has damage immunity 2."}]})),
])
def test_a_group_of_no_malice_keeps_its_name_on_its_features(path, text):
    """A retainer's `Test Squire Advancement Features` (a featureblock of no malice, no introduction): its name was
    read by no reader (no group, no feature holds it). Now each of its features keeps it as its metadata `group`,
    in every form alike."""
    abilities = read_text(path, text).abilities
    assert [(a.name, a.metadata.get("group")) for a in abilities] == [
        ("Test Jab", "Test Squire Advancement Features"), ("Test Grit", "Test Squire Advancement Features")]


def test_json_that_escapes_a_character_past_ffff_reads_as_the_same_json_unescaped():
    """`"\\ud83c\\udf00"` (JSON's escape of one character past U+FFFF as its two UTF-16 halves, what an encoder that
    keeps to ASCII writes) was a false SB004 error, the whole valid file unread: libyaml refuses the halves. Now the
    file reads as its unescaped twin does, the character whole, every value where it is written."""
    record = {"type": "featureblock", "kind": "feature", "name": "Test Stances", "flavor": "Pick one — now.",
              "features": [{"name": "Test Guard", "icon": "🌀", "body": "The knight has damage immunity 2. 🌀 Swirl."}]}
    escaped, plain = (read_text("s.json", json.dumps(record, indent=2, ensure_ascii=ascii)) for ascii in (True, False))
    assert [d.code for d in escaped.diagnostics] == [] == [d.code for d in plain.diagnostics]
    assert [ability_json(a)["sections"] for a in escaped.abilities] == [ability_json(a)["sections"] for a in plain.abilities]
    assert ability_json(escaped.abilities[1])["sections"][0]["text"] == "The knight has damage immunity 2. 🌀 Swirl."
    assert (escaped.abilities[1].line, escaped.abilities[1].column) == (plain.abilities[1].line, plain.abilities[1].column)


_COMMENTED = """---
type: featureblock
name: Test Pond Advancement Features
---

> **Level 5 Fixture Advancement Feature**
>
<!-- @type: feature | @id: test-ripple | @level: 5 -->
> ⭐️ **{first}**
>
> {body}

> **Level 9 Fixture Advancement Feature**
>
<!-- @type: feature | @id: test-wave | @level: 9 -->
> ⭐️ **{second}**
>
> {body}
"""


@pytest.mark.parametrize(("first", "second", "body"), [("Test Ripple", "Test Wave", "The pond ripples."),
                                                       ("テスト波紋", "テスト大波", "池が波打つ。")], ids=["en", "ja"])
def test_html_comments_between_a_groups_quotes_are_no_introduction(first, second, body):
    """The summoner's fixtures' advancement features (data-unified md-linked) write an HTML comment before each
    quoted feature: the comments alone were taken for the group's introduction, a feature `Test Pond Advancement
    Features` whose text they were, printed as a card of `@type: feature | @id: …` lines. They are markup: the
    file's other text (kept, not printed), the features each read with its caption."""
    result = read_text("p.md", _COMMENTED.format(first=first, second=second, body=body))
    assert [d.code for d in result.diagnostics] == []
    assert [(a.name, a.metadata.get("caption")) for a in result.abilities] == [
        (first, "Level 5 Fixture Advancement Feature"), (second, "Level 9 Fixture Advancement Feature")]
    from statblock.rulesets.draw_steel.authoring.other_text import passages_json  # noqa: PLC0415

    kept = " ".join(o["text"] for o in passages_json(result))
    assert "@id: test-ripple" in kept and "@id: test-wave" in kept


# a summoner's minion in the data-unified YAML: its keys sorted, so `features:` before `name:`, and `level: 0` for the
# book's `-` (its Markdown twin's table has no level)
_MINION_YAML = ("agility: 0\ncost: 1 essence per minion summoned\nev: \"\"\nfeatures:\n    - effects:\n"
                "        - effect: {trait}\n      feature_type: trait\n      icon: ⭐️\n      name: {trait_name}\n"
                "      type: feature\nfree_strike: 2\nlevel: 0\nmight: 2\nname: {name}\norganization: Minion\n"
                "presence: -1\nreason: -1\nintuition: -1\nrole: Brute\nsize: 1M\nspeed: 5\nstability: 0\nstamina: \"2\"\ntype: statblock\n")
_MINION_WORDS = {"en": dict(name="Test Snarer", trait_name="Test Reach", trait="Its free strikes pull 1."),
                 "ja": dict(name="テストの捕縛者", trait_name="テストの間合い", trait="そのフリー攻撃は1マス引き寄せる。")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_yaml_statblocks_card_comes_before_its_features_and_level_0_is_none(lang):
    """Its features printed before the statblock's card (the cards were in the order of the lines, and `name:` comes
    after `features:`), and its `level: 0` printed `Level 0` where its Markdown twin says `-`: now the statblock's card
    comes first, as in its Markdown twin, and it has no level."""
    from statblock.rulesets import registry
    from statblock.rulesets.registry import CardOptions

    words = _MINION_WORDS[lang]
    result = read_text("minion.yaml", _MINION_YAML.format(**words))
    assert [d.code for d in result.diagnostics] == []
    (statblock,) = result.statblocks
    assert (statblock.level, "level" in statblock.fields) == (None, False)
    text = registry.get(result.ruleset).cards([result], CardOptions("txt", lang)).decode("utf-8")
    assert text.index(words["name"]) < text.index(words["trait_name"])
    assert "Level 0" not in text and "レベル 0" not in text and "レベル0" not in text
