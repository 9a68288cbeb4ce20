"""A verb Japanese says once for two clauses, at the end of the second (`悪役にスタン状態カードと混乱状態カードを、
各ミニオンにタフ状態カードを与える`): the first clause, its objects ending with `を` and no verb, is read with the
second's verb, as English reads `Give the villain a stunned status card and a confused status card, and each minion a
tough status card` (the stunned and confused cards the villain's, the tough card each minion's).

Nothing is guessed: the first clause is read so only when, with that verb, it fits a shape (alone, or its objects
`と` joins each with it, `japanese_objects`); otherwise it stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from .japanese import COMMA
from .japanese_objects import joined_objects

__all__ = ["gapped"]

Fit = Callable[[str], "tuple[str, dict] | None"]

#: The particle that ends the first clause's objects (`…カードを、`) and, in the second, comes right before the verb.
_OBJECT = "を"


def gapped(clause: str, following: str, fit: Fit) -> list[tuple[tuple[str, dict], int, int]] | None:
    """The pieces of `clause`, read with the verb `following` (the next clause) ends with, each (what `fit` gives it,
    where it starts and ends in `clause`), as `joined_objects` gives them; None when `clause` does not end with
    `を` or the verb, so read, fits nothing. `fit` reads the verb in the form `following` has it (its clause's end)."""
    if len(clause) < 2 or not clause.endswith(_OBJECT):
        return None
    at = following.rfind(_OBJECT)
    verb = following[at + 1:].strip() if at >= 0 else ""
    if not verb or any(mark in verb for mark in (*COMMA, _OBJECT)):
        return None
    whole = clause + verb
    found = fit(whole)
    pieces = [(found, 0, len(whole))] if found is not None else joined_objects(whole, fit)
    if not pieces:
        return None
    # (each piece ends within `clause`: the verb borrowed is the next clause's words, never this one's)
    return [(piece, start, min(stop, len(clause))) for piece, start, stop in pieces]
