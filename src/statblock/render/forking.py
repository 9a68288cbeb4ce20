"""Work run side by side in forked worker processes, for a job too large for one core (printing a long
deck: `printing.print_cards`).

The workers are forked, so that they inherit what the job needs (the cards, the fitting, the loaded
grammar and fonts) instead of being sent it; what they give back is plain data (bytes, strings,
numbers). What was alive before the fork is frozen out of the collector's reach while the workers
start, as `gc.freeze` advises, so that their collections do not copy the pages they share with the
parent. A worker that fails raises its error here; one that dies (killed, out of memory) is a
`WorkerDied`, and the others are stopped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..diagnostics import StatblockError

__all__ = ["WorkerDied", "run_forked"]

# What a forked worker reads: set before the workers are forked, cleared after (see `run_forked`).
_STATE: tuple | None = None


class WorkerDied(StatblockError):
    """A worker process stopped before it gave its result."""


def run_forked(function: Callable, state: object, count: int, workers: int) -> Iterator[tuple[int, object]]:
    """`(index, function(state, index))` for each index below `count`, as each is done, computed by
    `workers` forked processes that inherit `state` (a module-level `function`)."""
    import gc
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    global _STATE
    _STATE = (function, state)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork"))
    gc.freeze()
    try:
        futures = {pool.submit(_run, index): index for index in range(count)}
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(finished, key=futures.__getitem__):
                try:
                    yield futures[future], future.result()
                except BrokenProcessPool:
                    raise WorkerDied("a process printing the cards stopped before it was done (out of memory?): "
                                     "try again with --jobs 1") from None
    except BaseException:
        # (interrupted, or a worker failed: the others stop now rather than after their segment; Python
        # 3.14's `terminate_workers` says this, earlier ones only through the pool's own table)
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.terminate()
        raise
    finally:
        gc.unfreeze()
        _STATE = None
        pool.shutdown(wait=True, cancel_futures=True)


def _run(index: int):
    function, state = _STATE
    return function(state, index)
