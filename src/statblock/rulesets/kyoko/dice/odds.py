"""Exact odds of a 虚構侵蝕TRPG check, and the ［状態］ that change its number of dice (seed 004)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction

from .. import catalog, vocabulary
from .reading import MAX_DICE, SIZES, Check, CheckError, normalized, parse_check
from .rolling import RESULTS, judge, result_label
from ....records import frozen

__all__ = ["ACTIVE", "CONDITIONS", "PASSIVE", "CheckOdds", "check_odds", "condition_id", "condition_variant", "dice_changes", "dice_for",
           "odds_of", "value_distribution"]

# ---- exact odds ----------------------------------------------------------------------------------

def value_distribution(size: int, dice: int, advantage: bool = False, disadvantage: bool = False) -> dict[int, Fraction]:
    """Exact P(value = v) of a check, by enumerating the values v (not the rolls): with n dice of
    s sides, P(highest ≤ k) = (k/s)^n; with none, P(lowest of two ≥ k) = ((s-k+1)/s)^2; the cap at
    x and ［有利］/［不利］ (two independent sets, higher or lower) follow."""
    if size not in SIZES:
        raise ValueError(f"no dice size {size}")
    if advantage and disadvantage:
        raise ValueError("a check has ［有利］ or ［不利］, not both")
    if dice > MAX_DICE:
        raise ValueError(f"more than {MAX_DICE} dice")
    sides = SIZES[size]

    def at_most(k: int) -> Fraction:   # P(value ≤ k) for one set, after the cap at `size`
        if k >= size:
            return Fraction(1)
        if k < 1:
            return Fraction(0)
        if dice < 1:
            return 1 - Fraction(sides - k, sides) ** 2
        return Fraction(k, sides) ** dice

    cumulative = {}
    for k in range(0, size + 1):
        one = at_most(k)
        if advantage:
            cumulative[k] = one * one
        elif disadvantage:
            cumulative[k] = 1 - (1 - one) * (1 - one)
        else:
            cumulative[k] = one
    return {v: cumulative[v] - cumulative[v - 1] for v in range(1, size + 1) if cumulative[v] != cumulative[v - 1]}


@frozen
class CheckOdds:
    """Exact probabilities of the four results; they add up to 1. A fumble is never also counted as a
    failure, nor a critical as a success (BCDice flags a fumble as a failure too, a critical as a
    success too: add them up for "any failure" and "any success")."""

    fumble: Fraction
    failure: Fraction
    success: Fraction
    critical: Fraction

    def items(self) -> tuple[tuple[str, Fraction], ...]:
        return tuple((name, getattr(self, name)) for name in RESULTS)

    def to_json(self, lang: str = "en") -> dict:
        return {name: {"fraction": str(value), "probability": float(value), "label": result_label(name, lang)}
                for name, value in self.items()}


def check_odds(x: int, y: int, z: int, advantage: bool = False, disadvantage: bool = False) -> CheckOdds:
    """The exact odds of `KS(x,y)>=z` (with `A` when `advantage`, `D` when `disadvantage`)."""
    sides = SIZES.get(x)
    if sides is None:
        raise ValueError(f"no dice size {x}: one of {sorted(SIZES)}")
    totals = dict.fromkeys(RESULTS, Fraction(0))
    for value, chance in value_distribution(x, y, advantage, disadvantage).items():
        totals[judge(value, sides, z)] += chance
    return CheckOdds(**totals)


def odds_of(check: Check | str) -> CheckOdds:
    """`check_odds` of a parsed (or written) check; a check without a difficulty is KY106."""
    text = check if isinstance(check, str) else None
    if isinstance(check, str):
        check = parse_check(check)
    if check.target is None:
        end = len(text.rstrip()) if text else 1
        raise CheckError(catalog.message("dice.no_target", command=check.command()), "KY106", max(end - 1, 0), end)
    return check_odds(check.size, check.dice, check.target, check.advantage, check.disadvantage)


# ---- conditions that change the number of dice ---------------------------------------------------

# The seed (004, the ［状態］ of the damage chapter):
#   ［散漫］「［散漫］を受けている間、すべての判定のダイスを－1個する。」
#   ［集中］「［集中］を受けている間、すべての判定のダイスを＋1個する。」
#   ［高揚］「［高揚］を受けている間、［対決］における能動判定のダイスに＋1個し、受動判定のダイスに－1個する。」
# So ［散漫］ takes a die from every check and ［集中］ adds one to every check; ［高揚］ changes only
# the checks of a ［対決］ (contest): +1 to the active check, −1 to the passive one, nothing otherwise.
# A condition is held or not (the seed never stacks one with itself), so each counts once. The seed
# says nothing of a check left with 0 dice or fewer: `KS` then rolls two dice and keeps the lower
# (BCDice's rule), so the count is returned as it is, below 1 included.
_CONDITION_IDS = {
    "散漫": "distracted", "distracted": "distracted",
    "集中": "focused", "focused": "focused",
    "高揚": "elated", "elated": "elated",
}
ACTIVE, PASSIVE = "active", "passive"


# the seed's fourteen ［状態］ (the others change no dice); `n` and targets (`崩壊3`, `憎悪／使用者`) are dropped
CONDITIONS = ("瀕死", "死亡", "萎縮", "気絶", "硬直", "憎悪", "散漫", "崩壊", "隠密", "高揚", "再生", "集中", "搭乗", "飛行")


def condition_id(condition: object) -> str | None:
    """`distracted`, `focused` or `elated` for the three conditions that change dice, the Japanese
    name for the seed's other ［状態］, None for a name that is none of them."""
    bare = _bare(condition)
    if bare in _CONDITION_IDS or bare.lower() in _CONDITION_IDS:
        return _CONDITION_IDS.get(bare) or _CONDITION_IDS[bare.lower()]
    if bare not in CONDITIONS:
        found = vocabulary.condition(bare) if bare else None  # an English name of the vocabulary (`Flying`)
        if found is None and bare:   # (another spelling of its word, `昂揚`: as a card reads it, KY039; was KY108)
            found = vocabulary.variant(bare)
        bare = found.ja[0] if found is not None else bare
    return _CONDITION_IDS.get(bare, bare) if bare in CONDITIONS else None


def condition_variant(condition: object) -> tuple[str, str] | None:
    """(the word as written, the rulebook's) when `condition` names a ［状態］ in another spelling of its word (`昂揚`,
    `［委縮］`), else None: read as it, and said (KY039), as on a card."""
    bare = _bare(condition)
    found = vocabulary.variant(bare) if bare else None
    return None if found is None else (bare, found.label("en" if bare.isascii() else "ja"))   # (`Collapse`: `Decay`)


def _bare(condition: object) -> str:
    """A condition's name without its brackets, n or target (`崩壊` of `［崩壊3］`, `憎悪` of `憎悪／使用者`)."""
    name = getattr(condition, "id", None) or getattr(condition, "name", None) or condition
    text = normalized(str(name)).strip().strip("[]［］").strip()
    text = re.split(r"[/／]", text)[0].strip()
    return text if text in _CONDITION_IDS or text.lower() in _CONDITION_IDS else text.rstrip("0123456789").strip()


def dice_changes(conditions: Iterable[object], contest: str | None = None) -> tuple[tuple[str, int], ...]:
    """(condition id, change) for each held condition that changes this check's dice."""
    if contest not in (None, ACTIVE, PASSIVE):
        raise ValueError(f"contest is {ACTIVE!r}, {PASSIVE!r} or None, not {contest!r}")
    held = {condition_id(condition) for condition in conditions}
    changes = []
    if "distracted" in held:
        changes.append(("distracted", -1))
    if "focused" in held:
        changes.append(("focused", +1))
    if "elated" in held and contest is not None:
        changes.append(("elated", +1 if contest == ACTIVE else -1))
    return tuple(changes)


def dice_for(conditions: Iterable[object], base: int, *, contest: str | None = None) -> int:
    """The number of dice of a check of `base` dice under `conditions` (names such as `散漫`,
    `［集中］`, `elated`, or objects with an `id` or `name`); `contest` is "active" or "passive" for
    a check of a ［対決］, None otherwise."""
    return base + sum(change for _, change in dice_changes(conditions, contest))
