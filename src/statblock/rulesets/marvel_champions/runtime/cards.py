"""The cards a game state names, found by name: an index over `CompiledCard`s, and reading card files.

Names are compared folded (case, width, spacing and the Japanese variants do not matter). Two cards
may share a name (Ant-Man the hero and Ant-Man the ally; a villain's three stages): the zone says
which type it wants, and a state entry may name a card by its `code` instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...similarity import closest, fold_japanese, is_japanese
from ..model import CompiledCard
from .nouns import fold

__all__ = ["CardIndex", "card_key", "read_card_files"]


def card_key(name: str) -> str:
    key = fold(name)
    return fold_japanese(key) if is_japanese(key) else key


class CardIndex:
    """Cards by folded name and by code."""

    def __init__(self, cards: Mapping[str, CompiledCard | Iterable[CompiledCard]] | Iterable[CompiledCard] = ()):
        self.by_name: dict[str, list[CompiledCard]] = {}
        self.by_code: dict[str, CompiledCard] = {}
        values = cards.values() if isinstance(cards, Mapping) else cards
        for value in values:
            for card in ([value] if isinstance(value, CompiledCard) else value):
                self.add(card)

    def add(self, card: CompiledCard) -> None:
        self.by_name.setdefault(card_key(card.name), []).append(card)
        if card.code:
            self.by_code.setdefault(card.code.lower(), card)

    def __len__(self) -> int:
        return sum(len(cards) for cards in self.by_name.values())

    def names(self) -> list[str]:
        return [cards[0].name for cards in self.by_name.values()]

    def knows(self, name: str) -> bool:
        return card_key(name) in self.by_name

    def find(self, name: str, types: Iterable[str] = ()) -> CompiledCard | None:
        """The card called `name`, of one of `types` if any is (else the first of that name)."""
        found = self.by_name.get(card_key(name), [])
        wanted = set(types)
        return next((c for c in found if c.type in wanted), found[0] if found else None)

    def code(self, code: str) -> CompiledCard | None:
        return self.by_code.get(code.strip().lower())

    def guess(self, name: str) -> str | None:
        """The known name closest to `name` (a did-you-mean), or None."""
        keys = list(self.by_name)
        found = closest(card_key(name), keys, 0.6)
        return self.by_name[found][0].name if found else None

    def other_side(self, card: CompiledCard) -> CompiledCard | None:
        """The other side of a double-sided card (MarvelCDB codes `01001a` and `01001b`)."""
        if not card.code or card.code[-1:].lower() not in ("a", "b"):
            return None
        stem, side = card.code[:-1].lower(), card.code[-1:].lower()
        return self.by_code.get(stem + ("b" if side == "a" else "a"))


def read_card_files(paths: Iterable[str]) -> dict[str, tuple[list[CompiledCard], list]]:
    """Each card file read by the pipeline: its Marvel Champions cards and its diagnostics, by path."""
    from ....pipeline import read_file

    read: dict[str, tuple[list[CompiledCard], list]] = {}
    for path in paths:
        result = read_file(path, ruleset="marvel_champions") if _ruleset_installed() else read_file(path)
        cards = [s for s in result.statblocks if isinstance(s, CompiledCard)]
        read[path] = (cards, list(result.diagnostics))
    return read


def _ruleset_installed() -> bool:
    from ...registry import entries

    return "marvel_champions" in entries()
