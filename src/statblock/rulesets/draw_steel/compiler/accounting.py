"""Nothing lost: every power-roll header and tier line of a file is in an ability, or reported.

The front-ends find abilities by their layout; a layout they do not expect
could make them skip a power roll without a word, and a checker that says
nothing about text it never read is silently wrong. This pass looks at the
file again, line by line and independently of the front-ends, for lines that
look like a power-roll header (`Power Roll + Might:`) or a tier line (`≤11:`,
`12-16:`, `17+:`, `11以下：`), and reports each one that no ability holds and
no other diagnostic already explains (SB124).

The line patterns are deliberately looser than the grammar's (`<11`, `11 or
lower:`, a tier in a table row, in bold, behind an icon): a line the grammar
would not take as a tier is exactly the kind that gets lost. A range alone
(`1-3:`) is a tier only next to a `≤`/`+` tier, so that a d6 table is not
mistaken for one.
"""

from __future__ import annotations

import bisect
import functools
import re

from .. import ast
from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg
from ....positions import text_lines

__all__ = ["unread_lines"]

_DIGITS = "0-9０-９"
# what may stand before the label on its line: quote and list markers, table pipes, markup, icons
_LEAD = r"(?:[ \t\u3000]|>|\||[-*+•・]\s|[0-9]+[.)]\s|\*\*|__|\*|_|[^\w\s<≤≦＜(（\[])*"
_LOW = rf"(?:≤|<=|≦|＜＝|<|＜)\s*[{_DIGITS}]{{1,3}}|[{_DIGITS}]{{1,3}}\s*(?:or\s+(?:lower|less|below)|以下)"
_HIGH = rf"(?:≥|>=|≧|＞＝)\s*[{_DIGITS}]{{1,3}}|[{_DIGITS}]{{1,3}}\s*(?:[+＋]|or\s+(?:higher|more|above)|以上)"
_RANGE = rf"[{_DIGITS}]{{1,3}}\s*(?:[-–—−－~〜～]|to)\s*[{_DIGITS}]{{1,3}}"
_END = r"\s*+(?:\*\*|__|\*|_)?\s*+(?:[:：|]|\*\*\s*[:：])"  # (possessive: two runs of blanks, not every split)
_TIER = rf"(?P<low>{_LOW})|(?P<high>{_HIGH})|(?P<range>{_RANGE})"  # (case ignored)
_ROLL = r"(?:power\s+roll|パワーロール)\s*(?:[+＋:：]|\*\*|$)"  # (case ignored)
# `(?>_LEAD)` in runs: where `_LEAD` takes one character an iteration, this takes a run of the characters it
# takes alone (blanks and `_`; other marks but for `-*+•・`), a run of `-+•・` and the blank `_LEAD` takes after
# the last one, `**` pairs, then a `*` left over and its blank (`_LEAD` takes `**` before `*`, so `**` then a
# non-space blank leaves the blank, and `***` then one takes it), or a list number: the same end, with a
# tenth as many iterations on a table's rows (the test holds the two to each other).
_LEAD_RUNS = r"(?:[ \t\u3000_]++|[^\w\s<≤≦＜(（\[\-*+•・]++|[-+•・]++\s?|(?:\*\*)++|\*\s?|[0-9]+[.)]\s)*+"
# The four above as one pattern, one match a line: the lead taken whole as `_LEAD` takes it, then a
# roll header, or the first tier label `_TIER` finds with `_END` right after it (the atomic groups
# keep the pattern from trying a shorter lead or another label, as the four steps never do). Only this
# one is compiled: the four alone are the test's, which holds it to them (each compile costs 1-2 ms).
_LANDMARK = re.compile(rf"{_LEAD_RUNS}(?:(?P<roll>(?i:{_ROLL}))|(?>(?i:{_TIER})){_END})")
#: Characters `_LEAD` takes one by one whatever follows (blanks, `_`, and marks that are neither `\w` nor `\s`
#: nor one of `<≤≦＜(（[`: a `-` takes the blank after it, but these blanks it takes anyway), the book's icons
#: among them: a line that is only these, or these then a letter that begins no label, has no landmark.
_PLAIN_LEAD = " \t\u3000_>|*-+•・#:📏🎯🗡🏹🔳❗⭐❇🌀☠👤💀🌟✨⚔\ufe0f"
# a range alone counts as a tier when a `≤`/`+` tier is this many lines away or fewer
_NEAR = 4


def _landmark(line: str) -> tuple[str, int] | None:
    """(`roll`, `low`, `high` or `range`; the column where the label starts) of a line, or None."""
    if len(line) > 4000:
        return None
    head = line.lstrip(_PLAIN_LEAD)  # (the lead, or its start: most lines are done with here, without the pattern)
    if not head:
        return None
    first = head[0]
    if first.isalpha() and first not in "pPパ":
        return None  # a letter is no lead (it is `\w`), and only those three begin a label
    match = _LANDMARK.match(line)
    if match is None:
        return None
    kind = match.lastgroup
    return kind, match.start(kind)


#: A line break before a line that may have a landmark: past the characters `_landmark` strips (`_PLAIN_LEAD`), a
#: character that is not a letter or digit of a word (`\w`: neither the lead nor a label starts with one), or one of
#: those that begin a label or a list number. A line without one has none (the test holds the two to each other).
_MAYBE = re.compile(rf"\n[{re.escape(_PLAIN_LEAD)}]*+(?:[^\w\n]|[0-9０-９pPパ])")


def _maybe_lines(text: str, starts: list[int]) -> list[int]:
    """The lines (0-based) of `text` that may have a landmark: the first, and each that `_MAYBE` finds from the break
    before it. The others, most of a file, are never looked up."""
    right = bisect.bisect_right
    return [0, *(right(starts, match.start() + 1) - 1 for match in _MAYBE.finditer(text))]


# Lines repeat from file to file (a monster's features are in two files, tier lines recur): the
# landmark of a line up to this long is looked up once (the cache stays small whatever the input).
_CACHED = 400
_known_landmark = functools.lru_cache(maxsize=16384)(_landmark)


def _held_lines(source: SourceFile, trees: list[ast.Ability]) -> set[int]:
    """1-based lines that hold a tier label, a power-roll header or an ability's name."""
    spans = []  # gathered first, then turned into lines in one comprehension (a call per span was a tenth of a ms a file)
    add = spans.append
    for tree in trees:
        add(tree.name_span)
        rolls = [tree.power_roll, *(s.roll for s in tree.sections)]
        if tree.trigger is not None:
            rolls.append(tree.trigger.roll)
        for roll in rolls:
            if roll is None:
                continue
            add(roll.span)
            for tier in roll.tiers:
                add(tier.label.span)
                add(tier.span)
    starts = source.line_starts
    right = bisect.bisect_right
    # `span.line`, without its calls
    return {right(starts, max(0, span.start)) for span in spans if span is not None and span.source is source}


def unread_lines(source: SourceFile, trees: list[ast.Ability], known: list[Diagnostic],
                 fmt: str) -> list[Diagnostic]:
    """SB124 for each power-roll header or tier line of `source` that no ability in `trees` holds
    and that no diagnostic in `known` already points at."""
    if fmt == "yaml":  # YAML says `tier1:`; its front-end reads the keys or reports them
        return _unread_in_text(source, trees, known)
    text = source.text
    lines = text_lines(text)  # (the file's own, shared)
    found: list[tuple[int, str, int]] = []  # (0-based line, kind, column)
    comment = "#" if fmt == "native" else None  # a commented-out line is not lost, it is left out
    for index in _maybe_lines(text, source.line_starts):
        line = lines[index]
        if not line or (comment and line.lstrip().startswith(comment)):
            continue
        mark = _landmark(line) if len(line) > _CACHED else _known_landmark(line)
        if mark is not None:
            found.append((index, *mark))
    if not found:
        return []
    firm = [index for index, kind, _ in found if kind != "range"]
    held = _held_lines(source, trees)
    explained = {d.span.line for d in known if d.span.source is source}
    fences: list[range] | None = None  # looked for when a line is neither held nor explained (a pass over the text)
    out: list[Diagnostic] = []
    for index, kind, column in found:
        number = index + 1
        if number in held or number in explained:
            continue
        if fences is None:
            fences = _fenced_lines(source)
            fence_starts = [fence.start for fence in fences]
        if _within(fences, fence_starts, index):
            continue
        if kind == "range" and not any(abs(index - other) <= _NEAR for other in firm):
            continue
        offset = source.line_starts[index] + column
        end = source.line_starts[index] + len(lines[index].rstrip())
        key = "unread.roll" if kind == "roll" else "unread.tier"
        out.append(Diagnostic("SB124", Severity.WARNING, msg(key), source.span(offset, max(offset, end))))
    return out


def _unread_in_text(source: SourceFile, trees: list[ast.Ability], known: list[Diagnostic]) -> list[Diagnostic]:
    """SB124 for a power-roll header or a `≤11:`/`17+:` tier line that a YAML record keeps in a string of text, where
    its front-end read it as a line of text (a feature's `effect:` string holding Markdown, `>> **Power Roll +
    3:**` in a statblock quoted in it): kept and printed, never rolled, and said, as the same line written as text in
    a native file is. A range alone (`12-16:`) is said only beside one of the others, as in `unread_lines`."""
    explained = {d.span.line for d in known if d.span.source is source}
    out: list[Diagnostic] = []
    for tree in trees:
        marks = []
        for section in tree.sections:
            if section.label or section.roll is not None or section.span is None or section.span.source is not source:
                continue
            mark = _known_landmark(section.text.strip()) if len(section.text) <= _CACHED else None
            if mark is not None:
                marks.append((section, mark[0]))
        firm = any(kind != "range" for _, kind in marks)
        for section, kind in marks:
            if (kind == "range" and not firm) or section.span.line in explained:
                continue
            key = "unread.roll" if kind == "roll" else "unread.tier"
            out.append(Diagnostic("SB124", Severity.WARNING, msg(key), section.span))
    return out


def _fenced_lines(source: SourceFile) -> list[range]:
    """The 0-based lines inside ``` or ~~~ fences (code, or YAML blocks that their own front-end reads),
    as one range per fence, in order.

    A fence opens at a line that starts with ``` or ~~~ (quote markers and spaces before it skipped)
    and closes at the next line that starts with the same three characters: the places of ``` and ~~~
    in the text (a search each) give those lines, instead of a look at every line (`_fenced_lines_by_line`, which the tests
    compare it with)."""
    fences: list[range] = []
    text = source.text
    marks = sorted(_occurrences(text, "```") + _occurrences(text, "~~~"))
    if not marks:
        return fences
    starts = source.line_starts
    opened = -1  # the line of the open fence, or -1
    fence = ""
    for at in marks:
        line_start = text.rfind("\n", 0, at) + 1
        if text[line_start:at].strip(" >"):
            continue  # not where the line's text starts
        mark = text[at : at + 3]
        if opened < 0:
            opened, fence = bisect.bisect_right(starts, at) - 1, mark
        elif mark == fence:
            fences.append(range(opened, bisect.bisect_right(starts, at)))
            opened = -1
    if opened >= 0:
        fences.append(range(opened, len(starts)))
    return fences


def _occurrences(text: str, needle: str) -> list[int]:
    """Where `needle` starts in `text`, each place (overlapping ones too)."""
    found = []
    at = text.find(needle)
    while at != -1:
        found.append(at)
        at = text.find(needle, at + 1)
    return found


def _within(fences: list[range], fence_starts: list[int], index: int) -> bool:
    """Whether line `index` is in one of `fences` (`_fenced_lines`; `fence_starts` their first lines)."""
    at = bisect.bisect_right(fence_starts, index) - 1
    return at >= 0 and index in fences[at]


def _fenced_lines_by_line(lines: list[str]) -> set[int]:
    """`_fenced_lines` line by line: the reference the tests hold it to."""
    inside: set[int] = set()
    fence = ""
    for index, line in enumerate(lines):
        stripped = line.lstrip(" >")
        if fence:
            inside.add(index)
            if stripped.startswith(fence):
                fence = ""
        elif stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
            inside.add(index)
    return inside
