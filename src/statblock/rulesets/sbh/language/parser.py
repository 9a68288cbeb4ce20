"""Loading `warband.lark` (its label words filled in from the vocabulary) and parsing a profile line.

LALR with the contextual lexer and ``cache=True`` (the parse tables are stored in the temp folder,
keyed by the grammar's text, so a cold start only unpickles), like the other rulesets' grammars.
"""

from __future__ import annotations

import functools
from importlib import resources

from lark import Lark, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..vocabulary import word_pattern

__all__ = ["UnexpectedInput", "error_position", "expected", "parse_profile", "profile_parser"]


@functools.cache
def grammar_text() -> str:
    text = resources.files(__package__).joinpath("warband.lark").read_text("utf-8")
    count_before = "|".join(w for w in word_pattern("count").split("|") if w.isascii())
    return (text.replace("@QUALITY@", word_pattern("quality"))
            .replace("@COMBAT@", word_pattern("combat"))
            .replace("@COUNT_BEFORE@", count_before)
            .replace("@COUNT@", word_pattern("count")))


@functools.cache
def profile_parser() -> Lark:
    return Lark(grammar_text(), parser="lalr", lexer="contextual", cache=True,
                propagate_positions=False, maybe_placeholders=False)


def parse_profile(text: str) -> Tree:
    """The parse tree of one profile line (raises `UnexpectedInput`)."""
    return profile_parser().parse(text)


def error_position(error: UnexpectedInput, text: str) -> int:
    """Where in `text` a parse error is (the end of the text for an unexpected end)."""
    if isinstance(error, UnexpectedEOF) or (isinstance(error, UnexpectedToken) and error.token.type == "$END"):
        return len(text.rstrip())
    if isinstance(error, UnexpectedToken):
        return error.token.start_pos or 0
    if isinstance(error, UnexpectedCharacters):
        return error.pos_in_stream
    return 0


def expected(error: UnexpectedInput) -> frozenset[str]:
    """The terminals the parser would have taken where it failed."""
    found = getattr(error, "expected", None) or getattr(error, "allowed", None) or ()
    return frozenset(found)
