"""Power rolls: 2d10, bonuses and penalties, edges and banes, tiers (seed 001).

`power_roll` is a pure function of the two dice, so the same code decides a
random roll (`roll_power`, dice from a passed-in `random.Random`) and every one
of the 100 outcomes that `odds` enumerates.
"""

from __future__ import annotations

import random
import re
from fractions import Fraction

from ....records import frozen

__all__ = [
    "EdgeOutcome",
    "PowerRoll",
    "automatic_outcome",
    "edge_outcome",
    "power_roll",
    "roll_2d10",
    "roll_power",
    "saving_throw",
    "tier_for",
]

TIER_2_MIN = 12
TIER_3_MIN = 17
NATURAL_TIER_3 = 19      # a natural 19 or 20 is always tier 3, and may be a critical hit
EDGE_BONUS = 2
SAVE_TARGET = 6          # a saving throw succeeds on 1d10 >= 6


def tier_for(total: int) -> int:
    """The tier of a total: 11 or less is tier 1, 12-16 tier 2, 17 or more tier 3."""
    if total >= TIER_3_MIN:
        return 3
    if total >= TIER_2_MIN:
        return 2
    return 1


@frozen
class EdgeOutcome:
    """What a number of edges and banes comes to on one roll: a bonus to the total (±2 for a
    single edge or bane) or a shift of the tier (±1 for a double edge or bane), never both."""

    name: str        # none, edge, double_edge, bane, double_bane
    bonus: int
    tier_shift: int


_EDGE_OUTCOMES = {
    -2: EdgeOutcome("double_bane", 0, -1),
    -1: EdgeOutcome("bane", -EDGE_BONUS, 0),
    0: EdgeOutcome("none", 0, 0),
    1: EdgeOutcome("edge", EDGE_BONUS, 0),
    2: EdgeOutcome("double_edge", 0, 1),
}


def edge_outcome(edges: int, banes: int) -> EdgeOutcome:
    """Seed 001 caps each side at two (two or more is a double) and lets them cancel: an edge and
    a bane, or a double edge and a double bane, leave a plain roll; a double edge and one bane is
    one edge; a double bane and one edge is one bane. Capping each side at 2 and taking the
    difference gives exactly those cases."""
    if edges < 0 or banes < 0:
        raise ValueError("edges and banes cannot be negative")
    return _EDGE_OUTCOMES[min(edges, 2) - min(banes, 2)]


def automatic_outcome(tiers) -> int | None:
    """The one automatic tier outcome that several effects leave, or None.

    Seed 001 (自動ティア結果): "それぞれ異なる自動結果を与える複数の効果を受けている場合、それらの効果は
    互いに打ち消し合い、すべての自動結果は無視される。複数の効果が同じ自動結果を与える場合は、その結果を得る":
    different automatic outcomes cancel and all are ignored; the same outcome given twice stands."""
    given = set(tiers or ())
    if any(tier not in (1, 2, 3) for tier in given):
        raise ValueError(f"an automatic outcome is tier 1, 2 or 3, not {sorted(given)}")
    return given.pop() if len(given) == 1 else None


@frozen
class PowerRoll:
    """One power roll, worked out. `total` includes the characteristic, bonuses and a single
    edge or bane; a double edge or bane moves `tier` instead."""

    dice: tuple[int, int]
    natural: int
    modifier: int            # the characteristic (or a monster's flat bonus) added to 2d10
    bonus: int
    edges: int
    banes: int
    edge: EdgeOutcome
    total: int
    tier: int
    automatic: int | None = None


def power_roll(dice: tuple[int, int], modifier: int = 0, *, bonus: int = 0,
               edges: int = 0, banes: int = 0, automatic: int | None = None) -> PowerRoll:
    """Resolve a power roll whose dice came up `dice`.

    `bonus` is the sum of every bonus and penalty; seed 001 applies them "有利や不利とは独立して、
    また有利や不利を計算に入れる前に", so they go into the total before edges and banes.

    `automatic` is an automatic tier outcome (seed 001, 自動ティア結果): it takes precedence over
    edges, banes, bonuses and penalties, and the dice are still rolled only to see whether extras
    such as a critical hit happen, so it also decides the tier of a natural 19-20.
    """
    if automatic is not None and automatic not in (1, 2, 3):
        raise ValueError(f"an automatic outcome is tier 1, 2 or 3, not {automatic}")
    natural = dice[0] + dice[1]
    edge = edge_outcome(edges, banes)
    total = natural + modifier + bonus + edge.bonus
    tier = min(3, max(1, tier_for(total) + edge.tier_shift))
    if natural >= NATURAL_TIER_3:
        # Seed 001: "パワーロールでナチュラル19または20が出た場合、修正値に関わらず常にティア3の結果
        # となり" (a natural 19 or 20 is always tier 3, regardless of modifiers). We read a double
        # bane as one of those modifiers: it modifies the roll's outcome, and the sentence leaves
        # no exception, so a natural 19-20 stays tier 3 even with two or more banes.
        tier = 3
    if automatic is not None:
        tier = automatic
    return PowerRoll(tuple(dice), natural, modifier, bonus, edges, banes, edge, total, tier, automatic)


def roll_2d10(rng: random.Random) -> tuple[int, int]:
    return rng.randint(1, 10), rng.randint(1, 10)


def roll_power(rng: random.Random, modifier: int = 0, *, bonus: int = 0,
               edges: int = 0, banes: int = 0, automatic: int | None = None) -> PowerRoll:
    """Roll 2d10 with `rng` and resolve it; the same generator state gives the same result."""
    return power_roll(roll_2d10(rng), modifier, bonus=bonus, edges=edges, banes=banes, automatic=automatic)


def saving_throw(rng: random.Random) -> tuple[int, bool]:
    """A saving throw against a (save ends) effect: 1d10, the effect ends on 6 or more."""
    die = rng.randint(1, 10)
    return die, die >= SAVE_TARGET


# ---- damage dice (`2d6` in `2d6 + 7 damage`) ----------------------------------------------------

_FULLWIDTH = str.maketrans("０１２３４５６７８９", "0123456789")
_DICE = re.compile(r"([0-9０-９]+)[dDｄＤ]([0-9０-９]+)")
MAX_DICE = 100  # dice of one roll, and faces of one die: an ability never needs more


def dice_spec(text: str) -> tuple[int, int]:
    """(count, faces) of `2d6`; ValueError for anything else or for absurd sizes."""
    match = _DICE.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"not dice: {text!r}")
    count, faces = (int(g.translate(_FULLWIDTH)) for g in match.groups())
    if not (1 <= count <= MAX_DICE and 1 <= faces <= MAX_DICE):
        raise ValueError(f"dice out of range: {text!r}")
    return count, faces


def roll_dice(rng: random.Random, text: str) -> int:
    count, faces = dice_spec(text)
    return sum(rng.randint(1, faces) for _ in range(count))


def mean_dice(text: str) -> Fraction:
    """The exact expected total of `2d6` (7)."""
    count, faces = dice_spec(text)
    return Fraction(count * (faces + 1), 2)
