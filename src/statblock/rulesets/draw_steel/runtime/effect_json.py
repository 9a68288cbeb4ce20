"""The JSON of an effect: `dump` and `load` turn effects into JSON-ready dicts and back through one
table per direction; a missing entry fails loudly. Keys added after the first contract appear only when
they say something (DESIGN.md: the JSON only grows by additive keys).
"""

from __future__ import annotations

from .effects import (
    ApplyCondition, Choice, Damage, DamageModifier, Duration, EdgeOrBane, Effect, ForcedMove, FreeStrike,
    IgnoreStability, MakeVertical, NoEffect, OwnMove, PotencyGate, Reference, ResourceChange, Slay, StatChange, TargetCount, Timed,
    Summon, TemporaryStamina, Text, TierArea, UseAbility,
)

__all__ = ["KINDS", "dump", "load"]


def _dump_duration(duration: Duration | None):
    if duration is None:
        return None
    out = {"kind": duration.kind}
    if duration.text is not None:
        out["text"] = duration.text
    return out


def _given(**values) -> dict:
    return {key: value for key, value in values.items() if value not in (None, [], ())}


def _load_duration(data):
    return None if data is None else Duration(data["kind"], data.get("text"))


_DUMP = {
    # Keys added after the first contract (`dice`, `source`, ...) appear only when they say something,
    # so that the JSON of the shapes read before is what it always was.
    Damage: lambda e: {"amount": e.amount, "characteristics": list(e.characteristics), "damage_type": e.damage_type,
                       **_given(dice=e.dice, subject=e.subject, level=e.level or None)},
    ForcedMove: lambda e: {"movement": e.movement, "distance": e.distance, "vertical": e.vertical,
                           **_given(characteristics=list(e.characteristics), toward=e.toward, subject=e.subject,
                                    said=e.said, squares=e.squares or None,
                                    # (only where `said` does not spell it: the JSON of an English sentence
                                    # is what it was)
                                    up_to=(e.up_to and e.said is None) or None,
                                    ignores_stability=e.ignores_stability or None, straight=e.straight or None)},
    ApplyCondition: lambda e: {"condition": e.condition, "duration": _dump_duration(e.duration),
                               "riders": list(e.riders), "custom": e.custom,
                               **_given(source=e.source, subject=e.subject, who=e.who, refers_to=e.refers_to,
                                        said=e.said)},
    OwnMove: lambda e: {"who": e.who, "movement": e.movement, "distance": e.distance, "up_to": e.up_to,
                        "can": e.can, "verb": e.verb, **_given(whom=e.whom, speed=e.speed or None, toward=e.toward,
                                                               must=e.must or None, straight=e.straight or None)},
    TemporaryStamina: lambda e: {"who": e.who, "amount": e.amount, "verb": e.verb},
    ResourceChange: lambda e: {"who": e.who, "resource": e.resource, "amount": e.amount, "verb": e.verb,
                               **_given(dice=e.dice, level=e.level or None, spends=e.spends or None,
                                        can=e.can or None)},
    EdgeOrBane: lambda e: {"who": e.who, "which": e.which, "double": e.double, "on": e.on, "verb": e.verb,
                             **_given(duration=_dump_duration(e.duration))},
    DamageModifier: lambda e: {"who": e.who, "which": e.which, "damage_type": e.damage_type, "amount": e.amount,
                               "duration": _dump_duration(e.duration), "verb": e.verb,
                               **_given(unnamed=e.unnamed or None,
                                        characteristics=list(e.characteristics) or None)},
    MakeVertical: lambda e: _given(movement=e.movement),
    IgnoreStability: lambda e: _given(movement=e.movement),
    Timed: lambda e: {"when": e.when, "effects": [dump(x) for x in e.effects]},
    PotencyGate: lambda e: {"characteristic": e.characteristic, "strength": e.strength, "value": e.value,
                            "effects": [dump(x) for x in e.effects],
                            **_given(otherwise=e.otherwise or None, subject=e.subject, said=e.said,
                                     written_strength=e.written_strength)},
    Choice: lambda e: {"options": [[dump(x) for x in option] for option in e.options]},
    NoEffect: lambda e: {"text": e.text},
    Reference: lambda e: {"text": e.text},
    StatChange: lambda e: {"who": e.who, "stat": e.stat, "value": e.value, "halved": e.halved,
                           "duration": _dump_duration(e.duration), "verb": e.verb,
                           **_given(by=e.by, refers_to=e.refers_to)},
    FreeStrike: lambda e: {"who": e.who, "against": e.against, "can": e.can, "verb": e.verb, **_given(edge=e.edge)},
    TargetCount: lambda e: {"count": e.count, "what": e.what},
    TierArea: lambda e: {"size": e.size, "shape": e.shape, **_given(width=e.width, said=e.said)},
    Summon: lambda e: {"who": e.who, "count": e.count, "what": e.what, "verb": e.verb},
    UseAbility: lambda e: {"who": e.who,
                           "ability": "main_action" if e.main_action else "strike_signature" if e.strike else "signature",
                           "against": e.against,
                           "can": e.can, "verb": e.verb,
                           **_given(edge=e.edge, free_triggered=e.free_triggered or None, yours=e.yours or None,
                                    your_choice=e.your_choice or None)},
    Slay: lambda e: {"who": e.who, "stamina": e.stamina, **_given(or_less=e.or_less or None)},
    Text: lambda e: {"text": e.text},
}

_LOAD = {
    "damage": lambda d: Damage(d["amount"], tuple(d["characteristics"]), d["damage_type"], d.get("dice"),
                               d.get("subject"), bool(d.get("level"))),
    "forced_move": lambda d: ForcedMove(d["movement"], d["distance"], d["vertical"],
                                        tuple(d.get("characteristics", ())), d.get("toward"), d.get("subject"),
                                        d.get("said"), d.get("squares", False),
                                        d.get("up_to", False) or (d.get("said") or "").endswith(" up to"),
                                        d.get("ignores_stability", False), bool(d.get("straight"))),
    "condition": lambda d: ApplyCondition(d["condition"], _load_duration(d["duration"]), tuple(d["riders"]),
                                          d["custom"], d.get("source"), d.get("subject"), d.get("who"),
                                          d.get("refers_to"), d.get("said")),
    "own_move": lambda d: OwnMove(d["who"], d["movement"], d["distance"], d["up_to"], d["can"], d.get("verb", ""),
                                  d.get("whom"), bool(d.get("speed")), d.get("toward"),
                                  bool(d.get("must")), bool(d.get("straight"))),
    "temporary_stamina": lambda d: TemporaryStamina(d["who"], d["amount"], d.get("verb", "")),
    "resource": lambda d: ResourceChange(d["who"], d["resource"], d["amount"], d.get("verb", ""), d.get("dice"),
                                         bool(d.get("level")), bool(d.get("spends")), bool(d.get("can"))),
    "edge_bane": lambda d: EdgeOrBane(d["who"], d["which"], d["double"], d["on"], d.get("verb", ""),
                                             _load_duration(d.get("duration"))),
    "damage_modifier": lambda d: DamageModifier(d["who"], d["which"], d["damage_type"], d["amount"],
                                                _load_duration(d["duration"]), d.get("verb", ""),
                                                bool(d.get("unnamed", False)),
                                                tuple(d.get("characteristics", ()))),
    "vertical": lambda d: MakeVertical(d.get("movement")),
    "ignore_stability": lambda d: IgnoreStability(d.get("movement")),
    "timed": lambda d: Timed(d["when"], tuple(load(x) for x in d["effects"])),
    "potency": lambda d: PotencyGate(d["characteristic"], d["strength"], d["value"],
                                     tuple(load(x) for x in d["effects"]), d.get("otherwise", False),
                                     d.get("subject"), d.get("said"), d.get("written_strength")),
    "choice": lambda d: Choice(tuple(tuple(load(x) for x in option) for option in d["options"])),
    "none": lambda d: NoEffect(d["text"]),
    "reference": lambda d: Reference(d["text"]),
    "stat": lambda d: StatChange(d["who"], d["stat"], d["value"], d["halved"], _load_duration(d["duration"]),
                                 d.get("verb", ""), d.get("by"), d.get("refers_to")),
    "free_strike": lambda d: FreeStrike(d["who"], d["against"], d["can"], d.get("verb", ""), d.get("edge")),
    "targets": lambda d: TargetCount(d["count"], d["what"]),
    "area": lambda d: TierArea(d["size"], d["shape"], d.get("width"), d.get("said")),
    "slay": lambda d: Slay(d["who"], d["stamina"], d.get("or_less", False)),
    "summon": lambda d: Summon(d["who"], d["count"], d["what"], d.get("verb", "")),
    "use_ability": lambda d: UseAbility(d["who"], d["against"], d["can"], d.get("verb", ""),
                                        d.get("ability") == "strike_signature", d.get("edge"),
                                        bool(d.get("free_triggered", False)), bool(d.get("yours", False)),
                                        d.get("ability") == "main_action", bool(d.get("your_choice", False))),
    "text": lambda d: Text(d["text"]),
}


#: Every kind of effect by its `kind` (`"damage"`: `Damage`), as the JSON names it.
KINDS = {cls.kind: cls for cls in _DUMP}


def dump(effect: Effect) -> dict:
    """A JSON-ready dict with a `kind`; `load(dump(e)) == e`."""
    return {"kind": effect.kind, **_DUMP[type(effect)](effect)}


def load(data: dict) -> Effect:
    return _LOAD[data["kind"]](data)
