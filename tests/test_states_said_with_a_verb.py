"""A state of the ability's own said in Japanese with its verb (`燃焼する`, `燃焼状態になる`), as a Draw Steel condition
is (`出血する`: bleeding): the state's word, as `the mindkiller is burning (EoT)` reads in English. `マインドキラーは燃焼する
(EoT)` was a state named `燃焼する`, whose English card (`マインドキラー is 燃焼する (EoT)`) read back as text, and
`マインドキラーは燃焼状態 (EoT)` was text (SB138); `ターゲットは燃焼する (EoT)` was a status named `燃焼する`, where
`ターゲットは燃焼状態 (EoT)` was the state `燃焼`."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped


@pytest.mark.parametrize("clause, state, subject", [
    ("マインドキラーは燃焼する (EoT)", "burning", "マインドキラー"),
    ("マインドキラーは燃焼状態 (EoT)", "burning", "マインドキラー"),
    ("マインドキラーは燃焼状態になる (EoT)", "burning", "マインドキラー"),
    ("ドラゴンは凍結する (セーヴ終了)", "frozen", "ドラゴン"),
    ("ターゲットは燃焼する (EoT)", "burning", None),
    ("1体のターゲットは燃焼する (EoT)", "burning", "one target"),
    # (a state the vocabulary knows is its English name, whatever the language: `own_state_names.py`)
    # the English forms read the same way: the state's words, on whom the sentence names
    ("the mindkiller is burning (EoT)", "burning", "the mindkiller"),
    ("the target is burning (EoT)", "burning", None),
])
def test_a_state_said_with_its_verb_is_the_state_and_its_cards_read_back(clause, state, subject):
    effects, codes = _compiled(clause)
    assert codes == [] and [(e.kind, e.condition, e.custom, e.subject) for e in effects] \
        == [("condition", state, True, subject)]
    for lang in ("en", "ja"):
        card = clause_text(effects, lang)
        again, codes = _compiled(card)
        assert _dumped(again) == _dumped(effects) and codes == [], card


@pytest.mark.parametrize("japanese, english", [
    ("マインドキラーは燃焼する", "the mindkiller is burning"),   # (a state of its own lasts as long as it says: none)
    ("マインドキラーは隠れられる (EoT)", None),                 # (a verb of its own, no noun's state: not so read)
    ("ターゲットは拘束する (EoT)", None),                       # (restrains someone: no state, nor restrained)
])
def test_what_is_no_state_said_with_its_verb_is_not_read_so(japanese, english):
    effects, codes = _compiled(japanese)
    assert not any(e.kind == "condition" and e.condition in ("隠れられ", "拘束", "restrained") for e in effects)
    if english is not None:
        assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]
        assert [e.kind for e in _compiled(english)[0]] == ["text"]


@pytest.mark.parametrize("japanese, english", [
    ("ターゲットは死亡する", "the target dies"),
    ("ターゲットは攻撃する", "the target attacks"),
    ("ターゲットは落下する", "the target falls"),
    ("各敵は後退する", "each enemy retreats"),
])
def test_a_verb_said_with_suru_is_no_state_made_up_of_its_noun(japanese, english):
    # (`死亡する`: the target dies; was a state `死亡` of the ability's own, with no duration and no word said, its
    # English card `the target is 死亡`; now text, said (SB138), as its English form is)
    for clause in (japanese, english):
        effects, codes = _compiled(clause)
        assert [e.kind for e in effects] == ["text"] and codes == ["SB138"], clause


@pytest.mark.parametrize("clause, english", [("ターゲットは移動する (EoT)", "the target moves (EoT)"),
                                             ("ターゲットはシフトする (EoT)", "the target shifts (EoT)")])
def test_a_verb_with_suru_and_a_duration_is_what_the_target_does_not_a_state_of_its_noun(clause, english):
    # (a verb alone with a duration is no state either: kept as written and said, SB138, as `the target dies (EoT)`
    # and its English are (`statuses.a_verb_alone`); it was a status of the ability's own named `移動する`, in silence)
    for said in (clause, english):
        effects, codes = _compiled(said)
        assert [e.kind for e in effects] == ["text"] and codes == ["SB138"], said


def test_a_state_said_with_jotai_needs_no_known_word():
    effects, codes = _compiled("ターゲットは死亡状態 (EoT)")
    assert codes == [] and [(e.kind, e.condition, e.custom) for e in effects] == [("condition", "死亡", True)]
