"""Which warband a line belongs to where a file's layout decides it (`language/layout.py`): a points limit between
two warbands, a name line over a `Warband:` line, sections under front matter's `title:`, a heading that names a
title's warband otherwise. English and Japanese keys, `.sbh` and Markdown."""

from __future__ import annotations

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.sbh.language import read_warband


def read(text: str, path: str):
    return read_warband(SourceFile(path, text))


def shape(text: str, path: str):
    bands, problems = read(text, path)
    return [(b.name, b.limit, [p.name for p in b.profiles]) for b in bands], [d.code for d in problems]


# ---- a points limit between two warbands --------------------------------------------------------------------

@pytest.mark.parametrize(("path", "text", "bands", "codes"), [
    # (a blank line over it only: the next warband's, sure)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\n\nPoints: 50\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", None, ["Elf"]), ("Orcs", 50, ["Orc"])], []),
    ("w.sbh", "ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\n\nポイント：50\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n",
     [("エルフ", None, ["エルフ"]), ("オーク", 50, ["オーク"])], []),
    ("w.md", "# Elves\n\n- Elf Q3+ C2\n\nPoints: 50\n# Orcs\n\n- Orc Q4+ C3\n",
     [("Elves", None, ["Elf"]), ("Orcs", 50, ["Orc"])], []),
    ("w.md", "# エルフ\n\n- エルフ 質3+ 戦闘2\n\nポイント：50\n# オーク\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", None, ["エルフ"]), ("オーク", 50, ["オーク"])], []),
    # (the warband above has its limit already, at its head: handed on, never in silence)
    ("w.sbh", "Warband: Elves\nPoints: 40\nElf Q3+ C2\nPoints: 50\n\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 40, ["Elf"]), ("Orcs", 50, ["Orc"])], ["SH022"]),
    # (a blank line under it only: the layout groups it with the profiles above, as before)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 50\n\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 50, ["Elf"]), ("Orcs", None, ["Orc"])], []),
    ("w.sbh", "ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\nポイント：50\n\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n",
     [("エルフ", 50, ["エルフ"]), ("オーク", None, ["オーク"])], []),
    # (parted from neither or from both, nothing else telling: the warband's above, at its foot as is common, said)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 50\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 50, ["Elf"]), ("Orcs", None, ["Orc"])], ["SH022"]),
    ("w.sbh", "ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\n\nポイント：50\n\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n",
     [("エルフ", 50, ["エルフ"]), ("オーク", None, ["オーク"])], ["SH022"]),
    # (the next line starts no warband: the limit is the warband's above, as before)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\n\nPoints: 50\nElf Q3+ C2\n", [("Elves", 50, ["Elf", "Elf"])], []),
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 50\n", [("Elves", 50, ["Elf"])], []),
    # (the next warband has its own limit: this one is the warband's above)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\n\nPoints: 50\nWarband: Orcs (60 pts)\nOrc Q4+ C3\n",
     [("Elves", 50, ["Elf"]), ("Orcs", 60, ["Orc"])], []),
    ("w.md", "# Elves\n\n- Elf Q3+ C2\n\nPoints: 50\n# Orcs (50 pts)\n\n- Orc Q4+ C3\n",
     [("Elves", 50, ["Elf"]), ("Orcs", 50, ["Orc"])], []),
    ("w.md", "# エルフ\n\n- エルフ 質3+ 戦闘2\n\nポイント：50\n# オーク（60点）\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", 50, ["エルフ"]), ("オーク", 60, ["オーク"])], []),
], ids=["gap-over", "japanese-gap-over", "markdown-heading", "japanese-markdown-heading", "above-has-one",
        "gap-under", "japanese-gap-under", "no-gap", "japanese-both-gaps", "profiles-follow", "file-end",
        "next-has-another", "heading-same-limit", "heading-other-limit"])
def test_a_limit_over_the_next_warband_is_its(path, text, bands, codes):
    """`Points: 50` after the elves' profiles and right over `Warband: Orcs` (or `# Orcs`): the file's layout decides
    whose it is, and SH022 says the reading when it cannot. Before, the limit always went to the warband above."""
    assert shape(text, path) == (bands, codes)


def test_the_unsure_limit_says_both_warbands_in_both_languages():
    _, problems = read("ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\nポイント：50\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n", "w.sbh")
    (said,) = problems
    assert said.span.text == "ポイント：50" and (said.span.line, said.span.column) == (3, 1)
    english, japanese = said.text("en"), said.text("ja")
    assert "`オーク`" in english and "read as `エルフ`'s" in english
    assert "「エルフ」の上限として読みました" in japanese


# ---- a name line over a `Warband:` line --------------------------------------------------------------------

@pytest.mark.parametrize(("path", "text", "band", "said"), [
    ("w.sbh", "The Green Hand\nPoints: 30\nWarband: Elves\nElf Q3+ C2\n", ("Elves", 30, ["Elf"]),
     [("SH003", "Elves")]),
    ("w.sbh", "緑の手\nポイント：30\nウォーバンド：エルフ\nエルフ 質3+ 戦闘2\n", ("エルフ", 30, ["エルフ"]),
     [("SH003", "エルフ")]),
    ("w.sbh", "The Green Hand\nWarband: The Green Hand\nElf Q3+ C2\n", ("The Green Hand", None, ["Elf"]), []),
    ("w.sbh", "The Green Hand (30 pts)\nWarband: Elves (30 pts)\nElf Q3+ C2\n", ("Elves", 30, ["Elf"]),
     [("SH003", "Elves")]),
    ("w.sbh", "The Green Hand\nPoints: 30\nWarband: Elves (40 pts)\nElf Q3+ C2\n", ("Elves", 30, ["Elf"]),
     [("SH003", "Warband: Elves (40 pts)"), ("SH003", "Elves")]),
], ids=["english", "japanese", "same-name", "limits-in-names", "other-limit"])
def test_a_name_line_over_a_warband_line_is_one_warband(path, text, band, said):
    """A line of a name alone, a limit and a `Warband:` line are one warband: the `Warband:` line's name taken (as
    under front matter's title) and SH003 saying both names when they differ, the limit kept. Before, two warbands:
    the name line's with the limit and no profile (SH004), the other with the profiles and no limit."""
    bands, problems = read(text, path)
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in bands] == [band]
    assert [(d.code, d.span.text) for d in problems] == said


@pytest.mark.parametrize(("text", "bands", "said"), [
    ("# The Green Hand\n\nPoints: 30\n\nWarband: Elves\n\n- Elf Q3+ C2\n", [("Elves", 30, ["Elf"])],
     [("SH003", "Elves")]),
    ("# 緑の手\n\nポイント：30\n\nウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n", [("エルフ", 30, ["エルフ"])],
     [("SH003", "エルフ")]),
    # (under a heading, `## Warband: Elves`, one of several a league's limit may stand over: two, as before)
    ("# 緑の手\n\nポイント：30\n\n## ウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n",
     [("緑の手", 30, []), ("エルフ", None, ["エルフ"])], [("SH004", "緑の手")]),
    ("# Spring League\n\nPoints: 300\n\n## Warband: Elves\n\n- Elf Q3+ C2\n\n## Warband: Orcs\n\n- Orc Q4+ C3\n",
     [("Spring League", 300, []), ("Elves", None, ["Elf"]), ("Orcs", None, ["Orc"])], [("SH004", "Spring League")]),
], ids=["english", "japanese", "japanese-heading", "league"])
def test_a_title_heading_with_a_limit_under_it_gives_way_to_a_warband_line(text, bands, said):
    """A Markdown title with a limit line under it gives way to a `Warband:` line below it: one warband, the limit
    kept, and SH003 saying both names (the review's R6: the title was in no output). Under a heading, `## Warband:
    Elves`, it does not (R7: the limit went to the first warband only, the title lost): the title's empty warband
    with the limit, SH004, as before."""
    got, problems = read(text, "w.md")
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in got] == bands
    assert [(d.code, d.span.text) for d in problems] == said


@pytest.mark.parametrize(("text", "prose", "name"), [
    ("My list for Saturday, painted ones only\n\nWarband: Elves\n\n- Elf Q3+ C2\n",
     "My list for Saturday, painted ones only", "Elves"),
    ("The Green Hand\n\nPoints: 30\n\nWarband: Elves\n\n- Elf Q3+ C2\n", "The Green Hand", "Elves"),
    ("土曜日の編成、塗装済みのみ\n\nウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n", "土曜日の編成、塗装済みのみ", "エルフ"),
], ids=["english", "name-like", "japanese"])
def test_a_markdown_line_of_prose_over_a_warband_line_is_a_note(text, prose, name):
    """In Markdown a line with no heading's mark over `Warband: Elves` is prose: the warband's note, nothing said (the
    review: it was taken for a second name, SH003 calling a sentence a name, and was in no output)."""
    (band,), problems = read(text, "w.md")
    assert band.name == name and [n.text for n in band.notes] == [prose]
    assert problems == []


def test_a_heading_with_its_limit_is_still_a_warband_of_its_own():
    assert shape("# Elves (300 pts)\n\n## Warband: Orcs\n\n- Orc Q4+ C3\n", "w.md") == (
        [("Elves", 300, []), ("Orcs", None, ["Orc"])], ["SH004"])


def test_two_warband_lines_are_still_two_warbands():
    """Only a line of a name alone gives way: `Warband: A` over `Warband: B` is two warbands, the first with none
    (SH004), as before."""
    assert shape("Warband: A\nWarband: B\nElf Q3+ C2\n", "w.sbh") == (
        [("A", None, []), ("B", None, ["Elf"])], ["SH004"])


# ---- sections under front matter's title -------------------------------------------------------------------

_LORD, _ELF = "- Elf Lord Q3+ C3 Leader\n", "- Elf Q3+ C2\n"
_ORC_BOSS = "- Orc Boss Q4+ C3 Leader\n"


@pytest.mark.parametrize(("text", "bands", "codes"), [
    # (a section of personalities alone could be no warband: parts of the title's, sure)
    ("---\ntitle: Elves\n---\n## Heroes\n- Elf Lord Q3+ C3 Hero\n## Troops\n" + _ELF * 3,
     [("Elves", None, ["Elf Lord", "Elf", "Elf", "Elf"])], []),
    ("---\ntitle: エルフ\n---\n## 英雄\n- エルフの君主 質3+ 戦闘3 英雄\n## 部隊\n" + "- エルフ 質3+ 戦闘2\n" * 3,
     [("エルフ", None, ["エルフの君主", "エルフ", "エルフ", "エルフ"])], []),
    # (a limit at the foot of the last section: the whole warband's, R5)
    ("---\ntitle: Elves\n---\n\n## Heroes\n\n- Elf Lord Q3+ C3 Hero\n\n## Troops\n\n- 4x Elf Q3+ C2\n\nPoints: 300\n",
     [("Elves", 300, ["Elf Lord", "Elf"])], []),
    ("---\ntitle: エルフ\n---\n\n## 英雄\n\n- エルフの君主 質3+ 戦闘3 英雄\n\n## 部隊\n\n- 4体 エルフ 質3+ 戦闘2\n\n"
     "ポイント：300\n", [("エルフ", 300, ["エルフの君主", "エルフ"])], []),
    # (the front matter's limit, or one Leader, is no proof of one warband (R4): each section a warband, said)
    ("---\ntitle: Elves\npoints: 200\n---\n## Archers\n" + _ELF + "## Spears\n" + _ELF,
     [("Archers", 200, ["Elf"]), ("Spears", 200, ["Elf"])], ["SH022"]),   # (the front matter's limit each one's: it
    # was the first's alone)
    ("---\ntitle: My Warbands\n---\n\n## Elves\n\n" + _LORD + "- 3x Elf Q3+ C2\n\n## Orcs\n\n- 4x Orc Q4+ C3\n",
     [("Elves", None, ["Elf Lord", "Elf"]), ("Orcs", None, ["Orc"])], ["SH022"]),
    ("---\ntitle: 私の編成\n---\n\n## エルフ\n\n- エルフの君主 質3+ 戦闘3 リーダー\n- 3体 エルフ 質3+ 戦闘2\n\n## オーク\n\n"
     "- 4体 オーク 質4+ 戦闘3\n", [("エルフ", None, ["エルフの君主", "エルフ"]), ("オーク", None, ["オーク"])], ["SH022"]),
    # (a section's own limit, under its heading or in it (L1): each section a warband, named by its heading)
    ("---\ntitle: My Rosters\n---\n## Elves\nPoints: 100\n" + _ELF + "## Orcs\nPoints: 100\n- Orc Q4+ C3\n",
     [("Elves", 100, ["Elf"]), ("Orcs", 100, ["Orc"])], []),
    ("---\ntitle: 私の編成\n---\n## エルフ\nポイント：100\n- エルフ 質3+ 戦闘2\n## オーク\nポイント：100\n- オーク 質4+ 戦闘3\n",
     [("エルフ", 100, ["エルフ"]), ("オーク", 100, ["オーク"])], []),
    ("---\ntitle: My Rosters\n---\n\n## Elves\n\n" + _ELF + "\n## Orcs (200 pts)\n\n- Orc Q4+ C3\n",
     [("Elves", None, ["Elf"]), ("Orcs", 200, ["Orc"])], []),
    ("---\ntitle: 私の編成\n---\n\n## エルフ\n\n- エルフ 質3+ 戦闘2\n\n## オーク（200点）\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", None, ["エルフ"]), ("オーク", 200, ["オーク"])], []),
    # (two Leaders: two warbands)
    ("---\ntitle: My Rosters\n---\n# Elves\n" + _LORD + _ELF * 3 + "# Orcs\n" + _ORC_BOSS + "- Orc Q4+ C3\n" * 3,
     [("Elves", None, ["Elf Lord", "Elf", "Elf", "Elf"]), ("Orcs", None, ["Orc Boss", "Orc", "Orc", "Orc"])], []),
], ids=["heroes-troops", "japanese-heroes-troops", "foot-limit", "japanese-foot-limit", "front-limit", "one-leader",
        "japanese-one-leader", "own-limits", "japanese-own-limits", "heading-limit", "japanese-heading-limit",
        "two-leaders"])
def test_what_sections_under_a_title_hold_tells_one_warband_from_several(text, bands, codes):
    """Under front matter's `title:`, `## Heroes` … `## Troops` are parts of the title's warband when a section could
    be no warband alone (before, `Troops` was a second warband, and SH110 was worked out on the heroes alone); sections
    each with their limit, or two with a Leader, are warbands, named by their headings (before, the first was named by
    the title); when nothing tells, warbands too, and SH022 says so (the review's R4: one Leader joined them silently)."""
    got, problems = read(text, "w.md")
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in got] == bands
    assert [d.code for d in problems if d.code not in ("SH110",)] == codes


def test_joined_sections_keep_their_notes_and_subtotals_and_the_unsure_reading_is_said_in_both_languages():
    text = ("---\ntitle: エルフ\n---\n## 英雄\n- エルフの君主 質3+ 戦闘3 英雄\n    備考：長弓\n\n前に立つ。\n\n合計：60点\n"
            "## 部隊\n- 4体 エルフ 質3+ 戦闘2\n    備考：槍\n\n後ろに。\n\n合計：80点\n")
    (band,), problems = read(text, "w.md")
    assert [[n.text for n in p.notes] for p in band.profiles] == [["備考：長弓"], ["備考：槍"]]
    assert [n.text for n in band.notes] == ["前に立つ。", "合計：60点", "後ろに。", "合計：80点"]
    assert [d.code for d in problems] == ["SH110"]   # (no SH113: each total is its section's, L2)
    (said,) = [d for d in read(text.replace("英雄\n", "射手\n").replace(" 英雄", ""), "w.md")[1] if d.code == "SH022"]
    assert said.span.text == "部隊"
    assert "「射手」と「部隊」" in said.text("ja") and "`射手` and `部隊`" in said.text("en")


def test_a_whole_total_under_the_last_section_is_still_checked():
    text = "---\ntitle: Elves\n---\n## Heroes\n- Elf Lord Q3+ C3 Hero\n## Troops\n- 4x Elf Q3+ C2\nTotal: 150\n"
    _, problems = read(text, "w.md")
    assert [d.code for d in problems if d.code != "SH110"] == ["SH113"]
    assert not [d for d in read(text.replace("150", "140"), "w.md")[1] if d.code != "SH110"]


# ---- a heading that names a title's warband otherwise ------------------------------------------------------

@pytest.mark.parametrize(("text", "name"), [
    ("---\ntitle: Elves\n---\n\n# Elves2\n\n- Elf Q3+ C2\n", "Elves"),
    ("---\ntitle: Elves\n---\n\n# Roster\n\n- Elf Q3+ C2\n", "Elves"),
    ("---\ntitle: Elves\n---\n\n## Models\n\n- Elf Q3+ C2\n", "Elves"),
    ("---\ntitle: エルフ\n---\n\n# 編成\n\n- エルフ 質3+ 戦闘2\n", "エルフ"),
    ("---\ntitle: Elves\n---\n\n# Elves\n\n- Elf Q3+ C2\n", "Elves"),
    ("---\ntitle: Wood Elves\n---\n\n# My warbands\n\n## Wood Elves\n\n- Elf Q3+ C2\n", "Wood Elves"),
    ("---\ntitle: Elves\n---\n\n# Elves\n\n## Heroes\n\n- Elf Q3+ C2\n\n## Troops\n\n- Elf Q3+ C2\n", "Elves"),
    ("---\ntitle: エルフ\n---\n\n# エルフ\n\n## 英雄\n\n- エルフ 質3+ 戦闘2\n\n## 部隊\n\n- エルフ 質3+ 戦闘2\n", "エルフ"),
], ids=["other", "roster", "models", "japanese-roster", "same", "document-heading-over-the-same",
        "title-heading-over-sections", "japanese-title-heading-over-sections"])
def test_a_heading_under_a_title_is_no_second_name(text, name):
    """`title: Elves` over `# Roster`: a document's or a section's heading; the title kept, nothing said, as docs/sbh.md's
    SH003 row says (the review's R8: SH003 said a second name)."""
    (band,), problems = read(text, "w.md")
    assert band.name == name
    assert problems == []


# ---- the review's findings on a limit between two warbands --------------------------------------------------

@pytest.mark.parametrize(("path", "text", "bands", "codes"), [
    # (R1: a warband with its limit hands a second one on only when said)
    ("g1.sbh", "Warband: Elves (300 pts)\nElf Lord Q3+ C3\n4x Elf Q3+ C2\n140 pts\n\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 300, ["Elf Lord", "Elf"]), ("Orcs", 140, ["Orc"])], ["SH022"]),
    ("g1.md", "## エルフ（300点）\n\n- エルフ 質3+ 戦闘2\n\n140点\n\n## オーク\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", 300, ["エルフ"]), ("オーク", 140, ["オーク"])], ["SH022"]),
    # (R1: the same limit again is the warband's above, restated)
    ("g3.sbh", "Warband: Elves (300 pts)\nElf Q3+ C2\nPoints: 300\n\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 300, ["Elf"]), ("Orcs", None, ["Orc"])], []),
    ("g3.sbh", "ウォーバンド：エルフ（300点）\nエルフ 質3+ 戦闘2\nポイント：300\n\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n",
     [("エルフ", 300, ["エルフ"]), ("オーク", None, ["オーク"])], []),
    # (R1: the next warband's own limit is never overridden: a second one above, SH003)
    ("g4.md", "# Elves (300 pts)\n\n- Elf Q3+ C2\nPoints: 285\n\n# Orcs (300 pts)\n\n- Orc Q4+ C3\n",
     [("Elves", 300, ["Elf"]), ("Orcs", 300, ["Orc"])], ["SH003"]),
    ("g4.md", "# エルフ（300点）\n\n- エルフ 質3+ 戦闘2\nポイント：285\n\n# オーク（300点）\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", 300, ["エルフ"]), ("オーク", 300, ["オーク"])], ["SH003"]),
    # (R2: each limit at its warband's foot, the file's layout: each its own)
    ("b1.md", "# Elves\n\n- Elf Q3+ C2\n\nPoints: 300\n\n# Orcs\n\n- Orc Q4+ C3\n\nPoints: 200\n",
     [("Elves", 300, ["Elf"]), ("Orcs", 200, ["Orc"])], []),
    ("b1.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 300\nWarband: Orcs\nOrc Q4+ C3\nPoints: 200\n",
     [("Elves", 300, ["Elf"]), ("Orcs", 200, ["Orc"])], []),
    ("b1.md", "# エルフ\n\n- エルフ 質3+ 戦闘2\n\nポイント：300\n\n# オーク\n\n- オーク 質4+ 戦闘3\n\nポイント：200\n",
     [("エルフ", 300, ["エルフ"]), ("オーク", 200, ["オーク"])], []),
    # (each limit at its warband's head: the one between is the next's, sure)
    ("h1.sbh", "Warband: Elves\nPoints: 300\nElf Q3+ C2\nPoints: 200\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 300, ["Elf"]), ("Orcs", 200, ["Orc"])], ["SH022"]),
    ("h2.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 200\nWarband: Orcs\nOrc Q4+ C3\nWarband: Dwarves\nPoints: 100\n"
     "Dwarf Q4+ C3\n", [("Elves", None, ["Elf"]), ("Orcs", 200, ["Orc"]), ("Dwarves", 100, ["Dwarf"])], []),
    # (R3: a section holding no profile has no limit)
    ("m1.md", "## Elves\n\n- Elf Q3+ C2\n\nPoints: 300\n\n## Tactics\n\nHold the ridge.\n",
     [("Elves", 300, ["Elf"]), ("Tactics", None, [])], ["SH004"]),
    ("m1.md", "## エルフ\n\n- エルフ 質3+ 戦闘2\n\nポイント：300\n\n# 作戦\n\n尾根を守る。\n",
     [("エルフ", 300, ["エルフ"]), ("作戦", None, [])], ["SH004"]),
    # (L3: a setext heading is a `#` heading: the same reading, said)
    ("f5.md", "Elves\n=====\n\n- Elf Q3+ C2\n\nPoints: 50\n\nOrcs\n====\n\n- Orc Q4+ C3\n",
     [("Elves", 50, ["Elf"]), ("Orcs", None, ["Orc"])], ["SH022"]),
    ("f5.md", "エルフ\n=====\n\n- エルフ 質3+ 戦闘2\n\nポイント：50\n\nオーク\n====\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", 50, ["エルフ"]), ("オーク", None, ["オーク"])], ["SH022"]),
], ids=["r1-foot", "r1-japanese-markdown", "r1-restated", "r1-japanese-restated", "r1-next-own",
        "r1-japanese-next-own", "r2-markdown", "r2-sbh", "r2-japanese", "head-layout-above-has-one", "head-layout",
        "r3-notes", "r3-japanese", "l3-setext", "l3-japanese-setext"])
def test_a_limit_between_two_warbands_follows_the_files_layout(path, text, bands, codes):
    """The review's R1-R3, L3: a limit at a warband's foot is its own where the other warbands' limits stand at their
    foot (before the mend, every limit shifted down one warband), never handed on in silence by a warband that has one,
    never given to a section holding no profile; setext headings start warbands as `#` headings do."""
    assert shape(text, path) == (bands, codes)


def test_the_unsure_limit_names_an_unnamed_first_warband_by_its_files_name():
    _, problems = read("Elf Q3+ C2\nPoints: 50\nWarband: Orcs\nOrc Q4+ C3\n", "l1.sbh")
    (said,) = problems
    assert said.code == "SH022" and "`l1`" in said.text("en") and "`?`" not in said.text("en")
    _, problems = read("エルフ 質3+ 戦闘2\nポイント：50\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n", "l1.sbh")
    assert "「l1」" in problems[0].text("ja")


@pytest.mark.parametrize(("text", "words"), [
    ("Elves\n=====\n\n- Elf Q3+ C2\nPoints: 50\nOrcs\n====\n\n- Orc Q4+ C3\n", "Orcs"),
    ("エルフ\n=====\n\n- エルフ 質3+ 戦闘2\nポイント：50\nオーク\n====\n\n- オーク 質4+ 戦闘3\n", "オーク"),
], ids=["english", "japanese"])
def test_a_setext_heading_right_under_a_list_item_is_read_as_a_heading_and_said(text, words):
    """The review's O1: `Orcs` over `====` right under a list item is Markdown's text of the item, but it is written as
    a heading: read as one, the orcs a warband of their own, and SH022 says to put a blank line over it (before, `Orcs`
    was a note and the orcs' profiles were counted in the elves, nothing said)."""
    bands, problems = read(text, "f7.md")
    assert [(b.name, len(b.profiles)) for b in bands] == [(text.split("\n")[0], 1), (words, 1)]
    (said,) = problems
    assert said.code == "SH022" and said.span.text == words
    assert f"`{words}`" in said.text("en") and f"「{words}」" in said.text("ja")


@pytest.mark.parametrize(("text", "words"), [
    ("Elves\n-----\n\n- Elf Q3+ C2\nOrcs\n----\n- Orc Q4+ C3\n", "Orcs"),
    ("Elves\n---\n\n- Elf Q3+ C2\nOrc\n---\n- Orc Q4+ C3\n", "Orc"),     # (as long as its words)
    ("## Elves\n\n> Elf Q3+ C2\nOrcs\n--------\n- Orc Q4+ C3\n", "Orcs"),
    ("エルフ\n------\n\n- エルフ 質3+ 戦闘2\nオーク\n------\n- オーク 質4+ 戦闘3\n", "オーク"),
    ("## エルフ\n\n- エルフ 質3+ 戦闘2\nオーク\n----\n- オーク 質4+ 戦闘3\n", "オーク"),
    ("Elves\n=====\n\n- Elf Q3+ C2\nOrcs\n----\n- Orc Q4+ C3\n", "Orcs"),   # (under `# Elves`: its section)
], ids=["english", "english-3-letters", "quote", "japanese", "japanese-4-dashes", "a-section"])
def test_a_dashed_setext_heading_right_under_a_list_item_is_read_as_a_heading_and_said(text, words):
    """`Orcs` over `----` right under a list item, as `Orcs` over `====` (above): Markdown shows the words as the item's
    text and the dashes as a rule, but they are written as a heading of level 2: read as the `## Orcs` it looks like
    (with a blank line over it, as Markdown reads it too), and said, SH022 (before, `Orcs` was a note of the elves, the
    orcs' profiles theirs, nothing said)."""
    bands, problems = read(text, "f8.md")
    heading = text.index(f"\n{words}\n")
    well_formed, none = read(text[:heading] + "\n" + text[heading:], "f8.md")   # (a blank line over it)
    assert [(b.name, len(b.profiles)) for b in bands] == [(b.name, len(b.profiles)) for b in well_formed]
    assert none == [] and len(bands) == (1 if text.startswith("Elves\n=") else 2)
    (said,) = problems
    assert said.code == "SH022" and said.span.text == words
    assert f"`{words}` over its underline of dashes" in said.text("en") and f"`## {words}`" in said.text("en")
    assert f"「{words}」" in said.text("ja") and "横線" in said.text("ja")


@pytest.mark.parametrize(("text", "words"), [
    ("# Elves (300 pts)\n\n- Elf Mage Q3+ C2 Magic-User\n- Elf Scout Q3+ C2 Forester\nthe scouts go first\n----\n"
     "- 2x Elf Archer Q3+ C2 Shooter (Long)\n", "the scouts go first"),
    ("# Elves\n\n1. Elf Q3+ C2\nOrcs\n----\n\n1. Orc Q4+ C3\n", "Orcs"),
    ("# エルフ（300点）\n\n- エルフ 質3+ 戦闘2\n斥候が先に動く\n----\n- エルフ 質3+ 戦闘2\n", "斥候が先に動く"),
    ("# Elves\n\n- Elf Q3+ C2\n\n## the scouts go first\n\n- Elf Q3+ C2\n", "the scouts go first"),
    ("# エルフ\n\n- エルフ 質3+ 戦闘2\n\n## 斥候が先に動く\n\n- エルフ 質3+ 戦闘2\n", "斥候が先に動く"),
], ids=["dashes-en", "dashes-ordered", "dashes-ja", "heading-en", "heading-ja"])
def test_a_heading_inside_a_warband_keeps_its_words(text, words):
    """A heading under a warband's own, read as a section of it (`## the scouts go first` under `# Elves`, or a line
    over `----` right under a list item, read as that heading since sbhcli), is kept as a note as written: it was
    dropped, in neither the parse JSON nor the cards (before sbhcli, the dashed line was a note)."""
    bands, _ = read(text, "w.md")
    assert [words in [n.text for n in b.notes] for b in bands] == [True]


def test_a_heading_inside_a_warband_is_on_its_cards(tmp_path, capsys):
    from statblock import cli

    for lang, text, words in [("en", "# Elves\n\n- Elf Q3+ C2\nthe scouts go first\n----\n- Elf Q3+ C2\n",
                               "the scouts go first"),
                              ("ja", "# エルフ\n\n- エルフ 質3+ 戦闘2\n\n## 斥候が先に動く\n\n- エルフ 質3+ 戦闘2\n",
                               "斥候が先に動く")]:
        path = tmp_path / f"{lang}.md"
        path.write_text(text, encoding="utf-8")
        out = tmp_path / f"{lang}.txt"
        assert cli.main(["cards", str(path), "-o", str(out), "--format", "txt", "--lang", lang]) == 0
        capsys.readouterr()
        assert words in out.read_text(encoding="utf-8")


def test_a_thematic_break_under_prose_is_no_heading():
    bands, problems = read("# Elves\n\n- Elf Q3+ C2\nsome prose\n---\n\n- Elf Q3+ C2\n", "w.md")
    assert [(b.name, [n.text for n in b.notes]) for b in bands] == [("Elves", ["some prose"])] and problems == []


@pytest.mark.slow
def test_a_long_underline_under_a_list_item_is_read_in_linear_time():
    from bounds import time_bound

    for underline in ("-" * 100_000, "=" * 100_000, "-" * 3 + " " * 100_000, "-" * 100_000 + " " * 100_000 + "x"):
        with time_bound(1.0):
            read(f"## Elves\n\n- Elf Q3+ C2\nOrcs\n{underline}\n- Orc Q4+ C3\n", "long.md")


@pytest.mark.parametrize(("text", "limits", "said"), [
    ("---\npoints: 300\n---\n\n# Elves\n\n- Elf Q3+ C2\n\n# Orcs\n\n- Orc Q4+ C3\n", [300, 300], []),
    ("---\npoints: 300\n---\n\n# Elves (200 pts)\n\n- Elf Q3+ C2\n\n# Orcs\n\n- Orc Q4+ C3\n", [200, 300],
     [("SH023", "Elves (200 pts)")]),
    ("---\npoints: 300\n---\n\n# Elves\n\nPoints: 200\n\n- Elf Q3+ C2\n\n# Orcs\n\nPoints: 300\n\n- Orc Q4+ C3\n",
     [200, 300], [("SH023", "Points: 200")]),
    ("---\nポイント: 300\n---\n\n# エルフ\n\n- エルフ 質3+ 戦闘2\n\n# オーク（250点）\n\n- オーク 質4+ 戦闘3\n", [300, 250],
     [("SH023", "オーク（250点）")]),
    ("---\npoints: 300\n---\n\n# Elves\n\nPoints: 200\n\n- Elf Q3+ C2\n", [300], [("SH003", "Points: 200")]),
], ids=["league", "own-in-heading", "own-line", "japanese", "one-warband-as-before"])
def test_front_matter_points_over_several_warbands_is_each_one_s_limit(text, limits, said):
    """A league's roster: front matter's `points: 300` over `# Elves` … `# Orcs` was the elves' limit alone (the orcs
    none, unchecked); a warband's own differing limit is kept and said, naming both, in either language."""
    bands, problems = read(text, "league.md")
    assert [b.limit for b in bands] == limits
    assert [(d.code, d.span.text) for d in problems] == said
    for found in problems:
        if found.code == "SH023":
            own = str(next(b.limit for b in bands if b.limit != 300))
            assert own in found.text("en") and "300" in found.text("en") and own in found.text("ja")


@pytest.mark.parametrize(("text", "name", "said"), [
    ("Warband: W\nElf Q3+ C2\nSubtotal: 20\nOrc Q4+ C3\nSubtotal: 23\n", "w.sbh", []),
    ("Warband: W\nElf Q3+ C2\nSubtotal: 20\nOrc Q4+ C3\nSubtotal: 43 pts\n", "w.sbh", []),   # (a running subtotal)
    ("Warband: W\nElf Q3+ C2\nSubtotal: 120\nOrc Q4+ C3\n", "w.sbh", [("120", "20")]),
    ("ウォーバンド：W\nエルフ 質3+ 戦闘2\n小計：20点\nオーク 質4+ 戦闘3\n小計：99\n", "w.sbh", [("99", "23")]),
    ("# W\n\n- Elf Q3+ C2\n\nSubtotal: 21\n", "w.md", [("21", "20")]),
    ("# エルフ\n\n- エルフ 質3+ 戦闘2\n\n小計：20\n", "w.md", []),
    ("Warband: W\nElf Q3+ C2 Animl\nSubtotal: 99\n", "w.sbh", []),   # (a profile with an error: its points unsure)
], ids=["each-part", "running", "wrong", "japanese-wrong", "markdown", "markdown-japanese", "unsure"])
def test_a_subtotal_is_kept_and_checked_against_the_profiles_above_it(text, name, said):
    """`Subtotal: 120` was a note never checked (in a `.sbh` file SH001, and the line lost from the warband): now a note
    as written, and SH024 naming both numbers when it is neither the part since the last subtotal nor the running
    total."""
    (band,), problems = read(text, name)
    assert [n.text for n in band.notes] == [line for line in text.split("\n") if "計" in line or "total" in line]
    subtotals = [d for d in problems if d.code == "SH024"]
    assert [(d.span.text, str(d.suggestion).split("`")[1]) for d in subtotals] == said
    for d in subtotals:
        assert said[0][0] in d.text("en") and said[0][1] in d.text("en") and said[0][1] in d.text("ja")
    assert not [d for d in problems if d.code in ("SH001", "SH113")]


@pytest.mark.slow
@pytest.mark.parametrize("pair", ["Elf Q3+ C2\nSubtotal: 20\n", "エルフ 質3+ 戦闘2\n小計：20点\n"], ids=["en", "ja"])
def test_subtotals_are_checked_in_linear_time(pair):
    """Each subtotal was checked by summing every profile above it again (sbhcli's `check_subtotal`): 20,000 pairs of
    a profile and its subtotal took 6.5 times as long as 10,000 pairs. Now a running sum: 4 times the pairs, about 4
    times the work (quadratic: 16)."""
    from bounds import cpu_seconds, time_bound

    def reading(n):
        head = "Warband: W\n" if pair.isascii() else "ウォーバンド：W\n"
        return lambda: read(head + pair * n, "long.sbh")

    with time_bound(60):
        (band,), problems = reading(2_000)()
        small = cpu_seconds(reading(2_500))
        large = cpu_seconds(reading(10_000))
    assert len(band.notes) == 2_000 and [d.code for d in problems if d.code == "SH024"] == []
    assert large < 8 * small + 0.1, (small, large)


def test_a_section_s_total_row_under_a_title_is_checked_as_its_subtotal():
    """Sections joined into the title's warband keep each section's total as a note (`join_sections`): it was never
    checked; a wrong one is SH024, the whole's total still SH113's."""
    text = ("---\ntitle: Elves\n---\n## Heroes\n- Elf Lord Q3+ C3 Hero\n\nTotal: 61\n"
            "## Troops\n- 4x Elf Q3+ C2\n\nTotal: 140\n")
    (band,), problems = read(text, "w.md")
    assert "Total: 61" in [n.text for n in band.notes]
    assert [(d.code, d.span.text) for d in problems if d.code != "SH110"] == [("SH024", "61")]


_HEAD = {"en": "# Elves\n\n| Name | Q | C | Rules | Pts |\n|---|---|---|---|---|\n",
         "ja": "# エルフ\n\n| 名前 | 質 | 戦闘 | 特殊ルール | 点 |\n|---|---|---|---|---|\n"}
_ROWS = {"en": ("| Elf | 3+ | 2 | Forester | 26 |\n", "| Elf Archer | 3+ | 2 | Shooter (Long) | 34 |\n"),
         "ja": ("| エルフ | 3+ | 2 | 森林踏破 | 26 |\n", "| エルフの射手 | 3+ | 2 | 射手（長） | 34 |\n")}


@pytest.mark.parametrize(("lang", "row", "said"), [
    ("en", "| Subtotal | | | | 120 |\n", [("SH024", "120")]),
    ("en", "| **Subtotal:** | | | | 26 |\n", []),
    ("en", "| Sub-total | | 26 |\n", []),
    ("ja", "| 小計 | | | | 120 |\n", [("SH024", "120")]),
    ("ja", "| 小計： | | 26 |\n", []),
], ids=["en-wrong", "en-bold", "en-short-row", "ja-wrong", "ja-short-row"])
def test_a_tables_subtotal_row_is_checked_and_kept_never_a_profile(lang, row, said):
    """`| Subtotal | | 180 |` was read as a profile it could not be (SH002 at its second cell): the warband's total
    left unchecked, the row's number lost. Now a subtotal row, kept as written, a note, and checked as a subtotal line
    is (SH024)."""
    first, second = _ROWS[lang]
    (band,), problems = read(_HEAD[lang] + first + row + second, "w.md")
    assert [(d.code, d.span.text) for d in problems] == said
    assert [p.name for p in band.profiles] == [first.split("|")[1].strip(), second.split("|")[1].strip()]
    assert [n.text for n in band.notes] == [row.strip()]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("native", [False, True], ids=["table", "native"])
def test_a_total_with_profiles_after_it_is_a_subtotal_checked_and_kept(lang, native):
    """A total row or line over more profiles (`| Total | | 99 |` after the heroes) was the warband's total until the
    next took its place: lost, never checked, nothing said. A total with profiles after it is a part's: a subtotal,
    kept as written and checked (SH024); the last is the warband's (SH113)."""
    word = "Total" if lang == "en" else "合計"
    first, second = _ROWS[lang]
    if native:
        head = "Warband: Elves\n" if lang == "en" else "ウォーバンド：エルフ\n"
        rows = [f"{r.split('|')[1].strip()} Q3+ C2 {r.split('|')[4].strip()}\n" for r in (first, second)]
        text, name, mid, end = head + rows[0] + f"{word}: 99\n" + rows[1] + f"{word}: 70\n", "w.sbh", f"{word}: 99", "70"
    else:
        text = _HEAD[lang] + first + f"| {word} | | | | 99 |\n" + second + f"| {word} | | | | 70 |\n"
        name, mid, end = "w.md", f"| {word} | | | | 99 |", "70"
    (band,), problems = read(text, name)
    assert [(d.code, d.span.text) for d in problems] == [("SH024", "99"), ("SH113", end)]
    assert [n.text for n in band.notes] == [mid]
    assert "26" in problems[0].text("en") and "26" in problems[0].text("ja")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_sections_total_row_under_a_title_is_no_internal_error(lang):
    """A section's total written as a table row under front matter's title (`join_sections`) ended the reading with an
    internal error (SB999: the row kept no line to keep as its note). Each section's total row is a note as written,
    checked."""
    _, second = _ROWS[lang]
    first = "| Elf Mage | 3+ | 2 | Magic-User | 50 |\n" if lang == "en" else "| エルフの魔法使い | 3+ | 2 | マジック・ユーザー | 50 |\n"
    word = "Total" if lang == "en" else "合計"
    head = _HEAD[lang].split("\n", 2)[2]
    text = (f"---\ntitle: Elves\n---\n\n## A\n\n{head}{first}| {word} | | | | 20 |\n\n"
            f"## B\n\n{head}{second}| {word} | | | | 34 |\n")
    (band,), problems = read(text, "w.md")
    assert [(d.code, d.span.text) for d in problems if d.code != "SH110"] == [("SH024", "20")]
    assert [n.text for n in band.notes] == [f"| {word} | | | | 20 |", f"| {word} | | | | 34 |"]


@pytest.mark.parametrize(("line", "said"), [("【小計】26", []), ("［小計］：99", [("SH024", "99")]),
                                            ("[Subtotal] 99", [("SH024", "99")])])
def test_a_subtotal_label_in_brackets_is_a_subtotal(line, said):
    """A subtotal's label in brackets, as a total's (`［合計］298`): in a `.sbh` file SH001, in Markdown a note never
    checked."""
    for name, text in (("w.sbh", f"Warband: W\nElf Q3+ C2 Forester\n{line}\n"),
                       ("w.md", f"# W\n\n- Elf Q3+ C2 Forester\n\n{line}\n")):
        (band,), problems = read(text, name)
        assert [(d.code, d.span.text) for d in problems] == said, name
        assert [n.text for n in band.notes] == [line], name


@pytest.mark.slow
@pytest.mark.parametrize("pair", ["Elf Q3+ C2\nTotal: 20\n", "| Elf | 3+ | 2 | | 20 |\n| 合計 | | | | 20 |\n"],
                         ids=["native", "table"])
def test_totals_over_more_profiles_are_settled_in_linear_time(pair):
    """Each total with a profile after it becomes a subtotal, kept in its place among the notes and checked: 4 times
    the pairs, about 4 times the work."""
    from bounds import cpu_seconds, time_bound

    def reading(n):
        if pair.startswith("|"):
            return lambda: read(_HEAD["en"] + pair * n, "long.md")
        return lambda: read("Warband: W\n" + pair * n, "long.sbh")

    with time_bound(60):
        (band,), problems = reading(2_000)()
        small = cpu_seconds(reading(2_500))
        large = cpu_seconds(reading(10_000))
    assert len(band.notes) == 1_999 and [d.code for d in problems] == ["SH113"]
    assert large < 8 * small + 0.1, (small, large)


@pytest.mark.parametrize(("text", "names", "said"), [
    ("# Elves\n\n| Name | Q | C |\n|---|---|---|\n| Elf | 3+ | 2 |\nOrcs\n----\n\n- Orc Q4+ C3\n",
     [("Elves", ["Elf", "Orc"])], ["SH022"]),
    ("| Name | Q | C |\n|---|---|---|\n| Elf | 3+ | 2 |\n| Elf Archer | 3+ | 2 |\nOrcs\n====\n\n- Orc Q4+ C3\n",
     [("w", ["Elf", "Elf Archer"]), ("Orcs", ["Orc"])], ["SH022"]),
    ("# エルフ\n\n| 名前 | 質 | 戦闘 |\n|---|---|---|\n| エルフ | 3+ | 2 |\nオーク\n----\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", ["エルフ", "オーク"])], ["SH022"]),
    ("| 名前 | 質 | 戦闘 |\n|---|---|---|\n| エルフ | 3+ | 2 |\nオーク\n=====\n\n- オーク 質4+ 戦闘3\n",
     [("w", ["エルフ"]), ("オーク", ["オーク"])], ["SH022"]),
], ids=["en-section", "en-warband", "ja-section", "ja-warband"])
def test_a_tables_rows_over_a_setext_heading_are_read_as_rows(text, names, said):
    """CommonMark has no tables: a table and `Orcs` over `----` right under it were one setext heading, and the table's
    rows were lost in a warband's name or a note (`Elves` had no profile, SH004). The rows are read as the table's, the
    line under them as the heading it looks like, said (SH022: Markdown shows it as a row of the table)."""
    bands, problems = read(text, "w.md")
    assert [(b.name, [p.name for p in b.profiles]) for b in bands] == names
    assert [d.code for d in problems if d.code not in ("SH110",)] == said
    (setext,) = [d for d in problems if d.code == "SH022"]
    assert setext.span.text in ("Orcs", "オーク")
    assert setext.text("en") and setext.text("ja") and setext.span.text in setext.text("ja")


_TOTAL_FIRST = {
    "native-en": ("w.sbh", "Warband: W\n{total}\nElf Q3+ C2 Forester\nOrc Q4+ C3\n", "Total: {n}"),
    "native-ja": ("w.sbh", "ウォーバンド：W\n{total}\nエルフ 質3+ 戦闘2 森林踏破\nオーク 質4+ 戦闘3\n", "合計：{n}"),
    "bracketed-ja": ("w.sbh", "ウォーバンド：W\n{total}\nエルフ 質3+ 戦闘2 森林踏破\nオーク 質4+ 戦闘3\n", "【合計】{n}"),
    "markdown": ("w.md", "# W\n\n{total}\n\n- Elf Q3+ C2 Forester\n- Orc Q4+ C3\n", "Total: {n}"),
    "table-en": ("w.md", _HEAD["en"] + "{total}\n" + _ROWS["en"][0] + "| Orc | 4+ | 3 | | 23 |\n", "| Total | | | | {n} |"),
    "table-ja": ("w.md", _HEAD["ja"] + "{total}\n" + _ROWS["ja"][0] + "| オーク | 4+ | 3 | | 23 |\n", "| 合計 | | | | {n} |"),
    "second-warband": ("w.sbh", "Warband: A\nElf Q3+ C2 Forester\nOrc Q4+ C3\nWarband: B\n{total}\nElf Q3+ C2 Forester\n"
                       "Orc Q4+ C3\n", "Total: {n}"),
}


@pytest.mark.parametrize("layout", list(_TOTAL_FIRST))
def test_a_total_over_every_profile_is_still_the_warbands_and_checked(layout):
    """A total written before the profiles (`Total: 999` under `Warband: W`) became a subtotal of no profile at the
    sbhcli2 merge (a total with profiles after it is a part's), and a subtotal of nothing is not checked: the wrong
    number said nothing, the card printed `Total: 999` as a note under its `total 49`. A total with no profile above it
    is the warband's, as before: checked (SH113), no note."""
    name, text, total = _TOTAL_FIRST[layout]
    bands, problems = read(text.format(total=total.format(n=999)), name)
    assert [(d.code, d.span.text) for d in problems] == [("SH113", "999")]
    assert "49" in problems[0].text("en") and "49" in problems[0].text("ja")
    assert [n.text for b in bands for n in b.notes] == []
    bands, problems = read(text.format(total=total.format(n=49)), name)
    assert problems == [] and [n.text for b in bands for n in b.notes] == []


@pytest.mark.parametrize(("name", "text"), [
    ("w.sbh", "Warband: W\nElf Q3+ C2 Forester\nOrc Q4+ C3\nTotal: {a}\nTotal: {b}\n"),
    ("w.sbh", "ウォーバンド：W\nエルフ 質3+ 戦闘2 森林踏破\nオーク 質4+ 戦闘3\n合計：{a}\n総計：{b}\n"),
    ("w.md", _HEAD["en"] + _ROWS["en"][0] + "| Orc | 4+ | 3 | | 23 |\n| Total | | | | {a} |\n| Total | | | | {b} |\n"),
    ("w.md", _HEAD["ja"] + _ROWS["ja"][0] + "| オーク | 4+ | 3 | | 23 |\n| 合計 | | | | {a} |\n| 合計 | | | | {b} |\n"),
], ids=["native-en", "native-ja", "table-en", "table-ja"])
def test_two_totals_with_no_profile_between_them_are_both_checked(name, text):
    """Of two totals with no profile between them the second took the first's place: the first lost, never checked,
    in no output. Each is the warband's total, checked (SH113)."""
    (band,), problems = read(text.format(a=70, b=80), name)
    assert [(d.code, d.span.text) for d in problems] == [("SH113", "70"), ("SH113", "80")]
    (band,), problems = read(text.format(a=70, b=49), name)
    assert [(d.code, d.span.text) for d in problems] == [("SH113", "70")]
    (band,), problems = read(text.format(a=49, b=49), name)
    assert problems == []


@pytest.mark.parametrize(("text", "part", "above"), [
    ("Warband: W\nElf Q3+ C2 Forester\nTotal: 26\nOrc Q4+ C3\nSubtotal: 50\n", "23", "49"),
    ("Warband: W\nElf Q3+ C2 Forester\nSubtotal: 26\nOrc Q4+ C3\nSubtotal: 50\n", "23", "49"),
    ("ウォーバンド：W\nエルフ 質3+ 戦闘2 森林踏破\n小計：26\nオーク 質4+ 戦闘3\n小計：50\n", "23", "49"),
], ids=["after-a-total", "after-a-subtotal", "japanese"])
def test_a_subtotal_after_another_names_both_sums_it_could_be(text, part, above):
    """`Total: 26` / `Orc` / `Subtotal: 50` said "the profiles above it cost 23" when 49 are above it (23 is the part
    since the last subtotal): the message names both, the part since the last subtotal and all those above it."""
    _, problems = read(text, "w.sbh")
    (said,) = [d for d in problems if d.code == "SH024"]
    for lang in ("en", "ja"):
        assert part in said.text(lang) and above in said.text(lang), said.text(lang)


@pytest.mark.parametrize(("text", "names"), [
    ("# Elves\n\n> | Name | Q | C |\n> |---|---|---|\n> | Elf | 3+ | 2 |\n\n- Orc Q4+ C3\n", [("Elves", ["Elf", "Orc"])]),
    ("# Elves\n\n> | Name | Q | C |\n> |---|---|---|\n> | Elf | 3+ | 2 |\n> Orcs\n> ----\n\n- Orc Q4+ C3\n",
     [("Elves", ["Elf", "Orc"])]),
    ("# エルフ\n\n> | 名前 | 質 | 戦闘 |\n> |---|---|---|\n> | エルフ | 3+ | 2 |\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", ["エルフ", "オーク"])]),
    ("# エルフ\n\n> | 名前 | 質 | 戦闘 |\n> |---|---|---|\n> | エルフ | 3+ | 2 |\n> オーク\n> ----\n\n- オーク 質4+ 戦闘3\n",
     [("エルフ", ["エルフ", "オーク"])]),
], ids=["en", "en-setext", "ja", "ja-setext"])
def test_a_table_in_a_block_quote_is_read_as_a_table(text, names):
    """A roster table in a block quote (`> | Elf | 3+ | 2 |`): its delimiter row was looked for with its `>`, so no table
    was found and each row was SH001, the profile dropped. Its rows are the warband's profiles, as unquoted."""
    bands, problems = read(text, "w.md")
    assert [(b.name, [p.name for p in b.profiles]) for b in bands] == names
    assert [d.code for d in problems if d.code not in ("SH022", "SH110")] == []


@pytest.mark.parametrize(("text", "words"), [
    ("# Elves\n\n> | Name | Q | C |\n> |---|---|---|\n> | Elf | 3+ | 2 |\n> Orcs\n> ----\n\n- Orc Q4+ C3\n", "Orcs"),
    ("# Elves\n\n| Name | Q | C |\n|---|---|---|\n| Elf | 3+ | 2 |\nOrcs of the\nDeep Wood\n----\n\n- Orc Q4+ C3\n",
     "Orcs of the Deep Wood"),
    ("# エルフ\n\n> | 名前 | 質 | 戦闘 |\n> |---|---|---|\n> | エルフ | 3+ | 2 |\n> 森の\n> オーク\n> ----\n\n- オーク 質4+ 戦闘3\n",
     "森の オーク"),
], ids=["quoted", "two-lines", "ja-quoted-two-lines"])
def test_a_setext_heading_under_a_table_is_quoted_by_its_words(text, words):
    """SH022 quoted the heading's lines as the file has them: its block quote's `>` (`` `> Orcs` ``) and a raw line
    break inside the message (`` `Orcs of the\\nDeep Wood` ``). It quotes the heading's words, as Markdown shows them."""
    _, problems = read(text, "w.md")
    (said,) = [d for d in problems if d.code == "SH022"]
    assert f"`{words}`" in said.text("en") and f"「{words}」" in said.text("ja")


@pytest.mark.parametrize(("text", "names"), [
    ("# Elves\n\n| Name | Q | C | Pts |\n|---|---|---|---|\n| Elf | 3+ | 2 | 20 |\n| Name | Q | C | Pts |\n"
     "|---|---|---|---|\n| Orc | 4+ | 3 | 23 |\n", ["Elf", "Orc"]),
    ("# Elves\n\n| Name | Q | C | Pts |\n|---|---|---|---|\n| Elf | 3+ | 2 | 20 |\n|---|---|---|---|\n"
     "| Orc | 4+ | 3 | 23 |\n", ["Elf", "Orc"]),
    ("# エルフ\n\n| 名前 | 質 | 戦闘 | 点 |\n|---|---|---|---|\n| エルフ | 3+ | 2 | 20 |\n| 名前 | 質 | 戦闘 | 点 |\n"
     "|---|---|---|---|\n| オーク | 4+ | 3 | 23 |\n", ["エルフ", "オーク"]),
    ("# Elves\n\n> | Name | Q | C | Pts |\n> |---|---|---|---|\n> | Elf | 3+ | 2 | 20 |\n> | Name | Q | C | Pts |\n"
     "> |---|---|---|---|\n> | Orc | 4+ | 3 | 23 |\n", ["Elf", "Orc"]),
], ids=["head-repeated", "delimiter-repeated", "ja-head-repeated", "quoted-head-repeated"])
def test_a_tables_head_or_delimiter_row_repeated_inside_it_is_no_profile(text, names):
    """A roster table whose head and delimiter rows are repeated inside it (two tables pasted together): each was read
    as a profile it could not be (SH002 twice). A repeated head over a delimiter row heads the rows under it; a
    delimiter row has nothing to read."""
    (band,), problems = read(text, "w.md")
    assert [p.name for p in band.profiles] == names
    assert [d.code for d in problems] == []
