"""Nothing lost between features: text in a Markdown statblock's or malice group's reach that no feature holds.

A Markdown statblock's features are block quotes (`> ⭐️ **Name**` ...), each an ability; its reach ends at the
next heading outside a quote (`Statblock.end`). A paragraph after its first feature that stands outside every
quote (`**Effect:** ...` one line under a quote that ended too soon, a note between two features) is read by
no front-end: it would be left off the cards and the JSON without a word. SB174 says so, once a paragraph,
at its first line. Text before the first feature is the statblock's own (its table, `**Key:** value` lines,
a malice group's introduction, a terrain object's flavor and fields), read by the statblock front-end.
"""

from __future__ import annotations

import bisect
import re

from .. import ast
from ....diagnostics import Diagnostic, Severity, SourceFile
from ..frontends.statblocks import Statblock
from ....messages import msg

__all__ = ["stray_paragraphs"]

_FENCES = ("```", "~~~")
_HEADING = re.compile(r"#{1,6}(?:\s|$)")
# lines whose text starts with a quote's `>` (after blanks, as `str.strip` takes them: `\s` is the same class), one after
# another, each with its line break (the last one may end where the text looked at does)
_QUOTED_LINES = re.compile(r"(?:[^\S\n]*+>[^\n]*+(?:\n|\Z))++")


def _front_matter_end(text: str) -> int:
    """Where the front matter (`---` ... `---` at the file's start) ends, 0 without one: its features are
    YAML the front matter's reader holds, not paragraphs: the end of the first line, from the opening `---`'s end
    on, that is `---` and blanks alone, what ``re.search(r"^---[ \t]*$", text[3:], re.MULTILINE)``
    finds, found by `str.find` at the lines that start with `---` (the pattern, tried at every offset of a copy of
    the text, was a hundredth of a cold check: every Steel Compendium file has a front matter)."""
    if not text.startswith("---"):
        return 0
    at = 3 if text.startswith("---", 3) else text.find("\n---", 3) + 1
    while at > 0:
        end = text.find("\n", at + 3)
        end = len(text) if end == -1 else end
        if not text[at + 3 : end].strip(" \t"):  # (`[ \t]*$`: blanks alone to the line's end)
            return end
        at = text.find("\n---", end) + 1 if end < len(text) else 0
    return 0


def stray_paragraphs(source: SourceFile, blocks: list[Statblock], trees: list[ast.Ability]) -> list[Diagnostic]:
    """SB174 for each paragraph of a Markdown statblock's or malice group's reach, after its first feature,
    that no ability in `trees` holds."""
    spans: list[tuple[int, int]] = []  # the features' spans, those that overlap merged
    for start, stop in sorted((t.span.start, t.span.end) for t in trees
                              if t.span is not None and t.span.source is source):
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(stop, spans[-1][1]))
        else:
            spans.append((start, stop))
    if not spans:
        return []
    starts = [start for start, _ in spans]
    out: list[Diagnostic] = []
    # (once a file: sought again for each statblock, a front matter never closed made a file of 2,000 statblocks
    # take 11 s, a review's finding)
    front_matter_end = _front_matter_end(source.text)
    for block in blocks:
        if block.fmt != "markdown" or block.end is None:
            continue
        first = bisect.bisect_left(starts, block.anchor)
        if first == len(starts) or starts[first] >= block.end:
            continue  # no feature in its reach: nothing after one
        out.extend(_strays(source, spans, first, block.anchor, block.end, block.name, front_matter_end))
    return out


def _strays(source: SourceFile, spans: list[tuple[int, int]], first: int, anchor: int, end: int,
            name: str, front_matter_end: int) -> list[Diagnostic]:
    """SB174 for each run of lines after `spans[first]` (the first feature) up to `end` or the next heading
    that is not blank, outside every span, outside quotes, fences, HTML comments and the front matter. The
    lines are looked at from the block's own line on (`anchor`), so that a fence the first feature is in is
    known to be one."""
    text = source.text
    out: list[Diagnostic] = []
    after = spans[first][1]
    at = max(text.rfind("\n", 0, anchor) + 1, front_matter_end)
    if _HEADING.match(text, at):  # the block's own heading
        at = text.find("\n", at) + 1 or end
    index, fence, open_run, comment = 0, None, False, False
    quoted = _QUOTED_LINES.match
    while at < end:
        if fence is None and not comment:
            run = quoted(text, at, end)
            if run is not None:  # quote lines (most lines of a feature), each what the `>` branch below makes of it
                open_run = False
                at = run.end()
                continue
        stop = text.find("\n", at, end)
        stop = end if stop == -1 else stop
        line = text[at:stop]
        stripped = line.strip()
        if fence is not None:
            fence = None if stripped.startswith(fence) else fence
            open_run = False
        elif comment or stripped.startswith("<!--"):
            # an HTML comment, over several lines too (`<!--`, `TODO: …`, `-->`: the lines inside were SB174, a
            # review's finding)
            comment = "-->" not in (stripped[4:] if not comment else stripped)
            open_run = False
        elif stripped[:1] == ">":  # a quote's line (most lines of a feature): no fence, no heading, no stray
            open_run = False
        elif stripped.startswith(_FENCES):
            fence, open_run = stripped[:3], False
        elif _HEADING.match(stripped):
            break  # the features end at a heading (a block named by the front matter reaches to the file's end)
        elif at < after or not stripped or not stripped.strip("-*_ "):
            open_run = False
        else:
            while index < len(spans) and spans[index][1] <= at:  # (the spans are looked at only here: `at` grows)
                index += 1
            # (a feature that starts on the line holds it: a name line written outside the quote its ability is in,
            # `❗️ **Icy Water**` over `> | **Melee, Strike** | ...`, is that ability's name, read; was SB174)
            if index < len(spans) and spans[index][0] <= stop:
                open_run = False
            elif not open_run:
                open_run = True
                column = len(line) - len(line.lstrip())
                out.append(Diagnostic("SB174", Severity.WARNING, msg("unread.stray", name=name),
                                      source.span(at + column, at + len(line.rstrip()))))
        at = stop + 1
    return out
