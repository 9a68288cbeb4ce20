"""What a Markdown card as `statblock cards --format md` writes it says of itself, read from the page's blocks: the mark
above an ability's heading (`card_marks.CARD_MARK`: the heading under it is an ability's card, whatever its body), and
a section's paragraphs after its first, each after a hard line break (`\\`) in the same Markdown paragraph. Also what
the Markdown reader says of a page's blocks around an ability that it cannot read: a fenced block of code inside one
(SB190), a heading of no words over one (SB191), a near miss of the mark (SB192)."""

from __future__ import annotations

import bisect
import math

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.markdown_text import stripped_content, stripped_text
from ....messages import msg
from ..grammar.card_marks import CARD_MARK, card_mark
from .md_document import Block

__all__ = ["card_headings", "card_marks_of", "code_spans", "hard_broken", "hard_broken_line", "near_marks", "unbroken",
           "unnamed_headings", "unread_fences"]


def card_headings(source: SourceFile, blocks: list[Block]) -> tuple[list[Block], frozenset[int]]:
    """`blocks` without the card writer's marks (`card_marks.CARD_MARK`, an HTML comment of its own line outside any
    quote, right above a `###` heading), and the ids of the headings under one: an ability's card, read whatever its
    body is. A mark over anything else is kept as the page's own comment."""
    if "<!--" not in source.text:
        return blocks, frozenset()  # (most pages: nothing looked at)
    marks, headings = card_marks_of(blocks, lambda number: source.line_text(number + 1))
    if not marks:
        return blocks, frozenset()
    return [block for block in blocks if id(block) not in marks], headings


def card_marks_of(blocks: list[Block], line) -> tuple[frozenset[int], frozenset[int]]:
    """The ids of the card writer's marks among `blocks` (`card_headings`) and of the headings under them; `line(n)`
    is the file's line `n`, 0-based."""
    marks, headings = set(), set()
    for block, after in zip(blocks, blocks[1:]):
        if block.kind == "html_block" and not block.quote[0] and block.end - block.start == 1 \
                and after.kind == "heading" and after.level == 3 and not after.quote[0] and after.start == block.end \
                and card_mark(line(block.start)):
            marks.add(id(block))
            headings.add(id(after))
    return frozenset(marks), frozenset(headings)


def hard_broken(source: SourceFile, blocks: list[Block]) -> tuple[list[Block], frozenset[int], frozenset[int]]:
    """`blocks` with each paragraph cut after a line that ends in a hard line break (CommonMark's: an odd run of
    backslashes, or two spaces or more, outside a code span), and the ids of the parts after a cut: the same
    section's next paragraph, as a native line under a section's goes on with it (a Markdown card prints a section of
    two paragraphs so; a blank line between them was read as a section of its own); and the ids of the parts that end
    in a backslash's break (its backslash off: `unbroken`). A paragraph `lines_of_labels` cut at each line (a label
    line under the break) keeps its parts; the backslash at a part's end before the next part is a break too. The
    work is the blocks' own lines' (it was the whole file's for each ability: quadratic in a deck of cards)."""
    out, going_on, broken = [], set(), set()
    for index, block in enumerate(blocks):
        if block.kind != "paragraph":
            out.append(block)
            continue
        after = blocks[index + 1] if index + 1 < len(blocks) else None
        split = after is not None and after.kind == "paragraph" and after.start == block.end \
            and after.quote == block.quote and not after.list_item  # (a part of `lines_of_labels`'s)
        last = block.end if split else block.end - 1
        breaks = _breaks(source, block, last)
        start = block.start
        for number, backslash in breaks:
            part = block if number + 1 == block.end and start == block.start else \
                Block("paragraph", start, number + 1, block.quote, block.list_item and start == block.start)
            if start != block.start:
                going_on.add(id(part))
            if backslash:
                broken.add(id(part))
            out.append(part)
            start = number + 1
        if start == block.start:
            out.append(block)
        elif start < block.end:
            part = Block("paragraph", start, block.end, block.quote, False)
            going_on.add(id(part))
            out.append(part)
    return out, frozenset(going_on), frozenset(broken)


def _breaks(source: SourceFile, block: Block, last: int) -> list[tuple[int, bool]]:
    """The lines of a paragraph before `last` that end in a hard line break, each with whether it is a backslash's
    (else two spaces'): none inside a code span (its line end is a space, its backslash the author's)."""
    found = []
    for number in range(block.start, last):
        line = source.line_text(number + 1)
        if line.endswith("\\"):
            if hard_broken_line(source, number):
                found.append((number, True))
        elif line.endswith("  ") and line.strip(" >"):
            found.append((number, False))
    if not found or not any("`" in source.line_text(n + 1) for n in range(block.start, min(block.end, last + 1))):
        return found
    ends, words = {}, []
    at = 0
    for number in range(block.start, min(block.end, last + 1)):
        text = stripped_text(source, number, block.quote[0])[1]
        words.append(text)
        at += len(text)
        ends[number] = at
        at += 1
    spans = code_spans("\n".join(words))
    return [(number, backslash) for number, backslash in found if not _inside(spans, ends[number])]


def hard_broken_line(source: SourceFile, number: int) -> bool:
    """Whether line `number` (0-based) ends in a backslash's hard line break: an odd run of backslashes right before
    its line end (`\\ ` then the end: the author's backslash and a space), code spans not looked at."""
    line = source.line_text(number + 1)
    return (len(line) - len(line.rstrip("\\"))) % 2 == 1


def code_spans(text: str) -> list[tuple[int, int]]:
    """The code spans of a paragraph's text (CommonMark's: a run of backticks to the next run of as many, the opening
    run not escaped by a backslash), as (start, end) offsets between the runs, in order; in time near-linear in the
    text (a run with no closing run is the author's backticks)."""
    runs, at = [], text.find("`")
    while at != -1:
        end = at
        while end < len(text) and text[end] == "`":
            end += 1
        runs.append((at, end - at))
        at = text.find("`", end)
    by_length: dict[int, list[int]] = {}
    for index, (_, length) in enumerate(runs):
        by_length.setdefault(length, []).append(index)
    spans, index = [], 0
    while index < len(runs):
        at, length = runs[index]
        slash = at
        while slash and text[slash - 1] == "\\":  # (each run of backslashes looked at once: one before each run)
            slash -= 1
        if (at - slash) % 2 == 1:  # (`\``: its first backtick the author's)
            at, length = at + 1, length - 1
        same = by_length.get(length, [])
        closer = bisect.bisect_right(same, index)
        if length and closer < len(same):
            spans.append((at + length, runs[same[closer]][0]))
            index = same[closer] + 1
        else:
            index += 1
    return spans


def _inside(spans: list[tuple[int, int]], offset: int) -> bool:
    """Whether `offset` is inside one of `spans` (in order, apart)."""
    found = bisect.bisect_right(spans, (offset, math.inf)) - 1
    return found >= 0 and spans[found][0] <= offset < spans[found][1]


def unbroken(text: Fragment) -> Fragment:
    """A paragraph's part without the hard line break's backslash at its end."""
    words = text.text.rstrip()
    run = len(words) - len(words.rstrip("\\"))
    return text.slice_stripped(0, len(words) - 1) if run % 2 == 1 else text


def unread_fences(source: SourceFile, blocks: list[Block], spans: list[tuple[int, int]]) -> list[Diagnostic]:
    """SB190 at the opening line of each fenced block among `blocks` (no `ds-` one: the YAML reader's) that starts
    inside one of the abilities' `spans` (file offsets): no reader takes its lines into the ability; they are the page's
    text (`other_text`, a note on the card, kept by `convert`), said so that an ability's words in it are not missed
    (the block was dropped with no word)."""
    spans = sorted(spans)
    starts = [start for start, _ in spans]
    found = []
    for block in blocks:
        if block.kind != "fence" or block.info.strip().startswith("ds-"):
            continue
        line = stripped_content(source, block.start, block.quote[0])  # (its opening fence, after a quote's `>`)
        offset = line.file_offset(0)
        at = bisect.bisect_right(starts, offset) - 1
        if at >= 0 and offset <= spans[at][1]:
            found.append(Diagnostic("SB190", Severity.WARNING, msg("markdown.unread_fence"), line.span(),
                                    suggestion=msg("markdown.unread_fence_fix")))
    return found


def unnamed_headings(source: SourceFile, abilities: list) -> list[Diagnostic]:
    """SB191 at each ability read under a heading of no words (`###` alone, `### ###`): its card says `(unnamed)`,
    which it was with no word."""
    found = []
    for raw in abilities:
        name = raw.lines[0] if raw.lines and raw.lines[0].kind == "name" else None
        if raw.fmt == "markdown" and name is not None and name.body is not None and not name.body.text.strip():
            end = source.text.find("\n", raw.span.start)
            heading = source.span(raw.span.start, len(source.text) if end == -1 else end)
            found.append(Diagnostic("SB191", Severity.WARNING, msg("markdown.unnamed_heading"), heading,
                                    suggestion=msg("markdown.unnamed_heading_fix")))
    return found


def near_marks(source: SourceFile, blocks: list[Block]) -> list[Diagnostic]:
    """SB192 at an HTML comment line above a `###` heading that says the card's mark in other spacing or case, or
    beside another comment (`<!--statblock: ability card-->`, `<!-- Statblock: Ability Card -->`): not the mark
    (`card_marks.CARD_MARK`), so the heading is read by its shape, which may be no ability; it was said nowhere.
    `blocks` are those `card_headings` leaves (the marks out)."""
    if "<!--" not in source.text:
        return []
    found = []
    for block, after in zip(blocks, blocks[1:]):
        if block.kind == "html_block" and not block.quote[0] and block.end - block.start == 1 \
                and after.kind == "heading" and after.level == 3 and after.start == block.end:
            line = source.line_text(block.start + 1)
            if _MARK_WORDS in "".join(line.lower().split()) and not card_mark(line):
                start = source.line_starts[block.start] + len(line) - len(line.lstrip())
                found.append(Diagnostic("SB192", Severity.INFO, msg("markdown.near_mark"),
                                        source.span(start, start + len(line.strip())),
                                        suggestion=msg("markdown.near_mark_fix", mark=CARD_MARK)))
    return found


_MARK_WORDS = "".join(CARD_MARK.lower().split()).removeprefix("<!--").removesuffix("-->")
