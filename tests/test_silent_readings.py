"""Tier clauses that were read as something they are not, with no word said: a checker is trusted only if it is never
silently wrong. Each is now read as what it is, or kept as text with a diagnostic that says so.

Was: `ターゲットは R マスシフトする` (a shift by a characteristic's distance) was a condition named `r マスシフトする`,
`the target is R` one named `r`; `the target takes a bane on strikes until the end of their next turn` had the bane on
`strikes until the end of their next turn` and no duration; `one target is pushed up to 2 squares and prone` put prone
on every target (`and is prone`, `and knocked prone` on the one); `the target takes a bane on strikes and is slowed
(save ends)` was text, said nowhere; `ターゲットはストライクに不利を受け（セーヴ終了）、減速（セーヴ終了）` a status named
`ストライクに不利を受け`. Short notation of our own."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from test_japanese_readback import _compiled, _dumped


def _flat(effects):
    for effect in effects:
        yield effect
        if isinstance(effect, fx.PotencyGate):
            yield from _flat(effect.effects)
        if isinstance(effect, fx.Choice):
            for option in effect.options:
                yield from _flat(option)


# ---- a duration spelt out after an edge or a bane --------------------------------------------------------------

# (id, clause, what the bane is on, the duration's kind, its words when kept as written)
UNTIL = [
    ("en-their-next-turn", "the target takes a bane on strikes until the end of their next turn", "strikes",
     "end_of_turn", None),
    ("en-no-scope", "the target takes a bane until the end of their next turn", None, "end_of_turn", None),
    ("en-double", "the target takes a double bane on strikes until the end of their next turn", "strikes",
     "end_of_turn", None),
    ("en-encounter", "the target has a bane on strikes until the end of the encounter", "strikes",
     "end_of_encounter", None),
    # another creature's turn is no EoT (seed 000: the affected creature's), kept as written
    ("en-your-next-turn", "the target takes a bane on ability rolls until the start of your next turn",
     "ability rolls", "until", "until the start of your next turn"),
    ("ja-their-next-turn", "ターゲットは次のターンの終了時までストライクに不利を受ける", "strikes", "end_of_turn", None),
    ("ja-encounter", "ターゲットはエンカウント終了時までストライクに不利を受ける", "strikes", "end_of_encounter", None),
]


@pytest.mark.parametrize("clause, on, kind, written", [pytest.param(c, o, k, w, id=i) for i, c, o, k, w in UNTIL])
def test_a_duration_after_an_edge_or_a_bane_is_its_duration(clause, on, kind, written):
    (effect,), codes = _compiled(clause)
    assert isinstance(effect, fx.EdgeOrBane) and codes == []
    assert (effect.on, effect.duration.kind, effect.duration.text) == (on, kind, written)
    for printed in (clause_text((effect,), "en"), clause_text((effect,), "ja")):
        again, again_codes = _compiled(printed)
        assert _dumped(again) == _dumped((effect,)) and again_codes == [], printed


# ---- who a condition after a forced move lands on --------------------------------------------------------------

SOME = [
    ("and", "one target is pushed up to 2 squares and prone", "prone"),
    ("and-is", "one target is pushed up to 2 squares and is prone", "prone"),
    ("and-knocked", "one target is pushed up to 2 squares and knocked prone", "prone"),
    ("and-lasting", "one target is slid 2 squares and restrained (EoT)", "restrained"),
    ("and-pulled", "one target is pulled 1 square and grabbed", "grabbed"),
]


@pytest.mark.parametrize("clause, condition", [pytest.param(c, k, id=i) for i, c, k in SOME])
def test_a_condition_joined_to_some_targets_forced_move_is_on_them(clause, condition):
    effects, codes = _compiled(clause)
    assert codes == []
    assert [(e.kind, e.subject) for e in effects] == [("forced_move", "one target"), ("condition", "one target")]
    assert effects[1].condition == condition
    for printed in (clause_text(effects, "en"), clause_text(effects, "ja")):
        again, _ = _compiled(printed)
        assert _dumped(again) == _dumped(effects), printed


def test_the_three_forms_of_some_targets_pushed_and_prone_agree():
    read = [_dumped(_compiled(clause)[0]) for _, clause, _ in SOME[:3]]
    assert read[0] == read[1] == read[2]


def test_a_condition_joined_to_every_targets_forced_move_is_every_targets():
    effects, _ = _compiled("push 2 and prone")
    assert [(e.kind, getattr(e, "subject", None)) for e in effects] == [("forced_move", None), ("condition", None)]
