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
    # (the warband above has its limit already: no second one, so the next warband's)
    ("w.sbh", "Warband: Elves\nPoints: 40\nElf Q3+ C2\nPoints: 50\n\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 40, ["Elf"]), ("Orcs", 50, ["Orc"])], []),
    # (a blank line under it only: the layout groups it with the profiles above, as before)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 50\n\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", 50, ["Elf"]), ("Orcs", None, ["Orc"])], []),
    ("w.sbh", "ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\nポイント：50\n\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n",
     [("エルフ", 50, ["エルフ"]), ("オーク", None, ["オーク"])], []),
    # (parted from neither or from both: the next warband's, said)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 50\nWarband: Orcs\nOrc Q4+ C3\n",
     [("Elves", None, ["Elf"]), ("Orcs", 50, ["Orc"])], ["SH022"]),
    ("w.sbh", "ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\n\nポイント：50\n\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n",
     [("エルフ", None, ["エルフ"]), ("オーク", 50, ["オーク"])], ["SH022"]),
    # (the next line starts no warband: the limit is the warband's above, as before)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\n\nPoints: 50\nElf Q3+ C2\n", [("Elves", 50, ["Elf", "Elf"])], []),
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\nPoints: 50\n", [("Elves", 50, ["Elf"])], []),
    # (the next warband's own limit: the first kept, a different second said, as over `Warband: Elves (250 pts)`)
    ("w.sbh", "Warband: Elves\nElf Q3+ C2\n\nPoints: 50\nWarband: Orcs (60 pts)\nOrc Q4+ C3\n",
     [("Elves", None, ["Elf"]), ("Orcs", 50, ["Orc"])], ["SH003"]),
    ("w.md", "# Elves\n\n- Elf Q3+ C2\n\nPoints: 50\n# Orcs (50 pts)\n\n- Orc Q4+ C3\n",
     [("Elves", None, ["Elf"]), ("Orcs", 50, ["Orc"])], []),
    ("w.md", "# Elves\n\n- Elf Q3+ C2\n\nPoints: 50\n# Orcs (60 pts)\n\n- Orc Q4+ C3\n",
     [("Elves", None, ["Elf"]), ("Orcs", 50, ["Orc"])], ["SH003"]),
], ids=["gap-over", "japanese-gap-over", "markdown-heading", "japanese-markdown-heading", "above-has-one",
        "gap-under", "japanese-gap-under", "no-gap", "japanese-both-gaps", "profiles-follow", "file-end",
        "next-has-another", "heading-same-limit", "heading-other-limit"])
def test_a_limit_over_the_next_warband_is_its(path, text, bands, codes):
    """`Points: 50` after the elves' profiles and right over `Warband: Orcs` (or `# Orcs`) is the orcs' limit; the
    layout decides which warband a limit between two is, and SH022 says the reading when it cannot. Before, the limit
    always went to the warband above, and the orcs had none."""
    assert shape(text, path) == (bands, codes)


def test_the_unsure_limit_says_both_warbands_in_both_languages():
    _, problems = read("ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\nポイント：50\nウォーバンド：オーク\nオーク 質4+ 戦闘3\n", "w.sbh")
    (said,) = problems
    assert said.span.text == "ポイント：50" and (said.span.line, said.span.column) == (3, 1)
    english, japanese = said.text("en"), said.text("ja")
    assert "`エルフ`" in english and "read as `オーク`'s" in english
    assert "「オーク」の上限として読みました" in japanese


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
    ("w.md", "The Green Hand\n\nPoints: 30\n\nWarband: Elves\n\n- Elf Q3+ C2\n", ("Elves", 30, ["Elf"]),
     [("SH003", "Elves")]),
], ids=["english", "japanese", "same-name", "limits-in-names", "other-limit", "markdown"])
def test_a_name_line_over_a_warband_line_is_one_warband(path, text, band, said):
    """A line of a name alone, a limit and a `Warband:` line are one warband: the `Warband:` line's name taken (as
    under front matter's title) and SH003 saying both names when they differ, the limit kept. Before, two warbands:
    the name line's with the limit and no profile (SH004), the other with the profiles and no limit."""
    bands, problems = read(text, path)
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in bands] == [band]
    assert [(d.code, d.span.text) for d in problems] == said


@pytest.mark.parametrize(("text", "band", "said"), [
    ("# The Green Hand\n\nPoints: 30\n\nWarband: Elves\n\n- Elf Q3+ C2\n", ("Elves", 30, ["Elf"]), []),
    ("# 緑の手\n\nポイント：30\n\n## ウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n", ("エルフ", 30, ["エルフ"]), []),
    ("# 緑の手\n\nポイント：30\n\n## ウォーバンド：エルフ（40点）\n\n- エルフ 質3+ 戦闘2\n", ("エルフ", 30, ["エルフ"]),
     [("SH003", "ウォーバンド：エルフ（40点）")]),
], ids=["english", "japanese", "japanese-other-limit"])
def test_a_title_heading_with_a_limit_under_it_gives_way_to_a_warband_line(text, band, said):
    """A Markdown title with a limit line under it gives way to a `Warband:` line below, as a title with none does:
    one warband, the limit kept (a second one differing said). Before, two warbands: the title's with the limit and
    no profile (SH004), the other with no limit."""
    bands, problems = read(text, "w.md")
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in bands] == [band]
    assert [(d.code, d.span.text) for d in problems] == said


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
    # (the front matter's limit: the title's warband)
    ("---\ntitle: Elves\npoints: 200\n---\n## Archers\n" + _ELF + "## Spears\n" + _ELF,
     [("Elves", 200, ["Elf", "Elf"])], []),
    ("---\ntitle: エルフ\nポイント: 200\n---\n## 射手\n- エルフ 質3+ 戦闘2\n## 槍兵\n- エルフ 質3+ 戦闘2\n",
     [("エルフ", 200, ["エルフ", "エルフ"])], []),
    # (one Leader among the sections: one warband)
    ("---\ntitle: Elves\n---\n## Command\n" + _LORD + _ELF * 3 + "## Archers\n" + _ELF,
     [("Elves", None, ["Elf Lord", "Elf", "Elf", "Elf", "Elf"])], []),
    # (nothing tells: one warband, said)
    ("---\ntitle: Elves\n---\n## Archers\n" + _ELF + "## Spears\n" + _ELF, [("Elves", None, ["Elf", "Elf"])],
     ["SH022"]),
    # (a section's own limit: each section a warband, named by its heading)
    ("---\ntitle: My Rosters\n---\n## Elves\nPoints: 100\n" + _ELF + "## Orcs\nPoints: 100\n- Orc Q4+ C3\n",
     [("Elves", 100, ["Elf"]), ("Orcs", 100, ["Orc"])], []),
    ("---\ntitle: 私の編成\n---\n## エルフ\nポイント：100\n- エルフ 質3+ 戦闘2\n## オーク\nポイント：100\n- オーク 質4+ 戦闘3\n",
     [("エルフ", 100, ["エルフ"]), ("オーク", 100, ["オーク"])], []),
    # (two Leaders: two warbands)
    ("---\ntitle: My Rosters\n---\n# Elves\n" + _LORD + _ELF * 3 + "# Orcs\n" + _ORC_BOSS + "- Orc Q4+ C3\n" * 3,
     [("Elves", None, ["Elf Lord", "Elf", "Elf", "Elf"]), ("Orcs", None, ["Orc Boss", "Orc", "Orc", "Orc"])], []),
], ids=["heroes-troops", "japanese-heroes-troops", "front-limit", "japanese-front-limit", "one-leader",
        "nothing-tells", "own-limits", "japanese-own-limits", "two-leaders"])
def test_what_sections_under_a_title_hold_tells_one_warband_from_several(text, bands, codes):
    """Under front matter's `title:`, `## Heroes` … `## Troops` are parts of the title's warband (before, `Troops` was
    a second warband, and SH110 was worked out on the heroes alone); sections each with their limit, or two with a
    Leader, are warbands, named by their headings (before, the first was named by the title)."""
    got, problems = read(text, "w.md")
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in got] == bands
    assert [d.code for d in problems if d.code not in ("SH110",)] == codes


def test_joined_sections_keep_their_notes_and_the_unsure_reading_is_said_in_both_languages():
    text = ("---\ntitle: エルフ\n---\n## 射手\n- エルフ 質3+ 戦闘2\n    備考：長弓\n\n前に立つ。\n"
            "## 槍兵\n- エルフ 質3+ 戦闘2\n    備考：槍\n\n後ろに。\n")
    (band,), problems = read(text, "w.md")
    assert [[n.text for n in p.notes] for p in band.profiles] == [["備考：長弓"], ["備考：槍"]]
    assert [n.text for n in band.notes] == ["前に立つ。", "後ろに。"]
    (said,) = problems
    assert said.code == "SH022" and said.span.text == "槍兵"
    assert "「射手」と「槍兵」" in said.text("ja") and "`射手` and `槍兵`" in said.text("en")


# ---- a heading that names a title's warband otherwise ------------------------------------------------------

@pytest.mark.parametrize(("text", "name", "said"), [
    ("---\ntitle: Elves\n---\n\n# Elves2\n\n- Elf Q3+ C2\n", "Elves", [("SH003", "Elves2")]),
    ("---\ntitle: エルフ\n---\n\n# エルフ二\n\n- エルフ 質3+ 戦闘2\n", "エルフ", [("SH003", "エルフ二")]),
    ("---\ntitle: Elves\n---\n\n# Elves\n\n- Elf Q3+ C2\n", "Elves", []),
    ("---\ntitle: Wood Elves\n---\n\n# My warbands\n\n## Wood Elves\n\n- Elf Q3+ C2\n", "Wood Elves", []),
    ("---\ntitle: Elves\n---\n\n# Elves\n\n## Heroes\n\n- Elf Q3+ C2\n\n## Troops\n\n- Elf Q3+ C2\n", "Elves", []),
    ("---\ntitle: Elves\n---\n\n# Elves2\n\n## Heroes\n\n- Elf Q3+ C2\n\n## Troops\n\n- Elf Q3+ C2\n", "Elves",
     [("SH003", "Elves2")]),
    ("---\ntitle: エルフ\n---\n\n# エルフ\n\n## 英雄\n\n- エルフ 質3+ 戦闘2\n\n## 部隊\n\n- エルフ 質3+ 戦闘2\n", "エルフ", []),
], ids=["english", "japanese", "same", "document-heading-over-the-same", "title-heading-over-sections",
        "other-heading-over-sections", "japanese-title-heading-over-sections"])
def test_a_heading_naming_a_titles_warband_otherwise_is_said(text, name, said):
    """`title: Elves` over `# Elves2`: the title is kept and SH003 at the heading says both names (before, `Elves2`
    was dropped in silence); the heading nearest over the profiles is the one compared."""
    (band,), problems = read(text, "w.md")
    assert band.name == name
    assert [(d.code, d.span.text) for d in problems] == said
