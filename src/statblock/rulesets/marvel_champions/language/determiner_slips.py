"""A determiner a letter off before a target noun (MC131): `Deal 2 damage to en enemy.`, `Heal 3 damage from thw villain`.
The target was read by its noun alone (`en enemy`: an enemy), with nothing said: now the word is said, with the
determiner meant; the target is read as before, its words as written.

Only a lower-case word right before a target noun of the vocabulary (`targets`), a letter off one of the determiners
a target is written with (`targets.DETERMINERS`, 2 letters or more: `a` is a letter off every short word), and no
word of English a target noun may follow (`in hero form`, `as an ally`, `on the villain`, `then each enemy`, `an attack
targets you`, `our hero`: the rulesets' shared `english.ordinary_words`, and every word the vocabulary holds,
`verb_slips.english_words`).
English only: a Japanese determiner (`この`, `各`) is written in kanji or kana, where a letter off is another word.
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Diagnostic, Severity
from ...english import ordinary_words
from ...similarity import osa_distance
from ..catalog import message
from ..vocabulary import vocabulary
from .targets import DETERMINERS
from .verb_slips import english_words

__all__ = ["determiner_slips"]


@functools.cache
def _patterns() -> tuple[re.Pattern, tuple[str, ...]]:
    """(a lower-case word before a target noun; the determiners a slip may be of)."""
    nouns = {s.lower() for term in vocabulary().categories["targets"].terms.values() for s in term.en if s.isascii()}
    noun = "|".join(re.escape(n) for n in sorted(nouns, key=len, reverse=True))
    found = re.compile(rf"(?<![\w'’-])(?P<word>[a-z]{{2,8}}) (?:{noun})\b")
    determiners = tuple(sorted({d.strip() for d, _ in DETERMINERS if len(d.strip()) >= 2 and " " not in d.strip()}))
    return found, determiners


def _meant(word: str) -> str | None:
    _, determiners = _patterns()
    if word in ordinary_words() or word in determiners or word in english_words():
        return None
    return next((d for d in determiners if abs(len(d) - len(word)) <= 1 and osa_distance(word, d, 1) <= 1), None)


def determiner_slips(cards) -> list[Diagnostic]:
    """MC131 of one file's cards (`source.CardSource`), in the order of the file."""
    found, _ = _patterns()
    out = []
    for card in cards:
        for paragraph in card.paragraphs:
            for match in found.finditer(paragraph.text):
                word = match.group("word")
                meant = _meant(word)
                if meant is not None:
                    start = match.start("word")
                    out.append(Diagnostic("MC131", Severity.WARNING,
                                          message("language.determiner_slip", word=word, guess=meant),
                                          paragraph.span(start, start + len(word)), card.name,
                                          message("language.replace", word=word, guess=meant)))
    return out
