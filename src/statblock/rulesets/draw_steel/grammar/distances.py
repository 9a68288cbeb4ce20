"""The distance line (`Melee 1 or ranged 5`, `3 cube within 10`) read into its parts, and the words an
author may write after them (`Self; see below`, `自身（下記参照）`, `Melee 1 (while mounted)`): a note
kept as written beside the parts, never read as a range.
"""

from __future__ import annotations

import functools
import re

import attrs

from .. import ast
from ....diagnostics import Fragment
from ..vocabulary import vocabulary
from .building import unquote
from .clauses import parse_notation_text
from .to_ast import absolute_word

__all__ = ["parse_distance"]

# `Self; see below`, `Melee 1 (see below)`, `自身（下記参照）`: a note after the distance, its words
# in group `after` or `inside`
_DISTANCE_NOTE = re.compile(r"\s*(?:[;；]\s*(?P<after>[^;；]*?[^\s;；.。])|[(（]\s*(?P<inside>[^()（）]*?[^\s()（）])\s*[)）])"
                            r"\s*[.。]?\s*$")


def note_match(text: str) -> tuple[int, str, int, int] | None:
    """What `_DISTANCE_NOTE.search(text)` finds, as (start, group, group's start, group's end), in linear time:
    the pattern, tried from every character of a long run of blanks, took the square of its length (a
    20,000-blank distance, 2 s). The note is after the last `;` (its words hold none), or in the last
    brackets, closed at the end; the earlier of the two starts wins, as the search's leftmost match does."""
    end = len(text.rstrip())
    if end and text[end - 1] in ".。":  # (one full stop after the note, blanks around it)
        end = len(text[:end - 1].rstrip())
    found = []
    semicolon = max(text.rfind(";"), text.rfind("；"))
    if semicolon >= 0:
        words_start = semicolon + 1 + (len(text[semicolon + 1:end]) - len(text[semicolon + 1:end].lstrip()))
        if words_start < end and text[end - 1] not in ".。;；" and not text[end - 1].isspace():
            found.append((_blanks_before(text, semicolon), "after", words_start, end))
    if end and text[end - 1] in ")）":
        opening = max(text.rfind("(", 0, end - 1), text.rfind("（", 0, end - 1))
        inner = text[opening + 1:end - 1] if opening >= 0 else ""
        if opening >= 0 and not any(ch in "()（）" for ch in inner) and inner.strip():
            words_start = opening + 1 + (len(inner) - len(inner.lstrip()))
            found.append((_blanks_before(text, opening), "inside", words_start, opening + 1 + len(inner.rstrip())))
    return min(found) if found else None


def _blanks_before(text: str, index: int) -> int:
    """Where the run of blanks right before `index` starts (`index` itself when there is none)."""
    return len(text[:index].rstrip())


def _names_a_distance(text: str) -> bool:
    """`ranged 5` in `Melee 1; ranged 5`, and any words with a number (`within 10`): what would belong
    to the parts, not beside them (`下記参照` reads as a distance of one word, which names none)."""
    if any(ch.isdigit() for ch in text):
        return True
    parts = parse_notation_text(text, "distance") or ()
    return any(part.kind.text in vocabulary().distance_kinds for part in parts)


def _centred_area(text: str) -> tuple[int, int] | None:
    """Where the area is in `2 burst centered on self`, `自身を中心とした2バースト`: the text without a
    phrase that places it on the creature (`phrases.centred_on_self`), at its start or its end."""
    written = text.rstrip()
    for phrase in _centred_phrases():
        if len(phrase) >= len(written):
            continue
        if written[:len(phrase)].lower() == phrase:
            return len(phrase), len(written)
        if written[-len(phrase):].lower() == phrase:
            return 0, len(written[:-len(phrase)].rstrip().rstrip(",、，"))
    return None


@functools.cache
def _centred_phrases() -> tuple[str, ...]:
    term = vocabulary().phrases.terms["centred_on_self"]
    return tuple(sorted((s.lower() for s in (*term.en, *term.ja)), key=len, reverse=True))


def _read_centred(fragment: Fragment) -> tuple | None:
    """The parts of an area said to be centred on the creature, positions in `fragment`'s text, when every
    part is an area the rules centre so (a burst, an aura): the phrase says no more than the area does."""
    found = _centred_area(fragment.text)
    if found is None:
        return None
    start, end = found
    area = fragment.text[start:end]
    start += len(area) - len(area.lstrip())
    parts = parse_notation_text(area.strip(), "distance")
    kinds = vocabulary().distance_kinds
    if not parts or not all((term := kinds.lookup(part.kind.text)) is not None and term.extra.get("centred")
                            for part in parts):
        return None
    return tuple(attrs.evolve(part, kind=ast.Word(part.kind.text, _shifted(part.kind.span, start)),
                              span=_shifted(part.span, start)) for part in parts)


def _shifted(span: tuple[int, int], by: int) -> tuple[int, int]:
    return span[0] + by, span[1] + by


# the words that join parts all taken at once (`Self and ranged 10`, `自身と遠距離10`, `自身および遠距離10`)
_AND = re.compile(r"\band\b|および|かつ|と", re.IGNORECASE)
_JA_AND = "と"  # a particle inside a run of Japanese, which the lexer reads as one word


def _known(parts) -> bool:
    kinds = vocabulary().distance_kinds
    return bool(parts) and all(kinds.lookup(part.kind.text) is not None for part in parts)


def _joined(text: str, parts) -> tuple[tuple, str]:
    """The parts and their joiner, `and` when the words between them say so. Parts joined by `and`
    are kept only when each names a distance: `Self and allies` is a target phrase's words."""
    if parts is None or len(parts) < 2:
        return parts, "or"
    between = text[parts[0].span[1] : parts[1].span[0]]
    if not _AND.search(between):
        return parts, "or"
    return (parts if _known(parts) else None), "and"


def _read_japanese_and(text: str):
    """`自身と遠距離10`: the parts either side of the first `と`, when both read as distances of known kinds.
    Only the first is tried: no distance kind's name holds a `と`, so a left side holding one is no
    distance, and reading both sides again at each `と` took the square of a long line's length."""
    at = text.find(_JA_AND)
    if at <= 0:
        return None
    left = parse_notation_text(text[:at].rstrip(), "distance")
    if not _known(left):
        return None
    right_start = at + 1 + len(text[at + 1 :]) - len(text[at + 1 :].lstrip())
    right = parse_notation_text(text[right_start:].rstrip(), "distance")
    if not _known(right):
        return None
    shifted = tuple(attrs.evolve(part, kind=ast.Word(part.kind.text, _shifted(part.kind.span, right_start)),
                                 span=_shifted(part.span, right_start)) for part in right)
    return (*left, *shifted)


# the fields `_placed` copies: a field added to the class must be copied there too
if tuple(field.name for field in attrs.fields(ast.DistancePart)) != ("kind", "size", "width", "within", "span", "count"):
    raise TypeError("ast.DistancePart's fields changed: copy each of them in `distances._placed`")


def _placed(part: ast.DistancePart, fragment: Fragment) -> ast.DistancePart:
    """`part` (read with positions in `fragment`'s text) with its positions in the file: `attrs.evolve(part, kind=...,
    span=...)`, made directly (evolve looked up the class's fields again for each part of every ability)."""
    return ast.DistancePart(absolute_word(part.kind, fragment), part.size, part.width, part.within,
                            fragment.span(*part.span), part.count)


def parse_distance(fragment: Fragment) -> ast.Distance:
    """The distance's parts; a note after them (`Self; see below`) kept as written beside them, unless
    it reads as a distance of its own (then the text has no known shape: no part is left out). A burst
    or an aura said to be centred on the creature (`自身を中心とした2バースト`) is that area."""
    text = fragment.text
    relative, note = parse_notation_text(text, "distance"), None
    if _JA_AND in text and not _known(relative):
        relative = _read_japanese_and(text) or relative
    relative, joiner = _joined(text, relative)
    if relative is None:
        relative = _read_centred(fragment)
    found = note_match(text) if relative is None else None
    if found is not None and found[0] > 0:
        start, _, words_start, words_end = found
        head = parse_notation_text(text[:start], "distance")
        if _JA_AND in text[:start] and not _known(head):
            head = _read_japanese_and(text[:start]) or head
        head, joiner = _joined(text[:start], head)
        if head is not None and not _names_a_distance(text[words_start:words_end]):
            # (`近接 1（「while mounted」）`: the author's English as a Japanese card quotes it)
            relative, note = head, ast.Word(unquote(text[words_start:words_end]), fragment.span(words_start, words_end))
    parts = tuple(_placed(part, fragment) for part in relative or ())
    return ast.Distance(text, parts, fragment.span(), note, joiner if parts else "or")
