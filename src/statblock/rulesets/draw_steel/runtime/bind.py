"""Binding a hero to an ability: every number worked out.

`3 + M damage` becomes `5 damage` for Might 2, `7 + M or A damage` takes the
better of the two, `A < WEAK` becomes `A < 0` when the potency score is 2, and
the power roll learns what it adds to 2d10. Kit damage goes on the rolled
damage of Weapon abilities. The result is still made of the effect classes of
`effects.py`, so the resolver and the cards read bound and unbound effects
alike: a bound `Damage` has no characteristics left, a bound `PotencyGate` has
a `value` (its `strength` is kept for display).
"""

from __future__ import annotations

import re

from typing import Callable

import attrs

from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from . import effects as fx
from .compiled import CompiledAbility, CompiledRoll, CompiledTier
from .hero import Hero
from .on_targets import TargetsNamed, targets_named
from ....records import frozen

__all__ = ["BoundAbility", "BoundRoll", "bind", "bind_effect", "bind_prose", "kit_damage_for", "roll_modifier"]


@frozen
class BoundRoll:
    """A power roll with the hero's numbers: 2d10 + `modifier`; `characteristic` is the one
    chosen (the best of those allowed), None for a flat monster bonus or no bonus."""

    source: CompiledRoll
    characteristic: str | None
    modifier: int
    tiers: tuple[CompiledTier, ...]


@frozen
class BoundAbility:
    ability: CompiledAbility
    hero: Hero
    kit_damage: str | None          # "melee" or "ranged": whose kit damage was added, or None
    rolls: tuple[BoundRoll, ...]    # one per `ability.all_rolls()`, in that order
    # what the command says of the choice of ability (a `Message`: the name named features of several monsters), or None
    note: object = attrs.field(default=None, eq=False)

    @property
    def roll(self) -> BoundRoll | None:
        """The roll `statblock roll` uses: the ability's power roll, else the first roll of a section."""
        return self.rolls[0] if self.rolls else None


def roll_modifier(roll: CompiledRoll, hero: Hero) -> tuple[str | None, int]:
    """What the hero adds to 2d10: the best of the roll's characteristics, or its flat bonus."""
    # A word `check` could not read as a characteristic (SB104) adds nothing.
    known = [c for c in roll.characteristics if _knows(hero, c)]
    if known:
        best = max(known, key=hero.characteristic)
        return best, hero.characteristic(best)
    return None, roll.bonus or 0


def _knows(hero: Hero, characteristic: str) -> bool:
    return characteristic == "highest" or characteristic in hero.characteristics


def kit_damage_for(ability: CompiledAbility, hero: Hero) -> tuple[str | None, tuple[int, int, int]]:
    """Which kit damage the ability's rolled damage gets, and how much per tier.

    Only Weapon abilities get kit damage: melee damage with the Melee keyword, ranged damage with
    Ranged. An ability with both (`Melee 1 or ranged 5`) is used either as a melee or as a ranged
    ability, so it gets one of the two, never their sum: we take the one with the larger total
    over the three tiers (melee on a tie), the choice a player makes before rolling.
    """
    keywords = set(ability.keywords)
    if "weapon" not in keywords:
        return None, (0, 0, 0)
    options = []
    if "melee" in keywords:
        options.append(("melee", hero.kit.melee_damage))
    if "ranged" in keywords:
        options.append(("ranged", hero.kit.ranged_damage))
    if not options:
        return None, (0, 0, 0)
    kind, bonus = max(options, key=lambda option: sum(option[1]))  # max keeps the first on a tie
    return (kind, bonus) if any(bonus) else (None, (0, 0, 0))


# ---- effects, one binder per kind ---------------------------------------------------------


def _bind_damage(effect: fx.Damage, hero: Hero, ruleset: Vocabulary) -> fx.Damage:
    if effect.level:  # `lightning damage equal to 5 + your level`: 7 for a hero of level 2
        effect = attrs.evolve(effect, amount=effect.amount + hero.level, level=False)
    if not effect.characteristics or not all(_knows(hero, c) for c in effect.characteristics):
        return effect  # nothing to add, or a letter `check` reports (SB104): printed as written
    best = max(hero.characteristic(c) for c in effect.characteristics)
    return attrs.evolve(effect, amount=effect.amount + best, characteristics=())


def _bind_modifier(effect: fx.DamageModifier, hero: Hero, ruleset: Vocabulary) -> fx.DamageModifier:
    """`weakness equal to 5 + your Reason score` for a hero with Reason 2: weakness 7."""
    if not effect.characteristics or not all(_knows(hero, c) for c in effect.characteristics):
        return effect
    best = max(hero.characteristic(c) for c in effect.characteristics)
    return attrs.evolve(effect, amount=effect.amount + best, characteristics=())


def _bind_potency(effect: fx.PotencyGate, hero: Hero, ruleset: Vocabulary) -> fx.PotencyGate:
    value = effect.value if effect.strength is None else hero.potency(effect.strength, ruleset)
    return attrs.evolve(effect, value=value, effects=tuple(bind_effect(e, hero, ruleset) for e in effect.effects))


def _bind_timed(effect: fx.Timed, hero: Hero, ruleset: Vocabulary) -> fx.Timed:
    return attrs.evolve(effect, effects=tuple(bind_effect(e, hero, ruleset) for e in effect.effects))


def _bind_choice(effect: fx.Choice, hero: Hero, ruleset: Vocabulary) -> fx.Choice:
    return fx.Choice(tuple(tuple(bind_effect(e, hero, ruleset) for e in option) for option in effect.options))


def _bind_forced(effect: fx.ForcedMove, hero: Hero, ruleset: Vocabulary) -> fx.ForcedMove:
    """`slide 2 + R` for a hero with Reason 2: slide 4."""
    if not effect.characteristics or not all(_knows(hero, c) for c in effect.characteristics):
        return effect
    best = max(hero.characteristic(c) for c in effect.characteristics)
    return attrs.evolve(effect, distance=max(0, effect.distance + best), characteristics=())


def _bind_text(effect: fx.Text, hero: Hero, ruleset: Vocabulary) -> fx.Text:
    """`bleeding (EoT), then bleeding (save ends) while M < STRONG`: a clause kept as text still gets
    the hero's numbers where it names a potency (`M < 2`); its other words stay as written."""
    text = bind_prose(effect.text, hero, ruleset)
    return effect if text == effect.text else fx.Text(text)


def bind_prose(text: str, hero: Hero, ruleset: Vocabulary | None = None) -> str:
    """`text` (a clause kept as text, or a section's prose: `If the target has R < AVERAGE, they are
    slowed`) with the hero's number for each potency it names (`R < 1`); its other words as written."""
    rules = ruleset or vocabulary()

    def value(match: re.Match) -> str:
        term = rules.potency_strengths.lookup(match.group(2))
        if term is None:
            return match.group(0)
        return f"{match.group(1)}{hero.potency(term.id, rules)}"

    return _potency_in_text(rules).sub(value, text)


_POTENCIES: dict[str, re.Pattern] = {}


def _potency_in_text(rules: Vocabulary) -> re.Pattern:
    """`R < AVERAGE`, `R < average`, `[WEAK]`, `A < 弱`: a characteristic letter, `<` and any spelling of a
    potency strength the ruleset knows (made once per ruleset)."""
    found = _POTENCIES.get(rules.name)
    if found is None:
        spellings = sorted({s for term in rules.potency_strengths.terms.values() for s in (*term.en, *term.ja)},
                           key=lambda s: (-len(s), s))
        words = "|".join(re.escape(s) for s in spellings)
        found = _POTENCIES[rules.name] = re.compile(
            rf"(\b[MARIPＭＡＲＩＰ]\s*[<＜]\s*)\[?((?i:{words}))\]?(?![A-Za-z])")
    return found


def _unchanged(effect, hero: Hero, ruleset: Vocabulary):
    return effect


def _bind_resource(effect: fx.ResourceChange, hero: Hero, ruleset: Vocabulary) -> fx.ResourceChange:
    """`you gain 2 heroic resource`: any class's heroic resource is this hero's own (`2 Ferocity` for a
    fury), so the card and the roll name the one the player counts; without a class it stays as said."""
    term = ruleset.heroic_resources.terms.get(effect.resource)
    own = hero.heroic_resource(ruleset)
    if term is None or not term.extra.get("any_class") or own is None:
        return effect
    return attrs.evolve(effect, resource=own)


def own_resource(resource: str | None, hero: Hero, ruleset: Vocabulary) -> str | None:
    """The hero's own heroic resource for one any class spends (`Heroic Resource`: `ferocity` for a fury), as a
    cost or a Spend section names it on the hero's card; any other resource as it is."""
    term = ruleset.heroic_resources.terms.get(resource) if resource else None
    own = hero.heroic_resource(ruleset)
    return own if term is not None and term.extra.get("any_class") and own is not None else resource


_BINDERS: dict[type, Callable] = {
    fx.Damage: _bind_damage,
    fx.PotencyGate: _bind_potency,
    fx.Choice: _bind_choice,
    fx.ForcedMove: _bind_forced,
    fx.ApplyCondition: _unchanged,
    fx.OwnMove: _unchanged,
    fx.MakeVertical: _unchanged,
    fx.IgnoreStability: _unchanged,
    fx.Timed: _bind_timed,
    fx.TemporaryStamina: _unchanged,
    fx.ResourceChange: _bind_resource,
    fx.EdgeOrBane: _unchanged,
    fx.DamageModifier: _bind_modifier,
    fx.NoEffect: _unchanged,
    fx.Reference: _unchanged,
    fx.StatChange: _unchanged,
    fx.Slay: _unchanged,
    fx.TargetCount: _unchanged,
    fx.TierArea: _unchanged,
    fx.Summon: _unchanged,
    fx.UseAbility: _unchanged,
    fx.FreeStrike: _unchanged,
    fx.Text: _bind_text,
}


def bind_effect(effect: fx.Effect, hero: Hero, ruleset: Vocabulary | None = None) -> fx.Effect:
    """`effect` with the hero's numbers; a kind missing from the table raises KeyError."""
    return _BINDERS[type(effect)](effect, hero, ruleset or vocabulary())


def _add_kit_damage(effects: tuple[fx.Effect, ...], extra: int) -> tuple[fx.Effect, ...]:
    """Kit damage adds to the tier's rolled damage once: to its first damage clause."""
    if not extra:
        return effects
    out = list(effects)
    for index, effect in enumerate(out):
        if isinstance(effect, fx.Damage):
            out[index] = attrs.evolve(effect, amount=effect.amount + extra)
            break
    return tuple(out)


def _bind_tier(tier: CompiledTier, extra: int, hero: Hero, ruleset: Vocabulary,
               named: TargetsNamed | None = None) -> CompiledTier:
    effects = _add_kit_damage(tuple(bind_effect(e, hero, ruleset) for e in tier.effects), extra)
    if named is not None:
        effects = named.on_the_targets(effects)
    clauses = []
    for clause in tier.clauses:  # the same effects grouped by source clause, for cards
        bound = tuple(bind_effect(e, hero, ruleset) for e in clause)
        if extra and any(isinstance(e, fx.Damage) for e in bound):
            bound, extra = _add_kit_damage(bound, extra), 0
        clauses.append(bound)
    return attrs.evolve(tier, effects=effects, clauses=tuple(clauses))


def _bind_roll(roll: CompiledRoll, hero: Hero, kit: tuple[int, int, int], ruleset: Vocabulary,
               named: TargetsNamed | None = None) -> BoundRoll:
    characteristic, modifier = roll_modifier(roll, hero)
    tiers = []
    for position, tier in enumerate(roll.tiers):
        number = tier.number or position + 1
        extra = kit[number - 1] if 1 <= number <= 3 else 0
        tiers.append(_bind_tier(tier, extra, hero, ruleset, named))
    return BoundRoll(roll, characteristic, modifier, tuple(tiers))


def bind(ability: CompiledAbility, hero: Hero, ruleset: Vocabulary | None = None) -> BoundAbility:
    """Work out every number of `ability` for `hero`."""
    ruleset = ruleset or vocabulary()
    kind, kit = kit_damage_for(ability, hero)
    named = targets_named(ability.target, ruleset)
    rolls = tuple(_bind_roll(roll, hero, kit, ruleset, named) for roll in ability.all_rolls())
    return BoundAbility(ability, hero, kind, rolls)
