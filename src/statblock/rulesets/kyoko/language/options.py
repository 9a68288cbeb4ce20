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


def _says_choice(before: list) -> bool:
    """Whether the effect's words before its list (`before`, its effects) say a choice of its items."""
    return _CHOICE.search("".join(effect.text for effect in before)) is not None


def read_options(effects: list, source: SourceFile) -> list:
    """`effects` with the mark of each list item at a line's start (`- `, `・`, `● `) an `Option` of its own, when the
    effect holds two or more and the words before the list say a choice (`_CHOICE`; else the items are steps, each
    read, their marks text: before, every list was options): the card's options, one of which is chosen (before, text, and nothing said the card
    offers a choice). Each option's words are read and checked as any line's. Linear: one pass."""
    starts = [at for at, effect in enumerate(effects)
              if (at == 0 or (isinstance(effects[at - 1], Text) and effects[at - 1].text == "\n"))
              and isinstance(effect, Text) and OPTION_MARK.match(effect.text) and effect.text.strip()]
    if len(starts) < 2 or not _says_choice(effects[:starts[0]]):
        return effects
    out = list(effects)
    for index, at in reversed(list(enumerate(starts, 1))):
        text = effects[at]
        mark = OPTION_MARK.match(text.text).end()
        pieces = [Option(index, text.text[:mark], source.span(text.span.start, text.span.start + mark))]
        if mark < len(text.text):
            pieces.append(Text(text.text[mark:], source.span(text.span.start + mark, text.span.end)))
        out[at:at + 1] = pieces
    return out
