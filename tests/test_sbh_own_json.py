"""statblock's own JSON of Song of Blades and Heroes warbands (`parse --format json`) read back.

It was a dead end: `check` of it said SB008 ("not read back") and nothing else; `cards`, `odds` and `roll` read
nothing from it. Each warband is written again as the `.sbh` lines it stands for and read, positions shown in the
JSON; a Markdown roster's notes, which no `.sbh` line holds, come back as the roster's notes (written as comments
and given back), so the warbands that come back are the ones that went out, in English and Japanese.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from builders import game_json, without_positions
from statblock.cli import main
from statblock.pipeline import read_file, read_text

ROOT = Path(__file__).resolve().parents[1]
ROSTER = ("# The Green Hand\n\nPoints: 300\n\n| Name | Q | C | Special rules |\n| --- | --- | --- | --- |\n"
          "| Elf Mage | 3+ | 2 | Magic-User, Forester |\n| 2x Wolf | 4+ | 2 | Animal |\n\nThese two guard the mage.\n")
JAPANESE = "ウォーバンド：緑の手（精鋭）\nポイント：300\n2体 エルフの射手 質3+ 戦闘2 射撃（長）、森林踏破\n"


def test_the_bundled_warband_a_roster_and_a_japanese_one_come_back_from_their_json():
    for result in (read_file(str(ROOT / "examples" / "sbh" / "green-hand.sbh")), read_text("roster.md", ROSTER),
                   read_text("ja.sbh", JAPANESE)):
        back = read_text("warband.json", game_json(result))
        assert back.ruleset == "sbh"
        assert sorted(d.code for d in back.diagnostics) == sorted(d.code for d in result.diagnostics)
        out = json.loads(game_json(result))
        assert out["warbands"] and without_positions(json.loads(game_json(back))) == without_positions(out)
    assert [n.text for n in back.statblocks[0].notes] == [] and back.statblocks[0].name == "緑の手（精鋭）"
    roster = read_text("warband.json", game_json(read_text("roster.md", ROSTER)))
    (note,) = roster.statblocks[0].notes
    assert note.text == "These two guard the mage." and roster.source.shown.text.split("\n")[note.span.line - 1] \
        .endswith('"text": "These two guard the mage.",')


def test_a_name_after_its_label_keeps_its_full_width_characters():
    """`ウォーバンド：緑の手（精鋭）` named the warband `緑の手(精鋭)` (the folded line's words), where the same name on a
    line of its own kept them: the JSON's name then came back otherwise."""
    (warband,) = read_text("ja.sbh", JAPANESE).statblocks
    assert warband.name == "緑の手（精鋭）"


def test_check_cards_odds_and_roll_read_the_json(tmp_path, capsys):
    source = ROOT / "examples" / "sbh" / "green-hand.sbh"
    assert main(["parse", "--format", "json", str(source)]) == 0
    written = tmp_path / "green-hand.json"
    written.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["check", "--format", "json", str(written)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["abilities"], report["diagnostics"]) == (4, [])
    for lang in ("en", "ja"):
        for name, path in (("a", source), ("b", written)):
            assert main(["cards", str(path), "--format", "txt", "--lang", lang, "-o", str(tmp_path / f"{name}{lang}.txt")]) == 0
        first = (tmp_path / f"a{lang}.txt").read_text(encoding="utf-8")
        assert "Elf Mage" in first and (tmp_path / f"b{lang}.txt").read_text(encoding="utf-8") == first
    capsys.readouterr()
    for path in (source, written):
        assert main(["roll", str(path), "--profile", "Elf Mage", "--dice", "2", "--seed", "2"]) == 0
    first, second = capsys.readouterr().out.split("Elf Mage: ")[1:]
    assert first == second
    assert main(["odds", str(written), "--profile", "Elf Mage", "--spell", "transfix", "--target-quality", "4"]) == 0


def test_a_hand_edited_slip_is_shown_at_its_place_in_the_json():
    text = game_json(read_file(str(ROOT / "examples" / "sbh" / "green-hand.sbh"))).replace('"Forester"', '"Forrester"')
    back = read_text("warband.json", text)
    lines = text.split("\n")
    found = [(d.code, d.span.line, d.span.column, d.span.end_line) for d in back.diagnostics]
    assert [f[0] for f in found] == ["SH101", "SH101"]
    for _, line, column, end_line in found:
        assert lines[line - 1][column - 1:].startswith("Forrester") and end_line == line


def test_what_cannot_be_read_back_is_an_error_where_it_is():
    text = ('{"abilities": [], "statblocks": [], "warbands": [3, {"limit": 3}, {"name": "W", "profiles": [{"name": "Elf",'
            ' "count": 1, "quality": "3", "combat": 2}, {"name": "Orc", "count": 1, "quality": 4, "combat": 3, "rules": '
            '[{"spec": "x"}]}], "notes": [{"text": 5}]}]}')
    back = read_text("bad.json", text)
    assert [(d.code, text[d.span.start:d.span.start + 3]) for d in back.diagnostics] == \
        [("SH012", "3, "), ("SH012", '{"l'), ("SH012", '{"n'), ("SH012", '{"s'), ("SH012", '{"t')]
    (warband,) = back.statblocks
    assert [p.name for p in warband.profiles] == ["Orc"]
    broken = read_text("cut.json", '{"abilities": [], "statblocks": [], "warbands": [{"name": "X",]}')
    (said,) = broken.diagnostics
    assert (said.code, said.severity.value) == ("SH012", "error") and not broken.statblocks


def test_convert_to_json_writes_the_warbands_json_and_reads_it_back(tmp_path, capsys):
    (tmp_path / "roster.md").write_text(ROSTER, encoding="utf-8")
    assert main(["convert", str(tmp_path / "roster.md"), "--to", "json", "-o", str(tmp_path / "out")]) == 1  # (SH110)
    text = (tmp_path / "out" / "roster.json").read_text(encoding="utf-8")
    assert "SH110" in capsys.readouterr().err
    assert main(["parse", "--format", "json", str(tmp_path / "roster.md")]) == 1
    assert json.loads(capsys.readouterr().out) == json.loads(text)


def test_a_value_of_another_kind_is_said_not_left_out_in_silence():
    text = ('{"abilities": [], "statblocks": [], "warbands": [{"name": "W", "limit": "300", "notes": 3, "profiles": '
            '[{"name": "Orc", "count": 1, "quality": 4, "combat": 3, "rules": "Animal"}]}]}')
    back = read_text("kinds.json", text)
    assert [(d.code, dict(d.message.args)["key"]) for d in back.diagnostics] == \
        [("SH012", "limit"), ("SH012", "notes"), ("SH012", "rules")]
    assert back.statblocks[0].limit is None and back.statblocks[0].profiles[0].rules == ()


def test_a_value_computed_from_the_words_edited_alone_is_said_at_the_value():
    """A rule's `id` edited to another rule beside its `name` (or a total) was computed again from the words with
    no word; now SH012 (a warning) at the edited value, the words read; the unedited JSON is silent."""
    text = game_json(read_file(str(ROOT / "examples" / "sbh" / "green-hand.sbh")))
    assert [d.code for d in read_text("warband.json", text).diagnostics] == []
    edited = text.replace('"total": ', '"total": 1', 1)
    back = read_text("warband.json", edited)
    said = [d for d in back.diagnostics if d.code == "SH012"]
    assert len(said) == 1 and said[0].severity.name == "WARNING" and "`total`" in said[0].text("en")
    line, column = said[0].span.line, said[0].span.column
    assert edited.split("\n")[line - 1][column - 1:].startswith("1")
    assert "ウォーバンド「The Green Hand」の「total」" in said[0].text("ja")
    rule = json.loads(text)["warbands"][0]["profiles"][0]["rules"][1]["id"]
    edited = text.replace(f'"id": "{rule}"', '"id": "animal"', 1)
    said = [d for d in read_text("warband.json", edited).diagnostics if d.code == "SH012"]
    assert len(said) == 1 and "profiles[0].rules[1].id" in said[0].text("en")
    line, column = said[0].span.line, said[0].span.column
    assert edited.split("\n")[line - 1][column - 1:].startswith('"animal"')


NOTED = ("# Elves\n\n| Name | Quality | Combat | Special rules | Equipment |\n|---|---|---|---|---|\n"
         "| Elf Archer | 3+ | 2 | Shooter (Long) | Longbow, elven cloak |\n\n"
         "## Elf Mage\n- Quality: 3+\n- Combat: 2\n- Notes: carries the staff\n")
NOTED_JA = ("# エルフ\n\n| 名前 | 質 | 戦闘 | 特殊ルール | 装備 |\n|---|---|---|---|---|\n| エルフの射手 | 3+ | 2 | 射手（長） | 長弓 |\n\n"
            "## エルフの魔法使い\n- 質：3+\n- 戦闘：2\n- 備考：杖を持つ\n")


def test_a_profiles_notes_are_on_it_in_the_json_and_come_back_to_it():
    # (they were the warband's notes, `Elf Archer — Equipment: …`; a profile without notes has no `notes` key, as before)
    for text, notes in ((NOTED, [["Equipment: Longbow, elven cloak"], ["Notes: carries the staff"]]),
                        (NOTED_JA, [["装備：長弓"], ["備考：杖を持つ"]])):
        out = json.loads(game_json(read_text("roster.md", text)))
        (band,) = out["warbands"]
        assert band["notes"] == [] and [[n["text"] for n in p["notes"]] for p in band["profiles"]] == notes
        back = read_text("warband.json", game_json(read_text("roster.md", text)))
        assert [d.code for d in back.diagnostics] == []
        assert [[n.text for n in p.notes] for p in back.statblocks[0].profiles] == notes
        assert without_positions(json.loads(game_json(back))) == without_positions(out)
        shown = back.source.shown.text.split("\n")
        for profile in back.statblocks[0].profiles:
            (note,) = profile.notes
            assert f'"text": {json.dumps(note.text, ensure_ascii=False)}' in shown[note.span.line - 1]
    plain = json.loads(game_json(read_text("plain.sbh", "Orc Q4+ C3\n")))
    assert "notes" not in plain["warbands"][0]["profiles"][0]


def test_a_profiles_note_no_line_holds_is_said_and_left_out():
    text = ('{"abilities": [], "statblocks": [], "warbands": [{"name": "W", "profiles": [{"name": "Orc", "count": 1, '
            '"quality": 4, "combat": 3, "notes": [{"text": "an axe"}, {"text": "Notes: axe # 2"}, {"text": "Gear: axe"}]}]}]}')
    back = read_text("notes.json", text)
    assert [(d.code, text[d.span.start:d.span.start + 9]) for d in back.diagnostics] == [("SH012", '{"text": ')]
    assert [n.text for n in back.statblocks[0].profiles[0].notes] == ["Notes: axe # 2", "Gear: axe"]
    assert "備考" in back.diagnostics[0].text("ja") and "Notes:" in back.diagnostics[0].text("en")


@pytest.mark.parametrize(("cell", "note"), [
    ("Bow #2, cloak ※old //x", "Equipment: Bow #2, cloak ※old //x"), ("Bow \\#2", "Equipment: Bow \\#2"),
    ("長弓 ＃2 ※予備", "装備：長弓 ＃2 ※予備"), ("長弓 ＼＼＃２", "装備：長弓 ＼＼＃２"), ("長弓 ／／ 予備", "装備：長弓 ／／ 予備"),
    ("長弓 ＼//予備", "装備：長弓 ＼//予備")])
def test_a_notes_cell_with_a_comment_mark_comes_back_escaped_in_its_line(tmp_path, cell, note):
    # (the `.sbh` line form had no way to carry `#`, `//` or `※` after a blank, which start a comment: the note was
    # SH012 on read-back and left out, and `convert --to json` said the warband would not come back the same; now a
    # backslash before the mark keeps it, `    Equipment: Bow \\#2`, read without the backslash, as Markdown escapes)
    head = "| Name | Q | C | Equipment |" if note.startswith("Equipment") else "| 名前 | 質 | 戦闘 | 装備 |"
    roster = read_text("roster.md", f"# E\n\n{head}\n|---|---|---|---|\n| Elf | 3+ | 2 | {cell} |\n")
    assert [n.text for n in roster.statblocks[0].profiles[0].notes] == [note]
    back = read_text("warband.json", game_json(roster))
    assert [d.code for d in back.diagnostics] == [] and [n.text for n in back.statblocks[0].profiles[0].notes] == [note]
    assert without_positions(json.loads(game_json(back))) == without_positions(json.loads(game_json(roster)))
    (tmp_path / "roster.md").write_text(roster.source.text, encoding="utf-8")
    assert main(["convert", str(tmp_path / "roster.md"), "--to", "json", "-o", str(tmp_path / "out")]) == 0


def test_an_escaped_comment_mark_in_a_note_line_is_read_without_its_backslash():
    text = "Warband: W\nOrc Q4+ C3\n    Notes: axe \\#2 \\// \\\\#3 #a comment\n"
    (band,) = read_text("w.sbh", text).statblocks
    assert [n.text for n in band.profiles[0].notes] == ["Notes: axe #2 // \\#3"]


def test_a_notes_column_whose_head_has_a_note_in_parentheses_comes_back():
    for text, note in (("# E\n\n| Name | Q | C | Equipment (carried) |\n|---|---|---|---|\n| Elf | 3+ | 2 | Longbow |\n",
                        "Equipment (carried): Longbow"),
                       ("# エ\n\n| 名前 | 質 | 戦闘 | 装備（所持品） |\n|---|---|---|---|\n| エルフ | 3+ | 2 | 長弓 |\n",
                        "装備（所持品）：長弓")):
        roster = read_text("roster.md", text)
        assert [n.text for n in roster.statblocks[0].profiles[0].notes] == [note]
        back = read_text("warband.json", game_json(roster))
        assert [d.code for d in back.diagnostics] == [] and [n.text for n in back.statblocks[0].profiles[0].notes] == [note]


def test_a_profiles_note_under_a_line_that_cannot_be_read_again_is_the_warbands():
    # (the warband's notes read back were only its comments: this note was lost with no word of its own)
    profile = {"name": "Elf", "count": 1, "quality": 3, "combat": 2, "rules": [{"name": "Shooter {"}],
               "notes": [{"text": "Notes: bow"}]}
    for note in ("Notes: bow", "備考：弓"):
        profile["notes"][0]["text"] = note
        text = json.dumps({"abilities": [], "statblocks": [], "warbands": [
            {"name": "W", "profiles": [profile], "notes": [{"text": "prose"}]}]}, ensure_ascii=False)
        back = read_text("n.json", text)
        (warband,) = back.statblocks
        assert [d.code for d in back.diagnostics] == ["SH002"] and warband.profiles == ()
        assert [n.text for n in warband.notes] == [note, "prose"]


@pytest.mark.parametrize(("text", "band", "profile"), [
    ("Warband: Elves \\#2\nElf \\#1 Q3+ C2\n", "Elves #2", "Elf #1"),
    ("ウォーバンド：エルフ \\#2\nエルフ ＃1 質3+ 戦闘2\n", "エルフ #2", "エルフ ＃1"),   # (`＃`: text, no escape)
    ("Warband: Elves \\// \\※x\nElf x#1 Q3+ C2\n", "Elves // ※x", "Elf x#1"),
])
def test_a_name_with_a_comment_mark_is_escaped_and_comes_back(tmp_path, text, band, profile):
    # (a `#` in a warband's or a profile's name was SH012 in the JSON, no line could keep it; a profile line with one
    # escaped, `Elf \#1 Q3+ C2`, was SH002: names escape a mark as notes do, read without the backslash)
    read = read_text("w.sbh", text)
    assert [d.code for d in read.diagnostics] == []
    assert [(b.name, [p.name for p in b.profiles]) for b in read.statblocks] == [(band, [profile])]
    back = read_text("warband.json", game_json(read))
    assert [d.code for d in back.diagnostics] == []
    assert [(b.name, [p.name for p in b.profiles]) for b in back.statblocks] == [(band, [profile])]
    assert without_positions(json.loads(game_json(back))) == without_positions(json.loads(game_json(read)))
    (tmp_path / "w.sbh").write_text(text, encoding="utf-8")
    assert main(["convert", str(tmp_path / "w.sbh"), "--to", "json", "-o", str(tmp_path / "out")]) == 0


@pytest.mark.parametrize(("text", "rules"), [
    ("Warband: W\nOrc Q4+ C3 Hatred (elves \\#1)\n", [("Hatred", "elves #1")]),
    ("ウォーバンド：W\nオーク 質4+ 戦闘3 憎悪（エルフ \\※1）\n", [("憎悪", "エルフ ※1")]),
    ("Warband: W\nElf Q3+ C2 Forester \\// spare\n", [("Forester // spare", None)]),
    ("# W\n\nOrc Q4+ C3 Hatred (elves #1)\n", [("Hatred", "elves #1")]),
    ("# W\n\n| Name | Q | C | Rules |\n|---|---|---|---|\n| Orc | 4+ | 3 | Hatred (elves #1) |\n", [("Hatred", "elves #1")]),
])
def test_a_special_rules_comment_mark_is_escaped_and_comes_back(tmp_path, text, rules):
    # (a rule's specification with `#` was SH012 in the JSON and left out, so a Markdown roster's `Hatred (elves #1)`
    # did not come back; a rule's name with `//` after a blank was cut there in silence: `Forester` came back; in a
    # `.sbh` line the escape `\#` stayed in the specification, `\#1`)
    path = "w.md" if text.startswith("#") else "w.sbh"
    read = read_text(path, text)
    assert [(u.name_as_written, u.spec) for u in read.statblocks[0].profiles[0].rules] == rules
    back = read_text("warband.json", game_json(read))
    assert [(u.name_as_written, u.spec) for u in back.statblocks[0].profiles[0].rules] == rules
    assert [d.code for d in back.diagnostics] == [d.code for d in read.diagnostics]
    assert without_positions(json.loads(game_json(back))) == without_positions(json.loads(game_json(read)))
    (tmp_path / path).write_text(text, encoding="utf-8")   # (an unknown rule is an error: convert says 1 for it)
    errors = any(d.severity.value == "error" for d in read.diagnostics)
    assert main(["convert", str(tmp_path / path), "--to", "json", "-o", str(tmp_path / "out")]) == int(errors)


def test_a_hash_in_a_special_rules_name_is_said_in_the_json_and_on_a_line():
    # (no rule's name holds `#`, and the profile grammar reads none: SH012 in the JSON, SH002 on a line, Markdown's too)
    text = ('{"abilities": [], "statblocks": [], "warbands": [{"name": "W", "profiles": [{"name": "Orc", "count": 1, '
            '"quality": 4, "combat": 3, "rules": [{"name": "Big#1"}]}]}]}')
    back = read_text("rule.json", text)
    assert [d.code for d in back.diagnostics] == ["SH012"] and back.statblocks[0].profiles[0].rules == ()
    assert "#" in back.diagnostics[0].text("en") and "#" in back.diagnostics[0].text("ja")
    for path, line in (("w.sbh", "Warband: W\nOrc Q4+ C3 Big\\#1\n"), ("w.md", "# W\n\nOrc Q4+ C3 Big#1\n")):
        assert [(d.code, d.span.text) for d in read_text(path, line).diagnostics] == [("SH002", "#1")]
