"""The noun of a counted effect a letter off after its amount (MC129): `deals 1 damager` (an official card's slip),
`remove 2 thraet`. The counted reading took `damage` out of `damager`, its target left unread (`to you` after a word
it did not know), and nothing was said: now the word is said, with the noun meant, and the effect is read as that
noun says (`deal 1 damage to you`), as a misspelt verb is (MC111).

Only after a counted verb and its amount (`deal 1`, `takes 2 indirect`, `Remove 3`), the word in lower case, 5
letters or more, one edit from the noun (a letter added, left out or changed, or two neighbours swapped:
`similarity.osa_distance`); never the noun itself or its plural, nor a word of the vocabulary.
"""

from __future__ import annotations

import re

from ...similarity import osa_distance
from .verb_slips import english_words

__all__ = ["counted_noun_slip"]

#: the noun each counted verb counts, by the verb's stem
_NOUNS = {"deal": "damage", "take": "damage", "heal": "damage", "prevent": "damage", "place": "threat",
          "remove": "threat"}
_AFTER_AMOUNT = re.compile(
    r"\b(?P<verb>deals?|takes?|heals?|prevents?|places?|removes?)\s+(?:an additional\s+|up to\s+|a total of\s+)?"
    r"(?:\d{1,4}|X|an?|one|two|three|four|five|six|seven|eight|nine|ten|all)(?:\s*\[per_hero\])?\s+"
    r"(?:additional\s+)?(?:indirect\s+|consequential\s+|unpreventable\s+)?(?P<word>[a-z]{5,12})\b(?!['’-])",
    re.IGNORECASE)


def counted_noun_slip(words: str) -> tuple[int, str, str] | None:
    """(where the slip is in `words`, the word as written, the noun meant) of the first counted noun a letter off in
    `words`; None when there is none. One search over the words: linear."""
    for found in _AFTER_AMOUNT.finditer(words):
        word = found.group("word")
        verb = found.group("verb").lower()
        noun = _NOUNS[verb[:-1] if verb.endswith("s") else verb]
        if word != word.lower() or word in (noun, noun + "s") or word in english_words():
            continue
        if osa_distance(word, noun, 1) <= 1:
            return found.start("word"), word, noun
    return None
