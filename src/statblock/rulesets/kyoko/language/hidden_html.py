"""What a Markdown card file holds that a Markdown reader shows nothing of: an HTML comment (`<!-- … -->`), a
processing instruction (`<?…?>`), a declaration (`<!DOCTYPE …>`) or a CDATA section, opening a line and closed on it or
on a later one (CommonMark's HTML blocks of kinds 2 to 5). Such a block is no card's words; inside a card it is said
(KY043, a note at it: on no card, as the Markdown shows it), so an author's `<!-- 作者のメモ -->` under an effect is not
lost in silence. The card writer's own `<!-- -->` (empty, which ends a list before the line after it) says nothing.

Before, only a comment alone on one line was skipped, in silence; one of several lines was read as a card (`<!--` a
name line, KY001, its words unknown fields, KY003)."""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ..catalog import message

__all__ = ["HiddenBlocks"]

# what opens such a block, and what closes it (each found once: `str.find` from the opening)
_OPENER = re.compile(r"(<!--)|(<\?)|(<!\[CDATA\[)|(<![A-Za-z])")
_CLOSERS = ("-->", "?>", "]]>", ">")


class HiddenBlocks:
    """The hidden blocks of one Markdown file, met line by line (`past`)."""

    def __init__(self, source: SourceFile, problems: list):
        self.source, self.problems = source, problems
        # (where each closing mark is last: an opening with none after it is no block, found without searching the rest
        # of the file again at each such line)
        self.last = {closing: source.text.rfind(closing) for closing in _CLOSERS}
        # (for each closing mark, the last search: (where it started, what it found), none of the mark between them; a
        # later opening's search that starts in that stretch takes the same find: each stretch searched once, where
        # every line of `<!--` closed by a `--> x` searched to the end of the file again, quadratic)
        self.found: dict[str, tuple[int, int]] = {}
        # (the file as written, when Markdown's escapes were undone: a `\\<` written is text, not HTML: the card
        # writer escapes a line's `<` so, and the line read back was dropped as hidden)
        self.shown = getattr(source, "shown", None)

    def past(self, offset: int, in_card: bool) -> int | None:
        """Where the text after the hidden block that opens the line at `offset` starts (the next line's start), or
        None when none opens there, it is never closed, or words follow its close on its line (which a reader shows).
        A block inside a card (`in_card`) that holds words is said (KY043)."""
        text = self.source.text
        opened = _OPENER.match(text, offset)
        if opened is None:
            return None
        if self.shown is not None:
            at = self.source.shown_offset(offset)
            if at > 0 and self.shown.text[at - 1] == "\\":
                return None
        closing = _CLOSERS[opened.lastindex - 1]
        # (the close is searched for from the opening's `<`, as a Markdown reader tests the opening's line: `<!-->`,
        # `<!--->` are whole comments; searched from after `<!--`, a later line's `-->` closed them, cards between lost)
        since = opened.start()
        if self.last[closing] < since:
            return None
        close = self._find(closing, since)
        end = text.find("\n", close)
        end = len(text) if end == -1 else end
        if text[close + len(closing):end].strip():
            return None
        if in_card and (opened.lastindex != 1 or text[opened.end():close].strip()):   # (not the writer's `<!-- -->`)
            span = self.source.span(offset, close + len(closing))
            first = span.text.split("\n", 1)[0]
            self.problems.append(Diagnostic("KY043", Severity.INFO,
                                            message("hidden_html", written=first + (" …" if "\n" in span.text else "")),
                                            span, suggestion=message("hidden_html_help")))
        return end + 1

    def _find(self, closing: str, since: int) -> int:
        """Where `closing` is first at or after `since` (there is one: `self.last`), each stretch searched once."""
        before = self.found.get(closing)
        if before is not None and before[0] <= since <= before[1]:
            return before[1]
        close = self.source.text.find(closing, since)
        self.found[closing] = (since, close)
        return close
