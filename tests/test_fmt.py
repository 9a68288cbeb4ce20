"""`statblock fmt`: one canonical layout, idempotent, comments kept, never a word lost."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.format import format_text, meaning_of_text
from statblock.rulesets.draw_steel.authoring.meaning import word_changes
from statblock.cli import main

def assert_no_word_lost(before: str, after: str) -> None:
    assert word_changes(before, after) == ({}, {})


def fmt(text: str) -> str:
    result = format_text(text, "t.ability")
    assert result.problems == ()
    return result.text


CASES = [
    pytest.param(
        "Brutal Slam (Signature)\n*The heavy impact.*\nMelee, Strike, Weapon | Main action\n"
        "📏 Melee 1 | 🎯 One creature or object\nPower Roll + Might:\n"
        "≤11: 3 + M damage; push 1\n12-16: 6 + M damage; push 2\n17+: 9 + M damage; push 4\n",
        None, id="already-canonical"),
    pytest.param(
        "Hammer (3 Piety)\nPower Roll + Intuition:\n≤11: A<weak, prone\n12-16: A < [average] prone\n"
        "17+: a<Strong prone and can't stand (save ends)\n",
        "Hammer (3 Piety)\nPower Roll + Intuition:\n≤11: A < WEAK, prone\n12-16: A < AVERAGE, prone\n"
        "17+: A < STRONG, prone and can't stand (save ends)\n",
        id="potency-spellings"),
    pytest.param(
        "Slam\nPower Roll + Might:\n<=11 3+M damage\n- 12–16: 6  +  M damage\n17 + : 9 + M damage\n",
        "Slam\nPower Roll + Might:\n≤11: 3 + M damage\n12-16: 6 + M damage\n17+: 9 + M damage\n",
        id="tier-labels-and-spaces"),
    pytest.param(
        "Bite\nKeywords: Melee, Strike\nType: Main action\nDistance: Melee 1\nTarget: One creature\n"
        "Power Roll + 2:\n≤11: 4 damage; M < 0 bleeding (save ends)\n12-16: 6 damage\n17+: 7 damage\n",
        "Bite\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
        "Power Roll + 2:\n≤11: 4 damage; M < 0 bleeding (save ends)\n12-16: 6 damage\n17+: 7 damage\n",
        id="fields-become-rows"),
    pytest.param(
        "  Tide   (5+ essence)\nA plain flavor line.\nPower Roll + Reason:\n≤11: 2 damage\n12-16: 4 damage\n"
        "17+: 6 damage\nEffect:   The ground   shakes.\nSpend 1 Essence: More.\n",
        "Tide (5+ Essence)\n*A plain flavor line.*\nPower Roll + Reason:\n≤11: 2 damage\n12-16: 4 damage\n"
        "17+: 6 damage\nEffect: The ground   shakes.\nSpend 1 Essence: More.\n",
        id="name-cost-flavor-and-verbatim-section-text"),
    pytest.param(
        "Tide\n“Run!” she said, “now.”\nPower Roll + Reason:\n≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n",
        "Tide\n*“Run!” she said, “now.”*\nPower Roll + Reason:\n≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n",
        id="flavor-in-curly-quotes-keeps-every-quotation-mark"),
    pytest.param(
        "Tide\n*\"Now you see us...\"*\nPower Roll + Reason:\n≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n",
        None, id="flavor-quoted-in-italics-already-canonical"),
    pytest.param(
        "Stab (Signature Ability)\nMelee | Main action\nPower Roll + 2:\n≤11: 4 damage\n12-16: 6 damage\n"
        "17+: 7 damage\nTrigger: A creature moves.\n",
        "Stab (Signature)\nMelee | Main action\nTrigger: A creature moves.\nPower Roll + 2:\n≤11: 4 damage\n"
        "12-16: 6 damage\n17+: 7 damage\n",
        id="trigger-before-the-roll"),
    pytest.param(
        "Odd\nPower Roll + Might:\n≤11: the  target   is   covered in  goo;  2 damage\n12-16: 3 damage\n"
        "17+: 4 damage\n",
        "Odd\nPower Roll + Might:\n≤11: the  target   is   covered in  goo; 2 damage\n12-16: 3 damage\n"
        "17+: 4 damage\n",
        id="text-clause-verbatim"),
    pytest.param(
        "Wrong\nPower Roll + Might:\n≤10: 1 damage\n12-16: 2 damage\n17+: 3 damage\n",
        None, id="wrong-range-kept-for-check"),
    pytest.param(
        "# file comment\n\n# about Alpha\nAlpha\n# above the roll\nPower Roll + Might:\n≤11: 1 damage\n"
        "# above tier 2\n12-16: 2 damage\n17+: 3 damage\nEffect: one\n  two\n# trailing\n\n# between\n\n"
        "Beta\n*b*\n",
        None, id="comments-stay-where-they-were"),
    pytest.param(
        "Alpha\nEffect: one\n# inside a wrapped section\n  two\n",
        "Alpha\n# inside a wrapped section\nEffect: one\n  two\n",
        id="comment-in-wrapped-text-goes-above-its-section"),
    pytest.param(
        "Crafty\n¶ The goblin doesn't provoke opportunity attacks by moving.\n",
        None, id="paragraph-mark"),
    pytest.param(
        "Swamp Gas\nArea, Magic | Maneuver\n📏 3 cube within 10 | 🎯 Special\nThe area fills with haze.\n",
        None, id="paragraph-after-the-header"),
    pytest.param(
        "突き\n魔法、近接 | メインアクション\nパワーロール + 筋力:\n11以下: 3 + M ダメージ; A < weak、伏せ\n"
        "12-16: 6 + M ダメージ\n17以上: 9 + M ダメージ\n",
        # the author's 、 between keywords stays 、 (issue 13): fmt keeps the punctuation's width
        "突き\n魔法、近接 | メインアクション\nパワーロール + 筋力:\n≤11: 3 + M ダメージ; A < WEAK、伏せ\n"
        "12-16: 6 + M ダメージ\n17+: 9 + M ダメージ\n",
        id="japanese"),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_canonical_layout(text, expected):
    out = fmt(text)
    assert out == (text if expected is None else expected)
    assert fmt(out) == out
    assert_no_word_lost(text, out)
    assert meaning_of_text("t.ability", out)[0] == meaning_of_text("t.ability", text)[0]


def test_a_layout_that_would_change_the_meaning_is_refused(monkeypatch, write, capsys):
    """The safety net: fmt parses its own output and keeps the file if anything would change."""
    import attrs

    from statblock.rulesets.draw_steel.authoring import format as formatting

    real = formatting.layout
    monkeypatch.setattr(formatting, "layout", lambda tree, **kw: attrs.evolve(real(tree, **kw), name="Other"))
    text = "Slam\nPower Roll + Might:\n<=11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n"
    result = format_text(text, "t.ability")
    assert result.text == text and not result.changed
    assert "would change `Slam`" in result.problems[0]
    path = write("slam.ability", text)
    assert main(["fmt", path]) == 1
    assert open(path, encoding="utf-8").read() == text
    assert "would change" in capsys.readouterr().err


def test_empty_and_comment_only_files():
    assert format_text("", "t.ability").text == ""
    assert format_text("# only a comment\n\n\n# and another\n", "t.ability").text == \
        "# only a comment\n\n# and another\n"


def test_cli_check_lists_files_and_exits_1(tmp_path, write, capsys):
    good = write("good.ability", "Slam\nPower Roll + Might:\n≤11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n")
    messy = write("sub/messy.ability", "Slam\nPower Roll + Might:\n<=11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n")
    write("notes.md", "# not native: fmt leaves Markdown alone\n")
    before = open(messy, encoding="utf-8").read()
    assert main(["fmt", "--check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert out == f"would reformat {messy}\n"
    assert open(messy, encoding="utf-8").read() == before
    assert main(["fmt", messy]) == 0
    assert "≤11: 1 damage" in open(messy, encoding="utf-8").read()
    assert main(["fmt", "--check", messy, good]) == 0
    assert main(["fmt", "/no/such/file.ability"]) == 2


def test_cli_reads_standard_input(monkeypatch, capsys):
    import io

    tiers = "12-16: 2 damage\n17+: 3 damage\n"   # (without them SB121, an error: given back unchanged, below)
    monkeypatch.setattr("sys.stdin", io.StringIO("Slam\nPower Roll + Might:\n<=11: A<weak prone\n" + tiers))
    assert main(["fmt", "-"]) == 0
    assert capsys.readouterr().out == "Slam\nPower Roll + Might:\n≤11: A < WEAK, prone\n" + tiers


def test_meta_comment_lines_are_the_abilitys_metadata():
    from statblock import parse_text

    text = ("# a plain comment\n# meta: level: 1\n# meta: scc: ['mcdm.heroes.v1:x', y]\n# meta: note: a: b\nName\n"
            "¶ Text.\n\n# meta: class: fury\n\nOther\n")
    first, other = parse_text(text, "t.ability").abilities
    assert first.metadata == {"level": 1, "scc": ["mcdm.heroes.v1:x", "y"], "note": "a: b"}
    assert other.metadata == {}  # a blank line separates the comment from the ability
    assert fmt(text) == text


def test_meta_lines_at_the_top_of_the_file_are_every_abilitys():
    from statblock import parse_text

    text = "# meta: source: homebrew\n# meta: level: 2\n\n# meta: level: 3\nOne\n¶ A.\n\nTwo\n¶ B.\n"
    one, two = parse_text(text, "t.ability").abilities
    assert one.metadata == {"source": "homebrew", "level": 3}
    assert two.metadata == {"source": "homebrew", "level": 2}
    assert fmt(text) == text


def test_a_header_line_written_twice_is_not_silently_dropped():
    """The second row is kept as text (and `check` reports it as SB123), never dropped."""
    text = "Slam\nMelee, Weapon | Main action\nMelee, Strike | Maneuver\n"
    result = format_text(text, "t.ability")
    assert result.text.startswith("Slam\nMelee, Weapon | Main action\n")
    assert "Melee, Strike | Maneuver" in result.text
    assert format_text(result.text, "t.ability").text == result.text


def test_fmt_says_warnings_as_check_does_its_output_and_exit_unchanged(monkeypatch, write, capsys):
    """`fmt` said a file's errors only: a warning (`3-burst`, SB119) went unsaid while `check` and `parse` say it.
    Now on standard error in check's words; standard output and the exit code are as they were."""
    import io

    text = "Zap\nArea, Magic | Main action\n📏 3-burst | 🎯 Each enemy in the area\nEffect:   You shift 1.\n"
    path = write("zap.ability", text)
    assert main(["check", path]) == 0
    warning = capsys.readouterr().out.split("\n\n")[0]
    assert "warning[SB119]" in warning
    assert main(["fmt", "--check", path]) == 1
    said = capsys.readouterr()
    assert (said.out, said.err.split("\n1 file")[0].strip()) == (f"would reformat {path}\n", warning)
    assert main(["fmt", path]) == 0
    said = capsys.readouterr()
    assert said.out == f"reformatted {path}\n" and warning in said.err
    assert main(["fmt", "--lang", "ja", path]) == 0
    assert "warning[SB119]: 距離「3-burst」は" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    assert main(["fmt", "-"]) == 0
    said = capsys.readouterr()
    assert said.out == text.replace("Effect:   ", "Effect: ") and "warning[SB119]" in said.err


@pytest.mark.parametrize("data, said", [
    (b"Slam\r\nPower Roll + Might:\r\n<=11: A<weak proen\r\n",   # SB101 and SB121: errors in the text
     b"statblock: <stdin> has 2 errors; fmt leaves it as it is until they are fixed"),
    (b"\xef\xbb\xbfSlam\n<=11: 1 damage\n12-16: 2 damage\n17+: A<weak proen\n",   # a byte-order mark
     b"statblock: <stdin> has 1 error; fmt leaves it as it is until they are fixed"),
    (b"Slam\nPower Roll + Might:\n<=11: 1 \xff damage\n", b"error[SB001]"),   # not UTF-8: not read at all
], ids=["errors-crlf", "errors-bom", "not-utf8"])
def test_fmt_stdin_with_errors_gives_the_input_back_unchanged_and_exits_1(monkeypatch, capfdbinary, data, said):
    """`fmt FILE` leaves a file with errors as it is, says so and exits 1; `fmt -` formatted the text all the same
    (`<=11` as `≤11`, its line endings changed) and exited 0. Now standard output is the input byte for byte."""
    import io

    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)
    assert main(["fmt", "-"]) == 1
    out, err = capfdbinary.readouterr()
    assert (out, said in err) == (data, True)


@pytest.mark.parametrize("line", ["Kewords Melee, Strike", "キーワドー 近接、打撃", "A plain flavor line"])
def test_a_line_guessed_as_flavor_is_kept_as_written_and_said(line, capsys, monkeypatch):
    """`fmt -` made a line of no kind under the name italic flavor (`*Kewords Melee, Strike*`), which then read as
    flavor for sure, a mistyped field lost for good, with no word: now it stays as written and SB179 says it. A
    sentence there (a copy of the book's flavor, `… ever back.`) is flavor, in italics, said nothing (below)."""
    import io

    from statblock import cli

    text = f"Slam\n{line}\nMelee, Strike | Main action\nEffect: Hit.\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8"))
    assert cli.main(["fmt", "-"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[1] == line and "SB179" in err
    italic = text.replace(f"\n{line}\n", f"\n*{line}*\n")   # (flavor in italics is flavor for sure: said nothing)
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(italic.encode("utf-8")), encoding="utf-8"))
    assert cli.main(["fmt", "-"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[1] == f"*{line}*" and "SB179" not in err


@pytest.mark.parametrize("line", ["A short, sharp blow.", "「走れ！」", "激しい一撃が敵を押し戻す。", "Is it over?"])
def test_a_sentence_under_the_name_is_flavor_printed_in_italics_and_said_nothing(line, capsys, monkeypatch):
    import io

    from statblock import cli

    text = f"Slam\n{line}\nMelee, Strike | Main action\nEffect: Hit.\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8"))
    assert cli.main(["fmt", "-"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[1] == f"*{line}*" and "SB179" not in err


@pytest.mark.parametrize("lines", [
    ["The heavy impact of your weapon attacks", "drives your foes ever back."],
    ["重い一撃が", "敵を押し戻す。"],
    ["Stand fast, and hold the line.", "—Korva"],
    ["剣は語らない。", "――コルヴァ"],
    ["The last blow ends it. (see p. 12)"],
    ["重い一撃が敵を押し戻す"],
], ids=["wrapped-en", "wrapped-ja", "attribution-en", "attribution-ja", "page-note", "ja-no-full-stop"])
def test_flavor_wrapped_or_attributed_is_flavor_as_a_whole(lines, capsys, monkeypatch):
    """The lines under the name judged together: a run that ends as a sentence (or with its speaker, `—Korva`) is
    flavor, every line of it in italics, said nothing. sbhcli judged each line alone: a sentence wrapped over two
    lines was SB179 on its first line and came out half in italics (`The heavy impact…` plain, `*drives…*`)."""
    import io

    from statblock import cli

    text = "Slam\n" + "".join(f"{line}\n" for line in lines) + "Melee, Strike | Main action\nEffect: Hit.\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8"))
    assert cli.main(["fmt", "-"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[1:1 + len(lines)] == [f"*{line}*" for line in lines] and "SB179" not in err


def test_a_mistyped_field_under_flavor_is_still_said():
    from statblock import parse_text

    text = "Slam\nA short, sharp blow.\nKewords Melee, Strike\nMelee, Strike | Main action\nEffect: Hit.\n"
    said = [d for d in parse_text(text, "t.ability").diagnostics if d.code == "SB179"]
    assert [d.span.text for d in said] == ["Kewords Melee, Strike"]
