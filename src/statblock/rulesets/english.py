"""Ordinary English words the rulesets share (`english_words.txt`): words of their own that a check of slips in card
text never takes for a misspelling of a game's word (Marvel Champions' MC131: `in hero form`, `our hero`). A ruleset's
own terms are its vocabulary's; this list holds the plain English around them, kept in one file so that no check
keeps its own copy.
"""

from __future__ import annotations

import functools

from ..package_data import read_text

__all__ = ["ordinary_words"]


@functools.cache
def ordinary_words() -> frozenset[str]:
    """The words of `english_words.txt`, lower case."""
    text = read_text(__package__, "english_words.txt")
    return frozenset(word for line in text.splitlines() for word in line.partition("#")[0].split())
