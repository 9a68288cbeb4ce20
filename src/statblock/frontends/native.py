"""Front-end for the native `.ability` format (see grammar/native.lark)."""

from __future__ import annotations

from lark import Token, Tree

from ..diagnostics import Diagnostic, Fragment, SourceFile
from ..grammar.parser import UnexpectedInput, native_parser, syntax_diagnostic
from .raw import RawAbility, RawLine

__all__ = ["read_native"]

_LINE_KINDS = {
    "tier_line": "tier",
    "roll_line": "roll",
    "labeled_line": "labeled",
    "flavor_line": "flavor",
    "row_line": "row",
    "text_line": "text",
}


def _parsed_extent(text: str) -> int:
    """Where the parser should stop: after the last line that is neither blank nor a comment."""
    pos = len(text)
    while pos > 0:
        start = text.rfind("\n", 0, pos) + 1
        line = text[start:pos]
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return start + len(line.rstrip())
        pos = start - 1
    return 0


def read_native(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    extent = _parsed_extent(source.text)
    if extent == 0:
        return [], []
    whole = Fragment.at(source, 0, extent)
    try:
        tree = native_parser().parse(whole.text)
    except UnexpectedInput as error:
        return [], [syntax_diagnostic(error, whole, "SB100", "this ability file")]
    abilities = []
    for block in tree.children:
        lines: list[RawLine] = []
        for item in block.children:
            if isinstance(item, Token):  # the name line
                lines.append(RawLine("name", _frag(source, item)))
                continue
            kind = _LINE_KINDS[item.data]
            tokens: list[Token] = item.children
            if kind in ("tier", "roll", "labeled"):
                label = _frag(source, tokens[0])
                body = _frag(source, tokens[1]) if len(tokens) > 1 else Fragment.at(source, tokens[0].end_pos, tokens[0].end_pos)
                lines.append(RawLine(kind, body.strip(), label))
            else:
                lines.append(RawLine(kind, _frag(source, tokens[0]).strip()))
        first, last = lines[0].body, lines[-1].body or lines[-1].label
        span = source.span(first.file_offset(0), last.file_offset(len(last.text)))
        abilities.append(RawAbility(lines, "ability", span))
    return abilities, []


def _frag(source: SourceFile, token: Token) -> Fragment:
    return Fragment.at(source, token.start_pos, token.end_pos)
