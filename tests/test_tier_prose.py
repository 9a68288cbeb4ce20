"""Tier clauses written as English prose that were kept as text unread (or read wrongly), each now read by the
rules of seeds 000/001, or kept as text and said. Each new reading prints in English and Japanese and reads back
the same. Short notation of our own."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime import effects as fx

READ = [
    # a tier's area said as the ability's distance (seed 000: 「X バースト」 as a tier's outcome)
    ("distance-is", "The distance is a 3 burst", fx.TierArea(3, "burst")),
    ("distance-becomes", "its distance becomes a 2 cube", fx.TierArea(2, "cube")),
    ("distance-is-line", "the distance is a 5 x 1 line", fx.TierArea(5, "line", 1)),
]


@pytest.mark.parametrize("clause, expected", [r[1:] for r in READ], ids=[r[0] for r in READ])
def test_the_clause_is_its_effect(clause, expected):
    assert clause_effects(clause) == (expected,)


@pytest.mark.parametrize("clause", [r[1] for r in READ], ids=[r[0] for r in READ])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_print_it_and_it_reads_back(clause, lang):
    effects = clause_effects(clause)
    assert clause_effects(clause_text(effects, lang)) == effects


def test_the_distance_sentence_is_printed_as_written_and_kept_in_the_json():
    (area,) = clause_effects("The distance is a 3 burst")
    assert area.said == "The distance is a"
    assert clause_text((area,), "en") == "The distance is a 3 burst"
    assert clause_text((area,), "ja") == "3 バースト"
    assert effect_json.dump(area)["said"] == "The distance is a"
    assert effect_json.load(effect_json.dump(area)).said == "The distance is a"
    assert "said" not in effect_json.dump(fx.TierArea(3, "burst"))


STAYS = [
    ("distance-melee", "The distance is Melee 2"),          # a reach, no area
    ("distance-of-other", "the pull's distance is a 3 burst"),  # not the ability's distance
    ("distance-unknown-shape", "the distance is a 3 blob"),
]


@pytest.mark.parametrize("clause", [s[1] for s in STAYS], ids=[s[0] for s in STAYS])
def test_what_is_not_so_stays_text(clause):
    assert clause_effects(clause) == (fx.Text(clause),)
