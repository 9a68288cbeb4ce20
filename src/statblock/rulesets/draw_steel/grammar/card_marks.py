"""The mark a Japanese Markdown card puts before the author's English words (`〔原文〕`, the vocabulary's
`card_words.original`; `render.views.marked_prose`), taken off when the card is read back, where the card writer puts
it and nowhere else: at the start of a section's or a tier's words or of a clause of them (after `; `), or of a
labelled header cell (`**ターゲット:** 〔原文〕Each enemy`), and only before words of no Japanese (the writer marks
English prose alone). An author's own `〔原文〕` (`〔原文〕と書かれた札`, a name, a native, YAML or JSON file: the caller
asks of Markdown alone, never of a name) stays their words.

`CARD_MARK`, an HTML comment the Markdown card writer prints on the line above each ability's `###` heading (unseen
where the Markdown is shown): the heading under it is an ability's card, whatever its body (a feature's paragraph of
prose alone, a Special first, an icon of the author's own), where a page's heading is read by its shape alone."""

from __future__ import annotations

import functools
import re

from ....diagnostics import Fragment
from ..frontends.raw import RawLine

__all__ = ["CARD_MARK", "card_mark", "original_marks", "unmarked", "unmarked_cell"]

CARD_MARK = "<!-- statblock: ability card -->"

# a letter of Japanese (kana, kanji, half-width kana): words the card writer does not mark
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")
_CLAUSE_ENDS = ";；"


def card_mark(line: str) -> bool:
    """Whether a line is the card writer's mark above an ability's heading (`CARD_MARK`, blanks around it allowed: up
    to three spaces before it, as an HTML block may be indented; a tab or four spaces make it CommonMark's code)."""
    words = line.lstrip(" ")
    return len(line) - len(words) <= 3 and words.rstrip() == CARD_MARK


def original_marks(ruleset) -> tuple[str, ...]:
    """The marks a Japanese card writes (`〔原文〕`): the term's Japanese words alone (an English card marks nothing)."""
    return _marks(tuple(ruleset.card_words.terms["original"].ja))


@functools.lru_cache(maxsize=4)
def _marks(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(f"〔{word}〕" for word in words)


def _marked_here(text: str, start: int, mark: str) -> bool:
    """Whether the mark at `start` opens the words or a clause (blanks before it, then the line's start or `;`) and
    the clause after it holds no Japanese (the card marks English words alone)."""
    before = start - 1
    while before >= 0 and text[before] in " \t":
        before -= 1  # (back over blanks only: linear in the line however many marks it holds)
    if before >= 0 and text[before] not in _CLAUSE_ENDS:
        return False
    after = start + len(mark)
    end = min((at for at in (text.find(";", after), text.find("；", after)) if at >= 0), default=len(text))
    return _JAPANESE.search(text, after, end) is None


def unmarked(line: RawLine, marks: tuple[str, ...]) -> RawLine:
    """`line` without the card's marks (`_marked_here`), as it was before the card was printed."""
    body = line.body
    text = body.text
    pieces = []
    for mark in marks:
        start = text.find(mark)
        while start >= 0:
            if _marked_here(text, start, mark):
                pieces.append((start, start + len(mark)))
            start = text.find(mark, start + len(mark))
    if not pieces:
        return line
    kept, at = [], 0
    for start, end in sorted(pieces):
        if start > at:
            kept.append(body.slice(at, start))
        at = end
    if at < len(text):
        kept.append(body.slice(at))
    if not kept:
        return line
    return RawLine(line.kind, Fragment.join(kept, "") if len(kept) > 1 else kept[0], line.label, line.field,
                   line.list_item)


def unmarked_cell(cell: Fragment, marks: tuple[str, ...]) -> Fragment:
    """A labelled header cell's words (`〔原文〕Each enemy standing in water`) without the card's mark before them."""
    text = cell.text
    for mark in marks:
        if text.startswith(mark) and len(text) > len(mark) and _JAPANESE.search(text, len(mark)) is None:
            return cell.slice_stripped(len(mark))
    return cell
