"""Work side by side in forked workers (`render/forking.py`): the state inherited, the results all given,
a worker's error raised as it was, and an interrupted run stopping its workers at once."""

from __future__ import annotations

import os
import time

import pytest

from statblock.render.forking import WorkerDied, run_forked


def _square(state, index):
    offset, unpicklable = state
    return os.getpid(), unpicklable(index) + offset


def test_every_index_is_done_by_a_forked_worker_that_inherits_the_state():
    here = os.getpid()
    done = dict(run_forked(_square, (10, lambda n: n * n), 6, 2))  # (a lambda is never pickled: inherited)
    assert sorted(done) == list(range(6))
    assert [value for _, value in (done[i] for i in range(6))] == [10, 11, 14, 19, 26, 35]
    assert all(pid != here for pid, _ in done.values())


def _fails(state, index):
    if index == 1:
        raise ValueError(f"no {index}")
    return index


def test_a_worker_s_error_is_raised_with_its_type():
    with pytest.raises(ValueError, match="no 1"):
        list(run_forked(_fails, None, 3, 2))


def _dies(state, index):
    os._exit(3)


def test_a_worker_that_dies_is_said():
    with pytest.raises(WorkerDied, match="--jobs 1"):
        list(run_forked(_dies, None, 2, 2))


def _slow_after_the_first(state, index):
    if index:
        time.sleep(60)
    return index


def test_a_run_stopped_early_stops_its_workers_at_once():
    """Interrupted (Ctrl-C in the parent alone, or the reader of the results stopping), the workers are
    stopped, not waited for to the end of their work."""
    start = time.monotonic()
    results = run_forked(_slow_after_the_first, None, 3, 2)
    assert next(results) == (0, 0)
    with pytest.raises(KeyboardInterrupt):
        results.throw(KeyboardInterrupt())
    assert time.monotonic() - start < 30
