"""PDF cards that are never silently broken: every card checked on the layout that is printed.

The deck is laid out by WeasyPrint a few sheets at a time (a part, so that a long print shows its
progress); every card of every part is checked on those very boxes (`pdf.overflowing_cards`). A
card whose content leaves its box is fitted again with less room (a smaller type, or one more
continuation card) and laid out again alone until it fits, up to `TRIES` times; then the parts
from the first one that changed are laid out again and checked again. A card that still does not
fit is named in a warning, never printed cut without a word.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ..messages import Listing, Message, msg
from .pdf import Overflow, lay_out, overflowing_cards, write_pdf
from .sizes import Room

__all__ = ["PDF_MAX_PARTS", "PDF_PART_SHEETS", "TRIES", "Printed", "print_cards"]

#: Sheets laid out at a time: enough that a long print shows its progress, few enough that each
#: part is worth WeasyPrint's start (the parts share their fonts in the one PDF).
PDF_PART_SHEETS = 4
PDF_MAX_PARTS = 50
#: Times one card is fitted again and laid out alone before it is given up on (and named).
TRIES = 4


@attrs.frozen
class Printed:
    pdf: bytes
    pages: tuple[str, ...]           # the HTML that was printed, a part at a time
    refitted: tuple[int, ...]        # the views that did not fit at first and were fitted again
    notices: tuple[Message, ...]     # cards that still do not fit, or a layout that could not be checked
    count: int = 0                   # the cards printed, continuation cards included


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


def print_cards(views: list, fit: Fit, pages: Callable[[list], list[str]], progress=None) -> Printed:
    """The PDF of a ruleset's card `views` (each with a `name` and a `source`). `fit(view, room)` gives
    the printed cards of a view; `pages(cards)` is the HTML of the cards laid out on sheets, one string
    per part (`PDF_PART_SHEETS` sheets each); `progress` may show a bar."""
    deck = _Deck(views, fit)
    cards, owners = deck.cards()
    htmls = pages(cards)
    documents = [lay_out(html) for html in (progress(htmls, total=len(htmls), what="parts") if progress else htmls)]
    found = _check(documents)
    if found is None:
        return Printed(write_pdf(documents), tuple(htmls), (), (msg("cards.unverified"),), len(cards))
    refitted: set[int] = set()
    given_up: set[int] = set()
    for _ in range(2):  # a card refitted alone fits in the deck too; the second round is a safeguard
        by_view: dict[int, list[Overflow]] = {}
        for overflow in found:
            if owners[overflow.card] not in given_up:
                by_view.setdefault(owners[overflow.card], []).append(overflow)
        if not by_view:
            break
        for view, overflows in by_view.items():
            if not _refit_alone(deck, view, overflows, [cards[o.card].fit for o in overflows], pages):
                given_up.add(view)
            refitted.add(view)
        cards, owners = deck.cards()
        new = pages(cards)
        documents = [documents[i] if i < len(htmls) and htmls[i] == html else lay_out(html)
                     for i, html in enumerate(new)]
        htmls = new
        found = _check(documents) or []
    notices = ()
    if found:
        shown = sorted({owners[o.card] for o in found})
        names = Listing(tuple(f"{views[v].name} ({views[v].source})" for v in shown), limit=5)
        notices = (msg("cards.overflow", count=len(shown), names=names),)
    return Printed(write_pdf(documents), tuple(htmls), tuple(sorted(refitted)), notices, len(cards))


def _check(documents) -> list[Overflow] | None:
    found: list[Overflow] = []
    for document in documents:
        overflows = overflowing_cards(document)
        if overflows is None:
            return None
        found.extend(overflows)
    return found


def _refit_alone(deck: _Deck, view: int, overflows: list[Overflow], steps: list[int],
                 pages: Callable[[list], list[str]]) -> bool:
    """Fit one view again with less room until WeasyPrint lays all its cards out inside their boxes;
    False if it still does not fit after `TRIES` times."""
    room = deck.rooms.get(view, Room())
    for _ in range(TRIES):
        worst = max(overflows, key=lambda o: o.down / o.height)
        room = room.less(worst.down, worst.height, max(steps), any(o.right > 0 for o in overflows))
        cards = deck.refit(view, room)
        overflows = _check([lay_out(html) for html in pages(cards)]) or []
        if not overflows:
            return True
        steps = [cards[o.card].fit for o in overflows]
    return False
