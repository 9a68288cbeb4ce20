"""Cold start of `statblock check` on one small file, against Python's own start-up.

Each run is a fresh process, so imports and the grammar cache load are
counted. The floor is `python -c pass` measured in the same run; the ratio
and the median wall time are printed (the target is under 0.3 s).

    .venv/bin/python benchmarks/bench_cold_start.py [--runs 15] [FILE]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_FILE = ROOT / "abilities" / "seeds.ability"


def wall(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("file", nargs="?", default=str(DEFAULT_FILE))
    args = parser.parse_args(argv)
    ours_cmd = [sys.executable, "-m", "statblock.cli", "check", args.file]
    floor_cmd = [sys.executable, "-c", "pass"]
    wall(ours_cmd)  # builds the grammar cache if this is the first run on the machine
    ours, floor = [], []
    for _ in range(args.runs):  # interleaved, so drift hits both alike
        floor.append(wall(floor_cmd))
        ours.append(wall(ours_cmd))
    print(f"python -c pass:        median {statistics.median(floor) * 1e3:7.1f} ms")
    print(f"statblock check FILE:  median {statistics.median(ours) * 1e3:7.1f} ms  (min {min(ours) * 1e3:.1f})")
    print(f"ratio to floor:        {statistics.median(ours) / statistics.median(floor):7.1f}x")
    print(f"target: under 300 ms wall: {'met' if statistics.median(ours) < 0.3 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
