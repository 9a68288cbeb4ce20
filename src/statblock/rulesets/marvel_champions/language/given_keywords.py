"""The keywords and signed stats a giving verb names as its object (`gains retaliate 1 and stalwart`, `gets -1 DEF
and retaliate 1`, `gain +1 ATK`): each a part of its own kind (`effects.lower_effects`)."""

from __future__ import annotations

import re

import attrs

from ..vocabulary import verb_pattern
from .granted import GIVING, granted
from .parts import Part

__all__ = ["keywords_given"]


#: A giving verb's object that opens with a signed amount (`gain +1 ATK`, `gains -2 THW`): a stat changed.
_SIGNED_OBJECT = re.compile(r"\s*[+\-−]\s?(?:\d|X\b)")


def keywords_given(parts: list[Part], text: str, masked: str) -> list[Part]:
    """`parts` with the keywords a giving verb names as its object (`gains retaliate 1 and stalwart`, `loses guard`);
    one that `gets` or `has` a keyword gains it (`Luke Cage gets retaliate 1`: a keyword, never a stat modified)."""
    pattern, _ = verb_pattern()
    out = []
    for part in parts:
        found = pattern.match(masked, part.verb) if part.effect.kind in GIVING and part.verb >= 0 else None
        keywords = granted(text[found.end():part.end].lstrip()) if found is not None else ()
        if not keywords and found is not None and part.effect.kind in ("gain", "modify") \
                and _SIGNED_OBJECT.match(text, found.end(), part.end):
            # `Your allies gain +1 ATK`: a stat changed, as `get +1 ATK` (was a gain of nothing)
            part = attrs.evolve(part, effect=attrs.evolve(part.effect, kind="modify"))
            given = _stats_then_keywords(text, found.end(), part.end)
            if given is not None:   # `Your hero gets -1 DEF and retaliate 1`: the keyword gained too (it was lost)
                join, at, keywords = given
                out.append(attrs.evolve(part, end=join, effect=attrs.evolve(part.effect, text=text[part.start:join])))
                part = attrs.evolve(part, start=at, verb=-1, alternative=False, effect=attrs.evolve(
                    part.effect, kind="gain", keywords=keywords, text=text[at:part.end].strip()))
        elif keywords:
            kind = "gain" if part.effect.kind == "modify" else part.effect.kind
            part = attrs.evolve(part, effect=attrs.evolve(part.effect, kind=kind, keywords=keywords))
            changed = _stats_after_keywords(text, found.end(), part.end, keywords) if kind == "gain" else None
            if changed is not None:   # `Test Hero gains retaliate 1 and +1 ATK`: the stat changed too (it was lost)
                join, at = changed
                out.append(attrs.evolve(part, end=join, effect=attrs.evolve(part.effect, text=text[part.start:join])))
                part = attrs.evolve(part, start=at, verb=-1, alternative=False, effect=attrs.evolve(
                    part.effect, kind="modify", keywords=(), text=text[at:part.end].strip()))
        out.append(part)
    return out


#: What may join a stat changed to a keyword given after it (`gets -1 DEF and retaliate 1`), and the most such joins
#: looked at in one object (time bounded on any sentence).
_STAT_KEYWORD_JOIN = re.compile(r",?\s+and\s+", re.IGNORECASE)
_STAT_KEYWORD_MOST = 4


def _stats_then_keywords(text: str, start: int, end: int) -> tuple[int, int, tuple] | None:
    """(where the stats changed end, where the keywords start, the keywords) of an object of signed stats that ends
    with keywords after `and` (`-1 DEF and retaliate 1`, `+1 ATK, and guard and stalwart`); None when none ends it."""
    for number, join in enumerate(_STAT_KEYWORD_JOIN.finditer(text, start, end)):
        if number == _STAT_KEYWORD_MOST:
            break
        keywords = granted(text[join.end():end])
        if keywords:
            return join.start(), join.end(), keywords
    return None


def _stats_after_keywords(text: str, start: int, end: int, keywords: tuple) -> tuple[int, int] | None:
    """(where the keywords end, where the signed stats after them start) of an object of keywords that `and` and a
    stat changed follow (`retaliate 1 and +1 ATK`); None otherwise."""
    at = start
    for keyword in keywords:   # (each keyword's words, in order: where the last ends)
        at = text.find(keyword.text, at, end)
        if at < 0:
            return None
        at += len(keyword.text)
    join = _STAT_KEYWORD_JOIN.match(text, at, end)
    if join is None or not _SIGNED_OBJECT.match(text, join.end(), end):
        return None
    return join.start(), join.end()
