"""Line labels (`≤11:`, `Power Roll`, `Effect:`) for front-ends that find lines themselves.

The patterns are the native grammar's own terminals, so every format
recognises tier lines and labels by exactly the same rules.
"""

from __future__ import annotations

import functools
import re

from ..grammar.parser import native_tables

__all__ = ["label_end", "label_patterns", "roll_label_end", "tier_label_end"]


@functools.cache
def _terminal(name: str) -> re.Pattern:
    return re.compile(native_tables().terminals[name])


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
