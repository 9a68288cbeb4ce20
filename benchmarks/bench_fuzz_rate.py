"""What one input of the hostile fuzzer (`tests/test_fuzz_hostile.py`) costs, per front-end, and where it goes.

Each input's CPU time is split three ways: making the input (`make_case`), the reader (`parse_text` or `read_file`,
`load_hero` and `load_target`, `load_state`: what a user's command pays too) and the checks around it (rendering and
serializing every diagnostic, the JSON of what was read, cards one time in `CARDS_EVERY`, the runtimes one time in
`RUNTIME_EVERY`). A worker of the fuzzer pays these plus its bookkeeping per input (some 16 µs: the peak RSS read
twice, the timer armed and disarmed, the progress written), which is not measured here.

Each checkout named (this one by default; `--against` adds others, e.g. the main worktree) runs in its own process,
warmed up as a fuzz worker is (every import, cache and lazy pattern compiled, on inputs outside the measured range),
and the processes take turns over the front-ends, `--rounds` times, so that the state of a shared machine hits all
alike; the least time of the rounds is kept. With `--distinct`, each round takes the next inputs (round r inputs
r * N to (r + 1) * N - 1) and the rounds' times are added up: a memo of what an earlier input met (an unknown word's
suggestion, a parse tree) is then hit as often as in the fuzz run, where no input comes twice, and not on every input
of the second round. Printed: milliseconds of CPU per input, and that as a ratio to the fixed
reference work of `tests/bounds.py` timed in the same process (the machine's state divided out).

    .venv/bin/python benchmarks/bench_fuzz_rate.py [--inputs 2000] [--rounds 2] [--distinct] [--against ../main] [FRONTEND...]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The measuring process: reads `frontend first count` lines, answers one JSON line each.
CHILD = r"""
import json, os, sys, time
sys.path.insert(0, os.path.join(sys.argv[1], "tests"))
os.environ["STATBLOCK_LANG"] = "en"
import test_fuzz_hostile as F
import bounds
from statblock.rulesets.marvel_champions import runtime

reading = [0.0]
def timed(call):
    def reader(*args, **kwargs):
        began = time.thread_time()
        try:
            return call(*args, **kwargs)
        finally:
            reading[0] += time.thread_time() - began
    return reader

F._read, F.load_hero, F.load_target = timed(F._read), timed(F.load_hero), timed(F.load_target)
runtime.load_state = timed(runtime.load_state)
F._SCRATCH[:] = [F._scratch_folder()]   # (the inputs read from a file: in memory where there is one, removed at exit)
F.atexit.register(F.shutil.rmtree, F._SCRATCH[0], True)
WARM = 10 ** 7
for frontend in F.FRONTENDS:   # (inputs far past any measured range: their own texts, the same lazy work)
    for index in range(WARM, WARM + 200):
        try:
            F.check_case(F.make_case(frontend, index))
        except Exception:
            pass
getattr(F, "_settle", lambda: None)()   # (what the worker does after its warm-up, where it does it)
print("ready", flush=True)
for line in sys.stdin:
    frontend, first, count = line.split()
    reference = bounds.cpu_seconds(bounds._reference_work, repeat=5)
    making = checking = 0.0
    reading[0] = 0.0
    for index in range(int(first), int(first) + int(count)):
        began = time.thread_time()
        case = F.make_case(frontend, index)
        made = time.thread_time()
        try:
            F.check_case(case)
        except Exception:
            pass
        making, checking = making + made - began, checking + time.thread_time() - made
    print(json.dumps({"make": making, "read": reading[0], "check": checking - reading[0], "reference": reference}),
          flush=True)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("frontends", nargs="*", metavar="FRONTEND", help="default: all ten")
    parser.add_argument("--inputs", type=int, default=2000, help="inputs per front-end and round (from input 0)")
    parser.add_argument("--rounds", type=int, default=2, help="turns over the front-ends; the least of each is kept")
    parser.add_argument("--against", action="append", default=[], metavar="CHECKOUT", help="another checkout")
    parser.add_argument("--distinct", action="store_true",
                        help="each round the next inputs, the rounds' times added up (no input met twice)")
    args = parser.parse_args()
    checkouts = [ROOT, *(Path(p).resolve() for p in args.against)]
    children = []
    for checkout in checkouts:
        env = dict(os.environ, PYTHONPATH=str(checkout / "src"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(checkout)], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True, env=env)
        assert child.stdout.readline().strip() == "ready", f"{checkout}: the measuring process did not start"
        children.append(child)
    sys.path.insert(0, str(ROOT / "tests"))
    frontends = args.frontends or ["native", "markdown", "yaml", "hero", "marvelcdb", "champions", "mc_state", "sbh",
                                   "kyoko", "scenario"]
    best: dict[tuple[int, str], dict] = {}
    for round_ in range(args.rounds):
        first = round_ * args.inputs if args.distinct else 0
        for frontend in frontends:
            for number, child in enumerate(children):
                child.stdin.write(f"{frontend} {first} {args.inputs}\n")
                child.stdin.flush()
                got = json.loads(child.stdout.readline())
                total = got["make"] + got["read"] + got["check"]
                kept = best.get((number, frontend))
                if kept is not None and args.distinct:
                    best[number, frontend] = {**{key: kept[key] + got[key] for key in ("make", "read", "check")},
                                              "reference": min(kept["reference"], got["reference"])}
                elif kept is None or total < kept["make"] + kept["read"] + kept["check"]:
                    best[number, frontend] = got
    for child in children:
        child.stdin.close()
        child.wait()
    count = args.inputs * (args.rounds if args.distinct else 1)
    rounds = f"{args.rounds} rounds of distinct inputs" if args.distinct else f"least of {args.rounds} rounds"
    print(f"{count} inputs per front-end, {rounds}; ms of CPU per input "
          "(making | reader | checks = total), and the total over the reference work's CPU time")
    for frontend in frontends:
        cells = []
        for number, checkout in enumerate(checkouts):
            got = best[number, frontend]
            per = {key: 1000 * got[key] / count for key in ("make", "read", "check")}
            total = sum(per.values())
            cells.append(f"{checkout.name}: {per['make']:.2f} | {per['read']:.2f} | {per['check']:.2f} = {total:.2f} ms"
                         f" ({total / 1000 / got['reference']:.2f}x)")
        print(f"  {frontend:10} " + "   ".join(cells))


if __name__ == "__main__":
    main()
