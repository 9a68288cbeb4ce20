"""A state the vocabulary knows (`own_states`: seed 000's winded, unconscious, dying; burning, frozen, ...) is one
condition whatever the language it is said in: `the target is winded (EoT)` and `ターゲットは息切れする (EoT)` compile to
`winded` (were `winded` and `息切れ`), and each card says it in its own language (were `ターゲットは「winded」状態` and
`the target is 息切れ`); both cards read back."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped

PAIRS = [
    ("the target is winded (EoT)", "ターゲットは息切れする (EoT)", "ターゲットは息切れ状態 (EoT)"),
    ("the target is unconscious (save ends)", "ターゲットは意識不明になる (セーヴ終了)", "ターゲットは意識不明状態 (セーヴ終了)"),
    ("the target is burning (EoT)", "ターゲットは燃焼状態 (EoT)", "ターゲットは燃焼状態 (EoT)"),
    ("the mindkiller is frozen (save ends)", "「the mindkiller」は凍結する (セーヴ終了)", "「the mindkiller」は「凍結」状態 (セーヴ終了)"),
    ("M < 2 the target is dying (save ends)", "M < 2、ターゲットは瀕死状態 (セーヴ終了)", "M < 2、ターゲットは瀕死状態 (セーヴ終了)"),
]


@pytest.mark.parametrize("english, japanese, card", PAIRS, ids=["winded", "unconscious", "burning", "named", "potency"])
def test_a_known_state_is_one_condition_in_either_language(english, japanese, card):
    en, en_codes = _compiled(english)
    ja, ja_codes = _compiled(japanese)
    assert en_codes == ja_codes and _dumped(en) == _dumped(ja)
    assert clause_text(en, "ja") == card
    english_card = clause_text(ja, "en")
    assert english_card.isascii(), english_card
    for effects in (en, ja):
        for lang in ("en", "ja"):
            again, codes = _compiled(clause_text(effects, lang))
            assert _dumped(again) == _dumped(effects) and codes == en_codes, clause_text(effects, lang)


def test_a_state_the_vocabulary_does_not_know_keeps_the_authors_word():
    effects, _ = _compiled("ターゲットは帯電状態 (EoT)")
    assert [(e.condition, e.custom) for e in effects] == [("帯電", True)]
    assert clause_text(effects, "ja") == "ターゲットは帯電状態 (EoT)"
