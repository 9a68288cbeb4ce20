"""The JSON forms of the command-line contract (see DESIGN.md)."""

from __future__ import annotations

from .diagnostics import Severity
from .runtime import effects as fx

__all__ = ["ability_json", "check_json", "roll_json"]


def roll_json(roll: fx.CompiledRoll | None) -> dict | None:
    if roll is None:
        return None
    return {
        "label": roll.label,
        "kind": roll.kind,
        "characteristics": list(roll.characteristics),
        "bonus": roll.bonus,
        "tiers": [
            {
                "tier": tier.number,
                "range": tier.range,
                "effects": [fx.dump(e) for e in tier.effects],
            }
            for tier in roll.tiers
        ],
    }


def ability_json(ability: fx.CompiledAbility) -> dict:
    return {
        "name": ability.name,
        "path": ability.path,
        "line": ability.line,
        "column": ability.column,
        "format": ability.fmt,
        "cost": None if ability.cost_amount is None else {
            "amount": ability.cost_amount, "resource": ability.cost_resource, "open_ended": ability.cost_open_ended},
        "signature": ability.signature,
        "tag": ability.tag,
        "flavor": ability.flavor,
        "keywords": list(ability.keywords),
        "action": ability.action,
        "action_label": ability.action_label,
        "distance": ability.distance,
        "target": ability.target,
        "trigger": ability.trigger,
        "power_roll": roll_json(ability.power_roll),
        "sections": [
            {
                "label": s.label,
                "kind": s.kind,
                "amount": s.amount,
                "resource": s.resource,
                "open_ended": s.open_ended,
                "text": s.text,
                "power_roll": roll_json(s.roll),
            }
            for s in ability.sections
        ],
        "metadata": ability.metadata,
    }


def check_json(report, lang: str = "en") -> dict:
    return {
        "files": len(report.files),
        "abilities": len(report.abilities),
        "errors": report.count(Severity.ERROR),
        "warnings": report.count(Severity.WARNING),
        "files_without_abilities": report.files_without_abilities,
        "diagnostics": [d.to_json(lang) for d in report.diagnostics],
    }
