"""A status of the ability's own, then `and` and a Draw Steel condition about someone (`frightened of you`,
`taunted by the knight`): the condition, whom it is about, and the status, each lasting as long. Was one status named
by all the words (`can't use triggered actions and is frightened of you`), the condition lost with no word said; a
status said with `has` (`has line of effect only to adjacent creatures and is frightened ...`) was text."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from test_japanese_readback import _compiled


# (id, clause, the status's words, the condition, whom it is about, the duration's kind)
ABOUT = [
    ("of-you", "the target can't use triggered actions and is frightened of you (save ends)",
     "can't use triggered actions", "frightened", "of you", "save_ends"),
    ("by-name", "the target can't shift, can't hide, and is taunted by the knight (EoT)",
     "can't shift, can't hide", "taunted", "by the knight", "end_of_turn"),
    ("has", "the target has line of effect only to adjacent creatures and is frightened of all minotaurs (save ends)",
     "has line of effect only to adjacent creatures", "frightened", "of all minotaurs", "save_ends"),
    ("two-phrases", "the target can't shift and is slowed and frightened of the knight (EoT)",
     "can't shift", "frightened", "of the knight", "end_of_turn"),
]


@pytest.mark.parametrize("clause, status, condition, source, kind", [pytest.param(*row[1:], id=row[0]) for row in ABOUT])
def test_a_condition_about_someone_after_a_status_is_that_condition(clause, status, condition, source, kind):
    effects, codes = _compiled(clause)
    first, *rest = effects
    assert (first.condition, first.custom, first.duration.kind) == (status, True, kind) and first.who
    last = rest[-1]
    assert (last.condition, last.custom, last.source, last.duration.kind) == (condition, False, source, kind)
    assert all(isinstance(e, fx.ApplyCondition) for e in effects) and codes == []
    # each card says it, and reads back the same
    english = clause_text(effects, "en")
    assert source in english and _compiled(english)[0] == effects
    japanese = clause_text(effects, "ja")
    # (the status quoted apart from the conditions, the last joined by および: `「can't shift」、および恐怖`; three as a
    # list is written, `「can't shift」、減速、および恐怖`)
    # (a status the vocabulary names in its Japanese, joined: `シフトできず、ターゲットは減速、および恐怖`)
    assert ("」、" in japanese or "ず、ターゲットは" in japanese) and "、および" in japanese \
        and _compiled(japanese)[0] == effects


def test_the_same_condition_alone_in_japanese_reads_as_its_english():
    """The Japanese an author writes of the same (`あなたに対して恐怖`, seed 000's 「に対して」) after the status."""
    english, _ = _compiled("the target can't use triggered actions and is frightened of you (save ends)")
    japanese, codes = _compiled("ターゲットは「can't use triggered actions」、およびあなたに対して恐怖 (セーヴ終了)")
    assert japanese == english and codes == []


def test_a_condition_with_a_clause_after_it_stays_in_the_status():
    """`slowed by the noise unless it is deaf`: a clause after it (`unless`) is no one the condition is about, and the
    condition does not always land: one status of the ability's own named by all the words, as it was."""
    effects, _ = _compiled("the target can't shift and is slowed by the noise unless it is deaf (save ends)")
    assert [(e.condition, e.custom) for e in effects] == [("can't shift and is slowed by the noise unless it is deaf",
                                                            True)]


def test_a_sentence_of_has_the_grammar_reads_stays_a_sentence():
    """`has a bane on strikes`: an edge or a bane is no status of the ability's own; the condition after it is about
    whom it is written about."""
    effects, codes = _compiled("the target has a bane on strikes and is frightened of you (save ends)")
    assert [e.kind for e in effects] == ["edge_bane", "condition"] and effects[1].source == "of you"
    assert codes == []
