"""Slips of typing inside a sentence's words, reported with the words to write; the sentence is read as written:

- a word written twice in a row (`You play play Test Ally from your discard pile`, MC121: the reader takes the second
  word for nothing). Only lower-case words: a name may repeat a word (`Dum Dum Dugan`, `Boom Boom`); nor a word a
  clause's left-out comma parts (`When the villain attacks you you may draw 1 card`: MC114 says the comma);
- a digit between the letters of a lower-case word (`Each minion engage3d with you activates against you`, MC130: the
  word is no word, so the target ran on to it in silence). No card prints one (`3D`, `Mark V`, `Tabula Rasa 16` have the
  digits apart or first)."""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ..catalog import message
from .masking import mask
from .run_on import clause_comma

__all__ = ["report_doubled_words"]

_DOUBLED = re.compile(r"(?<![\w'-])([a-z]{2,20})[ \t]+(\1)(?![\w'-])")
#: A lower-case word with digits between its letters (`engage3d`); the letters before and after, at most a word's.
_DIGIT_INSIDE = re.compile(r"(?<![\w'-])([a-z]{1,30})(\d{1,3})([a-z]{1,30})(?![\w'-])")


def report_doubled_words(items: list, paragraph) -> None:
    """Report each word written twice in a row in the sentence items `items` (in their own words, not in quotes or
    parentheses)."""
    for item in items:
        if item.kind != "sentence":
            continue
        run_on = -1   # (looked for once, at the first doubled word: `you you` 10,000 times is linear)
        for found in _DOUBLED.finditer(mask(item.text)):
            if run_on == -1:
                run_on = clause_comma(re.split(r"[,;.]", item.text, maxsplit=1)[0])
            if run_on == found.end(1):
                continue
            words = item.text[found.start():found.end()]
            paragraph.report("MC121", Severity.WARNING, message("language.doubled_word", words=words),
                             item.start + found.start(), item.start + found.end(),
                             message("language.replace", word=words, guess=found.group(1)))
        for found in _DIGIT_INSIDE.finditer(mask(item.text)):
            word = item.text[found.start():found.end()]
            paragraph.report("MC130", Severity.WARNING, message("language.digit_in_word", word=word),
                             item.start + found.start(), item.start + found.end(),
                             message("language.replace", word=word, guess=found.group(1) + found.group(3)))
