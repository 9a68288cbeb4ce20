"""statblock's diagnostics as the editor shows them: the code, the message and its help in the
user's language, the severity, and the exact range."""

from __future__ import annotations

from lsprotocol import types

from ..diagnostics import Diagnostic, Severity
from ..messages import msg
from .analysis import Analysis

__all__ = ["SOURCE", "lsp_diagnostic", "lsp_diagnostics"]

#: The name the editor shows beside each message.
SOURCE = "statblock"

_SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}


def lsp_diagnostics(analysis: Analysis, lang: str) -> list[types.Diagnostic]:
    return [lsp_diagnostic(analysis, number, lang) for number in range(len(analysis.diagnostics))]


def lsp_diagnostic(analysis: Analysis, number: int, lang: str) -> types.Diagnostic:
    """Diagnostic `number` of the analysis. Its range is worked out from the line and column `check`
    prints, so that a diagnostic about another text than the document's (a file too big to read)
    still lands on the line it names."""
    diagnostic: Diagnostic = analysis.diagnostics[number]
    span = diagnostic.span
    source = span.source
    if source is not None and source.text == analysis.text:
        where = analysis.index.range(span.start, span.end)
    else:
        line, column = (span.line, span.column) if source is not None else (1, 1)
        start = analysis.index.at(line - 1, column - 1)
        where = types.Range(start=start, end=start)
    message = diagnostic.text(lang)
    help_text = diagnostic.help(lang)
    if help_text:
        message += "\n" + msg("lsp.help", help=help_text).render(lang)
    replacement = analysis.replacements[number]
    # (the others of its code and words on its line it stands for, `repeated.py`: each place, in the document)
    related = [types.DiagnosticRelatedInformation(
        location=types.Location(uri=analysis.uri, range=analysis.index.range(also.start, also.end)),
        message=msg("lsp.said_here_too", code=diagnostic.code).render(lang))
        for also in diagnostic.also if also.source is not None and also.source.text == analysis.text] or None
    return types.Diagnostic(
        range=where, message=message, severity=_SEVERITY.get(diagnostic.severity, types.DiagnosticSeverity.Error),
        code=diagnostic.code, source=SOURCE, related_information=related,
        data={"statblock": number, "replace": replacement.text} if replacement is not None else {"statblock": number})
