"""statblock's own JSON of Marvel Champions cards (`parse --format json`) read back.

It was a dead end: `check` of it said SB008 ("not read back") and nothing else; `cards` and `timing` read nothing from
it. Each card is read again from the words the JSON keeps (its abilities', options' and notes' `text`), positions
shown in the JSON: the cards that come back are the ones that went out (every one of the MarvelCDB corpus, in the
slow tier), and their cards print the same.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from builders import game_json, without_positions
from statblock.cli import main
from statblock.pipeline import read_file, read_text
from statblock.rulesets import registry

from conftest import SHARED

ROOT = Path(__file__).resolve().parents[1]
CORPUS = SHARED / "corpus" / "marvelcdb" / "pack"
JAPANESE = ("# ruleset: marvel_champions\nブラックキャット（味方）\n特性：ヒーロー・フォー・ハイヤー。\n"
            "コスト 2 · 攻撃 1 · 阻止 1 · 体力 2\n強制レスポンス：ブラックキャットをプレイした後、あなたのデッキの上から 2 枚を捨てる。\n")


def _cards(result) -> list:
    return registry.get(result.ruleset).parse_json([result])["cards"]


def _round_trip(result) -> tuple[list, list, object]:
    text = game_json(result)
    back = read_text("cards.json", text)
    assert back.ruleset == "marvel_champions"
    return _cards(result), _cards(back), back


def test_the_bundled_cards_and_japanese_ones_come_back_from_their_json():
    for result in (read_file(str(ROOT / "examples" / "marvel" / "homebrew.champions")),
                   read_text("ja.champions", JAPANESE)):
        out, back, again = _round_trip(result)
        assert out and without_positions(back) == without_positions(out)
        assert not again.diagnostics


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS.is_dir(), reason="the MarvelCDB corpus is not beside the repository")
def test_every_card_of_the_corpus_comes_back_from_its_json():
    from statblock.rulesets.own_json_convert import convert_to_json

    count = 0
    for path in sorted(CORPUS.glob("*.json")):
        result = read_file(str(path))
        out, back, again = _round_trip(result)
        assert without_positions(back) == without_positions(out), path.name
        assert [d for d in again.diagnostics if d.code == "MC011"] == [], path.name  # (no value said otherwise)
        assert convert_to_json(registry.get("marvel_champions"), result, path.name).problems == (), path.name
        count += len(out)
    assert count > 2000


def test_check_cards_and_timing_read_the_json(tmp_path, capsys):
    source = ROOT / "examples" / "marvel" / "homebrew.champions"
    assert main(["parse", "--format", "json", str(source)]) == 0
    written = tmp_path / "homebrew.json"
    written.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["check", "--format", "json", str(written)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["abilities"], report["diagnostics"]) == (9, [])
    for lang in ("en", "ja"):
        for name, path in (("a", source), ("b", written)):
            assert main(["cards", str(path), "--format", "txt", "--lang", lang, "-o", str(tmp_path / f"{name}{lang}.txt")]) == 0
        first = (tmp_path / f"a{lang}.txt").read_text(encoding="utf-8")
        assert "Night Owl" in first and (tmp_path / f"b{lang}.txt").read_text(encoding="utf-8") == first
    state = (ROOT / "examples" / "marvel" / "state.toml").read_text(encoding="utf-8")
    (tmp_path / "state.toml").write_text(state.replace("homebrew.champions", "homebrew.json"), encoding="utf-8")
    capsys.readouterr()
    assert main(["timing", str(tmp_path / "state.toml"), "--event", "the villain initiates an attack against you"]) == 0
    assert "Night Vision" in capsys.readouterr().out


def test_a_hand_edited_slip_is_shown_at_its_place_in_the_json():
    result = read_file(str(ROOT / "examples" / "marvel" / "homebrew.champions"))
    text = game_json(result)
    text = text.replace("Forced Interrupt: When Steel Jaw", "Forced Interupt: When Steel Jaw")
    text = text.replace('"type": "ally"', '"type": "aly"')
    back = read_text("cards.json", text)
    lines = text.split("\n")
    found = {d.code: (d.span.line, d.span.column) for d in back.diagnostics}
    line, column = found["MC101"]
    assert lines[line - 1][column - 1:].startswith("Forced Interupt")
    line, column = found["MC010"]
    assert lines[line - 1][column - 1:].startswith("aly")
    assert any(c.type == "ally" for c in back.statblocks)  # (read as the type meant)


def test_what_cannot_be_read_back_is_an_error_where_it_is():
    text = ('{"abilities": [], "statblocks": [], "cards": [{"type": "ally"}, 3, {"name": "Y", "stats": {"attack": [1]},'
            ' "abilities": [{"text": 5}, {"text": "Retaliate 1."}]}]}')
    back = read_text("bad.json", text)
    errors = [(d.code, text[d.span.start:d.span.start + 3]) for d in back.diagnostics]
    assert errors == [("MC011", '{"t'), ("MC011", "3, "), ("MC011", "[1]"), ("MC011", "5},")]
    assert [c.name for c in back.statblocks] == ["Y"] and len(back.abilities) == 1
    broken = read_text("cut.json", '{"abilities": [], "statblocks": [], "cards": [{"name": "X",]}')
    (said,) = broken.diagnostics
    assert (said.code, said.severity.value, said.span.column) == ("MC011", "error", 60)
    assert not broken.statblocks and "double quotes" in said.message.render("en")


def test_convert_to_json_writes_what_parse_prints_and_reads_it_back(tmp_path, capsys):
    """convert --to json was not offered for Marvel Champions; it writes the file's own JSON, read back and compared
    (JSON has no language: --lang ja writes the same)."""
    source = ROOT / "examples" / "marvel" / "homebrew.champions"
    assert main(["convert", str(source), "--to", "json", "-o", str(tmp_path / "en")]) == 0
    assert main(["convert", str(source), "--to", "json", "--lang", "ja", "-o", str(tmp_path / "ja")]) == 0
    text = (tmp_path / "en" / "homebrew.json").read_text(encoding="utf-8")
    assert (tmp_path / "ja" / "homebrew.json").read_text(encoding="utf-8") == text
    capsys.readouterr()
    assert main(["parse", "--format", "json", str(source)]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(text)
    assert main(["convert", str(tmp_path / "en" / "homebrew.json"), "--to", "json", "-o", str(tmp_path / "again")]) == 0
    again = json.loads((tmp_path / "again" / "homebrew.json").read_text(encoding="utf-8"))
    assert without_positions(again) == without_positions(json.loads(text))


def test_convert_says_a_json_that_would_not_read_back(monkeypatch):
    from statblock.rulesets.own_json_convert import convert_to_json

    result = read_file(str(ROOT / "examples" / "marvel" / "homebrew.champions"))
    ruleset = registry.get("marvel_champions")
    assert convert_to_json(ruleset, result, "homebrew.json").problems == ()
    original = ruleset.parse_json

    def renamed(files):  # (what is read back is not what went out: as a reader that lost a word would make it)
        data = original(files)
        if files and files[0] is not result:
            data["cards"][0]["name"] = "Other"
        return data

    monkeypatch.setattr(type(ruleset), "parse_json", lambda self, files: renamed(files))
    (said,) = convert_to_json(ruleset, result, "homebrew.json").problems
    assert said.key == "convert.json_changes" and dict(said.args)["name"] == "Night Owl"


def test_a_value_of_another_kind_is_said_not_left_out_in_silence():
    """`"traits": ["A", 3]`, `"stats": "x"`, `"notes": {}` were read as no trait, no stats and no note, with no word."""
    text = ('{"abilities": [], "statblocks": [], "cards": [{"name": "Y", "traits": ["A", 3], "subname": 4, '
            '"stats": "x", "abilities": [{"text": "Retaliate 1.", "options": 3}], "notes": {}}]}')
    back = read_text("kinds.json", text)
    said = [(d.code, dict(d.message.args)["key"], text[d.span.start]) for d in back.diagnostics]
    assert said == [("MC011", "traits[1]", "3"), ("MC011", "subname", "4"), ("MC011", "stats", '"'),
                    ("MC011", "options", "3"), ("MC011", "notes", "{")]
    assert back.statblocks[0].traits == ("A",) and len(back.abilities) == 1


def test_an_ability_value_edited_apart_from_its_text_is_said_at_the_value():
    """`"amount": 1` of `draw 1 card.` edited to 2 was read again from the text with no word; now MC011 (a warning)
    at the edited value, the text read; an entry left out before the card shifts no pairing; the unedited JSON is
    silent."""
    card = ("Quill Kid (Ally)\nTraits: Vigilante.\nCost 2 · ATK 1 · THW 1 · HP 2\n"
            "Response: After you play Quill Kid, draw 1 card.\n")
    result = read_text("mine.champions", card)
    text = game_json(result)
    assert read_text("cards.json", text).diagnostics == []
    assert text.count('"amount": 1,') == 1
    edited = text.replace('"cards": [', '"cards": [\n    "x",', 1).replace('"amount": 1,', '"amount": 2,')
    back = read_text("cards.json", edited)
    said = [d for d in back.diagnostics if d.severity.name == "WARNING"]
    assert [d.code for d in said] == ["MC011"] and ".amount`" in said[0].text("en")
    line, column = said[0].span.line, said[0].span.column
    assert edited.split("\n")[line - 1][column - 1:].startswith("2,")
    assert "「Quill Kid」" in said[0].text("ja") and "食い違って" in said[0].text("ja")
