"""An edge or a bane on the next roll someone makes, said with who makes it after it: `each of you gains an edge on the
next power roll you make` was text (SB138): `make` is the free strike's keyword, never a word of what an edge is on, and
`on your next power roll` alone was read. Now the same scope as that one (the vocabulary's `edge_scopes`), printed as
its first English (`your next power roll`, as `its next strike` is `their next strike`), in Japanese as the seeds say
it (`あなたの次のパワーロール`), and `あなたが行う次のパワーロール` read so too. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

CASES = [
    ("you gain an edge on the next power roll you make", "you gain an edge on your next power roll",
     "あなたは次のパワーロールに有利を得る"),
    ("the target takes a bane on the next strike they make (save ends)",
     "the target takes a bane on their next strike (save ends)", None),
    ("the target has a bane on the next power roll it makes", "the target has a bane on their next power roll", None),
    ("you and one ally within 5 squares can spend a Recovery, and each of you gains an edge on the next power roll you "
     "make", "you and one ally within 5 squares can spend a Recovery, and each of you gains an edge on your next power "
     "roll", None),
    ("あなたはあなたが行う次のパワーロールに有利を得る", "you gain an edge on your next power roll",
     "あなたは次のパワーロールに有利を得る"),
]
IDS = ["you-make", "they-make", "it-makes", "each-of-you", "japanese"]


@pytest.mark.parametrize("clause, english, japanese", CASES, ids=IDS)
def test_the_next_roll_someone_makes_is_the_scope(clause, english, japanese):
    effects = clause_effects(clause)
    assert isinstance(effects[-1], fx.EdgeOrBane)
    assert effects == clause_effects(english)
    if clause.isascii():  # (an English card says a Japanese author's verb in its own words, `take`: not this test's)
        assert clause_text(effects, "en") == english
    assert clause_effects(clause_text(effects, "en")) == effects
    card = clause_text(effects, "ja")
    assert clause_effects(card) == effects
    assert "「" not in card  # (no English quoted on the Japanese card)
    if japanese is not None:
        assert card == japanese


def test_make_still_makes_a_free_strike_after_a_scope():
    effects = clause_effects("the target takes a bane on strikes and makes a free strike")
    assert [type(e) for e in effects] == [fx.EdgeOrBane, fx.FreeStrike]
    assert effects[0].on == "strikes"
