"""A recovery to the maximum: `【ＨＰ】を最大値まで回復する`, `【装備ＨＰ】を全回復`, `HPを完全に回復`.

Seed 004 says 【ＨＰ】 and 【装備ＨＰ】 recover to their maximum at a ［余暇］ (「［余暇］が発生した時点で最大値まで回復す
る。」) and never past it; an item or power may do the same (`【ＨＰ】を最大値まで回復する`). The grammar reads an
amount and 回復; a recovery with no amount but the maximum was text with no word (【ＨＰ】 a term, the rest plain
text), so nothing in the JSON said that it recovers. It is read here, after the grammar, as a `Recovery` whose
`Amount` is `full`: the ability (bracketed or bare, as players write it) and the words up to 回復, in one span, the
words as written. One its next words deny (`最大値まで回復しない`) is left as it was, as the reader leaves any denied recovery.
"""

from __future__ import annotations

import re

from ..model import Amount, Recovery, Term, Text
from .line import DENIED, Line

__all__ = ["read_full_recoveries"]

_TO_FULL = r"[ \t]*[をがは][ \t]*(?:最大値まで|最大まで|全快まで|全|完全に)[ \t]*回復(?!活)"
# after the ability's term: the rest of the words, at the start of the text after it
_AFTER_TERM = re.compile(_TO_FULL)
# the ability written bare (`HPを最大値まで回復`, `装備HPを全回復`), anywhere in a text
_BARE = re.compile(r"(?<![【A-Za-z0-9])(?P<armor>装備)?HP" + _TO_FULL, re.IGNORECASE)
_STATS = {"hp": "hp", "armor_hp": "armor_hp"}


def read_full_recoveries(effects: list, line: Line) -> list:
    """`effects` with each recovery to the maximum read (see the module)."""
    if not any(isinstance(e, Text) and "回復" in e.text for e in effects):
        return effects
    merged: list = []
    index = 0
    while index < len(effects):
        effect = effects[index]
        following = effects[index + 1] if index + 1 < len(effects) else None
        if isinstance(effect, Term) and effect.category == "abilities" and effect.id in _STATS \
                and isinstance(following, Text):
            end = following.span.end - line.offset
            found = _AFTER_TERM.match(line.folded, following.span.start - line.offset, end)
            if found is not None and not DENIED.match(line.folded, found.end(), end):
                merged.append(_recovery(line, effect.span.start - line.offset, found.end(), _STATS[effect.id]))
                merged.extend(_rest(line, found.end(), end))
                index += 2
                continue
        merged.append(effect)
        index += 1
    return [piece for effect in merged
            for piece in (_split(line, effect) if isinstance(effect, Text) and "回復" in effect.text else (effect,))]


def _split(line: Line, text: Text) -> list:
    """A text with each bare recovery to the maximum in it read."""
    start, end = text.span.start - line.offset, text.span.end - line.offset
    pieces: list = []
    at = start
    for found in _BARE.finditer(line.folded, start, end):
        if DENIED.match(line.folded, found.end(), end):
            continue
        pieces.extend(_rest(line, at, found.start()))
        pieces.append(_recovery(line, found.start(), found.end(), "armor_hp" if found.group("armor") else "hp"))
        at = found.end()
    if at == start:
        return [text]
    return pieces + _rest(line, at, end)


def _recovery(line: Line, start: int, end: int, stat: str) -> Recovery:
    span = line.span(start, end)
    return Recovery(Amount(full=True), stat, span.text, span)


def _rest(line: Line, start: int, end: int) -> list:
    if start >= end:
        return []
    span = line.span(start, end)
    return [Text(span.text, span)]
