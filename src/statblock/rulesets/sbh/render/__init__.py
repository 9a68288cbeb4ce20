"""Song of Blades and Heroes' cards: a roster sheet per warband and a card per profile."""

from .cards import render_cards

__all__ = ["render_cards"]
