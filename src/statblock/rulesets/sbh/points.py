"""A profile's points: the Song of Blades and Heroes formula, in exact integer arithmetic.

    points = max(1, round_half_up(((max(C, 1/5) × 5 + Σ rule points) × (7 − Q)) / 2))

`max(C, 1/5) × 5` is `5 × C`, or 1 for Combat 0. Halves are rounded up, as the community builder
does (Python's `round` rounds halves to even and would make Q4+ C3 22 instead of 23): for a whole
number `n`, `round_half_up(n / 2)` is `(n + 1) // 2`, negative `n` included. No float is involved.
"""

from __future__ import annotations

__all__ = ["profile_points"]


def profile_points(quality: int, combat: int, rule_points: int) -> int:
    """One model's points for Quality `quality`+ (2..6), Combat `combat` and its rules' total cost."""
    base = max(5 * combat, 1)
    doubled = (base + rule_points) * (7 - quality)   # twice the points before rounding
    return max(1, (doubled + 1) // 2)
