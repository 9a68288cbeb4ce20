"""`fmt -` and `check -` of text a file would hold: `fmt -` exits as `fmt FILE` of the same text does (it gave the text
back with exit 2, bad usage, where the file's run exits 1, a file left as it was), and native text with a line that
looks like Markdown (`## my notes`, a `| --- |` line) is read as native when its native lines say so (a header row
`Move | Maneuver`, a distance row `📏 Self | 🎯 Self`, a profile `Quality 3+ Combat 2`): it was read as Markdown, 0
abilities and exit 0, the ability lost in silence."""

from __future__ import annotations

import io
import json

import pytest

from statblock import cli

from conftest import DS_CORPUS


def _stdin(monkeypatch, data: bytes) -> None:
    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


# ---- `fmt -` exits as `fmt FILE` does ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("text", "words", "name"), [
    ("# ruleset: sbh\nWarband: W\nElf Q3+ C2\n", [], "w.sbh"),
    ("Warband: W\r\nElf Q3+ C2\r\n", ["--ruleset", "sbh"], "w.ability"),
    ("# ruleset: sbh\nウォーバンド：W\nエルフ 質3+ 戦闘2\n", [], "w.sbh"),
    ("# ruleset: nonesuch\nWarband: W\n", [], "w.ability"),
    ("# ruleset: nonesuch\nウォーバンド：W\n", [], "w.ability"),
], ids=["sbh-line", "sbh-forced-crlf", "sbh-ja", "unknown-ruleset", "unknown-ruleset-ja"])
def test_fmt_of_standard_input_it_gives_back_exits_as_fmt_of_the_file(text, words, name, lang, tmp_path, monkeypatch,
                                                                       capfdbinary):
    """Text no ruleset formats (a warband; a `# ruleset:` line naming none) is given back unchanged and exits 1, as
    `fmt FILE` of it does (a file left as it is: DESIGN.md's `fmt` row): it exited 2, bad usage, though nothing was
    wrong with how fmt was called."""
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    as_file = cli.main(["fmt", "--lang", lang, *words, str(path)])
    capfdbinary.readouterr()
    _stdin(monkeypatch, text.encode("utf-8"))
    assert cli.main(["fmt", "--lang", lang, *words, "-"]) == as_file == 1
    out, err = capfdbinary.readouterr()
    assert out == text.encode("utf-8") and err.strip() and b"Traceback" not in err


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_fmt_of_standard_input_naming_no_installed_ruleset_is_bad_usage(lang, monkeypatch, capfdbinary):
    """`--ruleset nonesuch` is bad usage, for standard input as for a file: exit 2 (kept as it was); standard input is
    given back unchanged all the same (before, it was refused unread, and an editor's filter got nothing back)."""
    _stdin(monkeypatch, b"Slam\r\n")
    assert cli.main(["fmt", "--lang", lang, "--ruleset", "nonesuch", "-"]) == 2
    out, err = capfdbinary.readouterr()
    assert b"nonesuch" in err and out == b"Slam\r\n"


# ---- native text with a line that looks like Markdown ------------------------------------------------------------

_NATIVE = {
    "ds-en": ("## my notes\nQuick Step\nMove | Maneuver\n📏 Self | 🎯 Self\nYou shift 2 squares.\n| --- |\n",
              None, "n.ability"),
    "ds-ja": ("## メモ\n素早い一歩\n移動 | マニューバー\n📏 自身 | 🎯 自身\nあなたは 2 スクエアシフトする。\n| --- |\n",
              None, "n.ability"),
    "sbh-en": ("## my notes\nThe Green Hand\nElf Mage Quality 3+ Combat 2 Forester\n| --- |\n", "sbh", "n.sbh"),
    "sbh-ja": ("## メモ\n緑の手\nエルフの魔法使い クオリティ 3+ 戦闘力 2 森林踏破\n| --- |\n", "sbh", "n.sbh"),
}


@pytest.mark.parametrize("name", sorted(_NATIVE))
def test_native_text_with_a_markdown_looking_line_is_read_as_native(name, tmp_path, capsys, monkeypatch):
    text, forced, file_name = _NATIVE[name]
    path = tmp_path / file_name
    path.write_text(text, encoding="utf-8")
    ruleset = ["--ruleset", forced] if forced else []
    code = cli.main(["check", "--no-cache", "--format", "json", *ruleset, str(path)])
    as_file = json.loads(capsys.readouterr().out)
    _stdin(monkeypatch, text.encode("utf-8"))
    assert cli.main(["check", "--format", "json", *ruleset, "-"]) == code
    as_stdin = json.loads(capsys.readouterr().out)
    assert "SB015" not in [d["code"] for d in as_stdin["diagnostics"]]
    assert [(d["code"], d["line"], d["column"]) for d in as_stdin["diagnostics"]] == \
           [(d["code"], d["line"], d["column"]) for d in as_file["diagnostics"]]
    assert as_stdin["abilities"] == as_file["abilities"] > 0


@pytest.mark.parametrize("text", [
    "## Elves\n\nName | Quality | Combat\n--- | --- | ---\nElf | 3+ | 2\n",
    "## エルフ\n\n名前 | 質 | 戦闘\n--- | --- | ---\nエルフ | 3+ | 2\n",
    "###### Slam\n\nMelee, Strike | Main action\n--- | ---:\n📏 Melee 1 | 🎯 One creature\n\n**Effect:** It falls.\n",
], ids=["roster-en", "roster-ja", "ds-table-without-outer-pipes"])
def test_a_table_written_without_outer_pipes_is_still_markdown(text):
    """A table whose rows open with no `|` (GitHub's tables allow it) is Markdown: its rows are no native lines."""
    from statblock.cli.stdin import looks_like_markdown

    assert looks_like_markdown(text)


@pytest.mark.parametrize("page", ["abilities-Common/Maneuvers/Grab.md", "monsters/Hag/Features/Hag Malice.md"])
def test_a_page_whose_tables_are_in_block_quotes_is_read_as_the_page_is(page, capsys, monkeypatch):
    """A table in a block quote (`> | --- |`) is a table: its rows were piped native lines, so a page of quoted tables
    on standard input was read as native text (the Grab maneuver's page: 5 abilities, 1 error and 20 warnings where the
    file has 1 ability and none)."""
    path = DS_CORPUS / page
    cli.main(["check", "--no-cache", "--format", "json", str(path)])
    as_file = json.loads(capsys.readouterr().out)
    _stdin(monkeypatch, path.read_bytes())
    cli.main(["check", "--format", "json", "-"])
    as_stdin = json.loads(capsys.readouterr().out)
    assert (as_stdin["abilities"], as_stdin["errors"], as_stdin["warnings"]) == \
           (as_file["abilities"], as_file["errors"], as_file["warnings"])


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["|", "-|", "| --- |\n", "a | b\n| --- |\n", "Q ", "Quality 3+ ", "クオリティ 3+ ", "> ",
                                  "\\|", "`|` "])
def test_the_sniff_reads_long_runs_in_linear_time(unit):
    """Every line and cell looked at a bounded number of times: 4 times the run, about 4 times the work."""
    from bounds import cpu_seconds, time_bound

    from statblock.cli.stdin import looks_like_markdown

    with time_bound(60):
        small = cpu_seconds(lambda: looks_like_markdown("## notes\n" + unit * 25_000))
        large = cpu_seconds(lambda: looks_like_markdown("## notes\n" + unit * 100_000))
    assert large < 8 * small + 0.1, (small, large)
