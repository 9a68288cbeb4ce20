"""A Japanese sentence that says a condition of its subject with が (compiler/conditions_ja.py, condition_words.py): a
creature the ruleset knows is the subject, as with は (`ターゲットが減速 (EoT)` is `slowed (EoT)`, `あなたが減速 (EoT)` is
`you are slowed (EoT)`; were a condition named all the words, SB111, put on the targets, and `ターゲットが伏せ` text); any
other subject is not read, text, SB138 (`味方が減速 (EoT)`, `騎士が伏せ`: were a condition named all the words, SB111, on
the targets, whose card `ターゲットは味方が減速状態` read back with no diagnostic). Short examples written for these tests."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled, _dumped
from test_pronoun_referents import _reads_back


@pytest.mark.parametrize(("japanese", "english"), [
    ("ターゲットが減速 (EoT)", "the target is slowed (EoT)"), ("あなたが減速 (EoT)", "you are slowed (EoT)"),
    ("ターゲットが伏せ", "the target is prone"), ("3 ダメージ; ターゲットが伏せ、および減速 (EoT)", "3 damage; prone and slowed (EoT)"),
], ids=["target", "you", "target-prone", "listed"])
def test_a_known_creature_said_with_ga_is_the_subject(japanese, english):
    effects, codes = _compiled(japanese)
    twin, twin_codes = _compiled(english)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    _reads_back(japanese, [])


@pytest.mark.parametrize("clause", ["味方が減速 (EoT)", "騎士が伏せ", "各味方が減速 (EoT)"])
def test_another_subject_with_ga_is_not_read(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB138"] and [e.kind for e in effects] == ["text"]
    _reads_back(clause, ["SB138"])
