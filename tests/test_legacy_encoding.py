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
