"""Whether a head before a colon that is no timing trigger names a mechanic of the card's own (`Hellbound:`, a
homebrew word in bold; `ヘルバウンド：`, as a Japanese card prints it): reported (MC116), its ability read as a
constant one from the words after the colon, the head kept in the sentence's words. Else the head is words of the
sentence it starts, said nothing of: a lead-in to options (`Choose:`, `Choose one:`), a condition (`If that card is:`),
a set list's heading (`Contents:`, `内容：`), words with a verb (`Deal 2 damage:`).

A Japanese mechanic's name is written in katakana, as Japanese prints a coined word (`ヘルバウンド` for `Hellbound`);
a head with kanji or hiragana may be a verb or its noun (`選択：`, `Choose:`; `以下から選ぶ：`), a condition (`…の場合：`)
or a time (`撃破時：`, MC110's): words of the sentence, said nothing of, as before.
"""

from __future__ import annotations

import re

from ..vocabulary import syntax_words
from .clauses import verb_at
from .japanese import is_japanese

__all__ = ["names_a_mechanic"]

#: The first words of a head that is no trigger but a lead-in or a condition (`Choose one:`, `If that card is:`)
_LEAD_IN = re.compile(r"(?:if|when|after|while|for each|each|do)\b", re.IGNORECASE)
#: A Japanese word in katakana (its long vowel mark and middle dot too), words of it a blank apart
_KATAKANA = re.compile(r"[\u30a0-\u30ff]+(?:[ \t\u3000][\u30a0-\u30ff]+)*")


def names_a_mechanic(word: str) -> bool:
    """Whether `word`, a head before a colon that is no timing trigger, names a mechanic of the card's own."""
    word = word.strip()
    if not word or word.lower() in {w.lower() for w in syntax_words("contents")}:
        return False
    if is_japanese(word):
        return _KATAKANA.fullmatch(word) is not None
    return _LEAD_IN.match(word) is None and not any(verb_at(w.group().lower(), 0)
                                                    for w in re.finditer(r"[A-Za-z]+", word))
