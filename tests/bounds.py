"""A bound on how long a block of a test may run: against a hang (a loop that never ends, work that grows
faster than the input), never a timing assertion (the machines are shared and noisy: see benchmarks/)."""

from __future__ import annotations

import contextlib
import gc
import re
import signal
import time


#: A block that waits rather than computes is stopped after this many times its bound in wall time.
WALL_FACTOR = 10

#: CPU seconds `_reference_work` takes on a quiet machine: the one the bounds were set on, where the regex floor of
#: `benchmarks/bench_check.py` took 0.140 s. (Measured at 0.022-0.026 s on 2026-12-05, in a state where that floor
#: took 0.62-0.76 s, and scaled; rounded down, so that a slow state is never underrated.)
QUIET_REFERENCE = 0.005
#: How long a measure of the machine's state is trusted before it is taken again (the state drifts over a run).
SLOWNESS_AGE = 60.0

_WORDS = re.compile(r"\w+|[^\w\s]")
_LINES = [f"Ability {n}: ≤11: {n % 7} + M damage; push {n % 3}, A < WEAK, prone (save ends) 対象に{n}点のダメージ"
          for n in range(1000)]
_measured: list[float] = []   # [when, slowness]


def _reference_work() -> int:
    """A fixed piece of work of the kind the project does (the benchmarks' regex floor over fixed lines, and plain
    Python counting the words): its time, against `QUIET_REFERENCE`, is how slow the machine runs now."""
    counts: dict[str, int] = {}
    for line in _LINES:
        for word in _WORDS.findall(line):
            counts[word.lower()] = counts.get(word.lower(), 0) + 1
    return len(counts)


def slowness(fresh: bool = False) -> float:
    """How many times slower than the quiet machine this one runs now (at least 1): the least CPU time of five runs of
    `_reference_work`, against `QUIET_REFERENCE`. Remembered for `SLOWNESS_AGE` seconds unless `fresh`.

    A bound of CPU time is scaled by it, the house's rule for speed (a ratio to a floor measured in the same run):
    the shared machines have run the whole suite four times slower for hours, with nothing else on them, and a bound
    set on a quiet machine then failed work that was as fast as ever, relatively."""
    now = time.monotonic()
    if fresh or not _measured or now - _measured[0] > SLOWNESS_AGE:
        _measured[:] = [now, max(1.0, cpu_seconds(_reference_work, repeat=5) / QUIET_REFERENCE)]
    return _measured[1]


@contextlib.contextmanager
def time_bound(seconds: float):
    """Interrupt the Python code of the block with `TimeoutError` after `seconds` of this process's CPU time on a
    quiet machine (scaled by `slowness`), or `WALL_FACTOR` times that of wall time (a block that waits). CPU time, not
    wall time: on a shared machine under load (a whole suite and other jobs on two cores) a linear reading of a long
    input took more than its bound in wall time while using a fraction of it in CPU."""
    factor = slowness()
    quiet, seconds = seconds, seconds * factor

    def expire(signum, frame):
        said = f"{quiet:g} s on a quiet machine; the machine runs {factor:.1f}x slower now"
        raise TimeoutError(f"still running after {seconds:.1f} s of CPU time ({said})" if signum == signal.SIGPROF
                           else f"still running after {seconds * WALL_FACTOR:.1f} s ({said})")

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
