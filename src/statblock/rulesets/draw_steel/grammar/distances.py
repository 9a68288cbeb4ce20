"""The distance line (`Melee 1 or ranged 5`, `3 cube within 10`) read into its parts, and the words an
author may write after them (`Self; see below`, `自身（下記参照）`, `Melee 1 (while mounted)`): a note
kept as written beside the parts, never read as a range.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....diagnostics import Fragment
from ..vocabulary import vocabulary
from .building import unquote
from .to_ast import _absolute_word, parse_notation_text

__all__ = ["parse_distance"]

# `Self; see below`, `Melee 1 (see below)`, `自身（下記参照）`: a note after the distance, its words
# in group `after` or `inside`
_DISTANCE_NOTE = re.compile(r"\s*(?:[;；]\s*(?P<after>[^;；]*?[^\s;；.。])|[(（]\s*(?P<inside>[^()（）]*?[^\s()（）])\s*[)）])"
                            r"\s*[.。]?\s*$")


def _names_a_distance(text: str) -> bool:
    """`ranged 5` in `Melee 1; ranged 5`, and any words with a number (`within 10`): what would belong
    to the parts, not beside them (`下記参照` reads as a distance of one word, which names none)."""
    if any(ch.isdigit() for ch in text):
        return True
    parts = parse_notation_text(text, "distance") or ()
    return any(part.kind.text in vocabulary().distance_kinds for part in parts)


def parse_distance(fragment: Fragment) -> ast.Distance:
    """The distance's parts; a note after them (`Self; see below`) kept as written beside them, unless
    it reads as a distance of its own (then the text has no known shape: no part is left out)."""
    text = fragment.text
    relative, note = parse_notation_text(text, "distance"), None
    found = _DISTANCE_NOTE.search(text) if relative is None else None
    if found is not None and found.start() > 0:
        group = "after" if found.group("after") is not None else "inside"
        head = parse_notation_text(text[:found.start()], "distance")
        if head is not None and not _names_a_distance(found.group(group)):
            # (`近接 1（「while mounted」）`: the author's English as a Japanese card quotes it)
            relative, note = head, ast.Word(unquote(found.group(group)), fragment.span(*found.span(group)))
    parts = tuple(attrs.evolve(part, kind=_absolute_word(part.kind, fragment), span=fragment.span(*part.span))
                  for part in relative or ())
    return ast.Distance(text, parts, fragment.span(), note)
