"""A Draw Steel condition said not to hold (`the target is no longer prone (EoT)`, `ターゲットは伏せていない (EoT)`, `各味方
は伏せない (EoT)`) is no condition: kept as text with SB193, `roll` applies none of it (each was a status of the ability's
own named by its words, which `roll` put on the targets). A Japanese sentence with a subject of its own (`地面が揺れる`)
or a time (`このターン`) is no condition's name either: text, SB138, as its English is (were statuses, SB111, applied).
Short examples written for these tests (compiler/negations.py, compiler/condition_words.py)."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.compiler.negations import negated_condition
from statblock.rulesets.draw_steel.vocabulary import vocabulary

from test_japanese_readback import _compiled
from test_pronoun_referents import _landed, _reads_back

NEGATED = [
    ("the target is no longer prone (EoT)", "ターゲットは伏せていない (EoT)"),
    ("the target is not slowed (EoT)", "ターゲットは減速していない (EoT)"),
    ("each ally is no longer prone (EoT)", "各味方は伏せない (EoT)"),
    # a condition no longer had, and one said twice (were statuses of the ability's own named `減速でなくなる`,
    # `伏せ伏せていない`, applied to the targets, with no diagnostic)
    ("the target is no longer slowed (EoT)", "ターゲットは減速でなくなる (EoT)"),
    ("the target is not prone (EoT)", "ターゲットは伏せ伏せていない (EoT)"),
]


@pytest.mark.parametrize(("english", "japanese"), NEGATED,
                         ids=["no-longer", "not", "each-ally", "no-longer-ja-verb", "doubled"])
def test_a_negated_condition_is_kept_as_text(english, japanese):
    for clause in (english, japanese):
        effects, codes = _compiled(clause)
        assert codes == ["SB193"], clause
        assert [e.kind for e in effects] == ["text"] and effects[0].text == clause and _landed(effects) == []
    _reads_back(english, ["SB193"])


def test_sb193_says_the_condition_in_both_languages():
    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD
    result = read_text("t.ability", HEAD + "≤11: 3 damage; ターゲットは伏せていない (EoT)\n12-16: 5 damage\n17+: 8 damage\n")
    (found,) = [d for d in result.diagnostics if d.code == "SB193"]
    assert "prone" in found.text("en") and "伏せていない" in found.text("ja")


@pytest.mark.parametrize(("name", "condition"), [
    ("no longer prone", "prone"), ("not knocked prone", "prone"), ("伏せていない", "prone"), ("伏せない", "prone"),
    ("減速しない", "slowed"), ("伏せ状態ではない", "prone"),
    ("prone", None), ("伏せ", None), ("not a creature", None), ("burning", None), ("ない", None),
])
def test_negated_condition(name, condition):
    term = negated_condition(vocabulary(), name)
    assert (term.id if term is not None else None) == condition


# a pronoun after such text is not read, as after any text
@pytest.mark.parametrize("clause", ["3 ダメージ; 地面が揺れる; それは伏せ", "3 damage; the target is no longer prone (EoT); it is slowed"])
def test_a_pronoun_after_a_sentence_that_is_no_condition_is_not_read(clause):
    effects, codes = _compiled(clause)
    assert codes[-1] == "SB185" and codes[0] in ("SB138", "SB193") and _landed(effects) == []


@pytest.mark.parametrize(("english", "japanese"), [
    ("3 damage; the ground shakes", "3 ダメージ; 地面が揺れる"),
    ("3 damage; the ground shakes (EoT)", "3 ダメージ; 地面が揺れる (EoT)"),
    ("this turn, it is prone", "このターン、それは伏せ"),
])
def test_a_japanese_sentence_or_time_is_no_condition(english, japanese):
    for clause in (english, japanese):
        effects, codes = _compiled(clause)
        assert codes == ["SB138"] and "text" in [e.kind for e in effects] and _landed(effects) == [], clause


# a demonstrative names no creature whose statistic it is (were creatures named `this this`, `the this`, `これ`, `こいつ`,
# `ターゲットとそ`): text, SB138, as `this speed is 0 (EoT)` and `この速度は 0 になる (EoT)` already were
@pytest.mark.parametrize("clause", ["this this speed is 0 (EoT)", "the this speed is 0 (EoT)", "これの速度は 0 になる (EoT)",
                                    "こいつの速度は 0 になる (EoT)", "ターゲットとその速度は 0 になる (EoT)",
                                    "this speed is 0 (EoT)", "この速度は 0 になる (EoT)"])
def test_a_demonstrative_is_no_creature(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB138"] and [e.kind for e in effects] == ["text"]


# a pronoun's and a creature's statistic are still read
@pytest.mark.parametrize(("clause", "who"), [("3 damage; それの速度は 0 になる (EoT)", "it"), ("3 damage; its speed is 0 (EoT)", "it"),
                                            ("the target's speed is 0 (EoT)", None)])
def test_a_statistic_of_a_creature_is_still_read(clause, who):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.kind for e in effects][-1] == "stat" and effects[-1].who in (who, "the target")


# the patterns of this change that look at words as written are tried once over them, none backtracks (100,000
# characters: the reading of a clause of such a run in a few seconds)
@pytest.mark.slow
@pytest.mark.parametrize("run", ["no longer " * 10_000 + "prone", "not " * 25_000, "伏せ" * 50_000 + "ない",
                                 "が" * 100_000 + "る", "地面が" * 33_000 + "揺れる", "と" * 100_000 + "こいつ",
                                 "this " * 20_000 + "speed", "its " * 25_000 + "turn", "ターゲットと" * 16_000 + "「騎士」",
                                 "「a」と" * 25_000, "こ" * 100_000 + "x", "これ" * 50_000, "あの" * 50_000,
                                 "That " * 20_000 + "Which", "can't be " * 10_000 + "slowed",
                                 "伏せ" * 50_000 + "ていない"],
                         ids=["no-longer", "not", "ja-negation", "ga", "ga-verb", "to-koitsu", "this", "its", "to-target",
                              "to-quoted", "ko-run", "kore-run", "ano-run", "titled-that", "cant-be",
                              "ja-doubled"])
def test_the_new_patterns_are_linear(run):
    from bounds import time_bound
    from statblock.rulesets.draw_steel.compiler.condition_words import _A_SUBJECTS_DEED
    from statblock.rulesets.draw_steel.compiler.demonstratives import a_demonstratives
    from statblock.rulesets.draw_steel.compiler.negations import _ONE_CREATURES_TURN
    from statblock.rulesets.draw_steel.creature_phrases import joined_with_a_name

    rules = vocabulary()
    with time_bound(0.5):
        negated_condition(rules, run)
        _A_SUBJECTS_DEED.fullmatch(run)
        a_demonstratives(run)
        _ONE_CREATURES_TURN.search(run)
        joined_with_a_name(rules, run[:2_000])   # (its pieces are tried a few times each: a name is short)
    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD
    with time_bound(10):   # (read or refused as too long: in bounded time either way)
        for clause in (f"3 damage; {run} (EoT); it is prone", f"{run}は減速 (EoT); それは伏せ"):
            read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")


# another word that ends in a condition's is not it: `待ち伏せしない` (does not ambush) is no negated `伏せ`; a condition
# a creature cannot come to is a status of the ability's own, as written (test_silent_readings: `can't be frightened`)
@pytest.mark.parametrize("name", ["待ち伏せしない", "can't be slowed", "伏せにならない"])
def test_no_negated_condition(name):
    assert negated_condition(vocabulary(), name) is None
