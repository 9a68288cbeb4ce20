"""A target noun a letter off one the cards print (MC129): `Attach to your identiy.`, `while the willain attacks`
(official cards write both). The effect's verb is read, but its target was none (a condition's subject too), with
nothing said: now the word is said, with the noun meant; it is kept as written (unread, as a person reads the card).

Only where a determiner stands before the word (`a`, `an`, `the`, `each`, `your`, ...: a target is written so), the
word in lower case, 5 letters or more, a letter off a target noun of the vocabulary (`targets`), and neither such a
noun itself, nor its plural or possessive, nor a verb's form (`a played card`: `-ed`, `-ing`), nor a word the file
writes elsewhere where no determiner stands before it (a word of the language, `prayer` for player is as often meant). English only: a Japanese noun is written in kanji
and katakana, where a letter off is another word.
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Diagnostic, Severity
from ...similarity import osa_distance
from ..catalog import message
from ..vocabulary import vocabulary
from .other_names import SHORTEST

__all__ = ["noun_slips"]

_AFTER = re.compile(r"\b(?:a|an|the|each|every|any|all|your|their|its|that|this|another|target|other)\s+"
                    r"(?P<word>[a-z][a-z-]{4,30})\b(?!['’-])")
_WORDS = re.compile(r"\b[a-z][a-z-]{4,30}\b")


@functools.cache
def _nouns() -> tuple[frozenset[str], tuple[str, ...]]:
    """(every spelling of a target noun, lower case; the one-word nouns a slip may be of, singular as printed)."""
    spellings = {s.lower() for term in vocabulary().categories["targets"].terms.values() for s in term.en}
    singular = tuple(sorted({term.en[0].lower() for term in vocabulary().categories["targets"].terms.values()
                             if term.en and " " not in term.en[0] and len(term.en[0]) >= SHORTEST}))
    return frozenset(spellings), singular


def _meant(word: str) -> str | None:
    spellings, nouns = _nouns()
    if word in spellings or word.endswith(("ed", "ing")):   # (a verb's form before a noun: `a played card`)
        return None
    for noun in nouns:
        if abs(len(noun) - len(word)) <= 1 and word not in (noun + "s", noun + "es", noun + "'s") \
                and osa_distance(word, noun, 1) <= 1:
            return noun
    return None


def noun_slips(cards) -> list[Diagnostic]:
    """MC129 of one file's cards (`source.CardSource`), in the order of the file."""
    places = []
    elsewhere: set[str] = set()      # words the file writes with no determiner before them
    for card in cards:
        for paragraph in card.paragraphs:
            text = paragraph.text
            after = {m.start("word") for m in _AFTER.finditer(text)}
            for found in _WORDS.finditer(text):
                if found.start() not in after:
                    elsewhere.add(found.group())
            for found in _AFTER.finditer(text):
                places.append((card, paragraph, found.start("word"), found.group("word")))
    out = []
    for card, paragraph, start, word in places:
        meant = _meant(word) if word not in elsewhere else None
        if meant is not None:
            out.append(Diagnostic("MC129", Severity.WARNING, message("language.noun_slip", word=word, guess=meant),
                                  paragraph.span(start, start + len(word)), card.name,
                                  message("language.replace", word=word, guess=meant)))
    return out
