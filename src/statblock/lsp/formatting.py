"""Formatting: the document's text made canonical by its ruleset's `fmt` (`Ruleset.format`), under the
same conditions as `statblock fmt`: a native file of a ruleset that offers `fmt`, with no errors, and
whose formatted text the ruleset vouches for (any problem leaves the text as it is)."""

from __future__ import annotations

from lsprotocol import types

from ..diagnostics import Severity
from ..messages import counted, msg
from ..rulesets import registry
from .analysis import Analysis
from ..records import frozen

__all__ = ["Formatted", "format_document"]


@frozen
class Formatted:
    """The edits (none when the text is already canonical), or why there are none (`refusal`, a message)."""

    edits: list[types.TextEdit]
    refusal: object | None = None


def format_document(analysis: Analysis, original: str, lang: str) -> Formatted:
    """`original` is the text as the editor holds it: the formatted text keeps its line endings and
    byte order mark."""
    name = analysis.result.ruleset
    if not name:
        return Formatted([], msg("cli.no_ruleset", path=analysis.path, command="statblock rulesets"))
    ruleset = registry.get(name)
    if "fmt" not in ruleset.offers:
        return Formatted([], msg("cli.not_offered_for", path=analysis.path, ruleset=ruleset.label(lang),
                                 name=ruleset.name, command="fmt"))
    refused = ruleset.format_refusal(analysis.path)
    if refused is not None:
        return Formatted([], refused)
    errors = sum(1 for d in analysis.diagnostics if d.severity is Severity.ERROR)
    if errors:
        return Formatted([], msg("fmt.has_errors", path=analysis.path, errors=counted(errors, "error", "errors")))
    result = ruleset.format(analysis.text, analysis.path)
    if result.problems:
        return Formatted([], result.problems[0])
    if not result.changed or result.text == analysis.text:
        return Formatted([])
    text = result.text
    if "\r\n" in original:
        text = text.replace("\n", "\r\n")
    text = "\ufeff" * analysis.index.boms + text
    whole = types.Range(start=types.Position(line=0, character=0), end=analysis.index.end)
    return Formatted([types.TextEdit(range=whole, new_text=text)])
