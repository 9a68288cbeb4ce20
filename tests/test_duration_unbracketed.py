"""A condition's duration without its brackets (`frightened save ends`, `slowed EoT`): the grammar reads no such
clause, so it was kept as text in silence and the tier put nothing on the target. SB109 (a warning) says so, with
the clause as the notation writes it; it stays text (nothing is compiled from the guess)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text

HEAD = "Test Jab\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"


def _read(clause: str):
    text = HEAD + f"≤11: 2 damage; {clause}\n12-16: 5 damage\n17+: 8 damage\n"
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    return text, ability.power_roll.tiers[0].effects, result.diagnostics


@pytest.mark.parametrize("clause, marked, fixed", [
    ("frightened save ends", "frightened save ends", "frightened (save ends)"),
    ("slowed EoT", "slowed EoT", "slowed (EoT)"),
    ("dazed and slowed save ends", "dazed and slowed save ends", "dazed and slowed (save ends)"),
    ("I < AVERAGE, frightened save ends", "frightened save ends", "frightened (save ends)"),
    ("M < 2 slowed save ends", "slowed save ends", "slowed (save ends)"),
    ("減速 セーヴ終了", "減速 セーヴ終了", "減速 (セーヴ終了)"),
])
def test_a_duration_without_brackets_is_said(clause, marked, fixed):
    text, effects, diagnostics = _read(clause)
    (said,) = diagnostics
    assert (said.code, said.severity.name, said.message.key) == ("SB109", "WARNING", "duration.unbracketed")
    assert f"`{fixed}`" in said.suggestion.render("en") and f"「{fixed}」" in said.suggestion.render("ja")
    line = text.splitlines()[said.span.line - 1]
    assert line[said.span.column - 1:].startswith(marked)
    assert not any(getattr(e, "condition", None) for e in effects[1:])  # kept as text: nothing guessed


@pytest.mark.parametrize("clause", ["frightened (save ends)", "slowed until the end of the encounter",
                                    "the mist save ends", "slowed", "frightened until the mist clears"])
def test_other_clauses_are_not_said(clause):
    _, _, diagnostics = _read(clause)
    assert [d for d in diagnostics if d.message.key == "duration.unbracketed"] == []
