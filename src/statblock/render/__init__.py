"""Printing cards, whatever the game: Jinja environments, card and page sizes, fitting, PDF.

A ruleset builds its card views and templates (`rulesets/<name>/render/`); this package lays them
out on pages and prints them.
"""

from .env import FORMATS
from .sizes import CARD_SIZES, PAGE_SIZES

__all__ = ["CARD_SIZES", "FORMATS", "PAGE_SIZES"]
