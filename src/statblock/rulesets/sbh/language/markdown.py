"""A warband written in Markdown (docs/sbh.md, "Markdown"): what a `.md` roster adds to the native lines.

- a roster as a table, `| Name | Points | Quality | Combat | Special rules |` (English or Japanese heads, in
  any order that keeps the name before the stats and the rules after them), its separator row, a row a
  profile and perhaps a total row (`| **Total** | **87** | | | |`);
- headings (`# The Green Hand`, `## Warband: …`, and setext ones, `Orcs` over `====` or `----`: `setext_headings`) read as
  the line they hold;
- emphasis and code marks (`**Elf Mage**`, `` `Q3+` ``), block quotes (`> `) and rules (`---`), which are
  not part of the words;
- no comment marks but HTML's (`<!-- … -->`, where CommonMark has them: `comments.py`): a `#`, `//` or `※` is
  text, as Markdown shows it (`# Elves #2` names `Elves #2`), where a native line cuts its comment (`lines.py`); a name
  is what Markdown shows of it (`name_of`: `**Elves** \\#2` is `Elves #2`), a note or prose as written (`words_of`).

A table row is read by the profile grammar as the line it is *laid over*: the same characters at the same
offsets, with the pipes blanked, the label a bare number lacks (`3+` under Quality is `Q3+`) written on
the blank before it, and the cells the grammar does not read (points, count, notes) blanked and read here.
So every position of a diagnostic is the row's own, in its cell.
"""

from __future__ import annotations

import bisect
import functools
import re

from ....vocabulary import fold
from ..vocabulary import word_pattern, words
from ....records import frozen
from ....soft_breaks import soft_join_text
from .comments import comments_of
from .lines import NO_RULES, POINTS_NOTE, unescaped
from .sniffing import SEPARATOR, past_tables

__all__ = ["Column", "Row", "Table", "field", "hide_comments", "is_markdown", "lay_block", "lay_over", "plain",
           "name_of", "setext_headings", "code_lines", "block_tokens", "table_head", "with_marks", "words_of"]

_SUFFIXES = (".md", ".markdown")
#: A heading (`# Name`, `## Warband: Name`): the `#`s and the blank after them are not part of the line.
HEADING = re.compile(r"#{1,6}[ \t]+(?=\S)")
#: A thematic break, or a setext heading's underline: nothing to read.
BREAK = re.compile(r"(?:[-*_=][ \t]*){3,}")
#: A block quote's mark, `> ` (several when nested).
QUOTE = re.compile(r"(?:>[ \t]?)+")
#: (`\*`: a star, escaped; `` \` ``: a backtick, escaped, text: a card's `` \`Code\` `` was read `` `Code\ ``)
_EMPHASIS = re.compile(r"\*\*|__|(?<!\\)`+|(?<![\w*\\])\*(?=\S)|(?<=[^\s\\])\*(?![\w*])")
_KINDS = ("name", "count", "points", "total", "quality", "combat", "rules", "notes")


def is_markdown(path: str) -> bool:
    return path.lower().endswith(_SUFFIXES)


def hide_comments(text: str, start: int = 0) -> str:
    """`text` with each HTML comment from `start` on blanked (`comments.py`), one space for each character but a line's
    end (offsets and lines kept): a Markdown file's lines as the reader reads them."""
    found = [pair for pair in comments_of(text) if pair[0] >= start]
    if not found:
        return text
    cuts = [0, *(i for pair in found for i in pair), len(text)]
    return "".join(text[a:b] if n % 2 == 0 else re.sub(r"[^\r\n]", " ", text[a:b])
                   for n, (a, b) in enumerate(zip(cuts, cuts[1:])))


#: A line that may underline a setext heading (`====`, `---`): without one, the file has none and is not parsed for them.
_UNDERLINE = re.compile(r"(?m)^[ \t>]*+(?:=+|-+)[ \t]*\r?$")


def setext_headings(text: str, start: int = 0, under_table: list[int] | None = None) -> dict[int, tuple[int, int]]:
    """The setext headings of `text` from `start` on (`Orcs` over `====` is a heading of level 1, over `----` of level 2;
    a `---` after a blank line is a thematic break), as markdown-it reads them: the offset of a heading's first line to
    its level and the end of its last line of words (a heading over several lines, `Orcs of the` / `Deep Wood` over
    `----`, is one heading, its lines joined), and of each underline to level 0 (nothing to read) and its end. A roster
    table is no heading's words: CommonMark, which has no tables, reads a table and `Orcs` over `----` right under it as
    one heading (the rows lost to a warband's name); the heading is the lines under the table's last row, their first
    line's offset added to `under_table`, and with none, no heading (GitHub's Markdown shows the words as a row of the
    table, the dashes as a rule)."""
    if _UNDERLINE.search(text, start) is None:
        return {}
    offsets = _line_offsets(text, start)
    found: dict[int, tuple[int, int]] = {}
    for token in block_tokens(text[start:]):
        if token.type == "heading_open" and token.markup[:1] in ("=", "-") and token.map:
            first, past = token.map
            words = first + past_tables([text[offsets[n]:offsets[n + 1] - 1] for n in range(first, past - 1)])
            if words == past - 1:
                continue
            if words != first and under_table is not None:
                under_table.append(offsets[words])
            found[offsets[words]] = (1 if token.markup[0] == "=" else 2, offsets[past - 1] - 1)
            found[offsets[past - 1]] = (0, offsets[past] - 1)
    return found


#: A line that may be an indented code block's (four blanks, or a tab, after any block quote marks): without one, the
#: file has none.
_INDENTED = re.compile(r"(?m)^(?:[ \t]{0,3}>)*(?: {4}| {0,3}\t)")
#: A fence's line in a fenced code block's last line (its closing fence, when it has one).
_FENCE = re.compile(r"[ \t>]*(`{3,}|~{3,})[ \t]*\r?")


def code_lines(text: str, start: int = 0) -> dict[int, str]:
    """The lines of the code blocks of `text` from `start` on, fenced (```` ``` ```` or `~~~`) or indented (four blanks
    or a tab where no paragraph goes on, after a blank line or a heading: `    Orc Q4+ C3`), as markdown-it reads them:
    the offset of each line of code to its block's kind (`fenced`, `indented`), of each fence to `fence`. A roster reads
    no Markdown there: the code is kept as written (`reader.py`)."""
    if "```" not in text and "~~~" not in text and _INDENTED.search(text, start) is None:
        return {}
    offsets = _line_offsets(text, start)
    found: dict[int, str] = {}
    for token in block_tokens(text[start:]):
        if token.type == "code_block" and token.map:   # (indented; before, its lines were read as the roster's)
            first, past = token.map
            for line in range(first, past):
                found[offsets[line]] = "indented"
        if token.type == "fence" and token.map:
            first, past = token.map
            found[offsets[first]] = "fence"
            for line in range(first + 1, past):
                found[offsets[line]] = "fenced"
            if past - 1 > first:   # (its closing fence, when it has one: as long as the opening one or longer)
                close = _FENCE.fullmatch(text, offsets[past - 1], offsets[past] - 1)
                if close is not None and close.group(1)[0] == token.markup[0] and \
                        len(close.group(1)) >= len(token.markup):
                    found[offsets[past - 1]] = "fence"
    return found


def _line_offsets(text: str, start: int) -> list[int]:
    """Where each line of `text` from `start` on starts, and one past the text's end."""
    offsets = [start]
    at = text.find("\n", start)
    while at != -1:
        offsets.append(at + 1)
        at = text.find("\n", at + 1)
    offsets.append(len(text) + 1)
    return offsets


@functools.lru_cache(maxsize=4)
def block_tokens(text: str) -> list:
    """markdown-it's block tokens of `text` (read once for its setext headings, its code blocks and its comments at a
    list item's or a block quote's start, `comments.py`)."""
    return _block_reader().parse(text)


@functools.cache
def _block_reader():
    from markdown_it import MarkdownIt  # noqa: PLC0415 - only for a file that may hold a setext heading

    return MarkdownIt("commonmark")


def words_of(text: str, markdown: bool, start: int = 0, end: int | None = None) -> str:
    """The words of a note or a line of prose, `text[start:end]`, kept as written: in Markdown, without the HTML
    comments the reader blanked (`bow <!-- old --> #2`: `bow  #2`; `` `<!--` `` is text); in a native line, each
    comment mark's escape undone (`Bow \\#2`: `Bow #2`, `lines.unescaped`)."""
    end = len(text) if end is None else end
    if not markdown:
        return unescaped(text[start:end])
    found = comments_of(text)
    kept, at = [], start
    for n in range(bisect.bisect_right(found, start, key=lambda pair: pair[1]), len(found)):   # (from the first it meets)
        a, b = found[n]
        if a >= end:
            break
        kept.append(text[at:max(a, at)])
        at = max(at, b)
    kept.append(text[at:end] if at < end else "")
    return "".join(kept)


#: The characters that may make inline Markdown of a name: without any, it is shown as written.
_INLINE = re.compile(r"[\\*_`<&\[!\n]")


def name_of(text: str, markdown: bool, start: int = 0, end: int | None = None) -> str:
    """A name (a warband's, a profile's, a special rule's) written at `text[start:end]`: in Markdown, as Markdown shows
    it (markdown-it's inline reading), its marks around it and in it read (`**Elves** of the *Deep* Wood`: `Elves of the
    Deep Wood`), backslash escapes undone (`Elves \\#2`: `Elves #2`), a code span as written, HTML comments out; in a
    native line, each comment mark's escape undone (`lines.unescaped`)."""
    end = len(text) if end is None else end
    if not markdown:
        return unescaped(text[start:end])
    words = text[start:end]
    start, end = with_marks(text, start, end)
    written = text[start:end]
    if "\n" in written:   # (a heading over several lines: each line's indentation and quote marks are no words of it)
        words, written = _joined(words), _joined(written)
    shown = _shown(written)
    # (marks taken in around the words that close nothing there, `**Crossbowmen` of `**Crossbowmen x2**`: left out)
    return _shown(words) if shown[:1] in _MARKS and words[:1] not in _MARKS or \
        shown[-1:] in _MARKS and words[-1:] not in _MARKS else shown


_MARKS = ("*", "_", "`")


def _joined(words: str) -> str:
    """The lines of a heading's words, each line after the first without its indentation and quote marks."""
    first, *rest = words.split("\n")
    return "\n".join([first, *(QUOTE.sub("", line.lstrip(" \t"), count=1).strip(" \t\r") for line in rest)])


def _shown(written: str) -> str:
    """What Markdown shows of inline text: its words, without emphasis marks, escapes or HTML comments."""
    if _INLINE.search(written) is None:
        return written
    shown = []
    for token in _inline_reader().parseInline(written)[0].children or ():
        if token.type in ("text", "code_inline"):
            shown.append(token.content)
        elif token.type == "softbreak":
            shown.append("\n")   # (a space, but none between two Japanese characters: `soft_breaks.py`)
        elif token.type == "hardbreak":
            shown.append(" ")
        elif token.type == "html_inline" and not token.content.startswith("<!--"):
            shown.append(token.content)   # (other HTML, `<br>`, as written: Markdown passes it on)
        elif token.type == "image":
            shown.append(token.content)   # (its alternative text)
    return soft_join_text("".join(shown).split("\n"))


@functools.cache
def _inline_reader():
    from markdown_it import MarkdownIt  # noqa: PLC0415 - only for a name that holds Markdown

    return MarkdownIt("commonmark")


def with_marks(text: str, start: int, end: int) -> tuple[int, int]:
    """`start`..`end` of `text` widened over the emphasis and code marks right around them, which `plain` blanked: a
    note or a line of prose, kept as written, keeps them (`**bold**`, not `bold**`)."""
    while start > 0 and text[start - 1] in "*_`":
        start -= 1
    while end < len(text) and text[end] in "*_`":
        end += 1
    return start, end


def plain(line: str) -> str:
    """`line` with Markdown's emphasis and code marks blanked, one space for each character (offsets kept)."""
    return _EMPHASIS.sub(lambda m: " " * len(m.group()), line)


@frozen
class Column:
    kind: str          # one of _KINDS, or "unknown"
    start: int         # the head cell's words, offsets in its line
    end: int
    head: str = ""     # the head's words, without their emphasis (a notes cell's note says them)


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


def is_separator(line: str) -> bool:
    return SEPARATOR.fullmatch(line.strip()) is not None


def _heads() -> dict[str, str]:
    table = {}
    for kind, term in (("quality", "quality"), ("combat", "combat"), ("name", "column_name"),
                       ("count", "column_count"), ("points", "column_points"), ("total", "column_total"),
                       ("rules", "column_rules"), ("notes", "column_notes"), ("notes", "spells")):
        # (a Magic-User's spells, `| Spells |`, `| 呪文 |`: a notes column, each cell the model's note with its head as its
        # label; before, SH010 and its cells not read)
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
        columns.append(Column(_head_kind(head) if head else "unknown", start, end, head))
    first = columns[0] if columns else None
    if first is not None and not first.head and all(c.kind != "name" for c in columns):
        # (the first column's head left empty, as rosters and spreadsheets print it and statblock's own Markdown cards
        # do, `|  | Quality | Combat | pts |`: the names' column; before, a roster whose order was not read, SH009, and
        # its rows lost)
        columns[0] = Column("name", first.start, first.end, "")
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
        elif column.kind == "rules" and NO_RULES.fullmatch(text.strip()):
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


@functools.cache
def _field_patterns() -> dict[str, re.Pattern]:
    """A field line of a model under its own heading (`- Quality: 3+`, `- 質：3+`, `- 特殊ルール：…`,
    `- Points: 56`), the label and its colon first: group `value` is what follows. (No Total: a `Total:`
    line after the last model is the roster's.)"""
    found = {}
    for kind, term in (("quality", "quality"), ("combat", "combat"), ("rules", "column_rules"),
                       ("points", "column_points"), ("count", "column_count"), ("notes", "column_notes")):
        found[kind] = re.compile(rf"(?:{word_pattern(term)})[ \t]*:[ \t]*(?P<value>\S.*)?", re.IGNORECASE)
    # (a Magic-User's spells, `- Spells: Transfix`, `- 呪文：トランスフィクス`, are the model's note as a `Notes:` field is;
    # before, the line ended the model's fields: it and every field after it were the warband's notes)
    found["notes"] = re.compile(rf"(?:{word_pattern('column_notes')}|{word_pattern('spells')})[ \t]*:[ \t]*"
                                r"(?P<value>\S.*)?", re.IGNORECASE)
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
    for number, (start, line) in enumerate(lines):
        found = field(line)
        if found is None:  # a stats line (`Q3+ C2 Magic-User`): as written
            note = POINTS_NOTE.search(line.rstrip()) if number < len(lines) - 1 else None
            if note is not None and note.start() > 0:
                # (its points note, `Quality 3+ · Combat 2 · 56 pts`, before a line of the block below it, `Rules: …`:
                # kept as a `Points:` field is, and checked so; laid, it ran on into the rules, an unknown rule
                # `56 pts Rules: Magic-User`)
                kind = next(k for k in ("eq", "par", "word") if note.group(k))
                kept["points"] = (start + note.start(kind) - base, start + note.end(kind) - base)
                line = line[: note.start()]
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

