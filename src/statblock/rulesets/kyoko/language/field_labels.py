"""The field labels of a 虚構侵蝕 card's lines, as patterns: a label and its colon opening a line, in brackets
(`【使用】行動`), with no colon (`使用 行動`), after another field on the same line; the field a line opens with."""

from __future__ import annotations

import functools
import re

from ..vocabulary import category, lookup

__all__ = ["bare_label", "bracketed_label", "field_label", "field_of", "field_words", "label_within", "opening_label"]


@functools.cache
def opening_label() -> re.Pattern:
    words = [w for term in category("fields").terms.values() for w in (*term.ja, *term.en)]
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?:{alternatives})[ \t]*:", re.IGNORECASE)


def field_of(line: str) -> str | None:
    """The field whose label and colon open `line` (folded), or None."""
    found = opening_label().match(line)
    term = None if found is None else lookup("fields", found.group(0).rstrip(" \t:"))
    return None if term is None else term.id


@functools.cache
def bracketed_label() -> re.Pattern:
    """A known field label in brackets at a line's start (`【使用】行動`, `［効果］：…`, `[Use] Action`): as the line is
    folded, ［］ and 〔〕 are `[` `]`."""
    words = [w for term in category("fields").terms.values() for w in (*term.ja, *term.en)]
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"[【\[](?P<label>{alternatives})[】\]](?P<colon>[ \t]*:)?", re.IGNORECASE)


def bare_label(line: str) -> tuple[int, int] | None:
    """A known label at the line's start followed by blanks and a value, with no colon (`使用 行動`, `効果　対象に…`), or
    by a mark written for one, `=` or a dash and a blank (`使用＝行動`, `Use - Action`): (the label's end, the value's
    start), or None. What is between is at least one character, so the colon written in its place keeps every
    offset."""
    found = bare_pattern().match(line)
    return None if found is None else (found.end("label"), found.start("value"))


@functools.cache
def field_words() -> str:
    """The field labels of either language as a pattern's alternatives, the longest first (a label is tried before
    a shorter one it starts with)."""
    words = [w for term in category("fields").terms.values() for w in (*term.ja, *term.en)]
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@functools.cache
def bare_pattern() -> re.Pattern:
    return re.compile(rf"(?P<label>{field_words()})(?:[ \t]*(?:=|[-–—―](?=[ \t]))[ \t]*|[ \t]+)(?P<value>[^ \t:].*)",
                      re.IGNORECASE)


def label_within(label: str) -> str | None:
    """The field label an unknown one starts with (`使用タイミング`: 使用, `対象者`: 対象), or None."""
    words = [w for term in category("fields").terms.values() for w in term.ja if len(w) > 1]
    return next((w for w in sorted(words, key=len, reverse=True) if label.startswith(w)), None)


@functools.cache
def field_label() -> re.Pattern:
    return re.compile(rf"(?<=[\s、,/|])(?:{field_words()})[ \t]*:", re.IGNORECASE)
