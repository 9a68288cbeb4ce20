"""Loading `ability.lark` (its placeholders filled from the vocabulary) and parsing a paragraph.

LALR with ``strict=True`` (a grammar conflict, or two terminals of one priority that can match the
same text, fails when the grammar is built), remembered in the run's cache folder (`lark_store`, keyed by
the grammar's text, so a cold start only loads the parser), like Draw Steel's.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from lark import Lark, Tree

from ....grammars import UnexpectedInput, error_position, lalr, remembered

from ..vocabulary import syntax_words, vocabulary

__all__ = ["HEAD", "UnexpectedInput", "ability_parser", "error_position", "parse"]

#: The shape of a timing trigger with its parentheses and colon (`Hero Action (attack):`), for the
#: grammar's lookaheads: up to four capitalised words, or Japanese.
HEAD = (r"(?:[A-Za-z][A-Za-z'’]*(?:(?:[ \t]{1,3}|[_-])[A-Za-z'’]+){0,3}"
        r"|[\u3040-\u30ff\u4e00-\u9fff]+(?:[ \t\u3000][\u3040-\u30ff\u4e00-\u9fff]+)?)"
        r"[ \t]*(?:[(（][^()（）\n]{1,40}[)）][ \t]*)?[:：]")


#: An ability's name before its trigger, with the dash that ends it (`Psi Shield — `; the data also types a
#: horizontal bar `―` or a minus sign `−` for it), for the name
#: and for the star's lookahead (the star stands before or after the name).
NAME = (r'(?:"[^"\n]{1,60}"|“[^”\n]{1,60}”|[^\s"“”:：(\[—–―−•][^"“”:：\n—–―−]{0,60}?)'
        r'(?:[ \t]*[—–―−][ \t]*|[ \t]+-[ \t]+)')


def _alternatives(words) -> str:
    """The words as one regex alternation, longest first; ties in a fixed order, so that the grammar's
    text (lark's cache key) is the same in every run whatever order a set gives them in."""
    return "|".join(re.escape(word) for word in sorted(set(words), key=lambda word: (-len(word), word)))


#: The triggers of one word read with no colon after them before a word that opens a sentence (`Action Deal 2 damage
#: …`, `Response After you …`; not `Response Team gets +1.`, a name): the optional types a player declares (`Resource`,
#: `Boost`, `Setup` and `Special` are nouns a sentence may start with)
_BARE_ONE_WORD = frozenset({"action", "response", "interrupt"})


@functools.cache
def grammar_text() -> str:
    text = resources.files(__package__).joinpath("ability.lark").read_text("utf-8")
    return (text.replace("@NAME@", NAME).replace("@HEAD@", HEAD)
            .replace("@LIMIT@", "(?i:" + _alternatives(syntax_words("limit")) + ")")   # (`limit`: MC102)
            .replace("@PER@", _alternatives(w for w in syntax_words("per") if not w.isascii()))
            .replace("@LIMIT_END@", _alternatives(syntax_words("limit_end")))
            .replace("@SCOPES@", _alternatives(s for term in vocabulary().limit_scopes.terms.values()
                                               if term.extra.get("bare_ni", True) for s in term.ja))
            .replace("@PER_SCOPE@", _alternatives(syntax_words("per_scope")))
            .replace("@THEN@", _alternatives(syntax_words("then")))
            .replace("@NEXT@", _alternatives(syntax_words("next")))
            .replace("@TRIGGERS@", _alternatives(s for term in vocabulary().triggers.terms.values()
                                                 for s in term.en if " " in s))
            .replace("@ONE_WORD_TRIGGERS@", _alternatives(s for term in vocabulary().triggers.terms.values()
                                                          for s in term.en if term.id in _BARE_ONE_WORD))
            .replace("@JA_TRIGGERS@", _alternatives(s for term in vocabulary().triggers.terms.values() for s in term.ja))
            .replace("@ABBREVIATIONS@", _alternatives(syntax_words("abbreviation")))
            .replace("@OPENERS@", _alternatives(_openers()))
            .replace("@JA_OPENERS@", _alternatives({*syntax_words("opener"), *syntax_words("then")} - set(_openers()))))


def _openers() -> set[str]:
    """The English words that may start a sentence, capitalised: the syntax's openers, the timing
    words, `Then` and the effect verbs (`Draw`, `Look at`)."""
    words = set(vocabulary().syntax.terms["opener"].en) | set(vocabulary().syntax.terms["then"].en)
    words |= {s for term in vocabulary().timings.terms.values() for s in term.en if s[:1].isupper()}
    words |= {s[:1].upper() + s[1:] for term in vocabulary().effects.terms.values() for s in term.en}
    return words


@functools.cache
def ability_parser() -> Lark:
    return lalr(grammar_text(), strict=True)


@remembered
def parse(text: str) -> Tree:
    """The parse tree of one paragraph (raises `UnexpectedInput`)."""
    return ability_parser().parse(text)
