"""虚構侵蝕TRPG's cards: item and fiction power cards, and the ［状態］ reference card."""

from .views import render_cards

__all__ = ["render_cards"]
