"""Looking up a word of the printed syntax (a trigger, a form, a label, a keyword) in the vocabulary,
and telling how closely it matches the printed spelling.

A word is `exact` when it is spelt as the cards print it (Japanese: up to the variants the core folds,
`ヒーロー・アクション` for `ヒーローアクション`); a `variant` when it differs only by case, `_` for
`-` or spacing (`Alter-ego Action`, `Alter_Ego`, Japanese with a blank inside, `強制 割り込み`): read as the
printed word and reported (MC102); a
`guess` when it is unknown but close to a known spelling (`Hero Reponse`): read as that and reported
(MC101, MC103, MC107); else unknown.
"""

from __future__ import annotations

import functools
import re

from ....vocabulary import Term, fold
from ..vocabulary import syntax_words, vocabulary
from ....records import frozen

__all__ = ["Match", "each_time_of", "is_state", "look_up", "timing_of"]


@frozen
class Match:
    term: Term
    how: str          # exact, variant, guess
    printed: str      # how the cards print it (in the alphabet the word was written in)


def _loose(word: str) -> str:
    return re.sub(r"[\s_-]+", "-", word.strip().lower())


def _printed(term: Term, word: str) -> str:
    return term.ja[0] if term.ja and any(ord(ch) > 0x2E80 for ch in word) else term.en[0]


@functools.lru_cache(maxsize=4096)
def look_up(category: str, word: str, guess: bool = True, cutoff: float = 0.8) -> Match | None:
    """`word` in the vocabulary's `category` (triggers, forms, labels, keywords); remembered, as the
    same heads and keywords are written on card after card."""
    terms = vocabulary().categories[category]
    word = word.strip()
    if not word:
        return None
    for term in terms.terms.values():
        if word in term.en or (term.ja and fold(word) in {fold(s) for s in term.ja}):
            return Match(term, "exact", _printed(term, word))
    loose = _loose(word)
    for term in terms.terms.values():
        if any(_loose(s) == loose for s in (*term.en, term.id)):
            return Match(term, "variant", term.en[0])
    # Japanese with a blank inside (`強制 割り込み`): Japanese puts none between words
    joined = re.sub(r"[\s\u3000]+", "", word)
    if joined != word and any(ord(ch) > 0x2E80 for ch in word):
        for term in terms.terms.values():
            if term.ja and fold(joined) in {fold(s) for s in term.ja}:
                return Match(term, "variant", _printed(term, word))
    if not guess:
        return None
    suggestion = terms.suggest(word, cutoff)
    if suggestion is None:
        return None
    term = terms.lookup(suggestion)
    return Match(term, "guess", suggestion) if term is not None else None


def timing_of(text: str, states: bool = True) -> str | None:
    """The timing word a condition starts with (`When`, `After`, `At`, `If`, `While`, `During`), with
    `When … would …` read as `would`, and `When` before a state (`is_state`) as `while` unless `states` is false (a
    response's or an interrupt's trigger, which is a moment); None when it starts with none."""
    low = text.lstrip().lower()
    starts, would = _timing_patterns()
    for term_id, spelling in starts:
        if spelling.match(low):
            if term_id == "when" and would.search(low):
                return "would"
            return "while" if states and term_id == "when" and is_state(low) else term_id
    return None


#: Where a clause ends: its comma, or the end of its sentence.
_CLAUSE_END = re.compile(r"[,;:.]")
#: A trait in double brackets inside a state's phrase (`in [[Tiny]] hero form`).
_TRAIT = re.compile(r"\[\[[^\]\n]{0,40}\]\]\s*")


def is_state(low: str) -> bool:
    """Whether the clause `low` opens with (lower case, up to its comma) says its subject is in a state (`when you
    are in hero form`, `when you're not in hero form`, `when you are stunned or confused`, `when this card is
    exhausted`: `syntax.state`), which holds over a period: a constant condition (`while`), no moment. Only the
    clause's own predicate, at its end: not a state word inside its subject or object (`when an ally that is exhausted
    is defeated`, `when the villain attacks a player who is stunned`), nor a state another clause is joined to (`and`,
    `or`: `when you are in hero form and the villain attacks`, a moment the state narrows)."""
    end = _CLAUSE_END.search(low)
    clause = " ".join(_TRAIT.sub("", low[:end.start() if end else len(low)]).split())
    found = _state().search(clause)
    if found is None:
        return False
    subject = clause[:found.start()].split(" ", 1)[1:]   # (the words between the timing word and `is`/`are`)
    return not (subject and _NOT_A_SUBJECT.search(subject[0]))


#: Words a state's subject holds none of: a relative clause's, or a joined clause's.
_NOT_A_SUBJECT = re.compile(r"\b(?:who|whose|whom|that|which|and|or)\b")


@functools.cache
def _state() -> re.Pattern:
    """`is`/`are` (`'re`), `not` perhaps, and states joined by `or`/`and` (the later ones may leave out `in`: `in hero
    form or alter-ego form`; `engaged with` its object), at a clause's end."""
    words = [w.lower() for w in syntax_words("state") if w.isascii()]
    first = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    later = "|".join(re.escape(w) for w in sorted({*words, *(w[3:] for w in words if w.startswith("in "))},
                                                  key=len, reverse=True))
    return re.compile(rf"(?:\b(?:is|are) |['’]re )(?:not )?(?:{first})"
                      rf"(?:(?<= with) (?:(?!\b(?:and|or)\b)[^,]){{1,80}})?(?: (?:or|and) (?:{later}))*$")


@functools.cache
def _timing_patterns() -> tuple[tuple[tuple[str, re.Pattern], ...], re.Pattern]:
    """(timing, the pattern of a spelling at the start of lower-case words) in the order `timing_of` tries them (the
    timing with the longest spelling first), and `would` anywhere: built once."""
    timings = vocabulary().timings.terms
    starts = tuple((term.id, re.compile(rf"{re.escape(spelling.lower())}\b"))
                   for term in sorted(timings.values(), key=lambda t: -max(len(s) for s in t.en)) if term.id != "would"
                   for spelling in term.en)
    would = re.compile("|".join(rf"\b{re.escape(s.lower())}\b" for s in timings["would"].en) or "(?!)")
    return starts, would


def each_time_of(text: str) -> str | None:
    """`when` for English words opening with `Whenever`, `Each time`, `Every time` (`syntax.each_time`: `Whenever the
    villain attacks you, …`, a trigger's condition or a constant's moment, as `When …,` is; it was no timing, the
    constant never fired), up to a comma; not one that counts what the ability did (`Each time a card is discarded this
    way, …`, `syntax.this_way`)."""
    low = text.lower()
    if not any(low.startswith(w + " ") for w in syntax_words("each_time") if w.isascii()):
        return None
    clause = low.split(",", 1)[0]
    return None if any(w in clause for w in syntax_words("this_way") if w.isascii()) else "when"


@functools.cache
def _trigger_pieces() -> frozenset[str]:
    """The words a trigger is written with (`Forced`, `Response`; Japanese `強制`, `レスポンス`: a spelling, or its
    first part when the rest is a trigger's spelling, `強制` of `強制レスポンス`), folded."""
    terms = vocabulary().categories["triggers"].terms.values()
    english = {fold(w) for t in terms for s in t.en for w in s.split()}
    japanese = {fold(s) for t in terms for s in t.ja}
    pieces = {s[:len(s) - len(rest)] for s in japanese for rest in japanese if len(rest) < len(s) and s.endswith(rest)}
    return frozenset(english | japanese | pieces)


def is_trigger_word(word: str) -> bool:
    """Whether `word`, in a trigger's parentheses, is a word of a trigger (`強制レスポンス（強制）`, `Forced Response
    (Forced)`): no card's name, as a qualifier is (`When Revealed (Norman Osborn)`), nor a label: one not understood."""
    return fold(word.strip()) in _trigger_pieces()
