"""Brackets and quotes a paragraph leaves unclosed or closes unopened (MC108), said where they stand; and the text the
grammar reads with each closing bracket that closes nothing, and that has words after it, blanked (`stray_closers`)."""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ..catalog import message

__all__ = ["report_punctuation", "without_stray_closers"]

_JAPANESE = "\u3040-\u30ff\u3400-\u9fff"
#: An ASCII period that ends a Japanese sentence: after a Japanese word, before another, a blank, a closer or the end
#: (not `S.H.I.E.L.D.`'s, after Latin letters)
_ASCII_PERIOD = re.compile(rf"(?<=[{_JAPANESE}])\.(?=[{_JAPANESE}]|[\s)）」』】］\]]|$)")

#: Each closing bracket and the opening one it closes: parentheses, a trait's or an icon's brackets (`[[Tiny]]`,
#: `[energy]`), Japanese corner quotes and full-width ones.
_PAIRS = {")": "(", "）": "（", "]": "[", "］": "［", "」": "「", "』": "『", "】": "【"}
_OPENERS = frozenset(_PAIRS.values())
#: The openers whose being left unclosed is said (the others, a bracket or a quote left open, were never said).
_SAID_UNCLOSED = frozenset("(（")


def _scan(text: str) -> tuple[list[int], list[tuple[str, int]], int | None, list[tuple[str, int]]]:
    """(where each closer that closes nothing stands, each opener left open and where, where a `"` left open stands,
    each opener left open inside a pair a later closer closes). A closer closes the nearest opener of its kind still
    open (`（「タイニー）`: the `）` closes the `（`, the `「` left open inside it), not only the last one opened; the
    openers counted by kind, each popped once (linear)."""
    stack: list[tuple[str, int]] = []
    unopened: list[int] = []
    inside: list[tuple[str, int]] = []
    open_counts = dict.fromkeys(_OPENERS, 0)
    in_quote = None
    for index, char in enumerate(text):
        if char == '"':
            in_quote = None if in_quote is not None else index
        elif char in _OPENERS:
            stack.append((char, index))
            open_counts[char] += 1
        elif char in _PAIRS:
            opener = _PAIRS[char]
            if not open_counts[opener]:
                unopened.append(index)
                continue
            while stack[-1][0] != opener:
                left = stack.pop()
                open_counts[left[0]] -= 1
                inside.append(left)
            stack.pop()
            open_counts[opener] -= 1
    return unopened, stack, in_quote, inside


def report_punctuation(paragraph) -> None:
    """MC108 for each `(`/`（` never closed, each opener left open inside a pair (`(spend [energy)`), each closing
    bracket never opened (`)`, `）`, `]`, `」`, …) and `"` never closed
    in `paragraph.text`, reported with `paragraph.report`; MC132 (information) for each ASCII period that ends a
    Japanese sentence in a paragraph whose other sentences end with `。` (`…与える.カードを1枚引く。`)."""
    unopened, stack, in_quote, inside = _scan(paragraph.text)
    for index in unopened:
        char = paragraph.text[index]
        paragraph.report("MC108", Severity.WARNING, message("language.unopened", found=char), index, index + 1,
                         message("language.remove", found=char))
    for char, index in stack:
        if char in _SAID_UNCLOSED:
            paragraph.report("MC108", Severity.WARNING, message("language.unclosed", found=char), index, index + 1)
    if in_quote is not None:
        paragraph.report("MC108", Severity.WARNING, message("language.unclosed", found='"'), in_quote, in_quote + 1)
    for char, index in inside:   # (any kind: `(spend [energy)`, the `[` the fault, not the `)`)
        paragraph.report("MC108", Severity.WARNING, message("language.unclosed", found=char), index, index + 1)
    if "。" in paragraph.text:   # (a paragraph that ends its sentences with `.` throughout writes so: nothing said)
        for found in _ASCII_PERIOD.finditer(paragraph.text):
            paragraph.report("MC132", Severity.INFO, message("language.ascii_period"), found.start(), found.end(),
                             message("language.use_full_stop"))


def without_stray_closers(text: str) -> str:
    """`text` with each closing bracket that closes nothing and has words after it on its line blanked (the same
    length: every position the text's): `Deal 1 damage to the villain.) Draw 1 card.` read as two sentences, the
    draw kept (the `)` had made the period inside a sentence, the draw lost with nothing said); Japanese
    `…与える。）カードを1枚引く。` the draw read (it was text). MC108 says the bracket (`report_punctuation`); the ability's
    words keep it. One at a paragraph's or line's end is left as written (a keyword's reminder whose `(` was lost,
    `paragraph_items.lost_opening`)."""
    unopened = _scan(text)[0]
    if not unopened:
        return text
    chars = list(text)
    words_after = False   # (read from the end: whether words stand after each position on its line; linear)
    at = len(text) - 1
    for index in reversed(unopened):
        while at > index:
            char = text[at]
            if char == "\n":
                words_after = False
            elif char not in _NO_WORDS:
                words_after = True
            at -= 1
        if words_after:
            chars[index] = " "
    return "".join(chars)


#: What is no word after a closer: blanks, other closers, a period.
_NO_WORDS = frozenset(" \t\u3000)）]］」』】.。")
