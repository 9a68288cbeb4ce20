"""The two tiers of the suite: `pytest -m "not slow"` (the inner loop) and the whole suite.

Property tests try all their examples in the whole suite and a tenth in the inner loop
(`conftest.examples`); what is marked slow runs only in the whole suite.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT, examples


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
