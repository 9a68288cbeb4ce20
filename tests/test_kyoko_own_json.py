"""statblock's own JSON of 虚構侵蝕TRPG cards (`parse --format json`) read back.

It was a dead end: `check` of it said SB008 ("not read back") and nothing else; `cards` read nothing from it. Each
card is written again as the `.kyoko` lines it stands for and read, positions shown in the JSON: the cards that come
back are the ones that went out, in Japanese and in English, and their cards print the same.
"""

from __future__ import annotations

import json
from pathlib import Path

from builders import game_json, without_positions
from statblock.cli import main
from statblock.pipeline import read_file, read_text

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ("Venom Blade (power)\nUse: Action\nTarget: Single\nEffect: Deal 4 damage to the target and give [Decay 2].\n"
           "The target may remove [Decay] with a Difficulty 3 <Toughness> check.\n\n"
           "Knife (Weapon)\nPrice: 1\nUse: Action\nEffect: Deal 3 damage.\n")
DATA = ("# ruleset: kyoko\nナイフ（武器）\n価格：１\n使用：行動\n対象：単体\n効果：対象に3点のダメージを与える。\n\n"
        "鎧（所持品）\n種別：防具\n射程：0\n使用：常時\n効果：【装備ＨＰ】＋３\n")


def test_the_bundled_cards_and_english_ones_come_back_from_their_json():
    for result in (read_file(str(ROOT / "examples" / "kyoko" / "cards.kyoko")), read_text("en.kyoko", ENGLISH),
                   read_text("data.kyoko", DATA)):
        back = read_text("cards.json", game_json(result))
        assert back.ruleset == "kyoko" and not back.diagnostics
        out = json.loads(game_json(result))
        assert out["items"] and without_positions(json.loads(game_json(back))) == without_positions(out)


def test_check_cards_and_roll_read_the_json(tmp_path, capsys):
    source = ROOT / "examples" / "kyoko" / "cards.kyoko"
    assert main(["parse", "--format", "json", str(source)]) == 0
    written = tmp_path / "cards.json"
    written.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["check", "--format", "json", str(written)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["abilities"], report["diagnostics"]) == (2, [])
    for lang in ("en", "ja"):
        for name, path in (("a", source), ("b", written)):
            assert main(["cards", str(path), "--format", "txt", "--lang", lang, "-o", str(tmp_path / f"{name}{lang}.txt")]) == 0
        first = (tmp_path / f"a{lang}.txt").read_text(encoding="utf-8")
        assert "焦熱の掌" in first and (tmp_path / f"b{lang}.txt").read_text(encoding="utf-8") == first
    capsys.readouterr()
    assert main(["roll", str(written), "--check", "KS(2,6)>=4", "--seed", "3"]) in (0, 1)
    assert "KS(2,6)>=4" in capsys.readouterr().out


def test_a_hand_edited_slip_is_shown_at_its_place_in_the_json():
    text = game_json(read_file(str(ROOT / "examples" / "kyoko" / "cards.kyoko"))).replace("［崩壊２］", "［崩懐２］")
    back = read_text("cards.json", text)
    (said,) = back.diagnostics
    line = text.split("\n")[said.span.line - 1]
    assert said.code == "KY010" and line[said.span.column - 1:].startswith("崩懐")
    assert '"effect_text"' in line


def test_what_cannot_be_read_back_is_an_error_where_it_is():
    text = ('{"abilities": [], "statblocks": [], "items": [{"kind": "item"}, 3, {"name": "A\\nB"}, {"name": "ナイフ", '
            '"kind": "item", "use": "action", "details": [{"field": "colour", "text": "赤"}], '
            '"effect_text": "対象に3点のダメージを与える。"}]}')
    back = read_text("bad.json", text)
    assert [(d.code, text[d.span.start:d.span.start + 3]) for d in back.diagnostics] == \
        [("KY034", '{"k'), ("KY034", "3, "), ("KY034", '"A\\'), ("KY034", '{"f')]
    assert [c.name for c in back.abilities] == ["ナイフ"]
    broken = read_text("cut.json", '{"abilities": [], "statblocks": [], "items": [{"name": "X",]}')
    (said,) = broken.diagnostics
    assert (said.code, said.severity.value) == ("KY034", "error") and not broken.abilities


def test_convert_to_json_writes_the_cards_json_and_reads_it_back(tmp_path, capsys):
    source = ROOT / "examples" / "kyoko" / "cards.kyoko"
    assert main(["convert", str(source), "--to", "json", "--lang", "ja", "-o", str(tmp_path / "out")]) == 0
    text = (tmp_path / "out" / "cards.json").read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["parse", "--format", "json", str(source)]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(text)


def test_a_value_of_another_kind_or_an_unknown_id_is_said():
    text = ('{"abilities": [], "statblocks": [], "items": [{"name": "ナイフ", "kind": "item", "use": "actoin", '
            '"target": [], "details": "x", "effect_text": "対象に3点のダメージを与える。"}]}')
    back = read_text("kinds.json", text)
    said = sorted((d.code, dict(d.message.args).get("key")) for d in back.diagnostics)
    assert said == [("KY005", None), ("KY034", "details"), ("KY034", "target"), ("KY034", "use")]


def test_an_effect_edited_apart_from_its_words_is_said_at_the_value():
    """`"number": 3` edited to 5 beside `3点のダメージ` was read as the words say with no word; now KY034 (a warning)
    at the edited value, the words read; a card left out before it shifts no pairing; the unedited JSON is silent."""
    text = game_json(read_text("cards.kyoko", DATA))
    assert [d.code for d in read_text("cards.json", text).diagnostics] == []
    edited = text.replace('"items": [', '"items": [\n    7,', 1).replace('"number": 3,', '"number": 5,', 1)
    back = read_text("cards.json", edited)
    said = [d for d in back.diagnostics if d.code == "KY034" and d.severity.name == "WARNING"]
    assert len(said) == 1 and "effects[1].amount.number" in said[0].text("en")
    line, column = said[0].span.line, said[0].span.column
    assert edited.split("\n")[line - 1][column - 1:].startswith("5,")
    assert "読み取った語と食い違って" in said[0].text("ja")
    assert [c.effects[1].amount.number for c in back.abilities if c.name == "ナイフ"] == [3]  # (the words read)


def test_a_use_note_edited_apart_from_its_words_is_said_at_the_use_note():
    """A `use_note` emptied (or left with no words) is no note read, and KY034 said so naming `effect_text` as the
    words to edit; it names the use note's words and stands on them (the effect text is only for effects)."""
    for lang, card in (("ja", "# ruleset: kyoko\n焼きの掌（フィクションパワー）\n使用：行動（攻撃）\n対象：単体\n"
                              "効果：対象に4点のダメージを与える。\n"),
                       ("en", ENGLISH.replace("Use: Action", "Use: Action (Attack)"))):
        text = game_json(read_text("c.kyoko", card))
        assert "KY034" not in [d.code for d in read_text("c.json", text).diagnostics]
        note = "攻撃" if lang == "ja" else "Attack"
        edited = text.replace(f'"text": "{note}"', '"text": ""', 1)
        (said,) = [d for d in read_text("c.json", edited).diagnostics if d.code == "KY034"]
        assert "`use_note.text`" in said.text("en") and "effect_text" not in said.text("en")
        assert "「use_note.text」" in said.text("ja")
        line, column = said.span.line, said.span.column
        assert edited.split("\n")[line - 1][column - 1:].startswith('"",')


def test_the_diagnostics_of_the_json_are_in_the_order_of_its_lines():
    # (a card's note is written back before its effect, and after it in the JSON: `check` listed the note's line first)
    result = read_text("g.kyoko", "刀（武器）\n使用：行動\n効果：ダメージ：【身体】＋2点。\n備考：試作品\n")
    assert [d.code for d in result.diagnostics] == ["KY027", "KY036"]
    back = read_text("cards.json", game_json(result))
    assert sorted(d.code for d in back.diagnostics) == ["KY027", "KY036"]
    lines = [d.span.line for d in back.diagnostics]
    assert lines == sorted(lines) and len(set(lines)) == 2
