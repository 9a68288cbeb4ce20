"""Which tier a tier label names: `≤11`, `12-16`, `17+`, `Tier 1`, `ティア 1 (11以下)`, `11 or lower`, `12 to 16`.

Read where a block's layout is assembled (`assemble.py`) and where an ability is laid out again
(`authoring/layout.py`). Split from `to_ast.py`, whose AST builder it is no part of.
"""

from __future__ import annotations

import functools
import re

from .building import FULLWIDTH_DIGITS as _FULLWIDTH_DIGITS

__all__ = ["tier_number"]

# `Tier 1`, `ティア 1 (11以下)`: the tier named, and the range that may follow it in brackets
_NAMED_TIER = re.compile(r"(?:tier|ティア)\s*([1-3])\s*(?:[(（]([^()（）]*)[)）])?", re.IGNORECASE)
# `11 or lower`, `17 or higher`: the range said in words
_WORDED_RANGE = re.compile(r"\d+\s+(?:or\s+(?:(lower|less|below)|higher|more|above)|(to)\s+\d+)", re.IGNORECASE)


_RANGE_NUMBERS = re.compile(r"[0-9]{1,6}")


# (remembered: a corpus writes a handful of labels, `≤11`, `12-16`, `17+`, thousands of times)
@functools.lru_cache(maxsize=1024)
def tier_number(label: str) -> int | None:
    """1, 2 or 3 from a tier label as written (`≤11`, `12-16`, `17+`, `Tier 1`, `11 or lower`, `12 to 16`), None if
    unreadable (`Tier 1 (17+)` says two tiers)."""
    text = label.translate(_FULLWIDTH_DIGITS).strip(" \t-*•・･●■✦★✸◆◇:：")
    named = _NAMED_TIER.fullmatch(text)
    if named is not None:
        number = int(named.group(1))
        return number if named.group(2) is None or tier_number(named.group(2)) == number else None
    worded = _WORDED_RANGE.fullmatch(text)
    if worded is not None:
        return 1 if worded.group(1) else 2 if worded.group(2) else 3
    if not any(ch.isdigit() for ch in text):
        return None
    if text[:1] in "≤<≦＜" or text.endswith("以下"):
        return 1
    if text[:1] in "≥>≧＞" or text.endswith(("+", "＋", "以上")):
        return 3
    if any(dash in text for dash in "-–—−－~〜～"):
        # a range names the tier its numbers fall in (`1-11` is tier 1, `17-20` tier 3: SB120 names the
        # label to write); one across two tiers is the middle one's, misnumbered
        numbers = [int(n) for n in _RANGE_NUMBERS.findall(text)]
        if len(numbers) == 2:
            return 1 if numbers[1] <= 11 else 3 if numbers[0] >= 17 else 2
        return 2
    return None
