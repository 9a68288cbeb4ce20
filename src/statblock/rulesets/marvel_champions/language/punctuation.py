"""Brackets and quotes a paragraph leaves unclosed or closes unopened (MC108), said where they stand."""

from __future__ import annotations

from ....diagnostics import Severity
from ..catalog import message

__all__ = ["report_punctuation"]


def report_punctuation(paragraph) -> None:
    """MC108 for each `(`/`（` never closed, `)`/`）` never opened and `"` never closed in `paragraph.text`, reported
    with `paragraph.report`."""
    stack: list[tuple[str, int]] = []
    pairs = {")": "(", "）": "（"}
    in_quote = None
    for index, char in enumerate(paragraph.text):
        if char == '"':
            in_quote = None if in_quote is not None else index
        elif char in "(（":
            stack.append((char, index))
        elif char in pairs:
            if stack and stack[-1][0] == pairs[char]:
                stack.pop()
            else:
                paragraph.report("MC108", Severity.WARNING, message("language.unopened", found=char), index, index + 1,
                                 message("language.remove", found=char))
    for char, index in stack:
        paragraph.report("MC108", Severity.WARNING, message("language.unclosed", found=char), index, index + 1)
    if in_quote is not None:
        paragraph.report("MC108", Severity.WARNING, message("language.unclosed", found='"'), in_quote, in_quote + 1)
