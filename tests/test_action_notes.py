"""An action type with a note in brackets, as dynamic terrain writes who takes it: `Main action (Adjacent
creature)` is a main action, the note kept on the card. It was SB106 (an unknown action type) and no action."""

from __future__ import annotations

from pathlib import Path

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json
from statblock.rulesets.draw_steel.wording import Wording

from builders import FORMATS, Parts, converted_to_japanese

NOTED = Parts(action="Main action (Adjacent creature)")


@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-quote", "md-front-named", "yaml", "md-ds-feature"])
def test_the_action_type_is_read_and_the_note_kept(fmt):
    name, build = FORMATS[fmt]
    result = read_text(name, build(NOTED))
    assert result.diagnostics == []
    ability = next(a for a in result.abilities if a.name == "Test")
    assert ability.action == "main_action"
    assert ability_json(ability)["action_label"] == "Main action (Adjacent creature)"
    assert Wording("ja").action(ability) == "メインアクション (Adjacent creature)"


def test_a_misspelt_action_type_with_a_note_is_still_said():
    name, build = FORMATS["native"]
    (problem,) = read_text(name, build(Parts(action="Mian action (Adjacent creature)"))).diagnostics
    assert problem.code == "SB106"


def test_japanese_cards_read_back(tmp_path: Path):
    _, back = converted_to_japanese(tmp_path, "noted.ability", FORMATS["native"][1](NOTED))
    assert back.action == "main_action" and back.action_label.endswith("(Adjacent creature)")


# ---- an action type alone on the line after the name: an ability without keywords -------------------

@pytest.mark.parametrize("line, action", [
    ("Main action", "main_action"),
    ("Maneuver", "maneuver"),
    ("Villain action 2", "villain_action_2"),
    ("メインアクション", "main_action"),
    ("ヴィラン・アクション ２", "villain_action_2"),   # a full-width digit (was `villain_action_２`)
])
def test_an_action_type_alone_is_the_abilitys_action(line, action):
    """`Main action` under the name was the ability's flavor text: no action, and no report."""
    text = f"Test\n{line}\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n≤11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n"
    result = read_text("a.ability", text)
    assert result.diagnostics == []
    (ability,) = result.abilities
    assert (ability.action, ability.flavor, ability.keywords) == (action, None, ())


@pytest.mark.parametrize("line", ["Main action!", "*Main action*", "Main actions are quick"])
def test_a_line_that_is_more_than_an_action_type_is_still_flavor(line):
    result = read_text("a.ability", f"Test\n{line}\n📏 Melee 1 | 🎯 One creature\n")
    (ability,) = result.abilities
    assert ability.action is None and ability.flavor is not None


def test_a_note_in_full_width_brackets_takes_no_space_before_it():
    """`メインアクション（隣接するクリーチャー）`, as Japanese writes brackets (was `メインアクション （…）`)."""
    result = read_text("a.ability", "Test\n遠距離、武器 | メインアクション（隣接するクリーチャー）\n📏 遠距離 5 | 🎯 1体のクリーチャー\n")
    (ability,) = result.abilities
    assert result.diagnostics == [] and ability.action == "main_action"
    assert Wording("ja").action(ability) == "メインアクション（隣接するクリーチャー）"
    assert Wording("en").action(ability) == "Main action（隣接するクリーチャー）"
