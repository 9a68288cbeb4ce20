"""What the map is made of is no creature (seed 000's 地面と天井, walls and pillars, objects: the vocabulary's
`surfaces`): a Draw Steel condition said of it (`the ground is prone`) was prone on a creature named `the ground`,
which `roll` and the cards passed on as a rule. It is kept as written and said (SB138: a condition lands on a
creature), in either language; a name that merely holds such a word is still a name."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled


@pytest.mark.parametrize("clause", [
    "the ground is prone",
    "the floor is slowed (EoT)",
    "the ceiling is dazed (EoT)",
    "the wall is grabbed",
    "the object is prone",
    "the ground is invisible to the target (save ends)",
    "the ground and its allies are slowed (EoT)",
    "地面は伏せ",
    "床は減速 (EoT)",
    "天井は朦朧 (EoT)",
    "柱は伏せ",
])
def test_a_condition_said_of_what_the_map_is_made_of_is_said_not_applied(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("clause, subject", [
    ("the dragon is prone", "the dragon"),
    ("the wall guardian is prone", "the wall guardian"),
    ("the Ground is prone", "the Ground"),      # (a proper name: capitalised, as `the Round Knight`)
    ("壁の守護者は伏せ", "壁の守護者"),
    ("ドラゴンは伏せ", "ドラゴン"),
])
def test_a_name_that_merely_holds_such_a_word_is_a_name(clause, subject):
    effects, codes = _compiled(clause)
    assert codes == [] and [(e.kind, e.condition, e.subject) for e in effects] == [("condition", "prone", subject)]


def _reads_back(effects):
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    from test_japanese_readback import _dumped
    for lang in ("en", "ja"):
        card = clause_text(effects, lang)
        again, codes = _compiled(card)
        assert _dumped(again) == _dumped(effects) and codes == [], card


@pytest.mark.parametrize("clause, condition, subject", [
    # a proper name, capitalised with no article, is a name though it holds the map's word (was text, SB138)
    ("Stone Pillar is prone", "prone", "Stone Pillar"),
    ("Pillar of Salt is prone", "prone", "Pillar of Salt"),
    ("Ground Breaker is prone", "prone", "Ground Breaker"),
    ("Lord Ceiling is dazed (EoT)", "dazed", "Lord Ceiling"),
    ("Burning Man is prone", "prone", "Burning Man"),   # (an own state's word, `own_states`, is a name's too)
    # a quoted Japanese name is a name though it is the map's word (was text, SB138), as its English card says it
    ("「壁」は伏せ", "prone", "壁"),
    ("「地面」は伏せ", "prone", "地面"),
    ("「床」は減速 (EoT)", "slowed", "床"),
    ("壁 is prone", "prone", "壁"),
])
def test_a_name_is_a_name_though_it_is_a_surfaces_word(clause, condition, subject):
    effects, codes = _compiled(clause)
    assert codes == [] and [(e.kind, e.condition, e.subject) for e in effects] == [("condition", condition, subject)]
    _reads_back(effects)


@pytest.mark.parametrize("clause", ["Stone Pillar and its allies shift 2 squares", "「柱」とその味方は 2 スクエアシフトする"])
def test_a_name_holding_a_surfaces_word_and_its_allies_move(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.kind for e in effects] == ["own_move"]
    _reads_back(effects)


@pytest.mark.parametrize("clause", ["Ground is prone", "Walls are prone", "壁とその味方は 2 スクエアシフトする"])
def test_the_common_noun_unmarked_is_still_no_name(clause):
    # (a capital that may only start the sentence, the Japanese word unquoted: the map's, no creature)
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("clause", [
    "the ground shifts 2 squares",
    "地面は2マスシフトする",
    "the floor has speed 0 (EoT)",
    "the object's speed is 0 (EoT)",
    "床の速度は 0 になる (EoT)",
])
def test_what_the_map_is_made_of_does_nothing_a_creature_does(clause):
    # (was an own move or a stat change of a creature so named, where `the ground and its allies shift …` was text)
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("clause, kind", [("「地面」は 2 スクエアシフトする", "own_move"), ("the wall guardian shifts 2 squares", "own_move"),
                                          ("「床」の速度は 0 になる (EoT)", "stat")])
def test_a_name_that_is_or_holds_the_maps_word_does_what_a_creature_does(clause, kind):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.kind for e in effects] == [kind]
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    from test_japanese_readback import _dumped
    again, codes = _compiled(clause_text(effects, "ja"))
    assert _dumped(again) == _dumped(effects) and codes == []
    if kind == "own_move":
        _reads_back(effects)
