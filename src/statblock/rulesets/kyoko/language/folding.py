"""A line of a card's text folded as the reader reads it: full-width and compatibility forms to their plain form, one
character for one (out of reader.py, which had grown past 500 lines)."""

from __future__ import annotations

import unicodedata

__all__ = ["fold_line"]

_KEEP = {"〈", "〉", "【", "】", "「", "」"}
_ASCII = {"<": "〈", ">": "〉", "−": "-", "‐": "-", "〔": "[", "〕": "]"}


def fold_line(text: str) -> str:
    """Full-width and compatibility forms to their plain form, one character for one."""
    if text.isascii():   # (`<` and `>` are the only ASCII characters changed)
        return text.replace("<", "〈").replace(">", "〉")
    return text.translate(_FOLDED)


class _Folding(dict):
    """What `fold_line` makes of each character, worked out the first time it is met (a `str.translate` table)."""

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        if ch in _ASCII:
            folded = _ASCII[ch]
        elif ch.isascii() or ch in _KEEP:
            folded = ch
        else:
            plain = unicodedata.normalize("NFKC", ch)   # ＜ ＞ too: to 〈 〉 like < >
            folded = _ASCII.get(plain, plain) if len(plain) == 1 else ch
        if len(self) > 1 << 16:   # (text of every script there is: the table stays small)
            self.clear()
        self[code] = folded
        return folded


_FOLDED = _Folding()
