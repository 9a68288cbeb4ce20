"""Work run side by side in forked worker processes, for a job too large for one core (printing a long
deck: `printing.print_cards`).

The workers are forked, so that they inherit what the job needs (the cards, the fitting, the loaded
grammar and fonts) instead of being sent it; what they give back is plain data (bytes, strings,
numbers). What was alive before the fork is frozen out of the collector's reach while the workers
start, as `gc.freeze` advises, so that their collections do not copy the pages they share with the
parent. A worker dies with its parent (killed, or stopped by the system), leaves Ctrl-C to it, and
may `tick` to say how far it has got (a progress bar moves as the work does, not a task at a time). A
worker that fails raises its error here (one that cannot be sent back as it is, as `WorkerFailed` with
its type and words); one that dies is a `WorkerDied`, and the others are stopped.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

from ..diagnostics import StatblockError
from ..worker_start import die_with_parent as _start

__all__ = ["WorkerDied", "WorkerFailed", "run_forked", "tick"]

# What a forked worker reads: set before the workers are forked, cleared after (see `run_forked`).
_STATE: tuple | None = None
# Where a worker's ticks go (a queue made before the fork), and the task it is on.
_TICKS = None
_TASK = -1
#: How often (seconds) the parent looks for ticks while it waits for results.
POLL = 0.2


class WorkerDied(StatblockError):
    """A worker process stopped before it gave its result."""


class WorkerFailed(StatblockError):
    """A worker's error that could not be sent back as it was: its type and words."""


def run_forked(function: Callable, state: object, count: int, workers: int) -> Iterator[tuple[int, object]]:
    """`(index, function(state, index))` for each index below `count`, as each is done, computed by
    `workers` forked processes that inherit `state` (a module-level `function`); in between, `(index, None)`
    for each `tick()` a worker made while on task `index`."""
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    from ..collector import frozen_while_forking

    global _STATE, _TICKS
    context = multiprocessing.get_context("fork")
    _STATE, _TICKS = (function, state), context.SimpleQueue()
    ticks = _TICKS
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_start, initargs=(os.getpid(),))
    with frozen_while_forking():  # (the parent's objects out of the workers' collections' reach)
        try:
            try:
                # (a worker may die while tasks are still handed out: `submit` says so as `result` does)
                futures = {pool.submit(_run, index): index for index in range(count)}
                pending = set(futures)
                while pending:
                    finished, pending = wait(pending, timeout=POLL, return_when=FIRST_COMPLETED)
                    while not ticks.empty():
                        yield ticks.get(), None
                    for future in sorted(finished, key=futures.__getitem__):
                        result = future.result()
                        while not ticks.empty():  # (the task's last ticks before its result)
                            yield ticks.get(), None
                        yield futures[future], result
            except BrokenProcessPool:
                raise WorkerDied("a process printing the cards stopped before it was done (out of memory?): "
                                 "try again with --jobs 1") from None
        except BaseException:
            # (interrupted, or a worker failed: the others stop now rather than after their task; Python 3.14's
            # `terminate_workers` says this, earlier ones only through the pool's own table)
            terminate_workers = getattr(pool, "terminate_workers", None)  # (public from Python 3.14)
            if terminate_workers is not None:
                terminate_workers()
            else:
                for process in list((getattr(pool, "_processes", None) or {}).values()):
                    process.terminate()
            raise
        finally:
            _STATE = _TICKS = None
            pool.shutdown(wait=True, cancel_futures=True)


def tick() -> None:
    """Say, from a worker, that its task has got one step further (nothing outside a worker)."""
    if _TICKS is not None and _TASK >= 0:
        _TICKS.put(_TASK)


def _run(index: int):
    import pickle

    global _TASK
    function, state = _STATE
    _TASK = index
    try:
        return function(state, index)
    except Exception as error:
        try:
            pickle.loads(pickle.dumps(error))
        except Exception:  # (an error whose class cannot be made again from its arguments)
            raise WorkerFailed(f"{type(error).__name__}: {error}") from None
        raise
    finally:
        _TASK = -1
