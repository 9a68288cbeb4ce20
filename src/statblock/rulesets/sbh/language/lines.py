"""What a roster line says: its words without a comment or a list marker (`line_words`), folded one character
for one (`fold_width`: full-width digits, colons, parentheses and spaces to ASCII, so that an offset in the
folded line is an offset in the file), and the patterns that tell a line's kind: a warband's name, a total, a
points limit, a heading's limit, a profile's look (`PROFILE_LIKE`) and its points note (`POINTS_NOTE`).

What is done with each line is `reader.py`'s; a profile line is read by `profile_line.py`.
"""

from __future__ import annotations

import re
import unicodedata

from ..vocabulary import word_pattern

__all__ = ["FULL_WIDTH_MARK", "HEADING_LIMIT", "LIMIT_LINE", "NO_RULES", "POINTS_NOTE", "PROFILE_LIKE", "SUBTOTAL_LINE", "SUBTOTAL_WORD", "TOTAL_LINE", "TOTAL_WORD", "WARBAND_LINE",
           "comment_of", "escape_points", "note_mark", "fold_width", "inexact_number", "line_words", "unescaped"]

# a comment: `#`, the Japanese note mark `※` (`森林踏破 ※偵察役`) or `//`, at the line's start or after a space; searched in
# the line as written, not folded: a full-width `＃` or `／／` is text, and a full-width `＼` escapes nothing (`_KEPT`)
_COMMENT = re.compile(r"(?:^|(?<=\s))(?:#|※|//)")
#: A full-width `＃` or `／／` where an ASCII one would start a comment: text, which a user may have meant as a comment
FULL_WIDTH_MARK = re.compile(r"(?:^|(?<=\s))(?:＃|／／)")
# a comment's mark kept in the words by a backslash before it (`Equipment: Bow \#2` says `Bow #2`, as Markdown escapes
# a mark): where a mark would start a comment, a run of backslashes before it stands for one fewer, so that any text
# has a written form (`Bow \\#2` says `Bow \#2`); the backslash is no blank, so the mark after it starts no comment
_ESCAPED = re.compile(r"(?:^|(?<=\s))(?P<slashes>\\*+)(?:#|※|//)")
# a list marker before a line, as rosters are typed in notes and chats (`・エルフ`, `- Elf`, `1. Elf`, `１．狼`, `■熊`):
# not part of the name (an ASCII mark needs a space after it; a numbered one is never a count, `2x`, or `2 Ogres`)
_MARKER = re.compile(r"(?:[-*+•][ \t]+|[・●○◆◇■□▪▸►][ \t]*|\d{1,3}[.)][ \t]*(?=[^\d \t]))")


def line_words(raw: str, marks: bool = True, written: str | None = None) -> tuple[int, str]:
    """What a roster line says: (where it starts in `raw`, its words), a comment after it (`# …`, `※ …`; only with
    `marks`: a Markdown line has none, its `#` is text; found in `written`, the line as written when `raw` is it
    folded, where a full-width `／／` is no mark) and a list marker before it (`- `, `・`, `1.`) left out. A
    warband's, a limit's or a total's label in brackets, as Japanese notes write a heading (`【ポイント】300`,
    `［ウォーバンド］森の守り手`, `[Points] 300`), is that label with a colon (`ポイント:300`: its opening bracket left
    out, its closing one the colon, one character for one)."""
    cut = _COMMENT.search(raw if written is None else written) if marks else None
    body = raw[: cut.start()] if cut else raw
    left = len(body) - len(body.lstrip())
    line = body.strip()
    marker = _MARKER.match(line)
    if marker is not None and marker.end() < len(line):
        left, line = left + marker.end(), line[marker.end():]
    label = _BRACKETED_LABEL.match(line)
    if label is not None:
        close = label.start("colon") - 1 if label.group("colon") else label.end() - 1
        mark = " " if label.group("colon") else ":"   # (`【ポイント】：300`: the colon written is the one)
        left, line = left + 1, line[1:close] + mark + line[close + 1:]
    return left, line


def comment_of(raw: str, written: str | None = None) -> tuple[str, str] | None:
    """The comment `line_words` cuts from a native line (`raw`, perhaps folded, and `written`, the line as written):
    (its mark, the words after it), or None."""
    cut = _COMMENT.search(raw if written is None else written)
    return None if cut is None else (cut.group(), raw[cut.end():].strip())


def note_mark(raw: str, written: str | None = None) -> int | None:
    """Where a native line's comment is a Japanese note (`Elf Scout Q3+ C2 ※偵察役`: the author's note on the model,
    `※` the mark Japanese writes a note with, not a comment to the file's reader) starts in the line; None for none,
    another mark's comment (`#`, `//`) or a `※` with no words after it."""
    cut = _COMMENT.search(raw if written is None else written)
    return cut.start() if cut is not None and cut.group() == "※" and raw[cut.end():].strip() else None


def escape_points(text: str) -> list[int]:
    """Where a line writing `text` adds a backslash (before each index given) so that no mark in it starts a comment
    (`Bow #2` → `Bow \\#2`); the text as written (a full-width `＃` or `／／` is text, no mark)."""
    return [found.start("slashes") for found in _ESCAPED.finditer(text)]


def unescaped(text: str) -> str:
    """The words a line's text says, each comment mark's escaping backslash left out (`Bow \\#2` → `Bow #2`): the
    inverse of `escape_points`."""
    cuts = [0, *(found.start("slashes") + 1 for found in _ESCAPED.finditer(text) if found.group("slashes"))]
    return "".join(text[a:b - 1] for a, b in zip(cuts[:-1], cuts[1:])) + text[cuts[-1]:] if len(cuts) > 1 else text


def _patterns():
    points, warband = word_pattern("points"), word_pattern("warband")
    quality, combat, cost = word_pattern("quality"), word_pattern("combat"), word_pattern("cost")
    ja_quality = "|".join(w for w in quality.split("|") if not w.isascii())
    label = rf"(?:{points})(?:[ \t]*(?:{points}))?"   # `Points`, `ポイント上限`, `上限ポイント`, `Points Limit`
    total = word_pattern("total")
    stat = rf"(?:{quality}|{combat})(?:[ \t]*:)?[ \t]*\d+\+?"   # (one stat, `Q3+`, `C2`, `質3+`, `Combat: 2`)
    return (
        # (`Total: 232 / 300`, `合計：232／300点`: the total against the limit, as a roster's total row prints it)
        re.compile(rf"(?:{total})(?:[ \t]*[:=])?[ \t]*(?P<n>\d+)(?:[ \t]*+(?:{points}|{cost}))?"
                   rf"(?:[ \t]*+(?:/|of)[ \t]*+(?P<limit>\d{{1,9}})(?:[ \t]*+(?:{points}|{cost}))?)?", re.IGNORECASE),
        re.compile(rf"(?:{warband})[ \t]*:[ \t]*(?P<name>\S.*)", re.IGNORECASE),
        re.compile(rf"(?:{label}(?:[ \t]*:)?[ \t]*(?P<a>\d+)(?:[ \t]*(?:{points}|{cost}))?"
                   rf"|(?P<b>\d+)[ \t]*(?:{points}|{cost}))", re.IGNORECASE),
        # (after a blank or a separator, a closing bracket, a colon, `・` or `-` too: `Orc:Q4+`, `オーク：質4+`,
        # `オーク・質4+`; after an opening bracket only when the brackets hold nothing but stats, `Elf (Q3+) (C2)`,
        # `Orc [C3] [Q4+]`, `（質3+／戦闘2）`, never a parenthesis of prose, `(Q4 2024 edition)`; or a Japanese Quality
        # label with its `+` right after a Japanese word: `エルフ質3+`)
        re.compile(rf"(?:(?:^|[ \t)\]、,/|;:・·\-]|[(\[](?=[ \t]*(?:{stat}[ \t]*(?:[,/|;、・][ \t]*)?)+[)\]]))"
                   rf"(?:{quality}|{combat})(?:[ \t]*:)?[ \t]*\d"
                   rf"|(?<=[^\x00-\x7f])(?:{ja_quality})[ \t]*:?[ \t]*\d+\+)", re.IGNORECASE),
        # a points note ending a profile line: `= 56 pts`, `=56`, `(56)`, `(56 pts)`, `[56 pts]`, `56pts`, `56点`,
        # one model's when several share the line, `各36pt`, `each 36 pts`, `@36pts`,
        # after a space or a separator (`, 56 pts`, `- 56 pts`, `: 56 pts`, a card's facts line `· 56 pts`, `・56点`); one in brackets right after a word too, as
        # Japanese writes it with no space before `（` (`森林踏破（56点）`, `Forester(56 pts)`)
        # (it starts only where a run of spaces starts: a long run is scanned once, not from each space)
        re.compile(rf"(?<![ \t])(?:[ \t]*(?P<eq>=[ \t]*\d+(?:[ \t]*(?:{cost}))?)"
                   rf"|(?:[ \t]*[,;、/|:\-–—·・][ \t]*|[ \t]+|(?=[(\[]))(?:(?P<par>\([ \t]*\d+(?:[ \t]*(?:{cost}))?[ \t]*\)"
                   rf"|\[[ \t]*\d+(?:[ \t]*(?:{cost}))?[ \t]*\])"
                   rf"|(?P<word>(?:各[ \t]*|each[ \t]+|@[ \t]*)?\d+[ \t]*(?:{cost}))))$", re.IGNORECASE),
    )


TOTAL_LINE, WARBAND_LINE, LIMIT_LINE, PROFILE_LIKE, POINTS_NOTE = _patterns()
_BRACKETED_LABEL = re.compile(rf"[【\[［〔](?:{word_pattern('warband')}|{word_pattern('points')}|{word_pattern('total')}"
                              rf"|{word_pattern('subtotal')})"
                              rf"[ \t]*[】\]］〕](?P<colon>[ \t]*[:：])?", re.IGNORECASE)
#: A labelled note on a line of its own (`Notes: …`, `Equipment: …`, `Spells: Transfix`, `備考：…`, `魔法：…`), its label
#: perhaps with a note in parentheses as a table's head has (`Equipment (carried): …`): kept as the warband's note, or,
#: indented under a profile line, as that profile's, as the roster wrote it (not read)
NOTE_LINE = re.compile(rf"(?:{word_pattern('column_notes')}|{word_pattern('spells')})(?:[ \t]*\([^()]*\))?[ \t]*:",
                       re.IGNORECASE)
#: The special rules of a model that has none (`None`, `なし`, `-`, `—`): fullmatched against a rules cell or a profile's
#: rules as written
NO_RULES = re.compile(rf"[-–—ー－]+|{word_pattern('no_rules')}", re.IGNORECASE)
#: A total row's word (`| **Total** | 87 |`, `| 合計 | 298 |`), with a colon or not.
#: A warband's heading with its points limit: `## Elves (300 pts)`, `## エルフ（300ポイント）`, `## Elves - 300 points`.
HEADING_LIMIT = re.compile(rf"(?P<name>.*?\S)[ \t]*(?:\([ \t]*(?P<a>\d+)[ \t]*(?:{word_pattern('points')}|"
                            rf"{word_pattern('cost')})[ \t]*\)|[-–—:,][ \t]*(?P<b>\d+)[ \t]*(?:{word_pattern('points')}|"
                            rf"{word_pattern('cost')}))", re.IGNORECASE)
#: A subtotal on a line of its own (`Subtotal: 120`, `小計：120点`): a note, checked against the profiles above it.
SUBTOTAL_LINE = re.compile(rf"(?:{word_pattern('subtotal')})(?:[ \t]*[:=])?[ \t]*(?P<n>\d+)"
                           rf"(?:[ \t]*(?:{word_pattern('points')}|{word_pattern('cost')}))?", re.IGNORECASE)
TOTAL_WORD = re.compile(rf"(?:{word_pattern('total')})[ \t]*:?", re.IGNORECASE)
#: A subtotal row's word (`| Subtotal | | 120 |`, `| 小計 | 120 |`), with a colon or not.
SUBTOTAL_WORD = re.compile(rf"(?:{word_pattern('subtotal')})[ \t]*[:：]?", re.IGNORECASE)


#: A number written with a decimal point or an exponent (`300.0`, `300.`, `3e2`, `2.5e+2`): no whole number of points
_INEXACT = re.compile(r"(?<!\d)(?:\d+(?:\.\d*)?[eE][-+]?\d+|\d+\.\d*)")


def inexact_number(line: str) -> tuple[int, int] | None:
    """Where, in a line's words (`line`, folded), the number of a points limit or a total is written with a decimal point
    or an exponent (`Points: 300.0`, `ポイント：300.0`, `Total: 298.0`, `3e2 pts`): each such number read as digits of
    its length, the line is a limit's or a total's; (its start, its end), or None."""
    if "." not in line and "e" not in line.lower():
        return None
    found = list(_INEXACT.finditer(line))
    if not found:
        return None
    digits = _INEXACT.sub(lambda m: "0" * len(m.group()), line)
    matched = LIMIT_LINE.fullmatch(digits) or TOTAL_LINE.fullmatch(digits)
    if matched is None:
        return None
    group = next(g for g in ("a", "b", "n") if g in matched.re.groupindex and matched.group(g) is not None)
    at, end = matched.span(group)
    return next(((m.start(), m.end()) for m in found if m.start() == at and m.end() == end), None)


def fold_width(text: str) -> str:
    """Full-width and compatibility forms to their plain form, one character for one."""
    return text if text.isascii() else text.translate(_FOLDED)


#: Kept as written: a full-width `＃` is text (`エルフ ＃２`, `長弓 ＃2`), no comment mark, as in `.kyoko`, in Draw Steel and
#: in Markdown, which knows only the ASCII `#` (`＃ エルフ` is no heading); a Japanese note's mark is `※`. (A full-width
#: `／` is folded, a stats separator as `/` is, `質3+／戦闘2`; but comments are found in the line as written, so `／／` is
#: text too, as `＃` is: only ASCII marks start a comment.)
_KEPT = frozenset("＃")


class _Folding(dict):
    """What `fold_width` makes of each character, worked out the first time it is met (a `str.translate` table)."""

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        plain = ch if ch.isascii() or ch in _KEPT else unicodedata.normalize("NFKC", ch)
        folded = plain if len(plain) == 1 else ch
        if len(self) > 1 << 16:   # (text of every script there is: the table stays small)
            self.clear()
        self[code] = folded
        return folded


_FOLDED = _Folding()
