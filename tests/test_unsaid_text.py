"""Words of a tier kept as text that no diagnostic named (`the target and the enemy are slowed (EoT)`, `one target can't hide
(EoT)`, a later sentence that does not read, `ターゲットは 3 マス押し戻されるか、伏せ状態になる`): printed word for word,
applied by no one, and said nowhere, so a clean `check` read as understood. SB138, an information, says each, once,
at its words; not where another code says why already. Short examples written for these tests."""

from __future__ import annotations

import collections

import pytest

from statblock.diagnostics import Severity
from statblock.pipeline import read_text

from conftest import ON_THE_CORPUS, corpus_report, corpus_tier_clauses

HEAD = "Test Bolt\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 One creature\nPower Roll + Might:\n"


def _said(tier1: str, tier2: str = "5 damage", tier3: str = "8 damage"):
    """The source, and (code, severity, the words named) of each diagnostic of an ability whose tiers are given."""
    text = HEAD + f"≤11: {tier1}\n12-16: {tier2}\n17+: {tier3}\n"
    result = read_text("t.ability", text)
    return [(d.code, d.severity.value, text[d.span.start:d.span.end]) for d in result.diagnostics]


# (id, tier 1, the words SB138 names): each a tier clause, or a part of one, kept as text
KEPT = [
    ("you-and-the-enemy", "3 damage; you and the enemy are slowed (EoT)", ["you and the enemy are slowed (EoT)"]),
    ("the-target-and-the-enemy", "3 damage; the target and the enemy are slowed (EoT)",
     ["the target and the enemy are slowed (EoT)"]),
    ("you-or-an-ally", "3 damage; you or one ally is dazed (EoT)", ["you or one ally is dazed (EoT)"]),
    ("one-target-cant-shift-and-slowed", "5 damage; one target can't shift and is slowed (EoT)",
     ["one target can't shift and is slowed (EoT)"]),
    ("later-sentence", "3 damage; slowed (EoT). The target glows like a lantern", ["The target glows like a lantern"]),
    ("two-later-sentences", "slowed (EoT). Sparks fly. The air hums", ["Sparks fly. The air hums"]),
    ("potency-body", "3 damage; M < 2 the wind howls around the target", ["the wind howls around the target"]),
    ("japanese-prose", "3 ダメージ; ターゲットは光り輝く", ["ターゲットは光り輝く"]),
    ("two-clauses", "3 damage; the air hums; the wind howls", ["the air hums", "the wind howls"]),
]


@pytest.mark.parametrize(("tier1", "words"), [k[1:] for k in KEPT], ids=[k[0] for k in KEPT])
def test_words_kept_as_text_are_said_once_each_as_information(tier1, words):
    assert _said(tier1) == [("SB138", "info", said) for said in words]


@pytest.mark.parametrize("tier1", [
    "3 damage; slowed (EoT)", "3 damage; push 2 or prone", "3 damage; no effect", "3 damage; you gain 2 surges",
    "3 ダメージ; プルまたはプッシュ 3", "3 damage; M < 2 slowed (save ends)",
], ids=["condition", "choice", "no-effect", "resource", "japanese-choice", "potency"])
def test_a_tier_read_whole_says_nothing(tier1):
    assert _said(tier1) == []


@pytest.mark.parametrize(("tier1", "code"), [
    ("3 + A damge", "SB114"),            # damage misspelt
    ("3 damage; push two", "SB126"),     # a distance in words
    ("3 damage; M < STRONG; prone", "SB117"),  # a potency cut from its effect
    ("3 damage; teleport 3", "SB146"),   # an own move with no one to make it
    ("3 damage; slowed (save ends", "SB112"),  # a bracket left open
])
def test_text_another_code_explains_is_not_said_again(tier1, code):
    assert [said[0] for said in _said(tier1)] == [code]


def test_a_clause_said_elsewhere_in_its_tier_is_still_said_itself():
    """Another clause's diagnostic says nothing of these words: each text is said where no diagnostic touches it."""
    assert _said("3 damage; proen; the air hums") == [("SB101", "error", "proen"),
                                                      ("SB138", "info", "the air hums")]


@pytest.mark.slow
def test_many_texts_and_diagnostics_are_said_in_linear_time():
    from bounds import time_bound

    clauses = "; ".join(f"proen; the air hums {n}" for n in range(2000))
    with time_bound(30):
        result = read_text("t.ability", HEAD + f"≤11: 3 damage; {clauses}\n12-16: 5 damage\n17+: 8 damage\n")
    # (the same slip 2,000 times on a line is said once with the other positions, `repeated.py`; each text its own)
    counted = collections.Counter()
    for diagnostic in result.diagnostics:
        counted[diagnostic.code] += 1 + len(diagnostic.also)
    assert counted == {"SB101": 2000, "SB138": 2000}
    assert [len(d.also) for d in result.diagnostics if d.code == "SB101"] == [1999]


def test_sb136_counts_in_no_summary_and_sets_no_exit_code(tmp_path, capsys):
    from statblock import cli

    path = tmp_path / "t.ability"
    path.write_text(HEAD + "≤11: 3 damage; the air hums\n12-16: 5 damage\n17+: 8 damage\n", encoding="utf-8")
    assert cli.main(["check", "--error-on", "warning", str(path)]) == 0
    out = capsys.readouterr().out
    assert "info[SB138]: `the air hums` is kept as written" in out and "0 errors, 0 warnings" in out


@ON_THE_CORPUS
def test_every_text_of_the_corpus_is_said_and_as_information_only():
    """Each corpus tier clause holding text has a diagnostic at its words (SB138, or the code that says why), and the
    corpus's warnings are not one more for it."""
    report = corpus_report()
    by_file = collections.defaultdict(list)
    for d in report.diagnostics:
        by_file[d.span.source].append(d)
    unsaid, kept = [], 0
    from statblock.rulesets.draw_steel.compiler.unsaid_text import texts_of

    for _, part, effects in corpus_tier_clauses():
        if not texts_of(effects):
            continue
        kept += 1
        span = part.span
        if not any(span.start <= d.span.start < max(span.end, span.start + 1) for d in by_file[span.source]):
            unsaid.append(part.text)
    assert kept > 50 and unsaid == []
    assert not any(d.code == "SB138" and d.severity is not Severity.INFO for d in report.diagnostics)


# ---- read now: a status of some of the targets said with a verb of its own ------------------------------------------

SOME_STATUSES = [
    ("one-target", "one target can't hide (EoT)", "can't hide", "one target", "end_of_turn"),
    ("other-target", "the other target can't hide (save ends)", "can't hide", "the other target", "save_ends"),
    ("one-creature", "one creature drops their weapon (EoT)", "drops their weapon", "one creature", "end_of_turn"),
    ("ja", "1体のターゲットは隠れられない (EoT)", "can't hide", "one target", "end_of_turn"),  # (the vocabulary's status)
    ("ja-quoted", "1体のターゲットは「can't hide」 (セーヴ終了)", "can't hide", "one target", "save_ends"),
]


@pytest.mark.parametrize(("clause", "status", "who", "lasting"), [c[1:] for c in SOME_STATUSES],
                         ids=[c[0] for c in SOME_STATUSES])
def test_a_status_of_some_of_the_targets_is_theirs_and_reads_back(clause, status, who, lasting):
    """`one target can't hide (EoT)` was text, said nowhere; `the target can't hide (EoT)` was a status of the targets.
    Now the status, on the one the user picks (`subject`, which `roll` leaves to the table), said with its own verb
    (`who`): its cards say it as written and read back the same."""
    from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    from statblock.rulesets.draw_steel.runtime import effects as fx
    from statblock.rulesets.draw_steel.runtime.apply import apply_tier
    from statblock.rulesets.draw_steel.runtime.hero import default_target

    (effect,) = clause_effects(clause)
    assert isinstance(effect, fx.ApplyCondition) and effect.custom
    assert (effect.condition, effect.subject, effect.who, effect.duration.kind) == (status, who, who, lasting)
    assert _said("3 damage; " + clause) == []
    english = clause_text((effect,), "en")
    assert english == clause if clause.isascii() else english.startswith(who + " ")
    for lang in ("en", "ja"):
        assert clause_effects(clause_text((effect,), lang)) == (effect,)
    # (on the one the user picks: not on every target)
    assert apply_tier((effect,), default_target()).conditions == ()


@pytest.mark.parametrize(("text", "found"), [
    ("slowed", None), ("push", None), ("two", None), ("", None), ("   ", None),   # one word of ASCII: none, at once
    ("push two", (5, 8, 2)), ("vertical slide three squares", (15, 20, 3)),
    ("プッシュ二", (4, 5, 2)), ("プッシュ二マス", (4, 5, 2)), ("プッシュ三スクエア", (4, 5, 3)),   # one word of Japanese: read
    ("プッシュ", None), ("伏せ", None),
])
def test_a_distance_in_words_is_found_in_one_word_of_japanese_only(text, found):
    """`forced_in_words`, asked of every condition's word: a word alone of ASCII is never a forced move with its
    distance in words (no numeral glued to a verb, nor a unit to take off), and is answered without being cut up."""
    from statblock.rulesets.draw_steel.compiler.slips import forced_in_words
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    assert forced_in_words(text, vocabulary()) == found
