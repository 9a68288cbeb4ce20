"""A Markdown roster's HTML comments (docs/sbh.md, "Markdown"), where CommonMark has them.

- a `<!--` that starts a line (up to three spaces before it) opens an HTML block (CommonMark's type 2): hidden up to
  the first `-->` after it, over as many lines as it takes, or to the document's end when nothing closes it (as
  Markdown shows it: nothing);
- a `<!--` right after a list item's marker or a block quote's `>` (`- <!-- spare`, `> <!-- old`) opens an HTML block
  inside that item or quote, as markdown-it reads it: hidden up to the first `-->` after it, over the item's or quote's
  lines (blank ones too), when that `-->` is in them; one its item or quote does not close hides the rest of the item
  or quote, as CommonMark ends an HTML block with its container (`unclosed_inside`: the reader says so, SH014);
- in a fenced code block (```` ``` ````, `~~~`) a `<!--` is code, no comment (`markdown.code_lines`);
- anywhere else a comment is inline HTML: it closes within its paragraph (no blank line between; a heading, a table
  row and a list item's first line part paragraphs too) and never starts in a code span (`` `<!--` `` is text).
  What is inline markdown-it reads: its `html_inline` rule, watched by one rule of ours before it, says where each
  comment starts and ends in the paragraph (a paragraph is read once, left to right: linear in its length).

The rest of a line that closes an HTML block is read as a paragraph of its own (a browser shows it).
"""

from __future__ import annotations

import functools
import re

from .sniffing import SEPARATOR

__all__ = ["comments_of", "unclosed", "unclosed_inside"]

_BLOCK = re.compile(r" {0,3}<!--")
#: A line that parts paragraphs before it: a heading, a list item's first line, a thematic break.
_PARTS = re.compile(r" {0,3}(?:#{1,6}(?:[ \t]|$)|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|(?:[-*_=][ \t]*){3,}$)")
_HEADING = re.compile(r" {0,3}#{1,6}(?:[ \t]|$)")


@functools.lru_cache(maxsize=4)
def comments_of(text: str) -> tuple[tuple[int, int], ...]:
    """(start, end) of each HTML comment of a Markdown text, in order (see the module's doc)."""
    found: list[tuple[int, int]] = []
    paragraph = -1    # where the paragraph being gathered starts (-1: none)
    table = False     # in a table's rows (each its own line)
    start = 0
    contained = _contained(text) if _CONTAINED.search(text) is not None else {}
    code = _code_lines(text)
    while start <= len(text):
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        line = text[start:end]
        if start in code:   # (a fenced code block's line, its fences too: code, no comment; it parts paragraphs)
            _inline(text, paragraph, start, found)
            paragraph, table = -1, False
            start = end + 1
            continue
        block = _BLOCK.match(line)
        if block is not None or start in contained:
            _inline(text, paragraph, start, found)
            paragraph, table = -1, False
            if block is not None:
                opened = start + block.end() - 4
                closed = text.find("-->", opened + 2)   # (`<!-->` closes itself, as CommonMark reads it)
                if closed == -1:
                    found.append((opened, len(text)))
                    break
                stop = closed + 3
            else:   # (in a list item or a block quote: to its `-->`, or to the item's or quote's end)
                opened, stop = contained[start]
            found.append((opened, stop))
            end = text.find("\n", stop)
            end = len(text) if end == -1 else end
            _inline(text, stop, end, found)   # (the rest of its closing line)
            start = end + 1
            continue
        if not line.strip():
            _inline(text, paragraph, start, found)
            paragraph, table = -1, False
        elif "|" in line and (table or SEPARATOR.fullmatch(_next_line(text, end).strip()) is not None):
            _inline(text, paragraph, start, found)
            _inline(text, start, end, found)        # (a table row: its own line)
            paragraph, table = -1, True
        elif _HEADING.match(line):
            _inline(text, paragraph, start, found)
            _inline(text, start, end, found)
            paragraph, table = -1, False
        else:
            if _PARTS.match(line) or table:
                _inline(text, paragraph, start, found)
                paragraph = -1
            table = False
            paragraph = start if paragraph == -1 else paragraph
        start = end + 1
    _inline(text, paragraph, len(text), found)
    return tuple(found)


#: A `<!--` right after a list item's marker or a block quote's `>`, at a line's start: an HTML block inside it, perhaps.
_CONTAINED = re.compile(r"(?m)^[ \t]*+(?:>[ \t]*+|(?:[-+*]|\d{1,9}[.)])[ \t]++)++<!--")


def unclosed_inside(text: str) -> tuple[int, ...]:
    """Where each `<!--` at a list item's or a block quote's start is that no `-->` in the item or quote closes: it
    hides the rest of the item or quote, as CommonMark reads it."""
    if _CONTAINED.search(text) is None:
        return ()
    return tuple(opened for opened, stop in _contained(text).values() if text.find("-->", opened + 2, stop) == -1)


@functools.lru_cache(maxsize=4)
def _contained(text: str) -> dict[int, tuple[int, int]]:
    """The HTML blocks opened by a `<!--` at a list item's or a block quote's start, as markdown-it reads them: the start
    of each one's first line to where its `<!--` is and where it ends: past the first `-->` in the item's or the quote's
    lines, or, when none is, at the end of its last line (the rest of the item or quote hidden, as CommonMark shows it:
    before, such a one was read as text)."""
    from .markdown import block_tokens  # noqa: PLC0415 - only for a text that may hold one

    offsets = [0]
    at = text.find("\n")
    while at != -1:
        offsets.append(at + 1)
        at = text.find("\n", at + 1)
    offsets.append(len(text) + 1)
    found: dict[int, tuple[int, int]] = {}
    for token in block_tokens(text):
        if token.type != "html_block" or not token.map or not token.content.lstrip(" ").startswith("<!--"):
            continue
        first, past = token.map
        if _BLOCK.match(text, offsets[first]) is not None:   # (at the line's start: read so already)
            continue
        opened = text.find("<!--", offsets[first], offsets[first + 1])
        if opened == -1:
            continue
        last = min(offsets[past] - 1, len(text))   # (the end of its last line)
        closed = text.find("-->", opened + 2, last)   # (in its item's or quote's lines only: linear in all)
        found[offsets[first]] = (opened, closed + 3 if closed != -1 else last)
    return found


def _code_lines(text: str) -> dict[int, str]:
    from .markdown import code_lines  # noqa: PLC0415 - (it reads this module's comments)

    return code_lines(text)


def unclosed(text: str) -> int | None:
    """Where an HTML block's `<!--` that nothing closes starts (it hides the rest of the text), or None."""
    found = comments_of(text)
    if found and found[-1][1] == len(text) and text.find("-->", found[-1][0] + 2) == -1:
        return found[-1][0]
    return None


def _next_line(text: str, end: int) -> str:
    after = text.find("\n", end + 1)
    return text[end + 1: len(text) if after == -1 else after] if end < len(text) else ""


def _inline(text: str, start: int, end: int, found: list[tuple[int, int]]) -> None:
    """The inline comments of the paragraph `text[start:end]` (none for `start` -1), added to `found`."""
    if start < 0 or text.find("<!--", start, end) == -1:
        return
    # (a `\r` kept one character for one: markdown-it would make `\r\n` one line end and move every offset after it)
    words = text[start:end].replace("\r", " ")
    env: dict = {"sbh_comments": [], "sbh_length": len(words)}
    _reader().parseInline(words, env)
    found.extend((start + a, start + b) for a, b in env["sbh_comments"])


@functools.cache
def _reader():
    from markdown_it import MarkdownIt  # noqa: PLC0415 - only for a paragraph that holds `<!--`
    from markdown_it.rules_inline import html_inline  # noqa: PLC0415

    def comment(state, silent: bool) -> bool:
        at = state.pos
        if silent or not state.src.startswith("<!--", at) or not html_inline(state, silent):
            return False
        if len(state.src) == state.env["sbh_length"]:   # (not an image's words, read apart at their own offsets)
            state.env["sbh_comments"].append((at, state.pos))
        return True

    reader = MarkdownIt("commonmark")
    reader.inline.ruler.before("html_inline", "sbh_comment", comment)
    return reader
