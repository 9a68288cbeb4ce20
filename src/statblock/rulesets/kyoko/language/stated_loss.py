"""A loss of HP the card's own effect makes, told from a loss a condition, a denial or a relative clause only names.

The grammar reads the number after `lose`, `spend` or `pay` and HP right after it (`Lose 2 HP`, `spend 1 HP`) as a loss,
as `【ＨＰ】を2点失う` is one. A loss is the card's own effect unless its clause, from the sentence's start or the last `,`
or `;` up to the verb, holds a condition's word or a denial: any subject and modal stand (`Lose 2 HP.`, `All enemies
lose 1 HP.`, `The target's owner loses 2 HP.`, `You may lose 2 HP to deal 3 damage.`, `You must pay 2 HP.`). A condition
(`When you lose 2 HP, …`, `If the target loses 3 HP or more`, `When you attack and lose 2 HP, …`), a denial (`You can't
lose 2 HP.`, `You don't need to spend 1 HP.`, `No character loses 2 HP`, `The target never loses 2 HP`) or a mood
(`Whenever you would lose 2 HP`) makes it no loss, kept as text as the Japanese `【ＨＰ】を3点以上失った場合` is. So does a
relative clause whose subject is `that`, `who` or `which` (`Any creature that loses 2 HP gains [Focused].`, as
`【ＨＰ】を2点失ったキャラクターは`; before, read as a loss), unless a comma sets it off (`Hit the target, which loses 2 HP.`
says what the effect does); a verb with a subject of its own still makes one (`The creature who you hit loses 2 HP.`).
In Japanese the verb's own ending says it, read by its forms (japanese_loss.py): a loss a waiting word, a conditional
ending, a denial or a noun follows (`【ＨＰ】を2点失う場合`, `…消費すると、`, `…消費しなければ、`, `…失うことなく`,
`…失うキャラクターは`) only names one, as `When you lose 2 HP`, `Unless you spend 2 HP`, `Any character that loses 2 HP`
do; one that goes on to the next verb (`…消費して時間を止める`, `…減らし際限なく走る`) is the card's.

The clause is read whole, however long (before, 200 characters back at most: a condition's word further back was not
seen, and the loss was read): the line's clause marks and refusing words are found once, and each loss asks by bisection,
so the time stays linear in the line.
"""

from __future__ import annotations

import bisect
import functools
import re

from ..model import Loss, Text
from .japanese_loss import stated_japanese
from .line import Line

__all__ = ["without_unstated_losses"]

# what ends the clause before the verb: a sentence's or clause's mark (not `and` nor `then`: `When you attack and lose 2
# HP, …` is the condition's clause still)
_CLAUSE_START = re.compile(r"[.!?;:,()/。、；，]")
# what makes a loss in its clause no effect of the card's: a condition's word, a mood or a denial
_REFUSED = re.compile(
    r"\b(?:when|whenever|if|unless|once|after|before|until|till|while|whether|would|could|should|might|whoever"
    r"|(?:each|every)[ \t]+time|(?:as|so)[ \t]+(?:long|soon)[ \t]+as|rather|not|never|no|none|nobody|neither|nor|cannot|without)\b|n['’]t\b", re.IGNORECASE)
_VERB = re.compile(r"\b(?:lose|spend|pay)s?[ \t]$", re.IGNORECASE)
# a relative clause's subject right before the verb, with its helping words (`that loses`, `who must lose`, `which has
# to pay`)
_RELATIVE = re.compile(r"\b(?:that|who|which)[ \t]+(?:(?:must|may|can|will|shall|also|then|first|has[ \t]+to|have[ \t]+to"
                       r"|needs?[ \t]+to|is[ \t]+to)[ \t]+){0,3}$", re.IGNORECASE)
# (a few words: the verb and its helping words right before the number)
_NEAR = 48


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


@functools.lru_cache(maxsize=16)
def _marks(folded: str) -> tuple[list[int], list[int]]:
    """(where each clause mark ends; where each refusing word starts) in a line's words, found once."""
    return ([m.end() for m in _CLAUSE_START.finditer(folded)], [m.start() for m in _REFUSED.finditer(folded)])


def _stated(loss: Loss, line: Line) -> bool:
    start = loss.span.start - line.offset
    folded = line.folded
    near = folded[max(0, start - _NEAR):start]
    verb = _VERB.search(near)
    if verb is None:   # a Japanese loss, `【ＨＰ】を2点失う`: as its verb's ending says
        return stated_japanese(folded, loss.span.end - line.offset)
    at = start - len(near) + verb.start()
    marks, refused = _marks(folded)
    clause = marks[bisect.bisect_right(marks, at) - 1] if marks and marks[0] <= at else 0
    if bisect.bisect_left(refused, clause) < bisect.bisect_left(refused, at):   # (a refusing word between the two)
        return False
    relative = _RELATIVE.search(near, 0, verb.start())   # (right before the verb: a few words, linear)
    if relative is None:
        return True
    subject = start - len(near) + relative.start()
    return subject - clause <= 8 and folded[clause:subject].strip() == ""   # (`, which loses 2 HP`: set off)
