"""A condition after `, then` is a part of its own (`the target is prone, then slowed (EoT)`: text, SB138, after a
condition's name after one was made the list's), and Japanese cards of statuses joined by `ず、`
(`ターゲットは立ち上がれず、隠れられず (EoT)`) say each status in Japanese (was `ターゲットは「can't hide」`), and read back."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.grammar import compound
from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped


def _reads_back(effects, langs=("en", "ja")) -> None:
    for lang in langs:
        card = clause_text(effects, lang)
        again, codes = _compiled(card)
        assert _dumped(again) == _dumped(effects) and codes == [], card
        assert lang == "en" or "can't" not in card, card


@pytest.mark.parametrize("clause, twin", [
    ("the target is prone, then slowed (EoT)", "the target is prone and slowed (EoT)"),
    ("the target is slowed, then prone", "the target is slowed and prone"),
    ("the target is Slowed AND weakened, Then prone", "the target is slowed, weakened, and prone"),
    ("the target is pushed 2 squares and knocked prone, then slowed (EoT)",
     "the target is pushed 2 squares and knocked prone and slowed (EoT)"),
    ("the target is weakened (EoT) and slowed, then dazed (EoT)", "the target is weakened, slowed, and dazed (EoT)"),
], ids=["prone-slowed", "slowed-prone", "case", "push", "three"])
def test_a_condition_after_then_is_read(clause, twin):
    effects, codes = _compiled(clause)
    expected, twin_codes = _compiled(twin)
    assert codes == [] and twin_codes == []
    assert "text" not in [e.kind for e in effects]
    assert _dumped(effects) == _dumped(expected)
    _reads_back(effects)


def test_an_english_compounds_part_after_then_is_its_own_piece():
    assert compound._pieces_en("the target is Slowed AND weakened, Then prone") == [
        (0, "the target is Slowed"), (25, "weakened"), (40, "prone")]
    assert compound._pieces_en("the target is slowed and weakened, then prone") == [
        (0, "the target is slowed and weakened"), (40, "prone")]
    assert compound._pieces_en("the target is prone, then slowed (EoT)") == [
        (0, "the target is prone"), (26, "slowed (EoT)")]


@pytest.mark.parametrize("clause, card", [
    ("ターゲットは立ち上がれず、隠れられず (EoT)", "ターゲットは立ち上がれず、ターゲットは隠れられない (EoT)"),
    ("ターゲットは隠れられず、立ち上がれず、減速 (EoT)", "ターゲットは隠れられず、ターゲットは立ち上がれず、ターゲットは減速 (EoT)"),
    ("the target can't stand and the target can't hide (EoT)",
     "ターゲットは立ち上がれず、ターゲットは隠れられない (EoT)"),
], ids=["two", "two-and-slowed", "english"])
def test_statuses_joined_are_said_in_japanese_on_a_japanese_card(clause, card):
    effects, codes = _compiled(clause)
    assert codes == [] and "text" not in [e.kind for e in effects]
    assert clause_text(effects, "ja") == card
    _reads_back(effects, ("ja",))


@pytest.mark.parametrize("clause", ["ターゲットは立ち上がれず、隠れられず (EoT)", "ターゲットは隠れられず、立ち上がれず、減速 (EoT)"])
def test_statuses_joined_read_back_from_an_english_card(clause):
    effects, _ = _compiled(clause)
    _reads_back(effects, ("en",))


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットは減速、その後伏せ", "the target is slowed, then prone"),
    ("ターゲットは伏せ、その後減速 (EoT)", "the target is prone, then slowed (EoT)"),
], ids=["slowed-prone", "prone-slowed"])
def test_a_japanese_condition_after_sonogo_is_read_as_its_english_twin(clause, twin):
    """`、その後` (then) joins the next condition as `, then` does (was a condition named `その後伏せ`, SB111)."""
    effects, codes = _compiled(clause)
    expected, twin_codes = _compiled(twin)
    assert codes == [] and twin_codes == []
    assert _dumped(effects) == _dumped(expected)
    _reads_back(effects)


@pytest.mark.slow   # (100,000 characters in one clause, timed at two sizes: the heavy tier)
@pytest.mark.parametrize("make", [
    lambda n: "the target is prone" + ", then slowed" * n,
    lambda n: "ターゲットは伏せ" + "、その後減速" * n,
    lambda n: "ターゲットは立ち上がれず、" + "隠れられず、" * n + "減速 (EoT)",
], ids=["en-then", "ja-then", "ja-cannot"])
def test_long_then_parts_are_read_in_linear_time(make):
    from bounds import cpu_seconds, time_bound

    with time_bound(60):
        small = cpu_seconds(lambda: _compiled(make(25_000 // 8)))
        large = cpu_seconds(lambda: _compiled(make(100_000 // 8)))
    assert large < 8 * small, (small, large)  # 4 times the text: about 4 times the work (quadratic: 16)


@pytest.mark.parametrize("clause, state", [
    ("ターゲットは息切れし、減速 (EoT)", "winded"),
    ("ターゲットは燃焼し、減速 (EoT)", "burning"),
], ids=["winded", "burning"])
def test_a_known_state_in_its_continuative_is_that_state(clause, state):
    """`息切れし、`: the continuative of `息切れする`, the state the vocabulary knows (was a state named `息切れし`)."""
    effects, codes = _compiled(clause)
    assert codes == []
    assert [(e.condition, e.duration.kind) for e in effects] == [(state, "end_of_turn"), ("slowed", "end_of_turn")]
    _reads_back(effects, ("ja",))
