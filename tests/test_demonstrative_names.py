"""Demonstratives name no creature, but a name that holds one is a name (compiler/demonstratives.py,
creature_names.points_at_no_name): `That Which Hungers's speed is 0 (EoT)` is the statistic of the creature so named,
as before 40261e44 (was text, SB138: any word of the name a demonstrative made it none); `that ally's speed`, `これこれの
速度`, `あの騎士の速度`, `そいつは伏せ`, `あの騎士は減速` name no creature: text, SB138, as `this this speed` and `this is
prone` are (the Japanese were creatures named `これこれ`, `あの騎士`, `そいつ`, or a condition made of all the words, SB111,
on the targets); a name the author quotes is a name (`「その騎士」の速度`). Both languages; the cards read back. Short
examples written for these tests."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled, _dumped
from test_pronoun_referents import _reads_back


@pytest.mark.parametrize(("english", "japanese"), [
    ("That Which Hungers's speed is 0 (EoT)", "「That Which Hungers」の速度は 0 になる (EoT)"),
    ("This Old Man's speed is 0 (EoT)", "「This Old Man」の速度は 0 になる (EoT)"),
], ids=["that-which-hungers", "this-old-man"])
def test_a_name_that_holds_a_demonstrative_is_a_name(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert [(e.kind, e.who) for e in effects] == [("stat", english.split("'s ")[0])]
    _reads_back(english, [])


@pytest.mark.parametrize("clause", [
    "that ally's speed is 0 (EoT)", "That ally's speed is 0 (EoT)", "this this speed is 0 (EoT)",
    "the knight and this ally's speed is 0 (EoT)",
    "これこれの速度は 0 になる (EoT)", "あの騎士の速度は 0 になる (EoT)", "この味方の速度は 0 になる (EoT)",
    "ターゲットとその速度は 0 になる (EoT)",
    "そいつは伏せ", "こいつは減速 (EoT)", "あの騎士は減速 (EoT)", "これは伏せ", "this is prone",
])
def test_a_demonstrative_names_no_creature(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB138"] and [e.kind for e in effects] == ["text"]
    _reads_back(clause, ["SB138"])


def test_a_quoted_name_that_opens_with_a_demonstrative_is_a_name():
    for clause in ("「その騎士」の速度は 0 になる (EoT)", "「そいつ」は伏せ"):
        effects, codes = _compiled(clause)
        assert codes == [] and [e.kind for e in effects] in (["stat"], ["condition"])
        assert (getattr(effects[0], "who", None) or effects[0].subject) in ("その騎士", "そいつ")
