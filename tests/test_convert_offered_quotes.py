"""`convert --to FORMAT` a game does not convert to names the formats it does, each in its language's quotes: the
Japanese message quoted them the English way (`変換できるのは \\`--to json\\` だけです`), backticks no Japanese text uses
(the audit7 session: a Japanese author converting a 虚構侵蝕 card file or a warband)."""

from __future__ import annotations

import pytest

from statblock import cli

FILES = {"champions": "# ruleset: marvel_champions\n屋上の情報屋（味方）\nコスト２\nガード。\n",
         "sbh": "# ruleset: sbh\n【ウォーバンド】森の守り手\nエルフ 質3+ 戦闘2\n"}


@pytest.mark.parametrize("suffix", list(FILES))
@pytest.mark.parametrize(("lang", "said"), [("ja", "変換できるのは「--to json」だけです"),
                                            ("en", "it converts to `--to json` only")])
def test_the_formats_offered_are_quoted_in_the_message_language(tmp_path, capsys, suffix, lang, said):
    path = tmp_path / f"brew.{suffix}"
    path.write_text(FILES[suffix], encoding="utf-8")
    assert cli.main(["convert", str(path), "--to", "md", "-o", "-", "--lang", lang]) != 0
    err = capsys.readouterr().err
    assert said in err and ("`" not in err if lang == "ja" else True)
