"""SB012: statblock's own JSON checked in the same run as a file it was written from.

`convert --to json -o DIR` writes `DIR/x.json` beside `DIR/x.ability`; `check DIR` and `cards DIR` then read both,
and every ability was counted and carded twice with no word.
"""

from __future__ import annotations

import pytest

from statblock.cli import main
from statblock.pipeline import run

SLAM = "Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n" \
       "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n"


def _folder(tmp_path):
    folder = tmp_path / "abilities"
    folder.mkdir()
    (folder / "slam.ability").write_text(SLAM, encoding="utf-8")
    assert main(["convert", str(folder / "slam.ability"), "--to", "json", "-o", str(folder)]) == 0
    return folder


def test_a_json_read_with_the_file_it_was_written_from_is_said_where_it_names_it(tmp_path, capsys):
    folder = _folder(tmp_path)
    report = run([str(folder)])
    (twice,) = [d for d in report.diagnostics if d.code == "SB012"]
    assert twice.span.path.endswith("slam.json") and twice.severity.value == "warning"
    text = (folder / "slam.json").read_text(encoding="utf-8")
    line = next(n for n, row in enumerate(text.split("\n"), 1) if '"path"' in row)
    assert twice.span.line == line and "slam.ability" in twice.text("en") and twice.text("ja") != twice.text("en")
    assert [d.code for d in report.diagnostics] == ["SB012"]
    capsys.readouterr()
    main(["check", "--no-cache", str(folder)])
    assert "warning[SB012]" in capsys.readouterr().out


def test_the_json_alone_or_beside_other_files_says_nothing(tmp_path):
    folder = _folder(tmp_path)
    (folder / "slam.ability").rename(tmp_path / "elsewhere.ability")
    (folder / "other.ability").write_text(SLAM.replace("Slam", "Bash"), encoding="utf-8")
    assert [d.code for d in run([str(folder)]).diagnostics] == []
    assert [d.code for d in run([str(folder / "slam.json")]).diagnostics] == []


def test_the_editor_says_it_of_the_open_json_and_nothing_of_its_source(tmp_path):
    from statblock.lsp.analysis import analyze

    folder = _folder(tmp_path)
    text = (folder / "slam.json").read_text(encoding="utf-8")
    found = analyze("file://j", 1, str(folder / "slam.json"), text, "utf-16").diagnostics
    assert [d.code for d in found] == ["SB012"]
    assert analyze("file://a", 1, str(folder / "slam.ability"), SLAM, "utf-16").diagnostics == []


# Every ruleset whose own JSON is read back says it (the stage is the core's, `Ruleset.summary`/`across` by default):
# Marvel Champions, 虚構侵蝕TRPG and Song of Blades and Heroes said nothing, and counted and carded each twice.
OTHERS = {
    "kyoko": ("fire.kyoko", "# ruleset: kyoko\n火の玉（フィクションパワー）\n使用：行動\n対象：単体\n効果：対象に3点のダメージを与える。\n"),
    "sbh": ("band.sbh", "# ruleset: sbh\nWarband: Ash Crew\nPoints: 300\n2x Ash Guard Q3+ C3 Shooter (Long)\n"),
    "marvel_champions": ("owl.champions", "# ruleset: marvel_champions\nDusk Patrol (Event)\nCost: 1\n"
                                          "Action: Deal 2 damage to an enemy.\n"),
}


def _other_folder(tmp_path, game):
    name, text = OTHERS[game]
    folder = tmp_path / game
    folder.mkdir()
    (folder / name).write_text(text, encoding="utf-8")
    assert main(["convert", str(folder / name), "--to", "json", "-o", str(folder)]) == 0
    return folder, name



@pytest.mark.parametrize("game", sorted(OTHERS))
def test_each_games_json_beside_its_source_is_said_where_it_names_it(tmp_path, game):
    folder, name = _other_folder(tmp_path, game)
    report = run([str(folder)])
    json_name = name.rsplit(".", 1)[0] + ".json"
    assert {f.ruleset for f in report.files} == {game}
    (twice,) = [d for d in report.diagnostics if d.code == "SB012"]
    text = (folder / json_name).read_text(encoding="utf-8")
    line = next(n for n, row in enumerate(text.split("\n"), 1) if '"path"' in row)
    assert twice.span.path.endswith(json_name) and (twice.span.line, twice.severity.value) == (line, "warning")
    assert name in twice.text("en") and name in twice.text("ja") and twice.text("ja") != twice.text("en")
    (folder / name).rename(tmp_path / name)  # the JSON alone, or beside another file of the game: nothing
    (folder / ("other" + name[name.index("."):])).write_text(OTHERS[game][1], encoding="utf-8")
    assert [d for d in run([str(folder)]).diagnostics if d.code == "SB012"] == []


@pytest.mark.parametrize("game", sorted(OTHERS))
def test_each_games_json_is_said_in_check_and_in_the_editor(tmp_path, capsys, game):
    from statblock.lsp.analysis import analyze

    folder, name = _other_folder(tmp_path, game)
    capsys.readouterr()
    main(["check", "--no-cache", str(folder)])
    assert capsys.readouterr().out.count("warning[SB012]") == 1
    json_path = folder / (name.rsplit(".", 1)[0] + ".json")
    found = analyze("file://j", 1, str(json_path), json_path.read_text(encoding="utf-8"), "utf-16").diagnostics
    assert [d.code for d in found if d.code == "SB012"] == ["SB012"]


@pytest.mark.parametrize("game", ["draw_steel", *sorted(OTHERS)])
def test_cards_say_what_check_says_of_the_files_they_card(tmp_path, capsys, game):
    # `cards DIR` carded the JSON and its source both, each card twice, and said nothing of it (SB012 is a warning:
    # `cards` showed errors only, warnings with `--error-on warning`); the cards' bytes are the same as before
    folder = _folder(tmp_path) if game == "draw_steel" else _other_folder(tmp_path, game)[0]
    capsys.readouterr()
    assert main(["cards", str(folder), "--format", "md", "-o", "-"]) == 0
    out, err = capsys.readouterr()
    assert err.count("warning[SB012]") == 1 and err.index("warning[SB012]") < err.index("wrote")
    assert main(["check", "--no-cache", str(folder)]) == 0
    said = capsys.readouterr().out
    assert said.count("warning[SB012]") == 1 and said.split("\n")[0] in err   # the same words, where check puts them
    source = next(p for p in folder.iterdir() if p.suffix != ".json")
    assert main(["cards", str(source), "--format", "md", "-o", "-"]) == 0   # one file, clean: nothing but the cards
    alone, err = capsys.readouterr()
    assert err.startswith("wrote ") and err.count("\n") == 1 and len(out) > len(alone) > 0
    assert main(["cards", str(folder), "--format", "md", "-o", "-", "--error-on", "warning"]) == 1
    assert capsys.readouterr()[0] == out


@pytest.mark.parametrize("game", ["draw_steel", *sorted(OTHERS)])
def test_parse_says_what_check_says_and_its_json_is_the_same(tmp_path, capsys, game):
    # `parse DIR` printed errors only on standard error, so the JSON beside its source, its abilities given twice in
    # the JSON, was said by `check` and `cards` and not by `parse` (SB012 is a warning); what it prints on standard
    # output is the same bytes as before, and one clean file says nothing
    folder = _folder(tmp_path) if game == "draw_steel" else _other_folder(tmp_path, game)[0]
    capsys.readouterr()
    assert main(["parse", str(folder), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert err.count("warning[SB012]") == 1 and "warning[SB012]" not in out
    assert main(["check", "--no-cache", str(folder)]) == 0
    assert capsys.readouterr().out.split("\n")[0] in err   # in check's words
    source = next(p for p in folder.iterdir() if p.suffix != ".json")
    assert main(["parse", str(source), "--format", "json"]) == 0
    alone, said = capsys.readouterr()
    assert said == "" and alone.startswith("{")


def test_parse_says_a_warning_of_one_file_in_the_language_asked(tmp_path, capsys):
    card = tmp_path / "note.kyoko"
    card.write_text("# ruleset: kyoko\n札（所持品）\n使用：行動\nスロット：1\n効果：x\n", encoding="utf-8")
    assert main(["parse", str(card), "--format", "json", "--lang", "ja"]) == 0
    out, err = capsys.readouterr()
    assert "KY036" in err and "スロット" in err and "メモ" in err and '"notes"' in out
