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
