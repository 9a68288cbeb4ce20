"""Exact odds of a power roll, by enumerating the 100 equally likely outcomes of 2d10.

Probabilities are `fractions.Fraction`s, so they are exact and sum to exactly 1.

Expected damage is against one target with no immunities or weaknesses and every characteristic 0
(the same default target `statblock roll` uses): each tier's damage is what that target takes
from the tier, with every clause at full value; where a tier offers a choice we take the option
that deals the most damage, since a player judging balance would pick it. Damage behind a potency
counts when the gate lands against characteristic 0.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import attrs

from ....vocabulary import Vocabulary
from .bind import BoundAbility
from .dice import power_roll
from .hero import Target, default_target
from .apply import apply_tier, most_damage
from .resolve import is_critical, tier_effects
from ....records import frozen

__all__ = ["Odds", "NoPowerRoll", "ability_odds", "outcomes"]

DIE_FACES = range(1, 11)
OUTCOMES = len(DIE_FACES) ** 2


class NoPowerRoll(ValueError):
    """The ability has no power roll, so it has no odds."""


@frozen
class Odds:
    ability: str
    modifier: int
    tiers: dict[int, Fraction] = attrs.field(hash=False)      # 1, 2, 3 -> probability
    critical: Fraction
    damage_by_tier: dict[int, int] = attrs.field(hash=False)
    expected_damage: Fraction
    # the damage types of each tier's damage, in order (`fire`; None for untyped damage)
    damage_types_by_tier: dict[int, tuple] = attrs.field(factory=dict, hash=False)
    # each tier's damage: "dice" when dice add to it (counted at their mean), "none" when it deals none
    damage_kind_by_tier: dict[int, str] = attrs.field(factory=dict, hash=False)
    # the edges and banes the roller's own conditions gave (`situation.Reason`), counted in `tiers`
    reasons: tuple = ()
    # what the command says of the choice of ability (`BoundAbility.note`), or None
    note: object = attrs.field(default=None, eq=False, hash=False)

    @property
    def expected_tier(self) -> Fraction:
        return sum((tier * p for tier, p in self.tiers.items()), Fraction(0))


def outcomes(modifier: int, *, bonus: int = 0, edges: int = 0, banes: int = 0, automatic: int | None = None):
    """The PowerRoll of each of the 100 outcomes of 2d10 + `modifier`, each with probability 1/100."""
    for first in DIE_FACES:
        for second in DIE_FACES:
            yield power_roll((first, second), modifier, bonus=bonus, edges=edges, banes=banes, automatic=automatic)


def ability_odds(bound: BoundAbility, *, bonus: int = 0, edges: int = 0, banes: int = 0,
                 automatic: int | None = None, target: Target | None = None,
                 ruleset: Vocabulary | None = None) -> Odds:
    """Exact tier, critical-hit and damage odds of one use of `bound` against `target` (by default
    the plain target described in the module docstring). Raises NoPowerRoll without a roll."""
    if bound.roll is None:
        raise NoPowerRoll(f"{bound.ability.name} has no power roll")
    target = target or default_target(ruleset)
    tiers: Counter[int] = Counter()
    criticals = 0
    modifier = bound.roll.modifier
    if bound.roll.source.kind == "test":
        # the target rolls, with its own score: the hero's edges, bonus and automatic outcome are for the
        # hero's roll, and `resolve` leaves them out of the target's test too
        tested = next(iter(bound.roll.source.characteristics), None)
        modifier = target.characteristics.get(tested, 0) if tested else 0
        bonus = edges = banes = 0
        automatic = None
    for roll in outcomes(modifier, bonus=bonus, edges=edges, banes=banes, automatic=automatic):
        tiers[roll.tier] += 1
        criticals += is_critical(bound.ability, roll, ruleset, kind=bound.roll.source.kind)
    probabilities = {tier: Fraction(tiers[tier], OUTCOMES) for tier in (1, 2, 3)}
    applied = {tier: apply_tier(tier_effects(bound.roll.tiers, tier), target, most_damage) for tier in (1, 2, 3)}
    damage = {tier: result.total_damage for tier, result in applied.items()}
    types = {tier: tuple(dict.fromkeys(d.damage_type for d in result.damage)) for tier, result in applied.items()}
    expected = sum((probabilities[t] * damage[t] for t in (1, 2, 3)), Fraction(0))
    # dice counted in a tier's damage: its damage with every die at 0 differs (a die behind a potency
    # that does not land against this target, or in an option not taken, counts for nothing)
    without_dice = {tier: apply_tier(tier_effects(bound.roll.tiers, tier), target, most_damage,
                                     dice=lambda text: 0).total_damage for tier in (1, 2, 3)}
    kinds = {tier: "none" if not result.damage else "dice" if without_dice[tier] != damage[tier] else "fixed"
             for tier, result in applied.items()}
    return Odds(bound.ability.name, modifier, probabilities, Fraction(criticals, OUTCOMES),
                damage, expected, types, kinds)
