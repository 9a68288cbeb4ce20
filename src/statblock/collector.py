"""How a statblock run sets Python's cyclic garbage collector.

Reading abilities makes a great many small objects (tokens, fragments, syntax nodes, effects) that
reference counting frees as soon as they are done with, and few reference cycles. With the default
threshold the collector looks through the young objects every 700 allocations, for cycles that are
rarely there. A run looks every `YOUNG` allocations instead. Measured on the corpus (2026-12-02,
`check --no-cache --jobs 1`): peak memory 42 MiB at 700, 43 MiB at 10,000, 47 MiB at 50,000 (what
it keeps between two looks is bounded by the threshold, so memory stays flat in the number of
files); CPU lower at either higher threshold, by about a tenth, within the machine's noise. 10,000
keeps nearly all of the memory flat. The command line sets it once (`cli.main`), before any
command runs; a program that imports statblock as a library keeps its own setting.

A run's start (the imports of what reads a file, the grammars' tables, the vocabularies, the first file) makes some
three hundred thousand objects that live to its end: looked through every `YOUNG` allocations, they were walked by
twenty-odd collections of the young generation and then again by the older ones, for about 2,000 objects of
garbage in all, the start's own (a tenth of a cold `check` of one file, and 6% of the CPU of a cold `check --jobs 1`
of the published corpus, walks that miss the processor's caches more than they cost in instructions). So the
command line looks every `STARTING` allocations until the first file is read (`settle`, by `pipeline.guarded`),
then freezes what is alive (`gc.freeze`: out of the collector's reach for the rest of the run; a cycle among it
that dies later is never freed, a bounded amount: the start is the same whatever the input) and looks every
`YOUNG` allocations after. The first file, whatever its size, is still looked through every `STARTING` allocations.

While worker processes are forked, what is alive is frozen out of the collector's reach
(`frozen_while_forking`), as the `gc.freeze` documentation advises, and thawed after: unless the caller
had frozen objects of its own, which `gc.unfreeze` would thaw with ours (it thaws all): then nothing is
frozen or thawed here, and the caller's freeze is left as it was found.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["STARTING", "YOUNG", "frozen_while_forking", "settle", "tune"]

#: Allocations (less deallocations) between two collections of the young generation.
YOUNG = 10_000
#: The same while a run starts, until its first file is read (`settle`).
STARTING = 300_000

# the young generation's threshold to set at `settle` (None: no run is starting)
_after_start: list[int | None] = [None]


def tune(starting: bool = True) -> None:
    """Collect the young generation every `STARTING` allocations until `settle`, then every `YOUNG` (never less often
    than already set). Not `starting`: every `YOUNG` from now on (`cli.main` called by a program that runs on, whose
    heap is not a run's start: a test session's, a library caller's; the slow threshold in such a process, a pytest
    worker that calls `main` thousands of times, took the inner loop of the tests from 44 to 73 s)."""
    young, *older = gc.get_threshold()
    if not starting:
        if 0 < young < YOUNG:
            gc.set_threshold(YOUNG, *older)
        return
    if 0 < young < STARTING:
        _after_start[0] = max(young, YOUNG)
        gc.set_threshold(STARTING, *older)


def settle(freeze: bool = True) -> None:
    """The end of a run's start (its first file read), after `tune`: what is alive now is frozen out of the
    collector's reach (unless `freeze` is false or the caller froze objects of its own) and the young generation is
    collected every `YOUNG` allocations from now on. Nothing is done when no run is starting."""
    young = _after_start[0]
    if young is None:
        return
    _after_start[0] = None
    if freeze and not gc.get_freeze_count():
        gc.freeze()
    gc.set_threshold(young, *gc.get_threshold()[1:])


@contextmanager
def frozen_while_forking() -> Iterator[None]:
    """What is alive is out of the collector's reach within the block (workers forked in it never walk the
    parent's objects in their collections, nor copy the pages they share with it), and back after; a caller's
    own freeze (`gc.get_freeze_count()` not 0) is left alone, neither added to nor thawed."""
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
