"""Several creatures each let to use a signature ability: `two allies within 10 squares of you can each use a strike
signature ability that gains an edge against the target as a free triggered action` (the Tactician's Hammer and Anvil;
the corpus's Censor Congregation says it with the action first). Was text (SB138): `two allies` was no creature the
ruleset knew, and `can each` no form of `can`. Now a `UseAbility` whose who says each of them after it (`two allies
... each`, as `you and your companion can each spend a Recovery` is read), `2体の味方それぞれ` on a Japanese card,
read back the same. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.creature_phrases import narrowed_english, narrowed_japanese
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.vocabulary import vocabulary

# (clause, who, strike, edge, free triggered)
CASES = [
    ("two allies within 10 squares of you can each use a strike signature ability that gains an edge against the "
     "target as a free triggered action", "two allies within 10 squares of you each", True, "edge", True),
    ("as a free triggered action, two allies within 10 squares of the target can each use a strike signature ability "
     "that gains an edge against the target", "two allies within 10 squares of the target each", True, "edge", True),
    ("two allies can each use a signature ability", "two allies each", False, None, False),
    ("two allies within 5 squares of you can use a signature ability", "two allies within 5 squares of you", False,
     None, False),
]


@pytest.mark.parametrize("clause, who, strike, edge, free", CASES, ids=[c[1] for c in CASES])
def test_each_of_several_allies_uses_it(clause, who, strike, edge, free):
    (effect,) = clause_effects(clause)
    assert isinstance(effect, fx.UseAbility)
    assert (effect.who, effect.strike, effect.edge, effect.free_triggered, effect.can) == (who, strike, edge, free, True)


@pytest.mark.parametrize("clause", [c[0] for c in CASES], ids=[c[1] for c in CASES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_says_it_and_reads_back_the_same(clause, lang):
    effects = clause_effects(clause)
    printed = clause_text(effects, lang)
    assert clause_effects(printed) == effects, printed
    if lang == "ja":
        assert "2体の味方" in printed and "allies" not in printed
        assert ("それぞれ" in printed) == ("each" in effects[0].who)


def test_each_said_of_two_allies_reads_both_ways():
    rules = vocabulary()
    assert narrowed_japanese(rules, "two allies within 10 squares of you each") == "あなたから10 スクエア以内の2体の味方それぞれ"
    assert narrowed_english(rules, "2体の味方それぞれ")[0] == "two allies each"
    # `each` after one creature that is one stays none (`the target each`, `ターゲットそれぞれ`)
    assert narrowed_japanese(rules, "the target each") is None and narrowed_english(rules, "ターゲットそれぞれ") is None


def test_a_resource_spent_by_each_of_two_allies_is_said_in_japanese():
    """`two allies can each spend a Recovery` (the grammar's `can each`): `2体の味方それぞれ`, was `「two allies each」`."""
    effects = clause_effects("two allies can each spend a Recovery")
    printed = clause_text(effects, "ja")
    assert printed.startswith("2体の味方それぞれは") and clause_effects(printed) == effects
