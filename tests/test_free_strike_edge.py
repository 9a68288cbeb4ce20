"""A free strike with its own edge or bane (`the target can make a free strike that gains an edge`, as the
classes' books write it): the clause was text. The edge is the strike's (`FreeStrike.edge`: edge,
double_edge, bane, double_bane), printed and read back the same in English and Japanese
(`有利を得たフリー・ストライクを行う`); a free strike without one is as before, its JSON without the key.
Short notation of our own."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime import effect_json

READ = [
    ("edge", "The target can make a free strike that gains an edge.", ("the target", None, True, "edge")),
    ("bane", "the target makes a free strike that takes a bane", ("the target", None, False, "bane")),
    ("double-bane-after-against", "the target makes a free strike against the nearest ally that has a double bane",
     ("the target", "the nearest ally", False, "double_bane")),
    ("double-edge", "one ally can make a free strike that has a double edge", ("one ally", None, True, "double_edge")),
    ("none", "you make a free strike", ("you", None, False, None)),
    ("ja-edge", "ターゲットは有利を得たフリー・ストライクを行うことができる", ("the target", None, True, "edge")),
    ("ja-double-bane", "ターゲットは倍不利を受けたフリー・ストライクを行う", ("the target", None, False, "double_bane")),
]


def _strike(effects):
    (effect,) = effects
    assert isinstance(effect, fx.FreeStrike)
    return (effect.who or "").lower(), effect.against, effect.can, effect.edge


@pytest.mark.parametrize("clause, expected", [r[1:] for r in READ], ids=[r[0] for r in READ])
def test_the_strikes_edge_is_read(clause, expected):
    assert _strike(clause_effects(clause)) == expected


@pytest.mark.parametrize("clause", [r[1] for r in READ], ids=[r[0] for r in READ])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_print_it_and_it_reads_back(clause, lang):
    effects = clause_effects(clause)
    assert clause_effects(clause_text(effects, lang)) == effects


def test_a_compound_with_it_is_read():
    effects = clause_effects("The target can shift up to 2 squares and make a free strike that gains an edge.")
    assert [type(e).__name__ for e in effects] == ["OwnMove", "FreeStrike"]
    assert effects[1].edge == "edge" and effects[1].can


def test_the_json_has_the_edge_only_when_there_is_one():
    (plain,) = clause_effects("you make a free strike")
    (edged,) = clause_effects("you make a free strike that gains an edge")
    assert "edge" not in effect_json.dump(plain)
    assert effect_json.dump(edged)["edge"] == "edge"
    assert effect_json.load(effect_json.dump(edged)) == edged


STAYS = [
    # another thing gained after `that`: not the strike's edge
    ("that-gains-surges", "the target makes a free strike that gains 2 surges"),
    # a Japanese past-tense gain before something that is no free strike
    ("ja-not-a-strike", "ターゲットは有利を得た何かを行う"),
]


@pytest.mark.parametrize("clause", [s[1] for s in STAYS], ids=[s[0] for s in STAYS])
def test_what_is_no_strikes_edge_is_not_read_as_one(clause):
    for effect in clause_effects(clause):
        assert not (isinstance(effect, fx.FreeStrike) and effect.edge)
