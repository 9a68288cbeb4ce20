"""A list under a card's effect read as the card's options, one of which is chosen (docs/kyoko.md: "A list under the
effect"): each item's mark at a line's start an `Option` of its own, when the effect holds two or more."""

from __future__ import annotations

import re

from ....diagnostics import SourceFile
from ..model import Option, Text

__all__ = ["OPTION_MARK", "read_options", "says_choice_as_before"]

# a list item's mark at the start of an effect line (`- `, `* `, `・`, `●`, `■`; as before a card's name, `_LIST_MARKER`)
OPTION_MARK = re.compile(r"(?:[■□◆◇●○・･]|[-*+](?=[ \t]))[ \t]*")


# the words before a list that make its items options, one chosen (`以下から1つを選ぶ`, `次のうち1つ`, `いずれか`, `どちらか`,
# `Choose one`, `one of the following`, `either`); without them the items are steps, each done and read (`以下をすべて
# 与える`, `Do all of the following`, `次の処理を順に行う`, a sentence wrapped over marks: `対象に［萎縮］` / `・［散漫］`)
_CHOICE = re.compile(r"(?:から|うち|中から)[ \t]*+(?:\d++|[一二三]|ひと|ふた)[ \t]*+つ|いずれか|どちらか|どれか|ひとつを?選|一つを?選"
                     r"|選択|\bchoose[ \t]++(?:one|two|three|\d++|an?[ \t]++option|from|between)\b"
                     r"|\b(?:one|two|\d++)[ \t]++of[ \t]++(?:the[ \t]++)?(?:following|these|options)\b|\beither\b"
                     r"|\b(?:pick|select)[ \t]++(?:one|\d++)\b", re.IGNORECASE)


# the words before a list that make its items steps, each done, however a choice's word comes before them in the same
# lead-in (`選択した対象に、以下をすべて行う`, `Then, if either target is adjacent, do all of the following`): the nearer
# to the list of these and `_CHOICE` decides (`すべての対象に…。その後、以下から1つを選ぶ` a choice)
_ALL = re.compile(r"(?:を|の効果を|の処理を)[ \t]*+(?:すべて|全て|全部|順に|順番に)"
                  r"|(?:すべて|全て|全部|順に|順番に)[ \t]*+を?[ \t]*+(?:行|与え|適用|処理|実行|解決|得)"
                  r"|\b(?:all|each|both)[ \t]++of[ \t]++(?:the[ \t]++following|these|them)\b"
                  r"|\b(?:do|apply|resolve)[ \t]++(?:all|both|each)\b|\bin[ \t]++order\b", re.IGNORECASE)

# a line of prose that leads into a list of its own (ends the list before it): it ends with a colon, says a choice or
# all, or names what follows (`以下の`, not `3以下`: `the following`); any other line between two items (`or`, `または`,
# an option's second sentence, a note on one) is the list's still
_LEADS_IN = re.compile(r"[:：][ \t]*+$|(?<![0-9０-９])以下[をからのに]|\bthe[ \t]++following\b")


def _last_end(pattern: re.Pattern, text: str) -> int:
    """Where the last match of `pattern` in `text` ends, -1 without one (one pass)."""
    last = -1
    for found in pattern.finditer(text):
        last = found.end()
    return last


def _says_choice(lead_in: list) -> bool:
    """Whether a list's lead-in (`lead_in`, its effects) says a choice of its items: a choice's words, with no words
    that say all nearer the list (`_ALL`)."""
    text = "".join(effect.text for effect in lead_in)
    return _last_end(_CHOICE, text) > _last_end(_ALL, text)


def says_choice_as_before(text: str) -> bool:
    """Whether the words before a card's first list said a choice as the reader judged them before the kyleft5 merge
    (a choice's word anywhere in them), for its JSON read back (`own_json`)."""
    return _CHOICE.search(text) is not None


def _leads_in(line: str) -> bool:
    """Whether a line of prose leads into a list of its own: the list before it has ended."""
    return _LEADS_IN.search(line) is not None or _CHOICE.search(line) is not None or _ALL.search(line) is not None


def _lists(effects: list) -> list[tuple[int, list[int]]]:
    """Each list under the effect: (where its lead-in starts, the indexes of its items' marks), in order. An item is a
    line that starts with a list's mark; a list is its items and any lines of prose between them (`or`, an option's
    second sentence), and ends at a line that leads into another list (`_leads_in`: `Then do all of the following:`,
    `その後、以下から1つを選ぶ。`; before, at any line that was no item, so `or` split a choice into lists of one, which
    were steps); its lead-in is what is written between the end of the list before it (or the effect's start) and its
    first item."""
    lists: list[tuple[int, list[int]]] = []
    lead_in, items, after, ended = 0, [], 0, False   # (`after`: past the last item's line; `ended`: a lead-in since)
    line_start, words = 0, []
    for at, effect in enumerate(effects + [Text("\n", None)]):
        text = effect.text
        if not (isinstance(effect, Text) and text == "\n"):
            words.append(text)
            continue
        first = effects[line_start] if line_start < at else None
        if isinstance(first, Text) and OPTION_MARK.match(first.text) and first.text.strip():
            if items and ended:   # (another list's lead-in came between: the list before ended at its last item)
                lists.append((lead_in, items))
                lead_in, items = after, []
            items.append(line_start)
            after, ended = at + 1, False
        elif items and _leads_in("".join(words)):
            ended = True
        line_start, words = at + 1, []
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
    for lead_in, items in _lists(list(effects)):
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
