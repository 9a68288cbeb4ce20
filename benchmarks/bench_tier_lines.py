r"""Throughput of the notation: parse + compile every unique tier line of the corpus (CPU time).

Prints lines per second, peak memory, and two ratios to a floor measured in
the same run, `re.findall(r"\w+|[^\w\s]", line)` over the same lines: cold
(the clause caches and the parser's memo of token paths emptied before each
pass, outside the timing, so every clause is parsed and lowered; what repeats within
the pass still hits them, as in a real run; the state lexers are made and compiled
before timing, as a fresh process does once) and warm (all of it kept from the pass
before). Each line is handed over as the front-ends hand it, a fragment of its file,
made before timing as the floor's strings are; the garbage collector is set as a statblock run
sets it (`statblock/collector.py`). The ratios, not the absolute
times, are what to compare between machines. Target (issue 11): cold within 20x.
Also printed: the median of each repeat's own cold/floor ratio, steadier on a
shared machine whose speed changes during the run.

    .venv/bin/python benchmarks/bench_tier_lines.py [--repeat 7] [--corpus PATH]

Instructions, which a shared machine does not move as it moves time: `--cold-passes N` runs N cold passes
after the same set-up and measures nothing, for a counter to take the difference of two runs:

    for n in 1 3; do PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no \
        .venv/bin/python benchmarks/bench_tier_lines.py --cold-passes $n; done

(instructions a pass: the difference of the two totals, halved; the hash seed fixed, since the order of
sets and dicts moves the count by several percent from one seed to another). The heap the set-up leaves (the
corpus read whole for its lines) is frozen out of the collector's reach before the passes, so that the count holds
the pass and the collection of what it made, not a walk of that heap at each untimed `gc.collect()`.
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

from statblock.rulesets.draw_steel.compiler import lower as lower_module
from statblock.rulesets.draw_steel.compiler.lower import Lowerer
from statblock import collector
from statblock.diagnostics import SourceFile
from statblock.rulesets.draw_steel.grammar.clauses import forget_clauses, parse_clauses, settle_lexers
from statblock.pipeline import run
from statblock.vocabulary import fold

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"

# The floor: the cheapest honest pass over the same text.
WORDS = re.compile(r"\w+|[^\w\s]")


def unique_tier_lines(corpus: Path) -> list[str]:
    lines = set()
    for ability in (a for f in run([str(corpus)]).files for a in f.asts):
        for roll in ability.all_rolls():
            for tier in roll.tiers:
                lines.add(tier.text)
    return sorted(lines)


def floor_pass(lines: list[str]) -> int:
    return sum(len(WORDS.findall(line)) for line in lines)


def fragments(lines: list[str]) -> list:
    """Each line as the front-ends hand it to the clause reader: a fragment of its file (made before
    timing, as the floor's lines are: a real run makes one source per file, not per tier line)."""
    return [SourceFile("<bench>", line).whole() for line in lines]


def forget() -> None:
    """Empty the clause caches (the memo of leads with them: `grammar/leads.py`, `compiler/lead_memo.py`), the
    parser's memo of token paths and the folded spellings of words: the next pass reads every clause as a fresh
    process does (the state lexers aside)."""
    forget_clauses()
    lower_module.forget_lowered()
    fold.cache_clear()


def statblock_pass(lines: list, cold: bool = True) -> int:
    """Parse and compile every clause of `lines` (fragments, or strings made into fragments here);
    `cold`: empty the caches first (untimed in `timed`, which calls `forget` itself)."""
    if lines and isinstance(lines[0], str):
        lines = fragments(lines)
    if cold:
        forget()
    return _clauses(lines)


def _clauses(lines: list) -> int:
    lowerer = Lowerer()
    count = 0
    for line in lines:
        for part in parse_clauses(line):
            count += len(lowerer.clause_part(part))
    return count


def timed(passes: dict, lines: dict[str, list], repeat: int) -> dict[str, list[float]]:
    """CPU seconds of this thread for each pass, `repeat` times, the passes interleaved so that the
    noise of a shared machine (cache pressure, frequency changes) falls on all of them alike. CPU
    time, not wall time: another process on the machine does not count against either side. Each
    pass is `(set_up, function)`: `set_up()` runs untimed before `function(lines[name])` is timed."""
    times: dict[str, list[float]] = {name: [] for name in passes}
    for _ in range(repeat):
        for name, (set_up, function) in passes.items():
            set_up()
            gc.collect()
            start = time.thread_time()
            function(lines[name])
            times[name].append(time.thread_time() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--cold-passes", type=int, default=None,
                        help="run this many cold passes after the set-up, untimed (for an instruction counter)")
    args = parser.parse_args(argv)

    collector.tune()  # the collector as a statblock run sets it once it has started (`statblock/collector.py`); this
    collector.settle(freeze=False)  # set-up freezes what it leaves alive itself, below, and thaws it after the passes
    lines = unique_tier_lines(args.corpus)
    made = fragments(lines)
    statblock_pass(made)  # load the cached grammar and make the state lexers before timing ...
    settle_lexers()  # ... each compiled, as a long run has them (a fresh process pays that once)
    # What the set-up left alive (the whole corpus read for its lines: every cache filled) is out of the collector's
    # reach from here (`gc.freeze`): the untimed `gc.collect()` before each pass walks what the passes made, not
    # that heap. The passes are timed as before (a young collection never looks at older objects); only the
    # instructions of `--cold-passes`, which count the collections between passes too, lose that walk (about 38 M a
    # pass, an eighth of what was counted).
    # (`collector.frozen_while_forking` does the same around forking workers: a caller's own freeze is left as found)
    gc.collect()
    with collector.frozen_while_forking():
        return _measure(args, lines, made)


def _measure(args: argparse.Namespace, lines: list[str], made: list) -> int:
    if args.cold_passes is not None:
        for _ in range(args.cold_passes):
            forget()
            gc.collect()
            _clauses(made)
        print(f"{args.cold_passes} cold passes over {len(lines)} unique tier lines")
        return 0
    times = timed({"floor": (_nothing, floor_pass), "cold": (forget, _clauses), "warm": (_nothing, _clauses)},
                  {"floor": lines, "cold": made, "warm": made}, args.repeat)
    floor, cold, warm = times["floor"], times["cold"], times["warm"]

    forget()
    tracemalloc.start()
    _clauses(made)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    best_floor, best_cold, best_warm = min(floor), min(cold), min(warm)
    print(f"unique tier lines:        {len(lines)}")
    print(f"regex floor:              {best_floor * 1e3:8.2f} ms  ({len(lines) / best_floor:,.0f} lines/s)")
    print(f"parse + compile, cold:    {best_cold * 1e3:8.2f} ms  ({len(lines) / best_cold:,.0f} lines/s)"
          f"  median {statistics.median(cold) * 1e3:.2f} ms")
    print(f"parse + compile, warm:    {best_warm * 1e3:8.2f} ms  median {statistics.median(warm) * 1e3:.2f} ms")
    print(f"peak memory (one pass):   {peak / 1024:8.0f} KiB")
    print(f"ratio to floor, cold:     {best_cold / best_floor:8.1f}x  (target: within 20x)")
    print(f"ratio to floor, warm:     {best_warm / best_floor:8.1f}x")
    # each repeat's passes ran one after the other: their ratio is less moved by a machine whose speed
    # changes over the run (another job starting) than the ratio of the best times, taken at any moment
    paired = statistics.median(c / f for c, f in zip(cold, floor))
    print(f"ratio to floor, cold, median of the {len(cold)} repeats' own ratios: {paired:.1f}x")
    return 0


def _nothing() -> None:
    pass


if __name__ == "__main__":
    sys.exit(main())
