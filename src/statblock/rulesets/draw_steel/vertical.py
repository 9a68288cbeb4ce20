"""The clause that makes a tier's forced movement vertical, read and written in either language.

`the forced movement is vertical` (`phrases.vertical_forced`, `強制移動は垂直になる`) makes every forced
movement of the tier vertical; a clause that names the movement (`R < 1 the slide is vertical`, the Summoner's
`M < WEAK push is vertical`, `スライドは垂直になる`) makes that one vertical (`MakeVertical.movement`, a
`forced_moves` id). The compiler reads them (`vertical_effect`), the cards and `convert` write them back
(`vertical_text`) in the words they are read from.

A clause that makes a forced movement ignore the target's stability reads alike (the Troubadour's `Slide 3;
P < WEAK, this slide ignores the target's stability`, `the forced movement ignores stability`,
`スライドは安定性を無視する`): `IgnoreStability`, the same as `slide 3, ignoring stability` once it lands
(`stability_effect`, `stability_text`).
"""

from __future__ import annotations

import re

from ...vocabulary import Vocabulary, fold
from .runtime import effects as fx

__all__ = ["stability_effect", "stability_text", "vertical_effect", "vertical_text"]

# `the push is vertical`, `push is vertical`, `the forced movement is vertical`
_EN = re.compile(r"(?:the\s+)?(?P<what>[a-z][a-z ]*?)\s+is\s+vertical")
# `プッシュは垂直になる`, `スライドは垂直になります`; `強制的移動` as seed 000 writes forced movement
_JA = re.compile(r"(?P<what>[^\s、。は]+?)\s*は\s*垂直に(?:なる|なります)")
# `this slide ignores the target's stability`, `the forced movement ignores stability`
_EN_STABILITY = re.compile(r"(?:the\s+|this\s+)?(?P<what>[a-z][a-z ]*?)\s+ignores\s+(?:the\s+target's\s+|their\s+)?"
                           r"stability")
# `スライドは安定性を無視する`, `このスライドはターゲットの安定性を無視します`
_JA_STABILITY = re.compile(r"(?:この)?(?P<what>[^\s、。は]+?)\s*は\s*(?:ターゲットの)?安定性を無視(?:する|します)")
_EVERY = frozenset({"forced movement", "強制移動", "強制的移動"})


def vertical_effect(text: str, rules: Vocabulary) -> fx.MakeVertical | None:
    """The effect of a clause that makes a forced movement vertical, or None if `text` is no such clause."""
    folded = fold(text).rstrip(".。 ")
    if folded in rules.vertical_phrases:
        return fx.MakeVertical()
    # (each pattern tried only on a clause holding its last words: most clauses are no such one, and the patterns'
    # lazy subject tries every length of it)
    if folded.isascii():
        found = _EN.fullmatch(folded) if folded.endswith("vertical") else None
    else:
        found = _JA.fullmatch(text.strip().rstrip(".。 ")) if "垂直に" in text else None
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


def _movement(what: str, rules: Vocabulary) -> tuple[bool, str | None]:
    """Whether `what` names a forced movement, and which (None: every forced movement of the tier)."""
    what = fold(what)
    if what in _EVERY:
        return True, None
    term = rules.forced_moves.lookup(what)
    return (term is not None), (term.id if term is not None else None)


def stability_effect(text: str, rules: Vocabulary) -> fx.IgnoreStability | None:
    """The effect of a clause that makes a forced movement ignore stability, or None if `text` is no such
    clause."""
    folded = fold(text).rstrip(".。 ")
    if folded.isascii():
        found = _EN_STABILITY.fullmatch(folded) if folded.endswith("stability") else None
    else:
        found = _JA_STABILITY.fullmatch(text.strip().rstrip(".。 ")) if "安定性を無視" in text else None
    if found is None:
        return None
    named, movement = _movement(found.group("what"), rules)
    return fx.IgnoreStability(movement) if named else None


def stability_text(effect: fx.IgnoreStability, rules: Vocabulary, lang: str) -> str:
    """`the slide ignores stability`, `the forced movement ignores stability`, `スライドは安定性を無視する`."""
    if effect.movement is None:
        word = "forced movement" if lang == "en" else "強制移動"
    else:
        term = rules.forced_moves.terms.get(effect.movement)
        word = term.label(lang) if term is not None else effect.movement
    return f"the {word} ignores stability" if lang == "en" else f"{word}は安定性を無視する"
