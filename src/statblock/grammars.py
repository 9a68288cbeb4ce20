"""What every ruleset's Lark grammars share: building a cached LALR parser, and reading a parse error.

LALR with the contextual lexer and ``cache=True`` (the parse tables are stored in the temp folder,
keyed by the grammar's text, so a cold start only unpickles them).
"""

from __future__ import annotations

from lark import Lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

__all__ = ["UnexpectedInput", "error_position", "expected", "lalr"]


def lalr(text: str, strict: bool = False) -> Lark:
    """A parser for the grammar `text`; `strict`: a conflict, or two terminals of one priority that can
    match the same text, fails when it is built."""
    return Lark(text, parser="lalr", lexer="contextual", strict=strict, cache=True, propagate_positions=False,
                maybe_placeholders=False)


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
