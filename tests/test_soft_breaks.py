"""A Japanese sentence broken across lines is joined as Markdown shows it: no space between two Japanese characters
(`…終了時まで` / `減速状態になる。` was `…まで 減速状態になる。`, a space the author never wrote), a space elsewhere
(English lines, a Latin word beside a Japanese one). One rule (`statblock.soft_breaks`), every front-end that joins a
paragraph's lines: Draw Steel's Markdown and native tiers, SBH's Markdown words, Marvel's native lines. And a
statblock's `サイズ：１M` is `1M` in the JSON (as the English gives it), the written form kept where cards print it."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json, statblock_json
from statblock.soft_breaks import joins_close, soft_join_text


@pytest.mark.parametrize("before, after, close", [
    ("終了時まで", "減速状態になる。", True),
    ("ターゲットに", "「伏せ」", True),
    ("（筋力）", "１M", True),
    ("until the end of the", "encounter.", False),
    ("ターゲットに", "2 damage", False),
    ("damage,", "ターゲット", False),
    ("ターゲットに\u3000", "伏せ", False),
    ("", "伏せ", False),
])
def test_the_rule(before, after, close):
    assert joins_close(before, after) is close
    assert soft_join_text([before, after]) == (before + after if close or not before else f"{before} {after}")


_MD = ("# テスト\n\n**ブレス**\n\n| 魔法、遠距離 | メインアクション |\n| --- | --- |\n| 📏 遠距離10 | 🎯 クリーチャー1体 |\n\n"
       "**効果：** ターゲットはエンカウント終了時まで\n減速状態になる。\n")
_MD_EN = ("# Test\n\n**Breath**\n\n| Magic, Ranged | Main action |\n| --- | --- |\n| 📏 Ranged 10 | 🎯 One creature |\n\n"
          "**Effect:** The target is slowed until the end of the\nencounter.\n")


@pytest.mark.parametrize("text, said", [
    (_MD, "ターゲットはエンカウント終了時まで減速状態になる。"),
    (_MD_EN, "The target is slowed until the end of the encounter."),
], ids=["ja", "en"])
def test_a_markdown_paragraph_broken_across_lines(text, said):
    (ability,) = read_text("a.md", text).abilities
    assert [s["text"] for s in ability_json(ability)["sections"]] == [said]


@pytest.mark.parametrize("first, second, said", [
    ("11以下: 2ダメージ、ターゲットはエンカウント終了時まで", "減速状態になる", "2ダメージ、ターゲットはエンカウント終了時まで減速状態になる"),
    ("≤11: 2 damage and the target is slowed until the end of", "the encounter",
     "2 damage and the target is slowed until the end of the encounter"),
], ids=["ja", "en"])
def test_a_native_tier_continued_on_an_indented_line(first, second, said):
    text = f"Blast\nMagic | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + Might:\n{first}\n  {second}\n"
    (ability,) = read_text("a.ability", text).abilities
    assert ability_json(ability)["power_roll"]["tiers"][0]["written"]["text"] == said


def test_sbh_markdown_words_over_a_soft_break():
    from statblock.rulesets.sbh.language.markdown import _shown

    assert _shown("**森の**\n守り手") == "森の守り手"
    assert _shown("**Forest**\nKeepers") == "Forest Keepers"


@pytest.mark.parametrize("lang, text, said", [
    ("ja", "サイズ：１M | 速度：６", ("1M", "１M")),
    ("ja", "サイズ：1L | 速度：6", ("1L", "1L")),
    ("en", "Size: 1M | Speed: 6", ("1M", "1M")),
])
def test_a_statblocks_size_is_stored_as_the_english_gives_it(lang, text, said):
    name = "ゴブリン (スタッツ・ブロック)" if lang == "ja" else "Goblin (Statblock)"
    head = "レベル：1 | 役割：ミニオン・ハリアー | EV：3" if lang == "ja" else "Level 1 | Minion Harrier | EV 3"
    read = read_text("g.ability", f"{name}\n{head}\n{text}\n")
    (block,) = read.statblocks
    json = statblock_json(block)
    assert (json["size"], json["fields"]["size"]) == said


@pytest.mark.slow
def test_many_japanese_lines_are_joined_in_linear_time():
    from bounds import time_bound

    lines = "\n".join(["ターゲットは"] * 30_000)
    with time_bound(5):
        read_text("a.md", _MD.replace("ターゲットはエンカウント終了時まで", lines))
