"""Keywords written apart by blanks alone, the ideographic space a Japanese author types between words (`魔法　遠距離`)
or a plain one (`Magic Ranged`), are the keywords they name, said (SB103) with what to write: before, the row's cell was
one unknown keyword, neither read (an Area or Strike ability was none). The fix joins them the way of their language:
`魔法、遠距離` (it said `魔法, 遠距離`, half-width commas between Japanese words, for any slip `Ranged. Strike` finds),
`Magic, Ranged` (the audit7 session: a Japanese author)."""

from __future__ import annotations

import json

import pytest

from statblock import cli

CASES = {
    "ideographic-space": ("魔法　遠距離｜メインアクション\n📏 遠距離５｜🎯 クリーチャー１体\n効果: テスト。\n", "魔法、遠距離"),
    "space-ja": ("魔法 遠距離 | メインアクション\n📏 遠距離 5 | 🎯 1体のクリーチャー\n効果: テスト。\n", "魔法、遠距離"),
    "slash-ja": ("魔法/遠距離 | メインアクション\n📏 遠距離 5 | 🎯 1体のクリーチャー\n効果: テスト。\n", "魔法、遠距離"),
    "space-en": ("Magic Ranged | Main action\n📏 Ranged 5 | 🎯 One creature\nEffect: Test.\n", "Magic, Ranged"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_keywords_apart_by_blanks_are_read_and_said(tmp_path, capsys, case):
    body, fix = CASES[case]
    path = tmp_path / "brew.ability"
    path.write_text("テスト\n" + body, encoding="utf-8")
    assert cli.main(["parse", str(path), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["abilities"][0]["keywords"] == ["magic", "ranged"]
    cli.main(["check", str(path), "--format", "json"])
    (said,) = json.loads(capsys.readouterr().out)["diagnostics"]
    assert said["code"] == "SB103" and said["severity"] == "warning"
    assert fix in said["suggestion"] and fix in said["message"]


def test_a_blank_inside_a_word_that_names_no_keywords_is_still_unknown(tmp_path, capsys):
    path = tmp_path / "brew.ability"
    path.write_text("テスト\n魔法　範囲｜メインアクション\n📏 遠距離５｜🎯 クリーチャー１体\n効果: テスト。\n", encoding="utf-8")
    cli.main(["parse", str(path), "--format", "json"])
    assert json.loads(capsys.readouterr().out)["abilities"][0]["keywords"] == ["魔法　範囲"]
