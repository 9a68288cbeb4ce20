"""Reading an item's or a power's `射程：` (docs/kyoko.md, "Range").

Seed 004 measures distance in areas (「同じエリア」, 「［戦術モード］では隣接するエリア」, 「［演出モード］は制限なし」),
so a range is a number of areas (`2`, `２`, `2エリア`, `2 areas`) or a word for one (`vocabulary.toml`,
`[ranges.*]`: 至近, 隣接, 視界, 制限なし, なし and their English). What is not one is kept as written and said:
a number out of 0 to `MOST_AREAS` (KY026, an error: no such range), a distance in metres or another word
(KY026, a warning; a word with a did-you-mean).
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, Span
from ..catalog import message
from ..model import Range
from ..vocabulary import lookup, suggest

__all__ = ["MOST_AREAS", "read_range"]

#: The most areas a range reaches (ours: a scene of more areas than this is not played area by area).
MOST_AREAS = 99
# (`2エリア以内`, `within 2 areas`, `up to 2 areas`: a range is how far the target may be, so "within" says the same)
_AREAS = re.compile(r"(?:(?:within|up[ \t]+to)[ \t]+)?(?P<sign>[-+]?)[ \t]*(?P<n>\d+)[ \t]*(?:エリア|areas?\b|sq(?:uares?)?\b|マス)?"
                    r"(?:[ \t]*(?:以内|まで))?", re.IGNORECASE)
_METRES = re.compile(r"[-+]?[ \t]*\d+(?:\.\d+)?[ \t]*(?:m|km|メートル|キロ(?:メートル)?)", re.IGNORECASE)


def read_range(value: Span, problems: list[Diagnostic]) -> Range:
    written = value.text.strip()
    if not written:
        problems.append(Diagnostic("KY026", Severity.ERROR, message("range_empty"), value))
        return Range(None, None, written, value)
    folded = _plain(written)
    found = _AREAS.fullmatch(folded)
    if found is not None:
        digits = found.group("n").lstrip("0") or "0"
        n = int(digits) if len(digits) <= 9 else 10 ** 9
        if found.group("sign") == "-" or n > MOST_AREAS:
            shown = found.group("sign") + (digits if len(digits) <= 20 else digits[:20] + "…")
            problems.append(Diagnostic("KY026", Severity.ERROR, message("range_areas", n=shown, most=MOST_AREAS),
                                       value))
            return Range(None, None, written, value)
        return Range("areas", n, written, value)
    if _METRES.fullmatch(folded):
        problems.append(Diagnostic("KY026", Severity.WARNING, message("range_metres", word=written), value))
        return Range(None, None, written, value)
    term = lookup("ranges", folded)
    if term is not None:
        areas = term.extra.get("areas")
        return Range(term.id, None if areas is None else int(areas), written, value)
    guess = suggest("ranges", folded)
    key, args = ("range_unknown", {}) if guess is None else ("range_guess", {"guess": guess})
    problems.append(Diagnostic("KY026", Severity.WARNING, message(key, word=written, **args), value,
                               suggestion=None if guess is None else message("replace", guess=guess)))
    return Range(None, None, written, value)


def _plain(text: str) -> str:
    """`２エリア`, `１０ｍ`: the plain forms (the reader folds most, not letters)."""
    import unicodedata

    return unicodedata.normalize("NFKC", text)
