"""SB116: a tier clause that is an amount with no `damage` (`3 + M`, `３＋Ｍ`) was kept as text with no
diagnostic, so `roll`, `odds` and the card dealt no damage and `check` passed. It is reported now, in
the author's words, and still kept as text: the damage is never guessed in."""

from __future__ import annotations

import functools

import pytest

from statblock import parse_text
from statblock.diagnostics import Severity
from statblock.rulesets.draw_steel.runtime import effects as fx

from builders import slam

_en = slam
_ja = functools.partial(slam, lang="ja")


def _sb116(text: str):
    result = parse_text(text, "a.ability")
    (ability,) = result.abilities
    return ability, [d for d in result.diagnostics if d.code == "SB116"], result.diagnostics


@pytest.mark.parametrize("clause", ["3 + M", "3 + M.", "5 + M, R, I, or P", "8 + M or A", "2d6 + 3", "6 holy",
                                    "3 + M fire", "6 cold, fire, or sonic", "3 + Might"])
def test_an_english_amount_with_no_damage_is_an_error_and_stays_text(clause):
    ability, found, _ = _sb116(_en(clause + "; push 1"))
    (report,) = found
    assert report.severity is Severity.ERROR
    assert report.span.text == clause.rstrip(".") or report.span.text == clause
    assert "`damage`" in report.message and report.help() == "write `damage` after the amount"
    first = ability.power_roll.tiers[0].effects
    assert isinstance(first[0], fx.Text) and first[0].text.strip() == clause  # nothing guessed, nothing lost
    assert isinstance(first[1], fx.ForcedMove)


@pytest.mark.parametrize("clause", ["３＋Ｍ", "3 + M", "6 + M 聖なる", "３＋筋力", "5 + M、R、I、または P"])
def test_a_japanese_amount_with_no_damage_asks_for_the_japanese_word(clause):
    ability, found, _ = _sb116(_ja(clause))
    (report,) = found
    assert report.severity is Severity.ERROR and "`ダメージ`" in report.message
    assert report.help("ja") == "数の後に「ダメージ」と書いてください"
    assert report.text("ja").startswith(f"「{clause}」は数だけで「ダメージ」がありません")
    assert isinstance(ability.power_roll.tiers[0].effects[0], fx.Text)


@pytest.mark.parametrize("text", [_en("3"), _en("3 + 2"), _ja("３")])
def test_a_number_alone_is_a_warning(text):
    """A number alone is likely damage, but could be meant otherwise: warned about, not an error."""
    _, found, _ = _sb116(text)
    (report,) = found
    assert report.severity is Severity.WARNING and "number alone" in report.message


@pytest.mark.parametrize("clause", ["3 + M damage", "2 surges", "the target gains 3", "3 + Q", "3 + M push",
                                    "3 + M M", "Slide 2"])
def test_other_clauses_are_not_a_missing_damage_word(clause):
    _, found, _ = _sb116(_en(clause))
    assert found == []


def test_the_tier_deals_no_damage_in_roll():
    """What the error warns about: as written, the first tier deals nothing."""
    ability, _, _ = _sb116(_en("3 + M"))
    assert not any(isinstance(e, fx.Damage) for e in ability.power_roll.tiers[0].effects)
