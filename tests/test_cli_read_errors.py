"""Every command's read errors: the file, its line and column, and what to do, in English and Japanese, never
Python's own words nor a traceback (a binary scenario or game state, a binary file given to `roll`, a scenario in
UTF-16)."""

from __future__ import annotations

import re

import pytest

from statblock import cli

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
