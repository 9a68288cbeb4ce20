"""A status of the targets said with no duration, then `and` and another sentence of theirs that has one: `the target
can't hide, and the target is slowed (EoT)` was text (SB138: a status needs a duration), while `the target is slowed,
and the target can't hide (EoT)` and `the target can't hide and is slowed (EoT)` were read. The duration at the end
ends the whole effect (seed 000, `shared_duration.py`): can't hide and slowed, each (EoT). The Japanese
`ターゲットは隠れられず、ターゲットは減速 (EoT)` (`隠れられず`: `隠れられない` joined to what follows) was a status named
`隠れられず` that lasted no while; it reads as the English now."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped

WHOLE = "the target can't hide and is slowed (EoT)"


@pytest.mark.parametrize("clause", [
    "the target can't hide, and the target is slowed (EoT)",
    "the target can't hide and the target is slowed (EoT)",
    "ターゲットは隠れられず、ターゲットは減速 (EoT)",
])
def test_a_status_then_a_sentence_of_the_targets_shares_its_duration(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and _dumped(effects) == _dumped(_compiled(WHOLE)[0])
    assert [(e.condition, e.duration.kind) for e in effects] == [("can't hide", "end_of_turn"), ("slowed", "end_of_turn")]
    for lang in ("en", "ja"):
        card = clause_text(effects, lang)
        again, codes = _compiled(card)
        assert _dumped(again) == _dumped(effects) and codes == [], card


@pytest.mark.parametrize("clause, status", [
    ("ターゲットは立ち上がれず、ターゲットは減速 (EoT)", "can't stand"),
])
def test_a_riders_continuative_is_the_rider(clause, status):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.condition for e in effects] == [status, "slowed"]
    assert all(e.duration is not None and e.duration.kind == "end_of_turn" for e in effects)


@pytest.mark.parametrize("clause, code", [
    ("ターゲットは隠れられず", "SB138"),
    # (another creature's sentence after it: whose effects the duration ends is not read, as in English)
    ("ターゲットは隠れられず、あなたは減速 (EoT)", "SB134"),
    ("the target can't hide, and you are slowed (EoT)", "SB134"),
])
def test_no_status_named_by_a_continuative_lasting_no_while(clause, code):
    """`隠れられず` alone, or joined to another creature's sentence, is no status named `隠れられず` (was one, lasting no
    while): kept as written and said, as `the target can't hide` alone is."""
    effects, codes = _compiled(clause)
    assert not any(getattr(e, "condition", None) == "隠れられず" for e in effects)
    assert [e.kind for e in effects] == ["text"] and codes == [code]


@pytest.mark.parametrize("clause, card", [
    ("the target can't stand, and the target is slowed (EoT)", "ターゲットは立ち上がれず、ターゲットは減速 (EoT)"),
    ("ターゲットは立ち上がれず、ターゲットは減速 (EoT)", "ターゲットは立ち上がれず、ターゲットは減速 (EoT)"),
    ("the target can't hide, and the target is slowed (EoT)", "ターゲットは隠れられず、ターゲットは減速 (EoT)"),
    ("the target can't shift and is prone and slowed (save ends)",
     "ターゲットはシフトできず、ターゲットは伏せ、および減速 (セーヴ終了)"),
])
def test_the_japanese_card_of_a_status_then_conditions_says_the_vocabularys_words_and_reads_back(clause, card):
    # (was `ターゲットは立ち上がれない、および減速 (EoT)`, read back as text, and `ターゲットは「can't hide」、および減速 (EoT)`)
    effects, codes = _compiled(clause)
    assert codes == [] and clause_text(effects, "ja") == card
    for lang in ("en", "ja"):
        again, codes = _compiled(clause_text(effects, lang))
        assert _dumped(again) == _dumped(effects) and codes == []
