"""Clauses of two parts whose English or Japanese card did not read back to the same effects: each card now does."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text


@pytest.mark.parametrize("clause, english", [
    # a choice of forced moves of one distance before a forced move said of the creature: the distance said once
    # (was `pull 3 or push 3, the target is pushed 2 squares`, the second push read as the last option's)
    ("pull or push 3, the target is pushed 2 squares", "pull or push 3, the target is pushed 2 squares"),
    # after `can`, a part that is no `can` of the same creature says its subject again (was `…and is slowed (save
    # ends)`, text; `…and gains 2 surges`, the surges no one's)
    ("the target can shift 1 square, the target is slowed (save ends)",
     "the target can shift 1 square and the target is slowed (save ends)"),
    ("the target can shift 1 square, the target gains 2 surges", "the target can shift 1 square and the target gains 2 surges"),
    ("you can shift 1 square, you gain 2 surges", "you can shift 1 square and you gain 2 surges"),
    # a choice of conditions, then a forced move said of the creature, joined by `and` as written (was a comma: the move
    # read as the last option's)
    ("prone or grabbed and the target is pushed 2 squares", "prone or grabbed and the target is pushed 2 squares"),
    # a potency spelt out that lands instead, after another potency: `and` alone, as written (was `, and if …`, text)
    ("A < WEAK, restrained (save ends) and if the target has M < 2 they are instead restrained (save ends)",
     "A < WEAK, restrained (save ends) and if the target has M < 2 they are instead restrained (save ends)"),
    # after an effect that is no potency, `, and` as before
    ("5 damage and if the target has M < 2 they are instead restrained (save ends)",
     "5 damage, and if the target has M < 2 they are instead restrained (save ends)"),
    # a potency that lands instead after a sentence: `and … they are instead`, as written (was `or M < 2 restrained`,
    # read as a choice between the shift and the potency)
    ("you shift 1 square and M < 2 they are instead restrained (save ends)",
     "you shift 1 square and M < 2 they are instead restrained (save ends)"),
], ids=["pull-or-push", "can-then-condition", "can-then-gain", "you-can-then-gain", "choice-then-passive",
        "instead-after-potency", "instead-after-damage", "instead-after-sentence"])
def test_an_english_card_of_two_parts_reads_back(clause, english):
    effects = clause_effects(clause)
    assert clause_text(effects, "en") == english
    assert clause_effects(english) == effects
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("clause, japanese", [
    # `に対して` is no te-form to cut a compound at (was cut after `対して`, read as `対する`: the clause was text)
    ("you shift 1 square, the target is frightened of you (save ends)",
     "あなたは 1 スクエアシフトし、ターゲットはあなたに対して恐怖 (セーヴ終了)"),
    ("the target shifts 1 square and is frightened of the triggering ally (save ends)",
     "ターゲットは 1 スクエアシフトし、トリガーとなった味方に対して恐怖 (セーヴ終了)"),
], ids=["you", "triggering-ally"])
def test_a_japanese_compound_with_a_conditions_source_reads_back(clause, japanese):
    effects = clause_effects(clause)
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects


def test_a_forced_move_said_of_the_targets_in_an_option_of_several_effects_reads_back_in_japanese():
    """`prone or grabbed, the target is pushed 2 squares` (the push the second option's, as English reads it): in the
    notation's form inside the option (was `…、またはつかまれ、ターゲットは 2 スクエア押し戻される`, text to the reader)."""
    effects = clause_effects("prone or grabbed, the target is pushed 2 squares")
    japanese = clause_text(effects, "ja")
    assert japanese == "伏せ、またはつかまれ、プッシュ 2 スクエア"
    assert clause_effects(japanese) == effects
    # alone, it is said as the source says it
    assert clause_text(clause_effects("the target is pushed 2 squares"), "ja") == "ターゲットは 2 スクエア押し戻される"
