"""A forced move said of the creature moved (`one target is vertical pushed up to 3 squares`,
`1体のターゲットは垂直に最大2マス押し戻される`): a card in either language keeps who is moved, `vertical`
and `up to`, and what it prints reads back to the same effects.

Was: an English card of a vertical forced move on some targets printed `vertical push 2 squares` (who
was dropped); a Japanese card printed `1体のターゲットは垂直 プッシュ 3 スクエア` (read as text) and, of
`the target is pushed 2 squares`, `プッシュ 2 スクエア`; `ターゲットは最大2マス押し戻される` was text."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from test_japanese_readback import _compiled, _dumped

# (id, clause as written, the English card, the Japanese card)
CARDS = [
    ("en-vertical-some", "one target is vertical pushed up to 3 squares",
     "one target is vertical pushed up to 3 squares", "1体のターゲットは垂直に最大 3 スクエア押し戻される"),
    ("en-vertical-some-exact", "one target is vertical pushed 2 squares",
     "one target is vertical pushed 2 squares", "1体のターゲットは垂直に 2 スクエア押し戻される"),
    ("en-passive", "the target is pushed 2 squares",
     "the target is pushed 2 squares", "ターゲットは 2 スクエア押し戻される"),
    ("en-passive-up-to", "the target is pushed up to 2 squares",
     "the target is pushed up to 2 squares", "ターゲットは最大 2 スクエア押し戻される"),
    ("en-passive-other-slid", "the other target is slid up to 2 squares",
     "the other target is slid up to 2 squares", "もう1体のターゲットは最大 2 スクエア滑らされる"),
    ("en-passive-pulled-one", "one target is pulled 1 square",
     "one target is pulled 1 square", "1体のターゲットは 1 スクエア引き寄せられる"),
    ("ja-vertical-some", "1体のターゲットは垂直に2マス押し戻される",
     "one target is vertical pushed 2 squares", "1体のターゲットは垂直に 2 スクエア押し戻される"),
    ("ja-vertical-some-name", "1体のターゲットは垂直プッシュ 2 スクエア",
     "one target is vertical pushed 2 squares", "1体のターゲットは垂直に 2 スクエア押し戻される"),
    ("ja-up-to", "ターゲットは最大2マス押し戻される",
     "the target is pushed up to 2 squares", "ターゲットは最大 2 スクエア押し戻される"),
    ("ja-vertical-up-to", "ターゲットは垂直に最大2マス押し戻される",
     "the target is vertical pushed up to 2 squares", "ターゲットは垂直に最大 2 スクエア押し戻される"),
    ("ja-some", "1体のターゲットはプッシュ 2 スクエア",
     "one target is pushed 2 squares", "1体のターゲットは 2 スクエア押し戻される"),
    # the notation's own form stays so
    ("plain", "push 2", "push 2", "プッシュ 2"),
    ("plain-vertical", "vertical slide 2", "vertical slide 2", "垂直 スライド 2"),
    ("ja-plain-passive", "ターゲットは2マス押し戻される", "push 2 squares", "プッシュ 2 スクエア"),
]


@pytest.mark.parametrize("clause, english, japanese", [pytest.param(c, e, j, id=i) for i, c, e, j in CARDS])
def test_a_forced_move_keeps_who_is_moved_and_reads_back_in_both_languages(clause, english, japanese):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["forced_move"] and codes == []
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for printed in (english, japanese):
        again, again_codes = _compiled(printed)
        assert _dumped(again) == _dumped(effects), printed
        assert again_codes == []


@pytest.mark.parametrize("clause, up_to, dumped", [
    pytest.param("ターゲットは最大2マス押し戻される", True, True, id="ja-up-to-dumped"),
    pytest.param("1体のターゲットは垂直に2マス押し戻される", False, False, id="ja-no-up-to"),
    # `said` spells it already: the JSON is what it was (no `up_to` key)
    pytest.param("one target is pushed up to 3 squares", True, False, id="en-said-spells-it"),
    pytest.param("push 3", False, False, id="plain"),
])
def test_up_to_is_how_a_forced_move_was_written_not_what_it_does(clause, up_to, dumped):
    (effect,), _ = _compiled(clause)
    assert effect.up_to is up_to
    data = fx.dump(effect)
    assert ("up_to" in data) is dumped
    assert fx.load(data).up_to is up_to
    assert effect == fx.ForcedMove(effect.movement, effect.distance, effect.vertical, effect.characteristics,
                                   effect.toward, effect.subject)  # up to 2 is at most 2: the same effect


@pytest.mark.parametrize("clause", [
    "垂直 3",                              # no forced move named
    "ターゲットは垂直に2マスシフトする",   # a creature's own move is not vertical so
    "あなたはターゲットを垂直に2マス押し戻される",  # the passive, of a creature named with を
    "push up to 3",                         # `up to` in the notation's own form: not how it is written
])
def test_a_vertical_or_up_to_where_no_forced_move_is_said_stays_text(clause):
    effects, _ = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and effects[0].text == clause
