"""Reading the Markdown a roster adds (docs/sbh.md, "Markdown"), for `reader.read_warband`: a line's
Markdown marks blanked, a table's head and rows, and a model under its heading; each read by the profile
grammar laid over its own characters (`markdown.py`), so every diagnostic points where it is written."""

from __future__ import annotations

import re

import attrs

from ....diagnostics import Diagnostic, Severity, SourceFile
from ...registry import directive
from ..catalog import amount, message
from ..model import Note, Profile
from .markdown import (BREAK, HEADING, QUOTE, Row, Table, field, lay_block, lay_over, name_of, plain, table_head,
                       with_marks, words_of)
from .lines import POINTS_NOTE, PROFILE_LIKE, SUBTOTAL_WORD, TOTAL_WORD, fold_width, line_words
from .profile_line import MAX_COUNT, count_of, number_of, read_profile, shown_number
from .band import Band, check_subtotal, give_limit, note_at, settle_total, take_total

__all__ = ["block_lines", "heading_words", "markdown_line", "next_line", "read_block", "read_row", "read_table", "unquoted"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING


def markdown_line(raw: str, first: bool) -> tuple[str, int]:
    """A line of a Markdown file as a native line, one character for one: a heading's `#`s, a block
    quote's `>`, emphasis and code marks blanked; a thematic break and the `# ruleset:` line blank.
    Also its heading's level (0: no heading)."""
    if (first and directive(raw) is not None) or BREAK.fullmatch(raw.strip()):
        return " " * len(raw), 0
    body = raw.lstrip()
    at = len(raw) - len(body)
    quote = QUOTE.match(body)
    if quote is not None:
        at += quote.end()
    heading = HEADING.match(raw, at)
    if heading is None:
        return " " * at + plain(raw[at:]), 0
    at = heading.end()
    # (a closing run of `#`s is no part of the heading, as Markdown shows it: `## Elves ##` is `Elves`; `# Elves #2`
    # is `Elves #2`, and `\#` is text)
    # (its run of `#`s after a blank, only blanks after it; stripped, not searched: a pattern tried from every blank
    # of a long run would be quadratic)
    body = raw.rstrip(" \t\r")
    words = body.rstrip("#")
    end = max(at, len(words.rstrip(" \t"))) if len(words) < len(body) and (len(words) <= at or words[-1] in " \t") else len(raw)
    return " " * at + plain(raw[at:end]) + " " * (len(raw) - end), heading.group().count("#")


def _prepared(text: str, start: int, end: int) -> tuple[int, str]:
    """A Markdown line as the loop reads it: (where its words start in the file, its words)."""
    raw, _ = markdown_line(fold_width(text[start:end]), first=False)
    left, line = line_words(raw, marks=False)
    return start + left, line


def block_lines(text: str, end: int) -> list[tuple[int, str]]:
    """The lines of a model written under its heading (`## Elf Mage`, then `- Quality: 3+`, `- Combat: 2`,
    `- Special Rules: …`, or a stats line `Q3+ C2 …`): those after the heading up to the next heading, the
    first line that is none of them, or the end; none when they hold no Quality or Combat field."""
    found: list[tuple[int, str]] = []
    start = end + 1
    while start <= len(text):
        stop = text.find("\n", start)
        stop = len(text) if stop == -1 else stop
        if HEADING.match(fold_width(text[start:stop]).lstrip()) or "|" in text[start:stop]:
            break
        at, line = _prepared(text, start, stop)
        if line:
            if field(line) is None and not (PROFILE_LIKE.match(" " + line)):
                break
            found.append((at, line))
        start = stop + 1
    kinds = {field(line)[0] if field(line) else "stats" for _, line in found}
    return found if kinds & {"quality", "combat", "stats"} else []


def read_block(name: str, offset: int, lines: list[tuple[int, str]], band: Band, source: SourceFile,
           problems: list[Diagnostic]) -> None:
    """A model written under its heading: read as the profile line it is laid out as (docs/sbh.md)."""
    band.tried = True
    note = POINTS_NOTE.search(name)     # `## Elf Mage (56 pts)`: the heading's points note, checked
    cut = name[: note.start()] if note is not None and note.start() > 0 else name
    # `- Notes: carries the staff of ages`: the model's note, as written (the warband's, saying whose, when the model
    # cannot be read)
    notes = [note_at(source, True, at, at + len(line))
             for at, line in lines if (found := field(line)) is not None and found[0] == "notes"]
    model = name_of(source.text, True, offset, offset + len(cut))
    last_start, last = lines[-1]
    length = last_start + len(last) - offset
    laid, kept, labelled, order = lay_block(cut, [(a, line) for a, line in lines], length, offset)
    if note is not None and note.start() > 0:
        kind = next(k for k in ("eq", "par", "word") if note.group(k))
        kept.setdefault("points", (note.start(kind), note.end(kind)))
    first = len(problems)
    missing = [k for k in ("quality", "combat") if k not in order and "stats" not in order]
    if missing:
        problems.append(Diagnostic("SH002", _ERROR, message("profile_unreadable",
                                                            expected=message(f"expect_{missing[0]}")),
                                   source.span(offset, offset + len(name))))
        band.unsure = True
        _to_warband(band, model, notes)
        return
    profile = _laid_profile(laid, offset, labelled, band, source, problems)
    if profile is None:
        # (its lines no diagnostic points into kept too, the warband's notes saying whose: `Rules: Magic-User` under a
        # facts line that could not be read was lost in silence)
        said = [d.span for d in problems[first:]]
        notes += [note_at(source, True, at, at + len(line)) for at, line in lines
                  if (found := field(line)) is None or found[0] != "notes"
                  if not any(at <= span.start < at + len(line) for span in said)]
        notes.sort(key=lambda note: note.span.start)
        _to_warband(band, model, notes)
        return
    line = source.text[offset: offset + length]
    line = fold_width(line)
    if "count" in kept:
        profile = _count_cell(profile, line, offset, kept["count"], source, problems)
    profile = attrs.evolve(profile, span=source.span(offset, offset + length), notes=tuple(notes))
    band.profiles.append(profile)
    if not band.unsure and not any(d.severity is _ERROR for d in problems[first:]):
        for kind in ("points", "total"):
            if kind in kept:
                _check_cell(kind, profile, line, offset, kept[kind], source, problems)


def next_line(text: str, end: int) -> str:
    """The line after the one ending at `end` (empty past the file's end)."""
    if end >= len(text):
        return ""
    stop = text.find("\n", end + 1)
    return fold_width(text[end + 1: len(text) if stop == -1 else stop])


def unquoted(line: str) -> str:
    """A Markdown line without its block quote's marks."""
    body = line.lstrip(" \t")
    quote = QUOTE.match(body)
    return body if quote is None else body[quote.end():]


def heading_words(text: str, start: int, end: int) -> str:
    """A setext heading's words as Markdown shows them (`start`..`end`: its lines): without a block quote's marks, its
    lines joined by a blank (SH022 quoted `> Orcs`, and a line break inside the message)."""
    return " ".join(unquoted(line).strip(" \t\r") for line in text[start:end].split("\n")).strip()


def read_table(line: str, offset: int, source: SourceFile, problems: list[Diagnostic]) -> Table:
    """A table's head: a roster's (Name, Quality, Combat …) is read row by row; another table is one
    diagnostic (SH009), and a column of a roster no word names one (SH010)."""
    table = table_head(line)
    if table is None:  # (a separator row under a row of one cell: no table)
        table = Table(())
    span = source.span(offset + len(line) - len(line.lstrip()), offset + len(line.rstrip()))
    if not table.is_roster or not table.in_order:
        key = "table_not_roster" if not table.is_roster else "table_order"
        problems.append(Diagnostic("SH009", _ERROR, message(key), span))
        return table
    # (a notes column's head as written, not folded: it labels each of its cells' notes, `装備（所持品）：長弓`)
    table = attrs.evolve(table, columns=tuple(
        attrs.evolve(c, head=plain(source.text[offset + c.start: offset + c.end]).strip().rstrip(":：").strip())
        if c.kind == "notes" else c for c in table.columns))
    for column in table.columns:
        if column.kind == "unknown":
            problems.append(Diagnostic("SH010", _WARNING, message(
                "table_column", head=source.text[offset + column.start: offset + column.end]),
                source.span(offset + column.start, offset + column.end)))
    return table


#: After a total row's number, the limit it is printed against (`232 / 300`, `232／300`, `232 of 300`), to the cell's end.
_OVER_LIMIT = re.compile(r"[ \t]*+(?:pts?\.?|points?|点|ポイント)?[ \t]*+(?:/|／|of)[ \t]*+(\d{1,9})[ \t]*+(?:pts?\.?|points?|点|ポイント)?[ \t*_]*+$",
                         re.IGNORECASE)


#: After a total row's number, nothing but its points word (`232`, `232 pts`, `**232**`).
_PLAIN_TOTAL = re.compile(r"[ \t]*+(?:pts?\.?|points?|点|ポイント)?[ \t*_]*+$", re.IGNORECASE)


def _said_rest(cell: str, at: int, start: int, source: SourceFile, problems: list[Diagnostic]) -> None:
    """SH135: what a total cell holds after its number that is no limit (`232 / 300 max`, `232 (of 300)`, `232 - 300`):
    the total read, the rest not, said (before, left unread in silence)."""
    rest = cell[at:].strip(" \t*_")
    begin = cell.index(rest, at)
    problems.append(Diagnostic("SH135", _WARNING, message("total_cell_rest", rest=rest),
                               source.span(start + begin, start + begin + len(rest))))


def read_row(line: str, offset: int, table: Table, row: Row, band: Band, source: SourceFile,
         problems: list[Diagnostic]) -> None:
    """One row of a roster table: a profile (its line laid over the row), a total row (SH113), a subtotal row (SH024;
    before, a profile that could not be read, SH002), or nothing (a blank row)."""
    texts = [line[a:b] for a, b in row.cells]
    if not any(plain(t).strip() for t in texts):
        return
    words = [plain(t).strip() for t in texts]
    sub = next((i for i, t in enumerate(words) if SUBTOTAL_WORD.fullmatch(t)), None)
    total = sub if sub is not None else next((i for i, t in enumerate(words) if TOTAL_WORD.fullmatch(t)), None)
    if total is not None and _stated(table, words):   # (`| Total | 3+ | 3 | 25 |`: a model named `Total`, as a card
        total = sub = None                           # file's roster names it; before, read as the total row, lost)
    if total is not None:
        band.rostered = True
        points = table.index("points")
        order = [points] if points is not None and points < len(row.cells) else []
        order += [i for i in range(total + 1, len(row.cells)) if i != points]
        whole = source.span(offset + len(line) - len(line.lstrip()), offset + len(line.rstrip()))
        for i in order:
            digits = re.search(r"\d+", texts[i])
            if digits is not None:
                a = offset + row.cells[i][0]
                at = source.span(a + digits.start(), a + digits.end())
                if sub is None:   # (its whole row kept: a total with rows after it is a section's, kept as a note)
                    take_total(band, digits.group(), at, whole, source, problems)
                    limit = _OVER_LIMIT.match(texts[i], digits.end())
                    if limit is None and _PLAIN_TOTAL.match(texts[i], digits.end()) is None:
                        _said_rest(texts[i], digits.end(), a, source, problems)
                    if limit is not None:   # (`232 / 300`, the total against the limit, as rosters print it: the limit
                        # read, as a `Points: 300` line; before, the `/ 300` was left unread, in silence)
                        give_limit(band, number_of(limit.group(1)),
                                   source.span(a + limit.start(1), a + limit.end(1)), problems, total_row=True)
                else:   # (`| Subtotal | | 120 |`: kept as written, a note, and checked as a subtotal line is)
                    settle_total(band, source, problems)
                    band.notes.append(Note(source.text[whole.start:whole.end], whole))
                    check_subtotal(band, digits.group(), at, problems)
                return
        problems.append(Diagnostic("SH001", _ERROR, message("not_a_profile"),
                                   source.span(offset + row.cells[0][0], offset + row.cells[-1][1])))
        return
    band.tried = True
    # `| Elf Archer | … | Longbow, elven cloak |`: the model's note, its column's head as its label (the warband's,
    # saying whose, when the model cannot be read)
    # (with the marks around its words, as written: `**Longbow**`, `a **longbow**`, not `a **longbow`)
    notes = [Note(f"{column.head}{': ' if column.head.isascii() else '：'}{words_of(source.text, True, a, b)}",
                  source.span(a, b))
             for column, cell in zip(table.columns, row.cells) if column.kind == "notes" and cell[0] < cell[1]
             for a, b in [with_marks(source.text, offset + cell[0], offset + cell[1])]]
    name = table.index("name")
    model = plain(texts[name]).strip() if name is not None and name < len(texts) else ""
    for kind in ("quality", "combat"):
        at = table.index(kind)
        both = at is None   # (Quality and Combat in one column: `3+/2`; the Combat its second number)
        at = table.index("stats") if both else at
        a, b = row.cells[at] if at < len(row.cells) else (row.pipes[-1] + 1, row.pipes[-1] + 1)
        if len(re.findall(r"\d+", line[a:b])) < (2 if both and kind == "combat" else 1):
            problems.append(Diagnostic("SH002", _ERROR, message("profile_unreadable",
                                                                expected=message(f"expect_{kind}")),
                                       source.span(offset + a, offset + max(b, a + 1))))
            band.unsure = True
            _to_warband(band, model, notes)
            return
    padded = Row(row.cells + ((len(line), len(line)),) * (len(table.columns) - len(row.cells)), row.pipes)
    laid, kept, labelled = lay_over(line, table, padded)
    first = len(problems)
    profile = _laid_profile(laid, offset, labelled, band, source, problems)
    if profile is None:
        _to_warband(band, model, notes)
        return
    if "count" in kept:
        profile = _count_cell(profile, line, offset, kept["count"], source, problems)
    band.profiles.append(attrs.evolve(profile, notes=tuple(notes)))
    if band.unsure or any(d.severity is _ERROR for d in problems[first:]):
        return
    for kind in ("points", "total"):
        if kind in kept:
            _check_cell(kind, profile, line, offset, kept[kind], source, problems)


def _stated(table: Table, words: list[str]) -> bool:
    """Whether a row's Quality and Combat cells (or its one cell of both) each hold a number: a model's row, whatever
    its name; a total row leaves them blank (or, short, `| Sub-total | | 26 |`, holds its number in one)."""
    columns = [table.index(kind) for kind in ("quality", "combat")]
    if None in columns:   # (one cell of both, `3+/2`: two numbers)
        at = table.index("stats")
        return at is not None and at < len(words) and len(re.findall(r"\d+", words[at])) >= 2
    return all(at < len(words) and re.search(r"\d", words[at]) for at in columns)


def _to_warband(band: Band, model: str, notes: list[Note]) -> None:
    """A model's notes (a table's notes cell, a `Notes:` field under its heading) when the model could not be read: the
    warband's, saying whose they are (`Elf Archer — Equipment: Longbow`)."""
    model = model.strip()
    band.notes.extend(attrs.evolve(note, text=f"{model} — {note.text}") if model else note for note in notes)


def _count_cell(profile: Profile, line: str, offset: int, cell: tuple[int, int], source: SourceFile,
                problems: list[Diagnostic]) -> Profile:
    """A Count column's cell (`3`, `x3`, `3体`): the profile's count, unless its name writes one too (SH008)."""
    a, b = cell
    digits = re.search(r"\d+", line[a:b])
    if digits is None:
        return profile
    span = source.span(offset + a, offset + b)
    number = count_of(digits.group())
    if profile.count != 1:
        same = number == profile.count
        problems.append(Diagnostic("SH008", _WARNING if same else _ERROR, message(
            "count_twice_same" if same else "count_twice", first=str(profile.count), second=span.text,
            models=amount(profile.count, "model")), span))
        return profile
    if number == 0:
        problems.append(Diagnostic("SH005", _ERROR, message("zero_count"), span))
    elif number > MAX_COUNT:
        problems.append(Diagnostic("SH007", _ERROR, message("huge_count", most=MAX_COUNT), span))
        number = MAX_COUNT
    return attrs.evolve(profile, count=number)


def _check_cell(kind: str, profile: Profile, line: str, offset: int, cell: tuple[int, int], source: SourceFile,
                problems: list[Diagnostic]) -> None:
    """A Points cell (one model's points, or all of them) or a Total cell (all of them): SH112 when wrong."""
    a, b = cell
    digits = re.search(r"\d+", line[a:b])
    if digits is None:
        return
    written = number_of(digits.group())
    points, count = profile.points, profile.count
    right = {points * count} if kind == "total" else {points, points * count}
    if written in right:
        return
    span = source.span(offset + a + digits.start(), offset + a + digits.end())
    best = points * count if kind == "total" else points
    if count > 1:
        said = message("points_note_count", written=shown_number(digits.group()), points=amount(points, "point"),
                       count=count, total=points * count)
    else:
        said = message("points_note", written=shown_number(digits.group()), points=amount(points, "point"))
    problems.append(Diagnostic("SH112", _WARNING, said, span, suggestion=message("replace", guess=str(best))))


def _laid_profile(laid: str, offset: int, labelled, band: Band, source: SourceFile,
                  problems: list[Diagnostic]) -> Profile | None:
    """The profile of a line laid out from a heading's fields or a table's cells (`lay_block`, `lay_over`),
    `offset` its place in the file; a diagnostic at a label written on a blank starts at the number after
    it (`labelled`: those blanks). The band is unsure when the line holds an error."""
    first = len(problems)
    body = laid.rstrip()
    lead = len(body) - len(body.lstrip())
    profile = read_profile(body.lstrip(), offset + lead, source, problems)
    for i in range(first, len(problems)):
        span = problems[i].span
        if span.start - offset in labelled:
            problems[i] = attrs.evolve(problems[i], span=source.span(span.start + 1, span.end))
    band.unsure |= any(d.severity is _ERROR for d in problems[first:])
    return profile
