"""A list under a card's effect read as the card's options, one of which is chosen (docs/kyoko.md: "A list under the
effect"): each item's mark at a line's start an `Option` of its own, when the effect holds two or more."""

from __future__ import annotations

import re

from ....diagnostics import SourceFile
from ..model import Option, Text

__all__ = ["OPTION_MARK", "read_options"]

# a list item's mark at the start of an effect line (`- `, `* `, `・`, `●`, `■`; as before a card's name, `_LIST_MARKER`)
OPTION_MARK = re.compile(r"(?:[■□◆◇●○・･]|[-*+](?=[ \t]))[ \t]*")


# the words before a list that make its items options, one chosen (`以下から1つを選ぶ`, `次のうち1つ`, `いずれか`, `どちらか`,
# `Choose one`, `one of the following`, `either`); without them the items are steps, each done and read (`以下をすべて
# 与える`, `Do all of the following`, `次の処理を順に行う`, a sentence wrapped over marks: `対象に［萎縮］` / `・［散漫］`)
_CHOICE = re.compile(r"(?:から|うち|中から)[ \t]*+(?:\d++|[一二三]|ひと|ふた)[ \t]*+つ|いずれか|どちらか|どれか|ひとつを?選|一つを?選"
                     r"|選択|\bchoose[ \t]++(?:one|two|three|\d++|an?[ \t]++option|from|between)\b"
                     r"|\b(?:one|two|\d++)[ \t]++of[ \t]++(?:the[ \t]++)?(?:following|these|options)\b|\beither\b"
                     r"|\b(?:pick|select)[ \t]++(?:one|\d++)\b", re.IGNORECASE)


def _says_choice(lead_in: list) -> bool:
    """Whether a list's lead-in (`lead_in`, its effects) says a choice of its items."""
    return _CHOICE.search("".join(effect.text for effect in lead_in)) is not None


def _lists(effects: list) -> list[tuple[int, list[int]]]:
    """Each list under the effect: (where its lead-in starts, the indexes of its items' marks), in order. An item is a
    line that starts with a list's mark; a list is items on lines one after another (an item's sentence broken over
    lines is one line), and ends at a line that is none; its lead-in is what is written between the end of the list
    before it (or the effect's start) and its first item."""
    lists: list[tuple[int, list[int]]] = []
    lead_in, items, lines, after = 0, [], 0, 0   # (`lines`: line breaks since the last item, `after` the first's end)
    starts_line = True
    for at, effect in enumerate(effects):
        text = effect.text if isinstance(effect, Text) else None
        if text == "\n":
            lines += 1
            if lines == 1:
                after = at + 1
            elif items:   # (a line that is no item: the list has ended, that line the next one's lead-in)
                lists.append((lead_in, items))
                lead_in, items = after, []
            starts_line = True
            continue
        if starts_line and text is not None and OPTION_MARK.match(text) and text.strip():
            items.append(at)
            lines = 0
        starts_line = False
    if items:
        lists.append((lead_in, items))
    return lists


def read_options(effects: list, source: SourceFile) -> list:
    """`effects` with the mark of each item of a list at a line's start (`- `, `・`, `● `) an `Option` of its own, when
    the list holds two or more and its own lead-in (the words between the list before it, or the effect's start, and
    its first item) says a choice (`_CHOICE`; else the items are steps, each read, their marks text). Each list is
    judged by its own lead-in (before, every list of the card by the words before its first list: a list of steps
    after a list of options was options, options after steps were steps); each list's options count from 1. Each
    option's words are read and checked as any line's. Linear: one pass."""
    chosen = []
    for lead_in, items in _lists(effects):
        if len(items) >= 2 and _says_choice(effects[lead_in:items[0]]):
            chosen += list(enumerate(items, 1))
    if not chosen:
        return effects
    out = list(effects)
    for index, at in reversed(chosen):
        text = effects[at]
        mark = OPTION_MARK.match(text.text).end()
        pieces = [Option(index, text.text[:mark], source.span(text.span.start, text.span.start + mark))]
        if mark < len(text.text):
            pieces.append(Text(text.text[mark:], source.span(text.span.start + mark, text.span.end)))
        out[at:at + 1] = pieces
    return out
