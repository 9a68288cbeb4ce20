"""Whom a pronoun of one creature names, the cases a review of the dsleft9 merge found (compiler/pronouns.py), in English
and Japanese: after a part not read (it may name a creature: `unknown`, SB185, never the target); after a move said by
the user (the creature moved); inside and after a choice (the nearest part before it, as elsewhere); after two joined
creatures (`it` is the one, not `its allies`); `refers_to` the creature as written. Short examples written for these
tests."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled, _dumped
from test_pronoun_referents import _landed, _reads_back


def _said_of_a_pronoun(effects) -> list:
    out = []
    for effect in effects:
        if effect.kind == "choice":
            for option in effect.options:
                out += _said_of_a_pronoun(option)
        elif getattr(effect, "refers_to", None) is not None:
            out.append(effect)
    return out


# a part kept as text may be about a creature (`the ogre shoves the ally`): `it` after it is not read, never the target
# the damage before the text was dealt to (was: `target`, and roll applied it, in silence)
@pytest.mark.parametrize("clause", [
    "3 damage; one ally within 5 squares can use the Aid action; it is prone",
    "3 damage; the ogre shoves the ally; it is prone",
    "3 damage; the area is difficult terrain (EoT); it is slowed (EoT)",
    "3 ダメージ; 5 スクエア以内の味方 1 体は援護アクションを使用できる; それは伏せ",
    "3 ダメージ; オーガは味方を押しのける; それは伏せ",
], ids=["aid", "shoves", "terrain", "ja-aid", "ja-shoves"])
def test_a_pronoun_after_a_part_not_read_is_not_the_target(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB138", "SB185"]
    assert [e.refers_to for e in _said_of_a_pronoun(effects)] == ["unknown"]
    assert _landed(effects) == []


@pytest.mark.parametrize(("english", "japanese"), [
    ("you can teleport the target 3 squares; it is prone", "あなたはターゲットを 3 スクエアテレポートできる; それは伏せ"),
], ids=["teleport"])
def test_a_pronoun_after_a_move_the_user_makes_a_creature_make_is_that_creature(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert [e.refers_to for e in _said_of_a_pronoun(effects)] == ["target"] and _landed(effects) == ["prone"]
    _reads_back(english, [])


# in a choice, the nearest part before the pronoun is the option before it (was: each option started afresh)
@pytest.mark.parametrize(("english", "japanese", "refers_to"), [
    ("the target is slowed or it is prone", "ターゲットは減速、またはそれは伏せ", "target"),
    ("3 damage; the wraith is dazed or it is prone", "3 ダメージ; 「the wraith」は朦朧、またはそれは伏せ", "the wraith"),
], ids=["target", "wraith"])
def test_a_pronoun_in_a_choice_is_the_option_before_its(english, japanese, refers_to):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert [e.refers_to for e in _said_of_a_pronoun(effects)] == [refers_to]
    _reads_back(english, [])


# after a choice whose options are about different creatures, whom `it` names is not read
@pytest.mark.parametrize("clause", ["the target is slowed or the wraith is dazed; it is prone",
                                    "ターゲットは減速、または「the wraith」は朦朧; それは伏せ"])
def test_a_pronoun_after_a_choice_of_creatures_is_not_read(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB185"] and [e.refers_to for e in _said_of_a_pronoun(effects)] == ["unknown"]


@pytest.mark.parametrize("clause", ["the target is slowed or prone; it is dazed", "ターゲットは減速、または伏せ; それは朦朧"])
def test_a_pronoun_after_a_choice_of_the_targets_is_the_target(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.refers_to for e in _said_of_a_pronoun(effects)] == ["target"]


# `it` is one creature: after `the knight and its allies` the knight, not its allies
@pytest.mark.parametrize(("english", "japanese"), [
    ("the knight and its allies are slowed (EoT); it is prone", "「the knight」とその味方は減速 (EoT); それは伏せ"),
])
def test_a_pronoun_of_one_creature_is_not_several(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert [e.refers_to for e in _said_of_a_pronoun(effects)] == ["the knight"]
    _reads_back(english, [])


# `refers_to` is the creature as written (was folded: `まいんどきら`, `ajax`)
@pytest.mark.parametrize(("clause", "name"), [
    ("マインドキラーは減速; それは伏せ", "マインドキラー"),
    ("Ajax is dazed; she is prone", "Ajax"),
    ("「Ajax」は朦朧; 彼女は伏せ", "Ajax"),
])
def test_refers_to_is_the_creature_as_written(clause, name):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.refers_to for e in _said_of_a_pronoun(effects)] == [name]
    _reads_back(clause, [])


# the Foundry export types what `roll` applies: a pronoun's condition the tier says is the target's is an applied
# effect, as `8 damage; prone` (was `other`, in words); one whom nothing names stays words
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_foundry_applies_a_pronouns_condition_of_the_target(lang):
    from test_export_foundry import _effects, _item

    item = _item("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
                 "≤11: 3 damage; it is prone\n12-16: 5 damage; it is prone\n17+: it is prone\n", lang)
    (applied,) = _effects(item, "applied")
    assert [list(applied[n]["effects"]) for n in (1, 2)] == [["prone"], ["prone"]] and applied[3]["effects"] == {}
    (other,) = _effects(item, "other")
    assert other[3]["display"] == ("it is prone" if lang == "en" else "それは伏せ")


# one duration after conditions of several creatures, one a creature by name: each one's for its own, in English as in
# Japanese (seed 000: the duration at the end ends the whole effect, EoT at the end of the next turn of the creature
# that has it; the rule `test_condition_subjects.SYMMETRIC` pins for the user and the target). The English was text
# (SB134) where the Japanese continuative shared it
@pytest.mark.parametrize(("english", "japanese"), [
    ("you are slowed and the wraith is dazed (EoT)", "あなたは減速し、「the wraith」は朦朧 (EoT)"),
    ("the target is slowed and the wraith is dazed (EoT)", "ターゲットは減速し、「the wraith」は朦朧 (EoT)"),
], ids=["you", "target"])
def test_one_duration_after_conditions_of_a_named_creature_and_another_is_each_ones(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert [e.kind for e in effects] == ["condition", "condition"]
    assert len({e.duration for e in effects}) == 1 and effects[0].duration is not None
    _reads_back(english, [])


# another lasting effect than a condition, of another creature: whose the duration is stays unread in both (SB134)
@pytest.mark.parametrize("clause", ["you gain an edge on strikes and the wraith is slowed (EoT)",
                                    "the wraith takes a bane on strikes and the target is slowed (EoT)"])
def test_another_lasting_effect_of_a_named_creature_stays_sb134(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and "SB134" in codes


# `この速度`, `あの速度`, `そのその速度`: the の of a demonstrative, no creature's (were stats of creatures named `こ`, `あ`,
# `そのそ`, in silence, whose English card `こ's speed is 0` read back as something else): text, SB138, as the English
@pytest.mark.parametrize("clause", ["この速度は 0 になる (EoT)", "あの速度は 0 になる (EoT)", "そのその速度は 0 になる",
                                    "3 ダメージ; この速度は 0 になる (EoT)", "this speed is 0 (EoT)"])
def test_a_demonstratives_statistic_is_no_creatures(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects if e.kind != "damage"] == ["text"] and codes == ["SB138"]
    _reads_back(clause, ["SB138"])


@pytest.mark.parametrize(("japanese", "who"), [("その速度は 0 になる (EoT)", "it"), ("ターゲットの速度は 0 になる (EoT)", None),
                                               ("「ねこ」の速度は 0 になる (EoT)", "ねこ")])
def test_a_creatures_statistic_in_japanese_is_still_read(japanese, who):
    effects, codes = _compiled(japanese)
    assert [e.kind for e in effects] == ["stat"] and effects[0].who in (who, "the target")


# a condition's word said as a verb after a subject (`伏せている`, `掴まれた`, `朦朧とする`): still the ability's own
# condition as written (an explicit subject says so), but SB111 says which condition it looks like, with the word as
# an editor's quick fix (were custom conditions in silence; `伏せた` had SB111 with no fix). (`朦朧とする`, read as a
# status with a verb of its own, is not yet said)
@pytest.mark.parametrize(("clause", "word", "guess"), [
    ("ターゲットは伏せている (EoT)", "伏せている", "伏せ"),
    ("ターゲットは伏せた (EoT)", "伏せた", "伏せ"),
    ("ターゲットは掴まれた", "掴まれた", "つかまれる"),
    ("ターゲットは掴まれている", "掴まれている", "つかまれる"),
])
def test_a_conditions_word_said_as_a_verb_is_said_with_the_word(clause, word, guess):
    found, fixed, codes = _said_with_the_word(clause, word, guess)
    assert found.code == "SB111" and found.span.text == word
    assert codes == [] and fixed[0].kind == "condition" and not fixed[0].custom


def _said_with_the_word(clause: str, word: str, guess: str):
    """The one diagnostic of `clause`, which says `guess` in both languages with the quick fix replacing `word` by it;
    and the clause so fixed, compiled."""
    from test_pronoun_referents import _diagnostics

    (found,) = _diagnostics(clause)
    assert f"`{guess}`" in found.text("en") and f"「{guess}」" in found.text("ja")
    args = dict(found.suggestion.args)
    assert found.suggestion.key == "word.replace" and (args["word"], args["guess"]) == (word, guess)
    return (found, *_compiled(clause.replace(word, guess)))


@pytest.mark.parametrize("clause", ["ターゲットは燃えている (EoT)", "the target is lying down (EoT)"])
def test_another_verb_of_a_custom_condition_is_as_before(clause):
    from test_pronoun_referents import _diagnostics

    assert all(d.suggestion is None or d.suggestion.key != "word.replace" for d in _diagnostics(clause))


# the same verbs in a clause kept as text for another reason (a name's, several creatures', an agent): SB138 with the
# word to write (was the plain SB138)
@pytest.mark.parametrize(("clause", "verb", "guess"), [
    ("「黒き竜」は伏せる (EoT)", "伏せる", "伏せ"),
    ("各味方は伏せる (EoT)", "伏せる", "伏せ"),
    ("ターゲットはあなたに掴まれる", "掴まれる", "つかまれ"),
    ("ターゲットはあなたに掴まれ", "掴まれ", "つかまれ"),
])
def test_a_verb_of_a_conditions_word_in_text_is_said_with_the_word(clause, verb, guess):
    found, _, codes = _said_with_the_word(clause, verb, guess)
    assert found.code == "SB138" and "SB138" not in codes


# (`3 ダメージ; 彼らそれぞれは伏せ` is read now, prone on the targets as `each of them is prone`: test_ds_left11.py)
@pytest.mark.parametrize("clause", ["あなたは減速、および「the wraith」は朦朧 (EoT)",
                                    "3 ダメージ; オーガは味方を押しのける"])
def test_a_text_clause_ending_in_a_condition_or_another_verb_keeps_the_plain_sb138(clause):
    from test_pronoun_referents import _diagnostics

    assert [(d.code, d.suggestion.key) for d in _diagnostics(clause)] == [("SB138", "text.unread_help")]


@pytest.mark.slow
def test_a_long_text_clause_is_looked_at_in_linear_time():
    from bounds import cpu_seconds, time_bound

    def make(n):
        return "ターゲットは" + "（あ" * n + "伏せる"

    with time_bound(60):
        small = cpu_seconds(lambda: _compiled(make(25_000 // 2)))
        large = cpu_seconds(lambda: _compiled(make(100_000 // 2)))
    assert large < 8 * small, (small, large)


@pytest.mark.parametrize("clause", ["3 damage; the ogre shoves the ally; it is prone",
                                    "3 ダメージ; オーガは味方を押しのける; それは伏せ"])
def test_sb185_after_a_part_kept_as_text_says_why(clause):
    from test_pronoun_referents import _diagnostics

    found = [d for d in _diagnostics(clause) if d.code == "SB185"]
    assert len(found) == 1 and "kept as text" in found[0].text("en") and "書かれたまま" in found[0].text("ja")


# `its turn` after `you` is another creature's turn: an English until phrase is kept as written, never read as the
# listed `their turn` (the creature the effect is on, here the user): 0bc86bbc had stored both as `their turn`, in silence
@pytest.mark.parametrize("clause", ["you are slowed until the end of its turn",
                                    "you are slowed until the start of the target's next turn"])
def test_another_creatures_turn_is_kept_as_written(clause):
    effects, _ = _compiled(clause)
    (slowed,) = [e for e in effects if e.kind == "condition"]
    assert "their" not in slowed.duration.text and slowed.duration.text == clause.split("slowed ", 1)[1]


# `it` after the user moves two creatures names neither: unknown, SB185 (9d3e2383 had given `refers_to` both at once)
@pytest.mark.parametrize("clause", ["you can teleport the target and the wraith 3 squares; it is prone",
                                    "あなたはターゲットと「the wraith」を 3 スクエアテレポートできる; それは伏せ"])
def test_it_after_two_creatures_moved_names_neither(clause):
    effects, codes = _compiled(clause)
    (prone,) = [e for e in effects if e.kind == "condition"]
    assert prone.refers_to == "unknown" and "SB185" in codes
