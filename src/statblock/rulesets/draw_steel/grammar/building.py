"""What every builder of notation AST nodes shares: the text being read, positions, small lookups.

`to_ast.ClauseBuilder` is put together from the clause builder (in `to_ast`), the English sentence
builder (`sentences`), the Japanese one (`sentences_ja`) and the header parts' (`headers`), each a
mixin on `BuilderBase`.
"""

from __future__ import annotations

import functools
import re

from .. import ast
from .direct import Lexeme, NotInGrammar

# Digits in a number the notation reads. Past this (no rule needs more than a few), a number is
# kept as the text it is and reported (`long_number_diagnostics`): Python reads and prints no
# integer of more than 4,300 digits, and the work grows with the square of the length.
MAX_DIGITS = 100


FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９－−", "0123456789--")


def unquote(text: str) -> str:
    """`text` without the corner brackets a Japanese card quotes the author's words in
    (`「the griffon」` is `the griffon`); anything else as it is. Only a pair around the whole of
    it is taken off, once: `the 「mist」 rises` keeps its brackets, and `「「Lop」」` is `「Lop」` (the
    card writer quotes a word that starts and ends with its own brackets once more, see
    `render.clauses._Writer.quoted`)."""
    if len(text) >= 2 and text[0] == "「" and text[-1] == "」":
        return text[1:-1].strip()
    return text


def to_int(text: str) -> int:
    if not text.isascii():
        text = text.translate(FULLWIDTH_DIGITS)
    if len(text) > MAX_DIGITS + (text[:1] == "-"):
        raise NotInGrammar  # the clause or header part is kept as written text
    return int(text)


_word = ast.word


# The builders' few patterns, made once each: `re`'s own cache of patterns given as strings holds
# 512, fewer than a run's readers use, so a pattern made on every call was made again on most.
@functools.lru_cache(maxsize=None)
def _keyword_pattern(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<![^\W\d_])(?:{pattern})(?![^\W\d_])", re.IGNORECASE)


@functools.lru_cache(maxsize=None)
def _verb_pattern(spellings: tuple[str, ...]) -> re.Pattern:
    return re.compile(r"\b(?:" + "|".join(spellings) + r")\b", re.IGNORECASE)


class BuilderBase:
    """Positions are ``(start, end)`` indices into `text`, the piece of notation being read."""

    def __init__(self, text: str) -> None:
        self.text = text
        # the text as written, where `text` is what is read of it (a Japanese clause with its glosses blanked and
        # polite endings made plain, every position the same: `clauses._parse_plain`); words kept verbatim come
        # from it
        self.written = text

    def _word(self, token: Lexeme) -> ast.Word:
        return _word(str(token), (token.start_pos, token.end_pos))

    def _quoted(self, token: Lexeme) -> tuple[ast.Word, ...]:
        """The words inside a QUOTED token (`「can't hide」`: `can't`, `hide`, read as if written
        without the quotes), or one word when `状態` follows it (`「blood soaked」状態`: a condition
        named so). Positions are those of the words inside the quotes."""
        text = str(token)
        close = text.rindex("」")
        start = token.start_pos + 1
        found = [(m.group(), start + m.start(), start + m.end()) for m in re.finditer(r"\S+", text[1:close])]
        if not found:
            raise NotInGrammar  # `「 」`: nothing is quoted
        if close != len(text) - 1:
            return (ast.Word(" ".join(w for w, _, _ in found), (found[0][1], found[-1][2])),)
        return tuple(ast.Word(w, (a, b)) for w, a, b in found)

    def _bounds(self, node) -> tuple[int, int]:
        """Indices covered by a token, a node or a tuple of nodes."""
        if isinstance(node, Lexeme):
            return node.start_pos, node.end_pos
        if isinstance(node, tuple):
            return self._bounds(node[0])[0], self._bounds(node[-1])[1]
        return node.span

    def _node_span(self, first, last) -> tuple[int, int]:
        return self._bounds(first)[0], self._bounds(last)[1]

    def _find(self, pattern: str, start: int) -> re.Match:
        """A keyword the tree drops, found again in the text from `start` (the grammar put it there), with
        no letter against it; a digit may be (`プッシュ2マス`, where `\\b` finds no boundary)."""
        return _keyword_pattern(pattern).search(self.text, start)

    def _act(self, kind, first, last, **fields):
        end = self._bounds(last)[1] if not isinstance(last, int) else last
        start = self._bounds(first)[0] if not isinstance(first, int) else first
        return {"kind": kind, "span": (start, end), **fields}

    def _verb(self, *spellings):
        """The verb the tree dropped, found in the text (the first of `spellings` there)."""
        match = _verb_pattern(spellings).search(self.text)
        return ast.Word(match.group(), (match.start(), match.end())) if match else ast.Word(spellings[0], (0, 0))
