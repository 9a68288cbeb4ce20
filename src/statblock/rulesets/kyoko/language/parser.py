"""Loading `effect.lark` and parsing one line of effect text.

LALR with the contextual lexer and ``cache=True`` (the parse tables are stored in the temp folder,
keyed by the grammar's text), like the other rulesets' grammars.
"""

from __future__ import annotations

import functools
from importlib import resources

from lark import Lark, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

__all__ = ["UnexpectedInput", "effect_parser", "error_position", "expected", "parse_effect"]


@functools.cache
def effect_parser() -> Lark:
    text = resources.files(__package__).joinpath("effect.lark").read_text("utf-8")
    return Lark(text, parser="lalr", lexer="contextual", cache=True, propagate_positions=False,
                maybe_placeholders=False)


def parse_effect(text: str) -> Tree:
    """The parse tree of one folded line of effect text (raises `UnexpectedInput`)."""
    return effect_parser().parse(text)


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
    return frozenset(getattr(error, "expected", None) or getattr(error, "allowed", None) or ())
