"""The collector setting of a statblock run (`statblock/collector.py`)."""

from __future__ import annotations

import gc

import pytest

from statblock import collector


@pytest.fixture
def threshold():
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


@pytest.mark.parametrize(("before", "after"), [
    ((700, 10, 10), (collector.YOUNG, 10, 10)),                    # the default: raised
    ((collector.YOUNG * 2, 5, 5), (collector.YOUNG * 2, 5, 5)),    # already higher: kept
    ((0, 10, 10), (0, 10, 10)),                                    # 0 turns collection off: left off
])
def test_a_run_collects_the_young_generation_less_often_never_more(threshold, before, after):
    gc.set_threshold(*before)
    collector.tune()
    assert gc.get_threshold() == after


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
