"""The JSON forms of the command-line contract (see DESIGN.md).

The JSON of an ability has no language: the same ability written in English or in Japanese gives
the same JSON apart from positions (`path`, `line`, `column`, `format`), the author's prose (`name`,
`flavor`, `trigger`, section `text`, the words of `text` and `reference` effects, and the spelling an
effect keeps out of its equality: `verb`, `said`, the words of `No effect`) and the `written`
objects. Every structured field holds a canonical value: an id, a number, or the ruleset's English
label spelt from ids (`canonical.py`); what the author wrote for it is kept, never dropped, in the
`written` object beside it.
"""

from __future__ import annotations

from .canonical import (
    action_label, cost_written, distance_text, roll_label, section_label, tag, target, tier_range)
from ...diagnostics import Severity
from .runtime.compiled import CompiledAbility, CompiledRoll, CompiledSection
from .runtime import effect_json
from .runtime.statblocks import CompiledStatblock

__all__ = ["ability_json", "check_json", "parse_json", "power_rolls_json", "roll_json", "statblock_json"]


def roll_json(roll: CompiledRoll | None) -> dict | None:
    if roll is None:
        return None
    return {
        "label": roll_label(roll),
        "kind": roll.kind,
        "characteristics": list(roll.characteristics),
        "bonus": roll.bonus,
        "tiers": [
            {
                "tier": tier.number,
                "range": tier_range(tier),
                "effects": [effect_json.dump(e) for e in tier.effects],
                **_clauses(tier),
                "written": {"range": tier.range, **({"text": tier.text} if tier.text else {})},
            }
            for tier in roll.tiers
        ],
        "written": {"label": roll.label},
    }


def _clauses(tier) -> dict:
    """`clauses`: how many of the tier's effects each clause of its source holds, in order (`pull 2, grabbed; …`
    is `[2, …]`), said only where a clause holds other than one (added after the first contract: the tier's text is
    written again from it when the JSON is read back)."""
    counts = [len(group) for group in tier.clauses]
    if not tier.clauses or sum(counts) != len(tier.effects) or all(count == 1 for count in counts):
        return {}
    return {"clauses": counts}


def _section_json(section: CompiledSection) -> dict:
    text = section.text
    if section.kind == "power_roll" and section.roll is not None and text == section.roll.label:
        text = roll_label(section.roll)  # a second power roll's header: written in its roll's `written`
    return {
        "label": section_label(section),
        "kind": section.kind,
        "amount": section.amount,
        "resource": section.resource,
        "open_ended": section.open_ended,
        **({} if section.other_amount is None else {"other_amount": section.other_amount}),
        **({} if section.upper_amount is None else {"upper_amount": section.upper_amount}),
        "text": text,
        "power_roll": roll_json(section.roll),
        # (a rule of the whole ability the section states, `Forced movement from this ability ignores stability.`)
        **({"effects": [effect_json.dump(e) for e in section.effects]} if section.effects else {}),
        "written": {"label": section.label},
        **({"list_item": True} if section.list_item else {}),  # an item of a bulleted list
    }


def power_rolls_json(ability: CompiledAbility) -> list[dict]:
    """Every roll of an ability, in the order of the source, each saying where it sits:
    `at` is `ability` (the ability's own power roll, also in `power_roll`), `trigger` (tier lines
    under the trigger), or `section` (also in `sections[index].power_roll`; `section` gives the
    index and label). `line` and `column` are those of the roll's header or first tier line."""
    placed: list[tuple[dict, CompiledRoll]] = []
    if ability.power_roll is not None:
        placed.append(({"at": "ability", "section": None}, ability.power_roll))
    if ability.trigger_roll is not None:
        placed.append(({"at": "trigger", "section": None}, ability.trigger_roll))
    placed += [({"at": "section", "section": {"index": index, "label": section_label(section)}}, section.roll)
               for index, section in enumerate(ability.sections) if section.roll is not None]
    if all(roll.line for _, roll in placed):  # rolls made by hand have no position: keep the order above
        placed.sort(key=lambda pair: (pair[1].line, pair[1].column))
    return [{**where, "line": roll.line or None, "column": roll.column or None, **roll_json(roll)}
            for where, roll in placed]


def ability_json(ability: CompiledAbility) -> dict:
    return {
        "name": ability.name,
        "path": ability.path,
        "line": ability.line,
        "column": ability.column,
        "format": ability.fmt,
        "cost": None if ability.cost_amount is None else {
            "amount": ability.cost_amount, "resource": ability.cost_resource, "open_ended": ability.cost_open_ended,
            # `3-7 Malice`: the most of the range, said only then (the first is `amount`)
            **({} if ability.cost_upper_amount is None else {"upper_amount": ability.cost_upper_amount})},
        "signature": ability.signature,
        "tag": tag(ability.tag),
        # (added after the first contract, where the name has one: `☠️`, `🗡`, the book's icon of a monster's feature)
        **({} if ability.icon is None else {"icon": ability.icon}),
        "flavor": ability.flavor,
        # (added: the flavor lines read as flavor only because they were no other kind, SB179, by their index among the
        # flavor's lines: kept as written by every output, never made italic flavor for sure; said only when there is one)
        **({} if not ability.plain_flavor else {"plain_flavor": list(ability.plain_flavor)}),
        "keywords": list(ability.keywords),
        "action": ability.action,
        "action_label": action_label(ability),
        "distance": None if ability.distance is None else {**ability.distance, "text": distance_text(ability.distance)},
        "target": target(ability.target),
        "trigger": ability.trigger,
        "power_roll": roll_json(ability.power_roll),
        "sections": [_section_json(s) for s in ability.sections],
        "power_rolls": power_rolls_json(ability),
        "metadata": ability.metadata,
        "written": {
            "cost": cost_written(ability),
            "tag": ability.tag,
            "keywords": list(ability.keyword_labels),
            "action": ability.action_label,
            "distance": None if ability.distance is None else ability.distance["text"],
            "target": ability.target,
            # (added after the first contract, for a signature ability alone: `シグネチャー` came back `Signature`)
            **({"signature": ability.signature_label} if ability.signature_label else {}),
        },
    }


def statblock_json(statblock: CompiledStatblock) -> dict:
    """A statblock (`kind` "statblock"), a group of malice features (`kind` "malice_features") or a dynamic
    terrain object (`kind` "dynamic_terrain"): the same keys for all, null or empty where a kind has no such
    thing, and a terrain object's `terrain_type` besides (added for it alone: the others' JSON is unchanged), a
    monster's `qualifiers` where it has any (`Signature Minion Harrier`: `["signature"]`)."""
    monster = statblock.kind == "statblock"
    terrain = {"terrain_type": statblock.terrain_type} if statblock.kind == "dynamic_terrain" else {}
    return {
        "name": statblock.name,
        "kind": statblock.kind,
        "path": statblock.path,
        "line": statblock.line,
        "column": statblock.column,
        "format": statblock.fmt,
        "level": statblock.level,
        "organization": statblock.organization,
        "roles": list(statblock.roles),
        **({"qualifiers": list(statblock.qualifiers)} if statblock.qualifiers else {}),
        **terrain,
        "ev": statblock.ev,
        "ancestry": list(statblock.ancestry),
        "size": statblock.size,
        "speed": statblock.speed,
        "movement": list(statblock.movement),
        "stamina": statblock.stamina,
        "stability": statblock.stability,
        "free_strike": statblock.free_strike,
        "immunities": [_modifier_json(m) for m in statblock.immunities],
        "weaknesses": [_modifier_json(m) for m in statblock.weaknesses],
        "with_captain": statblock.with_captain,
        "characteristics": dict(statblock.characteristics) if monster else None,
        "fields": dict(statblock.fields),
        "text": statblock.text,
        "features": list(statblock.features),
        "metadata": dict(statblock.metadata),
    }


def _modifier_json(modifier) -> dict:
    """An immunity or weakness: its type and number, and `characteristic` (added for those that have one
    alone: `Sonic R`, the others' JSON unchanged), and `one_of` for a list joined by `or`."""
    out = {"type": modifier.damage_type, "value": modifier.value}
    if modifier.characteristic is not None:
        out["characteristic"] = modifier.characteristic
    if modifier.one_of:  # (`Cold, fire, or lightning 5`: one of the list's types, chosen elsewhere)
        out["one_of"] = True
    if modifier.note is not None:  # (`(see Elementally Attuned)`: what the entry says of itself, as written)
        out["note"] = modifier.note
    return out


def parse_json(abilities: list[CompiledAbility], statblocks: list[CompiledStatblock]) -> dict:
    """What `parse --format json` prints (and `convert --to json` writes)."""
    return {"abilities": [ability_json(a) for a in abilities], "statblocks": [statblock_json(s) for s in statblocks]}


def check_json(report, lang: str = "en") -> dict:
    return {
        "files": len(report.files),
        "abilities": len(report.abilities),
        "errors": report.count(Severity.ERROR),
        "warnings": report.count(Severity.WARNING),
        "files_without_abilities": report.files_without_abilities,
        "diagnostics": [d.to_json(lang) for d in report.diagnostics],
    }
