"""Reading a hero or target file's TOML safely: a regular file of at most a megabyte, UTF-8, and TOML that
tomllib can take without hanging or running out of stack; each refusal is a `HeroFileError` that says what to
write instead (a Japanese key in quotes, a shorter number).
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from pathlib import Path

from ....frontends.toml_reasons import toml_place
from ....frontends.toml_text import MAX_KEY_PARTS, bare_key, long_dotted_key
from ....messages import Message, msg
from ....messages.oserrors import os_reason
from .hero_fields import CHARACTERISTIC_RANGE, MAX_NESTING, HeroFileError, clip

__all__ = ["MAX_FILE_BYTES", "load_toml", "read_bytes", "toml_table"]

#: The most a file may hold: it keeps an endless device or a runaway file from eating memory.
MAX_FILE_BYTES = 1024 * 1024


def read_bytes(path: str | Path) -> bytes:
    """The bytes of a regular file of at most MAX_FILE_BYTES.

    Opened without blocking, so that a FIFO with no writer does not hang, and checked to be a
    regular file before reading, so that /dev/zero or a terminal is not read at all.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise HeroFileError(msg("hero.not_regular", path=str(path), suffix=".toml"))
            data = handle.read(MAX_FILE_BYTES + 1)  # not the size fstat gave: the file may be growing
    except FileNotFoundError as error:
        if str(path) == "-":   # (standard input, which no hero file is read from: say which commands read it)
            raise HeroFileError(msg("file.missing_stdin", path="-", check="statblock check -",
                                    fmt="statblock fmt -")) from None
        raise HeroFileError(msg("hero.unreadable", path=str(path), reason=os_reason(error))) from None
    except OSError as error:
        raise HeroFileError(msg("hero.unreadable", path=str(path), reason=os_reason(error))) from None
    if len(data) > MAX_FILE_BYTES:
        raise HeroFileError(msg("hero.too_big", path=str(path), limit=MAX_FILE_BYTES // (1024 * 1024)))
    return data


def load_toml(path: str | Path) -> tuple[dict, str]:
    """A hero or target file's table, and its text."""
    from ....fileio import marked_encoding
    from ....frontends import stray_nuls

    data = read_bytes(path)
    if data.startswith(b"\xef\xbb\xbf"):
        # UTF-8's byte-order mark, which Windows editors write, is no text: dropped as `check` of the same file, a
        # scenario and a game state drop it (before, `roll --hero` refused it, `not valid TOML` at 1:1); positions are
        # the text's after it, as theirs are
        data = data[3:]
    encoding = marked_encoding(data)
    if encoding is not None:  # (UTF-16 text's NULs are no binary file's: said as `sim` and `timing` say it)
        raise HeroFileError(msg("hero.other_encoding", path=str(path), encoding=encoding))
    if b"\x00" in data[:8192] and not stray_nuls(data[:8192]):
        # (NULs all over: binary data, read as TOML was `not valid TOML: Invalid statement (at line 1, column 1)`; a
        # stray one in text is tomllib's error at its line and column)
        raise HeroFileError(msg("hero.binary", path=str(path), format="TOML"))
    try:
        return toml_table(data.decode("utf-8"), str(path))
    except UnicodeDecodeError as error:  # (the line and column of the first bad byte, and what to do: before, neither)
        good = data[:error.start].decode("utf-8")
        raise _at(str(path), good + "\n", len(good), msg("hero.not_utf8")) from None


def toml_table(text: str, path: str) -> tuple[dict, str]:
    """The table of a hero or target file's text, and the text; `HeroFileError` when it is no TOML to read, at the
    line and column where it stops being readable (before, a line at most, and tomllib's own place in words)."""
    try:
        long_key = long_dotted_key(text)  # tomllib takes the square of a key's parts: refuse first
        if long_key is not None:
            raise _at(path, text, long_key.start(), msg("hero.long_key", key=clip(long_key.group()),
                                                        parts=MAX_KEY_PARTS, depth=MAX_NESTING))
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as error:
        reason, offset = toml_place(str(error), text)
        bare = bare_key(text, str(error))
        if bare is not None:  # `筋力 = 2`: TOML takes a key in Japanese only in quotes
            line, key = bare
            start = _line_start(text, line)
            offset = start + len(text[start:]) - len(text[start:].lstrip(" \t"))   # (the key, after its indent)
            raise _at(path, text, offset, msg("hero.quote_key", key=clip(key), format="TOML")) from None
        raise _at(path, text, offset, msg("hero.not_toml", format="TOML", message=reason)) from None
    except ValueError:  # tomllib lets Python's limit on the digits of an integer through
        offset, key = _first(text, _LONG_NUMBER)
        raise _at(path, text, offset, msg("hero.long_number", key=key, low=CHARACTERISTIC_RANGE[0],
                                          high=CHARACTERISTIC_RANGE[1])) from None
    except RecursionError:  # tomllib reads nested arrays and inline tables recursively
        offset, key = _first(text, _DEEP_BRACKETS)
        raise _at(path, text, offset, msg("hero.deep", key=key, depth=MAX_NESTING)) from None
    except MemoryError:
        raise HeroFileError(msg("hero.too_large", path=str(path))) from None


def _at(path: str, text: str, offset: int, problem: Message) -> HeroFileError:
    """The error of `problem` at `offset` of the file's `text`: `path:line:column: problem` (the column counts
    characters, as every diagnostic's does), with the offset and the problem alone for `check`."""
    start = text.rfind("\n", 0, offset) + 1
    origin = f"{path}:{text.count(chr(10), 0, start) + 1}:{offset - start + 1}"
    return HeroFileError(msg("hero.at", origin=origin, message=problem), offset, problem)


def _line_start(text: str, line: int) -> int:
    start = 0
    for _ in range(line - 1):   # (one `find` a line: linear)
        start = text.find("\n", start) + 1
    return start


_LONG_NUMBER = re.compile(r"[0-9][0-9_]{999,}")
# A dotted key of more than MAX_KEY_PARTS parts (toml_text.long_dotted_key) is refused before tomllib reads
# it; a hero file needs at most MAX_NESTING, and keys are looked for in strings and comments too, hence the room.
_DEEP_BRACKETS = re.compile(r"(?:[\[{][ \t]*){100,}")


def _first(text: str, pattern: re.Pattern) -> tuple[int, Message | str]:
    """(the offset where `pattern` first matches, else 0; `` `key`: `` for the key of its line, or nothing)."""
    found = pattern.search(text)
    if found is None:
        return 0, ""
    start = text.rfind("\n", 0, found.start()) + 1
    key = text[start:found.start()].partition("=")[0].strip()
    return found.start(), (msg("hero.where_key", key=clip(key)) if key else "")
