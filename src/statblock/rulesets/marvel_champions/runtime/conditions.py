"""Judging the condition a sentence's effect depends on (`Sentence.condition`) against a game state.

A condition is judged only where the state truly says it: the form of a player (`if you are in
alter-ego form`, Japanese `あなたが分身形態なら`), a player's status cards (`if you are stunned`, `あなたがスタン状態の
場合`), the size of a hand when the state lists that hand (`with fewer than 3 cards in hand`, `if you have 2 or fewer
cards in your hand`; cards drawn while resolving count), and the counters on the ability's own card (`if there are 3 or
more stun counters here`). `unless` is the opposite of `if` (Japanese `…でない限り`). Anything else (a choice a player
made, `If you do not`; what a card is; what is in play) is None: a person judges it, and the step says so. A form the
state does not know (`If you are in [[Tiny]] hero form`, `あなたが[[タイニー]]ヒーロー形態なら`: a state knows a player's
form as hero or alter-ego alone) is None too, and `other_form` names it for the step's reason.
"""

from __future__ import annotations

import re

import functools

from ..language.japanese import alternatives
from ..vocabulary import syntax_words, vocabulary
from .cards import card_key
from .nouns import fold
from .state import Copy, GameState

__all__ = ["judge", "other_form"]

_N = r"(?P<cmp>fewer than|less than|more than|at least|at most|exactly|no more than|no fewer than)?\s*" \
     r"(?P<n>\d+|no|one|two|three|four|five)(?:\s+or\s+(?P<or>more|fewer|less))?"
_FORM = re.compile(r"(?:you are|your (?:hero|identity|alter-ego) is|they are|that player is) in (?P<f>hero|alter-ego) "
                   r"form")
_STATUS = re.compile(r"(?:you are|your (?:hero|identity) is) (?P<s>stunned|confused)")
_HAND = re.compile(rf"(?:(?:you have|they have|that player has) |with ){_N} cards? in (?:your |their |his |her )?hand")
_COUNTERS = re.compile(rf"there (?:are|is) {_N} (?P<c>[\w-]+) counters? (?P<on>here|on (?:this card|.+))")
_WORDS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


#: A form with a trait before it (`in [[Tiny]] hero form`): one the state does not know.
_OTHER_FORM = re.compile(r"in (?P<form>\[\[[^\]]{1,40}\]\] (?:hero|alter-ego) form)\b", re.IGNORECASE)


@functools.cache
def _japanese() -> tuple[re.Pattern, re.Pattern, dict[str, str]]:
    """A Japanese condition on a player's form or status (`あなたがヒーロー形態なら`, `あなたがスタン状態の場合`,
    `あなたが分身形態でない限り`), whole, as folded; one on a form with a trait before it (`[[タイニー]]ヒーロー形態`);
    and (a form's or status's Japanese word -> its id)."""
    terms = vocabulary()
    forms = {fold(w): t.id for t in terms.categories["forms"].terms.values() for w in t.ja}
    statuses = {fold(p[:-len("になる")]): kind for kind in ("stun", "confuse") for p in terms.effects.terms[kind].ja
                if p.endswith("状態になる")}   # `スタン状態`, `混乱状態`
    noun = alternatives(fold(w) for w in syntax_words("form_noun") if not w.isascii())
    ifs = alternatives(fold(w) for w in terms.timings.terms["if"].ja)
    who = r"(?:あなた|あなたのヒーロー|そのプレイヤー)(?:が|は)"
    what = rf"(?:(?P<f>{alternatives(forms)}){noun}|(?P<s>{alternatives(statuses)}))"
    ending = rf"(?:である|にある|の)?(?:(?P<neg>でない|ではない)(?:限り|なら|場合)|{ifs})?"
    other = re.compile(rf"{who}(?P<form>\[\[[^\]]{{1,40}}\]\] ?(?:{alternatives(forms)}){noun})")
    return re.compile(rf"{who}{what}{ending}"), other, {**forms, **statuses}


def other_form(condition: str) -> str | None:
    """The words of a form with a trait before it that `condition` is on (`[[Tiny]] hero form`,
    `[[タイニー]]ヒーロー形態`): a form the state does not know, so the condition is judged by hand; None otherwise."""
    found = _OTHER_FORM.search(condition) or _japanese()[1].match(condition.strip())
    return found.group("form") if found is not None else None


def judge(condition: str, state: GameState, copy: Copy | None, player: str | None) -> bool | None:
    """Whether `condition` holds for `player` (the ability's `you`, or the player a qualifier is about)
    and the ability's card `copy`; None when the state does not say."""
    text = fold(condition).strip(" ,.、，")
    found = _japanese()[0].fullmatch(text)
    if found is not None:
        return _judge_japanese(found, state, player)
    negate = False
    if text.startswith("unless "):
        text, negate = text[7:], True
    elif text.startswith("if "):
        text = text[3:]
    held = _judge(text, state, copy, player)
    return None if held is None else held != negate


def _judge_japanese(found: re.Match, state: GameState, player: str | None) -> bool | None:
    """A Japanese form or status condition (`_japanese`), as `_judge` judges the English one."""
    _, _, ids = _japanese()
    if found.group("f"):
        who = state.player(player)
        held = None if who is None else who.form == ids[found.group("f")]
    else:
        identity = state.identity(player)
        held = None if identity is None else {"stun": "stunned", "confuse": "confused"}[ids[found.group("s")]] \
            in identity.statuses
    return None if held is None else held != bool(found.group("neg"))


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
