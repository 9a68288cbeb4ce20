"""Every command's read errors: the file, its line and column, and what to do, in English and Japanese, never
Python's own words nor a traceback (a binary scenario or game state, a binary file given to `roll`, a scenario in
UTF-16); and standard input to `check` and `fmt`."""

from __future__ import annotations

import re

import pytest

from statblock import cli

from conftest import ROOT

#: bytes that are valid UTF-8 but no text: NULs and control characters (tomllib said `Invalid statement` of them)
BINARY = b"\x00\x00\x01\x02 binary \x00\x00\x7f" * 40
PLACE = re.compile(r"^(?P<path>.+):1:1: error\[SB002\]: (?P<said>.+)$", re.M)


def _said(capsys) -> str:
    said = capsys.readouterr()
    assert "Traceback" not in said.out + said.err
    return said.out + said.err


@pytest.mark.parametrize("lang, advice", [("en", "name the TOML text file meant here"),
                                          ("ja", "TOML のテキストファイルを指定してください")])
@pytest.mark.parametrize("argv", [["sim"], ["timing", "--event", "the villain attacks you"]], ids=["sim", "timing"])
def test_a_binary_scenario_or_state_is_said_as_binary_with_what_to_do(tmp_path, capsys, argv, lang, advice):
    path = tmp_path / "data.toml"
    path.write_bytes(BINARY)
    code = cli.main([*argv[:1], str(path), *argv[1:], "--lang", lang])
    said = _said(capsys)
    assert code == 2   # unreadable input, as a file that is not UTF-8
    found = PLACE.search(said)
    assert found is not None and found.group("path").endswith("data.toml"), said
    assert advice in found.group("said")
    assert "Invalid statement" not in said and "文として読めません" not in said   # (tomllib's reason, before)
    assert "paths to check" not in said and "チェック対象" not in said   # (an ability file's advice)


@pytest.mark.parametrize("lang, encoding", [("en", "UTF-16 text, not UTF-8; save the file as UTF-8"),
                                            ("ja", "UTF-16 のテキストで、UTF-8 ではありません")])
def test_a_scenario_in_utf16_says_which_encoding_and_to_save_it_as_utf8(tmp_path, capsys, lang, encoding):
    path = tmp_path / "data.toml"
    path.write_bytes("seed = 1\n".encode("utf-16"))   # (with its byte-order mark)
    assert cli.main(["sim", str(path), "--lang", lang]) == 2
    said = _said(capsys)
    assert f"{path}:1:1: error[SB003]" in said and encoding in said


def test_a_text_scenario_is_still_read(tmp_path, capsys):
    path = tmp_path / "data.toml"
    path.write_bytes("\ufeff[character]\nname = \"A\"\n".encode())
    cli.main(["sim", str(path)])
    assert "SB00" not in _said(capsys)


@pytest.mark.parametrize("lang, advice", [("en", "`statblock roll` reads one text file of abilities: name one"),
                                          ("ja", "「statblock roll」にはアビリティを書いたテキストファイルを一つ指定")])
@pytest.mark.parametrize("suffix", [".sbh", ".ability", ".kyoko"])
def test_a_binary_file_given_to_roll_gets_roll_s_advice(tmp_path, capsys, suffix, lang, advice):
    path = tmp_path / f"abilities{suffix}"
    path.write_bytes(BINARY)
    assert cli.main(["roll", str(path), "--lang", lang]) == 2
    said = _said(capsys)
    found = PLACE.search(said)
    assert found is not None and advice in found.group("said"), said
    assert "paths to check" not in said and "チェック対象から外して" not in said


def test_check_keeps_its_own_advice_for_a_binary_file(tmp_path, capsys):
    path = tmp_path / "abilities.sbh"
    path.write_bytes(BINARY)
    assert cli.main(["check", str(path)]) == 2
    assert "remove it from the paths to check" in _said(capsys)


# ---- `check -`: standard input ---------------------------------------------------------------------------------------


def _stdin(monkeypatch, data: bytes) -> None:
    import io

    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


def test_check_of_standard_input_names_it_stdin_at_each_place(monkeypatch, capsys):
    _stdin(monkeypatch, (ROOT / "examples" / "typo.ability").read_bytes())
    assert cli.main(["check", "-"]) == 1
    said = _said(capsys)
    assert "<stdin>:7:35: error[SB101]: unknown condition `proen`" in said
    assert "checked 1 file, 1 ability: 1 error" in said
    assert "no such file" not in said   # (`-` was a path that did not exist, exit 2)


def test_check_of_standard_input_as_json_names_it_too(monkeypatch, capsys):
    import json

    _stdin(monkeypatch, (ROOT / "examples" / "typo.ability").read_bytes())
    assert cli.main(["check", "-", "--format", "json", "--lang", "ja"]) == 1
    found = json.loads(capsys.readouterr().out)
    assert (found["files"], found["abilities"], found["errors"]) == (1, 1, 1)
    assert [(d["path"], d["line"], d["column"], d["code"]) for d in found["diagnostics"]] == [("<stdin>", 7, 35, "SB101")]
    assert "proen" in found["diagnostics"][0]["message"] and "不明" in found["diagnostics"][0]["message"]


@pytest.mark.parametrize("example, abilities", [("marvel/homebrew.champions", "9 abilities"),
                                                ("sbh/green-hand.sbh", "4 profiles"),   # (a warband's: sbhcli4)
                                                ("kyoko/cards.kyoko", "2 cards")])
def test_standard_input_is_read_in_its_ruleset_s_native_format(monkeypatch, capsys, example, abilities):
    """A `# ruleset:` line picks the ruleset, and its native format is read: Marvel Champions reads by suffix, and its
    text read as `<stdin>` alone was no card (MC002)."""
    data = (ROOT / "examples" / example).read_bytes()
    _stdin(monkeypatch, data)
    assert cli.main(["check", "-"]) == 0
    assert f"checked 1 file, {abilities}: 0 errors, 0 warnings" in _said(capsys)


MARKDOWN = """###### Hammer

| **Magic, Melee, Strike** | **Main action** |
| --- | ---: |
| **📏 Melee 1** | **🎯 One creature** |

**Power Roll + Might:**

- **≤11:** 3 damage; A < WEAK, proen
- **12-16:** 6 damage
- **17+:** 9 damage
"""


def test_stdin_name_names_it_and_its_suffix_picks_the_format(monkeypatch, capsys):
    _stdin(monkeypatch, MARKDOWN.encode())
    assert cli.main(["check", "-", "--stdin-name", "notes/homebrew.md"]) == 1
    said = _said(capsys)
    assert "notes/homebrew.md:9:" in said and "error[SB101]" in said and "<stdin>" not in said
    _stdin(monkeypatch, MARKDOWN.encode())
    cli.main(["check", "-"])   # (without the name: its heading says Markdown; it was read as native text, SB136)
    said = _said(capsys)
    assert "<stdin>:9:32: error[SB101]" in said and "SB136" not in said


@pytest.mark.parametrize("lang, advice", [("en", "pipe a text file of abilities to `statblock check -`"),
                                          ("ja", "「statblock check -」にはアビリティを書いたテキストファイルを渡して")])
def test_binary_standard_input_gets_standard_input_s_advice(monkeypatch, capsys, lang, advice):
    _stdin(monkeypatch, BINARY)
    assert cli.main(["check", "-", "--lang", lang]) == 2
    said = _said(capsys)
    assert f"<stdin>:1:1: error[SB002]" in said and advice in said


def test_binary_standard_input_to_fmt_gets_its_advice_too(monkeypatch, capfdbinary):
    _stdin(monkeypatch, BINARY)
    assert cli.main(["fmt", "-"]) == 1
    out, err = capfdbinary.readouterr()
    assert out == BINARY   # (given back unchanged)
    assert b"pipe a text file of abilities to `statblock fmt -`" in err and b"paths to check" not in err


def test_standard_input_over_the_cap_is_refused_and_said(monkeypatch, capsys):
    from statblock import fileio

    monkeypatch.setattr(fileio, "MAX_FILE_BYTES", 1024 * 1024)
    _stdin(monkeypatch, b"x" * (1024 * 1024 + 1))
    assert cli.main(["check", "-", "--lang", "ja"]) == 2
    said = _said(capsys)
    assert "標準入力が 1 MB を超えています。「statblock check」はそれ以上読みません" in said


@pytest.mark.parametrize("argv, said", [
    (["check", "-", "examples/typo.ability"], "`-` (standard input) is read alone"),
    (["check", "examples/typo.ability", "--stdin-name", "x.md"], "--stdin-name names standard input: give `-`")])
def test_standard_input_is_checked_alone(monkeypatch, capsys, argv, said):
    monkeypatch.chdir(ROOT)
    _stdin(monkeypatch, b"")
    assert cli.main(argv) == 2
    assert said in _said(capsys)


# ---- huge numbers in options -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, said", [("en", "argument --debounce: must be 3600000 or less, not 999"),
                                        ("ja", "引数 --debounce：3600000 以下を指定してください（999")])
def test_lsp_refuses_a_debounce_past_an_hour_before_it_starts(capsys, lang, said):
    """400 digits of milliseconds were a traceback (`OverflowError`: the seconds are a float) when the server started."""
    with pytest.raises(SystemExit) as exit_:
        cli.main(["lsp", "--debounce", "9" * 400, "--lang", lang])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err and len(err) < 400   # (the number cut short)


def test_serve_cuts_a_huge_port_short(capsys):
    assert cli.main(["serve", str(ROOT / "examples" / "typo.ability"), "--port", "9" * 400]) == 2
    err = capsys.readouterr().err
    assert "--port must be from 0 to 65535, not 999" in err and len(err) < 200


@pytest.mark.parametrize("lang, said", [("en", "hero.toml: a binary file, not text; name the hero's or target's TOML file"),
                                        ("ja", "hero.toml はバイナリファイルで、テキストではありません。")])
@pytest.mark.parametrize("option", ["--hero", "--target"])
def test_a_binary_hero_or_target_file_is_said_as_binary(tmp_path, capsys, option, lang, said):
    """It was read as TOML: `not valid TOML: Invalid statement (at line 1, column 1)`."""
    path = tmp_path / "hero.toml"
    path.write_bytes(BINARY)
    hero = ["--hero", str(ROOT / "abilities" / "heroes" / "korva-fury.toml")] if option == "--target" else []
    assert cli.main(["roll", str(ROOT / "abilities" / "seeds.ability"), "--ability", "Brutal Slam", *hero, option,
                     str(path), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert said in err and "Invalid statement" not in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [["roll", "-"], ["sim", "-"], ["convert", "-", "--to", "md", "-o", "out"]],
                         ids=["roll", "sim", "convert"])
def test_a_command_that_reads_no_standard_input_says_which_do(tmp_path, monkeypatch, capsys, argv):
    monkeypatch.chdir(tmp_path)
    assert cli.main(argv) == 2
    assert "no such file or folder: - (only `statblock check -` and `statblock fmt -` read standard input; name a " \
           "file)" in _said(capsys)


def test_fmt_reads_standard_input_alone_too(tmp_path, monkeypatch, capsys):
    path = tmp_path / "a.ability"
    path.write_text("Slam\n")
    _stdin(monkeypatch, b"")
    assert cli.main(["fmt", "-", str(path)]) == 2
    assert "`-` (standard input) is read alone: `statblock fmt -` names no other path" in _said(capsys)
    assert path.read_text() == "Slam\n"


# ---- writing: never over what is not a regular file ------------------------------------------------------------------

@pytest.mark.parametrize("lang, said", [
    ("en", "cannot write {out}: it is a named pipe (FIFO), not a regular file; name a file to write (it was left as it "
           "is)"),
    ("ja", "{out} を書けません。通常のファイルではありません（名前付きパイプ（FIFO））。")])
def test_force_never_replaces_a_device_or_a_pipe_with_a_file(tmp_path, capsys, lang, said):
    """`cards -o /dev/full --force` renamed a regular file over the device (as root: /dev/full was gone); a FIFO here
    stands for any file that is not a regular one."""
    import os
    import stat

    out = tmp_path / "cards.html"
    os.mkfifo(out)
    assert cli.main(["cards", str(ROOT / "abilities" / "seeds.ability"), "-o", str(out), "--force", "--lang", lang]) == 2
    assert said.format(out=out) in _said(capsys)
    assert stat.S_ISFIFO(os.lstat(out).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.html"]   # (no temporary file left)


@pytest.mark.parametrize("lang, said", [
    ("en", "state.toml:1:10: error[MC209]: cannot read the card file cards.json: it is a binary file, not text; name a "
           "file of cards in `cards`"),
    ("ja", "state.toml:1:10: error[MC209]: カードファイル cards.json を読めません。バイナリファイルで、")])
def test_a_binary_card_file_of_a_game_state_gets_the_state_s_advice(tmp_path, capsys, lang, said):
    (tmp_path / "cards.json").write_bytes(BINARY)
    state = tmp_path / "state.toml"
    state.write_text('cards = ["cards.json"]\n[[players]]\nname = "A"\n')
    assert cli.main(["timing", str(state), "--event", "the villain attacks you", "--lang", lang]) == 2   # (unreadable input; it was 1)
    err = _said(capsys)
    assert said in err and "paths to check" not in err and "チェック対象" not in err


# ---- usage errors: the command's usage -------------------------------------------------------------------------------

@pytest.mark.parametrize("argv, usage", [
    (["check", "x", "--bogus"], "usage: statblock check "),
    (["--lang", "ja", "export", "x", "--to", "foundry", "-o", "-", "--hero", "x"], "使い方: statblock export "),
    (["timing", "x", "--event", "e", "--bogus"], "usage: statblock timing "),
    (["--bogus", "check", "x"], "usage: statblock [-h]"),   # (before the command: the top level's)
])
def test_an_unknown_argument_after_a_command_shows_that_command_s_usage(capsys, argv, usage):
    """It showed `usage: statblock [-h] [--version] [--lang {en,ja}] COMMAND ...`, which names no option of the
    command."""
    with pytest.raises(SystemExit) as exit_:
        cli.main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(usage), err
