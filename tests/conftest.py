"""Shared fixtures: where the published corpus and the seeds lie."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus"
SEEDS = SHARED / "seeds"


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
