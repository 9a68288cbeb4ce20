"""The sentences of one tier clause: `3 damage. The target is slowed (EoT)`, `weakened (save ends). The target
can't regain Stamina until the condition ends.`

Tried only when the whole clause is no clause of the grammar (a Japanese tier whose every sentence reads is cut
into clauses before: `clauses._sentences`). The clause is cut at each full stop outside
brackets that another sentence follows, and each sentence is read on its own, as a Japanese tier's `。` cuts
sentences and a `;` clauses: the first must read with no words kept as text, else the clause stays text as before
(an abbreviation, `e.g. the target`, is no sentence's end); a later one that does not read is kept as text,
verbatim, with the sentences after it that do not read either. What a sentence kept as text says (often of the
one before: `While weakened this way, ...`) is printed as written and applied by no one: nothing is dropped. A
sentence of Japanese prose that does not read keeps the whole clause text, as a Japanese tier's prose stays whole
(`ターゲットは伏せ状態になります。何かが起こる。`); an English one after `。` is the author's words as a Japanese card
prints them, and is kept so.
"""

from __future__ import annotations

import re
from typing import Callable

from .. import ast
from ..creature_phrases import about_parts
from ..vocabulary import vocabulary
from ...similarity import is_japanese
from .node_copies import moved

__all__ = ["CLAUSE_OPENERS", "sentence_by_sentence", "sentence_stops", "unread"]

# a full stop ending a sentence, another sentence after it (`..`, an ellipsis, is none); `。` as a Japanese card
# prints a sentence kept as text after another (`減速 (セーヴ終了)。The target can't …`)
_STOP = re.compile(r"(?<![.])\.\s+(?=\S)|。\s*(?=\S)")
# no sentence ends at an abbreviation's stop (`e.g. the target`, `vs. undead`, `St. Cuthbert`), nor where what follows
# starts in lower case (an English sentence starts with a capital, a number or a potency): read as one sentence,
# which the grammar reads or keeps as text whole, never a word of it taken for a sentence of its own
_NO_END_BEFORE = re.compile(r"(?:\b[A-Za-z]\.[A-Za-z]|\b(?:(?i:vs|etc|cf|viz|approx|incl)|St|Mr|Mrs|Ms|Dr|Mt|No))\Z")
_NO_START = re.compile(r"[a-z]")
_BRACKETS = re.compile(r"[(\[（)\]）]")
# `3 バースト`, `5×1ライン` (seed 000's 「X バースト」 as a tier's outcome): a sentence of a size and a shape, no prose;
# kept as a text clause for the lowering to read as the tier's area, as an English one is
_JA_AREA = re.compile(r"[0-9０-９]{1,3}\s*(?:[x×X]\s*[0-9０-９]{1,3}\s*)?(?P<shape>[ァ-ヴー]{1,12})[。.]?")
_AREA_SHAPES = frozenset({"aura", "burst", "cube", "line", "wall"})


def _japanese_area(sentence: str) -> bool:
    """Whether a Japanese sentence is a size and an area's shape alone (`3 バースト`), no prose."""
    found = _JA_AREA.fullmatch(sentence.strip())
    term = vocabulary().distance_kinds.lookup(found.group("shape")) if found is not None else None
    return term is not None and term.id in _AREA_SHAPES


def sentence_stops(text: str) -> list[tuple[int, int]]:
    """Where each full stop outside brackets ends a sentence of `text`: (the stop, where the next sentence
    starts). One pass over the text: linear."""
    stops, depth = [], 0
    marks = [(m.start(), m.group()) for m in _BRACKETS.finditer(text)]
    index = 0
    for found in _STOP.finditer(text):
        while index < len(marks) and marks[index][0] < found.start():
            depth = depth + 1 if marks[index][1] in "([（" else max(0, depth - 1)
            index += 1
        if depth == 0 and not _NO_END_BEFORE.search(text[max(0, found.start() - 8):found.start()]) \
                and not _NO_START.match(text, found.end()):
            stops.append((found.start(), found.end()))
    return stops


# what a condition's source may start with (`frightened of you`, `grabbed by the hag`), and words that make what follows
# a condition of the sentence's, no source (`slowed by the noise unless it is deaf`)
_SOURCE_STARTS = frozenset({"of", "by"})
#: words that open a clause of the sentence's own: never in a condition's source (`slowed by the noise unless it is deaf`)
CLAUSE_OPENERS = frozenset({"unless", "if", "while", "until", "when", "except"})
_NO_SOURCE = CLAUSE_OPENERS | {"and", "or", "but"}
# what links who to the condition (`the target is frightened`), where a word of its own would stand (`never slowed`)
_LINKS = frozenset({"is", "are", "be", "becomes", "become"})


def _condition_with_source(words: tuple, rules) -> bool:
    """Whether a condition phrase's words (who, a link, then the condition: `the target is frightened of you`) are a
    known condition alone or with its source after it: not with a word of its own before it (`never slowed`, a
    status of the ability's own), nor a clause after it (`slowed by the noise unless it is deaf`)."""
    if len(words) == 1 and about_parts(rules, words[0].text)[1]:
        # `あなたに対して恐怖`, `あなたにつかまれ`: a creature the ruleset knows, then the condition
        # (`creature_phrases.about_japanese`)
        whom, _, name = about_parts(rules, words[0].text)
        return rules.creatures.lookup(whom) is not None and rules.conditions.lookup(name) is not None
    texts = [word.text.lower() for word in words]
    at = next((i for i, word in enumerate(words) if rules.conditions.lookup(word.text) is not None), None)
    if at is None or at > 0 and texts[at - 1] not in _LINKS:
        return False
    after = texts[at + 1:]
    return not after or after[0] in _SOURCE_STARTS and not _NO_SOURCE.intersection(after[1:])


def unread(items: tuple, kept_as_text: Callable[[tuple], bool]) -> bool:
    """Whether a sentence's items are words kept as written (`kept_as_text`), or a forced move of no movement the
    ruleset knows (`Its Stamina becomes 10.`, which the grammar takes for a movement `its stamina becomes`): prose,
    which a clause of its own leaves as text when it is lowered, and a sentence among others is kept as."""
    rules = vocabulary()
    conditions = [item for item in items if isinstance(item, ast.ConditionsClause)]
    if conditions and all(_condition_with_source(phrase.words, rules) for item in conditions for phrase in item.phrases):
        # (`the target is frightened of you (save ends).`: a known condition with its source after it, which
        # `kept_as_text` takes for a status of no name, as it looks at a phrase's last word)
        items = tuple(item for item in items if not isinstance(item, ast.ConditionsClause))
    if kept_as_text(items):
        return True
    moves = rules.forced_moves
    return any(isinstance(item, ast.ForcedClause) and item.words and item.words[-1].text.isascii()
               and moves.lookup(item.words[-1].text) is None for item in items)


def sentence_by_sentence(text: str, parse: Callable[[str], tuple], kept_as_text: Callable[[tuple], bool]) \
        -> tuple | None:
    """The items of `text` read sentence by sentence (positions the clause's own), or None: no full stop, or
    the first sentence does not read. `parse` reads one sentence; `kept_as_text` says whether its items are
    words kept as written."""
    stops = sentence_stops(text)
    if not stops:
        return None
    bounds, start = [], 0
    for stop, following in stops:
        bounds.append((start, stop + 1))  # (the full stop kept with its sentence: `weakened (save ends).`)
        start = following
    bounds.append((start, len(text.rstrip())))
    first = parse(text[:bounds[0][1]])
    if unread(first, kept_as_text):
        return None
    items, waiting = list(first), None
    for begin, end in bounds[1:]:
        sentence = parse(text[begin:end])
        if unread(sentence, kept_as_text):
            if is_japanese(text[begin:end]) and not _japanese_area(text[begin:end]):
                return None  # (a Japanese author's prose stays one text, as `clauses._sentences` keeps it)
            waiting = (waiting[0] if waiting is not None else begin, end)
            continue
        if waiting is not None:
            items.append(ast.TextClause(text[waiting[0]:waiting[1]], waiting))
            waiting = None
        items.extend(moved(sentence, lambda p, begin=begin: begin + p))
    if waiting is not None:
        items.append(ast.TextClause(text[waiting[0]:waiting[1]], waiting))
    return tuple(items)
