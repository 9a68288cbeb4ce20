"""A Markdown roster's YAML front matter (`---` … `---` or `...` on its first lines), read by PyYAML: what YAML says is
what is read. `title:` (or `name:`, `warband:`, `band:`) names the warband, as YAML reads its value (`title: Elves #2` is
`Elves`: ` #2` is a YAML comment, the user's YAML); a note's metadata (Obsidian's, Jekyll's: `tags`, `date` …) is not
the roster's; a key whose line is a line of the roster (`points: 300`, `Warband Name: …`, `Total: 298`, a profile) is read
as that line (`reader.py`), its value where YAML reads it (`points:` over `  300`: the pair one line); any other key
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


def read_front(text: str) -> Front:
    """The front matter of a Markdown file's `text`."""
    if not _OPENING.match(text):
        return Front(0)
    closing = _CLOSING.search(text, 3)
    if closing is None:
        return Front(0)
    body_at = _OPENING.match(text).end()
    try:
        # (composed, not loaded: nodes keep their places, and an alias is not expanded)
        root = yaml.compose(text[body_at: closing.start() + 1], Loader=_LOADER)
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
    for key, value in root.value:
        word = key.value.lower() if isinstance(key, yaml.ScalarNode) and isinstance(key.value, str) else None
        key_at, key_end = body_at + key.start_mark.index, body_at + key.end_mark.index
        unread = word not in _NAMES and word not in _METADATA and not _roster_line(text, key_at)
        value_at, value_end = body_at + value.start_mark.index, body_at + value.end_mark.index
        if unread and isinstance(value, yaml.ScalarNode) and not value.style and value_end > _line_end(text, key_at) \
                and _roster_line(text, key_at, value_end):
            # (a roster's line whose value YAML reads on the lines under its key, `points:` over `  300`: the pair read
            # as one line, as YAML reads it; before, SH015 that said `points: 300` was read)
            unread = False
            line_at = text.rfind("\n", 0, key_at) + 1
            joined[line_at] = _line_end(text, value_end)
            at = _line_end(text, key_at) + 1
            while at <= value_end:
                read.add(at)
                at = _line_end(text, at) + 1
        if unread:   # (an unknown key: its lines are not the roster's, and the reader says so)
            unknown.append((key.value if word is not None else text[key_at:key_end], key_at, key_end))
        if word in _NAMES or word in _METADATA or unread:
            # (each line of the pair: a long value may run over several)
            at = text.rfind("\n", 0, key_at) + 1
            while at <= value_end and at < closing.end():
                read.add(at)
                at = text.find("\n", at) + 1 or len(text) + 1
        if word in _NAMES and isinstance(value, yaml.ScalarNode) and value.tag in _NAMED and value.value.strip():
            start, end = value_at, value_end
            if value.style in ("'", '"'):
                start, end = start + 1, end - 1
            end = start + len(text[start:end].rstrip())   # (a block scalar's marks take its last line's end)
            name = (value.value.strip(), start, end)
    return Front(closing.end(), name, frozenset(read), tuple(unknown), joined=joined)


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end == -1 else end


def _roster_line(text: str, at: int, end: int | None = None) -> bool:
    """Whether the line of front matter where a key starts at `at` (up to `end`, its value's end, when that is on a line
    under it: the lines joined) is a line the roster reads: a warband's name or a points limit under its label, a total,
    a profile (as `reader.py` reads it)."""
    start = text.rfind("\n", 0, at) + 1
    _, line = line_words(fold_width(joined_line(text, start, _line_end(text, at) if end is None else end)), marks=False)
    return any(pattern.fullmatch(line) for pattern in (WARBAND_LINE, TOTAL_LINE, LIMIT_LINE)) \
        or PROFILE_LIKE.search(line) is not None


def joined_line(text: str, start: int, end: int) -> str:
    """`text[start:end]`, its lines' ends blanked, one space for one character: a key and its value on the lines under
    it read as one line, every offset kept."""
    return re.sub(r"[\r\n]", " ", text[start:end])


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
