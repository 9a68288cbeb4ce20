"""A Draw Steel condition said not to hold: `the target is no longer prone (EoT)`, `ターゲットは伏せていない (EoT)`, `各味方は
伏せない (EoT)`. Once read, each was a status of the ability's own named by all its words (`no longer prone`,
`伏せていない`), which `roll` put on the targets as a condition: a negated condition put on as a condition, in silence.

Seed 000 names no effect that ends a condition (the creature who put an effect on may end it, 「効果を終了させる」; a
condition ends as it says: standing up from prone, escaping a grab), nor one that keeps a creature out of one; so the
words are kept as written, said by SB193, and `roll` applies none of them. `negated_condition` says which condition
words negate; `Lowerer` (`lower.py`) asks it of each status of the ability's own a clause gives.

`NegatedConditions` (a part of `Lowerer`) also says (SB194) a duration in words that names one creature's turn by a
pronoun said once of the conditions of two creatures or more (`the target and the knight are slowed until the start of
its next turn`): whose turn `its` is, either's, is not read.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity
from ....messages import msg
from ..runtime import effects as fx

__all__ = ["NegatedConditions", "negated_condition", "negated_in"]

#: English words before a condition that say it does not hold (`no longer prone`, `not slowed`, `never grabbed`)
_EN = re.compile(r"(?:no longer|not|never|isn't|aren't|is not|are not)\s+(?:knocked\s+)?(?P<name>[a-z]+)", re.IGNORECASE)
#: Japanese endings after a condition's word that say it does not hold (`伏せていない`, `伏せない`, `減速しない`,
#: `伏せ状態ではない`, `伏せなくなる`)
#: (and one no longer had: `減速でなくなる`. A condition a creature cannot come to, `伏せにならない`, `can't be slowed`, is
#: a status of the ability's own, as the author wrote it: test_silent_readings)
_JA_ENDINGS = ("状態ではない", "状態でない", "していない", "ていない", "ではない", "でない", "しない", "なくなる",
               "ない", "ていません", "ません", "でなくなる")
_JA_ENDINGS_LONGEST_FIRST = tuple(sorted(_JA_ENDINGS, key=len, reverse=True))   # (each tried longest first)


def negated_condition(rules, name: str):
    """The Draw Steel condition `name` (a status's words, as written) says does not hold, or None."""
    name = name.strip()
    if name.isascii():
        found = _EN.fullmatch(name)
        return rules.conditions.lookup(found["name"]) if found is not None else None
    for ending in _JA_ENDINGS_LONGEST_FIRST:
        if name.endswith(ending) and len(name) > len(ending):
            term = rules.conditions.lookup(name[:-len(ending)])
            if term is not None:
                return term
    for ending in _JA_ENDINGS_LONGEST_FIRST:
        if name.endswith(ending) and len(name) > len(ending):
            # (a condition's word said twice before the ending, `伏せ伏せていない`: the condition is said not to hold all
            # the same; was a status of the ability's own, put on the targets. Another word that ends in it is not it:
            # `待ち伏せしない`)
            rest = name[:-len(ending)]
            for term in rules.conditions.terms.values():
                if any(word and not rest.replace(word, "") for word in term.ja):
                    return term
    return None


def negated_in(effects, rules) -> tuple[str, object] | None:
    """(the words as written, the condition) of the first status of the ability's own in `effects` (a potency's and a
    choice's effects too) that negates a Draw Steel condition, or None."""
    for effect in effects:
        if isinstance(effect, fx.ApplyCondition) and effect.custom:
            term = negated_condition(rules, effect.condition)
            if term is not None:
                return effect.condition, term
        elif isinstance(effect, (fx.PotencyGate, fx.Timed)):
            found = negated_in(effect.effects, rules)
            if found is not None:
                return found
        elif isinstance(effect, fx.Choice):
            for option in effect.options:
                found = negated_in(option, rules)
                if found is not None:
                    return found
    return None


#: a duration in words that names one creature's turn by a pronoun (`until the start of its next turn`)
_ONE_CREATURES_TURN = re.compile(r"\b(its|his|her)\s+(?:next\s+)?turn\b", re.IGNORECASE)
#: the same in Japanese (`それの次のターン`, `彼の次のターン`)
_ONE_CREATURES_TURN_JA = re.compile(r"(?:それ|彼女|彼)の(?:次の)?ターン")


class NegatedConditions:
    """What `Lowerer` says of a clause's conditions once read (see the module's docstring)."""

    def _negated(self, effects, text: str) -> Diagnostic | None:
        """SB193 when `effects` (of the clause `text`) hold a Draw Steel condition said not to hold (`the target is no
        longer prone (EoT)`, `ターゲットは伏せていない`: no condition to put on, `negations.py`; was a status named so,
        which `roll` put on the targets), which leaves the clause as text; None else."""
        negated = negated_in(effects, self.rules)
        if negated is None:
            return None
        words, term = negated
        at = text.find(words)
        span = (at, at + len(words)) if at >= 0 else (0, len(text))
        return self._diagnostic("SB193", Severity.WARNING, msg("condition.negated", words=words, condition=term.en[0]),
                                span, msg("condition.negated_fix"))

    def _shared_whose_turn(self, effects, text: str) -> None:
        """SB194 when conditions said of two creatures or more share a duration in words that names one creature's turn
        (`the target and the knight are slowed until the start of its next turn`: `its` may be either's, or each its
        own; read as each its own, the duration as written on each, which is now said)."""
        durations = {}
        for effect in effects:
            if isinstance(effect, fx.ApplyCondition) and effect.duration is not None \
                    and effect.duration.kind in ("until", "end_of_turn"):
                durations.setdefault(effect.duration, set()).add(effect.subject)
        for duration, subjects in durations.items():
            # (an EoT said in words, `until the end of its next turn`, `(それの次のターンの終了時まで)`, is stored as EoT:
            # its words are the clause's; was no SB194 where `until the start of its next turn` had one)
            said = duration.text if duration.kind == "until" else text
            found = _ONE_CREATURES_TURN.search(said or "") or _ONE_CREATURES_TURN_JA.search(said or "")
            if len(subjects) > 1 and found is not None:
                words = found.group(0) if found.re is _ONE_CREATURES_TURN_JA else found.group(1)
                at = text.find(found.group(0))
                if at < 0 and found.re is _ONE_CREATURES_TURN:
                    # (the Japanese said of it, stored as its English: `それの次のターン`, where the warning points)
                    found = _ONE_CREATURES_TURN_JA.search(text)
                    at = found.start() if found is not None else -1
                    words = found.group(0) if found is not None else words
                self.report("SB194", Severity.WARNING, msg("duration.whose_turn", words=words),
                            (at, at + len(found.group(0))) if at >= 0 else (0, len(text)),
                            msg("duration.whose_turn_fix"))
                return
