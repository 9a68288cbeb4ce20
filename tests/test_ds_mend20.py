"""What a review of the merge ce7009fd (dsleft11) found, mended in both languages. Short examples written for these
tests."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from test_japanese_readback import _compiled
from test_pronoun_referents import _landed, _reads_back


RUN = [sys.executable, "-m", "statblock"]
_NO_SAID = object()


def _converted_without_words(tmp_path, said=_NO_SAID):
    """A Japanese ability converted to JSON, its tiers' written text taken off (and each condition's `said` set to
    `said`, if given): the file's path."""
    source = tmp_path / "one.ability"
    source.write_text("叩きつけ\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
                      "≤11: 3 ダメージ; ターゲットは伏せ状態になる\n12-16: 5 ダメージ\n17+: 8 ダメージ\n", encoding="utf-8")
    subprocess.run([*RUN, "convert", str(source), "--to", "json", "-o", str(tmp_path / "out")], check=True,
                   capture_output=True)
    data = json.loads((tmp_path / "out" / "one.json").read_text(encoding="utf-8"))
    for ability in data["abilities"]:
        for tier in ability["power_roll"]["tiers"] + [t for roll in ability["power_rolls"] for t in roll["tiers"]]:
            tier.pop("written", None)
            for effect in tier["effects"]:
                if "said" in effect and said is not _NO_SAID:
                    effect["said"] = said
    edited = tmp_path / "nw.json"
    edited.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return edited


# `they`, `each of them` after a part about other creatures (`each enemy within 3 squares of you`, `2 スクエア以内の各味方`):
# those creatures, or the targets, which the rules do not say: not read (SB185), never the targets in silence (was prone
# on the targets, no word, the English card `prone`)
OTHERS_THEN_THEY = [
    "3 damage; each enemy within 3 squares of you is slowed (EoT); each of them is prone",
    "3 damage; each enemy within 3 squares of you is slowed (EoT); each of them is weakened (save ends)",
    "3 damage; each ally within 2 squares is slowed (EoT); they are prone",
    "3 ダメージ; 2 スクエア以内の各味方は減速 (EoT); 彼らそれぞれは伏せ",
    "3 ダメージ; 2 スクエア以内の各味方は減速 (EoT); 彼らは伏せ",
]


@pytest.mark.parametrize("clause", OTHERS_THEN_THEY)
def test_they_after_a_part_about_other_creatures_is_not_read(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB185"], clause
    last = effects[-1]
    assert last.refers_to == "unknown" and last.subject is not None
    landed = _landed(effects)
    assert "prone" not in landed and "weakened" not in landed
    _reads_back(clause, ["SB185"])


def test_sb185_says_a_part_about_others():
    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD
    result = read_text("t.ability", HEAD + f"≤11: {OTHERS_THEN_THEY[2]}\n12-16: 5 damage\n17+: 8 damage\n")
    (said,) = [d for d in result.diagnostics if d.code == "SB185"]
    assert "other than the targets" in said.text("en") and "ターゲット以外" in said.text("ja")


# a part about the targets after the others' gives `they` back to the targets
@pytest.mark.parametrize("clause", ["each ally within 2 squares is slowed (EoT); 3 damage; they are prone",
                                    "2 スクエア以内の各味方は減速 (EoT); 3 ダメージ; 彼らは伏せ"])
def test_they_after_the_targets_part_again_is_the_targets(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and "prone" in _landed(effects)


def _tier(clause: str):
    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD
    return read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n").abilities[0].power_roll.tiers[0]


def _card(tier, lang: str) -> str:
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    return "; ".join(clause_text(group, lang) for group in tier.clauses)


def _said(tier) -> list:
    return [e.said for e in tier.effects if type(e).__name__ == "ApplyCondition"]


# a Japanese card of an author's condition reads back to itself, `said` too: the card of the card is the card, byte for
# byte (was `伏せ状態になる (EoT)`, read back `伏せ状態`, its card `伏せ状態 (EoT)`): the card keeps the author's word
# (`伏せ状態`, `弱体化`), not the verb after it, which a card without its subject does not read back to
SAID_CLAUSES = [
    "ターゲットは伏せ状態になる (EoT)", "3 ダメージ; ターゲットは伏せ状態になる", "ターゲットは恐怖状態になる (EoT)",
    "ターゲットは弱体化状態になる", "ターゲットはつかまれ状態になる", "ターゲットは伏せ状態になる。3 ダメージ",
    "M < 2 ならターゲットは伏せ状態になる", "あなたは伏せ状態になる", "ターゲットは伏せ状態 (EoT)", "ターゲットは弱体化 (セーヴ終了)",
    "ターゲットは伏せ状態になるか減速状態になる (EoT)", "ターゲットは伏せ状態となる", "ターゲットは伏せ状態にされる",
    "ターゲットは伏せ状態になり、減速 (EoT)",
]


@pytest.mark.parametrize("clause", SAID_CLAUSES)
def test_a_japanese_card_of_the_authors_words_reads_back_to_itself(clause):
    tier = _tier(clause)
    for lang in ("ja", "en"):
        card = _card(tier, lang)
        again = _tier(card)
        assert _card(again, lang) == card, (clause, card)
        assert again.effects == tier.effects
    again = _tier(_card(tier, "ja"))
    assert _said(again) == _said(tier), clause   # (an English card keeps no Japanese word, as English JSON has none)


def test_the_verb_is_not_printed_inside_a_choice():
    tier = _tier("ターゲットは伏せ状態になるか減速状態になる (EoT)")
    assert "になる" not in _card(tier, "ja")


# a JSON converted from a Japanese file, its tiers' text taken off (the way SB009 itself recommends to edit effects):
# read from its effects with no warning (was SB009 at `said`, as the card of the effects read back otherwise)
def test_a_converted_json_without_its_words_agrees(tmp_path):
    edited = _converted_without_words(tmp_path)
    out = subprocess.run([*RUN, "check", str(edited)], capture_output=True, text=True, encoding="utf-8")
    assert "SB009" not in out.stdout + out.stderr and out.returncode == 0, out.stdout + out.stderr


# `his`, `her`, `its` said of several (`they are slowed until the end of his next turn`): one creature's turn, which the
# several are not: the until phrase as written, as before b44fb05a (was EoT on the targets, in silence), both languages
@pytest.mark.parametrize("clause", [
    "3 damage; they are slowed until the end of his next turn", "3 damage; they are slowed until the end of her next turn",
    "3 damage; each of them is slowed until the end of her next turn", "彼らは減速 (彼女の次のターンの終了時まで)",
    "3 ダメージ; 彼らは減速 (彼の次のターンの終了時まで)",
])
def test_one_creatures_turn_said_of_several_is_not_their_eot(clause):
    effects, codes = _compiled(clause)
    (slowed,) = [e for e in effects if type(e).__name__ == "ApplyCondition"]
    assert slowed.duration.kind == "until" and slowed.duration.text.startswith("until the end of h"), slowed
    _reads_back(clause, codes)


# said of one creature, the end of his/her turn is still its EoT
@pytest.mark.parametrize("clause", ["slowed until the end of her next turn", "Ajax is dazed until the end of his next turn",
                                    "彼女は朦朧 (彼女の次のターンの終了時まで)"])
def test_one_creatures_turn_said_of_one_is_eot(clause):
    effects, _ = _compiled(clause)
    assert [e.duration.kind for e in effects] == ["end_of_turn"]


# a forced move in the passive said of `彼ら`, `彼らそれぞれ`: the targets', as `they are pushed 2` and
# `ターゲットは 2 スクエア押し戻される` are (was text, SB138)
@pytest.mark.parametrize(("japanese", "english"), [
    ("3 ダメージ; 彼らそれぞれは 2 スクエア押し戻される", "3 damage; each of them is pushed 2 squares"),
    ("3 ダメージ; 彼らは 2 スクエア押し戻される", "3 damage; they are pushed 2 squares"),
    ("彼らは 3 スクエア引き寄せられる", "they are pulled 3 squares"),
])
def test_japanese_they_are_pushed(japanese, english):
    from test_japanese_readback import _dumped
    effects, codes = _compiled(japanese)
    twin, twin_codes = _compiled(english)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    _reads_back(japanese, [])


# a JSON condition's `said` that is no word of its condition (`5`, `減速` on prone), in a tier read from its effects:
# said (SB009, a warning at the value), the card the condition's name (was: `5` dropped the ability with an
# AttributeError in SB009's message; `減速` was ignored in silence)
@pytest.mark.parametrize("said", [5, "減速", ["伏せ"]])
def test_a_said_of_no_word_of_its_condition_is_said(tmp_path, said):
    edited = _converted_without_words(tmp_path, said)
    for lang in ("en", "ja"):
        out = subprocess.run([*RUN, "--lang", lang, "check", str(edited)], capture_output=True, text=True,
                             encoding="utf-8")
        text = out.stdout + out.stderr
        assert "warning[SB009]" in text and "said" in text and ("1 ability" in text or "アビリティ 1 件" in text), text
        assert "Error" not in text and "Traceback" not in text
    cards = subprocess.run([*RUN, "cards", str(edited), "--format", "md", "--lang", "ja", "-o", "-"],
                           capture_output=True, text=True, encoding="utf-8").stdout
    assert "3 ダメージ; 伏せ\n" in cards


# a Japanese name of the ability's own that holds a Draw Steel condition joined by と or か (`騎士と伏せ`): said (SB111),
# as `the target is prone and knight (EoT)` says `knight` (was a custom condition `騎士と伏せ`, no word, its card adding
# 状態); linear on a long one
@pytest.mark.parametrize("clause", ["ターゲットは騎士と伏せ (EoT)", "ターゲットは伏せと騎士 (EoT)", "ターゲットは騎士か減速 (EoT)",
                                    "ターゲットは" + "伏せと" * 300 + "騎士 (EoT)"])
def test_a_condition_in_a_name_of_the_abilitys_own_is_said(clause):
    effects, codes = _compiled(clause)
    assert "SB111" in codes, codes


@pytest.mark.parametrize("clause", ["ターゲットはマーク (EoT)", "ターゲットは騎士の印 (EoT)"])
def test_a_name_of_the_abilitys_own_alone_is_not_said(clause):
    assert _compiled(clause)[1] == []


# a word whose lower case is two letters (`İstanbul`: i and a combining dot) is one word, as written (was `i`, `stanbul`)
def test_word_changes_keeps_a_word_with_a_combining_mark():
    from statblock.rulesets.draw_steel.authoring.meaning import word_changes
    assert word_changes("Slam İstanbul now", "Slam now") == ({"İstanbul": 1}, {})
    assert word_changes("Slam now", "Slam Café now") == ({}, {"Café": 1})
