"""Throughput of the notation: parse + compile every unique tier line of the corpus.

Prints lines per second, peak memory, and the ratio to a floor measured in
the same run: tokenizing the same lines with one compiled regular expression
(kind and text of every token, as a lexer would hand them on). The ratio, not
the absolute time, is what to compare between machines.

    .venv/bin/python benchmarks/bench_tier_lines.py [--repeat 7] [--corpus PATH]
"""

from __future__ import annotations

import argparse
import gc
import re
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

from statblock.compiler import lower as lower_module
from statblock.compiler.lower import Lowerer
from statblock.diagnostics import SourceFile
from statblock.grammar.to_ast import parse_clause_text, parse_clauses
from statblock.pipeline import run

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"

# The floor: one regular expression that splits a tier line into the tokens
# the notation grammar knows (numbers, words, punctuation).
TOKEN = re.compile(
    r"(?P<NUMBER>[0-9０-９]+)|(?P<WORD>[^\W\d_](?:[\w'’\-]*\w)?)|(?P<PUNCT>[;:,<+()\[\].、；：（）＜＋])|(?P<WS>\s+)|(?P<OTHER>.)"
)


def unique_tier_lines(corpus: Path) -> list[str]:
    lines = set()
    for ability in (a for f in run([str(corpus)]).files for a in f.asts):
        for roll in ability.all_rolls():
            for tier in roll.tiers:
                lines.add(tier.text)
    return sorted(lines)


def floor_pass(lines: list[str]) -> int:
    count = 0
    for line in lines:
        count += len([(m.lastgroup, m.group()) for m in TOKEN.finditer(line) if m.lastgroup != "WS"])
    return count


def statblock_pass(lines: list[str]) -> int:
    # Cold caches: every pass parses and lowers from scratch. Clauses repeated
    # *within* the pass still hit the caches, as they do in a real run.
    parse_clause_text.cache_clear()
    lower_module._CLEAN_CLAUSES.clear()
    lowerer = Lowerer()
    count = 0
    for line in lines:
        for part in parse_clauses(SourceFile("<bench>", line).whole()):
            count += len(lowerer.clause_part(part))
    return count


def timed(function, lines: list[str], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        function(lines)
        times.append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = parser.parse_args(argv)

    lines = unique_tier_lines(args.corpus)
    statblock_pass(lines[:50])  # load the cached grammar before timing
    floor = timed(floor_pass, lines, args.repeat)
    ours = timed(statblock_pass, lines, args.repeat)

    tracemalloc.start()
    statblock_pass(lines)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    best_floor, best_ours = min(floor), min(ours)
    print(f"unique tier lines:        {len(lines)}")
    print(f"regex floor:              {best_floor * 1e3:8.2f} ms  ({len(lines) / best_floor:,.0f} lines/s)")
    print(f"parse + compile:          {best_ours * 1e3:8.2f} ms  ({len(lines) / best_ours:,.0f} lines/s)"
          f"  median {statistics.median(ours) * 1e3:.2f} ms")
    print(f"peak memory (one pass):   {peak / 1024:8.0f} KiB")
    print(f"ratio to floor:           {best_ours / best_floor:8.1f}x  (target: within 20x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
