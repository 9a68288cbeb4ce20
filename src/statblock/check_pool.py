"""The worker processes of `statblock check` over many files (`checking.py`), and the runs of files they take.

The process that reads the files checks files too: it forks one worker fewer than the processes it may use
(on two cores, one worker), after it has checked the first few files itself, so that a worker is born with the
modules, the grammar's tables and the caches that those files filled. Work is handed out in runs of files that
stand side by side (a folder and the folders beside it share words, clauses and whole abilities, which each
process's caches and memos then read once), each run one task: a worker is sent a run's bytes at once and gives
back its results at once, instead of one message each way per file, each waiting on the parent's threads.

A worker is given a run whenever it has fewer than `QUEUED` runs of its own not done, so it never waits for the
next one; otherwise the reading process checks the run itself. Runs are cut shorter as the files left to read
grow fewer (`run_size`), so that no process is left with a long run while the others wait at the end. A run is
short, in files (`RUN_MOST`) and in bytes (`RUN_BYTES`): its results come back together, and the results after
its files wait for it, so a long run held the output back for seconds.

A worker dies with the reading process (killed, `kill -TERM`) and leaves Ctrl-C to it; the reading process stops
its workers at once when it ends early (`stop`: interrupted, or its reader gone), not after the runs they hold.
A worker that dies, or cannot be given a run, is left alone from then on; the others go on.
"""

from __future__ import annotations

import os
from .worker_start import die_with_parent as _start

__all__ = ["QUEUED", "Run", "RUN", "RUN_BYTES", "RUN_MOST", "MIN_RUN", "Workers", "apart", "run_size", "start"]

#: Files in a run before it may end where files stand apart, and at least (but the last): see `run_size`.
RUN = 8
MIN_RUN = 4
#: Files at most in a run, wherever they stand, and bytes (but a run always has one file, however large).
RUN_MOST = 16
RUN_BYTES = 256 * 1024
#: Runs a worker has in hand (the one it checks and those waiting) before the reading process keeps one.
QUEUED = 2


def run_size(left: int, processes: int) -> int:
    """The files a run should have when `left` files are still to be read by `processes` processes: `RUN` at
    most, and about a fourth of each process's share of what is left, so that the last runs are
    short and the processes end together."""
    return max(MIN_RUN, min(RUN, left // (2 * processes)))


def apart(previous: str, path: str) -> bool:
    """Whether `path`, found after `previous`, stands apart from it: in neither its folder, nor a folder
    under it, nor one beside it (a monster's group file, its `Statblocks/` and its `Features/` are together;
    the next monster's folder is apart). A run is ended where files stand apart, once it is long enough."""
    folder = os.path.dirname(previous)
    near = os.path.dirname(folder) or folder
    return not path.startswith(near + os.sep) if near not in ("", os.sep) else os.path.dirname(path) != folder


class Run:
    """A run of files handed to a worker: its future, and the files themselves, which this process checks
    if the worker dies before it is done (`results`)."""

    __slots__ = ("future", "items", "ruleset", "_results")

    def __init__(self, future, items: list[tuple[str, bytes]], ruleset: str | None) -> None:
        self.future, self.items, self.ruleset, self._results = future, items, ruleset, None

    def done(self) -> bool:
        return self._results is not None or self.future is None or self.future.done()

    def results(self, check_run) -> list:
        if self._results is None:
            from concurrent.futures.process import BrokenProcessPool

            try:
                if self.future is None:
                    raise BrokenProcessPool
                self._results = self.future.result()
            except BrokenProcessPool:  # (a worker killed, out of memory: its files are checked here instead)
                self._results = check_run(self.items, self.ruleset)
            self.items = None
        return self._results


class Workers:
    """`count` forked worker processes, each with its own queue of runs (a run is checked by one worker, in
    order; a worker is given the next run only when it has fewer than `QUEUED`, and none once it failed)."""

    def __init__(self, count: int, context) -> None:
        from concurrent.futures import ProcessPoolExecutor

        from .collector import frozen_while_forking

        # What is alive now (modules, grammar, caches) is out of the collector's reach while the
        # workers are forked, as the `gc.freeze` documentation advises: their collections never walk
        # the parent's objects, nor copy the pages they share with it (about 8% less CPU on the
        # corpus). A worker starts at its first task; the parent collects as before after that.
        with frozen_while_forking():
            self._pools = [ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=_start,
                                               initargs=(os.getpid(),)) for _ in range(count)]
            for pool in self._pools:
                pool.submit(int)
        self._runs: list[list] = [[] for _ in self._pools]   # each worker's runs not known to be done
        self._broken: set[int] = set()                        # the workers that failed: given no more runs

    @property
    def broken(self) -> bool:
        """Whether every worker failed (this process checks every file from then on)."""
        return len(self._broken) == len(self._pools)

    def hungry(self) -> bool:
        """Whether a worker that has not failed has fewer than `QUEUED` runs not done."""
        in_hand = self._in_hand()
        return any(count < QUEUED for index, count in enumerate(in_hand) if index not in self._broken)

    def _in_hand(self) -> list[int]:
        for runs in self._runs:
            runs[:] = [run for run in runs if not run.done()]
        return [len(runs) for runs in self._runs]

    def submit(self, function, items: list[tuple[str, bytes]], ruleset: str | None) -> Run:
        """`function(items, ruleset)` in the worker with the fewest runs in hand (of those that have not failed),
        as a `Run` (one this process checks when it is asked for, if none is left)."""
        from concurrent.futures.process import BrokenProcessPool

        in_hand = self._in_hand()
        alive = [index for index in range(len(in_hand)) if index not in self._broken]
        future = None
        if alive:
            index = min(alive, key=in_hand.__getitem__)
            try:
                future = self._pools[index].submit(function, items, ruleset)
            except (BrokenProcessPool, RuntimeError):  # (this worker died: the run is checked here when asked for)
                self._broken.add(index)
            else:
                self._watch(index, future)
        run = Run(future, items, ruleset)
        if future is not None:
            self._runs[index].append(run)
        return run

    def _watch(self, index: int, future) -> None:
        """Mark worker `index` as failed when `future` ends with its pool broken (the worker killed)."""
        from concurrent.futures.process import BrokenProcessPool

        def done(future) -> None:
            if not future.cancelled() and isinstance(future.exception(), BrokenProcessPool):
                self._broken.add(index)

        future.add_done_callback(done)

    def hand_patterns(self) -> None:
        """The regular expressions each worker compiled, handed to this process's store (`regex_store.adopt`),
        which alone writes them when the run ends."""
        from concurrent.futures.process import BrokenProcessPool

        from . import regex_store

        for pool in self._pools:
            try:
                regex_store.adopt(*pool.submit(regex_store.learned).result())
            except (BrokenProcessPool, RuntimeError):  # (a worker gone: its patterns are compiled again next time)
                pass

    def shutdown(self) -> None:
        """End the workers once they are idle (every run given out is done)."""
        for pool in self._pools:
            pool.shutdown()

    def stop(self) -> None:
        """End the workers now, whatever runs they hold (the command interrupted, or its reader gone): the runs
        already in a worker's queue cannot be cancelled, and waiting for them kept an interrupted `check` alive
        for seconds."""
        for pool in self._pools:
            for process in list((getattr(pool, "_processes", None) or {}).values()):
                try:
                    process.kill()
                except (OSError, ValueError):  # (gone already, or closed)
                    pass
        for pool in self._pools:
            pool.shutdown(wait=True, cancel_futures=True)


def start(count: int) -> Workers:
    """`count` workers, forked where the system can (they inherit what this process has loaded)."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return Workers(count, multiprocessing.get_context("fork" if "fork" in methods else None))
