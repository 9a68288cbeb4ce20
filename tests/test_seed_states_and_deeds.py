"""A state said of a creature with a Japanese verb (`…は〇〇する`), and a verb that names no state.

Seed 000 names the conditions (a closed list) and three more states a creature is in, which effects ended at an
encounter's end leave: 「息切れ (winded)」「意識不明 (unconscious)」「瀕死 (dying)」. Each is a state said with `する` or
`になる` (`ターゲットは息切れする (EoT)`, `マインドキラーは意識不明になる (EoT)`), as `the target is winded (EoT)` says it
(`息切れする` was a status named `息切れする`: its word holds kana, which no state's word was let hold). A verb after a
creature's name that is no state (`マインドキラーは死亡する (EoT)`, what the creature does) is kept as written and said
(SB138), as `the mindkiller dies (EoT)` is: it was a state named `死亡する` (`黒き竜は死亡する`: a condition of that whole
name, on the target)."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.vocabulary import vocabulary

from test_japanese_readback import _compiled, _dumped

# the seed's three states besides the conditions, with their English: each a state a sentence says with its verb
SEED_STATES = [("息切れ", "winded"), ("意識不明", "unconscious"), ("瀕死", "dying")]


def test_the_seeds_states_are_the_vocabularys():
    states = vocabulary().categories["own_states"]
    for japanese, english in SEED_STATES:
        assert states.lookup(japanese) is states.lookup(english) is not None


# each state with the verbs Japanese says it with (`息切れする`; `意識不明になる`, never `意識不明する`)
SAID = [(state, ending) for state, endings in (("息切れ", ("する", "になる", "状態になる")), ("意識不明", ("になる", "状態になる")),
                                               ("瀕死", ("になる", "状態になる")), ("燃焼", ("する", "状態になる")))
        for ending in endings]


@pytest.mark.parametrize("who, subject", [("ターゲット", None), ("マインドキラー", "マインドキラー")], ids=["target", "name"])
@pytest.mark.parametrize("state, ending", SAID, ids=[state + ending for state, ending in SAID])
def test_a_state_said_with_its_verb_is_the_state(state, ending, who, subject):
    effects, codes = _compiled(f"{who}は{state}{ending} (EoT)")
    assert codes == []
    (effect,) = effects
    # (the state by its English name, as `the target is winded (EoT)` names it: one condition whatever the language)
    english = vocabulary().categories["own_states"].lookup(state).en[0]
    assert (effect.condition, effect.custom, effect.subject, effect.duration.kind) == (english, True, subject, "end_of_turn")
    assert effect.who is None
    for lang in ("en", "ja"):
        again, codes = _compiled(clause_text(effects, lang))
        assert _dumped(again) == _dumped(effects) and codes == [], clause_text(effects, lang)


# what the creature does, said of it by name or of others: no state; kept as written and said, as the English is
DEEDS = [
    ("マインドキラーは死亡する (EoT)", "the mindkiller dies (EoT)"),
    ("「マインドキラー」は死亡する (EoT)", "the mindkiller dies (EoT)"),
    ("マインドキラーは攻撃する (EoT)", "the mindkiller attacks (EoT)"),
    ("マインドキラーは倒れる (EoT)", "the mindkiller falls (EoT)"),
    ("各味方は死亡する (EoT)", "each ally dies (EoT)"),
    ("黒き竜は死亡する (EoT)", "the black dragon dies (EoT)"),
]


@pytest.mark.parametrize("clause, english", DEEDS, ids=[e for _, e in DEEDS][:1] + ["quoted", "attacks", "falls",
                                                                                     "each-ally", "kanji-name"])
def test_a_verb_of_what_a_creature_does_is_no_state(clause, english):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]
    assert ([e.kind for e in _compiled(english)[0]], _compiled(english)[1]) == (["text"], ["SB138"])


@pytest.mark.parametrize("clause, state", [
    ("マインドキラーはあなたから見えない (EoT)", "あなたから見えない"),   # (what it cannot be: a state in words)
    ("マインドキラーは魅了される (EoT)", "魅了される"),               # (done to it, the passive: `is charmed`)
    ("マインドキラーは透明になる (EoT)", "透明"),                     # (said to land: as after `ターゲットは`)
    ("ターゲットは透明になる (EoT)", "透明"),
])
def test_a_state_in_words_is_still_a_state(clause, state):
    effects, codes = _compiled(clause)
    assert codes == [] and [(e.condition, e.custom) for e in effects] == [(state, True)]


@pytest.mark.slow   # (100,000 characters in one clause, timed at two sizes: the heavy tier)
@pytest.mark.parametrize("make", [
    lambda n: "マインドキラーは" + "死" * n + "する (EoT)",
    lambda n: "黒き竜は" + "あ" * n + "る (EoT)",
    lambda n: "マインドキラーは息切れ" + "状態" * (n // 2) + "になる (EoT)",
], ids=["deed", "kana", "state"])
def test_long_states_and_deeds_are_read_in_linear_time(make):
    from bounds import cpu_seconds, time_bound

    with time_bound(60):
        small = cpu_seconds(lambda: _compiled(make(25_000)))
        large = cpu_seconds(lambda: _compiled(make(100_000)))
    assert large < 8 * small, (small, large)  # 4 times the text: about 4 times the work (quadratic: 16)
