"""The `roll` and `odds` use cases: from file paths to results.

Every problem with the inputs (no such ability, a bad hero or target file, an ability without a
power roll for `odds`) raises a `StatblockError` whose message says what to fix.
"""

from __future__ import annotations

import random

import attrs

from ....diagnostics import StatblockError
from ....messages import labelled, msg
from .bind import BoundAbility, bind
from .companion import roller
from ....vocabulary import fold
from .hero import Hero, Target, default_target, load_hero, load_target
from .lookup import choose_ability
from .odds import NoPowerRoll, Odds, ability_odds
from .resolve import resolve
from .results import Resolution
from .situation import cannot_use, roller_reasons, tally
from ..vocabulary import vocabulary

__all__ = ["CannotUse", "NoRoller", "NothingToCompute", "ability_odds_for", "monster_roller", "prepare", "roll_ability"]


class NothingToCompute(StatblockError):
    """The ability has no power roll, so `odds` has nothing to compute."""


def prepare(path: str, ability_name: str, hero_path: str | None) -> BoundAbility:
    """Read the ability named `ability_name` from `path` and bind the hero of `hero_path` to it; without a
    hero file, the monster whose statblock in `path` holds the ability (`monster_roller`).

    The hero is read first, so a bad hero file is reported even when the ability also is missing.
    """
    if hero_path is None:
        choice = choose_ability(path, ability_name)
        # (a standalone ability of a monster's feature's name is no monster's: `choose_ability` says whose it is)
        user = monster_roller(path, choice.ability, choice.owner, True)
        return attrs.evolve(bind(choice.ability, user), note=choice.note)
    hero = load_hero(hero_path)
    choice = choose_ability(path, ability_name)
    ability = choice.ability
    user = roller(ability, hero)  # a Companion ability: the hero's companion rolls it
    if user is None:
        raise NoRoller(msg("roll.needs_companion", name=ability.name, hero=hero.name, table="[companion]", key="name",
                           characteristics="[companion.characteristics]"))
    return attrs.evolve(bind(ability, user), note=choice.note)


def monster_roller(path: str, ability, owner=None, owned: bool = False) -> Hero:
    """The monster a feature of a statblock belongs to, as the one who uses it: its level and its five
    characteristics (a monster's potency is its highest, as the book's numbers are); a dynamic terrain object's
    feature, the object, with no characteristic (each 0) unless a roll of the feature names one. Refused, with what to
    give instead, for an ability that is no statblock's feature, and for a statblock missing a statistic."""
    from ....pipeline import run

    if owned:  # (the statblock whose feature it is, as `choose_ability` found it: the second monster's of a name too)
        blocks = [owner] if owner is not None and owner.kind in ("statblock", _TERRAIN) else []
    else:
        blocks = [b for b in run([path]).statblocks if b.kind in ("statblock", _TERRAIN) and b.path == ability.path
                  and any(fold(name) == fold(ability.name) for name in b.features)]
    if not blocks:
        raise NoRoller(msg("roll.needs_hero", name=ability.name))
    block = blocks[0]
    if block.kind == _TERRAIN and block.level is not None and not _names_a_characteristic(ability):
        # a dynamic terrain object uses its own features (the iron dragon's Gout of Flame, `Power Roll + 2`): it has
        # no characteristics, its rolls add a bonus the book gives, its potencies are numbers (was refused: `no
        # statblock in the file holds it`)
        return Hero(block.name, dict.fromkeys(vocabulary().characteristics.terms, 0), level=block.level)
    if block.level is None or not block.characteristics \
            or any(value is None for value in block.characteristics.values()):
        raise NoRoller(msg("roll.statblock_incomplete", name=block.name))
    return Hero(block.name, dict(block.characteristics), level=block.level)


# a dynamic terrain object's kind (`CompiledStatblock.kind`)
_TERRAIN = "dynamic_terrain"


def _names_a_characteristic(ability) -> bool:
    """Whether a power roll of the ability adds a characteristic (`Power Roll + Might`): a terrain object has none to
    add. A test the targets make (`Each target makes an Agility test`) adds theirs."""
    rolls = (ability.power_roll, *(section.roll for section in ability.sections))
    return any(roll is not None and roll.kind != "test" and roll.characteristics for roll in rolls)


class CannotUse(StatblockError):
    """The roller's condition keeps it from using the ability (a dazed creature and a triggered action)."""


def _usable(bound: BoundAbility) -> BoundAbility:
    condition = cannot_use(bound.ability, bound.hero.conditions)
    if condition is None:
        return bound
    rules = vocabulary()
    raise CannotUse(msg("roll.cannot_use", name=bound.hero.name, condition=labelled(rules.conditions.terms[condition]),
                        ability=bound.ability.name, action=labelled(rules.action_types.terms[bound.ability.action]),
                        table="[conditions]"))


class NoRoller(StatblockError):
    """No hero file, and the ability is no statblock's feature (or its statblock lacks a statistic); or a Companion
    ability with a hero file that gives no companion."""


def roll_ability(path: str, ability_name: str, hero_path: str | None, target_paths: list[str] | None = None, *,
                 seed: int, edges: int = 0, banes: int = 0, bonus: int = 0, surges: int = 0,
                 automatic: int | None = None, downgrade: int | None = None,
                 potency_surges: int = 0) -> tuple[BoundAbility, Resolution]:
    """One use of the ability, rolled with `random.Random(seed)`. Without target files it resolves
    against `hero.default_target()`: every characteristic 0, no immunities or weaknesses."""
    bound = _usable(prepare(path, ability_name, hero_path))
    targets: list[Target] = [load_target(p) for p in target_paths or ()] or [default_target()]
    resolution = resolve(bound, targets, random.Random(seed), edges=edges, banes=banes, bonus=bonus, surges=surges,
                         automatic=automatic, downgrade=downgrade, potency_surges=potency_surges)
    return bound, resolution


def ability_odds_for(path: str, ability_name: str, hero_path: str | None, *, edges: int = 0, banes: int = 0,
                     bonus: int = 0, automatic: int | None = None) -> Odds:
    bound = _usable(prepare(path, ability_name, hero_path))
    # the roller's own conditions count (not on a test the targets make); those that depend on the targets
    # (a grab, a fear) are not known here
    reasons = roller_reasons(bound, None) if bound.roll is not None and bound.roll.source.kind != "test" else ()
    more_edges, more_banes = tally(reasons)
    try:
        odds = ability_odds(bound, bonus=bonus, edges=edges + more_edges, banes=banes + more_banes,
                            automatic=automatic)
        return attrs.evolve(odds, reasons=reasons, note=bound.note)
    except NoPowerRoll:
        raise NothingToCompute(msg("ability.no_power_roll", name=bound.ability.name)) from None
