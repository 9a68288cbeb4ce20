"""Heroic resources and damage types a file declares, as a book does, that the vocabulary does not know yet.

A class's book names its resource in a sentence of its own (`… grants you a Heroic Resource called ferocity`);
a document that holds a class's features and its abilities (one file per class, as the Steel Compendium
publishes whole classes) says it before the abilities that cost it. A resource the vocabulary does not know,
declared so in the file, is read in that file as a heroic resource of its own: its costs and Spend sections are
no SB107 (its JSON and cards as before: the resource as a cost writes it, `Zeal`). Japanese declares it
`「熱意」と呼ばれる英雄リソース` or `「熱意」という英雄リソース`. Nothing is learnt across files, so a file reads
the same whatever is read beside it (and a cached result stays right); a resource used without its declaration
is SB107 still, whose message says how to declare it.

A damage type of a creature's own choosing is declared alike: a summoned champion `selects an affinity for one of
the following damage types` (the Summoner's book), whose abilities then deal `9 affinity damage` and whose
immunity is `Affinity 5`. Declared so in the file (or `a damage type called affinity`, `「親和」と呼ばれるダメージ
種別`), the word is a damage type in that file: no SB102 or SB173, and its damage and immunity have that type, as
written (`affinity`). Used without a declaration it is SB102/SB173 as before.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

import attrs

from ...vocabulary import Category, Term, Vocabulary
from .vocabulary import vocabulary

__all__ = ["declared_damage_types", "declared_resources", "file_vocabulary"]

# `a Heroic Resource called ferocity`, `heroic resource named **Zeal**`: one word, as every resource's name is
# (an article before it is none of its name: `called the zeal`)
_ENGLISH = re.compile(r"(?i)\bheroic\s{1,3}resources?\s{1,3}(?:called|named)\s{1,3}(?:(?:the|a|an)\s{1,3})?"
                      r"[*_]{0,2}([a-z][a-z'’-]{0,30})\b")
# `「熱意」と呼ばれる英雄リソース`, `「熱意」という英雄リソース`
_JAPANESE = re.compile(r"「([^」\n]{1,20})」\s{0,2}(?:と呼ばれる|という)\s{0,2}(?:英雄リソース|ヒロイック・リソース)")
_MOST = 8  # declarations read in one file: a class has one resource; more is no class's book
# The fixed words each pattern's match holds, lower case: each tuple one of whose words it holds. A pattern scans a
# file only where they all stand in it (the case-insensitive scans of every file were a twentieth of a cold check).
_RESOURCE_WORDS = ((_ENGLISH, (("called", "named"), ("resource",))), (_JAPANESE, (("「",), ("リソース",))))
# The words a match of each English pattern starts with, lower case (`_scan`)
_STARTS = {_ENGLISH: ("heroic",)}


def _holds(words: tuple[tuple[str, ...], ...], lower: str, text: str) -> bool:
    """Whether, for each tuple of `words`, one of its words stands in `text` (lower case: `lower`; a word of no case,
    `「`, in `text` itself)."""
    return all(any(word in (lower if word.isascii() else text) for word in among) for among in words)


# The characters outside ASCII whose lower case holds an ASCII letter (`İ`: `i̇`; the Kelvin sign: `k`)
_LOWER_TO_ASCII = ("\u0130", "\u212a")
# ... and those a pattern that ignores case matches an ASCII letter with (`ı` and `İ` an `i`, `ſ` an `s`, `K` a `k`)
_CASED_AS_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")


def _ascii_lower(text: str) -> str:
    """A text that holds an ASCII word of lower case wherever `text.lower()` holds it, and nowhere else: `text.lower()`,
    or its ASCII letters lowered and every other character a `?`. `str.lower` of a text of more than ASCII (a curly
    quote, an icon) takes each character through Unicode's tables, about thirty times the cost of ASCII's; the
    words `_holds` looks for in it are ASCII, and no other character lowers to ASCII but the two above."""
    if text.isascii() or any(c in text for c in _LOWER_TO_ASCII):
        return text.lower()
    return text.encode("ascii", "replace").decode("ascii").lower()


def _scan(pattern: re.Pattern, text: str, lower: str) -> Iterator[re.Match]:
    """`pattern.finditer(text)`, tried only where one of the words `_STARTS` gives it stands in `lower` (what
    `_ascii_lower(text)` gives). Each English pattern ignores case and has no fixed first characters, so `re` tries
    it at every offset of the whole file (the Summoner's files, which declare a damage type, took a fortieth of a
    cold check); a match of it starts with one of its words, and the offsets of those in `lower` are those in `text`
    when the two are as long and `text` holds no character that such a pattern takes for an ASCII letter."""
    starts = _STARTS.get(pattern)
    if starts is None or len(lower) != len(text) or any(c in text for c in _CASED_AS_ASCII):
        yield from pattern.finditer(text)
        return
    offsets = []
    for word in starts:
        at = lower.find(word)
        while at != -1:
            offsets.append(at)
            at = lower.find(word, at + 1)
    end = 0  # (a match never is empty: each starts with one of its words)
    for at in sorted(offsets):
        if at >= end:
            match = pattern.match(text, at)
            if match is not None:
                yield match
                end = match.end()


def declared_resources(text: str, rules: Vocabulary | None = None, lower: str | None = None) -> tuple[str, ...]:
    """The names of the heroic resources `text` declares that `rules` does not know, in the order first declared
    (as written: `ferocity`, `熱意`); `lower`: `text.lower()` (or what `_ascii_lower` gives), when the caller has it."""
    lower = _ascii_lower(text) if lower is None else lower
    patterns = [pattern for pattern, words in _RESOURCE_WORDS if _holds(words, lower, text)]
    if not patterns:  # (most files: no scan)
        return ()
    rules = rules or vocabulary()
    found: list[str] = []
    for pattern in patterns:
        for match in _scan(pattern, text, lower):
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


# `selects an affinity for one of the following damage types` (a link around the last words, as the Steel
# Compendium writes it: `[damage types](…)`); `a damage type called affinity`
_TYPE_CHOSEN = re.compile(r"(?i)\b(?:select|choose|pick)s?\s{1,3}(?:an?|the|their|its|your)\s{1,3}[*_]{0,2}"
                          r"([a-z][a-z'’-]{0,30})[*_]{0,2}\s{1,3}(?:for|from|among)\s{1,3}(?:one\s{1,3}of\s{1,3})?"
                          r"(?:the\s{1,3})?following\s{1,3}\[?damage\s{1,3}types?\b")
_TYPE_CALLED = re.compile(r"(?i)\bdamage\s{1,3}types?\s{1,3}(?:called|named)\s{1,3}[*_]{0,2}([a-z][a-z'’-]{0,30})\b")
# `「親和」と呼ばれるダメージ種別`, `「親和」というダメージ種別`
_TYPE_JAPANESE = re.compile(r"「([^」\n]{1,20})」\s{0,2}(?:と呼ばれる|という)\s{0,2}ダメージ(?:の)?種(?:別|類)")
_TYPE_WORDS = ((_TYPE_CHOSEN, (("select", "choose", "pick"), ("following",), ("damage",))),
               (_TYPE_CALLED, (("called", "named"), ("damage",))), (_TYPE_JAPANESE, (("「",), ("ダメージ",))))
_STARTS.update({_TYPE_CHOSEN: ("select", "choose", "pick"), _TYPE_CALLED: ("damage",)})
# words that name no type of their own (`choose a type from the following damage types`)
_NO_TYPE = frozenset({"damage", "type", "kind", "one", "different", "single"})
# the words a damage type's name is looked up among where a damage's type is read (`3 fire damage`, `Psionic`)
_TYPE_SHADOWED = ("damage_types", "keywords", "characteristics")


def declared_damage_types(text: str, rules: Vocabulary | None = None, lower: str | None = None) -> tuple[str, ...]:
    """The damage types `text` declares that `rules` does not know, lower case in English, in the order first
    declared (`affinity`, `親和`); `lower` as `declared_resources` takes it."""
    lower = _ascii_lower(text) if lower is None else lower
    patterns = [pattern for pattern, words in _TYPE_WORDS if _holds(words, lower, text)]
    if not patterns:  # (no damage, no damage type: no scan)
        return ()
    rules = rules or vocabulary()
    found: list[str] = []
    for pattern in patterns:
        for match in _scan(pattern, text, lower):
            name = match.group(1).strip().lower()
            if name and name not in _NO_TYPE and name not in found \
                    and not any(rules.categories[c].lookup(name) is not None for c in _TYPE_SHADOWED
                                if c in rules.categories):
                found.append(name)
            if len(found) >= _MOST:
                return tuple(found)
    return tuple(found)


def file_vocabulary(text: str) -> Vocabulary | None:
    """The vocabulary a file is read with when it declares heroic resources or damage types the vocabulary does
    not know (the vocabulary and those words); None when it declares none."""
    lower = _ascii_lower(text)
    names = declared_resources(text, lower=lower)
    types = declared_damage_types(text, lower=lower)
    if not names and not types:
        return None
    return _with_resources(tuple(sorted(names, key=str.lower)), tuple(sorted(types)))


@functools.lru_cache(maxsize=64)  # (the same few declarations, in every file of one class)
def _with_resources(names: tuple[str, ...], types: tuple[str, ...] = ()) -> Vocabulary:
    """The vocabulary with `names` as heroic resources of no known class and `types` as damage types; its name
    says so (`draw_steel+zeal`, `draw_steel+type:affinity`), as the caches of lowered clauses and of wordings are
    per vocabulary name."""
    base = vocabulary()
    categories = dict(base.categories)
    if types:  # its id is the word as written, lower case in English: the type the JSON gave it before
        kinds = dict(base.damage_types.terms)
        for kind in types:
            kinds.setdefault(kind, Term(kind, (kind,), () if kind.isascii() else (kind,), {"learned": True}))
        categories["damage_types"] = Category("damage_types", kinds)
    if not names:
        return attrs.evolve(base, name="+".join((base.name, *(f"type:{t}" for t in types))), categories=categories)
    terms = dict(base.heroic_resources.terms)
    for name in names:
        japanese = not name.isascii()
        word = name if japanese else name[:1].upper() + name[1:]
        # its id is its name as a cost writes it (`Zeal`), the JSON's resource as it was before it was declared, and
        # what cards print, as for a resource they do not know; the English of a resource declared in Japanese is
        # its Japanese word: printed as written in both
        terms.setdefault(word, Term(word, (word,), (word,) if japanese else (), {"learned": True}))
    categories["heroic_resources"] = Category("heroic_resources", terms)
    return attrs.evolve(base, name="+".join((base.name, *(n.lower() for n in names), *(f"type:{t}" for t in types))),
                        categories=categories)
