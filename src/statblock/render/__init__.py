"""Printing cards, whatever the game: Jinja environments, card and page sizes, fitting, PDF.

A ruleset builds its card views and templates (`rulesets/<name>/render/`); this package lays them
out on pages and prints them: the sheets with their crop marks and the card frame (`templates/html/`),
fitting by type steps (`fitting.py`), cards made of blocks for games that need no more (`blocks.py`,
printed by `decks.py`), and the PDF with its check of every card (`printing.py`).
"""

from .env import FORMATS
from .sizes import CARD_SIZES, PAGE_SIZES

__all__ = ["CARD_SIZES", "FORMATS", "PAGE_SIZES"]
