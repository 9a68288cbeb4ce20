"""Loading the grammars, and the one place where lark's exceptions are translated.

`native_parser` is cached here; the notation grammar is loaded by `clauses` and run by a
`direct.DirectParser` that calls its AST builder as rules are reduced (no parse tree is made).
The native front-end runs its grammar's tables with a `DirectParser` too, and `native_parser`
itself only for a file that is not in the grammar, for lark's error and its position.

Both grammars are LALR with ``strict=True`` (grammar conflicts and terminal
collisions fail loudly when the grammar is built), remembered in the run's
cache folder (`lark_store`, so a cold start only loads the parser).
What `DirectParser` runs of them is remembered apart, as plain data (`tables.load`:
`notation_tables`, `native_tables`), so that a run imports lark only to report a
native file that is not in the grammar (lark's exceptions are imported here only then).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from ....diagnostics import Diagnostic, Fragment, Severity
from ....messages import Listing, msg
from ....package_data import read_text
from . import tables

if TYPE_CHECKING:  # pragma: no cover - types only
    from lark import Lark
    from lark.exceptions import UnexpectedInput

__all__ = ["NOTATION_STARTS", "load_grammar", "native_parser", "native_tables", "notation_tables",
           "syntax_diagnostic"]

NOTATION_STARTS = ["clause", "gated_text", "sentence", "gated_sentence", "distance", "roll", "cost"]


def _grammar_text(name: str) -> str:
    return read_text("statblock.rulesets.draw_steel.grammar", name)


def load_grammar(name: str, **options) -> "Lark":
    from .... import lark_store

    return lark_store.build(_grammar_text(name), parser="lalr", lexer="contextual", strict=True, **options)


@functools.cache
def native_parser() -> "Lark":
    return load_grammar("native.lark")


@functools.cache
def native_tables() -> tables.Tables:
    """The native grammar's tables (`tables.load`), for `DirectParser` and the label patterns."""
    return tables.load(_grammar_text("native.lark"), native_parser)


@functools.cache
def notation_tables(starts: tuple[str, ...]) -> tables.Tables:
    """The notation grammar's tables read from the rules `starts` (`tables.load`), once a process (`clauses` runs
    them, `compound` reads a terminal of them)."""
    return tables.load(_grammar_text("notation.lark"), lambda: load_grammar("notation.lark", start=list(starts)),
                       starts)


_FRIENDLY = {  # terminal -> the catalog's name for it (messages.py, `token.*`)
    "_RPAR": "token.rpar",
    "_LPAR": "token.lpar",
    "NUMBER": "token.number",
    "SIGNED": "token.number",
    "WORD": "token.word",
    "$END": "token.end",
    "_NL": "token.line_break",
    "_BLANK": "token.blank_line",
    "REST": "token.rest",
}


def syntax_diagnostic(error: "UnexpectedInput", fragment: Fragment, code: str, what) -> Diagnostic:
    """Turn a lark exception raised on `fragment` into a diagnostic in the original file."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    index = getattr(error, "pos_in_stream", None)
    if index is None:
        index = len(fragment.text)
    if isinstance(error, UnexpectedToken) and error.token.type == "$END":
        index = len(fragment.text.rstrip())
    expected: set[str] = set()
    if isinstance(error, (UnexpectedToken, UnexpectedEOF)):
        expected = set(error.expected)
    elif isinstance(error, UnexpectedCharacters):
        expected = set(error.allowed or ())
    names = sorted({msg(_FRIENDLY[e]) if e in _FRIENDLY else e.lower().strip("_")
                    for e in expected if not e.startswith("__")}, key=str)
    found = fragment.text[index : index + 1]
    if isinstance(error, UnexpectedToken) and error.token.type != "$END":
        found = str(error.token)
    hint = msg("syntax.expected", names=Listing(tuple(names), limit=4)) if names else ""
    message = (msg("syntax.unexpected", what=what, found=found, expected=hint) if found.strip()
               else msg("syntax.end", what=what, expected=hint))
    return Diagnostic(
        code,
        Severity.ERROR,
        message,
        fragment.span(index, min(len(fragment.text), index + max(1, len(found)))),
    )
