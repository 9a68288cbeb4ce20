"""A native block's first line is the ability's name; when it is no name, it is read as what it is and said (SB136).

A file starting with `# Test Strike` (a Markdown heading habit; `#` is a comment in `.ability`) made its
`Keywords: ...` line the name, the keywords lost, with no word; a blank line inside an ability made a
second ability named `Power Roll + Might:` in silence.
"""

from __future__ import annotations

import pytest

from statblock import parse_text

TIERS = "≤11: 3 + M damage\n12-16: 5 + M damage\n17+: 7 + M damage\n"


def _read(text: str):
    result = parse_text(text, "t.ability")
    return result.abilities, [d for d in result.diagnostics if d.code == "SB136"]


def test_a_comment_then_header_fields_keeps_every_field():
    abilities, said = _read("# Test Strike\nKeywords: Melee, Strike, Weapon\nType: Main action\nDistance: Melee 1\n"
                            "Target: One creature\nPower roll + Might:\n" + TIERS)
    (ability,) = abilities
    assert list(ability.keyword_labels) == ["Melee", "Strike", "Weapon"]
    assert ability.action == "main_action"
    assert ability.name == "(unnamed)"
    assert ability.power_roll is not None and len(ability.power_roll.tiers) == 3
    (problem,) = said
    assert problem.severity.value == "error"
    assert (problem.span.line, problem.span.column) == (2, 1)
    assert "`Test Strike` instead of `# Test Strike`" in str(problem.suggestion)


@pytest.mark.parametrize("first", ["Power Roll + Might:", "≤11: 3 damage", "Effect: The target is marked.",
                                   "Distance: Melee 1", "📏 Melee 1 | 🎯 One creature", "キーワード：近接",
                                   "効果：ターゲットは伏せ状態になる。", "keywords: Melee"])
def test_a_block_cut_off_by_a_blank_line_is_said_at_its_first_line(first):
    abilities, said = _read("Slam\nMelee, Strike | Main action\n\n" + first + "\n")
    assert [a.name for a in abilities] == ["Slam", "(unnamed)"]
    (problem,) = said
    assert (problem.span.line, problem.span.column) == (4, 1)
    assert "remove the blank line" in str(problem.suggestion)
    assert first.split(":")[0].split("：")[0].strip("📏 ") in str(problem.message)


def test_the_roll_after_a_blank_line_keeps_its_tiers():
    abilities, said = _read("Slam\nMelee, Strike | Main action\n\nPower Roll + Might:\n" + TIERS)
    assert abilities[0].power_roll is None
    roll = abilities[1].power_roll
    assert roll is not None and [t.number for t in roll.tiers] == [1, 2, 3]
    assert len(said) == 1


@pytest.mark.parametrize("label", ["Name:", "name:", "名前："])
def test_a_name_under_a_label_is_the_name(label):
    abilities, said = _read(f"{label} Slam\nMelee, Strike | Main action\nEffect: The target is marked.\n")
    assert abilities[0].name == "Slam"
    (problem,) = said
    assert problem.severity.value == "warning"
    assert str(problem.suggestion) == "write the name alone: `Slam`"


@pytest.mark.parametrize("name", ["Slam", "Hammer: Redux", "12-16 Blades", "Effect Shield", "Trigger Happy (3 Piety)",
                                  "Power Word Kill", "Tier Breaker", "Distance Runner"])
def test_a_name_is_still_a_name(name):
    abilities, said = _read(f"{name}\nMelee, Strike | Main action\nEffect: The target is marked.\n")
    assert said == []
    assert abilities[0].name == name.replace(" (3 Piety)", "")


@pytest.mark.parametrize("line, name, cost", [
    ("Smite – 3 Piety", "Smite", (3, "piety")), ("Smite - 3 piety", "Smite", (3, "piety")),
    ("Glare — 2 Malice", "Glare", (2, "malice")), ("裁き – 3 信心", "裁き", (3, "piety")),
    ("Blade - Second Form", "Blade - Second Form", None), ("Rush - 5 Gold", "Rush - 5 Gold", None),
    ("Two-Step", "Two-Step", None),
])
def test_a_cost_after_a_spaced_dash_is_the_cost(line, name, cost):
    # `Smite – 3 Piety` was all the name, the cost lost in silence; it is the brackets' `Smite (3 Piety)`
    abilities, _ = _read(f"{line}\nMagic | Main action\nEffect: Hit.\n")
    (ability,) = abilities
    assert ability.name == name
    assert ((ability.cost_amount, ability.cost_resource) if ability.cost_amount is not None else None) == cost


def test_a_dashed_cost_is_written_in_brackets():
    from statblock.rulesets.draw_steel.authoring.format import format_text

    assert format_text("Smite – 3 Piety\nMagic | Main action\nEffect: Hit.\n").text.startswith("Smite (3 Piety)\n")


@pytest.mark.parametrize("line, name, cost", [
    ("Smite [3 Piety]", "Smite", (3, "piety")), ("裁き［信心3］", "裁き", (3, "piety")),
    ("Smite [Piety 3]", "Smite", (3, "piety")), ("Smite [beta]", "Smite [beta]", None),
    ("Smite [3 Gold]", "Smite [3 Gold]", None),
])
def test_a_cost_in_square_brackets_is_the_cost(line, name, cost):
    # `Smite [3 Piety]` was all the name, the cost lost in silence
    abilities, _ = _read(f"{line}\nMagic | Main action\nEffect: Hit.\n")
    (ability,) = abilities
    assert ability.name == name
    assert ((ability.cost_amount, ability.cost_resource) if ability.cost_amount is not None else None) == cost


@pytest.mark.parametrize("line", ["Smite - 3 Pity", "Smite [3 Pity]"])
def test_a_cost_with_its_resource_misspelt_is_said(line):
    # the resource one slip from a known one: read as the cost, and SB107 names the one meant, as for `(3 Pity)`
    result = parse_text(f"{line}\nMagic | Main action\nEffect: Hit.\n", "t.ability")
    assert result.abilities[0].name == "Smite"
    (problem,) = [d for d in result.diagnostics if d.code == "SB107"]
    assert str(problem.suggestion) == "replace `Pity` with `Piety`"


@pytest.mark.parametrize("name", ["Power Roll Mastery", "Power Roll Bonus", "2d10 + 2 Imps Appear"])
def test_a_name_starting_with_the_roll_words_is_a_name(name):
    """`Power Roll Mastery` was the ability's name until SB136 read any first line starting with `Power Roll ` as a
    roll header: the name lost, an error, the action line under it made text. A header reads `+ Might:` or `+ 2`
    after the words, or a colon; other words after them make a name."""
    abilities, said = _read(f"{name}\nMain action\nEffect: The target is marked.\n")
    (ability,) = abilities
    assert ability.name == name and ability.action == "main_action" and ability.power_roll is None
    assert said == []


@pytest.mark.parametrize("hash_line", ["＃ 打撃", "＃メモ：あとで直す"])
def test_a_full_width_hash_is_no_comment_and_is_said(hash_line):
    """`＃ 打撃` (the full-width hash a Japanese input method types) starts no comment: it was the ability's name, with
    no word. It stays the name as written, said with what to write."""
    abilities, said = _read(hash_line + "\n近接、ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n"
                            "パワーロール + 筋力:\n" + TIERS)
    (ability,) = abilities
    assert ability.name == hash_line
    (found,) = said
    assert found.severity.value == "warning" and (found.span.line, found.span.column) == (1, 1)
    assert "「#」" in found.render(False, "ja") and "`#`" in found.render(False, "en")


# (the audit7 session, a Japanese author: ruby typed as web novels and wikis type it, `｜雷鳴《らいめい》`, made the name
# line a header row: the ability nameless, SB136, its cost read as an action type, SB106)
@pytest.mark.parametrize("name", ["｜雷鳴《らいめい》の一撃", "|雷鳴《らいめい》の一撃", "雷鳴の｜一撃《いちげき》"],
                         ids=["full-width", "half-width", "inside"])
def test_a_name_with_ruby_is_the_name(name):
    result = parse_text(f"{name}（信心３）\n魔法、近接、ストライク｜メインアクション\n📏 近接１｜🎯 クリーチャー１体\n"
                        "効果：ターゲットは伏せ状態になる。\n", "t.ability")
    (ability,) = result.abilities
    assert ability.name == name
    assert (ability.cost_amount, ability.cost_resource) == (3, "piety")
    assert ability.action == "main_action"
    assert [d.code for d in result.diagnostics if d.code in ("SB136", "SB106", "SB123")] == []


@pytest.mark.parametrize("first", ["雷鳴｜メインアクション", "Smite | Main action", "雷鳴《らいめい》｜メインアクション"],
                         ids=["ja", "en", "reading-then-bar"])
def test_a_bar_that_opens_no_ruby_is_still_a_row(first):
    _, said = _read(first + "\n")
    assert [d.severity.value for d in said] == ["error"]
