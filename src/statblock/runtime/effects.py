"""Effects: what an ability does, independent of any hero.

These are the compiler's output and the runtime's input. Characteristics are
canonical ids (``"might"``); a damage bonus stays symbolic until a hero is
bound. `dump` and `load` turn effects into JSON-ready dicts and back through
one table; a missing entry fails loudly.
"""

from __future__ import annotations

from typing import Union

import attrs

__all__ = [
    "ApplyCondition",
    "Choice",
    "CompiledAbility",
    "CompiledRoll",
    "CompiledSection",
    "CompiledTier",
    "Damage",
    "Duration",
    "Effect",
    "ForcedMove",
    "NoEffect",
    "PotencyGate",
    "Text",
    "dump",
    "load",
]


# ---- durations ---------------------------------------------------------------


@attrs.frozen
class Duration:
    """How long a condition lasts: `end_of_turn` (EoT), `save_ends`,
    `end_of_encounter`, or `until` with the author's words in `text`."""

    kind: str
    text: str | None = None


END_OF_TURN = Duration("end_of_turn")
SAVE_ENDS = Duration("save_ends")
END_OF_ENCOUNTER = Duration("end_of_encounter")


# ---- effects -------------------------------------------------------------------


@attrs.frozen
class Damage:
    """`amount` plus the best of `characteristics` (empty: flat damage)."""

    amount: int
    characteristics: tuple[str, ...] = ()
    damage_type: str | None = None
    kind = "damage"


@attrs.frozen
class ForcedMove:
    movement: str  # push, pull, slide
    distance: int
    vertical: bool = False
    kind = "forced_move"


@attrs.frozen
class ApplyCondition:
    """A condition (`prone`) or, with `custom`, a status the rules do not define."""

    condition: str
    duration: Duration | None = None
    riders: tuple[str, ...] = ()
    custom: bool = False
    kind = "condition"


@attrs.frozen
class PotencyGate:
    """`effects` land only if the target's `characteristic` is below the potency.

    The potency is either a `strength` (weak/average/strong, worked out from
    the hero) or a fixed `value` (monsters' `M < 2`).
    """

    characteristic: str
    strength: str | None
    value: int | None
    effects: tuple[Effect, ...]
    kind = "potency"


@attrs.frozen
class Choice:
    """The creature using the ability picks one of `options` (`grabbed or prone`)."""

    options: tuple[tuple[Effect, ...], ...]
    kind = "choice"


@attrs.frozen
class NoEffect:
    # The words as written (`No effect.`, `効果なし`) are kept for printing; they do not change
    # what the effect is, so they take no part in equality.
    text: str = attrs.field(default="No effect", eq=False)
    kind = "none"


@attrs.frozen
class Text:
    """A clause with no known mechanic, verbatim."""

    text: str
    kind = "text"


Effect = Union[Damage, ForcedMove, ApplyCondition, PotencyGate, Choice, NoEffect, Text]


# ---- the compiled ability -------------------------------------------------------------


@attrs.frozen
class CompiledTier:
    number: int | None
    range: str            # as written: "≤11", "12-16", "17+"
    effects: tuple[Effect, ...]
    clauses: tuple[tuple[Effect, ...], ...] = attrs.field(eq=False, default=())  # effects per source clause


@attrs.frozen
class CompiledRoll:
    label: str
    characteristics: tuple[str, ...]
    bonus: int | None
    tiers: tuple[CompiledTier, ...]
    kind: str = "power_roll"


@attrs.frozen
class CompiledSection:
    label: str
    kind: str                      # effect, spend, persistent, strained, special, power_roll, other
    text: str
    amount: int | None = None
    resource: str | None = None
    open_ended: bool = False
    roll: CompiledRoll | None = None


@attrs.frozen
class CompiledAbility:
    name: str
    path: str
    line: int
    column: int
    cost_amount: int | None
    cost_resource: str | None
    cost_open_ended: bool
    signature: bool
    tag: str | None
    flavor: str | None
    keywords: tuple[str, ...]          # canonical ids where known, else as written
    keyword_labels: tuple[str, ...]    # as written
    action: str | None                 # canonical id where known
    action_label: str | None           # as written
    distance: dict | None
    target: str | None
    trigger: str | None
    power_roll: CompiledRoll | None
    sections: tuple[CompiledSection, ...]
    metadata: dict = attrs.field(factory=dict, eq=False, hash=False)
    fmt: str = attrs.field(default="ability", eq=False)

    def all_rolls(self) -> list[CompiledRoll]:
        rolls = [self.power_roll] if self.power_roll else []
        rolls.extend(s.roll for s in self.sections if s.roll)
        return rolls


# ---- dump / load --------------------------------------------------------------------


def _dump_duration(duration: Duration | None):
    if duration is None:
        return None
    out = {"kind": duration.kind}
    if duration.text is not None:
        out["text"] = duration.text
    return out


def _load_duration(data):
    return None if data is None else Duration(data["kind"], data.get("text"))


_DUMP = {
    Damage: lambda e: {"amount": e.amount, "characteristics": list(e.characteristics), "damage_type": e.damage_type},
    ForcedMove: lambda e: {"movement": e.movement, "distance": e.distance, "vertical": e.vertical},
    ApplyCondition: lambda e: {"condition": e.condition, "duration": _dump_duration(e.duration),
                               "riders": list(e.riders), "custom": e.custom},
    PotencyGate: lambda e: {"characteristic": e.characteristic, "strength": e.strength, "value": e.value,
                            "effects": [dump(x) for x in e.effects]},
    Choice: lambda e: {"options": [[dump(x) for x in option] for option in e.options]},
    NoEffect: lambda e: {"text": e.text},
    Text: lambda e: {"text": e.text},
}

_LOAD = {
    "damage": lambda d: Damage(d["amount"], tuple(d["characteristics"]), d["damage_type"]),
    "forced_move": lambda d: ForcedMove(d["movement"], d["distance"], d["vertical"]),
    "condition": lambda d: ApplyCondition(d["condition"], _load_duration(d["duration"]), tuple(d["riders"]),
                                          d["custom"]),
    "potency": lambda d: PotencyGate(d["characteristic"], d["strength"], d["value"],
                                     tuple(load(x) for x in d["effects"])),
    "choice": lambda d: Choice(tuple(tuple(load(x) for x in option) for option in d["options"])),
    "none": lambda d: NoEffect(d["text"]),
    "text": lambda d: Text(d["text"]),
}


def dump(effect: Effect) -> dict:
    """A JSON-ready dict with a `kind`; `load(dump(e)) == e`."""
    return {"kind": effect.kind, **_DUMP[type(effect)](effect)}


def load(data: dict) -> Effect:
    return _LOAD[data["kind"]](data)
