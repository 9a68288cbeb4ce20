"""`check` of many files on two cores (`check_pool.py`): this process checks files beside one forked worker, in runs
of files that stand together, and every result comes out once, in order, whoever checked it."""

from __future__ import annotations

import os

import pytest

from statblock import check_pool, checking

GOOD = "Slam\nPower Roll + Might:\n≤11: 3 + M damage\n12-16: 6 + M damage\n17+: 9 + M damage\n"
BAD = GOOD.replace("9 + M damage", "9 + M damage; proen")


@pytest.mark.parametrize(("previous", "path", "apart"), [
    ("m/Goblins/Goblins.md", "m/Goblins/Statblocks/Worg.md", False),          # a group's file, then its folders
    ("m/Goblins/Features/Malice.md", "m/Goblins/Statblocks/Worg.md", False),  # folders side by side
    ("m/Goblins/Statblocks/Worg.md", "m/Humans/Humans.md", True),             # the next group
    ("a/Fury/1st/Back.md", "a/Fury/2nd/Roar.md", False),
    ("a/Fury/9th/Deluge.md", "a/Null/1st/Blur.md", True),
    ("lib/001.ability", "lib/002.ability", False),                           # one folder, named relatively
    ("lib/001.ability", "other/002.ability", True),
    ("a.ability", "b.ability", False),
    ("a.ability", "lib/b.ability", True),
])
def test_files_stand_apart_where_a_folder_and_those_beside_it_end(previous, path, apart):
    assert check_pool.apart(previous.replace("/", os.sep), path.replace("/", os.sep)) is apart


def test_runs_shrink_as_the_files_left_grow_few():
    sizes = [check_pool.run_size(left, 2) for left in (10_000, 200, 24, 20, 10, 0)]
    assert sizes == [check_pool.RUN, check_pool.RUN, 6, 5, check_pool.MIN_RUN, check_pool.MIN_RUN]
    assert sizes == sorted(sizes, reverse=True)


def _write_tree(tmp_path, groups: int, each: int) -> list[str]:
    paths = []
    for group in range(groups):
        for number in range(each):
            path = tmp_path / "lib" / f"g{group:02}" / f"{number:02}.ability"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(BAD if number % 3 == 0 else GOOD, encoding="utf-8")
            paths.append(str(path))
    return paths


def _summary(results) -> list[tuple]:
    return [(r.path, r.read, r.abilities, tuple((f.code, f.line, f.column, f.message) for f in r.findings))
            for r in results]


def test_this_process_and_a_worker_check_runs_and_the_results_come_in_order(tmp_path, monkeypatch):
    """Both processes check files (the worker forked after `POOL_AFTER` files), each result once, in the order of
    the files, the same as one process gives."""
    paths = _write_tree(tmp_path, 4, 10)
    checked_by: dict[str, int] = {}
    real = checking.check_bytes

    def noted(path, data, ruleset=None):
        result = real(path, data, ruleset)
        return checking.FileCheck(f"{path}|{os.getpid()}", result.read, result.abilities, result.findings)

    alone = _summary(checking._results(paths, None, 1))
    monkeypatch.setattr(checking, "check_bytes", noted)
    results = list(checking._results(paths, None, 2))
    for result in results:
        path, pid = result.path.split("|")
        checked_by[path] = int(pid)
    assert [(path.split("|")[0], *rest) for path, *rest in _summary(results)] == alone
    assert len(set(checked_by.values())) == 2 and os.getpid() in checked_by.values()
    assert all(checked_by[path] == os.getpid() for path in paths[:checking.POOL_AFTER])


def _dies_in_a_worker(here):
    def check(path, data, ruleset=None):
        if os.getpid() != here:
            os._exit(3)  # (killed: out of memory, say)
        return _REAL(path, data, ruleset)
    return check


_REAL = checking.check_bytes


def test_a_worker_that_dies_leaves_its_files_to_this_process(tmp_path, monkeypatch):
    """A worker killed before it is done (the system out of memory) takes no result with it: its files are
    checked here, and every result is given, in order, with no traceback."""
    paths = _write_tree(tmp_path, 4, 12)
    alone = _summary(checking._results(paths, None, 1))
    monkeypatch.setattr(checking, "check_bytes", _dies_in_a_worker(os.getpid()))
    assert _summary(checking._results(paths, None, 2)) == alone


def test_no_worker_is_forked_for_few_files_left(tmp_path, monkeypatch):
    """Past `POOL_AFTER` files with fewer than `POOL_AFTER` still to read, forking costs more than it gives."""
    paths = _write_tree(tmp_path, 1, checking.POOL_AFTER + checking.POOL_AFTER // 2)
    started = []
    monkeypatch.setattr(check_pool, "start", lambda count: started.append(count))
    assert len(list(checking._results(paths, None, 2))) == len(paths)
    assert not started


def test_reading_ahead_is_bounded_with_a_worker(tmp_path, monkeypatch):
    """With a worker, files are read ahead of the results only as far as the runs in hand need: memory stays
    flat however many files there are."""
    monkeypatch.setattr(checking, "WINDOW", 16)
    paths = _write_tree(tmp_path, 10, 16)
    reads = []
    real = checking.read_bounded
    monkeypatch.setattr(checking, "read_bounded", lambda p: reads.append(p) or real(p))
    results = checking._results(paths, None, 2)
    most = 0
    for count, _ in enumerate(results, 1):
        most = max(most, len(reads) - count)
    assert most <= 16  # (a fixed window, not one for each process)
    assert len(reads) == len(paths)


def _runs_handed(monkeypatch) -> list[list[tuple[str, bytes]]]:
    handed = []
    real = check_pool.Workers.submit

    def submit(self, function, items, ruleset):
        handed.append(items)
        return real(self, function, items, ruleset)

    monkeypatch.setattr(check_pool.Workers, "submit", submit)
    return handed


def test_a_run_is_short_in_files_and_in_bytes_so_results_stream(tmp_path, monkeypatch):
    """A run's results come back together and the results after it wait for them: a run is at most `RUN_MOST`
    files (a folder of 79 files was one run of 64, and the output stood still for 12 s) and `RUN_BYTES` bytes
    (but one file), whatever stands where."""
    paths = _write_tree(tmp_path, 1, 80)                       # one folder: no place where files stand apart
    big = tmp_path / "big"
    big.mkdir()
    # a third of `RUN_BYTES` each: one ability and blank lines (what a run holds is counted in bytes, whatever they
    # say; a thousand abilities a file were 12,000 read in all, most of the test's CPU time)
    text = GOOD + "\n" * (check_pool.RUN_BYTES // 3)
    for number in range(6):
        (big / f"{number:02}.ability").write_text(text, encoding="utf-8")
        paths.append(str(big / f"{number:02}.ability"))
    alone = _summary(checking._results(paths, None, 1))
    handed = _runs_handed(monkeypatch)
    assert _summary(checking._results(paths, None, 2)) == alone
    assert handed and max(len(run) for run in handed) <= check_pool.RUN_MOST
    assert all(len(run) == 1 or sum(len(data) for _, data in run[:-1]) < check_pool.RUN_BYTES for run in handed)
    assert any(len(run) == check_pool.RUN_MOST for run in handed)  # (the cap was reached, not the files' end)


def test_reading_ahead_is_bounded_in_bytes(tmp_path, monkeypatch):
    """Large files are read ahead only as far as `WINDOW_BYTES` (but one file): the reading process's memory does
    not grow with the files' sizes times `WINDOW`."""
    monkeypatch.setattr(checking, "WINDOW_BYTES", 4 * len(GOOD.encode()) * 40)
    paths = []
    for number in range(60):
        path = tmp_path / "lib" / f"{number:02}.ability"
        path.parent.mkdir(exist_ok=True)
        path.write_text((GOOD + "\n") * 40, encoding="utf-8")
        paths.append(str(path))
    reads = []
    real = checking.read_bounded
    monkeypatch.setattr(checking, "read_bounded", lambda p: reads.append(p) or real(p))
    most = 0
    for count, _ in enumerate(checking._results(paths, None, 2), 1):
        most = max(most, len(reads) - count)
    assert most <= 4 + 1
    assert len(reads) == len(paths)


def _slow_in_a_worker(here):
    def check(path, data, ruleset=None):
        if os.getpid() != here and f"{os.sep}g00{os.sep}" not in path and f"{os.sep}g01{os.sep}" not in path:
            import time

            time.sleep(3)
        return _REAL(path, data, ruleset)
    return check


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # (a zombie not yet reaped is not running)
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(not os.path.exists("/proc"), reason="reads a process's state from /proc")
def test_an_interrupted_check_stops_its_workers_at_once(tmp_path, monkeypatch):
    """Interrupted (Ctrl-C to this process alone, or its output's reader gone), the reading process stops its
    workers now, whatever runs they hold: it waited for the runs in their queues, seconds after the interrupt."""
    import time

    paths = _write_tree(tmp_path, 4, 20)
    monkeypatch.setattr(checking, "check_bytes", _slow_in_a_worker(os.getpid()))
    workers = []
    real = check_pool.start
    monkeypatch.setattr(check_pool, "start", lambda count: workers.append(real(count)) or workers[-1])
    results = checking._results(paths, None, 2)
    for _ in range(checking.POOL_AFTER + 1):  # (the last a worker's: its later runs, 3 s a file, are in hand)
        next(results)
    pids = [pid for pool in workers[0]._pools for pid in pool._processes]
    assert pids and all(_alive(pid) for pid in pids)
    began = time.monotonic()
    results.close()
    assert time.monotonic() - began < 10
    assert not any(_alive(pid) for pid in pids)


def test_a_worker_that_dies_leaves_the_others_working(tmp_path, monkeypatch):
    """One worker of several killed: its runs are checked here, and the others are still given runs (every worker
    was left alone once any one had failed)."""
    paths = _write_tree(tmp_path, 12, 10)
    alone = _summary(checking._results(paths, None, 1))
    here = os.getpid()
    first = []

    def check(path, data, ruleset=None):
        if os.getpid() != here and (first or not first.append(1)) and data == BAD.encode() and "g02" in path:
            os._exit(3)
        return _REAL(path, data, ruleset)

    monkeypatch.setattr(checking, "check_bytes", check)
    monkeypatch.setattr(checking, "_workers", lambda jobs, files: 3)
    workers = []
    real = check_pool.start
    monkeypatch.setattr(check_pool, "start", lambda count: workers.append(real(count)) or workers[-1])
    handed = _runs_handed(monkeypatch)
    assert _summary(checking._results(paths, None, 3)) == alone
    pool = workers[0]
    assert len(pool._broken) == 1 and not pool.broken
    last_paths = {path for path, _ in handed[-1]}
    assert any(path in last_paths for path in paths[-40:])  # (runs still handed out near the end)
