"""A bound on how long a block of a test may run: against a hang (a loop that never ends, work that grows
faster than the input), never a timing assertion (the machines are shared and noisy: see benchmarks/)."""

from __future__ import annotations

import contextlib
import gc
import signal
import time


@contextlib.contextmanager
def time_bound(seconds: float):
    """Interrupt the Python code of the block with `TimeoutError` after `seconds` of wall time."""
    def expire(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def cpu_seconds(call, repeat: int = 1) -> float:
    """The CPU time of this thread that `call` takes, with the cyclic garbage collector held off: a
    worker of the suite holds a large heap by then, and one full collection of it, which any test may
    happen to trigger, costs more than the work measured (a linear reading looked quadratic). With
    `repeat`, the least of that many runs (a core shared with other work slows some runs, never speeds one)."""
    gc.collect()
    gc.disable()
    try:
        best = float("inf")
        for _ in range(repeat):
            began = time.thread_time()
            call()
            best = min(best, time.thread_time() - began)
        return best
    finally:
        gc.enable()
