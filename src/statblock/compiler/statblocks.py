"""Checks on a native monster statblock: the block named `Name (Statblock)`.

Its lines are the book's table, `Label: value` cells separated by `|`
(see docs/authoring.md). Every statblock needs a level, stamina, speed,
stability, free strike and the five characteristics, each a number.
"""

from __future__ import annotations

import re

from .. import ast
from ..diagnostics import Diagnostic, Severity, Span
from ..messages import Localized, msg
from ..rulesets import Ruleset

__all__ = ["check_statblock"]

STATBLOCK_TAG = "statblock"
_NUMBER = re.compile(r"[+\-−]?\d+")


def _cells(section: ast.Section) -> list[tuple[str, str, Span]]:
    """(label, value, span of the value) for every `Label: value` cell of a statblock line."""
    span = section.label_span
    if span is None:
        return []
    source = span.source
    end = source.text.find("\n", span.start)
    end = len(source.text) if end == -1 else end
    line = source.text[span.start:end]
    out = []
    position = 0
    for cell in line.split("|"):
        label, colon, value = cell.partition(":")
        if colon:
            value_start = position + len(label) + 1 + (len(value) - len(value.lstrip()))
            stripped = value.strip()
            out.append((label.strip(), stripped, Span(source, span.start + value_start,
                                                          span.start + value_start + len(stripped))))
        position += len(cell) + 1
    return out


def check_statblock(tree: ast.Ability, rules: Ruleset) -> list[Diagnostic]:
    if (tree.tag or "").strip().lower() != STATBLOCK_TAG:
        return []
    cells = {}
    for section in tree.sections:
        for label, value, span in _cells(section):
            cells[label.lower()] = (label, value, span)
    required = [t for t in rules.statblock_fields.terms.values() if t.extra.get("required")]
    required += list(rules.characteristics.terms.values())
    out = []
    for term in required:
        found = next((cells[s.lower()] for s in (*term.en, *term.ja) if s.lower() in cells), None)
        if found is None:
            field = Localized({lang: term.label(lang) for lang in ("en", "ja")})
            out.append(Diagnostic("SB170", Severity.ERROR, msg("statblock.missing", field=field),
                                  tree.name_span, tree.name, msg("statblock.add", field=field)))
            continue
        label, value, span = found
        first = value.split()[0] if value.split() else ""
        if not _NUMBER.fullmatch(first):
            out.append(Diagnostic("SB171", Severity.ERROR, msg("statblock.number", field=label, value=value),
                                  span, tree.name))
    return out
