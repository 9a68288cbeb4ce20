"""A list under a card's effect read as the card's options, one of which is chosen (docs/kyoko.md: "A list under the
effect"): each item's mark at a line's start an `Option` of its own, when the effect holds two or more."""

from __future__ import annotations

import re

from ....diagnostics import SourceFile
from ..model import Option, Text

__all__ = ["OPTION_MARK", "read_options"]

# a list item's mark at the start of an effect line (`- `, `* `, `・`, `●`, `■`; as before a card's name, `_LIST_MARKER`)
OPTION_MARK = re.compile(r"(?:[■□◆◇●○・･]|[-*+](?=[ \t]))[ \t]*")


def read_options(effects: list, source: SourceFile) -> list:
    """`effects` with the mark of each list item at a line's start (`- `, `・`, `● `) an `Option` of its own, when the
    effect holds two or more: the card's options, one of which is chosen (before, text, and nothing said the card
    offers a choice). Each option's words are read and checked as any line's. Linear: one pass."""
    starts = [at for at, effect in enumerate(effects)
              if (at == 0 or (isinstance(effects[at - 1], Text) and effects[at - 1].text == "\n"))
              and isinstance(effect, Text) and OPTION_MARK.match(effect.text) and effect.text.strip()]
    if len(starts) < 2:
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
