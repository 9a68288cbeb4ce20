"""Lines of one paragraph joined as Markdown shows them: CommonMark turns a soft line break into a space, but between
two Japanese (CJK) characters the space is no author's (Japanese writes no spaces between words: a sentence broken
across lines, `…終了時まで` / `減速状態になる。`, is one run of text, `…終了時まで減速状態になる。`). The one rule every
front-end that joins a paragraph's lines follows (CSS Text's segment-break rule for East Asian text, with the
characters named below).
"""

from __future__ import annotations

from .positions import Fragment

__all__ = ["joins_close", "soft_join", "soft_join_text"]


def _cjk(ch: str) -> bool:
    """Kana, kanji, CJK punctuation (`。`, `、`, `「`) and the full-width forms (`（`, `：`, `１`): no Hangul, no emoji."""
    return ("\u2e80" <= ch <= "\u303f" or "\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u4dbf"
            or "\u4e00" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef") \
        and ch != "\u3000"


def joins_close(before: str, after: str) -> bool:
    """Whether a line ending with `before` and the next one starting with `after` join with no space between."""
    return bool(before) and bool(after) and _cjk(before[-1]) and _cjk(after[0])


def soft_join(lines: list[Fragment]) -> Fragment:
    """`lines` (each stripped, none empty) joined as one paragraph: a space between two, none between two Japanese
    characters. Each position still points into the file (`Fragment.join`)."""
    if len(lines) == 1:
        return lines[0]
    groups: list[list[Fragment]] = [[lines[0]]]
    for line in lines[1:]:
        if joins_close(groups[-1][-1].text, line.text):
            groups[-1].append(line)
        else:
            groups.append([line])
    return Fragment.join([Fragment.join(group, "") for group in groups], " ")


def soft_join_text(lines: list[str]) -> str:
    """`soft_join` of plain strings."""
    out: list[str] = []
    for line in lines:
        if out and line and not joins_close(out[-1], line):
            out.append(" ")
        if line:
            out.append(line)
    return "".join(out)
