"""`Power Roll + 2 (Might):`, a monster's roll written with the characteristic its number is (seed 001: a power roll adds
a characteristic): was read as `+ 2`, the `(Might)` dropped with no word said (not in the JSON, not on a card, and `fmt`
would not write the file). Both are read now (`bonus` 2, `characteristics` [might]); a card prints both and reads back;
words in the brackets that name no characteristic are said (SB104) and printed as written."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

_EN = ("Strike\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + 2 {bracket}:\n"
       "≤11: 2 damage\n12-16: 5 damage\n17+: 7 damage\n")
_JA = ("パンチ\n近接、ストライク | メインアクション\n📏 近接1 | 🎯 クリーチャー1体\nパワーロール + 2 {bracket}：\n"
       "11以下: 2ダメージ\n12-16: 5ダメージ\n17以上: 7ダメージ\n")


def _roll(text: str) -> tuple[dict, list[str]]:
    read = read_text("m.ability", text)
    return ability_json(read.abilities[0])["power_roll"], [d.code for d in read.diagnostics]


@pytest.mark.parametrize("text, bracket, chars", [
    (_EN, "(Might)", ["might"]),
    (_EN, "(Might or Agility)", ["might", "agility"]),
    (_EN, "(Might, Agility, or Reason)", ["might", "agility", "reason"]),
    (_JA, "（筋力）", ["might"]),
    (_JA, "(筋力または敏捷力)", ["might", "agility"]),
], ids=["en", "en-two", "en-three", "ja", "ja-two"])
def test_the_characteristic_after_the_number_is_read_and_kept(text, bracket, chars):
    roll, codes = _roll(text.format(bracket=bracket))
    assert roll["bonus"] == 2 and roll["characteristics"] == chars
    assert codes == []


def test_words_in_the_brackets_that_name_no_characteristic_are_said_and_kept():
    roll, codes = _roll(_EN.format(bracket="(see below)"))
    assert roll["bonus"] == 2 and "SB104" in codes
    assert roll["label"] == "Power Roll + 2 (see below)"


@pytest.mark.parametrize("text, bracket", [(_EN, "(Might)"), (_JA, "（筋力または敏捷力）")], ids=["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("form", ["md", "txt"])
def test_a_card_prints_both_and_reads_back(tmp_path, text, bracket, lang, form):
    from statblock.cli import main

    source = tmp_path / "m.ability"
    source.write_text(text.format(bracket=bracket), encoding="utf-8")
    out = tmp_path / f"cards.{form}"
    assert main(["cards", str(source), "--format", form, "--lang", lang, "-o", str(out)]) == 0
    card = out.read_text(encoding="utf-8")
    assert ("+ 2 (Might" if lang == "en" else "+ 2 (筋力") in card
    if form == "md":
        back = read_text(str(out), card)
        roll = ability_json(back.abilities[0])["power_roll"]
        want, _ = _roll(text.format(bracket=bracket))
        assert (roll["bonus"], roll["characteristics"]) == (want["bonus"], want["characteristics"])


@pytest.mark.parametrize("text, bracket", [(_EN, "(Might)"), (_JA, "（筋力）")], ids=["en", "ja"])
def test_fmt_writes_the_file_and_keeps_the_characteristic(tmp_path, text, bracket):
    from statblock.cli import main

    source = tmp_path / "m.ability"
    source.write_text(text.format(bracket=bracket), encoding="utf-8")
    assert main(["fmt", str(source)]) == 0
    roll, codes = _roll(source.read_text(encoding="utf-8"))
    assert roll["bonus"] == 2 and roll["characteristics"] == ["might"] and codes == []


def test_a_heros_roll_uses_the_heros_characteristic():
    from statblock.rulesets.draw_steel.runtime.bind import roll_modifier

    read = read_text("m.ability", _EN.format(bracket="(Might)"))
    roll = read.abilities[0].power_roll

    class _Hero:
        characteristics = {"might": 3}

        def characteristic(self, name):
            return self.characteristics[name]

    assert roll_modifier(roll, _Hero()) == ("might", 3)


@pytest.mark.slow
@pytest.mark.parametrize("run", ["(" + "Might or " * 11_000 + "Agility)", "(" + "筋力、" * 33_000 + ")", " " * 100_000 + "(Might)"])
def test_a_long_bracket_after_the_number_is_read_in_linear_time(run):
    from bounds import time_bound

    with time_bound(5):
        read_text("m.ability", _EN.format(bracket=run))
