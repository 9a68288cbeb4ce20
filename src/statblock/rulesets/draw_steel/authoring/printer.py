"""The one printer every output format is a small subclass of.

A printer walks a `Card` in order and asks its subclass for the lines of
each part; dispatch over the body's part types goes through one table that
fails loudly on a missing entry. Comments (native only) are handed in as a
mapping from a part's anchor to the comment lines written above it.
"""

from __future__ import annotations

from typing import Callable

from .layout import Card, Header, Roll, Section, TierLine

__all__ = ["Printer"]


class Printer:
    def __init__(self, comments: dict | None = None) -> None:
        self.comments = dict(comments or {})
        self._body: dict[type, Callable] = {Roll: self._roll_part, Section: self._section_part}

    # ---- the walk ---------------------------------------------------------------------

    def card(self, card: Card) -> list[str]:
        lines: list[str] = []
        lines += self.metadata(card)
        lines += self.comments_for("name", card.anchor)
        lines += self.title(card)
        if card.flavor:
            lines += self.comments_for("flavor")
            lines += self.flavor_of(card)
        if card.header:
            lines += self.comments_for("header", card.header.anchor)
            lines += self.header(card.header)
        for index, part in enumerate(card.body):
            lines += self._body[type(part)](card, index, part)
        lines += self.leftover_comments()
        return lines

    def _roll_part(self, card: Card, index: int, roll: Roll) -> list[str]:
        lines = self.comments_for(roll.anchor) if roll.header is not None else []
        lines += self.roll_header(roll) if roll.header is not None else []
        for tier in roll.tiers:
            lines += self.comments_for(tier.anchor)
            lines += self.tier(tier)
        return lines

    def _section_part(self, card: Card, index: int, section: Section) -> list[str]:
        lines = self.comments_for(section.anchor)
        lines += self.section(card, index, section)
        if section.roll is not None:
            for tier in section.roll.tiers:
                lines += self.comments_for(tier.anchor)
                lines += self.tier(tier)
        return lines

    # ---- comments (only the native format has them) ---------------------------------------

    def comments_for(self, *keys) -> list[str]:
        out = []
        for key in keys:
            if key is not None:
                out += self.comments.pop(key, [])
        return out

    def leftover_comments(self) -> list[str]:
        """Comments whose line has no place of its own any more: kept at the end of the ability."""
        out = []
        for key in list(self.comments):
            if key != "end":
                out += self.comments.pop(key)
        return out + self.comments.pop("end", [])

    # ---- what subclasses provide -------------------------------------------------------------

    def metadata(self, card: Card) -> list[str]:
        raise NotImplementedError

    def title(self, card: Card) -> list[str]:
        raise NotImplementedError

    def flavor_of(self, card: Card) -> list[str]:
        """The card's flavor lines as this format prints them (a format that keeps a guessed line as written says so)."""
        return self.flavor(card.flavor)

    def flavor(self, lines: tuple[str, ...]) -> list[str]:
        raise NotImplementedError

    def header(self, header: Header) -> list[str]:
        raise NotImplementedError

    def roll_header(self, roll: Roll) -> list[str]:
        raise NotImplementedError

    def tier(self, tier: TierLine) -> list[str]:
        raise NotImplementedError

    def section(self, card: Card, index: int, section: Section) -> list[str]:
        raise NotImplementedError
