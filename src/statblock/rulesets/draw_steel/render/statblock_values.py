"""Two statblock values the book writes as English phrases, said in Japanese on a Japanese card with the
ruleset's words: a minion's encounter value (`3 for four minions`: `3（ミニオン4体につき）`) and what a minion
gets with a captain (`+2 bonus to speed`: `速度 +2`; `Gain an edge on strikes`: `ストライクに有利`); and the
Japanese so written (by `statblock cards --lang ja`'s user, or an author) said in English on an English card.

Only the book's phrasings are said so; any other value is as written (None here), as the card prints a word
the ruleset does not know. What is said is the value's meaning in the ruleset's Japanese words: the number,
the statistic or the distance kind, the edge and what it is on.
"""

from __future__ import annotations

import re

from ....vocabulary import NUMBER_WORDS, Vocabulary
from .clauses import PHRASINGS

__all__ = ["captain_en", "captain_ja", "cost_en", "cost_ja", "ev_en", "ev_ja"]

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


# the Japanese forms `ev_ja` and `captain_ja` write (full-width brackets or not, blanks or not)
_EV_JA = re.compile(r"(?P<ev>\d{1,9})\s*[（(]\s*(?P<minion>[^\d\s（()）]+?)\s*(?P<count>\d{1,4})\s*体につき\s*[)）]")
_BONUS_JA = re.compile(r"(?P<what>[^\s+\-]+?)\s*(?P<amount>[+-]\d{1,9})")
_EDGE_JA = re.compile(r"(?P<on>[^\s]+?)に(?P<rest>[^\s]+)")


def ev_en(value: str, rules: Vocabulary) -> str | None:
    """`3（ミニオン4体につき）` → `3 for four minions`; None for any other value."""
    found = _EV_JA.fullmatch(value.strip())
    if found is None or rules.monster_organizations.lookup(found["minion"]) is None:
        return None
    count = int(found["count"])
    words = {number: word for word, number in NUMBER_WORDS.items()}
    return f"{found['ev']} for {words.get(count, str(count))} minions"


def captain_en(value: str, rules: Vocabulary) -> str | None:
    """`速度 +2` → `+2 bonus to speed`, `スタミナ +2` → `+2 bonus to Stamina` (a resource, capitalised as the rules
    write it), `遠距離の距離 +5` → `+5 bonus to ranged distance`, `ストライクのダメージ +1` → `+1 damage bonus to
    strikes`, `ストライクに有利` → `Gain an edge on strikes`; None for any other value."""
    text = value.strip()
    bonus = _BONUS_JA.fullmatch(text)
    if bonus is not None:
        what, amount = bonus["what"], bonus["amount"]
        head, _, tail = what.partition("の")
        if tail == PHRASINGS["ja"].damage_word and (on := rules.edge_scopes.lookup(head)) is not None:
            return f"{amount} damage bonus to {on.en[0]}"
        if tail == rules.card_words.terms["distance"].label("ja") and (kind := rules.distance_kinds.lookup(head)):
            return f"{amount} bonus to {kind.en[0].lower()} distance"
        field = rules.statblock_fields.lookup(what)
        if field is None:
            return None
        name = field.en[0] if rules.resources.lookup(field.en[0]) is not None else field.en[0].lower()
        return f"{amount} bonus to {name}"
    edge = _EDGE_JA.fullmatch(text)
    if edge is not None and (on := rules.edge_scopes.lookup(edge["on"])) is not None:
        phrases = rules.phrases.terms
        rest, double = edge["rest"], ""
        for spelling in phrases["double"].ja:
            if rest.startswith(spelling):
                rest, double = rest[len(spelling):], "double "
                break
        which = next((w for w in ("edge", "bane") if rest in phrases[w].ja), None)
        if which is None:
            return None
        return f"Gain a{'n' if not double and which == 'edge' else ''} {double}{which} on {on.en[0]}"
    return None


# what a summoner pays for a creature, as their book writes it in a statblock's table: `3 essence for two minions`,
# `9 essence for one champion`, `1 essence per minion summoned`
_COST = re.compile(r"(?P<amount>\d{1,9})\s+(?P<resource>[A-Za-z]+)\s+(?:for\s+(?P<count>\d{1,4}|[a-z]+)\s+(?P<who>[a-z]+?)s?"
                   r"|per\s+(?P<each>[a-z]+?)\s+summoned)\.?", re.IGNORECASE)
# and as a Japanese card says it: `真髄 3（ミニオン2体につき）`, `真髄 1（召喚するミニオン1体につき）`
_SUMMONED_JA = "召喚する"
_COST_JA = re.compile(r"(?P<resource>[^\s\d（(]+)\s*(?P<amount>\d{1,9})\s*[（(]\s*(?P<summoned>" + _SUMMONED_JA
                      + r")?(?P<who>[^\d\s（()）]+?)\s*(?P<count>\d{1,4})\s*体につき\s*[)）]")


def cost_ja(value: str, rules: Vocabulary) -> str | None:
    """`3 essence for two minions` → `真髄 3（ミニオン2体につき）`, `9 essence for one champion` → `真髄 9（チャンピオン1体
    につき）`, `1 essence per minion summoned` → `真髄 1（召喚するミニオン1体につき）`; None for any other value."""
    found = _COST.fullmatch(value.strip())
    if found is None:
        return None
    resource = rules.heroic_resources.lookup(found["resource"])
    who = rules.monster_organizations.lookup(found["who"] or found["each"])
    count = found["count"] or "1"
    number = int(count) if count.isdigit() else NUMBER_WORDS.get(count.lower())
    if resource is None or who is None or number is None:
        return None
    summoned = _SUMMONED_JA if found["each"] else ""
    return f"{resource.label('ja')} {found['amount']}（{summoned}{who.label('ja')}{number}体につき）"


def cost_en(value: str, rules: Vocabulary) -> str | None:
    """`真髄 3（ミニオン2体につき）` → `3 essence for two minions`, `真髄 1（召喚するミニオン1体につき）` → `1 essence per
    minion summoned`: the book's phrasing; None for any other value."""
    found = _COST_JA.fullmatch(value.strip())
    resource = rules.heroic_resources.lookup(found["resource"]) if found else None
    who = rules.monster_organizations.lookup(found["who"]) if found else None
    if resource is None or who is None:
        return None
    amount, name, count = found["amount"], who.en[0].lower(), int(found["count"])
    if found["summoned"]:
        return f"{amount} {resource.en[0].lower()} per {name} summoned" if count == 1 else None
    words = {number: word for word, number in NUMBER_WORDS.items()}
    return f"{amount} {resource.en[0].lower()} for {words.get(count, str(count))} {name}{'s' if count != 1 else ''}"
