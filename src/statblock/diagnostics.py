"""Diagnostics and the error root class: a `Diagnostic` (a code, a severity, a message and the span it is
about), the `Finding` it is reported as (rendered with its snippet, or as JSON), and `StatblockError`.

The positions themselves (`SourceFile`, `Span`, `Fragment`) are `positions.py`'s, and are named here too,
where every module has always imported them from.
"""

from __future__ import annotations

import bisect
from enum import Enum

import attrs

from .positions import SNIPPET_BEFORE, SNIPPET_LONG, SNIPPET_WIDTH, Fragment, SourceFile, Span
from .terminal import printable
from .records import frozen

__all__ = [
    "TouchedSpans",
    "Diagnostic",
    "Finding",
    "Fragment",
    "Severity",
    "SourceFile",
    "Span",
    "StatblockError",
]


class StatblockError(Exception):
    """Root of every error statblock raises on purpose."""


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


@frozen
class Diagnostic:
    """One finding about the input, with a stable code (``SB101``)."""

    code: str
    severity: Severity
    message: object  # a `messages.Message` (or a plain str); str() gives English
    span: Span
    ability: str | None = None
    suggestion: object | None = None
    # the spans of the diagnostics of its code on its line that it stands for too (`repeated.py`): each is kept
    also: tuple[Span, ...] = attrs.field(default=(), eq=False, repr=False)

    def text(self, lang: str = "en") -> str:
        return _render(self.message, lang)

    def help(self, lang: str = "en") -> str | None:
        return None if self.suggestion is None else _render(self.suggestion, lang)

    @property
    def path(self) -> str:
        return self.span.path

    def finding(self) -> Finding:
        """This diagnostic without its source file: positions and the one line a snippet shows."""
        span = self.span
        source = span.source
        line, column = source.position(span.start)
        end_line, end_column = source.position(span.end)
        shown, shown_from = (source.line_excerpt(line, column) if source.text and 1 <= line <= source.line_count
                             else (None, None))
        also = tuple((*source.position(s.start), *source.position(s.end)) for s in self.also)
        return Finding(self.code, self.severity, self.message, span.path, line, column, end_line, end_column,
                       shown, self.ability, self.suggestion, shown_from, also)

    def to_json(self, lang: str = "en") -> dict:
        return self.finding().to_json(lang)

    def render(self, color: bool = False, lang: str = "en") -> str:
        """The human form: ``path:line:col: severity[code]: message`` and a caret snippet (see `Finding.render`)."""
        return self.finding().render(color, lang)


@frozen
class Finding:
    """A diagnostic as it is reported: what `check` prints, streams between processes and caches.

    It keeps only the line of the file that its snippet shows (`line_text`, None when the file
    was never read), so holding many findings costs no more than their own text; of a line longer
    than `SNIPPET_LONG`, only the part the snippet shows, and where it starts in the line (`line_from`).
    """

    code: str
    severity: Severity
    message: object
    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    line_text: str | None = None
    ability: str | None = None
    suggestion: object | None = None
    line_from: int | None = None   # `line_text` is the line's part from here (0-based), the part a snippet shows
    # (line, column, end line, end column) of each diagnostic of its code on its line it stands for too
    also: tuple[tuple[int, int, int, int], ...] = ()

    def text(self, lang: str = "en") -> str:
        return _render(self.message, lang)

    def help(self, lang: str = "en") -> str | None:
        return None if self.suggestion is None else _render(self.suggestion, lang)

    def to_json(self, lang: str = "en") -> dict:
        said = {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "severity": self.severity.value,
            "code": self.code,
            "message": self.text(lang),
            "ability": self.ability,
            "suggestion": self.help(lang),
        }
        if self.also:  # (an added key: a diagnostic that stands for the others of its code on its line)
            said["also"] = [{"line": line, "column": column, "end_line": end_line, "end_column": end_column}
                            for line, column, end_line, end_column in self.also]
        return said

    def render(self, color: bool = False, lang: str = "en") -> str:
        """The human form: ``path:line:col: severity[code]: message`` and a caret snippet.

        The path, the message, the help and the snippet are the user's data and are passed
        through `terminal.printable`, so the result holds no control character but its own
        line breaks (and, with `color`, its own colour codes).
        """
        sev = self.severity.value
        path, message = printable(self.path), printable(self.text(lang))
        if color:
            tint = {"error": "\033[31m", "warning": "\033[33m", "info": "\033[36m"}[sev]
            head = f"\033[1m{path}:{self.line}:{self.column}:\033[0m {tint}{sev}[{self.code}]\033[0m: {message}"
        else:
            head = f"{path}:{self.line}:{self.column}: {sev}[{self.code}]: {message}"
        lines = [head]
        if self.line_text is not None:  # no snippet for a file never read
            text = self.line_text
            if self.line_from is not None:  # the part of an enormous line the snippet shows, cut when found
                prefix = "…" if self.line_from else ""
                text = prefix + text + "…"
                caret_col = self.column - self.line_from + len(prefix)
            elif len(text) > SNIPPET_LONG:  # keep snippets readable on enormous lines
                lo = max(0, self.column - SNIPPET_BEFORE - 1)
                prefix = "…" if lo else ""
                text = prefix + text[lo : lo + SNIPPET_WIDTH] + "…"
                caret_col = self.column - lo + len(prefix)
            else:
                caret_col = self.column
            width = 1
            if self.end_line == self.line:
                width = max(1, self.end_column - self.column)
            width = min(width, max(1, len(text) - caret_col + 1))
            gutter = f"{self.line:>5} | "
            text = text.replace("\t", " ")
            # An escaped control takes several cells and a wide character two: measure what is shown.
            before = printable(text[: caret_col - 1])
            under = printable(text[caret_col - 1 : caret_col - 1 + width])
            lines.append(gutter + printable(text))
            lines.append(" " * (len(gutter) + _cells(before)) + "^" * max(1, _cells(under)))
        if self.suggestion:
            lines.append(f"      = {'ヒント' if lang == 'ja' else 'help'}: {printable(self.help(lang))}")
        return "\n".join(lines)


def _render(message: object, lang: str) -> str:
    render = getattr(message, "render", None)
    return render(lang) if render is not None else str(message)


def _cells(text: str) -> int:
    """Terminal cells taken by `text`: East Asian wide characters take two."""
    if text.isascii():  # (most snippets: one cell a character)
        return len(text)
    import unicodedata

    return len(text) + sum(1 for ch in text if unicodedata.east_asian_width(ch) in "WF")


class TouchedSpans:
    """The stretches of one file that diagnostics name, asked whether one touches a stretch in logarithmic time (a
    file of thousands of words kept as text and thousands of diagnostics stays linear): the rulesets' "kept as text,
    no other diagnostic names it" informations (Draw Steel's SB138, Marvel Champions' MC125) ask it."""

    def __init__(self, said: list[Diagnostic], source) -> None:
        # (a diagnostic of no width, `(s, s)`, touches the words it stands in: it reaches to s + 1)
        spans = sorted((d.span.start, max(d.span.end, d.span.start + 1)) for d in said
                       if d.span is not None and d.span.source is source)
        self.starts = [start for start, _ in spans]
        self.reach: list[int] = []  # the farthest end of the spans up to each
        for _, end in spans:
            self.reach.append(max(end, self.reach[-1]) if self.reach else end)

    def __call__(self, start: int, end: int) -> bool:
        before = bisect.bisect_left(self.starts, end)  # (the spans that start before `end`)
        return before > 0 and self.reach[before - 1] > start
