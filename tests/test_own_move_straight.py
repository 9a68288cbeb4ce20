"""An own move of all the creature's speed, and one in a straight line: `the target must move their speed in a straight
line away from the werewolf` (the Werewolf's, htrajan/ht-drawsteel) was text. `their speed` with no `up to` is all of
it (`OwnMove.speed`, `up_to` False; `自身の速度ぶん`); `in a straight line` is seed 000's 直線, a move that may not turn
back the way it came (`OwnMove.straight`, JSON `straight` only when said; `真っ直ぐ`, the vocabulary's straight, as a
forced move's). Printed and read back the same in both languages."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime import effects as fx

# (clause, who, movement, distance, up_to, speed, straight, toward)
CASES = [
    ("the target must move their speed in a straight line away from the werewolf", "the target", "move", 0, False,
     True, True, "away from the werewolf"),
    ("you can move your speed", "you", "move", 0, False, True, False, None),
    ("the target shifts up to their speed in a straight line", "the target", "shift", 0, True, True, True, None),
    ("the target moves 3 squares in a straight line toward you", "the target", "move", 3, False, False, True,
     "toward you"),
    ("you can shift up to 2 squares in a straight line", "you", "shift", 2, True, False, True, None),
]


@pytest.mark.parametrize("text, who, movement, distance, up_to, speed, straight, toward", CASES,
                         ids=[c[0] for c in CASES])
def test_the_move_is_read(text, who, movement, distance, up_to, speed, straight, toward):
    (effect,) = clause_effects(text)
    assert isinstance(effect, fx.OwnMove)
    assert (effect.who.lower(), effect.movement, effect.distance, effect.up_to, effect.speed, effect.straight,
            effect.toward) == (who, movement, distance, up_to, speed, straight, toward)


@pytest.mark.parametrize("text", [c[0] for c in CASES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_reads_back_the_same(text, lang):
    effects = clause_effects(text)
    printed = clause_text(effects, lang)
    assert clause_effects(printed) == effects, printed
    (effect,) = effects
    if effect.straight:
        assert ("in a straight line" if lang == "en" else "真っ直ぐ") in printed


def test_the_japanese_card_says_all_of_the_speed_and_straight():
    printed = clause_text(clause_effects(CASES[0][0]), "ja")
    assert printed.startswith("ターゲットは自身の速度ぶん真っ直ぐ移動しなければならない"), printed


@pytest.mark.parametrize("japanese, up_to, straight", [
    ("ターゲットは自身の速度分移動する", False, False),
    ("ターゲットは自身の速度まで真っ直ぐシフトできる", True, True),
    ("ターゲットは 3 スクエアまっすぐ移動する", False, True),
])
def test_japanese_an_author_writes_is_read(japanese, up_to, straight):
    (effect,) = clause_effects(japanese)
    assert isinstance(effect, fx.OwnMove) and (effect.up_to, effect.straight) == (up_to, straight)
    assert effect.who == "the target"


def test_straight_is_in_the_json_only_when_written():
    straight, = clause_effects(CASES[3][0])
    plain, = clause_effects("the target moves 3 squares toward you")
    assert effect_json.dump(straight)["straight"] is True and "straight" not in effect_json.dump(plain)
    assert effect_json.load(effect_json.dump(straight)) == straight and straight != plain


def test_all_of_the_speed_is_not_up_to_it():
    (all_of_it,) = clause_effects("the target moves their speed")
    (up_to,) = clause_effects("the target moves up to their speed")
    assert all_of_it != up_to and not all_of_it.up_to and up_to.up_to
    assert clause_text([all_of_it], "en") == "the target moves their speed"
