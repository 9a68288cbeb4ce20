"""Where conditions of one clause have durations of their own, one with none lasts as long as the next duration written
after it (a duration at the end of a list ends the list): `the target is prone and slowed (EoT) and dazed (save ends)` is
prone and slowed (EoT), dazed (save ends); prone had save ends, the last phrase's, in silence. Japanese the same."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped


@pytest.mark.parametrize("clause, expected", [
    ("the target is prone and slowed (EoT) and dazed (save ends)",
     [("prone", "end_of_turn"), ("slowed", "end_of_turn"), ("dazed", "save_ends")]),
    ("ターゲットは伏せ、および減速 (EoT)、および朦朧 (セーヴ終了)",
     [("prone", "end_of_turn"), ("slowed", "end_of_turn"), ("dazed", "save_ends")]),
    ("restrained (save ends) and prone and slowed (EoT)",
     [("restrained", "save_ends"), ("prone", "end_of_turn"), ("slowed", "end_of_turn")]),
    ("restrained (save ends) and prone", [("restrained", "save_ends"), ("prone", None)]),
], ids=["en", "ja", "after-its-own", "last-none"])
def test_a_condition_lasts_as_the_duration_written_after_it(clause, expected):
    effects, codes = _compiled(clause)
    assert codes == []
    assert [(e.condition, e.duration.kind if e.duration else None) for e in effects] == expected
    for lang in ("en", "ja"):
        again, codes = _compiled(clause_text(effects, lang))
        assert _dumped(again) == _dumped(effects) and codes == [], clause_text(effects, lang)
