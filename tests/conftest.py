"""Shared fixtures: where the published corpus and the seeds lie, and the corpus read once."""

from __future__ import annotations

import errno
import functools
import gc
import itertools
import os
import random
import re
import sys
import traceback
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

# Hypothesis's default deadline (200 ms an example) is a timing assertion, which the house rules keep out of
# tests: on this shared 2-core machine a load of 20 made a fast property test miss it once. No deadline here;
# each test's own bounds on time and memory (the fuzz runs' CPU limits) stay.
hypothesis_settings.register_profile("statblock", deadline=None)
hypothesis_settings.load_profile("statblock")

ROOT = Path(__file__).resolve().parents[1]


def _cache_bytecode() -> None:
    """Where bytecode may not be written beside the sources (PYTHONDONTWRITEBYTECODE), write it to the
    ignored `.cache/pycache` instead, for this process and every Python process the tests start (xdist's
    workers, the fuzzer's, the command run as a subprocess). Without it every one of them compiles
    statblock and the test modules afresh: about 2 s of CPU time a process, a tenth of the normal tier."""
    if not sys.dont_write_bytecode or sys.pycache_prefix or os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    prefix = str(ROOT / ".cache" / "pycache")
    sys.pycache_prefix, sys.dont_write_bytecode = prefix, False
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


_cache_bytecode()

#: The memory-backed folder the tests' temporary files go to when the machine has one (`_temp_in_memory`).
MEMORY_FOLDER = "/dev/shm"
#: The free room the memory folder must have to be chosen: a whole run writes some hundred MB there, pytest keeps
#: three runs, and a container's /dev/shm is often 64 MB (Docker's default), where the suite would run out of room.
MEMORY_ROOM = 2 << 30


def _room(folder: str) -> int:
    """The bytes free to an unprivileged writer in `folder`."""
    stats = os.statvfs(folder)
    return stats.f_bavail * stats.f_frsize


def _temp_in_memory(environ=os.environ, memory: str = MEMORY_FOLDER, room: int = MEMORY_ROOM) -> str | None:
    """Put pytest's base temporary folder (every `tmp_path`, the check cache `_private_check_cache` makes, the
    files of the commands the tests run there) on tmpfs when the machine has it, through pytest's own
    `PYTEST_DEBUG_TEMPROOT`: numbered folders, three runs kept, one per xdist worker under the run's, as before.
    The code under test keeps every fsync it makes; on tmpfs an fsync returns at once, while on this machine's disk
    the inner loop's ~2,240 fsync and fdatasync calls (the check cache's sqlite commits among them) spent 18.9 s of
    wall time in the kernel under a load of 16, summed over the run's processes (3.0 s with every one on tmpfs,
    strace -w -c; none is left on disk). Nothing
    changes where the person running the tests chose a folder (`PYTEST_DEBUG_TEMPROOT`, `TMPDIR`, `--basetemp`)
    or where there is no writable tmpfs or it has less than `room` bytes free (the system's temporary folder, as
    pytest's default). Returns the root chosen, or None."""
    if environ.get("PYTEST_DEBUG_TEMPROOT") or environ.get("TMPDIR"):
        return None
    if not (os.path.isdir(memory) and os.access(memory, os.W_OK | os.X_OK)) or _room(memory) < room:
        return None
    environ["PYTEST_DEBUG_TEMPROOT"] = memory
    return memory


_temp_in_memory()  # (in xdist's controller; its workers inherit the variable, and their base folders are under its)


def _collect_rarely_while_starting() -> None:
    """While a test process starts and collects the suite (the test modules and what they import, some 17,000 test
    items made, nearly all alive to the end), the young generation is collected every `collector.STARTING`
    allocations, as a run's start is (`statblock.collector`): at Python's 700 some 830 collections walked that growing
    heap, ~0.95 s of a worker's ~4.4 s of collection (one process, `--co -m "not slow"`: 4.49-4.54 s -> 3.61-3.95 s).
    `pytest_collection_finish` freezes what is alive and sets the threshold back. xdist's controller collects nothing
    and keeps it: what it makes that lives (every test's reports, kept for the summary) is walked less often."""
    from statblock import collector

    young, *older = _THRESHOLD_BEFORE
    if 0 < young < collector.STARTING:
        gc.set_threshold(collector.STARTING, *older)


_THRESHOLD_BEFORE = gc.get_threshold()
_collect_rarely_while_starting()

# The suite expects English messages unless a test asks for Japanese: a Japanese locale or a
# STATBLOCK_LANG of the person running it must not change what the commands print.
os.environ["STATBLOCK_LANG"] = "en"

from statblock.pipeline import Report, run  # noqa: E402 - after the bytecode cache is set up

#: The environment variable that names the shared folder (the published corpus and the rules) when it is not beside
#: this repository as `../shared`.
SHARED_VARIABLE = "STATBLOCK_SHARED"


def shared_folder(environ=os.environ) -> Path:
    """Where the shared folder is: `$STATBLOCK_SHARED` when set, else `../shared` beside this repository (the README's
    layout, and CI's)."""
    named = environ.get(SHARED_VARIABLE, "").strip()
    return Path(named).expanduser().resolve() if named else ROOT.parent / "shared"


def missing_shared(shared: Path) -> str | None:
    """What to say when `shared` lacks what the tests read (its `corpus/` and `seeds/` folders), else None."""
    missing = [name for name in ("corpus", "seeds") if not (shared / name).is_dir()]
    if not missing:
        return None
    folders = " and ".join(name + "/" for name in missing)
    if os.environ.get(SHARED_VARIABLE, "").strip():
        return (f"the tests read the published corpus and the rules from ${SHARED_VARIABLE} ({shared}), which has no "
                f"{folders}: set {SHARED_VARIABLE} to the shared folder, or unset it to read ../shared beside this "
                f"repository")
    return (f"the tests read the published corpus and the rules from ../shared beside this repository, and {shared} "
            f"has no {folders}: clone this repository beside the shared folder, or set {SHARED_VARIABLE} to where it "
            f"is (`{SHARED_VARIABLE}=/path/to/shared bash scripts/test`)")


SHARED = shared_folder()
CORPUS = SHARED / "corpus"
#: The Draw Steel part of the corpus (Steel Compendium Markdown); the rest is other games' data.
DS_CORPUS = CORPUS / "steel-compendium"
SEEDS = SHARED / "seeds"


@functools.cache
def corpus_report() -> Report:
    """The whole published corpus, read once per test process (once per xdist worker) and shared by
    every module that checks it. Nothing may change it.

    Reading it costs seconds, so nothing reads it while the suite is collected (no test is
    parametrized over its abilities: a sweep is one test that loops, see `sweep`), and the tests of
    the normal tier that read it carry `ON_THE_CORPUS`, so that one worker reads it, not every one."""
    report = run([str(DS_CORPUS)])
    freeze_the_heap()  # the corpus's results live as long as the process: no collection need look at them again
    return report


def corpus_tier_clauses():
    """Every tier clause of the corpus, with its file: (path, its syntax, its compiled effects)."""
    for result in corpus_report().files:
        for tree, ability in zip(result.asts, result.abilities):
            trees = [r for r in [tree.power_roll, *(s.roll for s in tree.sections)] if r is not None]
            rolls = [r for r in [ability.power_roll, *(s.roll for s in ability.sections)] if r is not None]
            for roll_tree, roll in zip(trees, rolls):
                for tier_tree, tier in zip(roll_tree.tiers, roll.tiers):
                    for part, effects in zip(tier_tree.clauses, tier.clauses):
                        yield result.path, part, effects


#: The tests of the normal tier that read the whole corpus: under `--dist loadgroup` they all run on one
#: worker, which reads the corpus once for all of them while the other workers run the rest.
ON_THE_CORPUS = pytest.mark.xdist_group("corpus")


@functools.cache
def corpus_abilities() -> tuple[tuple[str, int, int], ...]:
    """(id, file index, ability index) of every ability of the corpus, in corpus order. The id is
    `relative/path.md::Name`, with `#2`, `#3`, ... on a name its file repeats."""
    out, seen = [], {}
    for file_index, result in enumerate(corpus_report().files):
        for ability_index, tree in enumerate(result.asts):
            base = f"{Path(result.path).relative_to(CORPUS).as_posix()}::{tree.name}"
            seen[base] = seen.get(base, 0) + 1
            out.append((base if seen[base] == 1 else f"{base}#{seen[base]}", file_index, ability_index))
    return tuple(out)


#: One case in this many is in the normal tier's sample of a sweep whose whole runs in the slow tier.
SAMPLE_EVERY = 20


def in_sample(index: int) -> bool:
    """Whether case `index` of a sweep is in the normal tier's sample: every `SAMPLE_EVERY`th case, so
    that the sample spans the corpus (every source, hero and monster files, Markdown and YAML)."""
    return index % SAMPLE_EVERY == 0


def sweep(cases, check, limit: int = 2000) -> int:
    """Run `check(case)` for every `(id, case)` of `cases`, then fail once, naming every case that
    failed and why (the first `limit` characters of each failure). Returns the number of cases.

    A sweep over thousands of cases as one test costs a loop, not thousands of test items (each with
    its setup, report and, under xdist, a round trip to the controller), and checks the same things:
    every case is checked, and a failing case does not stop the others."""
    failures, count = [], 0
    for case_id, case in cases:
        count += 1
        try:
            check(case)
        except Exception as error:  # noqa: BLE001 - every failure is reported, with its case
            text = str(error) if isinstance(error, AssertionError) else f"{type(error).__name__}: {error}\n" + \
                "".join(traceback.format_tb(error.__traceback__)[-3:])
            failures.append(f"--- {case_id}\n{text[:limit]}")
    if not count:
        raise AssertionError("the sweep has no case")
    if failures:
        raise AssertionError(f"{len(failures)} of {count} cases fail:\n" + "\n".join(failures))
    return count


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
    """`statblock check` caches results in the user's cache folder; the tests use one of their own. Lark's
    parsers, which `lark_store` remembers there, are carried from one session to the next (`KEPT_PARSERS`):
    a fresh folder would build every grammar again in every worker (some 4 s of CPU each)."""
    previous = os.environ.get("STATBLOCK_CACHE_DIR")
    folder = tmp_path_factory.mktemp("check-cache")
    _copy_parsers(KEPT_PARSERS, folder)
    os.environ["STATBLOCK_CACHE_DIR"] = str(folder)
    yield
    if previous is None:
        os.environ.pop("STATBLOCK_CACHE_DIR", None)
    else:
        os.environ["STATBLOCK_CACHE_DIR"] = previous
    _copy_parsers(folder, KEPT_PARSERS)


#: Lark's parsers kept from one session to the next, out of the temp folder too: in the checkout's ignored
#: `.cache`, as the bytecode is (`_cache_bytecode`).
KEPT_PARSERS = ROOT / ".cache" / "lark-parsers"


def _copy_parsers(source: Path, target: Path) -> None:
    """Copy the parsers `lark_store` wrote in `source` to `target`, each file whole (another worker may copy at the
    same time); they are checked again when read (`lark_store`), like any file of a cache folder."""
    import shutil

    if not source.is_dir():
        return
    target.mkdir(parents=True, exist_ok=True)
    for path in source.glob("lark-v*.pickle"):
        if not (target / path.name).exists():
            partial = target / f".{path.name}.{os.getpid()}.tmp"
            shutil.copyfile(path, partial)
            os.replace(partial, target / path.name)
    from statblock import cache, lark_store

    cache.prune(str(target), f"lark-v{lark_store.FORMAT}-", lark_store.MAX_FILES, ".pickle")


#: A number for each `tmp_path` this process makes (each xdist worker has a base folder of its own).
_TMP_PATHS = itertools.count()


@pytest.fixture
def tmp_path(request, tmp_path_factory) -> Path:
    """A new empty folder for the test, as pytest's own `tmp_path` makes it (in the session's base folder, named after
    the test, kept after the session), but numbered by a count of this process's. pytest's finds the next number by
    listing the base folder, which holds every folder the session made before (over a session, quadratic in the tests
    that use one), and points a `…current` link at the newest: some 1 ms of CPU a test (3,000 tests that each take one,
    on two workers: 12.2-12.9 s of CPU against 6.8-10.3 s), and 1,778 tests of the inner loop take one."""
    name = re.sub(r"\W", "_", request.node.name)[:30]
    return tmp_path_factory.mktemp(f"{name}-{next(_TMP_PATHS)}", numbered=False)


@pytest.fixture
def locked_folder(tmp_path, monkeypatch) -> Path:
    """An empty folder that cannot be listed: `os.scandir` refuses it as the system refuses a folder the user may not
    read (root may list any folder, so the refusal is simulated where `os.walk` lists). Files may be written into it."""
    locked = tmp_path / "locked"
    locked.mkdir()
    real = os.scandir

    def scandir(path="."):
        if os.fspath(path) == str(locked):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    return locked


@pytest.fixture
def figure(request):
    """Print a line (a figure the README quotes) in the summary at the end of the run: a test's own
    output is not shown under xdist, so it travels with the test's report instead."""

    def _figure(line: str) -> None:
        request.node.user_properties.append(("figure", line))

    return _figure


def pytest_terminal_summary(terminalreporter):
    lines = [value for reports in terminalreporter.stats.values() for report in reports
             if getattr(report, "when", None) == "call"
             for name, value in getattr(report, "user_properties", ()) if name == "figure"]
    if lines:
        terminalreporter.section("figures")
        for line in lines:
            terminalreporter.write_line(line)


# ---- the order tests are handed out in -----------------------------------------------------------------

#: The dearest tests and xdist groups (`@name`), dearest first: they start before everything else, so
#: that under `pytest -n … --dist loadgroup` no worker starts one of them late while the other workers
#: run out of work. The rest follow in the order they are collected. A name that no longer matches
#: anything only loses its place here.
DEAREST_FIRST = (
    "tests/test_fuzz_hostile.py::test_fuzz_every_frontend_100k",  # 400,000 inputs, on two processes of its own
    "@pdf-en", "@pdf-ja",  # the whole corpus printed, laid out and read back, per language
    "tests/test_cards_pdf_layout.py::test_without_noto_no_pdf_card_of_the_corpus_is_cut",
    "@browser",
    "tests/test_fuzz_hostile.py::test_hypothesis_drives_the_same_generators",
    "@corpus-converted",
    "tests/test_statblock.py::test_every_statblock_in_the_corpus_round_trips_through_native_and_markdown",
    "tests/test_injected_mistakes.py::test_injected_mistake_is_reported_where_it_was_made",
    "@corpus",  # the normal tier's tests on the corpus, on one worker
    "tests/test_fuzz_hostile.py::test_fuzz_every_frontend_quickly",
    "tests/test_cards_pdf_layout.py::test_without_noto_no_pdf_card_is_cut",
)


#: DEAREST_FIRST split once: each group's rank by its name, the (prefix, rank) of each test named, and the
#: files those tests are in (most tests are in no group and in none of these files: one lookup each).
_GROUP_RANKS = {key[1:]: rank for rank, key in reversed(list(enumerate(DEAREST_FIRST))) if key.startswith("@")}
_TEST_RANKS = tuple((key, rank) for rank, key in enumerate(DEAREST_FIRST) if not key.startswith("@"))
_TEST_FILES = frozenset(key.split("::", 1)[0] for key, _ in _TEST_RANKS)


def _rank(item) -> int:
    """The place in DEAREST_FIRST of the first key that names `item` or its group; past the end when none does."""
    group = item.get_closest_marker("xdist_group")
    name = group and (group.args[0] if group.args else group.kwargs.get("name"))
    rank = _GROUP_RANKS.get(name, len(DEAREST_FIRST))
    nodeid = item.nodeid
    if nodeid.split("::", 1)[0] in _TEST_FILES:
        for key, test_rank in _TEST_RANKS:
            if test_rank < rank and nodeid.startswith(key):
                return test_rank
    return rank


def freeze_the_heap() -> None:
    """Move every object alive now out of the garbage collector's sight (`gc.freeze`): the modules, the collected
    tests, the corpus read once. A full collection walks every tracked object; a worker holds a large heap after
    collection, and each of the inner loop's full collections (about 40 a worker, and every `bounds.cpu_seconds`)
    walked it again, some 0.15 s each in the slow state (16.6 s of the workers' CPU time over the inner loop, 8 s of it
    in 86 full collections). Garbage is collected as before among what is made later; only a cycle of frozen objects
    that becomes garbage stays (refcounting frees the rest), as the process ends soon after."""
    gc.collect()
    gc.freeze()


#: How many tests a process runs, at least, between two `freeze_the_heap` at the end of a test module.
FREEZE_EVERY = 200
_since_frozen = 0


def pytest_collection_finish(session):
    freeze_the_heap()
    gc.set_threshold(*_THRESHOLD_BEFORE)  # (as it was before `_collect_rarely_while_starting`)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """After every `FREEZE_EVERY` tests or more, where a test module's tests end (its module-scoped fixtures torn
    down), the heap is frozen again: the memos and tables the tests have filled by then stay to the end."""
    global _since_frozen
    try:
        return (yield)
    finally:
        _since_frozen += 1
        module = getattr(item, "module", None)
        if _since_frozen >= FREEZE_EVERY and (nextitem is None or getattr(nextitem, "module", None) is not module):
            _since_frozen = 0
            freeze_the_heap()


def pytest_collection_modifyitems(items):
    items.sort(key=_rank)  # stable: the order of collection within each rank


#: Whether this run is the inner loop, `pytest -m "not slow"` (see `examples`).
_INNER_LOOP = False


def examples(count: int) -> int:
    """How many examples a property test tries: `count` in the whole suite (what CI runs), a tenth of
    them (at least 25) in the inner loop, which is for speed."""
    return max(25, count // 10) if _INNER_LOOP else count


@pytest.hookimpl(optionalhook=True)  # (a hook of xdist's: none without it, `-p no:xdist`)
def pytest_xdist_make_scheduler(config, log):
    """Under `--dist loadgroup` (scripts/test), xdist's scheduler with its bookkeeping made linear
    (`scheduling.py`): it cost the controller about ten seconds of CPU time over the inner loop."""
    if config.getvalue("dist") == "loadgroup":
        from scheduling import GroupScheduling

        return GroupScheduling(config, log)
    return None


def pytest_configure(config):
    global _INNER_LOOP
    problem = missing_shared(SHARED)
    if problem is not None:   # (at once, before any test is collected: 8 test files failed to collect, each alone)
        pytest.exit(problem, returncode=pytest.ExitCode.USAGE_ERROR)
    _INNER_LOOP = "not slow" in (config.option.markexpr or "")
    # xdist hands out the groups with the most tests first unless told not to; the order above is better.
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def corpus_blocks():
    """(path, text, blocks) of each Markdown file of the Draw Steel corpus whose blocks are read whole (not nested
    too deep), in path order: the fast paths of the Markdown front end are held to their slow paths over them."""
    from statblock.rulesets.draw_steel.frontends import md_document

    for path in sorted(DS_CORPUS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        try:
            yield path, text, md_document.blocks(text, md_document.split_front_matter(text)[0])
        except md_document.TooDeep:
            continue


@pytest.fixture
def thawed():
    """A process that froze nothing (the suite's own freeze, `conftest.freeze_the_heap`, thawed for the test and
    frozen again after it)."""
    gc.unfreeze()
    yield
    gc.freeze()
