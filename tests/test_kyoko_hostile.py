"""虚構侵蝕TRPG and hostile input through the command line: an empty file, only brackets, huge numbers,
deeply nested brackets, mixed widths, a BOM, CRLF, bytes that are not UTF-8, through `check`,
`parse --format json`, `cards`, `sim` and `odds`. Never a traceback; a diagnostic says where
(file:line:col); nothing the file says is dropped; the input file is never touched."""

from __future__ import annotations

import json
import re
import time

import attrs
import pytest

from statblock import cli
from statblock.checking import FileCheck, check_bytes
from statblock.diagnostics import Diagnostic, Severity, SourceFile

from conftest import ROOT

CARD = "# ruleset: kyoko\n刃（所持品）\n使用：行動\n効果：{}\n"
KYOKO = {
    "empty": b"",
    "only_brackets": "［［［［\n］］］\n[[[\n".encode(),
    "brackets_in_effect": CARD.format("［］【】〈〉「」［").encode(),
    "huge_numbers": CARD.format("ダメージ" + "9" * 5000 + "、［崩壊99999］、難易度" + "9" * 30 + "の〈意志〉判定").encode(),
    "deeply_nested": CARD.format("［" * 4000 + "崩壊3" + "］" * 4000).encode(),
    "mixed_widths": CARD.format("［崩壊３]、[憎悪／使用者］、<意志>、難易度４の〈意志＞判定、「【感覚】＋１」点回復").encode(),
    "bom_crlf": ("\ufeff" + CARD.format("［崩壊３］を与える。").replace("\n", "\r\n")).encode(),
    "not_utf8": b"\xff\xfe\x00[\x00",
}
CODE = re.compile(r":\d+:\d+: (error|warning)\[(KY|SB)\d{3}\]")


def _write(tmp_path, name: str, data: bytes, suffix: str):
    path = tmp_path / f"{name}{suffix}"
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("name", list(KYOKO))
def test_check_parse_and_cards_never_fail_with_a_traceback(tmp_path, capsys, name):
    path = _write(tmp_path, name, KYOKO[name], ".kyoko")
    code = cli.main(["check", str(path)])
    said = capsys.readouterr()
    assert code in (0, 1, 2) and "Traceback" not in said.err + said.out
    if code == 1:
        assert CODE.search(said.out + said.err), said
    assert cli.main(["parse", str(path), "--format", "json"]) in (0, 1, 2)
    out = capsys.readouterr().out
    if out.strip():
        items = json.loads(out).get("items", [])
        for item in items:   # nothing dropped: the effect text is the file's
            assert item["effect_text"] in KYOKO[name].decode("utf-8-sig").replace("\r\n", "\n")
    for lang in ("ja", "en"):
        target = tmp_path / f"out.{lang}.md"
        argv = ["cards", str(path), "--format", "md", "--lang", lang, "-o", str(target), "--force"]
        assert cli.main(argv) in (0, 1, 2)
        assert "Traceback" not in capsys.readouterr().err
    assert path.read_bytes() == KYOKO[name]


def test_mixed_widths_and_bom_crlf_read_clean(tmp_path, capsys):
    for name in ("mixed_widths", "bom_crlf"):
        path = _write(tmp_path, name, KYOKO[name], ".kyoko")
        assert cli.main(["check", str(path)]) == 0, capsys.readouterr()
        assert "0 errors, 0 warnings" in capsys.readouterr().out


def test_huge_numbers_and_nesting_are_reported_where_they_are(tmp_path, capsys):
    path = _write(tmp_path, "huge", KYOKO["huge_numbers"], ".kyoko")
    assert cli.main(["check", str(path), "--lang", "ja"]) == 1
    out = capsys.readouterr().out
    assert {"KY024", "KY014", "KY023"} <= set(re.findall(r"KY\d{3}", out)) and "huge.kyoko:4:8:" in out
    path = _write(tmp_path, "deep", KYOKO["deeply_nested"], ".kyoko")
    assert cli.main(["check", str(path)]) == 1
    assert "deep.kyoko:4:5: error[KY008]" in capsys.readouterr().out


SIM = {
    "empty": (b"", 1, "KY207"),
    "only_brackets": (b"[[[[\n", 1, "KY201"),
    "bom_crlf": ('\ufeffseed = 1\r\n[character]\r\nhp = 5\r\n[[events]]\r\nkind = "damage"\r\namount = 3\r\n'.encode(),
                 0, None),
    "deeply_nested": (("x = " + "[" * 5000 + "]" * 5000 + "\n").encode(), 1, "KY201"),
    "huge_numbers": (("[character]\nhp = " + "9" * 5000 + "\n").encode(), 1, "KY201"),
    "big_number": (b"[character]\nhp = 99999999999999999999999\n", 1, "KY203"),
    "huge_condition": ('[character]\nhp = 5\n[[events]]\nkind = "gain"\ncondition = "崩壊'.encode() + b"9" * 5000
                       + b'"\n', 1, "KY203"),
    "not_utf8": (b"\xff\xfe\x00", 2, "SB001"),   # a UTF-16 mark and half a character: said where, as an ability file is
}


@pytest.mark.parametrize("name", list(SIM))
def test_sim_never_fails_with_a_traceback(tmp_path, capsys, name):
    data, expected, code = SIM[name]
    path = _write(tmp_path, name, data, ".toml")
    for fmt in ("text", "json"):
        assert cli.main(["sim", str(path), "--format", fmt, "--lang", "ja"]) == expected
        said = capsys.readouterr()
        assert "Traceback" not in said.err + said.out
        if code is not None:
            assert code in said.out + said.err
            if fmt == "text":
                assert re.search(rf"{name}\.toml:\d+:\d+: error\[{code}\]", said.err), said.err
    assert path.read_bytes() == data


@pytest.mark.parametrize(("typed", "code"), [
    ("", "KY101"), ("［［［", "KY101"), ("KS(10,2)>=" + "9" * 5000, "KY109"), ("KS" + "(" * 3000, "KY101"),
    ("ＫＳ（１０，２）Ａ＞＝" + "５" * 30, "KY109"), ("ＫＳ（１０，２）Ａ＞＝" + "５" * 10, None),
    ("KS(10,2)>=4\r\n", None), ("\ufeffKS(10,2)>=4", "KY101"),
])
def test_odds_never_fails_with_a_traceback(capsys, typed, code):
    cards = str(ROOT / "examples" / "kyoko" / "cards.kyoko")
    result = cli.main(["odds", cards, "--check", typed])
    said = capsys.readouterr()
    assert "Traceback" not in said.err + said.out
    if code is None:
        assert result == 0 and "critical" in said.out
    else:
        assert result == 2 and f"error[{code}]" in said.err and ("^" in said.err or not typed.strip())


def _check_cpu(conditions: int, same: bool = False) -> tuple[float, object]:
    """The CPU time of checking a line of `conditions` unknown ［状態］ (one diagnostic each, each naming its own; with
    `same`, one name: said once, `repeated.py`), of keeping the result as the cache does and of showing every
    diagnostic; and the result."""
    names = ("［未知］" * conditions if same else
             "".join(f"［未知{chr(0x4E00 + n // 200)}{chr(0x4E00 + n % 200)}］" for n in range(conditions)))
    data = CARD.format(names).encode()
    began = time.thread_time()
    result = check_bytes("t.kyoko", data)
    FileCheck.from_data("t.kyoko", json.loads(json.dumps(result.to_data())))
    for finding in result.findings:
        finding.render()
    return time.thread_time() - began, result


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("same", [False, True])
def test_a_line_of_thousands_of_unknown_conditions_is_checked_in_linear_time(same):
    # each diagnostic kept a copy of its whole line (for its snippet): 0.6 s at 20,000 characters, 5.7 s at 80,000
    _check_cpu(10, same)
    small, _ = _check_cpu(5_000, same)
    large, result = _check_cpu(20_000, same)
    if same:  # one diagnostic a code, each other position kept in `also`
        assert [(f.code, len(f.also)) for f in result.findings] == [("KY035", 19_999)]
    else:
        assert len(result.findings) == 20_000
    assert large < 8 * small + 0.5, (small, large)
    assert all(len(f.line_text) <= 160 for f in result.findings)


@pytest.mark.parametrize("column", [1, 50, 81, 120, 4_000, 19_990, 20_004])
def test_a_snippet_of_a_long_line_shows_what_the_whole_line_showed(column):
    line = "効果：" + "".join(chr(0x4E00 + n % 500) for n in range(20_000)) + "x"
    source = SourceFile("t.kyoko", "一行目\n" + line + "\r\n次\n")
    at = source.text.index("\n") + column
    finding = Diagnostic("KY999", Severity.ERROR, "said", source.span(at, at + 2)).finding()
    whole = attrs.evolve(finding, line_text=line, line_from=None)   # the line kept whole, as it was
    assert finding.render() == whole.render()
    assert finding.line_from is not None and len(finding.line_text) <= 160


def test_a_key_in_japanese_without_quotes_says_to_quote_it():
    """`装備ＨＰ = 5` in a scenario (TOML takes a bare key in ASCII only) was `not TOML: Invalid statement`;
    a Marvel game state likewise (MC201)."""
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.sim import read_scenario
    from statblock.rulesets.marvel_champions.runtime import read_state

    text = '# ruleset: kyoko\nseed = 1\n[character]\nname = "ミサキ"\n装備ＨＰ = 5\n'
    for read, code in ((lambda s: read_state(s, cards={}), "MC201"), (read_scenario, "KY201")):
        found, diagnostics = read(SourceFile("s.toml", text))
        (one,) = diagnostics
        assert found is None and (one.code, one.span.line, one.span.column) == (code, 5, 1)
        assert "TOML takes the key `装備ＨＰ` only in quotes (`\"装備ＨＰ\" = …`)" in one.render()
        assert "キー「装備ＨＰ」は TOML では引用符で囲んで書きます" in one.render(lang="ja")
