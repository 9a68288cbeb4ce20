"""Reading a native `.sbh` warband file or a Markdown roster (docs/sbh.md) into `Warband`s, with exact positions.

Each line of a `.sbh` file is cut at its comment (`#`, `※` or `//` at the start or after a space; a backslash before
the mark keeps it), trimmed, and folded one character for one (full-width digits, colons, parentheses and spaces to
ASCII), so that an offset in the folded line is an offset in the file. A Markdown file's lines have no such marks: its
comments are HTML's (`<!-- … -->` where CommonMark has them, `comments.py`, blanked over the whole text first), a `#`
in a line is text (`# Elves #2` names `Elves #2`), its names are what Markdown shows of them (`markdown.name_of`:
`**Elves** \\#2` is `Elves #2`) and its notes and prose are kept as written (`markdown.words_of`). Then a line is, in
this order:

- `Warband: Name` (`ウォーバンド：`): starts a warband (a new one when the current one has anything);
- a roster's total, `Total: 298 pts`, `合計：298点`: checked against the computed total (SH113);
- a points limit, `Points: 300`, `Limit 300`, `300 points`, `ポイント：300`, `300点`;
- a profile, when it has a Quality (`Q3+`) or a Combat (`C2`) with its number: parsed by
  `warband.lark`, after its points note (`= 56 pts`, `(56)`, `56pts`, `56点`) is cut off the end and kept
  to be checked against the computed points (SH112);
- the warband's name, when the current warband has neither name nor profile yet;
- a labelled note (`Notes: …`, `Equipment: …`, `備考：…`) indented deeper than the profile line above it (only that
  profile's notes between them): the profile's note;
- in Markdown, a line of prose (`These two guard the mage.`, a note under a table): kept as a note of the
  warband, as a native file's comments are left to their author; one that looks like a profile without its
  stats (`Elf 3+ 2`, `Elf Mage Magic-User, Forester`) is still SH001;
- anything else: SH001.

The words of a line and the patterns that tell its kind are `lines.py`'s (the kinds one pattern cannot tell,
`kinds.py`'s); a profile line is read by `profile_line.py`, a Markdown table's rows by `rows.py`; the warband being
read, its notes and the checks once it is read are `band.py`'s, what is said of a line's slips `slips.py`'s.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ..catalog import message
from ..model import Warband
from ...similarity import is_japanese
from .band import Band, check_subtotal, code_note, finish_band, note_at, settle_total, take_total
from .front import joined_line
from .layout import Carried, carry_limit, give_limit, join_sections, lazy_setext, league_limits, settle_limits
from .kinds import model_note, profile_without_stats, roster_like
from .lines import HEADING_LIMIT, LIMIT_LINE, NOTE_LINE, PROFILE_LIKE, SUBTOTAL_LINE, TOTAL_LINE, WARBAND_LINE, fold_width, inexact_number, line_words, note_mark
from .markdown import Table, cells, is_separator, name_of, table_head
from .own_cards import card_lang, card_title_at, heading_name, profile_named, read_card, read_lost_card
from .preamble import read_preamble
from .profile_line import number_of
from .rows import block_lines, markdown_line, next_line, read_block, read_row, read_table, unquoted
from .spells import SPELLS, read_spelled_profile
from .slips import cut_mark, hint_full_width, near_key, not_a_profile, say_inexact, say_name_mark, say_names, say_near_key

__all__ = ["read_warband"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING
_EMPTY_ITEM = re.compile(r"[-*+]|\d{1,9}[.)]")   # (a Markdown list item's marker alone)



def read_warband(source: SourceFile) -> tuple[list[Warband], list[Diagnostic]]:
    """The warbands of a native or Markdown file (usually one) and what was found wrong in them."""
    problems: list[Diagnostic] = []
    file = read_preamble(source, problems)   # (front matter, comments, setext headings, code blocks: preamble.py)
    markdown, matter, text, fence, setext, code = file.markdown, file.matter, file.text, file.fence, file.setext, file.code
    front = matter.end
    band = file.band
    bands: list[Band] = [] if band is None else [band]
    table: Table | None = None   # the roster table being read (its head seen)
    # the profile line just read: its band, index, indentation and whether notes indented under it were read
    under: tuple[Band, int, int, bool] | None = None
    gap = False   # a blank line since the last line read
    spread = (-1, 0)   # (where a setext heading over roster lines ends, and its level: each line read on its own)
    coded = False   # (a profile in the code block being read was said)
    carried: Carried | None = None   # (a limit over the line that starts the next warband: layout.py)
    pending: list[tuple[Carried, Band]] = []   # (such limits and the warband each line started: settled at the end)
    # (statblock's own Markdown cards, `cards --format md`: their title no warband's name, each card its row's:
    # `own_cards.py`)
    title_at = card_title_at(text) if markdown else None
    own = title_at is not None
    own_lang = card_lang(text, title_at) if own else "en"
    carded: set[tuple[int, int]] = set()   # (each profile's card read: the next card of its name is another profile's)
    start = 0
    while start <= len(text):
        if carried is not None and start > carried.at:   # (that line started none after all: the limit is the warband's
            # above it, as before)
            give_limit(carried.band, carried.limit, carried.span, problems)
            carried = None
        here = start
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        written = text[start:end]   # (as written: a comment is found here, where a full-width `／／` is no mark)
        if start == title_at:   # (`# Song of Blades and Heroes warbands`: the card file's title, names no warband)
            title_at, start = None, end + 1
            continue
        if start not in code:
            coded = False
        raw = fold_width(written)
        heading = 0   # a Markdown heading's level
        if start < front:   # YAML front matter: its name and metadata are read (`front.py`), any other key is a line
            if start == 0 or start in matter.read or raw.strip() in ("---", "..."):
                start = end + 1
                continue
            if start in matter.joined:   # (`points:` over `  300`: one line, as YAML reads the pair)
                end = matter.joined[start]
                written = joined_line(text, start, end, matter.hidden.get(start, ()))
                raw = fold_width(written)
        elif start == fence:   # (the closing fence of front matter read as Markdown: a blank line)
            table, under, gap = None, None, True
            start = end + 1
            continue
        elif start in code and not (code[start] == "indented" and model_note(under, band, raw)):
            # a code block's line: no roster's line, kept as written (a note), its fences not (a labelled note indented
            # under a profile, after a blank line, is still that profile's note, as in a native file)
            if code[start] != "fence":
                if band is None:
                    band = Band(source.span(start, end))
                    bands.append(band)
                note = code_note(text, start, end, band, source)
                if note is not None and not coded and PROFILE_LIKE.search(fold_width(note.text)):
                    # (a profile in code, as Markdown shows it: kept as a note, not read, and said once a block, so
                    # that no model is left out in silence)
                    coded = True
                    problems.append(Diagnostic("SH019", _WARNING, message(f"code_profile_{code[start]}"), note.span))
            else:
                coded = False
            table, under, gap = None, None, False
            start = end + 1
            continue
        elif markdown:
            raw, heading = markdown_line(raw, first=start == 0)
            level, last = setext.get(start, (None, end))
            if level is None and (lazy := lazy_setext(text, start, end, setext, code)) is not None:
                # (`Orcs` over `====` right under a list item: Markdown's text of the item, read as the heading it looks
                # like, said; before, a note, and the orcs' profiles were the warband's above)
                level, setext[lazy[1]] = lazy[0], (0, lazy[2])
                problems.append(Diagnostic("SH022", _WARNING, message("setext_lazy" if lazy[0] == 1 else "setext_lazy_break",
                                                                      words=raw.strip()),
                                           source.span(start + len(raw) - len(raw.lstrip()), end)))
            if level is None and start < spread[0] and roster_like(raw):   # (a line of a setext heading over roster
                level, last = spread[1], end   # lines: its own; a line of prose among them a note, not a lost title)
            if level:   # (a setext heading; over several lines, one line, each line's end read as a blank)
                heading = level
                if last > end:
                    lines = [markdown_line(fold_width(more), first=False)[0] for more in text[end + 1:last].split("\n")]
                    if any(map(roster_like, (raw, *lines))):
                        # (roster lines over a `---`, `Warband: Elves` / `Elf Q3+ C2` / `---`: CommonMark's one
                        # heading, but each line is the roster's own, read on its own; joined, the warband was named
                        # by all of them and had no profile)
                        spread = (last, level)
                    else:
                        raw, end = " ".join([raw, *lines]).replace("\r", " "), last
                        written = text[start:end]
            elif level == 0:
                raw = " " * len(raw)
        if table is not None:
            row = cells(raw)
            if row is None:
                table = None
            elif is_separator(raw):   # (a delimiter row repeated inside the table: nothing to read; was SH002)
                start = end + 1
                continue
            elif is_separator(unquoted(next_line(text, end))) and (head := table_head(raw)) is not None \
                    and head.is_roster:
                table = None   # (its head repeated over a delimiter row: the head of the rows under it; was SH002)
            else:
                under = None
                if band is None:
                    band = Band(source.span(start, end))
                    bands.append(band)
                if table.is_roster and table.in_order:
                    read_row(raw, start, table, row, band, source, problems)
                start = end + 1
                continue
        if "|" in raw and is_separator(unquoted(next_line(text, end)) if markdown else next_line(text, end)):
            # (in Markdown, a table in a block quote too: `> |---|---|`; before, its rows were SH001, the profiles lost)
            table, under = read_table(raw, start, source, problems), None
            if band is not None and table.is_roster:
                band.rostered = True
            start = text.find("\n", end + 1)   # (the separator row: nothing to read)
            start = len(text) + 1 if start == -1 else start + 1
            continue
        left, line = line_words(raw, marks=not markdown, written=written)
        if markdown and _EMPTY_ITEM.fullmatch(line):   # (an empty list item, `- <!-- old -->`: nothing; before, a note `-`)
            line = ""
        offset = start + left
        if not line:
            # (a blank line, not a comment's, parts a note from the profile above; in Markdown, an HTML comment's)
            gap = gap or not raw.strip() and (text is source.text or text[start:end] == source.text[start:end])
            start = end + 1
            continue
        start = end + 1
        above, under, after_gap, gap = under, None, gap, False
        span = source.span(offset, offset + len(line))
        if heading and own:
            name = heading_name(source, offset, line)
            index = profile_named(band, name, carded)
            if index is not None:   # (`### Elf Mage` under its roster: its card)
                carded.add((id(band), index))
                start = read_card(band, index, text, start, source, problems, own_lang)
                continue
            if band is not None and band.rostered and band.level is not None and heading > band.level:
                # (`### Elf Wizard` under a roster of no such row: its card, renamed, said and kept)
                start = read_lost_card(band, name, span, text, start, source, problems)
                continue
        found = WARBAND_LINE.fullmatch(line)
        if found is not None and offset < front and band is not None and band.name is not None \
                and band.span.start < front and not band.profiles and not band.tried:
            # (a second name in front matter, `title: W` and `Warband Name: Elves`: one warband, the first name kept and
            # the second said; before, two warbands, the first with no profile, SH004)
            name_end = offset + found.end("name")
            limit = HEADING_LIMIT.fullmatch(line, found.start("name"), found.end("name"))
            if limit is not None and band.limit is None:   # (`Warband Name: Elves (300 pts)`: its limit is read)
                name_end = offset + limit.end("name")
                band.limit, band.limit_span = number_of(limit.group("a") or limit.group("b")), span
                band.limit_in_name = True
            other = name_of(source.text, markdown, offset + found.start("name"), name_end).strip()
            problems.append(Diagnostic("SH003", _WARNING, message("name_twice", name=band.name, other=other),
                                       source.span(offset + found.start("name"), name_end)))
            continue
        if found is not None:
            # (a Markdown file's title names a warband that gives way to one its heading names below it, as to one a
            # heading with a limit names: `# The Iron Host` then `## Warband: Dwarves`, or a `Warband: Dwarves` line under
            # it; before, SH004 on the title's)
            # (with a limit line under the title too, `# The Green Hand` / `Points: 30` / `Warband: Elves`: the limit kept;
            # before, two warbands, the title's with the limit and no profile, SH004; not a heading with its limit,
            # `# Elves (300 pts)`, which is a warband)
            # (R7: not under a heading, `## Warband: Elves`, which may be one of several a league's limit is over)
            titled = band is not None and band.name is not None and not band.limit_in_name and not band.profiles \
                and not band.tried and band.level is not None and (heading > band.level and band.limit is None
                                                                   or not heading)
            # (a warband with nothing read but a limit, or a name front matter gave it, is the one the line names, as a
            # title gives way to a heading's warband: `points: 300` or `title: Elves` over `Warband: Elves`, a `.sbh`
            # file's `Points: 300` over `Warband: Elves`; before, two warbands, the first with no profile (SH004), its
            # limit lost to the warband below)
            # (a line of a name alone, `The Green Hand` / `Points: 30` / `Warband: Elves`, is the same warband's name: one
            # warband, the `Warband:` line's name taken and both said; before, two warbands, the first with no profile)
            unnamed = band is not None and not band.profiles and not band.tried \
                and (band.name is None or band.span.start < front or band.plain)
            if band is None or not (band.empty or titled or unnamed):
                band = Band(span)
                bands.append(band)
            elif markdown and band.plain and band.span.start >= front:   # (Markdown's line of prose over it, `My list
                # for Saturday`: a note, as before, not a second name)
                band.notes.append(note_at(source, markdown, band.span.start, band.span.end))
                band.name = None
            # (front matter's title or a name line it gives way to, `title: Elves` over `Warband: Elves of Lorien`: said
            # when it differs, not dropped; a file's heading over a deeper warband, `# The Iron Host`, is its title)
            # (a title with a limit under it, `# The Green Hand` / `Points: 300`, gives way too, both names said)
            given = band.name if band.level is None or band.span.start < front or titled and band.limit else None
            # (the name as written, as a name line without its label keeps it: `ウォーバンド：緑の手（精鋭）` is
            # `緑の手（精鋭）`, not the folded `緑の手(精鋭)`; folding keeps every offset)
            name_at, name_end = offset + found.start("name"), offset + found.end("name")
            limit = HEADING_LIMIT.fullmatch(line, found.start("name"), found.end("name"))
            if limit is not None and band.limit is None:   # `Warband: Dwarves (300 pts)`: its name and limit
                name_end = offset + limit.end("name")
                band.limit, band.limit_span = number_of(limit.group("a") or limit.group("b")), span
                band.limit_in_name = True
            elif limit is not None and (unnamed or titled):   # (`Points: 300` over `Warband: Elves (250 pts)`: the
                # first limit kept)
                name_end = offset + limit.end("name")
                if band.limit != number_of(limit.group("a") or limit.group("b")):
                    problems.append(Diagnostic("SH003", _WARNING, message("limit_twice", limit=band.limit), span))
            band.name = name_of(source.text, markdown, name_at, name_end).strip()   # (`Elves \#2`: `Elves #2`)
            if given is not None:
                say_names(source, name_at, name_end, (given, band.name), band.name, problems)
            band.span = source.span(name_at, span.end)
            band.level = heading or None
            band.plain = False
            if not markdown:
                say_name_mark(source, name_at, name_end, band.name, problems)
            if carried is not None and carried.at == here:   # (`Points: 50` over `Warband: Orcs`: layout.py decides)
                pending.append((carried, band))
                carried = None
            continue
        if band is None:
            band = Band(span)
            bands.append(band)
        found = SUBTOTAL_LINE.fullmatch(line)
        if found is not None:   # (`Subtotal: 120`: kept as written, a note, and checked against the profiles above)
            settle_total(band, source, problems)
            opened = int(left > 0 and source.text[offset - 1] in "【[［〔")   # (`【小計】120`: its bracket kept too)
            band.notes.append(note_at(source, markdown, offset - opened, offset + len(line)))
            check_subtotal(band, found.group("n"), source.span(offset + found.start("n"), offset + found.end("n")),
                           problems)
            continue
        found = TOTAL_LINE.fullmatch(line)
        if found is not None:
            take_total(band, found.group("n"), source.span(offset + found.start("n"), offset + found.end("n")), span,
                       source, problems)
            if found.group("limit") is not None:   # (`Total: 232 / 300`: the limit read, as a total row's; before, SH001)
                give_limit(band, number_of(found.group("limit")),
                           source.span(offset + found.start("limit"), offset + found.end("limit")), problems,
                           total_row=True)
            continue
        found = LIMIT_LINE.fullmatch(line)
        if found is not None:
            value = number_of(found.group("a") or found.group("b"))
            if band.profiles or band.tried:   # (after the profiles: the next warband's, when the next line starts one)
                carried = carry_limit(band, value, span, text, end, markdown, after_gap, setext)
                if carried is not None:
                    continue
            give_limit(band, value, span, problems)
            band.front_limit = band.front_limit or band.limit_span is span and span.start < front
            continue
        inexact = inexact_number(line)
        if inexact is not None:   # (`Points: 300.0`, `ポイント：３００．０`, `Total: 298.0`: no whole number, not read, said
            # at the value as front matter's is; before, SH001 in a `.sbh` file, and in Markdown a note, the limit lost)
            say_inexact(source, offset + inexact[0], offset + inexact[1], problems)
            continue
        if heading and not PROFILE_LIKE.search(line):
            block = block_lines(text, end)
            if block:
                read_block(line, offset, block, band, source, problems)
                # (on from the line after the last field: its words may end before its line does, `- Notes: **bold**`,
                # whose last `*` was read as a line of prose, a note `*`)
                start = text.find("\n", block[-1][0])
                start = len(text) + 1 if start == -1 else start + 1
                continue
            limit = HEADING_LIMIT.fullmatch(line)
            if limit is not None:   # `## Elves (300 pts)`: a warband and its points limit
                # (a warband with nothing read yet but the same limit, as front matter's `points: 300` over `# Elves
                # (300 pts)` gives it, is the one the heading names; before, a warband with no profile, SH004)
                if band.profiles or band.tried or \
                        band.limit is not None and band.limit != number_of(limit.group("a") or limit.group("b")):
                    prior, band = band, Band(span)
                    bands.append(band)
                    if prior.section_of is not None or prior.title_name is not None and prior.span.start < front:
                        band.section_of = prior.section_of or prior   # (a section under a title, `## Orcs (200 pts)`)
                if carried is not None and carried.at == here:   # (`Points: 50` over `## Orcs (50 pts)`: layout.py)
                    pending.append((carried, band))
                    carried = None
                # (as Markdown shows the words written, not the line with its marks blanked: `**Deep** Wood` was
                # `  Deep   Wood`)
                # (a heading is no second name of a warband front matter's `title:` or a `Warband:` line named:
                # `title: My Rosters` over `# Elves (300 pts)` is a document's title, so nothing is said, as before
                # SH003 said two names here)
                band.name = name_of(source.text, markdown, offset, offset + limit.end("name"))
                band.level = heading
                band.span = source.span(offset, offset + limit.end("name"))
                band.limit, band.limit_span = number_of(limit.group("a") or limit.group("b")), span
                band.limit_in_name = True
                continue
            if band.name is not None or band.profiles:
                heading_of = band   # (the warband it is read under, unless it names one of its own)
                if band.title_name is not None and band.span.start < front and not band.profiles and not band.tried:
                    # (under front matter's title, the headings over its first profile: the one at the warband's level a
                    # section's, or a second name of the warband; layout.py decides once all is read)
                    named = name_of(source.text, markdown, offset, offset + len(line))
                    band.headings.append(named)
                    if band.level is None or heading <= band.level:
                        band.heading = (named, span)
                if (band.profiles or band.tried or band.rostered) and (band.level is None or heading <= band.level) \
                        and (band.sections is None or heading < band.sections):
                    above = band
                    band = Band(span)   # `## Orcs` after the elves' roster, at their heading's level: a warband
                    band.name = name_of(source.text, markdown, offset, offset + len(line))
                    band.level = heading
                    bands.append(band)
                    if above.section_of is not None or above.title_name is not None and above.span.start < front:
                        band.section_of = above.section_of or above   # (a section under a title: layout.py)
                    if carried is not None and carried.at == here:   # (`Points: 50` over `## Orcs`: layout.py)
                        pending.append((carried, band))
                        carried = None
                elif band.level is None and not band.profiles and not band.tried:
                    # (the first heading over a warband named with no heading, as front matter's `title:` or a
                    # `Warband:` line names it: its level is the warband's, so a deeper one after its profiles,
                    # `## Notes` under `# Elves`, is a section; before, a warband of its own, SH004)
                    # (a section's heading, `Warband: Elves` over `## Heroes`, or a document's, `title: Elves` over
                    # `# Roster`: no second name of the warband, so nothing is said; only a heading that says
                    # `Warband:` names it again, SH003 above)
                    if band.span.start < front:
                        band.level = heading
                    else:
                        # (under a name line, `Warband: Elves` over `## Heroes` … `## Troops`, a heading at its level
                        # or deeper is a section, one shallower a warband; before, `Troops` was a second warband)
                        band.sections = heading if band.sections is None else band.sections
                if band is heading_of and not (band.title_name is not None and band.span.start < front
                                               and not band.profiles and not band.tried):
                    # (a section's heading inside a warband, `## Heroes`, `## the scouts go first` under `# Elves`:
                    # its words a note of the warband, as written; before, dropped, in neither the JSON nor the cards)
                    band.notes.append(note_at(source, markdown, offset, offset + len(line)))
                continue
        # (a labelled line, `Spells: Transfix (Q3+ to cast)`, `Notes: the mage (C2) stays back`, is a note, never a
        # profile: before, SH002 and its text was lost)
        if NOTE_LINE.match(line) is None and (stats := PROFILE_LIKE.search(line)) is not None:
            band.tried = True
            before = len(problems)
            profile = read_spelled_profile(line, stats.end(), offset, source, markdown, problems)   # (spells.py)
            band.unsure |= any(d.severity is _ERROR for d in problems[before:])
            if profile is not None:
                band.profiles.append(profile)
                mark = None if markdown else note_mark(raw, written)
                if mark is not None:   # (`Elf Scout Q3+ C2 ※偵察役`: the model's note, as written; was a comment, on no card)
                    line_start = offset - left
                    band.profile_notes.setdefault(len(band.profiles) - 1, []).append(
                        note_at(source, markdown, line_start + mark, line_start + len(raw.rstrip())))
                under = (band, len(band.profiles) - 1, len(raw) - len(raw.lstrip()), False)
            continue
        if above is not None and above[0] is band and len(raw) - len(raw.lstrip()) > above[2] and NOTE_LINE.match(line):
            # (`Elf Mage Q3+ C2 Magic-User` then `    Spells: Transfix`: the mage's note; before, the warband's)
            # (its comment marks escaped, `Bow \#2`, said without the backslash: the words a table's cell held)
            band.profile_notes.setdefault(above[1], []).append(
                note_at(source, markdown, offset, offset + len(line)))
            under = (*above[:3], True)   # (its notes indented: a line back at the profile's depth has left them)
            continue
        if above is not None and above[0] is band and not after_gap and not above[3] \
                and len(raw) - len(raw.lstrip()) == above[2] and NOTE_LINE.match(line):
            # (at the profile line's depth, right under it or its notes at that depth: the layout groups it with the
            # profile, as a card lists its notes, so it is the profile's; said unless its label is a caster's spells
            # under a Magic-User, which no warband has: `Spells: Transfix`. After a blank line, or after notes indented
            # under the profile, it is the warband's, as before; before, this was the warband's too)
            profile = band.profiles[above[1]]
            band.profile_notes.setdefault(above[1], []).append(
                note_at(source, markdown, offset, offset + len(line)))
            if not (SPELLS.match(line) and any(use.id == "magic_user" for use in profile.rules)):
                problems.append(Diagnostic("SH013", _WARNING, message("note_at_profile_depth", name=profile.name), span))
            under = above
            continue
        if band.name is None and not band.profiles and cut_mark(raw, markdown, written) is not None:
            # (`Wolf #2 Q4+ C2`: a profile whose stats a comment cut off, no name; before, it named the warband `Wolf`,
            # SH004, and the hint on the mark never showed)
            band.tried = True
            problems.append(Diagnostic("SH001", _ERROR, not_a_profile(raw, markdown, written), span))
            continue
        if band.name is None and not band.profiles:
            if (near := near_key(line)) is not None:   # (`Warbnd: Elves`: the name as written, the key said)
                say_near_key(source, offset, near, problems)
            band.name, band.span = name_of(source.text, markdown, offset, offset + len(line)), span
            band.level = heading or None
            band.plain = not heading
            if not markdown:   # (`＃ 緑の手`, `ポイント：300 ／／ 予定` on a first line: a name, said)
                say_name_mark(source, offset, offset + len(line), band.name, problems)
            limit = HEADING_LIMIT.fullmatch(line)
            if limit is not None and band.limit is None:
                # `Elves (300 pts)`, `Elves - 300 points` as the name line: its name and limit, as a heading's (before,
                # the name held the limit and no limit was checked: a warband over it said nothing)
                band.name = name_of(source.text, markdown, offset, offset + limit.end("name"))
                band.span = source.span(offset, offset + limit.end("name"))
                band.limit, band.limit_span = number_of(limit.group("a") or limit.group("b")), span
                band.limit_in_name = True
            continue
        if (markdown and offset >= front and not profile_without_stats(line)) or NOTE_LINE.match(line):
            # (`Spells: Transfix` under a Magic-User, `Notes: …` in a .sbh file: a note, as the roster wrote it; before,
            # SH001 and the line was in no card)
            band.notes.append(note_at(source, markdown, offset, offset + len(line)))
            # (in Markdown, `Poinst: 300` a note: kept, the key said; a note under a named warband is no place for its
            # name, so `Hand: magnetised arms` guesses no `Band`)
            if (near := near_key(line, name=band.name is None)) is not None:
                say_near_key(source, offset, near, problems)
            continue
        if (near := near_key(line)) is not None:   # (`Poinst: 300`: no line of a roster, with a did-you-mean; no fix
            # offered, as SH001's span is the whole line)
            problems.append(Diagnostic("SH001", _ERROR, message("not_a_profile_key", key=line[near[0]:near[1]],
                                                                guess=near[2]), span))
            continue
        if not markdown and after_gap and band.profiles and LIMIT_LINE.fullmatch(next_line(text, end).strip()):
            # (`Iron Bears` after a blank line, under a warband's profiles and over `Points: 200`: a second warband's
            # name without its label, as docs/sbh.md's first example wrote one; before, `not a profile` alone)
            named = ("ウォーバンド：" if is_japanese(line) else "Warband: ") + line
            problems.append(Diagnostic("SH001", _ERROR, message("not_a_profile_band", line=named), span,
                                       suggestion=message("replace", guess=named)))
            continue
        problems.append(Diagnostic("SH001", _ERROR, not_a_profile(raw, markdown, written), span))
        if not markdown:   # (`ポイント：300 ／／ 予定`: a line a full-width mark broke, said so)
            hint_full_width(source, offset, offset + len(line), problems, len(problems) - 1)
    if carried is not None:
        give_limit(carried.band, carried.limit, carried.span, problems)
    for band in bands:   # (a total with profiles after it: a subtotal)
        settle_total(band, source, problems)
    settle_limits(pending, bands, source, problems)
    bands = join_sections(bands, front, source, problems)
    bands = league_limits(bands, source, problems)
    warbands = [finish_band(b, source, problems) for b in bands]
    problems.sort(key=lambda d: d.span.start)  # stable: a line's own order kept
    return warbands, problems

