"""What an English card prints of a clause read from Japanese keeps who it is said of, and reads back
with nothing to warn about: a status of the ability's own (`ターゲットは「burning」状態`: `the target is
burning`, was a bare `burning`, SB111), a potency on some of the targets (`1体のターゲットはM < 2、出血`:
`if one target has M < 2 they are bleeding`, was `… M < 2 bleeding`), several named (`you and each ally
adjacent to you gain`, was `gains`)."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from conftest import ON_THE_CORPUS, corpus_tier_clauses
from test_japanese_readback import _compiled, _dumped

# (id, clause as written, the English card)
CARDS = [
    ("ja-status", "ターゲットは「burning」状態 (セーヴ終了)", "the target is burning (save ends)"),
    ("ja-status-gated", "A < 1、ターゲットは「burning」状態 (セーヴ終了)", "A < 1 the target is burning (save ends)"),
    ("ja-status-after-condition", "R < 1、減速、およびターゲットは「marked」状態 (セーヴ終了)",
     "R < 1 slowed and the target is marked (save ends)"),
    ("ja-potency-some", "1体のターゲットはM < 2、出血 (セーヴ終了)", "if one target has M < 2 they are bleeding (save ends)"),
    ("ja-potency-other", "もう1体のターゲットはA < 2、つかまれ", "if the other target has A < 2 they are grabbed"),
    ("ja-potency-otherwise", "または、M < 2、拘束 (セーヴ終了)", "or if M < 2 they are restrained (save ends)"),
    ("ja-potency-otherwise-status", "または、A < 1、ターゲットは「beheaded」状態",
     "or if A < 1 they are beheaded"),
    ("ja-several", "「you and each ally adjacent to you」は一時的スタミナ 10 を得る",
     "you and each ally adjacent to you gain 10 temporary stamina"),
    ("en-status-bare", "A < 3 burning (save ends)", "A < 3 the target is burning (save ends)"),
    ("en-status", "the target is dragonsealed (save ends)", "the target is dragonsealed (save ends)"),
    ("en-spelt-out", "or if the target has M < 1 they are beheaded", "or if the target has M < 1 they are beheaded"),
    # a condition of the rules and a rider stay bare
    ("condition", "A < 2 slowed (save ends)", "A < 2 slowed (save ends)"),
    ("rider", "I < 2 can't stand (save ends)", "I < 2 can't stand (save ends)"),
]


@pytest.mark.parametrize("clause, english", [pytest.param(c, e, id=i) for i, c, e in CARDS])
def test_an_english_card_says_who_and_reads_back_with_no_warning(clause, english):
    effects, _ = _compiled(clause)
    assert "text" not in {e.kind for e in effects}
    assert clause_text(effects, "en") == english
    again, codes = _compiled(english)
    assert _dumped(again) == _dumped(effects) and codes == []


@pytest.mark.slow  # a whole-corpus sweep (the README's rule for the inner loop: 0.4 s or more)
@ON_THE_CORPUS
def test_every_corpus_clause_through_japanese_prints_an_english_card_that_reads_back(figure):
    """Each distinct structured tier clause of the corpus, printed in Japanese, read, and printed in
    English, reads back to the same effects with no diagnostic the Japanese did not have (was: 52 bare
    statuses of the ability's own, SB111)."""
    seen, misses = set(), []
    for _, part, effects in corpus_tier_clauses():
        if all(isinstance(e, fx.Text) for e in effects) or part.text in seen:
            continue
        seen.add(part.text)
        read, codes = _compiled(clause_text(effects, "ja"))
        english = clause_text(read, "en")
        again, again_codes = _compiled(english)
        if again != read or again_codes != codes:
            misses.append((part.text, english, again_codes))
    figure(f"distinct corpus clauses whose English card of their Japanese reads back cleanly: "
           f"{len(seen) - len(misses)}/{len(seen)}")
    assert len(seen) > 900
    assert misses == [], misses[:10]


@pytest.mark.parametrize("english, japanese", [
    # counted, and enemies among the targets: a condition on some of them, who as written (was text, and a Japanese
    # card quoted the English)
    ("two targets are slowed (save ends)", "2体のターゲットは減速 (セーヴ終了)"),
    ("three targets are grabbed", "3体のターゲットはつかまれ"),
    ("one enemy is frightened (EoT)", "1体の敵は恐怖 (EoT)"),
    ("each enemy is dazed (EoT)", "各敵は朦朧 (EoT)"),
    ("two targets are dazed, slowed (EoT)", "2体のターゲットは朦朧、および減速 (EoT)"),
], ids=["two-targets", "three-targets", "one-enemy", "each-enemy", "two-targets-list"])
def test_a_counted_or_quantified_subject_of_a_condition_is_read(english, japanese):
    effects, codes = _compiled(english)
    assert codes == [] and effects and all(e.kind == "condition" and e.subject for e in effects)
    assert clause_text(effects, "en") == english.replace("dazed, slowed", "dazed and slowed")
    assert clause_text(effects, "ja") == japanese
    for card in (japanese, english):  # (each reads back to the same effects)
        again, codes = _compiled(card)
        assert _dumped(again) == _dumped(effects) and codes == []
    # the Japanese as an author may write its duration (`セーブ・終了`), read the same
    if "セーヴ終了" in japanese:
        assert _dumped(_compiled(japanese.replace("セーヴ終了", "セーブ・終了"))[0]) == _dumped(effects)


def test_each_enemy_is_some_of_the_targets_which_roll_leaves_to_the_user():
    """`each enemy is slowed (EoT)`: an area's targets may be each creature in it, and the condition is on its enemies
    among them: the user says which (`apply.py`), as `one target is grabbed` is; it was text (SB138)."""
    effects, codes = _compiled("each enemy is slowed (EoT)")
    assert codes == [] and [(e.condition, e.subject) for e in effects] == [("slowed", "each enemy")]


@pytest.mark.parametrize("english, japanese, subject, condition", [
    ("each enemy in the area is dazed (EoT)", "領域内の各敵は朦朧 (EoT)", "each enemy in the area", "dazed"),
    ("each enemy adjacent to you is dazed (EoT)", "あなたに隣接する各敵は朦朧 (EoT)", "each enemy adjacent to you", "dazed"),
    ("one enemy adjacent to you is slowed (save ends)", "あなたに隣接する1体の敵は減速 (セーヴ終了)",
     "one enemy adjacent to you", "slowed"),
], ids=["each-enemy-in-the-area", "each-enemy-adjacent", "one-enemy-adjacent"])
def test_a_subject_narrowed_by_where_it_stands_keeps_its_condition(english, japanese, subject, condition):
    """`each enemy in the area is dazed (EoT)`: the words after `each enemy` say where it stands, no verb of a status
    of its own (was a status named `in the area is dazed`, its Japanese card `各敵は「in the area is dazed」`)."""
    effects, codes = _compiled(english)
    assert codes == [] and [(e.kind, e.condition, e.custom, e.subject) for e in effects] \
        == [("condition", condition, False, subject)]
    assert clause_text(effects, "ja") == japanese
    again, codes = _compiled(japanese)
    assert _dumped(again) == _dumped(effects) and codes == []


@pytest.mark.parametrize("clause", ["one target adjacent to you is slowed (save ends)",
                                    "the target adjacent to you is slowed (EoT)",
                                    "each enemy in the burst is dazed (EoT)"])
def test_a_subject_narrowed_in_no_way_read_is_no_status_of_its_own(clause):
    """Where the words after the subject open no verb and the narrowed subject is none the ruleset reads, the clause is
    kept as written and said (SB138), not a status named by the rest of the sentence (`adjacent to you is slowed`)."""
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]
