"""Two abilities of one name in one file (SB020): a copied block whose name was not changed.

`check` said nothing, and `roll --ability` and `odds --ability` found the first of the two alone, so the second
could never be rolled, with no word; a Japanese author's copy (`荒々しい叩きつけ` twice) was as silent.
"""

from __future__ import annotations

import pytest

from statblock import parse_text

EN = ("Brutal Slam (Signature)\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\n"
      "Power Roll + Might:\n≤11: 3 + M damage\n12-16: 6 + M damage\n17+: 9 + M damage\n\n"
      "{second} (3 Piety)\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 One creature\n"
      "Power Roll + Intuition:\n≤11: 3 + I holy damage\n12-16: 6 + I holy damage\n17+: 9 + I holy damage\n")
JA = ("荒々しい叩きつけ (シグネチャー)\n近接, ストライク, 武器 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャーまたは物体\n"
      "パワーロール + 筋力:\n≤11: 3 + M ダメージ\n12-16: 6 + M ダメージ\n17+: 9 + M ダメージ\n\n"
      "{second} （3 信心）\n魔法, 遠距離, ストライク | メインアクション\n📏 遠距離 10 | 🎯 1体のクリーチャーまたは物体\n"
      "パワーロール + 判断力:\n≤11: 3 + I 聖なるダメージ\n12-16: 6 + I 聖なるダメージ\n17+: 9 + I 聖なるダメージ\n")


def _said(text: str, suffix: str = "ability"):
    result = parse_text(text, "t." + suffix)
    return result, [d for d in result.diagnostics if d.code == "SB020"]


@pytest.mark.parametrize("text, second", [(EN, "Brutal Slam"), (EN, "brutal  slam"), (JA, "荒々しい叩きつけ")])
def test_a_name_given_twice_is_said_at_the_second(text, second):
    result, said = _said(text.format(second=second))
    assert len(result.abilities) == 2  # (both kept, each with what it says)
    (problem,) = said
    assert problem.severity.value == "warning"
    assert (problem.span.line, problem.span.column) == (9, 1)
    assert problem.span.text.startswith(second)
    english, japanese = problem.text("en"), problem.text("ja")
    first = "Brutal Slam" if text is EN else "荒々しい叩きつけ"  # (the first's name, as the line it names writes it)
    assert "line 1" in english and f"`{first}`" in english
    assert "1 行目" in japanese and f"「{first}」" in japanese
    assert not any("a" <= c <= "z" for c in japanese.replace(first, "").replace("roll", "").replace("odds", "")
                   .replace("statblock", "").replace("ability", ""))
    assert "rename" in problem.help("en") and "名前" in problem.help("ja")


@pytest.mark.parametrize(("first", "second"), [("Slam", "slam"), ("Slam", "SLAM"), ("Slam", "Ｓｌａｍ"),
                                               ("スラム", "ｽﾗﾑ"), ("Dragon's Roar", "Dragon’s Roar")])
def test_the_message_quotes_the_first_name_as_it_is_written(first, second):
    # (it quoted the second's: `Slam` then `slam` said "the ability on line 1 is called `slam` too")
    text = EN.replace("Brutal Slam", first).format(second=second)
    (problem,) = _said(text)[1]
    assert f"`{first}`" in problem.text("en") and f"`{second}`" not in problem.text("en")
    assert f"「{first}」" in problem.text("ja") and f"「{second}」" not in problem.text("ja")


@pytest.mark.parametrize("text, second", [(EN, "Judgment's Hammer"), (JA, "裁きの槌")])
def test_two_names_say_nothing(text, second):
    assert _said(text.format(second=second))[1] == []


def test_a_name_given_twice_in_markdown_is_said_too():
    card = ("# Slam\n\n| **Melee, Strike** | **Main action** |\n|---|---|\n| **📏 Melee 1** | **🎯 One creature** |\n\n"
            "**Effect:** The target is pushed {n} square.\n\n")
    text = card.format(n=1) + card.format(n=2)
    result, said = _said(text, "md")
    assert [a.name for a in result.abilities] == ["Slam", "Slam"]
    (problem,) = said
    assert problem.span.line == 9


def test_a_statblocks_features_are_left_to_it():
    # (two monsters of one file may each have a feature of one name; a feature is found with its monster)
    block = ("{name} (Statblock)\nLevel: 1 | Roles: Minion Brute | EV: 3\n"
             "Size: 1S | Speed: 5 | Stamina: 7 | Stability: 0 | Free Strike: 2\n"
             "Might: +2 | Agility: +0 | Reason: -1 | Intuition: +0 | Presence: -1\n\n"
             "⭐️ Crafty\n¶ The goblin doesn't provoke opportunity attacks.\n\n")
    result, said = _said(block.format(name="Goblin A") + block.format(name="Goblin B"))
    assert [len(s.features) for s in result.statblocks] == [1, 1]
    assert said == []


ROLLS = {"en": ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
                "≤11: 3 damage\n12-16: 5 damage\n17+: 9 damage\n\n"
                "Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
                "≤11: 3 damage\n17+: 9 damage\n", "Slam"),
         "ja": ("打撃\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
                "≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 9 ダメージ\n\n"
                "打撃\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
                "≤11: 3 ダメージ\n17+: 9 ダメージ\n", "打撃")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_roll_is_refused_by_the_errors_of_the_one_it_rolls_alone(write, capsys, lang):
    # (the second's missing tier, SB121, refused the first, which has none: `roll` found no way to the first)
    from statblock.cli import main

    from conftest import ROOT

    text, name = ROLLS[lang]
    path = write("two.ability", text)
    hero = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")
    assert main(["roll", path, "--ability", name, "--hero", hero, "--seed", "1", "--lang", lang]) == 0
    out, err = capsys.readouterr()
    assert "SB121" not in err and name in out
    # (an ability of its own name with errors of its own is still refused)
    path = write("one.ability", text[text.index("\n\n") + 2:])
    assert main(["roll", path, "--ability", name, "--hero", hero, "--seed", "1", "--lang", lang]) == 2
    assert "SB121" in capsys.readouterr().err
