"""Abilities listed only in a Markdown file's front matter (`features:`), and the YAML layouts' tier keys.

The Steel Compendium's newer files list their abilities in the front matter (`features:` items of `name`,
`usage`, `keywords`, `distance`, `target`, `intro`, `body`, a `power_roll` of a `formula` and `tiers`
`low`/`mid`/`high`, `sections` of `label`/`text`, `trailing`) and say them again in the body: in
Markdown, which is read, or as an HTML card or a ``ds-fb`` block, which is not. No ability of the latter
was read, and nothing said so. The front matter's list is now read when the body holds no ability, with
the YAML reader, at the values' places; never a second time when the body holds them. A `ds-featureblock`
whose tiers are `t1`..`t3` had no tier read and a valid roll reported (SB121); every YAML layout now reads
`tier1`, `t1` and `low` alike.
"""

from __future__ import annotations

import attrs
import pytest

from statblock.pipeline import read_text

FEATURES_YAML = """features:
    - body: The snare must be cut.
      icon: "\\U0001F300"
      name: Deactivate
    - distance: Melee 0
      icon: ❗️
      keywords:
        - Melee
        - Strike
      name: Yank
      power_roll:
        formula: + 2
        tiers:
            high: 4 damage; A < 2 restrained (save ends)
            low: 2 damage
            mid: 3 damage; A < 1 prone
      sections:
        - label: Effect
          text: The snare resets.
        - label: Trigger
          text: A creature steps in.
      target: The triggering creature
      trailing: |-
        The rope is left behind.

        **Special:** A hidden snare is found with a **Search**.
      usage: Free triggered action
"""
TERRAIN_KEYS = ("flavor: A loop of rope waits.\nlevel: 1\nname: Test Snare\nrole: Ambusher\nstats:\n"
                "    - name: EV\n      value: \"2\"\n    - name: Stamina\n      value: \"3\"\n"
                "    - name: Size\n      value: 1S\nterrain_type: Trap\ntype: dynamic-terrain\n")
# what the same abilities are in the Markdown the front-end reads
MARKDOWN = ("> 🌀 **Deactivate**\n>\n> The snare must be cut.\n\n"
            "> ❗️ **Yank**\n>\n> | **Melee, Strike** | **Free triggered action** |\n> |---|---:|\n"
            "> | **📏 Melee 0** | **🎯 The triggering creature** |\n>\n> **Trigger:** A creature steps in.\n>\n"
            "> **Power Roll + 2:**\n>\n> - **≤11:** 2 damage\n> - **12-16:** 3 damage; A < 1 prone\n"
            "> - **17+:** 4 damage; A < 2 restrained (save ends)\n>\n> **Effect:** The snare resets.\n>\n"
            "> The rope is left behind.\n>\n> **Special:** A hidden snare is found with a **Search**.\n")
HTML = ('<div class="fb-wrap" data-role="ambusher">\n<article class="fb">\n'
        '<h3 class="fb__feat-name">Deactivate</h3>\n<div class="fb__feat-body">The snare must be cut.</div>\n'
        '</article>\n</div>\n')
DS_FB = "```ds-fb\n" + FEATURES_YAML + "name: Test Snare\n```\n"


def terrain_file(body: str) -> str:
    return "---\n" + FEATURES_YAML + TERRAIN_KEYS + "---\n\n# Test Snare\n\n" + body


def placeless(result) -> list:
    """The abilities without their places (and a roll's label without the colon Markdown writes after it)."""
    def roll(r):
        return r and attrs.evolve(r, line=0, column=0, label=r.label.rstrip(":"))
    return [attrs.evolve(a, path="", line=0, column=0, power_roll=roll(a.power_roll)) for a in result.abilities]


@pytest.mark.parametrize("body", [HTML, DS_FB], ids=["html-card", "ds-fb"])
def test_a_body_the_reader_does_not_read_leaves_the_front_matters_list(body):
    listed = read_text("t.md", terrain_file(body))
    written = read_text("t.md", "# Test Snare\n\n" + MARKDOWN)
    assert listed.diagnostics == []
    assert [a.name for a in listed.abilities] == ["Deactivate", "Yank"]
    assert placeless(listed) == placeless(written)  # read as the same text in Markdown is
    (terrain,) = listed.statblocks
    assert terrain.features == ("Deactivate", "Yank")  # its list comes before its `name:`


def test_the_abilities_are_placed_in_the_front_matter():
    text = terrain_file(HTML)
    result = read_text("t.md", text)
    front_lines = text[: text.index("\n---\n")].count("\n") + 1
    for ability in result.abilities:
        line = text.split("\n")[ability.line - 1]
        assert ability.line <= front_lines and line[ability.column - 1:].startswith(ability.name), line
    yank = result.asts[1]
    assert yank.power_roll.tiers[0].text == "2 damage"  # `low`, written after `high`, is the first tier
    assert text[yank.power_roll.tiers[0].span.start:].startswith("low: 2 damage")


def test_a_body_that_holds_the_abilities_is_read_and_the_list_is_not():
    text = terrain_file(MARKDOWN)
    result = read_text("t.md", text)
    assert [a.name for a in result.abilities] == ["Deactivate", "Yank"]
    body_line = text[: text.index("> 🌀")].count("\n") + 1
    assert all(a.line >= body_line for a in result.abilities)


def test_a_malice_group_in_a_ds_fb_block_gives_its_abilities():
    text = ("---\nfeatures:\n    - body: Each goblin shifts 2.\n      cost: 3 Malice\n      name: Scatter\n"
            "kind: malice\nname: Test Malice\ntype: featureblock\n---\n\n```ds-fb\nfeatures:\n"
            "    - body: Each goblin shifts 2.\n      cost: 3 Malice\n      name: Scatter\n```\n")
    result = read_text("t.md", text.replace("kind: malice\n", "flavor: Spend Malice.\nkind: malice\n"))
    (scatter,) = result.abilities
    assert (scatter.name, scatter.cost_amount, scatter.cost_resource) == ("Scatter", 3, "malice")
    # read once, from the ```ds-fb block (a statblock fence of its own since the data-unified monsters round),
    # which the front matter's list repeats
    assert scatter.sections[0].text == "Each goblin shifts 2." and scatter.line == 16
    (group,) = result.statblocks  # named, introduced and holding its features as the front matter says
    assert (group.name, group.kind, group.text, group.features) == \
        ("Test Malice", "malice_features", "Spend Malice.", ("Scatter",))


def test_a_front_matter_without_a_list_gives_no_ability():
    text = "---\nname: Test Snare\nbody: The snare must be cut.\n---\n\n" + HTML
    assert read_text("t.md", text).abilities == []


def test_an_alias_in_the_list_is_reported_once():
    text = ("---\nfeatures:\n    - name: Deactivate\n      body: &cut The snare must be cut.\n"
            "    - name: Activate\n      body: *cut\nname: Test Snare\n---\n\n" + HTML)
    result = read_text("t.md", text)
    assert [d.code for d in result.diagnostics] == ["SB004"]
    assert [a.name for a in result.abilities] == ["Deactivate", "Activate"]


def test_an_old_effects_list_beside_the_new_keys_is_not_read_twice():
    text = ("---\nfeatures:\n    - effects:\n        - roll: Power Roll + 2\n          tier1: 2 damage\n"
            "          tier2: 3 damage\n          tier3: 4 damage\n      name: Jab\n      power_roll:\n"
            "        formula: + 2\n        tiers:\n            high: 4 damage\n            low: 2 damage\n"
            "            mid: 3 damage\n---\n\n" + HTML)
    (jab,) = read_text("t.md", text).asts
    assert [t.text for t in jab.power_roll.tiers] == ["2 damage", "3 damage", "4 damage"] and jab.sections == ()


# ---- tier keys ------------------------------------------------------------------------------------

ROLL = "Power Roll + 2"


@pytest.mark.parametrize("keys", [("tier1", "tier2", "tier3"), ("t1", "t2", "t3"), ("low", "mid", "high")])
def test_every_spelling_of_the_tiers_is_read_in_a_ds_featureblock(keys):
    tiers = "".join(f"        {key}: {n} damage\n" for key, n in reversed(list(zip(keys, (2, 3, 4)))))
    text = ("~~~ds-featureblock\ntype: featureblock\nname: Test Traps\nfeatures:\n  - name: Jab\n"
            f"    effects:\n      - roll: {ROLL}\n{tiers}~~~\n")
    result = read_text("t.md", text)
    assert result.diagnostics == []
    (jab,) = result.asts
    assert [t.text for t in jab.power_roll.tiers] == ["2 damage", "3 damage", "4 damage"]
    first = jab.power_roll.tiers[0]
    assert text[first.label.span.start:].startswith(keys[0] + ": 2 damage")


@pytest.mark.parametrize("keys", [("tier1", "tier2", "tier3"), ("t1", "t2", "t3")])
def test_a_power_rolls_tiers_take_the_other_spellings_too(keys):
    tiers = "".join(f"      {key}: {n} damage\n" for key, n in zip(keys, (2, 3, 4)))
    text = f"name: Jab\npower_roll:\n    formula: + 2\n    tiers:\n{tiers}"
    result = read_text("jab.yaml", text)
    assert result.diagnostics == []
    assert [t.text for t in result.asts[0].power_roll.tiers] == ["2 damage", "3 damage", "4 damage"]


def test_a_japanese_formula_is_labelled_in_japanese():
    text = ("name: 突き\npower_roll:\n    formula: ＋2\n    tiers:\n      low: 2ダメージ\n"
            "      mid: 3ダメージ\n      high: 4ダメージ\n")
    (jab,) = read_text("jab.yaml", text).abilities
    assert jab.power_roll.label.startswith("パワーロール")


def test_converting_keeps_the_lists_icons(tmp_path):
    from statblock.cli import main

    source = tmp_path / "snare.md"
    source.write_text(terrain_file(HTML), encoding="utf-8")
    assert main(["convert", str(source), "--to", "ability", "-o", str(tmp_path / "out")]) == 0
    written = (tmp_path / "out" / "snare.ability").read_text(encoding="utf-8")
    assert "\n🌀 Deactivate\n" in written and "\n❗️ Yank\n" in written


@pytest.mark.parametrize("written, action", [("Free triggered action", "free_triggered_action"), ("feature", None)])
def test_a_features_type_is_its_action_when_it_is_one(written, action):
    """A terrain `ds-featureblock` says a feature's action as its `type` (the action was lost); the
    Draw Steel Elements' `type: feature` is no action."""
    text = ("~~~ds-featureblock\ntype: featureblock\nname: Test Traps\nfeatures:\n  - name: Yank\n"
            f"    type: {written}\n    effects:\n      - effect: The target is pushed 1.\n~~~\n")
    (yank,) = read_text("t.md", text).abilities
    assert yank.action == action


def test_a_group_the_body_names_is_the_group_its_front_matter_lists():
    """A converted malice file keeps its front matter's `features:` and names the group in a heading: it is
    one group (the front matter's list gave a second one, and `convert` said it would change a statblock)."""
    text = ("---\nfeatures:\n    - body: Each goblin shifts 2.\n      cost: 3 Malice\n      name: Scatter\n"
            "flavor: Spend Malice.\nkind: malice\nname: Test Malice\ntype: featureblock\n---\n\n"
            "###### Test Malice (Malice Features)\n\nSpend Malice.\n\n> ⭐️ **Scatter (3 Malice)**\n>\n"
            "> Each goblin shifts 2.\n")
    result = read_text("t.md", text)
    (group,) = result.statblocks
    assert (group.name, group.kind, group.features) == ("Test Malice", "malice_features", ("Scatter",))
    assert [a.name for a in result.abilities] == ["Scatter"]
