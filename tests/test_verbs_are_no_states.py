"""A verb said of the targets (or of some of them, the user, a pronoun) is no state they are in: `the target dies
(EoT)`, `ターゲットは死亡する (EoT)`, `ターゲットは倒れる/凍る/燃える/浮遊する (EoT)`, and a verb's continuative in `ず` that the
vocabulary names no status by (`ターゲットは気づかず`, `ターゲットは移動できず、減速 (EoT)`) were each a state made up of the
verb (`dies`, `死亡する`, `気づかず`), in silence. They are kept as written and said (SB138), as `the mindkiller dies
(EoT)` is. The statuses and states the vocabulary names are read as before."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled, _dumped

VERBS = ["the target dies (EoT)", "one target falls (save ends)", "you die (EoT)",
         "ターゲットは死亡する (EoT)", "ターゲットは倒れる (EoT)", "ターゲットは凍る (EoT)", "ターゲットは燃える (EoT)",
         "ターゲットは浮遊する (EoT)", "1体のターゲットは死亡する (EoT)", "あなたは倒れる (EoT)",
         "ターゲットは気づかず", "ターゲットは気づかず、減速 (EoT)", "ターゲットは移動できず、減速 (EoT)", "ターゲットは移動できず"]


@pytest.mark.parametrize("clause", VERBS)
def test_a_verb_alone_is_no_state_and_is_said(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"], _dumped(effects)


@pytest.mark.parametrize("clause, expected", [
    ("ターゲットは隠れられず、減速 (EoT)", [("can't hide", True), ("slowed", False)]),
    ("ターゲットは隠れられない (EoT)", [("can't hide", True)]),
    ("ターゲットは燃焼する (EoT)", [("burning", True)]),
    ("ターゲットは息切れし、減速 (EoT)", [("winded", True), ("slowed", False)]),
    ("ターゲットは透明になる (EoT)", [("透明", True)]),
    ("ターゲットは武器を落とす (EoT)", [("武器を落とす", True)]),
    ("the target drops their weapon (EoT)", [("drops their weapon", True)]),
    ("the target bleeds (EoT)", [("bleeding", False)]),
    ("the target can't hide (EoT)", [("can't hide", True)]),
    ("the target turns green (EoT)", [("turns green", True)]),
], ids=["cannot-joined", "cannot", "own-state", "own-state-joined", "ni-naru", "object", "object-en", "bleeds",
        "cannot-en", "two-words"])
def test_known_statuses_and_states_are_still_read(clause, expected):
    effects, codes = _compiled(clause)
    assert codes == [] and [(e.condition, e.custom) for e in effects] == expected


@pytest.mark.slow   # (100,000 characters in one clause, timed at two sizes: the heavy tier)
@pytest.mark.parametrize("make", [
    lambda n: "ターゲットは" + "あ" * n + "する (EoT)",
    lambda n: "ターゲットは" + "で" * n + "ず、減速 (EoT)",
    lambda n: "the target " + "a" * n + " (EoT)",
    lambda n: "5 ダメージ、あなたは伏せ、" + "減速、" * (n // 3) + "および衰弱",
], ids=["ja-verb", "ja-zu", "en-word", "ja-topic-list"])
def test_long_verbs_and_lists_are_read_in_linear_time(make):
    from bounds import cpu_seconds, time_bound

    with time_bound(60):
        small = cpu_seconds(lambda: _compiled(make(25_000)))
        large = cpu_seconds(lambda: _compiled(make(100_000)))
    assert large < 8 * small, (small, large)  # 4 times the text: about 4 times the work (quadratic: 16)
