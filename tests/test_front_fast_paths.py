"""The fast paths of the Steel Compendium Markdown reader, each against the slower way it stands in for.

A bold name line is read once per distinct line and placed where each copy stands (`sc_blocks.bold_shape`), as
`md_lines.paragraph_line` reads a paragraph's line; a quoted feature whose first line is its bold name alone takes
the name the reader found for the block (`sc_abilities.quoted_feature`) instead of reading the line again. Each
must give exactly what the step-by-step reading gave, on the corpus and on odd lines."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from statblock.diagnostics import Fragment, SourceFile
from statblock.frontends import md_blocks
from statblock.frontends.markdown_text import clean_inline
from statblock.rulesets.draw_steel.frontends import md_document, md_lines, sc_abilities, sc_blocks, yaml_nodes

from conftest import DS_CORPUS, corpus_blocks, examples


def _bold_name_step_by_step(text: str, start: int, source: SourceFile) -> Fragment | None:
    """What `sc_blocks._bold_name` read for a first line `text` at file offset `start`, each time (before it was
    read once per distinct line)."""
    bold = text.find("**")
    if bold == -1 or text.find("**", bold + 2) != len(text) - 2 or len(text) - bold < 5:
        return None
    if any(ch.isalnum() for ch in text[:bold]) or text[:bold].lstrip("-*+ \t") != text[:bold].lstrip():
        return None
    name = clean_inline(Fragment(text[bold:], ((0, start + bold),), source)).strip()
    if not name.text or name.text.endswith((":", "：")) or md_lines.classify(name)[0] != "text":
        return None
    return name


_NAME_PIECES = ["**", "*", "_", "__", " ", "⭐️", "🗡", "-", "+ ", "Wave", "of", "Blood", ":", "：", "(3 Malice)",
                "[link](../x.md)", "<br>", "\\*", "Effect:", "Power Roll + 2:", "≤11:", "a1", "\u3000", "x" * 30]


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.sampled_from(_NAME_PIECES), max_size=9).map("".join), st.integers(0, 500))
def test_a_bold_name_read_once_per_line_is_the_one_read_step_by_step(text, start):
    source = SourceFile("x.md", " " * 1000)
    text = text.strip()
    shape = sc_blocks.bold_shape(text)
    assert sc_blocks._cached_bold_shape(text) == shape
    placed = None if shape is None else md_lines.place(shape, start, source)
    assert placed == _bold_name_step_by_step(text, start, source)


def test_a_bold_name_longer_than_the_cache_takes_is_read_as_it_was():
    source = SourceFile("x.md", " " * 2000)
    for text in ("⭐️ **" + "x" * md_lines.MAX_CACHED + "**", "**" + "a " * 400 + "**", "**" + "_" * 500 + "a**"):
        block = md_document.Block("paragraph", 0, 1, (0, 0), False)
        block.first = (7, text)
        assert sc_blocks._bold_name(source, block) == _bold_name_step_by_step(text, 7, source)


def test_the_bold_names_of_the_corpus_are_read_as_step_by_step():
    named = 0
    for path, text, blocks in corpus_blocks():
        source = SourceFile(str(path), text)
        for block in blocks:
            if block.kind == "paragraph" and block.end - block.start == 1:
                start, line = sc_blocks.first_line(source, block)
                found = sc_blocks._bold_name(source, block)
                assert found == _bold_name_step_by_step(line, start, source)
                named += found is not None
    assert named > 1000  # the corpus names thousands of features in bold: the comparison means something


def _exact(raw):
    """Everything a read ability holds, positions included (a `Span` equals any other: its offsets are compared here,
    and the file each fragment is placed in)."""
    if raw is None:
        return None
    return (raw.fmt, (raw.span.start, raw.span.end), raw.span.source is not None and raw.span.source.path, raw.metadata,
            [(line.kind, line.field, *((f, f.source.path) if f is not None else (None, None) for f in (line.body, line.label)))
             for line in raw.lines])


@pytest.mark.slow
def test_a_quoted_feature_named_by_its_block_is_the_one_read_from_its_line(monkeypatch):
    """Every block quote of the corpus read as a feature, once with the name kept on its first block and once reading
    the name from the line (as it did): the same ability, line for line, position for position."""
    read = 0
    for path, text, blocks in corpus_blocks():
        source = SourceFile(str(path), text)
        groups: dict[int, list] = {}
        for block in blocks:
            if block.quote[0]:
                groups.setdefault(block.quote[1], []).append(block)
        for group in groups.values():
            fast = sc_abilities.quoted_feature(source, group)
            with monkeypatch.context() as patch:
                patch.setattr(sc_abilities, "bold_name", lambda source, block: None)
                slow = sc_abilities.quoted_feature(source, group)
            assert _exact(fast) == _exact(slow), (path, group[0].start)
            read += fast is not None
    assert read > 1000


class _LineByLine(md_blocks._Reader):
    """The fast block reader with every line read by `line`, as it was before blank lines were read in its loop."""

    def read(self) -> list:
        index = 0
        while index < len(self.lines):
            index = self.line(index)
        self.close_paragraph(len(self.lines))
        return self.blocks


def _read_line_by_line(lines: list[str]):
    try:
        return _LineByLine(lines, md_document.Block).read()
    except md_blocks._GiveUp:
        return None


def _keys(blocks):
    return None if blocks is None else [(b.kind, b.start, b.end, b.quote, b.list_item, b.level, b.info) for b in blocks]


# blank lines in every state the reader may be in (a paragraph, a quote, a list, a table open), and what opens them
_BLOCK_LINES = ["", "", ">", ">", "> ", "> >", "text", "> text", "> > text", "- item", "> - item", "# Heading",
                "> ###### Quoted", "| a | b |", "|---|---|", "> | a | b |", "> |---|---|", "<!-- c -->", "```x", "```",
                "  indented", "\tTab", ">text", "- **≤11:** 5 damage"]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_BLOCK_LINES), max_size=24))
@example(["- item", "", "text"])  # a blank line after an item: the list ends at the next line at the left edge
@example(["> - item", ">", "> text"])
@example(["> > text", ">", "> > text", "", "text"])
def test_blank_lines_read_in_the_loop_make_the_blocks_line_by_line_reading_makes(lines):
    assert _keys(md_blocks.simple_blocks(lines, md_document.Block)) == _keys(_read_line_by_line(lines))


def test_the_corpus_blocks_with_blank_lines_read_in_the_loop_are_those_read_line_by_line():
    from statblock.positions import text_lines

    files = 0
    for path in sorted(DS_CORPUS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        skip = md_document.split_front_matter(text)[0]
        lines = [""] * skip + list(text_lines(text)[skip:])
        fast = md_blocks.simple_blocks(lines, md_document.Block)
        assert _keys(fast) == _keys(_read_line_by_line(lines)), path
        files += fast is not None
    assert files > 600


def _aligned_by_character(value: str, raw: str, start: int) -> tuple[tuple[int, int], ...]:
    """The runs of a folded or block YAML scalar's `value` on its `raw` text, found a character at a time (as
    `yaml_nodes.NodeText.placed` found them before it took a word at a time)."""
    runs: list[tuple[int, int]] = []
    cursor = 0
    last = max(0, len(raw) - 1)
    for index, ch in enumerate(value):
        found = raw.find(ch, cursor) if not ch.isspace() else cursor
        if found == -1:
            found = cursor
        if ch.isspace():
            following = value[index + 1 : index + 2]
            while found < len(raw) and raw[found] in " \t\n'\"|>-" and raw[found] != following:
                found += 1
            found = max(cursor, found - 1)
        found = min(found, last)
        if not runs or runs[-1][1] + (index - runs[-1][0]) != start + found:
            runs.append((index, start + found))
        cursor = found + 1
    return tuple(runs) or ((0, start),)


_SCALAR_PIECES = ["a", "ab", "word", "b", " ", "  ", "\n", "\n  ", "\t", "'", '"', "|", ">", "-", "\u3000", "\x1c", "\x85",
                  "**", "ダメージ", "x\n", "- ", "> "]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_SCALAR_PIECES), max_size=10).map("".join),
       st.lists(st.sampled_from(_SCALAR_PIECES), max_size=12).map("".join), st.integers(0, 99))
def test_a_folded_scalar_aligned_a_word_at_a_time_is_aligned_as_a_character_at_a_time(value, raw, start):
    assert yaml_nodes._aligned(value, raw, start) == _aligned_by_character(value, raw, start)


@settings(max_examples=examples(500), deadline=None)
@given(st.text(max_size=30), st.data())
def test_a_folded_scalar_written_about_as_it_reads_is_aligned_as_a_character_at_a_time(value, data):
    """`raw` made from `value` as YAML folds and quotes it (a break and an indent for a blank, quotes around it),
    where most words are found whole: the word-at-a-time path is taken and must agree."""
    raw = "".join(data.draw(st.sampled_from([ch, ch, "\n  ", ch + "'", "|" + ch])) if ch.isspace() or ch == "a"
                  else ch for ch in value)
    raw = data.draw(st.sampled_from(["", ">-\n  ", "'", "|\n  "])) + raw
    assert yaml_nodes._aligned(value, raw, 7) == _aligned_by_character(value, raw, 7)


def test_the_folded_scalars_of_the_corpus_are_aligned_as_a_character_at_a_time(monkeypatch):
    """Every scalar of the corpus's YAML and fenced YAML that is placed by aligning (folded, block, escaped): the same
    runs as a character at a time."""
    seen = []
    aligned = yaml_nodes._aligned

    def both(value, raw, start):
        seen.append(value)
        runs = aligned(value, raw, start)
        assert runs == _aligned_by_character(value, raw, start), (value, raw)
        return runs

    monkeypatch.setattr(yaml_nodes, "_aligned", both)
    from statblock.rulesets.draw_steel.frontends import find_abilities

    for path in sorted([*DS_CORPUS.rglob("*.yaml"), *DS_CORPUS.rglob("*.md")]):
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".yaml" or "```ds-" in text:
            find_abilities(SourceFile(str(path), text))
    assert len(seen) > 40  # (the published files fold a few dozen long texts)


_LEAD_PARAGRAPHS = ["You have the following signature ability.", "Choose one signature ability from the following options.",
                    "Your signature ability deals 2 extra damage.", "以下のシグネチャー・アビリティを持つ。", "Signature", "x",
                    "You have the following **signature ability**.", "SIGNATURE", "> quoted signature ability", "# Signature",
                    "| signature | ability |", "following\nsignature ability", "<!-- signature -->"]


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.sampled_from(_LEAD_PARAGRAPHS), max_size=6))
def test_a_signature_lead_is_found_among_the_paragraphs_that_name_one_as_among_all(paragraphs):
    """`signature_lead` of the blocks `signature_paragraphs` keeps is that of all the blocks, and of any run of them."""
    text = "\n\n".join(paragraphs)
    source = SourceFile("x.md", text)
    blocks = md_document.blocks(text, 0)
    kept = sc_abilities.signature_paragraphs(source, blocks)
    assert all(block in blocks for block in kept)
    for start in range(len(blocks) + 1):
        inside = blocks[start:]
        assert sc_abilities.signature_lead(source, [b for b in kept if b in inside]) \
            == sc_abilities.signature_lead(source, inside)


def test_the_signature_leads_of_the_corpus_are_found_among_the_paragraphs_that_name_one():
    naming = 0
    for path, text, blocks in corpus_blocks():
        source = SourceFile(str(path), text)
        unquoted = [b for b in blocks if not b.quote[0]]
        kept = sc_abilities.signature_paragraphs(source, unquoted)
        for start in range(0, len(unquoted), 7):
            inside = unquoted[start:]
            assert sc_abilities.signature_lead(source, [b for b in kept if b in inside]) \
                == sc_abilities.signature_lead(source, inside)
        naming += bool(kept)
    assert naming > 5  # files with paragraphs naming signature abilities: the comparison above means something

