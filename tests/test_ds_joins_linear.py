"""Draw Steel clauses that join many parts, read in time linear in their length (slow tier: 100,000 characters
each). `ターゲット` and `と騎士` 10,000 times took 58 s in `conditions_ja._conditions_joined`, which folded every
prefix of the word before each `と` (quadratic); conditions listed by と or か, and the English joins, the same
shapes. Short examples written for these tests."""

from __future__ import annotations

import time

import pytest

from test_japanese_readback import _compiled

SIZE = 100_000


def _repeated(head: str, part: str, tail: str) -> str:
    return head + part * ((SIZE - len(head) - len(tail)) // len(part)) + tail


LONG = {
    "ja-target-and-knights": _repeated("ターゲット", "と騎士", "は減速 (EoT)"),
    "ja-conditions-and": _repeated("ターゲットは", "伏せと", "減速 (EoT)"),
    "ja-conditions-or": _repeated("ターゲットは", "伏せか", "減速 (EoT)"),
    "ja-one-unknown-last": _repeated("ターゲットは", "伏せと", "騎士 (EoT)"),
    "ja-particles-only": _repeated("ターゲットは伏せ", "と", "減速 (EoT)"),
    "ja-about-joined": _repeated("ターゲットは", "あなたと各味方と", "あなたに対して恐怖 (EoT)"),
    "ja-subjects-joined": _repeated("ターゲット", "と各味方", "は減速 (EoT)"),
    "en-target-and-knights": _repeated("the target", " and the knight", " are slowed (EoT)"),
    "en-conditions-and": _repeated("the target is ", "prone and ", "slowed (EoT)"),
    "en-about-joined": _repeated("the target is frightened of you", " and each ally", " (EoT)"),
    "en-allies-joined": _repeated("each ally", " and each ally", " is slowed (EoT)"),
}


@pytest.mark.slow
@pytest.mark.parametrize("clause", list(LONG.values()), ids=list(LONG))
def test_a_long_join_is_read_in_bounded_time(clause):
    began = time.process_time()
    effects, _ = _compiled(clause)
    assert time.process_time() - began < 6 and effects


# the conditions a long Japanese list joins by と are each read, as the English `prone and prone and …` are
@pytest.mark.slow
def test_a_long_japanese_list_of_conditions_is_every_condition():
    japanese, _ = _compiled(LONG["ja-conditions-and"])
    english, _ = _compiled(_repeated("the target is ", "prone and ", "slowed (EoT)"))
    assert [e.condition for e in japanese][-2:] == ["prone", "slowed"]
    assert len(japanese) == (SIZE - len("ターゲットは") - len("減速 (EoT)")) // len("伏せと") + 1 and len(english) > 1000


# the same lists short, read as before: the first split whose parts are each a condition, the one a condition may hold
# the particle in (`つかまれか伏せ`)
@pytest.mark.parametrize(("clause", "conditions"), [
    ("ターゲットは伏せと減速 (EoT)", ["prone", "slowed"]),
    ("ターゲットは伏せと減速と衰弱 (EoT)", ["prone", "slowed", "weakened"]),
    ("ターゲットは出血と伏せ状態と減速 (EoT)", ["bleeding", "prone", "slowed"]),
])
def test_a_short_japanese_list_of_conditions(clause, conditions):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.condition for e in effects] == conditions
