"""Cards for a list of compiled abilities, in one of four formats.

`render_cards` is the whole path: a view per ability (with the hero's numbers
when a hero is given), fitted to the card size, laid out on pages, and given
to the format's templates. HTML, Markdown and text come back as UTF-8 bytes,
PDF as the document's bytes.
"""

from __future__ import annotations

import attrs

from ..rulesets import Ruleset, draw_steel
from ..runtime.effects import CompiledAbility
from ..runtime.hero import Hero
from .env import FORMATS, environment
from .fit import CARD_SIZES, STEPS, STYLE, CardSize, fit_card
from .sheets import PAGE_SIZES, PageSize, Sheet, lay_out
from .views import CardLabels, CardView, card_labels, card_view

__all__ = ["LANGS", "Deck", "card_views", "deck", "render_cards", "render_text"]

LANGS = ("en", "ja")
TEXT_WIDTH = 72  # columns of the plain-text cards


@attrs.frozen
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


def card_views(abilities: list[CompiledAbility], hero: Hero | None = None, lang: str = "en",
               ruleset: Ruleset | None = None) -> list[CardView]:
    """One whole (unfitted) view per ability, in order."""
    rules = ruleset or draw_steel()
    return [card_view(ability, hero, lang, rules) for ability in abilities]


def deck(abilities: list[CompiledAbility], hero: Hero | None = None, lang: str = "en", page: str = "a4",
         size: str = "poker", ruleset: Ruleset | None = None) -> Deck:
    """The printed layout: each card at the largest type it fits, long ones continued on more cards."""
    rules = ruleset or draw_steel()
    labels = card_labels(lang, rules)
    card_size = CARD_SIZES[size]
    fitted = [part for view in card_views(abilities, hero, lang, rules) for part in fit_card(view, card_size, labels)]
    title = "statblock cards" + (f": {hero.name}" if hero is not None else "")
    return Deck(title, lang, labels, PAGE_SIZES[page], card_size, tuple(lay_out(fitted, PAGE_SIZES[page], card_size)))


def render_text(abilities: list[CompiledAbility], fmt: str = "html", hero: Hero | None = None, lang: str = "en",
                page: str = "a4", size: str = "poker", ruleset: Ruleset | None = None) -> str:
    """The cards as HTML, Markdown or plain text (for PDF, the HTML it prints)."""
    _check(fmt, lang, page, size)
    rules = ruleset or draw_steel()
    if FORMATS[fmt] == "html":
        return _deck_html(deck(abilities, hero, lang, page, size, rules))
    template = environment(fmt).get_template(f"cards.{fmt}.j2")
    return template.render(cards=card_views(abilities, hero, lang, rules), labels=card_labels(lang, rules),
                           width=TEXT_WIDTH)


def _deck_html(laid_out: Deck) -> str:
    return environment("html").get_template("cards.html.j2").render(deck=laid_out, labels=laid_out.labels,
                                                                     style=laid_out.style, steps=laid_out.steps)


#: Sheets printed to PDF at a time: enough that a long print shows its progress, few enough
#: that each part is worth WeasyPrint's start (the parts share their fonts in the one PDF).
PDF_PART_SHEETS = 4
PDF_MAX_PARTS = 50


def render_cards(abilities: list[CompiledAbility], fmt: str = "html", hero: Hero | None = None, lang: str = "en",
                 page: str = "a4", size: str = "poker", ruleset: Ruleset | None = None, progress=None) -> bytes:
    """The file `statblock cards` writes, as bytes. `progress` (a `progress.Progress`) may show a bar
    while a PDF is printed, a few sheets at a time."""
    if fmt != "pdf":
        return render_text(abilities, fmt, hero, lang, page, size, ruleset).encode("utf-8")
    from .pdf import html_to_pdf

    _check(fmt, lang, page, size)
    laid_out = deck(abilities, hero, lang, page, size, ruleset or draw_steel())
    sheets = laid_out.sheets
    step = max(PDF_PART_SHEETS, -(-len(sheets) // PDF_MAX_PARTS))
    parts = [attrs.evolve(laid_out, sheets=sheets[i : i + step]) for i in range(0, max(1, len(sheets)), step)]
    htmls = (_deck_html(part) for part in parts)
    if progress is not None:
        htmls = progress(htmls, total=len(parts), what="parts")
    return html_to_pdf(htmls)
