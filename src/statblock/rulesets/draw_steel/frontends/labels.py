"""Line labels (`≤11:`, `Power Roll`, `Effect:`) for front-ends that find lines themselves.

The patterns are the native grammar's own terminals, so every format
recognises tier lines and labels by exactly the same rules. A label of the
ruleset's written in lower case (`effect:`), which the grammar's LABEL does not
take, is found by `lowercase_label_end` in every format alike.
"""

from __future__ import annotations

import functools
import re

from ..grammar.parser import native_tables
from ...similarity import closest
from ..vocabulary import vocabulary

__all__ = ["known_label", "label_end", "label_patterns", "last_characters", "lowercase_label_end", "roll_label_end",
           "tier_label_end"]


@functools.cache
def _terminal(name: str) -> re.Pattern:
    return native_tables().pattern(name)


def _end(name: str, text: str) -> int:
    match = _terminal(name).match(text)
    return match.end() if match else 0


def tier_label_end(text: str) -> int:
    return _end("TIER_LABEL", text)


def roll_label_end(text: str) -> int:
    return _end("ROLL_LABEL", text)


def label_end(text: str) -> int:
    return _end("LABEL", text)


@functools.cache
def label_patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """The patterns of `roll_label_end`, `tier_label_end` and `label_end`, for a caller that tries
    them on many lines (an empty match counts as none, as there)."""
    return _terminal("ROLL_LABEL"), _terminal("TIER_LABEL"), _terminal("LABEL")


def last_characters(pattern: re.Pattern) -> tuple[re.Pattern, int] | None:
    """(a pattern of the characters every match of `pattern` ends with, the length of its longest match) when a match
    must end with one of a few characters written out (`LABEL`'s `[:：]`), else None: a text that holds none of them
    in its first that many characters has no match at its start, which a caller that tries the pattern on many lines
    may see first with one search of a class (`re` tries every way of its long alternation before it gets to the end). Worked out from
    the pattern as `re` parses it, so that it follows the grammar's terminal wherever that goes."""
    try:
        from re import _constants, _parser  # (CPython's; another Python: no shortcut)

        parsed = _parser.parse(pattern.pattern, pattern.flags)
        if pattern.flags & re.IGNORECASE or not parsed.data:
            return None
        op, items = parsed.data[-1]
        if op is not _constants.IN or not items or any(kind is not _constants.LITERAL for kind, _ in items):
            return None
        return re.compile("[" + "".join(re.escape(chr(code)) for _, code in items) + "]"), parsed.getwidth()[1]
    except Exception:  # noqa: BLE001 - a parser that differs: no shortcut, the pattern is tried as it is
        return None


def known_label(label: str) -> tuple[str, str] | None:
    """What a line's label names (`Keywords:`, `**Type:**` with the markup out, `効果：`): ("field", its id) for a
    field of an ability's header, ("section", its id) for one of its sections (`Effect:`, `Trigger:`), else None."""
    rules = vocabulary()
    word = label.rstrip(":：").strip()
    term = rules.fields.lookup(word)
    if term is not None:
        return "field", term.id
    term = rules.sections.lookup(word)
    return ("section", term.id) if term is not None else None


# `effect:`, `free strike:` at the start of a line: a label written in lower case (the grammar's LABEL starts
# with a capital, and anything else after a name is flavor)
_LOWERCASE_LABEL = re.compile(r"([a-z][a-z'’\- ]{0,30}?)\s*:")


def lowercase_label_end(text: str, statblock: bool = False) -> int:
    """Where the label of `text` ends, colon included, when the line starts with one of the ruleset's labels
    in lower case (or one close to it, for SB125 to name): 0 otherwise."""
    found = _LOWERCASE_LABEL.match(text)
    if found is None:
        return 0
    word = " ".join(found.group(1).split())
    known = _known_labels(statblock)
    return found.end() if word in known or closest(word, known) is not None else 0


@functools.cache
def _known_labels(statblock: bool) -> tuple[str, ...]:
    """The English labels of a header field and a section (and, in a statblock, of its statistics), in lower case."""
    rules = vocabulary()
    categories = [rules.fields, rules.sections] + ([rules.statblock_fields, rules.characteristics] if statblock else [])
    words = {spelling.lower() for category in categories for term in category.terms.values() for spelling in term.en}
    if statblock:
        from .statblocks import FIELDS

        words |= {label.lower() for label in FIELDS.values()}
    return tuple(sorted(words))
