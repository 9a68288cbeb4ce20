"""Marvel Champions' words (`vocabulary.toml` beside this module), loaded once, and the lookups the
ability reader makes in them."""

from __future__ import annotations

import functools
import re

from ...vocabulary import Term, Vocabulary, fold, load_vocabulary

__all__ = ["effect_verbs", "spellings", "syntax_words", "target_noun_pattern", "target_nouns", "trigger_word", "trigger_words",
           "verb_openings", "verb_pattern", "vocabulary"]

#: What a word of a bold trigger adds to it (seed 002: `Forced`; `Hero`, `Alter-Ego`; ours: `First Player`)
TRIGGER_WORD_KEYS = ("forced", "form", "first_player")


@functools.cache
def vocabulary() -> Vocabulary:
    return load_vocabulary(__package__)


def _trigger_word_spellings():
    """(language, spelling, (key, value)) of each word a trigger of the vocabulary puts before a plain trigger of its
    type, in the vocabulary's order: a term that adds one thing (`Forced Response`) less its plain trigger's words."""
    terms = list(vocabulary().triggers.terms.values())
    plain = {t.extra["type"]: t for t in terms if not any(t.extra.get(k) for k in TRIGGER_WORD_KEYS)}
    for term in terms:
        adds = [(k, term.extra[k]) for k in TRIGGER_WORD_KEYS if term.extra.get(k)]
        base = plain.get(term.extra["type"])
        if len(adds) != 1 or base is None:
            continue
        for lang, words, endings in (("en", term.en, base.en), ("ja", term.ja, base.ja)):
            for spelling in words:
                for ending in endings:
                    if len(spelling) > len(ending) and spelling.endswith(ending):
                        yield lang, spelling[:-len(ending)].strip(), adds[0]


@functools.cache
def trigger_words() -> tuple[tuple[str, tuple[str, object]], ...]:
    """(spelling, (key, value)) of each word a trigger of the vocabulary puts before a plain trigger of its type
    (`Forced` of `Forced Response`, `Response`: ("forced", True); `ヒーロー` of `ヒーローアクション`: ("form", "hero");
    `First Player`), longest first: the words read before any trigger, alone or together (`Forced Hero
    Interrupt`), so that the vocabulary is their one source."""
    found: dict[str, tuple[str, object]] = {}
    for _, word, adds in _trigger_word_spellings():
        found.setdefault(word, adds)
    return tuple(sorted(found.items(), key=lambda pair: -len(pair[0])))


@functools.cache
def trigger_word(key: str, value, lang: str) -> str | None:
    """The first spelling in `lang` (`en`, `ja`) of the word a trigger puts before a plain trigger for (`key`, `value`)
    (`trigger_words`: ("forced", True) is `Forced`, `強制`; ("form", "hero") `Hero`, `ヒーロー`); None when no trigger
    of the vocabulary adds it alone."""
    return next((word for said, word, adds in _trigger_word_spellings() if said == lang and adds == (key, value)), None)


def spellings(category: str, term_id: str) -> tuple[str, ...]:
    """Every spelling (English, then Japanese) of one term."""
    term = vocabulary().categories[category].terms[term_id]
    return (*term.en, *term.ja)


def syntax_words(term_id: str) -> tuple[str, ...]:
    return spellings("syntax", term_id)


@functools.cache
def target_nouns() -> tuple[tuple[str, Term], ...]:
    """(folded spelling, target term) for every target noun, longest spelling first (`main scheme`
    before `scheme`)."""
    pairs = [(fold(s), term) for term in vocabulary().targets.terms.values() for s in (*term.en, *term.ja)]
    return tuple(sorted(pairs, key=lambda pair: -len(pair[0])))


@functools.cache
def effect_verbs() -> tuple[tuple[re.Pattern, str], ...]:
    """(pattern at the start of a clause, effect kind) for the verbs of `[effects]`, longest first.
    English verbs match as whole words, case-insensitively, with
    their third person (`draws`) too. A verb with `…` in it has its object between its words (`set … aside`:
    `Set the Test Plot side scheme aside`): it matches its first words when the rest follow in the same
    clause, within 80 characters."""
    pairs = []
    for term in vocabulary().effects.terms.values():
        for verb in term.en:
            head, _, tail = (part.strip() for part in verb.partition("…"))
            # (`set-aside area` is a noun: the object is written between the words, after a space; `set aside area`:
            # no object between them, the verb is the one written whole, whose next word may make it a noun)
            # (an initialism's periods are no stop between them: `reset M.O.D.O.K.'s hit points to 10`)
            later = (rf"(?=[ \t](?!{re.escape(tail)}\b)(?:[^.;:→\n]|\.(?=[\w'’])){{0,80}}?\b{re.escape(tail)}\b)"
                     if tail else "")
            pairs.append((len(verb), re.compile(rf"{re.escape(head)}(?:s|es)?\b{later}", re.IGNORECASE), term.id))
    pairs.sort(key=lambda item: -item[0])
    return tuple((pattern, kind) for _, pattern, kind in pairs)


@functools.cache
def verb_pattern() -> tuple[re.Pattern, tuple[str, ...]]:
    """`effect_verbs` as one pattern of numbered alternatives, longest first, and the effect kind of each
    group: the first alternative that matches at a place is the one the list would find first."""
    verbs = effect_verbs()
    pattern = re.compile("|".join(f"({p.pattern})" for p, _ in verbs), re.IGNORECASE)
    return pattern, tuple(kind for _, kind in verbs)


@functools.cache
def verb_openings() -> tuple[frozenset[str], frozenset[str]] | None:
    """The first two characters (lower case) of the verbs `verb_pattern` matches, and its verbs of one character:
    where words in ASCII start with neither, no verb starts (found without trying its alternatives one by one);
    None when a verb starts with a character that is not ASCII (then every place is tried)."""
    heads = [verb.partition("…")[0].strip() for term in vocabulary().effects.terms.values() for verb in term.en]
    if not all(head.isascii() and head for head in heads):
        return None
    return (frozenset(head[:2].lower() for head in heads if len(head) > 1),
            frozenset(head.lower() for head in heads if len(head) == 1))


@functools.cache
def target_noun_pattern() -> tuple[re.Pattern, tuple[Term, ...]]:
    """`target_nouns` as one pattern (a noun as a whole word, not a possessive), longest first, and the
    term of each group: a search finds the noun written first, the longest one where several start."""
    nouns = target_nouns()
    pattern = re.compile("|".join(rf"(?<![\w-])({re.escape(spelling)})(?![\w-])(?!['’]s\b)" for spelling, _ in nouns))
    return pattern, tuple(term for _, term in nouns)
