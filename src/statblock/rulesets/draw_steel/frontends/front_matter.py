"""A Markdown file's YAML front matter, read without PyYAML when it is of the plain kind.

Published Steel Compendium files open with twenty-odd lines of `key: value` and `key:` followed
by `  - item` lines. Reading those with PyYAML costs as much as reading the rest of the file, so
`read_front_matter` reads that shape itself and hands anything else to `yaml_load.load_yaml`:
quotes other than a plain `'text'`, a value that YAML would read as anything but a string, a
whole number, true/false or null (a date, a float, an octal `017`), nesting, comments, anchors,
tags, a repeated key, a character YAML or `str.isprintable` might treat differently. What it
returns is exactly what `load_yaml` returns for the same text; a test holds the two to that.
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Fragment, SourceFile

__all__ = ["front_matter_value", "read_front_matter", "simple_front_matter"]

_KEY_LINE = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*):(?: (.*))?")
_ITEM_LINE = re.compile(r"( *)- (.*)")
# what a plain value may start with here: no YAML indicator, a sign only before a digit
_PLAIN_START = re.compile(r"[A-Za-z0-9]|[-+][0-9]")
_WHOLE_NUMBER = re.compile(r"[-+]?(?:0|[1-9][0-9]{0,17})")
_STR, _INT, _BOOL, _NULL = (f"tag:yaml.org,2002:{name}" for name in ("str", "int", "bool", "null"))
_BOOLEANS = {"yes": True, "no": False, "true": True, "false": False, "on": True, "off": False}
_UNSURE = object()  # a value this reader leaves to PyYAML


def read_front_matter(text: str) -> tuple[object, list]:
    """What `yaml_load.load_yaml(text)` returns (the data and the refused aliases); raises what it raises."""
    data = simple_front_matter(text)
    if data is not None:
        return data, []
    from .yaml_load import load_yaml  # noqa: PLC0415 - PyYAML's loaders, imported with the first YAML read (yaml_lazy.py)

    return load_yaml(text)


def simple_front_matter(text: str) -> dict | None:
    """The mapping of a front matter of the plain kind, or None when PyYAML must read it."""
    data: dict = {}
    listing: str | None = None  # the key of a `key:` line, whose items may follow
    items: list | None = None
    indent: str | None = None
    for line in text.split("\n"):
        if not line:
            continue
        read = _known_line(line) if len(line) <= _CACHED else _line(line)
        if read is None:
            return None
        if read[0]:  # `key: value` or `key:`
            key, value = read[1], read[2]
            if key in data:
                return None
            if value is _NO_VALUE:
                data[key] = None
                listing, items, indent = key, None, None
                continue
            data[key] = value
            listing = None
            continue
        if listing is None:
            return None
        spaces, value = read[1], read[2]
        if items is None:
            items, indent = [], spaces
            data[listing] = items
        elif spaces != indent:
            return None
        items.append(value)
    return data or None


_NO_VALUE = object()  # a `key:` line's value: the items below it, if any


def _line(line: str) -> tuple[bool, str, object] | None:
    """What one line of a plain front matter says, whatever the lines around it: (True, key, value) for `key: value`
    (`_NO_VALUE` for `key:` alone), (False, indent, value) for an item `  - value`, None for a line PyYAML must read."""
    key_line = _KEY_LINE.fullmatch(line)
    if key_line is not None:
        key, raw = key_line.groups()
        if _tag(key) != _STR:
            return None
        value = _NO_VALUE if raw is None else _value(raw)
        return None if value is _UNSURE else (True, key, value)
    item_line = _ITEM_LINE.fullmatch(line)
    if item_line is None:
        return None
    spaces, raw = item_line.groups()
    value = _value(raw)
    return None if value is _UNSURE else (False, spaces, value)


# Lines repeat from file to file (`feature_type: ability`, `  - Magic`): a line up to this long is read once (the cache
# stays small whatever the input). A value is immutable (a string, a number, True, False or None): shared, it is safe.
_CACHED = 400
_known_line = functools.lru_cache(maxsize=8192)(_line)


@functools.lru_cache(maxsize=4096)  # values repeat from file to file (`ability`, `Maneuver`, `-1`)
def _value(raw: str) -> object:
    """The value of a scalar written on one line, or `_UNSURE`."""
    if not raw or not raw.isprintable() or raw != raw.strip():
        return _UNSURE
    if raw[0] == "'":
        inner = raw[1:-1]
        return inner if len(raw) >= 2 and raw[-1] == "'" and "'" not in inner else _UNSURE
    if not _PLAIN_START.match(raw) or ": " in raw or " #" in raw or raw.endswith(":"):
        return _UNSURE
    tag = _tag(raw)
    if tag == _STR:
        return raw
    if tag == _INT and _WHOLE_NUMBER.fullmatch(raw):
        return int(raw)
    if tag == _BOOL and raw.lower() in _BOOLEANS:
        return _BOOLEANS[raw.lower()]
    if tag == _NULL and raw in ("~", "null", "Null", "NULL"):
        return None
    return _UNSURE


@functools.lru_cache(maxsize=1024)  # keys repeat from file to file
def _tag(plain: str) -> str:
    """The tag PyYAML's resolver gives a plain scalar (its implicit resolvers, in their order)."""
    from .yaml_load import SAFE_LOADER  # noqa: PLC0415 - PyYAML's loaders, imported with the first YAML read (yaml_lazy.py)

    table = SAFE_LOADER.yaml_implicit_resolvers
    for tag, pattern in table.get(plain[0], []) + table.get(None, []):
        if pattern.match(plain):
            return tag
    return _STR


def front_matter_value(source: SourceFile, lines: int, data: dict, key: str) -> Fragment | None:
    """The text of a top-level `key` of a file's front matter (its first `lines` lines, the `---` lines
    included; `data` as read), placed on its `key:` line: at the value when it is written as read, quotes
    aside, else on the line's start (escapes, folding). None unless the value is one line of text or a
    number. The newer Steel Compendium files name their ability or monster only there."""
    value = data.get(key)
    if not isinstance(value, str | int) or isinstance(value, bool):
        return None
    value = str(value).strip()
    text, starts = source.text, source.line_starts
    for index in range(1, min(lines - 1, len(starts))):
        start = starts[index]
        if not text.startswith(key + ":", start):
            continue
        end = text.find("\n", start)
        written = text[start + len(key) + 1 : len(text) if end == -1 else end]
        at = len(key) + 1 + len(written) - len(written.lstrip())
        written = written.strip()
        if len(written) >= 2 and written[0] == written[-1] and written[0] in "'\"":
            at, written = at + 1, written[1:-1]
        if written != value:
            at = 0
        return Fragment(value, ((0, start + at),), source)
    return None
