"""A bound on how long a block of a test may run: against a hang (a loop that never ends, work that grows
faster than the input), never a timing assertion (the machines are shared and noisy: see benchmarks/)."""

from __future__ import annotations

import contextlib
import signal


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
