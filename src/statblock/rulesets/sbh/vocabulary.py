"""Song of Blades and Heroes' words (`vocabulary.toml` beside this module): the special rules as data
(`Rule`: points, personality, exclusions, replacements, specifications and variants) and the words of
a warband file, loaded once."""

from __future__ import annotations

import functools
import re

import attrs

from ...vocabulary import Category, Vocabulary, fold, load_vocabulary
from ...records import frozen

__all__ = ["Rule", "find_variant", "rule", "rule_category", "rules", "suggest_rule", "vocabulary", "word_pattern",
           "words"]


@frozen
class Rule:
    """One special rule of the table."""

    id: str
    en: tuple[str, ...]
    ja: tuple[str, ...]
    points: int
    personality: bool = False
    excludes: tuple[str, ...] = ()
    replaces: tuple[str, ...] = ()
    spec: str | None = None              # "required", "variants" or None
    variants: tuple[str, ...] = ()       # a rule written with a variant: the variants' ids
    variant_of: str | None = None
    variant_words: tuple[str, ...] = ()  # the words in a variant's parentheses (`Long`, `ロング`)
    book: str | None = None              # None: the core book

    def label(self, lang: str = "en") -> str:
        return (self.ja if lang == "ja" and self.ja else self.en)[0]

    @property
    def needs_spec(self) -> bool:
        return self.spec is not None


@functools.cache
def vocabulary() -> Vocabulary:
    """The rules (`vocabulary.toml`) and the file's words (`words.toml`, its `words` category)."""
    rules_table = load_vocabulary(__package__)
    return attrs.evolve(rules_table, categories={**rules_table.categories, **_words().categories})


@functools.cache
def _words() -> Vocabulary:
    """The file's words alone (`words.toml`): what the sniff of every Markdown file needs, without the
    hundred rules it would otherwise read first."""
    return load_vocabulary(__package__, "words.toml")


@functools.cache
def rules() -> dict[str, Rule]:
    """Every rule of the table by id, in the table's order."""
    table: dict[str, Rule] = {}
    for term in vocabulary().rules.terms.values():
        extra = term.extra
        table[term.id] = Rule(
            term.id, term.en, term.ja, int(extra["points"]), bool(extra.get("personality", False)),
            tuple(extra.get("excludes", ())), tuple(extra.get("replaces", ())), extra.get("spec"),
            tuple(extra.get("variants", ())), extra.get("variant_of"),
            (*extra.get("variant_en", ()), *extra.get("variant_ja", ())), extra.get("book"))
    for item in table.values():  # the table refers only to itself
        for other in (*item.excludes, *item.replaces, *item.variants, *filter(None, [item.variant_of])):
            if other not in table:
                raise ValueError(f"vocabulary.toml: rule {item.id!r} names an unknown rule {other!r}")
    return table


def rule(word: str, loose: bool = False) -> Rule | None:
    """The rule a spelling names (any case, spacing, width, `-` or `_` for a space; English or Japanese). `loose`: an
    English one also with its words run together (`Goodshot`, `Magicuser`) or in the plural (`Long Moves`,
    `Magic-Users`, `Heroes`), as players write a rule in a profile's rules (not where any word may be a rule's: a
    note's last word, `animals`, is no Animal)."""
    found = _rule(word, loose)
    if found is None and loose and word.isascii() and word[-1:] in ("s", "S") and len(word.strip()) > 3:
        found = _rule(word[:-1], loose) or (_rule(word[:-2], loose) if word[-2:].lower() == "es" else None)
    return found


def _rule(word: str, loose: bool) -> Rule | None:
    category = vocabulary().rules
    term = category.lookup(word) or category.lookup(re.sub(r"[-_\s]+", " ", word))
    if term is None and loose and word.isascii():
        found = _run_together().get(_squeezed(word))
        return None if found is None else rules()[found]
    return None if term is None else rules()[term.id]


def _squeezed(word: str) -> str:
    return re.sub(r"[-_\s]+", "", word).lower()


@functools.cache
def _run_together() -> dict[str, str]:
    """Each English spelling of a rule with no space or `-` (`goodshot`: good_shot), when only one rule spells it."""
    found: dict[str, set[str]] = {}
    for term in vocabulary().rules.terms.values():
        for spelling in term.en:
            found.setdefault(_squeezed(spelling), set()).add(term.id)
    return {key: next(iter(ids)) for key, ids in found.items() if len(ids) == 1}


def suggest_rule(word: str) -> str | None:
    """The closest spelling of a rule to an unknown `word` (in the script the user wrote), or None: a spelling a letter
    or two off, else, for English, the one rule spelled to sound the same (`Tuff`: `Tough`, one letter in three off, too
    far for the letters alone; `タッフ` is `タフ` by its letters)."""
    return vocabulary().rules.suggest(word) or _sounds_like(word)


# An English word's sound, roughly, as spelling slips keep it: `ough`/`augh` at a word's end is `uf`/`af` (`tough`,
# `laugh`), `gh` `g` at a word's start (`ghost`), silent elsewhere (`light`); `ph` is `f`; `c` is `s` before e/i/y, else
# `k`, as `ck`, `q` are; a letter written twice once. The vowels are kept: a key of the consonants alone (`grd`, `tf`,
# `knt`) told `Guard` and `Grid` `Greedy`, `Count` `Knight`, `Tofu` `Tough` (sbhcli2). Each pattern is a fixed string or
# one character class (no backtracking).
_SOUNDS = ((re.compile(r"ough\b"), "uf"), (re.compile(r"augh\b"), "af"), (re.compile(r"\bgh"), "g"),
           (re.compile(r"gh"), ""), (re.compile(r"ph"), "f"), (re.compile(r"c(?=[eiy])"), "s"), (re.compile(r"ck|c|q"), "k"),
           (re.compile(r"(.)\1+"), r"\1"))


def _sound(word: str) -> str:
    key = re.sub(r"[^a-z ]+", "", word.lower())
    for pattern, replacement in _SOUNDS:
        key = pattern.sub(replacement, key)
    return key.replace(" ", "")


@functools.cache
def _sound_keys() -> dict[str, str]:
    """Each English spelling's sound (two or more letters) to that spelling, when only one rule sounds so."""
    found: dict[str, set[str]] = {}
    first: dict[str, str] = {}
    for term in vocabulary().rules.terms.values():
        for spelling in term.en:
            key = _sound(spelling)
            if len(key) > 1:
                found.setdefault(key, set()).add(term.id)
                first.setdefault(key, spelling)
    return {key: first[key] for key, ids in found.items() if len(ids) == 1}


def _sounds_like(word: str) -> str | None:
    if not word.isascii() or len(word) > 80 or not any(ch.isalpha() for ch in word):
        return None
    return _sound_keys().get(_sound(word))


def find_variant(base: Rule, word: str) -> Rule | None:
    """The variant of `base` that `word` (the words in its parentheses) names."""
    def folded(text: str) -> str:   # `-` and `_` as spaces, as rule names are looked up (`long-range`)
        return fold(text.replace("-", " ").replace("_", " "))

    key = folded(word.strip().rstrip("."))   # (`med.`: an abbreviation's full stop)
    for variant_id in base.variants:
        variant = rules()[variant_id]
        if key in {folded(w) for w in variant.variant_words}:
            return variant
    return None


def words(term_id: str) -> tuple[str, ...]:
    """Every spelling of one of the file's words (`quality`, `combat`, `points`, `warband`, `count`)."""
    term = _words().categories["words"].terms[term_id]
    return (*term.en, *term.ja)


@functools.cache
def word_pattern(term_id: str) -> str:
    """A regular expression alternative of `words(term_id)`, longest first (case is the caller's flag)."""
    return "|".join(re.escape(w) for w in sorted(words(term_id), key=len, reverse=True))


def rule_category() -> Category:
    return vocabulary().rules
