"""Progress bars on standard error, for runs long enough to need one.

A bar is shown only when standard error is a terminal and the user did not
ask for quiet, and only once the work has taken about a second (tqdm's
`delay`), so quick runs and pipelines print nothing extra. tqdm is imported
only when a bar can be shown, which keeps the cold start of `check` small.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

__all__ = ["Progress", "progress"]

T = TypeVar("T")


class Progress:
    """What a command passes down: whether bars may be shown."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled and sys.stderr is not None and sys.stderr.isatty()

    def __call__(self, items: Iterable[T], total: int | Callable[[], int] | None = None,
                 what: str = "files") -> Iterator[T]:
        """`items` passed through, counted on a bar out of `total`: a number, or a function asked again
        after each item, for work that may grow as it goes (a card fitted again takes more sheets)."""
        if not self.enabled:
            yield from items
            return
        from tqdm import tqdm

        bar = tqdm(items, total=total() if callable(total) else total, unit=f" {what}", delay=1.0, leave=False,
                   file=sys.stderr, dynamic_ncols=True)
        try:
            for item in bar:
                yield item
                if callable(total) and (now := total()) != bar.total:
                    bar.total = now
                    bar.refresh()
        finally:
            bar.close()


def progress(quiet: bool) -> Progress:
    return Progress(not quiet)
