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
    sizes = [check_pool.run_size(left, 2) for left in (10_000, 200, 100, 40, 10, 0)]
    assert sizes == [check_pool.RUN, check_pool.RUN, 25, 10, check_pool.MIN_RUN, check_pool.MIN_RUN]
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
    assert most <= 16 * 2
    assert len(reads) == len(paths)
