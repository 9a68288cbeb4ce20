"""Two cards of one name (KY044, a warning at the later one): in one file, or in two files checked together. Both are
read, printed and given in the JSON, in the order written; nothing in 虚構侵蝕TRPG picks a card by its name (`roll` and
`odds` take a check, `--check KS(x,y)>=z`, and a scenario's character, no card), so the cards a table prints cannot be
told apart by their names. Before, said nowhere. Names are compared as a reader would tell them: full-width and
half-width forms alike (NFKC), case and blanks aside (`毒の刃` = `毒の刃 `, `Venom Blade` = `venom  blade`)."""

from __future__ import annotations

import unicodedata

from ...diagnostics import Diagnostic, Severity
from .catalog import message

__all__ = ["across_files", "names_of", "within"]


def _key(name: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def within(cards) -> list[Diagnostic]:
    """KY044 for each card named as an earlier card of the same file."""
    first: dict[str, object] = {}
    found = []
    for card in cards:
        key = _key(card.name)
        if not key:
            continue
        if key in first:
            found.append(_said(card.span, card.name, message("same_name_line", line=first[key].span.line)))
        else:
            first[key] = card
    return found


def names_of(cards) -> list[list]:
    """The summary of a file's card names for `across_files`: [name, its line, its start, its end] each."""
    return [[card.name, card.span.line, card.span.start, card.span.end] for card in cards if _key(card.name)]


def across_files(summaries: dict, source) -> dict[str, list[Diagnostic]]:
    """KY044 at each card of a file whose name an earlier file of the run holds (the first card of that name in each
    file: the file's own repeats are `within`'s). Statblock's own JSON read back (a summary with origins) is left out:
    its cards are those of the files it was written from (SB012 says when both are read); so are statblock's own
    Markdown cards (a summary marked `own_cards`: under the card writer's title)."""
    seen: dict[str, tuple[str, int]] = {}
    found: dict[str, list[Diagnostic]] = {}
    for path, summary in summaries.items():
        if not isinstance(summary, dict) or summary.get("origins") or summary.get("own_cards"):
            continue
        own: dict[str, list] = {}
        for name, line, start, end in summary.get("names", ()):
            own.setdefault(_key(str(name)), [name, line, start, end])
        later = [(key, entry) for key, entry in own.items() if key in seen]
        text = source(path) if later else None
        for key, (name, _, start, end) in later if text is not None else ():
            other, line = seen[key]
            found.setdefault(path, []).append(
                _said(text.span(int(start), int(end)), str(name), message("same_name_file", path=other, line=line)))
        for key, (_, line, _, _) in own.items():
            seen.setdefault(key, (path, int(line)))
    return found


def _said(span, name: str, where) -> Diagnostic:
    return Diagnostic("KY044", Severity.WARNING, message("same_name", name=name, where=where, roll="roll", odds="odds"), span,
                      suggestion=message("same_name_help", name=name))
