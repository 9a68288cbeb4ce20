"""An ability's header written in a Markdown paragraph as the native notation writes it, no table: `Magic, Ranged,
Strike | Main action`, then `📏 Ranged 10 | 🎯 One creature` (in Japanese `魔法, 遠距離 | メインアクション`, `📏 遠距離 10 |
🎯 1体のクリーチャー`), as an author copies the notation the docs show into a blog post or a note. They were a paragraph
of text: the ability had no keywords, action, distance nor target, and `check` said nothing.

A paragraph is read so only before anything else of the ability's body (`sc_blocks.block_lines`), each of its lines
(Markdown joins lines with no blank between into one paragraph) a row of two cells split at one `|` (`｜`, or `\\|` as
a card escapes it): the distance and the target when it carries 📏 or 🎯, else the keywords and the action type when
the second cell is an action type the ruleset knows or each of the first's words (split at `,`, `、`) a keyword it
knows (so `操作アクション` after known keywords is read, and SB106 says the action type is unknown). Anything else with a
bar (`Hit | Miss`) stays text.
"""

from __future__ import annotations

import re

from ....diagnostics import Fragment
from ..vocabulary import vocabulary

__all__ = ["header_lines"]

# the bar between a row's cells: `|`, full-width `｜`, or `\|` as Markdown escapes it
_BAR = re.compile(r"\\?[|｜]")
_WORDS = re.compile(r"[,、，]")
_MARKS = "*_ \t\u3000"


def header_lines(lines: list[Fragment]) -> list[Fragment] | None:
    """`lines` (a paragraph's, stripped) when each is a header row in the native notation, else None."""
    if not lines or len(lines) > 2:
        return None
    for line in lines:
        if not _row(line.text):
            return None
    return lines


def _row(text: str) -> bool:
    bars = _BAR.findall(text)
    if len(bars) != 1:
        return False
    first, second = (cell.strip(_MARKS) for cell in _BAR.split(text, maxsplit=1))
    if not first or not second:
        return False
    if "📏" in text or "🎯" in text:
        return first.startswith("📏") or second.startswith("🎯")
    rules = vocabulary()
    if rules.action_types.lookup(second) is not None:
        return True
    words = [word.strip(_MARKS) for word in _WORDS.split(first)]
    return all(word and rules.keywords.lookup(word) is not None for word in words)
