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
