"""A list of conditions joined by commas (`dazed, slowed, weakened (EoT)`, `朦朧、減速、衰弱 (EoT)`): which atoms of a clause
are one list, so that the duration written once at its end is the whole list's (seed 000 ends the effect whose
description the duration ends), and the small readings of a condition phrase that tell (whether it names a condition,
whom it is of). `to_ast.ClauseBuilder` builds the atoms and asks here.
"""

from __future__ import annotations

import re
from typing import Callable

from .. import ast
from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary

__all__ = ["about_someone", "names_condition", "said_of_someone", "shared_duration"]


def shared_duration(node_span: Callable, atoms: tuple, serial: bool = False) -> tuple:
    """`atoms` with the conditions listed last made one `ConditionsClause` with the last one's duration: all of them
    when each atom is conditions and an `and` joins the last (`dazed, slowed, and weakened (save ends)`, `dazed,
    slowed and weakened`), else those after the last atom that names no condition (`5 damage, dazed, slowed (EoT)`;
    `ダメージが解決される前に、減速 (セーヴ終了)`, a timing lead, stays apart). As they were when one of them has a
    duration of its own (`slowed (save ends), dazed, weakened (EoT)`: each keeps what is written by it, as with
    `and`). One pass back from the end: linear in the atoms."""
    if not all(a.duration is None and all(p.duration is None for p in a.phrases)
               for a in atoms[:-1] if isinstance(a, ast.ConditionsClause)):
        return atoms
    start = len(atoms) - 1
    if (serial or len(atoms[-1].phrases) > 1) and all(isinstance(a, ast.ConditionsClause) for a in atoms):
        start = 0
    else:
        rules = vocabulary()
        if not all(names_condition(p, rules) or _one_word(p, rules) for p in atoms[-1].phrases):
            return atoms  # (`dazed, the target can't hide (EoT)`: a status of the ability's own after it, as before)
        # (a phrase saying whom it is of starts the list: `the target is prone, you are weakened (EoT)` are two
        # creatures' conditions, the first with no duration; `the target is dazed, slowed (EoT)` is one list)
        # (a word alone that names no condition, `burning, dazed, slowed (EoT)`, is in the list too: a status of the
        # ability's own, which the compiler says is no condition (SB111); the duration the list ends with is its as
        # well, as a card says it, `the target is burning, dazed and slowed (EoT)` (it had none, in silence))
        while start > 0 and not said_of_someone(atoms[start].phrases[0]) \
                and isinstance(atoms[start - 1], ast.ConditionsClause) \
                and all(names_condition(p, rules) or _one_word(p, rules) for p in atoms[start - 1].phrases):
            start -= 1
    listed = atoms[start:]
    if len(listed) < 2 and len(listed[0].phrases) < 2:
        return atoms
    phrases = tuple(p for a in listed for p in a.phrases)
    merged = ast.ConditionsClause(phrases, listed[-1].duration, node_span(listed[0], listed[-1]))
    return (*atoms[:start], merged)


def names_condition(phrase: ast.ConditionPhrase, rules: Vocabulary) -> bool:
    """Whether a phrase ends in a condition's name (`dazed`, `the target is dazed`, `朦朧`), or is one and whom it is
    about (`frightened of you`), as a list of them does."""
    if not phrase.words:
        return False
    last = phrase.words[-1].text
    if rules.conditions.lookup(last) is not None or about_someone(phrase, rules):
        return True
    topic = _ja_topic(last, rules)  # (`ターゲットは朦朧`: one word, its topic and the condition)
    return topic is not None and rules.conditions.lookup(last[len(topic):]) is not None


def _one_word(phrase: ast.ConditionPhrase, rules: Vocabulary) -> bool:
    """Whether a phrase is one English word, no rider (`burning`: a status of the ability's own, or a slip of a
    condition), or the author's word quoted as a Japanese card says such a status (`「burning」状態`); not Japanese
    words otherwise (`ダメージが解決される前に`, a timing lead, stays apart)."""
    if len(phrase.words) != 1 or " " in phrase.words[0].text or rules.riders.lookup(phrase.text) is not None:
        return False
    word = phrase.words[0].text
    return word.isascii() or bool(_QUOTED_STATUS.fullmatch(word))


# the author's word quoted, as a status (`「burning」状態`)
_QUOTED_STATUS = re.compile(r"「[^「」]+」(?:状態)?")


def said_of_someone(phrase: ast.ConditionPhrase) -> bool:
    """Whether a condition phrase says whom it is of (`the target is prone`, `you are weakened`; in Japanese its
    topic, `ターゲットは朦朧`, `あなたは減速`)."""
    if any(w.text.lower() in _BEING for w in phrase.words[:-1]):
        return True
    return bool(phrase.words) and _ja_topic(phrase.words[0].text, vocabulary()) is not None


def _ja_topic(text: str, rules: Vocabulary) -> str | None:
    """The topic a Japanese word starts with, a creature or a pronoun the ruleset knows and its は (`ターゲットは`,
    `あなたは`, `1体のターゲットは`, `彼女は`), or None. (A pronoun was none: `彼女は伏せ、減速 (EoT)` was two clauses,
    prone on her with no duration and slowed (EoT) on the targets, where English `she is prone, slowed (EoT)` is one
    list of hers.)"""
    if text.isascii():
        return None
    who, particle, _ = text.partition("は")
    return who + particle if particle and (rules.creatures.lookup(who) is not None
                                           or rules.pronouns.lookup(who) is not None) else None


#: the verbs a condition phrase says its creature with (`the target is slowed`, `you become weakened`)
_BEING = frozenset(("is", "are", "be", "becomes", "become"))


def about_someone(phrase: ast.ConditionPhrase, rules: Vocabulary) -> bool:
    """Whether `phrase` is one condition and whom it is about after it (`taunted by the nearest creature`, `frightened
    of you`): its one condition's word followed by `by` or `of` and more words."""
    named = [i for i, w in enumerate(phrase.words) if rules.conditions.lookup(w.text) is not None]
    return len(named) == 1 and named[0] + 2 <= len(phrase.words) \
        and phrase.words[named[0] + 1].text.lower() in ("by", "of")
