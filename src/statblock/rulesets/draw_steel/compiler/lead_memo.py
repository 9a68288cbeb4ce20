"""One lowering of a clause for every lead it may be written with: `M < 2 slowed (save ends)` and `A < 1 slowed
(save ends)` lower to one gate of the same effects but for its characteristic and strength, `5 fire damage` and
`12 fire damage` to the same damage but for its amount, `push 10` to the forced move of `push 2` but for its distance.

The clause reader reads such clauses as one tree but for the lead (`grammar/leads.py`, which says why);
`Lowerer.clause_part` keeps the effects of a clause that lowered clean by its text, and, by its lead's shape,
those of one that is `kept_for` its lead (one `PotencyGate` of the gate's letter and strength, one `Damage` of
the amount or one `ForcedMove` of the distance, nothing else of the lead said). Lowering that tree depends on the lead only where its words are
looked up or copied: a gate's letter is one of the five characteristics and its strength one of the three or a
number, each known to the ruleset (no diagnostic, whichever); an amount or a distance is a number above 0
(`_not_negative` says nothing of it). The rest's effects read their words at positions relative to the clause (its text the same
after either lead). A clause whose lowering said anything, or looked at the ability's own words, is kept by
neither memo.
"""

from __future__ import annotations

from ....vocabulary import Vocabulary
from ..grammar.leads import Lead, LeadShape, replacer
from ..runtime import effects as fx

__all__ = ["forget_lowered_leads", "keep_lowered", "lowered_lead"]

_KEPT: dict[tuple[str, LeadShape], fx.Effect] = {}
_LIMIT = 1 << 14


def lowered_lead(rules: Vocabulary, lead: Lead) -> tuple[fx.Effect, ...] | None:
    """The effects of `lead`'s clause from those kept for its shape, or None."""
    kept = _KEPT.get((rules.name, lead.shape))
    if kept is None:
        return None
    kind = lead.shape.kind
    if kind == "amount":
        return (replacer(kept.__class__, _AMOUNT)(kept, int(lead.number)),)
    if kind == "distance":
        return (replacer(kept.__class__, _DISTANCE)(kept, int(lead.number)),)
    characteristic, strength, value = _gate_ids(rules, lead)
    if characteristic is None or (strength is None and not lead.shape.digit):
        return None  # (a word the ruleset does not know: its lowering says so)
    return (replacer(kept.__class__, _GATE)(kept, characteristic, strength, value),)


_AMOUNT, _DISTANCE, _GATE = ("amount",), ("distance",), ("characteristic", "strength", "value")


def keep_lowered(rules: Vocabulary, lead: Lead, effects: tuple[fx.Effect, ...]) -> None:
    """Keep `effects` (a clean lowering of `lead`'s clause) for its shape, when they are one potency of the gate as
    written, or one damage of the amount, and nothing else."""
    if len(_KEPT) >= _LIMIT:
        _KEPT.clear()
    if len(effects) != 1:
        return
    effect = effects[0]
    if lead.shape.kind == "amount":
        if effect.__class__ is not fx.Damage or effect.amount != int(lead.number):
            return
    elif lead.shape.kind == "distance":
        if effect.__class__ is not fx.ForcedMove or effect.distance != int(lead.number):
            return
    elif effect.__class__ is not fx.PotencyGate \
            or (effect.characteristic, effect.strength, effect.value) != _gate_ids(rules, lead) \
            or effect.otherwise or effect.subject is not None or effect.said is not None \
            or effect.written_strength is not None:
        return
    _KEPT[(rules.name, lead.shape)] = effect


def forget_lowered_leads() -> None:
    """Empty the memo (a cold lowering)."""
    _KEPT.clear()
    _GATE_IDS.clear()


# {(ruleset, letter, strength or number): (characteristic, strength, value)}: a published corpus writes some 400 gates
# of a few dozen spellings (`M < 2`, `A < WEAK`), each asked for twice (kept, then given)
_GATE_IDS: dict[tuple[str, str | None, str], tuple[str | None, str | None, int | None]] = {}


def _gate_ids(rules: Vocabulary, lead: Lead) -> tuple[str | None, str | None, int | None]:
    """(characteristic, strength, value) of a gate as `PotencyLowering._potency` gives them: ids of the ruleset's
    (None for a word it does not know: no such gate is kept, its lowering having said so). Remembered by the
    spelling of the letter and the strength (the ruleset's lookups depend on nothing else), until the memo is
    emptied; a run of text made to defeat it empties it rather than growing it."""
    key = (rules.name, lead.letter, lead.number)
    ids = _GATE_IDS.get(key)
    if ids is None:
        if len(_GATE_IDS) >= _LIMIT:
            _GATE_IDS.clear()
        ids = _GATE_IDS[key] = _looked_up_gate(rules, lead)
    return ids


def _looked_up_gate(rules: Vocabulary, lead: Lead) -> tuple[str | None, str | None, int | None]:
    """`_gate_ids` looked up in the ruleset."""
    characteristic = rules.characteristics.lookup(lead.letter)
    characteristic_id = characteristic.id if characteristic is not None else None
    if lead.shape.digit:
        return characteristic_id, None, int(lead.number)
    strength = rules.potency_strengths.lookup(lead.number)
    return characteristic_id, (strength.id if strength is not None else None), None
