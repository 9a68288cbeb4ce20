"""A Markdown roster's YAML front matter (`---` … `---` or `...` on its first lines), read by PyYAML: what YAML says is
what is read. `title:` (or `name:`, `warband:`, `band:`) names the warband, as YAML reads its value (`title: Elves #2` is
`Elves`: ` #2` is a YAML comment, the user's YAML); a note's metadata (Obsidian's, Jekyll's: `tags`, `date` …) is not
the roster's; a key whose line is a line of the roster (`points: 300`, `Warband Name: …`, `Total: 298`, a profile) is read
as that line (`reader.py`), its value where YAML reads it (`points:` over `  300`: the pair one line) and as YAML reads
it (a comment in the pair, `points: # the limit`, and a value's quotes blanked; a comment line between keys is nothing; a
number in quotes where the roster wants one, `points: "300"`, is text to YAML: read as the number, and the reader says
so, SH018); any other key
(`size: big`) is unknown: it is not read, and the reader says so at the key (SH015), as it is no name (before, a file
with no title was named after it). Front matter YAML cannot read is no front matter: its lines are read as Markdown,
and the reader says so (SH016) where YAML found its problem (before, in silence). Front matter YAML reads as no `key: value` lines (a line of text, `Elves`; a list, `- Elf Q3+ C2`) is no
front matter either: its lines are the roster's Markdown lines, read as the rest of the file is, and the reader says
so (SH017) at its first line of words; its closing `---` is a blank line, no heading's underline (before, `Elves` over
it was a heading, in silence).
"""

from __future__ import annotations

import re

import attrs
import yaml

from ....records import frozen
from .lines import LIMIT_LINE, PROFILE_LIKE, TOTAL_LINE, WARBAND_LINE, fold_width, line_words

__all__ = ["Front", "joined_line", "read_front"]

#: The keys that name the warband, and those that are a note's metadata, not the roster's.
_NAMES = ("title", "name", "warband", "band")
_METADATA = frozenset({"tags", "tag", "aliases", "alias", "date", "created", "updated", "modified", "cssclass",
                       "cssclasses", "publish", "author", "layout", "permalink", "categories", "draft", "ruleset"})
_OPENING = re.compile(r"---[ \t]*\r?\n")
_CLOSING = re.compile(r"\n(?:---|\.\.\.)[ \t]*\r?(?:\n|$)")
_WORDS = re.compile(r"\S[^\n]*")
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_NAMED = ("tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
_STRING = "tag:yaml.org,2002:str"
_NUMBER = re.compile(r"[0-9]+")
#: a number written with a decimal point or an exponent (`300.0`, `3e2`, `2.5e+2`), as YAML may read it or not
_DECIMAL = re.compile(r"[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+|[0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*(?:[eE][-+]?[0-9]+)?")
_COMMENT = re.compile(r"[ \t]*#")
_IGNORED = re.compile(r"[ \t\r\n]*")   # (blanks and lines' ends: a joined line blanks them anyway)


@frozen
class Front:
    end: int                                  # where the front matter ends (0: none)
    name: tuple[str, int, int] | None = None  # the warband's name: its words and where they are written
    read: frozenset[int] = frozenset()        # the starts of the lines read here (names, metadata, unknown keys):
    # not the roster's
    unknown: tuple[tuple[str, int, int], ...] = ()   # each unknown key: its words and where it is written
    problem: tuple[str, int] | None = None    # front matter YAML cannot read: PyYAML's problem and where it is
    # front matter that is no `key: value` lines: its first line of words (start, end) and its closing fence's (`end`
    # is then where its lines start: they are the roster's Markdown)
    loose: tuple[int, int, int, int] | None = None
    # a roster's line whose value is on the lines under its key (`points:` over `  300`): its first line's start to its
    # last line's end, read as one line
    joined: dict[int, int] = attrs.field(factory=dict, hash=False)
    # what YAML does not read in such a line (a comment, a value's quotes), by its first line's start
    hidden: dict[int, tuple[tuple[int, int], ...]] = attrs.field(factory=dict, hash=False)
    quoted: tuple[tuple[int, int], ...] = ()   # each number in quotes where a roster wants a number (`points: "300"`)
    # each number written as no whole number where a roster wants one (`points: 300.0`, `points: 3e2`): not read
    inexact: tuple[tuple[int, int], ...] = ()


def read_front(text: str) -> Front:
    """The front matter of a Markdown file's `text`."""
    if not _OPENING.match(text):
        return Front(0)
    closing = _CLOSING.search(text, 3)
    if closing is None:
        return Front(0)
    body_at = _OPENING.match(text).end()
    body = text[body_at: closing.start() + 1]
    wide = _wide_colon_lines(body)
    for at in wide:   # (`ウォーバンド名：エルフ`: a comment to YAML, one character for one; the reader reads the line)
        end = body.find("\n", at)
        body = body[:at] + "#" + " " * (end - at - 1) + body[end:]
    wide = frozenset(body_at + at for at in wide)
    try:
        # (composed, not loaded: nodes keep their places, and an alias is not expanded)
        root = yaml.compose(body, Loader=_LOADER)
    except yaml.YAMLError as error:
        return Front(0, problem=_problem(error, text, body_at, closing.start() + 1))
    if root is None:
        return Front(closing.end())
    if not isinstance(root, yaml.MappingNode):
        first = _WORDS.search(text, body_at)   # (its first line of words: there is one, YAML read something)
        first_end = first.start() + len(first.group().rstrip())
        return Front(body_at, loose=(first.start(), first_end, closing.start() + 1, closing.end()))
    name = None
    read: set[int] = set()
    unknown: list[tuple[str, int, int]] = []
    joined: dict[int, int] = {}
    hidden: dict[int, tuple[tuple[int, int], ...]] = {}
    quoted: list[tuple[int, int]] = []
    inexact: list[tuple[int, int]] = []
    pairs: list[tuple[int, int]] = []   # (each pair's lines: its key's line's start and its value's end)
    for key, value in root.value:
        word = key.value.lower() if isinstance(key, yaml.ScalarNode) and isinstance(key.value, str) else None
        key_at, key_end = body_at + key.start_mark.index, body_at + key.end_mark.index
        value_at, value_end = body_at + value.start_mark.index, body_at + value.end_mark.index
        line_at = text.rfind("\n", 0, key_at) + 1
        pairs.append((line_at, value_end))
        unread = word not in _NAMES and word not in _METADATA
        said = False   # (a pair read here and said: its lines are not the roster's)
        if unread:
            # (the pair as YAML reads it, one line: the key and its value at their places, what YAML does not read
            # blanked (a comment, `points: # the limit` over `  300`; a value's quotes, `points: "300"`), the lines
            # under the key joined; before, the key's line was judged as written: SH015, or SH001 for its comment)
            pair = _pair(text, key, value, key_at, key_end, value_at, value_end, root.flow_style)
            if pair is not None and _roster_line(text, line_at, pair[0], pair[1]):
                unread = False
                end, blanks = pair
                if end != _line_end(text, key_at) or blanks:
                    joined[line_at] = end
                    hidden[line_at] = blanks
                at = _line_end(text, key_at) + 1
                while at <= value_end:
                    read.add(at)
                    at = _line_end(text, at) + 1
                if value.style in ("'", '"') and value.tag == _STRING and _NUMBER.fullmatch(value.value) \
                        and _number_line(joined_line(text, line_at, end, blanks)):
                    quoted.append((value_at, value_end))   # (`points: "300"`: a number in quotes, text to YAML)
            elif pair is None and _roster_line(text, line_at, None, ()):
                unread = False   # (a value YAML reads otherwise than a line, a flow or block one: its line as written)
            elif pair is not None and not value.style and _DECIMAL.fullmatch(value.value) \
                    and _number_line(joined_line(text, line_at, pair[0], pair[1])[:value_at - line_at]
                                     + "0" * (value_end - value_at)):
                inexact.append((value_at, value_end))   # (`points: 300.0`, `3e2`: said at the value, not read; before,
                # SH015 at the key, as though `points` were nothing a roster has)
                unread, said = False, True
        if unread:   # (an unknown key: its lines are not the roster's, and the reader says so)
            unknown.append((key.value if word is not None else text[key_at:key_end], key_at, key_end))
        if word in _NAMES or word in _METADATA or unread or said:
            # (each line of the pair: a long value may run over several)
            at = line_at
            while at <= value_end and at < closing.end():
                read.add(at)
                at = text.find("\n", at) + 1 or len(text) + 1
        if word in _NAMES and isinstance(value, yaml.ScalarNode) and value.tag in _NAMED and value.value.strip():
            start, end = value_at, value_end
            if value.style in ("'", '"'):
                start, end = start + 1, end - 1
            end = start + len(text[start:end].rstrip())   # (a block scalar's marks take its last line's end)
            name = (value.value.strip(), start, end)
    read.update(at for at in _comment_lines(text, body_at, closing.start() + 1, pairs) if at not in wide)
    return Front(closing.end(), name, frozenset(read), tuple(unknown), joined=joined, hidden=hidden,
                 quoted=tuple(quoted), inexact=tuple(inexact))


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end == -1 else end


def _pair(text: str, key, value, key_at: int, key_end: int, value_at: int, value_end: int, flow: bool
          ) -> tuple[int, tuple[tuple[int, int], ...]] | None:
    """A `key: value` pair of front matter as one line: the end of its value's line and what in it YAML does not read
    (a key's or a value's quotes, the blanks and comments between the colon and the value or after the value), or None
    for a pair YAML reads otherwise than a line (a value that is a list, a block scalar, a quoted value with an escape
    or over several lines; a flow mapping, `{points: 300}`)."""
    if flow or not isinstance(key, yaml.ScalarNode) or not isinstance(value, yaml.ScalarNode) \
            or value.style in ("|", ">"):
        return None
    blanks = []
    for node, at, end in ((key, key_at, key_end), (value, value_at, value_end)):
        if node.style in ("'", '"'):
            if "\n" in text[at:end] or text[at + 1:end - 1] != node.value:
                return None
            blanks += [(at, at + 1), (end - 1, end)]
    colon = text.find(":", key_end, value_at if value_at > key_end else None)
    if colon == -1:
        return None
    if value_end > value_at:
        end = _line_end(text, value_end)
        blanks += [(colon + 1, value_at), (value_end, end)]
    else:   # (no value, `points:` alone or over a comment: the key's line, its comment blanked)
        end = _line_end(text, colon)
        blanks.append((colon + 1, end))
    return end, tuple((a, b) for a, b in blanks if _IGNORED.fullmatch(text, a, b) is None)


def _comment_lines(text: str, start: int, end: int, pairs: list[tuple[int, int]]) -> list[int]:
    """The starts of the lines of `text[start:end]` (front matter's) that are a YAML comment alone (`# the limit`) outside
    every pair (`pairs`: its lines' start and end, in order): nothing YAML reads."""
    found, index, at = [], 0, start
    while at < end:
        while index < len(pairs) and pairs[index][1] < at:
            index += 1
        inside = index < len(pairs) and pairs[index][0] <= at
        if not inside and _COMMENT.match(text, at, end):
            found.append(at)
        at = _line_end(text, at) + 1
    return found


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end == -1 else end


#: a line of front matter keyed with a full-width colon (`ウォーバンド名：エルフ`, `ポイント：300`), as a Japanese input
#: method types it: no `key: value` pair to YAML
_WIDE_KEY = re.compile(r"^[^\s#:：\-][^:\n]*：[^:\n]*$", re.MULTILINE)


def _wide_colon_lines(body: str) -> list[int]:
    """The starts of the lines of front matter (`body`) keyed with a full-width colon that the roster reads as it reads
    them with an ASCII one (`ウォーバンド名：エルフ`, `ポイント：300`, `合計：298点`): YAML reads no pair there (its
    front matter was unread, SH016, or a warband named by its other lines), so they are left to the reader as its
    lines, read as the ASCII colon is."""
    found = []
    for line in _WIDE_KEY.finditer(body):
        words = fold_width(line.group()).strip()
        if any(pattern.fullmatch(words) for pattern in (WARBAND_LINE, TOTAL_LINE, LIMIT_LINE)):
            found.append(line.start())
    return found


def _roster_line(text: str, start: int, end: int | None, blanks: tuple[tuple[int, int], ...]) -> bool:
    """Whether the line of front matter at `start` (up to `end`, its value's line's end, when that is on a line under it:
    the lines joined, `blanks` blanked) is a line the roster reads: a warband's name or a points limit under its label, a
    total, a profile (as `reader.py` reads it)."""
    _, line = line_words(fold_width(joined_line(text, start, _line_end(text, start) if end is None else end, blanks)),
                         marks=False)
    return any(pattern.fullmatch(line) for pattern in (WARBAND_LINE, TOTAL_LINE, LIMIT_LINE)) \
        or PROFILE_LIKE.search(line) is not None


def _number_line(line: str) -> bool:
    """Whether a line of front matter is one whose value is a number: a points limit or a total."""
    _, words = line_words(fold_width(line), marks=False)
    return LIMIT_LINE.fullmatch(words) is not None or TOTAL_LINE.fullmatch(words) is not None


def joined_line(text: str, start: int, end: int, blanks: tuple[tuple[int, int], ...] = ()) -> str:
    """`text[start:end]`, its lines' ends blanked, one space for one character: a key and its value on the lines under
    it read as one line, every offset kept; each of `blanks` (what YAML does not read there: a comment, a quote) in it
    blanked too."""
    line = text[start:end]
    for a, b in blanks:
        if start <= a < end:
            b = min(b, end)
            line = line[:a - start] + " " * (b - a) + line[b - start:]
    return re.sub(r"[\r\n]", " ", line)


def _problem(error: yaml.YAMLError, text: str, body_at: int, end: int) -> tuple[str, int]:
    """PyYAML's problem with front matter (the body `text[body_at:end]`) and where it is in `text`: at its mark, or, when
    that is the body's end (`title: [Elves` never closed), where what it was reading starts (the `[`)."""
    marks = [getattr(error, "problem_mark", None), getattr(error, "context_mark", None)]
    at = end
    for mark in marks:
        if mark is None:
            continue
        line = body_at
        for _ in range(mark.line):   # (the mark's line and column: its index may count otherwise than characters)
            line = text.find("\n", line, end) + 1 or end
        at = min(line + mark.column, end)
        if at < end:
            break
    return getattr(error, "problem", None) or str(error), at
