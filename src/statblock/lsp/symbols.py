"""Document symbols: the outline of a file, one entry per ability, profile or card (`Ruleset.symbols`)."""

from __future__ import annotations

from lsprotocol import types

from ..rulesets.registry import Symbol
from .positions import LineIndex

__all__ = ["document_symbols", "shown_symbols"]

_KINDS = {
    "ability": types.SymbolKind.Function,
    "profile": types.SymbolKind.Class,
    "card": types.SymbolKind.Class,
    "warband": types.SymbolKind.Namespace,
    "statblock": types.SymbolKind.Namespace,
}


def shown_symbols(found: list[Symbol], source) -> list[Symbol]:
    """`found` placed in the file the user has: for a file read as text written from it (statblock's own JSON read
    back, a `WrittenSource`), each symbol's characters are the written text's, moved onto the JSON's (its first
    character's place to its last's); else `found` as it is."""
    from ..frontends.written_source import WrittenSource

    if not isinstance(source, WrittenSource):
        return found

    def moved(symbol: Symbol) -> Symbol:
        start = source.shown_offset(symbol.start)
        end = max(start, source.shown_offset(max(symbol.start, symbol.end - 1)) + 1)
        return Symbol(symbol.name, symbol.kind, start, end, tuple(moved(child) for child in symbol.children))

    return [moved(symbol) for symbol in found]


def document_symbols(found: list[Symbol], index: LineIndex) -> list[types.DocumentSymbol]:
    return [_symbol(symbol, index) for symbol in found]


def _symbol(symbol: Symbol, index: LineIndex, within: tuple[int, int] | None = None) -> types.DocumentSymbol:
    if within is not None:  # an editor wants every entry inside its parent's range
        start = min(max(symbol.start, within[0]), within[1])
        symbol = Symbol(symbol.name, symbol.kind, start, min(max(symbol.end, start), within[1]), symbol.children)
    whole = index.range(symbol.start, symbol.end)
    line_end = index.text.find("\n", symbol.start)
    first_line = index.range(symbol.start, min(symbol.end, line_end if line_end != -1 else symbol.end))
    return types.DocumentSymbol(
        name=" ".join(symbol.name.split()) or "?", kind=_KINDS.get(symbol.kind, types.SymbolKind.Object),
        range=whole, selection_range=first_line, detail=None,
        children=[_symbol(child, index, (symbol.start, symbol.end)) for child in symbol.children] or None)
