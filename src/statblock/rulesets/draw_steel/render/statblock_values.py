"""Two statblock values the book writes as English phrases, said in Japanese on a Japanese card with the
ruleset's words: a minion's encounter value (`3 for four minions`: `3（ミニオン4体につき）`) and what a minion
gets with a captain (`+2 bonus to speed`: `速度 +2`; `Gain an edge on strikes`: `ストライクに有利`).

Only the book's phrasings are said so; any other value is as written (None here), as the card prints a word
the ruleset does not know. What is said is the value's meaning in the ruleset's Japanese words: the number,
the statistic or the distance kind, the edge and what it is on.
"""

from __future__ import annotations

import re

from ....vocabulary import NUMBER_WORDS, Vocabulary
from .clauses import PHRASINGS

__all__ = ["captain_ja", "ev_ja"]

# `3 for four minions`, `6 for 8 minions`
_EV = re.compile(r"(?P<ev>\d{1,9})\s+for\s+(?P<count>\d{1,4}|[a-z]+)\s+minions?\.?", re.IGNORECASE)
# `+2 bonus to speed`, `+5 bonus to ranged distance`, `+1 damage bonus to strikes`
_BONUS = re.compile(r"(?P<amount>[+-]\d{1,9})\s+(?P<damage>damage\s+)?bonus\s+to\s+(?P<to>[a-z]+(?:\s+distance)?)\.?",
                    re.IGNORECASE)
# `Gain an edge on strikes`, `Have a double edge on strikes`
_EDGE = re.compile(r"(?:gains?|has|have)\s+an?\s+(?P<double>double\s+)?(?P<which>edge|bane)\s+on\s+(?P<on>[a-z ]+?)\.?",
                   re.IGNORECASE)


def ev_ja(value: str, rules: Vocabulary) -> str | None:
    """`3 for four minions` → `3（ミニオン4体につき）`; None for any other value."""
    found = _EV.fullmatch(value.strip())
    if found is None:
        return None
    count = found["count"]
    number = int(count) if count.isdigit() else NUMBER_WORDS.get(count.lower())
    if number is None:
        return None
    minion = rules.monster_organizations.terms["minion"].label("ja")
    return f"{found['ev']}（{minion}{number}体につき）"


def captain_ja(value: str, rules: Vocabulary) -> str | None:
    """`+2 bonus to speed` → `速度 +2`, `+5 bonus to ranged distance` → `遠距離の距離 +5`, `+1 damage bonus to strikes`
    → `ストライクのダメージ +1`, `Gain an edge on strikes` → `ストライクに有利`; None for any other value."""
    text = value.strip()
    bonus = _BONUS.fullmatch(text)
    if bonus is not None:
        what = _bonused(bonus["to"], bool(bonus["damage"]), rules)
        return None if what is None else f"{what} {bonus['amount']}"
    edge = _EDGE.fullmatch(text)
    if edge is not None:
        on = rules.edge_scopes.lookup(edge["on"].strip())
        if on is None:
            return None
        phrases = rules.phrases.terms
        double = phrases["double"].label("ja") if edge["double"] else ""
        return f"{on.label('ja')}に{double}{phrases[edge['which'].lower()].label('ja')}"
    return None


def _bonused(to: str, damage: bool, rules: Vocabulary) -> str | None:
    """What a bonus is to, in Japanese: a statistic (`速度`), a distance (`遠距離の距離`), the damage of strikes."""
    if damage:
        on = rules.edge_scopes.lookup(to)
        return None if on is None else f"{on.label('ja')}の{PHRASINGS['ja'].damage_word}"
    words = to.split()
    if len(words) == 2:  # `ranged distance`, `melee distance`
        kind = rules.distance_kinds.lookup(words[0])
        return None if kind is None else f"{kind.label('ja')}の{rules.card_words.terms['distance'].label('ja')}"
    field = rules.statblock_fields.lookup(to)
    return None if field is None else field.label("ja")
