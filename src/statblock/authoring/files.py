"""Files for `fmt` and `convert`: which ones to read, where results go."""

from __future__ import annotations

import os
from pathlib import Path

from ..frontends import SUFFIXES

__all__ = ["collect", "mirrored_path"]


def collect(paths: list[str], suffixes: tuple[str, ...] = SUFFIXES) -> tuple[list[tuple[str, str]], list[str]]:
    """(file, root) pairs to read, and the paths that do not exist.

    Files named directly are taken whatever their suffix, with their own
    folder as root; folders are searched for `suffixes`, with the folder as
    root, so that outputs can mirror the input tree.
    """
    found: list[tuple[str, str]] = []
    missing: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in sorted(files):
                    if name.lower().endswith(suffixes):
                        found.append((os.path.join(root, name), str(path)))
        elif path.is_file():
            found.append((str(path), str(path.parent)))
        else:
            missing.append(raw)
    return found, missing


def mirrored_path(path: str, root: str, out_dir: str, suffix: str) -> str:
    """`root/a/b.md` → `out_dir/a/b<suffix>`: output names mirror input names under the output folder."""
    relative = os.path.relpath(path, root)
    stem, _ = os.path.splitext(relative)
    return os.path.join(out_dir, stem + suffix)
