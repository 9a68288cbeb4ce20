"""A compiled power roll as the Foundry VTT draw-steel system's `system.power` (its 0.10 model).

The system keeps a power roll's outcomes as "power roll effects": pseudo-documents, each of one
type (`damage`, `applied`, `forced`, `resource`, `other`) with its fields for each of the three
tiers. A tier clause lands in typed effects where the model can hold what it says, and otherwise
in an `other` effect whose `display` is the clause in words; `Placement.typed` records which.

What the system computes stays symbolic: a characteristic bonus is its formula (`3 + @chr`, the
best of the roll's characteristics, or `@M`), a potency its reference (`@potency.weak`) or, for a
monster, the number written. Conditions the system defines are keyed by their status id; a
condition of the ability's own becomes an active effect on the item (`custom_effects`), which the
applied effect names by id, as the system's own compendium does.
"""

from __future__ import annotations

import hashlib
import re
from typing import Callable

import attrs

from ..render.clauses import clause_text, effect_text
from ..runtime import effects as fx
from ..runtime.compiled import CompiledRoll
from ....records import define, frozen

__all__ = ["PowerEffects", "foundry_id", "power_effects", "roll_formula"]

# characteristic id → the key of its value in the system's roll data (`@M`)
ROLL_KEYS = {"might": "M", "agility": "A", "reason": "R", "intuition": "I", "presence": "P"}
# the conditions the system defines (its status effect ids)
CONDITIONS = frozenset({"bleeding", "dazed", "frightened", "grabbed", "prone", "restrained", "slowed", "surprised",
                        "taunted", "weakened"})
DAMAGE_TYPES = frozenset({"acid", "cold", "corruption", "fire", "holy", "lightning", "poison", "psychic", "sonic"})
FORCED_MOVES = frozenset({"push", "pull", "slide"})
ENDS = {"end_of_turn": "turn", "save_ends": "save", "end_of_encounter": "encounter"}
# resources a `resource` effect gives: surges, and a hero's heroic resource (by its name or any class's)
HEROIC = frozenset({"heroic_resource", "wrath", "piety", "essence", "ferocity", "discipline", "insight", "focus",
                    "clarity", "drama"})
# what a tier's potency is when the tier has none: the system's defaults, `none` written out
NO_POTENCY = {1: "@potency.weak", 2: "@potency.average", 3: "@potency.strong"}

_DICE = re.compile(r"[1-9][0-9]*d[1-9][0-9]*")  # what a damage formula may roll: `2d6`
_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def foundry_id(*seed: object) -> str:
    """A document id of the system's shape (16 letters and digits), the same for the same seed, so
    that exporting again gives the same files."""
    number = int.from_bytes(hashlib.sha256("\x1f".join(map(str, seed)).encode()).digest()[:16], "big")
    out = []
    for _ in range(16):
        number, digit = divmod(number, len(_ALPHABET))
        out.append(_ALPHABET[digit])
    return "".join(out)


def roll_formula(characteristics: tuple[str, ...], roll: tuple[str, ...] | None) -> str | None:
    """The system's formula for "the best of `characteristics`": `@chr` when they are the power
    roll's own (`roll`), else `@M` or `max(@M, @A)`; None when one is not a characteristic."""
    if roll and set(characteristics) == set(roll):
        return "@chr"
    if any(c not in ROLL_KEYS for c in characteristics):
        return None
    keys = [f"@{ROLL_KEYS[c]}" for c in characteristics]
    return keys[0] if len(keys) == 1 else f"max({', '.join(keys)})"


@frozen
class Placement:
    """What one clause puts into one power roll effect of one tier."""

    type: str                          # damage, applied, forced, resource, other
    fields: dict                       # the tier's fields of that type, potency aside
    potency: tuple[str, str] | None    # (characteristic id, value formula), None: no potency
    typed: bool                        # False: the words went to an `other` effect


@define
class PowerEffects:
    """`system.power.effects` of one roll, the item's active effects for conditions of its own, and
    how many tier clauses landed in typed effects and how many in `other` (the tier lines left
    `unplaced` not counted)."""

    effects: dict = attrs.Factory(dict)
    custom_effects: list = attrs.Factory(list)
    #: tier lines with no place among the three tiers (no number, or a number written twice): for words
    unplaced: list = attrs.Factory(list)
    typed_clauses: int = 0
    text_clauses: int = 0


class _Placer:
    """Places the clauses of one tier; one method per effect kind, through one table."""

    def __init__(self, lang: str, roll: tuple[str, ...] | None, custom: Callable[[fx.ApplyCondition], str]) -> None:
        self.lang = lang
        self.roll = roll
        self.custom = custom
        self._table: dict[type, Callable] = {
            fx.Damage: self._damage, fx.ForcedMove: self._forced, fx.ApplyCondition: self._conditions,
            fx.ResourceChange: self._resource, fx.Choice: self._choice, fx.PotencyGate: self._gate,
        }

    def clause(self, effects: tuple[fx.Effect, ...]) -> list[Placement]:
        out: list[Placement] = []
        conditions: list[fx.ApplyCondition] = []
        for effect in effects:
            if isinstance(effect, fx.ApplyCondition):
                conditions.append(effect)
                continue
            if conditions:
                out += self._conditions(conditions, None)
                conditions = []
            if isinstance(effect, fx.MakeVertical) and self._make_vertical(out):
                continue
            if isinstance(effect, fx.Reference) and out and "display" in out[-1].fields:
                out[-1].fields["display"] += " " + effect_text(effect, self.lang)  # `beheaded (see Lop)`
                continue
            # a kind with no entry, or one its handler cannot type, is said in words: never dropped
            handler = self._table.get(type(effect))
            placed = handler(effect, None) if handler is not None else None
            out += placed if placed is not None else [self._other((effect,), None)]
        if conditions:
            out += self._conditions(conditions, None)
        return out

    # ---- one kind each -------------------------------------------------------------------------

    def _damage(self, effect: fx.Damage, potency, types: tuple[str, ...] | None = None) -> list[Placement] | None:
        if effect.subject is not None or effect.level:
            return None  # `an enemy takes 6 damage`, `damage equal to your level`: said in words, not every target's
        types = (effect.damage_type,) if types is None and effect.damage_type else (types or ())
        bonus = roll_formula(effect.characteristics, self.roll) if effect.characteristics else ""
        if bonus is None or any(t not in DAMAGE_TYPES for t in types) \
                or (effect.dice is not None and not _DICE.fullmatch(effect.dice)):
            return None
        parts = [str(effect.amount)] if effect.amount or not (bonus or effect.dice) else []
        parts += [p for p in (bonus, effect.dice) if p]
        return [Placement("damage", {"value": " + ".join(parts), "types": list(types), "ignoredImmunities": []},
                          potency, True)]

    def _forced(self, effect: fx.ForcedMove, potency) -> list[Placement] | None:
        bonus = roll_formula(effect.characteristics, self.roll) if effect.characteristics else ""
        if bonus is None or effect.movement not in FORCED_MOVES:
            return None
        distance = f"{effect.distance} + {bonus}" if bonus else str(effect.distance)
        plain = effect.toward is None and effect.subject is None and effect.said is None
        display = "{{forced}}" if plain else effect_text(effect, self.lang)
        return [Placement("forced", {"display": _gated(display, potency), "movement": [effect.movement],
                                     "distance": distance, "properties": ["vertical"] if effect.vertical else []},
                          potency, True)]

    def _conditions(self, group, potency) -> list[Placement]:
        group = [group] if isinstance(group, fx.ApplyCondition) else list(group)
        if any(not _of_the_targets(condition) for condition in group):
            # `you are slowed (EoT)`, `one target is grabbed`: on the user, or on the target the user picks, not on every
            # target as the system applies one: said in words (the targets' of `you and the target are …` typed still)
            mine = [condition for condition in group if _of_the_targets(condition)]
            theirs = tuple(condition for condition in group if not _of_the_targets(condition))
            return (self._conditions(mine, potency) if mine else []) + [self._other(theirs, potency)]
        applied = {}
        for condition in group:
            key = condition.condition if not condition.custom and condition.condition in CONDITIONS \
                else self.custom(condition)
            end = ENDS.get(condition.duration.kind, "") if condition.duration is not None else ""
            applied[key] = {"condition": "failure" if potency else "always", "end": end, "properties": []}
        display = _gated(clause_text(group, self.lang), potency)
        return [Placement("applied", {"display": display, "effects": applied}, potency, True)]

    def _resource(self, effect: fx.ResourceChange, potency) -> list[Placement] | None:
        kind = "surge" if effect.resource == "surge" else "heroic" if effect.resource in HEROIC else None
        if kind is None or effect.amount <= 0:
            return None
        display = _gated(effect_text(effect, self.lang), potency)
        return [Placement("resource", {"amount": effect.amount, "type": kind, "display": display}, potency, True)]

    def _choice(self, effect: fx.Choice, potency) -> list[Placement] | None:
        """`9 cold, fire, or sonic damage`: one damage whose type the user picks, as the system asks."""
        options = [option[0] for option in effect.options if len(option) == 1]
        if len(options) != len(effect.options) or not all(isinstance(o, fx.Damage) for o in options):
            return None
        first = options[0]
        if any(attrs.evolve(o, damage_type=first.damage_type) != first for o in options) \
                or any(o.damage_type is None for o in options):
            return None
        return self._damage(first, potency, tuple(dict.fromkeys(o.damage_type for o in options)))

    def _gate(self, gate: fx.PotencyGate, potency) -> list[Placement] | None:
        if gate.otherwise or gate.subject is not None or potency is not None:
            return None  # about some targets only, or instead of the clause before: only words say it
        value = f"@potency.{gate.strength}" if gate.strength is not None else str(gate.value)
        inner = (gate.characteristic, value)
        out: list[Placement] = []
        conditions = [e for e in gate.effects if isinstance(e, fx.ApplyCondition)]
        if conditions:
            out += self._conditions(conditions, inner)
        for effect in gate.effects:
            if isinstance(effect, fx.ApplyCondition):
                continue
            handler = self._table.get(type(effect)) if not isinstance(effect, fx.PotencyGate) else None
            placed = handler(effect, inner) if handler is not None else None
            out += placed if placed is not None else [self._other((effect,), inner)]
        return out

    def _make_vertical(self, placed: list[Placement]) -> bool:
        """`the forced movement is vertical`: the forced movement written before it in the clause."""
        forced = [p for p in placed if p.type == "forced"]
        if not forced:
            return False
        forced[-1].fields["properties"] = ["vertical"]
        return True

    def _other(self, effects: tuple[fx.Effect, ...], potency) -> Placement:
        return Placement("other", {"display": _gated(clause_text(effects, self.lang), potency)}, potency, False)


def _of_the_targets(condition: fx.ApplyCondition) -> bool:
    """Whether `condition` lands on every target, as `roll` applies it: said of no one, or of a pronoun the tier says is
    the target (`8 damage; it is prone`, `refers_to`)."""
    return condition.subject is None or condition.refers_to == "target"


def _gated(display: str, potency) -> str:
    """A display that shows its potency (`{{potency}} prone`), as the system's data writes it."""
    return "{{potency}} " + display if potency else display


# ---- a roll's tiers into power roll effects ----------------------------------------------------

_EMPTY = {
    "damage": lambda filler: {"value": "0", "types": [], "ignoredImmunities": []},
    "applied": lambda filler: {"display": filler, "effects": {}},
    "forced": lambda filler: {"display": filler, "movement": [], "distance": "0", "properties": []},
    "resource": lambda filler: {"amount": 0, "type": "surge", "display": filler},
    "other": lambda filler: {"display": filler},
}


def power_effects(roll: CompiledRoll, lang: str, seed: str) -> PowerEffects:
    """The power roll effects of `roll` (three tiers), keyed by their ids; `seed` makes the ids."""
    out = PowerEffects()
    customs: dict[str, str] = {}

    def custom(condition: fx.ApplyCondition) -> str:
        name = condition.condition
        if name not in customs:
            customs[name] = foundry_id(seed, "effect", name)
            out.custom_effects.append(_active_effect(customs[name], name, effect_text(condition, lang)))
        return customs[name]

    characteristics = roll.characteristics if roll.characteristics != ("highest",) else tuple(ROLL_KEYS)
    placer = _Placer(lang, characteristics if roll.kind == "power_roll" else None, custom)
    slots: dict[tuple[str, int], dict[int, Placement]] = {}
    seen: set[int] = set()
    for tier in roll.tiers:
        if tier.number not in (1, 2, 3) or tier.number in seen:
            out.unplaced.append(tier)
            continue
        seen.add(tier.number)
        counts: dict[str, int] = {}
        for clause in tier.clauses or tuple((e,) for e in tier.effects):
            placed = placer.clause(clause)
            if placed and all(p.typed for p in placed):
                out.typed_clauses += 1
            else:
                out.text_clauses += 1
            for placement in placed:
                index = counts.get(placement.type, 0)
                counts[placement.type] = index + 1
                slots.setdefault((placement.type, index), {})[tier.number] = placement
    for sort, ((kind, index), tiers) in enumerate(slots.items(), start=1):
        effect_id = foundry_id(seed, "power", kind, index)
        out.effects[effect_id] = {"_id": effect_id, "type": kind, "name": "", "img": None, "sort": sort * 100000,
                                  kind: _tiers(kind, tiers)}
    return out


def _tiers(kind: str, placed: dict[int, Placement]) -> dict:
    """The three tiers of one power roll effect. A tier without it says so explicitly: the system
    fills a blank tier 2 or 3 from the tier before (a blank damage from tier 1, a blank display from
    the last one shown), so an empty tier after a shown one gets a display of one space."""
    out, shown = {}, False
    for number in (1, 2, 3):
        placement = placed.get(number)
        fields = placement.fields if placement is not None else _EMPTY[kind](" " if shown else "")
        shown = shown or bool(fields.get("display"))
        characteristic, value = placement.potency if placement is not None and placement.potency \
            else ("none", NO_POTENCY[number])
        out[f"tier{number}"] = {**fields, "potency": {"value": value, "characteristic": characteristic}}
    return out


def _active_effect(effect_id: str, name: str, description: str) -> dict:
    """An effect of the item that an applied power roll effect puts on its targets (not on the owner)."""
    return {"_id": effect_id, "name": name, "img": "icons/svg/aura.svg", "type": "base", "system": {},
            "changes": [], "disabled": False, "duration": {}, "description": f"<p>{_escape(description)}</p>",
            "origin": None, "transfer": False, "statuses": [], "sort": 0, "flags": {}}


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
