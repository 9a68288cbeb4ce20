"""Conditions said of creatures whom the target line names, put on the targets (seed 000: the target line says whom
the ability affects). `each ally is slowed (EoT)` where every target is an ally (`Two allies`, `Each ally in the
area`); `each enemy and each ally in the area are slowed (save ends)` where the targets are each creature in the area
(both), or each enemy in it (the enemies': the allies' stay said of them, for the table). A condition both subjects
put on the targets lands once. The cards keep the clause as written (a tier's `clauses` are not touched).
"""

from __future__ import annotations

import attrs

from ....vocabulary import Vocabulary
from . import effects as fx
from ....records import frozen

__all__ = ["TargetsNamed", "targets_named"]

_AREA = "in_the_area"
#: what a target line's noun, each of it in the area, names of the `creatures` (`creature`: enemies and allies)
_NOUN_NAMES = {"creature": ("each_enemy", "each_ally"), "enemy": ("each_enemy",), "ally": ("each_ally",)}


@frozen
class TargetsNamed:
    """The subjects a target line names, as (a `creatures` id, None or the place `in_the_area`)."""

    named: frozenset[tuple[str, str | None]]
    ruleset: Vocabulary

    def on_the_targets(self, effects: tuple[fx.Effect, ...]) -> tuple[fx.Effect, ...]:
        """`effects` with each condition said of creatures the line names put on the targets, once."""
        out: list[fx.Effect] = []
        for effect in effects:
            if isinstance(effect, fx.ApplyCondition) and effect.subject is not None \
                    and self._said_of(effect.subject) in self.named:
                effect = attrs.evolve(effect, subject=None)
                if effect in out:
                    continue  # (`each enemy and each ally in the area`, both the targets: slowed once)
            elif isinstance(effect, fx.Choice):
                # (`each enemy in the area is prone or slowed (EoT)`: the choice, on each target)
                effect = fx.Choice(tuple(self.on_the_targets(option) for option in effect.options))
            out.append(effect)
        return tuple(out)

    def _said_of(self, subject: str) -> tuple[str, str | None] | None:
        term = self.ruleset.creatures.lookup(subject)
        if term is not None:
            return term.id, None
        place = self.ruleset.target_words.terms[_AREA].en[0]
        who, _, where = subject.rpartition(" " + place)
        term = self.ruleset.creatures.lookup(who) if who and not where else None
        return (term.id, _AREA) if term is not None else None


def targets_named(target: str | None, ruleset: Vocabulary) -> TargetsNamed | None:
    """Whom the target line `target` names as a condition's subject may name them; None when it names no one so."""
    from ..target_phrases import target_words  # noqa: PLC0415 - read only for the abilities bound

    phrase = target_words(ruleset).read(target)
    if phrase is None:
        return None
    named: set[tuple[str, str | None]] = set()
    if all((group.quantity == "each" or isinstance(group.quantity, int)) and group.nouns
           and all(noun.noun == "ally" for noun in group.nouns) for group in phrase.groups):
        named.add(("each_ally", None))  # (`Two allies`: each ally an effect names is each target)
    # (`Each enemy and each ally in the area`: English says the place once, last, of each group before it too)
    area = bool(phrase.groups) and phrase.groups[-1].place == _AREA
    for group in phrase.groups:
        if group.quantity == "each" and (group.place or (_AREA if area else None)) == _AREA:
            for noun in group.nouns:
                if not noun.adjectives and not noun.conditions:  # (`each marked enemy` is not each enemy)
                    named.update((each, _AREA) for each in _NOUN_NAMES.get(noun.noun, ()))
    return TargetsNamed(frozenset(named), ruleset) if named else None
