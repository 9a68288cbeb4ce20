"""What kind of line a roster line is, where `reader.py` cannot tell it by one pattern: a model's labelled note
indented under its profile (`model_note`), a roster's own line inside a setext heading (`roster_like`), a Markdown
line that is a model missing its stats rather than prose (`profile_without_stats`)."""

from __future__ import annotations

import re

from ..vocabulary import rule
from .band import Band
from .lines import LIMIT_LINE, NOTE_LINE, PROFILE_LIKE, TOTAL_LINE, WARBAND_LINE

__all__ = ["model_note", "profile_without_stats", "roster_like"]


def model_note(under: tuple[Band, int, int, bool] | None, band: Band | None, raw: str) -> bool:
    """Whether a line (`raw`, folded) is a labelled note, no profile, indented deeper than the profile line read just
    above it (`under`) in the same warband: that profile's note (`Notes: leads the band`)."""
    if under is None or under[0] is not band or len(raw) - len(raw.lstrip()) <= under[2]:
        return False
    words = raw.strip()
    return NOTE_LINE.match(words) is not None and PROFILE_LIKE.search(words) is None


def roster_like(line: str) -> bool:
    """Whether a line of a setext heading is a roster's own line (a profile, a warband's, a limit's, a total's or a
    notes label), which a heading's words never join."""
    words = line.strip()
    return bool(PROFILE_LIKE.search(line) or WARBAND_LINE.fullmatch(words) or LIMIT_LINE.fullmatch(words)
                or TOTAL_LINE.fullmatch(words) or NOTE_LINE.match(words))


#: A Quality written without its label (`Elf 3+ 2`), and the end of a sentence.
_BARE_QUALITY = re.compile(r"(?<![\w.])[2-6][ \t]*\+")
_SENTENCE_END = re.compile(r"[.!?。！？…:：)）]$")
_LIST_MARK = re.compile(r"^[ \t>]*(?:[-*+・]|\d+[.)])?[ \t]*")


def profile_without_stats(line: str) -> bool:
    """A Markdown line that is not prose but a model missing its stats: a Quality without its `Q` (`Elf 3+ 2`),
    or, not ending as a sentence does, a name and a special rule after it (`- Orc Warrior Tough`), or special
    rules after commas that are all the table's (`Elf Mage Magic-User, Forester`)."""
    if _BARE_QUALITY.search(line):
        return True
    # a name and a special rule after it, not a sentence (`- Orc Warrior Tough`, `Elf Mage Magic-User`)
    words = _LIST_MARK.sub("", line).split()
    if not _SENTENCE_END.search(line) and any(rule(" ".join(words[-n:])) is not None
                                              for n in (1, 2, 3) if len(words) > n):
        return True
    parts = re.split(r"[,、]", line)
    if len(parts) < 2 or _SENTENCE_END.search(line):
        return False
    return all(rule(re.sub(r"\(.*\)$", "", part).strip()) is not None for part in parts[1:])
