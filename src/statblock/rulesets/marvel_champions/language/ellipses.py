"""A counted verb said once for two amounts and targets (`Deal 2 damage to an enemy and 1 damage to you`), and status
cards given with their verb said once (`Give the villain a tough status card and each minion a stunned status card`,
lists of three or more): each its own part, as the Japanese, which says each verb, reads (`effects.lower_effects`)."""

from __future__ import annotations

import re

import attrs

from ..model import Effect
from .counted import counted
from .parts import Part

__all__ = ["STATUSES", "ellipses"]


#: A second amount and target of a counted verb left out after `and` (`Deal 2 damage to an enemy and 1 damage to
#: you`, `remove 2 threat from this scheme and 1 threat from the main scheme`, `as well as` too): where the verb's own clause ends and the
#: second begins. The noun is the first's (group `noun`); the words after it a preposition and a target.
_ELLIPSIS = re.compile(r"(?P<first>\w+\s+(?:\d+|X)\s+(?P<noun>damage|threat)\s+(?:to|from|on|onto)\s+[^,;]+?)"
                       r"\s+(?:and|as\s+well\s+as)\s+(?P<second>(?:\d+|X)\s+(?P=noun)\s+(?:to|from|on|onto)\s+[^,;]+?)\s*\.?$",
                       re.IGNORECASE)


def ellipses(parts: list[Part], text: str, masked: str, card_name: str, card_type: str | None,
              names: tuple[str, ...] = ()) -> list[Part]:
    """`parts` with a counted effect whose verb is left out of a second amount and target after `and` cut in two:
    `Deal 2 damage to an enemy and 1 damage to you` deals 2 to an enemy and 1 to you (it was 2 damage to both, the
    second amount taken for more targets, in silence), as the Japanese `敵1体に2ダメージを与え、あなたに1ダメージを
    与える` reads."""
    out = []
    for part in parts:
        at = part.verb if part.verb >= part.start else part.start
        elliptic = part.effect.kind in _ELLIPTIC or part.effect.kind in STATUSES and part.effect.target is not None
        listed = _status_list(part, at, text, masked, card_name, card_type, names) \
            if elliptic and part.effect.kind in STATUSES and part.end - at <= _ELLIPSIS_LIMIT else None
        if listed is not None:   # `… a tough status card, a stunned status card, and a confused status card`
            out.extend(listed)
            continue
        found = (_ELLIPSIS if part.effect.kind in _ELLIPTIC else _STATUS_ELLIPSIS).fullmatch(
            masked[at:part.end].rstrip()) if elliptic and part.end - at <= _ELLIPSIS_LIMIT else None
        if found is None or part.effect.target is None:
            out.append(part)
            continue
        verb = text[at:].split()[0]
        if part.effect.kind in STATUSES and found.group("same") is not None:
            # (`Give the villain a tough status card and a stunned status card`: the second to the first's target, the
            # first's words with the card it names in its place)
            first_words = text[at:at + found.end("first")]
            card = _STATUS_CARD_AT.search(first_words)
            first, second = (counted("give", words, card_name, card_type, names) for words in (
                first_words, first_words[:card.start()] + found.group("same") + first_words[card.end():]))
            second = None if second is None else (second[0], -1)
        elif part.effect.kind in STATUSES:   # (`… and each minion a stunned status card`: a status of its own)
            first, second = (counted("give", text[at:at + found.end(name)] if name == "first"
                                     else verb + " " + text[at + found.start(name):at + found.end(name)],
                                     card_name, card_type, names) for name in ("first", "second"))
        else:
            first = counted(part.effect.kind, text[at:at + found.end("first")], card_name, card_type, names)
            second = counted(part.effect.kind, verb + " " + text[at + found.start("second"):at + found.end("second")],
                             card_name, card_type, names)
        second_at = at + found.start("second")
        if first is None or first[0].target is None:
            out.append(part)
            continue
        one, one_target = first
        out.append(attrs.evolve(part, effect=attrs.evolve(one, text=text[part.start:at + found.end("first")]),
                                end=at + found.end("first"), target_start=at + one_target if one_target >= 0 else -1))
        words = text[second_at:part.end].strip()
        if second is None or second[0].target is None:   # `… and 1 damage to ウォー`: whom, not read: said as text
            out.append(Part(Effect("text", text=words), second_at, part.end))
            continue
        two, two_target = second
        out.append(Part(attrs.evolve(two, text=words), second_at, part.end,
                        second_at + two_target - len(verb) - 1 if two_target >= 0 else -1))
    return out


#: A second status card given after `and` with the verb left out (`Give the villain a tough status card and each minion
#: a stunned status card`: the stunned one was lost in the tough's words), or with its target after it (`Place a tough
#: status card on the villain and a stunned status card on each minion`, `Give … to …`); each is the status it names,
#: to its target; a second card alone (group `same`) is the first's target's too (`Give the villain a tough status card
#: and a stunned status card`: the stun was lost).
_STATUS_CARD = r"(?:an?|1|one|[2-9]|two|three)\s+(?:tough|stunned|confused)\s+status\s+cards?"
_STATUS_ELLIPSIS = re.compile(rf"(?P<first>\w+\s+(?:\S.*?\s+{_STATUS_CARD}|{_STATUS_CARD}\s+(?:on|onto|to)\s+\S.*?))"
                              rf"\s+and\s+(?P<second>\S.*?\s+{_STATUS_CARD}|{_STATUS_CARD}\s+(?:on|onto|to)\s+\S.*?"
                              rf"|(?P<same>{_STATUS_CARD}))\s*\.?$", re.IGNORECASE)
#: The statuses a status card gives.
STATUSES = frozenset(("tough", "stun", "confuse"))
_STATUS_CARD_AT = re.compile(_STATUS_CARD, re.IGNORECASE)
#: The longest clause an ellipsis is looked for in (no card writes a longer one; the pattern tries each `and` to the
#: clause's end: time linear in a sentence of any length).
_ELLIPSIS_LIMIT = 300
#: The counted kinds whose second amount and target may follow `and` with the verb left out.
_ELLIPTIC = frozenset(("deal_damage", "heal", "place_threat", "remove_threat"))


#: Three or more status cards given, their verb said once (`Give the villain a tough status card, a stunned status card,
#: and a confused status card`): the cards after the first, each with what joins it, alone (to the target before it) or
#: after a target of its own (`…, a confused status card, and each minion a tough status card`: its words no comma).
_STATUS_JOIN = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
_STATUS_ITEM = rf"(?:(?P<card>{_STATUS_CARD})|(?P<whom>[^,;\s][^,;]*?)\s+(?P<owned>{_STATUS_CARD}))"
_STATUS_LIST = re.compile(rf"(?P<first>\w+\s+\S.*?\s+{_STATUS_CARD})(?P<rest>(?:{_STATUS_JOIN}"
                          rf"{_STATUS_ITEM.replace('?P<card>', '?:').replace('?P<whom>', '?:').replace('?P<owned>', '?:')})"
                          rf"{{2,}})\s*\.?$", re.IGNORECASE)
_STATUS_NEXT = re.compile(rf"{_STATUS_JOIN}{_STATUS_ITEM}", re.IGNORECASE)


def _status_list(part: Part, at: int, text: str, masked: str, card_name: str, card_type: str | None,
                 names: tuple[str, ...]) -> list[Part] | None:
    """The parts of a list of three or more status cards given (`Give the villain a tough status card, a stunned
    status card, and a confused status card`: each to the villain; the later two were lost, or read as targets), a card
    alone to the target before it, one after a target of its own to that one (`…, a confused status card, and each
    minion a tough status card`: the minions' tough card; the whole was one, to `the villain a stunned … and each
    minion`), as `_ellipses` reads two; None for any other part."""
    found = _STATUS_LIST.fullmatch(masked[at:part.end].rstrip())
    if found is None:
        return None
    first_words = text[at:at + found.end("first")]
    card = _STATUS_CARD_AT.search(first_words)
    first = counted("give", first_words, card_name, card_type, names)
    if first is None or first[0].target is None or card is None:
        return None
    one, one_target = first
    out = [attrs.evolve(part, effect=attrs.evolve(one, text=text[part.start:at + found.end("first")]),
                        end=at + found.end("first"), target_start=at + one_target if one_target >= 0 else -1)]
    verb = first_words.split()[0]
    template, card = first_words, (card.start(), card.end())   # (the words a card alone is given with: the last target's)
    for later in _STATUS_NEXT.finditer(masked, at + found.start("rest"), at + found.end("rest")):
        start = later.start("card") if later.group("card") is not None else later.start("whom")
        end = part.end if later.end() == at + found.end("rest") else later.end()
        if later.group("card") is not None:
            words = template[:card[0]] + text[later.start("card"):later.end("card")] + template[card[1]:]
            given = counted("give", words, card_name, card_type, names)
            target_start = -1
        else:
            template = f"{verb} {text[start:later.end('owned')]}"
            card = (len(template) - (later.end("owned") - later.start("owned")), len(template))
            given = counted("give", template, card_name, card_type, names)
            target_start = start + given[1] - len(verb) - 1 if given is not None and given[1] >= 0 else -1
        if given is None or given[0].target is None:
            return None
        out.append(Part(attrs.evolve(given[0], text=text[start:end].strip()), start, end, target_start))
    return out
