"""A keyword's value as written after its name (`Retaliate 1.`, `Uses (3 web counters).`, `Team-Up (Spider-Man and
Black Cat).`, `Teamwork ([[Avenger]]).`): the `Keyword` it makes and the reminder text left over."""

from __future__ import annotations

import re

from ..model import Keyword
from . import japanese as ja

__all__ = ["double_bracketed", "keyword_value", "value_example"]


def value_example(term) -> str:
    return term.extra.get("example") or f"{term.en[0]} 1."


def keyword_value(term, rest: str, span, text: str) -> tuple[Keyword | None, str | None]:
    """A keyword with the value written after its name (`1`, `2[per_hero]`, `(3 web counters)`), and
    the reminder text left over; None for the keyword when a value it takes is missing."""
    kind = term.extra.get("value")
    rest = rest.strip()
    if kind is None:
        return Keyword(term.id, span, text=text), rest or None
    if kind == "number":
        match = re.match(r"(-?\d{1,4}|X)\s*(\[per_hero\])?\s*(.*)$", rest)  # (a longer number is no value)
        if match is None:
            return None, rest or None
        value = int(match.group(1)) if match.group(1) != "X" else None
        return Keyword(term.id, span, value, bool(match.group(2)), text=text), match.group(3) or None
    body = _in_parentheses(rest)
    if not body:
        return None, None
    body = " ".join(body.split())  # (one space between words: the value patterns stay linear on any run)
    if kind == "counters":
        match = re.match(r"(\d{1,4}|X)\s*(\[per_hero\])?\s*(?:([\w-]+)\s+)?counters?\b", body)
        if match is not None:
            value = int(match.group(1)) if match.group(1).isdigit() else None
            return Keyword(term.id, span, value, bool(match.group(2)), counters=match.group(3), text=text), None
        found = ja.counters_value(body) if ja.is_japanese(body) else None
        if found is None:
            return None, rest
        value, per_hero, counters = found
        return Keyword(term.id, span, value, per_hero, counters=counters, text=text), None
    if kind == "trait":
        names = tuple(double_bracketed(body)) or (body,)
    elif kind == "resources":
        names = tuple(re.findall(r"\[(\w+)\]", body))
    else:
        names = tuple(n.strip() for n in ja.names_split().split(" ".join(body.split())) if n.strip())
    return Keyword(term.id, span, names=names, text=text), None


def double_bracketed(text: str) -> list[str]:
    """The words inside each `[[…]]` of `text` (`[[Aerial]] and [[Elite]]`), as `re.findall(r"\\[\\[(.+?)\\]\\]")`
    found them, in linear time: that pattern, tried at each `[` of a run with no `]]` after it, read to the end
    of the line from each (a `Teamwork` value of 20,000 `[` took 1.6 s). Each `[[` is answered by the first `]]`
    at least one character on, unless a line break comes first: then no `[[` before that break has one."""
    out, at = [], 0
    while (start := text.find("[[", at)) >= 0:
        end = text.find("]]", start + 3)
        if end < 0:
            break
        newline = text.find("\n", start + 2, end)
        if newline >= 0:
            at = newline + 1
            continue
        out.append(text[start + 2:end])
        at = end + 2
    return out


def _in_parentheses(rest: str) -> str | None:
    """The words of a keyword's value in parentheses (`(Horsemen)`, `（3 ウェブカウンター）`, the closing one
    may be left out), stripped; None when `rest` opens none or runs over a line break. (As the pattern
    `[(（](.*?)[)）]?\\s*$` read it, in time linear on any run of spaces.)"""
    if not rest.startswith(("(", "（")):
        return None
    inner = rest[1:].rstrip()
    if inner.endswith((")", "）")):
        inner = inner[:-1]
    return None if "\n" in inner else inner.strip()
