"""The fast block reader (`frontends/md_blocks.py`) against markdown-it, which it stands in for:
where it decides, it must find the very blocks markdown-it finds (kind, lines, quote depth and
number, list item, heading level, fence info); where it cannot be sure, it must say so (None)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.frontends import md_document
from statblock.frontends.md_blocks import simple_blocks

from conftest import CORPUS, ON_THE_CORPUS


def _key(block):
    return (block.kind, block.start, block.end, block.quote, block.list_item, block.level, block.info)


def _both(lines: list[str]):
    fast = simple_blocks(lines, md_document.Block)
    slow = md_document.markdown_it_blocks("\n".join(lines))
    return (None if fast is None else [_key(b) for b in fast]), [_key(b) for b in slow]


# Line shapes of published abilities, and the CommonMark around them that the reader must hand on
_SHAPES = [
    "", ">", "> ", "> >", "text", "more text", "**Power Roll + Might:**", "> text", "> > text", ">text",
    "- **≤11:** 5 damage", "> - **12-16:** 8 damage", "- item", "> - item", "# Heading", "###### Six",
    "> ###### Quoted", "####### seven", "#nospace", "| Keyword | Type |", "|---|---|", "| a | b |",
    "> | a | b |", "> |---|---|", "| one |", "|:-:|", "text | with a pipe", "<!-- comment -->",
    "> <!-- c -->", "<!--", "```ds-feature", "```", "~~~", "  indented", " one space", "- ", "-", "* star",
    "+ plus", "1. ordered", "2) ordered", "---", "***", "- - -", "-  two spaces", "a \\| escaped", "\tTab",
    "> \ttab", "=====", "[ref]: /url", "<div>", "`code` | x", "|---||---|", "> > | a |", "> > |---|",
    "- | x", "> - > x", "#", "# ", "> #", "<!-- a --> after", "- <!-- c -->", "````", "``` x ` y", "- # h",
    "|-", "- x |", ":--|--:", "> >>", ">  two", "x<!-- y -->",
]


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(_SHAPES), max_size=30))
def test_where_the_fast_reader_decides_it_agrees_with_markdown_it(lines):
    fast, slow = _both(lines)
    assert fast is None or fast == slow


@pytest.mark.slow
@settings(max_examples=8000, deadline=None)
@given(st.lists(st.sampled_from(_SHAPES), max_size=30))
def test_where_the_fast_reader_decides_it_agrees_with_markdown_it_at_length(lines):
    """The same as above, eight times as many examples: the slow tier's share of the sweep."""
    fast, slow = _both(lines)
    assert fast is None or fast == slow


def test_it_decides_the_plain_shapes_and_hands_on_the_others():
    assert _both(["> - **≤11:** 5 damage", "> - **12-16:** 8 damage", ">", "> **Effect:** x"])[0] is not None
    for unknown in (["  indented"], ["1. ordered"], ["> a", "lazy"], ["text", "| a |", "|---|"], ["```", "x"]):
        assert _both(unknown)[0] is None, unknown


@pytest.mark.slow
@ON_THE_CORPUS
def test_every_corpus_file_is_read_fast_and_as_markdown_it_reads_it(figure):
    files = sorted(CORPUS.rglob("*.md"))
    fast = 0
    for path in files:
        text = path.read_text(encoding="utf-8").replace("\r\n", "\n")
        skip, _ = md_document.split_front_matter(text)
        lines = text.split("\n")
        body = [""] * skip + lines[skip:]
        mine, theirs = _both(body)
        assert mine is None or mine == theirs, path
        fast += mine is not None
    figure(f"Markdown files whose blocks the fast reader finds: {fast}/{len(files)}")
    assert fast >= 0.95 * len(files)


@settings(deadline=None)
@given(st.text(alphabet="> x|\t", max_size=8))
def test_a_line_is_split_from_its_quote_markers_in_one_step_as_the_pattern_splits_it(line):
    """`_Reader.split`'s shortcuts (`> text`, `>`) give what its pattern gives for every line."""
    from statblock.frontends import md_blocks

    reader = md_blocks._Reader([], md_document.Block)
    if "\t" in line:
        with pytest.raises(md_blocks._GiveUp):
            reader.split(line)
        return
    markers, rest = md_blocks._CONTAINER.fullmatch(line).groups()
    assert reader.split(line) == (markers.count(">"), rest)


@settings(deadline=None)
@given(st.integers(min_value=0, max_value=6), st.lists(st.sampled_from(_SHAPES), max_size=20))
def test_blank_lines_said_so_are_skipped_and_make_the_blocks_walking_them_makes(blank, body):
    """A front matter blanked out is not walked (`simple_blocks(..., blank)`): the blocks, line numbers and quote
    numbers are those of reading the empty lines one by one, whatever follows them."""
    lines = [""] * blank + body
    skipped = simple_blocks(lines, md_document.Block, blank)
    walked = simple_blocks(lines, md_document.Block)
    assert (None if skipped is None else [_key(b) for b in skipped]) == \
        (None if walked is None else [_key(b) for b in walked])


def test_lines_said_to_be_blank_that_are_not_are_refused():
    assert [_key(b) for b in simple_blocks(["", "", "# Name", "text"], md_document.Block, 2)] == \
        [("heading", 2, 3, (0, 0), False, 1, ""), ("paragraph", 3, 4, (0, 0), False, 0, "")]
    with pytest.raises(ValueError):
        simple_blocks(["", "name: x", "# Name"], md_document.Block, 2)
