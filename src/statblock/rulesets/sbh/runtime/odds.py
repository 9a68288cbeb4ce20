"""Exact odds of the Magic-User by enumeration: every face of every die is counted, each outcome with
its `Fraction`; nothing is sampled and no result is a float.

The functions take plain values (Quality 2..6, Combat 0..6, rule ids such as `good_shot`) so that they
do not depend on how a warband file is read.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

from ....messages import Listing
from ..catalog import message
from .rules import (BAND_MODIFIER, BANDS, CASTER_RULES, FACES, MAGIC_LOSS_FAILURES, RANGE_BY_POWER, TARGET_RULES,
                    activation_success)

__all__ = ["ActivationOdds", "InputError", "MarginOdds", "TransfixOdds", "activation_odds", "check_value",
           "magic_attack_margins", "plan", "rule_ids", "total", "transfix_odds"]


class InputError(ValueError):
    """A value out of its range (Quality, Combat, dice, power, band, spell); its one argument is a message."""


_LIMITS = {"quality": (2, 6), "combat": (0, 6), "dice": (1, 3), "power": (1, 3), "successes": (0, 3)}


def check_value(what: str, value: int) -> int:
    low, high = _LIMITS[what]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InputError(message("sbh.runtime.out_of_range", what=message(f"sbh.runtime.word.{what}"),
                                 value=value, low=low, high=high))
    return value


def _rolls(dice: int):
    """Every outcome of `dice` d6, each as likely as the others."""
    return itertools.product(FACES, repeat=dice)


@dataclass(frozen=True)
class ActivationOdds:
    quality: int
    dice: int
    successes: dict[int, Fraction]      # exactly k successes, k = 0..dice
    failures: dict[int, Fraction]       # exactly k failures
    magic_lost: Fraction                # chance of the roll ending magic, when a spell was declared

    def at_least(self, power: int) -> Fraction:
        """The chance of `power` successes or more: of being able to cast at that power."""
        return total([p for k, p in self.successes.items() if k >= power])


def activation_odds(quality: int, dice: int) -> ActivationOdds:
    """Successes and failures of an activation roll of `dice` dice against `quality`, and the chance of
    losing magic if a spell was declared (three failures)."""
    return _activation_odds(check_value("quality", quality), check_value("dice", dice))


@functools.cache
def _activation_odds(quality: int, dice: int) -> ActivationOdds:
    """(`activation_odds` of checked values: 5 × 3 of them, each worked out once and shared, read-only)"""
    counts: Counter[int] = Counter()
    total = 0
    for faces in _rolls(dice):
        counts[sum(activation_success(face, quality) for face in faces)] += 1
        total += 1
    successes = {k: Fraction(counts[k], total) for k in range(dice + 1)}
    failures = {dice - k: p for k, p in successes.items()}
    failures = dict(sorted(failures.items()))
    lost = failures.get(MAGIC_LOSS_FAILURES, Fraction(0))
    return ActivationOdds(quality, dice, successes, failures, lost)


def plan(successes: int) -> list[tuple[int, int]]:
    """The ways to split `successes` actions between moves and the spell, as (moves, power), power
    highest first; power 0 is the spell given up (the seed's three moves)."""
    check_value("successes", successes)
    return [(successes - power, power) for power in range(successes, -1, -1)]


@dataclass(frozen=True)
class TransfixOdds:
    power: int
    target_quality: int
    range: str
    transfixed: Fraction                # at least one die of the target's test fails


def transfix_odds(power: int, target_quality: int) -> TransfixOdds:
    """The target tests Quality with one die per power, and is transfixed on any failure."""
    return _transfix_odds(check_value("power", power), check_value("quality", target_quality))


@functools.cache
def _transfix_odds(power: int, target_quality: int) -> TransfixOdds:
    """(`transfix_odds` of checked values: 3 × 5 of them, each worked out once and shared, read-only)"""
    failed = total = 0
    for faces in _rolls(power):
        failed += not all(activation_success(face, target_quality) for face in faces)
        total += 1
    return TransfixOdds(power, target_quality, RANGE_BY_POWER[power], Fraction(failed, total))


@dataclass(frozen=True)
class MarginOdds:
    power: int
    target_combat: int
    band: str
    caster_total: int                   # power + Good Shot + the band's penalty, added to the caster's d6
    modifiers: tuple[tuple[str, int], ...]
    margins: dict[int, Fraction]        # (caster's d6 + total) − (target's d6 + Combat)
    applies: tuple[str, ...] = ()       # effects the attack carries (poison)
    notes: tuple[str, ...] = field(default=())  # keys of `sbh.runtime.note.*`

    def chance(self, test) -> Fraction:
        return total([p for m, p in self.margins.items() if test(m)])


def total(chances: list[Fraction]) -> Fraction:
    """The exact sum of `chances`, over their least common denominator: one reduction, not one an addition (`sum` of
    Fractions reduces each partial sum: a quarter of the odds command's time)."""
    common = math.lcm(*(p.denominator for p in chances))
    return Fraction(sum(p.numerator * (common // p.denominator) for p in chances), common)


def rule_ids(rules) -> set[str]:
    return {str(getattr(rule, "id", rule)).lower() for rule in rules or ()}


def magic_attack_margins(power: int, target_combat: int, band: str = "short", good_shot: bool = False,
                         poison: bool = False, target_rules=()) -> MarginOdds:
    """The margin of magic used as a ranged attack: d6 + power (the caster's Combat) against d6 + the
    target's Combat, with the band's penalty, Good Shot's +1 and Poison carried. The seed gives no
    result by margin, so the distribution is what is reported (note `margin_only`)."""
    check_value("power", power)
    check_value("combat", target_combat)
    if band not in BANDS:
        raise InputError(message("sbh.runtime.unknown_band", band=band, bands=Listing(tuple(BANDS))))
    modifiers = [("power", power)]
    if good_shot:
        modifiers.append(("good_shot", CASTER_RULES["good_shot"]["combat"]))
    if BAND_MODIFIER[band]:
        modifiers.append((band, BAND_MODIFIER[band]))
    notes = ["margin_only"]
    applies = ("poison",) if poison else ()
    if poison:
        notes.append("poison_effect")
    for rule in sorted(rule_ids(target_rules)):
        treatment = TARGET_RULES.get(rule)
        if treatment is not None:
            if treatment["modifier"]:  # every treatment the seed gives is 0; kept general for the table
                modifiers.append((rule, treatment["modifier"]))
            if treatment["note"] not in notes:
                notes.append(treatment["note"])
    caster_total = sum(value for _, value in modifiers)
    counts: Counter[int] = Counter()
    for caster, target in _rolls(2):
        counts[(caster + caster_total) - (target + target_combat)] += 1
    margins = {m: Fraction(counts[m], 36) for m in sorted(counts)}
    return MarginOdds(power, target_combat, band, caster_total, tuple(modifiers), margins, applies, tuple(notes))

