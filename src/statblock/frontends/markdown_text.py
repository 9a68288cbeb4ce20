"""Inline Markdown to plain text, keeping track of where each character came from.

markdown-it finds the blocks; inside a block we need the text a reader sees
(`[prone](../Conditions/Prone)` reads `prone`, `**Effect:**` reads
`Effect:`) *and* the column of each character in the original file, which
markdown-it's inline tokens do not carry. This module does only that.
"""

from __future__ import annotations

import re

from ..diagnostics import Fragment, SourceFile

__all__ = ["clean_inline", "content_text", "line_content", "line_end", "line_fragment", "stripped_content", "stripped_text",
           "strip_container"]

# `[[Page]]` and `[[Page|text]]` (an Obsidian vault's links: the text, else the page, is what a reader sees);
# `[text](target)`; an image, `![alt](target)` or Obsidian's embed `![[file.png]]`, as its alt text or name (as a
# link's text: the `!` was left before it, `!alt`); `<br/>` and other tags; `**`, `__`, lone `*`/`_` around
# words; `\` escapes (`\=`, `\~`: a line's first character that would start a setext underline or a fence,
# as the card writer escapes it).
# A link's text and target, a tag and a comment end at the next `[`, `<` or `<!--`: each attempt
# stops where the next one starts, so a line of 20,000 `[` (or `[a](`, `<a`, `<!--`) takes
# linear time, not the square of its length.
_INLINE = re.compile(
    r"(?P<wiki>!?\[\[(?P<page>[^\[\]\n|]*)(?:\|(?P<alias>[^\[\]\n]*))?\]\])|"
    r"(?P<link>!?\[(?P<text>[^\[\]\n]*)\]\((?P<url>[^)\s\[]*)(?:\s+\"[^\"]*\")?\))"
    r"|(?P<br><br\s*/?>)"
    r"|(?P<tag></?[A-Za-z][^<>\n]*>|<!--(?:(?!<!--).)*?-->)"
    r"|(?P<strong>\*\*|__)"
    r"|(?P<em>(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])|(?<![\w_])_(?=\S)|(?<=\S)_(?![\w_]))"
    r"|(?P<escape>\\(?P<escaped>[\\`*_{}\[\]()#+\-.!|<>=~]))"
)

#: What a match of `_INLINE` starts with.
_INLINE_FIRST = re.compile(r"[\[<*_\\!]")


def line_fragment(source: SourceFile, line_index: int) -> Fragment:
    """The whole of line `line_index` (0-based), without its line break."""
    start = source.line_starts[line_index]
    return _new(Fragment, (source.text[start:line_end(source, line_index)], ((0, start),), source))


def line_end(source: SourceFile, line_index: int) -> int:
    """The file offset where line `line_index` (0-based) ends, before its line break."""
    starts = source.line_starts  # (each line starts one past the break that ends the one before)
    return starts[line_index + 1] - 1 if line_index + 1 < len(starts) else len(source.text)


def strip_container(fragment: Fragment, depth: int) -> Fragment:
    """Remove `depth` block-quote markers (`> `) from the start of a line."""
    text = fragment.text
    return fragment.slice(_container_end(text, 0, len(text), depth))


def _content_bounds(source: SourceFile, line_index: int, depth: int) -> tuple[int, int]:
    """File offsets of the content of line `line_index` (0-based): after its first `depth`
    block-quote markers, up to its line break."""
    starts = source.line_starts
    start = starts[line_index]
    end = starts[line_index + 1] - 1 if line_index + 1 < len(starts) else len(source.text)  # (`line_end`)
    if depth:
        start = _container_end(source.text, start, end, depth)
    return start, end


def line_content(source: SourceFile, line_index: int, depth: int) -> Fragment:
    """Line `line_index` (0-based) without its line break and its first `depth` block-quote markers:
    ``strip_container(line_fragment(source, line_index), depth)`` in one step."""
    start, end = _content_bounds(source, line_index, depth)
    return _new(Fragment, (source.text[start:end], ((0, start),), source))


def content_text(source: SourceFile, line_index: int, depth: int) -> tuple[int, str]:
    """The file offset and the text of `line_content(source, line_index, depth)`, without the fragment."""
    start, end = _content_bounds(source, line_index, depth)
    return start, source.text[start:end]


def stripped_content(source: SourceFile, line_index: int, depth: int) -> Fragment:
    """``line_content(source, line_index, depth).strip()``, without the fragment in between."""
    start, stripped = stripped_text(source, line_index, depth)
    return _new(Fragment, (stripped, ((0, start),), source))


def stripped_text(source: SourceFile, line_index: int, depth: int) -> tuple[int, str]:
    """The file offset and the text of `stripped_content(source, line_index, depth)`."""
    start, end = _content_bounds(source, line_index, depth)
    line = source.text[start:end]
    stripped = line.strip()
    if len(stripped) != len(line):
        start += len(line) - len(line.lstrip()) if stripped else len(line)
    return start, stripped


def _container_end(text: str, index: int, end: int, depth: int) -> int:
    """Where the text of a line starts after `depth` quote markers, the line being `text[index:end]`."""
    if depth == 1 and index < end and text[index] == ">":
        # `> text` or `>text`, as most quoted lines are: what the loop below gives, without it
        return index + 2 if index + 1 < end and text[index + 1] == " " else index + 1
    for _ in range(depth):
        while index < end and text[index] in " \t":
            index += 1
        if index < end and text[index] == ">":
            index += 1
            if index < end and text[index] == " ":
                index += 1
    return index


def clean_inline(fragment: Fragment) -> Fragment:
    """Drop inline markup; link text, escaped characters and words stay at their columns."""
    text = fragment[0]
    if not ("*" in text or "_" in text or "[" in text or "<" in text or "\\" in text):
        return fragment
    if ("_" not in text and "[" not in text and "<" not in text and "\\" not in text and len(fragment[1]) == 1
            and text.count("*") == 2 * text.count("**")):
        # Only `*`, all of it in pairs (`split("**")` leaves none): the pairs are exactly what the
        # pattern would match (`**` before `*`, left to right), the text what lies between them.
        return _without_pairs(fragment, text.split("**"))
    # The text kept, as parts and runs (`Fragment.runs`) built directly: one fragment per call,
    # where cutting a fragment per piece and joining them made several.
    parts: list[str] = []
    runs: list[tuple[int, int]] = []
    length = 0
    position = 0
    for match in _inline_matches(text):
        start = match.start()
        if start > position:
            length = _keep(fragment, position, start, parts, runs, length)
        kind = match.lastgroup
        if kind in ("page", "alias"):  # (the wiki link's last group that matched)
            kind = "wiki"
        if kind == "wiki":
            group = "alias" if match.group("alias") is not None else "page"
            inner = clean_inline(fragment.slice(match.start(group), match.end(group)))
            if inner[0]:
                length = _keep(inner, 0, len(inner[0]), parts, runs, length)
        elif kind == "link":
            inner = clean_inline(fragment.slice(match.start("text"), match.end("text")))
            if inner[0]:
                length = _keep(inner, 0, len(inner[0]), parts, runs, length)
        elif kind == "br":
            _run(runs, length, fragment.file_offset(start))
            parts.append(" ")
            length += 1
        elif kind == "escape":
            length = _keep(fragment, match.start("escaped"), match.end("escaped"), parts, runs, length)
        position = match.end()
    if position < len(text):
        length = _keep(fragment, position, len(text), parts, runs, length)
    if not parts:
        return fragment.slice(0, 0)
    return _new(Fragment, ("".join(parts), tuple(runs), fragment[2]))


def _inline_matches(text: str):
    """`_INLINE.finditer(text)`, tried only at the characters a match of it starts with (`_INLINE_FIRST`). Its first
    alternatives are named groups and some begin with a lookbehind, so `re` finds no first characters to skip to and
    tries all of them at every offset of the line; a match of each starts at a `[`, `<`, `*`, `_`, `\\` or `!` and never
    is empty, and a lookbehind sees the text before where `match` starts, as `finditer` would."""
    search, match = _INLINE_FIRST.search, _INLINE.match
    at = search(text)
    while at is not None:
        found = match(text, at.start())
        if found is None:
            at = search(text, at.start() + 1)
        else:
            yield found
            at = search(text, found.end())


def _without_pairs(fragment: Fragment, pieces: list[str]) -> Fragment:
    """A one-run fragment without the `**` between `pieces` (`text.split("**")`)."""
    run = fragment[1][0]
    offset = run[1] - run[0]  # the file offset of the text's first character
    parts: list[str] = []
    runs: list[tuple[int, int]] = []
    length = 0
    for piece in pieces:
        if piece:
            parts.append(piece)
            runs.append((length, offset))
            length += len(piece)
        offset += len(piece) + 2
    if not parts:
        return fragment.slice(0, 0)
    return _new(Fragment, ("".join(parts), tuple(runs), fragment[2]))


def _keep(fragment: Fragment, start: int, end: int, parts: list[str], runs: list[tuple[int, int]],
          length: int) -> int:
    """Append characters `start` to `end` (more than none) of `fragment` to the parts being joined."""
    own = fragment[1]
    parts.append(fragment[0][start:end])
    if len(own) == 1:
        _run(runs, length, own[0][1] + start - own[0][0])
    else:  # as `fragment.slice(start, end)` maps them
        for index, offset in fragment.cut_runs(start, end):
            _run(runs, length + index, offset)
    return length + end - start


def _run(runs: list[tuple[int, int]], index: int, offset: int) -> None:
    """Add a run, or let the last one go on when it reaches `offset` anyway (the same mapping)."""
    if runs:
        last_index, last_offset = runs[-1]
        if last_offset + index - last_index == offset:
            return
    runs.append((index, offset))


_new = tuple.__new__
