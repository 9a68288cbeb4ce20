"""A third probe of Japanese-native input: what a Japanese homebrew author types that the earlier
probes did not, each compared with its English twin."""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.authoring.format import format_text


def compile_one(text: str):
    result = parse_text(text)
    assert len(result.abilities) == 1, [d.text() for d in result.diagnostics]
    return result.abilities[0], result.diagnostics


def _ability(tiers: str, header: str = "パワーロール＋敏捷力：") -> str:
    return f"影の一撃\n近接、ストライク、武器｜メインアクション\n📏 近接１｜🎯 １体のクリーチャー\n{header}\n{tiers}\n"


@pytest.mark.parametrize("bullet", ["・", "･", "・ ", "● ", "■"])
def test_a_japanese_bullet_before_a_tier_label(bullet):
    """`・≤11：` is how a Japanese list is bulleted (was: SB121 and the three tiers never read)."""
    tiers = "\n".join(f"{bullet}{label}{amount}＋Ａダメージ" for label, amount in
                      (("≤１１：", "２"), ("１２－１６：", "５"), ("１７＋：", "７")))
    ability, diagnostics = compile_one(_ability(tiers))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [2, 5, 7]
    assert [t.range for t in ability.power_roll.tiers] == ["≤１１", "１２－１６", "１７＋"]


_LABELLED = ("猛攻 (5 猛威)\n近接、ストライク、武器｜メインアクション\n📏 近接1｜🎯 1体のクリーチャー\n"
             "パワーロール + 筋力:\n{}: 4 + M ダメージ\n{}: 7 + M ダメージ\n{}: 10 + M ダメージ\n")


@pytest.mark.parametrize("labels", [("ティア1", "ティア2", "ティア3"), ("≤１１", "１２－１６", "１７＋"),
                                    ("＜＝１１", "12〜16", "17以上")])
def test_convert_to_english_writes_the_books_tier_labels(labels):
    """`convert --lang en` of `ティア1:` or `１２－１６:` (was: kept, Japanese or full width in an English file)."""
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.authoring.convert import converted_text
    text = converted_text(read_text("t.ability", _LABELLED.format(*labels)), "ability", "en")
    assert [line.partition(":")[0] for line in text.splitlines()[4:7]] == ["≤11", "12-16", "17+"], text


def test_fmt_writes_a_full_width_range_as_the_book_does_and_keeps_a_named_tier():
    assert [line.partition(":")[0] for line in
            format_text(_LABELLED.format("≤１１", "１２－１６", "１７＋")).text.splitlines()[4:7]] == ["≤11", "12-16", "17+"]
    assert [line.partition(":")[0] for line in
            format_text(_LABELLED.format("ティア1", "ティア2", "ティア3")).text.splitlines()[4:7]] == ["ティア1", "ティア2", "ティア3"]