"""Whose turn an until phrase names, stored the same in both languages (compiler/durations.py, compiler/conditions.py):
`you are slowed until the end of their next turn` is another creature's turn, kept as written (was EoT, the user's own
turn: the subject was read after the duration); `あなたは減速 (ターゲットの次のターンの開始時まで)` is the target's turn,
`until the start of the target's next turn` as its English (was `until the start of their next turn`, the user's); of
the target, `ターゲットの次のターンの終了時まで` is EoT (seed 000's own words for it). Short examples written for these
tests."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled, _dumped
from test_pronoun_referents import _reads_back


def _duration(effects) -> dict:
    (condition,) = [e for e in effects if e.kind == "condition"]
    return {"kind": condition.duration.kind, "text": condition.duration.text}


@pytest.mark.parametrize(("english", "japanese", "duration"), [
    ("you are slowed until the start of the target's next turn", "あなたは減速 (ターゲットの次のターンの開始時まで)",
     {"kind": "until", "text": "until the start of the target's next turn"}),
    ("you are slowed until the end of the target's next turn", "あなたは減速 (ターゲットの次のターンの終了時まで)",
     {"kind": "until", "text": "until the end of the target's next turn"}),
    ("slowed until the end of the target's next turn", "減速 (ターゲットの次のターンの終了時まで)",
     {"kind": "end_of_turn", "text": None}),
    ("slowed until the start of the target's next turn", "減速 (ターゲットの次のターンの開始時まで)",
     {"kind": "until", "text": "until the start of the target's next turn"}),
    ("you are slowed until the start of your next turn", "あなたは減速 (あなたの次のターンの開始時まで)",
     {"kind": "until", "text": "until the start of your next turn"}),
], ids=["you-start-target", "you-end-target", "target-end-target", "target-start-target", "you-start-yours"])
def test_whose_turn_is_stored_the_same_in_both_languages(english, japanese, duration):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert _duration(effects) == duration
    _reads_back(english, [])


# another creature's turn after `you` is no EoT of the user's (was EoT, in silence)
@pytest.mark.parametrize("clause", ["you are slowed until the end of their next turn",
                                    "you are slowed until the end of its next turn"])
def test_another_creatures_eot_after_you_is_kept_as_written(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and _duration(effects) == {"kind": "until", "text": clause.split("slowed ", 1)[1]}


# of the creature the effect is on, `their next turn` is its EoT, as before
@pytest.mark.parametrize("clause", ["the target is slowed until the end of their next turn",
                                    "each ally is slowed until the end of their next turn", "you are slowed (EoT)"])
def test_the_affected_creatures_own_turn_is_eot(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and _duration(effects)["kind"] == "end_of_turn"


# the target's turn said of another creature by name or of each ally is that turn, not the creature's own EoT, the same
# in both languages (was EoT, each ally's or the knight's own turn, in silence; the Japanese since f95645c3)
@pytest.mark.parametrize(("english", "japanese"), [
    ("each ally is slowed until the end of the target's next turn", "各味方は減速 (ターゲットの次のターンの終了時まで)"),
    ("the knight is slowed until the end of the target's next turn", "「the knight」は減速 (ターゲットの次のターンの終了時まで)"),
    ("the knight is frightened of you until the end of the target's next turn",
     "「the knight」はあなたに対して恐怖 (ターゲットの次のターンの終了時まで)"),
], ids=["each-ally", "the-knight", "frightened-of-you"])
def test_the_targets_turn_said_of_another_creature_is_kept_as_written(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert _duration(effects) == {"kind": "until", "text": "until the end of the target's next turn"}
    _reads_back(english, [])
    _reads_back(japanese, [])


# of a creature by name, `their next turn` is its own, EoT (seed 000: the affected creature's next turn)
def test_their_next_turn_of_a_named_creature_is_its_eot():
    effects, codes = _compiled("the knight is slowed until the end of their next turn")
    assert codes == [] and _duration(effects)["kind"] == "end_of_turn"


# `its next turn` is its own phrase in both languages, never `their`'s (c33d3acf): the Japanese card of `you are slowed
# until the start of its next turn` says `それの次のターンの開始時まで` (was `次のターンの開始時まで`, which reads back as
# `their next turn`, the user's own after `you`)
@pytest.mark.parametrize(("english", "japanese"), [
    ("you are slowed until the start of its next turn", "あなたは減速 (それの次のターンの開始時まで)"),
    ("you are slowed until the end of its next turn", "あなたは減速 (それの次のターンの終了時まで)"),
    ("the knight is slowed until the start of its next turn", "「the knight」は減速 (それの次のターンの開始時まで)"),
], ids=["you-start-its", "you-end-its", "knight-start-its"])
def test_its_next_turn_is_its_own_phrase_in_both_languages(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert _duration(effects)["text"] == english.split("slowed ", 1)[1]
    _reads_back(english, [])
    _reads_back(japanese, [])


# of the creature the effect is on, `its next turn`'s end is its EoT in Japanese too
def test_the_end_of_its_next_turn_of_the_targets_is_eot_in_both_languages():
    for clause in ("slowed until the end of its next turn", "減速 (それの次のターンの終了時まで)"):
        effects, codes = _compiled(clause)
        assert codes == [] and _duration(effects)["kind"] == "end_of_turn"


# a curly apostrophe is spelling: stored as the phrase lists it, so every card reads back (was stored with `’`, the cards
# printing `'`, read back otherwise)
@pytest.mark.parametrize("clause", ["you are slowed until the end of the target’s next turn",
                                    "you are slowed until the start of the target’s next turn",
                                    "the knight is slowed until the end of the target’s next turn"])
def test_a_curly_apostrophe_reads_back(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and _duration(effects)["text"] == clause.split("slowed ", 1)[1].replace("’", "'")
    _reads_back(clause, [])
