"""The book's statblock table in Steel Compendium Markdown (`| Goblin, Humanoid | - | Level 1 | Minion Harrier |
EV 3 |`, then `**4**<br/> Stamina` cells): whether a table is one, and the fields its cells give, with where each
value is. `statblock_md.py` finds the tables under a statblock's heading and reads them here.
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Fragment, SourceFile, Span
from ....frontends.markdown_text import clean_inline, line_content
from .statblocks import book_field_key, put_field
from ..vocabulary import vocabulary

__all__ = ["NUMBERED", "is_statblock_table", "level_spellings", "stat_spellings", "statblock_rows", "table_cells",
           "table_fields"]

# the statistics whose cells make a table a statblock's (three of them: a summoner's minion, level- and EV-less)
NUMBERED = ("stamina", "speed", "stability", "free_strike")


def level_spellings() -> str:
    """An alternation of the spellings of `Level` (`statblock_fields.level`: `Level`, `レベル`), each with
    the blanks after it: at least one after a Latin word (`Level 3`), maybe none after a Japanese one
    (`レベル3`)."""
    term = vocabulary().statblock_fields.terms["level"]
    return "|".join(re.escape(s) + (r"\s+" if s.isascii() else r"\s*") for s in sorted({*term.en, *term.ja}))


# The cell of a statblock table's first row that gives the level (`Level 3`, `レベル 3`), and the one that
# gives the encounter value (`EV 20`): a table under a heading whose first row has either is a statblock
# (without a level it is one that lacks it: SB170 says so rather than the table being passed over)
_LEVEL = re.compile(rf"(?:{level_spellings()})(?P<value>\S+)")
_EV = re.compile(r"EV\s+(?P<value>\S.*)")


def stat_spellings() -> str:
    """An alternation of the labels of a monster's numbered statistics (`Stamina`, `スタミナ`, `Free Strike`):
    a table row of cells `**5**<br>Stamina` is a statblock's even when its first row gives no level or EV."""
    fields = vocabulary().statblock_fields.terms
    return "|".join(re.escape(s) for key in NUMBERED for s in sorted({*fields[key].en, *fields[key].ja}))


_BAR = re.compile(r"(?<!\\)\|")
_MARKUP = frozenset("*_[<\\`")
# `**4**<br/> Stamina`: a statistic's cell with nothing else to clean (the usual one)
_STAT_CELL = re.compile(r"\s*\*\*(?P<value>[^*_\[<\\`]*)\*\*\s*<br\s*/?>(?P<label>[^*_\[<\\`]*)")


def table_cells(source: SourceFile, line_index: int, depth: int = 0) -> list[tuple[str, int]]:
    """(text as written, file offset) of each cell of a table row, the outer pipes dropped; the row's first
    `depth` block-quote markers are none of its cells (`>| Elemental | - |`)."""
    if depth:
        line = line_content(source, line_index, depth)
        start, text = line.file_offset(0), line.text
    else:
        start = source.line_starts[line_index]
        end = source.text.find("\n", start)
        text = source.text[start : len(source.text) if end == -1 else end]
    if "\\" in text:  # (an escaped `\|` is no bar)
        cuts = [-1, *(m.start() for m in _BAR.finditer(text)), len(text)]
        cells = [(text[a + 1 : b], start + a + 1) for a, b in zip(cuts, cuts[1:])]
    else:  # every `|` is a bar: the cells are the pieces `split` cuts (the usual row, without a pattern's search)
        cells = []
        for piece in text.split("|"):
            cells.append((piece, start))
            start += len(piece) + 1
    if len(cells) > 1 and not cells[0][0].strip():
        cells = cells[1:]
    if len(cells) > 1 and not cells[-1][0].strip():
        cells = cells[:-1]
    return cells


def _plain(source: SourceFile, raw: str, offset: int) -> tuple[str, Span]:
    """The text a reader sees in a cell (bold markers and escapes removed), and where it is."""
    if _MARKUP.isdisjoint(raw):
        stripped = raw.strip()
        start = offset + len(raw) - len(raw.lstrip())
        return stripped, source.span(start, start + len(stripped))
    fragment = clean_inline(Fragment.at(source, offset, offset + len(raw))).strip()
    return fragment.text, fragment.span()


def statblock_rows(source: SourceFile, table) -> list | None:
    """The rows of a table (the cells of each, its rule row dropped) when it is the book's statblock table (its
    first row gives a level or an EV, or its rows three numbered statistics), else None."""
    rows = [table_cells(source, n, table.quote[0]) for n in range(table.start, table.end)]
    rows = [row for row in rows if not all(not text.strip(":- ") for text, _ in row)]
    if not rows or not (any(_LEVEL.fullmatch(text) or _EV.fullmatch(text)
                            for text in (_plain(source, *cell)[0] for cell in rows[0])) or _statistics(rows[1:])):
        return None
    return rows


def is_statblock_table(source: SourceFile, table) -> bool:
    """Whether a table block (in a block quote or not) is the book's statblock table, no ability's header."""
    return table.kind == "table" and statblock_rows(source, table) is not None


# a summoned creature's cost in its table's first row, where a monster's EV stands (`3 essence for two minions`,
# `9 essence for one champion`, `1 essence per minion summoned`)
_SUMMON_COST = re.compile(r"\d+\s+\S+\s+(?:for|per)\s+\S.*", re.IGNORECASE)


@functools.cache
def _resource_cost() -> re.Pattern:
    """A cost of a heroic resource at the start of a cell, in either language (`3 essence ...`, `真髄 3（ミニオン2体につき）`,
    `真髄3`): a number beside a resource's name, the rest as written."""
    # (longest first, then in the order of the characters: a set's order changes with the hash seed, and a pattern
    # spelt otherwise at each run is compiled and remembered again by every run, `regex_store`)
    names = sorted({re.escape(spelling) for term in vocabulary().heroic_resources.terms.values()
                    for spelling in (*term.en, *term.ja)}, key=lambda name: (-len(name), name))
    either = "|".join(names)
    return re.compile(rf"(?:\d+\s*(?:{either})|(?:{either})\s*\d+)(?![\w])(?:\W.*)?", re.IGNORECASE)


def _statistics(rows: list[list[tuple[str, int]]]) -> bool:
    """Whether rows give three of a monster's numbered statistics (`**5**<br>Stamina`, `**6**<br>Speed`): the
    table of a statblock whose first row says no level or EV (the Summoner's minions and champions:
    `| Fey | - | - | Minion Artillery | 3 essence for two minions |`)."""
    said = set()
    for row in rows:
        for raw, _ in row:
            stat = _STAT_CELL.fullmatch(raw)
            if stat is not None and book_field_key(stat.group("label")) in NUMBERED:
                said.add(book_field_key(stat.group("label")))
    return len(said) >= 3


def table_fields(source: SourceFile, rows: list[list[tuple[str, int]]]) -> tuple[dict, dict]:
    fields: dict = {}
    spans: dict = {}
    for position, (text, span) in enumerate(_plain(source, *cell) for cell in rows[0]):
        level, ev = _LEVEL.fullmatch(text), _EV.fullmatch(text)
        if level is not None:
            put_field(fields, spans, "level", level.group("value"), source.span(span.start + level.start("value"), span.end))
        elif ev is not None:
            value = ev.group("value")
            put_field(fields, spans, "ev", value, source.span(span.end - len(value), span.end))
        elif _SUMMON_COST.fullmatch(text) or _resource_cost().fullmatch(text):
            put_field(fields, spans, "Cost", text, span)  # what a summoner pays for the creature
        else:
            put_field(fields, spans, ("ancestry", "organization")[position] if position < 2 else "roles", text, span)
    for row in rows[1:]:
        for raw, offset in row:
            stat = _STAT_CELL.fullmatch(raw)
            if stat is not None:
                value, label = stat.group("value"), stat.group("label").strip()
                start = offset + stat.start("value") + len(value) - len(value.lstrip())
                value = value.strip()
                put_field(fields, spans, label, value, source.span(start, start + len(value)) if value else None)
                continue
            br = re.search(r"<br\s*/?>", raw)
            if br is None:
                continue
            value, span = _plain(source, raw[: br.start()], offset)
            label, _ = _plain(source, raw[br.end():], offset + br.end())
            put_field(fields, spans, label, value, span)
    return fields, spans
