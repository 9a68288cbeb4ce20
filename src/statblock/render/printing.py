"""PDF cards that are never silently broken: every card checked on the layout that is printed, in
memory that does not grow with the deck.

The deck is laid out by WeasyPrint a few sheets at a time (a part, so that a long print shows its
progress), in order. Every card of a part is checked on those very boxes (`pdf.overflowing_cards`). A
card whose content leaves its box is fitted again with less room (a smaller type, or one more
continuation card) and laid out again alone until it fits, up to `TRIES` times; then the deck is put
on sheets again, and the parts laid out so far that changed are laid out and checked again. A card
that still does not fit is named in a warning, never printed cut without a word.

A part is final, in order, once every card of the views (abilities, profiles) on it and on the
parts before it has been laid out and checked; a view on a final part is never fitted again, so the
final parts never change (the sheets are filled in the order of the cards). Final
parts are kept laid out until they hold `PDF_CHUNK_PAGES` pages, then written to PDF and let go: a
WeasyPrint layout takes about 4 MiB a page, which for a whole compendium in one document was more
than a gigabyte. The chunks are joined into one file at the end (`pdf.join_pdfs`); a deck of one
chunk is written as one WeasyPrint document, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import attrs

from ..messages import Listing, Message, msg
from .pdf import Overflow, join_pdfs, joinable, lay_out, overflowing_cards, write_pdf
from .sizes import Room

__all__ = ["PDF_CHUNK_PAGES", "PDF_PART_SHEETS", "TRIES", "Part", "Printed", "in_parts", "print_cards"]

#: Sheets laid out at a time: enough that each part is worth WeasyPrint's start, few enough that a long
#: print shows its progress and that a part laid out again after a refit is small.
PDF_PART_SHEETS = 4
#: Laid-out pages held before they are written to PDF and let go. Each chunk carries its own subsets of
#: the fonts (about 0.5 MB for Noto's four faces), so fewer, larger chunks make a smaller file; 48 pages
#: hold about 200 MiB of layout.
PDF_CHUNK_PAGES = 48
#: Times one card is fitted again and laid out alone before it is given up on (and named).
TRIES = 4


@attrs.frozen
class Printed:
    pdf: bytes
    pages: tuple[str, ...]           # the HTML that was printed, a part at a time
    refitted: tuple[int, ...]        # the views that did not fit at first and were fitted again
    notices: tuple[Message, ...]     # cards that still do not fit, or a layout that could not be checked
    count: int = 0                   # the cards printed, continuation cards included


class Part:
    """Sheets laid out at a time: the sheets, the numbers of the cards on them (the `data-card` numbers
    a check of the layout names, each a card's place in the deck), and their HTML page, made when it is
    first asked for. Parts are equal when their sheets are: after a card is fitted again, the parts
    that did not change keep their HTML and their layout."""

    __slots__ = ("sheets", "cards", "_make", "_html")

    def __init__(self, sheets: tuple, make: Callable[[tuple], str]) -> None:
        self.sheets = sheets
        self.cards = tuple(placed.number for sheet in sheets for placed in sheet.cards)
        self._make, self._html = make, None

    @property
    def html(self) -> str:
        if self._html is None:
            self._html, self._make = self._make(self.sheets), None  # (the maker holds the whole deck)
        return self._html

    @property
    def made(self) -> bool:
        return self._html is not None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Part) and self.sheets == other.sheets

    __hash__ = None  # type: ignore[assignment]


def in_parts(sheets, html: Callable[[tuple], str]) -> list[Part]:
    """The `sheets` (each with its placed `cards`, numbered in the order of the deck's cards)
    `PDF_PART_SHEETS` at a time, each part's HTML made by `html(its sheets)` when it is needed; one
    part, of no sheet, for an empty deck. The HTML of a part must depend on its sheets alone (and on
    what is the same for the whole deck: its title, language, sizes), never on the cards of other
    parts such as their count: the print relies on it (see `_Printer`)."""
    sheets = tuple(sheets)
    return [Part(sheets[start:start + PDF_PART_SHEETS], html) for start in range(0, max(1, len(sheets)), PDF_PART_SHEETS)]


#: A ruleset's fitting: a view and the room it may fill → the printed cards it takes (each with its
#: type step as `fit`).
Fit = Callable[[object, Room], list]


class _Deck:
    """The views, each fitted to its room, as the printed cards in order with the view each comes from."""

    def __init__(self, views: list, fit: Fit) -> None:
        self.views, self.fit = views, fit
        self.rooms: dict[int, Room] = {}
        self.fitted = [fit(view, Room()) for view in views]

    def refit(self, view: int, room: Room) -> list:
        self.rooms[view] = room
        self.fitted[view] = self.fit(self.views[view], room)
        return self.fitted[view]

    def cards(self) -> tuple[list, list[int]]:
        cards, owners = [], []
        for view, parts in enumerate(self.fitted):
            cards.extend(parts)
            owners.extend([view] * len(parts))
        return cards, owners


def print_cards(views: list, fit: Fit, pages: Callable[[list], list[Part]], progress=None) -> Printed:
    """The PDF of a ruleset's card `views` (each with a `name` and a `source`). `fit(view, room)` gives
    the printed cards of a view; `pages(cards)` is the cards laid out on sheets in their order, as
    `Part`s (`in_parts`: a part's HTML depends on its own sheets only); `progress` may show a bar."""
    printer = _Printer(views, fit, pages)
    steps = printer.run()
    for _ in (progress(steps, total=lambda: len(printer.parts), what="parts") if progress else steps):
        pass
    return printer.printed()


class _Printer:
    """One print: the deck, its parts as they stand, the parts laid out and not yet final, and what has
    been written."""

    def __init__(self, views: list, fit: Fit, pages: Callable[[list], list[Part]]) -> None:
        self.deck, self.pages = _Deck(views, fit), pages
        self.parts: list[Part] = []
        self._open_from: list[int] = []       # see `_paginate`
        self._paginate()
        if sum(len(part.sheets) for part in self.parts) > PDF_CHUNK_PAGES:
            joinable()  # what joins the chunks is there, before minutes of layout rather than after
        self.checked = True                   # False once a layout could not be checked
        self.refitted: set[int] = set()
        self.settled: set[int] = set()        # views never fitted again: done with, or on a final part
        self.left: set[int] = set()           # views overflowing on a final part
        self.laid: dict[int, object] = {}     # parts laid out and not final: their documents ...
        self.found: dict[int, list[Overflow]] = {}  # ... and the cards overflowing on them
        self.held: list = []                  # final parts laid out, not yet written
        self.chunks: list[bytes] = []         # the PDF, a chunk at a time

    def run(self) -> Iterator[int]:
        """Lay out, check, fit again and write the deck a part at a time; yields once per final part."""
        final = 0  # the parts before it are final: held or written
        front = 0  # the part laid out next
        while front < len(self.parts):
            self._lay_out(front)
            front = self._fit_again(final, front) + 1
            # a part is final once no view on it, or before it on a part not final, has a card on a
            # part not laid out yet; its views are never fitted again (they may be on a later part)
            for index in range(final, self._open_from[front]):
                self.left.update(self.owners[overflow.card] for overflow in self.found.pop(index))
                self.settled.update(self.owners[number] for number in self.parts[index].cards)
                self._hold(self.laid.pop(index))
                yield index
            final = max(final, self._open_from[front])
        if self.held:
            self._write_held()

    def printed(self) -> Printed:
        notices: list[Message] = []
        if self.left:
            views = self.deck.views
            names = Listing(tuple(f"{views[v].name} ({views[v].source})" for v in sorted(self.left)), limit=5)
            notices.append(msg("cards.overflow", count=len(self.left), names=names))
        if not self.checked:
            notices.append(msg("cards.unverified"))
        pdf = self.chunks[0] if len(self.chunks) == 1 else join_pdfs(self.chunks)
        return Printed(pdf, tuple(part.html for part in self.parts), tuple(sorted(self.refitted)), tuple(notices),
                       len(self.cards))

    def _paginate(self) -> None:
        """The cards as the deck has them now, on sheets, in parts; and for each part `p` (and the end),
        the first part that has a card of a view with a card on part `p` or later."""
        self.cards, self.owners = self.deck.cards()
        old, self.parts = self.parts, self.pages(self.cards)
        for index in range(min(len(old), len(self.parts))):  # (their HTML and layout, made once)
            if old[index].made and old[index] == self.parts[index]:
                self.parts[index] = old[index]
        first: dict[int, int] = {}
        lowest = list(range(len(self.parts) + 1))  # (a view's first part, at its last part)
        for index, part in enumerate(self.parts):
            for number in part.cards:
                view = self.owners[number]
                first.setdefault(view, index)
                lowest[index] = min(lowest[index], first[view])
        for index in range(len(self.parts) - 1, -1, -1):
            lowest[index] = min(lowest[index], lowest[index + 1])
        self._open_from = lowest

    def _lay_out(self, index: int) -> None:
        self.laid[index] = document = lay_out(self.parts[index].html)
        found = overflowing_cards(document) if self.checked else []
        if found is None:
            self.checked = False  # nothing is known of this WeasyPrint's boxes: printed as fitted
        self.found[index] = found or []

    def _fit_again(self, final: int, front: int) -> int:
        """Fit the views overflowing on the parts laid out (from `final` to `front`) again, and lay out
        the parts that changed; the last part laid out then (a view fitted again may take more cards)."""
        for _ in range(2):  # a card refitted alone fits in the deck too; the second round is a safeguard
            by_view: dict[int, list[Overflow]] = {}
            for index in range(final, front + 1):
                for overflow in self.found[index]:
                    if self.owners[overflow.card] not in self.settled:
                        by_view.setdefault(self.owners[overflow.card], []).append(overflow)
            if not by_view:
                return front
            for view, overflows in by_view.items():
                if not _refit_alone(self.deck, view, overflows, [self.cards[o.card].fit for o in overflows],
                                    self.pages):
                    self.settled.add(view)
                self.refitted.add(view)
            old = self.parts
            self._paginate()
            if len(self.parts) < final or any(self.parts[index] is not old[index] for index in range(final)):
                # the views fitted again are on no final part (see `run`): `pages` broke its word
                raise AssertionError("fitting a card again changed a part already printed")
            for index in range(len(self.parts), front + 1):  # (fewer parts than were laid out)
                del self.laid[index], self.found[index]
            front = min(front, len(self.parts) - 1)
            for index in range(final, front + 1):
                if self.parts[index] is not old[index]:
                    self._lay_out(index)
        # views still overflowing after both rounds: named if they end up printed so
        self.settled.update(self.owners[o.card] for index in range(final, front + 1) for o in self.found[index])
        return front

    def _hold(self, document) -> None:
        self.held.append(document)
        if sum(len(held.pages) for held in self.held) >= PDF_CHUNK_PAGES:
            self._write_held()

    def _write_held(self) -> None:
        self.chunks.append(write_pdf(self.held))
        self.held = []


def _check(documents) -> list[Overflow] | None:
    found: list[Overflow] = []
    for document in documents:
        overflows = overflowing_cards(document)
        if overflows is None:
            return None
        found.extend(overflows)
    return found


def _refit_alone(deck: _Deck, view: int, overflows: list[Overflow], steps: list[int],
                 pages: Callable[[list], list[Part]]) -> bool:
    """Fit one view again with less room until WeasyPrint lays all its cards out inside their boxes;
    False if it still does not fit after `TRIES` times."""
    room = deck.rooms.get(view, Room())
    for _ in range(TRIES):
        worst = max(overflows, key=lambda o: o.down / o.height)
        room = room.less(worst.down, worst.height, max(steps), any(o.right > 0 for o in overflows))
        cards = deck.refit(view, room)
        overflows = _check([lay_out(part.html) for part in pages(cards)]) or []
        if not overflows:
            return True
        steps = [cards[o.card].fit for o in overflows]
    return False
