"""`statblock check` of a whole corpus, cold and cached, against the cheapest honest pass over the same files.

The floor is a Python process that reads every file under the folder and runs
`re.findall(r"\\w+|[^\\w\\s]", line)` on each line. Every command is a fresh
process; CPU time is user + system of the process and its children (the
worker pool included), taken from `os.wait4`, and wall time is printed beside
it. Runs are interleaved so that the noise of a shared machine hits all alike;
the median of each is compared. Also printed: the peak memory (max RSS) of a
cold `check` of the corpus once and of eight copies of it (links to the same
files, in eight folders).

    .venv/bin/python benchmarks/bench_check.py [--runs 5] [FOLDER]

Targets (issue 11): cold ≤ 4× the floor's CPU time, cached ≤ 1.5×, RSS at 8× ≤ 1.5× that at 1×.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "corpus" / "steel-compendium"

FLOOR = """
import os, re, sys
words = re.compile(r"\\w+|[^\\w\\s]")
count = 0
for root, dirs, files in os.walk(sys.argv[1]):
    for name in files:
        with open(os.path.join(root, name), encoding="utf-8") as handle:
            for line in handle:
                count += len(words.findall(line))
print(count)
"""


def measure(command: list[str], env: dict | None = None) -> tuple[float, float, int]:
    """(CPU seconds of the process and its children, wall seconds, max RSS in KiB)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss


def copies(folder: Path, count: int, into: Path) -> Path:
    """`count` copies of `folder` under `into`, as trees of links to the same files."""
    for number in range(count):
        for path in folder.rglob("*"):
            if path.is_file():
                target = into / f"copy{number}" / path.relative_to(folder)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.symlink_to(path)
    return into


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("folder", nargs="?", default=str(DEFAULT))
    args = parser.parse_args(argv)
    python = sys.executable
    with tempfile.TemporaryDirectory() as scratch:
        env = {**os.environ, "STATBLOCK_CACHE_DIR": os.path.join(scratch, "cache")}
        floor_cmd = [python, "-c", FLOOR, args.folder]
        cold_cmd = [python, "-m", "statblock.cli", "check", "--no-cache", "-q", args.folder]
        one_job_cmd = [*cold_cmd, "--jobs", "1"]
        warm_cmd = [python, "-m", "statblock.cli", "check", "-q", args.folder]
        measure(warm_cmd, env)  # fills the cache, and lark's grammar cache if this machine has none
        results: dict[str, list[tuple[float, float, int]]] = {"floor": [], "cold": [], "cold, 1 job": [], "cached": []}
        for _ in range(args.runs):
            results["floor"].append(measure(floor_cmd))
            results["cold"].append(measure(cold_cmd, env))
            results["cold, 1 job"].append(measure(one_job_cmd, env))
            results["cached"].append(measure(warm_cmd, env))
        floor_cpu = statistics.median(r[0] for r in results["floor"])
        print(f"{'':14} {'CPU s':>7} {'wall s':>7} {'CPU ratio':>10}")
        for name, runs in results.items():
            cpu = statistics.median(r[0] for r in runs)
            wall = statistics.median(r[1] for r in runs)
            print(f"{name:14} {cpu:7.3f} {wall:7.3f} {cpu / floor_cpu:9.2f}x")
        one = measure(cold_cmd, env)[2]
        eight = measure([*cold_cmd[:-1], str(copies(Path(args.folder), 8, Path(scratch) / "eight"))], env)[2]
        print(f"max RSS of a cold check: {one / 1024:.1f} MiB for the corpus, {eight / 1024:.1f} MiB for 8 copies "
              f"({eight / one:.2f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
