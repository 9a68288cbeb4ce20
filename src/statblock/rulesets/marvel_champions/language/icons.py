"""An icon in brackets the cards do not print (`Generate a [enrgy] resource.`, `［energy］` in full-width brackets):
read as no icon, so a resource of no kind was generated or spent with no word. Reported (MC124) with the icon meant
where one is close; the sentence is read as written. A trait's double brackets (`[[Spy]]`) are no icon."""

from __future__ import annotations

import functools
import re

from ....diagnostics import Severity
from ...similarity import closest
from ..catalog import message
from ..vocabulary import vocabulary

__all__ = ["report_unknown_icons"]

# one word in single brackets, half- or full-width, not a trait's `[[…]]`
_ICON = re.compile(r"(?<![\[［])([\[［])[ \t]*([^\[\]［］\s]{1,30})[ \t]*([\]］])(?![\]］])")


@functools.cache
def _known() -> dict[str, tuple[str, str]]:
    """Every spelling of an icon the cards print, folded to lower case, with its English and Japanese spellings."""
    return {spelling.lower(): (term.en[0], term.ja[0] if term.ja else term.en[0])
            for term in vocabulary().icons.terms.values() for spelling in (*term.en, *term.ja)}


def report_unknown_icons(items: list, paragraph) -> None:
    """Report each bracketed word of the items that is no icon, or an icon in full-width brackets."""
    known = _known()
    for item in items:
        for found in _ICON.finditer(item.text):
            opening, word, closing = found.groups()
            meant = known.get(word.lower())
            if meant is not None and opening == "[" and closing == "]":
                continue
            if meant is None:
                guess = closest(word.lower(), list(known))
                meant = known[guess] if guess is not None else None
            written = found.group()
            # (the icon to write in the word's language: `[energy]`, `[エネルギー]`)
            spelled = None if meant is None else meant[0] if word.isascii() else meant[1]
            paragraph.report("MC124", Severity.WARNING, message("language.unknown_icon", icon=written),
                             item.start + found.start(), item.start + found.end(),
                             message("language.replace", word=written, guess=f"[{spelled}]") if spelled else None)
