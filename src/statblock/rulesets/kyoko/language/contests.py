"""A contest of two skills: `〈操作〉vs〈探知〉` (seed 004: 「〈操作〉vs〈探知〉」の［対決］).

The grammar reads each skill as a term and `vs` as text, so the contest was two skills side by side with no word
of what they are to each other. It is read here, after the grammar, as one `Contest`: two skill terms with only
`vs` (`VS`, `ｖｓ`, `対`, `versus`) and blanks between them, the first the skill of the character who acts, as the
seed's two contests write it (the character declaring ［隠密］ rolls 〈操作〉 against 〈探知〉; the one declaring ［発見］
rolls 〈探知〉 against 〈操作〉). Its words are the two skills and what stands between, as written; the 「」 around it and
the ［対決］ after it stay what they were.
"""

from __future__ import annotations

import re

from ..model import Contest, Term, Text
from .line import Line

__all__ = ["read_contests"]

_VERSUS = re.compile(r"[ \t]*(?:vs\.?|versus|対)[ \t]*", re.IGNORECASE)


def read_contests(effects: list, line: Line) -> list:
    """`effects` with each two skill terms joined by `vs` read as one contest (see the module)."""
    out: list = []
    index = 0
    while index < len(effects):
        first = effects[index]
        if _skill(first) and index + 2 < len(effects) and _skill(effects[index + 2]) \
                and isinstance(effects[index + 1], Text) and _VERSUS.fullmatch(_folded(line, effects[index + 1])):
            second = effects[index + 2]
            span = line.span(first.span.start - line.offset, second.span.end - line.offset)
            out.append(Contest(first.id, second.id, first.text, second.text, span.text, span))
            index += 3
            continue
        out.append(first)
        index += 1
    return out


def _skill(effect) -> bool:
    return isinstance(effect, Term) and effect.category == "skills"


def _folded(line: Line, text: Text) -> str:
    return line.folded[text.span.start - line.offset:text.span.end - line.offset]
