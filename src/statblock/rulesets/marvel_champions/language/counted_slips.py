"""The noun of a counted effect a letter off after its amount (MC129): `deals 1 damager` (an official card's slip),
`remove 2 thraet`. The counted reading took `damage` out of `damager`, its target left unread (`to you` after a word
it did not know), and nothing was said: now the word is said, with the noun meant, and the effect is read as that
noun says (`deal 1 damage to you`), as a misspelt verb is (MC111).

Only after a counted verb and its amount (`deal 1`, `takes 2 indirect`, `Remove 3`), the word in lower case, 5
letters or more, one edit from the noun (a letter added, left out or changed, or two neighbours swapped:
`similarity.osa_distance`); never the noun itself or its plural, nor a word of the vocabulary. Likewise a second
amount whose verb is left out after `and` (`Deal 2 damage to an enemy and 1 damge to the villain`: the counted verb's
noun, then `and`, an amount, the word and a preposition, as `effects._ELLIPSIS` reads the two): the word after that
amount was never looked at, as no verb stands before it. Every slip of a sentence is said (only its first was).
"""

from __future__ import annotations

import re

from ...similarity import osa_distance
from .verb_slips import english_words

__all__ = ["counted_noun_slips"]

#: the noun each counted verb counts, by the verb's stem
_NOUNS = {"deal": "damage", "take": "damage", "heal": "damage", "prevent": "damage", "place": "threat",
          "remove": "threat"}
_AFTER_AMOUNT = re.compile(
    r"\b(?P<verb>deals?|takes?|heals?|prevents?|places?|removes?)\s+(?:an additional\s+|up to\s+|a total of\s+)?"
    r"(?:\d{1,4}|X|an?|one|two|three|four|five|six|seven|eight|nine|ten|all)(?:\s*\[per_hero\])?\s+"
    r"(?:additional\s+)?(?:indirect\s+|consequential\s+|unpreventable\s+)?(?P<word>[a-z]{5,12})\b(?!['’-])",
    re.IGNORECASE)
#: a counted verb, its amount and its noun (as printed, or a letter off: said too), then (in the same clause: no `,`, `;` or `.`, at most as far as
#: `effects._ELLIPSIS_LIMIT` looks) `and`, a second amount with its verb left out, a word and a preposition
_ELIDED = re.compile(
    r"\b(?P<verb>deals?|heals?|places?|removes?)\s+(?:\d{1,4}|X)(?:\s*\[per_hero\])?\s+(?P<noun>[a-z]{5,12})\s+"
    r"(?:to|from|on|onto)\b[^,;.]{0,300}?\s+and\s+(?:\d{1,4}|X)(?:\s*\[per_hero\])?\s+(?P<word>[a-z]{5,12})\s+"
    r"(?:to|from|on|onto)\b", re.IGNORECASE)


def _slip(word: str, noun: str) -> bool:
    """Whether `word` (in lower case, no form of `noun`, no word of the vocabulary) is one edit from `noun`."""
    if word != word.lower() or word in (noun, noun + "s") or word in english_words():
        return False
    return osa_distance(word, noun, 1) <= 1


def counted_noun_slips(words: str) -> list[tuple[int, str, str]]:
    """(where the slip is in `words`, the word as written, the noun meant) of each counted noun a letter off in
    `words`, in order (`Deal 1 damger to you and remove 2 thraet`: both; only the first was said, the second read as no
    noun, in silence). Two searches over the words, each trying at most a clause's first 300 letters from a verb:
    linear."""
    found = {}
    for after in _AFTER_AMOUNT.finditer(words):
        verb = after.group("verb").lower()
        noun = _NOUNS[verb[:-1] if verb.endswith("s") else verb]
        if _slip(after.group("word"), noun):
            found[after.start("word")] = (after.start("word"), after.group("word"), noun)
    for elided in _ELIDED.finditer(words):
        noun = _NOUNS[elided.group("verb").lower().rstrip("s")]
        first = elided.group("noun")
        if (first.lower() == noun or _slip(first, noun)) and _slip(elided.group("word"), noun):
            found.setdefault(elided.start("word"), (elided.start("word"), elided.group("word"), noun))
    return sorted(found.values())
