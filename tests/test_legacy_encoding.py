"""A Japanese file saved as Shift_JIS or EUC-JP (an older editor's default): SB001 names the encoding and the
command that converts it, and shows the line as it reads; the file is still not read. Text in no such encoding
keeps the plain message."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main

TEXT = "# 自作のアビリティ　ver.0.3（テスト中）\n炎の一撃（３信心）\nEffect: ターゲットは伏せ。\n"


@pytest.mark.parametrize(("codec", "name", "iconv"), [("cp932", "Shift_JIS (CP932)", "CP932"),
                                                      ("euc_jp", "EUC-JP", "EUC-JP")])
@pytest.mark.parametrize("suffix", [".ability", ".kyoko", ".sbh", ".champions"])
def test_a_japanese_legacy_file_is_named_with_its_conversion(tmp_path, capsys, codec, name, iconv, suffix):
    path = tmp_path / f"古い{suffix}"
    path.write_bytes(TEXT.encode(codec))
    assert main(["check", "--format", "json", str(path)]) == 2
    [found] = json.loads(capsys.readouterr().out)["diagnostics"]
    assert found["code"] == "SB001" and (found["line"], found["column"]) == (1, 3)
    assert name in found["message"] and f"iconv -f {iconv} -t UTF-8 " in found["message"]
    assert main(["check", "--lang", "ja", str(path)]) == 2
    out = capsys.readouterr().out
    assert "日本語のファイルのようです" in out and "自作のアビリティ" in out   # the line as it reads, not cut at the byte


@pytest.mark.parametrize("data", ["Vérité\n".encode("latin-1"), bytes(range(0x80, 0x100)) + b"\n"])
def test_other_invalid_bytes_keep_the_plain_message(tmp_path, capsys, data):
    path = tmp_path / "x.ability"
    path.write_bytes(data)
    assert main(["check", "--format", "json", str(path)]) == 2
    [found] = json.loads(capsys.readouterr().out)["diagnostics"]
    assert found["code"] == "SB001" and "looks like" not in found["message"]


def test_the_advice_works(tmp_path, capsys):
    path = tmp_path / "a.ability"
    path.write_bytes(TEXT.encode("cp932"))
    main(["check", str(path)])
    capsys.readouterr()
    path.write_text(path.read_bytes().decode("cp932"), encoding="utf-8")   # what the iconv line does
    assert main(["check", str(path)]) in (0, 1)
    assert "SB001" not in capsys.readouterr().out


# Western text in Windows-1252 reads in Shift_JIS as one kanji per accented letter or curly quote (`Judge’s` as
# `Judge痴`): no kana, so no guess; following the advice would have turned the name into `Judge痴 Hammer`
@pytest.mark.parametrize("word", ["Judge’s", "Pokémon", "façade", "Fiancée", "Crème brûlée", "Rêve", "Don’t"])
def test_western_text_in_windows_1252_is_not_called_japanese(tmp_path, capsys, word):
    path = tmp_path / "w.ability"
    path.write_bytes(f"{word} Hammer (3 Piety)\nMain action\nEffect: The target can’t use triggered actions.\n"
                     .encode("cp1252"))
    assert main(["check", "--format", "json", str(path)]) == 2
    [found] = json.loads(capsys.readouterr().out)["diagnostics"]
    assert found["code"] == "SB001" and "looks like" not in found["message"] and "iconv" not in found["message"]
    first = next(i for i, c in enumerate(word) if ord(c) > 0x7F)
    assert (found["line"], found["column"]) == (1, first + 1)


@pytest.mark.parametrize(("before", "bad", "after", "where"), [
    ("Effect: ≤11 📏 🎯 Judge", b"\x92", "s Hammer ≤ 12\n", (1, 22)),
    ("≤11: 2 damage\n", b"\x92", "Tis x.\n", (2, 1)),
    ("ストライク\n", b"\xff", "\n", (2, 1)),
    ("ストライク", b"\xe3\x81", "\n", (1, 6)),   # a character cut short
])
def test_a_utf8_file_with_a_stray_byte_is_utf8(tmp_path, capsys, before, bad, after, where):
    path = tmp_path / "u.ability"
    path.write_bytes(before.encode() + bad + after.encode())
    assert main(["check", "--format", "json", str(path)]) == 2
    [found] = json.loads(capsys.readouterr().out)["diagnostics"]
    assert "looks like" not in found["message"] and (found["line"], found["column"]) == where
    assert f"at line {where[0]}" in found["message"]


def test_the_place_is_that_of_the_reading_shown(tmp_path, capsys):
    # `ﾃー` is C3 81 5B in Shift_JIS, which passes for UTF-8 `Á[`: the first invalid byte (ブ's 0x83) is the third
    # character of the Shift_JIS reading the snippet shows, not the second (the UTF-8 count)
    path = tmp_path / "s.ability"
    path.write_bytes("ﾃーブルの上にカウンターを置く。\n".encode("cp932"))
    assert main(["check", "--format", "json", str(path)]) == 2
    [found] = json.loads(capsys.readouterr().out)["diagnostics"]
    assert "Shift_JIS" in found["message"] and (found["line"], found["column"]) == (1, 3)


def test_tiny_euc_jp_is_named_euc_jp(tmp_path, capsys):
    path = tmp_path / "e.ability"
    path.write_bytes("1枚引く\n".encode("euc_jp"))
    main(["check", "--format", "json", str(path)])
    [found] = json.loads(capsys.readouterr().out)["diagnostics"]
    assert "EUC-JP" in found["message"] and "Shift_JIS" not in found["message"]


def test_standard_input_is_advised_a_pipe(monkeypatch, capsys):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(TEXT.encode("cp932"))))
    assert main(["check", "--format", "json", "-"]) == 2
    [found] = json.loads(capsys.readouterr().out)["diagnostics"]
    assert "| iconv -f CP932 -t UTF-8 | statblock check -" in found["message"] and "<stdin>' >" not in found["message"]
