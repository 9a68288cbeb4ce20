"""An own move said as one the creature has to make: `the target must shift 2 squares away from you` (monsters'
text writes it so: a creature driven off, `must shift 3 squares in a straight line away from the animal`). `must` was
read as a word of who moves (`the target must`), so a Japanese card printed 「the target must」は 2 スクエアシフトする:
the target's name left in English and the obligation lost. Now `must` is the move's own word, kept (`OwnMove.must`,
JSON `must` only when said), printed back `must shift` / `シフトしなければならない` and read back the same."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime import effects as fx

CASES = [
    ("the target must shift 2 squares away from you", "the target", "shift", 2, False, "away from you"),
    ("the target must shift 1 square", "the target", "shift", 1, False, None),
    ("you must teleport up to 3 squares", "you", "teleport", 3, False, None),
    ("each enemy must move up to their speed away from the target", "each enemy", "move", 0, True,
     "away from the target"),
]


@pytest.mark.parametrize("text, who, movement, distance, speed, toward", CASES, ids=[c[0] for c in CASES])
def test_must_is_the_moves_word_not_whos(text, who, movement, distance, speed, toward):
    (effect,) = clause_effects(text)
    assert isinstance(effect, fx.OwnMove)
    assert (effect.who.lower(), effect.movement, effect.distance, effect.speed, effect.toward) == (
        who, movement, distance, speed, toward)
    assert effect.must and not effect.can


@pytest.mark.parametrize("text", [c[0] for c in CASES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_reads_back_the_same(text, lang):
    effects = clause_effects(text)
    printed = clause_text(effects, lang)
    assert clause_effects(printed) == effects, printed
    assert ("must " if lang == "en" else "しなければならない") in printed


def test_the_japanese_card_names_the_target_in_japanese():
    printed = clause_text(clause_effects(CASES[0][0]), "ja")
    assert printed.startswith("ターゲットは 2 スクエアシフトしなければならない"), printed
    assert "must" not in printed


def test_a_japanese_must_is_read():
    (effect,) = clause_effects("ターゲットは 2 スクエアシフトしなければならない")
    assert isinstance(effect, fx.OwnMove) and effect.must and effect.distance == 2 and effect.who == "the target"


def test_must_is_in_the_json_only_when_written():
    must, = clause_effects(CASES[1][0])
    plain, = clause_effects("the target shifts 1 square")
    assert effect_json.dump(must)["must"] is True
    assert "must" not in effect_json.dump(plain)
    assert effect_json.load(effect_json.dump(must)) == must
    assert must != plain


def test_can_and_a_plain_move_are_as_before():
    (can,) = clause_effects("the target can shift 1 square")
    (plain,) = clause_effects("the target shifts 1 square")
    assert can.can and not can.must and not plain.must and not plain.can
