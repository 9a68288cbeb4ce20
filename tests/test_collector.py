"""The collector setting of a statblock run (`statblock/collector.py`)."""

from __future__ import annotations

import gc
import os

import pytest

from statblock import collector


@pytest.fixture
def threshold():
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


@pytest.mark.parametrize(("before", "starting", "after"), [
    ((700, 10, 10), (collector.STARTING, 10, 10), (collector.YOUNG, 10, 10)),                    # the default: raised
    ((collector.YOUNG * 2, 5, 5), (collector.STARTING, 5, 5), (collector.YOUNG * 2, 5, 5)),    # already higher: kept
    ((collector.STARTING * 2, 5, 5), (collector.STARTING * 2, 5, 5), (collector.STARTING * 2, 5, 5)),
    ((0, 10, 10), (0, 10, 10), (0, 10, 10)),                                    # 0 turns collection off: left off
])
def test_a_run_collects_the_young_generation_less_often_never_more(threshold, before, starting, after):
    gc.set_threshold(*before)
    collector.tune()
    assert gc.get_threshold() == starting
    collector.settle(freeze=False)
    assert gc.get_threshold() == after
    collector.settle(freeze=False)  # (once: a run started stays started)
    assert gc.get_threshold() == after


def test_settling_freezes_what_is_alive_once_a_run_has_started(threshold, thawed):
    collector.settle()  # no run started (`tune`, by the command line): a library's caller keeps its setting
    assert gc.get_freeze_count() == 0
    gc.set_threshold(700, 10, 10)
    collector.tune()
    alive = [[] for _ in range(3)]
    collector.settle()
    try:
        assert gc.get_threshold()[0] == collector.YOUNG
        assert not any(_in_reach(obj) for obj in alive)
    finally:
        gc.unfreeze()


_FIRST_FILE = """
import gc, sys
from statblock import checking
from statblock.cli import main

events = []
gc.callbacks.append(lambda phase, info: phase == "start" and events.append("collection"))
check_bytes = checking.check_bytes


def checked(*args):
    events.append("frozen-file" if gc.get_freeze_count() else "file")
    return check_bytes(*args)


checking.check_bytes = checked
sys.argv = ["statblock", "check", "--no-cache", "--jobs", "1", *sys.argv[1:]]
code = main()   # (as the command line runs it: a call with its own words is a program's, `collector.tune`)
print(code, " ".join(events))
"""


@pytest.mark.slow  # (a process of its own: the start of a run is what is measured)
def test_a_run_s_start_is_not_walked_by_young_collections(tmp_path):
    """A run's start (its imports, tables and vocabularies, its first file) made some 300,000 objects that live to its
    end: looked for cycles every `YOUNG` allocations, they were walked by a dozen collections (6% of the CPU of a cold
    check of the published corpus). Now no collection runs while the first file is read, and what is alive after it
    is frozen."""
    import subprocess
    import sys

    files = []
    for number in range(2):
        path = tmp_path / f"file{number}.ability"
        path.write_text(f"Strike {number}\nMain action · Melee 1 · One creature\nPower Roll + Might:\n"
                        "≤11: 3 damage\n12-16: 5 damage; push 1\n17+: 7 damage; prone\n", encoding="utf-8")
        files.append(str(path))
    done = subprocess.run([sys.executable, "-c", _FIRST_FILE, *files], capture_output=True, text=True, check=True,
                          env={**os.environ, "STATBLOCK_CACHE_DIR": str(tmp_path / "cache")})
    code, events = done.stdout.splitlines()[-1].split(" ", 1)  # (after what `check` says)
    assert code == "0"
    assert events.split()[:2] == ["file", "frozen-file"], events


def test_the_command_line_sets_it_before_any_command(threshold, capsys):
    from statblock.cli import main

    gc.set_threshold(700, 10, 10)
    assert main(["rulesets"]) == 0
    assert gc.get_threshold()[0] == collector.YOUNG


def test_what_is_alive_is_frozen_while_workers_are_forked_and_thawed_after(thawed):
    with collector.frozen_while_forking():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0


def _in_reach(obj: object) -> bool:
    """Whether the collector walks `obj` (`gc.get_objects` lists every generation but the frozen one)."""
    return any(seen is obj for seen in gc.get_objects())


def test_a_callers_own_freeze_is_left_as_it_was_found(thawed):
    """`gc.unfreeze` thaws every frozen object: after forking, a caller that had frozen its own (a long-running
    server, this suite) found them thawed (the pool's freeze and thaw around its workers). Asked of objects, not
    of `gc.get_freeze_count()`: a frozen object that dies leaves the frozen generation, so the count falls while
    another test's garbage is freed (it did, by 2, on CI)."""
    frozen_by_the_caller = [[] for _ in range(3)]
    gc.freeze()
    kept = [[] for _ in range(3)]  # made after the caller's freeze: not frozen by the block either
    assert not any(_in_reach(obj) for obj in frozen_by_the_caller) and all(_in_reach(obj) for obj in kept)
    with collector.frozen_while_forking():
        assert not any(_in_reach(obj) for obj in frozen_by_the_caller)
        assert all(_in_reach(obj) for obj in kept)
    assert not any(_in_reach(obj) for obj in frozen_by_the_caller)
    assert all(_in_reach(obj) for obj in kept)
    gc.unfreeze()


def test_a_program_s_call_of_main_never_holds_collections_off_nor_freezes(threshold, thawed, tmp_path, monkeypatch):
    """`main([...])` called by a program that runs on (a test session, a library's caller) is no run's start: its
    heap is the program's. The threshold is only ever `YOUNG` and nothing is frozen (the start's `STARTING` in a
    pytest worker took the inner loop from 44 to 73 s)."""
    from statblock.cli import main

    path = tmp_path / "strike.ability"
    path.write_text("Strike\nMain action · Melee 1 · One creature\nEffect: 3 damage\n", encoding="utf-8")
    set_to = []
    real = gc.set_threshold
    monkeypatch.setattr(gc, "set_threshold", lambda *values: (set_to.append(values[0]), real(*values)))
    real(700, 10, 10)
    assert main(["check", "--no-cache", "--jobs", "1", str(path)]) == 0
    assert set_to and set(set_to) == {collector.YOUNG} and gc.get_freeze_count() == 0
