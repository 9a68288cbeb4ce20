"""Conditions said of the user (or allies) and of the targets at once: `you and the target are slowed (EoT)`, `each
target and you are weakened (save ends)`, `あなたとターゲットは減速 (EoT)`, `the target and each ally are slowed (EoT)`; or of one of them, which the user picks (a choice of who,
`subject_choice`): `you or the target is dazed (EoT)`, `あなたまたはターゲットは朦朧 (EoT)`. Seed 000: a tier's effects
land on the targets unless it says otherwise, and one said of the user lands on it once; both are said here, so the
conditions land on each: the targets' as any condition of theirs (`roll` applies it), the user's with the subject
`you` (the table plays it). `subject_pair` finds the two subjects in a clause the grammar read as conditions (`you`
and `the target are slowed`, the `and` a list's); the rest is read as the conditions it names, by `ConditionLowering`
(`conditions.py`), of which `SubjectPairs` is a part.
"""

from __future__ import annotations

import attrs

from .. import ast
from ....vocabulary import fold
from ..runtime import effects as fx
from .base import NotStructured

__all__ = ["OTHERS", "SubjectPairs", "TARGETS", "subject_choice", "subject_pair"]

#: creatures (`creatures` ids) that name every target, as a condition's subject
TARGETS = frozenset({"the_target", "each_target", "the_targets"})

_JA_AND = "と"
_JA_TOPIC = "は"


class SubjectPairs:
    """The effects of conditions said of the user and of the targets, for `ConditionLowering`."""

    def on_both(self, one: str | None, other: str | None, what: ast.ConditionsClause) -> list[fx.Effect]:
        """`you and the target are slowed (EoT)`: the conditions `what` names, on each subject in the order written
        (`one`, `other`: `you` as written, None for the targets); text unless every one is a Draw Steel condition said
        of no one else (`you and the target are burning` stays text, as `you and the target` named a condition)."""
        effects = self._bare_conditions(what)
        return [attrs.evolve(e, subject=who) for who in (one, other) for e in effects]

    def either_subject(self, one: str | None, other: str | None, what: ast.ConditionsClause) -> list[fx.Effect]:
        """`you or the target is dazed (EoT)`: a choice of who the conditions `what` names land on (the user picks),
        `one` or `other` as `on_both` takes them."""
        effects = self._bare_conditions(what)
        return [fx.Choice(tuple(tuple(attrs.evolve(e, subject=who) for e in effects) for who in (one, other)))]

    def _bare_conditions(self, what: ast.ConditionsClause) -> list[fx.ApplyCondition]:
        """The Draw Steel conditions `what` names, said of no one; NotStructured for anything else."""
        effects = self._conditions(what)
        if not effects or not all(isinstance(e, fx.ApplyCondition) and not e.custom and e.subject is None
                                   and e.who is None for e in effects):
            raise NotStructured
        return effects


#: creatures (`creatures` ids) a condition may be said of beside the targets: the user, and each ally (`the target and
#: each ally are slowed (EoT)`), whom the table plays it on. (`one ally`: its Japanese, `ターゲットと1体の味方は…`, is
#: no topic the grammar reads, so a card of it would not read back; it stays text, SB138)
OTHERS = frozenset({"you", "each_ally"})


def _who(rules, written: str) -> str | None:
    """Another creature of `OTHERS` (`you`, `each ally`: in English as written), "" for the targets, None for anyone
    else."""
    term = rules.creatures.lookup(written.strip())
    if term is None:
        return None
    if term.id in OTHERS:
        return written.strip() if written.isascii() else term.en[0]
    return "" if term.id in TARGETS else None


def subject_pair(node: ast.ConditionsClause, rules) -> tuple[str | None, str | None, ast.ConditionsClause] | None:
    """The two subjects of `node` (the user's as written, None for the targets), in the order written, and the
    clause of what both are (`slowed`, with the duration); None unless one subject is the targets and the other the
    user or allies (`you and each ally`, `the target and each enemy` are not read here)."""
    if len(node.phrases) < 1:
        return None
    first = node.phrases[0]
    if not first.words:
        return None
    if first.words[0].text.isascii():
        return _english(node, rules)
    return _japanese(node, rules)


def _english(node: ast.ConditionsClause, rules):
    """`you and the target are slowed`: phrases `you`, `the target are slowed` (the grammar's list cut at `and`)."""
    if len(node.phrases) < 2:
        return None
    one = _who(rules, node.phrases[0].text)
    words = node.phrases[1].words
    copula = next((at for at, word in enumerate(words) if fold(word.text) == "are"), None)
    if one is None or copula is None or copula == 0 or copula == len(words) - 1:
        return None
    other = _who(rules, " ".join(w.text for w in words[:copula]))
    if other is None or bool(one) == bool(other) or node.phrases[0].duration is not None:
        return None
    rest = words[copula + 1:]
    if fold(rest[0].text) == "knocked" and len(rest) > 1:  # `you and the target are knocked prone`
        rest = rest[1:]
    phrase = attrs.evolve(node.phrases[1], words=tuple(rest))
    return one or None, other or None, attrs.evolve(node, phrases=(phrase, *node.phrases[2:]))


def _japanese(node: ast.ConditionsClause, rules):
    """`あなたとターゲットは減速`: two creatures joined by と before は, the conditions after it."""
    word = node.phrases[0].words[0]
    who, topic, rest = word.text.partition(_JA_TOPIC)
    if not topic or not rest or who.count(_JA_AND) != 1:
        return None
    left, _, right = who.partition(_JA_AND)
    one, other = _who(rules, left), _who(rules, right)
    if one is None or other is None or bool(one) == bool(other):
        return None
    start = word.span[0] + len(who) + len(topic) if word.span is not None else None
    tail = ast.Word(rest, (start, word.span[1]) if start is not None else None)
    phrase = attrs.evolve(node.phrases[0], words=(tail, *node.phrases[0].words[1:]))
    return one or None, other or None, attrs.evolve(node, phrases=(phrase, *node.phrases[1:]))


def subject_choice(options, rules) -> tuple[str | None, str | None, ast.ConditionsClause] | None:
    """`you or the target is dazed (EoT)`, read by the grammar as a choice of `you` and `the target is dazed (EoT)`: the
    two subjects (the user's as written, None for the targets) and the clause of what the one picked is; None for any
    other choice."""
    if len(options) != 2 or any(len(o) != 1 or not isinstance(o[0], ast.ConditionsClause) for o in options):
        return None
    first, second = options[0][0], options[1][0]
    if len(first.phrases) != 1 or first.duration is not None or first.phrases[0].duration is not None \
            or not second.phrases or not second.phrases[0].words:
        return None
    one = _who(rules, first.phrases[0].text)
    words = second.phrases[0].words
    if one is None:
        return None
    if words[0].text.isascii():
        copula = next((at for at, word in enumerate(words) if fold(word.text) in ("is", "are")), None)
        if copula is None or copula == 0 or copula == len(words) - 1:
            return None
        other = _who(rules, " ".join(w.text for w in words[:copula]))
        rest = words[copula + 1:]
        if fold(rest[0].text) == "knocked" and len(rest) > 1:
            rest = rest[1:]
    else:
        who, topic, after = words[0].text.partition(_JA_TOPIC)
        if not topic or not after:
            return None
        other = _who(rules, who)
        start = words[0].span[0] + len(who) + len(topic) if words[0].span is not None else None
        rest = (ast.Word(after, (start, words[0].span[1]) if start is not None else None), *words[1:])
    if other is None or bool(one) == bool(other):
        return None
    phrase = attrs.evolve(second.phrases[0], words=tuple(rest))
    return one or None, other or None, attrs.evolve(second, phrases=(phrase, *second.phrases[1:]))
