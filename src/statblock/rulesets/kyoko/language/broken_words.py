"""A word of the game's broken by a line break (`対象に４点のダメー` / `ジを与える。`): a card typed into a narrow box, or
copied from a page, breaks its lines where they are full, inside a word as often as between two. The lines of a
sentence are read as one (`broken_lines.py`), the break read as blanks (one character for one, so that every offset
is the file's): between two words nothing is lost (`３点の` / `ダメージ`), but a word cut in two is two words, no word of
the game's, and the damage (check, ［状態］) was text with no word. Said (KY045, a warning at the words over the break),
with the words written on one line, where reading them so finds what the broken reading does not; kept as written."""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ..catalog import message
from ..model import Text

__all__ = ["broken_words"]

# (a Japanese word's characters: kana, kanji, the long vowel mark, full-width digits; a break between two of them may
# fall inside a word, where Japanese writes no blank; or an English word's letters, `dam` / `age`)
_WORD = re.compile(r"[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff10-\uff19A-Za-z]")


def broken_words(source: SourceFile, lines: list[tuple[str, int]], effects: list, read) -> list[Diagnostic]:
    """KY045 for each break between two of `lines` (each folded, with its offset: the lines read as one) that falls
    between two word characters, over which no effect of `effects` goes on, where the two lines read with the break
    taken out (`read(text, offset)`: the effects of a text at an offset) hold an effect that does. Each break is
    tried with its two lines alone: linear in the lines."""
    text = source.text
    over = _covered(effects)
    found = []
    for (before, at), (after, next_at) in zip(lines, lines[1:]):
        start, end = at + len(before), next_at
        if not (_WORD.match(text, start - 1) and _WORD.match(text, end)) or (start, end) in over:
            continue
        again = read(before + after, at)
        spanning = next((e for e in again if not isinstance(e, Text)
                         and e.span.start < start <= e.span.end - 1), None)
        if spanning is None:
            continue
        width = end - start
        begin, to = spanning.span.start, spanning.span.end + width
        written = source.span(begin, to).text
        one_line = written[:start - begin] + written[end - begin:]
        found.append(Diagnostic("KY045", Severity.WARNING,
                                message("broken_word", written=_BREAK.sub(" / ", written), word=one_line),
                                source.span(begin, to), suggestion=message("replace", guess=one_line)))
    return found


# a line break with the blanks around it (the next line's indent): one ` / ` in the words quoted (the words are one
# effect's, a few lines: each run taken whole)
_BREAK = re.compile(r"[ \t\u3000]*+\r?\n[ \t\u3000]*+")


def _covered(effects: list) -> set[tuple[int, int]]:
    """The line breaks an effect goes on over (`３点の` / `ダメージ`), as (start, end): each effect's breaks found once."""
    covered = set()
    for effect in effects:
        if not isinstance(effect, Text) and "\n" in effect.span.text:
            text, base = effect.span.text, effect.span.start
            for found in _BREAK.finditer(text):
                covered.add((base + found.start(), base + found.end()))
    return covered
