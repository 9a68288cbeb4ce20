"""The JSON form of a resolution and of odds (`roll` and `odds` with `--format json`).

The JSON prints names in English from the ruleset. Its keys follow DESIGN.md's contract:
`roll` has `natural`, `total`, `tier`, `critical` and `targets` (each with `damage`, an int,
`damage_type`, `conditions`, English names, and `forced_move`); `odds` has `ability`, `tiers`
{"1","2","3"}, `critical` and `expected_damage`. Probabilities are floats; their exact fractions
are under `exact`. The text forms are `report_text.py`'s.
"""

from __future__ import annotations

from fractions import Fraction

from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from . import effects as fx
from .bind import BoundAbility
from .odds import Odds
from .report_text import amount, condition_name, held, moves, said_text
from .results import Moved, Resolution, TargetResult

__all__ = ["odds_json", "resolution_json"]


def _label(ruleset: Vocabulary, category: str, term_id: str | None) -> str | None:
    if term_id is None:
        return None
    term = ruleset.categories[category].terms.get(term_id)
    return term.label("en") if term else term_id


def _duration_json(duration: fx.Duration | None) -> dict | None:
    if duration is None:
        return None
    return {"kind": duration.kind, **({"text": duration.text} if duration.text else {})}


def _forced_move_json(move: fx.ForcedMove, moved: Moved | None = None) -> dict:
    """`distance` is the ability's (`up_to` when it was written `push up to 3`); against a target with stability
    or held by another's grab (keys added after the first contract, given only then), `moved` is the most squares
    it can be moved (its stability lets it reduce the move by up to that many), `stability` the squares its
    stability took off, `grabbed_by` its grabber; grabbed by no one named, `grabbed_unnamed` (the move is made:
    whether the roller grabs it is not known)."""
    out = {"movement": move.movement, "distance": move.distance, "vertical": move.vertical}
    if move.up_to:  # `push up to 3`, `最大3マス押す` (added after the first contract, only then)
        out["up_to"] = True
    if move.ignores_stability:  # `push 10, ignoring stability` (the same)
        out["ignores_stability"] = True
    if move.straight:  # `straight slide 3`, `真っ直ぐ3スクエア滑らせる` (the same)
        out["straight"] = True
    if moved is not None and (moved.stability or moved.grabbed_by or moved.grabbed_unnamed):
        out["moved"] = moved.squares
        out["stability"] = moved.stability
        if moved.grabbed_by:
            out["grabbed_by"] = moved.grabbed_by
        if moved.grabbed_unnamed:
            out["grabbed_unnamed"] = True
    return out


def _target_json(result: TargetResult, ruleset: Vocabulary) -> dict:
    out = {
        "name": result.target.name,
        "damage": result.total_damage,
        "damage_type": _label(ruleset, "damage_types", result.damage[0].damage_type) if result.damage else None,
        "damage_instances": [
            {"amount": d.amount, "damage_type": _label(ruleset, "damage_types", d.damage_type),
             "weakness": d.weakness, "immunity": d.immunity, "dealt": d.dealt}
            for d in result.damage
        ],
        "conditions": [condition_name(c, ruleset) for c in result.conditions],
        "condition_details": [
            {"condition": condition_name(c, ruleset), "duration": _duration_json(c.duration),
             "riders": [_label(ruleset, "riders", r) for r in c.riders], "custom": c.custom}
            for c in result.conditions
        ],
        "forced_move": _forced_move_json(*next(moves(result))) if result.forced_moves else None,
        "forced_moves": [_forced_move_json(m, against) for m, against in moves(result)],
        "potency": [
            {"characteristic": p.characteristic, "potency": p.potency, "score": p.score, "landed": p.landed,
             "raised": p.raised}
            for p in result.potency_checks
        ],
        "text": [said_text(t, "en") for t in result.text],
        "choices": [{"picked": c.picked, "options": c.count,
                     "damage_types": [_label(ruleset, "damage_types", t) for t in c.damage_types]}
                    for c in result.choices],
        "stamina": result.target.stamina,
        "stamina_after": result.stamina_after,
    }
    if result.grab_refused:  # (added after the first contract: only then) the other grabber, not grabbed again
        out["grab_refused"] = result.grab_refused
    return out


def resolution_json(resolution: Resolution, bound: BoundAbility, ruleset: Vocabulary | None = None) -> dict:
    ruleset = ruleset or vocabulary()
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
        "surge_damage": resolution.surge_damage,
        "potency_surges": resolution.potency_surges,
        "kit_damage": bound.kit_damage,
        "targets": [_target_json(t, ruleset) for t in resolution.targets],
    }
    # (keys added after the first contract, given only when they say something)
    if resolution.reasons:
        out["situation"] = [_reason_json(r) for r in resolution.reasons]
    if resolution.on_you:  # what the tier says of the user, once for the use (not in each target's `text`)
        out["on_you"] = [said_text(item, "en") for item in resolution.on_you]
    if resolution.bleeding is not None:
        out["bleeding"] = {"die": resolution.bleeding[0], "stamina_lost": resolution.bleeding[1]}
    for data, target in zip(out["targets"], resolution.targets):
        if target.object_immune:  # an object: what the tier would have done to a creature, not applied
            data["object_immune"] = [held(item, ruleset, "en") for item in target.object_immune]
        if target.against is not None:
            roll = target.against
            data["against"] = {"edges": roll.edges, "banes": roll.banes, "edge_outcome": roll.edge.name,
                               "total": roll.total, "rolled_tier": roll.tier, "tier": target.tier,
                               "situation": [_reason_json(r) for r in target.reasons]}
    if bound.roll is not None and bound.roll.source.kind == "test":
        out["test"] = {"characteristic": next(iter(bound.roll.source.characteristics), None)}
        for data, target in zip(out["targets"], resolution.targets):
            data["test"] = {"dice": list(target.roll.dice), "modifier": target.roll.modifier,
                            "total": target.roll.total, "tier": target.tier}
            if target.reasons:  # (the tester's own conditions, given only when there are some)
                data["test"]["banes"] = target.roll.banes
                data["test"]["situation"] = [_reason_json(r) for r in target.reasons]
    return out


def _reason_json(reason) -> dict:
    return {"condition": reason.condition, "who": reason.who, "edge": reason.edge, "of": reason.of}


def _probability(p: Fraction) -> float:
    return float(p)


def odds_json(odds: Odds) -> dict:
    out = {
        "ability": odds.ability,
        "modifier": odds.modifier,
        "tiers": {str(t): _probability(p) for t, p in odds.tiers.items()},
        "critical": _probability(odds.critical),
        "expected_damage": _probability(odds.expected_damage),
        "damage_by_tier": {str(t): amount(d) for t, d in odds.damage_by_tier.items()},
        "damage_types_by_tier": {str(t): list(types) for t, types in odds.damage_types_by_tier.items()},
        "damage_kind_by_tier": {str(t): kind for t, kind in odds.damage_kind_by_tier.items()},
        "exact": {
            "tiers": {str(t): str(p) for t, p in odds.tiers.items()},
            "critical": str(odds.critical),
            "expected_damage": str(odds.expected_damage),
        },
    }
    if odds.reasons:  # (added after the first contract: only when the roller's conditions count)
        out["situation"] = [_reason_json(r) for r in odds.reasons]
    return out
