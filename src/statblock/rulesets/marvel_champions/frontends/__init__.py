"""Marvel Champions' front-ends: MarvelCDB card JSON (`marvelcdb.py`), the native `.champions` format
(`native.py`) and statblock's own JSON of cards read back (`own_json.py`). Each gives the cards of a file as
`source.CardSource`, with diagnostics."""

from __future__ import annotations

__all__ = ["reader_of"]


def reader_of(path: str, text: str, native_suffixes: tuple[str, ...]):
    """The front-end that reads the file `path` holding `text`."""
    if path.lower().endswith(native_suffixes):
        from .native import read_native

        return read_native
    from . import own_json

    if own_json.sniff(text):
        return own_json.read_own_json
    from .marvelcdb import read_marvelcdb

    return read_marvelcdb
