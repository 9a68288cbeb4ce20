"""The habits of a command-line tool: a version, help for everything, progress only where it helps."""

from __future__ import annotations

import argparse
import io

import pytest

from statblock import __version__, cli
from statblock.progress import Progress


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    raise AssertionError("no subcommands")


def test_statblock_alone_prints_help(capsys):
    assert cli.main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: statblock")
    for name in _subcommands(cli._build()):
        assert f"    {name} " in out


def test_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"statblock {__version__}"


@pytest.mark.parametrize("command", sorted(_subcommands(cli._build())))
def test_every_option_of_every_command_has_help(command):
    parser = _subcommands(cli._build())[command]
    missing = [action.dest for action in parser._actions
               if not isinstance(action, argparse._HelpAction) and not (action.help or "").strip()]
    assert missing == []


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True



@pytest.mark.parametrize("argv, made", [
    (["--version"], ["statblock"]),
    (["--help"], ["statblock"]),
    (["chek"], ["statblock"]),
    (["rulesets", "--format", "json"], ["statblock", "statblock rulesets"]),
    (["--lang", "ja", "check", "--help"], ["statblock", "statblock check"]),
    (["timing", "--help"], ["statblock", "statblock timing"]),   # a ruleset's command
    (["odds", "--help"], ["statblock", "statblock odds"]),       # a command of several rulesets
], ids=["version", "help", "misspelt", "rulesets", "check-help", "timing-help", "odds-help"])
def test_a_run_makes_the_parser_of_its_command_only(argv, made, monkeypatch, capsys):
    """`statblock` lists every command, but a run makes the parser of the one it runs (making them all cost every
    run about 7 ms): what is said is that of a parser made at once (the help and usage of every command, compared
    byte for byte)."""
    progs: list[str] = []
    init = cli.Parser.__init__

    def recorded(self, *args, **kwargs):
        init(self, *args, **kwargs)
        progs.append(self.prog)

    monkeypatch.setattr(cli.Parser, "__init__", recorded)
    try:
        cli.main(argv)
    except SystemExit:
        pass
    monkeypatch.undo()
    assert progs == made
    said = capsys.readouterr()
    assert said.out or said.err

def test_progress_bar_only_on_a_terminal_and_never_when_quiet(monkeypatch):
    monkeypatch.setattr("sys.stderr", _Terminal())
    assert Progress(True).enabled
    assert not Progress(False).enabled
    monkeypatch.setattr("sys.stderr", io.StringIO())
    assert not Progress(True).enabled


def test_a_bar_passes_every_item_through(monkeypatch):
    terminal = _Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert list(Progress(True)(iter(range(1000)), total=1000)) == list(range(1000))
    assert list(Progress(False)(range(5))) == [0, 1, 2, 3, 4]


def test_a_bar_whose_work_grows_counts_to_the_new_total(monkeypatch):
    """`total` may be asked again after each item (a PDF's parts grow when a card takes more sheets)."""
    import tqdm

    seen = []

    class Watched(tqdm.tqdm):
        def close(self):
            seen.append((self.n, self.total))
            super().close()

    monkeypatch.setattr(tqdm, "tqdm", Watched)
    monkeypatch.setattr("sys.stderr", _Terminal())
    work = [0]

    def grow():
        for item in range(6):
            work.append(item)
            yield item

    assert list(Progress(True)(grow(), total=lambda: len(work))) == list(range(6))
    assert seen and set(seen) == {(6, 7)}  # (tqdm may close a bar more than once)
    seen.clear()
    assert list(Progress(True)(iter(range(3)), total=5)) == [0, 1, 2] and set(seen) == {(3, 5)}


def test_a_file_named_twice_is_read_once(tmp_path, monkeypatch, capsys):
    """`check DIR DIR/a.ability ./DIR/a.ability`: one file, one report of each finding (links stay files
    of their own: `collect` only joins spellings of the same path)."""
    folder = tmp_path / "lib"
    folder.mkdir()
    (folder / "a.ability").write_text("Slam\nMain action\n≤11: 2 damage; proen\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code = cli.main(["check", "lib", "lib/a.ability", "./lib/a.ability", "lib/../lib/a.ability"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.count("replace `proen` with `prone`") == 1, out
    assert "checked 1 file, 1 ability: 2 errors" in out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_command_s_own_page_says_what_it_does(lang):
    """`statblock check --help` showed its usage and options but not what `check` does (only `statblock --help` said
    it): each command's page now opens with the line the command list gives it."""
    top = cli._build(lang)
    listed = {choice.dest: choice.help for action in top._actions if isinstance(action, argparse._SubParsersAction)
              for choice in action._choices_actions}
    pages = _subcommands(top)
    assert set(listed) == set(pages) and len(pages) > 8
    for name, parser in pages.items():
        assert parser.description == listed[name] and parser.description.strip(), name


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_folder_with_nothing_to_check_is_said(tmp_path, capsys, lang):
    # An empty folder, one of `.txt` files only, and one whose only entry is a link back to itself: each named,
    # with the suffixes searched; the run is one of warnings only (exit 0, as the CLI contract says).
    empty, other, loop, full = (tmp_path / name for name in ("empty", "other", "loop", "full"))
    for folder in (empty, other, loop, full):
        folder.mkdir()
    (other / "notes.txt").write_text("Strike\n", encoding="utf-8")
    (loop / "again").symlink_to(loop)
    (full / "a.ability").write_text("", encoding="utf-8")
    assert cli.main(["check", "--no-cache", "--lang", lang, str(empty), str(other), str(loop), str(full)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 3, err
    for line, folder in zip(err, (empty, other, loop)):
        assert str(folder) in line and ".ability" in line and ".sbh" in line and ".kyoko" in line
        assert line.startswith("statblock: warning: " if lang == "en" else "statblock: 警告: ")
    assert str(full) not in "\n".join(err)


@pytest.mark.parametrize("lang, said", [("en", "statblock: interrupted; no file was left half-written\n"),
                                        ("ja", "statblock: 中断しました。書きかけのファイルは残っていません\n")])
def test_ctrl_c_says_one_short_line(capsys, monkeypatch, lang, said):
    # (exit 130 as before, but it printed nothing: the user could not tell an interrupted run from a finished one)
    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setitem(cli._COMMANDS, "check", interrupted)
    assert cli.main(["check", "--lang", lang, "x.ability"]) == 130
    captured = capsys.readouterr()
    assert captured.err == said and captured.out == ""
