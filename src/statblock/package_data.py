"""The text of a data file shipped in one of the package's folders (a vocabulary, a grammar).

`importlib.resources` costs a run about 20 ms of CPU to import (its readers, `zipfile`, `pathlib`
with them: 40 ms on a slow machine), for files that the package's own loader reads as well: what
`pkgutil.get_data` does, from a folder or a zip archive alike, without importing `pkgutil`.
"""

from __future__ import annotations

import importlib
import os
import sys

__all__ = ["read_text"]


def read_text(package: str, *parts: str) -> str:
    """The UTF-8 text of the file `parts` (names of folders, then the file's) in `package`'s folder, its line
    ends read as text mode reads them (`\\r\\n` and `\\r` as `\\n`), as `resources.files(...).read_text` does."""
    module = sys.modules.get(package) or importlib.import_module(package)
    loader = getattr(module.__spec__, "loader", None)
    if loader is None or not hasattr(loader, "get_data") or not getattr(module, "__file__", None):
        from importlib import resources  # (a package not loaded from files: a namespace, a custom loader)

        return resources.files(package).joinpath(*parts).read_text("utf-8")
    data = loader.get_data(os.path.join(os.path.dirname(module.__file__), *parts))
    return data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
