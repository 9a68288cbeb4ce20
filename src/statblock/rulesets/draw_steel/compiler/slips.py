"""Slips that leave a tier clause as text: the shape of a known mechanic with one word misspelt.

The grammar reads `3 + A damage`, but `3 + A damge` is no clause it knows, so the clause is kept as
text. Kept silently, the tier would lose its damage in `roll`, `odds` and on the card, and `check`
would pass. These functions look at a clause the grammar left as text for the shape it nearly has,
and name the word that spoils it; the lowering reports it (`lower.Lowerer._text`), and the clause
stays text: nothing is compiled from a guess.
"""

from __future__ import annotations

import re

from ...similarity import closest
from ....vocabulary import fold

__all__ = ["damage_slip"]

#: `3 + A damge`, `3 + M or A damge`, `2d6 + 7 fire damge`, `6 cold, fire, or sonic damge`, `6 dmg`: an amount,
#: maybe types, then the word that should be `damage`
_EN_DAMAGE = re.compile(r"(?:[0-9]+|[0-9]*d[0-9]+)(?:\s*\+\s*(?:[0-9]+|[A-Za-z]{1,12}(?:\s+or\s+[A-Za-z]{1,12})*))*"
                        r"\s+(?:[A-Za-z]+,?\s+){0,6}(?P<word>[A-Za-z]+)\.?", re.IGNORECASE)
#: `8+R冷気ダメジ`, `５ダメジ`: an amount, then words that should end in `ダメージ`
_JA_DAMAGE = re.compile(r"[0-9０-９]+(?:\s*[+＋]\s*(?:[0-9０-９]+|[A-Za-zＡ-Ｚａ-ｚ]{1,12}"
                        r"(?:\s*(?:または|か|or)\s*[A-Za-zＡ-Ｚａ-ｚ]{1,12})*))*"
                        r"\s*(?P<word>[^\s0-9０-９+＋]+?)[。.]?")
#: Short forms authors write for `damage`, too far from it for the closeness measure.
_SHORT_FORMS = frozenset({"dmg", "dmg."})
_DAMAGE, _JA = "damage", "ダメージ"


def damage_slip(text: str) -> tuple[int, int, str] | None:
    """(start, end, word) in `text` of the word that should be `damage` (or `ダメージ`), when `text`
    is a damage clause but for that word; None otherwise."""
    stripped = text.rstrip()
    lead = len(text) - len(text.lstrip())
    found = _EN_DAMAGE.fullmatch(stripped, lead)
    if found is not None:
        word = found.group("word")
        folded = fold(word)
        if folded != _DAMAGE and (folded in _SHORT_FORMS or closest(folded, [_DAMAGE]) is not None):
            return found.start("word"), found.end("word"), _DAMAGE
        return None
    found = _JA_DAMAGE.fullmatch(stripped, lead)
    if found is None:
        return None
    word, end = found.group("word"), found.end("word")
    if word.endswith(_JA):
        return None
    # the misspelt `ダメージ` is the end of the words (`冷気ダメジ`: a type written against it)
    best = None
    for size in range(len(_JA) - 1, len(_JA) + 2):
        tail = word[-size:]
        if len(tail) == size and closest(tail, [_JA]) is not None:
            best = tail if best is None or _prefer(tail, best) else best
    if best is None:
        return None
    return end - len(best), end, _JA


def _prefer(tail: str, best: str) -> bool:
    """Whether `tail` is nearer `ダメージ` than `best` (shared characters, then length)."""
    shared = sum(ch in _JA for ch in tail) - sum(ch in _JA for ch in best)
    return shared > 0 or (shared == 0 and len(tail) < len(best))
