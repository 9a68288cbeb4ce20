"""Conditions said of a subject with `is` (`one target is grabbed, slowed, and weakened (save ends)`), any count: the
English and Japanese cards read back to the same effects. The Japanese card of two or more said of some of the
targets (`1体のターゲットはつかまれ、減速、および衰弱 (セーヴ終了)`) was read as text: a word starts with no digit, so
the grammar's condition list did not take the topic's number, and its sentence of a topic took one condition only."""
from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

LISTS = [(["slowed"], "slowed"), (["grabbed", "slowed"], "grabbed and slowed"),
         (["grabbed", "slowed", "weakened"], "grabbed, slowed, and weakened")]


@pytest.mark.parametrize(("subject", "some"), [("one target is", "one target"), ("the target is", None),
                                               ("each target is", None)])
@pytest.mark.parametrize(("names", "said"), LISTS, ids=["one", "two", "three"])
@pytest.mark.parametrize("duration", [" (save ends)", " (EoT)", ""], ids=["save-ends", "eot", "none"])
def test_conditions_said_of_a_subject_read_back_in_both_languages(subject, some, names, said, duration):
    effects = clause_effects(f"{subject} {said}{duration}")
    conditions = [e for e in effects if isinstance(e, fx.ApplyCondition)]
    assert [c.condition for c in conditions] == names and len(conditions) == len(effects)
    assert {getattr(c, "subject", None) for c in conditions} == {some}
    for language in ("en", "ja"):
        card = clause_text(effects, language)
        assert clause_effects(card) == effects, (language, card)


@pytest.mark.parametrize("text", ["1体のターゲットはつかまれ、および減速 (セーヴ終了)",
                                  "1体のターゲットはつかまれ、減速、および衰弱 (セーヴ終了)",
                                  "1体のターゲットはつかまれおよび減速 (セーヴ終了)"])
def test_japanese_conditions_of_some_of_the_targets_are_read(text):
    """As a Japanese author writes them too: each condition on one target, the duration for all."""
    effects = clause_effects(text)
    english = clause_effects(text.replace("1体のターゲットは", "one target is ").replace("つかまれ", "grabbed")
                             .replace("、および", ", and ").replace("および", " and ").replace("減速", "slowed")
                             .replace("衰弱", "weakened").replace("、", ", ").replace("セーヴ終了", "save ends"))
    assert effects == english and all(isinstance(e, fx.ApplyCondition) for e in effects)

