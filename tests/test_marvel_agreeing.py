"""Marvel Champions readings where English and Japanese must agree (the same effects, targets and timing), and the
time they take: time phrases that opened a sentence and were dropped, a Japanese subject before an act the English
reads, a head's words kept in their place, and a pronoun's attacks after many targets that cannot own them. Card texts
made up in the printed style."""

from __future__ import annotations

import pytest

from bounds import time_bound
from test_marvel_japanese_typed import read_as
from test_marvel_leftovers import kinds


# ---- a pronoun's attacks after many targets that cannot own them (`attack_owners.earlier_owners`) ------------------

@pytest.mark.slow   # (a 10,000-clause input, timed: the heavy tier)
def test_pronouns_attacks_after_many_targets_that_cannot_own_them_are_read_in_bounded_time():
    # (each of the pronoun's attacks scanned the whole sentence before for an owner: 10,000 x 10,000 `can_own` calls,
    # over 40 s in each language; now the sentence before's last owner is found once for one and once for many)
    english = ("Action: " + " and ".join(["remove 1 threat from a scheme"] * 10_000) + ". "
               + " and ".join(["its attacks gain ranged"] * 10_000) + ".")
    japanese = ("アクション：" + "スキーム1つから脅威1つを取り除き、" * 9_999 + "スキーム1つから脅威1つを取り除く。"
                + "それの攻撃は遠隔を得て、" * 9_999 + "それの攻撃は遠隔を得る。")
    with time_bound(20):
        assert kinds(english) == kinds(japanese) == [["remove_threat"] * 10_000, ["gain"] * 10_000]


def test_a_pronouns_attacks_take_the_last_owner_of_the_sentence_before_of_their_number():
    # (a scheme cannot own attacks; of the two allies before it, the last of one for `its`, the many for `their`)
    english = ("Action: Ready each ally and ready an ally and remove 1 threat from a scheme. "
               "Its attacks gain ranged and their attacks gain piercing.")
    found, _ = read_as(english)
    (_, _, effects) = found[1]
    assert [(e["target"]["noun"], e["target"]["quantity"]) for e in effects] == [("ally", "a"), ("ally", "each")]
