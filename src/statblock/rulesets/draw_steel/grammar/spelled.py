"""Potencies spelt out inside a clause, as the classes' books write them.

`The target is slowed (save ends), or if P < AVERAGE, the target's speed is 0 (save ends)`,
`bleeding (EoT), or if M < STRONG, bleeding (save ends)`: the clause before `, or if` is an effect of its
own, and the potency after it lands instead of it (seed 000's potency, as monsters write it after a `;`:
`slowed (save ends); or if M < 2 restrained (save ends)`, or with no `if`: `slowed (EoT), or M < 2, prone`). `the target is flung through time, and if
P < AVERAGE, they are weakened (save ends)`: the same with `and`, the potency landing as well.

`if P < AVERAGE, the target's speed is 0 (save ends)`, `if the target has R < STRONG, before the damage is
resolved, they ...`: a spelt-out potency whose effect the grammar's `spelled_potency` cannot read (a
sentence: it reads conditions, damage and forced moves) is read as the bare potency `P < AVERAGE, ...` is
(sentences, and text gated by the potency), keeping the words written before it; the Japanese cards'
`または、A < AVERAGE、ターゲットの速度は 0 になる` (`or if`) likewise (`ja_potency` reads conditions only too).

The join cuts the tier line into two clauses (`clauses.parse_clauses`), each read on its own: the effect
before it may stay text (`the target is flung through time`) and the potency still be read. A spelt-out
potency is read bare only where it would otherwise stay text; its positions are the clause's own.

A chain of them (`slowed (EoT), or if P < AVERAGE, prone (save ends), or if P < STRONG, restrained (save
ends)`) is cut at every join `potency_joins` finds (`joined_potencies`), when each part after one reads as a potency;
one that does not stays text, and the compiler says so (SB129), asking for a `;` before each `or if`.
"""

from __future__ import annotations

import re
from typing import Callable

import attrs

from .. import ast
from .node_copies import moved

__all__ = ["joined_potencies", "potency_joins", "spelled_as_bare"]

# `if`, `or if`, `and if`, and who has the characteristic (`if the target has`, `if one target has`),
# up to the characteristic's letter and its `<`
_SPELLED = re.compile(r"(?P<said>(?:(?P<joined>or|and)\s+)?if\s+(?:(?P<who>[^\W\d_][\w'’]*(?:\s+[^\W\d_][\w'’]*){0,3}?)"
                      r"\s+(?:has|have)\s+)?)(?=[A-Za-z]\s*<)", re.IGNORECASE)
# Japanese `または、` (`or`) before a potency's letter and `<`
_JA_OTHERWISE = re.compile(r"(?:または|もしくは|あるいは|ないしは)\s*[、，,]?\s*(?=[A-Za-zＡ-Ｚａ-ｚ]\s*[<＜])")
# English `or` right before a potency's letter and `<` (`slowed (EoT); or M < 2, prone`), as `または、` is
_OTHERWISE = re.compile(r"or\s+(?=[A-Za-z]\s*<)", re.IGNORECASE)
# `, or if`/`, and if` outside brackets, a potency's letter and `<` after it; `, or` right before them
_JOINED = re.compile(r",\s+(?=(?:or|and)\s+if\s+(?:[^\W\d_][\w'’]*\s+){0,4}?[A-Za-z]\s*<|or\s+[A-Za-z]\s*<)",
                     re.IGNORECASE)
_BARE_JOIN = re.compile(r",\s+or\s+[A-Za-z]\s*<", re.IGNORECASE)


def spelled_as_bare(text: str, parse: Callable[[str], tuple]) -> tuple | None:
    """`if P < AVERAGE, <a sentence>` read as `P < AVERAGE, <a sentence>` is, the words before the letter
    kept as said (and `or`: instead of the clause before); None when `text` is no spelt-out potency, or the
    bare potency is not read either."""
    found = _SPELLED.match(text)
    if found is None:
        # `または、M < 2、<a sentence>`: as the cards print it; `or M < 2, prone`, as English says it after a `;`
        bare = _JA_OTHERWISE.match(text) or _OTHERWISE.match(text)
        if bare is None:
            return None
        at = bare.end()
        items = parse(text[at:])
        if len(items) != 1 or not isinstance(items[0], ast.PotencyClause) or items[0].otherwise:
            return None
        gated = moved(items[0], lambda p: at + p)
        return (attrs.evolve(gated, otherwise=True, span=(0, gated.span[1]) if gated.span else None),)
    at = found.end()
    items = parse(text[at:])
    if len(items) != 1 or not isinstance(items[0], ast.PotencyClause) or items[0].said is not None:
        return None
    joined = (found.group("joined") or "").lower()
    gated = moved(items[0], lambda p: at + p)
    return (attrs.evolve(gated, said=found.group("said").strip(), subject=found.group("who"),
                         otherwise=joined == "or", span=(0, gated.span[1]) if gated.span else None),)


def potency_joins(text: str) -> tuple[tuple[int, int], ...]:
    """Where each `, or if`/`, and if` before a potency's letter and `<` is, outside brackets: (the comma, where
    `or`/`and` starts); each character looked at once (linear time)."""
    lowered = text.lower()
    if ", or if" not in lowered and ", and if" not in lowered and (", or " not in lowered or not _BARE_JOIN.search(text)):
        return ()
    depth = counted = 0
    joins = []
    for join in _JOINED.finditer(text):
        for ch in text[counted:join.start()]:
            depth += ch in "(（["
            depth -= ch in ")）]"
        counted = join.start()
        if depth <= 0:
            joins.append((join.start(), join.end()))
    return tuple(joins)


def joined_potencies(text: str, parse: Callable[[str], tuple]) -> tuple[tuple[int, int], ...] | None:
    """`<effect>, or if P < AVERAGE, <effect>` (and a chain of them: `…, or if P < STRONG, <effect>`): for each join,
    where the part before it ends and the spelt-out potency after it starts, to be read as clauses of their own,
    as if a `;` stood before each `or`; None when there is no join, a part before one is empty, or a part after one
    is not read as one potency (SB129 says so of a chain)."""
    joins = potency_joins(text)
    if not joins:
        return None
    cuts = []
    starts = (0, *(after for _, after in joins))
    ends = (*(comma for comma, _ in joins), len(text))
    for number, (start, end) in enumerate(zip(starts, ends)):
        said = text[start:end].rstrip()
        if not said.strip():
            return None
        if number:
            read = parse(said)
            if len(read) != 1 or not isinstance(read[0], ast.PotencyClause):
                return None
        if number < len(joins):
            cuts.append((start + len(said), joins[number][1]))
    return tuple(cuts)
