"""One folded line of effect text being read: where its pieces are in the file, the problems found,
and the numbers written in it (read with a bound, so that no number stops the reading)."""

from __future__ import annotations

import bisect
import re
import unicodedata

from lark import Token, Tree

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import message
from ..model import Text
from ..vocabulary import amount_limit

__all__ = ["DENIED", "JA_NOT", "KANJI_DIGITS", "Line", "TextPieces", "bounds", "kanji_number", "shown_number", "tokens", "word"]

#: What follows a Japanese verb's stem to deny it, in any tense (`解除し[ない]`, `受け[なかった]`, `解除せ[ず]`,
#: `解除され[ていない]`, `取り除け[ません]`, `解除し[てはならない]`): the reader of a lifting and that of damage or a
#: recovery denied share it.
JA_NOT = r"(?:(?:て[いは]?)?(?:ない|なかった|ず|ません|ぬ)|ては(?:いけ|なら|なり)(?:ない|ません))"

#: The words right after damage or a recovery that deny it in any tense (`ダメージ5を受けない`, `3点回復しない`,
#: `ダメージ5を受けなかった場合`): it is not done (blanks read possessively: a long run is passed once).
DENIED = re.compile(r"[ \t]*+[をはがも]?[ \t]*+(?:受け|与え|し|され|でき|出来)" + JA_NOT)

#: More digits than this are never read as a number (Python refuses past 4,300 digits, and nothing in
#: the game comes near): such a number is reported and kept as written.
_DIGITS = 9


# a line break inside an effect read over a broken line (`broken_lines.py`), with a CRLF's `\r` and the blanks around it
_BREAK = re.compile(r"[ \t\u3000]*+\r?\n[ \t\u3000]*+")
# kana and kanji: beside them a line break stands for nothing (Japanese puts no blank between its words)
_JAPANESE = re.compile(r"[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")
_LETTER = re.compile(r"[A-Za-z]")


class Line:
    def __init__(self, source: SourceFile, folded: str, offset: int, problems: list[Diagnostic]):
        self.source, self.folded, self.offset, self.problems = source, folded, offset, problems

    def span(self, start: int, end: int) -> Span:
        return self.source.span(self.offset + start, self.offset + end)

    def quote(self, start: int, end: int) -> str:
        """The text from `start` to `end` as a message quotes it: as written, on one line. A line break (of an effect
        read over a broken line) is read as the user would have written the words on one line: as nothing beside
        kana or kanji (`ダメージを2D6` / `点` is `ダメージを2D6点`), or beside a full-width sign with no English letter
        on the other side (`【感覚】` / `＋１回復`), else as one blank (`damage` / `2d6` is `damage 2d6`, `heal` /
        `【Sense】+1D6` is `heal 【Sense】+1D6`); at either end of the text as nothing."""
        text = self.span(start, end).text
        if "\n" not in text:
            return text

        def joined(found: re.Match) -> str:
            pair = text[found.start() - 1:found.start()] + text[found.end():found.end() + 1]
            if len(pair) < 2 or _JAPANESE.search(pair) or (not _LETTER.search(pair) and any(
                    unicodedata.east_asian_width(ch) in "WF" for ch in pair)):
                return ""
            return " "

        return _BREAK.sub(joined, text)

    def report(self, code: str, severity: Severity, msg, start: int, end: int, suggestion=None) -> None:
        self.problems.append(Diagnostic(code, severity, msg, self.span(start, end), suggestion=suggestion))

    def number(self, text: str, start: int, what: str) -> int | None:
        """The number in `text` (its digits start at `start` in the line), or None when it is past the
        amounts' limit, which is reported (KY024): `what` says what the number is."""
        digits = re.search(r"\d+", text)
        low, high = amount_limit()
        value = int(digits.group()) if digits and len(digits.group().lstrip("0")) <= _DIGITS else None
        if value is None or value > high:
            at = start + (digits.start() if digits else 0)
            length = len(digits.group()) if digits else 1
            self.report("KY024", Severity.ERROR, message("amount_range", value=shown_number(text), low=low, high=high,
                                                         what=message("what." + what)), at, at + length)
            return None
        return value


def shown_number(text: str) -> str:
    """A number as a message shows it: its digits, cut short past twenty."""
    digits = "".join(re.findall(r"\d+", text)) or text
    return digits if len(digits) <= 20 else digits[:20] + "…"


def tokens(tree: Tree) -> list[Token]:
    return [t for t in tree.scan_values(lambda v: isinstance(v, Token))]


def bounds(item) -> tuple[int, int]:
    found = [item] if isinstance(item, Token) else tokens(item)
    return found[0].start_pos, found[-1].end_pos


def word(tree: Tree, name: str, line: Line) -> tuple[str, int, int] | None:
    """The words of a bracket (trimmed) as written in the file, and where they are in the line; None
    when the bracket has none."""
    token = next((t for t in tree.children if isinstance(t, Token) and t.type == name), None)
    if token is None:
        return None
    text = str(token)
    left = len(text) - len(text.lstrip())
    start, end = token.start_pos + left, token.start_pos + len(text.rstrip())
    if start >= end:
        return None
    return line.span(start, end).text, start, end


class TextPieces:
    """Where a line's text pieces (`model.Text`, kept as written) are, to ask whether some words lie in one: by
    bisection, so that a long line of many pieces and many words asked about stays linear."""

    def __init__(self, effects: list, line: Line):
        self.pieces = [(e.span.start - line.offset, e.span.end - line.offset) for e in effects if isinstance(e, Text)]
        self.starts = [low for low, _ in self.pieces]

    def holds(self, start: int, end: int | None = None) -> bool:
        """Whether `start` (to `end`, when given) in the line lies in one text piece."""
        at = bisect.bisect_right(self.starts, start) - 1
        return at >= 0 and start < self.pieces[at][1] and (end is None or end <= self.pieces[at][1])


#: The kanji of a number written in words (`三点`, `十二点`), as vertical text and some sheets write them.
KANJI_DIGITS = "〇一二三四五六七八九十"
_KANJI = {ch: at for at, ch in enumerate(KANJI_DIGITS[:10])}


def kanji_number(text: str) -> int | None:
    """The number a run of kanji digits writes, 0 to 99 (`三` 3, `十二` 12, `二十` 20, `四〇` 40), or None."""
    text = text.strip()
    if not text or len(text) > 3 or any(ch not in KANJI_DIGITS for ch in text):
        return None
    if "十" not in text:
        return int("".join(str(_KANJI[ch]) for ch in text)) if len(text) <= 2 else None
    tens, _, ones = text.partition("十")
    if len(tens) > 1 or len(ones) > 1 or "十" in ones or (tens and _KANJI[tens] < 2) or (ones and _KANJI[ones] == 0):
        return None
    return (_KANJI[tens] if tens else 1) * 10 + (_KANJI[ones] if ones else 0)

