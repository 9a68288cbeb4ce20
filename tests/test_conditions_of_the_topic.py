"""Whose conditions are, after a verb joined to them or after a creature's name that holds a notation's noun."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled


@pytest.mark.parametrize("clause, english", [
    ("ターゲットの速度は 2 減少し、伏せ", "the target's speed is reduced by 2 and prone"),
    ("ターゲットの安定性は 1 増加し、減速 (EoT)", "the target's stability is increased by 1 and slowed (EoT)"),
])
def test_conditions_after_a_stat_change_are_its_owners(clause, english):
    # a statistic's topic (`ターゲットの速度は`) gives the creature before の the conditions after the joined verb, as
    # `the target's speed is reduced by 2 and prone` does (was SB138: a condition on `ターゲットの速度`, kept as written)
    effects, said = _compiled(clause)
    assert said == [] and [e.kind for e in effects] == ["stat", "condition"]
    assert effects == _compiled(english)[0] and effects[1].subject is None


@pytest.mark.parametrize("clause, who", [
    ("the gelatinous cube is slowed (EoT)", "the gelatinous cube"),
    ("the wall of fire is slowed (EoT)", "the wall of fire"),
    ("エリアの守護者は減速 (EoT)", "エリアの守護者"), ("マスの番人は減速", "マスの番人"), ("オーラの騎士は伏せ", "オーラの騎士"),
    ("ラウンドの騎士は伏せまたは減速 (EoT)", "ラウンドの騎士"),
])
def test_a_name_that_holds_a_noun_of_the_notation_is_a_name(clause, who):
    # a name is no notation noun phrase for holding one of its nouns before its own (`cube`, `エリア`, `ラウンド`): the
    # conditions are the creature's, in both languages, and each card reads back the same (were SB138, kept as written)
    effects, said = _compiled(clause)
    conditions = [c for e in effects for c in (e.options[0] + e.options[1] if e.kind == "choice" else (e,))]
    assert said == [] and {c.subject for c in conditions} == {who}
    assert _compiled(clause_text(effects, "en"))[0] == effects == _compiled(clause_text(effects, "ja"))[0]


@pytest.mark.parametrize("clause", [
    "the square is slowed (EoT)", "the next round is prone", "this round is slowed", "the same area is prone",
    "このラウンドは減速 (EoT)", "次のターンは伏せ", "各ラウンドは伏せ", "エリアは減速 (EoT)", "次のターンの間は減速",
])
def test_a_noun_phrase_of_the_notation_is_still_no_name(clause):
    # the noun alone, or after a word that points or counts, is no creature: kept as written and said
    effects, said = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and said == ["SB138"]


@pytest.mark.parametrize("clause, who", [
    ("あなたは 2 マスシフトし、伏せまたは減速 (EoT)", "you"), ("あなたは 2 マスシフトし、伏せもしくは減速 (EoT)", "you"),
    ("あなたは 2 マスシフトし、減速 (EoT)", "you"),
])
def test_a_choice_after_a_joined_verb_is_its_topics(clause, who):
    # a choice of conditions after a verb joined to it is the topic's, as one condition is (its `伏せまたは` is no topic
    # of its own: the choice was the target's while `…シフトし、減速 (EoT)` slowed you); each card reads back the same
    effects, said = _compiled(clause)
    conditions = [c for e in effects[1:] for c in (e.options[0] + e.options[1] if e.kind == "choice" else (e,))]
    assert said == [] and {c.subject for c in conditions} == {who}
    assert _compiled(clause_text(effects, "en"))[0] == effects == _compiled(clause_text(effects, "ja"))[0]


@pytest.mark.parametrize("clause", ["黒き竜は燃焼する", "黒き竜は燃焼", "黒き竜は燃焼状態になる"])
def test_the_advice_for_a_name_s_own_state_with_no_duration_reads(clause):
    # SB111 advised `「黒き竜」は「燃焼」状態`, which is kept as written (SB138) with no duration: it advises how long too,
    # and the advised clause, read back, is the creature's state
    import re

    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD

    (said,) = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n").diagnostics
    advised = re.search(r"「(「黒き竜」[^」]*」[^「」]*)」と書いて", said.render(lang="ja")).group(1)
    effects, codes = _compiled(advised)
    assert said.code == "SB111" and codes == [] and [(e.custom, e.subject) for e in effects] == [(True, "黒き竜")]
