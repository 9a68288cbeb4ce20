"""Applying a tier's effects to one target, one handler per kind of effect (`apply_tier`).

Choices: where a tier offers a choice (`grabbed or prone`), the creature using the ability picks.
`best_option` picks as a player would where the numbers decide (of damage types, the one that deals
this target the most, weakness and immunity counted), else the first option (`first_option`); every
choice made is kept on the result (`ChoiceMade`), so that the report says it. Effects the table plays
(a shift, a resource, an edge) are kept as effects for the report to say; the records are `results.py`'s.
"""

from __future__ import annotations

from typing import Callable

import attrs

from ....vocabulary import fold
from . import effects as fx
from .dice import mean_dice
from .hero import Target
from .results import ChoiceMade, ConditionApplied, PotencyCheck, TargetResult, damage_taken, moved
from ....records import define

__all__ = ["Chooser", "apply_tier", "best_option", "first_option", "most_damage"]

Chooser = Callable[[tuple[tuple[fx.Effect, ...], ...], Target], tuple[fx.Effect, ...]]


def first_option(options, target: Target) -> tuple[fx.Effect, ...]:
    return options[0]


def most_damage(options, target: Target) -> tuple[fx.Effect, ...]:
    """The option that deals `target` the most damage (the first of equals)."""
    return max(options, key=lambda option: apply_tier(option, target, most_damage).total_damage)


def best_option(options, target: Target) -> tuple[fx.Effect, ...]:
    """Of damage types (`6 cold, fire, or holy damage`), the one that deals `target` the most; of any
    other choice (`grabbed or prone`), which the numbers do not decide, the first."""
    if _damage_types(options):
        return most_damage(options, target)
    return first_option(options, target)


def _damage_types(options) -> tuple[str | None, ...]:
    """The types of a choice of damage types (each option one damage clause), else ()."""
    if all(len(option) == 1 and isinstance(option[0], fx.Damage) for option in options):
        return tuple(option[0].damage_type for option in options)
    return ()


@define
class _Accumulator:
    target: Target
    choose: Chooser
    dice: Callable = mean_dice  # `2d6` -> the value it adds: rolled by `resolve`, the mean for odds
    damage: list = attrs.Factory(list)
    conditions: list = attrs.Factory(list)
    forced_moves: list = attrs.Factory(list)
    potency_checks: list = attrs.Factory(list)
    text: list = attrs.Factory(list)
    choices: list = attrs.Factory(list)
    surge: int = 0  # surge damage the first damage will get (`apply_tier`)
    potency_raise: int = 0  # 1 when surges raise the potency against this target
    roller: str | None = None  # who uses the ability (None: not known)
    grab_refused: str | None = None  # the other grabber of a target the tier would grab (`TargetResult`)


def _apply_damage(effect: fx.Damage, acc: _Accumulator) -> None:
    if effect.subject is not None:  # `an enemy takes 6 damage`: the user says which; not every target
        _apply_note(effect, acc)
        return
    if effect.level:
        raise ValueError("bind the ability to a hero before resolving it: damage still adds the level")
    if effect.characteristics:
        raise ValueError("bind the ability to a hero before resolving it: damage still names "
                         f"{', '.join(effect.characteristics)}")
    amount = effect.amount + (acc.dice(effect.dice) if effect.dice else 0)
    acc.damage.append(damage_taken(amount, effect.damage_type, acc.target))


def _apply_potency(effect: fx.PotencyGate, acc: _Accumulator) -> None:
    if effect.subject is not None:  # `if one target has M < 2, they are restrained`: the user says which target
        _apply_note(effect, acc)
        return
    if _potency_lands(effect, acc):
        _apply_all(effect.effects, acc)


def _potency_lands(effect: fx.PotencyGate, acc: _Accumulator) -> bool:
    """Whether `effect`'s potency lands on the target (seed 000: only if the potency is higher than the
    target's score), the check kept for the report."""
    if effect.value is None:
        raise ValueError(f"bind the ability to a hero before resolving it: potency `{effect.strength}` has no value")
    score = acc.target.characteristics[effect.characteristic]
    value = effect.value + acc.potency_raise
    landed = score < value
    acc.potency_checks.append(PotencyCheck(effect.characteristic, value, score, landed, bool(acc.potency_raise)))
    return landed


def _apply_condition(effect: fx.ApplyCondition, acc: _Accumulator) -> None:
    # `one target is grabbed (EoT)`: the user says which; not every target. A pronoun the tier says is the target's
    # (`the target's speed is 0 and it is prone`: `refers_to`, `compiler/pronouns.py`) is on the target
    if effect.subject is not None and effect.refers_to != "target":
        _apply_note(effect, acc)
        return
    grabber = acc.target.conditions.get("grabbed")
    if effect.condition == "grabbed" and not effect.custom and isinstance(grabber, str) and acc.roller is not None \
            and fold(grabber) != fold(acc.roller):
        acc.grab_refused = grabber  # (seed 000: a creature grabbed by one enemy is not grabbed by another)
        return
    _add_condition(ConditionApplied(effect.condition, effect.duration, effect.riders, effect.custom, effect.source),
                   acc.conditions)


def _add_condition(new: ConditionApplied, applied: list) -> None:
    """Seed 000 (固有の効果のスタック): "同じ状態異常…を課す異なる効果は、スタックしてその状態異常を2回課す
    ことはありません": a condition the target already has from this use is not imposed twice. The same
    condition from the same source is one, with the duration of the later clause (as "持続時間を決定する
    際は、最後に使用されたアビリティが適用されます") and the riders of both. Frightened of another source
    replaces the earlier ("新しい状態異常が古いものに取って代わります"); grabbed by another source does
    not ("すでに…つかまれているキャラクターは、別の敵によって再びつかまれることはありません")."""
    for index, old in enumerate(applied):
        if (old.condition, old.custom) != (new.condition, new.custom):
            continue
        if old.source == new.source:
            riders = tuple(dict.fromkeys((*old.riders, *new.riders)))
            del applied[index]
            applied.append(attrs.evolve(new, riders=riders))
            return
        if not new.custom and new.condition == "frightened":
            del applied[index]
            applied.append(new)
            return
        if not new.custom and new.condition == "grabbed":
            return
    applied.append(new)


def _apply_forced_move(effect: fx.ForcedMove, acc: _Accumulator) -> None:
    if effect.subject is not None:  # `one target is pushed`: the user says which; not every target
        _apply_note(effect, acc)
        return
    acc.forced_moves.append(effect)


def _apply_choice(effect: fx.Choice, acc: _Accumulator) -> None:
    if acc.surge and not acc.damage and acc.choose is best_option and _damage_types(effect.options):
        # the first damage gets the surges: the type that deals the most is weighed with them (immunity
        # 10 to fire and 5 to cold: cold, when 4 surge damage come on top of 6)
        chosen = max(effect.options, key=lambda option: apply_tier(option, acc.target, most_damage,
                                                                   surge_damage=acc.surge).total_damage)
    else:
        chosen = acc.choose(effect.options, acc.target)
    picked = next((i for i, option in enumerate(effect.options) if option is chosen), None)
    if picked is None:
        picked = effect.options.index(chosen)
    acc.choices.append(ChoiceMade(picked, len(effect.options), _damage_types(effect.options)))
    _apply_all(chosen, acc)


def _apply_text(effect: fx.Text, acc: _Accumulator) -> None:
    acc.text.append(effect.text)


def _apply_nothing(effect: fx.NoEffect, acc: _Accumulator) -> None:
    pass


def _apply_vertical(effect: fx.MakeVertical, acc: _Accumulator) -> None:
    acc.forced_moves[:] = [attrs.evolve(move, vertical=True) if effect.movement in (None, move.movement) else move
                           for move in acc.forced_moves]


def _apply_stability(effect: fx.IgnoreStability, acc: _Accumulator) -> None:
    acc.forced_moves[:] = [attrs.evolve(move, ignores_stability=True)
                           if effect.movement in (None, move.movement) else move for move in acc.forced_moves]


def _apply_timed(effect: fx.Timed, acc: _Accumulator) -> None:
    _apply_all(effect.effects, acc)


def _apply_note(effect, acc: _Accumulator) -> None:
    """What a creature does or gets (`the target can shift 1 square`): kept as the effect, for the
    table to play and the report to say in its language; nothing here tracks movement, resources or
    edges."""
    acc.text.append(effect)


_APPLY: dict[type, Callable] = {
    fx.Damage: _apply_damage,
    fx.PotencyGate: _apply_potency,
    fx.ApplyCondition: _apply_condition,
    fx.ForcedMove: _apply_forced_move,
    fx.Choice: _apply_choice,
    fx.Text: _apply_text,
    fx.NoEffect: _apply_nothing,
    fx.Reference: _apply_nothing,
    fx.StatChange: _apply_note,
    fx.Slay: _apply_note,
    fx.TargetCount: _apply_note,
    fx.TierArea: _apply_note,
    fx.Summon: _apply_note,
    fx.UseAbility: _apply_note,
    fx.FreeStrike: _apply_note,
    fx.OwnMove: _apply_note,
    fx.MakeVertical: _apply_vertical,
    fx.IgnoreStability: _apply_stability,
    fx.Timed: _apply_timed,
    fx.TemporaryStamina: _apply_note,
    fx.ResourceChange: _apply_note,
    fx.EdgeOrBane: _apply_note,
    fx.DamageModifier: _apply_note,
}


def _marks(acc: _Accumulator) -> tuple[int, int, int]:
    return len(acc.conditions), len(acc.forced_moves), len(acc.text)


def _apply_all(effects, acc: _Accumulator) -> None:
    before = None  # where the lists stood before the effect just applied
    for effect in effects:
        now = _marks(acc)
        if isinstance(effect, fx.PotencyGate) and effect.otherwise and before is not None:
            _apply_instead(effect, acc, before, now)
        else:
            _APPLY[type(effect)](effect, acc)
        before = now


def _apply_instead(effect: fx.PotencyGate, acc: _Accumulator, before, now) -> None:
    """`bleeding (save ends); or if the target has M < 2 they are beheaded`: when the potency lands,
    what the effect before it applied (conditions, movement, notes; not its damage) is undone, then what the
    potency gates is applied (in that order: `prone, or if M < 2, prone and can't stand (save ends)` leaves the
    second prone, not neither)."""
    if effect.subject is not None:
        _apply_note(effect, acc)
        return
    if _potency_lands(effect, acc):
        for items, start, end in zip((acc.conditions, acc.forced_moves, acc.text), before, now):
            del items[start:end]
        _apply_all(effect.effects, acc)


def apply_tier(effects: tuple[fx.Effect, ...], target: Target, choose: Chooser = first_option,
               *, surge_damage: int = 0, dice: Callable | None = None, potency_surge: bool = False,
               roller: str | None = None) -> TargetResult:
    """Apply bound `effects` to `target`. `surge_damage` adds to the first damage clause (surge
    damage is extra rolled damage, so it only comes with a tier that deals damage). `dice` gives
    the value of damage dice (`2d6`); by default their exact mean, as odds want. `potency_surge`
    raises every potency against this target by 1 (2 surges spent; `potency_surge` on the result
    says whether the tier had a potency for them to raise). `roller` is the creature using the ability (a
    target grabbed by another is not force moved; None: not known)."""
    acc = _Accumulator(target, choose, dice or mean_dice, surge=surge_damage, potency_raise=int(potency_surge),
                       roller=roller)
    _apply_all(effects, acc)
    if surge_damage and acc.damage:
        first = acc.damage[0]
        acc.damage[0] = damage_taken(first.amount + surge_damage, first.damage_type, target)
    return TargetResult(target, tuple(acc.damage), tuple(acc.conditions), tuple(acc.forced_moves),
                        tuple(moved(move, target, roller) for move in acc.forced_moves),
                        tuple(acc.potency_checks), tuple(acc.text), choices=tuple(acc.choices),
                        potency_surge=potency_surge and bool(acc.potency_checks), grab_refused=acc.grab_refused)
