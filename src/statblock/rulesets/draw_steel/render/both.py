"""Conditions on the user and on the targets said once, as written: `you and the target are slowed (EoT)`,
`あなたとターゲットは減速 (EoT)`, and a choice of which: `you or the target is dazed (EoT)`, `あなたまたはターゲットは朦朧 (EoT)` (`compiler/subject_pairs.py` reads them back to the same effects: the conditions on each,
the user's with the subject `you`). `BothSubjects` is a part of the card's writer (`clauses.py`), which says them
after it has said each group of conditions (`you are slowed (EoT)`, `slowed (EoT)`)."""

from __future__ import annotations

import attrs

from ....vocabulary import fold
from ..creature_names import a_creatures_name
from ..creature_phrases import others_named
from ..runtime import effects as fx

__all__ = ["BothSubjects"]


def _twins(one: list[fx.ApplyCondition], other: list[fx.ApplyCondition], rules=None) -> bool:
    """Whether `one` and `other` are the same conditions, one group on the targets, the other on someone else; or,
    given `rules`, each on others of its own (`each enemy and each ally in the area are slowed`, as
    `compiler/others.py` reads it)."""
    if len(one) != len(other):
        return False
    custom = False
    if bool(one[0].subject) == bool(other[0].subject):
        # (one group on the targets, the other on the user or allies, as `compiler/subject_pairs.py` reads)
        if rules is None or not one[0].subject or one[0].subject == other[0].subject \
                or not (_one_of_several(rules, one[0].subject) and _one_of_several(rules, other[0].subject,
                                                                                   one[0].subject)):
            return False
        # (two others, each its own subject, may share a status of the ability's own: `the knight and its allies are
        # invisible to the target`, as `compiler/said_states.py` reads it)
        custom = True
    return all(a.who is None and (custom or not a.custom) and attrs.evolve(a, subject=None) == attrs.evolve(b, subject=None)
               for a, b in zip(one, other))


#: the allies of a creature named before them (`the knight and its allies`)
_ITS_ALLIES = frozenset({"its allies", "their allies"})


def _one_of_several(rules, subject: str, before: str | None = None) -> bool:
    """Whether `subject` may be said with another, each its own: others than the targets and the user (`each enemy in
    the area`), the user, the creature whose ability it is by name, and after it (`before`) its allies."""
    if others_named(rules, subject) or fold(subject) == "you" or a_creatures_name(rules, subject):
        return True
    return before is not None and fold(subject) in _ITS_ALLIES and a_creatures_name(rules, before, True)


class BothSubjects:
    """What the card's writer says of conditions on the user and on the targets at once (see the module's docstring)."""

    def _either_subject(self, effect: fx.Choice) -> str | None:
        """`you or the target is dazed (EoT)`: a choice of the same conditions on the user or on the targets, said once
        (was `you are dazed (EoT) or dazed (EoT)`); None for any other choice."""
        options = [list(option) for option in effect.options]
        if len(options) != 2 or not all(option and all(isinstance(e, fx.ApplyCondition) for e in option)
                                        and len({e.subject for e in option}) == 1 for option in options) \
                or not _twins(*options):
            return None
        who, conditions = self._who_and_what(*options)
        if self.lang == "ja":
            return "または".join(self._creature(w) for w in who) + "は" + conditions
        copula = "are" if who[1].lower() == "you" else "is"
        return f"{who[0]} or {who[1]} {copula} {conditions}"

    def _who_and_what(self, one: list[fx.ApplyCondition], other: list[fx.ApplyCondition]) -> tuple[list[str], str]:
        """Who each of two groups of the same conditions is said of (`you`, `the target`), and the conditions said of
        no one, with their duration (`slowed (EoT)`)."""
        who = [g[0].subject if g[0].subject else self.rules.creatures.terms["the_target"].label("en")
               for g in (one, other)]
        bare = [attrs.evolve(c, subject=None) for c in one]
        return who, self.say.series([self._condition(c, alone=len(bare) == 1, said_of=True) for c in bare]) \
            + self._duration(bare[0].duration)

    def _say_both(self, parts: list[str], said: list[fx.Effect], groups: dict[int, list]) -> None:
        """Each two parts in a row that say the same conditions of the user and of the targets made one, in the order
        written (`each target and you are weakened (save ends)`); `groups` keyed anew (the second part goes)."""
        at = 0
        while at + 1 < len(parts):
            one, other = groups.get(at), groups.get(at + 1)
            if one is None or other is None or not _twins(one, other, self.rules):
                at += 1
                continue
            who, conditions = self._who_and_what(one, other)
            if self.lang == "ja":
                parts[at] = "と".join(self._subject(w) for w in who) + "は" + conditions
            else:
                place = " " + self.rules.target_words.terms["in_the_area"].en[0]
                if who[0].endswith(place) and who[1].endswith(place):  # (`each enemy and each ally in the area`)
                    who = [who[0][:-len(place)], who[1]]
                parts[at] = f"{who[0]} and {who[1]} are {conditions}"
            del parts[at + 1], said[at + 1]
            groups.pop(at + 1)
            for key in sorted(k for k in groups if k > at + 1):
                groups[key - 1] = groups.pop(key)
            at += 1
