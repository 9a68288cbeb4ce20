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


def test_a_worker_that_dies_while_tasks_are_handed_out_is_said(monkeypatch):
    """A worker can die before the last task is handed out, when `submit` itself says the pool is broken (seen
    under load: BrokenProcessPool came out of `print_cards` instead of WorkerDied)."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    handed = []

    def submit(self, function, *args):
        if handed:
            raise BrokenProcessPool("A child process terminated abruptly")
        handed.append(args)
        return original(self, function, *args)

    original = ProcessPoolExecutor.submit
    monkeypatch.setattr(ProcessPoolExecutor, "submit", submit)
    with pytest.raises(WorkerDied, match="--jobs 1"):
        list(run_forked(_square, (0, abs), 3, 2))


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


def test_a_run_stopped_early_stops_its_workers_by_the_pools_public_call_where_there_is_one(monkeypatch):
    """Python 3.14's `ProcessPoolExecutor.terminate_workers` is the public way to stop a pool's workers at once:
    used where it exists (before 3.14, the pool's own table of processes is all there is)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    calls = []

    def terminate_workers(pool):
        calls.append(pool)
        for child in multiprocessing.active_children():
            child.terminate()

    monkeypatch.setattr(ProcessPoolExecutor, "terminate_workers", terminate_workers, raising=False)
    start = time.monotonic()
    results = run_forked(_slow_after_the_first, None, 3, 2)
    assert next(results) == (0, 0)
    with pytest.raises(KeyboardInterrupt):
        results.throw(KeyboardInterrupt())
    assert len(calls) == 1 and time.monotonic() - start < 30


class _Unsendable(Exception):
    def __init__(self, box, reason):  # (made again from one argument, `args`, it cannot be)
        super().__init__(f"{box}: {reason}")


def _unsendable(state, index):
    raise _Unsendable("card 3", "too wide")


def test_an_error_that_cannot_be_sent_back_is_said_with_its_type_and_words():
    from statblock.render.forking import WorkerFailed

    with pytest.raises(WorkerFailed, match="_Unsendable: card 3: too wide"):
        list(run_forked(_unsendable, None, 2, 2))


def _ticking(state, index):
    from statblock.render.forking import tick

    for _ in range(index + 1):
        tick()
    return index


def test_a_worker_s_ticks_come_before_its_result():
    seen = list(run_forked(_ticking, None, 3, 2))
    for index in range(3):
        mine = [result for task, result in seen if task == index]
        assert mine == [None] * (index + 1) + [index]


_CHILD = """
import os, sys, time
sys.path.insert(0, {tests!r})
from statblock.render.forking import run_forked

def report(state, index):
    os.write(1, f"{{os.getpid()}}\\n".encode())  # (one write: two workers' print() could interleave a pid's digits)
    if index == 0:
        os.kill(os.getppid(), 9)  # the parent is killed while the workers run
    time.sleep(60)

for _ in run_forked(report, None, 2, 2):
    pass
"""


@pytest.mark.slow  # (a process started, and killed)
def test_workers_die_with_their_parent(tmp_path):
    """A parent killed (SIGKILL, the out-of-memory killer, a cancelled job) takes its workers with it:
    they neither run on alone nor keep its output open."""
    import subprocess
    import sys

    from conftest import ROOT

    script = tmp_path / "child.py"
    script.write_text(_CHILD.format(tests=str(ROOT / "tests")))
    start = time.monotonic()
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert time.monotonic() - start < 30  # (the workers' output closed: they are gone)
    pids = [int(line) for line in done.stdout.split()]
    assert pids, done.stderr
    for pid in pids:
        for _ in range(50):
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.1)
        else:
            pytest.fail(f"worker {pid} outlived its parent")


_INTERRUPTED = """
import sys
sys.path.insert(0, {tests!r})
from statblock.render.forking import run_forked
from test_forking import _sleeps

try:
    for _ in run_forked(_sleeps, None, 2, 2):
        pass
except KeyboardInterrupt:
    sys.exit(130)
"""


def _sleeps(state, index):
    time.sleep(60)


@pytest.mark.slow  # (a process started, and interrupted after two seconds)
def test_ctrl_c_is_left_to_the_parent(tmp_path):
    """Ctrl-C reaches the whole group of processes: the workers ignore it (none prints a traceback of its
    own), and the parent stops them at once."""
    import signal
    import subprocess
    import sys

    from bounds import interruptible
    from conftest import ROOT

    script = tmp_path / "interrupted.py"
    script.write_text(_INTERRUPTED.format(tests=str(ROOT / "tests")))
    child = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, start_new_session=True, preexec_fn=interruptible)
    time.sleep(2.0)
    start = time.monotonic()
    os.killpg(child.pid, signal.SIGINT)
    out, err = child.communicate(timeout=60)
    assert time.monotonic() - start < 30
    assert child.returncode == 130 and "Traceback" not in err, err
