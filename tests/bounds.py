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


def cpu_seconds(call) -> float:
    """The CPU time of this thread that `call` takes, with the cyclic garbage collector held off: a
    worker of the suite holds a large heap by then, and one full collection of it, which any test may
    happen to trigger, costs more than the work measured (a linear reading looked quadratic)."""
    gc.collect()
    gc.disable()
    try:
        began = time.thread_time()
        call()
        return time.thread_time() - began
    finally:
        gc.enable()
