"""Files for `fmt` and `convert`: which ones to read, where results go."""

from __future__ import annotations

import os

__all__ = ["mirrored_path"]


def mirrored_path(path: str, root: str, out_dir: str, suffix: str) -> str:
    """`root/a/b.md` → `out_dir/a/b<suffix>`: output names mirror input names under the output folder."""
    relative = os.path.relpath(path, root)
    stem, _ = os.path.splitext(relative)
    return os.path.join(out_dir, stem + suffix)
