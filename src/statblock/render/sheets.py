"""Laying cards out on printed pages: as many as fit, edge to edge, with crop marks.

Cards touch, so one cut separates two of them; the crop marks sit in the page
margin, in line with every cut. All positions are millimetres from the page's
top left corner, worked out here so that the HTML and the PDF place cards
identically and templates only copy numbers.

Every sheet of a deck has the same places (`Grid`): the stylesheet says where each is once
(`.slot-N`, `.crop-N`), and a card or mark names its place, rather than each carrying its own
`style`. WeasyPrint shares the computed style of elements whose parents' styles and rules are the
same: a card with a position of its own made every element inside it a style of its own.
"""

from __future__ import annotations

from .sizes import PAGE_SIZES, CardSize, PageSize
from ..records import frozen

__all__ = ["PAGE_SIZES", "Grid", "Mark", "PageSize", "Placed", "Sheet", "grid_of", "lay_out"]

MIN_MARGIN = 6.0    # mm kept clear at the page edge: most printers cannot print closer
MARK_GAP = 1.0      # mm between a card's corner and its crop mark
MARK_LENGTH = 4.0   # mm, at most


@frozen
class Placed:
    card: object     # a ruleset's card view
    x: float
    y: float
    number: int = 0   # the card's place in the deck, from 0: how a check of the printed layout names it
    slot: int = 0     # the card's place on its sheet (`Grid.slots`), in reading order


@frozen
class Mark:
    x: float
    y: float
    width: float
    height: float


@frozen
class Sheet:
    cards: tuple[Placed, ...]
    marks: tuple[Mark, ...]


@frozen
class Grid:
    """The places of a sheet: each card's top left corner, in reading order, and the crop marks."""

    slots: tuple[tuple[float, float], ...]
    marks: tuple[Mark, ...]


def card_count(sheets) -> int:
    """The cards on these sheets."""
    return sum(len(sheet.cards) for sheet in sheets)


def grid(page: PageSize, size: CardSize) -> tuple[int, int]:
    """Columns and rows of cards a page holds (at least one of each)."""
    columns = max(1, int((page.width - 2 * MIN_MARGIN) // size.width))
    rows = max(1, int((page.height - 2 * MIN_MARGIN) // size.height))
    return columns, rows


def _marks(left: float, top: float, columns: int, rows: int, size: CardSize, page: PageSize) -> tuple[Mark, ...]:
    right, bottom = left + columns * size.width, top + rows * size.height
    vertical = max(0.5, min(MARK_LENGTH, top - MARK_GAP - 0.5))
    horizontal = max(0.5, min(MARK_LENGTH, left - MARK_GAP - 0.5))
    marks = []
    for column in range(columns + 1):
        x = left + column * size.width
        marks.append(Mark(x, top - MARK_GAP - vertical, 0.0, vertical))
        marks.append(Mark(x, bottom + MARK_GAP, 0.0, vertical))
    for row in range(rows + 1):
        y = top + row * size.height
        marks.append(Mark(left - MARK_GAP - horizontal, y, horizontal, 0.0))
        marks.append(Mark(right + MARK_GAP, y, horizontal, 0.0))
    return tuple(marks)


def grid_of(page: PageSize, size: CardSize) -> Grid:
    """The places of every sheet of cards of `size` on `page`: `columns × rows` cards, the grid centred
    on the page."""
    columns, rows = grid(page, size)
    left = (page.width - columns * size.width) / 2
    top = (page.height - rows * size.height) / 2
    slots = tuple((round(left + column * size.width, 3), round(top + row * size.height, 3))
                  for row in range(rows) for column in range(columns))
    return Grid(slots, _marks(left, top, columns, rows, size, page))


def lay_out(cards: list, page: PageSize, size: CardSize, first: int = 0) -> list[Sheet]:
    """The cards in reading order, on the places of `grid_of(page, size)`; numbered from `first`."""
    places = grid_of(page, size)
    per_sheet = len(places.slots)
    sheets = []
    for start in range(0, len(cards), per_sheet):
        placed = tuple(Placed(card, *places.slots[index], first + start + index, index)
                       for index, card in enumerate(cards[start:start + per_sheet]))
        sheets.append(Sheet(placed, places.marks))
    return sheets
