"""A fast reader of the block structure of plain Markdown, for the common case.

The Markdown front-end needs only where each block is: paragraphs, ATX headings and pipe tables,
their lines, how deep in block quotes they sit (and in which quote) and whether they are in a list
item. markdown-it works that out for any CommonMark, at a cost that was a third of a cold `check`.
Published abilities use a small part of CommonMark: `>` quotes, `- ` items, `#` headings, pipe
tables and paragraphs, each line starting at the left edge of its container.

`simple_blocks` reads exactly that part in one pass over the lines and gives up (returns None) at the
first line where CommonMark's finer rules could matter: indentation, lazy continuation lines, other
list markers, thematic breaks, setext underlines, code fences, HTML, a table that interrupts a paragraph or that is
followed by anything but a blank line, escaped pipes, deep nesting. The caller then asks
markdown-it, so every file is read as markdown-it reads it; a differential test over the corpus and
a property test over generated documents hold the two readers to the same blocks.
"""

from __future__ import annotations

import functools
import re

__all__ = ["simple_blocks"]

# `> > text`: the quote markers (each `>` and at most one space) and what follows
_CONTAINER = re.compile(r"((?:>[ ]?)*)(.*)")
_HEADING = re.compile(r"(#{1,6})(?:[ ]|$)")
_ITEM = re.compile(r"-[ ](?=[^ \t])")
# what a line may begin with for CommonMark to read it as something this reader does not know
_UNKNOWN_START = re.compile(
    r"[ \t]|[*+](?:\s|$)|\d{1,9}[.)](?:\s|$)|[-*_](?:[ \t]*[-*_]){2,}[ \t]*$|```|~~~|<|-(?:\s*$|[ \t]{2}|\t)"
    r"|=+[ \t]*$|-+[ \t]*$")  # a setext heading's underline (`Fury` over `====`)
# the first characters `_UNKNOWN_START` can match at (and any decimal digit): a line that starts
# with none of them is not tried against it
_UNKNOWN_FIRST = frozenset(" \t*+-_`~<=")
_DELIMITER_CELL = re.compile(r":?-+:?")
_COMMENT = re.compile(r"<!--.*-->")  # an HTML comment on one line: markdown-it's html_block of type 2
_FENCE = re.compile(r"(`{3,}|~{3,})(.*)")
MAX_DEPTH = 20  # quotes deeper than this go to markdown-it, which knows its own nesting limit


class _GiveUp(Exception):
    pass


def _cells(row: str) -> list[str]:
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|"):
        row = row[:-1]
    return row.split("|")


@functools.lru_cache(maxsize=1024)  # (delimiter rows repeat from table to table: `| --- | --- |`)
def _delimiter(row: str) -> int | None:
    """The number of columns of a table's delimiter row (`|---|:--:|`), or None if it is not one
    (markdown-it's rules: its first two characters, its alphabet, then each cell)."""
    if len(row) < 2 or row[0] not in "|-:" or (row[1] not in "|-:" and row[1] != " ") \
            or (row[0] == "-" and row[1] == " ") or row.strip(" |-:"):
        return None
    columns = row.split("|")
    count = 0
    for number, cell in enumerate(columns):
        cell = cell.strip()
        if not cell:
            if number in (0, len(columns) - 1):
                continue
            return None
        if not _DELIMITER_CELL.fullmatch(cell):
            return None
        count += 1
    return count or None


def simple_blocks(lines: list[str], make_block, blank: int = 0) -> list | None:
    """The blocks of `lines` as `make_block(kind, start, end, quote, list_item, level)` makes them,
    with markdown-it's line ranges and quote numbering; None where this reader does not decide. The first
    `blank` lines are empty (a front matter blanked out, so that the line numbers stay the file's): they make
    no block and change nothing at a document's start, and are not walked (a third of the published lines)."""
    if any(lines[:blank]):
        raise ValueError("the lines said to be blank are not")
    try:
        return _Reader(lines, make_block).read(blank)
    except _GiveUp:
        return None


class _Reader:
    def __init__(self, lines: list[str], make_block) -> None:
        self.lines = lines
        self.make = make_block
        self.blocks: list = []
        self.quotes: list[int] = []   # ids of the open quotes, outermost first
        self.next_quote = 0
        self.open = None              # the open paragraph: [start, depth, list_item]
        self.list_depth: int | None = None  # depth of the open list, if one is open
        self.list_blank = False       # a blank line since the list's last item line

    def read(self, index: int = 0) -> list:
        """The blocks of the lines from `index` on (those before it are empty: no block, and nothing open)."""
        lines = self.lines
        count = len(lines)
        while index < count:
            text = lines[index]
            if not text or text == ">":
                # an empty line, or a quote's (a third of the lines read): read as `line` reads a blank line,
                # without the steps that find it is one
                self.blank(index, 0 if not text else 1)
                index += 1
                continue
            index = self.line(index)
        self.close_paragraph(count)
        return self.blocks

    def split(self, line: str) -> tuple[int, str]:
        if "\t" in line:
            raise _GiveUp  # a tab is a space to some rules and not to others
        if line[:1] != ">":  # what the pattern gives for a line outside quotes (a table's rows), without it
            return 0, line
        if line[1:2] == " " and line[2:3] != ">" or line == ">":  # and for `> text` and `>`, one quote deep
            return 1, line[2:]
        markers, rest = _CONTAINER.fullmatch(line).groups()
        depth = markers.count(">")
        if depth > MAX_DEPTH:
            raise _GiveUp
        return depth, rest

    def quote(self, depth: int) -> tuple[int, int]:
        return depth, (self.quotes[depth - 1] if depth else 0)

    def enter(self, depth: int) -> None:
        """The quotes of a line `depth` deep: deeper ones close, missing ones open."""
        del self.quotes[depth:]
        while len(self.quotes) < depth:
            self.next_quote += 1
            self.quotes.append(self.next_quote)

    def close_paragraph(self, end: int) -> None:
        if self.open is not None:
            start, depth, in_list = self.open
            quote = (depth, self.quotes[depth - 1] if depth else 0)  # (`self.quote(depth)`, without the call)
            self.blocks.append(self.make("paragraph", start, end, quote, in_list, 0))
            self.open = None

    def blank(self, index: int, depth: int) -> None:
        """A blank line `depth` quotes deep: it ends the paragraph, holds the quotes it is written in and ends the
        deeper ones."""
        if self.open is not None:
            self.close_paragraph(index)
        if len(self.quotes) != depth:
            self.enter(depth)
        if self.list_depth is not None and depth < self.list_depth:
            self.list_depth = None
        self.list_blank = True

    def line(self, index: int) -> int:
        text = self.lines[index]
        if "\t" in text:
            depth, rest = self.split(text)  # (which gives up)
        elif text[:1] != ">":  # what `split` gives for a line outside quotes, without the call
            depth, rest = 0, text
        elif text[1:2] == " " and text[2:3] != ">":  # and for `> text`, one quote deep
            depth, rest = 1, text[2:]
        elif text == ">":  # and for a quote's blank line
            depth, rest = 1, ""
        else:
            depth, rest = self.split(text)
        if not rest or rest.isspace():  # (`not rest.strip()`, without a copy)
            self.blank(index, depth)
            return index + 1
        if "|" in rest and index + 1 < len(self.lines) and self.delimiter_below(index):
            # markdown-it tries a table before anything else a line may be: only a plain row is ours
            if self.open is not None or self.list_depth is not None or _UNKNOWN_START.match(rest) \
                    or rest[:1] in ("#", "-", "<", "`", "~"):
                raise _GiveUp
            self.enter(depth)
            table = self.table(index, depth, rest)
            if table is None:
                raise _GiveUp
            return table
        if rest.startswith("<!--") and _COMMENT.match(rest) and (self.open is None or depth == self.open[1]):
            # a comment line interrupts a paragraph and ends a list written before it
            self.close_paragraph(index)
            self.list_depth = None
            self.enter(depth)
            self.blocks.append(self.make("html_block", index, index + 1, self.quote(depth), False, 0))
            return index + 1
        first = rest[0]
        fence = _FENCE.fullmatch(rest) if first in "`~" else None
        if fence and depth == 0 and self.open is None and self.list_depth is None:
            return self.fence(index, fence)
        if ((first in _UNKNOWN_FIRST or first.isdecimal()) and _UNKNOWN_START.match(rest)) or "\\|" in rest:
            raise _GiveUp
        if self.open is not None and depth != self.open[1]:
            raise _GiveUp  # a lazy continuation line, or a quote marker that CommonMark may read so
        if depth != len(self.quotes):
            self.list_depth = None
            self.enter(depth)
        elif self.list_depth is not None and depth != self.list_depth:
            self.list_depth = None
        heading = _HEADING.match(rest) if first == "#" else None
        if heading:
            self.close_paragraph(index)
            self.list_depth = None
            self.blocks.append(self.make("heading", index, index + 1, self.quote(depth), False, len(heading.group(1))))
            return index + 1
        item = _ITEM.match(rest) if first == "-" else None
        if item:
            self.close_paragraph(index)
            content = rest[item.end():]
            if _UNKNOWN_START.match(content) or content[:1] in ("#", ">", "|", "-"):
                raise _GiveUp
            self.list_depth, self.list_blank = depth, False
            self.open = [index, depth, True]
            return index + 1
        if self.list_depth is not None and self.list_blank:
            self.list_depth = None  # a line at the left edge after a blank line ends the list
        if self.open is None:
            self.open = [index, depth, self.list_depth is not None]
        return index + 1

    def fence(self, index: int, fence: re.Match) -> int:
        """A code fence outside quotes and lists (```` ```ds-feature ````), up to its closing line."""
        marks, info = fence.groups()
        if marks[0] == "`" and "`" in info:
            raise _GiveUp
        closing = re.compile(rf"[ ]{{0,3}}{re.escape(marks[0])}{{{len(marks)},}}[ ]*")
        for end in range(index + 1, len(self.lines)):
            if closing.fullmatch(self.lines[end]):
                self.enter(0)
                self.blocks.append(self.make("fence", index, end + 1, (0, 0), False, 0, info))
                return end + 1
        raise _GiveUp  # unclosed: where it ends is markdown-it's to say

    def delimiter_below(self, index: int) -> bool:
        """Whether the line after `index` could be a table's delimiter row, at any quote depth."""
        below = self.lines[index + 1]
        return _delimiter(below.lstrip(" >")) is not None or _delimiter(below) is not None

    def table(self, index: int, depth: int, header: str) -> int | None:
        """A pipe table from `index` (its header row), or None if the rows make none."""
        below_depth, below = self.split(self.lines[index + 1])
        columns = _delimiter(below) if below[:1] not in (" ", "") else None
        if below_depth != depth or columns is None or "`" in header or "\\" in header:
            return None
        if len(_cells(header)) != columns:
            return None
        end = index + 2
        while end < len(self.lines):
            row_depth, row = self.split(self.lines[end])
            if not row.strip():
                break
            first = row[:1]
            if row_depth != depth or "|" not in row or "\\" in row or "`" in row \
                    or ((first in _UNKNOWN_FIRST or first.isdecimal()) and _UNKNOWN_START.match(row)) \
                    or first in ("#", "-", "<", "~"):
                raise _GiveUp  # a row that may begin another block (`- x |`): markdown-it's to read
            end += 1
        self.blocks.append(self.make("table", index, end, self.quote(depth), False, 0))
        return end
