"""Draw Steel's cards: view models built from effects, Jinja templates per format."""

from .cards import LANGS, card_views, deck, render_cards, render_text

__all__ = ["LANGS", "card_views", "deck", "render_cards", "render_text"]
