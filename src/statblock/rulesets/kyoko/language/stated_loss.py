"""An English loss of HP the card's own effect makes, told from a loss a condition or a denial only names.

The grammar reads the number after `lose`, `spend` or `pay` and HP right after it (`Lose 2 HP`, `spend 1 HP`) as a loss,
as `【ＨＰ】を2点失う` is one. A loss is the card's own effect unless its clause, from the sentence's start or the last `,`
or `;` up to the verb, holds a condition's word or a denial: any subject and modal stand (`Lose 2 HP.`, `All enemies
lose 1 HP.`, `The target's owner loses 2 HP.`, `You may lose 2 HP to deal 3 damage.`, `You must pay 2 HP.`). A condition
(`When you lose 2 HP, …`, `If the target loses 3 HP or more`, `When you attack and lose 2 HP, …`), a denial (`You can't
lose 2 HP.`, `You don't need to spend 1 HP.`, `No character loses 2 HP`, `The target never loses 2 HP`) or a mood
(`Whenever you would lose 2 HP`) makes it no loss, kept as text as the Japanese `【ＨＰ】を3点以上失った場合` is.
"""

from __future__ import annotations

import re

from ..model import Loss, Text
from .line import Line

__all__ = ["without_unstated_losses"]

_WINDOW = 200   # how far back a loss looks for its clause's start (the time stays linear)
# what ends the clause before the verb: a sentence's or clause's mark (not `and` nor `then`: `When you attack and lose 2
# HP, …` is the condition's clause still)
_CLAUSE_START = re.compile(r"[.!?;:,()/。、；，]")
# what makes a loss in its clause no effect of the card's: a condition's word, a mood or a denial
_REFUSED = re.compile(
    r"\b(?:when|whenever|if|unless|once|after|before|until|till|while|whether|would|could|should|might|who|whoever"
    r"|(?:each|every)[ \t]+time|(?:as|so)[ \t]+(?:long|soon)[ \t]+as|rather|not|never|no|none|nobody|neither|nor|cannot|without)\b|n['’]t\b", re.IGNORECASE)
_VERB = re.compile(r"\b(?:lose|spend|pay)s?[ \t]$", re.IGNORECASE)


def without_unstated_losses(effects: list, line: Line) -> list:
    """`effects` with each English loss no order or statement makes (see the module) kept as text, one run with the
    text around it (as the Japanese one is)."""
    kept: list = []
    run: list = []   # a run of text holding a loss made text, joined once when it ends (never one join for each: linear)
    for effect in effects:
        unstated = isinstance(effect, Loss) and not _stated(effect, line)
        if unstated:
            effect = Text(effect.text, effect.span)
        if isinstance(effect, Text) and (unstated or run):
            if not run and kept and isinstance(kept[-1], Text):
                run.append(kept.pop())
            run.append(effect)
            continue
        _join(run, kept, line)
        kept.append(effect)
    _join(run, kept, line)
    return kept


def _join(run: list, kept: list, line: Line) -> None:
    """`run`'s texts as one at the end of `kept` (and `run` emptied)."""
    if run:
        span = line.span(run[0].span.start - line.offset, run[-1].span.end - line.offset)
        kept.append(Text(span.text, span))
        run.clear()


def _stated(loss: Loss, line: Line) -> bool:
    start = loss.span.start - line.offset
    before = line.folded[max(0, start - _WINDOW):start]
    verb = _VERB.search(before)
    if verb is None:   # a Japanese loss, `【ＨＰ】を2点失う`
        return True
    clause = before[:verb.start()]
    last = None
    for last in _CLAUSE_START.finditer(clause):
        pass
    return _REFUSED.search(clause, 0 if last is None else last.end()) is None
