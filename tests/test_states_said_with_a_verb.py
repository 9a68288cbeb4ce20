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
    ("マインドキラーは燃焼する (EoT)", "燃焼", "マインドキラー"),
    ("マインドキラーは燃焼状態 (EoT)", "燃焼", "マインドキラー"),
    ("マインドキラーは燃焼状態になる (EoT)", "燃焼", "マインドキラー"),
    ("ドラゴンは凍結する (セーヴ終了)", "凍結", "ドラゴン"),
    ("ターゲットは燃焼する (EoT)", "燃焼", None),
    ("1体のターゲットは燃焼する (EoT)", "燃焼", "one target"),
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
