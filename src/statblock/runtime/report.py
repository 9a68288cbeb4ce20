"""The JSON and text forms of a resolution and of odds (the `roll` and `odds` commands).

Names are printed in English from the ruleset; the JSON keys follow DESIGN.md's contract:
`roll` has `natural`, `total`, `tier`, `critical` and `targets` (each with `damage`, an int,
`damage_type`, `conditions`, English names, and `forced_move`); `odds` has `ability`, `tiers`
{"1","2","3"}, `critical` and `expected_damage`. Probabilities are floats; their exact fractions
are under `exact`.

The text forms print names and clause text from the user's files; each of their lines goes
through `terminal.printable`, so a control character or a newline inside a name is shown escaped
and never reaches the terminal or starts a line of its own.
"""

from __future__ import annotations

from fractions import Fraction

from ..rulesets import Ruleset, draw_steel
from ..terminal import printable
from . import effects as fx
from .bind import BoundAbility
from .odds import Odds
from .resolve import ConditionApplied, Resolution, TargetResult

__all__ = ["odds_json", "odds_text", "resolution_json", "resolution_text"]


def _label(ruleset: Ruleset, category: str, term_id: str | None) -> str | None:
    if term_id is None:
        return None
    term = ruleset.categories[category].terms.get(term_id)
    return term.label("en") if term else term_id


def _duration_json(duration: fx.Duration | None) -> dict | None:
    if duration is None:
        return None
    return {"kind": duration.kind, **({"text": duration.text} if duration.text else {})}


def _condition_name(condition: ConditionApplied, ruleset: Ruleset) -> str:
    name = condition.condition if condition.custom else _label(ruleset, "conditions", condition.condition)
    return f"{name} {condition.source}" if condition.source else name


def _forced_move_json(move: fx.ForcedMove) -> dict:
    return {"movement": move.movement, "distance": move.distance, "vertical": move.vertical}


def _target_json(result: TargetResult, ruleset: Ruleset) -> dict:
    return {
        "name": result.target.name,
        "damage": result.total_damage,
        "damage_type": _label(ruleset, "damage_types", result.damage[0].damage_type) if result.damage else None,
        "damage_instances": [
            {"amount": d.amount, "damage_type": _label(ruleset, "damage_types", d.damage_type),
             "weakness": d.weakness, "immunity": d.immunity, "dealt": d.dealt}
            for d in result.damage
        ],
        "conditions": [_condition_name(c, ruleset) for c in result.conditions],
        "condition_details": [
            {"condition": _condition_name(c, ruleset), "duration": _duration_json(c.duration),
             "riders": [_label(ruleset, "riders", r) for r in c.riders], "custom": c.custom}
            for c in result.conditions
        ],
        "forced_move": _forced_move_json(result.forced_moves[0]) if result.forced_moves else None,
        "forced_moves": [_forced_move_json(m) for m in result.forced_moves],
        "potency": [
            {"characteristic": p.characteristic, "potency": p.potency, "score": p.score, "landed": p.landed}
            for p in result.potency_checks
        ],
        "text": list(result.text),
        "stamina": result.target.stamina,
        "stamina_after": result.stamina_after,
    }


def resolution_json(resolution: Resolution, bound: BoundAbility, ruleset: Ruleset | None = None) -> dict:
    ruleset = ruleset or draw_steel()
    roll = resolution.roll
    out = {
        "ability": resolution.ability.name,
        "path": resolution.ability.path,
        "hero": bound.hero.name,
        "power_roll": roll is not None,
        "dice": list(roll.dice) if roll else None,
        "natural": roll.natural if roll else None,
        "characteristic": bound.roll.characteristic if bound.roll else None,
        "modifier": roll.modifier if roll else None,
        "bonus": roll.bonus if roll else None,
        "edges": roll.edges if roll else None,
        "banes": roll.banes if roll else None,
        "edge_outcome": roll.edge.name if roll else None,
        "total": roll.total if roll else None,
        "automatic_tier": roll.automatic if roll else None,
        "rolled_tier": roll.tier if roll else None,
        "tier": resolution.tier,
        "critical": resolution.critical,
        "surges": resolution.surges,
        "kit_damage": bound.kit_damage,
        "targets": [_target_json(t, ruleset) for t in resolution.targets],
    }
    if bound.roll is not None and bound.roll.source.kind == "test":
        out["test"] = {"characteristic": next(iter(bound.roll.source.characteristics), None)}
        for data, target in zip(out["targets"], resolution.targets):
            data["test"] = {"dice": list(target.roll.dice), "modifier": target.roll.modifier,
                            "total": target.roll.total, "tier": target.tier}
    return out


def _signed(value: int) -> str:
    return f"+ {value}" if value >= 0 else f"- {-value}"


def _target_text(result: TargetResult, ruleset: Ruleset) -> list[str]:
    parts = []
    for d in result.damage:
        kind = f" {_label(ruleset, 'damage_types', d.damage_type)}" if d.damage_type else ""
        adjust = []
        if d.weakness:
            adjust.append(f"weakness {d.weakness}")
        if d.immunity:
            adjust.append(f"immunity {d.immunity}")
        note = f" ({d.amount}, {', '.join(adjust)})" if adjust else ""
        parts.append(f"{d.dealt}{kind} damage{note}")
    for p in result.potency_checks:
        letter = ruleset.characteristics.terms[p.characteristic].extra.get("letter", p.characteristic)
        parts.append(f"{letter} {p.score} < {p.potency}? {'yes' if p.landed else 'no, resisted'}")
    for c in result.conditions:
        riders = "".join(f" and {_label(ruleset, 'riders', r)}" for r in c.riders)
        duration = f" ({_label(ruleset, 'durations', c.duration.kind) or c.duration.text})" if c.duration else ""
        parts.append(f"{_condition_name(c, ruleset)}{riders}{duration}")
    for m in result.forced_moves:
        parts.append(f"{'vertical ' if m.vertical else ''}{m.movement} {m.distance}{' ' + m.toward if m.toward else ''}")
    parts.extend(f"“{t}”" for t in result.text)
    lines = [f"  {result.target.name}: " + ("; ".join(parts) if parts else "no effect")]
    if result.stamina_after is not None:
        lines.append(f"    Stamina {result.target.stamina} -> {result.stamina_after}")
    return lines


def resolution_text(resolution: Resolution, bound: BoundAbility, ruleset: Ruleset | None = None) -> str:
    ruleset = ruleset or draw_steel()
    roll = resolution.roll
    lines = [f"{resolution.ability.name} ({bound.hero.name})"]
    if roll is None and bound.roll is not None and bound.roll.source.kind == "test":
        tested = next(iter(bound.roll.source.characteristics), None)
        what = _label(ruleset, "characteristics", tested) if tested else "no characteristic named"
        lines.append(f"  a test each target makes ({what}): each rolls 2d10 + its own score")
        for target in resolution.targets:
            test = target.roll
            lines.append(f"  {target.target.name}: 2d10 ({test.dice[0]} + {test.dice[1]} = {test.natural}) "
                         f"{_signed(test.modifier)} = {test.total} -> tier {test.tier}")
            lines.extend(_target_text(target, ruleset))
        return _printable_lines(lines)
    if roll is None:
        lines.append("  no power roll: nothing to roll")
        return _printable_lines(lines)
    what = _label(ruleset, "characteristics", bound.roll.characteristic) or "bonus"
    sums = [f"2d10 ({roll.dice[0]} + {roll.dice[1]} = {roll.natural})", f"{_signed(roll.modifier)} {what}"]
    if roll.bonus:
        sums.append(f"{_signed(roll.bonus)} bonuses")
    if roll.edge.bonus:
        sums.append(f"{_signed(roll.edge.bonus)} {roll.edge.name}")
    shift = {1: ", double edge: tier up", -1: ", double bane: tier down"}.get(roll.edge.tier_shift, "")
    natural = ", natural 19-20: tier 3" if roll.natural >= 19 else ""
    automatic = ", automatic outcome" if roll.automatic is not None else ""
    downgrade = f", downgraded to tier {resolution.tier}" if resolution.tier != roll.tier else ""
    lines.append(f"  power roll: {' '.join(sums)} = {roll.total}{shift}{natural}{automatic} -> tier {roll.tier}"
                 f"{downgrade}")
    if resolution.critical:
        lines.append("  critical hit: take another main action")
    for target in resolution.targets:
        lines.extend(_target_text(target, ruleset))
    return _printable_lines(lines)


def _probability(p: Fraction) -> float:
    return float(p)


def _amount(value):
    """Damage as a number: whole, or (dice counted at their mean, `1d6` is 3.5) to two places."""
    return int(value) if getattr(value, "denominator", 1) == 1 else round(float(value), 2)


def odds_json(odds: Odds) -> dict:
    return {
        "ability": odds.ability,
        "modifier": odds.modifier,
        "tiers": {str(t): _probability(p) for t, p in odds.tiers.items()},
        "critical": _probability(odds.critical),
        "expected_damage": _probability(odds.expected_damage),
        "damage_by_tier": {str(t): _amount(d) for t, d in odds.damage_by_tier.items()},
        "damage_types_by_tier": {str(t): list(types) for t, types in odds.damage_types_by_tier.items()},
        "exact": {
            "tiers": {str(t): str(p) for t, p in odds.tiers.items()},
            "critical": str(odds.critical),
            "expected_damage": str(odds.expected_damage),
        },
    }


def odds_text(odds: Odds) -> str:
    lines = [f"{odds.ability}: 2d10 {_signed(odds.modifier)}"]
    for tier, p in odds.tiers.items():
        kinds = " and ".join(k for k in odds.damage_types_by_tier.get(tier, ()) if k)
        lines.append(f"  tier {tier}: {float(p):6.1%}  ({p})  {_amount(odds.damage_by_tier[tier])}"
                     f"{' ' + kinds if kinds else ''} damage")
    lines.append(f"  critical hit: {float(odds.critical):.1%}")
    lines.append(f"  expected damage: {float(odds.expected_damage):.2f}")
    return _printable_lines(lines)


def _printable_lines(lines: list[str]) -> str:
    # Escaping each line before joining keeps the report's own line breaks and no others.
    return "\n".join(printable(line) for line in lines)
