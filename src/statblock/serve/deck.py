"""What the preview knows of the files under PATH: each file's latest reading, its last good
reading, and the heroes found there.

Only files under PATH are ever read: every path is found by walking PATH (never taken from a
request), and one whose real location is outside PATH (a symbolic link out of it) is left out,
checked again right before each read. A file is named to the page by an opaque id, never by its
path. Each file keeps two readings at most, the latest and the last good one, so memory does not
grow with the number of saves.
"""

from __future__ import annotations

import hashlib
import os
import threading
import time

import attrs

from ..diagnostics import Severity
from ..fileio import collect
from ..pipeline import FileResult, read_file
from ..rulesets import registry
from ..terminal import printable
from ..records import define, frozen

__all__ = ["MAX_FILES", "MAX_HEROES", "Deck", "Entry", "HeroChoice", "is_good"]

#: Files one preview reads at most (the first ones in PATH's order); the rest are named in a notice.
MAX_FILES = 5000
#: Hero files looked at under PATH at most.
MAX_HEROES = 100
HERO_SUFFIX = ".toml"


@define
class Entry:
    """One file under PATH."""

    id: str
    path: str                        # as found under PATH (what `read_file` was given)
    shown: str                       # as the page names it: relative to PATH's folder
    version: int                     # changes each time the file is read again
    stat: tuple[int, int, int] | None  # (mtime_ns, size, inode) when it was read
    current: FileResult              # the latest reading
    good: FileResult | None = None   # the last reading without errors that had abilities
    good_at: float | None = None     # when that good reading was made (time.time())


@frozen
class HeroChoice:
    id: str
    path: str
    name: str   # the character's name, as its ruleset reads it
    shown: str  # its file, as the page names it


def is_good(result: FileResult) -> bool:
    """A reading whose cards are worth keeping: read, no error, at least one ability."""
    return (result.source is not None and bool(result.abilities)
            and not any(d.severity is Severity.ERROR for d in result.diagnostics))


def _stat(path: str) -> tuple[int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size, info.st_ino  # (a save by renaming makes a new inode)


def _id(prefix: str, shown: str) -> str:
    return prefix + hashlib.sha256(shown.encode("utf-8", "surrogateescape")).hexdigest()[:16]


class Deck:
    """The files under `root` and the heroes, kept up to date by `sync` (thread-safe)."""

    def __init__(self, root: str, ruleset: str | None = None, hero: str | None = None) -> None:
        self.root = root
        self.real_root = os.path.realpath(root)
        self.is_file = os.path.isfile(root)
        self.base = os.path.dirname(os.path.abspath(root)) if self.is_file else os.path.abspath(root)
        self.ruleset = ruleset
        self.given_hero = hero
        self.lock = threading.RLock()
        self.entries: dict[str, Entry] = {}
        self.heroes: list[HeroChoice] = []
        self.left_out = 0        # files past MAX_FILES
        self.problems: list = []  # paths under PATH that could not be used (`fileio.ReadProblem`)
        self.serial = 0          # changes whenever anything the page shows changes
        self._versions = 0
        self._looked = False     # heroes are looked for on the first sync, then when a .toml file changes
        self._hero_stamp: tuple | None = None  # the heroes' files' times and sizes when last looked at

    # ---- where files are ------------------------------------------------------------------------

    def inside(self, path: str) -> bool:
        """Whether `path` really lies under PATH (symbolic links followed)."""
        real = os.path.realpath(path)
        return real == self.real_root or (not self.is_file and real.startswith(self.real_root.rstrip(os.sep) + os.sep))

    def shown_path(self, path: str) -> str:
        """`path` as the page names it: relative to PATH's folder, every control character and byte of a
        name that is not UTF-8 shown as a visible escape (`terminal.printable`)."""
        return printable(self._relative(path))

    def _relative(self, path: str) -> str:
        return os.path.relpath(os.path.abspath(path), self.base).replace(os.sep, "/")

    def _listing(self) -> list[str]:
        found = collect([self.root], registry.suffixes())
        self.problems = [p for p in found.problems if self.inside(p.path) or p.path == self.root]
        paths = [path for path, _ in found.files if self.inside(path)]
        self.left_out = max(0, len(paths) - MAX_FILES)
        return paths[:MAX_FILES]

    # ---- keeping up --------------------------------------------------------------------------------

    def sync(self, changed: frozenset[str] | set[str] = frozenset()) -> bool:
        """Read again every file under PATH that changed (named in `changed`, or whose size or time
        differs), drop the files that are gone, find new ones; look for heroes again when a hero
        file may have changed. True when anything the page shows changed."""
        changed = {os.path.abspath(path) for path in changed}
        with self.lock:
            before = (list(self.entries), [(e.id, e.version) for e in self.entries.values()], list(self.heroes),
                      self.left_out, len(self.problems))
            entries: dict[str, Entry] = {}
            for path in self._listing():
                shown = self.shown_path(path)
                key = _id("f", self._relative(path))  # (two names `printable` shows alike stay two files)
                old = self.entries.get(key)
                stat = _stat(path)
                if old is not None and old.stat == stat and os.path.abspath(path) not in changed:
                    entries[key] = old
                    continue
                entries[key] = self._read(key, path, shown, stat, old)
            self.entries = entries
            if not self._looked or any(path.lower().endswith(HERO_SUFFIX) for path in changed):
                self.heroes, self._looked = self._find_heroes(), True
                stamp = tuple((hero.path, _stat(hero.path)) for hero in self.heroes)
                if self._hero_stamp is not None and stamp != self._hero_stamp:  # a hero's numbers changed:
                    for key, entry in self.entries.items():                       # every card is worked out again
                        self._versions += 1
                        self.entries[key] = attrs.evolve(entry, version=self._versions)
                self._hero_stamp = stamp
            after = (list(self.entries), [(e.id, e.version) for e in self.entries.values()], list(self.heroes),
                     self.left_out, len(self.problems))
            if after != before:
                self.serial += 1
                return True
            return False

    def _read(self, key: str, path: str, shown: str, stat, old: Entry | None) -> Entry:
        self._versions += 1
        if not self.inside(path):  # swapped for a link out of PATH since it was listed
            result = FileResult(path, None)
        else:
            result = read_file(path, self.ruleset)
        entry = Entry(key, path, shown, self._versions, stat, result)
        if is_good(result):
            entry.good, entry.good_at = result, time.time()
        elif old is not None:
            entry.good, entry.good_at = old.good, old.good_at
        return entry

    # ---- heroes ------------------------------------------------------------------------------------

    def _find_heroes(self) -> list[HeroChoice]:
        paths = []
        if self.given_hero is not None:
            paths.append(self.given_hero)
        if not self.is_file:
            paths.extend(self._hero_files())
        heroes, seen = [], set()
        for path in paths:
            real = os.path.realpath(path)
            if real in seen:
                continue
            seen.add(real)
            name = hero_name(path)
            if name is not None:
                shown = self.shown_path(path) if path != self.given_hero or self.inside(path) else printable(path)
                heroes.append(HeroChoice(_id("h", real), path, name, shown))
        return heroes

    def _hero_files(self) -> list[str]:
        found = []
        for folder, dirs, files in os.walk(self.root):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                path = os.path.join(folder, name)
                if name.lower().endswith(HERO_SUFFIX) and self.inside(path) and os.path.isfile(path):
                    found.append(path)
                    if len(found) >= MAX_HEROES:
                        return found
        return found

    def hero(self, key: str | None) -> HeroChoice | None:
        return next((h for h in self.heroes if h.id == key), None)

    # ---- what the page is told ---------------------------------------------------------------------

    def entry(self, key: str) -> Entry | None:
        with self.lock:
            return self.entries.get(key)

    def state(self) -> dict:
        """What changed, for the page: each file's id and version in order, and the heroes."""
        with self.lock:
            return {"serial": self.serial, "files": [[e.id, e.version] for e in self.entries.values()],
                    "heroes": [[h.id, h.name, h.shown] for h in self.heroes]}


def hero_name(path: str) -> str | None:
    """The name of the character in `path` as the first ruleset that prints cards and reads
    characters reads it, or None when none of them can."""
    from ..diagnostics import StatblockError

    for ruleset in registry.usable():
        if "cards" not in ruleset.offers:
            continue
        try:
            return str(getattr(ruleset.character(path), "name", "") or os.path.basename(path))
        except (NotImplementedError, StatblockError):
            continue
        except Exception:  # noqa: BLE001 - any TOML file is tried, by any installed ruleset's reader
            continue
    return None
