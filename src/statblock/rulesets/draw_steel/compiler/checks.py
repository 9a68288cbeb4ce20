"""Rules-aware checks on a parsed ability, beyond vocabulary."""

from __future__ import annotations

import functools
import re

from .. import ast
from ....diagnostics import Diagnostic, Severity
from ....messages import Listing, msg

__all__ = ["check_ability", "EXPECTED_RANGES", "names_its_tier", "range_label"]

# What each tier label must say, in its folded form.
EXPECTED_RANGES = {1: ("≤11", "<=11", "11以下", "≦11"), 2: ("12-16", "12–16", "12—16", "12~16", "12〜16", "12～16"),
                   3: ("17+", "17以上", "17＋", ">=17", "≥17", "≧17")}
_CANONICAL = {1: "≤11", 2: "12-16", 3: "17+"}
_FULL_WIDTH = str.maketrans({**{chr(0xFF10 + n): str(n) for n in range(10)}, "－": "-", "−": "-", "＋": "+", "＜": "<", "＞": ">", "＝": "="})


# The range said in words (`11 or lower`), folded
_WORDED = {1: ("11orlower", "11orless", "11orbelow"), 2: ("12to16",), 3: ("17orhigher", "17ormore", "17orabove")}
# `Tier 1`, `ティア1 (11以下)`, folded: the tier named, and the range written after it, if any
_NAMED = re.compile(r"(?:tier|ティア)([1-3])(?:\((.*)\))?")


def range_label(label: str) -> str:
    """A tier label folded: no bullet, colon or spaces, full-width digits and signs half-width."""
    return _folded_label(label)


def _folded_label(label: str) -> str:
    text = label.strip(" \t-*•・･●■✦★✸◆◇:：")
    # full-width digits and signs as a Japanese keyboard types them (`１２－１６`, `＜＝１１`, `１７＋`)
    text = text.translate(_FULL_WIDTH)
    return "".join(text.split())


def _says_its_range(label: str, number: int) -> bool:
    """The folded label is one way to write tier `number`: its range, the range in words, or the tier
    named (`Tier 1`), alone or with its range in brackets (`ティア1(11以下)`, as seed 000 writes it)."""
    named = _NAMED.fullmatch(label.lower().replace("（", "(").replace("）", ")"))
    if named is not None:
        return int(named.group(1)) == number and (named.group(2) is None or _says_its_range(named.group(2), number))
    return label in EXPECTED_RANGES[number] or label.lower() in _WORDED.get(number, ())


def names_its_tier(label: str, number: int) -> bool:
    """The tier label as written (`１２－１６`, `ティア2`, `12 to 16`) is one way to write tier `number`."""
    return number in EXPECTED_RANGES and _says_its_range(_folded_label(label), number)


def check_ability(ability: ast.Ability) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    for roll in ability.all_rolls():
        found.extend(_check_tiers(ability, roll))
    return found


# (remembered: a corpus writes a handful of labels, thousands of times)
_label_says = functools.lru_cache(maxsize=1024)(lambda label, number: _says_its_range(_folded_label(label), number))


def _check_tiers(ability: ast.Ability, roll: ast.PowerRoll) -> list[Diagnostic]:
    out = []
    numbers = []
    for tier in roll.tiers:
        if tier.number is None:
            out.append(Diagnostic("SB120", Severity.ERROR, msg("tier.unreadable", label=tier.label.text),
                                  tier.label.span, ability.name))
            continue
        numbers.append((tier.number, tier))
        if not _label_says(tier.label.text, tier.number):
            right = _CANONICAL[tier.number]
            out.append(Diagnostic("SB120", Severity.ERROR,
                                  msg("tier.range", number=tier.number, right=right,
                                      label=tier.label.text.rstrip(":：")),
                                  tier.label.span, ability.name, msg("tier.write", right=right)))
    seen = [n for n, _ in numbers]
    if seen and seen != sorted(seen):
        for (previous, _), (number, tier) in zip(numbers, numbers[1:]):
            if number < previous:
                out.append(Diagnostic("SB122", Severity.ERROR, msg("tier.order", number=number, previous=previous),
                                      tier.label.span, ability.name))
                break
    # (a header with no tier line under it at all, `Power Roll + Might:` then `Tier 1 -` lines, is no
    # less a power roll without its tiers)
    if (roll.tiers or roll.kind == "power_roll") and sorted(set(seen)) != [1, 2, 3] or len(seen) != len(set(seen)):
        missing = [_CANONICAL[n] for n in (1, 2, 3) if n not in seen]
        repeated = sorted({_CANONICAL[n] for n in seen if seen.count(n) > 1})
        problem = None
        if missing:
            problem = msg("tier.missing", tiers=Listing(tuple(missing)))
        elif repeated:
            problem = msg("tier.repeated", tiers=Listing(tuple(repeated)))
        if problem:
            anchor = _tier_anchor(numbers, missing, repeated) or roll.span or ability.span
            out.append(Diagnostic("SB121", Severity.ERROR, msg("tier.count", problem=problem),
                                  anchor, ability.name))
    return out


def _tier_anchor(numbers, missing: list[str], repeated: list[str]):
    """Where a tier is missing or given twice: the second of a repeated tier, else the tier line
    that follows the gap (the last tier line when the gap is at the end)."""
    if repeated:
        seen = set()
        for number, tier in numbers:
            if number in seen:
                return tier.label.span
            seen.add(number)
    if missing and numbers:
        first_missing = min(number for number, label in _CANONICAL.items() if label in missing)
        after = [tier for number, tier in numbers if number > first_missing]
        return (after[0] if after else numbers[-1][1]).label.span
    return None
