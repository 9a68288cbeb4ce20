"""Where the tests find the shared folder (the published corpus and the rules): `../shared` beside the repository, or
where `$STATBLOCK_SHARED` says. A clone with neither stops the run at once with what is missing and what to do (8 test
files failed to collect, each with its own traceback, and the rest ran)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, SHARED, SHARED_VARIABLE, missing_shared, shared_folder

_PROBE = '''
from conftest import CORPUS, SEEDS


def test_the_shared_folder_is_where_it_was_named():
    assert CORPUS.is_dir() and SEEDS.is_dir()
    print("corpus at", CORPUS)
'''


def _clone(tmp_path):
    """A copy of the test suite's frame (conftest.py and its helpers, pytest's settings) in a folder with no `shared`
    beside it, and one test that reads the shared folder."""
    clone = tmp_path / "clone"
    (clone / "tests").mkdir(parents=True)
    shutil.copy(ROOT / "pyproject.toml", clone / "pyproject.toml")
    for helper in ROOT.joinpath("tests").glob("*.py"):
        if not helper.name.startswith("test_"):
            shutil.copy(helper, clone / "tests" / helper.name)
    (clone / "tests" / "test_probe.py").write_text(_PROBE, encoding="utf-8")
    assert not (tmp_path / "shared").exists()
    return clone


def _pytest(clone, **environ) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != SHARED_VARIABLE and not k.startswith("PYTEST_XDIST")}
    env.update(environ)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider", "-p", "no:xdist",
                           "tests/test_probe.py"], cwd=clone, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=300, text=True)


def test_a_clone_not_beside_the_shared_folder_stops_at_once_saying_what_to_do(tmp_path):
    clone = _clone(tmp_path)
    run = _pytest(clone)
    assert run.returncode == pytest.ExitCode.USAGE_ERROR, run.stdout
    said = " ".join(run.stdout.split())
    assert str(tmp_path / "shared") in said and "corpus/ and seeds/" in said, said
    assert SHARED_VARIABLE in said and "clone this repository beside the shared folder" in said, said
    assert "passed" not in said and "error" not in said.replace("Exit:", ""), said
    named = _pytest(clone, **{SHARED_VARIABLE: str(tmp_path / "elsewhere")})
    assert named.returncode == pytest.ExitCode.USAGE_ERROR, named.stdout
    assert f"${SHARED_VARIABLE} ({tmp_path / 'elsewhere'}), which has no corpus/ and seeds/" in \
        " ".join(named.stdout.split())


def test_the_environment_variable_names_another_place(tmp_path):
    clone = _clone(tmp_path)
    run = _pytest(clone, **{SHARED_VARIABLE: str(SHARED)})
    assert run.returncode == 0, run.stdout
    assert f"corpus at {SHARED / 'corpus'}" in run.stdout and "1 passed" in run.stdout


def test_the_shared_folder_is_beside_the_repository_unless_named():
    assert shared_folder({}) == ROOT.parent / "shared"
    assert shared_folder({SHARED_VARIABLE: "  "}) == ROOT.parent / "shared"
    assert shared_folder({SHARED_VARIABLE: "/somewhere/shared"}) == ROOT.parent.joinpath("/somewhere/shared")
    assert missing_shared(SHARED) is None
    assert "seeds/" in missing_shared(ROOT)   # (the repository holds no seeds/ folder)
