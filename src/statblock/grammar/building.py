"""What every builder of notation AST nodes shares: the text being read, positions, small lookups.

`to_ast._Builder` is put together from the clause builder (in `to_ast`), the English sentence
builder (`sentences`) and the Japanese one (`sentences_ja`), each a mixin on `BuilderBase`.
"""

from __future__ import annotations

import re

from .. import ast
from .direct import Lexeme, NotInGrammar

# Digits in a number the notation reads. Past this (no rule needs more than a few), a number is
# kept as the text it is and reported (`long_number_diagnostics`): Python reads and prints no
# integer of more than 4,300 digits, and the work grows with the square of the length.
MAX_DIGITS = 100


FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９－−", "0123456789--")


def to_int(text: str) -> int:
    text = text.translate(FULLWIDTH_DIGITS)
    if len(text) > MAX_DIGITS + (text[:1] == "-"):
        raise NotInGrammar  # the clause or header part is kept as written text
    return int(text)


class BuilderBase:
    """Positions are ``(start, end)`` indices into `text`, the piece of notation being read."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _word(self, token: Lexeme) -> ast.Word:
        return ast.Word(str(token), (token.start_pos, token.end_pos))

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
        """A keyword the tree drops, found again in the text from `start` (the grammar put it there)."""
        return re.compile(rf"\b(?:{pattern})\b", re.IGNORECASE).search(self.text, start)

    def _act(self, kind, first, last, **fields):
        end = self._bounds(last)[1] if not isinstance(last, int) else last
        start = self._bounds(first)[0] if not isinstance(first, int) else first
        return {"kind": kind, "span": (start, end), **fields}

    def _verb(self, *spellings):
        """The verb the tree dropped, found in the text (the first of `spellings` there)."""
        pattern = re.compile(r"\b(?:" + "|".join(spellings) + r")\b", re.IGNORECASE)
        match = pattern.search(self.text)
        return ast.Word(match.group(), (match.start(), match.end())) if match else ast.Word(spellings[0], (0, 0))
