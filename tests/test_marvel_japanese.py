"""Japanese card text reads to the structure the same English card reads to (seed 002's Japanese words,
and ours where the seed names none). Every card text here is made up in the printed style."""

from __future__ import annotations

import pytest

from test_marvel_language import read


def keywords(text: str):
    abilities, diagnostics = read(text)
    return [(a.type, [(k.id, k.value, k.per_hero, len(k.names), k.counters is not None) for k in a.keywords])
            for a in abilities], [d.code for d in diagnostics]


# ---- keywords ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("japanese, english", [
    ("チームワーク（[[ホースマン]]）。", "Teamwork ([[Horseman]])."),
    ("チームワーク([[ホースマン]])。", "Teamwork ([[Horseman]])."),
    ("使用回数（3 ウェブカウンター）。", "Uses (3 web counters)."),
    ("使用回数（ウェブカウンター3個）。", "Uses (3 web counters)."),
    ("使用回数(3 ウェブカウンター)。", "Uses (3 web counters)."),
    ("チームアップ（ウルヴァリン と ジュビリー）。", "Team-Up (Wolverine and Jubilee)."),
    ("チームアップ（ウルヴァリンとジュビリー）。", "Team-Up (Wolverine and Jubilee)."),
    ("妨害 2[per_hero]。", "Hinder 2[per_hero]."),
    ("妨害 X[per_hero]。", "Hinder X[per_hero]."),
    ("チームワーク（[[ホースマン]]）。報復 2。オーバーキル。", "Teamwork ([[Horseman]]). Retaliate 2. Overkill."),
    ("必要条件（[energy]）。", "Requirement ([energy])."),
], ids=lambda text: text)
def test_keywords_with_a_value_read_as_the_english(japanese, english):
    found, codes = keywords(japanese)
    assert (found, codes) == keywords(english)
    assert found[0][0] == "keyword"


def test_keyword_values_keep_their_japanese_words():
    (ability,), _ = read("使用回数（ウェブカウンター3個）。チームアップ（ウルヴァリンとジュビリー）。")
    uses, team_up = ability.keywords
    assert (uses.value, uses.counters, team_up.names) == (3, "ウェブ", ("ウルヴァリン", "ジュビリー"))
