"""Marvel Champions' ability reference cards: view models (`views.py`) and templates per format."""

from .views import render_cards

__all__ = ["render_cards"]
