"""Inline Markdown to plain text, keeping track of where each character came from.

markdown-it finds the blocks; inside a block we need the text a reader sees
(`[prone](../Conditions/Prone)` reads `prone`, `**Effect:**` reads
`Effect:`) *and* the column of each character in the original file, which
markdown-it's inline tokens do not carry. This module does only that.
"""

from __future__ import annotations

import re

from ..diagnostics import Fragment, SourceFile

__all__ = ["clean_inline", "line_fragment", "strip_container"]

# `[text](target)`; `<br/>` and other tags; `**`, `__`, lone `*`/`_` around words; `\` escapes.
# A link's text and target, a tag and a comment end at the next `[`, `<` or `<!--`: each attempt
# stops where the next one starts, so a line of 20,000 `[` (or `[a](`, `<a`, `<!--`) takes
# linear time, not the square of its length.
_INLINE = re.compile(
    r"(?P<link>\[(?P<text>[^\[\]\n]*)\]\((?P<url>[^)\s\[]*)(?:\s+\"[^\"]*\")?\))"
    r"|(?P<br><br\s*/?>)"
    r"|(?P<tag></?[A-Za-z][^<>\n]*>|<!--(?:(?!<!--).)*?-->)"
    r"|(?P<strong>\*\*|__)"
    r"|(?P<em>(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])|(?<![\w_])_(?=\S)|(?<=\S)_(?![\w_]))"
    r"|(?P<escape>\\(?P<escaped>[\\`*_{}\[\]()#+\-.!|<>]))"
)


def line_fragment(source: SourceFile, line_index: int) -> Fragment:
    """The whole of line `line_index` (0-based), without its line break."""
    start = source._line_starts[line_index]
    end = source.text.find("\n", start)
    if end == -1:
        end = len(source.text)
    return Fragment.at(source, start, end)


def strip_container(fragment: Fragment, depth: int) -> Fragment:
    """Remove `depth` block-quote markers (`> `) from the start of a line."""
    text = fragment.text
    index = 0
    for _ in range(depth):
        while index < len(text) and text[index] in " \t":
            index += 1
        if index < len(text) and text[index] == ">":
            index += 1
            if index < len(text) and text[index] == " ":
                index += 1
    return fragment.slice(index)


def clean_inline(fragment: Fragment) -> Fragment:
    """Drop inline markup; link text, escaped characters and words stay at their columns."""
    text = fragment.text
    if not any(ch in text for ch in "*_[<\\"):
        return fragment
    pieces: list[Fragment] = []
    position = 0
    for match in _INLINE.finditer(text):
        if match.start() > position:
            pieces.append(fragment.slice(position, match.start()))
        kind = match.lastgroup
        if match.group("link") is not None:
            inner_start = match.start("text")
            pieces.append(clean_inline(fragment.slice(inner_start, match.end("text"))))
        elif match.group("br") is not None:
            pieces.append(Fragment(" ", ((0, fragment.file_offset(match.start())),), fragment.source))
        elif match.group("escape") is not None:
            pieces.append(fragment.slice(match.start("escaped"), match.end("escaped")))
        elif kind in ("tag", "strong", "em"):
            pass
        position = match.end()
    if position < len(text):
        pieces.append(fragment.slice(position))
    pieces = [p for p in pieces if p.text]
    if not pieces:
        return fragment.slice(0, 0)
    return Fragment.join(pieces, "")
