"""`statblock check` over many files: streamed, cached, and on every core when there is much to do.

Each file's result is a small `FileCheck` (counts and findings, no syntax
trees, no effects), handed on as soon as it is known and in the order the
files were found, so memory does not grow with the number of files. An
unchanged file's result comes from the cache (`cache.py`); the rest are
checked in this process, and, once more than a few files miss the cache and
there is more than one core, in forked worker processes beside it
(`check_pool.py`).

This module is on the path of a fully cached run, which never needs the
grammar or the compiler: those are imported only when a file is checked.
"""

from __future__ import annotations

import functools
import os
from collections import deque
from collections.abc import Iterator

import attrs

from . import check_pool
from .diagnostics import Finding, Severity
from .fileio import ReadProblem, collect, problem_diagnostic, read_bounded
from .messages import decode, encode
from .rulesets import registry
from .records import define, frozen

__all__ = ["CheckRun", "FileCheck", "check_paths"]

#: Files that must miss the cache before workers are forked, and files still to read then (forking one, and
#: its caches filled again, cost more than checking a few files).
POOL_AFTER = 16
#: Files read and not yet handed on, and their bytes (but one file, however large), whatever the number of
#: processes: enough for a run in this process's hands and `check_pool.QUEUED` in a worker's, few enough that
#: memory stays flat.
WINDOW = 64
WINDOW_BYTES = 16 * 1024 * 1024


@frozen
class FileCheck:
    """What checking one file found: whether it could be read, how many abilities, the findings."""

    path: str
    read: bool
    abilities: int
    findings: tuple[Finding, ...]
    holds_abilities: bool = True  # False: a file of another kind (a scenario)
    ruleset: str = ""             # the ruleset that read it
    summary: object = None        # what its ruleset's stage across files needs of it (`Ruleset.summary`)
    across: bool = False          # True: the findings of the stage across files in this file, after its own

    @property
    def empty(self) -> bool:
        """Read, a file that holds abilities, and no ability in it."""
        return self.read and self.abilities == 0 and self.holds_abilities and not self.across

    def to_data(self) -> dict:
        """The result as JSON data, without the path (the cache's value)."""
        return {"read": self.read, "abilities": self.abilities, "holds_abilities": self.holds_abilities,
                "ruleset": self.ruleset, "summary": self.summary, "across": self.across,
                "findings": [[f.code, f.severity.value, encode(f.message), f.line, f.column, f.end_line,
                              f.end_column, f.line_text, f.ability, encode(f.suggestion), f.line_from,
                              [list(at) for at in f.also]]
                             for f in self.findings]}

    @classmethod
    def from_data(cls, path: str, data: dict) -> FileCheck:
        findings = tuple(
            Finding(str(code), Severity(severity), decode(message), path, int(line), int(column), int(end_line),
                    int(end_column), None if text is None else str(text), None if ability is None else str(ability),
                    decode(suggestion), None if line_from is None else int(line_from),
                    tuple(tuple(int(n) for n in at) for at in (also[0] if also else ())))
            for code, severity, message, line, column, end_line, end_column, text, ability, suggestion, line_from,
            *also in data["findings"])
        # (an entry written before `summary` was kept is read again: its file's summary is needed)
        return cls(path, bool(data["read"]), int(data["abilities"]), findings, bool(data.get("holds_abilities", True)),
                   str(data["ruleset"]), data["summary"], bool(data.get("across", False)))


@define
class CheckRun:
    """The paths that could not be used (found before any file is read), the files' results, and the folders
    named in which no file to check was found."""

    problems: list[Finding]
    files: int
    results: Iterator[FileCheck]
    empty_folders: list[str] = attrs.Factory(list)


def check_paths(paths: list[str], cache=None, jobs: int | None = None, progress=None,
                ruleset: str | None = None) -> CheckRun:
    """Check every file under `paths`. `cache`: a `cache.CheckCache` or None; `jobs`: worker
    processes at most (None: one per core; 1: none); `progress`: a `progress.Progress`;
    `ruleset`: the ruleset that reads every file (None: each file's own)."""
    found = collect(paths, registry.suffixes(), registry.declared(ruleset))  # (a scenario with `# ruleset:` too)
    files = [path for path, _ in found.files]
    items = progress(files, total=len(files)) if progress is not None else files
    return CheckRun([problem_diagnostic(p).finding() for p in found.problems], len(files),
                    _results(items, cache, _workers(jobs, len(files)), ruleset, len(files)),
                    found.empty_folders)


def _workers(jobs: int | None, files: int) -> int:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    wanted = cores if jobs is None else jobs
    return max(1, min(wanted, cores, files // POOL_AFTER or 1))


def check_bytes(path: str, data: bytes, ruleset: str | None = None) -> FileCheck:
    """Check one file's bytes (in this process or a worker)."""
    read_source, FileResult, guarded, summary_of = _checking()
    source, problems = read_source(path, data)
    if source is None:
        return FileCheck(path, False, 0, tuple(d.finding() for d in problems))
    result = guarded(FileResult(path, source), ruleset)
    summary = summary_of(result)
    return FileCheck(path, True, len(result.abilities), tuple(d.finding() for d in result.diagnostics),
                     result.holds_abilities, result.ruleset, summary)


@functools.cache
def _checking() -> tuple:
    """What checking a file needs, imported at the first file checked (a cached run does without) and looked up once:
    `from` imports run again for each file cost a few microseconds each."""
    from .frontends import read_source
    from .pipeline import FileResult, guarded, summary_of

    return read_source, FileResult, guarded, summary_of


def _across(summaries: dict[str, dict[str, object]], keys: dict[str, str | None], cache) -> Iterator[FileCheck]:
    """The findings of the stage across files (`Ruleset.across`) of each ruleset that read two or more files, as
    results of their files (`FileCheck.across`), after every file's own. A file is read again, one at a time, only
    when the ruleset asks for it; what is kept meanwhile is the summaries (names, not text). They are cached under
    the keys of all the ruleset's files (`keys`: each file's cache key): when none changed, none is read again.
    They come in the order the files were found (`keys` is in that order), whichever ruleset read each."""
    every: list[FileCheck] = []
    for name, files in summaries.items():
        if len(files) < 2:
            continue
        key = _across_key(name, files, keys) if cache is not None else None
        stored = _stored_across(cache, key) if key is not None else None
        if stored is None:
            stored = list(_across_of(name, files))
            if key is not None:
                try:
                    cache.put(key, [[r.path, r.to_data()] for r in stored])
                except TypeError:  # a finding the cache cannot carry exactly: done again next time
                    pass
        every.extend(stored)
    order = {path: index for index, path in enumerate(keys)}
    yield from sorted(every, key=lambda result: order.get(result.path, len(order)))


def _across_key(name: str, files: dict[str, object], keys: dict[str, str | None]) -> str | None:
    """The cache key of a ruleset's stage across `files`: its name and every file's own key, in order; None when
    a file has none."""
    import hashlib

    digest = hashlib.blake2b(b"across\0" + name.encode("utf-8", "surrogateescape"), digest_size=20)
    for path in files:
        if keys.get(path) is None:
            return None
        digest.update(b"\0" + str(keys[path]).encode())
    return digest.hexdigest()


def _stored_across(cache, key: str) -> list[FileCheck] | None:
    data = cache.get(key)
    if not isinstance(data, list):
        return None
    try:
        return [FileCheck.from_data(str(path), value) for path, value in data]
    except _NOT_WRITTEN_HERE:  # not what this version writes: done again
        return None


def _across_of(name: str, files: dict[str, object]) -> Iterator[FileCheck]:
    """The stage across `files` of the ruleset `name`, done now."""
    from .frontends import read_source
    from .pipeline import across_guarded

    def source(path: str):
        data = read_bounded(path)
        return None if isinstance(data, ReadProblem) else read_source(path, data)[0]

    found = across_guarded(registry.get(name), files, source, next(iter(files)))
    for path in files:
        if found.get(path):
            yield FileCheck(path, True, 0, tuple(d.finding() for d in found[path]), False, name, None, True)


def _results(paths, cache, workers: int, ruleset: str | None = None, total: int | None = None) -> Iterator[FileCheck]:
    """Each file's result, in the order of `paths` (`total` of them), checked by this process and, once more than
    `POOL_AFTER` files missed the cache with as many still to read, by `workers - 1` forked workers beside it
    (`check_pool`). At most `WINDOW` files and `WINDOW_BYTES` bytes are read ahead of the results."""
    left = len(paths) if total is None else total
    files = iter(paths)
    window: deque = deque()  # FileCheck, or the _Slot of a file still to check, in the order the files were found
    mine: deque = deque()    # (path, data, slot) of the files this process checks
    run: list = []           # (path, data, slot) read for the next run, not yet handed out (a pool is running)
    held = [0]               # the bytes of the files in `window` not yet checked and handed on
    pool = None
    misses = 0
    summaries: dict[str, dict[str, object]] = {}   # ruleset → path → summary, for the stage across files
    keys: dict[str, str | None] = {}                # path → its cache key, for the stage's
    ended = False
    try:
        while files is not None or run or mine or window:
            # read while this process, or a worker, has no file to check
            while files is not None and not _full(window, held) and (not mine or (pool is not None and pool.hungry())):
                path = next(files, None)
                if path is None:
                    files = None
                    break
                left -= 1
                data = read_bounded(path)
                if isinstance(data, ReadProblem):
                    window.append(FileCheck(path, False, 0, (problem_diagnostic(data).finding(),)))
                    continue
                key = cache.key(path, data, ruleset) if cache is not None else None
                keys[path] = key
                stored = _cached(cache, key, path)
                if stored is not None:
                    window.append(stored)
                    continue
                slot = _Slot(key, len(data))
                held[0] += slot.size
                window.append(slot)
                misses += 1
                if pool is None and workers > 1 and misses > POOL_AFTER and left >= POOL_AFTER:
                    pool = check_pool.start(workers - 1)
                if pool is None:
                    mine.append((path, data, slot))
                    continue
                run = _grown(run, (path, data, slot), check_pool.run_size(left, workers), pool, mine, ruleset)
            full = files is None or _full(window, held)
            if run and (full or not mine):
                _hand_out(run, pool, mine, ruleset)
                run = []
            if mine:
                path, data, slot = mine.popleft()
                slot.value = check_bytes(path, data, ruleset)
            elif window and full and not isinstance(window[0], FileCheck):
                window[0].wait()  # (nothing to check here: wait for the workers, in order)
            while window and _ready(window[0]):
                item = window.popleft()
                if not isinstance(item, FileCheck):
                    held[0] -= item.size
                yield _noted(_take(item, cache), summaries)
        if pool is not None:
            pool.hand_patterns()
        ended = True
        yield from _across(summaries, keys, cache)
    finally:
        if pool is not None:
            if ended:
                pool.shutdown()
            else:  # (interrupted, or the results' reader gone: the workers' runs are of no use)
                pool.stop()
        if cache is not None:
            cache.close()


def _full(window: deque, held: list[int]) -> bool:
    """Whether as many files, or bytes, are read ahead of the results as may be (`WINDOW`, `WINDOW_BYTES`)."""
    return len(window) >= WINDOW or (held[0] >= WINDOW_BYTES and bool(window))


def _grown(run: list, item: tuple, size: int, pool, mine: deque, ruleset: str | None) -> list:
    """The run being read, with `item` (path, data, slot) added; handed out first when it is `size` long and
    `item` stands apart from its last file (`check_pool.apart`), or `check_pool.RUN_MOST` long, or
    `check_pool.RUN_BYTES` large, whatever stands where (a run's results come back together: a long one
    would hold back the results after it)."""
    if run and (len(run) >= check_pool.RUN_MOST or sum(len(data) for _, data, _ in run) >= check_pool.RUN_BYTES
                or (len(run) >= size and check_pool.apart(run[-1][0], item[0]))):
        _hand_out(run, pool, mine, ruleset)
        return [item]
    run.append(item)
    return run


def _check_run(items: list[tuple[str, bytes]], ruleset: str | None) -> list[FileCheck]:
    """Check a run of files (in a worker)."""
    return [check_bytes(path, data, ruleset) for path, data in items]


def _hand_out(run: list, pool, mine: deque, ruleset: str | None) -> None:
    """Give a run of files to a worker that has fewer than `check_pool.QUEUED` in hand, or else to this process."""
    if not pool.hungry():
        mine.extend(run)
        return
    handed = pool.submit(_check_run, [(path, data) for path, data, _ in run], ruleset)
    for index, (_, _, slot) in enumerate(run):
        slot.run, slot.index = handed, index


class _Slot:
    """The place of a file still to check, in the order of the results: filled by this process (`value`) or
    by a worker's run (`run`, its `index` there)."""

    __slots__ = ("key", "size", "value", "run", "index")

    def __init__(self, key: str | None, size: int = 0) -> None:
        self.key, self.size, self.value, self.run, self.index = key, size, None, None, 0

    def done(self) -> bool:
        return self.value is not None or (self.run is not None and self.run.done())

    def wait(self) -> None:
        if self.value is None and self.run is not None:
            self.value = self.run.results(_check_run)[self.index]


def _ready(item) -> bool:
    return isinstance(item, FileCheck) or item.done()


def _take(item, cache) -> FileCheck:
    if isinstance(item, FileCheck):
        return item
    item.wait()
    result = item.value
    if cache is not None and result.read:
        try:
            cache.put(item.key, result.to_data())
        except TypeError:  # a finding the cache cannot carry exactly: check this file again next time
            pass
    return result


def _noted(result: FileCheck, summaries: dict[str, dict[str, object]]) -> FileCheck:
    """`result`, its summary noted for the stage across files."""
    if result.ruleset and result.summary is not None:
        summaries.setdefault(result.ruleset, {})[result.path] = result.summary
    return result


#: What reading a stored result that is not what this version writes raises (`FileCheck.from_data` of a damaged row:
#: a list for a mapping, a number for a list, nesting too deep).
_NOT_WRITTEN_HERE = (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError)


def _cached(cache, key: str | None, path: str) -> FileCheck | None:
    if cache is None:
        return None
    data = cache.get(key)
    if data is None:
        return None
    try:
        return FileCheck.from_data(path, data)
    except _NOT_WRITTEN_HERE:  # not what this version writes: check the file again
        return None
