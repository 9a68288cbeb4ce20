"""Where an English clause that waits opens (`When …`, `If …`, `Each time …`), for a bracket given after it: the
words of the line are cut once at their clause boundaries and openers, and each bracket asks with a bisection, so a
subject of any length is read (`When the target of your strike, or an ally, becomes [Dying]`) and the time stays
linear in the line, however many brackets it holds (KY038, `condition.py`)."""

from __future__ import annotations

import bisect
import functools
import re

__all__ = ["SUBJECT", "waiting_opener"]

# a clause that waits: `if`, `when`, `each time`, … (as `［瀕死］になるたび`), word-bounded
_OPENER = re.compile(r"\b(?:if|when|whenever|once|until|unless|while|after|before|as[ \t]+soon[ \t]+as"
                     r"|(?:each|every|any|the[ \t]+(?:first|next))[ \t]+time)\b", re.IGNORECASE)
# what ends a clause: the waiting one reaches no further back than it
_BOUNDARY = re.compile(r"[.;,。]")
# (a subject alone, with no verb of its own: a pronoun, or a determiner and words, none a number, as many as it has:
# `you`, `an ally`, `the target of your strike`; `you roll a 1` has its verb)
SUBJECT = (r"(?:(?:you|it|they|he|she|we|i)|(?:the|an?|each|every|any|your|its|their|his|her|our|my|this|that|another"
           r"|one|some|all)(?:[ \t]+[a-z’'-]+)+)")
_SUBJECT_ALONE = re.compile(r"[ \t]+" + SUBJECT + r"[ \t]*", re.IGNORECASE)


@functools.lru_cache(maxsize=16)
def _cuts(folded: str) -> tuple[list[int], list[int], list[int]]:
    """(where each clause boundary is; where each opener starts; where it ends) in a line's words, found once."""
    openers = list(_OPENER.finditer(folded))
    return ([m.start() for m in _BOUNDARY.finditer(folded)], [m.start() for m in openers], [m.end() for m in openers])


def waiting_opener(folded: str, at: int) -> int | None:
    """Where the opener of the waiting clause `at` is in ends (`When` of `When the target of your strike` for an `at`
    after it), or None when the clause that `at` ends is no waiting one (a boundary after its last opener)."""
    bounds, starts, ends = _cuts(folded)
    last = bisect.bisect_right(ends, at) - 1
    if last < 0:
        return None
    bound = bisect.bisect_left(bounds, at) - 1
    return ends[last] if bound < 0 or bounds[bound] < starts[last] else None


def subject_alone(folded: str, start: int, end: int) -> bool:
    """Whether the words from `start` to `end` (after an opener) are a subject alone: `the target of your strike`."""
    return _SUBJECT_ALONE.fullmatch(folded, start, end) is not None
