"""The clause pass's benchmark (`benchmarks/bench_tier_lines.py`): its instruction count is of the passes.

`--cold-passes N` is counted from outside (cachegrind: the difference of two runs), so whatever runs between its passes
is counted with them: an untimed `gc.collect()` before each, which walked every object the set-up left alive (the whole
corpus read for its lines), about an eighth of the count. The set-up's heap is frozen out of the collector's reach
while the passes run, and thawed after."""

from __future__ import annotations

import gc
import importlib.util
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_tier_lines.py"


@pytest.fixture
def bench():
    spec = importlib.util.spec_from_file_location("bench_tier_lines", _PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_collections_between_cold_passes_do_not_walk_what_the_set_up_left(bench, thawed, tmp_path, monkeypatch):
    (tmp_path / "a.ability").write_text(
        "Lash\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 One creature\nPower Roll + Reason:\n"
        "≤11: 2 + R fire damage\n12-16: 4 + R fire damage; pull 1\n17+: 6 + R fire damage; M < 2 slowed (save ends)\n",
        encoding="utf-8")
    set_up_object = [[]]  # alive before the passes, as the corpus's results are
    seen = []
    forget = bench.forget

    def forget_and_look() -> None:  # what the collection after it may walk
        forget()
        seen.append((gc.get_freeze_count(), any(obj is set_up_object for obj in gc.get_objects())))
    monkeypatch.setattr(bench, "forget", forget_and_look)
    assert bench.main(["--cold-passes", "2", "--corpus", str(tmp_path)]) == 0
    set_up, *passes = seen  # (the set-up's own pass first: the grammar loaded, the lexers made)
    assert len(passes) == 2 and all(frozen > 0 and not walked for frozen, walked in passes)
    assert gc.get_freeze_count() == 0  # thawed after
