"""虚構侵蝕TRPG: the leftovers of the last reviews (kyleft4), each in Japanese and English."""

from __future__ import annotations

import pytest

from statblock import cli


@pytest.mark.parametrize("argv, fixed", [
    (["odds", "KS(3,4)>=2"], "`statblock odds --ruleset kyoko --check 'KS(3,4)>=2'`"),
    (["odds", "--ruleset", "kyoko", "ks10>=4"], "`statblock odds --ruleset kyoko --check 'ks10>=4'`"),
    (["roll", "KS(3,4)A>=2"], "`statblock roll --ruleset kyoko --check 'KS(3,4)A>=2'`"),
    (["--lang", "ja", "odds", "ＫＳ（３，４）>=2"], "`statblock odds --ruleset kyoko --check 'ＫＳ（３，４）>=2'`"),
], ids=["odds", "odds-ruleset", "roll", "ja-fullwidth"])
def test_a_check_where_the_file_goes_is_told_the_form_this_tool_takes(argv, fixed, capsys):
    assert cli.main(argv) == 2
    said = capsys.readouterr().err
    assert fixed in said and "--check" in said
    assert ("ファイルではありません" in said) == ("ja" in argv)


def test_a_missing_file_that_is_no_check_is_still_said_missing(capsys):
    assert cli.main(["odds", "nowhere.kyoko"]) == 2
    said = capsys.readouterr().err
    assert "no such file or folder: nowhere.kyoko" in said and "--check" not in said
