"""A duration in words as homebrew shortens it, with the articles dropped (`until end of its next turn`, `until start
of your next turn`, `until end of encounter`), given back its articles (`until the end of its next turn`), so that the
vocabulary's durations and phrases are found for it (was: kept as words, `until end of its next turn` a duration of
its own, not EoT, and quoted on a Japanese card).
"""

from __future__ import annotations

import re

__all__ = ["with_articles"]

_BOUND = re.compile(r"(?i)\b(until) (end|start|beginning) of ")
_WHEN = re.compile(r"(?i)\bof (encounter|round|next round)\b")


_UNTIL_END_OF_TURN = re.compile(r"(?i)^until (?:the )?end of (?:the )?turn$")


def with_articles(text: str) -> str | None:
    """`text` with `the` restored after `until` and before `encounter`/`round` (`until end of turn`: `end of turn`,
    the vocabulary's EoT); None when nothing was dropped or the text is not English."""
    if not text.isascii():
        return None
    if _UNTIL_END_OF_TURN.match(text.strip()):
        return "end of turn"
    restored = _WHEN.sub(r"of the \1", _BOUND.sub(r"\1 the \2 of ", text))
    return restored if restored != text else None
