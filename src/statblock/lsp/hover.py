"""Hover: what the text under the mouse works out to, from the document's ruleset (`Ruleset.hover`):
for Draw Steel the numbers of a tier line or a potency for the chosen hero, and a power roll's odds."""

from __future__ import annotations

from lsprotocol import types

from ..messages import msg
from ..rulesets import registry
from .analysis import Analysis
from .heroes import Chosen

__all__ = ["hover_at"]


def hover_at(analysis: Analysis, offset: int, chosen: Chosen, lang: str) -> types.Hover | None:
    """The hover at the character `offset` of the analysed text, or None when there is nothing to say.
    A hero file that cannot be read is said below what the ruleset says without a hero."""
    name = analysis.result.ruleset
    if not name or analysis.result.source is None:
        return None
    ruleset = registry.get(name)
    said = ruleset.hover(analysis.result, offset, chosen.hero, lang)
    if said is None:
        return None
    if chosen.problem is not None:
        problem = chosen.problem.render(lang) if hasattr(chosen.problem, "render") else str(chosen.problem)
        said += "\n\n" + msg("lsp.hero_unusable", problem=problem).render(lang)
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=said))
