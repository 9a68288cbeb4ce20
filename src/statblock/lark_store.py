"""Lark parsers remembered between runs in the run's cache folder, not in the temp folder.

Lark works out an LALR grammar's tables in Python: the Marvel Champions grammar takes about 1.5 s of
CPU, Draw Steel's notation with its Japanese start rules about 5 s (what a first `check` of the Steel
Compendium pays: 6.6 s of CPU against 1.2 s for the next); loading a parser takes some 30 ms. Lark's
own ``cache=True`` keeps the parser in the temp folder, which many machines empty at each start (and
tests and containers often get a fresh one), and unpickles whatever file of the expected name it finds
there: a file of another user in a shared `/tmp` could run code. `build` keeps it instead in the run's
cache folder (`cache.run_dir()`: `--cache-dir`, `STATBLOCK_CACHE_DIR`, else the user's cache folder;
`check --no-cache` bypasses the results only, as it does for the Draw Steel parse tables), one file per
grammar text, options, lark version and Python, written with `cache.write_remembered` (the `MAX_FILES`
written last are kept).

A file is never trusted: its header must name the key of the grammar asked for and the digest of its
payload, and the payload must unpickle as plain data (no class nor function is looked up: lark's `save`
writes dicts, lists, tuples, strings and numbers) before lark's `Lark.load` reads it; anything else, or
a payload lark fails to load, is built again by lark and written again.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import pickle
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - types only
    from lark import Lark

__all__ = ["build", "path_of"]

#: The format of the files (part of their names and keys): change it when what is written changes.
FORMAT = 1
_PREFIX = f"lark-v{FORMAT}-"
_SUFFIX = ".pickle"
#: The largest file read back (Draw Steel's notation with every start rule is about 270 KB).
MAX_BYTES = 16 << 20
#: Files kept in the folder: when more are written (a grammar edited, lark upgraded), the ones written longest
#: ago are removed. (Some eight grammars and start sets are built by the rulesets installed today.)
MAX_FILES = 24


def build(text: str, folder: str | None = None, **options) -> "Lark":
    """`Lark(text, **options)`, remembered in `folder` (default: the run's cache folder) when every option
    is a plain value (a string, number, boolean or None, or a list of strings: not a transformer nor a
    callback, which lark does not save)."""
    from lark import Lark, __version__

    if not all(_plain_value(value) for value in options.values()):
        return Lark(text, **options)
    key = _key(text, options, __version__)
    path = path_of(key, folder)
    parser = _read(path, key)
    if parser is None:
        parser = Lark(text, **options)
        _write(path, key, parser)
    return parser


def path_of(key: str, folder: str | None = None) -> str:
    """The file of `key` in `folder` (default: the run's cache folder)."""
    if folder is None:
        from .cache import run_dir

        folder = run_dir()
    return os.path.join(folder, _PREFIX + key + _SUFFIX)


def _plain_value(value) -> bool:
    if isinstance(value, (list, tuple)):
        return all(isinstance(item, str) for item in value)
    return value is None or isinstance(value, (str, int, float, bool))


def _key(text: str, options: dict, version: str) -> str:
    # (the Python's whole version: the pickle's protocol and lark's `re` keywords depend on it)
    parts = [FORMAT, version, sys.version, sys.implementation.name, text, sorted(options.items())]
    return hashlib.blake2b(json.dumps(parts).encode("utf-8"), digest_size=16).hexdigest()


class _PlainData(pickle.Unpickler):
    """An unpickler that looks up no class nor function: only plain data loads."""

    def find_class(self, module: str, name: str):
        raise pickle.UnpicklingError(f"not plain data: {module}.{name}")


def _plain(payload: bytes) -> bool:
    try:
        _PlainData(io.BytesIO(payload)).load()
    except Exception:  # (a payload that is no pickle of plain data fails in many ways, all meaning the same)
        return False
    return True


def _read(path: str, key: str) -> "Lark | None":
    from .cache import read_remembered

    payload = read_remembered(path, key, MAX_BYTES)
    if payload is None or not _plain(payload):
        return None
    from lark import Lark

    try:
        return Lark.load(io.BytesIO(payload))
    except Exception:  # (plain data of an unexpected shape: lark builds the parser again)
        return None


def _write(path: str, key: str, parser: "Lark") -> None:
    from .cache import write_remembered

    buffer = io.BytesIO()
    parser.save(buffer)
    payload = buffer.getvalue()
    if _plain(payload):  # (a parser lark saves with a class in it would be refused when read: not written)
        write_remembered(path, key, payload, MAX_FILES)
