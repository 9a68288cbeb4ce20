"""A Japanese rider joined by `、` after a condition said of someone (`あなたは伏せ、立ち上がれない (セーヴ終了)`): the
whole of an `AndClause` reads the rider alone, a status of the targets; it is the condition's, as English `you are prone
and can't stand (save ends)` says. After a condition on a creature by name with no duration, what follows with no
subject is not read (`RiderOfAName`: the clause is text). `JoinedRiders` is a part of `Lowerer` (`lower.py`).
"""

from __future__ import annotations

import attrs

from ..runtime import effects as fx

__all__ = ["JoinedRiders", "RiderOfAName"]


class JoinedRiders:
    """The riders of the whole of an `AndClause` (see the module's docstring); `Lowerer` supplies `rules`."""

    def _riders_joined(self, effects: list[fx.Effect]) -> list[fx.Effect] | None:
        """`effects` with a rider read alone, on the targets, after a condition said of someone else put on that
        condition, its duration the condition's when it has none (`あなたは伏せ、立ち上がれない (セーヴ終了)`: prone and
        can't stand on you, as English `you are prone and can't stand (save ends)`; the whole read the targets' `can't
        stand`, the card `you are prone, the target is can't stand`). None when the condition is on a name
        (`マインドキラーは伏せ、立ち上がれない`), whose rider the cards would not say back."""
        out: list[fx.Effect] = []
        for effect in effects:
            before = out[-1] if out else None
            if isinstance(before, fx.ApplyCondition) and isinstance(effect, fx.ApplyCondition) \
                    and before.subject is not None and before.duration is None and effect.subject is None \
                    and not self._known_one(before.subject):
                # (`マインドキラーは伏せ、減速 (EoT)`: whether slowed is the name's or the targets' is not read; text, as
                # before a condition on a name needed no duration)
                return None
            rider = self.rules.riders.lookup(effect.condition) if isinstance(effect, fx.ApplyCondition) \
                and effect.custom and effect.subject is None and effect.who is None else None
            if rider is not None and isinstance(before, fx.ApplyCondition) and before.subject is not None \
                    and not before.custom and rider.id not in before.riders:
                if not self._known_one(before.subject):
                    return None
                out[-1] = attrs.evolve(before, riders=before.riders + (rider.id,),
                                       duration=before.duration or effect.duration)
                continue
            out.append(effect)
        return out

    def _known_one(self, who: str) -> bool:
        """Whether `who` is a creature or a pronoun the ruleset knows (`you`, `he`), whose conditions with a rider the
        cards say and read back (a name's, `マインドキラーは伏せ、立ち上がれない`, stays text)."""
        return self.rules.creatures.lookup(who) is not None or self.rules.pronouns.lookup(who) is not None


class RiderOfAName(Exception):
    """A rider after a condition on a creature by name, read by the whole of an `AndClause` (`Lowerer._and`): text."""
