"""One reading of a clause for every lead it may be written with: a potency's effect after any gate (`M < 2
slowed (save ends)`, `A < 1 slowed (save ends)`), damage of any amount (`5 fire damage`, `12 fire damage`), a forced
move of any distance (`push 2`, `push 10`): the same tree but for the lead's words and where the rest starts.

A published tier writes some 400 potencies with about 110 distinct effects after their gates, and some 350
damage clauses of about 35 forms, some 90 forced moves of about 15, each read whole by the clause parser (its memo of clauses is keyed by the
whole text). `clauses.parse_clause_text` asks `lead_of` for a clause's lead; the first clause of a `LeadShape`
is read as always and, when its tree is `kept_for` the shape (one potency, damage or forced move, the lead's words where
they were written, nothing of them anywhere else: shown when a second clause of the shape asks), kept; a later
clause of the shape takes that tree, `relead` to its own lead.

Why the tree is the same (`tests/test_leads.py` compares every published clause both ways, and odd ones): the
key holds every character of the clause but the lead's letter and number or strength word, so only those can
differ, and each is read as the same kind of token in the same parser state with the same text after it, so
the parser takes the same steps and reads the rest's tokens alike:
- a gate's letter is one of the five characteristics (upper case: no keyword of the notation is spelt so, `"a"`
  being lower case), its strength a word of the three or one digit (`WORD`, `NUMBER`); the effect starts with a
  lower-case letter, which no gate holds, so that finding the effect's text from the letter on (`text.find`, as
  the reader does after the parse) cannot find it inside the gate;
- an amount is a number of one to three digits, no leading zero (`NUMBER`, never too long for the grammar), and
  the rest the words of plain damage only (`+ M`, a type, `damage`; a choice of characteristics, `+ M or A`, or of
  types, `cold, fire, or sonic`): nothing the reader cuts as a compound (no `and`, no verb, no subject before a
  digit), nor anything the number of which decides how it is read;
- a distance likewise, last, after the words of a forced move only (`push`, `vertical slide`): the lead is at
  the end, `rest_at` where the clause ends (the only position after the number).
The reader's choice of start rules looks at the verbs of the text (none in a lead) and at `<` (the same in
both). Only ASCII text: the Japanese reading rewrites the text first.
"""

from __future__ import annotations

import functools
import operator
import re
from typing import NamedTuple

import attrs

from ....record_builders import builder
from .. import ast
from .node_copies import moved

__all__ = ["Lead", "LeadShape", "forget_leads", "kept_for", "lead_of", "relead", "remember", "remembered", "replaced",
           "replacer"]

# `M < 2 `, `A < WEAK, `, `R<STRONG,`: a gate the reading of its effect does not depend on (see the module's
# docstring), then the effect, starting with a lower-case letter
_GATE = re.compile(r"([MARIP])( *< *)(WEAK|AVERAGE|STRONG|[0-9])( *, *| +)(?=[a-z])")
# `5 `, `12 `: the amount of plain damage (`5 fire damage`, `3 + M damage`), a choice of characteristics or of types
# written as the books list them (`7 + M or A damage`, `8 + M, R, I, or P holy damage`, `6 cold, fire, or sonic damage`)
# (each run of letters taken whole, `[a-z]++`: what may follow one in a match, `,` or a blank, is no letter, so a
# match never gives a letter back; the letters of `damage` read as a type were given back one by one, and each
# shorter run tried again: a third of the match's cost)
_AMOUNT = re.compile(r"([1-9][0-9]{0,2})(?=(?: \+ [MARIP](?:(?:, [MARIP])*+,? or [MARIP])?)?"
                     r"(?: [a-z]++(?:(?:, [a-z]++)*,? or [a-z]++)?)? damage\Z)")
# `push 3`, `vertical slide 12`: the distance of a forced move of the notation, last
_DISTANCE = re.compile(r"(?:[Vv]ertical )?(?:[Pp]ush|[Pp]ull|[Ss]lide) ([1-9][0-9]{0,2})")
# the most shapes kept (each a tree of one clause): text made to defeat the memo empties it
_LIMIT = 1 << 14


class LeadShape(NamedTuple):
    """What of a clause its reading depends on: all but the lead's letter and number or strength word."""

    kind: str  # "gate" (a potency's), "amount" (damage's) or "distance" (a forced move's)
    before: str  # a gate's, between the letter and the strength (`" < "`)
    digit: bool  # a gate's strength a number (`2`), not a word (`WEAK`); an amount's
    after: str  # a gate's, between the strength and the effect (`", "`, `" "`)
    rest: str  # the rest, as written


class Lead(NamedTuple):
    """A clause's lead as written: a gate's letter (None for the others), its strength, amount or distance, where
    the rest starts (a distance's: where the clause ends)."""

    shape: LeadShape
    letter: str | None
    number: str
    rest_at: int


@functools.lru_cache(maxsize=1 << 12)
def lead_of(text: str) -> Lead | None:
    """The lead `text` starts with, when it is one whose rest reads alike after any such lead; else None (cached:
    the reader and the lowering both ask, and emptied with the memo)."""
    if not text.isascii():
        return None
    found = _GATE.match(text) if "<" in text else None
    if found is not None:
        letter, before, strength, after = found.groups()
        end = found.end()
        return _made(Lead, (_made(LeadShape, ("gate", before, strength.isdigit(), after, text[end:])), letter, strength,
                            end))
    found = _AMOUNT.match(text) if text.endswith("damage") else None
    if found is not None:
        end = found.end()
        return _made(Lead, (_made(LeadShape, ("amount", "", True, "", text[end:])), None, found.group(1), end))
    found = _DISTANCE.fullmatch(text) if text[-1:].isdigit() else None
    if found is not None:  # (the number last: the rest is before it, and no position of it moves)
        start = found.start(1)
        return _made(Lead, (_made(LeadShape, ("distance", "", True, "", text[:start])), None, found.group(1),
                            len(text)))
    return None


# a named tuple made from a tuple of all its fields, as its class makes it (without the call of its `__new__`)
_made = tuple.__new__


# {shape: (items, their lead)}, and {(shape, where its rest starts): items} for the leads of another length
_KEPT: dict[LeadShape, tuple[tuple, Lead]] = {}
_MOVED: dict[tuple[LeadShape, int], tuple] = {}
# {shape: (items, their lead)} remembered but not yet shown `kept_for` their lead: shown when a second clause of the
# shape asks (`remembered`), so that a shape written once (a third of a published tier's) is never walked
_UNSHOWN: dict[LeadShape, tuple[tuple, Lead]] = {}


def remembered(lead: Lead) -> tuple | None:
    """The tree of `lead`'s clause from the one kept for its shape, or None."""
    kept = _KEPT.get(lead.shape)
    if kept is None:
        unshown = _UNSHOWN.pop(lead.shape, None)
        if unshown is None or not kept_for(*unshown):
            return None  # (none of the shape read yet, or the one read is not kept: this clause is read, and asked)
        kept = _KEPT[lead.shape] = unshown
    items, first = kept
    if lead.rest_at != first.rest_at:  # (moved once for each length of lead: `WEAK`, `AVERAGE`, `STRONG`)
        key = (lead.shape, lead.rest_at)
        items = _MOVED.get(key)
        if items is None:
            delta = lead.rest_at - first.rest_at
            items = _MOVED[key] = moved(kept[0], lambda p: p + delta if p >= first.rest_at else p)
    return relead(items, lead)


def remember(items: tuple, lead: Lead) -> None:
    """Keep `items` (the tree read of `lead`'s clause) for its shape, when it is `kept_for` the lead (shown when a
    later clause of the shape asks for it: `remembered`)."""
    if len(_KEPT) + len(_UNSHOWN) >= _LIMIT:
        forget_leads()
    _UNSHOWN[lead.shape] = (items, lead)


def forget_leads() -> None:
    """Empty the memo (a cold reading of clauses: `clauses.forget_clauses`)."""
    _KEPT.clear()
    _MOVED.clear()
    _UNSHOWN.clear()
    lead_of.cache_clear()


def kept_for(items: tuple, lead: Lead) -> bool:
    """Whether `items` is one potency or damage whose lead is `lead` as written and whose every other position is
    in the rest: what `relead` can give another lead."""
    if len(items) != 1:
        return False
    clause = items[0]
    if clause.span is None or clause.span[0] != 0 or clause.span[1] < lead.rest_at:
        return False
    if lead.shape.kind == "amount":
        return clause.__class__ is ast.DamageClause and clause.amount == int(lead.number) and clause.dice is None \
            and clause.subject is None and _all_from(lead.rest_at, clause.characteristics, clause.damage_type,
                                                     clause.other_types)
    if lead.shape.kind == "distance":
        return clause.__class__ is ast.ForcedClause and clause.distance == int(lead.number) \
            and clause.span[1] == lead.rest_at and not clause.characteristics and clause.toward is None \
            and clause.subject is None \
            and all(word.span is not None and word.span[1] <= lead.rest_at - len(lead.number) for word in clause.words)
    if clause.__class__ is not ast.PotencyClause or clause.said is not None or clause.subject is not None:
        return False
    if clause.characteristic.text != lead.letter or clause.characteristic.span != (0, 1):
        return False
    if lead.shape.digit:
        if clause.strength is not None or clause.value != int(lead.number):
            return False
    elif clause.value is not None or clause.strength is None or clause.strength != ast.word(lead.number, None) \
            or clause.strength.span != _strength_span(lead):
        return False
    return _all_from(lead.rest_at, clause.body)


def relead(items: tuple, lead: Lead) -> tuple:
    """`items`, kept for `lead`'s shape and moved to where its rest starts, with `lead`'s own words."""
    (clause,) = items
    kind = lead.shape.kind
    if kind == "amount":
        return (replacer(clause.__class__, _AMOUNT_FIELD)(clause, int(lead.number)),)
    if kind == "distance":
        return (replacer(clause.__class__, _DISTANCE_FIELD)(clause, int(lead.number)),)
    if lead.shape.digit:
        return (replacer(clause.__class__, _GATE_VALUE)(clause, ast.word(lead.letter, (0, 1)), int(lead.number)),)
    return (replacer(clause.__class__, _GATE_STRENGTH)(clause, ast.word(lead.letter, (0, 1)),
                                                        ast.word(lead.number, _strength_span(lead))),)


_AMOUNT_FIELD, _DISTANCE_FIELD = ("amount",), ("distance",)
_GATE_VALUE, _GATE_STRENGTH = ("characteristic", "value"), ("characteristic", "strength")


def replaced(node, **changes):
    """`attrs.evolve(node, **changes)` of a frozen class with no converter nor validator (the syntax tree's, the
    effects'), made slot by slot: a few times faster (`replacer`)."""
    return replacer(node.__class__, tuple(changes))(node, *changes.values())


@functools.cache
def replacer(cls: type, names: tuple[str, ...]):
    """A function `(node, *values)`: a copy of `node`, a `cls`, with the fields `names` set to `values` (in that
    order), as `attrs.evolve(node, **dict(zip(names, values)))` makes it. `cls` is a slotted attrs class with no
    converter nor validator (a `TypeError` otherwise, or for a name of no field); the function sets each slot with
    the slot's own setter, the other fields read from `node`: made once for each class and set of names (the
    clause reader and the lowering copy some thousand nodes a corpus, the same few ways)."""
    fields = attrs.fields(cls) if attrs.has(cls) else ()
    unknown = set(names) - {f.name for f in fields}
    if unknown or len(set(names)) != len(names):
        raise TypeError(f"{cls.__name__} has no fields {sorted(unknown)}, or names one twice: {names}")
    given = {name: f"_v{index}" for index, name in enumerate(names)}
    replace = builder(cls, ", ".join(("node", *given.values())), [given.get(f.name, "node." + f.name) for f in fields])
    if replace is None:
        raise TypeError(f"replaced() copies slotted classes with no converters nor validators, not {cls.__name__}")
    return replace



def _strength_span(lead: Lead) -> tuple[int, int]:
    start = 1 + len(lead.shape.before)
    return start, start + len(lead.number)


def _all_from(at: int, *nodes) -> bool:
    """Whether every position in `nodes` (as `moved` finds them: every pair of whole numbers) is at `at` or after."""
    # (a walk with a list of what is left to look at, not a call for each node: a tree of a potency's effect is
    # some dozens of nodes, tuples and words)
    left = list(nodes)
    pop, extend = left.pop, left.extend
    while left:
        node = pop()
        if isinstance(node, tuple):
            if len(node) == 2 and node[0].__class__ is int and node[1].__class__ is int:
                if node[0] < at or node[1] < at:
                    return False
            else:
                extend(node)
        elif node.__class__ is _WORD:  # (the most of a tree's nodes: its one position looked at here)
            span = node.span
            if span.__class__ is tuple and len(span) == 2 and span[0].__class__ is int and span[1].__class__ is int:
                if span[0] < at or span[1] < at:
                    return False
            elif span is not None:
                left.append(span)  # (any other span looked into as below)
        elif node is not None and node.__class__ not in _PLAIN:
            fields = _attrs_fields(node.__class__)
            if fields is not None:
                extend(fields(node))
    return True


_PLAIN = frozenset({str, int, bool, frozenset})  # (what holds no position: not looked into)
_WORD = ast.Word


@functools.cache
def _attrs_fields(cls: type):
    """A function giving the tuple of the fields of an instance of an attrs class (`operator.attrgetter`); None for
    any other class, or an attrs class of no fields."""
    names = tuple(f.name for f in attrs.fields(cls)) if attrs.has(cls) else ()
    if not names:
        return None
    if len(names) == 1:
        one = operator.attrgetter(names[0])
        return lambda node: (one(node),)
    return operator.attrgetter(*names)
