"""Parts of a tier clause joined after one creature's subject, in English and Japanese: a status then a condition
sharing the subject (`ターゲットは隠れられず、減速 (EoT)`, as `the target can't hide and is slowed (EoT)`); a statistic
changed, then a list of conditions (`…の速度は 0 になる (EoT)、伏せ、および減速`, `its speed is 0 (EoT), and it is prone and
slowed`); a pronoun after a part of no one named (`speed is 0 and it is prone (EoT)`). Each was text (SB138, SB134), or
lost whose a condition was, in silence; each reads now as its twin in the other language, and its cards read back."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped


def _reads_back(effects, said=()) -> None:
    for lang in ("en", "ja"):
        card = clause_text(effects, lang)
        again, codes = _compiled(card)
        assert _dumped(again) == _dumped(effects) and codes == list(said), card


# a status said in its continuative (`ず、`), then a bare condition: the status's subject's, as in English (was text, SB138)
STATUS_THEN_BARE = [
    ("ターゲットは隠れられず、減速 (EoT)", "the target can't hide and is slowed (EoT)"),
    ("ターゲットは立ち上がれず、減速 (EoT)", "ターゲットは立ち上がれず、ターゲットは減速 (EoT)"),
    ("ターゲットはシフトできず、伏せ、および減速 (セーヴ終了)", "the target can't shift and is prone and slowed (save ends)"),
    ("彼らは隠れられず、減速 (EoT)", "they can't hide and are slowed (EoT)"),
]


@pytest.mark.parametrize("clause, twin", STATUS_THEN_BARE, ids=["hide", "stand", "shift-list", "they"])
def test_a_status_in_its_continuative_then_a_bare_condition_is_the_subjects(clause, twin):
    effects, codes = _compiled(clause)
    expected, twin_codes = _compiled(twin)
    assert codes == [] and twin_codes == []
    assert _dumped(effects) == _dumped(expected)
    assert all(e.duration is not None for e in effects)  # (the duration at the end, each part's)
    _reads_back(effects)


@pytest.mark.parametrize("clause, code", [
    ("ターゲットは隠れられず", "SB138"),                    # (nothing after it: a status lasting no while)
    ("ターゲットは隠れられず、あなたは減速 (EoT)", "SB134"),  # (another creature's: whose the duration ends is unread)
    ("1体のターゲットは隠れられず、減速 (EoT)", "SB138"),     # (some of the targets: as `one target can't hide and …`)
])
def test_a_continuative_not_so_joined_stays_text(clause, code):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == [code]


# a statistic changed, then a list of conditions of the same creature (the Japanese was text; the English lost `it`:
# `slowed` on the targets)
STAT_THEN_LIST = [
    ("ターゲットの速度は 0 になる (EoT)、伏せ、および減速",
     "the target's speed is 0 (EoT) and the target is prone and slowed", None),
    ("ターゲットの速度は 0 になる (EoT)、伏せ、および減速 (セーヴ終了)",
     "the target's speed is 0 (EoT) and the target is prone and slowed (save ends)", None),
    ("its speed is 0 (EoT), and it is prone and slowed", "それの速度は 0 になる (EoT)、それは伏せ、および減速", "it"),
    ("its speed is 0 (EoT), and it is prone and slowed (save ends)",
     "それの速度は 0 になる (EoT)、それは伏せ、および減速 (セーヴ終了)", "it"),
]


@pytest.mark.parametrize("clause, twin, subject", STAT_THEN_LIST, ids=["ja", "ja-save-ends", "en-it", "en-it-save-ends"])
def test_a_statistic_then_a_list_of_conditions_is_one_creatures(clause, twin, subject):
    effects, codes = _compiled(clause)
    expected, twin_codes = _compiled(twin)
    # (`its` first in the tier, nothing before it naming whom it is: SB185, dsleft9; `refers_to` unknown)
    said = ["SB185"] if subject == "it" else []
    assert codes == said and twin_codes == said
    assert _dumped(effects) == _dumped(expected)
    assert [e.kind for e in effects] == ["stat", "condition", "condition"]
    assert [e.subject for e in effects[1:]] == [subject, subject]
    _reads_back(effects, said)


@pytest.mark.parametrize("clause, twin", [
    ("speed is 0 and it is prone (EoT)", "速度は 0 になる、それは伏せ (EoT)"),
    ("speed is 0 and it is prone (save ends)", "速度は 0 になる、それは伏せ (セーヴ終了)"),
    ("speed is 0 and he is prone (EoT)", "速度は 0 になる、彼は伏せ (EoT)"),
], ids=["it", "save-ends", "he"])
def test_a_pronoun_after_a_part_of_no_one_named_is_that_creature(clause, twin):
    """`it` after `speed is 0` (the targets') is the creature the part before is about: one creature's effects, the
    duration at the end each one's (was SB134, as if `it` were another creature), as `its speed is 0 and it is prone
    (EoT)` is read."""
    effects, codes = _compiled(clause)
    expected, twin_codes = _compiled(twin)
    assert codes == [] and twin_codes == []
    assert _dumped(effects) == _dumped(expected)
    assert [(e.kind, e.duration.kind) for e in effects] == [("stat", expected[0].duration.kind)] * 1 + \
        [("condition", expected[0].duration.kind)]
    _reads_back(effects)


@pytest.mark.parametrize("clause", [
    "you gain an edge on strikes and it is slowed (EoT)",   # (`it` is no `you`: whose the duration is, unread)
    "あなたはストライクに有利を得て、それは減速 (EoT)",
])
def test_a_pronoun_after_the_user_is_no_one_named_before(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes and set(codes) <= {"SB134", "SB138"}


@pytest.mark.slow   # (100,000 characters in one clause, timed at two sizes: the heavy tier)
@pytest.mark.parametrize("make", [
    lambda n: "ターゲットの速度は 0 になる (EoT)、" + "伏せ、" * n + "および減速",
    lambda n: "ターゲットは隠れられず、" + " " * n + "減速 (EoT)",
    lambda n: "its speed is 0 (EoT), and it is prone" + " and slowed" * n,
    lambda n: "speed is 0 and it is prone" + " " * n + "(EoT)",
], ids=["ja-list", "ja-blanks", "en-list", "en-blanks"])
def test_long_joined_parts_are_read_in_linear_time(make):
    from bounds import cpu_seconds, time_bound

    with time_bound(60):
        small = cpu_seconds(lambda: _compiled(make(25_000 // 4)))
        large = cpu_seconds(lambda: _compiled(make(100_000 // 4)))
    assert large < 8 * small, (small, large)  # 4 times the text: about 4 times the work (quadratic: 16)
