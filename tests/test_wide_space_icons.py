"""A header row's icons with a full-width space around them (`📏　遠距離　10　｜　🎯　1体のクリーチャー`, as a Japanese
IME types the space): the target kept its `🎯`, printed so on the card (`ターゲット: 🎯　1体のクリーチャー`), no word."""

from __future__ import annotations

import pytest

from statblock import parse_text

ROWS = {"ja": "稲妻の槍\n魔法, 遠距離, ストライク | メインアクション\n{row}\nパワーロール + 判断力:\n≤11: 3 ダメージ\n"
              "12-16: 6 ダメージ\n17+: 9 ダメージ\n",
        "en": "Lightning Spear\nMagic, Ranged, Strike | Main action\n{row}\nPower Roll + Intuition:\n≤11: 3 damage\n"
              "12-16: 6 damage\n17+: 9 damage\n"}


@pytest.mark.parametrize(("lang", "row", "target"), [
    ("ja", "📏　遠距離　10　｜　🎯　1体のクリーチャー", "1体のクリーチャー"),
    ("ja", "📏　遠距離 10 |　🎯　1体のクリーチャー　", "1体のクリーチャー"),
    ("en", "📏\u3000Ranged 10 |\u3000🎯\u3000One creature", "One creature"),
])
def test_a_wide_space_around_an_icon_is_no_part_of_the_field(lang, row, target):
    result = parse_text(ROWS[lang].format(row=row), "t.ability")
    (ability,) = result.abilities
    assert ability.target == target
    assert ability.distance["parts"] == [{"kind": "ranged", "size": 10}]
    assert [d.code for d in result.diagnostics] == []
