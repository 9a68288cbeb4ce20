"""The check across files (`Ruleset.across`: SB012 of every ruleset, Marvel Champions' MC113) for an open document: the files beside it
in its folder are the ones checked with it, as `statblock check FOLDER` checks them together.

Each neighbour's summary (names only) is read from disk once and kept until its size or times of change move, so
that a keystroke reads no other file: only the open document's findings are kept, so `across` gets only its text.
Of a folder's files of the ruleset the first `MAX_NEIGHBOURS` by name are taken, a neighbour bigger than `check`
reads is left out, and a folder of more than `MAX_ENTRIES` entries is not looked through: the editor stays quick
on any folder, and `check` of the folder says the rest.
"""

from __future__ import annotations

import os
import threading

from ..diagnostics import Diagnostic
from ..fileio import MAX_FILE_BYTES, ReadProblem, read_bounded
from ..frontends import read_source
from ..pipeline import FileResult, across_guarded, guarded, summary_of
from ..rulesets import registry

__all__ = ["MAX_NEIGHBOURS", "across_neighbours"]

#: The most files of the document's ruleset beside it whose summaries the check across files takes (the first by
#: name), and the most entries of a folder it looks through at all.
MAX_NEIGHBOURS = 200
MAX_ENTRIES = 2_000
#: The most files whose summaries are kept between two readings.
MAX_KEPT = 10_000

_SUMMARIES: dict[str, tuple[tuple[int, int], str | None, object]] = {}  # path -> (stamp, ruleset, summary)
_LOCK = threading.Lock()


def across_neighbours(result: FileResult) -> list[Diagnostic]:
    """What the check across files finds in the open document `result` (read from the editor's text) with the
    files beside it on disk; nothing for a ruleset with no such check, or a document alone in its folder."""
    if not result.ruleset or result.source is None:
        return []
    ruleset = registry.get(result.ruleset)
    own = summary_of(result)
    if own is None:
        return []
    summaries = {result.path: own}
    summaries.update(_neighbours(result.path, result.ruleset))
    if len(summaries) < 2:
        return []

    # only the open document's findings are kept: only its text is given (a neighbour's is None, which `across`
    # skips), so that a keystroke reads no other file's text
    return across_guarded(ruleset, summaries, lambda path: result.source if path == result.path else None,
                          result.path).get(result.path, [])


def _neighbours(path: str, ruleset: str) -> dict[str, object]:
    """The summaries of the files of `ruleset` beside `path` (not in folders below it), read once per change."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return {}
    if len(names) > MAX_ENTRIES:  # (a folder of thousands of files: not looked through on every keystroke)
        return {}
    try:
        own = os.stat(path)
    except OSError:
        own = None
    found: dict[str, object] = {}
    for name in names:
        other = os.path.join(folder, name)
        try:
            stat = os.stat(other)
        except OSError:
            continue
        if own is not None and (stat.st_dev, stat.st_ino) == (own.st_dev, own.st_ino):
            continue  # the document itself, by another name (a link, another case of its letters)
        if not os.path.isfile(other) or stat.st_size > MAX_FILE_BYTES:
            continue
        # (the time of a change of its mode too: a file made readable is read again)
        stamp = (stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)
        with _LOCK:
            kept = _SUMMARIES.get(other)
        if kept is None or kept[0] != stamp:
            kept = (stamp, *_summary(other, ruleset))
            with _LOCK:
                if len(_SUMMARIES) >= MAX_KEPT:  # (an editor open on many folders: memory stays bounded)
                    _SUMMARIES.clear()
                _SUMMARIES[other] = kept
        if kept[1] == ruleset and kept[2] is not None:
            found[_as_given(path, other)] = kept[2]
            if len(found) >= MAX_NEIGHBOURS:
                break
    return found


def _summary(path: str, ruleset: str) -> tuple[str | None, object]:
    """(the ruleset that reads `path`, its summary when that is `ruleset`): a file of another ruleset is not read
    past the choice of its ruleset."""
    source = _source(path)
    if source is None:
        return None, None
    try:
        chosen = registry.choose(path, source.text, None)
    except (registry.UnknownRuleset, registry.BrokenRuleset):
        return None, None
    if chosen is None or chosen.name != ruleset:
        return (chosen.name if chosen is not None else None), None
    return ruleset, summary_of(guarded(FileResult(path, source)))


def _source(path: str):
    """The file's text as `check` reads it, or None when it cannot be read."""
    data = read_bounded(path)
    if isinstance(data, ReadProblem):
        return None
    source, _ = read_source(path, data)
    return source


def _as_given(path: str, other: str) -> str:
    """`other` spelt as `path` is (relative when it is): messages name files as the editor's own path does."""
    return other if os.path.isabs(path) else os.path.relpath(other)
