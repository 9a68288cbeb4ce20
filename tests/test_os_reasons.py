"""The system's reason a file could not be read or written is said in the reader's language: English as the
system says it, Japanese without the system's English (the errors met most in Japanese words, the rest by their
symbol, `ECONNRESET`, never by English prose)."""

from __future__ import annotations

import errno
import io
import os
import re
import sys
from pathlib import Path

import pytest

from statblock import fileio
from statblock.cli import main
from statblock.messages.oserrors import JAPANESE, os_reason

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "abilities" / "seeds.ability"
LATIN = re.compile(r"[A-Za-z]{2,}")
COMMON = ("ENOENT", "EACCES", "EPERM", "EISDIR", "ENOTDIR", "ENOSPC", "EROFS", "ELOOP", "ENAMETOOLONG", "EEXIST",
          "EXDEV", "EIO", "EDQUOT", "EMFILE", "EADDRINUSE")


@pytest.mark.parametrize("name", COMMON)
def test_a_common_error_is_the_systems_words_in_english_and_japanese_words_in_japanese(name):
    number = getattr(errno, name)
    said = os_reason(OSError(number, os.strerror(number), "x"))
    assert said.by_lang["en"] == os.strerror(number)
    assert said.by_lang["ja"] == JAPANESE[name] and not LATIN.search(said.by_lang["ja"])


def test_every_japanese_reason_is_japanese():
    assert [name for name, text in JAPANESE.items() if LATIN.search(text) or name not in errno.__dict__] == []


def test_an_error_the_table_does_not_know_is_named_by_its_symbol_not_its_english():
    said = os_reason(OSError(errno.ECONNRESET, os.strerror(errno.ECONNRESET)))
    assert "ECONNRESET" in said.by_lang["ja"] and os.strerror(errno.ECONNRESET) not in said.by_lang["ja"]
    assert said.by_lang["en"] == os.strerror(errno.ECONNRESET)


def test_a_path_with_a_nul_character_is_said_in_japanese():
    said = os_reason(ValueError("embedded null byte")).by_lang["ja"]
    assert said and not LATIN.search(said)


def _english_prose(text: str) -> list[str]:
    """Latin words of a Japanese line but the paths, the codes and the options it names."""
    text = re.sub(r"\S*/\S*|\[[A-Z]{2}\d{3}\]|--?[a-z-]+|\berror\b|\bstatblock\b", "", text)  # (`error[SB003]`: a code's head)
    return LATIN.findall(text)


def test_an_unreadable_file_is_said_in_japanese(tmp_path, capsys, monkeypatch):
    path = tmp_path / "a.ability"
    path.write_text("Strike\n", encoding="utf-8")
    real = os.open

    def refuse(name, *args, **kwargs):
        if os.fspath(name) == str(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(name))
        return real(name, *args, **kwargs)

    monkeypatch.setattr(fileio.os, "open", refuse)
    assert main(["check", "--no-cache", "--lang", "ja", str(path)]) == 2
    out = capsys.readouterr().out
    assert "ファイルを読めません: アクセスする権限がありません" in out and "Permission" not in out
    assert main(["check", "--no-cache", "--lang", "en", str(path)]) == 2
    assert "cannot read the file: Permission denied" in capsys.readouterr().out


def test_an_unlistable_folder_is_said_in_japanese(locked_folder, capsys):
    (locked_folder / "a.ability").write_text("Strike\n", encoding="utf-8")
    assert main(["check", "--no-cache", "--lang", "ja", str(locked_folder)]) == 2
    out = capsys.readouterr().out
    assert "フォルダを読めません（アクセスする権限がありません）" in out and _english_prose(out) == [], out


def test_a_missing_hero_file_is_said_in_japanese(tmp_path, capsys):
    hero = tmp_path / "nobody.toml"
    assert main(["roll", str(SEEDS), "--ability", "Judgment's Hammer", "--hero", str(hero), "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert "を読めません: ファイルまたはフォルダーがありません" in err and _english_prose(err) == [], err


def test_a_write_into_a_place_that_is_a_file_is_said_in_japanese(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert main(["cards", str(SEEDS), "--format", "md", "-o", str(blocker / "sub" / "cards.md"), "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert "途中の名前がフォルダーではありません" in err and _english_prose(err) == [], err


def test_a_full_disk_during_a_write_is_said_in_japanese(tmp_path, capsys, monkeypatch):
    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(fileio.os, "write", full)
    out = tmp_path / "cards.md"
    assert main(["cards", str(SEEDS), "--format", "md", "-o", str(out), "--lang", "ja"]) != 0
    err = capsys.readouterr().err
    assert "ディスクに空きがありません" in err and _english_prose(err) == [], err
    assert not out.exists()


class _FullOutput(io.StringIO):
    """A standard output whose device is full: what is written fails at the flush, as a buffered file's does."""

    def flush(self):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def fileno(self):
        raise io.UnsupportedOperation("no file")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "statblock: error: cannot write the output: No space left on device"),
    ("ja", "statblock: エラー: 出力を書き込めません（ディスクに空きがありません）"),
])
def test_standard_output_on_a_full_device_is_said_in_the_readers_language(capsys, monkeypatch, lang, said):
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdout", _FullOutput())
    assert main(["parse", "--lang", lang, str(SEEDS)]) == 2
    assert capsys.readouterr().err.strip() == said


def test_a_settings_file_that_is_not_utf8_is_said_where_and_what_to_do_in_both_languages(tmp_path):
    """A scenario or game state that is not UTF-8 is said as an ability file is: the bad byte's line and column,
    and to save the file as UTF-8 (before: `cannot read the file: not UTF-8`, at 1:1, and nothing to do); binary
    data is SB002 with this file's advice (an ability file's is to leave it out of the paths to check; it was SB003,
    `not UTF-8`)."""
    path = tmp_path / "scenario.toml"
    path.write_bytes(b"# a scenario\nname = \"\xff\"\n")
    source, (problem,) = fileio.read_utf8_source(str(path))
    assert source is None and problem.code == "SB001"
    finding = problem.finding()
    assert (finding.line, finding.column) == (2, 9)
    assert problem.text("ja") == "2 行目に UTF-8 として不正なバイト (0xff) があります。ファイルを UTF-8 で保存してください"
    assert problem.text("en") == "invalid UTF-8 (byte 0xff) at line 2; save the file as UTF-8"
    path.write_bytes(bytes(range(256)) * 4)
    source, (problem,) = fileio.read_utf8_source(str(path))
    assert source is None and problem.code == "SB002"
    assert problem.text("en") == "this is a binary file, not text; name the TOML text file meant here"


def test_the_code_tables_excuse_only_whole_words_of_the_input():
    from code_tables import english_words

    said = "ファイルを読めません: No such file or directory（「Notes」）"
    # `No`, `file`, `or` are inside `Notes`, `profile`, `order` of the input, but are not its words
    assert english_words(said, frozenset(), "Notes: profile in order") == ["No", "such", "file", "or", "directory"]
    assert english_words("「Notes」の profile を直してください", frozenset(), "Notes: profile in order") == []


def test_a_host_that_cannot_be_resolved_is_said_in_japanese():
    import socket

    said = os_reason(socket.gaierror(socket.EAI_NONAME, "Name or service not known"))
    assert said.by_lang["en"] == "Name or service not known" and not LATIN.search(said.by_lang["ja"])
