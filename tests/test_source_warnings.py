"""Every module compiles without a warning (an invalid escape such as `\\|` in a docstring is a DeprecationWarning today
and a SyntaxError in a later Python: it shows only when a module is first compiled, so a run with cached bytecode
never says it). The benchmarks, scripts and tests too: the tests import the benchmarks (a `\\w` in
bench_tier_lines.py's docstring warned in a clean clone's run)."""

from __future__ import annotations

import warnings

import pytest

from conftest import ROOT


@pytest.mark.slow
def test_every_module_compiles_without_a_warning():
    failures = []
    for path in sorted(path for folder in ("src", "benchmarks", "scripts", "tests") for path in (ROOT / folder).rglob("*.py")):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            try:
                compile(path.read_text(encoding="utf-8"), str(path), "exec")
            except (SyntaxError, Warning) as error:
                failures.append(f"{path.relative_to(ROOT)}: {error}")
    assert not failures, failures
