"""SB176: a letter for a digit in a number of an ability's distance or target line (`3 cube within 1O`, `Ranged l0`,
`1O体のクリーチャー`): the letters O and o look like 0, l and I like 1, and the line held no number there; a distance
so written had no parts (no reach known, the keywords not checked) and a target line stayed words, in silence.

A slip is a run of digits and those letters (either width) with at least one of each, standing apart from other
Latin letters and digits (`1Ostrich` is a word; `遠距離1O` a slip: Japanese runs its words into the number). In a
distance, a lone letter where the number stands (`Melee l`) is one too, when the distance with the digit reads and
as written it does not. Said at the run, with the digits meant; nothing is read from the guess (the line stays as
written until the author writes the digits).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from .. import ast
from ....diagnostics import Severity
from ....messages import msg
from ..grammar.clauses import parse_notation_text

if TYPE_CHECKING:  # pragma: no cover - types only
    from .lower import Lowerer

__all__ = ["distance_slips", "target_slips"]

_DIGITS = "0-9０-９"
_LETTERS = "OolIＯｏｌＩ"
_APART = rf"(?<![A-Za-zＡ-Ｚａ-ｚ{_DIGITS}])"
_UNTIL = rf"(?![A-Za-zＡ-Ｚａ-ｚ{_DIGITS}])"
#: a run of digits and look-alike letters, one of each at least (tried only where a run starts: `_APART`)
_SLIP = re.compile(rf"{_APART}(?=[{_LETTERS}]*[{_DIGITS}])(?=[{_DIGITS}]*[{_LETTERS}])[{_DIGITS}{_LETTERS}]++{_UNTIL}")
#: what a text holds when `_SLIP` can match in it: a digit and a look-alike letter (most target lines have no digit)
_A_DIGIT = re.compile(rf"[{_DIGITS}]")
_A_LETTER = re.compile(rf"[{_LETTERS}]")
#: a lone look-alike letter (`Melee l`): a slip only where the digit makes the distance read
_LONE = re.compile(rf"{_APART}[{_LETTERS}]{_UNTIL}")
_AS_DIGITS = str.maketrans("OolIＯｏｌＩ", "0011００１１")


def _slips(text: str) -> tuple[re.Match, ...]:
    """The runs `_SLIP` matches in `text` (looked for only where there can be one: the pattern tries every position)."""
    return _known_slips(text) if len(text) <= _CACHED else _find_slips(text)


def _find_slips(text: str) -> tuple[re.Match, ...]:
    if _A_DIGIT.search(text) is None or _A_LETTER.search(text) is None:
        return ()
    return tuple(_SLIP.finditer(text))


# A corpus writes a few hundred target and distance lines, each many times (`One creature`, `Melee 1`): the slips of
# one up to this long are looked for once (the cache stays small whatever the input).
_CACHED = 200
_known_slips = functools.lru_cache(maxsize=1024)(_find_slips)


def _report(found: list[re.Match], span, lowerer: Lowerer, line: str, key: str = "number.letter_slip") -> bool:
    for slip in found:
        written = slip.group()
        fixed = written.translate(_AS_DIGITS)
        lowerer.report("SB176", Severity.WARNING, msg(key, word=written, line=line, digits=fixed),
                       span.source.span(span.start + slip.start(), span.start + slip.end()),
                       msg("word.replace", word=written, guess=fixed))
    return bool(found)


def distance_slips(distance: ast.Distance, read: bool, lowerer: Lowerer) -> bool:
    """Say each slip of the distance (`read`: whether it has parts); whether any was said."""
    span = distance.span
    if span is None:
        return False
    text = span.text
    found = _slips(text)
    if not found and not read:
        lone = list(_LONE.finditer(text))
        fixed = _LONE.sub(lambda letter: letter.group().translate(_AS_DIGITS), text)
        if lone and parse_notation_text(fixed, "distance"):
            found = lone
    return _report(found, span, lowerer, distance.text)


def target_slips(target: ast.Word | None, lowerer: Lowerer) -> bool:
    """Say each slip of the target line; whether any was said."""
    if target is None or target.span is None:
        return False
    return _report(_slips(target.span.text), target.span, lowerer, target.text,
                   "number.letter_slip_target")
