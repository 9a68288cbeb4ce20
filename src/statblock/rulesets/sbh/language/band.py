"""A warband being read (`Band`), the notes it keeps as written (`note_at`, `code_note`), and what is checked
once it is read (`finish_band`: no profile, SH004; personalities, SH110; the composition; a written total, SH113; the
limit, SH111). The lines are read by `reader.py`."""

from __future__ import annotations

import bisect
import re
from pathlib import PurePath

import attrs

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ....messages import Listing, Localized
from ..catalog import amount, message
from ..model import Note, Profile, Warband
from .composition import check_composition
from .markdown import with_marks, words_of
from .profile_line import number_of, shown_number

__all__ = ["Band", "check_subtotal", "code_note", "finish_band", "give_limit", "note_at", "settle_total", "take_total"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING


class Band:
    """A warband being read."""

    def __init__(self, span: Span):
        self.name: str | None = None
        self.span = span
        self.limit: int | None = None
        self.limit_span: Span | None = None
        self.limit_in_name = False   # the limit was written with the name (`Elves (300 pts)`): a `Points:` line may repeat it
        self.limit_in_total = False   # the limit was a total row's (`| Total | | 23 / 300 |`): a `Points:` line may repeat it
        self.profiles: list[Profile] = []
        self.tried = False  # a profile line was seen (read or not)
        self.rostered = False   # its roster was seen, a profile or not (a roster table, a total): a heading at its level
        # after it names the next warband (`## Empty` and a table of no profile, then `## Wolves`)
        # the totals written (`合計：298点`), each the warband's (SH113) until profiles come after it (`take_total`): as
        # written, its number's span, its whole line, and how many profiles were above it
        self.totals: list[tuple[str, Span, Span, int]] = []
        self.unsure = False  # a profile line with an error: the total is not sure
        self.level: int | None = None  # the level of the Markdown heading that names it
        self.sections: int | None = None  # the level of a section's heading under a name line (`## Heroes`)
        self.notes: list[Note] = []    # a Markdown roster's prose lines
        self.profile_notes: dict[int, list[Note]] = {}   # the notes indented under a profile line, by its index
        self.title_name: str | None = None   # the name front matter's `title:` gave it
        self.heading: tuple[str, Span] | None = None   # under a title: its heading at the warband's level
        self.headings: list[str] = []   # under a title: every heading over its first profile
        self.section_of: Band | None = None   # a section under a title's warband, read as a warband (layout.py)
        self.plain = False   # named by a line of its name alone (`The Green Hand`), no `Warband:` key
        self.subtotal_from = 0   # the first profile a subtotal line counts (`check_subtotal`): the one after the last
        self.summed = (0, 0)   # the running sum: how many of its profiles are summed (`check_subtotal`), and their points
        self.front_limit = False   # its limit is YAML front matter's `points:`, a league's in a file of several
        self.own_limit: tuple[int, Span] | None = None   # a limit of its own after front matter's (`league_limits`)

    @property
    def empty(self) -> bool:
        return self.name is None and self.limit is None and not self.profiles


def note_at(source: SourceFile, markdown: bool, start: int, end: int) -> Note:
    """A note (a labelled line, a line of prose) whose words are `start`..`end` of the file, kept as written: in
    Markdown, with the emphasis and code marks around its words (`**Notes:** a **longbow**`, not `Notes:** a **longbow`)
    and without its HTML comments (`words_of`)."""
    if markdown:
        start, end = with_marks(source.text, start, end)
    return Note(words_of(source.text, markdown, start, end), source.span(start, end))


_QUOTED = re.compile(r"[ \t]*(?:>[ \t]?)*")


def code_note(text: str, start: int, end: int, band: Band, source: SourceFile) -> Note | None:
    """A code block's line (`start`..`end`), a note of `band` as written, without the block quote's marks and the
    blanks before it (nothing for a blank line); the note."""
    at = _QUOTED.match(text, start, end).end()
    words = text[at:end].strip(" \t\r")
    if not words:
        return None
    at = text.index(words, at)
    band.notes.append(Note(words, source.span(at, at + len(words))))
    return band.notes[-1]


def take_total(band: Band, written: str, span: Span, line: Span, source: SourceFile, problems: list[Diagnostic]) -> None:
    """A total line or a table's total row (`Total: 298`, `| 合計 | | 298 |`): the warband's, checked once it is read
    (SH113), until a profile comes after it: then a part's, a subtotal (`settle_total`). Before, a second total took the
    first's place, lost, unchecked (a table's `| Total | | 99 |` over more rows, or a second total right under the first:
    nothing said)."""
    settle_total(band, source, problems)
    band.totals.append((written, span, line, len(band.profiles)))
    band.rostered = True


def settle_total(band: Band, source: SourceFile, problems: list[Diagnostic]) -> None:
    """The totals with profiles after them (before the next total or subtotal, or at the end of the file's reading):
    each a subtotal, kept as written, a note in its place among the notes, and checked as a subtotal line is (SH024);
    but a total with no profile above it (`Total: 298` under the warband's name) is the warband's still, as builders
    print it at the head (sbhcli2 made it a subtotal of nothing, never checked, a note under the card's right total)."""
    if not band.totals or band.totals[-1][3] >= len(band.profiles):
        return
    kept = []
    for total in band.totals:
        written, span, line, at = total
        if at == 0:
            kept.append(total)
            continue
        note = Note(source.text[line.start:line.end], line)
        band.notes.insert(bisect.bisect_right(band.notes, line.start, key=lambda n: n.span.start), note)
        check_subtotal(band, written, span, problems, upto=at)
    band.totals = kept


def check_subtotal(band: Band, written: str, span: Span, problems: list[Diagnostic], profiles: list | None = None,
                   upto: int | None = None) -> None:
    """A subtotal the roster writes (`Subtotal: 120`, a section's total row) checked against the profiles it sums: those
    since the last subtotal (`profiles`, else the band's from `subtotal_from`), or all the band's so far, as a running
    subtotal counts; SH024 naming both numbers when it is neither (nothing said when a profile has an error, whose
    points are not sure; `upto`: the profiles above it, when more have been read since). Before, a subtotal was kept as a
    note, never checked (in a `.sbh` file, SH001)."""
    upto = len(band.profiles) if upto is None else upto
    since = band.subtotal_from if profiles is None else 0
    counted = band.profiles[since:upto] if profiles is None else profiles
    band.subtotal_from = upto
    summed, running = band.summed   # (a running sum, each profile added once: summing them all again at each subtotal
    running += sum(p.total for p in band.profiles[summed:upto])   # was quadratic, 20,000 subtotals 6.5 times 10,000's)
    band.summed = (upto, running)
    if band.unsure or not counted and not upto:
        return
    part = sum(p.total for p in counted) if counted else running   # (right under another subtotal: all those above)
    if number_of(written) in (part, running):
        return
    if part != running:   # (both named: `the profiles above it cost 23` misled when 49 are above it)
        said = message("subtotal_note_since", written=shown_number(written), total=amount(part, "point"),
                       whole=amount(running, "point"))
    else:
        said = message("subtotal_note", written=shown_number(written), total=amount(part, "point"))
    problems.append(Diagnostic("SH024", _WARNING, said, span, suggestion=message("replace", guess=str(part))))


def finish_band(band: Band, source: SourceFile, problems: list[Diagnostic]) -> Warband:
    name = band.name if band.name is not None else PurePath(source.path).stem
    profiles = tuple(attrs.evolve(p, notes=p.notes + tuple(band.profile_notes[i])) if i in band.profile_notes else p
                     for i, p in enumerate(band.profiles))
    warband = Warband(name, band.limit, profiles, band.span, band.limit_span, tuple(band.notes))
    if not band.profiles:
        if not band.tried:  # profile lines that could not be read are diagnosed already
            problems.append(Diagnostic("SH004", _WARNING, message("no_profiles", name=name), band.span))
        return warband
    total = warband.total
    personalities = warband.personality_points
    if 3 * personalities > total:
        first = next(p for p in band.profiles if p.personality)
        # (which profiles are personalities, by which rule, and what they cost: Magic-User is one, which a player
        # building a band does not always know; before, only the sum was said)
        which = Listing(tuple(_personality(p) for p in band.profiles if p.personality))
        problems.append(Diagnostic("SH110", _ERROR, message(
            "personalities", personalities=personalities, total=total, which=which,
            allowed=amount(total // 3, "point")), first.span))
    check_composition(warband, problems)
    for written, span, _, _ in () if band.unsure else band.totals:   # (each total written, not only the last)
        if number_of(written) != total:
            problems.append(Diagnostic("SH113", _WARNING, message("total_note", written=shown_number(written),
                                                                  total=amount(total, "point")),
                                       span, suggestion=message("replace", guess=str(total))))
    if band.limit is not None and total > band.limit:
        problems.append(Diagnostic("SH111", _ERROR, message("over_limit", name=name, total=amount(total, "point"), limit=band.limit,
                                                            over=total - band.limit), band.limit_span))
    return warband


def give_limit(band: Band, limit: int, span: Span, problems: list[Diagnostic], total_row: bool = False) -> None:
    """A points limit line's `limit` (at `span`) for `band`: its limit, or SH003 when it has one. A total row's limit
    (`total_row`: `23 / 300`) is the total against the limit the warband has, as rosters print it: the same limit says
    nothing, before or after the `Points:` line or front matter's `points:` (sbhcli4 said SH003 "this one is ignored")."""
    if (band.limit_in_name or band.limit_in_total) and band.limit == limit:
        # (`Elves (300 pts)` then `Points: 300`: the same limit, said twice)
        band.limit_in_name = band.limit_in_total = False
    elif total_row and band.limit == limit:
        pass
    elif total_row and band.limit is None:
        band.limit, band.limit_span, band.limit_in_total = limit, span, True
    elif band.limit is not None and band.front_limit and band.own_limit is None and band.limit != limit:
        band.own_limit = (limit, span)   # (front matter's limit, then its own: `league_limits` settles it)
    elif band.limit is not None:
        problems.append(Diagnostic("SH003", _WARNING, message("limit_twice", limit=band.limit), span))
    else:
        band.limit, band.limit_span = limit, span


def _personality(profile: Profile) -> Localized:
    """A personality profile as SH110 names it: its name, the rules that make it one (as written) and what it costs."""
    rules = [use.span.text for use in profile.rules if use.personality and use.counted]
    count = f"{profile.count}× " if profile.count > 1 else ""
    return Localized({"en": f"{count}{profile.name} ({', '.join(rules)}, {profile.total} pts)",
                      "ja": f"{count}{profile.name}（{'、'.join(rules)}、{profile.total}点）"})
