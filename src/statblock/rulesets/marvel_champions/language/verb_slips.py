"""A misspelt effect verb that opens a sentence's words (`Exhuast your identity`): a word no verb and no other word of
the cards, one letter away from a verb of the vocabulary (a letter left out, added, changed, or two swapped). It is read
as that verb and reported (MC111), as a verb a letter away from the one whose next word it takes is (`Attack to`).

Only a word of five letters or more is looked at, never a word the vocabulary holds (`Threat`, a letter from
`treat`), and never a participle (`Attached villain gains steady`, `Exhausted
allies`, `Readying`): such a word is a name or an adjective as often as a slip.
"""

from __future__ import annotations

import functools
import re

from ...similarity import osa_distance
from ..vocabulary import verb_pattern, vocabulary
from .other_names import SHORTEST

__all__ = ["english_words", "glued_number", "misspelt_verb"]

_FIRST = re.compile(r"[A-Za-z]+(?=[\s,.;:]|$)")
_GLUED = re.compile(r"([A-Za-z]+)(\d+)(?=[\s,.;:]|$)")
_PARTICIPLE = re.compile(r"(?:ed|ing)$", re.IGNORECASE)


@functools.cache
def _verbs() -> dict[str, str]:
    """Every one-word English spelling of an effect verb (`exhaust`, `exhausts`), lower case, and its effect kind."""
    found = {}
    for term in vocabulary().effects.terms.values():
        for verb in term.en:
            if " " not in verb and "…" not in verb and verb.isascii():
                found[verb.lower()] = term.id
    return found


@functools.cache
def english_words() -> frozenset[str]:
    """Every English word the vocabulary holds (`threat`, `villain`, `toughness`), lower case: none is a slip."""
    found = set()
    for category in vocabulary().categories.values():
        for term in category.terms.values():
            for spelling in (*term.en, term.id):
                found.update(w.lower() for w in re.findall(r"[A-Za-z]+", str(spelling)))
    return frozenset(found)


@functools.cache
def _verbs_by_length() -> dict[int, tuple[str, ...]]:
    """The verbs of `_verbs`, by their length: a word is compared only with those a letter longer or shorter."""
    found: dict[int, list[str]] = {}
    for verb in _verbs():
        found.setdefault(len(verb), []).append(verb)
    return {length: tuple(verbs) for length, verbs in found.items()}


@functools.lru_cache(maxsize=2048)
def _close_verbs(word: str) -> tuple[str, ...]:
    """The verbs `word` (lower case) is one letter from: one left out, added or changed, or two neighbours swapped (one
    edit of the optimal string alignment distance, as the other slips of a letter count it); sorted. Remembered: a
    file repeats its slips."""
    by_length = _verbs_by_length()
    return tuple(sorted(verb for length in (len(word) - 1, len(word), len(word) + 1)
                        for verb in by_length.get(length, ())
                        if verb != word and osa_distance(word, verb, 1) <= 1))


def misspelt_verb(words: str, name: str = "") -> tuple[str, str] | None:
    """(the word as written, the verb it stands for, cased as the word is) when `words` open with a misspelt effect
    verb; else None. A word of the card's `name` is none (`Reedy Richards`)."""
    found = _FIRST.match(words)
    if found is None:
        return None
    word = found.group()
    low = word.lower()
    if len(word) < SHORTEST or _PARTICIPLE.search(word) or low in english_words() or verb_pattern()[0].match(words) \
            or low in name.lower().split():
        return None
    close = _close_verbs(low)
    if len({_verbs()[verb] for verb in close}) != 1:   # none, or a word two verbs are near: no guess
        return None
    rest = words[found.end():]
    if rest.lstrip().startswith(",") or verb_pattern()[0].match(rest.lstrip()):
        return None   # (`Again, draw 1 card`, `Again draw 1 card`: an adverb before the verb, no verb; was `Gain`)
    # (`Discardd`: `discard` and `discards` are both a letter away; the one ending as the word does)
    guess = next((verb for verb in close if verb[-1] == low[-1]), close[0])
    return word, guess[:1].upper() + guess[1:] if word[:1].isupper() else guess


def glued_number(words: str) -> tuple[str, str] | None:
    """(the word as written, the verb and its number spaced) when `words` open with an effect verb its number is
    glued to (`draw1 card`: `draw 1`); else None. Only a verb of the vocabulary, spelt as it is: `Hulk2` is a name."""
    found = _GLUED.match(words)
    if found is None or found.group(1).lower() not in _verbs():
        return None
    return found.group(), f"{found.group(1)} {found.group(2)}"
