"""The words before a timing trigger that end a head the vocabulary does not hold (`Hellbound Hero Interrupt`: `Hero
Interrupt`, `Hellbound`): a homebrew mechanic's word, the cards print none; the known words among them join the trigger
(`Forced Mission Response`: `Forced Response`, `Mission`), the rest is kept as written, not read (MC116, `reader.py`).
English heads are cut at their blanks; Japanese ones, which put none between words (`ミッションレスポンス`), at each
character no further back than the longest trigger."""

from __future__ import annotations

import functools
import re

from ....records import frozen
from ..vocabulary import TRIGGER_WORD_KEYS, trigger_words, vocabulary
from .japanese import is_japanese
from .words import look_up

__all__ = ["Reading", "adds_words", "has_unknown_words", "leading_trigger"]


def adds_words(written: str, guessed: str) -> bool:
    """Whether the head `written` is the trigger `guessed` (the speller's guess for it) with whole words put before or
    inside it (`First Player Mission Action`: `First Player Action` and `Mission`; Japanese glued, characters): words
    of the card's own, no misspelling (`Foced Response` is one), so read as `leading_trigger` reads them, as `Mission
    Action` is (the guess took the words out, MC101, where `Mission Action` said MC116)."""
    if is_japanese(written) and not re.search(r"\s", written.strip()):
        said, known = list(written.strip()), list(guessed.strip())
    else:
        said, known = written.casefold().split(), guessed.casefold().split()
    if len(said) <= len(known):
        return False
    before = next((n for n, (a, b) in enumerate(zip(said, known)) if a != b), len(known))
    after = next((n for n, (a, b) in enumerate(zip(reversed(said), reversed(known))) if a != b), len(known))
    return before + after >= len(known) and after > 0


@frozen
class Reading:
    """A head read as a trigger with words before it: `found`, the trigger that ends it; `adds`, what the known words
    before it add (`Forced Hero Interrupt`: `Hero Interrupt`, {"forced": True}); `printed`, the head as read (those
    words and the trigger); `lead`, the words left at offset `at`, kept as written, not read ("" when none), `again`
    when they are all known words that say again or against what the rest says (`Forced Forced Response`)."""

    found: object
    adds: dict
    printed: str
    at: int
    lead: str
    again: bool


def leading_trigger(text: str) -> Reading | None:
    """The head `text` read as the longest trigger that ends it and the words before it (`Hellbound Hero Interrupt`:
    `Hero Interrupt`, `Hellbound`). Japanese too when the words are not (`Hellbound ヒーロー割り込み`, as a Japanese
    card prints that head), or when both are, with no blank between them (`ミッションレスポンス`: `レスポンス`,
    `ミッション`; was a constant ability of text, nothing said). None when no trigger ends it."""
    cuts = [w.start() for w in re.finditer(r"\S+", text)][1:]
    glued = not cuts and is_japanese(text)   # (`ミッションレスポンス`: Japanese puts no blank between words)
    if glued:   # (a trigger's spelling at its end, the longest first; no further back than the longest can be)
        cuts = range(max(1, len(text) - _longest_japanese_trigger()), len(text))
    for cut in cuts:
        found = look_up("triggers", text[cut:], guess=False)
        lead = text[:cut].rstrip()
        if found is not None and (glued or not is_japanese(lead)):
            return _known_words(found, text[:cut], glued)
    return None


def _known_words(found, before: str, glued: bool) -> Reading:
    """The words before the trigger `found` read from their start while they are the vocabulary's words of a trigger
    (`trigger_words`: `Forced`, `First Player`, `Hero`, `Alter-Ego`, `強制`, ...) that add what neither the trigger
    nor an earlier one says (`Forced` only to a trigger of a type `Forced` prefaces, `_forced_types`) (`Forced Mission Response`: `Forced` read, `Mission` left; `Forced Forced Response`:
    the second `Forced` left). Bounded: each word read takes at least one character of `before`."""
    adds = {key: found.term.extra[key] for key in TRIGGER_WORD_KEYS if found.term.extra.get(key)}
    mine: dict = {}
    read: list[str] = []
    at = 0
    while True:
        at += len(before[at:]) - len(before[at:].lstrip())
        rest = before[at:]
        word = _word_at(rest, glued)
        if word is None:
            break
        key, value = dict(trigger_words())[word]
        if key in adds or key in mine or key == "forced" and found.term.extra["type"] not in _forced_types():
            break   # (`Forced When Revealed`: the game triggers it already; forced, its priority rank was lost)
        mine[key] = value
        read.append(word)   # (as the vocabulary spells it: `forced hero interrupt` is printed `Forced Hero Interrupt`)
        at += len(word)
    lead = before[at:].rstrip()
    again = bool(lead) and not has_unknown_words(lead)
    printed = ("" if glued else " ").join((*read, found.printed))
    return Reading(found, mine, printed, at, lead, again)


def has_unknown_words(words: str) -> bool:
    """Whether the words before a trigger `words` hold one that is no word of a trigger (`trigger_words`: `Mission`;
    not `Forced` of `Forced Forced Response`, a word said again)."""
    glued = is_japanese(words) and not re.search(r"\s", words.strip())
    rest = words.strip()
    while rest:
        word = _word_at(rest, glued)
        if word is None:
            return True
        rest = rest[len(word):].lstrip()
    return False


def _word_at(text: str, glued: bool) -> str | None:
    """The word of a trigger (`trigger_words`, the longest) `text` starts with, whole (Japanese: glued to the next),
    or None."""
    return next((w for w, _ in trigger_words() if text[:len(w)].casefold() == w.casefold()
                 and (glued or len(text) == len(w) or text[len(w)].isspace())), None)


@functools.cache
def _forced_types() -> frozenset[str]:
    """The types of trigger `Forced` prefaces (a forced trigger of the vocabulary: interrupt, response, action);
    before another (`When Revealed`, `Boost`) it says again what the game does, nothing read."""
    return frozenset(t.extra["type"] for t in vocabulary().triggers.terms.values() if t.extra.get("forced"))


@functools.cache
def _longest_japanese_trigger() -> int:
    """The length of the longest Japanese spelling of a timing trigger (`強制インタラプト`)."""
    return max(len(word) for term in vocabulary().triggers.terms.values() for word in term.ja)
