"""Resolving one use of a bound ability against targets.

One power roll serves every target (seed 000, "1回のパワーロールを行い、その合計をすべての
ターゲットに適用します"); the tier's effects are then applied to each target in the order they are
written. Results are their own frozen classes, kept apart from the effects that produced them.

Choices: where a tier offers a choice (`grabbed or prone`), the creature using the ability picks.
`resolve` picks as a player would where the numbers decide (`best_option`: of damage types, the one
that deals this target the most, weakness and immunity counted), else the first option, unless it is
given another `choose` policy; every choice made is kept on the result (`ChoiceMade`), so that the
report says it.
"""

from __future__ import annotations

import random
from typing import Callable

import attrs

from ....vocabulary import Vocabulary, fold
from ..vocabulary import vocabulary
from . import effects as fx
from .bind import BoundAbility
from .dice import NATURAL_TIER_3, PowerRoll, mean_dice, power_roll, roll_dice, roll_power
from .hero import ALL_DAMAGE, IMMUNE_TO_ALL, Target
from .objects import TEST_TIER, untouched
from .situation import bleeds, roller_reasons, tally, target_reasons, tester_reasons

__all__ = [
    "ChoiceMade",
    "ConditionApplied",
    "DamageDealt",
    "Moved",
    "PotencyCheck",
    "Resolution",
    "TargetResult",
    "apply_tier",
    "best_option",
    "damage_taken",
    "first_option",
    "is_critical",
    "most_damage",
    "resolve",
    "tier_effects",
]

MAX_SURGES = 3   # seed 000: "最大 3 サージを消費して"
POTENCY_SURGE_COST = 2   # seed 000: "2 サージを消費して、1体のターゲットに対するポテンシーを 1 高める"


@attrs.frozen
class DamageDealt:
    """One damage clause against one target: `amount` as the ability deals it, `dealt` after the
    target's weakness (added first) and immunity (applied last, "all" ignores it entirely)."""

    amount: int
    damage_type: str | None
    weakness: int
    immunity: int | str
    dealt: int


@attrs.frozen
class PotencyCheck:
    characteristic: str
    potency: int            # the value checked: raised by 1 when surges were spent on it
    score: int
    landed: bool
    raised: bool = False


@attrs.frozen
class ConditionApplied:
    condition: str                  # id, or the author's word for a custom status
    duration: fx.Duration | None
    riders: tuple[str, ...] = ()
    custom: bool = False
    source: str | None = None       # `frightened of the triggering ally`


@attrs.frozen
class Moved:
    """What one forced move does to one target: `squares` of the move's distance it can be moved.

    A grabbed creature cannot be force moved except by the creature grabbing it (seed 000, つかまれ: 「自分を
    つかんでいるクリーチャー、物体、または効果によるものを除いて強制的に移動させられることがなく」): `grabbed_by`
    names its grabber, and it moves 0. Otherwise its stability (a statblock's Stability, the target file's
    `stability`) lets it reduce a push, pull or slide, vertical or not, by up to that many squares, to no fewer
    than 0 (`squares` is the most it can then be moved): the published rules of forced movement (seeds 000-001 name push, pull and slide and send the reader to the
    combat chapter for them, which the seeds do not hold); the books write `ignoring stability` where a move,
    vertical ones too (`vertical slides the target up to 3 squares, ignoring stability`), is not shortened
    (`push 10, ignoring stability`: `ForcedMove.ignores_stability`).

    A target grabbed by no one named (a target file's `grabbed = true`): whether the roller is its grabber is not
    known, so the move is not held back (as a grab of no one named gives no bane, `situation.py`), and
    `grabbed_unnamed` has the report say so, and how to name the grabber."""

    squares: int
    stability: int = 0               # the squares the target's stability took off
    grabbed_by: str | None = None
    grabbed_unnamed: bool = False    # grabbed, by whom not said: moved, and said


def moved(move: fx.ForcedMove, target: Target, roller: str | None = None) -> Moved:
    """How far `move` can take `target`, when `roller` force moves it."""
    grabber = target.conditions.get("grabbed")
    if isinstance(grabber, str) and roller is not None and fold(grabber) != fold(roller):
        return Moved(0, grabbed_by=grabber)
    taken = 0 if move.ignores_stability else min(target.stability, move.distance)
    return Moved(move.distance - taken, taken, grabbed_unnamed=grabber is True)


@attrs.frozen
class ChoiceMade:
    """A choice a tier offered, and the option applied (`picked`, its index of `count`). `damage_types`
    are the types offered when the choice is one of damage types (`cold, fire, or holy damage`)."""

    picked: int
    count: int
    damage_types: tuple[str | None, ...] = ()


@attrs.frozen
class TargetResult:
    target: Target
    damage: tuple[DamageDealt, ...] = ()
    conditions: tuple[ConditionApplied, ...] = ()
    forced_moves: tuple[fx.ForcedMove, ...] = ()
    # what each of `forced_moves` does to this target (its stability, a grab): the same order
    moves: tuple[Moved, ...] = ()
    potency_checks: tuple[PotencyCheck, ...] = ()
    # for the reader to apply: clauses with no known mechanic (their text), and effects the table plays
    # (`the target can shift 1 square`, `one target is grabbed`), said in the report's language
    text: tuple[str | fx.Effect, ...] = ()
    roll: PowerRoll | None = None   # a test the target makes: its own roll and tier
    tier: int | None = None
    choices: tuple[ChoiceMade, ...] = ()
    potency_surge: bool = False     # 2 surges were spent to raise this target's potency by 1
    # the roll as it stands against this target alone, when edges or banes against it alone (`reasons`) change
    # it: its total and tier (seed 000: 個々のターゲットに異なるティアの結果を適用する); `tier` is then the one applied
    against: PowerRoll | None = None
    reasons: tuple = ()
    # an object target: the conditions, forced moves and notes the tier would have given it, to which it is
    # immune (`objects.untouched`, seed 000)
    object_immune: tuple = ()

    @property
    def total_damage(self) -> int:
        return sum(d.dealt for d in self.damage)

    @property
    def stamina_after(self) -> int | None:
        return None if self.target.stamina is None else self.target.stamina - self.total_damage


@attrs.frozen
class Resolution:
    """`tier` is the tier applied: the roll's, or a lower one the user downgraded to."""

    ability: fx.CompiledAbility
    roll: PowerRoll | None          # None: the ability has no power roll
    tier: int | None
    critical: bool
    targets: tuple[TargetResult, ...]
    surges: int = 0                 # surges spent: 0 when the tier deals the first target no damage
    surge_damage: int = 0           # the extra damage they added to the first target's first damage
    potency_surges: int = 0         # targets whose potency 2 surges each raised by 1
    reasons: tuple = ()             # the edges and banes the roller's conditions gave (`situation.Reason`)
    bleeding: tuple[int, int] | None = None   # a bleeding roller's 1d6 and the Stamina it lost (1d6 + level)


# ---- damage ---------------------------------------------------------------------------------


def damage_taken(amount: int, damage_type: str | None, target: Target) -> DamageDealt:
    """Apply the target's weakness, then immunity, as the Draw Steel rules order them (immunity
    is "the last thing applied"). Of several that apply (a typed one and `all`), the largest
    counts. Untyped damage meets only `all` immunities and weaknesses."""
    applies = (ALL_DAMAGE, damage_type) if damage_type else (ALL_DAMAGE,)
    weakness = max((v for k, v in target.weaknesses.items() if k in applies), default=0)
    immunities = [v for k, v in target.immunities.items() if k in applies]
    if IMMUNE_TO_ALL in immunities:
        return DamageDealt(amount, damage_type, weakness, IMMUNE_TO_ALL, 0)
    immunity = max(immunities, default=0)
    return DamageDealt(amount, damage_type, weakness, immunity, max(0, amount + weakness - immunity))


# ---- applying effects to one target, one handler per kind -----------------------------------

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


@attrs.define
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
    if effect.value is None:
        raise ValueError(f"bind the ability to a hero before resolving it: potency `{effect.strength}` has no value")
    score = acc.target.characteristics[effect.characteristic]
    value = effect.value + acc.potency_raise
    # Seed 000: the effect lands only if the potency is higher than the target's score.
    landed = score < value
    acc.potency_checks.append(PotencyCheck(effect.characteristic, value, score, landed, bool(acc.potency_raise)))
    if landed:
        _apply_all(effect.effects, acc)


def _apply_condition(effect: fx.ApplyCondition, acc: _Accumulator) -> None:
    if effect.subject is not None:  # `one target is grabbed (EoT)`: the user says which; not every target
        _apply_note(effect, acc)
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
    acc.forced_moves[:] = [attrs.evolve(move, vertical=True) for move in acc.forced_moves]


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
    fx.FreeStrike: _apply_note,
    fx.OwnMove: _apply_note,
    fx.MakeVertical: _apply_vertical,
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
    what the effect before it applied (conditions, movement, notes; not its damage) is undone."""
    checked = len(acc.potency_checks)
    _apply_potency(effect, acc)
    if acc.potency_checks[checked].landed:
        for items, start, end in zip((acc.conditions, acc.forced_moves, acc.text), before, now):
            del items[start:end]


def apply_tier(effects: tuple[fx.Effect, ...], target: Target, choose: Chooser = first_option,
               *, surge_damage: int = 0, dice: Callable | None = None, potency_surge: bool = False,
               roller: str | None = None) -> TargetResult:
    """Apply bound `effects` to `target`. `surge_damage` adds to the first damage clause (surge
    damage is extra rolled damage, so it only comes with a tier that deals damage). `dice` gives
    the value of damage dice (`2d6`); by default their exact mean, as odds want. `potency_surge`
    raises every potency against this target by 1 (2 surges spent; `potency_surge` on the result
    says whether the tier had a potency for them to raise). `roller` is the creature using the ability (a
    target grabbed by another is not force moved; None: not known)."""
    acc = _Accumulator(target, choose, dice or mean_dice, surge=surge_damage, potency_raise=int(potency_surge))
    _apply_all(effects, acc)
    if surge_damage and acc.damage:
        first = acc.damage[0]
        acc.damage[0] = damage_taken(first.amount + surge_damage, first.damage_type, target)
    return TargetResult(target, tuple(acc.damage), tuple(acc.conditions), tuple(acc.forced_moves),
                        tuple(moved(move, target, roller) for move in acc.forced_moves),
                        tuple(acc.potency_checks), tuple(acc.text), choices=tuple(acc.choices),
                        potency_surge=potency_surge and bool(acc.potency_checks))


# ---- one use of an ability ------------------------------------------------------------------


def _each_target_tests(bound: BoundAbility, targets, rng: random.Random, choose: Chooser) -> Resolution:
    """`Each target makes a Might test`: every target rolls 2d10 plus its own characteristic and
    gets the tier of its own roll; the hero's characteristic, edges and surges play no part."""
    tested = next(iter(bound.roll.source.characteristics), None)
    rolled: dict[str, int] = {}

    def dice(text: str) -> int:
        if text not in rolled:
            rolled[text] = roll_dice(rng, text)
        return rolled[text]

    results = []
    for target in targets:
        modifier = target.characteristics.get(tested, 0) if tested else 0
        own = tester_reasons(target)  # the tester's own conditions: a weakened target's bane on its test
        # (an object obtains tier 1 automatically: seed 000)
        roll = roll_power(rng, modifier, banes=tally(own)[1], automatic=TEST_TIER if target.is_object else None)
        effects = tier_effects(bound.roll.tiers, roll.tier)
        result = untouched(apply_tier(effects, target, choose, dice=dice, roller=bound.hero.name), bound.ability)
        results.append(attrs.evolve(result, roll=roll, tier=roll.tier, reasons=own))
    return Resolution(bound.ability, None, None, False, tuple(results))


def _applied(rolled: int, downgrade: int | None) -> int:
    """The tier applied: the one rolled, or a lower one the user downgraded to (seed 001, ダウングレード)."""
    return rolled if downgrade is None else min(rolled, downgrade)


def tier_effects(tiers: tuple[fx.CompiledTier, ...], tier: int) -> tuple[fx.Effect, ...]:
    """The effects of tier `tier` (by number, else by position); none if the roll lacks it."""
    for position, candidate in enumerate(tiers):
        if (candidate.number or position + 1) == tier:
            return candidate.effects
    return ()


def is_critical(ability: fx.CompiledAbility, roll: PowerRoll, ruleset: Vocabulary | None = None, *,
                kind: str = "power_roll") -> bool:
    """Seed 000: a natural 19 or 20 on an ability roll made as a main action is a critical hit;
    maneuvers and other action types cannot crit, nor can a test (`kind` "test")."""
    if roll.natural < NATURAL_TIER_3 or ability.action is None or kind == "test":
        return False
    term = (ruleset or vocabulary()).action_types.terms.get(ability.action)
    return bool(term and term.extra.get("main"))


def resolve(bound: BoundAbility, targets: list[Target] | tuple[Target, ...], rng: random.Random, *,
            edges: int = 0, banes: int = 0, bonus: int = 0, surges: int = 0,
            automatic: int | None = None, downgrade: int | None = None, potency_surges: int = 0,
            choose: Chooser = best_option, ruleset: Vocabulary | None = None) -> Resolution:
    """Roll once and apply the tier to every target.

    `automatic` is an automatic tier outcome (see `dice.power_roll`). `downgrade` is the tier the
    user would rather have if the roll comes out higher (seed 001, ダウングレード); a critical hit
    downgraded is still a critical hit. `surges` (0-3) are spent for extra damage on the first
    target, each worth the hero's highest characteristic (seed 000: "自分がロールされたダメージを与える際、
    最大 3 サージを消費して…消費したサージ 1 つにつき、あなたの最も高い能力値スコアに等しい追加ダメージ").
    They are spent only when the tier deals that target damage (no rolled damage, no surge spent:
    `Resolution.surges` is then 0), and a highest score below 0 adds no damage rather than taking
    some away (the seed's damage is *extra*). `potency_surges` is the number of targets, the first
    ones, against which 2 surges each raise the potency by 1 (seed 000: "2 サージを消費して、1体の
    ターゲットに対するポテンシーを 1 高めることができる…追加のサージを消費して複数のターゲットに対する
    ポテンシーを高めることは可能"; never by more than 1 against one target); they are spent only
    against a target the tier checks a potency for. An ability with no power roll resolves to
    `roll=None`, `tier=None` and no targets.
    """
    if not 0 <= surges <= MAX_SURGES:
        raise ValueError(f"a hero spends 0 to {MAX_SURGES} surges for damage, not {surges}")
    if potency_surges < 0:
        raise ValueError(f"potency surges are spent on 0 or more targets, not {potency_surges}")
    resolution = _resolve(bound, targets, rng, edges=edges, banes=banes, bonus=bonus, surges=surges,
                          automatic=automatic, downgrade=downgrade, potency_surges=potency_surges, choose=choose,
                          ruleset=ruleset)
    if bleeds(bound, ruleset):  # after the use is resolved (seed 000), so that it draws no die the roll needs
        die = rng.randint(1, 6)
        resolution = attrs.evolve(resolution, bleeding=(die, die + bound.hero.level))
    return resolution


def _resolve(bound: BoundAbility, targets, rng: random.Random, *, edges: int, banes: int, bonus: int, surges: int,
             automatic: int | None, downgrade: int | None, potency_surges: int, choose: Chooser,
             ruleset: Vocabulary | None) -> Resolution:
    if bound.roll is None:
        return Resolution(bound.ability, None, None, False, ())
    if bound.roll.source.kind == "test":
        return _each_target_tests(bound, targets, rng, choose)
    # (the made-up target of a roll without --target is no one: a grab's bane is not known, as in `odds`)
    reasons = roller_reasons(bound, None if all(t.default for t in targets) else tuple(targets))
    more_edges, more_banes = tally(reasons)
    edges, banes = edges + more_edges, banes + more_banes
    roll = roll_power(rng, bound.roll.modifier, bonus=bonus, edges=edges, banes=banes, automatic=automatic)
    tier = _applied(roll.tier, downgrade)
    effects = tier_effects(bound.roll.tiers, tier)
    surge_damage = surges * max(0, bound.hero.characteristic("highest"))
    rolled: dict[str, int] = {}  # damage dice are rolled once per use, like the power roll

    def dice(text: str) -> int:
        if text not in rolled:
            rolled[text] = roll_dice(rng, text)
        return rolled[text]

    results = []
    for index, target in enumerate(targets):
        own = target_reasons(bound, target)
        against, own_tier = None, tier
        if own:  # edges or banes against this target alone: the same dice, its own total and tier
            own_edges, own_banes = tally(own)
            against = power_roll(roll.dice, roll.modifier, bonus=bonus, edges=edges + own_edges,
                                 banes=banes + own_banes, automatic=automatic)
            own_tier = _applied(against.tier, downgrade)
        result = apply_tier(effects if against is None else tier_effects(bound.roll.tiers, own_tier), target, choose,
                            surge_damage=surge_damage if index == 0 else 0, dice=dice,
                            potency_surge=index < potency_surges, roller=bound.hero.name)
        if against is not None:
            result = attrs.evolve(result, against=against, reasons=own, tier=own_tier)
        results.append(untouched(result, bound.ability))
    critical = is_critical(bound.ability, roll, ruleset, kind=bound.roll.source.kind)
    spent = surges if results and results[0].damage else 0
    raised = sum(result.potency_surge for result in results)
    return Resolution(bound.ability, roll, tier, critical, tuple(results), spent, surge_damage if spent else 0, raised,
                      reasons)
