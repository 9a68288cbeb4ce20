"""What the lowering modules share: a clause that reads as text after all, and the list of a category's words."""

from __future__ import annotations

from ....diagnostics import Diagnostic
from ....messages import Listing, Localized, labelled
from ....vocabulary import Category
from ...similarity import is_japanese

__all__ = ["NotStructured", "known_labels"]


class NotStructured(Exception):
    """A clause that reads as text after all (its words are not game vocabulary).

    `keep` are diagnostics that still hold for the text (a misspelling is reported even though
    the clause is left as text, so that nothing is compiled from a guess)."""

    def __init__(self, *keep: Diagnostic) -> None:
        super().__init__()
        self.keep = keep


def known_labels(category: Category, limit: int = 12, written: str | None = None) -> Listing:
    """The first spellings of a vocabulary category, in each language; past `limit`, how many more. With
    `written`, the unknown word the author wrote: a message in another language than the word's names each
    term in the word's language too (`Reason (知力)` for `理性` in English, `知力（Reason）` for `Reson` in
    Japanese), so that the author sees what to write in the language of the ability."""
    if written is None:
        return Listing(tuple(labelled(term) for term in category.terms.values()), limit)
    own = "ja" if is_japanese(written) else "en"
    return Listing(tuple(_both(term, own) for term in category.terms.values()), limit)


def _both(term, own: str) -> Localized:
    """`term`'s label in each language, with its label in `own` after it where the two differ."""
    mine = term.label(own)
    said = {}
    for lang, brackets in (("en", " ({})"), ("ja", "（{}）")):
        label = term.label(lang)
        said[lang] = label if lang == own or label == mine else label + brackets.format(mine)
    return Localized(said)
