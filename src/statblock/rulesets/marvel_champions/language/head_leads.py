"""The words before a timing trigger that end a head the vocabulary does not hold (`Hellbound Hero Interrupt`: `Hero
Interrupt`, `Hellbound`): a homebrew mechanic's word, the cards print none; the known words among them join the trigger
(`Forced Mission Response`: `Forced Response`, `Mission`), the rest is kept as written, not read (MC116, `reader.py`).
English heads are cut at their blanks; Japanese ones, which put none between words (`ミッションレスポンス`), at each
character no further back than the longest trigger."""

from __future__ import annotations

import functools
import re

from ..vocabulary import vocabulary
from .japanese import is_japanese
from .words import look_up

__all__ = ["adds_words", "leading_trigger"]


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


def leading_trigger(text: str):
    """(the trigger that ends the head `text`, the offset of the words left before it, those words), the longest
    trigger (`Hellbound Hero Interrupt`: `Hero Interrupt`, `Hellbound`). Japanese too when the words are not
    (`Hellbound ヒーロー割り込み`, as a Japanese card prints that head), or when both are, with no blank between them
    (`ミッションレスポンス`: `レスポンス`, `ミッション`; was a constant ability of text, nothing said). None when no
    trigger ends it."""
    cuts = [w.start() for w in re.finditer(r"\S+", text)][1:]
    glued = not cuts and is_japanese(text)   # (`ミッションレスポンス`: Japanese puts no blank between words)
    if glued:   # (a trigger's spelling at its end, the longest first; no further back than the longest can be)
        cuts = range(max(1, len(text) - _longest_japanese_trigger()), len(text))
    for cut in cuts:
        found = look_up("triggers", text[cut:], guess=False)
        lead = text[:cut].rstrip()
        if found is not None and (glued or not is_japanese(lead)):
            return _joined_known_words(found, text[:cut], text[cut:], glued)
    return None


def _joined_known_words(found, before: str, after: str, glued: bool):
    """(trigger, offset of the words left, those words) once the known words at the start of the words before a
    trigger join it (`Forced Mission Response`: `Forced Response`, `Mission`; `ヒーローミッションアクション`:
    `ヒーローアクション`, `ミッション`), the longest first; `found` and all the words when none do. Bounded: no
    trigger has more words (or, glued, more characters) than the longest."""
    if glued:
        pieces = [before[:end] for end in range(min(len(before) - 1, _longest_japanese_trigger()), 0, -1)]
    else:
        words = list(re.finditer(r"\S+", before))
        pieces = [before[:words[count - 1].end()] for count in range(min(len(words) - 1, 3), 0, -1)]
    for piece in pieces:
        joined = look_up("triggers", f"{piece}{after}" if glued else f"{piece} {after}", guess=False)
        if joined is not None:
            rest = before[len(piece):]
            at = len(piece) + len(rest) - len(rest.lstrip())
            return joined, at, rest.strip()
    return found, 0, before.rstrip()


@functools.cache
def _longest_japanese_trigger() -> int:
    """The length of the longest Japanese spelling of a timing trigger (`強制インタラプト`)."""
    return max(len(word) for term in vocabulary().triggers.terms.values() for word in term.ja)
