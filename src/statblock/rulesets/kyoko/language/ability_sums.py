"""A sum of abilities written as an amount (`【身体】+3【感覚】点回復`, `「【身体】+【感覚】」点のダメージ`, `Heal 【Body】+3【Sense】`):
kept as text and said (KY027, a warning), never read.

Seed 004's amounts are a number (`5点のダメージ`) or one ability with a modifier (`「【感覚】±0」点回復`, 「操縦者の【移動値】」点);
it writes no sum of two abilities, and nothing says what one would be (is `【身体】+3【感覚】` 【身体】+3+【感覚】, or 【身体】+3×
【感覚】?). Before, the first ability and its number were read as a change of 【身体】 by +3 and the second as a recovery of
【感覚】 points, in silence (or, in English, a recovery of 【Body】+3 with 【Sense】 left beside it); the card then recovered
【感覚】 and raised 【身体】, neither of which its words say.

A sum is two abilities in 【】 joined by a sign, a number and a sign between them or a number right after the sign
(`【身体】+3【感覚】`, `【身体】＋【感覚】`, `【身体】+2+【感覚】`), written as an amount: in 「」, or with 点, damage's or a recovery's
word after it, or a recovery's or damage's word before it. The pattern is bounded (an ability's name at most 20
characters, each blank run taken once): linear in the line.
"""

from __future__ import annotations

import bisect
import re

from ..catalog import message
from ..model import Damage, Recovery, StatChange, Term, Text
from ....diagnostics import Severity
from .line import Line

__all__ = ["without_ability_sums"]

# (two or more abilities, each joined to the last by a sign, a number between them or not: `【身体】+【感覚】+【社会値】`,
# `【身体】+1【感覚】+1【移動値】` (before, the first two a change and the third a recovery, silent), `【身体】×【感覚】` (a
# product: before, the recovery dropped in silence); each piece taken once)
_SUM = re.compile(r"【[^】【\n]{1,20}+】(?:[ \t]*+[+\-×xX*][ \t]*+(?:\d{1,9}+[ \t]*+(?:[+\-×xX*][ \t]*+)?)?"
                  r"【[^】【\n]{1,20}+】)++(?:[ \t]*+[+\-][ \t]*+\d{1,9}+)?")
# what makes the sum an amount: after it, 」, 点 or the words of damage or a recovery; before it, 「 or a recovery's or
# damage's word
_AMOUNT_AFTER = re.compile(r"[ \t]*+」?[ \t]*+(?:点|pts?\b|points?\b|damage\b|ダメージ|回復|heal|recover)", re.IGNORECASE)
_AMOUNT_BEFORE = re.compile(r"(?:「|\b(?:heal|recover|deal)s?|ダメージ[ \t]*+[はが:]?)[ \t]*+$", re.IGNORECASE)


def without_ability_sums(effects: list, line: Line) -> list:
    """`effects` with every piece of a sum of abilities written as an amount kept as text, one piece with the amount it
    is part of (the damage or recovery that takes the second ability), and KY027 said at the sum."""
    folded = line.folded
    if folded.count("【") < 2:   # (most lines hold no two abilities: one look)
        return effects
    sums = []
    for found in _SUM.finditer(folded):
        before = folded[max(0, found.start() - 12):found.start()]
        if _AMOUNT_AFTER.match(folded, found.end()) is None and _AMOUNT_BEFORE.search(before) is None:
            continue
        sums.append(found.span())
    if not sums:
        return effects
    _unsay(line, sums)
    for start, end in sums:
        written = line.quote(start, end)
        english = not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", written.replace("【", "").replace("】", ""))
        line.report("KY027", Severity.WARNING, message("ability_sum_en" if english else "ability_sum", written=written),
                    start, end, suggestion=message("ability_sum_help_en" if english else "ability_sum_help"))
    out = []
    at = 0
    for effect in effects:
        start, end = effect.span.start - line.offset, effect.span.end - line.offset
        while at < len(sums) and sums[at][1] <= start:
            at += 1
        inside = at < len(sums) and start < sums[at][1] and end > sums[at][0]
        if inside and isinstance(effect, Damage | Recovery | StatChange):
            out.extend(_as_text(effect, line))   # (its abilities stay terms, checked)
            continue
        out.append(effect)
    return out


def _as_text(effect, line: Line) -> list:
    """A damage, recovery or change of an ability that is part of a sum, as text, but for the ability it opens with (a
    term, as the ability's id read: `【感覚】点回復` is the term 【感覚】 and the text `点回復`)."""
    close = effect.text.find("】") + 1 if effect.text.startswith("【") else 0
    stat = getattr(effect, "stat", None) if isinstance(effect, StatChange) else getattr(effect.amount, "ability", None)
    if close <= 0 or stat is None:
        return [Text(effect.text, effect.span)]
    start = effect.span.start - line.offset
    pieces = [Term("abilities", stat, effect.text[:close], line.span(start, start + close))]
    if close < len(effect.text):
        pieces.append(Text(effect.text[close:], line.span(start + close, start + len(effect.text))))
    return pieces


def _unsay(line: Line, sums: list[tuple[int, int]]) -> None:
    """Every other KY027 of this line at a sum's words taken back (`Heal 【Body】+3【Sense】`: "a second sign after the
    recovery"), so that each sum is said once, as what it is: this line's problems (the last said) looked at once, each
    sum found by bisection."""
    starts = [line.offset + start for start, _ in sums]
    at = len(line.problems)
    while at > 0 and line.problems[at - 1].span.start >= line.offset and line.problems[at - 1].span.source is line.source:
        at -= 1
    kept = []
    for said in line.problems[at:]:
        index = bisect.bisect_right(starts, said.span.end - 1) - 1
        overlaps = index >= 0 and said.span.start < line.offset + sums[index][1]
        if not (said.code == "KY027" and overlaps):
            kept.append(said)
    line.problems[at:] = kept
