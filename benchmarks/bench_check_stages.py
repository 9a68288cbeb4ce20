"""Where the instructions of a cold `statblock check` of a Draw Steel corpus go, stage by stage.

A cold one-job check (`check --no-cache -q --jobs 1 FOLDER`) is run again and again, each time with every
file's reading cut after one more stage of the Draw Steel reader (`rulesets/draw_steel/plugin.py`):

- `start`: start-up, finding and reading the files, choosing each file's ruleset, importing the reader
  (cut before the Markdown or YAML front-end);
- `front`: the front-ends (`find_abilities`: blocks, sections, each ability's raw lines);
- `abilities`: building and compiling each ability (`_compile_raws`, the ability memo's placing of repeats);
- `statblocks`: reading and compiling the statblocks (`compile_statblocks`);
- `full`: the rest (names said twice, unread lines, sorting, output).

A cut file's reading ends in an exception, which the pipeline turns into one diagnostic (SB999): a small cost
of its own in each file, counted in the stage cut (most of it in `start`, whose count is the least exact). Each
run is counted by cachegrind (instructions, which a shared machine does not move as it moves time) under each
hash seed given; the stages' costs are the differences. Every run has a cache folder of its own, a copy of one
that a full check filled first (what a run remembers, `regex_store` and the parse tables, as a user's second
run has it; a cut run changes nothing the next one reads, and the user's cache folder is not touched).

    .venv/bin/python benchmarks/bench_check_stages.py [--seeds 0 1 2] [--repeats] [FOLDER]

`--repeats` also counts a full check of FOLDER without the files whose text after their front matter is held
whole by another file of it (a monster's statblock file, which its group's file holds again): what checking
the repeats costs, though the ability memo places their abilities. Needs valgrind.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "corpus" / "steel-compendium"
STAGES = ("start", "front", "abilities", "statblocks", "full")
_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


class _Cut(Exception):
    """A file's reading cut after the stage counted."""


def run_cut(stage: str, folder: str) -> int:
    """The check of `folder`, each file's reading cut after `stage` (in this process: what cachegrind counts)."""
    import functools

    from statblock.cli import main
    from statblock.rulesets.draw_steel import plugin

    if stage != "full":
        reading = plugin._reading.__wrapped__

        def cut_after(name, function):
            def cut(*args):
                if stage == "start" and name == "front":
                    raise _Cut
                answer = function(*args)
                if stage == name:
                    raise _Cut
                return answer
            return cut

        @functools.cache
        def cut_reading():
            statblocks, unread, find, source_format, file_vocabulary, same_names = reading()
            return (cut_after("statblocks", statblocks), unread, cut_after("front", find), source_format,
                    file_vocabulary, same_names)

        plugin._reading = cut_reading
        plugin._compile_raws = cut_after("abilities", plugin._compile_raws)
    return main(["check", "--no-cache", "-q", "--jobs", "1", folder])


def count(stage: str, folder: str, seed: int, warmed: str) -> int:
    """Instructions of a fresh process checking `folder` cut after `stage`, under hash seed `seed`, with a copy of the
    cache folder `warmed`."""
    with tempfile.TemporaryDirectory() as scratch:
        cache = shutil.copytree(warmed, os.path.join(scratch, "cache"))
        env = {**os.environ, "PYTHONHASHSEED": str(seed), "STATBLOCK_CACHE_DIR": cache}
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # (the compiled modules read as a user's run reads them)
        done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                               sys.executable, __file__, "--cut", stage, folder],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env, check=False)
    found = _REFS.search(done.stderr)
    if found is None:
        raise SystemExit(f"cachegrind printed no count:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def _body(text: str) -> str:
    if text.startswith("---\n"):
        end = text.find("\n---\n", 3)
        if end != -1:
            return text[end + 5:]
    return text


def without_repeats(folder: Path, into: Path) -> int:
    """A tree of links to the files of `folder` but those whose text after their front matter (200 characters or
    more) another file holds whole; how many were left out."""
    paths = [path for path in folder.rglob("*") if path.is_file()]
    texts = {path: path.read_text("utf-8", errors="replace") for path in paths}
    left = 0
    for path in paths:
        body = _body(texts[path]).strip()
        if len(body) >= 200 and any(other != path and body in text for other, text in texts.items()):
            left += 1
            continue
        target = into / path.relative_to(folder)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(path)
    return left


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--repeats", action="store_true", help="also count the check without repeated files")
    parser.add_argument("--cut", choices=STAGES, help=argparse.SUPPRESS)  # (the counted process)
    parser.add_argument("folder", nargs="?", default=str(DEFAULT))
    args = parser.parse_args(argv)
    if args.cut:
        return run_cut(args.cut, args.folder)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as scratch:
        warmed = os.path.join(scratch, "cache")
        subprocess.run([sys.executable, __file__, "--cut", "full", args.folder], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env={**os.environ, "STATBLOCK_CACHE_DIR": warmed}, check=False)
        counts = {stage: [count(stage, args.folder, seed, warmed) for seed in args.seeds] for stage in STAGES}
        if args.repeats:
            with tempfile.TemporaryDirectory() as links:
                left = without_repeats(Path(args.folder), Path(links))
                rest = [count("full", links, seed, warmed) for seed in args.seeds]
    full = counts["full"]
    print(f"{'stage':12} " + " ".join(f"{'seed ' + str(s):>14}" for s in args.seeds) + f" {'share':>7}")
    before = [0] * len(args.seeds)
    for stage in STAGES:
        own = [now - was for now, was in zip(counts[stage], before)]
        share = sum(own) / sum(full)
        print(f"{stage:12} " + " ".join(f"{n:14,}" for n in own) + f" {share:7.1%}")
        before = counts[stage]
    print(f"{'total':12} " + " ".join(f"{n:14,}" for n in full))
    if args.repeats:
        saved = sum(full) - sum(rest)
        print(f"without the {left} repeated files: " + " ".join(f"{n:,}" for n in rest)
              + f" ({saved / sum(full):.1%} fewer)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
