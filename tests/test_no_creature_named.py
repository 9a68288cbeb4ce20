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
