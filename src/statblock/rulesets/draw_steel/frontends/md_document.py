"""The block structure of a Markdown file, for the Draw Steel readers of Markdown: its front matter's
lines, and its blocks (paragraphs, tables, headings, fences, HTML) with their line ranges, their
block quote and their list nesting.

`md_blocks.simple_blocks` reads the Markdown most files hold in one pass; markdown-it-py reads the
rest (any CommonMark). The Steel Compendium reader (`steel_compendium`) turns the blocks into
abilities; the statblock reader (`statblock_md`) walks the same blocks right after it (cached).
"""

from __future__ import annotations

import functools

from ....frontends.md_blocks import simple_blocks
from ....positions import text_lines

__all__ = ["MAX_NESTING", "UNREAD", "Block", "TooDeep", "blocks", "markdown_it_blocks", "split_front_matter"]


@functools.cache
def _markdown():
    from markdown_it import MarkdownIt  # noqa: PLC0415 - only for what `simple_blocks` leaves

    md = MarkdownIt("commonmark", {"maxNesting": MAX_NESTING}).enable("table")
    md.core.ruler.disable("inline")  # only block structure is used; inline text is read with positions
    # Indented code and link reference definitions never hold ability text; without them an indented
    # line still reads as the text it is (and faster). Underlined (setext) headings stay: a whole document
    # converted to Markdown (pandoc writes `Fury` over `====`) names its features and abilities with them.
    md.block.ruler.disable(["code", "reference"])
    return md


# markdown-it stops reading, silently, past this depth of quotes and lists; `_check_nesting` notices.
MAX_NESTING = 200


def split_front_matter(text: str) -> tuple[int, str | None]:
    """Number of lines taken by a leading `---` YAML block, and its text."""
    if not text.startswith("---\n"):
        return 0, None
    end = text.find("\n---", 3)
    while end != -1 and text[end + 4 : end + 5] not in ("\n", ""):
        end = text.find("\n---", end + 4)
    if end == -1:
        return 0, None
    body = text[4 : end + 1]
    return text[: end + 4].count("\n") + 1, body


class Block:
    """One block-level element: its kind (`paragraph`, `table`, `heading`, `fence`, `html_block`, `hr`),
    its line range and its nesting. `first`, `title`, `reading` and `named` keep what a reader made of the block's
    text, worked out once (a paragraph, or a heading, is looked at by several steps of the Steel Compendium reader and
    by the statblock reader; its text, and so what it reads as, is that of the file the blocks were found in):
    `first`, `title` and `reading` are None, `named` is `UNREAD` until then."""

    __slots__ = ("kind", "start", "end", "quote", "list_item", "level", "info", "first", "title", "reading", "named")

    def __init__(self, kind, start, end, quote, list_item, level=0, info=""):
        self.kind, self.start, self.end = kind, start, end
        self.quote, self.list_item, self.level, self.info = quote, list_item, level, info
        self.first = self.title = self.reading = None
        self.named = UNREAD


UNREAD = object()  # `Block.named` before a reader has looked


@functools.lru_cache(maxsize=2)  # the statblock reader walks the same file's blocks right after (read-only)
def blocks(text: str, skip_lines: int) -> list[Block]:
    """The blocks of a Markdown file, the first `skip_lines` (its front matter) left out; `TooDeep` where
    it nests past what markdown-it reads."""
    # Blank out the front matter so that markdown-it's line numbers stay those of the file.
    lines = [""] * skip_lines + list(text_lines(text)[skip_lines:])  # (the file's own lines, shared: copied)
    fast = simple_blocks(lines, Block, skip_lines)
    if fast is not None:
        return fast
    return markdown_it_blocks("\n".join(lines))


def markdown_it_blocks(body: str) -> list[Block]:
    """The blocks of `body` as markdown-it reads them (any CommonMark)."""
    blocks: list[Block] = []
    quote = 0
    quote_id = 0
    quote_stack: list[int] = []
    list_item = 0
    tokens = _markdown().parse(body)
    _check_nesting(tokens, body.split("\n"))
    for token in tokens:
        kind = token.type
        if kind == "blockquote_open":
            quote += 1
            quote_id += 1
            quote_stack.append(quote_id)
        elif kind == "blockquote_close":
            quote -= 1
            quote_stack.pop()
        elif kind == "list_item_open":
            list_item += 1
        elif kind == "list_item_close":
            list_item -= 1
        elif kind in ("paragraph_open", "table_open", "heading_open", "fence", "html_block", "hr") and token.map:
            level = int(token.tag[1]) if kind == "heading_open" else 0
            blocks.append(Block(kind.replace("_open", ""), token.map[0], token.map[1],
                                 (quote, quote_stack[-1] if quote_stack else 0), list_item > 0, level, token.info))
    return blocks


class TooDeep(Exception):
    def __init__(self, line: int) -> None:
        self.line = line


def _container_depth(line: str) -> int:
    """How many block quote or list markers open the line (`> > - text` is 3)."""
    depth = 0
    index = 0
    length = len(line)
    while index < length:
        while index < length and line[index] in " \t":
            index += 1
        if index < length and line[index] == ">":
            index += 1
        elif index + 1 < length and line[index] in "-*+" and line[index + 1] in " \t":
            index += 2
        else:
            break
        depth += 1
    return depth


def _check_nesting(tokens, lines: list[str]) -> None:
    """Raise `_TooDeep` where markdown-it would stop reading (its nesting limit), or did."""
    for index, line in enumerate(lines):
        if line[:1] in " \t>-*+" and _container_depth(line) >= MAX_NESTING // 2:
            raise TooDeep(index)
    last = max((t.map[1] for t in tokens if t.map), default=0)
    for index in range(last, len(lines)):
        if lines[index].strip():
            raise TooDeep(index)
