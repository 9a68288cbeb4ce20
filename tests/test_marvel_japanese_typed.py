"""Japanese effect sentences as a player types them read to the JSON the same English card reads to (they were text,
said as MC125 at most). Card texts made up in the printed style."""

from __future__ import annotations

import pytest

from test_marvel_japanese import effects_json


def read_as(text: str):
    """`effects_json` of `text`, a counter's name only said to be there (the Japanese one stays Japanese: `ウェブ`)."""
    found, codes = effects_json(text)
    return [(optional, then, [{**e, "counters": e["counters"] is not None} for e in effects])
            for optional, then, effects in found], codes

# ---- a count between the noun and を (`カード2枚を引く`) ------------------------------------------------------

COUNTED = [
    ("アクション：カード2枚を引く。", "Action: Draw 2 cards."),
    ("アクション：カード 2 枚を引く。", "Action: Draw 2 cards."),
    ("アクション：各プレイヤーはカード1枚を引く。", "Action: Each player draws 1 card."),
    ("アクション：スキーム1つから脅威2つを取り除く。", "Action: Remove 2 threat from a scheme."),
    ("アクション：メイン計画に脅威1つを置く。", "Action: Place 1 threat on the main scheme."),
    ("アクション：[energy]リソース1つを生み出す。", "Action: Generate 1 [energy] resource."),
    ("アクション：このカードにウェブカウンター2個を置く。", "Action: Place 2 web counters on this card."),
    ("アクション：敵1体にダメージ3を与える。", "Action: Deal 3 damage to an enemy."),
]


@pytest.mark.parametrize("japanese, english", COUNTED, ids=[j for j, _ in COUNTED])
def test_a_count_between_the_noun_and_its_particle_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert all(e["kind"] != "text" and e["amount"] is not None for _, _, effects in found[0] for e in effects)


def test_two_amounts_of_one_noun_stay_text():
    # `2カード3枚を引く`: two amounts, which is meant is not said: no amount is guessed
    ((_, _, (effect,)),), _ = effects_json("アクション：2カード3枚を引く。")
    assert effect["kind"] == "text"
