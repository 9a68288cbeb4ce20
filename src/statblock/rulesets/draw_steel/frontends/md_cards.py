"""What a Markdown card as `statblock cards --format md` writes it says of itself, read from the page's blocks: the mark
above an ability's heading (`card_marks.CARD_MARK`: the heading under it is an ability's card, whatever its body), and
a section's paragraphs after its first, each after a hard line break (`\\`) in the same Markdown paragraph."""

from __future__ import annotations

from ....diagnostics import Fragment, SourceFile
from ....frontends.markdown_text import stripped_text
from ..grammar.card_marks import card_mark
from .md_document import Block

__all__ = ["card_headings", "card_marks_of", "hard_broken", "unbroken"]


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
    """`blocks` with each paragraph cut after a line that ends in a hard line break (`\\`, CommonMark's), and the
    ids of the parts after a cut: the same section's next paragraph, as a native line under a section's goes on with
    it (a Markdown card prints a section of two paragraphs so; a blank line between them was read as a section of
    its own); and the ids of the parts that end in the break."""
    if "\\\n" not in source.text and "\\\r\n" not in source.text:
        return blocks, frozenset(), frozenset()  # (most pages: no line ends so)
    out, going_on, broken = [], set(), set()
    for block in blocks:
        if block.kind != "paragraph" or block.end - block.start < 2:
            out.append(block)
            continue
        start = block.start
        for number in range(block.start, block.end - 1):
            if _hard_break(stripped_text(source, number, block.quote[0])[1]):
                part = Block("paragraph", start, number + 1, block.quote, block.list_item and start == block.start)
                if start != block.start:
                    going_on.add(id(part))
                broken.add(id(part))
                out.append(part)
                start = number + 1
        if start == block.start:
            out.append(block)
            continue
        part = Block("paragraph", start, block.end, block.quote, False)
        going_on.add(id(part))
        out.append(part)
    return out, frozenset(going_on), frozenset(broken)


def _hard_break(line: str) -> bool:
    """Whether a paragraph's line ends in CommonMark's hard line break: an odd run of backslashes."""
    line = line.rstrip(" \t")
    run = len(line) - len(line.rstrip("\\"))
    return run % 2 == 1


def unbroken(text: Fragment) -> Fragment:
    """A paragraph's part without the hard line break's backslash at its end."""
    words = text.text.rstrip()
    return text.slice_stripped(0, len(words) - 1) if _hard_break(words) else text
