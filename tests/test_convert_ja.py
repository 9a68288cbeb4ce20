"""`statblock convert --lang`: the structured parts in Japanese (or back in English), meaning unchanged."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text


@pytest.mark.parametrize(("text", "label", "kind", "amount", "resource"), [
    ("消費 2 信心: もう一度。", "消費 2 信心", "spend", 2, "piety"),
    ("持続 1: 続く。", "持続 1", "persistent", 1, None),
    ("消費 1+ 真髄: 一体ごとに。", "消費 1+ 真髄", "spend", 1, "essence"),
    ("2 悪意: 追加。", "2 悪意", "spend", 2, "malice"),
], ids=["spend", "persistent", "spend-open", "malice"])
def test_japanese_section_labels_with_an_amount(text, label, kind, amount, resource):
    source = f"技\n近接 | メインアクション\n効果: 何か。\n{text}\n"
    (ability,) = read_text("x.ability", source).abilities
    section = ability.sections[-1]
    assert (section.label, section.kind, section.amount, section.resource) == (label, kind, amount, resource)


def test_japanese_signature_with_a_tag():
    (ability,) = read_text("x.ability", "技 (シグネチャー 2)\n近接 | メインアクション\n").abilities
    assert ability.signature and ability.tag == "2"
