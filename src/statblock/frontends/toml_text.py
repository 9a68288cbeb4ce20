"""Where a key or a value of a TOML file is: tomllib gives values without positions, so the text is
walked again, lightly, to find them.

`Locator(text).value(("players", 0, "play", 2))` is the (start, end) offsets of the third card of
the first player's play area; `.key(path)` the offsets of the key itself; `field_offset(text,
"kit.melee_damage[1]")` the offset of a field named as a message names it. Tables (`[villain]`),
arrays of tables (`[[players]]`), inline tables and arrays (over several lines, with comments) are
followed; a path the walk cannot follow gives the place of the deepest part it found, so a
diagnostic always points into the file.
"""

from __future__ import annotations

import functools
import re

__all__ = ["MAX_KEY_PARTS", "Locator", "bare_key", "field_offset", "long_dotted_key"]

# A dotted key (`a.b.c = 1`, `[a.b.c]`) of more than MAX_KEY_PARTS parts, bare or quoted: tomllib's
# work and memory grow with the square of the parts (20,000 take a quarter of a minute and a gigabyte),
# and no settings file of statblock nests that deep. Looked for anywhere, strings and comments too.
MAX_KEY_PARTS = 16
_KEY_PART = r"""(?:[A-Za-z0-9_-]++|"[^"\n]*+"|'[^'\n]*+')"""
_DOTTED_KEY = re.compile(rf"(?<![A-Za-z0-9_-]){_KEY_PART}(?:[ \t]*+\.[ \t]*+{_KEY_PART}){{{MAX_KEY_PARTS},}}")


def long_dotted_key(text: str) -> re.Match | None:
    """The first dotted key of more than `MAX_KEY_PARTS` parts in `text`, to refuse before tomllib reads
    it. Each attempt starts at the start of a word and stops where its chain of parts ends: linear time."""
    return _DOTTED_KEY.search(text)

_AT_LINE = re.compile(r"at line (\d{1,9}), column \d{1,9}\)$")
_UNQUOTED_KEY = re.compile(r"[ \t]*+(?P<key>[^\x00-\x7f\s=\[\]][^=\n]{0,60}?)[ \t]*+=")


def bare_key(text: str, error: str) -> tuple[int, str] | None:
    """(line, key) when tomllib's `error` stopped on a line of `text` that starts with a key TOML takes only
    in quotes (`筋力 = 2`, `装備ＨＰ = 5`: a bare key is ASCII letters, digits, `_` and `-`), else None."""
    at = _AT_LINE.search(error)
    if at is None:
        return None
    number = int(at.group(1))
    lines = text.split("\n", number)
    if number > len(lines):
        return None
    match = _UNQUOTED_KEY.match(lines[number - 1])
    return (number, match.group("key")) if match is not None else None


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
# `[ name ]`, `[[name]]`: the name between blanks, on one line. Its blanks are each taken once: `\s*(?P<name>[^\]\n]*?)\s*`
# took a run of blanks with no `]` after it three ways at once, cubic (`[` and 5,000 blanks: over 30 s)
_HEADER = re.compile(r"\[\[?\s*+(?P<name>(?:[^\S\n]*+[^\]\s])*+)\s*+\]\]?")


# The walk's steps over runs of characters, each a regular expression instead of a loop of Python over the characters
# (`tests/test_toml_locator.py` holds the loops and checks that both find the same places).
_SPACES = re.compile(r"[ \t\r]*+")
_INSIDE = re.compile(r"(?:[ \t\r\n]++|#[^\n]*+\n?)*+")     # blanks, newlines and comments, each to its line's end
_BASIC_BODY = re.compile(r'(?:[^"\\\n]++|\\[\s\S])*+')   # a "string" to its closing quote or line end, `\x` skipped
_LITERAL_BODY = re.compile(r"[^'\n]*+")
_SCALAR = re.compile(r"[^,\]}\n#]*+")                     # a value that is no string, array or table
_MARK = re.compile(r"[\[\]{}\"'#]")                        # inside an array or table: what is not a value's own


class Locator:
    def __init__(self, text: str):
        self.text = text
        # table path -> {key: (key_start, key_end, value_start, value_end)}; arrays of tables get their index
        self.tables: dict[tuple, dict[str, tuple[int, int, int, int]]] = {(): {}}
        self.headers: dict[tuple, tuple[int, int]] = {}
        self._index()

    # ---- the document ----

    def _index(self) -> None:
        text, i, current = self.text, 0, ()
        counts: dict[tuple, int] = {}
        while i < len(text):
            i = self._blank(i, newlines=True)
            if i >= len(text):
                break
            if text[i] == "[":
                found = _HEADER.match(text, i)
                if found is None:
                    i = self._line_end(i)
                    continue
                name = tuple(self._key_parts(found.group("name")))
                if found.group().startswith("[["):
                    counts[name] = counts.get(name, -1) + 1
                    current = (*name, counts[name])
                else:
                    current = name
                self.tables.setdefault(current, {})
                self.headers[current] = (found.start(), found.end())
                i = self._line_end(found.end())
                continue
            key_start = i
            key, i = self._read_key(i)
            key_end = i
            i = self._blank(i)
            if key is None or i >= len(text) or text[i] != "=":
                i = self._line_end(i)
                continue
            value_start = self._blank(i + 1)
            value_end = self._skip_value(value_start)
            record = (key_start, key_end, value_start, value_end)
            self.tables.setdefault(current, {}).setdefault(key, record)
            self._dotted(current, text[key_start:key_end], record)
            i = self._line_end(value_end)

    def _dotted(self, current: tuple, written: str, record: tuple[int, int, int, int]) -> None:
        """`characteristics.intution = 2`: the key is also the last part's, in the tables its parts make (placed at
        the first dotted key that makes each, as a header would place it); a path into it was found only as far as
        the first dotted key of its first part, another line."""
        if "." not in written or written[:1] in "\"'" or written.count(".") >= MAX_KEY_PARTS:
            return  # (a key of more parts is refused; its prefixes, each a tuple, would take the square of them)
        parts = self._key_parts(written)
        for count in range(1, len(parts)):
            table = (*current, *parts[:count])
            self.tables.setdefault(table, {})
            self.headers.setdefault(table, record[:2])
        self.tables[(*current, *parts[:-1])].setdefault(parts[-1], record)

    def _key_parts(self, name: str) -> list[str]:
        return [part.strip().strip("\"'") for part in name.split(".")]

    def _read_key(self, i: int) -> tuple[str | None, int]:
        text = self.text
        if i < len(text) and text[i] in "\"'":
            end = text.find(text[i], i + 1)
            return (None, i + 1) if end == -1 else (text[i + 1:end], end + 1)
        found = _BARE_KEY.match(text, i)
        if found is None:
            return None, i + 1
        end = found.end()
        while True:  # a dotted key `a.b = 1`: kept whole, its first part names it
            j = self._blank(end)
            if j < len(text) and text[j] == ".":
                more = _BARE_KEY.match(text, self._blank(j + 1))
                if more is None:
                    break
                end = more.end()
                continue
            break
        return text[i:found.end()], end

    def _blank(self, i: int, newlines: bool = False) -> int:
        """Past spaces, tabs and carriage returns; with `newlines`, past newlines and comments too."""
        return (_INSIDE if newlines else _SPACES).match(self.text, i).end() if i < len(self.text) else i

    def _line_end(self, i: int) -> int:
        end = self.text.find("\n", i)
        return len(self.text) if end == -1 else end + 1

    def _skip_string(self, i: int) -> int:
        text, quote = self.text, self.text[i]
        if text.startswith(quote * 3, i):
            end = text.find(quote * 3, i + 3)
            return len(text) if end == -1 else end + 3
        j = (_BASIC_BODY if quote == '"' else _LITERAL_BODY).match(text, i + 1).end()
        if j < len(text) and text[j] == "\\":  # (a backslash that ends the text: it escaped what is not there)
            j += 2
        return min(j + 1, len(text))

    def _inside(self, i: int) -> int:
        """Past blanks, newlines and comments inside an array or inline table."""
        return _INSIDE.match(self.text, i).end() if i < len(self.text) else i

    def _skip_value(self, i: int) -> int:
        """Past the value at `i`. Arrays and inline tables nest to any depth: the brackets still open are
        a list, not calls (a file of thousands of `[` is no RecursionError); each runs to the bracket that
        closes it, over lines and comments, or to the end of the text."""
        text = self.text
        if i >= len(text):
            return i
        if text[i] in "\"'":
            return self._skip_string(i)
        if text[i] not in "[{":
            j = _SCALAR.match(text, i).end()
            if j == i:
                return j
            while j and text[j - 1].isspace():   # (what `len(text[:j].rstrip())` is, without copying the text)
                j -= 1
            return j
        closers = ["]" if text[i] == "[" else "}"]   # the bracket that closes each one open, the innermost last
        j = i + 1
        while closers:   # (from one bracket, quote or comment to the next: the characters between mean nothing here)
            found = _MARK.search(text, j)
            if found is None:
                return len(text)
            j = found.start()
            mark = text[j]
            if mark == closers[-1]:
                closers.pop()
                j += 1
            elif mark in "[{":
                closers.append("]" if mark == "[" else "}")
                j += 1
            elif mark in "\"'":
                j = self._skip_string(j)
            elif mark == "#":
                j = self._line_end(j)
            else:   # (a bracket that closes another than the one open: a character like any other)
                j += 1
        return j

    def _items(self, start: int, end: int) -> list[tuple[int, int]]:
        """The elements of the array at `start`."""
        items, j = [], self._inside(start + 1)
        while j < end - 1:
            if self.text[j] == ",":
                j = self._inside(j + 1)
                continue
            value_end = self._skip_value(j)
            if value_end <= j:
                break
            items.append((j, value_end))
            j = self._inside(value_end)
        return items

    def _inline(self, start: int, end: int) -> dict[str, tuple[int, int, int, int]]:
        """The keys of the inline table at `start`."""
        found, j = {}, self._inside(start + 1)
        while j < end - 1:
            if self.text[j] == ",":
                j = self._inside(j + 1)
                continue
            key, key_end = self._read_key(j)
            k = self._blank(key_end)
            if key is None or k >= len(self.text) or self.text[k] != "=":
                break
            value_start = self._blank(k + 1)
            value_end = self._skip_value(value_start)
            found.setdefault(key, (j, key_end, value_start, value_end))
            j = self._inside(value_end)
        return found

    # ---- finding ----

    def _walk(self, path: tuple) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
        """(key span, value span) of the deepest part of `path` found."""
        key_span = value_span = None
        table: tuple | None = ()          # walking tables while not None
        value: tuple[int, int] | None = None
        for part in path:
            if table is not None:
                deeper = (*table, part)
                if deeper in self.tables:  # `[villain]`, or the index after `[[players]]`
                    table = deeper
                    key_span = value_span = self.headers.get(deeper, key_span)
                    continue
                if (*deeper, 0) in self.tables:  # `[[players]]`: the index comes next
                    table = deeper
                    key_span = value_span = self.headers.get((*deeper, 0), key_span)
                    continue
                record = self.tables.get(table, {}).get(part) if isinstance(part, str) else None
                if record is None:
                    return key_span, value_span
                key_span, value_span = record[:2], record[2:]
                value, table = value_span, None
                continue
            start, end = value
            if isinstance(part, int) and self.text[start:start + 1] == "[":
                items = self._items(start, end)
                if part >= len(items):
                    return key_span, value_span
                key_span = value_span = value = items[part]
            elif isinstance(part, str) and self.text[start:start + 1] == "{":
                record = self._inline(start, end).get(part)
                if record is None:
                    return key_span, value_span
                key_span, value_span = record[:2], record[2:]
                value = value_span
            else:
                return key_span, value_span
        return key_span, value_span

    def value(self, path: tuple) -> tuple[int, int]:
        _, found = self._walk(path)
        return found or (0, 0)

    def key(self, path: tuple) -> tuple[int, int]:
        found, _ = self._walk(path)
        return found or (0, 0)


def field_offset(text: str, field: str) -> int | None:
    """Where a field named with dots and indexes (`characteristics.intution`, `kit.melee_damage[1]`) is in
    `text`: the offset of its key, or, when the key is missing, the start of the line of its table's header (or
    of the nearest table above it that is there); None when nothing of it is found."""
    path: list[str | int] = []
    for part in field.split("."):
        name, _, rest = part.partition("[")
        path.append(name)
        path.extend(int(index) for index in re.findall(r"(\d+)\]", "[" + rest) if rest)
    locator = _locator(text)
    while path:
        start, end = locator.key(tuple(path))
        if end:
            return start
        header = locator.headers.get(tuple(path))
        if header is not None:
            return text.rfind("\n", 0, header[0]) + 1  # (the header's line, from its first column)
        path.pop()
    return None


@functools.lru_cache(maxsize=4)
def _locator(text: str) -> Locator:
    """`text`'s `Locator` (read only once made), kept for the next field asked of the same text: a hero file read
    as a hero and then as a target (`check` of it, `roll --hero` and `--target` of one file) reports its fields
    twice, and indexing the file is most of the cost of finding one."""
    return Locator(text)
