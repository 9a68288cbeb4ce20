"""Which warband a line belongs to where the layout of a file decides it (`reader.py` reads the lines):

- a points limit after a warband's profiles and right before a line that starts another warband (`Points: 50` over
  `Warband: Orcs`, over `## Orcs`): the next warband's, as a limit over a `Warband:` line at a file's start is, unless
  the layout groups it with the profiles above it (no blank line between them, one before the next warband), when it is
  theirs, as before. When it is parted by a blank line from both or from neither, it is read as the next warband's and
  SH022 says so (`carry_limit`);
- sections under front matter's `title:` (`## Heroes` … `## Troops`): a title may stand over one warband or over
  several, so what the sections hold decides (`join_sections`; a section is what a heading at the level of the first
  heading over the title's profiles opens):
  1. a section holding its own points limit (`Points: 300` under its heading) is a warband, and so is each section;
  2. so are they when two sections or more hold a Leader (a warband has one);
  3. otherwise they are parts of the one warband the title names. That is sure when a section could not be a warband
     of its own (its models all personalities, which may cost at most a third of a warband's points, or all Animals or
     Swarms, at most half), when the front matter gives the warband's points limit, or when one section holds the
     Leader; when nothing tells, SH022 says the reading at the second section's heading.
  When the sections are warbands, each is named by its heading and the title is the document's (as it is over
  `# Elves (300 pts)` … `# Orcs (200 pts)`). A title's warband with no sections under headings none of which is the
  title (`title: Elves` over `# Elves2`) keeps the title, and SH003 at the first says both names (before, the heading
  was dropped in silence); a heading that is the title (`# Elves` over `## Heroes`) says nothing.
"""

from __future__ import annotations

import attrs

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import message
from ..model import Profile
from .band import Band
from .lines import HEADING_LIMIT, PROFILE_LIKE, WARBAND_LINE, fold_width, line_words
from .rows import markdown_line
from .slips import say_names

__all__ = ["Carried", "join_sections", "next_words", "starts_warband"]

_WARNING = Severity.WARNING


@attrs.frozen
class Carried:
    """A points limit read before the line that starts the next warband (`at`: where that line starts)."""

    limit: int
    span: Span
    at: int
    band: Band       # the warband above it, whose limit it is if the next line does not start a warband after all
    unsure: bool     # parted by a blank line from both warbands or from neither: SH022 says the reading


def next_words(text: str, end: int, markdown: bool) -> tuple[int, str, int, bool] | None:
    """The next line after `end` that says something: where it starts, its words, its heading's level and whether a
    blank line is between; None at the file's end."""
    blank = False
    start = end + 1
    while start <= len(text):
        stop = text.find("\n", start)
        stop = len(text) if stop == -1 else stop
        written = text[start:stop]
        raw, heading = fold_width(written), 0
        if markdown:
            raw, heading = markdown_line(raw, first=False)
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


def carry_limit(band: Band, limit: int, span: Span, text: str, end: int, markdown: bool,
                gap_above: bool) -> Carried | None:
    """A limit line (`span`, ending at `end`) read after `band`'s profiles: carried to the warband the next line starts,
    or None when it is `band`'s (the next line starts none, or the layout groups the limit with the profiles above)."""
    ahead = next_words(text, end, markdown)
    if ahead is None or not starts_warband(band, ahead[1], ahead[2]):
        return None
    gap_below = ahead[3]
    if band.limit is None and not gap_above and gap_below:
        return None
    return Carried(limit, span, ahead[0], band, band.limit is None and gap_above == gap_below)


def say_carried(carried: Carried, name: str, source: SourceFile, problems: list[Diagnostic]) -> None:
    if carried.unsure:
        above = carried.band.name if carried.band.name is not None else "?"
        problems.append(Diagnostic("SH022", _WARNING, message("limit_between", limit=carried.limit, above=above,
                                                              below=name), carried.span))


def _has(profile: Profile, rule_id: str) -> bool:
    return any(use.id == rule_id and use.counted for use in profile.rules)


def _alone_impossible(band: Band) -> bool:
    """A section that could not be a warband of its own: its models all personalities, or all Animals or Swarms."""
    profiles = band.profiles
    return bool(profiles) and (all(p.personality for p in profiles)
                               or all(_has(p, "animal") or _has(p, "swarm") for p in profiles))


def join_sections(bands: list[Band], front: int, source: SourceFile, problems: list[Diagnostic]) -> list[Band]:
    """The bands read, the sections under front matter's title joined into its warband where they are its parts (the
    module's rule); said where unsure."""
    title = next((b for b in bands if b.title_name is not None and b.span.start < front), None)
    if title is None or title.heading is None:
        return bands
    parts = [b for b in bands if b.section_of is title]
    heading, heading_span = title.heading
    if not parts:
        # (one heading over the title's profiles: a second name when it differs, the title kept)
        if (title.profiles or title.tried) and title.name.strip() not in (name.strip() for name in title.headings):
            say_names(source, heading_span.start, heading_span.end, (title.name, heading), title.name, problems)
        return bands
    group = [title, *parts]
    own = title.limit is not None and title.limit_span is not None and title.limit_span.start > heading_span.start
    if own or any(b.limit is not None for b in parts) \
            or sum(any(_has(p, "leader") for p in b.profiles) for b in group) >= 2:
        title.name, title.span = heading, heading_span   # (warbands of their own: the title is the document's)
        return bands
    sure = any(map(_alone_impossible, group)) or title.limit is not None \
        or any(_has(p, "leader") for b in group for p in b.profiles)
    if not sure:
        problems.append(Diagnostic("SH022", _WARNING, message(
            "sections_joined", title=title.name, first=heading, second=parts[0].name), parts[0].span))
    for part in parts:
        shift = len(title.profiles)
        title.profiles.extend(part.profiles)
        for index, notes in part.profile_notes.items():
            title.profile_notes[index + shift] = notes
        title.notes.extend(part.notes)
        title.tried |= part.tried
        title.unsure |= part.unsure
        if part.total_note is not None:   # (the last total written: the whole warband's, under its last section)
            title.total_note = part.total_note
    return [b for b in bands if b.section_of is not title]
