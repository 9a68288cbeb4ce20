"""Nothing lost (issue 12): every power-roll header and tier line is in an ability, or reported.

The layouts that used to lose a power roll without a word are read; a layout
that still cannot be read gets SB124 at each line it loses; and the whole
shared corpus is walked line by line with this module's own idea of what a
tier line, a roll header and an ability heading look like.
"""

from __future__ import annotations

import re

import pytest

from statblock.pipeline import read_text
from conftest import corpus_report

MONSTER_HEAD = """# Test Monster

> 🏹 **Fire and Brimstone (Signature Ability)**
>
> | **Magic, Ranged, Strike** |                 **Main action** |
> | ------------------------- | ------------------------------: |
> | **📏 Ranged 12**          | **🎯 Two creatures or objects** |
>
"""
TIERS = """> - **≤11:** 10 fire damage
> - **12-16:** 15 fire damage
> - **17+:** 18 fire damage
"""

HERO_ABILITY = """###### {name}

| **Melee, Strike, Weapon** | **Main action** |
| --- | ---: |
| **📏 Melee 1** | **🎯 One creature** |

**Power Roll + Might:**

- **≤11:** {low} + M damage
- **12-16:** {mid} + M damage
- **17+:** {high} + M damage
"""


def _read(text: str, name: str = "t.md"):
    result = read_text(name, text)
    return result, [d.code for d in result.diagnostics]


def _tiers(tree) -> list[str]:
    return [t.label.text.rstrip(":") for t in tree.power_roll.tiers] if tree.power_roll else []


def test_a_special_section_between_the_roll_and_its_tiers_keeps_the_tiers_on_the_roll():
    text = MONSTER_HEAD + "> **Power Roll + 3:**\n>\n> **Special:** An edge against burning targets.\n>\n" + TIERS
    result, codes = _read(text)
    (tree,) = result.asts
    assert _tiers(tree) == ["≤11", "12-16", "17+"]
    assert [s.label for s in tree.sections] == ["Special"]
    assert tree.sections[0].roll is None
    assert codes == []


def test_a_test_described_between_the_roll_and_the_tiers_still_takes_them():
    """`makes a Might test` names a test: the tiers after it are the test's (the old reading)."""
    text = MONSTER_HEAD + "> **Effect:** Each target makes a Might test.\n>\n" + TIERS
    result, _ = _read(text)
    (tree,) = result.asts
    assert tree.power_roll is None
    assert tree.sections[0].roll is not None and len(tree.sections[0].roll.tiers) == 3


def test_a_roll_header_before_the_keyword_table_keeps_keywords_distance_and_tiers():
    text = ("# Test Monster\n\n> 🏹 **Fire and Brimstone**\n>\n> **Power Roll + 3:**\n>\n"
            + "\n".join(MONSTER_HEAD.splitlines()[4:7]) + "\n>\n" + TIERS)
    result, codes = _read(text)
    (tree,) = result.asts
    assert [k.text for k in tree.keywords] == ["Magic", "Ranged", "Strike"]
    assert tree.action.text == "Main action"
    assert tree.distance.text == "Ranged 12" and tree.target.text == "Two creatures or objects"
    assert _tiers(tree) == ["≤11", "12-16", "17+"]
    assert tree.power_roll.bonus == 3
    assert codes == []


def test_a_heading_outside_the_quote_names_the_ability_whose_roll_is_quoted():
    text = "# Dynamic Terrain\n\n###### Spike Trap\n\n*Level 1 Trap Defender*\n\n> **Power Roll + 2:**\n>\n" + TIERS
    result, codes = _read(text)
    (tree,) = result.asts
    assert tree.name == "Spike Trap"
    assert _tiers(tree) == ["≤11", "12-16", "17+"]
    assert "SB124" not in codes


def test_abilities_under_an_upgrades_heading_stay_apart():
    named = (HERO_ABILITY.format(name="Brutal Slam", low=3, mid=6, high=9)
             + "\n#### Upgrades\n\nBoth upgrades cost Fury.\n\n"
             + HERO_ABILITY.format(name="Brutal Slam II", low=4, mid=7, high=10).replace("###### ", "**", 1)
             .replace("\n", "**\n", 1)
             + "\n"
             + HERO_ABILITY.format(name="Brutal Slam III", low=5, mid=8, high=11).replace("###### ", "**", 1)
             .replace("\n", "**\n", 1))
    result, codes = _read(named)
    assert [t.name for t in result.asts] == ["Brutal Slam", "Brutal Slam II", "Brutal Slam III"]
    assert all(_tiers(t) == ["≤11", "12-16", "17+"] for t in result.asts)
    low = [t.power_roll.tiers[0].clauses[0].text for t in result.asts]
    assert low == ["3 + M damage", "4 + M damage", "5 + M damage"]
    assert codes == []


def test_a_bold_label_opening_a_quote_is_not_taken_for_a_name():
    result, _ = _read("# Hazards\n\n> **Effect:** The floor is lava.\n")
    assert all(t.name != "Effect:" and t.name != "Effect" for t in result.asts)


@pytest.mark.parametrize("text, lines", [
    # tiers in a table: not a layout the front-end reads, so each row is reported
    (HERO_ABILITY.format(name="Slam", low=3, mid=6, high=9).split("- **")[0]
     + "| Roll | Effect |\n| --- | --- |\n| ≤11 | 3 damage |\n| 12-16 | 6 damage |\n| 17+ | 9 damage |\n",
     [11, 12, 13]),
    # labels the grammar does not take, under no ability (`11 or lower:`, `12 to 16:` are tiers now)
    ("# Notes\n\nSome text.\n\n- <12: 3 damage\n- <17: 5 damage\n- <21: 8 damage\n",
     [5, 6, 7]),
    # a roll header and tiers with no ability name anywhere before them
    ("> **Power Roll + 2:**\n>\n" + TIERS, [1, 3, 4, 5]),
], ids=["table", "loose-labels", "no-name"])
def test_a_line_that_cannot_be_placed_is_reported_where_it_is(text, lines):
    result, _ = _read(text)
    reported = sorted(d.span.line for d in result.diagnostics if d.code == "SB124")
    assert reported == lines
    for d in result.diagnostics:
        if d.code == "SB124":
            assert "not read" in d.text() and "読まれていません" in d.text("ja")


def test_a_dice_table_next_to_no_tier_is_not_taken_for_tiers():
    result, codes = _read("# Loot\n\nRoll a d6:\n\n- 1-2: a copper coin\n- 3-4: a silver coin\n- 5-6: a gem\n",
                          "loot.ability.md")
    assert "SB124" not in codes


def test_a_commented_out_tier_in_a_native_file_is_left_out_on_purpose():
    text = ("Slam\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n"
            "17+: 8 damage\n# ≤11: 2 damage (the old version)\n")
    _, codes = _read(text, "t.ability")
    assert "SB124" not in codes


# ---- the whole shared corpus, line by line --------------------------------------------------------

# This module's own reading of a line, independent of statblock's: after quote and list markers,
# bold and icons, a tier label (≤11, 12-16, 17+ and their spellings) or `Power Roll`.
_OPENING = re.compile(r"^[\s>|]*(?:[-*+]\s+)?(?:\*\*|__)?\s*(?:[^\w\s≤<]\s*)*")
_TIER_LINE = re.compile(r"(?:≤|<=)\s*\d+|\d+\s*[-–]\s*\d+|\d+\s*\+")
_ROLL_LINE = re.compile(r"power roll", re.IGNORECASE)
_HEADING = re.compile(r"^\s*(?:>\s*)*(#{1,6})\s+\S")


def _marked_lines(text: str) -> tuple[set[int], set[int]]:
    tiers, rolls = set(), set()
    for number, line in enumerate(text.split("\n"), 1):
        rest = line[_OPENING.match(line).end():]
        if _ROLL_LINE.match(rest):
            rolls.add(number)
        match = _TIER_LINE.match(rest)
        if match and re.match(r"\s*(?:\*\*|__)?\s*:", rest[match.end():]):
            tiers.add(number)
    return tiers, rolls


def _held(trees) -> tuple[dict[int, str], set[int], set[int]]:
    names, tiers, rolls = {}, set(), set()
    for tree in trees:
        names[tree.name_span.line] = tree.name
        for roll in [tree.power_roll, *(s.roll for s in tree.sections),
                     tree.trigger.roll if tree.trigger else None]:
            if roll is None:
                continue
            rolls.add(roll.span.line)
            tiers.update(t.label.span.line for t in roll.tiers)
    return names, tiers, rolls


@pytest.mark.slow
def test_every_tier_line_roll_header_and_ability_heading_of_the_corpus_is_held(figure):
    report = corpus_report()
    missing: list[str] = []
    counted = {"tier lines": 0, "roll headers": 0, "ability headings": 0}
    for result in report.files:
        if result.source is None or result.path.endswith((".yaml", ".yml")):
            continue
        text = result.source.text
        tiers, rolls = _marked_lines(text)
        names, held_tiers, held_rolls = _held(result.asts)
        explained = {d.span.line for d in result.diagnostics}
        counted["tier lines"] += len(tiers)
        counted["roll headers"] += len(rolls)
        for kind, wanted, held in (("tier", tiers, held_tiers), ("roll", rolls, held_rolls)):
            for number in sorted(wanted - held - explained):
                missing.append(f"{result.path}:{number}: {kind} line not in any ability: "
                               f"{text.splitlines()[number - 1]!r}")
        # an ability heading: a heading whose section, up to the next heading, holds a power roll
        lines = text.split("\n")
        headings = [n for n, line in enumerate(lines, 1) if _HEADING.match(line)]
        for first, after in zip(headings, headings[1:] + [len(lines) + 1]):
            if not any(first < r < after for r in rolls):
                continue
            counted["ability headings"] += 1
            if not any(first <= n < after for n in names):
                missing.append(f"{result.path}:{first}: ability heading with no ability: {lines[first - 1]!r}")
    assert not missing, "\n".join(missing[:40])
    assert not [d for d in report.diagnostics if d.code == "SB124"]
    assert counted["tier lines"] > 3000 and counted["roll headers"] > 800
    figure("lines accounted for on the corpus: " + ", ".join(f"{v} {k}" for k, v in counted.items()))


def test_a_d6_table_in_a_trait_is_labelled_rows_not_tier_lines():
    """`- **1-2 Fire Ray:** …` (a range, then words, then a colon) is a row of a table the trait rolls, not a
    tier line: no wrong-range error, and every row is kept with its label."""
    text = ("> ⭐️ **Eye Rays**\n>\n> At the start of each turn, the eye rolls a d6:\n>\n"
            "> - **1-2 Fire Ray:** The target takes 10 fire damage.\n"
            "> - **3-4 Frost Ray:** The target is slowed (save ends).\n"
            "> - **5-6 Death Ray:** The target takes 15 corruption damage.\n")
    result = read_text("eye.md", text)
    assert [d.code for d in result.diagnostics] == []
    (ability,) = result.abilities
    assert ability.power_roll is None
    assert [s.label for s in ability.sections if s.label] == ["1-2 Fire Ray", "3-4 Frost Ray", "5-6 Death Ray"]
    # a tier line is still one, with or without its colon
    native = read_text("t.ability", "Slam\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 2 damage\n12-16 5 damage\n"
                        "17+: 8 damage; Frightened: see below\n")
    assert [t.number for t in native.abilities[0].power_roll.tiers] == [1, 2, 3]


# a feature record whose `effect:` string holds Markdown: a quoted creature's ability after the effect's words
_QUOTED_ROLL = ("Its creature strikes.\\n\\n>> **Zap**\\n>>\\n>> **Power Roll + 3:**\\n>>\\n"
                ">> - **≤11:** 2 damage\\n>> - **12-16:** 4 damage\\n>> - **17+:** 6 damage")


@pytest.mark.parametrize("path, text", [
    ("f.yaml", 'effects:\n    - effect: "' + _QUOTED_ROLL + '"\nname: Test Caller\ntype: feature\n'),
    ("f.json", '{"effects": [{"effect": "' + _QUOTED_ROLL + '"}], "name": "Test Caller", "type": "feature"}'),
])
def test_an_ability_quoted_in_a_yaml_string_is_read_as_its_markdown_is(path, text):
    """It was kept as lines of text, said (SB124) but not rolled; now the Markdown after the effect's words is read
    as the Markdown front-end reads the same text (the quoted `Zap` and its three tiers), placed in the string."""
    result = read_text(path, text)
    assert [d.code for d in result.diagnostics] == []
    assert [a.name for a in result.abilities] == ["Zap", "Test Caller"]  # (in the order their names are written)
    zap, caller = result.abilities
    assert [[e.amount for e in t.effects] for t in zap.power_roll.tiers] == [[2], [4], [6]]
    assert [s.text for s in caller.sections] == ["Its creature strikes."]
    at = text.index("**Zap**") + 2
    assert (zap.line, zap.column) == (text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at))


def test_tier_keys_and_a_yaml_string_of_prose_say_nothing():
    text = ("effects:\n    - effect: 'A d6 table: 1-2: a coin. Then 12 or more squares.'\n"
            "    - roll: Power Roll + 2\n      tier1: 2 damage\n      tier2: 4 damage\n      tier3: 6 damage\n"
            "name: Test Caller\n")
    assert [d.code for d in read_text("f.yaml", text).diagnostics] == []
