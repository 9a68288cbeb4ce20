"""A sentence's own words: what is inside parentheses, quotes and `[[traits]]` blanked out, so that the readers
look for separators, verbs and definitions only where the sentence says them."""

from __future__ import annotations

import functools
import re

__all__ = ["mask"]

#: Words in single quotes holding Japanese (`'力こそ正義。'と宣言し、…`: a Japanese author's quote typed with the ASCII
#: or curly ones); English single quotes are apostrophes as often (`Swordsman's`), never blanked: no quote opens
#: after a letter or a digit nor closes before one (`Ant-Man's Helmetを手札に加え、Wasp's Stingerを捨てる`: the words between
#: the two apostrophes were blanked, the add read as a discard)
_JAPANESE_SINGLE = r"(?<![A-Za-z0-9])['‘](?=[^'‘’\n]*[\u3040-\u30ff\u3400-\u9fff])[^'‘’\n]*['’](?![A-Za-z0-9])"
# (what is inside holds no opening mark of its own kind: thousands of `“`, `「` or `[[` with nothing to close
# them are each scanned to the next one, not to the end of the text)
_GROUPS = tuple(re.compile(pattern) for pattern in (r"\([^()]*\)", r"（[^（）]*）", r"\"[^\"]*\"", r"“[^“”]*”",
                                                     r"「[^「」]*」", r"『[^『』]*』", r"\[\[[^\[\]]*\]\]",
                                                     _JAPANESE_SINGLE))


@functools.lru_cache(maxsize=256)
def mask(text: str) -> str:
    """`text` with everything inside parentheses, quotes and `[[traits]]` blanked out (same length),
    so that separators and verbs are looked for only in the sentence's own words. A typographic apostrophe (`’`, as
    much published and homebrew text writes `Swordsman’s attacks`) is the plain one, so that every reader of the
    masked words knows a possessive however it is typed. (The readers of one sentence ask for the same words
    many times: the last few hundred are remembered.)"""
    plain = text.replace("\u2019", "'")
    # each kind of group is found in the text on its own (a quote may open inside parentheses and close after)
    inside = sorted((found.start() + 1, found.end() - 1) for pattern in _GROUPS for found in pattern.finditer(text))
    out, at = [], 0
    for start, end in inside:
        start = max(start, at)
        if start < end:
            out += (plain[at:start], "_" * (end - start))
            at = end
    out.append(plain[at:])
    return "".join(out)
