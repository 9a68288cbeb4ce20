"""Server-sent events: every page that is open is told when what it shows has changed.

Each event carries the whole state (each file's id and version, the heroes), so a page that
misses one loses nothing: the next one says all. A client's queue therefore holds one event, the
latest; a slow page never makes the server hold more. The number of pages listening is bounded.
"""

from __future__ import annotations

import json
import queue
import threading

__all__ = ["MAX_LISTENERS", "Broker", "event"]

#: Pages that may listen at once (each holds one connection and one thread).
MAX_LISTENERS = 32
_CLOSED = object()


def event(name: str, data: object) -> bytes:
    """One server-sent event: its name and its data as one line of JSON."""
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n".encode("utf-8")


class Broker:
    def __init__(self, limit: int = MAX_LISTENERS) -> None:
        self._lock = threading.Lock()
        self._queues: set[queue.Queue] = set()
        self._limit = limit
        self.closed = False

    def subscribe(self) -> queue.Queue | None:
        """A queue of events for one page, or None when too many pages listen already."""
        with self._lock:
            if self.closed or len(self._queues) >= self._limit:
                return None
            listener: queue.Queue = queue.Queue(maxsize=1)
            self._queues.add(listener)
            return listener

    def unsubscribe(self, listener: queue.Queue) -> None:
        with self._lock:
            self._queues.discard(listener)

    def publish(self, data: bytes) -> None:
        """Give every page `data`, in place of any event it has not taken yet."""
        with self._lock:
            for listener in self._queues:
                _replace(listener, data)

    def close(self) -> None:
        """End every page's stream (the server stops)."""
        with self._lock:
            self.closed = True
            for listener in self._queues:
                _replace(listener, _CLOSED)

    @staticmethod
    def is_end(item: object) -> bool:
        return item is _CLOSED

    @property
    def listeners(self) -> int:
        with self._lock:
            return len(self._queues)


def _replace(listener: queue.Queue, item: object) -> None:
    try:
        listener.get_nowait()
    except queue.Empty:
        pass
    listener.put_nowait(item)
