"""Robustness: whatever a file holds, `statblock check` answers in bounded time, never with a traceback.

Every bad input (empty, whitespace, binary, invalid UTF-8, 10 MB, a tier line
of 100 000 clauses, nesting 5000 deep, Windows line endings and a BOM) is
written in each input format (`.ability`, `.md`, `.yaml`) and checked in one
`check` run between two good files. Each gets a clean diagnostic (a code, a
position inside the file) or a correct result, and the good files around it
are still read and counted. Then the output contracts: `--format github`,
`--error-on warning` and the JSON of `check`.
"""

from __future__ import annotations

import json
import random
import re
import struct
import time
import zlib

import attrs
import pytest

from statblock import cli, parse_text
from statblock.diagnostics import Severity
from statblock.rulesets.draw_steel.runtime import effects as fx

from builders import FORMATS, Parts, bom_crlf

# The format each suffix is written in, built from the same parts.
SUFFIXES = {".ability": "native", ".md": "md-quote", ".yaml": "yaml"}
GOOD = Parts(name="Good Slam")


def build(suffix: str, parts: Parts = GOOD) -> str:
    return FORMATS[SUFFIXES[suffix]][1](parts)


def abilities_in(suffix: str, parts: Parts = GOOD) -> int:
    """How many abilities `build(suffix, parts)` holds (a monster block quote has a trait too)."""
    return len(parse_text(build(suffix, parts), "t" + suffix).abilities)


def line_col(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


@attrs.frozen
class Checked:
    exit: int
    data: dict
    seconds: float

    def on(self, path: str) -> list[dict]:
        return [d for d in self.data["diagnostics"] if d["path"] == path]


def check_between_good_files(write, capsys, name: str, content: bytes | str, *options: str) -> tuple[Checked, int]:
    """`check --format json GOOD BAD GOOD`; returns the run and how many abilities the good files hold."""
    before = write("before/good.ability", build(".ability"))
    after = write("after/good.md", build(".md"))
    bad = write(name, content)
    start = time.perf_counter()
    code = cli.main(["check", "--format", "json", *options, before, bad, after])
    seconds = time.perf_counter() - start
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "Traceback" not in out
    checked = Checked(code, json.loads(out), seconds)
    assert checked.on(before) == [] and checked.on(after) == [], checked.data["diagnostics"]
    assert "SB999" not in [d["code"] for d in checked.data["diagnostics"]], checked.data["diagnostics"]
    assert checked.data["files"] == 3  # (its time is the fuzz harness's and the benchmarks' to bound, not a test's)
    return checked, abilities_in(".ability") + abilities_in(".md")


def _inside(diagnostic: dict, content: bytes | str) -> bool:
    text = content.decode("utf-8", "replace") if isinstance(content, bytes) else content
    lines = text.replace("\r\n", "\n").split("\n")
    return 1 <= diagnostic["line"] <= len(lines) and 1 <= diagnostic["column"] <= len(lines[diagnostic["line"] - 1]) + 1


# ---- files that hold nothing, or not text ------------------------------------------------------


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00")) + chunk(b"IEND", b""))


def _random_with_nul() -> bytes:
    rng = random.Random(20261129)
    return rng.randbytes(3000) + b"\x00" + rng.randbytes(3000)


def _random_without_nul() -> bytes:
    rng = random.Random(20261129)
    return bytes(b or 0xFF for b in rng.randbytes(6000))


@attrs.frozen
class Unusual:
    content: bytes
    codes: tuple[str, ...]          # every diagnostic on the file
    exit: int                        # of the whole run (the good files are clean)


UNUSUAL = {
    "empty": Unusual(b"", (), 0),
    "spaces-and-newlines": Unusual(b"  \n\n   \n", (), 0),
    "bom-only": Unusual(b"\xef\xbb\xbf", (), 0),
    "bom-and-blank-lines": Unusual(b"\xef\xbb\xbf\r\n  \r\n", (), 0),
    "png": Unusual(_png(), ("SB002",), 2),
    "random-bytes-with-nul": Unusual(_random_with_nul(), ("SB002",), 2),
    "random-bytes-without-nul": Unusual(_random_without_nul(), ("SB001",), 2),
    "latin-1": Unusual("Vérité\n".encode("latin-1"), ("SB001",), 2),
}


@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("kind", UNUSUAL)
def test_unusual_file_gets_a_clean_diagnostic_and_the_others_are_checked(write, capsys, kind, suffix):
    case = UNUSUAL[kind]
    run, good = check_between_good_files(write, capsys, "bad" + suffix, case.content)
    on_bad = [d for d in run.data["diagnostics"] if d["path"].endswith("bad" + suffix)]
    assert tuple(d["code"] for d in on_bad) == case.codes, on_bad
    assert all(d["severity"] == "error" and d["message"] for d in on_bad)
    assert run.data["abilities"] == good
    assert run.exit == case.exit


@pytest.mark.parametrize("suffix", [".ability", ".md", ".yaml"])
def test_whitespace_with_tabs_reads_as_empty(write, capsys, suffix):
    run, good = check_between_good_files(write, capsys, "blank" + suffix, b" \t \r\n\t\r\n  \r\n")
    assert [d for d in run.data["diagnostics"] if d["path"].endswith("blank" + suffix)] == []
    assert (run.data["abilities"], run.exit) == (good, 0)


@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("encoding", ["utf8", "bom-crlf"])
def test_invalid_utf8_is_reported_at_the_bad_byte(write, capsys, suffix, encoding):
    text = build(suffix)
    at = text.index("5 damage")
    head, tail = text[:at], text[at:]
    data = (head.encode() if encoding == "utf8" else bom_crlf(head)) + b"\xff" + tail.encode()
    run, good = check_between_good_files(write, capsys, "bad" + suffix, data)
    (found,) = [d for d in run.data["diagnostics"] if d["path"].endswith("bad" + suffix)]
    assert (found["code"], found["line"], found["column"]) == ("SB001", *line_col(text, at))
    assert "ff" in found["message"].lower()
    assert (run.data["abilities"], run.exit) == (good, 2)


@pytest.mark.parametrize("suffix", SUFFIXES)
def test_a_nul_after_the_first_8_kb_does_not_break_the_run(write, capsys, suffix):
    """Past the binary sniffing window, a NUL is just an odd character in a text file."""
    text = build(suffix, Parts(sections=(("Effect", "The ground shakes. " * 500 + "\x00"),)))
    assert text.index("\x00") > 8192
    run, good = check_between_good_files(write, capsys, "nul" + suffix, text.encode())
    on_bad = [d for d in run.data["diagnostics"] if d["path"].endswith("nul" + suffix)]
    assert all(_inside(d, text) for d in on_bad), on_bad
    assert run.data["abilities"] >= good


# ---- big files and long lines --------------------------------------------------------------------


def _ten_megabytes(suffix: str) -> tuple[str, int]:
    """About 10 MB of abilities with long Effect sections; returns the text and its ability count."""
    effect = "The target is pushed back and shaken by the blow. " * 100
    one = build(suffix, Parts(name="Slam", sections=(("Effect", effect),)))
    if suffix == ".yaml":
        one = "- " + one.rstrip("\n").replace("\n", "\n  ") + "\n"
    else:
        one += "\n"
    copies = 10 * 1024 * 1024 // len(one.encode()) + 1
    # (each copy its own name: copies of one name are SB020's, said of each but the first)
    return "".join(one.replace("Slam", f"Slam {n}", 1) for n in range(copies)), copies * abilities_in(suffix, Parts(name="Slam", sections=(("Effect", effect),)))


@pytest.mark.slow
@pytest.mark.parametrize("suffix", SUFFIXES)
def test_a_10_mb_file_is_read_whole(write, capsys, suffix):
    text, expected = _ten_megabytes(suffix)
    assert len(text.encode()) >= 10 * 1024 * 1024
    run, good = check_between_good_files(write, capsys, "big" + suffix, text)
    assert [d for d in run.data["diagnostics"] if d["path"].endswith("big" + suffix)] == []
    assert run.data["abilities"] == good + expected
    assert run.exit == 0


@pytest.mark.slow
@pytest.mark.parametrize("suffix", SUFFIXES)
def test_a_tier_line_of_100000_clauses(write, capsys, suffix):
    tier1 = "; ".join(["push 1"] * 100_000)
    text = build(suffix, Parts(tiers=(tier1, "5 damage; push 2", "9 damage; push 3")))
    result = parse_text(text, "long" + suffix)
    assert [d.render() for d in result.diagnostics] == []
    (tier1_effects,) = [a.power_roll.tiers[0] for a in result.abilities if a.power_roll]
    assert len(tier1_effects.clauses) == 100_000
    assert tier1_effects.effects[-1] == fx.ForcedMove("push", 1, False)


# ---- deep nesting ----------------------------------------------------------------------------------

NESTED_TIERS = {
    "parentheses": "3 damage; " + "(" * 5000 + "x" + ")" * 5000,
    "unclosed-parentheses": "3 damage; " + "(" * 5000,
    "brackets": "3 damage; " + "[" * 5000 + "x" + "]" * 5000,
    "quotes": "3 damage; " + "'\"" * 2500 + "x",
    "emphasis": "3 damage; " + "*" * 5000 + "x" + "*" * 5000,
}


@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("kind", NESTED_TIERS)
def test_deeply_nested_tier_text_is_kept(write, capsys, suffix, kind):
    """Nesting in a tier line is text: the damage before it is read, the rest kept as a clause."""
    text = build(suffix, Parts(tiers=(NESTED_TIERS[kind], "5 damage", "9 damage")))
    run, good = check_between_good_files(write, capsys, "nested" + suffix, text)
    on_bad = [d for d in run.data["diagnostics"] if d["path"].endswith("nested" + suffix)]
    # parentheses never closed are a slip check reports (SB112, at the first one left open)
    expected = ["SB112"] if kind == "unclosed-parentheses" else []
    assert [d["code"] for d in on_bad if d["severity"] == "error"] == expected
    assert all(_inside(d, text) for d in on_bad)
    assert run.data["abilities"] == good + abilities_in(suffix)
    (ability,) = [a for a in parse_text(text, "t" + suffix).abilities if a.power_roll]
    first, rest = ability.power_roll.tiers[0].clauses
    assert first == (fx.Damage(3, (), None),) and rest


def _quoted(text: str, depth: int, marker: str = "> ") -> str:
    return "".join(marker * depth + line + "\n" for line in text.splitlines())


@pytest.mark.parametrize("marker", ["> ", ">"])
@pytest.mark.parametrize("suffix", SUFFIXES)
def test_5000_nested_block_quotes_do_not_break_the_run(write, capsys, suffix, marker):
    text = _quoted(build(suffix), 5000, marker)
    run, good = check_between_good_files(write, capsys, "quoted" + suffix, text)
    on_bad = [d for d in run.data["diagnostics"] if d["path"].endswith("quoted" + suffix)]
    assert all(_inside(d, text) for d in on_bad), on_bad
    assert run.data["abilities"] >= good


def test_an_ability_in_5000_block_quotes_is_read_or_reported():
    result = parse_text(_quoted(build(".md"), 5000), "t.md")
    assert result.abilities or "SB006" in [d.code for d in result.diagnostics]


def test_a_deeply_nested_list_line_does_not_hide_the_abilities_after_it():
    text = build(".md", Parts(name="First")) + "\n" + "- " * 10 + "a\n\n" + build(".md", Parts(name="Second"))
    result = parse_text(text, "t.md")
    names = [a.name for a in result.abilities]
    assert "Second" in names or "SB006" in [d.code for d in result.diagnostics], names


@pytest.mark.parametrize("text", ["extra: " + "[" * 5000 + "]" * 5000, "extra: " + "{a: " * 5000 + "1" + "}" * 5000,
                                  "extra:\n" + "".join("  " * i + "-\n" for i in range(1, 2000))],
                         ids=["flow-sequences", "flow-mappings", "block-sequences"])
def test_yaml_nested_past_the_limit_is_a_clean_yaml_error(write, capsys, text):
    content = build(".yaml") + text + "\n"
    run, good = check_between_good_files(write, capsys, "deep.yaml", content)
    (found,) = [d for d in run.data["diagnostics"] if d["path"].endswith("deep.yaml")]
    assert found["code"] == "SB004" and _inside(found, content)
    assert found["line"] > content.count("\n", 0, content.index("extra:"))
    assert (run.data["abilities"], run.exit) == (good, 1)


# ---- Windows line endings and a BOM ----------------------------------------------------------------


@pytest.mark.parametrize("newline", ["\r\n", "\r"], ids=["crlf", "cr"])
@pytest.mark.parametrize("bom", [True, False], ids=["bom", "no-bom"])
@pytest.mark.parametrize("suffix", SUFFIXES)
def test_line_endings_and_bom_keep_positions(write, capsys, suffix, bom, newline):
    text = build(suffix, Parts(tiers=("1 damage; M < WEAK, proen", "5 damage", "9 damage")))
    data = ("\ufeff" if bom else "") + text.replace("\n", newline)
    run, good = check_between_good_files(write, capsys, "crlf" + suffix, data.encode("utf-8"))
    (found,) = [d for d in run.data["diagnostics"] if d["path"].endswith("crlf" + suffix)]
    assert (found["code"], found["line"], found["column"]) == ("SB101", *line_col(text, text.index("proen")))
    assert run.data["abilities"] == good + abilities_in(suffix)


# ---- output contracts --------------------------------------------------------------------------------

_WARNING_ONLY = Parts(tiers=("1 damage", "5 damage", "2 damage"))   # SB131: tier 3 deals less
_ERROR = Parts(tiers=("1 damage; proen", "5 damage", "9 damage"))   # SB101


def test_github_format_is_one_workflow_command_per_diagnostic(write, capsys):
    error = write("error.ability", build(".ability", _ERROR))
    warning = write("warning.md", build(".md", _WARNING_ONLY))
    code = cli.main(["check", "--format", "github", error, warning])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert len(lines) == 2, lines
    pattern = re.compile(r"^::(error|warning|notice) file=(.+?),line=(\d+),col=(\d+),title=(SB\d{3})::(.+)$")
    parsed = [pattern.match(line).groups() for line in lines]
    text = build(".ability", _ERROR)
    assert parsed[0][:5] == ("error", error, *map(str, line_col(text, text.index("proen"))), "SB101")
    assert "prone" in parsed[0][5]
    text = build(".md", _WARNING_ONLY)
    assert parsed[1][:5] == ("warning", warning, *map(str, line_col(text, text.index("2 damage"))), "SB131")


def test_github_format_escapes_file_names(write, capsys):
    path = write("odd, name: here.ability", build(".ability", _ERROR))
    cli.main(["check", "--format", "github", path])
    (line,) = capsys.readouterr().out.splitlines()
    escaped = path.replace("%", "%25").replace(",", "%2C").replace(":", "%3A")
    assert line.startswith(f"::error file={escaped},line=")


@pytest.mark.parametrize("content, default, strict", [
    (GOOD, 0, 0), (_WARNING_ONLY, 0, 1), (_ERROR, 1, 1),
], ids=["clean", "warnings-only", "errors"])
@pytest.mark.parametrize("fmt", ["text", "json", "github"])
def test_error_on_warning_sets_the_exit_code(write, capsys, content, default, strict, fmt):
    path = write("a.ability", build(".ability", content))
    assert cli.main(["check", "--format", fmt, path]) == default
    assert cli.main(["check", "--format", fmt, "--error-on", "warning", path]) == strict
    capsys.readouterr()


def test_check_json_contract(write, capsys):
    paths = [write("error.ability", build(".ability", _ERROR)), write("warning.md", build(".md", _WARNING_ONLY)),
             write("clean.yaml", build(".yaml")), write("binary.md", _png())]
    code = cli.main(["check", "--format", "json", *paths])
    data = json.loads(capsys.readouterr().out)
    assert code == 2  # a file that cannot be read as text is unreadable input
    assert set(data) >= {"files", "abilities", "errors", "warnings", "diagnostics"}
    assert all(type(data[key]) is int for key in ("files", "abilities", "errors", "warnings"))
    assert data["files"] == 4
    assert data["abilities"] == abilities_in(".ability") + abilities_in(".md") + abilities_in(".yaml")
    for d in data["diagnostics"]:
        assert set(d) >= {"path", "line", "column", "severity", "code", "message", "ability"}
        assert d["path"] in paths and type(d["line"]) is int and type(d["column"]) is int
        assert d["line"] >= 1 and d["column"] >= 1
        assert d["severity"] in {s.value for s in Severity} and re.fullmatch(r"SB\d{3}", d["code"])
        assert isinstance(d["message"], str) and d["message"]
        assert d["ability"] is None or isinstance(d["ability"], str)
    assert data["errors"] == sum(d["severity"] == "error" for d in data["diagnostics"])
    assert data["warnings"] == sum(d["severity"] == "warning" for d in data["diagnostics"])
    assert {(d["path"], d["code"]) for d in data["diagnostics"]} == {
        (paths[0], "SB101"), (paths[1], "SB131"), (paths[3], "SB002")}
    (named,) = [d for d in data["diagnostics"] if d["code"] == "SB101"]
    assert named["ability"] == _ERROR.name
