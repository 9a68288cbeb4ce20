"""The file `statblock cards` writes for Song of Blades and Heroes warbands, in one of four formats.

HTML and PDF print each warband's roster on a page of its own, then its profile cards at the chosen card
size, fitted (`fit.py`) and laid out edge to edge on sheets with crop marks by the core
(`render.sheets`, `templates/html/sheets.html.j2`), as Draw Steel's are. A PDF's every card is checked
on WeasyPrint's layout and fitted again where it would overflow (`render.printing`). Markdown and plain
text have no pages: they print the roster and the cards one after the other.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import attrs

from ....messages import Message
from ....render.decks import FONTS, check_options, printed_pdf, warn_fonts
from ....render.env import FORMATS, environment
from ....render.fitting import STEPS
from ....render.sheets import Mark, Placed, card_count, lay_out
from ....render.sizes import CARD_SIZES, PAGE_SIZES, CardSize, PageSize
from .fit import STYLE, fit_profile
from .views import ProfileCard, WarbandView, profile_cards, warband_views
from .words import amount
from .words import words as words_of
from ....records import frozen

__all__ = ["BandSheet", "Deck", "deck", "render_cards", "render_text"]

TEXT_WIDTH = 72  # columns of the plain-text cards


@frozen
class BandSheet:
    """A printed sheet of cards (`render.sheets.Sheet`), with the roster printed before it when it holds
    the first card of a warband."""

    cards: tuple[Placed, ...]
    marks: tuple[Mark, ...]
    roster: WarbandView | None = None


@frozen
class Deck:
    """Everything the HTML template prints: the rosters and the fitted cards on their sheets."""

    title: str
    lang: str
    page: PageSize
    size: CardSize
    sheets: tuple[BandSheet, ...]


def _on_sheets(cards: list[ProfileCard], rosters: list[WarbandView], words: dict[str, str], page: str,
               size: str, first: int = 0) -> Deck:
    """The cards laid out a warband at a time, each warband's sheets after its roster. Cards are numbered
    from `first` in the order they are given (how `render.printing` names the one that overflows)."""
    by_band: dict[int, list[ProfileCard]] = {}
    for card in cards:
        by_band.setdefault(card.band, []).append(card)
    sheets: list[BandSheet] = []
    start = first
    for band, roster in enumerate(rosters):
        mine = by_band.get(band, [])
        if not mine:
            if not roster.profiles:  # a warband of no profile: its roster alone says so
                sheets.append(BandSheet((), (), roster))
            continue
        opens = mine[0].profile == 0 and mine[0].part == 1  # (the band's first profile: its roster before it)
        for index, sheet in enumerate(lay_out(mine, PAGE_SIZES[page], CARD_SIZES[size])):
            placed = tuple(attrs.evolve(p, number=p.number + start) for p in sheet.cards)
            sheets.append(BandSheet(placed, sheet.marks, roster if opens and index == 0 else None))
        start += len(mine)
    return Deck(words["title"], words["lang"], PAGE_SIZES[page], CARD_SIZES[size], tuple(sheets))


def _html(laid_out: Deck, words: dict[str, str]) -> str:
    return environment("html", __package__).get_template("cards.html.j2").render(
        deck=laid_out, words=words, style=STYLE, steps=STEPS, fonts=FONTS, amount=functools.partial(amount, words))


def deck(warbands, lang: str = "en", page: str = "a4", size: str = "poker") -> Deck:
    """The printed layout: each card at the largest type it fits, a long one continued on more cards."""
    words = words_of(lang)
    fitted = [part for card in profile_cards(warbands, words["lang"])
              for part in fit_profile(card, CARD_SIZES[size], words)]
    return _on_sheets(fitted, warband_views(warbands, words["lang"]), words, page, size)


def render_text(warbands, fmt: str = "html", lang: str = "en", page: str = "a4", size: str = "poker",
                tally: Callable[[int], None] | None = None) -> str:
    """The rosters and cards as HTML, Markdown or plain text (for PDF, the HTML it prints). `tally`,
    when given, is told how many cards HTML laid out (continuation cards included)."""
    check_options(fmt, page, size)
    words = words_of(lang)
    if FORMATS[fmt] == "html":
        laid_out = deck(warbands, lang, page, size)
        if tally is not None:
            tally(card_count(laid_out.sheets))
        return _html(laid_out, words)
    template = environment(fmt, __package__).get_template(f"cards.{fmt}.j2")
    return template.render(warbands=warband_views(warbands, words["lang"]), words=words, lang=words["lang"],
                           width=TEXT_WIDTH, title=words["title"],
                           powers=[words["power"].format(n=n) for n in (1, 2, 3)], cells=_cells,
                           amount=functools.partial(amount, words))


def _cells(rows) -> list:
    """Rows of text as the core's Markdown tables take them (each cell a list of (text, bold) parts),
    the first row bold."""
    return [[[(str(text), number == 0 and bool(text))] for text in row] for number, row in enumerate(rows)]


def render_cards(warbands, fmt: str, lang: str = "en", page: str = "a4", size: str = "poker", progress=None,
                 warn: Callable[[Message], None] | None = None, tally: Callable[[int], None] | None = None) -> bytes:
    """The file `statblock cards` writes for these warbands (html, pdf, md, txt), as bytes. `progress`
    may show a bar while a PDF is printed; `warn`, when given, is told what the user should know about
    the printed cards (HTML and PDF: their fonts; PDF: a card that could not be made to fit its box);
    `tally`, how many cards HTML or PDF laid out (continuation cards included)."""
    if fmt != "pdf":
        text = render_text(warbands, fmt, lang, page, size, tally)
        if FORMATS[fmt] == "html":
            warn_fonts(text, lang, warn)
        return text.encode("utf-8")
    from ....render.printing import Part, in_parts, print_cards

    check_options(fmt, page, size)
    words = words_of(lang)
    rosters = warband_views(warbands, words["lang"])

    def pages(cards: list[ProfileCard], first: int) -> list[Part]:
        laid_out = _on_sheets(cards, rosters, words, page, size, first)
        return in_parts(laid_out.sheets, lambda sheets: _html(attrs.evolve(laid_out, sheets=sheets), words))

    card_size = CARD_SIZES[size]
    printed = print_cards(profile_cards(warbands, words["lang"]),
                          lambda card, room: fit_profile(card, card_size, words, room), pages, progress)
    return printed_pdf(printed, lang, warn, tally)
