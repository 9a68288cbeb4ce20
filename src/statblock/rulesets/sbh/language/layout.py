"""Which warband a line belongs to where the layout of a file decides it (`reader.py` reads the lines):

- a points limit after a warband's profiles and right before a line that starts another warband (`Points: 50` over
  `Warband: Orcs`, over `## Orcs`, over `Orcs` / `====`): held (`carry_limit`) and settled once the file is read
  (`settle_limits`). The warband's above when the next holds no profile, has its own limit or when it repeats the
  limit above; else where the file's other limits stand tells: at their warbands' foot, the warband's above; at their
  head, the next one's (a warband with its limit hands a second one on only said, SH022, or keeps it, SH003, in a foot
  layout). When nothing else tells, a blank line between it and one warband only makes it the other's; else it is the
  warband's above (the common layout), and SH022 says so;
- sections under front matter's `title:` (`## Heroes` … `## Troops`): a title may stand over one warband or over
  several, so what the sections hold decides (`join_sections`; a section is what a heading at the level of the first
  heading over the title's profiles opens):
  1. a section holding its own points limit (under its heading, in it, or under its last model but the last section's)
     is a warband, and so is each section; so are they when two sections or more hold a Leader (a warband has one);
  2. otherwise they are parts of the one warband the title names when a section could not be a warband of its own (its
     models all personalities, which may cost at most a third of a warband's points, or all Animals or Swarms, at most
     half); a total under each section is its own, kept as a note;
  3. otherwise each is a warband, and SH022 says so (one Leader, or the front matter's limit, is no proof).
  When the sections are warbands, each is named by its heading and the title is the document's (as it is over
  `# Elves (300 pts)` … `# Orcs (200 pts)`). A title's warband with no sections under a heading (`title: Elves` over
  `# Roster`) keeps the title, nothing said: that heading is a document's or a section's;
- a line right over `====`, or over `----` longer than `---` or as long as it, that Markdown reads as the text of a list
  item above (`lazy_setext`; the `----` a thematic break): the heading it looks like, said.
"""

from __future__ import annotations

import bisect
import re
from pathlib import PurePath

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ....records import frozen
from ..catalog import message
from ..model import Note, Profile
from .band import Band, check_subtotal, give_limit
from .kinds import roster_like
from .lines import HEADING_LIMIT, PROFILE_LIKE, WARBAND_LINE, fold_width, line_words
from .rows import markdown_line
from .profile_line import number_of

__all__ = ["Carried", "carry_limit", "give_limit", "join_sections", "lazy_setext", "league_limits", "next_words", "settle_limits",
           "starts_warband"]

_WARNING = Severity.WARNING


@frozen
class Carried:
    """A points limit read after a warband's profiles and right before a line that may start the next warband (`at`:
    where that line starts); whose it is, `settle_limits` decides once the whole file is read."""

    limit: int
    span: Span
    at: int
    band: Band       # the warband above it, whose limit it is if the next line does not start a warband after all
    gap_above: bool  # a blank line between it and the profiles above
    gap_below: bool  # a blank line between it and the line below


def next_words(text: str, end: int, markdown: bool,
               setext: dict[int, tuple[int, int]] | None = None) -> tuple[int, str, int, bool] | None:
    """The next line after `end` that says something: where it starts, its words, its heading's level (a setext
    heading's, `Orcs` over `====`, too) and whether a blank line is between; None at the file's end."""
    blank = False
    start = end + 1
    while start <= len(text):
        stop = text.find("\n", start)
        stop = len(text) if stop == -1 else stop
        written = text[start:stop]
        raw, heading = fold_width(written), 0
        if markdown:
            raw, heading = markdown_line(raw, first=False)
            heading = (setext or {}).get(start, (heading,))[0] or heading
        _, line = line_words(raw, marks=not markdown, written=written)
        if line and not (markdown and line in ("-", "*", "+")):
            return start, line, heading, blank
        blank = blank or not raw.strip()
        start = stop + 1
    return None


def starts_warband(band: Band, line: str, heading: int) -> bool:
    """Whether a line read after `band`'s profiles starts a warband: a `Warband:` line, or a heading with a limit or at
    the warband's heading's level or shallower (not a section's)."""
    if WARBAND_LINE.fullmatch(line):
        return True
    if not heading or PROFILE_LIKE.search(line):
        return False
    return HEADING_LIMIT.fullmatch(line) is not None or (band.level is None or heading <= band.level) \
        and (band.sections is None or heading < band.sections)


def carry_limit(band: Band, limit: int, span: Span, text: str, end: int, markdown: bool, gap_above: bool,
                setext: dict[int, tuple[int, int]] | None = None) -> Carried | None:
    """A limit line (`span`, ending at `end`) read after `band`'s profiles: held until the file is read when the next
    line starts a warband, or None when it is `band`'s (the next line starts none)."""
    ahead = next_words(text, end, markdown, setext)
    if ahead is None or not starts_warband(band, ahead[1], ahead[2]):
        return None
    return Carried(limit, span, ahead[0], band, gap_above, ahead[3])


def league_limits(bands: list[Band], source: SourceFile, problems: list[Diagnostic]) -> list[Band]:
    """YAML front matter's `points:` over a file of several warbands is the league's limit: each warband's that states
    none of its own; one that states another is kept and said (SH023, naming both). Over one warband it is that
    warband's limit, a second one SH003, as before. Before, only the first warband had it, the others none (nothing
    checked), and `# Elves (200 pts)` under it left a warband of the limit alone (SH004). The bands, a band holding
    only that limit dropped when warbands follow it."""
    league = next((b for b in bands if b.front_limit), None)
    if league is None:
        return bands
    limit, span = league.limit, league.limit_span
    if league.name is None and not league.profiles and not league.tried and not league.notes and len(bands) > 1:
        bands = [b for b in bands if b is not league]   # (front matter's limit alone, over warbands with headings)
        league.own_limit = None
    if bands == [league]:
        if league.own_limit is not None:   # (one warband: its second limit, the first kept, as before)
            problems.append(Diagnostic("SH003", _WARNING, message("limit_twice", limit=limit), league.own_limit[1]))
        return bands
    for band in bands:
        own = band.own_limit if band is league else None if band.limit is None else (band.limit, band.limit_span)
        if own is None:
            band.limit, band.limit_span = limit, span
            continue
        band.limit, band.limit_span = own
        if own[0] != limit:
            problems.append(Diagnostic("SH023", _WARNING, message("league_limit", name=_name(band, source), own=own[0],
                                                                  league=limit), own[1]))
    return bands


def _where(band: Band) -> str | None:
    """Where a warband's limit stands: at its head (with its name, or over its first profile), at its foot (under its
    last profile), or None (no limit, no profile, or among the profiles)."""
    if band.limit_span is None or not band.profiles:
        return None
    if band.limit_span.start < band.profiles[0].span.start:
        return "head"
    return "foot" if band.limit_span.start > band.profiles[-1].span.start else None


def _name(band: Band, source: SourceFile) -> str:
    return band.name if band.name is not None else PurePath(source.path).stem


def settle_limits(pending: list[tuple[Carried, Band]], bands: list[Band], source: SourceFile,
                  problems: list[Diagnostic]) -> None:
    """Whose each limit between two warbands is (the module's rule), once every other limit is where it stands."""
    if not pending:
        return
    places = {_where(b) for b in bands} - {None}
    layout = next(iter(places)) if len(places) == 1 else None   # (the file's own: every other limit at head or foot)
    for carried, below in pending:
        above = carried.band
        if not below.profiles and not below.tried or below.limit is not None or above.limit == carried.limit:
            # (a section holding no profile, `## Tactics`, has no limit; one with its own, or a limit that repeats the
            # one above, leaves it to the warband above: its limit, or SH003)
            give_limit(above, carried.limit, carried.span, problems)
            continue
        if above.limit is not None:   # (a warband with its limit hands a second one on, said; SH003 in a foot layout)
            if layout == "foot":
                give_limit(above, carried.limit, carried.span, problems)
                continue
            ours, sure = False, False
        elif layout is not None:
            ours, sure = layout == "foot", True
        elif carried.gap_above != carried.gap_below:   # (the blank line parts it from one warband only: the other's)
            ours, sure = carried.gap_below, True
        else:   # (nothing tells: at the foot, the common layout, said)
            ours, sure = True, False
        if ours:
            give_limit(above, carried.limit, carried.span, problems)
        else:
            below.limit, below.limit_span = carried.limit, carried.span
        if not sure:
            kept = above if ours else below
            problems.append(Diagnostic("SH022", _WARNING, message(
                "limit_between", limit=carried.limit, above=_name(above, source), below=_name(below, source),
                kept=_name(kept, source)), carried.span))


_UNDERLINE = re.compile(r" {0,3}(?:=+|(-+))[ \t]*\r?")
_NOT_A_HEADING = re.compile(r"[ \t]*(?:[-*+>|#]|\d{1,9}[.)])")


def lazy_setext(text: str, start: int, end: int, setext: dict[int, tuple[int, int]],
                code: dict[int, str]) -> tuple[int, int, int] | None:
    """A line of words right over an underline (`Orcs` over `====`) that markdown-it reads as text going on from the
    list item or quote above, not as the heading it looks like: its level, and where the underline starts and ends; None
    for any other line."""
    if end >= len(text) or start in code or roster_like(text[start:end]) or _NOT_A_HEADING.match(text, start) \
            or not text[start:end].strip():
        return None
    below = end + 1
    stop = text.find("\n", below)
    stop = len(text) if stop == -1 else stop
    found = _UNDERLINE.fullmatch(text, below, stop)
    if found is None or below in setext or below in code:
        return None
    dashes = found.group(1)
    if dashes is None:
        return 1, below, stop
    # `----` there is a thematic break to Markdown, as `---` is: read as the level-2 underline it looks like when it is
    # longer than the `---` a rule is written with, or as long as the words over it (`Orc` over `---`); `some prose`
    # over `---` stays prose over a rule (before, every dashed underline did: `Orcs` over `----` was a note of the
    # warband above, its orcs that warband's, nothing said)
    return (2, below, stop) if len(dashes) >= min(4, _width(text[start:end].strip())) else None


def _width(words: str) -> int:
    """The columns `words` takes in a fixed-width font: a wide character (kana, kanji, full-width forms) two."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in words)


def _has(profile: Profile, rule_id: str) -> bool:
    return any(use.id == rule_id and use.counted for use in profile.rules)


def _alone_impossible(band: Band) -> bool:
    """A section that could not be a warband of its own: its models all personalities, or all Animals or Swarms."""
    profiles = band.profiles
    return bool(profiles) and (all(p.personality for p in profiles)
                               or all(_has(p, "animal") or _has(p, "swarm") for p in profiles))


def _section_total(band: Band) -> int:
    return sum(p.total for p in band.profiles)


def join_sections(bands: list[Band], front: int, source: SourceFile, problems: list[Diagnostic]) -> list[Band]:
    """The bands read, the sections under front matter's title joined into its warband where they are its parts (the
    module's rule); said where unsure."""
    title = next((b for b in bands if b.title_name is not None and b.span.start < front), None)
    if title is None or title.heading is None:
        return bands
    parts = [b for b in bands if b.section_of is title]
    heading, heading_span = title.heading
    if not parts:   # (one heading over the title's profiles, `# Roster`: a document's or a section's, no second name)
        # (its words a note of the warband, as a section's heading inside a warband is: `title: Elves` over `## Green
        # Hand` lost `Green Hand`, in no output)
        if fold_width(heading).casefold().strip() != fold_width(title.title_name or "").casefold().strip():
            title.notes.insert(bisect.bisect_right(title.notes, heading_span.start, key=lambda n: n.span.start),
                               Note(heading, heading_span))
        return bands
    group = [title, *parts]
    own = title.limit_span is not None and title.limit_span.start > heading_span.start and _where(title) is not None \
        or any(_where(b) == "head" for b in parts) or any(_where(b) == "foot" for b in group[:-1])
    leaders = sum(any(_has(p, "leader") for p in b.profiles) for b in group)
    if own or leaders >= 2 or not any(map(_alone_impossible, group)):
        # (warbands of their own: each named by its heading, the title the document's; said when nothing tells)
        title.name, title.span = heading, heading_span
        if not own and leaders < 2:
            problems.append(Diagnostic("SH022", _WARNING, message(
                "sections_apart", title=title.title_name, first=heading, second=parts[0].name), parts[0].span))
        return bands
    whole = sum(map(_section_total, group))
    totals = [b for b in group if b.totals]
    last = totals[-1] if totals else None
    if last is not None and (len(totals) > 1 or last is not group[-1]) \
            and number_of(last.totals[-1][0]) == _section_total(last) != whole:
        last = None   # (each total a section's own: subtotals, kept as notes, not checked as the whole's)
    for part in group:
        if part is last:
            continue
        for written, span, line, _ in part.totals:   # (a section's subtotal: kept as written, a note, and checked, SH024)
            part.notes.append(Note(source.text[line.start:line.end], line))
            check_subtotal(part, written, span, problems, part.profiles)
    title.totals = [] if last is None else last.totals
    for part in parts:
        shift = len(title.profiles)
        title.profiles.extend(part.profiles)
        for index, notes in part.profile_notes.items():
            title.profile_notes[index + shift] = notes
        title.notes.extend(part.notes)
        title.tried |= part.tried
        title.unsure |= part.unsure
        if part.limit is not None:   # (a limit under the last section, `Points: 300`: the whole warband's)
            give_limit(title, part.limit, part.limit_span, problems)
    return [b for b in bands if b.section_of is not title]
