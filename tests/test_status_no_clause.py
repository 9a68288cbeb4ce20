"""A status of the ability's own said before a duration (`the target can't hide (EoT)`) is what a creature is or can't
do, never a clause with a verb of its own, in English and Japanese:

- a deed the grammar reads (`makes a free strike`, `uses a signature ability`) lasts no while: with a duration the
  clause is text (SB138), never a status named by the deed's words (the Japanese card printed
  `ターゲットは「makes a free strike…」`);
- words joined by `and` to another subject's clause (`makes a free strike and the target is slowed (EoT)`) are the
  two clauses, each read as it is (the free strike was lost in a status named by all the words), or text.
"""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from test_japanese_readback import _compiled, _dumped

DAMAGE = fx.Damage(3, ("might",))
SLOWED = fx.ApplyCondition("slowed", fx.END_OF_TURN)

# (id, clause after `3 + M damage; `, the effects after the damage)
READ = [
    ("en-target-strike-target-slowed", "the target makes a free strike and the target is slowed (EoT)",
     (fx.FreeStrike("the target"), SLOWED)),
    ("en-you-strike-target-slowed", "you make a free strike and the target is slowed (EoT)",
     (fx.FreeStrike("you"), SLOWED)),
    ("ja-target-strike-target-slowed", "ターゲットはフリーストライクを行い、ターゲットは減速 (EoT)",
     (fx.FreeStrike("the target"), SLOWED)),
    ("ja-you-strike-target-slowed", "あなたはフリー・ストライクを行い、ターゲットは減速 (EoT)",
     (fx.FreeStrike("you"), SLOWED)),
]


@pytest.mark.parametrize("clause, expected", [c[1:] for c in READ], ids=[c[0] for c in READ])
def test_a_clause_after_a_deed_is_read_not_named(clause, expected):
    effects, codes = _compiled(f"3 + M damage; {clause}")
    assert (effects, codes) == ((DAMAGE, *expected), [])
    assert not any(isinstance(e, fx.ApplyCondition) and e.custom for e in effects)
    for language in ("en", "ja"):
        printed = clause_text(effects, language)
        again, again_codes = _compiled(printed)
        assert (_dumped(again), again_codes) == (_dumped(effects), []), printed


# a deed said to last, or a status joined to another subject's clause: text, said so
TEXT = [
    ("en-uses-signature", "the target uses a signature ability (EoT)"),
    ("ja-uses-signature", "ターゲットはシグネチャー・アビリティを使用する (EoT)"),
    ("en-free-strike", "the target makes a free strike (EoT)"),
    ("ja-free-strike", "ターゲットはフリー・ストライクを行う (EoT)"),
]


def test_a_status_then_the_same_subjects_clause_is_both_and_anothers_is_said():
    """A status joined by `and` to a clause of the same subject with a duration is the two, each lasting so (was text,
    SB138; `test_status_joined_to_a_sentence.py`); joined to another creature's, whose effects the duration ends is not
    read, said by SB134 with the fix (was SB138, which said no reason)."""
    effects, codes = _compiled("3 + M damage; the target can't hide and the target is slowed (EoT)")
    assert codes == [] and effects == (DAMAGE, fx.ApplyCondition("can't hide", fx.END_OF_TURN, (), True, None, None,
                                                                 "the target"), SLOWED)
    clause = "you can't hide and the target is slowed (EoT)"
    effects, codes = _compiled(f"3 + M damage; {clause}")
    assert effects == (DAMAGE, fx.Text(clause)) and codes == ["SB134"]


@pytest.mark.parametrize("clause", [c[1] for c in TEXT], ids=[c[0] for c in TEXT])
def test_no_status_holds_a_clause_of_its_own(clause):
    effects, codes = _compiled(f"3 + M damage; {clause}")
    assert effects == (DAMAGE, fx.Text(clause))
    assert codes == ["SB138"]


# statuses with a verb of their own stay statuses
KEPT = [
    ("en-cant-hide", "the target can't hide (EoT)", "can't hide"),
    ("en-turns-green", "the target turns green (EoT)", "turns green"),
    ("en-line-of-effect-and", "the target has line of effect only to adjacent creatures and objects (EoT)",
     "has line of effect only to adjacent creatures and objects"),
    ("ja-cant-hide", "ターゲットは隠れられない (EoT)", "can't hide"),
    ("ja-drops-weapon", "ターゲットは武器を落とす (EoT)", "武器を落とす"),
]


@pytest.mark.parametrize("clause, name", [c[1:] for c in KEPT], ids=[c[0] for c in KEPT])
def test_a_status_with_a_verb_is_still_one(clause, name):
    effects, codes = _compiled(f"3 + M damage; {clause}")
    assert (effects, codes) == ((DAMAGE, fx.ApplyCondition(name, fx.END_OF_TURN, (), True, None, None, "the target")),
                                [])
