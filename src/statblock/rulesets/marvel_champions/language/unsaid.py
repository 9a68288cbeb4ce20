"""Words of an effect sentence kept as text that no diagnostic names: MC125 says them.

A sentence (or the words after its last typed clause, `敵1体に3ダメージを与え、…`) that no shape of the cards'
wording reads is an effect of kind `text`: printed on the card word for word, resolved by no one (`timing --resolve`
leaves it by hand). When it is a slip the ruleset knows (a misspelt verb, a condition with no effect, a Japanese
condition not read: MC110, MC111, MC114, …) a warning says so; the rest was kept with no word, which reads as if it
was understood. MC125, an information, says it at those words: not a warning, as much of it is a card's own prose
(the published corpus keeps a few dozen such sentences, each meant as written: `Continue that activation.`), but
seen in `check` and the editor, so that an author who meant a rule sees that it was not read. Said once the file's
other diagnostics are known: words any of them touches are said already. Reminder text (a sentence all in
parentheses) is no rule and is not said.
"""

from __future__ import annotations

import bisect

from ....diagnostics import Diagnostic, Severity, TouchedSpans
from ..catalog import message
from .printed_marks import icons_text, icons_written

__all__ = ["unsaid_texts"]

#: The most of a text the message quotes (a sentence of thousands of characters: its start and `…`)
_QUOTED = 60


def unsaid_texts(sources, cards, said: list[Diagnostic]) -> list[Diagnostic]:
    """MC125 (information) at each text effect of `cards` (compiled, in the order of `sources`, the front-end's
    cards) that no diagnostic of `said` touches, each sentence once (two abilities of one paragraph share theirs:
    `When Revealed/Defeated: …`)."""
    out: list[Diagnostic] = []
    touched = None   # (made when a text is first found: most files have none)
    for source, card in zip(sources, cards):
        seen: set[tuple[int, int]] = set()
        index = None   # (the source's paragraphs by where they start: made when a text is first found)
        for ability in card.abilities:
            for sentence in (*ability.effects, *(s for o in ability.options for s in o.effects)):
                key = (sentence.span.start, sentence.span.end)
                texts = [e.text for e in sentence.effects if e.kind == "text" and e.text.strip()]
                if sentence.reminder or not texts or key in seen:
                    continue
                seen.add(key)
                if touched is None:
                    touched = TouchedSpans(said, sentence.span.source)
                if index is None:
                    # (with its icons printed as symbols written as the icons, as the reader took them: `Sing a ⚡
                    # song` is found at its words, not said over its whole sentence)
                    index = _ParagraphIndex([icons_written(p) for p in source.paragraphs])
                for text, span in _places(index, sentence, texts):
                    if not touched(span.start, max(span.end, span.start + 1)):
                        text = _as_written(text, span)
                        shown = text if len(text) <= _QUOTED else text[:_QUOTED - 1] + "…"
                        out.append(Diagnostic("MC125", Severity.INFO, message("language.unsaid_text", text=shown),
                                              span, card.name or None, message("language.unsaid_text_help")))
    return out


def _as_written(text: str, span) -> str:
    """`text` as the file writes it at `span` (`"I ⚡ this city!"`, where the reader took the symbol for `[energy]`)
    when that is the same words with its icons printed as symbols; else `text`."""
    written = span.source.text[span.start:span.end]
    return written if written != text and icons_text(written) == text.strip() else text


def _places(paragraphs: "_ParagraphIndex", sentence, texts: list[str]):
    """(text, span) of each of `texts` (a sentence's, in order) in the file: sought in the paragraph that holds the
    sentence, from where it starts, each after the one before; the sentence's span when it is not found there (words
    the effect reader changed)."""
    found = paragraphs.at(sentence.span.start)
    if found is None:
        return [(text, sentence.span) for text in texts]
    paragraph, start = found
    end = start + len(sentence.text)
    out = []
    at = start
    for text in texts:
        words = text.strip()
        index = paragraph.text.find(words, at, end)
        if index < 0:
            index = paragraph.text.find(words, start, end)
        if index < 0:
            out.append((text, sentence.span))
            continue
        at = index + len(words)
        out.append((text, paragraph.span(index, at)))
    return out


class _ParagraphIndex:
    """A source's paragraphs, found by a file offset in time log(paragraphs): each paragraph's runs map its text onto
    the file in order (MarvelCDB's JSON escapes and markup skip characters of the file), and paragraphs do not
    overlap, so the one that may hold an offset is the last to start at or before it."""

    def __init__(self, paragraphs):
        placed = sorted(((p.runs[0][1], n), p) for n, p in enumerate(paragraphs) if p.runs)
        self._starts = [start for (start, _), _ in placed]
        self._paragraphs = [p for _, p in placed]
        self._files = [[file for _, file in p.runs] for p in self._paragraphs]

    def at(self, offset: int):
        """(the paragraph, the index in its text) of the character at file `offset`, or None."""
        n = bisect.bisect_right(self._starts, offset) - 1
        if n < 0:
            return None
        paragraph, runs = self._paragraphs[n], self._paragraphs[n].runs
        k = bisect.bisect_right(self._files[n], offset) - 1
        index = runs[k][0] + offset - runs[k][1]
        if 0 <= index <= len(paragraph.text) and (k + 1 == len(runs) or index < runs[k + 1][0]) \
                and paragraph.file_offset(index) == offset:
            return paragraph, index
        return None
