"""Draw Steel clauses that were text and read as the rules allow, in both languages: `each of them is prone` (they, one
by one: the targets, as `they are prone`; after a part kept as text not read, SB185), `速度は 0 になる、伏せ (EoT)` (a
statistic set in the plain form, then a condition: as `速度は 0 になり、伏せ (EoT)`), `速度は半分になる (EoT)` (as
`speed is halved (EoT)`). Short examples written for these tests."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled, _dumped
from test_pronoun_referents import _landed, _reads_back

TWINS = [
    ("each of them is prone", "彼らそれぞれは伏せ"),
    ("each of them is knocked prone (EoT)", "彼らは伏せ (EoT)"),
    ("3 damage; each of them is slowed (save ends)", "3 ダメージ; 彼らそれぞれは減速 (セーヴ終了)"),
    ("each of them becomes weakened (EoT)", "彼らそれぞれは衰弱 (EoT)"),
    ("speed is 0 and prone (EoT)", "速度は 0 になる、伏せ (EoT)"),
    ("speed is 0 and prone (EoT)", "速度は 0 になり、伏せ (EoT)"),
    ("the target's speed is 0 and the target is prone and slowed (EoT)", "ターゲットの速度は 0 になる、伏せ、および減速 (EoT)"),
    ("speed is halved (EoT)", "速度は半分になる (EoT)"),
    ("the target's speed is halved (save ends)", "ターゲットの速度は半分になる (セーヴ終了)"),
    ("speed is halved and prone (EoT)", "速度は半分になる、伏せ (EoT)"),
]


@pytest.mark.parametrize(("english", "japanese"), TWINS)
def test_read_the_same_in_both_languages(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert all(type(e).__name__ != "Text" for e in effects)
    _reads_back(english, [])
    _reads_back(japanese, [])


@pytest.mark.parametrize("clause", ["each of them is prone", "彼らそれぞれは伏せ", "速度は 0 になる、伏せ (EoT)"])
def test_the_condition_lands_on_the_target(clause):
    effects, _ = _compiled(clause)
    assert "prone" in _landed(effects)


# after a part kept as text, `each of them` may be the creatures it names, as `they` may: not read (SB185)
@pytest.mark.parametrize("clause", ["3 damage; the ogre shoves the ally; each of them is prone",
                                    "3 ダメージ; 「the ogre」は味方を押す; 彼らそれぞれは伏せ"])
def test_each_of_them_after_a_part_kept_as_text_is_not_read(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB138", "SB185"]
    assert [e.refers_to for e in effects if type(e).__name__ == "ApplyCondition"] == ["unknown"]
    assert "prone" not in _landed(effects)


# a statistic set to no number, or said in other words, before `、` is still no cut of its own
@pytest.mark.parametrize("clause", ["速度は速くなる、伏せ (EoT)", "速度はになる、伏せ (EoT)"])
def test_other_words_before_the_comma_stay_text(clause):
    _, codes = _compiled(clause)
    assert "SB138" in codes


# `his`, `her` in an until phrase: one creature's turn, as `its` is: the end of it EoT on the creature the effect is on
# (was kept as words, `until the end of her next turn`, applied as no EoT), its start a phrase of its own, said in
# Japanese as the pronouns are (彼, 彼女), each read back
@pytest.mark.parametrize(("english", "japanese"), [
    ("slowed until the end of her next turn", "減速 (彼女の次のターンの終了時まで)"),
    ("she is dazed until the end of her next turn", "彼女は朦朧 (彼女の次のターンの終了時まで)"),
    ("Ajax is dazed until the end of his next turn", "「Ajax」は朦朧 (彼の次のターンの終了時まで)"),
])
def test_the_end_of_his_or_her_turn_is_eot(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes and _dumped(effects) == _dumped(twin)
    assert [e.duration.kind for e in effects] == ["end_of_turn"]
    _reads_back(english, codes)
    _reads_back(japanese, codes)


@pytest.mark.parametrize(("english", "japanese"), [
    ("slowed until the start of his next turn", "減速 (彼の次のターンの開始時まで)"),
    ("you are slowed until the start of her next turn", "あなたは減速 (彼女の次のターンの開始時まで)"),
    ("you are slowed until the end of his next turn", "あなたは減速 (彼の次のターンの終了時まで)"),
    # `their` after `you`: another's turn, said as the pronoun is (`彼らの`; its Japanese card quoted the English)
    ("you are slowed until the end of their next turn", "あなたは減速 (彼らの次のターンの終了時まで)"),
])
def test_another_creatures_turn_is_said_in_both_languages(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert [e.duration.text for e in effects] == [english[english.index("until"):]]
    _reads_back(english, [])
    _reads_back(japanese, [])


def _tier(clause: str):
    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD
    return read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n").abilities[0].power_roll.tiers[0]


def _card(clause: str, lang: str) -> str:
    """The tier line of `clause` as a card in `lang` prints it."""
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    return "; ".join(clause_text(group, lang) for group in _tier(clause).clauses)


def test_the_japanese_card_of_their_after_you_is_japanese():
    assert _card("you are slowed until the end of their next turn", "ja") == "あなたは減速 (彼らの次のターンの終了時まで)"


# said once of two creatures, `her` may be either's: SB194 in both languages, as `its`
@pytest.mark.parametrize("clause", ["Ajax and Brutus are dazed until the end of her next turn",
                                    "「Ajax」と「Brutus」は朦朧 (彼女の次のターンの終了時まで)",
                                    "「Ajax」と「Brutus」は朦朧 (彼女の次のターンの開始時まで)",
                                    "ターゲットと騎士は減速 (彼の次のターンの開始時まで)"])
def test_his_or_her_turn_said_of_two_is_said(clause):
    assert _compiled(clause)[1] == ["SB194"]


# `fmt`'s would-drop-words message says the words as the user wrote them (was lower-cased: `grab`, `ogre`), in any
# script and width (`ＤＡＭＡＧＥ`, `ｽﾗｲﾄﾞ`), counted as before in any case and width
def test_the_words_fmt_would_drop_are_as_written():
    from statblock.rulesets.draw_steel.authoring.meaning import word_changes
    lost, gained = word_changes("Slam\nGrab the Ogre ＤＡＭＡＧＥ ｽﾗｲﾄﾞ\nOgre grab", "Slam\nthe")
    assert lost == {"Grab": 2, "Ogre": 2, "ＤＡＭＡＧＥ": 1, "ｽﾗｲﾄﾞ": 1} and gained == {}
    lost, gained = word_changes("叩きつけ", "叩きつけ\nGrab Ｇrab")
    assert lost == {} and gained == {"Grab": 2}
    assert word_changes("Grab the OGRE", "grab the ogre") == ({}, {})


# a Draw Steel condition written in a longer Japanese form keeps the author's words on a Japanese card where they read
# back the same (`伏せ状態`: was `伏せ`), as an English card keeps an author's sentence (`ForcedMove.said`): the word
# before the verb, never the verb (dsmend20: a card of the verb did not read back to itself); JSON `said`, a field
# added (no part in equality: the English twin is the same effect)
@pytest.mark.parametrize(("clause", "card", "said"), [
    ("ターゲットは伏せ状態になる (EoT)", "伏せ状態 (EoT)", "伏せ状態"),
    ("ターゲットは伏せ状態 (EoT)", "伏せ状態 (EoT)", "伏せ状態"),
    ("3 ダメージ; ターゲットは伏せ状態になる", "3 ダメージ; 伏せ状態", "伏せ状態"),
    ("あなたは伏せ状態になる", "あなたは伏せ状態", "伏せ状態"),
    ("ターゲットは弱体化 (セーヴ終了)", "弱体化 (セーヴ終了)", "弱体化"),
])
def test_a_japanese_card_keeps_the_authors_words(clause, card, said):
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    from statblock.rulesets.draw_steel.runtime import effect_json
    from test_japanese_readback import HEAD
    tier = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n").abilities[0].power_roll.tiers[0]
    assert "; ".join(clause_text(group, "ja") for group in tier.clauses) == card
    assert [effect_json.dump(e).get("said") for e in tier.effects if e.kind == "condition"] == [said]
    _reads_back(clause, [])


def test_a_list_keeps_the_word_before_the_verb():
    clause = "ターゲットは伏せ状態になり、減速 (EoT)"
    assert _card(clause, "ja") == "伏せ状態、および減速 (EoT)"
    _reads_back(clause, [])


# the English card and the English JSON are as before; the Japanese effect equals its English twin's
def test_english_is_as_before():
    from statblock.rulesets.draw_steel.runtime import effect_json
    english, _ = _compiled("the target is knocked prone (EoT)")
    japanese, _ = _compiled("ターゲットは伏せ状態になる (EoT)")
    assert english == japanese and "said" not in effect_json.dump(english[0])
    assert effect_json.load(effect_json.dump(japanese[0])).said == "伏せ状態"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_markdown_cards_of_the_authors_words(tmp_path, lang):
    import subprocess
    import sys
    source = tmp_path / "slam.ability"
    source.write_text("叩きつけ\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
                      "≤11: 3 ダメージ; ターゲットは伏せ状態になる\n12-16: 5 ダメージ; 速度は半分になる (EoT)\n"
                      "17+: 8 ダメージ; 彼らそれぞれは伏せ状態 (EoT)\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "statblock", "cards", str(source), "--format", "md", "--lang", lang,
                          "-o", "-"], capture_output=True, text=True, encoding="utf-8", check=True).stdout
    if lang == "ja":
        assert "3 ダメージ; 伏せ状態\n" in out and "速度は半減する (EoT)" in out and "8 ダメージ; 伏せ状態 (EoT)" in out
    else:
        assert "3 damage; prone" in out and "speed is halved (EoT)" in out and "8 damage; prone (EoT)" in out
    again = tmp_path / "again.md"
    again.write_text(out, encoding="utf-8")
    checked = subprocess.run([sys.executable, "-m", "statblock", "check", str(again)], capture_output=True, text=True,
                             encoding="utf-8")
    assert "0 errors, 0 warnings" in checked.stdout + checked.stderr
