"""Heroic resources a file declares, as a class's book does, for a class the vocabulary does not know yet.

A class's book names its resource in a sentence of its own (`… grants you a Heroic Resource called ferocity`);
a document that holds a class's features and its abilities (one file per class, as the Steel Compendium
publishes whole classes) says it before the abilities that cost it. A resource the vocabulary does not know,
declared so in the file, is read in that file as a heroic resource of its own: its costs and Spend sections are
no SB107 (its JSON and cards as before: the resource as a cost writes it, `Zeal`). Japanese declares it
`「熱意」と呼ばれる英雄リソース` or `「熱意」という英雄リソース`. Nothing is learnt across files, so a file reads
the same whatever is read beside it (and a cached result stays right); a resource used without its declaration
is SB107 still, whose message says how to declare it.
"""

from __future__ import annotations

import functools
import re

import attrs

from ...vocabulary import Category, Term, Vocabulary
from .vocabulary import vocabulary

__all__ = ["declared_resources", "file_vocabulary"]

# `a Heroic Resource called ferocity`, `heroic resource named **Zeal**`: one word, as every resource's name is
# (an article before it is none of its name: `called the zeal`)
_ENGLISH = re.compile(r"(?i)\bheroic\s{1,3}resources?\s{1,3}(?:called|named)\s{1,3}(?:(?:the|a|an)\s{1,3})?"
                      r"[*_]{0,2}([a-z][a-z'’-]{0,30})\b")
# `「熱意」と呼ばれる英雄リソース`, `「熱意」という英雄リソース`
_JAPANESE = re.compile(r"「([^」\n]{1,20})」\s{0,2}(?:と呼ばれる|という)\s{0,2}(?:英雄リソース|ヒロイック・リソース)")
_MOST = 8  # declarations read in one file: a class has one resource; more is no class's book


def declared_resources(text: str, rules: Vocabulary | None = None) -> tuple[str, ...]:
    """The names of the heroic resources `text` declares that `rules` does not know, in the order first declared
    (as written: `ferocity`, `熱意`)."""
    if "esource" not in text and "リソース" not in text:  # (most files: no scan)
        return ()
    rules = rules or vocabulary()
    found: list[str] = []
    for pattern in (_ENGLISH, _JAPANESE):
        for match in pattern.finditer(text):
            name = match.group(1).strip()
            if name and not _known(name, rules) and name.lower() not in {n.lower() for n in found}:
                found.append(name)
            if len(found) >= _MOST:
                return tuple(found)
    return tuple(found)


# the words a resource's name is looked up among, after the heroic resources (`gain 2 surges`, `loses 5 Stamina`)
_SHADOWED = ("heroic_resources", "resources", "statblock_fields", "characteristics")


def _known(name: str, rules: Vocabulary) -> bool:
    """Whether `name` is a word the ruleset already knows where a resource's name is read: learned, it would be read
    as the new resource there (`a heroic resource called surges` made `gain 2 surges` the class's resource, in
    silence); not learned, a cost of it is SB107 as before."""
    return any(rules.categories[c].lookup(name) is not None for c in _SHADOWED if c in rules.categories)


def file_vocabulary(text: str) -> Vocabulary | None:
    """The vocabulary a file is read with when it declares heroic resources the vocabulary does not know (the
    vocabulary and those resources); None when it declares none."""
    names = declared_resources(text)
    return _with_resources(tuple(sorted(names, key=str.lower))) if names else None


@functools.lru_cache(maxsize=64)  # (the same few declarations, in every file of one class)
def _with_resources(names: tuple[str, ...]) -> Vocabulary:
    """The vocabulary with `names` as heroic resources of no known class; its name says so (`draw_steel+zeal`),
    as the caches of lowered clauses and of wordings are per vocabulary name."""
    base = vocabulary()
    terms = dict(base.heroic_resources.terms)
    for name in names:
        japanese = not name.isascii()
        word = name if japanese else name[:1].upper() + name[1:]
        # its id is its name as a cost writes it (`Zeal`), the JSON's resource as it was before it was declared, and
        # what cards print, as for a resource they do not know; the English of a resource declared in Japanese is
        # its Japanese word: printed as written in both
        terms.setdefault(word, Term(word, (word,), (word,) if japanese else (), {"learned": True}))
    categories = dict(base.categories)
    categories["heroic_resources"] = Category("heroic_resources", terms)
    return attrs.evolve(base, name="+".join((base.name, *(n.lower() for n in names))), categories=categories)
