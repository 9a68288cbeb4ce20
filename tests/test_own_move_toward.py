"""A creature's own move that says where it goes: `the bard can shift 1 square toward the target`, `… away from
the target`, `the target moves up to their speed toward you` (monsters' tiers write it so, as forced moves' `pull 3
toward …`). The clause was text; now it is an own move whose `toward` keeps the words as written, printed after it on
English cards and in Japanese words on Japanese ones (`（ターゲットに向かって）`; words the ruleset has none for quoted,
`（「toward the dragon」）`, as a forced move's are), each reading back the
same."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime import effects as fx

CASES = [
    ("the bard can shift 1 square toward the target", "the bard", 1, False, "toward the target"),
    ("the bard shifts up to 3 squares toward the target", "the bard", 3, False, "toward the target"),
    ("the target moves up to their speed toward you", "the target", 0, True, "toward you"),
    ("you teleport 2 squares towards the nearest ally", "you", 2, False, "towards the nearest ally"),
    ("the bard shifts up to 2 squares away from the target", "the bard", 2, False, "away from the target"),
    ("the target moves up to their speed away from you", "the target", 0, True, "away from you"),
]


@pytest.mark.parametrize("text, who, distance, speed, toward", CASES, ids=[c[0] for c in CASES])
def test_where_the_creature_moves_is_kept(text, who, distance, speed, toward):
    (effect,) = clause_effects(text)
    assert isinstance(effect, fx.OwnMove)
    assert (effect.who.lower(), effect.distance, effect.speed, effect.toward) == (who, distance, speed, toward)


@pytest.mark.parametrize("text", [c[0] for c in CASES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_reads_back_the_same(text, lang):
    effects = clause_effects(text)
    printed = clause_text(effects, lang)
    assert clause_effects(printed) == effects, printed
    assert any(words in printed for words in ("toward", "away from", "に向かって", "から離れて"))


def test_the_japanese_card_says_where_it_goes():
    """In the ruleset's words where it has them (`（ターゲットに向かって）`), else quoted as written."""
    assert clause_text(clause_effects(CASES[0][0]), "ja").endswith("（ターゲットに向かって）")
    assert clause_text(clause_effects(CASES[3][0]), "ja").endswith("（「towards the nearest ally」）")


def test_a_choice_between_a_forced_move_and_an_own_move_toward_is_read():
    (choice,) = clause_effects("pull 2, or the bard shifts up to 2 squares toward the target")
    assert isinstance(choice, fx.Choice)
    (pulled,), (moved,) = choice.options
    assert isinstance(pulled, fx.ForcedMove) and pulled.distance == 2
    assert isinstance(moved, fx.OwnMove) and moved.toward == "toward the target"


def test_toward_is_in_the_json_only_when_written():
    with_it, = clause_effects(CASES[0][0])
    without, = clause_effects("the bard can shift 1 square")
    assert effect_json.dump(with_it)["toward"] == "toward the target"
    assert "toward" not in effect_json.dump(without)
    assert effect_json.load(effect_json.dump(with_it)) == with_it


def test_a_japanese_forced_move_sentence_keeps_where_it_goes():
    (effect,) = clause_effects("ターゲットを3マス引き寄せる（「toward the dragon」）")
    assert isinstance(effect, fx.ForcedMove) and effect.toward == "toward the dragon" and effect.distance == 3


def test_a_forced_move_away_from_someone_keeps_it():
    (effect,) = clause_effects("slide 2 away from the caster")
    assert isinstance(effect, fx.ForcedMove) and effect.toward == "away from the caster"
    assert clause_effects(clause_text((effect,), "ja")) == (effect,)


@pytest.mark.parametrize("text", ["the target shifts 2 squares away", "push 2 away"])
def test_away_with_no_one_named_stays_text(text):
    assert clause_effects(text) == (fx.Text(text),)
