"""Shared fixtures: where the published corpus and the seeds lie, and the corpus read once."""

from __future__ import annotations

import functools
import random
from pathlib import Path

import pytest

from statblock.pipeline import Report, run

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus"
SEEDS = SHARED / "seeds"


@functools.cache
def corpus_report() -> Report:
    """The whole published corpus, read once per test process (once per xdist worker) and shared by
    every module that parametrizes over it or checks it whole. Nothing may change it."""
    return run([str(CORPUS)])


@pytest.fixture
def rng() -> random.Random:
    """The one seeded random generator tests use."""
    return random.Random(20261129)


@pytest.fixture
def write(tmp_path):
    """Write a file under tmp_path and return its path as a string."""

    def _write(name: str, text: str | bytes) -> str:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return str(path)

    return _write


@pytest.fixture(autouse=True, scope="session")
def _private_check_cache(tmp_path_factory):
    """`statblock check` caches results in the user's cache folder; the tests use one of their own."""
    import os

    previous = os.environ.get("STATBLOCK_CACHE_DIR")
    os.environ["STATBLOCK_CACHE_DIR"] = str(tmp_path_factory.mktemp("check-cache"))
    yield
    if previous is None:
        os.environ.pop("STATBLOCK_CACHE_DIR", None)
    else:
        os.environ["STATBLOCK_CACHE_DIR"] = previous


@pytest.fixture
def figure(request):
    """Print a line (a figure the README quotes) in the summary at the end of the run: a test's own
    output is not shown under xdist, so it travels with the test's report instead."""

    def _figure(line: str) -> None:
        request.node.user_properties.append(("figure", line))

    return _figure


def pytest_terminal_summary(terminalreporter):
    lines = [value for reports in terminalreporter.stats.values() for report in reports
             if getattr(report, "when", None) == "call"
             for name, value in getattr(report, "user_properties", ()) if name == "figure"]
    if lines:
        terminalreporter.section("figures")
        for line in lines:
            terminalreporter.write_line(line)
