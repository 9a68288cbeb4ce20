"""A cache of per-file check results, so that checking unchanged files costs little more than reading them.

A result is stored under a key made of the file's path, its bytes, the
ruleset forced on it (if any) and a fingerprint of statblock itself (its
version and the digest of its code, grammars and vocabulary, and of every
installed ruleset's), so a changed file, a moved file, a changed statblock and
a ruleset installed or changed are all checked afresh. The cache is one SQLite file in the user's
cache folder (`--cache-dir`, or `STATBLOCK_CACHE_DIR`). It is never trusted:
a row that does not decode is a miss and is written again, a file that is
not a database is removed and rebuilt, and a cache that cannot be opened at
all is simply not used. Rows beyond `MAX_ROWS` are dropped, least recently
written first.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - types only
    import sqlite3

__all__ = ["CheckCache", "RUN_DIR", "default_dir", "fingerprint", "open_cache", "prune", "read_remembered",
           "run_dir", "write_remembered"]

MAX_ROWS = 200_000
#: The longest value read back (a file's result; the corpus's largest is some 300 KB): a longer row is a miss.
MAX_VALUE = 64 << 20
#: The longest header `read_remembered` decodes (`write_remembered` writes about 90 bytes).
_HEAD_BYTES = 1024
_FILE = "check-v1.sqlite3"


#: The cache folder the command line named (`check --cache-dir`), set before anything is looked up:
#: what is remembered between runs (the installed rulesets, the parse tables) is kept there too.
#: None: `default_dir()`.
RUN_DIR: list[str | None] = [None]


def run_dir() -> str:
    """The cache folder of this run: the command line's (`RUN_DIR`), else `default_dir()`."""
    return RUN_DIR[0] or default_dir()


def prune(folder: str, prefix: str, keep: int, suffix: str = ".json") -> None:
    """Remove the files `prefix…suffix` of `folder` but the `keep` written last (what a run remembers in the
    cache folder: the installed rulesets, the parse tables, lark's parsers). Another run pruning at the same
    time, or a folder that cannot be listed, is no error."""
    try:
        files = [os.path.join(folder, name) for name in os.listdir(folder)
                 if name.startswith(prefix) and name.endswith(suffix)]
        if len(files) <= keep:
            return
        files.sort(key=lambda file: os.stat(file).st_mtime_ns, reverse=True)
        for file in files[keep:]:
            os.unlink(file)
    except OSError:
        pass


def read_remembered(path: str, key: str, max_bytes: int) -> bytes | None:
    """The payload of a file `write_remembered` wrote at `path` under `key`, or None: no such file, one
    larger than `max_bytes`, or one whose header is not the short JSON object it writes, names another key or a
    digest its payload does not have. Whatever the bytes, a damaged file is only a file that is not there."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(max_bytes + 1)
        if len(raw) > max_bytes:
            return None
        head, _, payload = raw.partition(b"\n")
        if len(head) > _HEAD_BYTES:
            return None
        header = json.loads(head)
        if type(header) is not dict or header.get("key") != key or header.get("digest") != _digest(payload):
            return None
        return payload
    except (OSError, ValueError, RecursionError):  # (`[[[…`: too deep to decode)
        return None


def write_remembered(path: str, key: str, payload: bytes, keep: int) -> None:
    """Keep `payload` at `path` under `key` (a header line of the key and the payload's digest, then the payload),
    written whole or not at all; then only the `keep` files written last of those named as `path` is before its
    last `-` and after its last `.` (`prune`). A file that cannot be written only means the next run works it out again."""
    from .fileio import WriteError, atomic_write  # (only when writing)

    header = json.dumps({"key": key, "digest": _digest(payload)}).encode("utf-8")
    try:
        atomic_write(path, header + b"\n" + payload, overwrite=True, make_folders=True)
    except (WriteError, OSError):
        return
    folder, name = os.path.split(path)
    prune(folder, name.rpartition("-")[0] + "-", keep, os.path.splitext(name)[1])


def _digest(payload: bytes) -> str:
    return hashlib.blake2b(payload, digest_size=16).hexdigest()


def default_dir() -> str:
    """`STATBLOCK_CACHE_DIR`, else the platform's user cache folder (`~/.cache/statblock` on Linux)."""
    configured = os.environ.get("STATBLOCK_CACHE_DIR")
    if configured:
        return configured
    from platformdirs import user_cache_dir

    return user_cache_dir("statblock", appauthor=False)


@functools.cache
def fingerprint() -> bytes:
    """Digest of statblock's version and of every file that decides a check result."""
    from . import __version__

    package = os.path.dirname(os.path.abspath(__file__))
    digest = hashlib.blake2b(__version__.encode(), digest_size=16)
    for root, dirs, files in os.walk(package):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and d != "templates")
        for name in sorted(files):
            if name.endswith((".py", ".lark", ".toml")):
                path = os.path.join(root, name)
                digest.update(os.path.relpath(path, package).encode() + b"\0")
                with open(path, "rb") as handle:
                    digest.update(handle.read())
    return digest.digest()


class CheckCache:
    """Check results by key; every failure of the database makes it a cache that misses."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self._db: sqlite3.Connection | None = None
        self._pending: list[tuple[str, str, int]] = []
        self._opened = False
        #: Why the cache could not be opened or written (the first failure), else None: an `OSError`, or
        #: the database's own error.
        self.failure: Exception | None = None

    @staticmethod
    def key(path: str, data: bytes, ruleset: str | None = None) -> str:
        from .rulesets.registry import fingerprint as rulesets

        digest = hashlib.blake2b(fingerprint(), digest_size=20)
        digest.update(rulesets() + b"\0" + (ruleset or "").encode("utf-8", "surrogateescape") + b"\0")
        digest.update(os.path.abspath(path).encode("utf-8", "surrogateescape") + b"\0")
        digest.update(data)
        return digest.hexdigest()

    def _connect(self) -> sqlite3.Connection | None:
        if self._opened:
            return self._db
        import sqlite3  # here, not at the top: `check --no-cache` never opens the cache

        self._opened = True
        path = os.path.join(self.folder, _FILE)
        for attempt in range(2):
            try:
                os.makedirs(self.folder, exist_ok=True)
                db = sqlite3.connect(path, timeout=2.0, isolation_level=None)
                db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, value TEXT NOT NULL, "
                           "written INTEGER NOT NULL)")
                db.execute("SELECT count(*) FROM results WHERE key = ''").fetchone()
                self._db = db
                return db
            except sqlite3.DatabaseError:  # not a database, or a damaged one: start again, once
                if attempt == 0:
                    try:
                        os.unlink(path)
                    except OSError as error:
                        self.failure = error
                        break
                else:
                    self.failure = sqlite3.DatabaseError()
            except (OSError, sqlite3.Error) as error:
                self.failure = error
                break
        return None

    def get(self, key: str) -> object | None:
        """The stored value for `key`, or None (never stored, or unreadable)."""
        db = self._connect()
        if db is None:
            return None
        try:
            row = db.execute("SELECT value FROM results WHERE key = ? AND length(value) <= ?",
                             (key, MAX_VALUE)).fetchone()
            return None if row is None else json.loads(row[0])
        except (db.Error, ValueError, TypeError, RecursionError):  # (a connection carries its module's exception
            return None                                            # classes; a value of another type, or too deep)

    def put(self, key: str, value: object) -> None:
        """Store `value` (JSON data); written in batches and at `close`."""
        self._pending.append((key, json.dumps(value, ensure_ascii=False, separators=(",", ":")), time.time_ns()))
        if len(self._pending) >= 256:
            self._flush()

    def _flush(self) -> None:
        rows, self._pending = self._pending, []
        db = self._connect()
        if db is None or not rows:
            return
        try:
            with db:
                db.execute("BEGIN")
                db.executemany("INSERT OR REPLACE INTO results (key, value, written) VALUES (?, ?, ?)", rows)
                (count,) = db.execute("SELECT count(*) FROM results").fetchone()
                if count > MAX_ROWS:
                    db.execute("DELETE FROM results WHERE key IN "
                               "(SELECT key FROM results ORDER BY written LIMIT ?)", (count - MAX_ROWS,))
        except db.Error as error:
            self.failure = self.failure or error  # (only makes the next run slower: said once, by the command)

    def close(self) -> None:
        self._flush()
        if self._db is not None:
            try:
                self._db.close()
            except self._db.Error:
                pass
            self._db = None


def open_cache(folder: str | None) -> CheckCache:
    return CheckCache(folder or default_dir())
