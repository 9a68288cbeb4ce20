"""Tier and header text that stayed text with no message, so a tier silently dealt no damage or
gave nothing: each is read now when the rules make its meaning certain, or reported."""

from __future__ import annotations

import functools

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from builders import slam

_en = slam
_ja = functools.partial(slam, lang="ja")


def _first(text: str):
    result = parse_text(text, "a.ability")
    (ability,) = result.abilities
    return ability.power_roll.tiers[0].effects, result.diagnostics


@pytest.mark.parametrize(("clause", "condition", "source"), [
    ("ターゲットはあなたに対して恐怖", "frightened", "of you"),
    ("ターゲットはあなたに対して恐怖（EoT）", "frightened", "of you"),
    ("ターゲットはあなたに対して恐怖状態（セーヴ終了）", "frightened", "of you"),
    ("ターゲットはあなたに対して挑発（セーヴ終了）", "taunted", "by you"),
])
def test_a_japanese_condition_about_someone_keeps_its_condition(clause, condition, source):
    """`あなたに対して恐怖` is `frightened of you`: it was a custom status `あなたに対して恐怖`, or text."""
    (effect,), diagnostics = _first(_ja(clause))
    assert isinstance(effect, fx.ApplyCondition)
    assert (effect.condition, effect.custom, effect.source) == (condition, False, source)
    assert not diagnostics


@pytest.mark.parametrize(("text", "severity"), [
    (_en("2.5 damage"), "error"), (_en("2.5 + M damage; push 1"), "error"), (_ja("2.5ダメージ"), "error"),
    (_en("5 damage + 2 fire damage"), "warning"), (_en("5 damage and 2d6 fire damage"), "warning"),
    (_ja("5ダメージ＋2火炎ダメージ"), "warning"),
])
def test_damage_in_no_shape_the_grammar_reads_is_reported(text, severity):
    """`2.5 damage` and `5 damage + 2 fire damage` stay text, and the tier deals none: SB118 says so."""
    effects, diagnostics = _first(text)
    assert isinstance(effects[0], fx.Text)  # nothing guessed in
    (report,) = [d for d in diagnostics if d.code == "SB118"]
    assert report.severity.value == severity and report.help()


@pytest.mark.parametrize("clause", ["5 damage, or 10 damage if the target is winded", "5 damage; 2 fire damage"])
def test_other_clauses_with_two_damage_words_are_not_sb118(clause):
    _, diagnostics = _first(_en(clause))
    assert not [d for d in diagnostics if d.code == "SB118"]


@pytest.mark.parametrize(("clause", "who", "resource", "amount"), [
    ("you gain a surge", "you", "surge", 1), ("you gain two surges", "you", "surge", 2),
    ("each target gains one surge.", "each target", "surge", 1), ("the Director loses one Malice", "the Director", "malice", -1),
    ("3 damage; you gain a surge", "you", "surge", 1),
])
def test_a_resource_counted_in_a_word_is_read_as_in_digits(clause, who, resource, amount):
    """`you gain a surge` stayed text with no message, though `you gain 1 surge` is a resource change."""
    effects, _ = _first(_en(clause))
    assert effects[-1] == fx.ResourceChange(who, resource, amount)


@pytest.mark.parametrize("clause", ["you gain a bonus", "the ogre gains a surge", "you gain an edge"])
def test_a_counted_word_without_a_known_resource_or_creature_is_no_resource(clause):
    effects, _ = _first(_en(clause))
    assert not any(isinstance(e, fx.ResourceChange) for e in effects)


@pytest.mark.parametrize(("distance", "help"), [
    ("Melee 1; ranged 5", "replace `Melee 1; ranged 5` with `Melee 1 or ranged 5`"),
    ("3-burst", "replace `3-burst` with `3 burst`"),
    ("Cube 3 within 10", "replace `Cube 3 within 10` with `3 cube within 10`"),
])
def test_a_distance_in_no_shape_the_grammar_reads_is_reported(distance, help):
    """Such a distance had no parts and no message: no range, no area, and no keyword check."""
    text = (f"Blast\nArea, Magic | Main action\n📏 {distance} | 🎯 Each enemy in the area\nPower Roll + Might:\n"
            "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n")
    result = parse_text(text, "a.ability")
    (report,) = [d for d in result.diagnostics if d.code == "SB119"]
    assert (report.span.line, report.span.column, report.help()) == (3, 3, help)


@pytest.mark.parametrize("distance", ["Self", "Self and two allies", "3 burst; see below", "Special", "Melee 1 or ranged 5",
                                      "1-mile burst", "∞ x 3 line within 1", "2 cube of unoccupied space within 10"])
def test_a_distance_read_or_with_no_range_is_not_sb119(distance):
    text = (f"Blast\nArea, Magic | Main action\n📏 {distance} | 🎯 Each enemy in the area\nPower Roll + Might:\n"
            "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n")
    assert not [d for d in parse_text(text, "a.ability").diagnostics if d.code == "SB119"]
