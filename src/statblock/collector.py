"""How a statblock run sets Python's cyclic garbage collector.

Reading abilities makes a great many small objects (tokens, fragments, syntax nodes, effects) that
reference counting frees as soon as they are done with, and almost no reference cycles. With the
default threshold the collector looks through the young objects every 700 allocations, for cycles
that are nearly never there: about 6% of the time of a cold pass over the corpus's tier lines
(`benchmarks/bench_tier_lines.py`). A run looks every `YOUNG` allocations instead; what it keeps
alive between two looks is bounded by that number, so memory stays flat (`benchmarks/bench_check.py`
measures it). The command line sets it once (`cli.main`), before any command runs; a program that
imports statblock as a library keeps its own setting.
"""

from __future__ import annotations

import gc

__all__ = ["YOUNG", "tune"]

#: Allocations (less deallocations) between two collections of the young generation.
YOUNG = 50_000


def tune() -> None:
    """Collect the young generation every `YOUNG` allocations (never less often than already set)."""
    young, *older = gc.get_threshold()
    if 0 < young < YOUNG:
        gc.set_threshold(YOUNG, *older)
