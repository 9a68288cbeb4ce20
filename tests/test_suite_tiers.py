"""The two tiers of the suite: `pytest -m "not slow"` (the inner loop) and the whole suite.

Property tests try all their examples in the whole suite and a tenth in the inner loop
(`conftest.examples`); what is marked slow runs only in the whole suite.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import MEMORY_FOLDER, MEMORY_ROOM, ROOT, _room, _temp_in_memory, examples


def test_examples_follow_the_tier_of_this_run(request):
    inner = "not slow" in (request.config.option.markexpr or "")
    assert examples(400) == (40 if inner else 400)
    assert examples(100) == (25 if inner else 100)  # never fewer than 25


def test_property_tests_have_no_deadline():
    """A per-example deadline fails a test by the machine's load, not by the code (conftest's profile)."""
    from hypothesis import settings

    assert settings.default.deadline is None
    assert settings(max_examples=5).deadline is None  # a test's own settings inherit it


@pytest.mark.slow
@pytest.mark.parametrize("marks", ["not slow", ""])
def test_each_tier_gets_its_own_count(marks):
    """The test above, run by a pytest of each tier, passes in both: each tier sees its own count."""
    test = "tests/test_suite_tiers.py::test_examples_follow_the_tier_of_this_run"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                           "-m", marks, test], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr


def test_the_collected_suite_is_out_of_the_collectors_sight():
    """conftest.freeze_the_heap: what was alive when the suite was collected (modules, tests) is frozen, so that a
    full collection walks only what the tests made since."""
    import gc

    assert gc.get_freeze_count() > 10_000  # (44,000 with this file alone collected)


def test_the_young_generation_is_collected_as_usual_once_the_suite_is_collected(monkeypatch):
    """conftest: the young generation is collected rarely (every `collector.STARTING` allocations) only while the
    suite starts and is collected; `pytest_collection_finish` sets back the threshold that was set before. (Tried on
    the hooks themselves: the threshold a test sees depends on the tests before it in its worker, since a command run
    in process that stops before its first file, a usage error, leaves `collector.tune`'s starting threshold.)"""
    import gc

    import conftest
    from statblock import collector

    assert conftest._THRESHOLD_BEFORE[0] < collector.STARTING
    saved = gc.get_threshold()
    monkeypatch.setattr(conftest, "_THRESHOLD_BEFORE", (700, 10, 10))
    try:
        gc.set_threshold(700, 10, 10)
        conftest._collect_rarely_while_starting()
        assert gc.get_threshold() == (collector.STARTING, 10, 10)
        conftest.pytest_collection_finish(None)
        assert gc.get_threshold() == (700, 10, 10)
    finally:
        gc.set_threshold(*saved)


def test_time_bounds_scale_with_the_machines_state(monkeypatch):
    """A bound of CPU time is set for a quiet machine and scaled by how slow the machine runs now (`slowness`):
    a block that spins is stopped after its bound times that factor, never before it."""
    import time

    import bounds

    assert bounds.slowness(fresh=True) >= 1.0
    monkeypatch.setattr(bounds, "_measured", [time.monotonic(), 10.0])
    # (the wall-time bound out of the way: under a load of 13 on two cores it fired first, before 0.1 s of CPU)
    monkeypatch.setattr(bounds, "WALL_FACTOR", 1000)
    began = time.process_time()
    with pytest.raises(TimeoutError, match=r"of CPU time \(0\.02 s on a quiet machine; the machine runs 10\.0x slower"):
        with bounds.time_bound(0.02):
            while True:
                pass
    # (past the unscaled bound by far: the kernel counts a profiling timer's CPU time in ticks, not as
    # `process_time` does, and under load it fired after 0.099 s of a 0.15 s bound; here 0.2 s)
    assert time.process_time() - began >= 0.1


def test_slowness_is_measured_again_once_old(monkeypatch):
    import time

    import bounds

    monkeypatch.setattr(bounds, "_measured", [time.monotonic() - bounds.SLOWNESS_AGE - 1, 1000.0])
    assert bounds.slowness() < 1000.0   # measured again: no machine is a thousand times slower
    monkeypatch.setattr(bounds, "_measured", [time.monotonic(), 1000.0])
    assert bounds.slowness() == 1000.0  # ... and remembered while fresh


def _filesystem(path: Path) -> str:
    """The type of the filesystem `path` is on, by the longest mount point above it (/proc/mounts)."""
    best, kind = "", "?"
    with open("/proc/mounts", encoding="utf-8") as mounts:
        for line in mounts:
            _, point, fstype, *_ = line.split()
            point = point.replace("\\040", " ")
            if (str(path) == point or str(path).startswith(point.rstrip("/") + "/")) and len(point) > len(best):
                best, kind = point, fstype
    return kind


def test_the_tests_temporary_files_are_in_memory_where_the_machine_has_a_tmpfs(tmp_path, tmp_path_factory):
    """conftest._temp_in_memory: every `tmp_path` (and the check cache the session makes there) is on tmpfs, where an
    fsync of the code under test costs nothing; each xdist worker in a folder of its own under the run's."""
    memory = os.path.isdir(MEMORY_FOLDER) and os.access(MEMORY_FOLDER, os.W_OK) and _filesystem(Path(MEMORY_FOLDER))
    if memory and _room(MEMORY_FOLDER) < MEMORY_ROOM:  # (a small /dev/shm, as a container's 64 MB: not chosen)
        memory = "too small"
    chosen = os.environ.get("TMPDIR") or os.environ.get("PYTEST_DEBUG_TEMPROOT") not in (None, "", MEMORY_FOLDER)
    if memory == "tmpfs" and not chosen:
        assert tmp_path.resolve().is_relative_to(Path(MEMORY_FOLDER).resolve())
        assert _filesystem(tmp_path.resolve()) == "tmpfs"
        assert Path(os.environ["STATBLOCK_CACHE_DIR"]).resolve().is_relative_to(Path(MEMORY_FOLDER).resolve())
    else:  # (a machine without one, or a folder the person running the tests chose: pytest's own default)
        root = os.environ.get("PYTEST_DEBUG_TEMPROOT") or tempfile.gettempdir()
        assert tmp_path.resolve().is_relative_to(Path(root).resolve())
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker:
        assert tmp_path_factory.getbasetemp().name == f"popen-{worker}"


def test_the_memory_folder_is_chosen_only_where_it_is_there_and_nothing_else_was_chosen(tmp_path):
    memory = tmp_path / "shm"
    memory.mkdir()
    environ: dict[str, str] = {}
    assert _temp_in_memory(environ, str(memory)) == str(memory)
    assert environ == {"PYTEST_DEBUG_TEMPROOT": str(memory)}
    for chosen in ({"PYTEST_DEBUG_TEMPROOT": "/elsewhere"}, {"TMPDIR": "/elsewhere"}):
        environ = dict(chosen)
        assert _temp_in_memory(environ, str(memory)) is None and environ == chosen
    environ = {}
    assert _temp_in_memory(environ, str(memory), room=_room(str(memory)) + (1 << 40)) is None and environ == {}
    for missing in (tmp_path / "none", tmp_path / "a-file"):
        if missing.name == "a-file":
            missing.write_text("x")
        environ = {}
        assert _temp_in_memory(environ, str(missing)) is None and environ == {}
