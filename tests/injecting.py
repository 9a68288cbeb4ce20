"""Tools to inject one mistake into real corpus text and say where it now sits.

The corpus is read once; each ability becomes an `Entry` (its file's text, its
tree and its compiled form). A mutation finds a place in the *file text* of one
ability, edits the text in memory (the corpus is never written) and returns an
`Injection`: the new text and the character offset a diagnostic must point at.
Positions are worked out from the edit, not from the checker's spans, so they
are an independent oracle.
"""

from __future__ import annotations

import functools
import random
import re
from pathlib import Path
from typing import Callable, Iterator

import attrs

from statblock.rulesets.draw_steel import ast
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.compiled import CompiledAbility

from conftest import CORPUS, corpus_report

__all__ = [
    "Edit", "Entry", "Injection", "corpus_entries", "corpus_report", "edit", "flatten", "line_col", "part_start",
    "spread", "line_bounds", "tier_parts", "typo",
]


@attrs.frozen
class Entry:
    """One ability of the published corpus, with the text of its file as written on disk."""

    path: str
    text: str
    tree: ast.Ability
    ability: CompiledAbility
    id: str

    @property
    def stratum(self) -> tuple[str, str]:
        return self.tree.fmt, "hero" if "/abilities-" in self.path else "monster"

    @property
    def region(self) -> tuple[int, int]:
        return self.tree.span.start, self.tree.span.end

    def at(self, span) -> str:
        """The file text under `span`: the caller checks that it is the word it expects."""
        return self.text[span.start:span.end]


@attrs.frozen
class Injection:
    text: str
    at: int                      # offset in `text` the diagnostic must point at
    original: str | None = None  # the word that was misspelt, for did-you-mean checks


@attrs.frozen
class Edit:
    start: int
    end: int
    new: str


def edit(text: str, edits: list[Edit], mark: int | Edit, offset: int = 0, original: str | None = None) -> Injection:
    """Apply non-overlapping edits and say where the diagnostic must point in the new text.

    `mark` is an offset in the old text, carried over the edits (it may be the start of
    one, not inside it), or one of the edits: then the point is `offset` characters into its new text.
    """
    edits = sorted(edits, key=lambda e: e.start)
    out, last, shift, at = [], 0, 0, None
    for e in edits:
        assert e.start >= last, "overlapping edits"
        if isinstance(mark, int) and at is None and mark <= e.start:
            at = mark + shift
        assert not (isinstance(mark, int) and e.start < mark < e.end), "mark inside an edit"
        out.append(text[last:e.start])
        if e is mark:
            at = e.start + shift + offset
        out.append(e.new)
        shift += len(e.new) - (e.end - e.start)
        last = e.end
    out.append(text[last:])
    if at is None:
        assert isinstance(mark, int)
        at = mark + shift
    return Injection("".join(out), at, original)


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column (in characters) of `offset`."""
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def typo(word: str) -> str | None:
    """`word` with two adjacent letters swapped, near its middle, the first letter kept.

    The most common slip of hand transcription; None if no swap changes the word.
    """
    middle = (len(word) - 2) / 2
    swaps = sorted((i for i in range(1, len(word) - 1)
                    if word[i].isalpha() and word[i + 1].isalpha() and word[i].lower() != word[i + 1].lower()),
                   key=lambda i: (abs(i - middle), i))
    if not swaps:
        return None
    i = swaps[0]
    return word[:i] + word[i + 1] + word[i] + word[i + 2:]


def flatten(effects) -> Iterator[fx.Effect]:
    """Every effect, with those inside potency gates and choices."""
    for effect in effects:
        yield effect
        if isinstance(effect, fx.PotencyGate):
            yield from flatten(effect.effects)
        elif isinstance(effect, fx.Choice):
            for option in effect.options:
                yield from flatten(option)


def tier_parts(entry: Entry) -> Iterator[tuple[int, ast.ClausePart, tuple]]:
    """(tier number, clause part, its effects) of the ability's main power roll."""
    tree_roll, roll = entry.tree.power_roll, entry.ability.power_roll
    if tree_roll is None or roll is None or roll.kind != "power_roll":
        return
    for tree_tier, tier in zip(tree_roll.tiers, roll.tiers):
        for part, effects in zip(tree_tier.clauses, tier.clauses):
            yield tier.number, part, effects


_TIER_LINE_HEAD = re.compile(
    r"(?:[ \t]*>)*[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?[ \t]*"
    r"(?:≤[ \t]*11|<=[ \t]*11|12[ \t]*-[ \t]*16|17[ \t]*\+|tier[123])"
    r"[ \t]*:?[ \t]*(?:\*\*)?[ \t]*:?[ \t]*")


def line_bounds(text: str, offset: int) -> tuple[int, int]:
    """Start and end (before the newline) of the line holding `offset`."""
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return start, len(text) if end == -1 else end


def part_start(text: str, offset: int) -> int:
    """Where the `;`-separated clause holding `offset` begins on its tier line, read from the text alone.

    The first clause begins after the tier label (`- **≤11:**`, `tier1:`); the others after `;`.
    Leading blanks are skipped, and so is the `[` of a Markdown link.
    """
    line_start, _ = line_bounds(text, offset)
    head = _TIER_LINE_HEAD.match(text, line_start)
    assert head, f"not a tier line: {text[line_start:offset + 20]!r}"
    semicolon = text.rfind(";", head.end(), offset)
    start = head.end() if semicolon == -1 else semicolon + 1
    while text[start] in " \t[":
        start += 1
    return start


def _relative(path: str) -> str:
    return Path(path).relative_to(CORPUS).as_posix()


@functools.cache
def corpus_entries() -> tuple[Entry, ...]:
    """Every ability of the corpus whose file text is what the parser saw (LF, no BOM)."""
    entries, seen = [], {}
    for result in corpus_report().files:
        text = Path(result.path).read_text("utf-8")
        if result.source is None or text != result.source.text:
            continue  # positions would need translating; the corpus has no such file today
        for tree, compiled in zip(result.asts, result.abilities):
            base = f"{_relative(result.path)}::{tree.name}"
            seen[base] = seen.get(base, 0) + 1
            test_id = base if seen[base] == 1 else f"{base}#{seen[base]}"
            entries.append(Entry(result.path, text, tree, compiled, test_id))
    return tuple(entries)


def spread(entries, inject: Callable[[Entry], Injection | None], limit: int,
           seed: int = 20261129) -> list[tuple[Entry, Injection]]:
    """Up to `limit` injections, taken in turn from hero and monster abilities, Markdown and YAML.

    Within each of those four groups the abilities come in a fixed shuffled order,
    so the cases are spread over the corpus rather than taken from its first folder.
    """
    strata: dict[tuple[str, str], list[Entry]] = {}
    for entry in entries:
        strata.setdefault(entry.stratum, []).append(entry)
    found = []
    for key in sorted(strata):
        group = list(strata[key])
        random.Random(seed).shuffle(group)
        hits = []
        for entry in group:
            injection = inject(entry)
            if injection is not None:
                hits.append((entry, injection))
                if len(hits) == limit:
                    break
        found.append(hits)
    out = []
    for turn in range(limit):
        out.extend(hits[turn] for hits in found if turn < len(hits))
    return out[:limit]
