"""Marvel Champions readings left by the forty-third session, each in English and in Japanese (card texts made up in
the printed style): a side scheme is one whatever list of a state holds it; `Next,` a sequence word as `Then,`;
a txt card's headless ability reads back."""

from __future__ import annotations

import pytest

from test_marvel_timing import card, game, peter, ability, said
from statblock.rulesets.marvel_champions.model import Effect
from statblock.rulesets.marvel_champions.runtime import timing, window_json, window_text


# ---- a side scheme listed under `encounter` is a side scheme -------------------------------------------------------

def _side_scheme_state(where: str):
    scheme = card("Bomb Scare", "side_scheme", ability("Forced Response: After the villain schemes, draw 1 card.",
                                                       "response", forced=True, condition="After the villain schemes",
                                                       effects=[said("Draw 1 card.", Effect("draw", 1))]))
    return game(peter(after=f'[[{where}]]\ncard = "Bomb Scare"\nthreat = 2\n'), scheme)


@pytest.mark.parametrize("lang, label", [("en", "side scheme"), ("ja", "サイド計画")])
@pytest.mark.parametrize("where", ["encounter", "side_schemes"])
def test_a_side_scheme_is_labelled_a_side_scheme_whatever_list_holds_it(where, lang, label):
    # (under `encounter` it was "encounter card in play", プレイ中の遭遇カード)
    state = _side_scheme_state(where)
    (copy,) = [c for c in state.copies if c.name == "Bomb Scare"]
    assert copy.zone == "side_schemes" and copy.threat == 2
    window = timing(state, "the villain schemes")[0]
    printed = [line for line in window_text(window, lang=lang).splitlines() if "Bomb Scare" in line]
    assert printed and all(label in line for line in printed), printed
    assert "encounter card in play" not in window_text(window, lang="en")
    assert [e["zone"] for e in window_json(window)["entries"] if e["card"] == "Bomb Scare"] == ["side_schemes"]
