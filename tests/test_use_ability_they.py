"""A potency's `they` made to use an ability: `P < STRONG, they use a main action ability of your choice` was text
(SB138), `they` no creature the ruleset knew, though `P < STRONG, they make a free strike` was read. `they` names the
targets (the vocabulary's `status_subject`), as it does after any potency: now a `UseAbility` of theirs, printed
`彼らは…を使用する` on a Japanese card (the pronoun in Japanese, as a free strike of theirs is; it was the author's English
quoted, `「they」は`, as if a name) and read back the same. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

CASES = [
    ("P < STRONG, they use a main action ability of your choice", True),
    ("P < AVERAGE, they can use a signature ability against the nearest ally", True),
    ("they use a signature ability against one ally adjacent to them", False),
]


def _use(effects) -> fx.UseAbility:
    (effect,) = effects
    if isinstance(effect, fx.PotencyGate):
        (effect,) = effect.effects
    return effect


@pytest.mark.parametrize("clause, gated", CASES, ids=["main-action", "signature-can", "no-potency"])
def test_they_use_an_ability(clause, gated):
    effects = clause_effects(clause)
    assert isinstance(effects[0], fx.PotencyGate) == gated
    effect = _use(effects)
    assert isinstance(effect, fx.UseAbility)
    assert effect.who == "they"


@pytest.mark.parametrize("clause", [c[0] for c in CASES], ids=["main-action", "signature-can", "no-potency"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_says_it_and_reads_back_the_same(clause, lang):
    effects = clause_effects(clause)
    assert isinstance(_use(effects), fx.UseAbility)
    card = clause_text(effects, lang)
    assert clause_effects(card) == effects
    if lang == "ja":
        assert card.replace("P < STRONG、", "").replace("P < AVERAGE、", "").startswith("彼らは") and "使用" in card
        assert "「they」" not in card


def test_a_japanese_author_quoting_they_is_read_the_same():
    japanese = clause_effects("P < STRONG、「they」はあなたが選んだメインアクションのアビリティを使用する")
    assert japanese == clause_effects("P < STRONG, they use a main action ability of your choice")
    # a quoted subject that names no creature the ruleset knows stays text, as an unquoted one does
    (text,) = clause_effects("「the griffon」はシグネチャー・アビリティを使用する")
    assert isinstance(text, fx.Text)
