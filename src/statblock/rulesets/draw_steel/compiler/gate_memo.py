"""One lowering of a potency's effect for every gate written before it: `M < 2 slowed (save ends)` and
`A < 1 slowed (save ends)` lower to one gate of the same effects, but for its characteristic and strength.

The clause reader reads such clauses as one tree but for the gate (`grammar/gates.py`, which says why);
`Lowerer.clause_part` keeps the effects of a clause that lowered clean by its text, and, by its gate's
shape, those of a gated one that is `kept_for` its gate (one `PotencyGate` of the gate's letter and strength,
nothing else of it said). Lowering that tree depends on the gate only in `PotencyLowering._potency`'s first
steps: the letter is one of the five characteristics and the strength one of the three or a number, each
known to the ruleset (no diagnostic, whichever), and the effects of the body read their words at positions
relative to the clause (the effect's text the same after either gate). A clause whose lowering said
anything, or looked at the ability's own words, is kept by neither memo.
"""

from __future__ import annotations

import attrs

from ....vocabulary import Vocabulary
from ..grammar.gates import Gate, GateShape
from ..runtime import effects as fx

__all__ = ["forget_lowered_gates", "keep_lowered", "lowered_gate"]

_KEPT: dict[tuple[str, GateShape], tuple[tuple[fx.Effect, ...], Gate]] = {}
_LIMIT = 1 << 14


def lowered_gate(rules: Vocabulary, gate: Gate) -> tuple[fx.Effect, ...] | None:
    """The effects of `gate`'s clause from those kept for its shape, or None."""
    kept = _KEPT.get((rules.name, gate.shape))
    if kept is None:
        return None
    (potency,), _ = kept
    characteristic, strength, value = _gate_ids(rules, gate)
    if characteristic is None or (strength is None and not gate.shape.digit):
        return None  # (a word the ruleset does not know: its lowering says so)
    return (attrs.evolve(potency, characteristic=characteristic, strength=strength, value=value),)


def keep_lowered(rules: Vocabulary, gate: Gate, effects: tuple[fx.Effect, ...]) -> None:
    """Keep `effects` (a clean lowering of `gate`'s clause) for its shape, when they are one potency of the
    gate as written and nothing else."""
    if len(_KEPT) >= _LIMIT:
        _KEPT.clear()
    if len(effects) != 1 or effects[0].__class__ is not fx.PotencyGate:
        return
    potency = effects[0]
    if (potency.characteristic, potency.strength, potency.value) != _gate_ids(rules, gate) \
            or potency.otherwise or potency.subject is not None or potency.said is not None \
            or potency.written_strength is not None:
        return
    _KEPT[(rules.name, gate.shape)] = (effects, gate)


def forget_lowered_gates() -> None:
    """Empty the memo (a cold lowering)."""
    _KEPT.clear()


def _gate_ids(rules: Vocabulary, gate: Gate) -> tuple[str | None, str | None, int | None]:
    """(characteristic, strength, value) of `gate` as `PotencyLowering._potency` gives them: ids of the ruleset's
    (None for a word it does not know: no such gate is kept, its lowering having said so)."""
    characteristic = rules.characteristics.lookup(gate.letter)
    if gate.shape.digit:
        return (characteristic.id if characteristic else None), None, int(gate.strength)
    strength = rules.potency_strengths.lookup(gate.strength)
    return (characteristic.id if characteristic else None), (strength.id if strength else None), None
