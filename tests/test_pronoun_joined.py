"""Whom a pronoun names after the same said of two joined creatures (`the target and the knight are slowed (EoT); it is
prone`, `Ajax and Brutus are dazed; she is prone`, `ターゲットと騎士は減速 (EoT)；それは伏せ`): either, which is not read
(`unknown`, SB185; was the second creature, in silence); and `they` after a part kept as text (`the ogre shoves the
ally; they are prone`: unknown, SB185; was prone on the targets, in silence). Short examples written for these tests
(compiler/pronouns.py)."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled, _dumped
from test_pronoun_referents import _landed, _reads_back
from test_pronoun_referents_mend import _said_of_a_pronoun

JOINED = [
    ("the target and the knight are slowed (EoT); it is prone", "ターゲットと「the knight」は減速 (EoT); それは伏せ",
     [None, "the knight"]),
    ("the knight and the target are slowed (EoT); it is prone", "「the knight」とターゲットは減速 (EoT); それは伏せ",
     ["the knight", None]),
    ("Ajax and Brutus are dazed; she is prone", "「Ajax」と「Brutus」は朦朧; 彼女は伏せ", ["Ajax", "Brutus"]),
]


@pytest.mark.parametrize(("english", "japanese", "subjects"), JOINED, ids=["target-knight", "knight-target", "names"])
def test_a_pronoun_after_two_joined_creatures_names_neither(english, japanese, subjects):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == ["SB185"] and _dumped(effects) == _dumped(twin)
    assert [e.subject for e in effects if e.refers_to is None] == subjects
    assert [e.refers_to for e in _said_of_a_pronoun(effects)] == ["unknown"]
    assert "prone" not in _landed(effects)
    _reads_back(english, ["SB185"])


# Japanese says the knight unquoted too, as `騎士は減速` is read (was one custom condition `ターゲットと騎士は減速`, SB111,
# put on the targets, and `それ` the target)
@pytest.mark.parametrize("clause", ["ターゲットと騎士は減速 (EoT)；それは伏せ", "ターゲットと騎士は減速 (EoT); それは伏せ"])
def test_the_targets_and_a_creature_unquoted_in_japanese(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB185"]
    assert [(e.condition, e.subject) for e in effects if e.refers_to is None] == [("slowed", None), ("slowed", "騎士")]
    assert [e.refers_to for e in _said_of_a_pronoun(effects)] == ["unknown"] and _landed(effects) == ["slowed"]


# the nearest of two parts each about its own creature is still the one `it` names
@pytest.mark.parametrize(("clause", "refers_to"), [
    ("the target is slowed (EoT); the knight is dazed; it is prone", "the knight"),
    ("the knight is dazed; the target is slowed (EoT); it is prone", "target"),
])
def test_a_pronoun_after_two_parts_of_their_own_is_the_nearest(clause, refers_to):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.refers_to for e in _said_of_a_pronoun(effects)] == [refers_to]


@pytest.mark.parametrize(("english", "japanese"), [
    ("3 damage; the ogre shoves the ally; they are prone", "3 ダメージ; オーガは味方を押しのける; 彼らは伏せ"),
], ids=["shoves"])
def test_they_after_a_part_kept_as_text_is_not_read(english, japanese):
    for clause in (english, japanese):
        effects, codes = _compiled(clause)
        assert codes == ["SB138", "SB185"], clause
        (prone,) = [e for e in effects if e.kind == "condition"]
        assert (prone.subject, prone.refers_to) == ("they", "unknown") and _landed(effects) == []


# `they` with nothing kept as text before it is the targets, as before
@pytest.mark.parametrize("clause", ["3 damage; they are prone", "3 ダメージ; 彼らは伏せ"])
def test_they_after_the_targets_part_is_the_targets(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and _landed(effects) == ["prone"]


# a duration that names one creature's turn by a pronoun, said once of two creatures' conditions: `its` may be either's,
# said (SB194); each keeps the words (was said nowhere); the English card says `its` as written (was `their`)
# (`her` at the start of the turn: the end of her turn is each one's EoT now, as the end of its is, SB194 still said:
# test_ds_left11.py)
@pytest.mark.parametrize("clause", ["the target and the knight are slowed until the start of its next turn",
                                    "Ajax and Brutus are dazed until the start of her next turn"])
def test_one_creatures_turn_said_of_two_is_said(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB194"]
    words = clause.split(" until ", 1)[1]
    assert [e.duration.text for e in effects] == [f"until {words}"] * 2
    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (found,) = [d for d in result.diagnostics if d.code == "SB194"]
    assert "either" in found.text("en") and "どちら" in found.text("ja")


@pytest.mark.parametrize("clause", ["the target is slowed until the start of its next turn",
                                    "the target and the knight are slowed until the start of their next turn"])
def test_one_creatures_own_turn_is_not_said(clause):
    assert _compiled(clause)[1] == []


def test_an_english_card_says_its_turn_as_written():
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    from test_japanese_readback import HEAD
    clause = "the target is slowed until the start of its next turn"
    tier = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n").abilities[0].power_roll.tiers[0]
    assert "; ".join(clause_text(group, "en") for group in tier.clauses) == "slowed until the start of its next turn"


# a part before the joined creatures (damage, a push, a potency) is no matter: `it` is either, not read (was the knight,
# in silence: the damage joined the target's run, whose length then differed from the knight's)
@pytest.mark.parametrize(("english", "japanese"), [
    ("3 damage; the target and the knight are slowed (EoT); it is prone",
     "3 ダメージ; ターゲットと「the knight」は減速 (EoT); それは伏せ"),
    ("push 1; the target and the knight are slowed (EoT); it is prone",
     "プッシュ 1; ターゲットと「the knight」は減速 (EoT); それは伏せ"),
    ("M < 2 the target and the knight are slowed (EoT); it is prone",
     "M < 2 ターゲットと「the knight」は減速 (EoT); それは伏せ"),
], ids=["damage", "push", "potency"])
def test_a_part_before_two_joined_creatures_leaves_it_unread(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == ["SB185"] and _dumped(effects) == _dumped(twin)
    assert [e.refers_to for e in _said_of_a_pronoun(effects)] == ["unknown"]
    assert "prone" not in _landed(effects)
    _reads_back(english, ["SB185"])


# `they` after two joined creatures: both, or the targets, not read: SB185, kept on the card (was prone on the target
# alone, the subject dropped and the card `prone`; the Japanese had SB111 before 6d49dcc4, then nothing)
@pytest.mark.parametrize("clause", ["the target and the knight are slowed (EoT); they are prone",
                                    "ターゲットと「the knight」は減速 (EoT); 彼らは伏せ", "ターゲットと騎士は減速 (EoT)；彼らは伏せ"])
def test_they_after_two_joined_creatures_is_not_read(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB185"]
    assert [(e.subject, e.refers_to) for e in effects if e.condition == "prone"] == [("they", "unknown")]
    assert "prone" not in _landed(effects)
    _reads_back(clause, ["SB185"])


# the English card of the Japanese joined form says the name as written, and reads back (was text, SB138: the slowed
# parts lost)
@pytest.mark.parametrize("clause", ["3 ダメージ; ターゲットと騎士は減速 (EoT)；それは伏せ", "ターゲットと騎士は減速 (EoT)"])
def test_the_english_card_of_a_japanese_joined_name_reads_back(clause):
    effects, codes = _compiled(clause)
    assert [e.subject for e in effects if getattr(e, "condition", None) == "slowed"] == [None, "騎士"]
    _reads_back(clause, codes)


# SB194 in Japanese too, and for an end said with `its` (stored as each creature's EoT): `its` may be either's
@pytest.mark.parametrize("clause", ["ターゲットと騎士は減速 (それの次のターンの開始時まで)",
                                    "ターゲットと「the knight」は減速 (それの次のターンの開始時まで)",
                                    "the target and the knight are slowed until the end of its next turn",
                                    "ターゲットと「the knight」は減速 (それの次のターンの終了時まで)"])
def test_whose_turn_its_is_said_in_both_languages(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB194"]
    assert [e.subject for e in effects] in ([None, "騎士"], [None, "the knight"])


# the Japanese card of the English keeps `its` and so SB194 (was `(次のターンの開始時まで)`: `their`, no SB194)
def test_the_japanese_card_of_its_turn_keeps_sb194():
    _reads_back("the target and the knight are slowed until the start of its next turn", ["SB194"])
