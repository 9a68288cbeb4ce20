"""Which card a diagnostic belongs beside.

A card stands for a part of the file: an ability, a card, a profile, whatever the ruleset reads as
one (a *unit*: its name and the lines it starts and ends on). A diagnostic goes beside the card
whose unit's lines hold it; one that no card's lines hold (the file's head, a line between
blocks, a file that could not be read) goes at the head of the file.

A card says which unit it is by the line its ability starts on (`data-source`) where its ruleset
writes one, else by its name: its first heading is matched with the units' names in file order.
"""

from __future__ import annotations

import attrs

from ..diagnostics import Diagnostic, Span
from .split import CardPiece
from ..records import frozen

__all__ = ["Placed", "Row", "Unit", "place", "units_of"]


@frozen
class Unit:
    name: str
    first: int  # the line it starts on
    last: int   # the line it ends on (its first line when the ruleset only knows where it starts)


@frozen
class Row:
    """One card (with the cards it continues on) and the diagnostics shown beside it."""

    pieces: tuple[CardPiece, ...]
    unit: Unit | None
    diagnostics: tuple[Diagnostic, ...] = ()


@frozen
class Placed:
    rows: tuple[Row, ...]
    head: tuple[Diagnostic, ...]  # the file's own diagnostics, shown at its head


def units_of(result) -> list[Unit]:
    """The parts of a read file (`pipeline.FileResult`) that cards are made of, in file order."""
    found: dict[tuple[int, str], Unit] = {}
    for item in (*result.asts, *result.abilities, *result.statblocks, *result.headers):
        name = getattr(item, "name", None)
        span = getattr(item, "span", None)
        if isinstance(span, Span):
            first, last = span.line, span.end_line
        elif isinstance(getattr(item, "line", None), int):
            first = last = item.line
        else:
            continue
        name = " ".join(name.split()) if isinstance(name, str) else ""
        known = found.get((first, name))
        if known is None or known.last < last:
            found[(first, name)] = Unit(name, first, last)
    return sorted(found.values(), key=lambda u: (u.first, -u.last))


def place(pieces: tuple[CardPiece, ...], units: list[Unit], diagnostics: list[Diagnostic],
          by_name: bool = False) -> Placed:
    """The cards as rows with their diagnostics. `by_name`: the cards are of an older version of
    the file than the diagnostics (the last good cards of a file now broken), so lines no longer
    match and a diagnostic goes beside the card of the ability it names, if any."""
    rows = _rows(pieces, units)
    beside: list[list[Diagnostic]] = [[] for _ in rows]
    head = []
    regions = _regions(rows)
    for diagnostic in diagnostics:
        index = _by_name(rows, diagnostic) if by_name else _by_line(regions, diagnostic.span.line)
        if index is None:
            head.append(diagnostic)
        else:
            beside[index].append(diagnostic)
    return Placed(tuple(attrs.evolve(row, diagnostics=tuple(found)) for row, found in zip(rows, beside)), tuple(head))


def _rows(pieces: tuple[CardPiece, ...], units: list[Unit]) -> list[Row]:
    rows: list[Row] = []
    after = 0  # units before this index are taken by earlier cards
    for piece in pieces:
        unit, index = _unit_of(piece, units, after)
        if rows and unit is not None and rows[-1].unit == unit:  # the card continues its ability
            rows[-1] = attrs.evolve(rows[-1], pieces=rows[-1].pieces + (piece,))
            continue
        if index is not None:
            after = index + 1
        rows.append(Row((piece,), unit))
    return rows


def _unit_of(piece: CardPiece, units: list[Unit], after: int) -> tuple[Unit | None, int | None]:
    if piece.source_line is not None:
        for index, unit in enumerate(units):
            if unit.first == piece.source_line:
                return unit, index
        return None, None
    heading = piece.heading.casefold()
    if not heading:
        return None, None
    for matches in (lambda name: name == heading, lambda name: heading.startswith(name), lambda name: name in heading):
        for index in range(after, len(units)):
            name = units[index].name.casefold()
            if name and matches(name):
                return units[index], index
    return None, None


def _regions(rows: list[Row]) -> list[tuple[int, int, int]]:
    """(first line, last line, row) of each card's unit: to the line before the next card's unit,
    or to the unit's own last line when the ruleset knows where the unit ends."""
    starts = sorted((row.unit.first, row.unit.last, index) for index, row in enumerate(rows) if row.unit is not None)
    regions = []
    for number, (first, last, index) in enumerate(starts):
        following = starts[number + 1][0] - 1 if number + 1 < len(starts) else None
        end = last if last > first else (following if following is not None else 1 << 30)
        if following is not None:
            end = min(end, following)
        regions.append((first, max(first, end), index))
    return regions


def _by_line(regions: list[tuple[int, int, int]], line: int) -> int | None:
    for first, last, index in regions:
        if first <= line <= last:
            return index
    return None


def _by_name(rows: list[Row], diagnostic: Diagnostic) -> int | None:
    named = " ".join((diagnostic.ability or "").split()).casefold()
    if not named:
        return None
    for index, row in enumerate(rows):
        name = row.unit.name.casefold() if row.unit is not None else ""
        if name and (named == name or named.startswith(name)):
            return index
    return None
