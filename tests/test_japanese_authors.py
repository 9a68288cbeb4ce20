"""Abilities as a Japanese author writes them (the second probe of Japanese-native input): full-width
typing, the seeds' words, and the places where an English card or a statblock met Japanese text."""

from __future__ import annotations

import pytest

from statblock import parse_text


def compile_one(text: str):
    result = parse_text(text)
    assert len(result.abilities) == 1, [d.text() for d in result.diagnostics]
    return result.abilities[0], result.diagnostics


def _ability(tiers: str, header: str = "パワーロール＋判断力：") -> str:
    return f"光の楔（３ 信心）\n魔法、遠距離、ストライク｜メインアクション\n📏 遠距離 １０｜🎯 １体のクリーチャー\n{header}\n{tiers}\n"


# ---- tier labels typed in full width --------------------------------------------------------------

@pytest.mark.parametrize("middle", ["１２－１６：", "12－16:", "12−16:", "１２〜１６："])
@pytest.mark.parametrize("low", ["≤１１：", "＜＝１１：", "11以下:"])
def test_a_full_width_tier_label_is_a_tier(low, middle):
    """`１２－１６` is typed with the full-width hyphen-minus (U+FF0D) of a Japanese keyboard, `12−16`
    with a minus sign; both are the seed's `12-16` (was: a section named `１２－１６`, and the 17+ line
    a test of its own in it)."""
    ability, diagnostics = compile_one(_ability(f"{low}３ 聖なるダメージ\n{middle}６ 聖なるダメージ\n１７＋：９ 聖なるダメージ"))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert [t.number for t in ability.power_roll.tiers] == [1, 2, 3]
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [3, 6, 9]
    assert not ability.sections
