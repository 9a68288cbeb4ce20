"""One reading of a potency's effect for every gate written before it: `M < 2 slowed (save ends)` and
`A < 1 slowed (save ends)` read as the same tree, but for the gate's letter and strength and where the
effect starts.

A published tier writes some 400 potencies with about 110 distinct effects after their gates, each
read whole by the clause parser (its memo of clauses is keyed by the whole text). `clauses.parse_clause_text`
asks `gate_of` for a clause's gate; the first clause of a `GateShape` is read as always and, when its tree
is `kept_for` the shape (one potency, the gate's words where they were written, nothing of the gate in its
effect), kept; a later clause of the shape takes that tree, `regated` to its own gate.

Why the tree is the same (`tests/test_gates.py` compares every published clause both ways, and odd ones):
the key holds every character of the clause but the letter and the strength, so only those two can differ;
the letter is one of the five characteristics (upper case: no keyword of the notation is spelt so, `"a"`
being lower case) and the strength a word of the three or one digit, each read as the same kind of token
(`WORD`, `NUMBER`) in the same parser state, the same separators after them, so the parser takes the same
steps and reads the effect's tokens alike. The clause reader's choice of start rules looks at the verbs of the
text (none in a gate) and at `<` (in both); what it does after the parse finds the effect's text from the
letter on (`text.find`), which cannot start inside a gate when the effect starts with a lower-case letter (a
gate has none), as the shape asks. Only ASCII text: the Japanese reading rewrites the text first.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from .compound import moved

__all__ = ["GateShape", "forget_gates", "gate_of", "kept_for", "regated", "remember", "remembered"]

# `M < 2 `, `A < WEAK, `, `R<STRONG,`: a gate the reading of its effect does not depend on (see the module's
# docstring), then the effect, starting with a lower-case letter
_GATE = re.compile(r"([MARIP])( *< *)(WEAK|AVERAGE|STRONG|[0-9])( *, *| +)(?=[a-z])")
# the most shapes kept (each a tree of one clause): text made to defeat the memo empties it
_LIMIT = 1 << 14


@attrs.frozen
class GateShape:
    """What of a gated clause its reading depends on: all but the letter and the strength's own word."""

    before: str  # between the letter and the strength (`" < "`)
    digit: bool  # the strength a number (`2`), not a word (`WEAK`)
    after: str  # between the strength and the effect (`", "`, `" "`)
    effect: str  # the rest, as written


@attrs.frozen
class Gate:
    """A clause's gate as written: its letter, its strength, and where its effect starts."""

    shape: GateShape
    letter: str
    strength: str
    effect_at: int


def gate_of(text: str) -> Gate | None:
    """The gate `text` starts with, when it is one whose effect reads alike after any such gate; else None."""
    if not text.isascii():
        return None
    found = _GATE.match(text)
    if found is None:
        return None
    letter, before, strength, after = found.groups()
    return Gate(GateShape(before, strength.isdigit(), after, text[found.end():]), letter, strength, found.end())


_KEPT: dict[GateShape, tuple[tuple, Gate]] = {}


def remembered(gate: Gate) -> tuple | None:
    """The tree of `gate`'s clause from the one kept for its shape, or None."""
    kept = _KEPT.get(gate.shape)
    return None if kept is None else regated(*kept, gate)


def remember(items: tuple, gate: Gate) -> None:
    """Keep `items` (the tree read of `gate`'s clause) for its shape, when it is `kept_for` the gate."""
    if len(_KEPT) >= _LIMIT:
        _KEPT.clear()
    if kept_for(items, gate):
        _KEPT[gate.shape] = (items, gate)


def forget_gates() -> None:
    """Empty the memo (a cold reading of clauses: `clauses.forget_clauses`)."""
    _KEPT.clear()


def kept_for(items: tuple, gate: Gate) -> bool:
    """Whether `items` is one potency whose gate is `gate` as written and whose every other position is in its
    effect: what `regated` can move to another gate."""
    if len(items) != 1 or items[0].__class__ is not ast.PotencyClause:
        return False
    clause = items[0]
    if clause.said is not None or clause.subject is not None or clause.span is None or clause.span[0] != 0:
        return False
    if clause.characteristic.text != gate.letter or clause.characteristic.span != (0, 1):
        return False
    if gate.shape.digit:
        if clause.strength is not None or clause.value != int(gate.strength):
            return False
    else:
        start = 1 + len(gate.shape.before)
        if clause.value is not None or clause.strength is None or clause.strength.text != gate.strength \
                or clause.strength.span != (start, start + len(gate.strength)):
            return False
    positions: list[int] = []
    moved(clause.body, lambda p: positions.append(p) or p)
    return all(p >= gate.effect_at for p in positions) and clause.span[1] >= gate.effect_at


def regated(items: tuple, kept: Gate, gate: Gate) -> tuple:
    """`items`, read of `kept`'s clause, as the tree of `gate`'s clause (of the same shape)."""
    (clause,) = items
    delta = gate.effect_at - kept.effect_at
    body = moved(clause.body, lambda p: p + delta) if delta else clause.body
    start = 1 + len(gate.shape.before)
    strength = None if gate.shape.digit else ast.word(gate.strength, (start, start + len(gate.strength)))
    value = int(gate.strength) if gate.shape.digit else None
    return (attrs.evolve(clause, characteristic=ast.word(gate.letter, (0, 1)), strength=strength, value=value,
                         body=body, span=(0, clause.span[1] + delta)),)
