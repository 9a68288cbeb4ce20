"""Durations in words as homebrew shortens them, with the articles dropped (`until end of its next turn`, `until
start of your next turn`): read as the vocabulary's durations and phrases, not as words of their own, and said in
the seed's words on a Japanese card that reads back to the same JSON."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json

HEAD = "Test Jab\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"


def _first(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (ability,) = result.abilities
    return ability.power_roll.tiers[0].effects, [d.code for d in result.diagnostics]


def _meant(effects) -> list:
    """The JSON of `effects` without the verb, which is spelling (`have`, `得る`), not meaning."""
    return [{k: v for k, v in effect_json.dump(e).items() if k != "verb"} for e in effects]


@pytest.mark.parametrize("shortened, written", [
    ("slowed until end of its next turn", "slowed (EoT)"),
    ("slowed until end of the target's next turn", "slowed (EoT)"),
    ("slowed until end of turn", "slowed (EoT)"),
    ("slowed until end of encounter", "slowed until the end of the encounter"),
    ("slowed until start of your next turn", "slowed until the start of your next turn"),
    ("slowed until end of round", "slowed until the end of the round"),
    ("you have an edge on strikes until end of your next turn",
     "you have an edge on strikes until the end of your next turn"),
])
def test_a_duration_without_its_articles_is_the_one_with_them(shortened, written):
    effects, codes = _first(shortened)
    expected, _ = _first(written)
    assert [effect_json.dump(e) for e in effects] == [effect_json.dump(e) for e in expected] and codes == []
    japanese = clause_text(effects, "ja")
    assert "「" not in japanese and "until" not in japanese
    read, codes = _first(japanese)
    assert _meant(read) == _meant(effects) and codes == []


@pytest.mark.parametrize("clause", ["slowed until the mist clears", "slowed until end of the song"])
def test_a_duration_of_the_author_s_own_stays_as_written(clause):
    effects, _ = _first(clause)
    (condition,) = effects
    assert condition.duration.kind == "until" and condition.duration.text == clause.removeprefix("slowed ")
