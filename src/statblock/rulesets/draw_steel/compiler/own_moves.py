"""An own move that says no one to make it (`teleport 3`, `テレポート 3`): SB146's test and its help, for a clause of
its own (`lower._deed`) and for a part after a comma of a clause kept as text (`3 damage, teleport 3`, which the grammar
reads as no clause, so it was text with no word).

Teleport and move are no forced movements (seed 000's push, pull and slide, which a creature does to the target), so
who moves is not known; `shift 3` alone is the creature's own shift (a monster's tier: `4 fire damage; shift 3`), as
`shift 3 squares` is.
"""

from __future__ import annotations

from typing import Callable, Iterator

from .. import ast
from ....vocabulary import fold
from ...similarity import is_japanese
from ..vocabulary import vocabulary

__all__ = ["JA_MOVE", "JA_SHIFT", "comma_parts", "say_whose", "unsaid_moves", "whose_unsaid"]

JA_MOVE = "移動"
JA_SHIFT = "シフト"  # (a bare `シフト 3` is the creature's own shift, as `shift 3` is)


def whose_unsaid(node: ast.DeedClause) -> bool:
    """Whether `node` is an own move with no one said to make it, of no kind that says it (`teleport 3`)."""
    if node.kind != "own_move" or node.doer is not None or "squares" in node.flags or "speed" in node.flags:
        return False
    verb = fold(node.verb.text) if node.verb is not None else ""
    return not verb.startswith("shift") and verb != fold(JA_SHIFT)


def say_whose(verb: str, amount: int) -> dict[str, str]:
    """What SB146's help offers to write, in the ability's own language: `you teleport 3 squares`, `the target teleports
    3 squares`; `あなたは 3 スクエアテレポートする`, `ターゲットは 3 スクエアテレポートする`."""
    creatures = vocabulary().creatures.terms
    if is_japanese(verb):
        return {"mine": f"{creatures['you'].ja[0]}は {amount} スクエア{verb}する",
                "theirs": f"{creatures['the_target'].ja[0]}は {amount} スクエア{verb}する"}
    theirs = verb + "s" if not verb.endswith("s") else verb
    return {"mine": f"you {verb} {amount} squares", "theirs": f"the target {theirs} {amount} squares"}


def comma_parts(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each part of `text` after a comma outside brackets (`,`, `、`, `，`), blanks trimmed; the part
    before the first comma is not one. One pass: linear."""
    if "," not in text and "、" not in text and "，" not in text:
        return  # (no comma: no part; three scans in C, not a step of Python for each character)
    depth, start = 0, None
    for at, char in enumerate(text):
        if char in "([（":
            depth += 1
        elif char in ")]）":
            depth = max(0, depth - 1)
        elif char in ",、，" and depth == 0:
            if start is not None:
                yield _trimmed(text, start, at)
            start = at + 1
    if start is not None:
        yield _trimmed(text, start, len(text))


def unsaid_moves(text: str, parse: Callable[[str], tuple]) -> Iterator[tuple[int, int, ast.DeedClause]]:
    """(start, end, the move) of each part after a comma of `text` that reads, alone, as an own move whose maker is not
    said (`3 damage, teleport 3`: `teleport 3`); `parse` reads one part (the grammar's clause reader)."""
    for start, end in comma_parts(text):
        if start >= end or end - start > 60:  # (an own move is a few words: a long part is prose)
            continue
        items = parse(text[start:end])
        if len(items) == 1 and isinstance(items[0], ast.DeedClause) and whose_unsaid(items[0]):
            yield start, end, items[0]


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in ".。"):
        end -= 1
    return start, end
