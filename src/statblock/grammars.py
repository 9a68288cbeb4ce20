"""What every ruleset's Lark grammars share: building a cached LALR parser, and reading a parse error.

LALR with the contextual lexer, remembered in the run's cache folder (`lark_store`: keyed by the grammar's
text, so a cold start only loads the parser).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from lark import Lark, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from . import lark_store

__all__ = ["UnexpectedInput", "error_position", "expected", "lalr", "remembered"]

#: Texts up to this long have their parse tree kept (`remembered`): the lines and paragraphs a file repeats (a
#: card's `Hero Action (attack):`, a profile line of a warband's every copy), never a hostile 20,000-character one.
REMEMBERED_LONGEST = 300
#: Trees kept at most, the least recently used dropped first: at most some 15 MiB a grammar (a tree of 250 characters
#: is about 5 KiB), a few MiB on real text (a paragraph is some 50 characters).
REMEMBERED_MOST = 2048


def lalr(text: str, strict: bool = False) -> Lark:
    """A parser for the grammar `text`; `strict`: a conflict, or two terminals of one priority that can
    match the same text, fails when it is built."""
    return lark_store.build(text, parser="lalr", lexer="contextual", strict=strict, propagate_positions=False,
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


def remembered(parse: Callable[[str], Tree]) -> Callable[[str], Tree]:
    """`parse`, with the tree of each short text it read kept for the next time that text comes (a text that does not
    parse raises each time, as `parse` does). The trees are shared: their readers only read them, and a tree depends
    on nothing but its text (its tokens' positions are the text's own), so a file reads the same either way. Lark's
    parse was a sixth (Marvel Champions) to a third (SBH, 虚構侵蝕) of these readers' time on the hostile fuzzer's
    inputs, where a third to a half of the texts parsed came again within 1,000 inputs (a compendium repeats its
    paragraphs and profile lines too)."""
    kept = functools.lru_cache(maxsize=REMEMBERED_MOST)(parse)

    @functools.wraps(parse)
    def read(text: str) -> Tree:
        return kept(text) if len(text) <= REMEMBERED_LONGEST else parse(text)

    read.cache_clear, read.cache_info = kept.cache_clear, kept.cache_info  # type: ignore[attr-defined] - for tests
    return read
