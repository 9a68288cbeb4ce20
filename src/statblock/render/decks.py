"""A game's cards printed as HTML or PDF on sheets with crop marks: fitted, laid out, rendered, and (PDF)
checked on WeasyPrint's layout, whatever the game.

A game gives its card views, how one is fitted (`fit(view, room) -> cards`), the package whose
`templates/html/cards.html.j2` prints a deck (usually `{% extends "sheets.html.j2" %}`), and what else its
templates read. Draw Steel and Song of Blades and Heroes print their own decks (hero lines, rosters); the
games whose cards are `blocks.BlockCard`s print through `print_deck`.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ..messages import Message
from .env import FORMATS, environment, printed_text
from .fitting import STEPS
from .fonts import SANS, SERIF, css_families, font_notices
from .sheets import Sheet, lay_out
from .sizes import CARD_SIZES, PAGE_SIZES, CardSize, PageSize, Room
from ..records import frozen

__all__ = ["FONTS", "Deck", "check_options", "on_sheets", "print_deck", "printed_pdf", "warn_fonts"]

#: The stylesheet's font families (`sheets.css.j2` reads `fonts.sans`).
FONTS = {"sans": css_families(SANS), "serif": css_families(SERIF)}


@frozen
class Deck:
    """What `sheets.html.j2` prints: the fitted cards on their sheets."""

    title: str
    lang: str
    page: PageSize
    size: CardSize
    sheets: tuple[Sheet, ...]


def on_sheets(cards: list, title: str, lang: str, page: str, size: str, first: int = 0) -> Deck:
    """The cards on sheets, numbered from `first`."""
    return Deck(title, lang, PAGE_SIZES[page], CARD_SIZES[size],
                tuple(lay_out(cards, PAGE_SIZES[page], CARD_SIZES[size], first)))


def check_options(fmt: str, page: str, size: str) -> None:
    """A ValueError for a format, page size or card size nobody prints."""
    for what, value, known in (("format", fmt, FORMATS), ("page size", page, PAGE_SIZES),
                               ("card size", size, CARD_SIZES)):
        if value not in known:
            raise ValueError(f"unknown {what} {value!r}; known: {', '.join(known)}")


def print_deck(views: list, fit: Callable[[object, Room], list], package: str, fmt: str, title: str, lang: str,
               page: str, size: str, style: dict, context: dict | None = None, progress=None,
               warn: Callable[[Message], None] | None = None, tally: Callable[[int], None] | None = None) -> bytes:
    """The HTML (`fmt` "html") or PDF ("pdf") of `views` as `statblock cards` writes it, as bytes: each view
    fitted (`fit(view, room)`), laid out on sheets and printed by `package`'s `cards.html.j2` with `deck`,
    `steps`, `fonts`, `style` (the numbers its stylesheet and fitting share) and `context`. A PDF's cards
    are checked on WeasyPrint's layout and fitted again where they overflow (`printing.py`). `warn` is told
    about fonts, and about a card that could not be made to fit; `tally`, how many cards were laid out
    (continuation cards included)."""
    check_options(fmt, page, size)
    template = environment("html", package).get_template("cards.html.j2")

    def html(deck: Deck) -> str:
        return template.render(deck=deck, steps=STEPS, fonts=FONTS, style=style, **(context or {}))

    if fmt != "pdf":
        cards = [card for view in views for card in fit(view, Room())]
        text = html(on_sheets(cards, title, lang, page, size))
        if tally is not None:
            tally(len(cards))
        warn_fonts(text, lang, warn)
        return text.encode("utf-8")
    from .printing import Part, in_parts, print_cards

    def pages(cards: list, first: int) -> list[Part]:
        deck = on_sheets(cards, title, lang, page, size, first)
        return in_parts(deck.sheets, lambda sheets: html(attrs.evolve(deck, sheets=sheets)))

    printed = print_cards(views, fit, pages, progress)
    return printed_pdf(printed, lang, warn, tally)


def warn_fonts(text: str, lang: str, warn: Callable[[Message], None] | None) -> None:
    """Tell `warn` (when given) what the user should know of the fonts of `text`, a deck's HTML."""
    if warn is not None:
        for notice in font_notices(lang, printed_text(text)):
            warn(notice)


def printed_pdf(printed, lang: str, warn: Callable[[Message], None] | None = None,
                tally: Callable[[int], None] | None = None) -> bytes:
    """The PDF of `printed` (what `printing.print_cards` gave), once `tally` is told how many cards it laid
    out (continuation cards included) and `warn` of its fonts and of each card that could not be made to fit."""
    if tally is not None:
        tally(printed.count)
    if warn is not None:
        for notice in (*font_notices(lang, " ".join(map(printed_text, printed.pages))), *printed.notices):
            warn(notice)
    return printed.pdf
