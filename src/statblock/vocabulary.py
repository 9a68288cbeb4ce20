"""Vocabulary: a game's words, in every supported language, as data.

Each ruleset reads its own from a TOML file (``rulesets/<name>/vocabulary.toml``)
with `load_vocabulary`. Lookups are case-insensitive and ignore the apostrophe
style (``can't``/``can’t``); Japanese spellings are folded (`similarity.fold_japanese`).
"""

from __future__ import annotations

import functools
import re

import attrs

from . import toml_store
from .package_data import read_text
from .rulesets.similarity import closest, fold_japanese, is_japanese
from .records import define, frozen

__all__ = ["NUMBER_WORDS", "Category", "Term", "Vocabulary", "fold", "load_vocabulary"]


#: English number words as ability text writes counts (`Two creatures`, `one target`): grammar, not game words
NUMBER_WORDS = {word: number for number, word in enumerate(
    ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"), start=1)}


@functools.lru_cache(maxsize=1 << 14)
def fold(word: str) -> str:
    """The lookup key of a spelling: lower case, one apostrophe, single spaces, and Japanese
    variants folded to one form (`similarity.fold_japanese`: width, kana, `ヴ`, `・`, final `ー`).

    Remembered: the same few words (`M`, `weak`, `slowed`, `save ends`) are looked up again and
    again, in every clause that writes them."""
    if word.isascii():  # (most words: no curly nor full-width apostrophe to replace, nothing Japanese to fold)
        return " ".join(word.lower().split())
    key = " ".join(word.replace("’", "'").replace("＇", "'").lower().split())
    return key if key.isascii() else fold_japanese(key)


@frozen
class Term:
    id: str
    en: tuple[str, ...]
    ja: tuple[str, ...]
    extra: dict = attrs.field(factory=dict, eq=False, hash=False)

    def label(self, lang: str = "en") -> str:
        names = self.ja if lang == "ja" and self.ja else self.en
        return names[0]


@define
class Category:
    """One kind of vocabulary (conditions, damage types, ...)."""

    name: str
    terms: dict[str, Term]
    # the folded spellings of every term, made at the first lookup (`_keys`): a vocabulary loaded for its words
    # alone, as a ruleset's sniff of every Markdown file loads one, folds none of them
    _index: dict[str, str] | None = attrs.field(default=None, repr=False, eq=False)
    _suggested: dict = attrs.field(factory=dict, repr=False, eq=False)  # (word, cutoff) -> suggestion
    # what a suggestion is looked for among, made at the first (`_pools`): the same for every unknown word
    _pool: tuple | None = attrs.field(default=None, repr=False, eq=False)

    def _keys(self) -> dict[str, str]:
        index = self._index
        if index is None:
            index = {}
            for term in self.terms.values():
                for spelling in (term.id.replace("_", " "), *term.en, *term.ja):
                    index.setdefault(fold(spelling), term.id)
                letter = term.extra.get("letter")
                if letter:
                    index.setdefault(fold(letter), term.id)
            self._index = index
        return index

    def lookup(self, word: str) -> Term | None:
        index = self._index
        key = (index if index is not None else self._keys()).get(fold(word))
        return self.terms[key] if key else None

    def __contains__(self, word: str) -> bool:
        return fold(word) in self._keys()

    def longest(self) -> int:
        """How many letters the longest folded spelling has: a word of many times more is no term's, whatever its
        width and spaces (what a caller that tries every prefix of a long text bounds its lookups by)."""
        return max(map(len, self._keys()), default=0)

    def is_near(self, word: str) -> bool:
        """Whether `word` is one of the spellings only ever suggested for a term (`near`: `高速` for 拘束, an IME's
        other kanji for the same reading), never read as it."""
        key = fold(word)
        return any(fold(s) == key for t in self.terms.values() for s in t.extra.get("near", ()))

    def suggest(self, word: str, cutoff: float = 0.75) -> str | None:
        """The closest known spelling of `word`, or None when nothing is close (remembered: the
        same unknown word is usually written many times)."""
        key = (word, cutoff)
        if key not in self._suggested:
            if len(self._suggested) > 4096:
                self._suggested.clear()
            self._suggested[key] = self._suggest(word, cutoff)
        return self._suggested[key]

    def _pools(self) -> tuple[dict[str, str], list[str], frozenset[str]]:
        """(the `near` spellings to their terms, the spellings a suggestion may be, the same as a set): worked out
        from the terms once, not for each unknown word (a file of many pays it once)."""
        pool = self._pool
        if pool is None:
            # `near`: spellings never read as the term, only suggested (a kana reading of a kanji
            # word, `もうろう` for `朦朧`; a kanji form of a kana word, `掴まれ` for `つかまれ`)
            near = {fold(s): t.id for t in self.terms.values() for s in t.extra.get("near", ())}
            # one-letter spellings are characteristic letters; a one-character Japanese word is a word. A `near`
            # spelling is no spelling a word is close to: it is suggested for its term only when written as it is
            # (`Attach` is no slip of `Attack`, another game's word for Strike: a homebrew keyword told `Strike`)
            spellings = [s for s in self._keys() if len(s) > 1 or is_japanese(s)]
            pool = self._pool = (near, spellings, frozenset(spellings))
        return pool

    def _suggest(self, word: str, cutoff: float) -> str | None:
        target = fold(word)
        near, spellings, spelled = self._pools()
        match = target if target in near else closest(target, spellings, cutoff)
        if match is None:   # `Aminal`: two letters swapped is one slip, however short the word (its ratio is 0.67)
            match = _swapped(target, spelled)
        if match is None:
            return None
        term = self.terms[self._keys().get(match) or near[match]]
        # Suggest in the alphabet the user wrote in: the spelling that is close, as the vocabulary writes it
        # (`攻撃` is one character from `突撃`, a spelling of Charge: `チャージ` would say nothing of why), or
        # the term's first when the close one is a spelling only ever suggested (`near`) or in the other alphabet.
        # (Japanese script, not width: `ＡｏＥ`, full-width Latin, folds to ASCII, English written wide, told `Area`)
        wrote_japanese = any(ord(ch) > 0x2E80 for ch in target)
        if match in self._keys():
            for spelling in term.ja if wrote_japanese else term.en:
                if fold(spelling) == match:
                    return spelling
        if wrote_japanese and term.ja:
            return term.ja[0]
        return term.en[0]

    def labels(self, lang: str = "en") -> list[str]:
        return [t.label(lang) for t in self.terms.values()]


def _swapped(word: str, spellings: set[str]) -> str | None:
    """The spelling `word` is with two letters one or two apart swapped back (`aminal` → `animal`, `stelath` →
    `stealth`), or None; each of its fewer than 2 × len(word) swaps is looked up once (a set). Words of fewer than four
    letters are not tried, nor one of a length no spelling has (a long one: each swap copies the word, so a line's
    worth of words would take the square of its length)."""
    if len(word) < 4 or all(len(spelling) != len(word) for spelling in spellings):
        return None
    for apart in (1, 2):
        for at in range(len(word) - apart):
            other = at + apart
            if word[at] != word[other]:
                tried = word[:at] + word[other] + word[at + 1:other] + word[at] + word[other + 1:]
                if tried in spellings:
                    return tried
    return None


@attrs.define(slots=False)
class Vocabulary:
    name: str
    categories: dict[str, Category]
    subject_phrases: tuple[str, ...]
    partial_subjects: frozenset[str] = frozenset()
    # folded phrases that name the creature using the ability as a condition's subject (`you are`), longest first
    user_subjects: tuple[str, ...] = ()
    # folded phrases that name one creature by a pronoun as a condition's subject (`it is`), longest first
    pronoun_subjects: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        # each category an attribute of its own, so that `rules.conditions` is found without a
        # call of `__getattr__` (lowering asks thousands of times per corpus); a field or method
        # of the same name still wins, as with `__getattr__` alone
        for name, category in self.categories.items():
            if name not in self.__dict__ and not hasattr(type(self), name):
                self.__dict__[name] = category

    def __getattr__(self, name: str) -> Category:
        try:
            return self.categories[name]
        except KeyError:
            raise AttributeError(name) from None

    def characteristic_letters(self) -> dict[str, str]:
        return {t.extra["letter"]: t.id for t in self.categories["characteristics"].terms.values()}

    def subjects(self) -> tuple[str, ...]:
        """Folded phrases that name who a condition lands on, longest first."""
        return self.subject_phrases

    @functools.cached_property
    def subject_starts(self) -> tuple[str, ...]:
        """`subjects()` each with the space after it: what a folded phrase starts with when it
        names who a condition lands on (for `str.startswith`)."""
        return tuple(said + " " for said in self.subject_phrases)

    @functools.cached_property
    def subjects_by_first_word(self) -> dict[str, tuple[str, ...]]:
        """{first word: the `subjects()` that start with it, longest first}: the only ones a folded phrase starting
        with that word and a space can start with (a subject's words are single-spaced, as folding leaves them)."""
        by_word: dict[str, list[str]] = {}
        for said in self.subject_phrases:
            by_word.setdefault(said.partition(" ")[0], []).append(said)
        return {word: tuple(phrases) for word, phrases in by_word.items()}

    @functools.cached_property
    def no_effect_phrases(self) -> frozenset[str]:
        term = self.categories["phrases"].terms["no_effect"]
        return frozenset(fold(s).rstrip(".") for s in (*term.en, *term.ja))

    def says_no_effect(self, text: str) -> bool:
        """Whether `text` is a phrase of `no_effect_phrases` (a full stop after it or not)."""
        if text.isascii() and text.lstrip()[:1].lower() not in self._no_effect_initials:
            return False  # (an ASCII text folds to itself in lower case: its first letter tells, for most)
        return fold(text).rstrip(".") in self.no_effect_phrases

    @functools.cached_property
    def _no_effect_initials(self) -> frozenset[str]:
        return frozenset(phrase[:1] for phrase in self.no_effect_phrases if phrase.isascii())

    @functools.cached_property
    def own_moves(self) -> frozenset[str]:
        """Folded verbs of a creature moving itself (`shift 1`), which are no forced movement."""
        term = self.categories["phrases"].terms.get("own_move")
        return frozenset(fold(s) for s in (*term.en, *term.ja)) if term is not None else frozenset()

    @functools.cached_property
    def active_forced_moves(self) -> dict[str, Term]:
        """{folded verb: its forced move} of the verbs a forced move is said with by the one moving (a forced
        move's `active` words: `you pull the target`), the first forced move that lists a verb taking it."""
        actives: dict[str, Term] = {}
        category = self.categories.get("forced_moves")
        for term in category.terms.values() if category is not None else ():
            for verb in term.extra.get("active", ()):
                actives.setdefault(fold(verb), term)
        return actives

    @functools.cached_property
    def vertical_phrases(self) -> frozenset[str]:
        """Folded clauses that make a tier's forced movement vertical (`phrases.vertical_forced`)."""
        term = self.categories["phrases"].terms.get("vertical_forced")
        return frozenset(fold(s).rstrip(".") for s in (*term.en, *term.ja)) if term is not None else frozenset()

    @functools.cached_property
    def status_subjects(self) -> tuple[str, ...]:
        """Folded subjects of a status written with its own verb (`phrases.status_subject`), longest first."""
        term = self.categories["phrases"].terms.get("status_subject")
        spellings = (*term.en, *term.ja) if term is not None else ()
        return tuple(sorted((fold(s) for s in spellings), key=len, reverse=True))

    @functools.cached_property
    def status_starts(self) -> tuple[str, ...]:
        """`status_subjects` each with the space after it (for `str.startswith`)."""
        return tuple(said + " " for said in self.status_subjects)

    @functools.cached_property
    def test_words(self) -> tuple[str, ...]:
        """Lower-case words that make a section's text call for a test (`phrases.test`)."""
        term = self.categories["phrases"].terms.get("test")
        return tuple(s.lower() for s in (*term.en, *term.ja)) if term is not None else ()

    @functools.cached_property
    def _test_pattern(self) -> re.Pattern:
        # an English word whole (`test`, `tests`: not `latest`, `contest`), a Japanese one anywhere in its run
        words = [rf"(?<![a-z]){re.escape(w)}s?(?![a-z])" if w.isascii() else re.escape(w) for w in self.test_words]
        return re.compile("|".join(words) or r"(?!)")

    def names_a_test(self, text: str) -> bool:
        """Whether a section's text calls for a test (`makes a Might test`, `力量のテスト`), whose tiers follow it."""
        return self._test_pattern.search(text.lower()) is not None


def _words(value) -> bool:
    return type(value) is list and all(type(word) is str for word in value)


def _shaped(data: dict) -> bool:
    """Whether `data` is a vocabulary's shape (what `load_vocabulary` reads: tables of categories, each of terms, each
    a table whose `en` and `ja` are lists of words; the `subjects` table's lists of words), as a file the store
    remembered must be to be used (one of another shape would fail the check of a file, or mislead it)."""
    for category, entries in data.items():
        if type(entries) is not dict:
            return False
        if category == "subjects":
            if not all(_words(words) for words in entries.values()):
                return False
            continue
        for body in entries.values():
            if type(body) is not dict or not _words(body.get("en", [])) or not _words(body.get("ja", [])):
                return False
    return True


def load_vocabulary(package: str, resource: str = "vocabulary.toml") -> Vocabulary:
    """The vocabulary in the TOML file `resource` of the package `package`."""
    name = package.rpartition(".")[2]
    data = toml_store.loads(read_text(package, resource), shaped=_shaped)
    categories: dict[str, Category] = {}
    subjects: tuple[str, ...] = ()
    partial: frozenset[str] = frozenset()
    user: tuple[str, ...] = ()
    pronouns: tuple[str, ...] = ()
    for category, entries in data.items():
        if category == "subjects":
            spellings = (*entries.get("en", ()), *entries.get("ja", ()), *entries.get("some", ()))
            subjects = tuple(sorted((fold(s) for s in spellings), key=len, reverse=True))
            partial = frozenset(fold(s) for s in entries.get("some", ()))
            user = tuple(sorted((fold(s) for s in entries.get("user", ())), key=len, reverse=True))
            pronouns = tuple(sorted((fold(s) for s in entries.get("pronoun", ())), key=len, reverse=True))
            continue
        terms = {}
        for term_id, body in entries.items():
            extra = {k: v for k, v in body.items() if k not in ("en", "ja")}
            terms[term_id] = Term(term_id, tuple(body.get("en", ())), tuple(body.get("ja", ())), extra)
        categories[category] = Category(category, terms)
    return Vocabulary(name, categories, subjects, partial, user, pronouns)
