"""Checks that need the rules and the whole ability: the mistakes of hand transcription.

Tiers should get better from ≤11 to 17+ (damage, forced movement and potency
never go down), keywords should agree with the distance, a cost should be
paid in the class's own resource, a triggered action needs a trigger, and
the damage should add a characteristic the power roll uses.
"""

from __future__ import annotations

from .. import ast
from ..diagnostics import Diagnostic, Severity, Span
from ..rulesets import Ruleset
from ..runtime import effects as fx

__all__ = ["check_consistency"]

_AREA_KINDS = {"burst", "cube", "line", "wall", "aura"}
_STRENGTH_ORDER = {"weak": 0, "average": 1, "strong": 2}


def check_consistency(tree: ast.Ability, compiled: fx.CompiledAbility, rules: Ruleset) -> list[Diagnostic]:
    out: list[Diagnostic] = []

    def report(code: str, severity: Severity, message: str, span: Span | None, suggestion: str | None = None):
        out.append(Diagnostic(code, severity, message, span or tree.name_span, tree.name, suggestion))

    for roll_tree, roll in zip(tree.all_rolls(), compiled.all_rolls()):
        if roll.kind == "test":
            continue  # a test the targets make: tier 1 is their worst outcome, so effects go *down*
        _tiers_improve(roll_tree, roll, report)
        _damage_uses_roll_characteristic(roll_tree, roll, report)
    _keywords_match_distance(tree, compiled, report)
    _cost_matches_class(tree, compiled, rules, report)
    _trigger_matches_action(tree, compiled, rules, report)
    return out


# ---- tiers get better --------------------------------------------------------------------


def _top_level(effects, kind):
    return [e for e in effects if isinstance(e, kind)]


def _gates(effects) -> list[fx.PotencyGate]:
    return [e for e in effects if isinstance(e, fx.PotencyGate)]


def _tiers_improve(roll_tree: ast.PowerRoll, roll: fx.CompiledRoll, report) -> None:
    tiers = [(t, tree) for t, tree in zip(roll.tiers, roll_tree.tiers) if t.number in (1, 2, 3)]
    tiers.sort(key=lambda pair: pair[0].number)
    for (lower, _), (higher, higher_tree) in zip(tiers, tiers[1:]):
        span = higher_tree.label.span
        low_damage = sum(d.amount for d in _top_level(lower.effects, fx.Damage))
        high_damage = sum(d.amount for d in _top_level(higher.effects, fx.Damage))
        if _top_level(higher.effects, fx.Damage) and high_damage < low_damage:
            report("SB131", Severity.WARNING,
                   f"tier {higher.number} deals less damage ({high_damage}) than tier {lower.number} "
                   f"({low_damage}); tiers should not get worse — check the numbers", _clause_span(higher_tree, fx.Damage, higher))
        low_moves = {(m.movement, m.vertical): m.distance for m in _top_level(lower.effects, fx.ForcedMove)}
        for move in _top_level(higher.effects, fx.ForcedMove):
            before = low_moves.get((move.movement, move.vertical))
            if before is not None and move.distance < before:
                report("SB132", Severity.WARNING,
                       f"tier {higher.number} has {move.movement} {move.distance}, less than tier {lower.number}'s "
                       f"{move.movement} {before}; tiers should not get worse", _clause_span(higher_tree, fx.ForcedMove, higher))
        low_gates = {g.characteristic: g for g in _gates(lower.effects)}
        for gate in _gates(higher.effects):
            before = low_gates.get(gate.characteristic)
            if before is None:
                continue
            if gate.strength in _STRENGTH_ORDER and before.strength in _STRENGTH_ORDER:
                weaker = _STRENGTH_ORDER[gate.strength] < _STRENGTH_ORDER[before.strength]
                said = (gate.strength.upper(), before.strength.upper())
            elif gate.value is not None and before.value is not None:
                weaker = gate.value < before.value
                said = (str(gate.value), str(before.value))
            else:
                continue
            if weaker:
                report("SB130", Severity.WARNING,
                       f"the potency weakens from tier {lower.number} ({said[1]}) to tier {higher.number} ({said[0]}); "
                       "potency should stay or grow (WEAK, AVERAGE, STRONG)", _clause_span(higher_tree, fx.PotencyGate, higher))


def _clause_span(tier_tree: ast.Tier, kind, tier: fx.CompiledTier) -> Span | None:
    """The span of the first clause of `tier` that produced an effect of `kind`."""
    for part, effects in zip(tier_tree.clauses, tier.clauses):
        if any(isinstance(e, kind) for e in effects):
            return part.span
    return tier_tree.label.span


def _damage_uses_roll_characteristic(roll_tree: ast.PowerRoll, roll: fx.CompiledRoll, report) -> None:
    if not roll.characteristics or "highest" in roll.characteristics:
        return  # a monster's flat bonus, or any characteristic allowed
    allowed = set(roll.characteristics)
    for tier, tier_tree in zip(roll.tiers, roll_tree.tiers):
        for part, effects in zip(tier_tree.clauses, tier.clauses):
            for damage in _top_level(effects, fx.Damage):
                extra = [c for c in damage.characteristics if c not in allowed]
                if extra and not set(damage.characteristics) & allowed:
                    report("SB160", Severity.WARNING,
                           f"the damage adds {', '.join(extra)}, which the power roll "
                           f"(+ {' or '.join(roll.characteristics)}) does not use; check the letter", part.span)


# ---- keywords and distance ------------------------------------------------------------------


def _keywords_match_distance(tree: ast.Ability, compiled: fx.CompiledAbility, report) -> None:
    if compiled.distance is None or not compiled.distance["parts"]:
        return
    kinds = {part["kind"] for part in compiled.distance["parts"]}
    keywords = set(compiled.keywords)
    span = tree.distance.span if tree.distance else None

    def keyword_span(keyword_id: str) -> Span | None:
        for word, kid in zip(tree.keywords, compiled.keywords):
            if kid == keyword_id:
                return word.span
        return span

    if "melee" in keywords and "melee" not in kinds and not kinds & _AREA_KINDS and "self" not in kinds:
        report("SB140", Severity.WARNING,
               f"the Melee keyword needs a melee distance (`Melee 1`), not `{compiled.distance['text']}`",
               keyword_span("melee"))
    if "ranged" in keywords and "ranged" not in kinds and not kinds & _AREA_KINDS and "self" not in kinds:
        report("SB140", Severity.WARNING,
               f"the Ranged keyword needs a ranged distance (`Ranged 10`), not `{compiled.distance['text']}`",
               keyword_span("ranged"))
    if "area" in keywords and not kinds & _AREA_KINDS and "special" not in kinds:
        report("SB141", Severity.WARNING,
               f"the Area keyword needs an area (`3 burst`, `2 cube within 10`, ...), not `{compiled.distance['text']}`",
               keyword_span("area"))
    if "strike" in keywords and kinds & _AREA_KINDS and not kinds & {"melee", "ranged"}:
        report("SB142", Severity.WARNING,
               "a Strike targets creatures, not an area: use the Area keyword for "
               f"`{compiled.distance['text']}`, or give a melee or ranged distance", keyword_span("strike"))
    if {"melee", "ranged"} <= keywords and not {"melee", "ranged"} <= kinds:
        # Published monsters with `Melee 1 or ranged 10` list both keywords; with one distance it is a slip.
        report("SB143", Severity.WARNING,
               f"both the Melee and Ranged keywords, but the distance `{compiled.distance['text']}` allows only "
               "one way; keep the keyword that matches the distance", keyword_span("ranged"))


# ---- cost and trigger ------------------------------------------------------------------------


def _cost_matches_class(tree: ast.Ability, compiled: fx.CompiledAbility, rules: Ruleset, report) -> None:
    hero_class = str(compiled.metadata.get("class") or "").lower()
    if not hero_class:
        return
    expected = [t for t in rules.heroic_resources.terms.values() if t.extra.get("class") == hero_class]
    if not expected:
        return  # kits, common abilities and the like have no heroic resource of their own
    resource = expected[0]
    if compiled.cost_resource and compiled.cost_resource != resource.id and tree.cost is not None:
        report("SB150", Severity.ERROR,
               f"a {hero_class} pays in {resource.label()}, not {tree.cost.resource.text}",
               tree.cost.resource.span, f"write `{tree.cost.amount} {resource.label()}`")
    for section, section_tree in zip(compiled.sections, tree.sections):
        if section.kind == "spend" and section.resource and section.resource != resource.id \
                and section.resource in rules.heroic_resources.terms:
            report("SB150", Severity.ERROR,
                   f"a {hero_class} spends {resource.label()}, not {section.resource.title()}",
                   section_tree.label_span or section_tree.span, f"write `Spend {section.amount} {resource.label()}`")


def _trigger_matches_action(tree: ast.Ability, compiled: fx.CompiledAbility, rules: Ruleset, report) -> None:
    if compiled.action is None:
        return
    term = rules.action_types.terms.get(compiled.action)
    if term is None:
        return
    triggered = bool(term.extra.get("triggered"))
    if tree.trigger is not None and not triggered:
        report("SB151", Severity.WARNING,
               f"a Trigger only belongs to a triggered action, but this is a {compiled.action_label}",
               tree.trigger.label_span or tree.trigger.span, "make it a Triggered action, or remove the Trigger")
    if tree.trigger is None and triggered:
        report("SB152", Severity.WARNING,
               f"a {compiled.action_label} needs a `Trigger:` saying when it can be used",
               tree.action.span if tree.action else None)
