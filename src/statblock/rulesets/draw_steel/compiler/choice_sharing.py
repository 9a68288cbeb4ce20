"""What the options of a choice share (`Lowerer._or`, `Lowerer._and` of a choice): the creature the first option's
conditions are said of (`you are prone or slowed (EoT)`), and the duration written once at the end (`weakened or the
target is slimed (save ends)`). Split from `lower.py`, which had grown past 500 lines."""

from __future__ import annotations

import attrs

from .. import ast
from ..runtime import effects as fx

__all__ = ["share_duration", "share_subject"]


def share_subject(written: tuple, options: list[tuple[fx.Effect, ...]]) -> list[tuple[fx.Effect, ...]]:
    """`you are prone or slowed (EoT)`, `黒き竜は伏せまたは減速`: the creature the first option's conditions are said of
    is the one a later option of bare conditions is about (was the target's slowed, the choice then between a
    condition on you and one on the target); an option that says its own (`or the target is slowed`) keeps it."""
    first = options[0] if options else ()
    whose = {(e.subject, e.who) for e in first if isinstance(e, fx.ApplyCondition)}
    if not first or len(whose) != 1 or whose == {(None, None)} or not all(isinstance(e, fx.ApplyCondition) for e in first):
        return options
    subject, who = next(iter(whose))
    shared = [first]
    for items, option in zip(written[1:], options[1:]):
        if option and _bare_conditions(items) \
                and all(isinstance(e, fx.ApplyCondition) and e.subject is None and e.who is None for e in option):
            option = tuple(attrs.evolve(e, subject=subject, who=who) for e in option)
        shared.append(option)
    return shared


def _bare_conditions(items: tuple) -> bool:
    """Whether an option's items are conditions named alone (`slowed`, `減速`), no creature said before them."""
    return all(isinstance(item, ast.ConditionsClause) and all(
        len(phrase.words) == 1 and "は" not in phrase.words[0].text and "を" not in phrase.words[0].text
        for phrase in item.phrases) for item in items)


def share_duration(options: list[tuple[fx.Effect, ...]]) -> tuple[tuple[fx.Effect, ...], ...]:
    """`weakened or the target is slimed (save ends)`: the duration written once at the end holds
    for the conditions of every option that names none of its own."""
    last = options[-1][-1] if options and options[-1] else None
    if not isinstance(last, fx.ApplyCondition) or last.duration is None:
        return tuple(options)
    shared = []
    for option in options:
        if option and all(isinstance(e, fx.ApplyCondition) and e.duration is None for e in option):
            option = tuple(attrs.evolve(e, duration=last.duration) for e in option)
        shared.append(option)
    return tuple(shared)
