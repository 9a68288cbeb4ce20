"""A condition's word said as a Japanese verb gets the word to write as its fix: `ターゲットは朦朧とする` (SB138, text; had
no did-you-mean), `伏せるし、減速` and `ターゲットは伏せるし` (SB111; the second was a custom condition in silence),
`あなたにつかまれる (EoT)` (grabbed by you: now read as `grabbed by you`, below). Short examples written for these tests
(compiler/condition_words.py, compiler/statuses.py)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text

from test_japanese_readback import HEAD


def _said(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    return result.diagnostics


@pytest.mark.parametrize(("clause", "code", "guess"), [
    ("ターゲットは朦朧とする", "SB138", "朦朧"),
    ("ターゲットは伏せるし、減速", "SB111", "伏せ"),
    ("伏せるし、減速", "SB111", "伏せ"),
    ("伏せている", "SB111", "伏せ"),
    # `…としている`, `…としていた`: the progressive of `朦朧とする` (were custom conditions with no diagnostic, applied)
    ("ターゲットは朦朧としている", "SB111", "朦朧"),
    ("ターゲットは朦朧としていた (EoT)", "SB111", "朦朧"),
])
def test_a_conditions_verb_gets_the_word_as_its_fix(clause, code, guess):
    (found,) = _said(clause)
    assert found.code == code and f"`{guess}`" in found.text("en") and found.suggestion is not None


@pytest.mark.parametrize("clause", ["各味方は燃焼する (EoT)", "ターゲットは歌う"])
def test_other_verbs_get_no_condition_as_a_fix(clause):
    assert all("did you mean" not in d.text("en") and "was meant" not in d.text("en") for d in _said(clause))


# a statistic said before は is no condition's name (`速度は半分になる`: was a condition named so, SB111, which `roll` put on
# the targets): text, SB138, in words the reader does not take for a change of it (`半分になる` is read now, as `半減する`
# is: test_ds_left11.py)
@pytest.mark.parametrize("clause", ["速度は遅くなる (EoT)", "速度は遅くなる (EoT)、伏せ"])
def test_a_statistic_before_wa_is_no_condition(clause):
    from test_japanese_readback import _compiled
    from test_pronoun_referents import _landed
    effects, codes = _compiled(clause)
    assert codes == ["SB138"] and [e.kind for e in effects] == ["text"] and _landed(effects) == []


# grabbed by you said with the verb's ending, with a subject or none, is the condition (seed 000: 「敵に「つかまれて
# (grabbed)」いる」), as `あなたにつかまれ (EoT)` and `grabbed by you (EoT)` are (was SB111 with no subject, and a
# condition of the ability's own named `あなたにつかまれる`, applied with no diagnostic, after `ターゲットは`)
@pytest.mark.parametrize("clause", ["あなたにつかまれる (EoT)", "ターゲットはあなたにつかまれる (EoT)"])
def test_grabbed_by_you_said_with_its_verb_is_grabbed(clause):
    from test_japanese_readback import _compiled, _dumped
    from test_pronoun_referents import _reads_back

    effects, codes = _compiled(clause)
    twin, twin_codes = _compiled("grabbed by you (EoT)")
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    _reads_back(clause, [])
