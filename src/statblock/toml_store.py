"""The rulesets' own TOML data (`vocabulary.toml`, `words.toml`) remembered between runs as JSON.

`tomllib` reads in Python: the Draw Steel vocabulary (60 KB) took about 45 ms of CPU on a slow machine,
a twentieth of a `check` of one file, for data that changes only with the package. While the store is
open (`open_store`, by the command line once its cache folder is known), `loads` keeps what a text holds
in the run's cache folder (`cache.run_dir()`) as JSON, which `json` reads in C, under the digest of the
text itself: an edited text is another file, never a stale one. The file's header names that digest and
its payload's, both checked; a file that does not match or decode is read again from the TOML and
written again; so is one of the right digests whose data is not of the shape the caller reads (`loads`'
`shaped`). Data JSON cannot give back as TOML gave it (dates and times, floats that are not finite)
is not remembered. Outside an open store `loads` is `tomllib.loads`.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from collections.abc import Callable

__all__ = ["close", "loads", "open_store"]

#: The format of the files (part of their names and headers).
FORMAT = 1
_PREFIX = f"toml-v{FORMAT}-"
#: Files kept in the folder: when more are written (a vocabulary edited), the ones written longest ago go.
MAX_FILES = 16
#: The largest file read back.
MAX_BYTES = 16 << 20

_folder: list[str | None] = [None]


def open_store(folder: str) -> None:
    """Remember the data `loads` reads in `folder`."""
    _folder[0] = folder


def close() -> None:
    _folder[0] = None


def loads(text: str, shaped: Callable[[dict], bool] | None = None) -> dict:
    """`tomllib.loads(text)`, read from the JSON remembered for the same text when the store is open. With `shaped`,
    remembered data it refuses (of the right digests, but not of the shape the caller reads: the caller would fail
    on it, or read it wrong) is read again from the TOML and remembered again."""
    folder = _folder[0]
    if folder is None:
        return _toml_loads(text)
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()
    path = os.path.join(folder, f"{_PREFIX}{digest}.json")
    data = _read(path, digest)
    if data is not None and (shaped is None or shaped(data)):
        return data
    data = _toml_loads(text)  # (a bad text's error comes from here, as without the store)
    if _plain(data):
        from .cache import write_remembered

        write_remembered(path, digest, json.dumps(data, separators=(",", ":"), allow_nan=False).encode("ascii"),
                         MAX_FILES)  # (one that cannot be written: the TOML is read again next time)
    return data


def _toml_loads(text: str) -> dict:
    """`tomllib.loads`, imported only for a text the store has not kept: what `tomllib` imports (`datetime`, its
    patterns) cost every run about 16 M instructions, for data read from JSON."""
    import tomllib

    return tomllib.loads(text)


def _read(path: str, digest: str) -> dict | None:
    from .cache import read_remembered

    payload = read_remembered(path, digest, MAX_BYTES)
    if payload is None:
        return None
    try:
        found = json.loads(payload)
    except (ValueError, RecursionError):  # (`[[[…`: too deep to decode)
        return None
    return found if type(found) is dict else None


def _plain(value) -> bool:
    """Whether JSON gives `value` back as it is: tables, arrays, strings, booleans, integers, finite floats."""
    if type(value) is dict:
        return all(type(key) is str and _plain(item) for key, item in value.items())
    if type(value) is list:
        return all(_plain(item) for item in value)
    if type(value) is float:
        return math.isfinite(value)
    return type(value) in (str, bool, int)

