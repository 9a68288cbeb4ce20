"""The clause that makes a tier's forced movement vertical, read and written in either language.

`the forced movement is vertical` (`phrases.vertical_forced`, `強制移動は垂直になる`) makes every forced
movement of the tier vertical; a clause that names the movement (`R < 1 the slide is vertical`, the Summoner's
`M < WEAK push is vertical`, `スライドは垂直になる`) makes that one vertical (`MakeVertical.movement`, a
`forced_moves` id). The compiler reads them (`vertical_effect`), the cards and `convert` write them back
(`vertical_text`) in the words they are read from.
"""

from __future__ import annotations

import re

from ...vocabulary import Vocabulary, fold
from .runtime import effects as fx

__all__ = ["vertical_effect", "vertical_text"]

# `the push is vertical`, `push is vertical`, `the forced movement is vertical`
_EN = re.compile(r"(?:the\s+)?(?P<what>[a-z][a-z ]*?)\s+is\s+vertical")
# `プッシュは垂直になる`, `スライドは垂直になります`; `強制的移動` as seed 000 writes forced movement
_JA = re.compile(r"(?P<what>[^\s、。は]+?)\s*は\s*垂直に(?:なる|なります)")
_EVERY = frozenset({"forced movement", "強制移動", "強制的移動"})


def vertical_effect(text: str, rules: Vocabulary) -> fx.MakeVertical | None:
    """The effect of a clause that makes a forced movement vertical, or None if `text` is no such clause."""
    folded = fold(text).rstrip(".。 ")
    if folded in rules.vertical_phrases:
        return fx.MakeVertical()
    found = _EN.fullmatch(folded) if folded.isascii() else _JA.fullmatch(text.strip().rstrip(".。 "))
    if found is None:
        return None
    what = fold(found.group("what"))
    if what in _EVERY:
        return fx.MakeVertical()
    term = rules.forced_moves.lookup(what)
    return fx.MakeVertical(term.id) if term is not None else None


def vertical_text(effect: fx.MakeVertical, rules: Vocabulary, lang: str) -> str:
    """`the forced movement is vertical`, `the push is vertical`, `プッシュは垂直になる`."""
    if effect.movement is None:
        return rules.phrases.terms["vertical_forced"].label(lang)
    term = rules.forced_moves.terms.get(effect.movement)
    word = term.label(lang) if term is not None else effect.movement
    return f"the {word} is vertical" if lang == "en" else f"{word}は垂直になる"
