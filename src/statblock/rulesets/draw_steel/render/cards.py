"""Cards for a list of compiled abilities, in one of four formats.

`render_cards` is the whole path: a view per ability (with the hero's numbers
when a hero is given), fitted to the card size, laid out on pages, and given
to the format's templates. HTML, Markdown and text come back as UTF-8 bytes,
PDF as the document's bytes, each card checked on WeasyPrint's layout
(`printing.py`). What the user should know about the result (fonts missing
here, characters no font has, a card that could not be made to fit) goes to
the `warn` callback as messages.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ....messages import Message, msg
from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from ..runtime.compiled import CompiledAbility
from ..runtime.hero import Hero
from ..runtime.statblocks import CompiledStatblock
from ....render.decks import FONTS, printed_pdf, warn_fonts
from ....render.env import FORMATS, environment
from .fit import CARD_SIZES, STEPS, STYLE, CardSize, fit_card
from ....render.sheets import PAGE_SIZES, PageSize, Sheet, card_count, lay_out
from .statblock_views import statblock_view
from .views import CardLabels, CardView, card_labels, card_view
from ....records import frozen

__all__ = ["LANGS", "Deck", "card_views", "deck", "render_cards", "render_text"]

LANGS = ("en", "ja")
TEXT_WIDTH = 72  # columns of the plain-text cards


@frozen
class Deck:
    """Everything the HTML template prints: the fitted cards on their sheets."""

    title: str
    lang: str
    labels: CardLabels
    page: PageSize
    size: CardSize
    sheets: tuple[Sheet, ...]
    steps: tuple[float, ...] = STEPS
    style: dict = attrs.field(factory=lambda: dict(STYLE), eq=False)


def _check(fmt: str, lang: str, page: str, size: str) -> None:
    for what, value, known in (("format", fmt, FORMATS), ("language", lang, LANGS),
                               ("page size", page, PAGE_SIZES), ("card size", size, CARD_SIZES)):
        if value not in known:
            raise ValueError(f"unknown {what} {value!r}; known: {', '.join(known)}")


def card_views(abilities: list[CompiledAbility | CompiledStatblock], hero: Hero | None = None, lang: str = "en",
               ruleset: Vocabulary | None = None) -> list[CardView]:
    """One whole (unfitted) view per ability (or monster statblock, or malice group), in order."""
    rules = ruleset or vocabulary()
    return [statblock_view(item, lang, rules) if isinstance(item, CompiledStatblock) else
            card_view(item, hero, lang, rules) for item in abilities]


def deck(abilities: list[CompiledAbility], hero: Hero | None = None, lang: str = "en", page: str = "a4",
         size: str = "poker", ruleset: Vocabulary | None = None) -> Deck:
    """The printed layout: each card at the largest type it fits, long ones continued on more cards."""
    rules = ruleset or vocabulary()
    labels = card_labels(lang, rules)
    card_size = CARD_SIZES[size]
    fitted = [part for view in card_views(abilities, hero, lang, rules) for part in fit_card(view, card_size, labels)]
    return _on_sheets(fitted, hero, labels, page, size)


def _on_sheets(fitted: list[CardView], hero: Hero | None, labels: CardLabels, page: str, size: str,
               first: int = 0) -> Deck:
    # (in the cards' language: a Japanese deck's page was titled `statblock cards`, as no other game's is)
    title = (msg("cards.title_for", hero=hero.name) if hero is not None else msg("cards.title")).render(labels.lang)
    card_size = CARD_SIZES[size]
    return Deck(title, labels.lang, labels, PAGE_SIZES[page], card_size,
                tuple(lay_out(fitted, PAGE_SIZES[page], card_size, first)))


def render_text(abilities: list[CompiledAbility], fmt: str = "html", hero: Hero | None = None, lang: str = "en",
                page: str = "a4", size: str = "poker", ruleset: Vocabulary | None = None,
                tally: Callable[[int], None] | None = None) -> str:
    """The cards as HTML, Markdown or plain text (for PDF, the HTML it prints). `tally`, when given,
    is told how many cards HTML laid out (continuation cards included)."""
    _check(fmt, lang, page, size)
    rules = ruleset or vocabulary()
    if FORMATS[fmt] == "html":
        laid_out = deck(abilities, hero, lang, page, size, rules)
        if tally is not None:
            tally(card_count(laid_out.sheets))
        return _deck_html(laid_out)
    template = environment(fmt, __package__).get_template(f"cards.{fmt}.j2")
    return template.render(cards=card_views(abilities, hero, lang, rules), labels=card_labels(lang, rules),
                           width=TEXT_WIDTH)


def _deck_html(laid_out: Deck) -> str:
    return environment("html", __package__).get_template("cards.html.j2").render(deck=laid_out, labels=laid_out.labels,
                                                                     style=laid_out.style, steps=laid_out.steps,
                                                                     fonts=FONTS)


def render_cards(abilities: list[CompiledAbility], fmt: str = "html", hero: Hero | None = None, lang: str = "en",
                 page: str = "a4", size: str = "poker", ruleset: Vocabulary | None = None, progress=None,
                 warn: Callable[[Message], None] | None = None, tally: Callable[[int], None] | None = None) -> bytes:
    """The file `statblock cards` writes, as bytes. `progress` (a `progress.Progress`) may show a bar
    while a PDF is printed, a few sheets at a time. `warn`, when given, is called with each thing the
    user should know about the printed cards (HTML and PDF: their fonts; PDF: a card that could not
    be made to fit its box). `tally`, when given, is told how many cards HTML or PDF laid out
    (continuation cards included)."""
    if fmt != "pdf":
        text = render_text(abilities, fmt, hero, lang, page, size, ruleset, tally)
        if FORMATS[fmt] == "html":
            warn_fonts(text, lang, warn)
        return text.encode("utf-8")
    from ....render.printing import Part, in_parts, print_cards

    _check(fmt, lang, page, size)
    rules = ruleset or vocabulary()
    labels = card_labels(lang, rules)

    def pages(cards: list[CardView], first: int) -> list[Part]:
        laid_out = _on_sheets(cards, hero, labels, page, size, first)
        return in_parts(laid_out.sheets, lambda sheets: _deck_html(attrs.evolve(laid_out, sheets=sheets)))

    card_size = CARD_SIZES[size]
    printed = print_cards(card_views(abilities, hero, lang, rules),
                          lambda view, room: fit_card(view, card_size, labels, room), pages, progress)
    return printed_pdf(printed, lang, warn, tally)
