"""Lines of effect text read as one where the line break falls inside a sentence.

An effect goes on over the lines after `効果：`, and a rulebook copied from its pages, or a card typed into a narrow
box, breaks its lines wherever they are full: `対象に３点の` / `ダメージを与える。`, `対象の［崩壊］` / `を解除する。`,
`難易度４の` / `〈意志〉判定を行なう。`. Each line was read alone, so the damage was text with no word, the removal a
［崩壊］ given without its n (KY011), the check a difficulty without a skill (KY031).

A line that does not end its sentence (`。`, `.`, `!`, `?`, or a Japanese verb's or adjective's plain form, `与える`,
`受けない`, the 。 left out) is read with the line after it, the line break read as the
blanks it stands in (one character for one: every offset in the joined text is one in the file). The effects come out
as the lines' would, the line break a `Text` of its own (`"\\n"`, as between any two lines), unless a phrase goes on
over it (`３点の\\nダメージ`: one damage). A line that ends its sentence is read alone, as before.
"""

from __future__ import annotations

import re

import attrs

from ....diagnostics import Diagnostic, SourceFile
from ..model import Text
from .effects import read_effect_line

__all__ = ["continues", "ends_sentence", "read_lines"]

# (a Japanese line ending in a verb's or adjective's plain form, `与える`, `受けない`, `なった`, `だ`, ends its sentence
# too, its 。 left out: `対象に［瀕死］を与える` / `対象は…` is two sentences, as it was read)
_SENTENCE_END = re.compile(r"(?:[。.!?．！？]|[るうすつぬむぶぐいただ])[ \t]*$")


def ends_sentence(folded: str) -> bool:
    """Whether a line of effect text ends its sentence: the next line is not read with it."""
    return not folded.strip() or _SENTENCE_END.search(folded) is not None


def continues(source: SourceFile, end: int, offset: int) -> bool:
    """Whether the line at `offset` is the line right after the one ending at `end` (blanks and one line break
    between, no line of another field)."""
    gap = source.text[end:offset]
    return gap.count("\n") == 1 and not gap.strip()


def read_lines(source: SourceFile, lines: list[tuple[str, int]], problems: list[Diagnostic]) -> list:
    """The effects of consecutive lines of effect text (each folded, with its offset in `source`) read as one line,
    each line break between them a `Text` of its own where no effect goes on over it."""
    first, offset = lines[0]
    parts, gaps, end = [first], [], offset + len(first)
    for folded, at in lines[1:]:
        parts.append(" " * (at - end))   # (the line break and the blanks around it, one for one)
        gaps.append((end, at))
        parts.append(folded)
        end = at + len(folded)
    joined = "".join(parts)
    effects = read_effect_line(source, joined, offset, problems)
    if not gaps:
        return effects
    from .broken_words import broken_words   # (`ダメー` / `ジ`: a word cut by the break, said: KY045)

    problems.extend(broken_words(source, lines, effects, lambda text, at: read_effect_line(source, text, at, [])))
    return _split_at(effects, gaps, source)


def _split_at(effects: list, gaps: list[tuple[int, int]], source: SourceFile) -> list:
    """`effects` with each text run that holds a line break split there, the break a `Text` of its own (`"\\n"`):
    what the lines read one by one gave. Linear: the gaps and the effects are both in order."""
    out, at = [], 0
    for effect in effects:
        start, end = effect.span.start, effect.span.end
        while at < len(gaps) and gaps[at][1] <= start:
            at += 1
        if not isinstance(effect, Text):
            out.append(_one_break(effect, gaps, at, source))
            continue
        while at < len(gaps) and gaps[at][0] >= start and gaps[at][1] <= end:
            gap_start, gap_end = gaps[at]
            if gap_start > start:
                out.append(Text(source.span(start, gap_start).text, source.span(start, gap_start)))
            out.append(Text("\n", source.span(gap_start, gap_end)))
            start = gap_end
            at += 1
        if start < end:
            out.append(Text(source.span(start, end).text, source.span(start, end)))
    return out


def _one_break(effect, gaps: list[tuple[int, int]], at: int, source: SourceFile):
    """An effect that goes on over line breaks (`３点の\r\n　　ダメージ`) with each written as one `"\n"`, as the text
    between two lines is (the blanks around it and a CRLF's `\r` are no words of it)."""
    start, end = effect.span.start, effect.span.end
    pieces = []
    while at < len(gaps) and gaps[at][0] >= start and gaps[at][1] <= end:
        pieces.append(source.text[start:gaps[at][0]])
        start = gaps[at][1]
        at += 1
    if not pieces:
        return effect
    return attrs.evolve(effect, text="\n".join([*pieces, source.text[start:end]]))
