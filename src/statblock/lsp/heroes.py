"""The hero whose numbers hover shows, read by the ruleset (`Ruleset.character`) and kept while its file
stays the same (same size and modification time), so that moving the mouse reads no file."""

from __future__ import annotations

import os

from ..diagnostics import StatblockError
from ..records import frozen

__all__ = ["Chosen", "Heroes"]


@frozen
class Chosen:
    """The hero a document gets: `hero` (what `character` gave), or None with `problem`, a message
    saying why the file cannot be used (None when no hero was chosen, or the ruleset has none)."""

    hero: object | None = None
    problem: object | None = None


class Heroes:
    """Heroes read, by ruleset and path; at most `limit` are kept."""

    def __init__(self, limit: int = 16) -> None:
        self._kept: dict[tuple[str, str], tuple[tuple[int, int] | None, Chosen]] = {}
        self._limit = limit

    def get(self, ruleset, path: str | None) -> Chosen:
        if not path:
            return Chosen()
        key = (ruleset.name, os.path.abspath(path))
        stamp = _stamp(path)
        kept = self._kept.get(key)
        if kept is not None and stamp is not None and kept[0] == stamp:
            return kept[1]
        try:
            chosen = Chosen(ruleset.character(path))
        except NotImplementedError:  # a game without characters: hover has nothing to work out for one
            chosen = Chosen()
        except StatblockError as error:
            chosen = Chosen(problem=error.args[0] if error.args else str(error))
        if len(self._kept) >= self._limit:
            self._kept.clear()
        self._kept[key] = (stamp, chosen)
        return chosen


def _stamp(path: str) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size
