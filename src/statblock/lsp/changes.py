"""Edits of an open document, applied exactly as LSP says.

pygls applies an incremental change itself, but counts lines with `str.splitlines` (a form feed, a
U+2028 LINE SEPARATOR or a U+0085 end a line for it, never for an editor) and moves a column past the
end of the last line one character back: its copy of the text would then differ from the editor's,
and the diagnostics, and a formatting edit made of that copy, would be wrong. Each change is applied
here (lines end at `\\r\\n`, `\\r` or `\\n`; a column past its line's end is the line's end; a line past
the last is the text's end) and pygls is handed the whole text.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from lsprotocol import types
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

__all__ = ["Protocol", "applied"]

_LINE_END = re.compile(r"\r\n|\r|\n")


def _offset(text: str, starts: list[int], position: types.Position, encoding: str) -> int:
    if position.line >= len(starts):
        return len(text)
    start = starts[position.line]
    found = _LINE_END.search(text, start)
    line = text[start:found.start() if found else len(text)]
    units = 0
    for index, char in enumerate(line):
        if units >= position.character:
            return start + index
        if encoding == types.PositionEncodingKind.Utf8:
            units += len(char.encode("utf-8", "surrogatepass"))
        elif encoding == types.PositionEncodingKind.Utf32:
            units += 1
        else:
            units += 2 if ord(char) > 0xFFFF else 1
    return start + len(line)


def applied(text: str, change: types.TextDocumentContentChangeEvent, encoding: str) -> str:
    """`text` with one change of a `didChange` made to it."""
    if not isinstance(change, types.TextDocumentContentChangePartial):
        return change.text
    starts = [0] + [found.end() for found in _LINE_END.finditer(text)]
    first = _offset(text, starts, change.range.start, encoding)
    last = max(first, _offset(text, starts, change.range.end, encoding))
    return text[:first] + change.text + text[last:]


class Protocol(LanguageServerProtocol):
    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        if unquote(params.text_document.uri) in self.workspace.text_documents:
            text = self.workspace.get_text_document(params.text_document.uri).source
            encoding = self.workspace.position_encoding or types.PositionEncodingKind.Utf16
            for change in params.content_changes:
                text = applied(text, change, encoding)
            params = types.DidChangeTextDocumentParams(
                text_document=params.text_document,
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)])
        yield from super().lsp_text_document__did_change(params)
