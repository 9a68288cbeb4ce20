"""A sentence's own words: what is inside parentheses, quotes and `[[traits]]` blanked out, so that the readers
look for separators, verbs and definitions only where the sentence says them."""

from __future__ import annotations

import re

__all__ = ["mask"]


def mask(text: str) -> str:
    """`text` with everything inside parentheses, quotes and `[[traits]]` blanked out (same length),
    so that separators and verbs are looked for only in the sentence's own words. A typographic apostrophe (`’`, as
    much published and homebrew text writes `Swordsman’s attacks`) is the plain one, so that every reader of the
    masked words knows a possessive however it is typed."""
    out = list(text.replace("\u2019", "'"))
    # (what is inside holds no opening mark of its own kind: thousands of `“`, `「` or `[[` with nothing to close
    # them are each scanned to the next one, not to the end of the text)
    for pattern in (r"\([^()]*\)", r"（[^（）]*）", r"\"[^\"]*\"", r"“[^“”]*”", r"「[^「」]*」", r"\[\[[^\[\]]*\]\]"):
        for match in re.finditer(pattern, text):
            for index in range(match.start() + 1, match.end() - 1):
                out[index] = "_"
    return "".join(out)
