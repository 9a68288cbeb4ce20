"""Resolving one use of a bound ability against targets.

One power roll serves every target (seed 000, "1回のパワーロールを行い、その合計をすべての
ターゲットに適用します"); the tier's effects are then applied to each target in the order they are
written. A test each target makes (`Each target makes a Might test`) gives each its own roll and tier.
Surges, potency surges, a downgrade, a critical hit and a bleeding roller's lost Stamina are this use's.

Applying the tier's effects to one target is `apply.py`'s (with the choices a tier offers); what the
use gives is `results.py`'s frozen records.
"""

from __future__ import annotations

import random

import attrs

from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from . import effects as fx
from .compiled import CompiledAbility, CompiledTier
from .apply import Chooser, apply_tier, best_option
from .bind import BoundAbility
from .dice import NATURAL_TIER_3, PowerRoll, power_roll, roll_dice, roll_power
from .hero import Target
from .objects import TEST_TIER, untouched
from .results import Resolution
from .situation import bleeds, roller_reasons, tally, target_reasons, tester_reasons

__all__ = ["ability_rules", "is_critical", "resolve", "tier_effects"]

MAX_SURGES = 3   # seed 000: "最大 3 サージを消費して"
POTENCY_SURGE_COST = 2   # seed 000: "2 サージを消費して、1体のターゲットに対するポテンシーを 1 高める"


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
        effects = tier_effects(bound.roll.tiers, roll.tier) + ability_rules(bound.ability)
        result = untouched(apply_tier(effects, target, choose, dice=dice, roller=bound.hero.name), bound.ability)
        results.append(attrs.evolve(result, roll=roll, tier=roll.tier, reasons=own))
    return Resolution(bound.ability, None, None, False, tuple(results))


def _applied(rolled: int, downgrade: int | None) -> int:
    """The tier applied: the one rolled, or a lower one the user downgraded to (seed 001, ダウングレード)."""
    return rolled if downgrade is None else min(rolled, downgrade)


def ability_rules(ability: CompiledAbility) -> tuple[fx.Effect, ...]:
    """The rules of the whole ability its Effect sections state (`Forced movement from this ability ignores
    stability.`), applied after a tier's own effects, to its forced movement."""
    return tuple(effect for section in ability.sections for effect in section.effects)


def tier_effects(tiers: tuple[CompiledTier, ...], tier: int) -> tuple[fx.Effect, ...]:
    """The effects of tier `tier` (by number, else by position); none if the roll lacks it."""
    for position, candidate in enumerate(tiers):
        if (candidate.number or position + 1) == tier:
            return candidate.effects
    return ()


def is_critical(ability: CompiledAbility, roll: PowerRoll, ruleset: Vocabulary | None = None, *,
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
    stated = ability_rules(bound.ability)
    effects = tier_effects(bound.roll.tiers, tier) + stated
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
        result = apply_tier(effects if against is None else tier_effects(bound.roll.tiers, own_tier) + stated, target,
                            choose,
                            surge_damage=surge_damage if index == 0 else 0, dice=dice,
                            potency_surge=index < potency_surges, roller=bound.hero.name)
        if against is not None:
            result = attrs.evolve(result, against=against, reasons=own, tier=own_tier)
        results.append(result)
    results, on_you = _said_of_the_user(results)
    results = [untouched(result, bound.ability) for result in results]
    critical = is_critical(bound.ability, roll, ruleset, kind=bound.roll.source.kind)
    spent = surges if results and results[0].damage else 0
    raised = sum(result.potency_surge for result in results)
    return Resolution(bound.ability, roll, tier, critical, tuple(results), spent, surge_damage if spent else 0, raised,
                      reasons, on_you=on_you)


def _said_of_the_user(results: list) -> tuple[list, tuple[fx.Effect, ...]]:
    """`results` without the effects each target's tier said of the user (`you are slowed (EoT)`, `you gain 2
    surges`), and those effects once, in the order first met (seed 000: one power roll for the use; an effect said
    of the user lands on it once, not once for each target). Effects differing between targets (a tier of its own
    against one, a choice of who made otherwise) are each kept once. A test each target makes is not lifted: each
    target's own roll gives the tier, so what it says of the user is said under the target whose test it is."""
    on_you: list[fx.Effect] = []
    kept = []
    for result in results:
        others = []
        for item in result.text:
            if _of_the_user(item):
                if item not in on_you:
                    on_you.append(item)
            else:
                others.append(item)
        kept.append(result if len(others) == len(result.text) else attrs.evolve(result, text=tuple(others)))
    return kept, tuple(on_you)


def _of_the_user(item) -> bool:
    """Whether an effect kept for the table is said of the creature using the ability (`you`, `あなた`)."""
    if isinstance(item, str):
        return False
    who = getattr(item, "who", None) or getattr(item, "subject", None)
    if who is None:
        return False
    term = vocabulary().creatures.lookup(who)
    return term is not None and term.id == "you"
