"""Markdown statblocks and malice groups: text after the first feature that no feature's block quote holds is
said (SB174), never left off in silence; and a malice heading without parentheses (`Wyrm Malice Malice
Features`, as htrajan's Markdown writes it) is a malice group, its introduction read."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.pipeline import read_text

from conftest import examples

TABLE = ("| Beast | - | Level 1 | Platoon Brute | EV 3 |\n| :-: | :-: | :-: | :-: | :-: |\n"
         "| **1M**<br/> Size | **5**<br/> Speed | **10**<br/> Stamina | **0**<br/> Stability | **2**<br/> Free Strike |\n"
         "| **+2**<br/> Might | **0**<br/> Agility | **0**<br/> Reason | **0**<br/> Intuition | **0**<br/> Presence |\n")
AIM = "> 🏹 **Aim**\n>\n> | **Ranged** | **Maneuver** |\n> | --- | ---: |\n> | **📏 Ranged 5** | **🎯 Self** |\n"
TRAIT = "> ⭐️ **Thick Hide**\n>\n> The beast has stability 2.\n"


def _codes(text: str, name: str = "m.md"):
    result = read_text(name, text)
    return result, [d for d in result.diagnostics if d.code == "SB174"]


def test_an_effect_line_under_a_quote_that_ended_too_soon_is_said_where_it_stands():
    text = f"###### Tusk Beast\n\n{TABLE}\n<!-- -->\n{AIM}\n**Effect:** The next strike gains an edge.\n\n<!-- -->\n{TRAIT}"
    result, found = _codes(text)
    assert [(d.span.line, d.span.column) for d in found] == [(text[:text.index("**Effect:**")].count("\n") + 1, 1)]
    assert found[0].severity.name.lower() == "warning" and "Tusk Beast" in found[0].message
    # the features either side are still read
    assert [a.name for a in result.abilities] == ["Aim", "Thick Hide"]


def test_each_paragraph_once_and_a_run_of_lines_is_one_paragraph():
    text = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\nOne note\nthat goes on.\n\nAnother note.\n\n{TRAIT}"
    _, found = _codes(text)
    assert [text.split("\n")[d.span.line - 1] for d in found] == ["One note", "Another note."]


def test_text_before_the_first_feature_and_after_the_next_heading_is_not_stray():
    text = (f"###### Tusk Beast\n\n{TABLE}\n**Lair:** a sunken hut\n\nIt grunts.\n\n{AIM}\n<!-- -->\n\n---\n\n{TRAIT}\n"
            "#### Lore\n\nTusk beasts roam the fens.\n")
    _, found = _codes(text)
    assert found == []


def test_fenced_text_and_quoted_text_are_not_stray():
    text = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n```\nplain code\n```\n\n> a quoted aside\n"
    _, found = _codes(text)
    assert found == []


def test_an_html_comment_over_several_lines_is_not_stray():
    """Only a line that began with `<!--` was left out: the lines of a comment over several were SB174 (a review's
    finding); a paragraph after the comment's end still is."""
    text = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n<!--\nTODO: check the\nspeed again\n-->\n\nA stray line.\n\n{TRAIT}"
    _, found = _codes(text)
    assert [text.split("\n")[d.span.line - 1] for d in found] == ["A stray line."]
    one_line = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n<!-- a note -->\nAfter it.\n"
    assert [one_line.split("\n")[d.span.line - 1] for d in _codes(one_line)[1]] == ["After it."]


def test_a_malice_group_with_a_stray_paragraph_names_the_group():
    text = ("###### Fen Malice (Malice Features)\n\nSpend it at the start of a turn.\n\n"
            "> ⭐️ **Mire (3 Malice)**\n>\n> Each enemy is slowed (EoT).\n\nA stray line.\n")
    result, found = _codes(text)
    assert len(found) == 1 and "Fen Malice" in found[0].message
    assert result.statblocks[0].text == "Spend it at the start of a turn."


def test_a_malice_heading_without_parentheses_is_a_group_with_its_introduction():
    text = ("###### Fen Malice Malice Features\n\nSpend it at the start of a turn.\n\n"
            "> ⭐️ **Mire (3 Malice)**\n>\n> Each enemy is slowed (EoT).\n\n"
            "###### Fen Malice Level 4+ Malice Features\n\nStronger.\n\n"
            "> ⭐️ **Deep Mire (5 Malice)**\n>\n> Each enemy is restrained (EoT).\n")
    result, _ = _codes(text)
    groups = [(s.name, s.kind, s.level, s.text, s.features) for s in result.statblocks]
    assert groups == [("Fen Malice", "malice_features", None, "Spend it at the start of a turn.", ("Mire",)),
                      ("Fen Malice", "malice_features", 4, "Stronger.", ("Deep Mire",))]


def test_a_heading_that_only_ends_with_the_words_is_no_group():
    text = "###### Using Malice Features\n\nSpend it wisely.\n\n> ⭐️ **Mire (3 Malice)**\n>\n> Each enemy is slowed (EoT).\n"
    result, _ = _codes(text)
    assert result.statblocks == []
    assert [a.name for a in result.abilities] == ["Mire"]


def test_a_block_named_by_its_front_matter_stops_at_the_first_heading():
    text = ("---\nname: Tusk Beast\n---\n\n" + TABLE + "\n" + AIM + "\n#### Notes\n\nThese are the author's own.\n")
    result, found = _codes(text)
    assert [a.name for a in result.abilities] == ["Aim"] and found == []


def test_a_stray_paragraph_in_japanese_is_said_in_japanese_too():
    text = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n**効果：** 次のストライクにエッジを得る。\n"
    result, found = _codes(text)
    assert len(found) == 1 and found[0].span.line == text.count("\n")
    assert "読まれていません" in found[0].message.render("ja")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_long_run_of_stray_lines_is_read_in_linear_time():
    from bounds import time_bound

    body = "word\n" * 40_000
    text = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n{body}"
    with time_bound(3):   # (CPU time scaled by the machine's state: a wall-clock bound failed under load)
        _, found = _codes(text)
    assert len(found) == 1


def test_convert_says_what_no_feature_holds_and_keeps_it_as_text(tmp_path):
    """A stray paragraph is in no feature: convert names it as a problem, and keeps it as the file's other text
    (a comment in native, as written in Markdown), not in the feature."""
    from statblock.rulesets.draw_steel.authoring.convert import convert

    path = tmp_path / "m.md"
    path.write_text(f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n**Effect:** The next strike gains an edge.\n",
                    encoding="utf-8")
    for to, suffix, kept in (("ability", ".ability", "\n# **Effect:** The next strike gains an edge.\n"),
                             ("md", ".md", "\n\n**Effect:** The next strike gains an edge.\n")):
        done = convert(str(path), to, str(tmp_path / f"out{suffix}"))
        assert "Aim" in done.text and done.text.endswith(kept)
        assert [getattr(p, "code", None) for p in done.problems] == ["SB174"]


def test_cards_say_what_no_card_holds(tmp_path, capsys):
    from statblock import cli

    path = tmp_path / "m.md"
    path.write_text(f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n**Effect:** The next strike gains an edge.\n",
                    encoding="utf-8")
    line = path.read_text(encoding="utf-8").split("\n").index("**Effect:** The next strike gains an edge.") + 1
    for fmt in ("txt", "html"):
        assert cli.main(["cards", str(path), "-o", str(tmp_path / f"c.{fmt}"), "-q"]) == 0
        err = capsys.readouterr().err
        assert f"m.md:{line}:1: text in `Tusk Beast`" in err and "SB174" in err


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_many_statblocks_after_a_front_matter_never_closed_read_in_linear_time():
    """Where the front matter ends was sought in the whole file once per statblock: with `---` never closed, 2,000
    statblocks took 11 s (a review's finding)."""
    from bounds import cpu_seconds

    block = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\nA stray line.\n\n"

    def read(n: int):
        return _codes("---\ntitle: x\n" + block * n)

    small = cpu_seconds(lambda: read(250))
    big = cpu_seconds(lambda: read(1_000))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_heading_of_many_words_reads_in_linear_time():
    """A heading with no parentheses was tried as a malice group's name and tag at every cut of its words, each
    joined again: 20,000 words took 4.6 s (a review's finding)."""
    from bounds import cpu_seconds

    def read(n: int):
        return _codes("###### " + "a " * n + f"Beast\n\n{TABLE}\n{AIM}")

    small = cpu_seconds(lambda: read(5_000))
    big = cpu_seconds(lambda: read(20_000))
    assert big < 8 * max(small, 0.05), (small, big)


def test_a_name_line_over_the_quote_of_its_ability_is_held_by_it():
    """`❗️ **Snap**` outside the quote that holds its ability (a terrain object's last ability, so written) names that
    ability, and the cards hold it: SB174 said it was on no card. A line of prose there still is said."""
    snap = ("❗️ **Snap**\n\n> | **Melee, Strike** | **Main action** |\n> | --- | ---: |\n"
            "> | **📏 Melee 1** | **🎯 One creature** |\n>\n> **Effect:** The beast bites.\n")
    text = f"###### Tusk Beast\n\n{TABLE}\n{TRAIT}\n{snap}"
    result, found = _codes(text)
    assert found == [] and "Snap" in [a.name for a in result.abilities]
    prose = f"###### Tusk Beast\n\n{TABLE}\n{TRAIT}\nA stray line.\n\n{snap}"
    assert [prose.split("\n")[d.span.line - 1] for d in _codes(prose)[1]] == ["A stray line."]


_LINES = ["> ⭐️ **Thick Hide**", ">", "> text", "  > indented quote", "\u00a0> after a no-break space", "", "A note.",
          "**Effect:** more", "```", "~~~", "<!-- c -->", "<!--", "-->", "#### Lore", "---", "\r", ">\r"]


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.sampled_from(_LINES), max_size=12), st.lists(st.sampled_from(_LINES), max_size=6))
def test_runs_of_quote_lines_skipped_at_once_say_what_the_lines_one_by_one_say(between, after):
    """`stray._strays` passes a run of quote lines in one match (`_QUOTED_LINES`); with a pattern that never
    matches, it looks at every line one by one: both say the same SB174s."""
    from statblock.rulesets.draw_steel.compiler import stray

    text = f"###### Tusk Beast\n\n{TABLE}\n{AIM}\n" + "\n".join(between) + f"\n{TRAIT}" + "\n".join(after)
    fast = [(d.span.start, d.span.end) for d in _codes(text)[1]]
    saved = stray._QUOTED_LINES
    stray._QUOTED_LINES = re.compile(r"(?!)")
    try:
        slow = [(d.span.start, d.span.end) for d in _codes(text)[1]]
    finally:
        stray._QUOTED_LINES = saved
    assert fast == slow
