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

import contextlib
import contextvars
from collections.abc import Callable, Iterator

from ..messages import Listing, Message, msg
from .pdf import Overflow, join_pdfs, joinable, lay_out, overflowing_cards, source_date, write_pdf
from .sizes import Room
from ..records import frozen

__all__ = ["PDF_CHUNK_PAGES", "PDF_PART_SHEETS", "SEGMENT_PAGES", "TRIES", "Part", "Printed", "Segment", "in_parts",
           "print_cards", "print_jobs", "segments"]

#: Sheets laid out at a time: enough that each part is worth WeasyPrint's start, and that like cards share
#: their styles (WeasyPrint shares the computed style of an element whose parent's style and matched rules
#: are another's, within one document: a card's `slot-N` and `fit-N` make its style its own on its sheet,
#: shared with the cards of the same slot and step on the other sheets of its part; 8 sheets rather than 4
#: was a tenth less CPU, 24 rather than 8 is 12% less of layout and writing, docs/measured.md); few enough
#: that a long print shows its progress, that a part laid out again after a refit is not too large, and a
#: divisor of `PDF_CHUNK_PAGES` (a chunk is whole parts).
PDF_PART_SHEETS = 24
#: Laid-out pages held before they are written to PDF and let go. Each chunk carries its own subsets of
#: the fonts (about 0.5 MB for Noto's four faces), so fewer, larger chunks make a smaller file; 48 pages
#: hold about 200 MiB of layout.
PDF_CHUNK_PAGES = 48
#: Times one card is fitted again and laid out alone before it is given up on (and named).
TRIES = 4
#: Pages of a segment, at least (but the last): a long deck is printed a segment at a time on each core.
#: A segment is a chunk of the PDF or more, so that cutting the deck adds no font subsets to the file.
SEGMENT_PAGES = PDF_CHUNK_PAGES


@frozen
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

    def __init__(self, views: list, fit: Fit, fitted: list | None = None) -> None:
        self.views, self.fit = views, fit
        self.rooms: dict[int, Room] = {}
        self.fitted = list(fitted) if fitted is not None else [fit(view, Room()) for view in views]

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


#: A ruleset's sheets: the cards (numbered from `first`) on sheets in their order, as `Part`s.
Pages = Callable[[list, int], list[Part]]


@frozen
class Segment:
    """Views `start` to `stop` of a deck, printed as a deck of their own; `first` is the number of its
    first card (the cards before it, as first fitted), `parts` and `sheets` its parts and sheets as first
    put on paper."""

    start: int
    stop: int
    first: int
    parts: int
    sheets: int


@frozen
class SegmentPrint:
    """What printing a segment gave: its PDF a chunk at a time, the HTML of its parts, the views (numbered
    in the whole deck) fitted again and those that still overflow, whether its layout could be checked,
    and its cards."""

    chunks: tuple[bytes, ...]
    pages: tuple[str, ...]
    refitted: tuple[int, ...]
    left: tuple[int, ...]
    checked: bool
    count: int


#: Processes a print may use at most (None: one per core; 1: this one alone): how `statblock cards --jobs`
#: reaches every ruleset's print (`print_jobs`).
_JOBS: contextvars.ContextVar[int | None] = contextvars.ContextVar("print_jobs", default=None)


@contextlib.contextmanager
def print_jobs(jobs: int | None) -> Iterator[None]:
    """Prints made inside use at most `jobs` processes (None: one per core; 1: this one alone)."""
    token = _JOBS.set(jobs)
    try:
        yield
    finally:
        _JOBS.reset(token)


def print_cards(views: list, fit: Fit, pages: Pages, progress=None) -> Printed:
    """The PDF of a ruleset's card `views` (each with a `name` and a `source`). `fit(view, room)` gives
    the printed cards of a view; `pages(cards, first)` is the cards laid out on sheets in their order,
    numbered from `first`, as `Part`s (`in_parts`: a part's HTML depends on its own sheets only);
    `progress` may show a bar. A long deck is printed on as many cores as `print_jobs` allows."""
    source_date()  # the date the fonts will carry can be told, before minutes of layout rather than after
    fitted = [fit(view, Room()) for view in views]
    cut = segments(views, fitted, pages)
    if sum(segment.sheets for segment in cut) > PDF_CHUNK_PAGES:
        joinable()  # what joins the chunks is there, before minutes of layout rather than after
    done: dict[int, SegmentPrint] = {}  # the segments printed, by their place in the deck
    live: dict[int, _Printer] = {}  # the segment being printed here, if one is
    workers = _workers(_JOBS.get(), len(cut))
    steps = (_forked(views, fitted, fit, pages, cut, workers, done) if workers > 1
             else _here(views, fitted, fit, pages, cut, done, live))
    for _ in (progress(steps, total=lambda: _parts(cut, done, live), what="parts") if progress else steps):
        pass
    printed = [done[index] for index in range(len(cut))]
    notices: list[Message] = []
    left = sorted(view for segment in printed for view in segment.left)
    if left:
        names = Listing(tuple(f"{views[v].name} ({views[v].source})" for v in left), limit=5)
        notices.append(msg("cards.overflow", count=len(left), names=names))
    if not all(segment.checked for segment in printed):
        notices.append(msg("cards.unverified"))
    chunks = [chunk for segment in printed for chunk in segment.chunks]
    return Printed(chunks[0] if len(chunks) == 1 else join_pdfs(chunks),
                   tuple(page for segment in printed for page in segment.pages),
                   tuple(sorted(view for segment in printed for view in segment.refitted)), tuple(notices),
                   sum(segment.count for segment in printed))


def segments(views: list, fitted: list[list], pages: Pages) -> list[Segment]:
    """The deck cut into segments of `SEGMENT_PAGES` pages or more (the last at least half that; one
    segment for a shorter deck), `fitted[view]` being the cards of a view as first fitted. A cut is made
    where a part begins and a view does too, and only where the segment's sheets put on paper alone (`pages(its cards, first)`)
    are those of the deck put on paper whole: a ruleset whose sheets depend on what is before them (a
    roster before a warband's first card) is cut only where they do not."""
    cards = [card for view in fitted for card in view]
    owners = [index for index, view in enumerate(fitted) for _ in view]
    parts = pages(cards, 0)
    begins: list[tuple[int, int]] = []  # the part and the card each segment begins at
    begin, sheets, card = (0, 0), 0, 0
    for index, part in enumerate(parts):
        sheets += len(part.sheets)
        card += len(part.cards)
        if sheets < SEGMENT_PAGES or index + 1 == len(parts) or not 0 < card < len(cards) \
                or owners[card - 1] == owners[card]:
            continue
        if pages(cards[begin[1]:card], begin[1]) == parts[begin[0]:index + 1]:
            begins.append(begin)
            begin, sheets = (index + 1, card), 0
    if begins and 2 * sheets < SEGMENT_PAGES:
        begin = begins.pop()  # a short rest is joined to the segment before (one chunk, one set of fonts)
    while begins and pages(cards[begin[1]:], begin[1]) != parts[begin[0]:]:
        begin = begins.pop()  # the rest does not stand alone: joined to the segment before
    bounds = [*begins, begin, (len(parts), len(cards))]
    return [Segment(owners[first] if index else 0, owners[last] if index + 2 < len(bounds) else len(views),
                    first, stop - part, sum(len(p.sheets) for p in parts[part:stop]))
            for index, ((part, first), (stop, last)) in enumerate(zip(bounds, bounds[1:]))]


def _parts(cut: list[Segment], done: dict[int, SegmentPrint], live: dict) -> int:
    """The parts of the deck as they stand: those printed, the one being printed here, and the others
    as first put on paper."""
    return (sum(len(printed.pages) for printed in done.values()) + sum(len(p.parts) for p in live.values())
            + sum(segment.parts for index, segment in enumerate(cut) if index not in done and index not in live))


def _workers(jobs: int | None, count: int) -> int:
    import multiprocessing
    import os

    if "fork" not in multiprocessing.get_all_start_methods():
        return 1  # (the views and the fitting are handed to a worker by forking: elsewhere, one process)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores if jobs is None else jobs, cores, count))


def _here(views, fitted, fit, pages, cut, done, live) -> Iterator[int]:
    """Print the segments one after the other in this process, each `live` while it is printed; yields
    once per final part."""
    for index, segment in enumerate(cut):
        live[index] = _Printer(views[segment.start:segment.stop], fit, pages, segment.first,
                               fitted[segment.start:segment.stop])
        yield from live[index].run()
        done[index] = live.pop(index).segment_print(segment.start)


def _forked(views, fitted, fit, pages, cut, workers, done) -> Iterator[int]:
    """Print the segments side by side in `workers` forked processes (they inherit the views and the
    fitting); yields once per final part, as the workers say they have made one (`forking.tick`), a
    segment's last once its print is back (so that the parts counted at the end are those printed)."""
    from .forking import run_forked

    said = [0] * len(cut)  # the parts of each segment yielded so far
    for index, result in run_forked(_print_one, (views, fitted, fit, pages, cut), len(cut), workers):
        if result is None:  # a part made final in a worker
            if index not in done and said[index] + 1 < cut[index].parts:
                said[index] += 1
                yield index
            continue
        done[index] = result
        for _ in range(len(result.pages) - said[index]):
            yield index
        said[index] = len(result.pages)


def _print_one(state, index: int) -> SegmentPrint:
    views, fitted, fit, pages, cut = state
    from .forking import tick

    done: dict[int, SegmentPrint] = {}
    for _ in _here(views, fitted, fit, pages, [cut[index]], done, {}):
        tick()
    return done[0]


class _Printer:
    """One print: the deck, its parts as they stand, the parts laid out and not yet final, and what has
    been written. Its cards are numbered from `first` (`pages(cards, first)`)."""

    def __init__(self, views: list, fit: Fit, pages: Pages, first: int = 0, fitted: list | None = None) -> None:
        self.deck, self.first = _Deck(views, fit, fitted), first
        self.pages = lambda cards: pages(cards, first)
        self._alone = lambda cards: pages(cards, 0)  # (a view fitted again, laid out alone)
        self.parts: list[Part] = []
        self._open_from: list[int] = []       # see `_paginate`
        self._paginate()
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
                self.left.update(self._owner(overflow.card) for overflow in self.found.pop(index))
                self.settled.update(self._owner(number) for number in self.parts[index].cards)
                self._hold(self.laid.pop(index))
                yield index
            final = max(final, self._open_from[front])
        if self.held:
            self._write_held()

    def segment_print(self, start: int) -> SegmentPrint:
        """What was printed, its views numbered from `start`."""
        return SegmentPrint(tuple(self.chunks), tuple(part.html for part in self.parts),
                            tuple(sorted(start + view for view in self.refitted)),
                            tuple(sorted(start + view for view in self.left)), self.checked, len(self.cards))

    def _owner(self, number: int) -> int:
        return self.owners[number - self.first]

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
                view = self._owner(number)
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
                    if self._owner(overflow.card) not in self.settled:
                        by_view.setdefault(self._owner(overflow.card), []).append(overflow)
            if not by_view:
                return front
            for view, overflows in by_view.items():
                steps = [self.cards[o.card - self.first].fit for o in overflows]
                if not _refit_alone(self.deck, view, overflows, steps, self._alone):
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
        self.settled.update(self._owner(o.card) for index in range(final, front + 1) for o in self.found[index])
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
