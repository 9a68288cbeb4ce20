"""Standard input checked exactly as a file of its name (or of what its content is) would be; standard input that
cannot be read (too big, closed, opened for writing) said in every output format; hero, target and scenario files
whose NULs are strays or whose text is UTF-16 said as what they are, not as binary; what `cards`, `odds` and
`fmt -` say of input they cannot use, once and with their own advice."""

from __future__ import annotations

import io
import json

import pytest

from statblock import cli

from conftest import ROOT, SHARED

CORPUS = SHARED / "corpus"
BINARY = b"\x00\x00\x01\x02 binary \x00\x00\x7f" * 40


def _stdin(monkeypatch, data: bytes) -> None:
    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


def _json(capsys) -> dict:
    said = capsys.readouterr()
    assert "Traceback" not in said.err
    return json.loads(said.out)


def _said(capsys) -> str:
    said = capsys.readouterr()
    assert "Traceback" not in said.out + said.err
    return said.out + said.err


def _places(found: dict, path: str) -> list:
    return [(d["path"] == path, d["line"], d["column"], d["code"], d["severity"]) for d in found["diagnostics"]]


def _hero_with_a_repeated_key(tmp_path):
    path = tmp_path / "hbad.toml"
    path.write_text((ROOT / "abilities" / "heroes" / "korva-fury.toml").read_text() + 'might = "x"\n')
    return path


def _scenario_with_a_bad_amount(tmp_path):
    text = (ROOT / "examples" / "kyoko" / "scenario.toml").read_text()
    assert "\namount = " in text
    path = tmp_path / "scenario.toml"
    head, tail = text.split("\namount = ", 1)
    path.write_text(head + '\namount = "x"\n' + tail.split("\n", 1)[1])
    return path


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("make", [_hero_with_a_repeated_key, _scenario_with_a_bad_amount,
                                  lambda tmp: ROOT / "examples" / "marvel" / "state.toml",
                                  lambda tmp: ROOT / "examples" / "kyoko" / "scenario.toml",
                                  lambda tmp: CORPUS / "marvelcdb" / "pack" / "hlk.json"],
                         ids=["hero", "scenario-bad", "state", "scenario", "marvelcdb"])
@pytest.mark.parametrize("named", [True, False], ids=["named", "unnamed"])
def test_standard_input_is_checked_as_the_file_it_holds(tmp_path, monkeypatch, capsys, make, named, lang):
    """`.toml` is no suffix a ruleset reads by itself: a hero file, a game state and a scenario through standard input
    were read as ability text (a hero's bad key passed; a scenario had 35 errors, its real one lost among them), and
    MarvelCDB's JSON without a name was one ability named `[`."""
    path = make(tmp_path)
    code = cli.main(["check", str(path), "--format", "json", "--no-cache", "--lang", lang])
    as_file = _json(capsys)
    _stdin(monkeypatch, path.read_bytes())
    name = ["--stdin-name", str(path)] if named else []
    assert cli.main(["check", "-", *name, "--format", "json", "--lang", lang]) == code
    as_stdin = _json(capsys)
    assert _places(as_stdin, str(path) if named else "<stdin>") == _places(as_file, str(path))
    said = str(path) if named else "<stdin>"   # (a message naming the file names standard input as it is called)
    assert [d["message"] for d in as_stdin["diagnostics"]] == \
        [d["message"].replace(str(path), said) for d in as_file["diagnostics"]]
    assert (as_stdin["abilities"], as_stdin["errors"], as_stdin["warnings"]) == \
        (as_file["abilities"], as_file["errors"], as_file["warnings"])


def test_the_scenario_s_one_error_is_said_at_its_place_through_standard_input(tmp_path, monkeypatch, capsys):
    path = _scenario_with_a_bad_amount(tmp_path)
    _stdin(monkeypatch, path.read_bytes())
    assert cli.main(["check", "-", "--stdin-name", "scenario.toml", "--ruleset", "kyoko"]) == 1
    said = _said(capsys)
    assert "scenario.toml:20:10: error[KY204]" in said and "1 error" in said and "KY001" not in said


@pytest.mark.parametrize("lang, said", [
    ("en", "standard input is over 1 MB; `statblock check` reads no more"),
    ("ja", "標準入力が 1 MB を超えています。「statblock check」はそれ以上読みません")])
def test_standard_input_over_the_cap_is_one_json_object_with_sb003(monkeypatch, capsys, lang, said):
    from statblock import fileio

    monkeypatch.setattr(fileio, "MAX_FILE_BYTES", 1024 * 1024)
    _stdin(monkeypatch, b"x" * (1024 * 1024 + 1))
    assert cli.main(["check", "-", "--format", "json", "--lang", lang]) == 2
    found = _json(capsys)
    assert found["errors"] == 1 and [(d["path"], d["line"], d["code"]) for d in found["diagnostics"]] == \
        [("<stdin>", 1, "SB003")]
    assert said in found["diagnostics"][0]["message"]
    _stdin(monkeypatch, b"x" * (1024 * 1024 + 1))
    assert cli.main(["check", "-", "--format", "github"]) == 2
    assert "::error file=<stdin>,line=1" in capsys.readouterr().out


def test_fmt_gives_standard_input_over_the_cap_back_unchanged(monkeypatch, capfdbinary):
    from statblock import fileio

    monkeypatch.setattr(fileio, "MAX_FILE_BYTES", 1024)
    data = b"Slam\n" * 2000
    _stdin(monkeypatch, data)
    assert cli.main(["fmt", "-"]) == 2
    out, err = capfdbinary.readouterr()
    assert out == data and b"standard input is over" in err


class _Unreadable:
    class buffer:
        @staticmethod
        def read(size):
            import errno

            raise OSError(errno.EBADF, "Bad file descriptor")


@pytest.mark.parametrize("lang, said", [
    ("en", "cannot read standard input: {}; pipe a file to `statblock {}`, or name the file"),
    ("ja", "標準入力を読めません（{}）。ファイルを「statblock {}」にパイプで渡すか")])
@pytest.mark.parametrize("stdin, reason", [(None, ("it is closed", "閉じられています")),
                                           (_Unreadable, ("Bad file descriptor", "ファイル記述子が正しくありません"))],
                         ids=["closed", "write-only"])
def test_standard_input_that_cannot_be_read_is_said_as_standard_input_s(monkeypatch, capsys, stdin, reason, lang,
                                                                         said):
    """`check - <&-` was a traceback (`'NoneType' object has no attribute 'read'`); `check - 0>file` said `cannot
    write the output`."""
    reason = reason[lang == "ja"]
    monkeypatch.setattr("sys.stdin", stdin)
    assert cli.main(["check", "-", "--lang", lang]) == 2
    text = _said(capsys)
    assert "<stdin>:1:1: error[SB003]" in text and said.format(reason, "check -") in text
    monkeypatch.setattr("sys.stdin", stdin)
    assert cli.main(["fmt", "-", "--lang", lang]) == 2
    assert said.format(reason, "fmt -") in _said(capsys)


@pytest.mark.parametrize("lang, said", [("en", "hero.toml: UTF-16 text, not UTF-8; save the file as UTF-8"),
                                        ("ja", "hero.toml は UTF-16 のテキストで、UTF-8 ではありません。")])
def test_a_hero_file_in_utf16_is_said_as_utf16_not_binary(tmp_path, capsys, lang, said):
    path = tmp_path / "hero.toml"
    path.write_bytes((ROOT / "abilities" / "heroes" / "korva-fury.toml").read_text().encode("utf-16"))
    assert cli.main(["roll", str(ROOT / "abilities" / "seeds.ability"), "--ability", "Brutal Slam", "--hero",
                     str(path), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert said in err and "binary" not in err and "バイナリ" not in err


def test_a_stray_nul_in_a_hero_file_is_said_at_its_place(tmp_path, capsys):
    path = tmp_path / "hero.toml"
    path.write_bytes((ROOT / "abilities" / "heroes" / "korva-fury.toml").read_bytes() + b"# note\x00\n")
    assert cli.main(["roll", str(ROOT / "abilities" / "seeds.ability"), "--ability", "Brutal Slam", "--hero",
                     str(path)]) == 2
    err = capsys.readouterr().err
    assert "not valid TOML" in err and "binary" not in err


@pytest.mark.parametrize("argv, said", [
    (["sim"], "nul.toml:2:7: error[KY201]"),
    (["timing", "--event", "the villain attacks you"], "nul.toml:2:7: error[MC201]")], ids=["sim", "timing"])
def test_a_stray_nul_in_a_scenario_or_state_is_an_error_at_its_place(tmp_path, capsys, argv, said):
    path = tmp_path / "nul.toml"
    path.write_bytes(b'seed = 42\n# note\x00\n[character]\nname = "x"\n')
    cli.main([*argv[:1], str(path), *argv[1:]])
    text = _said(capsys)
    assert said in text and "SB002" not in text


@pytest.mark.parametrize("argv", [["sim"], ["timing", "--event", "the villain attacks you"]], ids=["sim", "timing"])
def test_one_nul_in_a_short_line_is_no_utf16(tmp_path, capsys, argv):
    path = tmp_path / "one.toml"
    path.write_bytes(b"a\x00b = 1\n")
    cli.main([*argv[:1], str(path), *argv[1:]])
    text = _said(capsys)
    assert "one.toml:1:2: error" in text and "UTF-16" not in text and "SB00" not in text


def test_nuls_all_over_are_still_binary():
    from statblock.frontends import stray_nuls

    assert not stray_nuls(BINARY) and not stray_nuls("seed = 1\n".encode("utf-16-le"))
    assert stray_nuls(b"a\x00b = 1\n") and stray_nuls(b"x" * 4000 + b"\x00" * 10)


@pytest.mark.parametrize("lang, said", [
    ("en", "no such file or folder: - (only `statblock check -` and `statblock fmt -` read standard input"),
    ("ja", "標準入力を読むのは「statblock check -」と「statblock fmt -」だけです")])
def test_a_hero_file_named_dash_says_which_commands_read_standard_input(capsys, lang, said):
    assert cli.main(["odds", str(ROOT / "abilities" / "seeds.ability"), "--ability", "Brutal Slam", "--hero", "-",
                     "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert said in err and "No such file or directory" not in err


@pytest.mark.parametrize("lang, advice", [("en", "name only text files of abilities to `statblock cards`"),
                                          ("ja", "「statblock cards」にはアビリティを書いたテキストファイルだけを指定")])
def test_cards_says_a_binary_file_once_with_its_own_advice(tmp_path, monkeypatch, capsys, lang, advice):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bin.ability").write_bytes(BINARY)
    assert cli.main(["cards", "bin.ability", "-o", "out.html", "--lang", lang]) == 2
    said = _said(capsys)
    assert "bin.ability:1:1: error[SB002]" in said and advice in said
    assert "paths to check" not in said and "チェック対象" not in said
    assert "no ability found" not in said and not (tmp_path / "out.html").exists()
    assert cli.main(["cards", "-", "-o", "out.html"]) == 2
    said = _said(capsys)
    assert "only `statblock check -` and `statblock fmt -` read standard input" in said
    assert "no ability found" not in said


def test_cards_still_says_no_ability_of_a_file_read(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty.ability").write_text("# nothing yet\n")
    assert cli.main(["cards", "empty.ability", "-o", "out.html"]) == 1
    assert "no ability found in empty.ability" in _said(capsys)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_game_state_whose_one_card_file_is_binary_says_that_alone(tmp_path, capsys, lang):
    """MC209 was followed by five `MC203 no card called … (0 cards)` and an MC212 listing no players."""
    state = tmp_path / "state.toml"
    state.write_bytes((ROOT / "examples" / "marvel" / "state.toml").read_bytes())
    (tmp_path / "homebrew.champions").write_bytes(BINARY)
    assert cli.main(["timing", str(state), "--event", "the villain attacks you", "--lang", lang]) != 0
    said = _said(capsys)
    assert "error[MC209]" in said and "MC203" not in said and "MC212" not in said


def test_a_card_missing_beside_a_card_file_read_is_still_said(tmp_path, capsys):
    state = tmp_path / "state.toml"
    text = (ROOT / "examples" / "marvel" / "state.toml").read_text()
    state.write_text(text.replace('cards = ["homebrew.champions"]', 'cards = ["homebrew.champions", "bin.champions"]'))
    (tmp_path / "homebrew.champions").write_bytes((ROOT / "examples" / "marvel" / "homebrew.champions").read_bytes())
    (tmp_path / "bin.champions").write_bytes(BINARY)
    state.write_text(state.read_text().replace('card = "Steel Jaw"', 'card = "Steel Jaws Typo"'))
    cli.main(["timing", str(state), "--event", "the villain attacks you"])
    said = _said(capsys)
    assert "error[MC209]" in said and "MC203" in said


# ---- Markdown on standard input, with no name -------------------------------------------------------------------------

_PAGES = sorted((CORPUS / "steel-compendium").rglob("*.md"))[:: 400][:6]
_WARBANDS = {
    "sbh-en": "## The Green Hand\n\nPoints: 100\n\n- Elf Mage Q3+ C2 Magic-User\n- Wolf Q4+ C2 Animal\n",
    "sbh-ja": "## 緑の手\n\nポイント：100\n\n- エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー\n",
    "ds-en": "###### Slam\n\n| **Melee, Strike** | **Main action** |\n| --- | --- |\n| **📏 Melee 1** | **🎯 One creature** |\n\n"
             "**Effect:** The target is pushed.\n",
    "ds-ja": "---\ntitle: 叩きつけ\n---\n\n###### 叩きつけ\n\n**効果:** ターゲットを押す。\n",
}


def _page_and_stdin(capsys, monkeypatch, path, data: bytes) -> tuple[dict, dict]:
    cli.main(["check", "--no-cache", "--format", "json", str(path)])
    as_file = _json(capsys)
    _stdin(monkeypatch, data)
    cli.main(["check", "--format", "json", "-"])
    return as_file, _json(capsys)


@pytest.mark.parametrize("page", _PAGES, ids=lambda p: p.name)
def test_a_markdown_page_on_standard_input_is_read_as_the_page_is(page, capsys, monkeypatch):
    """A Steel Compendium page piped to `check -` was read as native text: 4 abilities and 2 errors for a page of one
    ability and none. Markdown is sniffed as JSON and TOML are (`stdin.looks_like_markdown`)."""
    as_file, as_stdin = _page_and_stdin(capsys, monkeypatch, page, page.read_bytes())
    assert (as_stdin["abilities"], as_stdin["errors"], as_stdin["warnings"]) == \
           (as_file["abilities"], as_file["errors"], as_file["warnings"])
    assert as_stdin["abilities"] > 0


@pytest.mark.parametrize("name", sorted(_WARBANDS))
def test_markdown_of_either_game_and_language_on_standard_input_is_read_as_a_md_file(name, tmp_path, capsys, monkeypatch):
    path = tmp_path / "page.md"
    path.write_text(_WARBANDS[name], encoding="utf-8")
    as_file, as_stdin = _page_and_stdin(capsys, monkeypatch, path, _WARBANDS[name].encode("utf-8"))
    assert [(d["code"], d["line"], d["column"]) for d in as_stdin["diagnostics"]] == \
           [("SB015", 1, 1)] + [(d["code"], d["line"], d["column"]) for d in as_file["diagnostics"]]   # (said so)
    assert as_stdin["abilities"] == as_file["abilities"] and all(d["path"] == "<stdin>" for d in as_stdin["diagnostics"])


@pytest.mark.parametrize("text", [
    "# ruleset: sbh\n## not a heading: a comment\nElves\nElf Q3+ C2\n",   # (its first line says native)
    "# a comment\nSlam\nMelee, Strike | Main action\nEffect: Hit.\n",      # (`#` alone: a native comment)
    "Slam\nMelee, Strike | Main action\nEffect: The target is pushed -- twice.\n",
])
def test_native_text_is_not_taken_for_markdown(text):
    from statblock.cli.stdin import looks_like_markdown

    assert not looks_like_markdown(text)


@pytest.mark.slow
def test_sniffing_markdown_is_linear_in_a_long_line():
    from bounds import time_bound
    from statblock.cli.stdin import looks_like_markdown

    for text in ("#" * 100_000, "|" + "-" * 100_000, "## " + " " * 100_000, "---\n" + "a\n" * 100_000,
                 "1" * 100_000 + " " * 100_000, "Elf Q3+" + " " * 100_000 + "x", "Q3 " * 50_000, "質3+" * 50_000,
                 "**" + "x" * 100_000, "- **" + "x:" * 50_000, "## a\n" + "x | " * 50_000, "1" * 100_000 + ". Q3+ C2",
                 "power" + " " * 100_000):
        with time_bound(0.5):
            looks_like_markdown(text)


# ---- native text with a `##` comment is native text (sbhcli took any `## ` line for Markdown) ---------------------------

def _seeds_head(lines: int, path: str = "seeds.ability") -> str:
    return "".join((ROOT / "abilities" / path).read_text(encoding="utf-8").splitlines(keepends=True)[:lines])


@pytest.mark.parametrize(("text", "forced", "name"), [
    ("## My Conduit abilities\n" + _seeds_head(16), None, "hh.ability"),
    ("## 私の能力\n" + _seeds_head(16, "seeds.ja.ability"), None, "hh.ability"),
    ("Warband: Elves\nPoints: 300\nElf Mage Q3+ C2 Magic-User\n## the troops\n4x Elf Q3+ C2\n"
     "2x Elf Archer Q3+ C2 Shooter (Long)\n", "sbh", "cm.sbh"),
    ("ウォーバンド：エルフ\nポイント：300\nエルフの魔法使い 質3+ 戦闘2 マジック・ユーザー\n## 兵たち\n4x エルフ 質3+ 戦闘2\n",
     "sbh", "cm.sbh"),
], ids=["ds-en", "ds-ja", "sbh-en-forced", "sbh-ja-forced"])
def test_native_text_under_a_double_hash_comment_is_checked_as_its_file_is(text, forced, name, tmp_path, capsys,
                                                                           monkeypatch):
    """In a native file `##` starts a comment: sbhcli read such text on standard input as Markdown (an ability file
    with its 17+ tier missing was 0 abilities, 7 SB124 and exit 0; an SBH warband under `--ruleset sbh` a false
    SH110). Native text is native whatever comment heads it; only text with no native line is sniffed."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    ruleset = ["--ruleset", forced] if forced else []
    code = cli.main(["check", "--no-cache", "--format", "json", *ruleset, str(path)])
    as_file = _json(capsys)
    _stdin(monkeypatch, text.encode("utf-8"))
    assert cli.main(["check", "--format", "json", *ruleset, "-"]) == code
    as_stdin = _json(capsys)
    assert [(d["code"], d["line"], d["column"]) for d in as_stdin["diagnostics"]] == \
           [(d["code"], d["line"], d["column"]) for d in as_file["diagnostics"]]
    assert as_stdin["abilities"] == as_file["abilities"] > 0


@pytest.mark.parametrize(("lang", "said"), [("en", "read as Markdown"), ("ja", "マークダウンとして読みました")])
def test_markdown_sniffed_on_standard_input_is_said_so(lang, said, capsys, monkeypatch):
    """What standard input with no name was read as is said (SB015, a note), with the name that reads it as native
    text: nothing said so before, and a wrong guess was silent."""
    _stdin(monkeypatch, _WARBANDS["sbh-en"].encode("utf-8"))
    cli.main(["check", "--format", "json", "--lang", lang, "-"])
    notes = [d for d in _json(capsys)["diagnostics"] if d["code"] == "SB015"]
    assert [(d["line"], d["column"], d["severity"]) for d in notes] == [(1, 1, "info")]
    assert said in notes[0]["message"] and "--stdin-name" in notes[0]["message"] and ".sbh" in notes[0]["message"]
    _stdin(monkeypatch, _seeds_head(16).encode("utf-8"))
    cli.main(["check", "--format", "json", "--lang", lang, "-"])
    assert "SB015" not in [d["code"] for d in _json(capsys)["diagnostics"]]


# ---- `fmt -` sniffs Markdown as `check -` does -----------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", sorted(_WARBANDS))
def test_fmt_of_markdown_on_standard_input_says_so_and_gives_it_back(name, lang, monkeypatch, capfdbinary):
    """`fmt -` read Markdown as native text: a Draw Steel page's table was errors of an ability named by its header
    row, a warband's heading a comment and its list items no profile (SB123, SB136 or a false format). Sniffed now as
    `check -` sniffs it: SB015 says it was read as Markdown and how to have it read as native, and the text is given
    back unchanged (exit 1), as `fmt` leaves a Markdown file as it is."""
    data = _WARBANDS[name].encode("utf-8")
    _stdin(monkeypatch, data)
    assert cli.main(["fmt", "--lang", lang, "-"]) == 1
    out, err = capfdbinary.readouterr()
    said = err.decode("utf-8")
    assert out == data
    assert "info[SB015]" in said and "error[" not in said and "Traceback" not in said
    assert ("# ruleset: sbh" if name.startswith("sbh") else "# ruleset: draw_steel") in said
    assert ("read as Markdown" if lang == "en" else "マークダウンとして読みました") in said


@pytest.mark.parametrize(("text", "forced"), [
    ("## My Conduit abilities\n" + _seeds_head(8), None),
    ("## 私の能力\n" + _seeds_head(7, "seeds.ja.ability"), None),
], ids=["ds-en", "ds-ja"])
def test_fmt_of_native_text_under_a_double_hash_comment_formats_it(text, forced, monkeypatch, capfdbinary):
    _stdin(monkeypatch, text.encode("utf-8"))
    assert cli.main(["fmt", "-"]) == 0
    out, err = capfdbinary.readouterr()
    assert b"SB015" not in err and out.startswith(text.split("\n")[0].encode("utf-8"))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("text", "words"), [
    ("# ruleset: sbh\nWarband: W\nElf Q3+ C2\n", []), ("Warband: W\r\nElf Q3+ C2\r\n", ["--ruleset", "sbh"]),
    ("# ruleset: sbh\nウォーバンド：W\nエルフ 質3+ 戦闘2\n", []), ("# ruleset: nonesuch\nWarband: W\n", []),
], ids=["sbh-line", "sbh-forced-crlf", "sbh-ja", "unknown-ruleset"])
def test_fmt_of_text_no_ruleset_formats_gives_it_back(text, words, lang, monkeypatch, capfdbinary):
    """`fmt -` of a warband (`# ruleset: sbh`, or `--ruleset sbh`), whose ruleset offers no fmt, or of a `# ruleset:`
    line naming none, said why and wrote nothing: an editor filtering its buffer through `fmt -` lost the buffer. The
    text is given back unchanged, byte for byte, the reason said on standard error."""
    data = text.encode("utf-8")
    _stdin(monkeypatch, data)
    assert cli.main(["fmt", "--lang", lang, *words, "-"]) == 1   # (as `fmt FILE` of it: test_fmt_stdin_as_a_file)
    out, err = capfdbinary.readouterr()
    assert out == data
    said = err.decode("utf-8")
    assert "Traceback" not in said and ("fmt" in said or "nonesuch" in said) and said.strip()
