"""How many lines text takes in a box, to choose a card's type size and where a card continues,
without laying the card out.

Widths come from the fonts the cards are really printed with (`fonts.py`): a face is anything with
`width(ch)` and `text_width(text)` in ems. Lines are broken the way browsers and WeasyPrint break
them: at spaces and hyphens in Latin text, between any two characters of CJK text (except before
closing punctuation), and anywhere inside a word too long for the line. Every function here takes
time linear in its text, whatever the text is: thousands of short words, one endless word, or a box
narrower than a single character.
"""

from __future__ import annotations

import functools
import unicodedata
from typing import Protocol

__all__ = ["KEPT_WHOLE", "Face", "fill", "line_count", "text_width"]

#: The longest run of Japanese characters the HTML keeps on one line (`env._clause_html`): longer
#: runs may break every this many characters, so that none is wider than a card.
KEPT_WHOLE = 12
#: The longest word on either side of a potency's `<` that is kept with it on one line.
POTENCY_WORD = 24


class Face(Protocol):
    def width(self, ch: str) -> float: ...

    def text_width(self, text: str) -> float: ...


def text_width(text: str, face: Face) -> float:
    """The width of `text` on one line, in ems."""
    return face.text_width(text)


_NO_BREAK_BEFORE = frozenset("、。，．・：；？！ー’”）〕］｝〉》」』】〙〗ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]}.,;:!?%")
_BREAK_AFTER_IN_KEEP_ALL = frozenset("、。，．・：；？！）」』】")
_HYPHENS = frozenset("-–—/")


def _is_wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _word_pieces(word: str, keep_all: bool, out: list[str]) -> None:
    """The pieces of one word (no spaces in it) between which a line may break, appended to `out`."""
    if word.isascii() and (keep_all or not any(h in word for h in "-/")):
        out.append(word)  # nothing to break at
        return
    start = run = 0  # where the piece being built starts; wide characters at its end (keep_all)
    for index, ch in enumerate(word):
        if keep_all:
            run = run + 1 if _is_wide(ch) else 0
            if ch in _BREAK_AFTER_IN_KEEP_ALL or run == KEPT_WHOLE:
                out.append(word[start:index + 1])
                start, run = index + 1, 0
        elif _is_wide(ch) and ch not in _NO_BREAK_BEFORE:
            if index > start:
                out.append(word[start:index])
                start = index
        elif index > start and _is_wide(word[index - 1]) and not _is_wide(ch) and ch not in _NO_BREAK_BEFORE:
            out.append(word[start:index])
            start = index
        elif ch in _HYPHENS and index > start:
            out.append(word[start:index + 1])
            start = index + 1
    if start < len(word):
        out.append(word[start:])


def _pieces(text: str, keep_all: bool = False) -> list[tuple[str, bool]]:
    """Break opportunities: (piece, followed by a space). A Latin word is one piece (split after
    its hyphens); each CJK character is a piece, closing punctuation stuck to the one before
    (with `keep_all`, as CSS `word-break: keep-all`, CJK breaks only after its punctuation, or
    after `KEPT_WHOLE` characters). A potency (`A < WEAK,`: `<` a word between two spaces, as the
    HTML's `nowrap` span takes it) is one piece: cards keep it on one line."""
    out: list[tuple[str, bool]] = []
    pieces: list[str] = []
    for word in text.split(" "):
        if not word:
            continue
        pieces.clear()
        _word_pieces(word, keep_all, pieces)
        out.extend((piece, False) for piece in pieces[:-1])
        out.append((pieces[-1], True))
    merged: list[tuple[str, bool]] = []
    index = 0
    while index < len(out):
        piece, spaced = out[index]
        if piece in ("<", "＜") and spaced and merged and index + 1 < len(out) and merged[-1][1] \
                and len(merged[-1][0]) <= POTENCY_WORD and len(out[index + 1][0]) <= POTENCY_WORD:
            before, _ = merged.pop()
            after, spaced = out[index + 1]
            merged.append((f"{before} {piece} {after}", spaced))
            index += 2
            continue
        merged.append((piece, spaced))
        index += 1
    return merged


def _break_anywhere(piece: str, width: float, face: Face) -> tuple[int, float]:
    """A piece wider than the line, set from the start of a line and broken between any two
    characters (CSS `overflow-wrap: anywhere`): the lines it adds after its first, and how much
    of its last line it fills. A box narrower than one character holds one character a line; a
    space inside the piece (a potency's, `A < WEAK`) that does not fit hangs at the end of its
    line, as a browser sets it, and starts none."""
    extra, used = 0, 0.0
    for ch in piece:
        w = face.width(ch)
        if ch == " " and used + w > width:
            continue
        if used and used + w > width:
            extra, used = extra + 1, 0.0
        used += w
    return extra, used


#: Texts up to this long have their pieces and widths remembered (`_measured`): a card is measured at
#: several type steps and widths, and the pieces of a text and their widths in ems are the same at all.
#: The last 256 texts are kept (a card's texts are all measured before the next card's): a few
#: megabytes at most, whatever the input.
MEASURED_TEXT = 2000


def _measure_pieces(text: str, keep_all: bool, face: Face) -> tuple[tuple[str, float, bool], ...]:
    """(piece, width in ems, followed by a space) for each piece of `text` (see `_pieces`)."""
    return tuple((piece, face.text_width(piece), spaced) for piece, spaced in _pieces(text, keep_all))


_measured = functools.lru_cache(maxsize=256)(_measure_pieces)


def fill(lines: int, used: float, text: str, width: float, face: Face, keep_all: bool = False) -> tuple[int, float]:
    """Lines filled greedily, as a browser fills them: text set after `lines` lines of which the last
    has `used` ems taken comes to the returned (lines, used). `text` is one paragraph; a space it
    ends with is kept (what follows it is set after a space)."""
    space = face.width(" ")
    if len(text) <= MEASURED_TEXT:
        try:
            pieces = _measured(text, keep_all, face)
        except TypeError:  # a face that cannot be a key (an unhashable stand-in)
            pieces = _measure_pieces(text, keep_all, face)
    else:
        pieces = _measure_pieces(text, keep_all, face)
    for piece, w, spaced in pieces:
        if used and used + w > width:
            lines, used = lines + 1, 0.0
        if w > width:  # a word longer than the line breaks anywhere (overflow-wrap: anywhere)
            extra, w = _break_anywhere(piece, width, face)
            lines += extra
        used += w + (space if spaced else 0.0)
    return lines, used


def line_count(text: str, width: float, face: Face, first_line_used: float = 0.0, keep_all: bool = False) -> int:
    """How many lines `text` takes in a box `width` ems wide (0 for empty text), the way a
    browser fills lines greedily. `first_line_used` ems of the first line are already taken
    (an inline label before the text)."""
    if not text.strip():
        return 0
    lines, used = 1, first_line_used
    for paragraph_index, paragraph in enumerate(text.split("\n")):
        if paragraph_index:
            lines, used = lines + 1, 0.0
        lines, used = fill(lines, used, paragraph, width, face, keep_all)
    return lines
