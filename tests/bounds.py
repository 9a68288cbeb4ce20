"""A bound on how long a block of a test may run: against a hang (a loop that never ends, work that grows
faster than the input), never a timing assertion (the machines are shared and noisy: see benchmarks/)."""

from __future__ import annotations

import contextlib
import gc
import signal
import time


#: A block that waits rather than computes is stopped after this many times its bound in wall time.
WALL_FACTOR = 10


@contextlib.contextmanager
def time_bound(seconds: float):
    """Interrupt the Python code of the block with `TimeoutError` after `seconds` of this process's CPU time, or
    `WALL_FACTOR` times that of wall time (a block that waits). CPU time, not wall time: on a shared machine under load
    (a whole suite and other jobs on two cores) a linear reading of a long input took more than its bound in wall time
    while using a fraction of it in CPU."""
    def expire(signum, frame):
        raise TimeoutError(f"still running after {seconds} s of CPU time" if signum == signal.SIGPROF
                           else f"still running after {seconds * WALL_FACTOR} s")

    previous = signal.signal(signal.SIGPROF, expire), signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, seconds * WALL_FACTOR)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, previous[0])
        signal.signal(signal.SIGALRM, previous[1])


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


def interruptible() -> None:
    """`preexec_fn` of a child process a test sends Ctrl-C (SIGINT): its default disposition, as a program started
    from a terminal has it, even when the suite itself runs with SIGINT ignored (a background job of a script,
    `nohup`), which the child would inherit: Python then installs no KeyboardInterrupt handler, and the child
    ignored the test's Ctrl-C (the serve and forking tests failed so, the command under test right)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
