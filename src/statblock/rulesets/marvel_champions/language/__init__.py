"""The language of Marvel Champions' abilities: the printed wording read into typed `Ability` objects.

`read_card` reads every paragraph of a `CardSource` (a front-end's card) into a `CompiledCard`;
`read_ability` reads one paragraph. The grammar is `ability.lark` (loaded by `parser.py`), the words
come from `../vocabulary.toml`; `reader.py` makes abilities of the parse (seed 002's ability types,
mandatory or optional, forms, labels, keywords), `sentences.py` their sentences, conditions, costs
and limits, `effects.py` the typed effects.
"""

from __future__ import annotations

import re

import attrs

from ....diagnostics import Diagnostic, Fragment
from ..model import Ability, CompiledCard, Option
from .reader import MANDATORY, is_mandatory, read_paragraph

__all__ = ["MANDATORY", "as_option", "is_mandatory", "read_ability", "read_card", "read_paragraph"]

_BULLET = re.compile(r"\s*•")


def read_ability(fragment: Fragment, card=None) -> tuple[Ability, list[Diagnostic]]:
    """The ability one paragraph holds. A paragraph that holds more than one (`Surge. When Revealed: …`,
    a keyword line before a trigger) gives its first here: `read_paragraph` gives them all, and
    `read_card` uses it."""
    abilities, diagnostics = read_paragraph(fragment, card)
    if not abilities:
        return Ability(fragment.text, fragment.span(), "constant", True), diagnostics
    return abilities[0], diagnostics


def as_option(ability: Ability) -> Option:
    """A constant ability read from a bulleted paragraph, as an option of the ability it belongs to."""
    return Option(ability.text, ability.span, ability.condition, ability.costs, ability.effects)


def read_card(card) -> tuple[CompiledCard, list[Diagnostic]]:
    """A card's abilities, in the order of its text, and what was found wrong in them. A bulleted paragraph
    after an ability is an option of that ability (`Ability.options`), not an ability of its own."""
    abilities: list[Ability] = []
    diagnostics: list[Diagnostic] = []
    for paragraph in card.paragraphs:
        found, problems = read_paragraph(paragraph, card)
        diagnostics.extend(problems)
        if abilities and _BULLET.match(paragraph.text) and found and found[0].type == "constant":
            # `• Deal 1 damage to an enemy.` after `choose one:`: an option of the ability before it
            option = found.pop(0)
            abilities[-1] = attrs.evolve(abilities[-1], options=(*abilities[-1].options, as_option(option)))
        abilities.extend(found)
    compiled = CompiledCard(card.name, card.span, card.code, card.type, card.subname, tuple(card.traits),
                            dict(card.stats), tuple(abilities))
    return compiled, diagnostics
