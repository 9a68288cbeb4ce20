"""Compiled regular expressions remembered between runs of the command line.

Python's `re` parses and compiles a pattern in Python, and a run of `statblock` compiles some 500 (the
rulesets' words and forms, the notation's state lexers, each an alternation of its terminals with case
ignored): about 0.2 s of CPU on a slow machine, a quarter of a `check` of one file and a twentieth of a
cold `check` of the published corpus, spent making what the run before made the same way. What `re`
makes of a pattern (the code `_sre` runs, its groups and their names, its flags) depends only on the
pattern, its flags and the Python that compiles it. While the store is open (`open_store`, by the
command line once its cache folder is known, until `close`), `re`'s compiler (`re._compiler.compile`,
which `re.compile`, `re.match`, ... call on a miss of `re`'s own cache) looks a pattern up in the
store first and makes it from the remembered code with `_sre.compile`, which checks the code it is
given; `close` writes the patterns met for the first time to the run's cache folder
(`cache.run_dir()`), one JSON file per Python. Each entry counts the writes since a run last used it, and one
unused for `MAX_AGE` writes is dropped (patterns made from a user's text, a did-you-mean's words, come and go).
A pattern that is one class of single characters is found by its characters in order (`_key`): a library that
builds one from a set (markdown-it's characters that end a text, in an order that changes with the hash seed)
makes another pattern at each run, which was new to the store each time, and the whole file (500 KB) was
written again at every run that read Markdown through markdown-it. The workers a run forks (`check` of many
files) hand it what they compiled (`learned`, `adopt`): they write no file. Outside an open store nothing is
changed.

It is never trusted beyond what it was made from: the file's key names the Python version and
implementation, `_sre`'s magic number, code size and largest repeat and this module's format, its
digest is checked, each entry is found by its pattern and flags, and an entry `_sre` refuses is
compiled again. A pattern is only remembered when what the store makes from its entry equals what
`re` compiled (a `re.Pattern` compares its pattern, flags and code), so a Python whose compiler works
otherwise remembers nothing. A file that does not match, does not decode or cannot be written only
means compiling as `re` does.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import sys
import warnings
from array import array

__all__ = ["adopt", "close", "learned", "open_store"]

#: The format of the file (part of its key): change it when the shape of an entry changes.
FORMAT = 3
_PREFIX = "regex-v3-"
#: Files kept in the folder (one per Python that ran here): the ones written longest ago are removed.
MAX_FILES = 4
#: Patterns remembered: patterns made from a user's text (a did-you-mean's words) must not grow the file
#: without end.
MAX_ENTRIES = 4096
#: Writes of the file an entry no run used lives through (a run that used it makes it young again).
MAX_AGE = 16
#: The largest file read back.
MAX_BYTES = 64 << 20
#: The longest first line compared (a file's header is about 150 bytes).
_HEAD_BYTES = 1024

try:  # what `re.compile` itself runs (CPython's `re`): without it there is no store
    import _sre
    from re import _compiler, _parser

    _ORIGINAL = _compiler.compile
    #: The code's words as `array` holds them (the file keeps each pattern's code as the base64 of its bytes,
    #: read only when the pattern is compiled: a list of numbers for each made the file 3 times slower to read)
    _WORD = next(kind for kind in "IL" if array(kind).itemsize == _sre.CODESIZE)
except (ImportError, AttributeError, StopIteration):  # pragma: no cover - another Python
    _sre = None

# {(pattern, flags): (flags of the compiled pattern, code as base64, groups, {name: group})}, None unless open
_entries: dict[tuple[str, int], tuple] | None = None
# {(pattern, flags): writes since a run used it} of the entries read; the keys this run used
_ages: dict[tuple[str, int], int] = {}
_used: set[tuple[str, int]] = set()
# The entries this process added since the store was opened: what a worker forked by the run hands it (`learned`)
_added: dict[tuple[str, int], tuple] = {}
_state: dict = {"path": None, "key": None, "added": False, "signature": None}
# The file this process last read or wrote: its path, its signature (its size and first line, the header
# `cache.write_remembered` writes, which names the digest of the entries after it) and its entries and their ages as
# read or written. A process that opens the store again and again (the tests run `main()` a thousand times, 3 ms a
# read) decodes the file again only when it changed.
_last_file: dict = {"path": None, "signature": None, "entries": {}, "ages": {}}


def open_store(folder: str) -> None:
    """Make the patterns compiled from now on from those remembered in `folder` (read now), and
    remember new ones there at `close`."""
    global _entries
    if _sre is None:
        return
    key = (f"{sys.version}|{sys.implementation.name}|{sys.byteorder}|{_sre.MAGIC}|{_sre.CODESIZE}|{_sre.MAXREPEAT}"
           f"|{FORMAT}")
    path = os.path.join(folder, _PREFIX + hashlib.blake2b(key.encode(), digest_size=12).hexdigest() + ".json")
    _state.update(path=path, key=key, added=False)
    _used.clear()
    _added.clear()
    signature = _signature(path)  # (before the entries: a file replaced in between is read again at the next open)
    _state["signature"] = signature
    if signature is not None and _last_file["path"] == path and _last_file["signature"] == signature:
        _entries = dict(_last_file["entries"])  # (the file is as this process last read or wrote it: not decoded again)
        _ages.clear()
        _ages.update(_last_file["ages"])
    else:
        _entries = _read(path, key, _ages)
        _remember(path, signature, _entries, _ages)
    _compiler.compile = _compile


def close() -> None:
    """Compile as `re` does again, and write the patterns remembered to the folder if some are new."""
    global _entries
    entries, path = _entries, _state["path"]
    _entries = None
    if _sre is None:
        return
    _compiler.compile = _ORIGINAL
    if entries is None or not _state["added"] or path is None:
        return
    _state["added"] = False
    ages = {key: 0 if key in _used else _ages.get(key, 0) + 1 for key in entries}
    kept = {key: entry for key, entry in entries.items() if ages[key] <= MAX_AGE}
    payload = json.dumps([[pattern, flags, *entry, ages[pattern, flags]] for (pattern, flags), entry in kept.items()],
                         separators=(",", ":")).encode("ascii")
    from .cache import write_remembered

    write_remembered(path, _state["key"], payload, MAX_FILES)  # (one that cannot be written: compiled next time)
    signature = _signature(path)
    if signature != _state["signature"]:  # written (one that could not be is still the file `open_store` read)
        _remember(path, signature, kept, {key: ages[key] for key in kept})


def _compile(p, flags=0):
    """`re._compiler.compile`, a pattern made from its remembered code when the store has it."""
    entries = _entries
    if entries is None or type(p) is not str or type(flags) is not int or flags & re.DEBUG:
        return _ORIGINAL(p, flags)
    key = _key(p, flags)
    entry = entries.get(key)
    if entry is not None:
        try:
            made = _made(p, entry)
            _used.add(key)
            return made
        except (RuntimeError, TypeError, ValueError, OverflowError):  # code `_sre` refuses (or not base64): made again
            del entries[key]
    compiled = _ORIGINAL(p, flags)  # (a bad pattern's error comes from here, as without the store)
    if len(entries) < MAX_ENTRIES:
        entry = _entry(key[0], flags)
        # the same code, flags and pattern as `re`'s (for a class in another order, as `re` compiles it in order)
        if entry is not None and _made(key[0], entry) == (compiled if key[0] == p else _ORIGINAL(*key)):
            entries[key] = entry
            _added[key] = entry
            _used.add(key)
            _state["added"] = True
    return compiled


# one class of single characters, none of them a range, a negation, a class escape (`\d`) or a nested set: each
# a character other than `\ [ ] ^ -`, or one escaped that is no letter nor digit (what `re.escape` writes)
_CHARACTERS = re.compile(r"\[(?:\\[^0-9A-Za-z]|[^\\\[\]^-])+\]", re.DOTALL)
_CHARACTER = re.compile(r"\\.|.", re.DOTALL)


def _key(pattern: str, flags: int) -> tuple[str, int]:
    """What `pattern` is remembered under: itself, or for one class of single characters each written once, the
    class with its characters in order, which matches the same characters whatever the order they were written in
    (`[b\\-a]` and `[a\\-b]` are found as `[\\-ab]`). It is made from the code `re` makes of that ordered class."""
    if len(pattern) > 2 and pattern[0] == "[" and _CHARACTERS.fullmatch(pattern):
        characters = _CHARACTER.findall(pattern, 1, len(pattern) - 1)
        if len(set(characters)) == len(characters):  # (`&&`, `~~`, `||` in order: a set operation to `re`)
            return "[" + "".join(sorted(characters)) + "]", flags
    return pattern, flags


def learned() -> tuple[dict, frozenset]:
    """(the entries this process added since the store was opened, the keys of those it used): what a worker forked
    by a run that opened the store hands that run (`adopt`), whose `close` alone writes the file."""
    return dict(_added), frozenset(_used)


def adopt(entries: dict, used: frozenset) -> None:
    """Take a forked worker's `learned()` into the open store: its new patterns are written at `close` as this run's
    own, and the ones it used are young again. Without, the patterns only the workers of a process pool compiled (a
    check of many files) were compiled again by every such run."""
    if _entries is None:
        return
    for key, entry in entries.items():
        if key not in _entries and len(_entries) < MAX_ENTRIES:
            _entries[key] = entry
            _state["added"] = True
    _used.update(key for key in used if key in _entries)


def _made(pattern: str, entry: tuple) -> re.Pattern:
    final_flags, code, groups, groupindex = entry
    code = array(_WORD, base64.b64decode(code, validate=True)).tolist()
    indexgroup = [None] * (groups + 1)
    for name, number in groupindex.items():
        indexgroup[number] = name
    return _sre.compile(pattern, final_flags, code, groups, groupindex, tuple(indexgroup))


def _entry(pattern: str, flags: int) -> tuple | None:
    """What `re._compiler.compile` hands `_sre.compile` for `pattern` (None if it cannot be had here)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # (the compile before it has given them)
            parsed = _parser.parse(pattern, flags)
            code = _compiler._code(parsed, flags)
        code = base64.b64encode(array(_WORD, code).tobytes()).decode("ascii")
        return flags | parsed.state.flags, code, parsed.state.groups - 1, dict(parsed.state.groupdict)
    except Exception:  # noqa: BLE001 - a Python whose compiler differs: this pattern is not remembered
        return None


def _signature(path: str) -> tuple[int, bytes] | None:
    """What the file at `path` is known again by: its size and first line (None if there is no file)."""
    try:
        with open(path, "rb") as handle:
            return os.fstat(handle.fileno()).st_size, handle.readline(_HEAD_BYTES)
    except OSError:
        return None


def _remember(path: str, signature: tuple[int, bytes] | None, entries: dict, ages: dict) -> None:
    """Remember that the file at `path` of `signature` holds `entries` of `ages` (copies: the store changes its own).
    With no file there is nothing to know it again by."""
    if signature is None:
        _last_file.update(path=None, signature=None, entries={}, ages={})
        return
    _last_file.update(path=path, signature=signature, entries=dict(entries), ages=dict(ages))


def _read(path: str, key: str, ages: dict) -> dict:
    """The entries of the file at `path` if its key is `key` and its digest its payload's, else none; `ages` made
    the entries' ages."""
    from .cache import read_remembered

    ages.clear()
    payload = read_remembered(path, key, MAX_BYTES)
    if payload is None:
        return {}
    try:
        entries = {}
        for pattern, flags, final_flags, code, groups, groupindex, age in json.loads(payload):
            if not (type(pattern) is str and type(flags) is int and type(final_flags) is int
                    and type(groups) is int and type(code) is str and type(groupindex) is dict and type(age) is int
                    and 0 <= groups <= len(pattern) and all(type(name) is str and type(number) is int
                                                            and 0 < number <= groups
                                                            for name, number in groupindex.items())):
                ages.clear()
                return {}
            entries[(pattern, flags)] = (final_flags, code, groups, groupindex)
            ages[(pattern, flags)] = age
        return entries
    except (ValueError, TypeError, RecursionError):  # (`[[[…`: too deep to decode)
        ages.clear()
        return {}
