"""The installed distributions' entry points of one group, remembered between runs.

Every `statblock` run asks which rulesets are installed (its command line lists their commands).
The answer is `importlib.metadata.entry_points`, but importing `importlib.metadata` costs about
40 ms of CPU (it imports `email`, `zipfile` and `inspect`): a fifth of a `check` of one small file,
for an answer that changes only when a distribution is installed, removed or changed.

So the answer is kept in the cache folder (`cache.default_dir()`), one small JSON file per Python
environment (interpreter and `sys.path`), under a *stamp* of everything the scan reads: each entry
of `sys.path`, and in each folder every ``*.dist-info`` and ``*.egg-info`` with the modification
time, size, change time and inode of its ``entry_points.txt`` (a zip file on the path: its own).
Installing, removing or upgrading a distribution adds or removes such a folder, and an editable
install that rewrites its ``entry_points.txt`` changes that file's stamp, even when a copy keeps
its modification time and size (the change time cannot be set back). A scan is not written down
while something it read changed in the last two seconds (`RACY_NS`). Working out the stamp lists
the folders of `sys.path` and stats one file per distribution (about a millisecond).

The remembered answer is never trusted beyond its stamp: a different stamp, a file that does not
decode, or a finder of distributions on `sys.meta_path` other than Python's own (whose
distributions the stamp cannot see) means a fresh scan through `importlib.metadata`. The file is
written by `fileio.atomic_write`, and a folder that cannot be written only means the next run scans
again.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import os
import re
import stat
import sys
import time

import attrs

from ..records import frozen

__all__ = ["EntryPoint", "entry_points", "load", "stamp"]

#: The file name's prefix (the format's version is part of it) and how many environments are kept.
_PREFIX = "entry-points-v1-"
MAX_FILES = 32
#: The largest file read back (a real one is well under a kilobyte per entry point).
MAX_BYTES = 1 << 20
#: A scan is not written down while something it read changed less than this long ago (ns): a file
#: changed again within the same tick of a coarse clock would keep its stamp (as git's racy check).
RACY_NS = 2_000_000_000

#: An entry point's value: ``module``, ``module:attribute.path``, either with ``[extras]`` after it
#: (the grammar of the entry points specification).
_VALUE = re.compile(r"(?P<module>[\w.]+)\s*(?::\s*(?P<attr>[\w.]*)\s*)?(?:\[.*\]\s*)?$")


@frozen
class EntryPoint:
    name: str
    value: str   # "module:attribute"
    origin: str  # the name of the distribution that declares it


def load(value: str) -> object:
    """The object an entry point's `value` names, imported as `importlib.metadata.EntryPoint.load`
    does. Raises ValueError for a value that names nothing, ImportError or AttributeError for one
    that is not there."""
    match = _VALUE.match(value)
    if match is None:
        raise ValueError(f"{value!r} is not an entry point's `module:attribute`")
    found = importlib.import_module(match.group("module"))
    return functools.reduce(getattr, filter(None, (match.group("attr") or "").split(".")), found)


def entry_points(group: str, folder: str | None = None) -> tuple[EntryPoint, ...]:
    """The entry points of `group` that the installed distributions declare, in `importlib.metadata`'s
    order; remembered in `folder` (default: the cache folder) under the stamp of the environment."""
    if not _only_python_finders():
        return _scan(group)
    if folder is None:
        from ..cache import default_dir

        folder = default_dir()
    path = os.path.join(folder, _PREFIX + _environment() + ".json")
    now, latest = _stamp()
    remembered = _read(path, group, now)
    if remembered is not None:
        return remembered
    found = _scan(group)
    if time.time_ns() - latest > RACY_NS:  # (else a change within the same tick could go unseen)
        _write(path, {"stamp": now, "group": group, "points": [attrs.asdict(point) for point in found]})
    return found


def stamp() -> str:
    """A digest of every file and folder whose change can change what the scan finds (see above)."""
    return _stamp()[0]


def _stamp() -> tuple[str, int]:
    """The stamp, and the latest change time (ns) among what it covers (see `RACY_NS`)."""
    digest = hashlib.blake2b(digest_size=16)
    latest = 0
    for entry in sys.path:
        digest.update(b"\0path\0" + str(entry).encode("utf-8", "surrogateescape"))
        try:
            folder = entry or os.getcwd()  # (the working folder may have been removed)
            info = os.stat(folder)
        except (OSError, TypeError, ValueError):  # gone, or no path at all
            digest.update(b"\0absent")
            continue
        if not stat.S_ISDIR(info.st_mode):  # a zip file on the path: its own stamp covers what is in it
            digest.update(_file_stamp(info).encode())
            latest = max(latest, info.st_ctime_ns)
            continue
        try:
            names = sorted(name for name in os.listdir(folder) if name.lower().endswith(("dist-info", "egg-info")))
        except OSError:
            digest.update(b"\0unlisted")
            continue
        for name in names:
            try:
                info = os.stat(os.path.join(folder, name, "entry_points.txt"))
                seen = _file_stamp(info)
                latest = max(latest, info.st_ctime_ns)
            except OSError:
                seen = "-"
            digest.update(f"\0{name}\0{seen}".encode("utf-8", "surrogateescape"))
    return digest.hexdigest(), latest


def _file_stamp(info: os.stat_result) -> str:
    # the change time and the inode too: a copy that keeps the modification time and the size
    # (`cp -p`, `rsync -a`, an archive) still changes them, and `os.utime` cannot set them back
    return f"{info.st_mtime_ns}\0{info.st_size}\0{info.st_ctime_ns}\0{info.st_ino}"


def _environment() -> str:
    """The name of this environment's file: the interpreter and its path, so that two environments
    sharing a cache folder keep one file each."""
    described = "\0".join([sys.executable or "", sys.version, *map(str, sys.path)])
    return hashlib.blake2b(described.encode("utf-8", "surrogateescape"), digest_size=8).hexdigest()


def _only_python_finders() -> bool:
    """Whether Python's own `PathFinder` is the only finder of distributions (what the stamp sees)."""
    from importlib.machinery import PathFinder

    return all(finder is PathFinder or not hasattr(finder, "find_distributions") for finder in sys.meta_path)


def _scan(group: str) -> tuple[EntryPoint, ...]:
    from importlib.metadata import entry_points as installed

    found = []
    for point in installed(group=group):
        dist = getattr(point, "dist", None)
        found.append(EntryPoint(point.name, point.value, dist.name if dist is not None else "?"))
    return tuple(found)


def _read(path: str, group: str, now: str) -> tuple[EntryPoint, ...] | None:
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            return None
        data = json.loads(raw)
        if data["stamp"] != now or data["group"] != group:
            return None
        points = tuple(EntryPoint(p["name"], p["value"], p["origin"]) for p in data["points"])
    except (OSError, ValueError, KeyError, TypeError, RecursionError):  # (`[[[[…`: too deep to decode)
        return None
    if not all(isinstance(field, str) for point in points for field in attrs.astuple(point)):
        return None
    return points


def _write(path: str, data: dict) -> None:
    from ..cache import prune
    from ..fileio import WriteError, atomic_write  # (only when writing: every run imports this module)

    try:
        atomic_write(path, json.dumps(data).encode("utf-8"), overwrite=True, make_folders=True)
    except WriteError:
        return
    prune(os.path.dirname(path), _PREFIX, MAX_FILES)  # (the environments written last)
