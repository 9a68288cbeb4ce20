"""What one line of Steel Compendium Markdown reads as: a paragraph's label and body, a table's row.

Published files repeat their lines (a monster's features are in its group's file and again in its
own statblock file; `**Effect:**`, tier lines and header tables recur everywhere), so what a line
reads as is worked out once per distinct line and then placed where each copy of it stands. That is
exact: every step (`clean_inline`, `Fragment.slice` and `strip`, the label patterns) only adds and
subtracts offsets, so a line read at offset 0 reads the same at any offset, moved by it. A shape is
a fragment's text and runs at offset 0; `place` moves it onto a file. Lines past `MAX_CACHED`
characters are read each time, so the caches stay small whatever the input.
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Fragment, SourceFile
from ....frontends.markdown_text import clean_inline, line_fragment
from .labels import label_patterns, last_characters, lowercase_label_end

__all__ = ["MAX_CACHED", "Shape", "block_heading_text", "classify", "heading_text", "paragraph_line", "place", "read_paragraph", "table_row",
           "read_list_item", "without_bullet"]

Shape = tuple[str, tuple[tuple[int, int], ...]]  # a fragment's text and runs, read at offset 0

MAX_CACHED = 400  # longer lines are not kept (published lines are shorter)

# a cell ends at a pipe that no backslash escapes
# (the pipe first, then what is before it: `re` skips to a pattern's fixed first character, where a lookbehind first
# had it try every offset of the row)
_CELL_END = re.compile(r"\|(?<!\\\|)")


def place(shape: Shape, offset: int, source: SourceFile) -> Fragment:
    """The fragment of `source` that `shape` is when its text starts at file offset `offset`."""
    text, runs = shape
    if len(runs) == 1:
        run = runs[0]
        return _new(Fragment, (text, ((run[0], run[1] + offset),), source))
    # (a list comprehension and `tuple.__new__`: no generator frame, no `Fragment.__new__` call)
    return _new(Fragment, (text, tuple([(index, at + offset) for index, at in runs]), source))


_new = tuple.__new__


# an ATX heading's optional closing sequence: `#`s after a space (or alone), then only spaces
_CLOSING_HASHES = re.compile(r"(?:^|[ \t])#+[ \t]*$")


# a heading's attribute list (Pandoc's and markdown-it-attrs' `{#id .class key="value"}`): `### Bodyswap
# {data-scc="mcdm.beastheart.v1/..."}`, the data-unified `md-linked` class documents' ability headings
_ATTRIBUTES = re.compile(r"\{[ \t]*(?:[#.]|[A-Za-z_][\w.:-]*=)[^{}\n]*\}")


def heading_text(line: Fragment) -> Fragment:
    """The text of an ATX heading's line (its quote markers off): without the indent and opening `#`s, nor
    the closing ones CommonMark allows (`###### Back! (3 Ferocity) ######`), nor an attribute list at its end
    (`### Bodyswap {data-scc="..."}`: markup, as a link's target is), markup out."""
    indent = len(line.text) - len(line.text.lstrip(" \t"))
    content = line.slice_stripped(len(line.text) - len(line.text[indent:].lstrip("#")))
    ending = content.text.rstrip(" \t")
    if ending.endswith("}"):
        opening = ending.rfind("{")
        if opening > 0 and ending[opening - 1] in " \t" and _ATTRIBUTES.fullmatch(ending, opening):
            content = content.slice(0, opening)
    closing = _CLOSING_HASHES.search(content.text) if "#" in content.text else None  # (a search tries every offset)
    if closing is not None:
        content = content.slice(0, closing.start())
    return clean_inline(content).strip()


def block_heading_text(source: SourceFile, block) -> Fragment:
    """``heading_text(line_fragment(source, block.start))`` of a heading block (`md_document.Block`), worked out once
    per block (`Block.title`: the Steel Compendium reader asks it of a heading for its section, for each section under
    it and for its ability, the statblock reader once more), kept as its text and runs: the same blocks may serve
    another `SourceFile` of the same text."""
    title = block.title
    if title is None:
        text = heading_text(line_fragment(source, block.start))
        title = block.title = (text[0], text[1])
    return _new(Fragment, (*title, source))


def classify(text: Fragment) -> tuple[str, Fragment | None, Fragment]:
    """The kind of a paragraph's text (`roll`, `tier`, `labeled` or `text`), with its label and body."""
    plain = text.text
    for kind, pattern, last in _label_kinds():
        if last is not None and last[0].search(plain, 0, last[1]) is None:
            continue  # (no character a match ends with where one could: no match)
        match = pattern.match(plain)
        if match is not None and match.end():
            cut = match.end()
            return kind, text.slice(0, cut), text.slice_stripped(cut)
    cut = lowercase_label_end(plain) if plain[:1].islower() else 0
    if cut:  # `**effect:** ...`: a label in lower case
        return "labeled", text.slice(0, cut), text.slice_stripped(cut)
    return "text", None, text


@functools.cache
def _label_kinds() -> tuple[tuple[str, re.Pattern, tuple[re.Pattern, int] | None], ...]:
    """The kinds of labelled line `classify` tells apart, each with its pattern and what `last_characters` says of
    it, in the order tried."""
    roll, tier, label = label_patterns()
    return tuple((kind, pattern, last_characters(pattern)) for kind, pattern in
                 (("roll", roll), ("tier", tier), ("labeled", label)))


def paragraph_line(text: str, list_item: bool) -> tuple[Shape, str, Shape | None, Shape] | None:
    """What a one-line paragraph reads as, its line stripped being `text` (not empty): its text with
    the markup out (and the list bullet, in a list item), and what `classify` makes of that, as
    (whole, kind, label, body); None if no text remains."""
    if len(text) > MAX_CACHED:
        return _paragraph_line(text, list_item)
    return _cached_paragraph_line(text, list_item)


def _paragraph_line(text: str, list_item: bool) -> tuple[Shape, str, Shape | None, Shape] | None:
    line = Fragment(text, ((0, 0),), None)
    return read_list_item(line) if list_item else read_paragraph(line)


def read_paragraph(text: Fragment) -> tuple[Shape, str, Shape | None, Shape] | None:
    """What a paragraph's text reads as (a list item's bullet already off): its text with the markup
    out, and what `classify` makes of that, as (whole, kind, label, body) shapes at the offsets of
    `text`; None if no text remains."""
    whole = clean_inline(text.strip()).strip()
    if not whole.text:
        return None
    kind, label, body = classify(whole)
    return _shape(whole), kind, None if label is None else _shape(label), _shape(body)


def without_bullet(line: Fragment) -> Fragment:
    """The first line of a list item without its bullet."""
    text = line.text
    return line.slice(len(text) - len(text.lstrip("-*+ \t")))


def read_list_item(line: Fragment) -> tuple[Shape, str, Shape | None, Shape] | None:
    """What a list item's first line reads as (`read_paragraph`), its bullet off; an ordered list's number is off
    only before a tier (`1. **≤11:** 2 damage`: that was no tier, and the three were said as lines under no power
    roll), and kept before anything else (`1. You shift 2 squares.`, an option's number as the author wrote it)."""
    number = _ORDERED.match(line.text)
    if number is not None:
        read = read_paragraph(line.slice(number.end()))
        if read is not None and read[1] == "tier":
            return read
        return read_paragraph(line)
    return read_paragraph(without_bullet(line))


# an ordered list item's marker (CommonMark: up to nine digits, then `.` or `)`, then a space)
_ORDERED = re.compile(r"[ \t]*\d{1,9}[.)][ \t]+")


_cached_paragraph_line = functools.lru_cache(maxsize=8192)(_paragraph_line)


def table_row(inner: str) -> Shape | None:
    """What a table line reads as, `inner` being the line without its quote markers: its cells,
    markup out, as one `row` text (`first | the others`), or None for a delimiter row, a blank
    line or a row of empty cells."""
    if len(inner) > MAX_CACHED:
        return _table_row(inner)
    return _cached_table_row(inner)


def table_line(line: Fragment) -> Fragment | None:
    """`table_row` of a table's line in a string's Markdown (a ds-feature's effect: `| Guardian | [The Pack
    Defends](…) |`), at the line's own places: `Guardian | The Pack Defends`; None for a delimiter row."""
    shape = table_row(line.text)
    if shape is None:
        return None
    text, runs = shape
    return Fragment(text, tuple((index, line.file_offset(at)) for index, at in runs), line.source)


def _table_row(inner: str) -> Shape | None:
    text = inner.strip()
    if not text or not text.strip("|-: "):
        return None
    # cells between pipes; the row goes on as one `row` line with a single separator
    ends = [match.start() for match in _CELL_END.finditer(inner)]
    if not inner.endswith("\\"):  # the end of the line ends a cell as a pipe would
        ends.append(len(inner))
    cells = []
    start = 0
    # (a first cell left empty, `|  | **Main action** |`: a header row with no keywords, kept as an empty cell so that
    # the action stays the second; dropped, the action was read as a keyword, SB103, and `convert` wrote
    # `Keywords: Main action`)
    first = 1 if text.startswith("|") else 0
    for number, end in enumerate(ends):
        cell_text = inner[start:end]
        stripped = cell_text.strip()
        if not stripped and number == first and not cells and any(inner[end + 1:].strip("|: \t")):
            cells.append(Fragment("", ((0, start),), None))
        elif stripped:
            at = start + len(cell_text) - len(cell_text.lstrip())
            mixed = _MIXED_BOLD.fullmatch(stripped)
            if mixed is not None and (mixed.group(1) == "**") != (mixed.group(3) == "**"):
                # `**🎯 One creature\*\*`: bold opened with markup and closed with escaped stars (or the other way
                # round), as an export writes it; both are the bold's markup (the target was `One creature**`)
                stripped, at = mixed.group(2), at + len(mixed.group(1))
            cell = clean_inline(Fragment(stripped, ((0, at),), None)).strip()
            if cell.text:
                cells.append(cell)
        start = end + 1
    if not cells or not any(cell.text for cell in cells):
        return None
    if len(cells) == 1:
        return _shape(cells[0])
    return _shape(Fragment.join([cells[0], Fragment.join(cells[1:], " ")], " | "))


_cached_table_row = functools.lru_cache(maxsize=8192)(_table_row)
# a cell in bold whose two `**` are one of markup and one escaped (`\*\*`), nothing in bold between them
_MIXED_BOLD = re.compile(r"(\*\*|\\\*\\\*)((?:(?!\*\*)[^\\]|\\[^*])+?)(\*\*|\\\*\\\*)")


def _shape(fragment: Fragment) -> Shape:
    return fragment.text, fragment.runs
