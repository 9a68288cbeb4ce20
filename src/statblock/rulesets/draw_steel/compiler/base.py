"""What the lowering modules share: a clause that reads as text after all, and the list of a category's words."""

from __future__ import annotations

from ....diagnostics import Diagnostic
from ....messages import Listing, labelled
from ....vocabulary import Category

__all__ = ["NotStructured", "known_labels"]


class NotStructured(Exception):
    """A clause that reads as text after all (its words are not game vocabulary).

    `keep` are diagnostics that still hold for the text (a misspelling is reported even though
    the clause is left as text, so that nothing is compiled from a guess)."""

    def __init__(self, *keep: Diagnostic) -> None:
        super().__init__()
        self.keep = keep


def known_labels(category: Category, limit: int = 12) -> Listing:
    """The first spellings of a vocabulary category, in each language; past `limit`, how many more."""
    return Listing(tuple(labelled(term)
                         for term in category.terms.values()), limit)
