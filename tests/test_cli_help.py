"""`--help` in Japanese: with `--lang ja` anywhere after the command, or STATBLOCK_LANG=ja, every
help text, description and argparse's own words (`usage:`, the section titles, `-h`) are Japanese,
wrapped to the terminal's width by the columns wide characters take; English is unchanged."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

import pytest

from statblock import cli
from statblock.cli.common import Parser, help_text
from statblock.cli.helpformat import wrap
from statblock.messages import CATALOG
from statblock.rulesets import registry
from statblock.terminal import display_width

from conftest import ROOT, sweep

COMMANDS = ["check", "parse", "roll", "odds", "fmt", "convert", "cards", "export"]
registry.usable()  # every installed ruleset's catalog in, its commands' help keys with it
HELP_KEYS = sorted(key for key in CATALOG if key.startswith("help.") or ".help." in key)
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff（）、。]")


def _help(capsys, argv: list[str]) -> str:
    with pytest.raises(SystemExit) as exit_:
        cli.main(argv)
    assert exit_.value.code == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out


def _squashed(text: str) -> str:
    """Text without its whitespace: a help text wrapped over several lines is still found in it."""
    return re.sub(r"\s+", "", text)


#: A Draw Steel file: `roll` and `odds` are commands of several games, whose page is the file's game's.
DS_FILE = str(ROOT / "abilities" / "seeds.ability")


def _page(command: str) -> list[str]:
    """The command line whose `--help` shows a command's own page."""
    return [command, DS_FILE] if command in ("roll", "odds") else [command] if command else []


def _parsers(lang: str) -> dict[str, argparse.ArgumentParser]:
    """The top-level parser (under "") and every command's, built in `lang`; a command several rulesets
    offer under its name alone (the page that sends the rest on), and each ruleset's as `NAME:RULESET`,
    Draw Steel's also as `NAME` (the page a Draw Steel file gets)."""
    parser = cli._build(lang)
    parsers = {"": parser}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            parsers.update(action.choices)
    names = [c.name for r in registry.usable() for c in r.commands()]
    for ruleset in registry.usable():
        for command in ruleset.commands():
            if names.count(command.name) > 1:
                parsers.setdefault(f"{command.name}:shared", parsers[command.name])
                page = Parser(prog=f"statblock {command.name}", description=cli._command_help(command, lang),
                              lang=lang)
                command.arguments(page, lang)
                parsers[f"{command.name}:{ruleset.name}"] = page
    for name in ("roll", "odds"):
        parsers[name] = parsers[f"{name}:draw_steel"]
    return parsers


def _texts(parser: argparse.ArgumentParser) -> list[str]:
    """The help of every argument of `parser` (the commands' for the top level), and its description."""
    texts = [parser.description] if parser.description else []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            texts += [action.help] if action.help else []
            texts += [choice.help for choice in action._choices_actions]
        elif action.help:
            texts.append(action.help)
    return texts


@pytest.fixture(autouse=True)
def _eighty_columns(monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("STATBLOCK_LANG", "en")


# ---- Japanese ------------------------------------------------------------------------------------

# What each page says, beyond what every page says (`使い方: statblock`, the section titles, `-h`).
SAYS = {
    "": ["TRPG のアビリティを読み込み", "バージョンを表示して終了します",
         "アビリティのファイルやフォルダーを読み込んでチェックします", "印刷用のアビリティカード"],
    "check": ["テキスト出力の色付け", "終了コードを 1 にする最も低い重大度", "ワーカープロセスの最大数",
              ".ability、.md、.markdown、.yaml、.yml"],
    "cards": ["用紙サイズ", "カードの大きさ", "このヒーローに合わせてすべての数値を計算します", "「-」なら標準出力"],
    "roll": ["ロールにかかる有利の数", "有利と不利は打ち消し合う", "ロールにかかる不利の数", "サージの数",
             "ダイスのシード", "クリティカルヒット"],
}

LANG_ON_THE_LINE = [
    # the top level has no --lang of its own: `statblock --lang ja` would read `ja` as the command
    pytest.param("", ["--lang=ja", "--help"], id="top-lang-first"),
    pytest.param("", ["--help", "--lang", "ja"], id="top-lang-last"),
    pytest.param("check", ["check", "--lang", "ja", "--help"], id="check-lang-first"),
    pytest.param("check", ["check", "--help", "--lang", "ja"], id="check-lang-last"),
    pytest.param("cards", ["cards", "--lang=ja", "-h"], id="cards-lang-equals"),
    pytest.param("cards", ["cards", "-o", "x.html", "--help", "--lang", "ja"], id="cards-after-other-options"),
    pytest.param("roll", ["roll", DS_FILE, "--lang", "ja", "--help"], id="roll-lang-first"),
    pytest.param("roll", ["roll", DS_FILE, "-h", "--lang=ja"], id="roll-lang-last"),
]


def _assert_japanese(command: str, out: str) -> None:
    prog = f"statblock {command}".strip()
    assert out.startswith(f"使い方: {prog} ")
    assert "\nオプション:\n" in out
    assert "-h, --help" in out and "このヘルプを表示して終了します" in out
    if command != "":
        assert "\n位置引数:\n" in out
    for text in SAYS.get(command, []):
        assert _squashed(text) in _squashed(out), text
    # every help text of the page, in Japanese, and none in English (argparse's own words included)
    for text in _texts(_parsers("ja")[command]):
        assert _squashed(text) in _squashed(out), text
    for text in _texts(_parsers("en")[command]) + ["usage:", "positional arguments", "options:",
                                                    "show this help message and exit"]:
        assert _squashed(text) not in _squashed(out), text


@pytest.mark.parametrize(("command", "argv"), LANG_ON_THE_LINE)
def test_lang_ja_on_the_command_line_gives_japanese_help(capsys, command, argv):
    _assert_japanese(command, _help(capsys, argv))


@pytest.mark.parametrize("command", ["", "check", "cards", "roll"])
def test_statblock_lang_ja_gives_japanese_help(capsys, monkeypatch, command):
    monkeypatch.setenv("STATBLOCK_LANG", "ja")
    _assert_japanese(command, _help(capsys, [*_page(command), "--help"]))


def test_a_japanese_locale_gives_japanese_help(capsys, monkeypatch):
    monkeypatch.delenv("STATBLOCK_LANG")
    monkeypatch.setenv("LC_ALL", "ja_JP.UTF-8")
    _assert_japanese("check", _help(capsys, ["check", "--help"]))


def test_lang_en_on_the_line_wins_over_the_environment(capsys, monkeypatch):
    monkeypatch.setenv("STATBLOCK_LANG", "ja")
    out = _help(capsys, ["roll", DS_FILE, "--help", "--lang", "en"])
    assert out.startswith("usage: statblock roll ")
    assert not JAPANESE.search(out)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_every_help_text_in_japanese(capsys, monkeypatch, command):
    monkeypatch.setenv("STATBLOCK_LANG", "ja")
    _assert_japanese(command, _help(capsys, [*_page(command), "--help"]))


def test_the_installed_command_prints_japanese_help():
    env = {**os.environ, "STATBLOCK_LANG": "ja", "COLUMNS": "80"}
    done = subprocess.run([sys.executable, "-m", "statblock.cli", "cards", "--help"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    _assert_japanese("cards", done.stdout)


def test_a_usage_error_shows_the_japanese_usage(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["check", "--lang", "ja"])  # no PATH
    assert exit_.value.code == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith("使い方: statblock check ")
    assert "statblock: エラー: " in err


# ---- English, unchanged ----------------------------------------------------------------------------

ENGLISH = {
    "": ["usage: statblock [-h] [--version] [--lang {en,ja}] COMMAND ...",
         "Read, check, resolve and print tabletop-RPG abilities: Draw Steel's stat blocks",
         "positional arguments:", "options:", "-h, --help  show this help message and exit",
         "--version   print the version and exit",
         "check     parse and check ability files or folders"],
    "check": ["usage: statblock check [-h] [--format {text,json,github}] [--lang {en,ja}]",
              "text for people (default), json for tools, github for workflow annotations",
              "colour the text output: auto (on a terminal, unless NO_COLOR is set), always, never",
              "files or folders (folders are searched for .ability, .md, .markdown, .yaml, .yml, .json, .champions, "
              ".sbh, .kyoko files)"],
    "cards": ["card size: poker 63×88 mm, tarot 70×120 mm, index 3×5 in (html, pdf)",
              "file to write (missing folders are made); `-` for standard output"],
    "roll": ["edges on the roll: one is +2, two or more shift the tier up; edges and banes cancel",
             "use this tier instead if the roll comes out higher (a critical hit stays one)"],
}


@pytest.mark.parametrize("command", ["", "check", "cards", "roll"])
def test_english_help_by_default(capsys, command):
    out = _help(capsys, [*_page(command), "--help"])
    assert not JAPANESE.search(out)
    for text in ENGLISH[command]:
        assert _squashed(text) in _squashed(out), text
    assert out.startswith("usage: statblock")
    for text in _texts(_parsers("en")[command]):
        assert _squashed(text) in _squashed(out), text


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("command", ["check", "parse", "cards", "convert", "export"])
def test_the_help_of_path_names_every_suffix_a_folder_is_searched_for(capsys, command, lang):
    """A folder is searched for the files of every installed ruleset (`registry.suffixes`, what `collect` is given):
    the help of PATH names each, in both languages (the English named Draw Steel's five only)."""
    from statblock.rulesets import registry

    out = " ".join(_help(capsys, [command, "--help", "--lang", lang]).split())
    for suffix in registry.suffixes():
        assert re.search(re.escape(suffix) + r"(?![a-z])", out), (suffix, out)


# ---- the catalog -------------------------------------------------------------------------------------


def _in_both_languages(key: str) -> None:
    assert CATALOG[key].get("en", "").strip(), f"{key} has no English"
    assert CATALOG[key].get("ja", "").strip(), f"{key} has no Japanese"
    assert CATALOG[key]["en"] != CATALOG[key]["ja"], f"{key} is the same in both"


def test_every_help_text_is_in_both_languages():
    """A sweep (`conftest.sweep`), every failing key named: as one item a key, its 113 items cost more to collect
    and report than the look-ups."""
    assert sweep(((key, key) for key in HELP_KEYS), _in_both_languages) == len(HELP_KEYS) > 100


def test_every_help_text_comes_from_the_catalog_and_every_help_key_is_used():
    shown = {lang: [text for parser in _parsers(lang).values() for text in _texts(parser)] for lang in ("en", "ja")}
    said = {lang: {help_text(lang, key) for key in HELP_KEYS} for lang in ("en", "ja")}
    for lang in ("en", "ja"):
        assert set(shown[lang]) <= said[lang], set(shown[lang]) - said[lang]
    # each argument's help differs between the languages: nothing was left untranslated
    for command, parser in _parsers("ja").items():
        for ja, en in zip(_texts(parser), _texts(_parsers("en")[command]), strict=True):
            assert ja != en and JAPANESE.search(ja), (command, en)
    words = {help_text("ja", key) for key in ("help.usage", "help.positionals", "help.options")}
    # the help of a command several installed rulesets offer shows only then (tests/test_rulesets.py)
    words |= {help_text("ja", key) for key in HELP_KEYS if key.startswith("help.shared.")}
    unused = said["ja"] - set(shown["ja"]) - words
    assert not unused, f"help texts in the catalog that no parser shows: {sorted(unused)}"


# ---- width -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("columns", [50, 80, 120])
@pytest.mark.parametrize("command", [""] + COMMANDS)
def test_japanese_help_fits_the_terminal(capsys, monkeypatch, command, columns):
    """argparse measures len(), and a Japanese character takes two columns: the help is wrapped by
    display width, never breaking before 、。） or after （, nor inside an ASCII word."""
    monkeypatch.setenv("COLUMNS", str(columns))
    out = _help(capsys, [*_page(command), "--help", "--lang", "ja"])
    lines = out.splitlines()
    for line in lines:
        # argparse leaves two columns free; an unbreakable option list (`--format {text,json,github}`) may not fit
        assert display_width(line) <= columns - 2 or JAPANESE.search(line) is None, line
    for line in lines:
        assert not re.match(r"\s*[、。）」］｝]", line), line
        assert not re.search(r"[（「［｛]$", line), line
    usage = out.split("\n\n", 1)[0].splitlines()
    if len(usage) > 1:  # later lines of the usage line up under the first argument, after the wide prefix
        prefix = f"使い方: statblock {command} ".replace("  ", " ")
        assert all(line.startswith(" " * display_width(prefix)) and line[display_width(prefix)] != " "
                   for line in usage[1:]), usage


@pytest.mark.parametrize("width", range(8, 40))
def test_wrapping_never_parts_a_full_width_bracket_from_its_word(width):
    """`［状態］` (虚構侵蝕's conditions in `sim`'s help) was broken after its `［` on the top page."""
    text = "各イベント（ダメージ、［状態］、手番、［治療］など）を順に適用し｛波括弧｝も同じ"
    lines = wrap(text, width)
    assert "".join(lines) == text
    assert not any(line.endswith(("［", "｛", "（")) or line.startswith(("］", "｝", "）", "、")) for line in lines), lines


def test_every_argument_of_the_top_level_has_help():
    parser = cli._build("ja")
    assert all((action.help or "").strip() for action in parser._actions), \
        [action.dest for action in parser._actions if not (action.help or "").strip()]


def test_wrapping_keeps_ascii_words_whole():
    text = help_text("ja", "help.check.cache_dir")
    lines = wrap(text, 30)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert any("STATBLOCK_CACHE_DIR" in line for line in lines)
    assert all(display_width(line) <= 30 for line in lines if "STATBLOCK_CACHE_DIR" not in line)


# ---- argparse's own errors, in the user's language ------------------------------------------------


@pytest.mark.parametrize(("argv", "english", "japanese"), [
    (["check"], "the following arguments are required: PATH", "次の引数が必要です：PATH"),
    (["chek", "x"], "invalid choice: 'chek'", "引数 COMMAND に「chek」は選べません"),
    (["check", "x", "--format", "yaml"], "(choose from text, json, github)", "選べるもの：text、json、github"),
    (["check", "x", "--bogus"], "unrecognized arguments: --bogus", "知らない引数があります：--bogus"),
    (["roll", DS_FILE], "required: --ability", "次の引数が必要です：--ability"),
    (["roll", DS_FILE, "--ability"], "argument --ability: expected one argument", "引数 --ability には値が1つ必要です"),
])
def test_argparse_errors_speak_the_users_language(argv, english, japanese, capsys, monkeypatch):
    for lang, expected in (("en", english), ("ja", japanese)):
        monkeypatch.setenv("STATBLOCK_LANG", lang)
        with pytest.raises(SystemExit) as exit_:
            cli.main(argv)
        assert exit_.value.code == cli.EXIT_USAGE
        err = capsys.readouterr().err
        assert expected in err, err
        if lang == "ja":
            assert "the following" not in err and "invalid choice" not in err and "使い方:" in err


def test_a_mistyped_command_gets_a_did_you_mean(capsys, monkeypatch):
    monkeypatch.setenv("STATBLOCK_LANG", "en")
    with pytest.raises(SystemExit):
        cli.main(["chek", "abilities"])
    assert "did you mean `check`?" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["--lang", "ja", "odd", "x"])
    assert "「odds」のことですか？" in capsys.readouterr().err


def test_lang_before_the_command_gives_japanese_help_and_messages(capsys, monkeypatch):
    monkeypatch.setenv("STATBLOCK_LANG", "en")
    with pytest.raises(SystemExit):
        cli.main(["--lang", "ja", "--help"])
    out = capsys.readouterr().out
    assert "使い方: statblock" in out and "ルールセット" in out
    assert cli.main(["--lang", "ja", "check", "no-such-file.ability"]) == cli.EXIT_USAGE
    assert "ファイルまたはフォルダがありません" in capsys.readouterr().out


@pytest.mark.parametrize("command", ["roll", "odds"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ruleset_help_is_that_games_page_in_any_order(command, lang, capsys):
    # `odds --ruleset sbh --help` showed the page shared by every game (`[PATH] ...`), not SBH's, while
    # `odds y.sbh --help` showed SBH's; `--ruleset` names the game as the file does, before or after `--help`
    for ruleset, option in (("sbh", "--quality"), ("kyoko", "--check"), ("draw_steel", "--ability")):
        for argv in ([command, "--ruleset", ruleset, "--help"], [command, "-h", "--ruleset", ruleset]):
            out = _help(capsys, [*argv, "--lang", lang])
            assert f"statblock {command} " in out and option in out and "--ruleset" not in out, (argv, out)
    shared = _help(capsys, [command, "--help", "--lang", lang])   # no game named: the shared page, as before
    assert "--ruleset" in shared and "--quality" not in shared and "--check" not in shared


@pytest.mark.parametrize("command", ["roll", "odds"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_after_a_games_option_without_a_game_named_is_the_shared_page(command, lang, capsys):
    # `odds --quality 3 --help`: argparse takes `3` for the file and `--help` for the words after it; with the file
    # found after the options (mendcli), this said the games read the words differently, an error with exit 2
    out = _help(capsys, [command, "--quality", "3", "--help", "--lang", lang])
    assert f"statblock {command} " in out and "--ruleset" in out and "--check" not in out
    sbh = _help(capsys, [command, "--quality", "3", "--ruleset", "sbh", "--help", "--lang", lang])
    assert "--quality" in sbh and "--ruleset" not in sbh


def _every_page() -> list[list[str]]:
    """The command line of every help page: the top level's and every command's (a command several rulesets offer,
    for the Draw Steel file)."""
    for action in cli._build()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return [[]] + [[command, DS_FILE] if command in ("roll", "odds") else [command]
                           for command in sorted(action.choices)]
    raise AssertionError("no subcommands")


LONE_KANA = re.compile(r"\s*[\u3040-\u30ff](?:$|[\s、。，．）」］｝・：；？！])")


#: The widths every help page is laid out at below: each from 60 to 120 columns in the whole suite; in the inner loop
#: every fourth (80 among them), the rest in the slow tier.
KANA_WIDTHS = {"sample": range(60, 121, 4), "rest": [columns for columns in range(60, 121) if (columns - 60) % 4]}


@pytest.mark.parametrize("widths", ["sample", pytest.param("rest", marks=pytest.mark.slow)])
@pytest.mark.parametrize("page", _every_page(), ids=lambda page: page[0] if page else "top")
def test_no_line_of_japanese_help_starts_with_a_kana_left_of_its_word(capsys, monkeypatch, page, widths):
    """`fmt`'s `書き直しま` / `す。` at 80 columns, `ば en）` under `cards`, `1` / `つ）` under `check`: at every width
    from 60 to 120 columns, no line starts with one kana before the line's end, a space or punctuation."""
    for columns in KANA_WIDTHS[widths]:
        monkeypatch.setenv("COLUMNS", str(columns))
        lines = _help(capsys, [*page, "--help", "--lang", "ja"]).splitlines()
        assert [line for line in lines if LONE_KANA.match(line)] == [], columns
