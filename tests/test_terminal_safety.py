"""Hostile text never reaches the terminal raw, and UTF-16/UTF-32 files with a byte-order mark read.

A file's text and a file's name are the user's data: `check`, `roll` and `odds` print them
through `terminal.printable`, so an ESC sequence, a BEL, a C1 control, a bidi override or a
newline shows as a visible escape instead of clearing the screen or forging an output line,
and the caret under a snippet still points at the right characters. Then encodings: a UTF-16
or UTF-32 file with a byte-order mark reads exactly like its UTF-8 twin, one without a mark gets
a diagnostic saying so, and invalid UTF-16 gets a diagnostic, never a traceback.
"""

from __future__ import annotations

import json
import unicodedata

import pytest

from statblock import cli
from statblock.terminal import printable

from bounds import time_bound
from builders import FORMATS, Parts
from conftest import ROOT

BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
SEEDS_FILE = str(ROOT / "abilities" / "seeds.ability")
KORVA = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")


def raw_controls(text: str) -> list[str]:
    """The characters of `text` that a terminal would act on, except the output's own line breaks."""
    return [ch for ch in text if ch != "\n" and (unicodedata.category(ch) in ("Cc", "Zl", "Zp") or ch in BIDI)]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


# ---- printable ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "shown"), [
    pytest.param("Brutal Slam; 3 + M damage", "Brutal Slam; 3 + M damage", id="plain"),
    pytest.param("荒々しい叩きつけ 📏", "荒々しい叩きつけ 📏", id="japanese-and-emoji"),
    pytest.param("a\tb", "a\tb", id="tab-kept"),
    pytest.param("\x1b[2J", "\\x1b[2J", id="esc"),
    pytest.param("a\nb\rc", "a\\nb\\rc", id="newline-and-cr"),
    pytest.param("\x00\x07\x08\x0b\x0c\x1f", "\\x00\\x07\\x08\\x0b\\x0c\\x1f", id="other-c0"),
    pytest.param("\x7f", "\\x7f", id="del"),
    pytest.param("\x80\x9b\x9f", "\\x80\\x9b\\x9f", id="c1"),
    pytest.param("\u202eevil\u202c", "<U+202E>evil<U+202C>", id="bidi-override"),
    pytest.param("\u2066\u2067\u2068\u2069\u200e\u200f\u061c", "<U+2066><U+2067><U+2068><U+2069><U+200E><U+200F>"
                 "<U+061C>", id="bidi-isolates-and-marks"),
    pytest.param("a\u2028b\u2029c", "a<U+2028>b<U+2029>c", id="line-and-paragraph-separators"),
    pytest.param("name\udcff.ability", "name\\xff.ability", id="undecodable-file-name-byte"),
    pytest.param("\xa0é\u00ad", "\xa0é\u00ad", id="latin-1-printables-kept"),
])
def test_printable_escapes_exactly_the_dangerous_characters(text, shown):
    assert printable(text) == shown
    assert raw_controls(printable(text).replace("\t", "")) == []  # a tab is ordinary text
    assert printable(printable(text)) == printable(text)


@pytest.mark.slow
def test_printable_returns_clean_text_itself_and_is_linear():
    clean = "3 + M damage; push 1\n"[:-1] * 1000
    assert printable(clean) is clean
    with time_bound(3):   # (CPU time scaled by the machine's state, not wall time)
        assert printable("\x1b" * 1_000_000) == "\\x1b" * 1_000_000


# ---- check: hostile text in a file --------------------------------------------------------------

HOSTILE = (
    "Hostile\x1b[2J Slam\x07\n"
    "Melee, Strik\x1b[2Je | Main action\n"
    "📏 Melee 1 | 🎯 One creature\n"
    "Power Roll + Might:\n"
    "≤11: 3 damage; \x1bc\x07\x9b\u202e; proen; \x1b[2J\n"
    "12-16: 5 damage\n"
    "17+: 9 damage\n"
)


def snippet(out: str, line: int, code: str | None = None) -> tuple[str, str]:
    """The source line and the caret line under it, for the snippet of file line `line` (of the first diagnostic of
    `code`, if given)."""
    lines = out.split("\n")
    after = next(i for i, text in enumerate(lines) if f"[{code}]" in text) if code is not None else 0
    at = next(i for i, text in enumerate(lines) if i > after and text.startswith(f"{line:>5} | "))
    return lines[at], lines[at + 1]


def test_check_escapes_controls_in_the_file_text(write, capsys):
    path = write("hostile.ability", HOSTILE)
    code, out, err = run(capsys, "check", path)
    assert code == 1
    assert raw_controls(out) == [] and raw_controls(err) == []
    # the unknown keyword: message, help, snippet and a caret under the whole escaped word
    assert f"{path}:2:8: error[SB103]: unknown keyword `Strik\\x1b[2Je`; did you mean `Strike`?" in out
    assert "= help: replace `Strik\\x1b[2Je` with `Strike`" in out
    source, carets = snippet(out, 2)
    assert source == "    2 | Melee, Strik\\x1b[2Je | Main action"
    assert carets == " " * len("    2 | Melee, ") + "^" * len("Strik\\x1b[2Je")
    # the misspelt condition after ESC c, BEL, CSI (0x9b) and RLO: the caret counts their escapes
    source, carets = snippet(out, 5, "SB101")
    assert source == "    5 | ≤11: 3 damage; \\x1bc\\x07\\x9b<U+202E>; proen; \\x1b[2J"
    assert carets.index("^") == 46 == source.index("proen")
    assert carets.strip() == "^^^^^"


def test_the_caret_counts_wide_characters_and_escapes_together(write, capsys):
    path = write("wide.ability", "Wide\nPower Roll + Might:\n≤11: 3 聖なるダメージ; \x07; proen\n"
                                 "12-16: 5 damage\n17+: 9 damage\n")
    _, out, _ = run(capsys, "check", path)
    source, carets = snippet(out, 3, "SB101")
    assert source == "    3 | ≤11: 3 聖なるダメージ; \\x07; proen"
    assert carets.index("^") == len("    3 | ≤11: 3 ") + 2 * len("聖なるダメージ") + len("; \\x07; ")
    assert carets.strip() == "^^^^^"


def test_colour_output_holds_only_its_own_colour_codes(write, capsys):
    path = write("hostile.ability", HOSTILE)
    _, out, _ = run(capsys, "check", "--color", "always", path)
    own = ("\x1b[1m", "\x1b[0m", "\x1b[31m", "\x1b[33m", "\x1b[36m")
    assert "\x1b[1m" in out
    for code in own:
        out = out.replace(code, "")
    assert raw_controls(out) == []
    assert "\\x1b[2J" in out


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_json_keeps_the_raw_text_for_programs(write, capsys, fmt):
    """Only text output escapes: JSON carries the word as written (JSON escapes it by itself)."""
    path = write("hostile.ability", HOSTILE)
    _, out, _ = run(capsys, "check", "--format", fmt, path)
    assert raw_controls(out) == []
    if fmt == "json":
        messages = [d["message"] for d in json.loads(out)["diagnostics"]]
        assert "unknown keyword `Strik\x1b[2Je`; did you mean `Strike`?" in messages


# ---- check: hostile file names -------------------------------------------------------------------

FORGED = "forged.ability:1:1: error[SB999]: everything is broken"


@pytest.mark.parametrize("name", [
    pytest.param(f"evil\n{FORGED}\x1b[2J.ability", id="newline-and-esc"),
    pytest.param(f"evil\r{FORGED}\u202e.ability", id="cr-and-rlo"),
])
def test_a_file_name_cannot_forge_or_hide_output_lines(write, capsys, name):
    path = write(name, "Slam\nPower Roll + Might:\n≤11: 3 damage; proen\n12-16: 5 damage\n17+: 9 damage\n")
    code, out, err = run(capsys, "check", path)
    assert code == 1
    assert raw_controls(out) == [] and raw_controls(err) == []
    lines = out.split("\n")
    assert not [line for line in lines if line.startswith("forged.ability")]
    assert f"{printable(path)}:3:16: error[SB101]: unknown condition `proen`" in out
    assert "\\x1b[2J" in out or "<U+202E>" in out


# ---- roll and odds -------------------------------------------------------------------------------

# YAML double-quoted strings and TOML strings can hold any character through escapes.
HOSTILE_YAML = """\
name: "Slam\\e[2J\\nforged\\a"
keywords:
  - Melee
  - Strike
usage: Main action
distance: Melee 1
target: One creature
effects:
  - roll: Power Roll + Might
    tier1: "3 damage; the ground \\e[31mglows\\u202e"
    tier2: "5 damage"
    tier3: "9 damage"
"""
ABILITY = "Slam\x1b[2J\nforged\x07"


def hero_toml(name: str, stamina: str = "") -> str:
    return (f'name = "{name}"\n{stamina}[characteristics]\n'
            "might = 2\nagility = 1\nreason = 0\nintuition = 0\npresence = 0\n")


@pytest.fixture
def hostile(write) -> dict[str, str]:
    return {
        "ability": write("hostile.yaml", HOSTILE_YAML),
        "hero": write("hero.toml", hero_toml("Korva\\u001b]0;pwned\\u0007\\nforged hero")),
        "target": write("target.toml", hero_toml("bandit\\u009b\\u202e\\r\\nfake", "stamina = 15\n")),
    }


def test_roll_text_escapes_names_and_clause_text(capsys, hostile):
    code, out, err = run(capsys, "roll", hostile["ability"], "--ability", ABILITY, "--hero", hostile["hero"],
                         "--target", hostile["target"], "--seed", "1", "--tier", "1")
    assert code == 0, err
    assert raw_controls(out) == []
    lines = out.rstrip("\n").split("\n")
    assert lines[0] == "Slam\\x1b[2J\\nforged\\x07 (Korva\\x1b]0;pwned\\x07\\nforged hero)"
    assert lines[2] == "  bandit\\x9b<U+202E>\\r\\nfake: 3 damage; “the ground \\x1b[31mglows<U+202E>”"
    assert [line for line in lines if not line.startswith(" ")] == [lines[0]]  # no forged line
    assert len(lines) == 5  # name, power roll, target, stamina, seed


def test_roll_json_keeps_the_names_as_written(capsys, hostile):
    code, out, _ = run(capsys, "roll", hostile["ability"], "--ability", ABILITY, "--hero", hostile["hero"],
                       "--seed", "1", "--format", "json")
    data = json.loads(out)
    assert (code, data["ability"], data["hero"]) == (0, ABILITY, "Korva\x1b]0;pwned\x07\nforged hero")


def test_odds_text_escapes_the_ability_name(capsys, hostile):
    code, out, err = run(capsys, "odds", hostile["ability"], "--ability", ABILITY, "--hero", hostile["hero"])
    assert code == 0, err
    assert raw_controls(out) == []
    lines = out.rstrip("\n").split("\n")
    assert lines[0] == "Slam\\x1b[2J\\nforged\\x07: 2d10 + 2"
    assert len(lines) == 6 and all(line.startswith("  ") for line in lines[1:])


# ---- UTF-16 and UTF-32 ---------------------------------------------------------------------------

SUFFIXES = {".ability": "native", ".md": "md-quote", ".yaml": "yaml"}
# One misspelt condition, so that diagnostics (and their positions) are compared too.
TWIN = Parts(name="Twin Slam", tiers=("1 damage; proen", "5 damage", "9 damage"))
ENCODINGS = {
    "utf-16-le": b"\xff\xfe", "utf-16-be": b"\xfe\xff", "utf-32-le": b"\xff\xfe\x00\x00", "utf-32-be": b"\x00\x00\xfe\xff",
}


def parsed(capsys, path: str) -> tuple[list[dict], list[dict]]:
    """The abilities (from `parse`) and the diagnostics (from `check`) of one file, without its path."""
    _, out, _ = run(capsys, "parse", "--format", "json", path)
    abilities = [{k: v for k, v in a.items() if k != "path"} for a in json.loads(out)["abilities"]]
    _, out, _ = run(capsys, "check", "--format", "json", path)
    diagnostics = [{k: v for k, v in d.items() if k != "path"} for d in json.loads(out)["diagnostics"]]
    return abilities, diagnostics


@pytest.mark.slow
@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("newline", ["\n", "\r\n"], ids=["lf", "crlf"])
def test_a_file_with_a_byte_order_mark_reads_like_its_utf8_twin(write, capsys, suffix, encoding, newline):
    text = FORMATS[SUFFIXES[suffix]][1](TWIN)
    utf8 = parsed(capsys, write("twin" + suffix, text))
    other = parsed(capsys, write(encoding + suffix, ENCODINGS[encoding] + text.replace("\n", newline).encode(encoding)))
    assert other == utf8
    assert utf8[0] and [d["code"] for d in utf8[1]] == ["SB101"]


def test_rolling_from_a_utf16_file_gives_the_same_result(write, capsys):
    with open(SEEDS_FILE, encoding="utf-8") as handle:
        seeds = handle.read()
    utf16 = write("seeds.ability", b"\xff\xfe" + seeds.encode("utf-16-le"))
    results = []
    for path in (SEEDS_FILE, utf16):
        code, out, err = run(capsys, "roll", path, "--ability", "Brutal Slam", "--hero", KORVA, "--seed", "5",
                             "--format", "json")
        assert code == 0, err
        results.append({k: v for k, v in json.loads(out).items() if k != "path"})
    assert results[0] == results[1]


@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("lang, words", [("en", ("UTF-16", "byte-order mark", "UTF-8")), ("ja", ("UTF-16", "BOM"))])
def test_utf16_without_a_byte_order_mark_says_so(write, capsys, suffix, encoding, lang, words):
    path = write("nobom" + suffix, FORMATS[SUFFIXES[suffix]][1](TWIN).encode(encoding))
    code, out, _ = run(capsys, "check", "--format", "json", "--lang", lang, path)
    (found,) = json.loads(out)["diagnostics"]
    assert (code, found["code"], found["line"], found["column"]) == (2, "SB001", 1, 1)
    assert all(word in found["message"] for word in words), found["message"]
    assert "binary" not in found["message"]


def test_japanese_utf16_without_a_byte_order_mark_says_so(write, capsys):
    with open(ROOT / "abilities" / "seeds.ja.ability", encoding="utf-8") as handle:
        path = write("nobom.ability", handle.read().encode("utf-16-le"))
    _, out, _ = run(capsys, "check", "--format", "json", path)
    (found,) = json.loads(out)["diagnostics"]
    assert found["code"] == "SB001" and "UTF-16" in found["message"]


@pytest.mark.parametrize("data", [
    pytest.param(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x01\x00\x08\x06", id="png"),
    pytest.param(b"\xff\xfe" + "Slam\n".encode("utf-16-le") + b"\x00\x00" * 4, id="bom-then-nuls"),
])
def test_binary_data_is_still_binary(write, capsys, data):
    path = write("data.ability", data)
    code, out, _ = run(capsys, "check", "--format", "json", path)
    (found,) = json.loads(out)["diagnostics"]
    assert (code, found["code"]) == (2, "SB002")


@pytest.mark.parametrize(("data", "line", "column", "shown"), [
    pytest.param(b"\xff\xfe" + "Slam\nab".encode("utf-16-le") + b"\x00\xd8" + "c".encode("utf-16-le"), 2, 3,
                 "0x00 0xd8", id="lone-surrogate-le"),
    pytest.param(b"\xfe\xff" + "Slam\n\nx".encode("utf-16-be") + b"\xdc\x00", 3, 2, "0xdc 0x00",
                 id="lone-low-surrogate-be"),
    pytest.param(b"\xff\xfe" + "Slam\n".encode("utf-16-le") + b"A", 2, 1, "0x41", id="odd-length"),
    pytest.param(b"\xff\xfe\x00\x00" + "Slam\n".encode("utf-32-le") + b"\x00\x00\x11\x00", 2, 1,
                 "0x00 0x00 0x11 0x00", id="utf32-out-of-range"),
])
def test_invalid_utf16_is_a_diagnostic_at_the_bad_unit(write, capsys, data, line, column, shown):
    path = write("bad.ability", data)
    code, out, err = run(capsys, "check", path)
    assert code == 2
    assert f"{path}:{line}:{column}: error[SB001]: invalid UTF-" in out
    assert f"(bytes {shown}) at line {line}; save the file as UTF-8" in out
