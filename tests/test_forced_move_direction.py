"""A forced move in a direction written after it: `push 1 in the direction the target was moving` (a hazard's push the
way its target was going). Was text (SB138), the push lost; now the move, its direction kept as written (as `toward
the center of the cube` is), said in Japanese as `プッシュ 1（ターゲットが移動していた方向に）` and read back. Short
examples written for these tests."""

from __future__ import annotations

import random

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

SCORES = {"might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": 0}


def _read(clause: str):
    roll = "Power Roll + Might:" if clause.isascii() else "パワーロール + 筋力:"
    text = ("Slide\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n" + roll + "\n"
            + "".join(f"{label}: {clause}\n" for label in ("≤11", "12-16", "17+")))
    result = read_text("t.ability", text)
    return result.abilities[0], [d.code for d in result.diagnostics]


@pytest.mark.parametrize("clause, movement, distance, toward", [
    ("push 1 in the direction the target was moving", "push", 1, "in the direction the target was moving"),
    ("Push 2 in the direction the target was moving", "push", 2, "in the direction the target was moving"),
    ("slide 3 in the direction you were moving", "slide", 3, "in the direction you were moving"),
    ("プッシュ 2（ターゲットが移動していた方向に）", "push", 2, "in the direction the target was moving"),
])
def test_a_forced_move_in_a_direction_is_read(clause, movement, distance, toward):
    ability, codes = _read(clause)
    (move,) = ability.power_roll.tiers[0].effects
    assert isinstance(move, fx.ForcedMove) and (move.movement, move.distance, move.toward) == (movement, distance, toward)
    assert codes == []


@pytest.mark.parametrize("clause, japanese", [
    ("push 1 in the direction the target was moving", "プッシュ 1（ターゲットが移動していた方向に）"),
    ("slide 3 in the direction you were moving", "スライド 3（あなたが移動していた方向に）"),
    # (a direction the ruleset has no words for: quoted on a Japanese card, as a place is)
    ("push 3 in the direction the wind blows", "プッシュ 3（「in the direction the wind blows」）"),
])
def test_its_cards_read_back(clause, japanese):
    ability, _ = _read(clause)
    effects = list(ability.power_roll.tiers[0].effects)
    assert clause_text(effects, "en") == clause and clause_text(effects, "ja") == japanese
    for card in (clause, japanese):
        back, codes = _read(card)
        assert list(back.power_roll.tiers[0].effects) == effects and codes == []


def test_roll_pushes_the_target_and_says_the_direction():
    ability, _ = _read("push 1 in the direction the target was moving")
    bound = bind(ability, Hero("Korva", SCORES, level=1))
    result = resolve(bound, [Target("Bandit", dict.fromkeys(SCORES, 0), 20)], random.Random(1))
    (landed,) = result.targets
    assert [(m.movement, m.distance) for m in landed.forced_moves] == [("push", 1)]
    assert "push 1 in the direction the target was moving" in resolution_text(result, bound)


@pytest.mark.parametrize("clause", ["push 2 in the area", "push 2 in the direction"])
def test_other_words_after_a_push_stay_text(clause):
    ability, codes = _read(clause)
    assert ability.power_roll.tiers[0].effects == (fx.Text(clause),) and codes == ["SB138"] * 3
