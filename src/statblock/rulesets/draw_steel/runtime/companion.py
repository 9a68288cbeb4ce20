"""Who uses an ability: the hero, or their companion.

A beastheart shares some abilities with their companion: one with the Companion keyword is used by the companion
alone (the beastheart's Companion Rules), who rolls its power roll with their own characteristics (`1 + M` is the
companion's Might, `Power Roll + Might` theirs). Bound to the hero, such an ability printed and rolled the hero's
numbers (a beastheart of Might 1 with a wolf of Might 2: `2d10 + 1`, `2 damage`, where the wolf rolls `2d10 + 2`
for `3 damage`). The hero file may give the companion (`[companion]`, its name and characteristics); without it the
ability is not bound (its numbers stay as written, `1 + M`).
"""

from __future__ import annotations

from .compiled import CompiledAbility
from .hero import Hero

__all__ = ["COMPANION_KEYWORD", "roller", "used_by_companion"]

#: the keyword of the abilities only the companion uses (`keywords.companion`)
COMPANION_KEYWORD = "companion"


def used_by_companion(ability: CompiledAbility) -> bool:
    """Whether only a companion uses `ability` (its keywords hold Companion)."""
    return COMPANION_KEYWORD in ability.keywords


def roller(ability: CompiledAbility, hero: Hero) -> Hero | None:
    """Who uses `ability` for `hero`: the hero, or for a Companion ability the hero's companion (None when the
    hero file gives none: the ability's numbers are not the hero's to work out)."""
    return hero.companion if used_by_companion(ability) else hero
