"""Song of Blades and Heroes, what the review of sbhcli4 found (sbhmend8): a total row repeating the warband's limit,
`fmt -` after a top-level option, and the Markdown cards' own lines (notes, the rules line in Japanese)."""

from __future__ import annotations

import json

import pytest

from statblock import cli


def _said(path, capsys, lang="en") -> tuple[int, str]:
    code = cli.main(["check", str(path), "--no-cache", "--lang", lang])
    return code, capsys.readouterr().out


def _parsed(path, capsys) -> list:
    cli.main(["parse", str(path)])
    return json.loads(capsys.readouterr().out)["warbands"]


_ROSTER = {"en": ("## Elves\n\n", "Points: 300\n", "| Name | Quality | Combat | pts |\n|---|---|---|---|\n"
                  "| Orc | 4+ | 3 | 23 |\n| Total | | | 23 / {limit} |\n"),
           "ja": ("## エルフ\n\n", "ポイント：300\n", "| 名前 | 質 | 戦闘 | 点 |\n|---|---|---|---|\n"
                  "| オーク | 4+ | 3 | 23 |\n| 合計 | | | 23／{limit} |\n")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("where", ["limit-line-first", "limit-line-after", "front-matter"])
def test_a_total_row_repeating_the_warband_s_limit_says_nothing(tmp_path, capsys, lang, where):
    """`Points: 300` and a total row `23 / 300`: the same limit said twice, nothing to say (sbhcli4 said SH003 "this
    one is ignored"; before it, the row's limit was not read at all and nothing was said)."""
    heading, line, table = _ROSTER[lang]
    table = table.format(limit=300)
    text = {"limit-line-first": heading + line + "\n" + table, "limit-line-after": heading + table + "\n" + line,
            "front-matter": "---\npoints: 300\n---\n" + heading + table}[where]
    path = tmp_path / "roster.md"
    path.write_text(text, encoding="utf-8")
    code, out = _said(path, capsys, lang)
    assert code == 0 and "SH003" not in out, out
    assert _parsed(path, capsys)[0]["limit"] == 300


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_total_row_with_another_limit_than_the_warband_s_is_said(tmp_path, capsys, lang):
    heading, line, table = _ROSTER[lang]
    path = tmp_path / "roster.md"
    path.write_text(heading + line + "\n" + table.format(limit=250), encoding="utf-8")
    code, out = _said(path, capsys, lang)
    assert "SH003" in out and "300" in out, out
    assert _parsed(path, capsys)[0]["limit"] == 300


# ---- fmt - gives standard input back ---------------------------------------------------------------------------

def _stdin(monkeypatch, data: bytes) -> None:
    import io

    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


_JA = "ウォーバンド：緑の手\nエルフの魔法使い 質3+ 戦闘2 マジック・ユーザー\n"


@pytest.mark.parametrize("text", ["Smite\r\nMain action\r\n", _JA], ids=["en-crlf", "ja"])
@pytest.mark.parametrize("words", [["--lang", "ja", "fmt", "-", "--chek"], ["--lang", "en", "fmt", "--lang", "xx", "-"],
                                   ["--lang=ja", "fmt", "-", "--chek"], ["--lang", "ja", "fmt", "--ruleset", "x", "-",
                                                                          "--chek"],
                                   ["fmt", "-", "-", "--ruleset", "nonesuch"], ["fmt", "-", "-"]])
def test_fmt_of_standard_input_after_a_top_level_option_gives_the_text_back(monkeypatch, capfdbinary, text, words):
    """`statblock --lang ja fmt - --chek`: the top-level option's value `ja` was taken for the command, `fmt` never
    seen, nothing given back; `fmt - - --ruleset nonesuch` and `fmt - -` were refused with standard input unread."""
    _stdin(monkeypatch, text.encode("utf-8"))
    try:
        code = cli.main(words)
    except SystemExit as refused:
        code = refused.code
    assert code == 2
    assert capfdbinary.readouterr().out == text.encode("utf-8")


@pytest.mark.parametrize("words", [["fmt", "--lang", "-", "f.ability"], ["--lang", "-", "fmt", "f.ability"],
                                   ["fmt", "--ruleset", "-", "f.ability", "--chek"]])
def test_a_dash_that_is_an_option_s_value_does_not_read_standard_input(monkeypatch, capfdbinary, words):
    """`fmt --lang - f.ability`: `-` is `--lang`'s (bad) value, no path: the usage error said, standard input never read
    (at a terminal, it waited for Ctrl-D after the error)."""
    import io

    class Unreadable:
        @property
        def buffer(self):
            raise AssertionError("standard input read")

    monkeypatch.setattr("sys.stdin", Unreadable())
    with pytest.raises(SystemExit) as refused:
        cli.main(words)
    assert refused.value.code == 2 and capfdbinary.readouterr().out == b""
