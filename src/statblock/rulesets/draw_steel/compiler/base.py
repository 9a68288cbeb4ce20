"""What the lowering modules share: a clause that reads as text after all, and the list of a category's words."""

from __future__ import annotations

from ....diagnostics import Diagnostic
from ....messages import Listing, Localized, labelled
from ....vocabulary import Category, Vocabulary, fold
from ...similarity import is_japanese

__all__ = ["NotStructured", "keyword_for_damage_type", "known_labels", "per_ruleset"]


class NotStructured(Exception):
    """A clause that reads as text after all (its words are not game vocabulary).

    `keep` are diagnostics that still hold for the text (a misspelling is reported even though
    the clause is left as text, so that nothing is compiled from a guess)."""

    def __init__(self, *keep: Diagnostic) -> None:
        super().__init__()
        self.keep = keep


class per_ruleset:
    """A lowering's property worked out from its vocabulary (`self.rules`) alone, once per vocabulary and kept on it,
    as `functools.cached_property` would keep it on the lowerer: a check makes a lowerer for every ability, and the
    folded subjects of some of the targets alone took some 0.3 ms to work out again for each (a tenth of an ability's
    cold lowering). The function reads nothing of the lowerer but `rules` and other such properties."""

    def __init__(self, function) -> None:
        self.function = function
        self.key = function.__name__
        self.__doc__ = function.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        # (a key no field nor category of a vocabulary can be: kept in its `__dict__`, beside its own cached properties)
        self.key = f"<lowering {owner.__qualname__}.{name}>"

    def __get__(self, instance, owner: type | None = None):
        if instance is None:
            return self
        kept = instance.rules.__dict__
        value = kept.get(self.key, _UNSET)
        if value is _UNSET:
            value = kept[self.key] = self.function(instance)
        return value


_UNSET = object()


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


def keyword_for_damage_type(rules: Vocabulary, written: str) -> tuple[str, str | None, str | None] | None:
    """(the keyword, a damage type it shares a spelling with, that spelling) when `written`, where a damage type stands,
    is an ability's keyword (`psionic damage`): a keyword is no damage type, and a guess by letters misleads (`sonic`).
    The damage type is the vocabulary's own: one that a language names as the keyword (サイオニック is the Psionic
    keyword and, in Japanese, psychic damage), its label in the language `written` is in (None, None when none is);
    None when `written` is no keyword."""
    keywords = rules.categories.get("keywords")
    keyword = keywords.lookup(written) if keywords is not None else None
    if keyword is None:
        return None
    spellings = {fold(s): s for s in (*keyword.en, *keyword.ja)}
    lang = "ja" if is_japanese(written) else "en"
    for term in rules.damage_types.terms.values():
        shared = [spellings[fold(s)] for s in (*term.en, *term.ja) if fold(s) in spellings]
        if shared:
            return keyword.label(lang), term.label(lang), shared[0]
    return keyword.label(lang), None, None
