"""Card and page sizes, in millimetres, and the room a card's text may fill: what every game's cards are
printed on."""

from __future__ import annotations

from ..records import frozen

__all__ = ["CARD_SIZES", "PAGE_SIZES", "CardSize", "PageSize", "Room"]


@frozen
class CardSize:
    name: str
    width: float      # mm
    height: float     # mm
    largest_step: int  # index into fit.STEPS of the largest type this size uses


CARD_SIZES: dict[str, CardSize] = {
    "poker": CardSize("poker", 63.0, 88.0, 1),
    "tarot": CardSize("tarot", 70.0, 120.0, 0),
    "index": CardSize("index", 76.2, 127.0, 0),
}


@frozen
class PageSize:
    name: str
    width: float   # mm
    height: float
    css: str       # the @page size keyword


PAGE_SIZES: dict[str, PageSize] = {
    "a4": PageSize("a4", 210.0, 297.0, "A4"),
    "letter": PageSize("letter", 215.9, 279.4, "letter"),
}


@frozen
class Room:
    """How much of a card fitting may fill: all of it, unless the printed layout of the card found it
    too full, in which case the card is fitted again with less."""

    height: float = 1.0               # share of the box's height
    largest_step: int | None = None   # the largest type allowed (an index into the ruleset's steps), if less

    def less(self, overflow: float, box: float, step: int, wide: bool) -> Room:
        """The room after a layout found the card's content `overflow` past the bottom of a `box`
        as tall (the same units), or past its right side (`wide`), set in type `step`."""
        height = self.height * max(0.5, min(0.97, 1 - overflow / box - 0.02)) if overflow > 0 else self.height
        return Room(height, step + 1 if wide else self.largest_step)
