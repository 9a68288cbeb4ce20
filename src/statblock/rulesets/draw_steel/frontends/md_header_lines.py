"""An ability's header written in a Markdown paragraph as the native notation writes it, no table: `Magic, Ranged,
Strike | Main action`, then `📏 Ranged 10 | 🎯 One creature` (in Japanese `魔法, 遠距離 | メインアクション`, `📏 遠距離 10 |
🎯 1体のクリーチャー`), as an author copies the notation the docs show into a blog post or a note. They were a paragraph
of text: the ability had no keywords, action, distance nor target, and `check` said nothing.

A paragraph is read so only before any roll, tier or section of the ability's body (`sc_blocks.block_lines`), each of
its lines (Markdown joins lines with no blank between into one paragraph; a backslash hard break at a line's end is
no part of it) a row of two cells split at one bar, `|` or `｜`, its cells cleaned of Markdown as a table's are
(`md_lines.table_row`: `*Magic*`, `` `Magic` ``, a link, a comment), and both cells the header's fields: `📏 …` then
`🎯 …`, or keywords (each of the first cell's words, split at `,` `、` `，` `・`, a keyword the ruleset knows or nearly
does) then an action type (one it knows, or words ending as one does, `Manipulate action`, `操作アクション`: SB106 says
it). Anything else with a bar (`Hit | Miss`, `Strike | Miss`, `📏 I measured twice | cut once`) stays text, and so
do a line wholly in emphasis (`*Magic | Mystery*`: flavour) and a line with an escaped bar `\\|` (a card writes a bar
of its text so: read as a bar, a text's card did not read back).
"""

from __future__ import annotations

import re

from ....diagnostics import Fragment
from ..vocabulary import vocabulary
from .md_lines import table_row

__all__ = ["header_lines"]

# a bar between a row's cells (`|`, full-width `｜`), and one escaped (`\|`: text)
_BAR = re.compile(r"[|｜]")
_ESCAPED_BAR = re.compile(r"\\[|｜]")
_WORDS = re.compile(r"[,、，・]")
# a line wholly in single emphasis (`*Magic | Mystery*`, `_…_`): flavour, as `sc_blocks` reads such a line
_EMPHASIS = re.compile(r"\*[^*]+\*|_[^_]+_")
# the words an action type ends with, known or not (`Manipulate action`, `操作アクション`, `Free maneuver`)
_ACTION_END = re.compile(r"(?:(?<![^\W\d_])action|maneuver|アクション|マニューバー?)\Z", re.IGNORECASE)


def header_lines(lines: list[Fragment]) -> list[Fragment] | None:
    """`lines` (a paragraph's, stripped) as header rows (`first | second`, markup out, at their places in the file)
    when each is a header row in the native notation, else None."""
    if not lines or len(lines) > 2:
        return None
    rows = []
    for line in lines:
        row = _row(line)
        if row is None:
            return None
        rows.append(row)
    return rows


def _row(line: Fragment) -> Fragment | None:
    text = line.text
    if (len(text) - len(text.rstrip("\\"))) % 2:  # a hard line break (an odd run of backslashes)
        text = text[:-1].rstrip()
    if _ESCAPED_BAR.search(text) is not None or _EMPHASIS.fullmatch(text) is not None:
        return None
    bars = _BAR.findall(text)
    if len(bars) != 1 or text.startswith(bars[0]) or text.endswith(bars[0]):
        return None
    shape = table_row(text.replace("｜", "|"))  # (one character for another: the columns stay)
    if shape is None:
        return None
    cleaned, runs = shape
    if " | " not in cleaned:
        return None
    first, second = (cell.strip() for cell in cleaned.split(" | ", 1))
    if not first or not second or not _fields(first, second):
        return None
    return Fragment(cleaned, tuple((index, line.file_offset(at)) for index, at in runs), line.source)


def _fields(first: str, second: str) -> bool:
    """Whether two cells are the header's fields: a distance and a target, or keywords and an action type."""
    if "📏" in first or "🎯" in first or "📏" in second or "🎯" in second:
        return first.startswith("📏") and second.startswith("🎯")
    rules = vocabulary()
    if rules.action_types.lookup(second) is None and _ACTION_END.search(second) is None:
        return False
    words = [word.strip() for word in _WORDS.split(first)]
    return all(word and (rules.keywords.lookup(word) is not None or rules.keywords.suggest(word) is not None)
               for word in words)
