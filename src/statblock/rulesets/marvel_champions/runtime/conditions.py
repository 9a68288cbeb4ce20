"""Judging the condition a sentence's effect depends on (`Sentence.condition`) against a game state.

A condition is judged only where the state truly says it: the form of a player (`if you are in
alter-ego form`), a player's status cards (`if you are stunned`), the size of a hand when the state
lists that hand (`with fewer than 3 cards in hand`, `if you have 2 or fewer cards in your hand`;
cards drawn while resolving count), and the counters on the ability's own card (`if there are 3 or
more stun counters here`). `unless` is the opposite of `if`. Anything else (a choice a player made,
`If you do not`; what a card is; what is in play) is None: a person judges it, and the step says so.
"""

from __future__ import annotations

import re

from .cards import card_key
from .nouns import fold
from .state import Copy, GameState

__all__ = ["judge"]

_N = r"(?P<cmp>fewer than|less than|more than|at least|at most|exactly|no more than|no fewer than)?\s*" \
     r"(?P<n>\d+|no|one|two|three|four|five)(?:\s+or\s+(?P<or>more|fewer|less))?"
_FORM = re.compile(r"(?:you are|your (?:hero|identity|alter-ego) is|they are|that player is) in (?P<f>hero|alter-ego) "
                   r"form")
_STATUS = re.compile(r"(?:you are|your (?:hero|identity) is) (?P<s>stunned|confused)")
_HAND = re.compile(rf"(?:(?:you have|they have|that player has) |with ){_N} cards? in (?:your |their |his |her )?hand")
_COUNTERS = re.compile(rf"there (?:are|is) {_N} (?P<c>[\w-]+) counters? (?P<on>here|on (?:this card|.+))")
_WORDS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def judge(condition: str, state: GameState, copy: Copy | None, player: str | None) -> bool | None:
    """Whether `condition` holds for `player` (the ability's `you`, or the player a qualifier is about)
    and the ability's card `copy`; None when the state does not say."""
    text = fold(condition).strip(" ,.")
    negate = False
    if text.startswith("unless "):
        text, negate = text[7:], True
    elif text.startswith("if "):
        text = text[3:]
    held = _judge(text, state, copy, player)
    return None if held is None else held != negate


def _judge(text: str, state: GameState, copy: Copy | None, player: str | None) -> bool | None:
    found = _FORM.fullmatch(text)
    if found is not None:
        who = state.player(player)
        return None if who is None else who.form == found.group("f").replace("-", "_")
    found = _STATUS.fullmatch(text)
    if found is not None:
        identity = state.identity(player)
        return None if identity is None else found.group("s") in identity.statuses
    found = _HAND.fullmatch(text)
    if found is not None:
        who = state.player(player)
        if who is None or not who.hand_given:
            return None
        size = sum(1 for c in state.copies if c.zone == "hand" and c.owner == who.name) + who.drawn
        return _compare(size, found)
    found = _COUNTERS.fullmatch(text)
    if found is not None and copy is not None:
        on = found.group("on")
        if on in ("here", "on this card") or card_key(on[3:]) == card_key(copy.name):
            current = state.copy(copy.id) or copy
            return _compare(current.counter(found.group("c")), found)
    return None


def _compare(value: int, found: re.Match) -> bool:
    number = found.group("n")
    n = int(number) if number.isdigit() else _WORDS[number]
    how = found.group("cmp") or {"more": "at least", "fewer": "at most", "less": "at most"}.get(found.group("or") or "",
                                                                                            "exactly")
    return {"fewer than": value < n, "less than": value < n, "more than": value > n, "at least": value >= n,
            "no fewer than": value >= n, "at most": value <= n, "no more than": value <= n,
            "exactly": value == n}[how]
