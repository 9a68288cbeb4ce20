"""Code actions: a diagnostic's did-you-mean applied as a quick fix (`replace `proen` with `prone``)."""

from __future__ import annotations

from lsprotocol import types

from .analysis import Analysis
from .reporting import lsp_diagnostic

__all__ = ["quick_fixes"]


def quick_fixes(analysis: Analysis, wanted: types.Range, lang: str) -> list[types.CodeAction]:
    """One quick fix per diagnostic with a replacement whose span meets the range `wanted`."""
    first, last = analysis.index.offset(wanted.start), analysis.index.offset(wanted.end)
    fixes = []
    for number, (diagnostic, replacement) in enumerate(zip(analysis.diagnostics, analysis.replacements)):
        if replacement is None:
            continue
        span = diagnostic.span
        if span.end < first or span.start > last:
            continue
        edit = types.TextEdit(range=analysis.index.range(replacement.start, replacement.end),
                              new_text=replacement.text)
        fixes.append(types.CodeAction(
            title=diagnostic.help(lang) or replacement.text, kind=types.CodeActionKind.QuickFix,
            diagnostics=[lsp_diagnostic(analysis, number, lang)], is_preferred=True,
            edit=types.WorkspaceEdit(changes={analysis.uri: [edit]})))
    return fixes
