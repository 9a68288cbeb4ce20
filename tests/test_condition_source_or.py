"""A condition's `by …`/`of …` (who it is about) running on through `or`: `taunted by the nearest creature or
object (save ends)` was a choice of taunted or a custom condition called `object` (SB111 on correct text). It is
one condition whose source holds both nouns; a choice of two conditions stays one. And through `and`: `I < AVERAGE
frightened of you and all allies (EoT)` (the summoner's A Champion's Cry, tiers 2 and 3) was a second condition `all
allies` after `frightened of you`, the whole clause text (SB138); it is one condition whose source holds both, in
English and in Japanese (`あなたと各味方に対して恐怖`); a condition, rider or status after `and` stays its own."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

ONE_CONDITION = [
    ("taunted by the nearest creature or object (save ends)", "taunted", "by the nearest creature or object", "save_ends"),
    # (a noun phrase ending in -ed: not a status; was text with no word after the rule for `or marked`, a review's
    # finding)
    ("frightened of you or the blessed (save ends)", "frightened", "of you or the blessed", "save_ends"),
    ("taunted by you or the cursed (EoT)", "taunted", "by you or the cursed", "end_of_turn"),
    ("The target is taunted by the closest ally or enemy (EoT)", "taunted", "by the closest ally or enemy", "end_of_turn"),
    ("frightened of the caster or summoner (save ends)", "frightened", "of the caster or summoner", "save_ends"),
    # through `and`: more creatures it is about
    ("frightened of you and all allies (EoT)", "frightened", "of you and all allies", "end_of_turn"),
    ("frightened of you and each ally (save ends)", "frightened", "of you and each ally", "save_ends"),
    ("taunted by the knight and its allies (EoT)", "taunted", "by the knight and its allies", "end_of_turn"),
    ("the target is frightened of you and your allies (save ends)", "frightened", "of you and your allies",
     "save_ends"),
    # Japanese: two creatures joined by と before に対して, as `あなたに対して恐怖` is `frightened of you`
    ("あなたと各味方に対して恐怖 (EoT)", "frightened", "of you and each ally", "end_of_turn"),
    # (several the ruleset knows: `all allies`, `your allies`, … have Japanese of their own; they were quoted English)
    ("あなたとすべての味方に対して恐怖 (EoT)", "frightened", "of you and all allies", "end_of_turn"),
    ("あなたとすべてのクリーチャーに対して挑発 (EoT)", "taunted", "by you and all creatures", "end_of_turn"),
    ("すべての敵に対して恐怖 (セーヴ終了)", "frightened", "of all enemies", "save_ends"),
]


@pytest.mark.parametrize("text, condition, source, duration", ONE_CONDITION, ids=[c[0] for c in ONE_CONDITION])
def test_a_source_joined_by_or_is_one_condition(text, condition, source, duration):
    (effect,) = clause_effects(text)
    assert isinstance(effect, fx.ApplyCondition)
    assert (effect.condition, effect.custom, effect.source, effect.duration.kind) == (condition, False, source, duration)
    for language in ("en", "ja"):
        assert clause_effects(clause_text((effect,), language)) == (effect,)


@pytest.mark.parametrize(("text", "source"), [("I < 3 taunted by the nearest creature or object (save ends)",
                                              "by the nearest creature or object"),
                                             ("I < AVERAGE frightened of you and all allies (EoT)",
                                              "of you and all allies")], ids=["or", "and"])
def test_behind_a_potency_too(text, source):
    (gate,) = clause_effects(text)
    assert isinstance(gate, fx.PotencyGate)
    (effect,) = gate.effects
    assert (effect.source, effect.custom) == (source, False)


@pytest.mark.parametrize(("source", "japanese"), [("of you and each ally", "あなたと各味方に対して恐怖"),
                                                  # (these four were quoted English: `恐怖（「of you and all allies」）`)
                                                  ("of you and all allies", "あなたとすべての味方に対して恐怖"),
                                                  ("of you and all enemies", "あなたとすべての敵に対して恐怖"),
                                                  ("of you and your allies", "あなたとあなたの味方に対して恐怖"),
                                                  ("of all allies", "すべての味方に対して恐怖"),
                                                  ("by you and all creatures", "あなたとすべてのクリーチャーに対して挑発"),
                                                  ("of the knight and its allies",
                                                   "恐怖（「of the knight and its allies」）"),
                                                  ("of you or one ally", "恐怖（「of you or one ally」）")],
                         ids=["and-each-ally", "and-all-allies", "and-all-enemies", "and-your-allies", "all-allies",
                              "and-all-creatures", "and-other-words", "or-read-as-a-choice"])
def test_a_japanese_card_says_whom_in_japanese_where_it_reads_back(source, japanese):
    """Two known creatures joined by `and`: `あなたと…に対して`, which reads back; by `or`, `あなたか…` would be read as a
    choice, and words the ruleset knows no creature for stay as written: the source is quoted."""
    condition = "taunted" if source.startswith("by ") else "frightened"
    (effect,) = clause_effects(f"{condition} {source} (EoT)")
    assert clause_text((effect,), "ja").startswith(japanese)
    assert clause_effects(clause_text((effect,), "ja")) == (effect,)


AFTER_AND = [
    ("frightened of you and prone (save ends)", [("frightened", "of you"), ("prone", None)]),
    ("taunted by you and slowed (EoT)", [("taunted", "by you"), ("slowed", None)]),
    ("taunted by you and marked (EoT)", [("taunted", "by you"), ("marked", None)]),
]


@pytest.mark.parametrize("text, conditions", AFTER_AND, ids=[c[0] for c in AFTER_AND])
def test_a_condition_after_and_stays_its_own(text, conditions):
    assert [(e.condition, e.source) for e in clause_effects(text)] == conditions


def test_a_rider_after_and_stays_a_rider():
    (effect,) = clause_effects("frightened of you and can't stand (EoT)")
    assert (effect.condition, effect.source, effect.riders) == ("frightened", "of you", ("cant_stand",))


CHOICES = [
    ("grabbed or prone", ["grabbed", "prone"]),
    ("taunted by the target or prone (EoT)", ["taunted", "prone"]),
    ("slowed or weakened (save ends)", ["slowed", "weakened"]),
    ("the target is wet or dry (EoT)", ["wet", "dry"]),
    # (after `by …`: a slip of a condition, a status of the ability's own; the slip still SB101, below)
    ("the target is taunted by you or proen (save ends)", ["taunted", "proen"]),
    ("frightened of you or slowd (EoT)", ["frightened", "slowd"]),
    ("taunted by you or marked (EoT)", ["taunted", "marked"]),
    ("grabbed by you or burning (EoT)", ["grabbed", "burning"]),
]


@pytest.mark.parametrize("text, conditions", CHOICES, ids=[c[0] for c in CHOICES])
def test_a_choice_of_two_conditions_stays_a_choice(text, conditions):
    (choice,) = clause_effects(text)
    assert isinstance(choice, fx.Choice)
    assert [option[0].condition for option in choice.options] == conditions


def test_a_slip_after_a_source_and_or_is_said():
    """`taunted by you or proen` ran on as the source `by you or proen`, with no SB101 (a review's finding)."""
    from builders import compile_one

    _, diagnostics = compile_one("X\nMelee | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
                                 "≤11: 1 damage\n12-16: 2 damage\n17+: 3 damage; the target is taunted by you or proen "
                                 "(save ends)\n")
    assert [(d.code, dict(d.message.args).get("guess")) for d in diagnostics] == [("SB101", "prone")]


# `A, B or C`: a list's head is no option unless all are options alike (a review found `5 damage, prone or slowed`
# read as a choice of [5 damage and prone] or [slowed]: picking slowed dropped the damage)
LISTS = [
    ("5 damage, prone or slowed", ["damage", "choice"], [["prone"], ["slowed"]]),
    ("slowed (EoT), prone or push 2", ["condition", "choice"], [["prone"], ["push"]]),
    ("slowed (EoT), prone or push or pull 2", ["condition", "choice"], [["prone"], ["push"], ["pull"]]),
    ("weakened (save ends), push 2 or pull 2", ["condition", "choice"], [["push"], ["pull"]]),
    ("push 2, slowed or prone", ["forced_move", "choice"], [["slowed"], ["prone"]]),
    ("slowed, prone or dazed (EoT)", ["choice"], [["slowed"], ["prone"], ["dazed"]]),
    ("push 1, pull 1 or slide 1", ["choice"], [["push"], ["pull"], ["slide"]]),
    ("5 ダメージ、伏せ、または減速", ["damage", "choice"], [["prone"], ["slowed"]]),
    # the longest run of options alike at the end (a review's finding: `push 1` was made compulsory)
    ("2 damage, push 1, pull 1 or slide 1", ["damage", "choice"], [["push"], ["pull"], ["slide"]]),
    ("5 damage, slowed, prone or dazed (EoT)", ["damage", "choice"], [["slowed"], ["prone"], ["dazed"]]),
    ("5 damage, slowed, prone, or dazed (EoT)", ["damage", "choice"], [["slowed"], ["prone"], ["dazed"]]),
    ("出血、朦朧、または減速 (EoT)", ["choice"], [["bleeding"], ["dazed"], ["slowed"]]),
]


@pytest.mark.parametrize("text, kinds, options", LISTS, ids=[c[0] for c in LISTS])
def test_a_lists_head_before_or_is_no_option_unless_all_are_alike(text, kinds, options):
    effects = clause_effects(text)
    assert [e.kind for e in effects] == kinds
    choice = effects[-1]
    assert [[getattr(e, "condition", None) or e.movement for e in option] for option in choice.options] == options
    for language in ("en", "ja"):  # the cards say it so that it reads back the same
        assert clause_effects(clause_text(effects, language)) == effects


@pytest.mark.slow   # (10,000 words in one clause, timed at two sizes: the heavy tier)
def test_a_long_run_of_creatures_after_and_is_read_in_linear_time():
    """Each `and …` joined onto the phrase once, not the phrase rebuilt and scanned for each (2,000 joins took a
    second; 10,000, half a minute)."""
    from bounds import cpu_seconds, time_bound

    def read(n, noun):  # (a text of its own each time: a clause read before is not read again)
        return lambda: clause_effects("frightened of you" + f" and all {noun}" * n + " (EoT)")

    with time_bound(30):
        (effect,) = read(10_000, "allies")()
        small, large = cpu_seconds(read(2_500, "creatures")), cpu_seconds(read(10_000, "enemies"))
    assert effect.source.count(" and all allies") == 10_000
    assert large < 8 * small, (small, large)  # 4 times the words: about 4 times the work (quadratic: 16)


# The same creatures as a subject in Japanese: the English card gives the verb the form for several (`all allies gain`,
# not `gains`), as the vocabulary says they are several; one creature keeps its `s`. Both read back the same.
SEVERAL_DO = [
    ("すべての味方はサージ 1 を得る", "all allies gain 1 surge"),
    ("あなたの味方はサージ 1 を得る", "your allies gain 1 surge"),
    ("すべての敵は 1 スクエアシフトする", "all enemies shift 1 square"),
    ("すべてのクリーチャーはサージ 2 を得る", "all creatures gain 2 surges"),
    ("各味方はサージ 1 を得る", "each ally gains 1 surge"),
    ("all allies gain 1 surge", "all allies gain 1 surge"),
]


@pytest.mark.parametrize("clause, english", SEVERAL_DO, ids=[c[1] for c in SEVERAL_DO])
def test_an_english_verb_of_several_takes_its_base_form(clause, english):
    effects = clause_effects(clause)
    assert clause_text(effects, "en") == english
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == effects, language
