"""The words the notation's grammar spells, read from its tables as lark built them (`parser.notation_tables`): each
terminal that is a word (`"ダメージ"`, `"square"`), each keyword a WORD may spell, and each terminal that is a choice
of words and nothing else (`JA_CHANGES: "増加する" | "減少する"`, an expression once built); and the words of a rule
whose every alternative is one such terminal (`squares: "square" | "squares" | "マス" | "スクエア"`). Read from the
grammar lark parsed, never from its text: a comment or a pattern that merely holds a quote is none of them.
"""

from __future__ import annotations

import functools
import re

from .parser import NOTATION_STARTS, notation_tables

__all__ = ["notation_spellings", "rule_spellings"]

# one alternative of an expression that is a word: no character `re` gives a meaning to, unless escaped
_PLAIN = re.compile(r"(?:[^\\.^$*+?{}\[\]|()]|\\.)+")
_ESCAPED = re.compile(r"\\(.)")


def _tables():
    from .clauses import JA_STARTS  # noqa: PLC0415 - the starts the clause reader loads, whose tables are cached

    return notation_tables(tuple(NOTATION_STARTS + JA_STARTS))


def _words_of(expression: str) -> tuple[str, ...]:
    """The words an expression is a choice of (`(?:増加する|減少する)`, `damage`), or none when it is any other."""
    body = expression[3:-1] if expression.startswith("(?:") and expression.endswith(")") else expression
    pieces = body.split("|")
    if not all(_PLAIN.fullmatch(piece) for piece in pieces):
        return ()
    return tuple(_ESCAPED.sub(r"\1", piece) for piece in pieces)


@functools.cache
def _spelt() -> dict[str, tuple[str, ...]]:
    """Each terminal's words (see the module's docstring), by the terminal's name."""
    tables = _tables()
    spelt: dict[str, list[str]] = {}
    for lexer in tables.lexers.values():
        for terminal in lexer.terminals:
            if terminal.literal is not None:
                spelt.setdefault(terminal.name, []).append(terminal.literal)
        for keywords in lexer.keywords.values():
            for spelling, name in keywords.items():
                spelt.setdefault(name, []).append(spelling)
    for name, expression in tables.terminals.items():
        if name not in spelt:
            words = _words_of(expression)
            if words:
                spelt[name] = list(words)
    return {name: tuple(dict.fromkeys(words)) for name, words in spelt.items()}


@functools.cache
def notation_spellings() -> frozenset[str]:
    """Every word the notation's grammar spells (see the module's docstring)."""
    return frozenset(word for words in _spelt().values() for word in words)


@functools.cache
def rule_spellings(rule: str) -> tuple[str, ...]:
    """The words of the rule `rule` when each of its alternatives is one terminal that is a word (`squares`:
    `square`, `squares`, `マス`, `スクエア`); () for a rule of any other shape, or none of that name."""
    alternatives = [r.expansion for r in _tables().rules if r.origin.name == rule]
    spelt = _spelt()
    if not alternatives or not all(len(symbols) == 1 and symbols[0].is_term and symbols[0].name in spelt
                                   for symbols in alternatives):
        return ()
    return tuple(dict.fromkeys(word for symbols in alternatives for word in spelt[symbols[0].name]))
