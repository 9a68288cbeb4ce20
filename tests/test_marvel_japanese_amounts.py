"""Japanese effects that give keywords (`テストヒーローは報復1を得る`, as `Test Hero gains retaliate 1`) and amounts
said with `合計` (`a total of`: the effect's `shared`), `最大` or `まで` (`up to`: its `up_to`) read to the JSON the
same English card reads to (they were text, or an amount without what was said of it). Card texts made up in the
printed style; the keyword names are the vocabulary's Japanese ones."""

from __future__ import annotations

import pytest

from test_marvel_japanese import effects_json
from test_marvel_language import one

JA_NAME = "テストヒーロー"

GIVEN = [
    ("テストヒーローは報復1を得る。", "Test Hero gains retaliate 1."),
    ("テストヒーローは報復 1を得る。", "Test Hero gets retaliate 1."),
    ("テストヒーローは報復１を得る。", "Test Hero gains retaliate 1."),   # a full-width digit
    ("テストヒーローは報復1と不屈を得る。", "Test Hero gains retaliate 1 and stalwart."),
    ("テストヒーローは報復１、不屈、および貫通を得る。", "Test Hero gains retaliate 1, stalwart, and piercing."),
    ("各ミニオンは妨害2[per_hero]とパトロールを得る。", "Each minion gains hinder 2[per_hero] and patrol."),
    ("このカードは扇動1を得る。", "This card gains incite 1."),
    ("テストヒーローはオーバーキルと貫通を得る。", "Test Hero gains overkill and piercing."),
    ("テストヒーローは先制攻撃を得る。", "Test Hero gains quickstrike."),
    ("テストヒーローはガードのキーワードを失う。", "Test Hero loses the guard keyword."),
    ("テストヒーローはガードを失う。", "Test Hero loses guard."),
    ("テストヒーローは報復1を得て、その後、カードを1枚引く。", "Test Hero gains retaliate 1, then draw 1 card."),
    ("アクション：カードを1枚引き、テストヒーローは報復1を得る。", "Action: Draw 1 card and Test Hero gains retaliate 1."),
]


@pytest.mark.parametrize("japanese, english", GIVEN, ids=[j for j, _ in GIVEN])
def test_keywords_a_japanese_effect_gives_read_as_the_english(japanese, english):
    found = effects_json(japanese, name=JA_NAME)
    assert found == effects_json(english)
    assert any(e["keywords"] for _, _, effects in found[0] for e in effects)


# (`報復1と攻撃力+1を得る`, a keyword and a stat: each its own effect, `test_marvel_leftovers.py`)
@pytest.mark.parametrize("japanese", ["アクション：タフ状態を得る。", "テストヒーローは攻撃力+1を得る。",
                                      "テストヒーローはサージ2を得る。"],
                         ids=["tough", "a-stat", "a-number-surge-never-takes"])
def test_a_japanese_object_that_is_no_keyword_list_gives_none(japanese):
    ability, _ = one(japanese, name=JA_NAME)
    assert all(not e.keywords for s in ability.effects for e in s.effects)


AMOUNTS = [
    ("アクション：スキームから合計3脅威を取り除く。", "Action: Remove a total of 3 threat from among schemes.", True, False),
    ("アクション：計画1つから脅威を合計3取り除く。", "Action: Remove a total of 3 threat from a scheme.", True, False),
    ("アクション：計画1つから合計最大5脅威を取り除く。", "Action: Remove a total of up to 5 threat from a scheme.", True, True),
    ("アクション：あなたのヒーローから合計4ダメージを回復する。", "Action: Heal a total of 4 damage from your hero.", True, False),
    ("アクション：各敵に合計4ダメージを与える。", "Action: Deal a total of 4 damage to each enemy.", True, False),
    ("アクション：メイン計画に合計2脅威を置く。", "Action: Place a total of 2 threat on the main scheme.", True, False),
    ("アクション：カードを最大2枚引く。", "Action: Draw up to two cards.", False, True),
    ("アクション：最大2枚のカードを引く。", "Action: Draw up to 2 cards.", False, True),
    ("アクション：カードを2枚まで引く。", "Action: Draw up to 2 cards.", False, True),
    ("アクション：敵1体に最大3ダメージを与える。", "Action: Deal up to 3 damage to an enemy.", False, True),
    ("アクション：あなたのヒーローの体力を最大4回復する。", "Action: Heal up to 4 damage from your hero.", False, True),
    ("アクション：そのダメージのうち最大3を防ぐ。", "Action: Prevent up to 3 of that damage.", False, True),
    ("アクション：そのダメージを3まで防ぐ。", "Action: Prevent up to 3 of that damage.", False, True),
    ("アクション：計画1つから脅威を3取り除く。", "Action: Remove 3 threat from a scheme.", False, False),
]


@pytest.mark.parametrize("japanese, english, shared, up_to", AMOUNTS, ids=[j for j, *_ in AMOUNTS])
def test_japanese_total_and_most_amounts_read_as_the_english(japanese, english, shared, up_to):
    found = effects_json(japanese)
    assert found == effects_json(english)
    ((_, _, (effect,)),), codes = found
    assert (effect.get("shared"), effect.get("up_to"), codes) == (shared or None, up_to or None, [])
