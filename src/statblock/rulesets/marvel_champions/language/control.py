"""A sentence that says who controls a card (`The first player controls the Milano.`, `You control this card.`; Japanese
`ファーストプレイヤーはミラノをコントロールする。`): seed 002 gives control its meaning (the player who controls a card
decides whether to use its optional abilities, and alone triggers an attachment's that says `you`), and such a card is
that player's. Read as `take_control` of that player, as `The first player takes control of the Milano` is; the card
controlled is kept in the effect's words, as there.

Only a whole sentence of a player and the verb: `controls` inside a longer one is a relative clause (`each character that
player controls gets +1 THW`, `the player who controls the Power Stone`), no effect of its own.
"""

from __future__ import annotations

import functools
import re

from ..model import Effect
from ..vocabulary import syntax_words
from .targets import japanese_target, parse_target

__all__ = ["controlled"]

#: The target nouns of a player (`the first player`, `you`)
_PLAYERS = ("player", "you")


@functools.cache
def _shapes() -> tuple[re.Pattern, re.Pattern]:
    english = "|".join(map(re.escape, syntax_words("controls")))
    japanese = "|".join(map(re.escape, (w for w in syntax_words("controls") if not w.isascii())))
    # (the subject ends at a character that is no blank, so that the blanks before the verb are one run, taken once:
    # a subject that could end anywhere in a long run of blanks tried the run again from each of its blanks)
    return (re.compile(rf"(?P<s>[^,;:.()\s](?:[^,;:.()]*?[^,;:.()\s])?)\s+(?:{english})\s+(?P<o>[^,;:()]+?)\s*\.?",
                       re.IGNORECASE),
            re.compile(rf"(?P<s>[^、，,。()（）はが]+?)[はが](?P<o>[^、，,。()（）]+?)を(?:{japanese})。?"))


def controlled(text: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> Effect | None:
    """The `take_control` effect of a sentence that says a player controls a card, or None."""
    words = text.strip()
    folded = words.casefold()
    if not any(word.casefold() in folded for word in syntax_words("controls")):
        return None   # (no word of control in it: most sentences, each asked)
    english, japanese = _shapes()
    found = english.fullmatch(words)
    if found is not None and found.group("s").isascii():
        subject = parse_target(found.group("s"), card_name, card_type, names)
    else:
        found = japanese.fullmatch(words)
        subject = None if found is None else japanese_target(found.group("s"), card_name, card_type, names)
    if subject is None or subject.noun not in _PLAYERS:
        return None
    return Effect("take_control", target=subject, text=words)
