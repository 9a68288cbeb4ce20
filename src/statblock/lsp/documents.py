"""The open documents' analyses: read after the text stops changing, one at a time, never published late.

An edit schedules a reading `delay` seconds later; a further edit before then puts it off again
(debouncing: typing a word reads the file once). Readings run one at a time in one worker thread, so
the event loop keeps answering the editor while a big file is read, and at most one reading runs and
one waits, however fast the edits come. A reading that finishes after its document changed again is
stale: it is dropped, never published. A request that needs the current reading (hover, code
actions, formatting, symbols) waits for it, and has it made at once if none is under way.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from pygls import uris

from .analysis import Analysis, analyze

__all__ = ["Documents", "document_path"]

#: How many times a request reads a document again that changed while it was read, before it gives up.
_TRIES = 3


def document_path(uri: str) -> str:
    """The file path of a document (its last segment for a document that is no file: `untitled:x.ability`)."""
    path = uris.to_fs_path(uri)
    if path:
        return path
    return uri.rstrip("/").rpartition("/")[2].rpartition(":")[2] or uri


class Documents:
    """`text_of(uri)` gives a document's (version, text) as the editor holds it, or None once it is
    closed; `publish(analysis)` shows a new analysis; `encoding()` is the position encoding agreed on; `bug(error)`
    logs a failure of statblock's own."""

    def __init__(self, text_of: Callable[[str], tuple[int | None, str] | None],
                 publish: Callable[[Analysis], None], encoding: Callable[[], str], delay: float,
                 bug: Callable[[BaseException], None]) -> None:
        self._text_of, self._publish, self._encoding, self.delay = text_of, publish, encoding, delay
        self._bug = bug
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="statblock-lsp")
        self._latest: dict[str, Analysis] = {}
        self._waiting: dict[str, asyncio.Task] = {}
        self._running: dict[str, tuple[int | None, asyncio.Future]] = {}
        self.dropped = 0  # stale readings never published

    def latest(self) -> list[Analysis]:
        return list(self._latest.values())

    def opened(self, uri: str) -> None:
        self._latest.pop(uri, None)  # opened again (without a close): its versions start over
        self._schedule(uri, 0.0)

    def changed(self, uri: str) -> None:
        running = self._running.get(uri)
        if running is not None:
            running[1].cancel()  # not started: never runs; running: its result is dropped
        self._schedule(uri, self.delay)

    def closed(self, uri: str) -> None:
        task = self._waiting.pop(uri, None)
        if task is not None:
            task.cancel()
        running = self._running.pop(uri, None)
        if running is not None:
            running[1].cancel()
        self._latest.pop(uri, None)

    def _schedule(self, uri: str, delay: float) -> None:
        task = self._waiting.pop(uri, None)
        if task is not None:
            task.cancel()
        self._waiting[uri] = asyncio.get_running_loop().create_task(self._later(uri, delay))

    async def _later(self, uri: str, delay: float) -> None:
        if delay > 0:
            await asyncio.sleep(delay)
        if self._waiting.get(uri) is asyncio.current_task():
            del self._waiting[uri]
        try:
            await self.current(uri)
        except Exception as error:  # noqa: BLE001 - a bug of statblock's: logged, and the next edit reads again
            self._bug(error)

    async def run(self, work: Callable, *args):
        """`work(*args)` in the worker thread, after the readings under way (it may use the parsers too)."""
        return await asyncio.get_running_loop().run_in_executor(self._executor, work, *args)

    async def current(self, uri: str) -> Analysis | None:
        """The analysis of the document's text as it is now, read (and published) if it was not yet;
        None when the document is closed, or changed each time it was read."""
        for _ in range(_TRIES):
            held = self._text_of(uri)
            if held is None:
                return None
            version, text = held
            latest = self._latest.get(uri)
            if latest is not None and version is not None and latest.version == version:
                return latest
            running = self._running.get(uri)
            if running is None or running[0] != version or version is None:
                future = asyncio.get_running_loop().run_in_executor(
                    self._executor, analyze, uri, version, document_path(uri), text, self._encoding())
                running = (version, future)
                self._running[uri] = running
                future.add_done_callback(lambda done, uri=uri: self._finished(uri, done))
            try:
                analysis = await asyncio.shield(running[1])
            except asyncio.CancelledError:
                if running[1].cancelled():  # the text changed under it: read again
                    continue
                raise
            held = self._text_of(uri)
            if held is None:
                return None
            if held[0] != analysis.version or (analysis.version is None and held[1] != text):
                self.dropped += 1
                continue
            if self._latest.get(uri) is not analysis:
                self._latest[uri] = analysis
                self._publish(analysis)
            return analysis
        return None

    def _finished(self, uri: str, future: asyncio.Future) -> None:
        running = self._running.get(uri)
        if running is not None and running[1] is future:
            del self._running[uri]

    def shutdown(self) -> None:
        for task in self._waiting.values():
            task.cancel()
        self._waiting.clear()
        self._executor.shutdown(wait=False, cancel_futures=True)
