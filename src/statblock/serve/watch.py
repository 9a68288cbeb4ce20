"""Watching PATH (and a hero file outside it) for saves, with watchfiles.

A folder is watched with everything under it; a single file through its folder alone (editors
save by writing a new file and renaming it over the old one, which a watch on the file itself
would lose). Changes are handed on in batches: watchfiles waits `STEP_MS` for more after the
first change, so one save (often several events) is one batch, and a file written in several
steps is read once it is whole, or read again at its next step. After each `QUIET_MS` without a
change the callback hears of an empty batch, on which the preview looks at the files' times and
sizes itself: a save made while the watch was starting, or one the system did not report, is
still seen.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable

__all__ = ["DEBOUNCE_MS", "QUIET_MS", "STEP_MS", "Watcher", "targets_for"]

#: The longest a batch of changes is held (changes arriving without pause are handed on by then).
DEBOUNCE_MS = 300
#: How long watchfiles waits for another change before it hands a batch on.
STEP_MS = 30
#: After this long without a change, an empty batch.
QUIET_MS = 1000
#: How long the files' times are looked at instead of watched, after a name watchfiles cannot decode.
RETRY_MS = 10_000


class Watcher:
    """Threads that call `on_change(paths)` with the paths that changed, until `stop()`."""

    def __init__(self, targets: list[tuple[str, bool]], on_change: Callable[[set[str]], None],
                 on_failure: Callable[[BaseException], None]) -> None:
        """`targets`: (path, recursive) pairs; `on_failure` hears of a watch that ended by itself."""
        import watchfiles  # the `serve` extra: imported only when the preview runs

        self._watchfiles = watchfiles
        self._stop = threading.Event()
        self._on_change, self._on_failure = on_change, on_failure
        self._threads = [threading.Thread(target=self._run, args=(path, recursive), daemon=True,
                                          name=f"statblock-watch-{index}")
                         for index, (path, recursive) in enumerate(targets)]

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    def stop(self, timeout: float = 2.0) -> None:
        self._stop.set()
        for thread in self._threads:
            if thread.is_alive():
                thread.join(timeout)

    def _run(self, path: str, recursive: bool) -> None:
        while not self._stop.is_set():
            try:
                for changes in self._watchfiles.watch(path, stop_event=self._stop, debounce=DEBOUNCE_MS,
                                                      step=STEP_MS, recursive=recursive, raise_interrupt=False,
                                                      ignore_permission_denied=True, watch_filter=None,
                                                      rust_timeout=QUIET_MS, yield_on_timeout=True):
                    if self._stop.is_set():
                        return
                    self._on_change({os.path.abspath(changed) for _, changed in changes})
                return
            except Exception as error:  # noqa: BLE001 - the folder vanished, the watch limit was reached
                if self._stop.is_set():
                    return
                if not _undecodable(error):
                    self._on_failure(error)
                    return
            self._look_meanwhile()

    def _look_meanwhile(self) -> None:
        """watchfiles stopped at a name under PATH that is not UTF-8 (it cannot say such a name): an
        empty batch each `QUIET_MS` for `RETRY_MS` (the preview looks at the files' times and sizes
        itself), then a watch again (the name may be gone, or it stops the watch only when it changes)."""
        for _ in range(RETRY_MS // QUIET_MS):
            if self._stop.wait(QUIET_MS / 1000):
                return
            self._on_change(set())


def _undecodable(error: BaseException) -> bool:
    """Whether watchfiles failed on a path that is not UTF-8 (its Rust side gives up on such a name)."""
    return "decode path" in str(error)


def targets_for(root: str, hero: str | None, inside: Callable[[str], bool]) -> list[tuple[str, bool]]:
    """What to watch for PATH `root` and a hero file given outside it."""
    found = [(root, True)] if os.path.isdir(root) else [(os.path.dirname(os.path.abspath(root)), False)]
    if hero is not None and not inside(hero):
        folder = os.path.dirname(os.path.abspath(hero))
        if (folder, False) not in found:
            found.append((folder, False))
    return found
