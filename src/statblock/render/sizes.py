"""Card and page sizes, in millimetres: what every game's cards are printed on."""

from __future__ import annotations

import attrs

__all__ = ["CARD_SIZES", "PAGE_SIZES", "CardSize", "PageSize"]


@attrs.frozen
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


@attrs.frozen
class PageSize:
    name: str
    width: float   # mm
    height: float
    css: str       # the @page size keyword


PAGE_SIZES: dict[str, PageSize] = {
    "a4": PageSize("a4", 210.0, 297.0, "A4"),
    "letter": PageSize("letter", 215.9, 279.4, "letter"),
}
