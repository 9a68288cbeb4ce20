"""A word written twice in a row (`You play play Test Ally from your discard pile`): a slip of typing, reported (MC121)
with the words to write; the sentence is read as written (the reader takes the second word for nothing). Only lower-case
words: a name may repeat a word (`Dum Dum Dugan`, `Boom Boom`)."""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ..catalog import message
from .masking import mask

__all__ = ["report_doubled_words"]

_DOUBLED = re.compile(r"(?<![\w'-])([a-z]{2,20})[ \t]+(\1)(?![\w'-])")


def report_doubled_words(items: list, paragraph) -> None:
    """Report each word written twice in a row in the sentence items `items` (in their own words, not in quotes or
    parentheses)."""
    for item in items:
        if item.kind != "sentence":
            continue
        for found in _DOUBLED.finditer(mask(item.text)):
            words = item.text[found.start():found.end()]
            paragraph.report("MC121", Severity.WARNING, message("language.doubled_word", words=words),
                             item.start + found.start(), item.start + found.end(),
                             message("language.replace", word=words, guess=found.group(1)))
