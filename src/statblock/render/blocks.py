"""Cards made of blocks, whatever the game: a head (name, corner), a subtitle, a band of facts, then
paragraphs each with an optional bold label or badge, and a foot. A game that builds its card views as
`BlockCard`s gets them fitted here and printed by the core's templates (`block-card.html.j2`,
`block-cards.css.j2`), on sheets with crop marks (`decks.py`).

A card is set in the largest type step it fits (`fitting.largest_fitting`); one too long even at the
smallest continues on more cards, cut between its blocks, then between sentences, then between words
(`fitting.chunks`), never dropping a word. The PDF's check (`printing.py`) catches what this estimate
gets wrong.
"""

from __future__ import annotations

import re

import attrs

from .fitting import MM, STEPS, Measure, chunks, cut_units, largest_fitting
from .fonts import Typeset, typeset
from .sizes import CardSize, Room
from ..records import frozen

__all__ = ["STYLE", "Block", "BlockCard", "fit_blocks"]


@frozen
class Block:
    """One paragraph of a card."""

    text: str
    label: str | None = None     # bold before the text ("使用：", "Forced Response"), or None
    kind: str = "text"           # a class the game's stylesheet may style the paragraph by
    badge: bool = False          # the label as a dark badge (a trigger) rather than bold text

    @property
    def spaced(self) -> bool:
        """A space between label and text, unless the label ends with a full-width colon or bracket."""
        return bool(self.label) and not self.label.endswith(("：", "」", "）", "】", "］"))


@frozen
class BlockCard:
    """A card's view: everything it prints, in order."""

    name: str
    corner: str | None           # on the right of the name: a cost, points, a kind
    subtitle: str | None         # one italic line under the head (a type, traits)
    facts: str | None            # a band of numbers (stats)
    blocks: tuple[Block, ...]
    foot: str | None             # the small line at the bottom
    source: str                  # "path:line", for people tracing a card back to its text
    part: int = 1                # continuation cards: part of parts
    parts: int = 1
    fit: int = 0                 # the type step (`fitting.STEPS`)

    @property
    def continued(self) -> bool:
        return self.part > 1


#: The numbers the stylesheet (`block-cards.css.j2`) is written from: lengths in mm where named so,
#: everything else in ems of the card's type size, text as `(font-size, line-height)`.
STYLE = {
    "padding_mm": 2.2,
    "border_mm": 0.3,
    "name": (1.28, 1.15),
    "cost": (0.8, 1.2),
    "cost_max": 0.45,
    "head_gap": 0.5,
    "head_after": 0.55,
    "subtitle": (0.9, 1.25),
    "subtitle_after": 0.2,
    "facts": (0.9, 1.3),
    "facts_pad": 0.15,
    "facts_side": 0.3,
    "facts_after": 0.25,
    "facts_rules_mm": 0.4,
    "body": (1.0, 1.25),
    "block_before": 0.3,
    "badge_side": 0.25,           # left and right of a badge's text, in the badge's ems
    "foot": (0.72, 1.3),
    "foot_before": 0.35,
}


class _Measure(Measure):
    def __init__(self, size: CardSize, step: int, fonts: Typeset, room: Room) -> None:
        super().__init__(size, step, fonts, STYLE, room)

    def top(self, card: BlockCard, corner: str | None) -> float:
        """Head, subtitle and facts."""
        height = self.head_height(card.name, corner)
        if card.subtitle:
            height += self.lines(card.subtitle, "subtitle", "serif_italic") + STYLE["subtitle_after"]
        if card.facts:
            height += (self.lines(card.facts, "facts", "sans_bold", width=self.width - 2 * STYLE["facts_side"])
                       + 2 * STYLE["facts_pad"] + STYLE["facts_rules_mm"] * MM / self.size_pt + STYLE["facts_after"])
        return height

    def label(self, block: Block) -> float:
        """What a block's label (with the space after it) takes of its first line, in body ems."""
        if not block.label:
            return 0.0
        width = self.text_width(block.label + (" " if block.spaced else ""), "sans_bold")
        return width + (2 * STYLE["badge_side"] if block.badge else 0.0)

    def block(self, block: Block, labelled: bool = True) -> float:
        used = self.label(block) if labelled else 0.0
        if not block.text.strip():
            return STYLE["block_before"] + (STYLE["body"][0] * STYLE["body"][1] if used else 0.0)
        return STYLE["block_before"] + self.lines(block.text, "body", used=used)

    def foot(self, card: BlockCard, parts: int) -> float:
        if not card.foot and parts == 1:
            return 0.0
        part = f"{parts}/{parts}" if parts > 1 else ""
        width = self.width - (self.text_width(part, "sans") * STYLE["foot"][0] + STYLE["head_gap"] if part else 0.0)
        return STYLE["foot_before"] + max(self.lines(card.foot or "", "foot", width=width),
                                          STYLE["foot"][0] * STYLE["foot"][1])

    def whole(self, card: BlockCard) -> float:
        return (self.top(card, card.corner) + sum(self.block(b) for b in card.blocks) + self.foot(card, 1))


_SENTENCE_END = re.compile(r"(?<=[.!?:;。！？])\s+|(?<=[。！？])")


def fit_blocks(card: BlockCard, size: CardSize, lang: str, continued: str, room: Room = Room()) -> list[BlockCard]:
    """`card` at the largest type step it fits, or cut into continuation cards (at the smallest step)
    headed `continued 2/3`, measured in the fonts installed for `lang`; `room` leaves part of the card
    empty (the printed layout found it too full)."""
    fonts = typeset(lang)
    step = largest_fitting(size, room, lambda step: _Measure(size, step, fonts, room), lambda m: m.whole(card))
    if step is not None:
        return [attrs.evolve(card, fit=step)]
    smallest = len(STEPS) - 1
    measure = _Measure(size, smallest, fonts, room)
    foot = measure.foot(card, 9)
    later = measure.height - measure.top(attrs.evolve(card, subtitle=None, facts=None), f"{continued} 9/9") - foot
    if later < STYLE["block_before"] + STYLE["body"][0] * STYLE["body"][1]:  # its name alone fills a card
        return [attrs.evolve(card, fit=smallest)]
    paragraph = measure.paragraph("body")
    cards: list[list[Block]] = [[]]
    left = measure.height - measure.top(card, card.corner) - foot
    for block in card.blocks:
        height = measure.block(block)
        if height <= left:
            cards[-1].append(block)
            left -= height
            continue
        units = cut_units(block.text, _SENTENCE_END, paragraph, later, STYLE["block_before"]) or [""]
        cut = chunks(units, paragraph, left, later, measure.label(block) / STYLE["body"][0], STYLE["block_before"])
        labelled = True
        for index, chunk in enumerate(cut):
            if index:
                cards.append([])
                left = later
            if not chunk:
                continue
            part = attrs.evolve(block, text="".join(units[i] for i in chunk).strip(),
                                label=block.label if labelled else None)
            cards[-1].append(part)
            left -= measure.block(part, labelled)
            labelled = False
    parts = len(cards)  # the first card is kept even when no block fits under its head: it has the facts
    return [attrs.evolve(card, subtitle=card.subtitle if index == 0 else None,
                         facts=card.facts if index == 0 else None, blocks=tuple(blocks), part=index + 1,
                         parts=parts, fit=smallest)
            for index, blocks in enumerate(cards)]
