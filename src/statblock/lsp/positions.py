"""Positions between statblock and an editor.

statblock counts characters (code points) in a file's text with its line endings made `\\n` and
a leading byte order mark taken off (`frontends.read_decoded`). An editor counts lines as LSP does
(`\\r\\n`, `\\r` and `\\n` each end one) and columns in the code units of the position encoding the
two agreed on: UTF-16 by default, where a character outside the Basic Multilingual Plane (most
emoji) takes two units, a Japanese character one. `LineIndex` converts both ways, exactly, for
one text.
"""

from __future__ import annotations

import bisect

from lsprotocol import types

__all__ = ["LineIndex", "normalized"]

_BOM = "\ufeff"


def normalized(text: str) -> tuple[str, int]:
    """The text as statblock reads it (`\\n` line endings, no leading byte order marks) and how many
    byte order marks were taken off its start."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    stripped = text.lstrip(_BOM)
    return stripped, len(text) - len(stripped)


def _units(text: str, encoding: str) -> int:
    """How many code units `text` takes in the position encoding `encoding`."""
    if encoding == types.PositionEncodingKind.Utf8:
        return len(text.encode("utf-8", "surrogatepass"))
    if encoding == types.PositionEncodingKind.Utf32:
        return len(text)
    if text.isascii():
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


class LineIndex:
    """Offsets into a normalized text (see `normalized`) and LSP positions in the document it came from."""

    def __init__(self, text: str, boms: int = 0, encoding: str = types.PositionEncodingKind.Utf16) -> None:
        self.text, self.boms, self.encoding = text, boms, encoding
        starts = [0]
        find = text.find
        at = find("\n")
        while at != -1:
            starts.append(at + 1)
            at = find("\n", at + 1)
        self._starts = starts

    @property
    def end(self) -> types.Position:
        """The position just after the document's last character."""
        return self.position(len(self.text))

    def _line_end(self, line: int) -> int:
        return self._starts[line + 1] - 1 if line + 1 < len(self._starts) else len(self.text)

    def position(self, offset: int) -> types.Position:
        """The LSP position of the character offset `offset` of the normalized text (clamped to it)."""
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self._starts, offset) - 1
        return self.at(line, offset - self._starts[line])

    def at(self, line: int, column: int) -> types.Position:
        """The LSP position of the character `column` (0-based) of line `line` (0-based)."""
        line = max(0, min(line, len(self._starts) - 1))
        start = self._starts[line]
        end = min(start + max(0, column), self._line_end(line))
        units = _units(self.text[start:end], self.encoding)
        if line == 0 and self.boms:
            units += _units(_BOM * self.boms, self.encoding)
        return types.Position(line=line, character=units)

    def range(self, start: int, end: int) -> types.Range:
        return types.Range(start=self.position(start), end=self.position(max(start, end)))

    def offset(self, position: types.Position) -> int:
        """The character offset of the normalized text at an LSP position; a column past the end of its
        line is the line's end, a line past the last is the text's end (as LSP says)."""
        if position.line >= len(self._starts):
            return len(self.text)
        start, end = self._starts[position.line], self._line_end(position.line)
        wanted = position.character
        if position.line == 0 and self.boms:
            wanted = max(0, wanted - _units(_BOM * self.boms, self.encoding))
        line = self.text[start:end]
        if self.encoding == types.PositionEncodingKind.Utf32 or line.isascii():
            return start + min(wanted, len(line))
        units = 0
        for index, char in enumerate(line):
            if units >= wanted:
                return start + index
            units += _units(char, self.encoding)
        return end
