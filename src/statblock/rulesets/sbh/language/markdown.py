"""A warband written in Markdown (docs/sbh.md, "Markdown"): what a `.md` roster adds to the native lines.

- a roster as a table, `| Name | Points | Quality | Combat | Special rules |` (English or Japanese heads, in
  any order that keeps the name before the stats and the rules after them), its separator row, a row a
  profile and perhaps a total row (`| **Total** | **87** | | | |`);
- headings (`# The Green Hand`, `## Warband: …`) read as the line they hold;
- emphasis and code marks (`**Elf Mage**`, `` `Q3+` ``), block quotes (`> `) and rules (`---`), which are
  not part of the words.

A table row is read by the profile grammar as the line it is *laid over*: the same characters at the same
offsets, with the pipes blanked, the label a bare number lacks (`3+` under Quality is `Q3+`) written on
the blank before it, and the cells the grammar does not read (points, count, notes) blanked and read here.
So every position of a diagnostic is the row's own, in its cell.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from ....vocabulary import fold
from ..vocabulary import word_pattern, words
from ....records import frozen

__all__ = ["Column", "Row", "Table", "field", "is_markdown", "lay_block", "lay_over", "plain", "sniff",
           "table_head"]

_SUFFIXES = (".md", ".markdown")
#: A heading (`# Name`, `## Warband: Name`): the `#`s and the blank after them are not part of the line.
HEADING = re.compile(r"#{1,6}[ \t]+(?=\S)")
#: A thematic break, or a setext heading's underline: nothing to read.
BREAK = re.compile(r"(?:[-*_=][ \t]*){3,}")
#: A block quote's mark, `> ` (several when nested).
QUOTE = re.compile(r"(?:>[ \t]?)+")
_EMPHASIS = re.compile(r"\*\*|__|`+|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")
# (possessive, and the blanks after the last cell only after a pipe: the blanks of a row are each taken by one
# quantifier, so a row that is no separator fails at once; `|-|-` and 20,000 spaces took minutes)
_SEPARATOR = re.compile(r"\|?[ \t]*+:?-++:?[ \t]*+(?:\|[ \t]*+:?-++:?[ \t]*+)++(?:\|[ \t]*+)?"
                        r"|\|[ \t]*+:?-++:?[ \t]*+\|[ \t]*+")
_KINDS = ("name", "count", "points", "total", "quality", "combat", "rules", "notes")


def is_markdown(path: str) -> bool:
    return path.lower().endswith(_SUFFIXES)


def plain(line: str) -> str:
    """`line` with Markdown's emphasis and code marks blanked, one space for each character (offsets kept)."""
    return _EMPHASIS.sub(lambda m: " " * len(m.group()), line)


@frozen
class Column:
    kind: str          # one of _KINDS, or "unknown"
    start: int         # the head cell's words, offsets in its line
    end: int


@frozen
class Table:
    columns: tuple[Column, ...]

    def index(self, kind: str) -> int | None:
        found = [i for i, c in enumerate(self.columns) if c.kind == kind]
        return found[0] if found else None

    @property
    def is_roster(self) -> bool:
        both = self.index("quality") is not None and self.index("combat") is not None
        return both or self.index("stats") is not None

    def stat_columns(self) -> tuple[int, int]:
        """The first and last column of the stats (Quality and Combat, or the one of both)."""
        stats = self.index("stats")
        if stats is not None:
            return stats, stats
        quality, combat = self.index("quality"), self.index("combat")
        return min(quality, combat), max(quality, combat)

    @property
    def in_order(self) -> bool:
        """Whether the grammar can read a row laid over: the name first, the rules after both stats."""
        name, rules = self.index("name"), self.index("rules")
        first, last = self.stat_columns()
        if name is None or name > first:
            return False
        return rules is None or rules > last


@frozen
class Row:
    """A row's cells: (start, end) of each cell's words (blank-trimmed), offsets in its line."""

    cells: tuple[tuple[int, int], ...]
    pipes: tuple[int, ...]   # where each `|` stands


def cells(line: str) -> Row | None:
    """The cells of a table row (`| a | b |`, or `a | b` without the outer pipes), or None for no row."""
    if "|" not in line:
        return None
    pipes = [i for i, ch in enumerate(line) if ch == "|" and (i == 0 or line[i - 1] != "\\")]
    if not pipes:
        return None
    bounds = [-1, *pipes, len(line)]
    found = []
    for a, b in zip(bounds, bounds[1:]):
        start, end = a + 1, b
        while start < end and line[start] in " \t\r":
            start += 1
        while end > start and line[end - 1] in " \t\r":   # (and a CRLF line's \r)
            end -= 1
        found.append((start, end))
    if pipes[0] == len(line) - len(line.lstrip()) and found and found[0][0] == found[0][1]:
        found = found[1:]      # the leading pipe: no cell before it
    if line.rstrip().endswith("|") and found and found[-1][0] == found[-1][1]:
        found = found[:-1]     # the trailing pipe: no cell after it
    return Row(tuple(found), tuple(pipes)) if len(found) >= 2 else None


#: A separator line of a table (`|---|:--:|`), as `is_separator` reads a line, in a multi-line text.
_SEPARATOR_LINE = re.compile(r"(?m)^[ \t\r\f\v]*+(?:%s)[ \t\r\f\v]*+$" % _SEPARATOR.pattern)


def is_separator(line: str) -> bool:
    return _SEPARATOR.fullmatch(line.strip()) is not None


def _heads() -> dict[str, str]:
    table = {}
    for kind, term in (("quality", "quality"), ("combat", "combat"), ("name", "column_name"),
                       ("count", "column_count"), ("points", "column_points"), ("total", "column_total"),
                       ("rules", "column_rules"), ("notes", "column_notes")):
        for word in words(term):
            table.setdefault(fold(word), kind)
    return table


_HEADS: dict[str, str] | None = None


def table_head(line: str) -> Table | None:
    """The columns of a table's head row, when it is one (the caller has seen the separator row after it)."""
    global _HEADS
    if _HEADS is None:
        _HEADS = _heads()
    row = cells(plain(line))
    if row is None:
        return None
    columns = []
    for start, end in row.cells:
        head = plain(line[start:end]).strip().rstrip(":：").strip()
        columns.append(Column(_head_kind(head) if head else "unknown", start, end))
    return Table(tuple(columns))


#: A note in parentheses in a column's head (`Points (each)`) and what joins two heads in one (`Q/C`), with the blanks
#: around them. Searched, so the blanks before are taken only from where their run starts (the look-behind), once:
#: `[ \t]*` was tried from every blank of a run (quadratic, a head of 20,000 spaces took 4.7 s). A match may still
#: start at the parenthesis or the slash right after the blanks the match before took.
_HEAD_NOTE = re.compile(r"(?:(?<![ \t])[ \t]++)?[(（][^()（）]*[)）][ \t]*")
_HEAD_JOIN = re.compile(r"(?:(?<![ \t])[ \t]++)?[/／・&＆][ \t]*")
#: A Quality and Combat cell (`3+/2`, `3+ / 2`), fullmatched: each run of blanks taken once (`[ \t]*[/…]?[ \t]*`
#: split a run before a word it refuses at every place: quadratic, 20,000 spaces took 3 s)
_STATS_CELL = re.compile(r"(\d+\+?)([ \t]*+(?:[/／,、;][ \t]*+)?)(\d+)")


def _head_kind(head: str) -> str:
    """What a column's head names: itself, or without a note in parentheses (`Points (each)`, `質（Q）`); `Q/C`,
    `質／戦闘` (Quality and Combat in one column) are `stats`."""
    for tried in (head, _HEAD_NOTE.sub(" ", head).strip()):
        kind = _HEADS.get(fold(tried))
        if kind is not None:
            return kind
        parts = _HEAD_JOIN.split(tried)
        if len(parts) == 2 and [_HEADS.get(fold(p)) for p in parts] == ["quality", "combat"]:
            return "stats"
    return "unknown"


def lay_over(line: str, table: Table, row: Row) -> tuple[str, dict[str, tuple[int, int]], set[int]]:
    """The profile line a row reads as, of `line`'s length (each offset the row's own); the cells read
    here (points, count, total: their (start, end)); and the offsets where a label was written (a
    diagnostic starting there starts one character later, at the number)."""
    out = list(plain(line))
    for pipe in row.pipes:
        out[pipe] = " "
    kept: dict[str, tuple[int, int]] = {}
    labelled: set[int] = set()
    quality, combat = word_pattern("quality"), word_pattern("combat")
    for column, (start, end) in zip(table.columns, row.cells):
        text = line[start:end]
        if column.kind in ("points", "count", "total", "notes", "unknown"):
            if column.kind in ("points", "count", "total") and start < end:
                kept[column.kind] = (start, end)
            out[start:end] = " " * (end - start)
        elif column.kind in ("quality", "combat") and start < end:
            label = quality if column.kind == "quality" else combat
            if re.match(rf"(?:{label})(?:[ \t]*:)?[ \t]*\d", text, re.IGNORECASE):
                continue
            at = start - 1        # the blank before the number, or the pipe itself
            while at >= 0 and out[at] != " ":
                at -= 1
            if at >= 0:
                out[at] = "Q" if column.kind == "quality" else "C"
                labelled.add(at)
        elif column.kind == "stats" and start < end:
            labelled |= _lay_stats(out, line, start, end, quality, combat)
        elif column.kind == "rules" and re.fullmatch(r"[-–—ー－]+|なし|無し|None|-", text.strip(), re.IGNORECASE):
            out[start:end] = " " * (end - start)
    return "".join(out), kept, labelled


def _lay_stats(out: list[str], line: str, start: int, end: int, quality: str, combat: str) -> set[int]:
    """A Quality and Combat cell (`3+/2`, `3+ / 2`, `3+, 2`, `Q3+ C2`) laid over as `Q3+ C2`: a label on the blank
    before the first number and on the separator (or the blank) before the second. Another cell is left as it
    is, for the grammar to say what it lacks."""
    text = line[start:end]
    if re.match(rf"(?:{quality}|{combat})(?:[ \t]*:)?[ \t]*\d", text, re.IGNORECASE):
        return set()
    found = _STATS_CELL.fullmatch(text)
    if found is None or not found.group(2):
        return set()
    at = start - 1
    while at >= 0 and out[at] != " ":
        at -= 1
    second = start + found.start(3) - 1   # the separator's last character, or the blank, before the Combat
    if at < 0:
        return set()
    out[at], out[second] = "Q", "C"
    if out[second - 1] not in " \t" and not out[second - 1].isdigit() and out[second - 1] != "+":
        out[second - 1] = " "
    return {at, second}


def sniff(text: str) -> int:
    """2 when `text` (a Markdown file) holds a warband: a table with Quality and Combat columns, a profile
    line (`Elf Mage Q3+ C2`, `エルフ 質3+ 戦闘2`) or a `# ruleset: sbh` first line; else 0."""
    head = text[:1 << 16]
    if re.match(r"[ \t]*#[ \t]*ruleset[ \t]*[:：][ \t]*sbh\b", head, re.IGNORECASE):
        return 2
    if "|" in head and _roster_head_in(head):
        return 2
    # (whole-text passes, emphasis marks as blanks: every Markdown file is sniffed)
    folded = head if head.isascii() else unicodedata.normalize("NFKC", head)
    # (no `Q3+`, `質3+` nor `Quality: 3`: no profile and no field; the emphasis marks read as the blanks they are made
    # below, by a pattern that takes them for blanks, so that a file of none, most Markdown, is not copied three times)
    if not _quality_seen_in(folded, _QUALITY_SEEN_MARKED):
        return 0
    folded = folded.replace("*", " ").replace("_", " ").replace("`", " ")
    if _profile().search(folded) or _stats_under_heading().search(folded):
        return 2
    # `- Quality: 3+` and `- Combat: 2`: a model under its heading
    lines = _field_lines()
    return 2 if lines["quality"].search(folded) and lines["combat"].search(folded) else 0


def _any_case(word: str) -> str:
    """`word` as a pattern of either case, letter by letter (`[Qq]`): faster to search than IGNORECASE."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isascii() and c.isalpha() else re.escape(c) for c in word)


_QUALITY_WORD = re.compile("|".join(_any_case(w) for w in sorted(words("quality"), key=len, reverse=True))
                           + "|ＱＵＡＬＩＴＹ|Ｑ|ｑ")
#: A Quality's label and a number, searched first: most Markdown (Draw Steel's) has none, and is done with. Here and in
#: the two patterns below, each run of blanks around an optional `:` or separator is taken once (`[ \t]*:?[ \t]*`
#: split a run of blanks after `Q` or `Q3+` at every place before refusing the word after it: quadratic, and every
#: Markdown file is sniffed: `Orc Q3+` and 20,000 spaces took 7 s).
def _quality_seen(blank: str = r"[ \t]") -> re.Pattern:
    spellings = sorted(words("quality"), key=len, reverse=True)
    firsts = "".join(sorted({c for w in spellings for c in (w[0].lower(), w[0].upper())}))
    # (the first characters as a lookahead: the search skips to them, about four times faster than without)
    return re.compile(f"(?=[{re.escape(firsts)}])(?:" + "|".join(_any_case(w) for w in spellings)
                      + rf"){blank}*+(?::{blank}*+)?[2-6]")


_QUALITY_SEEN = _quality_seen()
#: `_QUALITY_SEEN` in a text whose emphasis marks (`*`, `_`, `` ` ``) are not yet blanks: it finds what `_QUALITY_SEEN`
#: finds in the text with them made blanks (no spelling of Quality holds one of them)
_QUALITY_SEEN_MARKED = _quality_seen(r"[ \t*_`]")
#: The characters a match of `_QUALITY_WORD` (and so of `_QUALITY_SEEN`) can start with.
_QUALITY_FIRSTS = "".join(sorted({c for w in words("quality") for c in (w[0], w[0].lower(), w[0].upper())}
                                 | {"Ｑ", "ｑ"}))


def _starts(text: str, firsts: str):
    """Every offset in `text` of one of the characters `firsts`, by `str.find` (a skip through the text as fast as
    memchr, where a pattern's search tries each offset in turn: the sniff's whole-text passes are most of its cost)."""
    for first in firsts:
        at = text.find(first)
        while at != -1:
            yield at
            at = text.find(first, at + 1)


def _quality_seen_in(text: str, pattern: re.Pattern = _QUALITY_SEEN) -> bool:
    """Whether `pattern.search(text)` (`_QUALITY_SEEN`'s, or `_QUALITY_SEEN_MARKED`'s) finds anything: tried only where
    one of its first characters stands."""
    match = pattern.match
    return any(match(text, at) for at in _starts(text, _QUALITY_FIRSTS))


def _roster_head_in(head: str) -> bool:
    """Whether a line of `head` over a table's separator line is a roster's head (a Quality and a Combat column,
    and a name's). Such a line holds a Quality word: only the lines where one of its first characters stands are
    looked at (for each character, the next one after the end of the line), and the line under each for a
    separator."""
    for first in _QUALITY_FIRSTS:
        at = head.find(first)
        while at != -1:
            start = head.rfind("\n", 0, at) + 1
            end = head.find("\n", at)
            if end == -1:
                break
            if _SEPARATOR_LINE.match(head, end + 1) is not None:
                before = head[start:end].rstrip("\r")
                if "|" in before and _QUALITY_WORD.search(before):
                    table = table_head(before)
                    if table is not None and table.is_roster and table.index("name") is not None:
                        return True
            at = head.find(first, end + 1)
    return False


@functools.cache  # (made when first needed: most Markdown files are done with before; so are the others below)
def _field_lines() -> dict[str, re.Pattern]:
    found = {}
    for kind in ("quality", "combat"):
        number = r"[2-6]\+?" if kind == "quality" else r"[0-6]"
        found[kind] = re.compile(rf"(?m)^[ \t>*+\-・#\d.]*(?:{word_pattern(kind)})[ \t]*:[ \t]*{number}(?!\d)",
                                 re.IGNORECASE)
    return found



@functools.cache
def _profile() -> re.Pattern:
    quality, combat = word_pattern("quality"), word_pattern("combat")
    return re.compile(rf"(?m)^[^\n|]*?\S(?:[ \t]+|(?<=[)、,]))(?:{quality})[ \t]*+(?:[:：][ \t]*+)?[2-6２-６][+＋]"
                      rf"[ \t]*+(?:[,、/|][ \t]*+)?(?:{combat})[ \t]*+(?:[:：][ \t]*+)?[0-6０-６](?!\d)", re.IGNORECASE)


#: A heading and, on the next line that is not blank, a stats line (`## Orc` then `Q4+ C3 Animal`): a model under it.
@functools.cache
def _stats_under_heading() -> re.Pattern:
    return re.compile(
    rf"(?m)^[ \t]*#{{1,6}}[ \t]+\S[^\n]*\n(?:[ \t]*\n)*[ \t>+\-]*(?:{word_pattern('quality')})[ \t]*+(?:[:：][ \t]*+)?"
    rf"[2-6][+]?[ \t]*+(?:[,、/|][ \t]*+)?(?:{word_pattern('combat')})[ \t]*+(?:[:：][ \t]*+)?[0-6](?!\d)", re.IGNORECASE)


@functools.cache
def _field_patterns() -> dict[str, re.Pattern]:
    """A field line of a model under its own heading (`- Quality: 3+`, `- 質：3+`, `- 特殊ルール：…`,
    `- Points: 56`), the label and its colon first: group `value` is what follows. (No Total: a `Total:`
    line after the last model is the roster's.)"""
    found = {}
    for kind, term in (("quality", "quality"), ("combat", "combat"), ("rules", "column_rules"),
                       ("points", "column_points"), ("count", "column_count"), ("notes", "column_notes")):
        found[kind] = re.compile(rf"(?:{word_pattern(term)})[ \t]*:[ \t]*(?P<value>\S.*)?", re.IGNORECASE)
    return found



def field(line: str) -> tuple[str, int] | None:
    """The kind of a model's field line and where its value starts, or None."""
    for kind, pattern in _field_patterns().items():
        found = pattern.fullmatch(line)
        if found is not None:
            value = found.start("value") if found.group("value") is not None else len(line)
            if kind in ("quality", "combat", "points", "count") and not re.match(r"\d", line[value:]):
                continue
            return kind, value
    return None


def lay_block(name: str, lines: list[tuple[int, str]], length: int, base: int
              ) -> tuple[str, dict[str, tuple[int, int]], set[int], list[str]]:
    """A model written under its heading, as the profile line it reads as: a text of `length` characters
    from `base` (the name's start) with the name, the Quality and Combat values (their labels written
    just before their numbers), the rules and any stats line kept at their own offsets and the rest
    blank. Also: the cells read here (points, count, total), the labels' offsets, and the order of the
    parts (for the caller to see that the grammar can read it)."""
    out = [" "] * length
    out[: len(name)] = name
    kept: dict[str, tuple[int, int]] = {}
    labelled: set[int] = set()
    order: list[str] = []
    for start, line in lines:
        found = field(line)
        if found is None:  # a stats line (`Q3+ C2 Magic-User`): as written
            out[start - base: start - base + len(line)] = line
            order.append("stats")
            continue
        kind, value = found
        end = len(line.rstrip())
        if kind in ("points", "count", "total"):
            kept[kind] = (start + value - base, start + end - base)
        elif kind in ("quality", "combat"):
            number = re.match(r"\d+\+?", line[value:])
            at = start + value - 1 - base
            out[at + 1: at + 1 + number.end()] = line[value: value + number.end()]
            out[at] = "Q" if kind == "quality" else "C"
            labelled.add(at)
            order.append(kind)
            if value + number.end() < end:   # (words after the number: kept, for the grammar to judge)
                out[at + 1 + number.end(): start + end - base] = line[value + number.end(): end]
        elif kind == "rules":
            out[start + value - base: start + end - base] = line[value:end]
            order.append("rules")
    return "".join(out), kept, labelled, order

