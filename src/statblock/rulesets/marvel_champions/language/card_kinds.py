"""A word before a card's noun that names a kind of card and is no verb: a list of kinds after a determiner or a count
(`an attack or thwart event`, `up to 2 attack or thwart events`, `an attack, thwart or defense event`), and a card's
noun its sentence's subject (`Attach minion gets +3 hit points.`, Tech Gauntlets). Anywhere else a verb before a card's
noun is the verb it reads (`Exhaust ally.`, `Draw 1 card, then discard card.`: mcleft12 read them as text, the
discard lost into the draw's words)."""

from __future__ import annotations

import re
from typing import Callable

__all__ = ["names_a_kind"]

_NOUN = (r"(?:events?|upgrades?|supports?|cards?|all(?:y|ies)|minions?|treacher(?:y|ies)|attachments?|obligations?"
         r"|environments?)")
#: a word and a card's noun after it, no determiner between, maybe kinds more between (`thwart event`, `attack cards`,
#: `thwart or defense event`; `minion's` is no noun)
_BEFORE_NOUN = re.compile(r"[A-Za-z-]++(?:[ \t]*+,[ \t]*+(?:(?:or|and)[ \t]++)?[A-Za-z-]++|[ \t]++(?:or|and)[ \t]++"
                          rf"[A-Za-z-]++){{0,4}}[ \t]++{_NOUN}\b(?!['’])", re.IGNORECASE)
#: the noun the subject of a verb said of it (`Attach minion gets`, `Attached minion has`)
_SUBJECT = re.compile(rf"[A-Za-z-]++[ \t]++{_NOUN}[ \t]++(?:gets|gains|has|loses|is|cannot|can't|can’t)\b",
                      re.IGNORECASE)
#: what joins two kinds in a list (`, `, ` or `, `, or `, ` and `)
_LIST_JOIN = re.compile(r"[ \t]*+(?:,[ \t]*+(?:(?:or|and)[ \t]++)?|(?:or|and)[ \t]++)", re.IGNORECASE)
_TOKEN = re.compile(r"[A-Za-z0-9-]++|,")
#: what a list of kinds opens with (`an attack or …`, `up to 2 attack or …`, `any attack or …`)
_OPENERS = frozenset(("a", "an", "the", "any", "each", "another", "x"))
#: how far before the join a list of kinds is looked for (a few words: bounded time at every join)
_LOOK_BACK = 80


def names_a_kind(masked: str, verb: int, join: int, verb_at: Callable[[str, int], str | None]) -> bool:
    """Whether the verb word at `verb` in `masked` (its clause joined at `join`) names a kind of card, no verb."""
    if _SUBJECT.match(masked, verb):
        return True
    if not _BEFORE_NOUN.match(masked, verb) or join >= verb or not _LIST_JOIN.fullmatch(masked, join, verb):
        return False
    tokens = list(_TOKEN.finditer(masked, max(0, join - _LOOK_BACK), join))[::-1]
    if not tokens or tokens[0].group() == "," or verb_at(masked, tokens[0].start()) is None:
        return False   # (`Discard a card or ready ally`: a list of no kinds before the join, `ready` its verb)
    index = 1
    while index < len(tokens):
        word = tokens[index].group().lower()
        if word in _OPENERS or word.isdigit():
            return True
        if word not in (",", "or", "and") or index + 1 >= len(tokens) or tokens[index + 1].group() == ",":
            return False
        index += 2   # (`an attack, thwart or …`: one kind more, before a comma or a join word)
    return False
