"""A time phrase in a Japanese clause that no effect's shape has a place for (`このラウンド中`, the vocabulary's
`syntax.time_before_subject`): the clause is read past it, the phrase kept in the effect's words, as English reads
`This round, deal 3 damage to the villain` and `Its attacks gain ranged this round`.

It stands where Japanese puts it: opening the clause (`このラウンド中、悪役に3ダメージを与える`), or after the subject's
`は` (`それの攻撃はこのラウンド中遠隔を得る`; was text).
"""

from __future__ import annotations

import functools
import re

from .japanese import COMMA, alternatives, ja_words

__all__ = ["time_phrase"]


@functools.cache
def _phrase() -> str:
    return rf"(?:{alternatives(ja_words('time_before_subject'))})"


@functools.cache
def _opening() -> re.Pattern:
    """A time phrase a clause opens with, with its `は` and comma, if any."""
    return re.compile(rf"{_phrase()}は?[{COMMA}]? ?")


@functools.cache
def _after_topic() -> re.Pattern:
    """A time phrase right after a subject's `は` (group 1: the phrase with its comma, if any)."""
    return re.compile(rf"は ?({_phrase()}[{COMMA}]? ?)")


def time_phrase(clause: str) -> tuple[int, int] | None:
    """(start, end) of the time phrase to read `clause` past, the clause's words left around it; None when it has
    none, or nothing but it. Only the first `は` a time phrase follows is looked at (one search: linear in the
    clause)."""
    found = _opening().match(clause)
    span = (0, found.end()) if found is not None else None
    if span is None:
        found = _after_topic().search(clause)
        span = found.span(1) if found is not None else None
    if span is None or span[1] == len(clause):
        return None
    return span
