"""Reading a native `.sbh` warband file (docs/sbh.md) into `Warband`s, with exact positions.

Each line is cut at its comment (`#`, `※` or `//` at the start or after a space), trimmed, and folded one
character for one (full-width digits, colons, parentheses and spaces to ASCII), so that an offset in
the folded line is an offset in the file. Then it is, in this order:

- `Warband: Name` (`ウォーバンド：`): starts a warband (a new one when the current one has anything);
- a roster's total, `Total: 298 pts`, `合計：298点`: checked against the computed total (SH113);
- a points limit, `Points: 300`, `Limit 300`, `300 points`, `ポイント：300`, `300点`;
- a profile, when it has a Quality (`Q3+`) or a Combat (`C2`) with its number: parsed by
  `warband.lark`, after its points note (`= 56 pts`, `(56)`, `56pts`, `56点`) is cut off the end and kept
  to be checked against the computed points (SH112);
- the warband's name, when the current warband has neither name nor profile yet;
- in Markdown, a line of prose (`These two guard the mage.`, a note under a table): kept as a note of the
  warband, as a native file's comments are left to their author; one that looks like a profile without its
  stats (`Elf 3+ 2`, `Elf Mage Magic-User, Forester`) is still SH001;
- anything else: SH001.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import PurePath

from lark import Token, Tree

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import amount, message
from ..model import Note, Profile, RuleUse, Warband
from ..points import profile_points
from ..vocabulary import rule, word_pattern
from .markdown import Table, cells, is_markdown, is_separator
from .parser import UnexpectedInput, error_position, expected, parse_profile
from .composition import check_composition
from .rules import check_rules, resolve_rule

__all__ = ["MAX_COUNT", "POINTS_NOTE", "PROFILE_LIKE", "TOTAL_WORD", "Band", "count_of", "fold_width", "line_words",
           "number_of", "read_profile", "read_warband", "shown_number"]  # all but `read_warband` for `rows`

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING
# a comment: `#`, the Japanese note mark `※` (`森林踏破 ※偵察役`) or `//`, at the line's start or after a space
_COMMENT = re.compile(r"(?:^|(?<=\s))(?:#|※|//)")
# a list marker before a line, as rosters are typed in notes and chats (`・エルフ`, `- Elf`, `1. Elf`, `１．狼`, `■熊`):
# not part of the name (an ASCII mark needs a space after it; a numbered one is never a count, `2x`, or `2 Ogres`)
_MARKER = re.compile(r"(?:[-*+•][ \t]+|[・●○◆◇■□▪▸►][ \t]*|\d{1,3}[.)][ \t]*(?=[^\d \t]))")


def line_words(raw: str) -> tuple[int, str]:
    """What a roster line says: (where it starts in `raw`, its words), a comment after it (`# …`, `※ …`)
    and a list marker before it (`- `, `・`, `1.`) left out."""
    cut = _COMMENT.search(raw)
    body = raw[: cut.start()] if cut else raw
    left = len(body) - len(body.lstrip())
    line = body.strip()
    marker = _MARKER.match(line)
    if marker is not None and marker.end() < len(line):
        left, line = left + marker.end(), line[marker.end():]
    return left, line


def _patterns():
    points, warband = word_pattern("points"), word_pattern("warband")
    quality, combat, cost = word_pattern("quality"), word_pattern("combat"), word_pattern("cost")
    label = rf"(?:{points})(?:[ \t]*(?:{points}))?"   # `Points`, `ポイント上限`, `上限ポイント`, `Points Limit`
    total = word_pattern("total")
    return (
        re.compile(rf"(?:{total})(?:[ \t]*[:=])?[ \t]*(?P<n>\d+)(?:[ \t]*(?:{points}|{cost}))?", re.IGNORECASE),
        re.compile(rf"(?:{warband})[ \t]*:[ \t]*(?P<name>\S.*)", re.IGNORECASE),
        re.compile(rf"(?:{label}(?:[ \t]*:)?[ \t]*(?P<a>\d+)(?:[ \t]*(?:{points}|{cost}))?"
                   rf"|(?P<b>\d+)[ \t]*(?:{points}|{cost}))", re.IGNORECASE),
        re.compile(rf"(?:^|[ \t)、,/|;])(?:{quality}|{combat})(?:[ \t]*:)?[ \t]*\d", re.IGNORECASE),
        # a points note ending a profile line: `= 56 pts`, `=56`, `(56)`, `(56 pts)`, `[56 pts]`, `56pts`, `56点`,
        # after a space or a separator (`, 56 pts`, `- 56 pts`, `: 56 pts`)
        # (it starts only where a run of spaces starts: a long run is scanned once, not from each space)
        re.compile(rf"(?<![ \t])(?:[ \t]*(?P<eq>=[ \t]*\d+(?:[ \t]*(?:{cost}))?)"
                   rf"|(?:[ \t]*[,;、/|:\-–—][ \t]*|[ \t]+)(?:(?P<par>\([ \t]*\d+(?:[ \t]*(?:{cost}))?[ \t]*\)"
                   rf"|\[[ \t]*\d+(?:[ \t]*(?:{cost}))?[ \t]*\])"
                   rf"|(?P<word>\d+[ \t]*(?:{cost}))))$", re.IGNORECASE),
    )


_TOTAL_LINE, _WARBAND_LINE, _LIMIT_LINE, PROFILE_LIKE, POINTS_NOTE = _patterns()
#: A total row's word (`| **Total** | 87 |`, `| 合計 | 298 |`), with a colon or not.
#: A warband's heading with its points limit: `## Elves (300 pts)`, `## エルフ（300ポイント）`, `## Elves - 300 points`.
_HEADING_LIMIT = re.compile(rf"(?P<name>.*?\S)[ \t]*(?:\([ \t]*(?P<a>\d+)[ \t]*(?:{word_pattern('points')}|"
                            rf"{word_pattern('cost')})[ \t]*\)|[-–—:,][ \t]*(?P<b>\d+)[ \t]*(?:{word_pattern('points')}|"
                            rf"{word_pattern('cost')}))", re.IGNORECASE)
TOTAL_WORD = re.compile(rf"(?:{word_pattern('total')})[ \t]*:?", re.IGNORECASE)


def _count_written() -> str:
    """A count as written: `2x`, `x2`, `2体`, and both marks at once, `×2体`, `x2体` (a multiplication sign
    before the number and a Japanese counter after it, as Japanese rosters write it)."""
    count = word_pattern("count")
    before = "|".join(w for w in count.split("|") if w.isascii() or not w.isalpha())  # `x`, `×`: not `体`
    counter = "|".join(w for w in count.split("|") if not (w.isascii() or not w.isalpha()))  # `体`, `人`…
    return rf"(?:(?:{before})[ \t]*\d+(?:[ \t]*(?:{counter}))?|\d+[ \t]*(?:{count}))"


def _name_patterns():
    written = _count_written()
    return (
        # a count written after the name, as rosters print it: `Axe Thrower x2`, `Orc (x3)`, `Orc(x3)`,
        # `エルフ 2体`, `エルフ2体`, `ゴブリン×3`, `ゴブリンx3` (Japanese writes no space), `Goblin×3` (a
        # multiplication sign is never part of a word)
        # (the first two start only where a run of spaces starts: linear on a long run)
        re.compile(rf"(?:(?<![ \t])[ \t]+(?P<count>\(?{written}\)?)"
                   rf"|(?<![ \t])[ \t]*(?P<paren>\({written}\))"
                   rf"|(?<=[^\x00-\x7f])(?<![\d×])(?P<ja>{written})"
                   rf"|(?P<times>×[ \t]*\d+))$", re.IGNORECASE),
        # a number alone before the name (`2 Ogres`): a count written without its `x`, or part of a name
        re.compile(r"(?P<number>\d+)[ \t]+\S"),
        # a separator left between the name and the Quality: `Elf Mage - Q3+ C2`, `Elf Mage: Q3+`, `エルフ、Q3+`
        re.compile(r"(?<![ \t])[ \t]*[-–—:,、][ \t]*$"),
    )


_COUNT_AFTER, _BARE_NUMBER, _NAME_END = _name_patterns()


def _end_count_pattern():
    written = _count_written()
    # a count written at the end of a profile line, after its stats or its rules, as some rosters print it:
    # `Orc Q4+ C3 x3`, `Orc Q4+ C3 Animal, x3`, `Orc Q4+ C3 Animal (x3)`, `オーク Q4+ C3 動物3体`, `Orc Q4+ C3×3`.
    # Each alternative starts only where a run of spaces or separators starts (the lookbehinds), so a long
    # run is scanned once, not once from each of its characters: linear.
    return re.compile(
        rf"(?:(?<![ \t,;、])(?:[ \t]*[,;、][ \t]*|[ \t]+)(?P<count>{written}|\({written}\))"
        rf"|(?<![ \t(])(?P<paren>\({written}\))"
        rf"|(?<=[^\x00-\x7f)])(?<![\d×])(?P<ja>{written})"
        rf"|(?<![ \t×])(?P<times>×[ \t]*\d+))$", re.IGNORECASE)


_COUNT_END = _end_count_pattern()
_COUNT_WORD = re.compile(rf"(?:^|(?<=[ \t(])){_count_written()}(?=$|[ \t)])", re.IGNORECASE)
_RULE_LEAD = re.compile(r"[-–—][ \t]+")


def fold_width(text: str) -> str:
    """Full-width and compatibility forms to their plain form, one character for one."""
    out = []
    for ch in text:
        if ch.isascii():
            out.append(ch)
            continue
        plain = unicodedata.normalize("NFKC", ch)
        out.append(plain if len(plain) == 1 else ch)
    return "".join(out)


class Band:
    """A warband being read."""

    def __init__(self, span: Span):
        self.name: str | None = None
        self.span = span
        self.limit: int | None = None
        self.limit_span: Span | None = None
        self.profiles: list[Profile] = []
        self.tried = False  # a profile line was seen (read or not)
        self.total_note: tuple[str, Span] | None = None   # `合計：298点`, as written (SH113)
        self.unsure = False  # a profile line with an error: the total is not sure
        self.level: int | None = None  # the level of the Markdown heading that names it
        self.notes: list[Note] = []    # a Markdown roster's prose lines

    @property
    def empty(self) -> bool:
        return self.name is None and self.limit is None and not self.profiles


def read_warband(source: SourceFile) -> tuple[list[Warband], list[Diagnostic]]:
    """The warbands of a native or Markdown file (usually one) and what was found wrong in them."""
    problems: list[Diagnostic] = []
    bands: list[Band] = []
    band: Band | None = None
    text = source.text
    markdown = is_markdown(source.path)
    from .rows import block_lines, markdown_line, next_line, read_block, read_row, read_table  # (they use this module)
    table: Table | None = None   # the roster table being read (its head seen)
    front = _front_matter_end(text) if markdown else 0
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        raw = fold_width(text[start:end])
        heading = 0   # a Markdown heading's level
        if start < front:   # YAML front matter: `title:` names the warband; metadata is not the roster's
            key = _FRONT_KEY.match(raw)
            if start == 0 or raw.strip() in ("---", "...") or (key is not None and key.group("key").lower() in _METADATA):
                start = end + 1
                continue
            value = "" if key is None else raw[key.end():].rstrip().strip("\"'")
            if key is not None and key.group("key").lower() in ("title", "name", "warband", "band") and value:
                at = start + raw.index(value, key.end())
                if band is None:
                    band = Band(source.span(at, at + len(value)))
                    bands.append(band)
                band.name, band.span = value, source.span(at, at + len(value))
                start = end + 1
                continue
        elif markdown:
            raw, heading = markdown_line(raw, first=start == 0)
        if table is not None:
            row = cells(raw)
            if row is None:
                table = None
            else:
                if band is None:
                    band = Band(source.span(start, end))
                    bands.append(band)
                if table.is_roster and table.in_order:
                    read_row(raw, start, table, row, band, source, problems)
                start = end + 1
                continue
        if "|" in raw and is_separator(next_line(text, end)):
            table = read_table(raw, start, source, problems)
            start = text.find("\n", end + 1)   # (the separator row: nothing to read)
            start = len(text) + 1 if start == -1 else start + 1
            continue
        left, line = line_words(raw)
        offset = start + left
        start = end + 1
        if not line:
            continue
        span = source.span(offset, offset + len(line))
        found = _WARBAND_LINE.fullmatch(line)
        if found is not None:
            if band is None or not band.empty:
                band = Band(span)
                bands.append(band)
            band.name, band.span = found.group("name").strip(), source.span(offset + found.start("name"), span.end)
            band.level = heading or None
            continue
        if band is None:
            band = Band(span)
            bands.append(band)
        found = _TOTAL_LINE.fullmatch(line)
        if found is not None:
            band.total_note = (found.group("n"), source.span(offset + found.start("n"), offset + found.end("n")))
            continue
        found = _LIMIT_LINE.fullmatch(line)
        if found is not None:
            if band.limit is not None:
                problems.append(Diagnostic("SH003", _WARNING, message("limit_twice", limit=band.limit), span))
            else:
                band.limit, band.limit_span = number_of(found.group("a") or found.group("b")), span
            continue
        if heading and not PROFILE_LIKE.search(line):
            block = block_lines(text, end)
            if block:
                read_block(line, offset, block, band, source, problems)
                start = block[-1][0] + len(block[-1][1]) + 1
                continue
            limit = _HEADING_LIMIT.fullmatch(line)
            if limit is not None:   # `## Elves (300 pts)`: a warband and its points limit
                if band.profiles or band.tried or band.limit is not None:
                    band = Band(span)
                    bands.append(band)
                band.name, band.level, band.span = limit.group("name"), heading, source.span(offset, offset + limit.end("name"))
                band.limit, band.limit_span = number_of(limit.group("a") or limit.group("b")), span
                continue
            if band.name is not None or band.profiles:
                if (band.profiles or band.tried) and (band.level is None or heading <= band.level):
                    band = Band(span)   # `## Orcs` after the elves' roster, at their heading's level: a warband
                    band.name, band.level = line, heading
                    bands.append(band)
                continue   # a section's heading inside a warband (`## Heroes`): a title, nothing to read
        if PROFILE_LIKE.search(line):
            band.tried = True
            before = len(problems)
            profile = read_profile(line, offset, source, problems)
            band.unsure |= any(d.severity is _ERROR for d in problems[before:])
            if profile is not None:
                band.profiles.append(profile)
            continue
        if band.name is None and not band.profiles:
            band.name, band.span = source.text[offset: offset + len(line)], span
            band.level = heading or None
            continue
        if markdown and offset >= front and not _profile_without_stats(line):
            band.notes.append(Note(source.text[offset: offset + len(line)], span))
            continue
        problems.append(Diagnostic("SH001", _ERROR, message("not_a_profile"), span))
    warbands = [_finish(b, source, problems) for b in bands]
    problems.sort(key=lambda d: d.span.start)  # stable: a line's own order kept
    return warbands, problems


#: A key of YAML front matter, and the keys that are a note's metadata (Obsidian's, Jekyll's), not the roster's.
# (the blanks before the colon taken once, possessive: `a`, 20,000 spaces and `b` took 1 s)
_FRONT_KEY = re.compile(r"[ \t]*+(?P<key>[^\s:#](?:[^: \t]|[ \t]++(?=[^: \t]))*+)[ \t]*+:[ \t]*")
_METADATA = frozenset({"tags", "tag", "aliases", "alias", "date", "created", "updated", "modified", "cssclass",
                       "cssclasses", "publish", "author", "layout", "permalink", "categories", "draft", "ruleset"})


#: A Quality written without its label (`Elf 3+ 2`), and the end of a sentence.
_BARE_QUALITY = re.compile(r"(?<![\w.])[2-6][ \t]*\+")
_SENTENCE_END = re.compile(r"[.!?。！？…:：)）]$")
_LIST_MARK = re.compile(r"^[ \t>]*(?:[-*+・]|\d+[.)])?[ \t]*")


def _profile_without_stats(line: str) -> bool:
    """A Markdown line that is not prose but a model missing its stats: a Quality without its `Q` (`Elf 3+ 2`),
    or, not ending as a sentence does, a name and a special rule after it (`- Orc Warrior Tough`), or special
    rules after commas that are all the table's (`Elf Mage Magic-User, Forester`)."""
    if _BARE_QUALITY.search(line):
        return True
    # a name and a special rule after it, not a sentence (`- Orc Warrior Tough`, `Elf Mage Magic-User`)
    words = _LIST_MARK.sub("", line).split()
    if not _SENTENCE_END.search(line) and any(rule(" ".join(words[-n:])) is not None
                                              for n in (1, 2, 3) if len(words) > n):
        return True
    parts = re.split(r"[,、]", line)
    if len(parts) < 2 or _SENTENCE_END.search(line):
        return False
    return all(rule(re.sub(r"\(.*\)$", "", part).strip()) is not None for part in parts[1:])


def _front_matter_end(text: str) -> int:
    """Where a Markdown file's YAML front matter (`---` … `---` or `...` on its first lines) ends, 0 without."""
    if not re.match(r"---[ \t]*\r?\n", text):
        return 0
    found = re.compile(r"\n(?:---|\.\.\.)[ \t]*\r?(?:\n|$)").search(text, 3)
    return 0 if found is None else found.end()


def _parse(line: str) -> tuple[Tree, re.Match | None, re.Match | None]:
    """The parse tree of a profile line, its points note if it ends with one, and its count if one is
    written after the stats or the rules (`Orc Q4+ C3 Animal x3`), before or after the note. A line read
    without its note the way it was read with it (its last rule's name, a number taken as the
    specification of a rule that needs one: `Hatred (3)`), or not read at all, is read whole; a count
    is never a rule (`x3` is none), so a line that reads without it is read so."""
    note = POINTS_NOTE.search(line)
    count = _COUNT_END.search(line)
    tries: list[tuple[re.Match | None, re.Match | None]] = []
    if note is not None and note.start() > 0:
        inner = _COUNT_END.search(line, 0, note.start())
        if inner is not None and inner.start() > 0:
            tries.append((note, inner))       # `Orc Q4+ C3 x3 = 69`
    if count is not None and count.start() > 0:
        inner = POINTS_NOTE.search(line, 0, count.start())
        if inner is not None and inner.start() > 0:
            tries.append((inner, count))      # `Orc Q4+ C3 (69) x3`
    if note is not None and note.start() > 0:
        tries.append((note, None))
    if count is not None and count.start() > 0:
        tries.append((None, count))
    for note_try, count_try in tries:
        end = min(m.start() for m in (note_try, count_try) if m is not None)
        try:
            tree = parse_profile(line[:end])
        except UnexpectedInput:
            continue
        if note_try is not None and note_try.group("par") and _last_rule_needs_spec(tree):
            continue
        return tree, note_try, count_try
    return parse_profile(line), None, None


def _last_rule_needs_spec(tree: Tree) -> bool:
    rule_trees = [c for c in tree.children if isinstance(c, Tree) and c.data == "rules"]
    if not rule_trees:
        return False
    last = rule_trees[0].children[-1]
    found = rule(str(last.children[0]).strip())
    return len(last.children) == 1 and found is not None and found.needs_spec


def read_profile(line: str, offset: int, source: SourceFile, problems: list[Diagnostic]) -> Profile | None:
    first = len(problems)  # this profile's diagnostics are the ones after it (counting all of them is quadratic)
    try:
        tree, note, end_count = _parse(line)
    except UnexpectedInput as error:
        at = error_position(error, line)
        problems.append(Diagnostic("SH002", _ERROR, message("profile_unreadable", expected=_expected(error)),
                                   source.span(offset + at, offset + min(len(line), _token_end(line, at)))))
        return None

    def span_of(first: Token, last: Token | None = None) -> Span:
        last = last or first
        return source.span(offset + first.start_pos, offset + last.start_pos + len(str(last).rstrip()))

    count, name_token, quality, combat, uses = 1, None, 2, 0, []
    count_span = None
    for child in tree.children:
        if isinstance(child, Token):  # NAME
            name_token = child
        elif child.data == "count":
            count = count_of(str(child.children[0]))
            count_span = span_of(child.children[0])
        elif child.data == "quality":
            quality = number_of(_number(child))
            if not 2 <= quality <= 6:
                problems.append(Diagnostic("SH102", _ERROR, message("quality_range", value=shown_number(_number(child))),
                                           span_of(child.children[0], child.children[-1])))
        elif child.data == "combat":
            combat = number_of(_number(child))
            if not 0 <= combat <= 6:
                problems.append(Diagnostic("SH103", _ERROR, message("combat_range", value=shown_number(_number(child))),
                                           span_of(child.children[0], child.children[-1])))
        elif child.data == "rules":
            for item in child.children:
                uses.append(_rule(item, span_of, problems))
    name_span = span_of(name_token)
    name_span, count, count_span = _name_and_count(name_span, count, count_span, source, problems)
    if end_count is not None:
        count, count_span = _end_count(end_count, offset, source, count, count_span, problems)
    if count == 0 and count_span is not None:
        problems.append(Diagnostic("SH005", _ERROR, message("zero_count"), count_span))
    elif count > MAX_COUNT and count_span is not None:
        problems.append(Diagnostic("SH007", _ERROR, message("huge_count", most=MAX_COUNT), count_span))
        count = MAX_COUNT
    uses = check_rules(uses, problems)
    rule_points = sum(use.points for use in uses if use.counted)
    # out-of-range values (diagnosed above) are counted at the nearest bound
    points = profile_points(min(6, max(2, quality)), min(6, max(0, combat)), rule_points)
    if note is not None and not any(d.severity is _ERROR for d in problems[first:]):
        _check_note(note, offset, source, count, points, problems)  # (a profile in error has no sure points)
    name = source.text[name_span.start: name_span.end]
    return Profile(name, count, quality, combat, tuple(uses), points, source.span(offset, offset + len(line)),
                   name_span)


#: The most models one profile line may count; a count past it is SH007 (a warband is a handful).
MAX_COUNT = 999


def count_of(written: str) -> int:
    """The number in a written count (`2x`, `(x3)`, `2体`); MAX_COUNT + 1 for any longer one, which is
    reported, never made into a number of thousands of digits."""
    digits = re.sub(r"\D", "", written)
    return int(digits) if len(digits) <= len(str(MAX_COUNT)) else MAX_COUNT + 1


def _name_and_count(span: Span, count: int, count_span: Span | None, source: SourceFile,
                    problems: list[Diagnostic]) -> tuple[Span, int, Span | None]:
    """The name's span without a separator left before the Quality (`Elf Mage -`), and the count: one
    written after the name (`Axe Thrower x2`) when none is written before it. A number alone before the
    name (`2 Ogres`) stays in the name, with a warning (SH006) saying how a count is written."""
    text = fold_width(span.text)
    end = _NAME_END.search(text)
    if end is not None and end.start() > 0:
        text = text[: end.start()]
    after = _COUNT_AFTER.search(text)
    if after is not None and count_span is None and after.start() > 0:
        group = next(g for g in ("count", "paren", "ja", "times") if after.group(g))
        count = count_of(after.group(group))
        count_span = source.span(span.start + after.start(group), span.start + after.end())
        text = text[: after.start()]
    elif count_span is None:
        bare = _BARE_NUMBER.match(text)
        if bare is not None:
            at = span.start + bare.start("number")
            number = bare.group("number")
            models = amount(number, "model")  # (the digits as written: they may be too many for an int)
            problems.append(Diagnostic("SH006", _WARNING, message("bare_count", number=number, models=models),
                                       source.span(at, span.start + bare.end("number")),
                                       suggestion=message("bare_count_fix", number=bare.group("number"))))
    return source.span(span.start, span.start + len(text.rstrip())), count, count_span


def _end_count(found: re.Match, offset: int, source: SourceFile, count: int, count_span: Span | None,
               problems: list[Diagnostic]) -> tuple[int, Span | None]:
    """The count written at the end of the line (`Orc Q4+ C3 x3`): the profile's count when no other is
    written; with another (`2x Orc Q4+ C3 x3`) the first is kept and the second diagnosed (SH008): a
    warning when they agree, an error when they do not, never a count chosen in silence."""
    group = next(g for g in ("count", "paren", "ja", "times") if found.group(g))
    number = count_of(found.group(group))
    span = source.span(offset + found.start(group), offset + found.end(group))
    if count_span is None:
        return number, span
    if number == count:
        problems.append(Diagnostic("SH008", _WARNING, message("count_twice_same", first=count_span.text,
                                                              second=span.text), span,
                                   suggestion=message("drop_count", count=span.text)))
    else:
        problems.append(Diagnostic("SH008", _ERROR, message("count_twice", first=count_span.text, second=span.text,
                                                            models=amount(count, "model")), span))
    return count, count_span


def _check_note(note: re.Match, offset: int, source: SourceFile, count: int, points: int,
                problems: list[Diagnostic]) -> None:
    """SH112: a points note that is neither the profile's points nor (for several models) its total."""
    kind = next(k for k in ("eq", "par", "word") if note.group(k))
    text = note.group(kind)
    digits = re.search(r"\d+", text)
    written = number_of(digits.group())
    if written == points or (count > 1 and written == points * count):
        return
    span = source.span(offset + note.start(kind), offset + note.end(kind))
    fixed = text[: digits.start()] + str(points) + text[digits.end():]
    if count > 1:
        said = message("points_note_count", written=shown_number(digits.group()), points=amount(points, "point"),
                       count=count, total=points * count)
    else:
        said = message("points_note", written=shown_number(digits.group()), points=amount(points, "point"))
    problems.append(Diagnostic("SH112", _WARNING, said, span, suggestion=message("replace", guess=fixed)))


def _number(tree: Tree) -> str:
    return next(str(t) for t in tree.children if isinstance(t, Token) and t.type == "NUMBER")


#: The most digits of a Quality, a Combat or a points note made into a number: a longer one is past every
#: range whatever it is (and Python refuses to make an int of more than 4,300 digits).
_MOST_DIGITS = 9


def number_of(digits: str) -> int:
    """The number `digits` writes; 10 ** _MOST_DIGITS, past every range, for one of more digits than that."""
    digits = digits.lstrip("0") or "0"
    return int(digits) if len(digits) <= _MOST_DIGITS else 10 ** _MOST_DIGITS


def shown_number(digits: str) -> str:
    """A number as a message shows it: as its value is, cut short past twenty digits."""
    digits = digits.lstrip("0") or "0"
    return digits if len(digits) <= 20 else digits[:20] + "…"


def _rule(item: Tree, span_of, problems: list[Diagnostic]) -> RuleUse:
    name_token = item.children[0]
    spec = None
    last = name_token
    if len(item.children) > 1:
        parts = item.children[1].children
        spec_tokens = [t for t in parts if t.type == "SPEC"]
        spec = str(spec_tokens[0]).strip() if spec_tokens else ""
        last = parts[-1]
    span = span_of(name_token, last)
    name_span = span_of(name_token)
    name = name_span.text
    lead = _RULE_LEAD.match(name)  # `C2 - Magic-User`: a dash set between the Combat and the rules
    if lead is not None and lead.end() < len(name):
        name = name[lead.end():]
        span = span.source.span(name_span.start + lead.end(), span.end)
    if _COUNT_WORD.search(name) is not None and rule(name) is None:
        # `Orc Q4+ C3 x3, Animal`: a count among the rules (one at the line's end is read as the count)
        problems.append(Diagnostic("SH101", _ERROR, message("count_in_rules", word=name), span))
        return RuleUse(None, name, spec, span, counted=False)
    return resolve_rule(name, spec, span, problems)


def _token_end(line: str, at: int) -> int:
    """The end of the word at `at` (for the caret's width)."""
    found = re.compile(r"[^\s,;、()]+").match(line, at)
    return found.end() if found else at + 1  # (clamped to the line by the caller: none past its end)


_EXPECT = (("NAME", "expect_quality"), ("QUALITY", "expect_quality"), ("COMBAT", "expect_combat"),
           ("RPAR", "expect_close"), ("NUMBER", "expect_number"), ("_RULESEP", "expect_rules"))


def _expected(error: UnexpectedInput):
    wanted = expected(error)
    for terminal, key in _EXPECT:
        if terminal in wanted:
            return message(key)
    return message("expect_rules")


def _finish(band: Band, source: SourceFile, problems: list[Diagnostic]) -> Warband:
    name = band.name if band.name is not None else PurePath(source.path).stem
    warband = Warband(name, band.limit, tuple(band.profiles), band.span, band.limit_span, tuple(band.notes))
    if not band.profiles:
        if not band.tried:  # profile lines that could not be read are diagnosed already
            problems.append(Diagnostic("SH004", _WARNING, message("no_profiles", name=name), band.span))
        return warband
    total = warband.total
    personalities = warband.personality_points
    if 3 * personalities > total:
        first = next(p for p in band.profiles if p.personality)
        problems.append(Diagnostic("SH110", _ERROR, message(
            "personalities", personalities=personalities, total=total,
            allowed=amount(total // 3, "point")), first.span))
    check_composition(warband, problems)
    if band.total_note is not None and not band.unsure and number_of(band.total_note[0]) != total:
        written, span = band.total_note
        problems.append(Diagnostic("SH113", _WARNING, message("total_note", written=shown_number(written),
                                                              total=amount(total, "point")),
                                   span, suggestion=message("replace", guess=str(total))))
    if band.limit is not None and total > band.limit:
        problems.append(Diagnostic("SH111", _ERROR, message("over_limit", name=name, total=amount(total, "point"), limit=band.limit,
                                                            over=total - band.limit), band.limit_span))
    return warband

