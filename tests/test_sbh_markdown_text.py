"""A Markdown roster's words (docs/sbh.md, "Markdown": no comment marks but HTML's): a `#`, `//` or `※` in a line is
text, `<!-- … -->` is a comment, a heading's closing `#`s are no part of it, and a backslash escapes as Markdown's does;
a `.sbh` line keeps its comment marks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.diagnostics import SourceFile
from statblock.rulesets.sbh.language import read_warband
from statblock.rulesets.sbh.language.comments import comments_of

from bounds import cpu_seconds
from conftest import examples


def read(text: str, path: str = "band.md"):
    return read_warband(SourceFile(path, text))


@pytest.mark.parametrize(("text", "band", "profiles", "notes"), [
    ("# Elves #2\n\nElf Q3+ C2\n", "Elves #2", ["Elf"], []),
    ("# Elves // second ※ spare\n\nElf Q3+ C2\n", "Elves // second ※ spare", ["Elf"], []),
    ("## Orcs #3 ##\n\nOrc #1 Q4+ C3\n", "Orcs #3", ["Orc #1"], []),
    ("# E\n\nElf Q3+ C2 Forester\n    Notes: bow #2 // spare ※ old\n", "E", ["Elf"], ["Notes: bow #2 // spare ※ old"]),
    ("# E\n\nElf Q3+ C2\n\nThey wait in the wood #1. // ok\n", "E", ["Elf"], []),
    ("# エルフ ＃２\n\nエルフ ＃１ 質3+ 戦闘2 森林踏破\n    備考：長弓 ※予備\n", "エルフ ＃２", ["エルフ ＃１"], ["備考：長弓 ※予備"]),
    ("# エルフ ※精鋭\n\n| 名前 | 質 | 戦闘 | 装備 |\n|---|---|---|---|\n| エルフ #1 | 3+ | 2 | 長弓 ※予備 |\n", "エルフ ※精鋭",
     ["エルフ #1"], ["装備：長弓 ※予備"]),
    ("＃ エルフ\n\nエルフ 質3+ 戦闘2\n", "＃ エルフ", ["エルフ"], []),   # (no heading: Markdown's `#` is ASCII)
])
def test_a_comment_mark_in_a_markdown_line_is_text(text, band, profiles, notes):
    # (a Markdown line was cut at its mark as a `.sbh` line is: `# Elves #2` named the warband `Elves`, and `#2` was in
    # no output and no diagnostic)
    (warband,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert warband.name == band and [p.name for p in warband.profiles] == profiles
    assert [n.text for p in warband.profiles for n in p.notes] == notes
    prose = [line for line in text.splitlines() if line.startswith("They")]
    assert [n.text for n in warband.notes] == prose


def test_an_aside_on_a_markdown_profile_line_is_read_and_said():
    # (`Wolf Q4+ C2 Animal # fast`: `# fast` was cut off in silence; now it is part of the line, and the line says so)
    for text, code, at in (("# W\n\nWolf Q4+ C2 Animal # fast\n", "SH002", "#"),
                           ("# W\n\nWolf Q4+ C2 Animal // fast\n", "SH101", "Animal // fast"),
                           ("# 狼\n\n狼 質4+ 戦闘2 動物 ※速い\n", "SH101", "動物 ※速い")):
        _, problems = read(text)
        assert [(d.code, d.span.text) for d in problems] == [(code, at)]
    (warband,), problems = read("Warband: W\nElf Q3+ C2 Forester # fast\n", "band.sbh")   # (a `.sbh` line: a comment)
    assert not problems and [u.name_as_written for u in warband.profiles[0].rules] == ["Forester"]


def test_html_comments_are_a_markdown_rosters_comments():
    text = ("# Elves <!-- the spring list -->\n<!-- a comment\nover lines: Orc Q4+ C3 -->\n"
            "Elf Q3+ C2 Forester <!-- the leader -->\n<!-- between -->\n  Notes: bow <!-- old --> #2\n\n"
            "| Name | Q | C |\n|---|---|---|\n| Wolf <!-- x --> | 4+ | 2 |\n")
    (warband,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert warband.name == "Elves" and warband.notes == ()
    assert [(p.name, [u.name_as_written for u in p.rules], [n.text for n in p.notes]) for p in warband.profiles] == [
        ("Elf", ["Forester"], ["Notes: bow  #2"]), ("Wolf", [], [])]
    # (indented four blanks after the comment's block, the note is an indented code block, as CommonMark reads it: its
    # `<!-- old -->` is code, kept as written, and the note still the profile's)
    (warband,), problems = read(text.replace("\n  Notes", "\n    Notes"))
    assert not problems and [n.text for n in warband.profiles[0].notes] == ["Notes: bow <!-- old --> #2"]
    # (an opening with no close is text, as Markdown shows it)
    (warband,), problems = read("# Elves <!-- open\n\nElf Q3+ C2\n")
    assert warband.name == "Elves <!-- open" and not problems


_BLOCK_LATER = ("# {band}\n\n{prose} `<!--` {hidden}\n\n- {a} Q3+ C2 Shooter (Long)\n- {b} Q3+ C2 Forester\n\n"
                "<!-- {later} -->\n")
_CELLS_LATER = ("# {band}\n\n| Name | Q | C | Rules |\n|---|---|---|---|\n| {a} <!-- old | 3+ | 2 | Shooter (Long) |\n"
                "| {b} | 3+ | 2 | Forester <!-- fast --> |\n| {c} | 4+ | 3 | Shooter (Long) |\n\n"
                "- Wolf Q4+ C2 Animal\n")


@pytest.mark.parametrize(("text", "profiles", "prose"), [
    (_BLOCK_LATER.format(band="Elves", prose="Notes:", hidden="hides text", a="Archer", b="Scout",
                         later="Orcs to come"),
     ["Archer", "Scout"], ["Notes: `<!--` hides text"]),
    (_BLOCK_LATER.format(band="エルフ", prose="覚書：", hidden="以降は隠れる", a="射手", b="斥候", later="オーク未定"),
     ["射手", "斥候"], ["覚書： `<!--` 以降は隠れる"]),
    (_CELLS_LATER.format(band="Elves", a="Archer", b="Scout", c="Hunter"),
     ["Archer <!-- old", "Scout", "Hunter", "Wolf"], []),
    (_CELLS_LATER.format(band="エルフ", a="射手", b="斥候", c="狩人"), ["射手 <!-- old", "斥候", "狩人", "Wolf"], []),
    ("# Elves\n\nWrite `<!--` and `-->` around a line to hide it.\n\nElf Q3+ C2\n", ["Elf"],
     ["Write `<!--` and `-->` around a line to hide it."]),
    ("# エルフ\n\n`<!--` と `-->` で行を隠す。\n\nエルフ 質3+ 戦闘2\n", ["エルフ"], ["`<!--` と `-->` で行を隠す。"]),
])
def test_an_html_comment_closes_where_commonmark_closes_it(text, profiles, prose):
    # (every `<!--` was joined to the next `-->` anywhere in the file: a `<!--` in a code span hid both profiles up to a
    # comment at the end; an unclosed one in a cell hid the rows and the list item up to a later cell's comment; prose
    # lost the words between two code spans)
    (warband,), problems = read(text)
    assert [p.name for p in warband.profiles] == profiles
    assert [n.text for n in warband.notes] == prose
    assert not [d for d in problems if d.code in ("SH001", "SH004")], [d.render() for d in problems]


@pytest.mark.parametrize("text", [
    "# Elves\n\nElf Q3+ C2\n  <!-- Orc Q4+ C3\n\nGoblin Q5+ C1\n\n-->\nWolf Q4+ C2\n",   # (a block: blank lines in it)
    "# Elves\n\nElf Q3+ C2 <!-- Orc Q4+ C3\nGoblin Q5+ C1 --> Wolf Q4+ C2\n",               # (inline: one paragraph)
    "# Elves\r\n\r\nElf Q3+ C2 <!-- Orc Q4+ C3\r\nGoblin Q5+ C1 --> Wolf Q4+ C2\r\n",       # (CRLF: offsets kept)
    "# エルフ\n\nエルフ 質3+ 戦闘2\n<!-- オーク 質4+ 戦闘3\n\nゴブリン 質5+ 戦闘1 -->\n狼 質4+ 戦闘2\n",
])
def test_an_html_comment_over_several_lines(text):
    (warband,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert len(warband.profiles) == 2 and warband.notes == ()


@pytest.mark.parametrize("text", [
    "# Elves\n\nElf Q3+ C2 <!-- Orc\n\nGoblin Q5+ C1 -->\n",            # (a blank line between: no comment)
    "# Elves\n\n- Elf Q3+ C2 <!-- Orc\n- Goblin Q5+ C1 -->\n",           # (another list item)
    "# Elves <!-- Orc\n\nElf Q3+ C2\nGoblin Q5+ C1 -->\n",              # (a heading is its own line)
    "    <!-- x\n# Elves\n\nElf Q3+ C2\nGoblin Q5+ C1 -->\n",          # (four blanks before it: no block)
])
def test_an_inline_comment_closes_within_its_paragraph(text):
    bands, _ = read(text)
    assert [p.name for b in bands for p in b.profiles][-2:] == ["Elf", "Goblin"]


def test_an_unclosed_block_comment_runs_to_the_documents_end_and_says_so():
    # (as CommonMark reads it; said at its `<!--` (SH014), so that nothing is hidden in silence)
    for text in ("# Elves\n\nElf Q3+ C2\n<!-- to do\n\nOrc Q4+ C3\n",
                 "# エルフ\n\nエルフ 質3+ 戦闘2\n  <!-- 未定\n\nオーク 質4+ 戦闘3\n"):
        (warband,), problems = read(text)
        assert len(warband.profiles) == 1
        assert [(d.code, d.span.line, d.span.text) for d in problems] == [("SH014", 4, "<!--")]
    (warband,), problems = read("# Elves\n\nElf Q3+ C2\n<!-- to do -->\n\nOrc Q4+ C3\n<!-->\n")
    assert len(warband.profiles) == 2 and not problems


@pytest.mark.parametrize(("text", "profiles", "notes"), [
    ("# Band\n- Elf Q3+ C2\n- <!-- spare:\n\n  Orc Q4+ C3 Forester -->\n", ["Elf"], []),
    ("# Band\n- Elf Q3+ C2\n> <!-- spare:\n>\n> Orc Q4+ C3 Forester -->\n", ["Elf"], []),
    ("# Band\n- <!-- old -->\n  Elf Q3+ C2\n", ["Elf"], []),
    ("# 緑の手\n- エルフ 質3+ 戦闘2\n1. <!-- 予備：\n\n   オーク 質4+ 戦闘3 森林踏破 --> 狼 質4+ 戦闘2\n", ["エルフ", "狼"], []),
], ids=["list-item", "block-quote", "empty-item", "japanese-numbered"])
def test_a_comment_at_a_list_items_or_quotes_start_is_an_html_block_in_it(text, profiles, notes):
    """A `<!--` right after a list item's marker or a block quote's `>` opens an HTML block inside the item or quote, as
    markdown-it reads it: hidden up to its `-->` over the item's lines, blank ones too; the line after its `-->` read,
    and the marker left alone is an empty item, nothing. Before, it was read inline: the blank line ended its paragraph,
    the comment was text and the line closing it a profile (`Forester -->`, SH101), the marker a note `-`."""
    (band,), problems = read(text)
    assert ([p.name for p in band.profiles], [n.text for n in band.notes], problems) == (profiles, notes, [])


@pytest.mark.parametrize(("text", "profiles", "at"), [
    ("# Band\n- <!-- spare:\n  Orc Q4+ C3\n- Elf Q3+ C2\n", ["Elf"], (2, 3)),
    ("# Band\n> <!-- old\n> Orc Q4+ C3\n\nElf Q3+ C2\n<!-- x -->\n", ["Elf"], (2, 3)),   # (a `-->` after its quote)
    ("# 緑の手\n1. <!-- 予備：\n   オーク 質4+ 戦闘3\n\n   狼 質4+ 戦闘2\n2. エルフ 質3+ 戦闘2\n", ["エルフ"], (2, 4)),
], ids=["list-item", "block-quote", "japanese-numbered"])
def test_a_comment_its_list_item_or_quote_does_not_close_hides_the_rest_of_it_and_is_said(text, profiles, at):
    """A `<!--` at a list item's or a block quote's start that no `-->` in the item or quote closes hides the rest of
    the item or quote, as CommonMark reads it (an HTML block ends with its container), and SH014 (a warning) says so at
    the `<!--`, in both languages. Before, it was read as inline text: the hidden profile (`Orc Q4+ C3`) was counted,
    `<!-- spare:` a note, and nothing was said."""
    (band,), problems = read(text)
    assert ([p.name for p in band.profiles], list(band.notes)) == (profiles, [])
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.span.text) for d in problems] == [
        ("SH014", "warning", *at, "<!--")]
    en, ja = problems[0].text("en"), problems[0].text("ja")
    assert "list item or block quote" in en and "`-->`" in en and "リスト項目" in ja and "「-->」" in ja


@pytest.mark.parametrize(("written", "said"), [
    ("Elves \\#2", "Elves #2"), ("Elves\\#2", "Elves#2"), ("Elves \\\\#2", "Elves \\#2"), ("\\*Elves\\*", "*Elves*"),
    ("Elves `\\#2` x", "Elves \\#2 x"), ("エルフ \\＃２", "エルフ \\＃２"),
])
def test_a_backslash_in_a_markdown_name_escapes_as_markdowns_does(written, said):
    # (in a code span a backslash is itself; a full-width mark is no ASCII punctuation Markdown escapes)
    (warband,), problems = read(f"# {written}\n\nElf Q3+ C2\n")
    assert warband.name == said and not problems, [d.render() for d in problems]


def test_a_markdown_name_is_what_markdown_shows_a_note_as_written():
    text = ("# **Elves** of the *Deep* Wood \\#2\n\n| Name | Q | C | Equipment |\n|---|---|---|---|\n"
            "| **Elf** `#1` | 3+ | 2 | a **bow** \\#2 |\n\n- **Wolf x2** — Q4+ C2\n")
    (warband,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert warband.name == "Elves of the Deep Wood #2"
    assert [(p.name, p.count, [n.text for n in p.notes]) for p in warband.profiles] == [
        ("Elf #1", 1, ["Equipment: a **bow** \\#2"]), ("Wolf", 2, [])]


_WORDS = st.text(alphabet="Elfaxエルフ12 #/※＃.", min_size=0, max_size=12)
_PIECE = st.builds(lambda a, middle, b: a + middle + b, st.sampled_from("Eaエ"), _WORDS, st.sampled_from("lxフ"))


@settings(max_examples=examples(300), deadline=None)
@given(name=_PIECE, model=_PIECE, rule=_PIECE, note=_PIECE, prose=_PIECE)
def test_no_word_of_a_markdown_warband_is_lost(name, model, rule, note, prose):
    """Every character of a Markdown warband's name, a profile's name and special rule, a note and a line of prose,
    holding `#`, `//`, `※`, is in the warband read (its name, a profile, a note) or on a line a diagnostic points at."""
    lines = [f"# {name}", "", f"{model} Q3+ C2 Forester, {rule}", f"    Notes: {note}", "", f"They {prose}."]
    text = "\n".join(lines) + "\n"
    bands, problems = read(text)
    kept = [b.span for b in bands] + [p.span for b in bands for p in b.profiles] \
        + [n.span for b in bands for n in b.notes] + [n.span for b in bands for p in b.profiles for n in p.notes]
    said = {line for d in problems for line in range(d.span.line, d.span.end_line + 1)}
    for piece, line in ((name, 1), (model, 3), (rule, 3), (note, 4), (prose, 6)):
        start = sum(len(x) + 1 for x in lines[:line - 1]) + (lines[line - 1].index(piece) if piece is model
                                                            else lines[line - 1].rindex(piece))
        for at in range(start, start + len(piece)):
            assert text[at].isspace() or line in said or any(s.start <= at < s.end for s in kept), (piece, text[at])
    assert [b.name for b in bands] == [name]
    if not problems:
        (band,) = bands
        assert [(p.name, [u.name_as_written for u in p.rules]) for p in band.profiles] == [(model, ["Forester", rule])]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_long_runs_of_comments_escapes_and_marks_read_in_linear_time():
    # (a heading's closing `#`s were searched for from every blank of a run: ten thousand comments on one line, blanked,
    # took 40 s)
    def bands(n: int) -> list[str]:
        return ["# E " + "<!-- x -->" * n + "\n\nElf Q3+ C2\n", "# E " + "<!-- " * n + "\n\nElf Q3+ C2\n",
                "# E\n" + "<!-- x\n-->\n" * n + "Elf Q3+ C2\n", "# E " + "`\\# " * n + "x\n\nElf Q3+ C2\n",
                "# E" + " #" * n + "x\n\nElf Q3+ C2\n", "# E\n\nElf Q3+ C2\n" + "    Notes: a # b // c ※ d \\#\n" * n,
                "# E " + "**a [b " * n + "x\n\nElf Q3+ C2\n", "# E\n\n" + "**Elf** \\#1 Q3+ C2\n" * n,
                "# E\n\nElf Q3+ C2\n" + "a <!--\n" * n + "\n-->\n", "# E\n\nElf Q3+ C2\n" + "`<!--` " * n + "-->\n",
                "# E\n\nElf Q3+ C2\n" + "| a <!-- | b |\n" * n, "# E\n\nElf Q3+ C2\n" + "<!-- " * n + "\n",
                "# E\n\nElf Q3+ C2\n" + "- <!-- x\n\n  y -->\n" * n, "# E\n\nElf Q3+ C2\n" + "> - " * n + "<!--\n", "# E\n\nElf Q3+ C2\n" + "- <!-- x\n" * n + "-->\n",
                "# E\n\nElf Q3+ C2\n" + "```\nOrc Q4+ C3\n```\n" * n, "Orcs of the\n" * n + "----\nElf Q3+ C2\n"]

    read(bands(1)[0])
    for small, large in zip(bands(2500), bands(10000)):
        timings = [cpu_seconds(lambda text=text: (comments_of.cache_clear(), read(text)), repeat=2)
                   for text in (small, large)]   # (the comments of a text are kept for its notes: found anew each time)
        assert timings[1] < 8 * timings[0] + 0.05, (large[:20], timings)  # four times the text, not sixteen times the time


def test_a_models_last_field_ending_in_marks_leaves_no_line_behind():
    # (the reader went on from where the last field's words ended, not from its line's end: `- Notes: **bold**` left its
    # last `*` to be read as a line, a note `*` of the warband; a CRLF line its `\n`, a blank line)
    for text in ("# E\n\n## Wolf\n- Quality: 4+\n- Combat: 2\n- Notes: a **bold** one**\n",
                 "# エ\n\n## 狼\n- 質：4+\n- 戦闘：2\n- 備考：`速い`\n"):
        (warband,), problems = read(text)
        assert warband.notes == () and not problems, [n.text for n in warband.notes]
        assert len(warband.profiles[0].notes) == 1


@pytest.mark.parametrize(("text", "notes", "prose"), [
    ("# E\n\nElf Q3+ C2\n    **Notes:** a **longbow**\n\n*They* wait **here**\n", ["**Notes:** a **longbow**"],
     ["*They* wait **here**"]),
    ("# E\n\n## Elf\n- Quality: 3+\n- Combat: 2\n- Notes: a `bow`\n", ["Notes: a `bow`"], []),
    ("# E\n\n| Name | Q | C | Equipment |\n|---|---|---|---|\n| Elf | 3+ | 2 | a **bow** |\n", ["Equipment: a **bow**"], []),
    ("# エ\n\nエルフ 質3+ 戦闘2\n    備考：**長弓**\n\n**森**で待つ\n", ["備考：**長弓**"], ["**森**で待つ"]),
])
def test_a_markdown_note_or_prose_keeps_the_marks_around_its_words(text, notes, prose):
    # (kept as written, emphasis and all, but cut where `plain` blanked its marks: `Notes:** a **longbow`,
    # `*They* wait **here`, `Equipment: a **bow`)
    (warband,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert [(n.text, n.span.text) for p in warband.profiles for n in p.notes] == [
        (n, n.split("：" if "：" in n else ": ", 1)[1] if text.count("|") else n) for n in notes]
    assert [n.text for n in warband.notes] == prose
