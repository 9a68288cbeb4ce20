"""A check whose difficulty seed 004 gives for each case: 「難易度（簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定」 (line 43, the
difficulty of freeing oneself from a restraint, easy or secure). It was text with no word, a skill term in it; now a check
of that skill, its `difficulty` None and its `cases` the (case, difficulty) pairs as written. Which case applies is the
situation's (the GM's), so no one difficulty is made of them."""

from __future__ import annotations

import re

import attrs

from ..model import Check, Term, Text
from ..vocabulary import difficulty_range
from .line import Line

__all__ = ["read_case_difficulties"]

# (on the original text: full-width or not)
_HEAD = re.compile(r"(?:難易度|difficulty)[ \t]*[(（](?P<cases>[^()（）\n]{1,120})[)）][ \t]*(?:の[ \t]*)?$", re.IGNORECASE)
_CASE = re.compile(r"[ \t]*(?P<case>[^:：/／、,]{1,40}?)[ \t]*[:：][ \t]*(?P<n>[0-9０-９]{1,2})[ \t]*")
_SPLIT = re.compile(r"[/／、,]")
_WORD = re.compile(r"[ \t]*判定|[ \t]+check\b", re.IGNORECASE)


def _cases(written: str) -> tuple[tuple[str, int], ...] | None:
    low, high = difficulty_range()
    found = [_CASE.fullmatch(part) for part in _SPLIT.split(written)]
    if len(found) < 2 or any(f is None or not low <= int(f.group("n")) <= high for f in found):
        return None
    return tuple((f.group("case"), int(f.group("n"))) for f in found)


def read_case_difficulties(effects: list, line: Line) -> list:
    """`effects` with each `難易度（A：3／B：5）の〈skill〉判定` read as a check of cases."""
    out: list = []
    index = 0
    while index < len(effects):
        effect = effects[index]
        head = _HEAD.search(effect.text) if isinstance(effect, Text) and index + 2 < len(effects) else None
        skill, after = (effects[index + 1], effects[index + 2]) if head is not None else (None, None)
        cases = _cases(head.group("cases")) if head is not None else None
        word = _WORD.match(after.text) if isinstance(after, Text) else None
        if cases is None or not (isinstance(skill, Term) and skill.category == "skills") or word is None:
            out.append(effect)
            index += 1
            continue
        start = effect.span.start - line.offset
        at, end = start + head.start(), after.span.start - line.offset + word.end()
        if head.start():
            out.append(Text(effect.text[:head.start()], line.span(start, at)))
        field = re.search(r"[:：]([^〉>＞]+)[〉>＞]", skill.text)
        span = line.span(at, end)
        check = Check(None, skill.id, field.group(1).strip() if field else None, None, span.text, span)
        out.append(attrs.evolve(check, cases=cases))
        if word.end() < len(after.text):
            out.append(Text(after.text[word.end():], line.span(end, after.span.end - line.offset)))
        index += 3
    return out
