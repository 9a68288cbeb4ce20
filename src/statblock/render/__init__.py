"""Printable cards: view models built from effects, Jinja templates per format, PDF by WeasyPrint."""

from .cards import LANGS, card_views, deck, render_cards, render_text
from .env import FORMATS
from .fit import CARD_SIZES
from .sheets import PAGE_SIZES

__all__ = ["CARD_SIZES", "FORMATS", "LANGS", "PAGE_SIZES", "card_views", "deck", "render_cards", "render_text"]
