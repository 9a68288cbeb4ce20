"""More than a few diagnostics of one code and words on one line are said once (`repeated.py`), for every ruleset:
a 虚構侵蝕TRPG effect of thousands of `<b>` tags was one KY022 a tag (14,475 for 43 KB; KY042 since kyleft6), burying the rest. The one
said is the first, says how many, and keeps every other's position (`also` in `check --format json`, and through
the check cache)."""

from __future__ import annotations

import json

from statblock import cli
from statblock.checking import FileCheck, check_bytes
from statblock.diagnostics import Severity
from statblock.pipeline import read_text, run

TAGS = "<b>x</b>" * 2000
KYOKO = f"# ruleset: kyoko\n\n焦熱の掌（フィクションパワー）\n使用：行動\n対象：単体\n効果：{TAGS}対象に4点のダメージを与える。\n"


def test_a_line_of_thousands_of_tags_is_said_once_a_tag_with_every_position(write, capsys):
    path = write("b.kyoko", KYOKO)
    assert cli.main(["check", "--no-cache", "--format", "json", path]) == 0   # (markup: KY042, a warning, kyleft6)
    said = json.loads(capsys.readouterr().out)
    # one for `<b>`, one for `</b>` (their words differ): each the first on the line, with the 1,999 others
    assert [(d["code"], d["line"], d["column"], len(d["also"])) for d in said["diagnostics"]] == \
        [("KY042", 6, 4, 1999), ("KY042", 6, 8, 1999)]   # (at the whole tag: KY022 was at the word in it)
    assert said["warnings"] == 4000  # (each counted: the summary is how many there are, not how many are shown)
    first, closing = said["diagnostics"]
    assert "said 2000 times on this line" in first["message"]
    assert first["also"][0] == {"line": 6, "column": 12, "end_line": 6, "end_column": 15}
    assert first["also"][-1]["column"] == 4 + 8 * 1999
    assert {a["column"] for a in first["also"]} | {first["column"]} == {4 + 8 * n for n in range(2000)}
    assert cli.main(["check", "--no-cache", "--lang", "ja", path]) == 0
    out = capsys.readouterr().out
    assert "この行で同じ指摘が 2000 件あり" in out and "4000" in out.strip().splitlines()[-1]
    assert run([path]).count(Severity.WARNING) == 4000  # (`parse` and `cards` say the count so)


def test_a_few_on_a_line_or_other_words_are_each_said():
    keywords = "Magik, Magik, Magik | Main action"
    text = f"Zap\n{keywords}\n📏 Ranged 10 | 🎯 One creature\nEffect: You shift 1.\n"
    assert [d.code for d in read_text("k.ability", text).diagnostics] == ["SB103"] * 3
    four = read_text("k.ability", text.replace("Magik, ", "Magik, Magik, ", 1)).diagnostics
    assert [(d.code, len(d.also)) for d in four] == [("SB103", 3)]
    mixed = read_text("k.ability", text.replace(keywords, "Magik, Magik, Magix, Magix, Magik | Main action"))
    assert [d.code for d in mixed.diagnostics] == ["SB103"] * 5  # (three and two of the same words)


def test_the_positions_come_back_from_the_check_cache():
    checked = check_bytes("b.kyoko", KYOKO.encode())
    again = FileCheck.from_data("b.kyoko", json.loads(json.dumps(checked.to_data())))
    assert [len(f.also) for f in again.findings] == [1999, 1999]
    assert again.findings == checked.findings
