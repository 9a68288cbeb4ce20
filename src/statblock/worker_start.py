"""The set-up of a forked worker process, shared by `check`'s pool (`check_pool.py`) and the card renderer's
(`render/forking.py`): kept apart from both so that `check` does not import the renderer to use it."""

from __future__ import annotations

import os
import signal

__all__ = ["die_with_parent"]


def die_with_parent(parent: int) -> None:
    """A worker's set-up: it leaves Ctrl-C to its parent (which stops the workers), and dies with the parent however
    that ends (`kill -TERM`, killed by the system): no worker is left running alone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):  # elsewhere: a watch of who the parent is
        import threading
        import time

        def watch() -> None:
            while os.getppid() == parent:
                time.sleep(1.0)
            os._exit(1)

        threading.Thread(target=watch, daemon=True).start()
    if os.getppid() != parent:  # (the parent went before the death signal was asked for)
        os._exit(1)
