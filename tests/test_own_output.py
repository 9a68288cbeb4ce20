"""SB008: statblock's own JSON output that no ruleset reads back handed back as input (abilities with no roll and no
other key of an ability's JSON, which no ruleset knows for its own). `parse --format json` then `check` of its file
listed the file among those without abilities, with no word why; a JSON file of another kind stays listed in silence
(a folder's `package.json` is none of the games' data). Draw Steel's own JSON is read back (tests/test_own_json.py),
and so are Marvel Champions' cards (tests/test_marvel_own_json.py)."""

from __future__ import annotations

import json
from pathlib import Path

from statblock.cli import main


def _check(tmp_path, capsys, *args):
    code = main(["check", "--format", "json", *args])
    return code, json.loads(capsys.readouterr().out)


def test_output_no_ruleset_reads_back_says_what_it_is_and_where_it_came_from(tmp_path, capsys):
    source = tmp_path / "私のカード.ability"
    written = tmp_path / "out.json"
    written.write_text(json.dumps({"abilities": [{"name": "Slam", "path": str(source), "line": 1}]}), encoding="utf-8")
    code, report = _check(tmp_path, capsys, str(written))
    assert code == 0 and report["warnings"] == 1
    (said,) = report["diagnostics"]
    assert (said["code"], said["line"], said["column"]) == ("SB008", 1, 1)
    assert str(source) in said["message"] or "私のカード.ability" in said["message"]


def test_marvel_champions_cards_are_read_back_not_sb008(tmp_path, capsys):
    source = tmp_path / "私のカード.champions"
    source.write_text("# ruleset: marvel_champions\nGrapnel Line (Upgrade)\nCost 1\n"
                      "Hero Action: Exhaust Grapnel Line → ready Night Owl.\n", encoding="utf-8")
    assert main(["parse", "--format", "json", str(source)]) == 0
    written = tmp_path / "out.json"
    written.write_text(capsys.readouterr().out, encoding="utf-8")
    code, report = _check(tmp_path, capsys, str(written))
    assert (code, report["abilities"], report["diagnostics"]) == (0, 1, [])


def test_draw_steels_own_json_is_read_back_not_sb008(tmp_path, capsys):
    source = tmp_path / "技の本.ability"
    source.write_text("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nEffect: The target is slowed.\n",
                      encoding="utf-8")
    assert main(["convert", "--to", "json", str(source), "-o", str(tmp_path / "out")]) == 0
    capsys.readouterr()
    (written,) = (tmp_path / "out").rglob("*.json")
    code, report = _check(tmp_path, capsys, str(written))
    assert (code, report["abilities"], report["diagnostics"]) == (0, 1, [])


def test_other_json_and_broken_paths_are_not_sb008(tmp_path, capsys):
    other = tmp_path / "package.json"
    other.write_text('{"name": "x", "abilities": 3}', encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text('{"abilities": [{"name": "A", "path": "a\\u12', encoding="utf-8")
    _, report = _check(tmp_path, capsys, str(other), str(cut))
    codes = [(d["path"].rsplit("/", 1)[-1], d["code"]) for d in report["diagnostics"]]
    assert codes == [("cut.json", "SB008")]  # (the cut escape: said with no path named)
    assert "came from" not in report["diagnostics"][0]["message"]


def test_a_json_of_several_games_says_the_lists_it_does_not_read(tmp_path, capsys):
    """`parse --format json` of several games' files writes each one's list under its key; read back by one game,
    the others' lists were left out with no word. Each is SB008 where its key is, naming its game."""
    root = Path(__file__).resolve().parents[1]
    assert main(["parse", "--format", "json", str(root / "examples" / "kyoko"), str(root / "examples" / "marvel"),
                 str(root / "abilities" / "seeds.ability")]) == 0
    written = tmp_path / "all.json"
    text = capsys.readouterr().out
    written.write_text(text, encoding="utf-8")
    code, report = _check(tmp_path, capsys, str(written))
    said = [(d["code"], d["line"], d["column"]) for d in report["diagnostics"]]
    lines = text.split("\n")
    assert [code for code, _, _ in said] == ["SB008", "SB008"] and report["abilities"] == 2
    assert [lines[line - 1][column - 1:] for _, line, column in said] == ['"items": [', '"cards": [']
    assert "Marvel Champions" in report["diagnostics"][1]["message"]
    only = tmp_path / "cards.json"
    only.write_text(json.dumps({"abilities": [], "statblocks": [], "cards": json.loads(text)["cards"]}), encoding="utf-8")
    assert _check(tmp_path, capsys, str(only))[1]["diagnostics"] == []
