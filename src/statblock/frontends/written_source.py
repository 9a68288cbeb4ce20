"""Text a front-end writes from a file and reads as if it were the file, shown where it came from.

Some files are best read by writing them again in a format the tool already reads: statblock's own JSON is
written back as the native text it stands for. The text written is a `WrittenSource`: its offsets are those of
the written text (so what reads it, and everything that compares or slices positions, works on it as on any
file), but a line and column, and the line a diagnostic shows, are those of the file it was written from
(`shown`), through a map that places every written character on the character of the file it stands for.
"""

from __future__ import annotations

import bisect

import attrs

from ..diagnostics import SourceFile

__all__ = ["TextPlacer", "WrittenSource"]


class TextPlacer:
    """Text written line by line, each character placed on an offset of the file it is written from."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.runs: list[list[tuple[int, int]]] = []  # per line: (index in the line, offset in the file) runs
        self._parts: list[str] = []
        self._line_runs: list[tuple[int, int]] = []
        self._length = 0

    def put(self, text: str, runs: tuple[tuple[int, int], ...] | int) -> None:
        """Add `text` to the line: `runs` are (index in `text`, file offset) runs (a `Fragment`'s) or one offset,
        from which its characters follow one another."""
        if not text:
            return
        for index, offset in ((0, runs),) if isinstance(runs, int) else runs:
            if index < len(text):
                self._line_runs.append((self._length + index, offset))
        self._parts.append(text)
        self._length += len(text)

    def end_line(self) -> None:
        self.lines.append("".join(self._parts))
        self.runs.append(self._line_runs or [(0, 0)])
        self._parts, self._line_runs, self._length = [], [], 0

    def source(self, shown: SourceFile, origins: dict[str, int] | None = None,
               prose_lines: frozenset[int] = frozenset(), inside_lines: dict[int, int] | None = None) -> WrittenSource:
        """The text written so far, as a file shown as `shown`; `origins`, `prose_lines`, `inside_lines`: see
        `WrittenSource`."""
        return WrittenSource(shown.path, "\n".join(self.lines) + "\n", shown, [list(r) for r in self.runs],
                             origins=dict(origins or {}), prose_lines=prose_lines, inside_lines=dict(inside_lines or {}))


@attrs.define(eq=False)
class WrittenSource(SourceFile):
    """A file's text written again (see the module): offsets of the written text, positions of `shown`."""

    shown: SourceFile = attrs.field(kw_only=False)
    runs: list = attrs.field(repr=False)
    # the files the text was first written from, as `shown` names them (a JSON's `path`s), each with the offset in
    # `shown` where the first thing from it is said
    origins: dict = attrs.field(factory=dict, repr=False, kw_only=True)
    # the lines (0-based) of the written text that stand for prose of the file it was written from, written so that
    # the reader skips them (a JSON's text of no ability, as comment lines): prose again when written out
    prose_lines: frozenset = attrs.field(factory=frozenset, repr=False, kw_only=True)
    # the lines (0-based) of the written text, written so that the reader skips them, that stand for text inside a
    # block of the file it was written from (a JSON's passage marked as inside an ability), each with the line where
    # that block's written text starts
    inside_lines: dict = attrs.field(factory=dict, repr=False, kw_only=True)

    def shown_offset(self, offset: int) -> int:
        """The offset in `shown` of the written character at `offset` (the end of a line: its last one's)."""
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self.line_starts, offset) - 1
        runs = self.runs[min(line, len(self.runs) - 1)]
        column = offset - self.line_starts[line]
        index, at = runs[bisect.bisect_right(runs, (column, 1 << 62)) - 1]
        return max(0, min(at + column - index, len(self.shown.text)))

    def position(self, offset: int) -> tuple[int, int]:
        return self.shown.position(self.shown_offset(offset))

    @property
    def line_count(self) -> int:
        return self.shown.line_count

    def line_text(self, line: int) -> str:
        return self.shown.line_text(line)

    def line_excerpt(self, line: int, column: int) -> tuple[str, int | None]:
        return self.shown.line_excerpt(line, column)
