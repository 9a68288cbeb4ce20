"""Whether a Markdown file holds a warband (`sniff`), asked of every Markdown file a run reads: Draw Steel's too.

Apart from `markdown.py`, which reads a roster's table and a model under its heading, so that the sniff of a file of
no warband makes only the patterns it searches with (a check of Draw Steel's corpus made the reader's patterns and
record classes for every run, and used none of them).
"""

from __future__ import annotations

import functools
import re
import unicodedata

from ..vocabulary import word_pattern, words

__all__ = ["SEPARATOR", "SEPARATOR_LINE", "past_tables", "sniff"]

# (possessive, and the blanks after the last cell only after a pipe: the blanks of a row are each taken by one
# quantifier, so a row that is no separator fails at once; `|-|-` and 20,000 spaces took minutes)
#: A separator row of a table (`|---|:--:|`), fullmatched on the row stripped (`markdown.is_separator`).
SEPARATOR = re.compile(r"\|?[ \t]*+:?-++:?[ \t]*+(?:\|[ \t]*+:?-++:?[ \t]*+)++(?:\|[ \t]*+)?"
                       r"|\|[ \t]*+:?-++:?[ \t]*+\|[ \t]*+")
#: A separator line of a table (`|---|:--:|`), as `markdown.is_separator` reads a line, in a multi-line text.
SEPARATOR_LINE = re.compile(r"(?m)^[ \t\r\f\v]*+(?:%s)[ \t\r\f\v]*+$" % SEPARATOR.pattern)


def sniff(text: str) -> int:
    """2 when `text` (a Markdown file) holds a warband: a table with Quality and Combat columns, a profile
    line (`Elf Mage Q3+ C2`, `エルフ 質3+ 戦闘2`) or a `# ruleset: sbh` first line; else 0."""
    head = text[:1 << 16]
    if re.match(r"[ \t]*#[ \t]*ruleset[ \t]*[:：][ \t]*sbh\b", head, re.IGNORECASE):
        return 2
    if "|" in head and _roster_head_in(head):
        return 2
    # (whole-text passes, emphasis marks as blanks: every Markdown file is sniffed)
    folded = head if head.isascii() else unicodedata.normalize("NFKC", head)
    # (no `Q3+`, `質3+` nor `Quality: 3`: no profile and no field; the emphasis marks read as the blanks they are made
    # below, by a pattern that takes them for blanks, so that a file of none, most Markdown, is not copied three times)
    if not _quality_seen_in(folded, _QUALITY_SEEN_MARKED):
        return 0
    folded = folded.replace("*", " ").replace("_", " ").replace("`", " ")
    if _profile().search(folded) or _stats_under_heading().search(folded):
        return 2
    # `- Quality: 3+` and `- Combat: 2`: a model under its heading
    lines = _field_lines()
    return 2 if lines["quality"].search(folded) and lines["combat"].search(folded) else 0


def _any_case(word: str) -> str:
    """`word` as a pattern of either case, letter by letter (`[Qq]`): faster to search than IGNORECASE."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isascii() and c.isalpha() else re.escape(c) for c in word)


_QUALITY_WORD = re.compile("|".join(_any_case(w) for w in sorted(words("quality"), key=len, reverse=True))
                           + "|ＱＵＡＬＩＴＹ|Ｑ|ｑ")
#: A Quality's label and a number, searched first: most Markdown (Draw Steel's) has none, and is done with. Here and in
#: the two patterns below, each run of blanks around an optional `:` or separator is taken once (`[ \t]*:?[ \t]*`
#: split a run of blanks after `Q` or `Q3+` at every place before refusing the word after it: quadratic, and every
#: Markdown file is sniffed: `Orc Q3+` and 20,000 spaces took 7 s).
def _quality_seen(blank: str = r"[ \t]") -> re.Pattern:
    spellings = sorted(words("quality"), key=len, reverse=True)
    firsts = "".join(sorted({c for w in spellings for c in (w[0].lower(), w[0].upper())}))
    # (the first characters as a lookahead: the search skips to them, about four times faster than without)
    return re.compile(f"(?=[{re.escape(firsts)}])(?:" + "|".join(_any_case(w) for w in spellings)
                      + rf"){blank}*+(?::{blank}*+)?[2-6]")


_QUALITY_SEEN = _quality_seen()
#: `_QUALITY_SEEN` in a text whose emphasis marks (`*`, `_`, `` ` ``) are not yet blanks: it finds what `_QUALITY_SEEN`
#: finds in the text with them made blanks (no spelling of Quality holds one of them)
_QUALITY_SEEN_MARKED = _quality_seen(r"[ \t*_`]")
#: The characters a match of `_QUALITY_WORD` (and so of `_QUALITY_SEEN`) can start with.
_QUALITY_FIRSTS = "".join(sorted({c for w in words("quality") for c in (w[0], w[0].lower(), w[0].upper())}
                                 | {"Ｑ", "ｑ"}))


def _starts(text: str, firsts: str):
    """Every offset in `text` of one of the characters `firsts`, by `str.find` (a skip through the text as fast as
    memchr, where a pattern's search tries each offset in turn: the sniff's whole-text passes are most of its cost)."""
    for first in firsts:
        at = text.find(first)
        while at != -1:
            yield at
            at = text.find(first, at + 1)


def _quality_seen_in(text: str, pattern: re.Pattern = _QUALITY_SEEN) -> bool:
    """Whether `pattern.search(text)` (`_QUALITY_SEEN`'s, or `_QUALITY_SEEN_MARKED`'s) finds anything: tried only where
    one of its first characters stands."""
    match = pattern.match
    return any(match(text, at) for at in _starts(text, _QUALITY_FIRSTS))


def _roster_head_in(head: str) -> bool:
    """Whether a line of `head` over a table's separator line is a roster's head (a Quality and a Combat column,
    and a name's). Such a line holds a Quality word: only the lines where one of its first characters stands are
    looked at (for each character, the next one after the end of the line), and the line under each for a
    separator."""
    for first in _QUALITY_FIRSTS:
        at = head.find(first)
        while at != -1:
            start = head.rfind("\n", 0, at) + 1
            end = head.find("\n", at)
            if end == -1:
                break
            if SEPARATOR_LINE.match(head, end + 1) is not None:
                before = head[start:end].rstrip("\r")
                if "|" in before and _QUALITY_WORD.search(before):
                    from .markdown import table_head  # (a roster's head is rare: the table's reader only then)

                    table = table_head(before)
                    if table is not None and table.is_roster and table.index("name") is not None:
                        return True
            at = head.find(first, end + 1)
    return False


@functools.cache  # (made when first needed: most Markdown files are done with before; so are the others below)
def _field_lines() -> dict[str, re.Pattern]:
    found = {}
    for kind in ("quality", "combat"):
        number = r"[2-6]\+?" if kind == "quality" else r"[0-6]"
        found[kind] = re.compile(rf"(?m)^[ \t>*+\-・#\d.]*(?:{word_pattern(kind)})[ \t]*:[ \t]*{number}(?!\d)",
                                 re.IGNORECASE)
    return found



@functools.cache
def _profile() -> re.Pattern:
    quality, combat = word_pattern("quality"), word_pattern("combat")
    return re.compile(rf"(?m)^[^\n|]*?\S(?:[ \t]+|(?<=[)、,]))(?:{quality})[ \t]*+(?:[:：][ \t]*+)?[2-6２-６][+＋]"
                      rf"[ \t]*+(?:[,、/|][ \t]*+)?(?:{combat})[ \t]*+(?:[:：][ \t]*+)?[0-6０-６](?!\d)", re.IGNORECASE)


#: A heading and, on the next line that is not blank, a stats line (`## Orc` then `Q4+ C3 Animal`): a model under it.
@functools.cache
def _stats_under_heading() -> re.Pattern:
    return re.compile(
    rf"(?m)^[ \t]*#{{1,6}}[ \t]+\S[^\n]*\n(?:[ \t]*\n)*[ \t>+\-]*(?:{word_pattern('quality')})[ \t]*+(?:[:：][ \t]*+)?"
    rf"[2-6][+]?[ \t]*+(?:[,、/|][ \t]*+)?(?:{word_pattern('combat')})[ \t]*+(?:[:：][ \t]*+)?[0-6](?!\d)", re.IGNORECASE)


def past_tables(lines: list[str]) -> int:
    """How many of `lines` (a setext heading's words, as CommonMark, which has no tables, reads them) belong to the
    tables among them: up to the last table's last row (a table: a row over a delimiter row, and the lines with a `|`
    that follow it; its lines perhaps in a block quote); 0 when there is no table."""
    lines = [line.lstrip(" \t>") for line in lines]
    words, n = 0, 0
    while n < len(lines) - 1:
        if "|" in lines[n] and SEPARATOR.fullmatch(lines[n + 1].strip()) is not None:
            n += 2
            while n < len(lines) and "|" in lines[n]:
                n += 1
            words = n
        else:
            n += 1
    return words
