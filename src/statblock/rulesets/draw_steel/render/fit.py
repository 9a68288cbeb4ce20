"""Making every card fit its box: a type size per card, and continuation cards.

The stylesheet sizes everything inside a card in ems of the card's type size,
so a card's height is a number of ems that this module works out from the
text (`metrics.line_count`) with the same constants the stylesheet is
written from (`STYLE`), measured by the core's `fitting.Measure`. The
largest type size whose text fits is chosen (`fitting.largest_fitting`); an
ability too long for one card even in the smallest size continues on more
cards, split between tiers, sections, paragraphs or sentences, never inside
a clause. Widths are those of the fonts really installed (`fonts.py`). Text is never
clipped: each PDF card is checked on WeasyPrint's layout and fitted again with less `Room` where it
would be (`printing.py`), and the real-browser test checks the HTML.
"""

from __future__ import annotations

import re
from collections import deque

import attrs

from ....render.fitting import STEPS, Measure, largest_fitting
from ....render.fonts import Typeset, typeset
from ....render.metrics import fill
from ....render.sizes import CARD_SIZES, CardSize, Room
from .views import CardView, RollView, SectionView
from ....records import frozen

__all__ = ["CARD_SIZES", "STEPS", "STYLE", "CardSize", "Room", "fit_card"]


#: The numbers the stylesheet is written from (templates/html/cards.css.j2): lengths in mm,
#: everything else in ems of the card's type size, each `(font-size, line-height)`.
STYLE = {
    "padding_mm": 2.2,
    "border_mm": 0.3,
    "name": (1.28, 1.15),
    "cost": (0.8, 1.2),
    "cost_max": 0.45,         # share of the card's width a cost may take before it wraps
    "head_gap": 0.5,          # between name and cost
    "head_after": 0.55,       # rule and space under the name line
    "flavor": (0.92, 1.25),
    "flavor_after": 0.35,
    "facts": (0.86, 1.3),
    "facts_gap": 0.6,         # between the left and right item of a facts row
    "facts_after": 0.45,      # padding and rules around the facts block
    "body": (1.0, 1.25),
    "roll_before": 0.2,
    "roll_after": 0.12,
    "tier_badge": (0.82, 1.5),
    "tier_badge_width": 3.5,  # in the badge's own ems
    "tier_gap": 0.45,         # badge to text
    "tier_margin": 0.22,      # between tiers
    "section_before": 0.3,
    "paragraph_before": 0.2,
    "foot": (0.72, 1.3),
    "foot_before": 0.35,
}


class _Measure(Measure):
    """Heights in ems of the card type, for one card size, in the fonts of one language."""

    def __init__(self, size: CardSize, step: int, fonts: Typeset, room: Room = Room()) -> None:
        super().__init__(size, step, fonts, STYLE, room)

    def head(self, card: CardView, name: str) -> float:
        return self.head_height(name, card.cost)

    def facts_row(self, left: str | None, right: str | None, left_face: str = "sans_bold") -> float:
        if not left and not right:
            return 0.0
        font = STYLE["facts"][0]
        both = (self.text_width(left or "", left_face) + self.text_width(right or "", "sans")) * font \
            + STYLE["facts_gap"]
        if left and right and both > self.width:
            return self.lines(left, "facts", left_face) + self.lines(right, "facts")
        return STYLE["facts"][0] * STYLE["facts"][1]

    def first_part(self, card: CardView, labels) -> float:
        """Name, flavor, keywords and action, distance and target, trigger."""
        height = self.head(card, card.name)
        if card.flavor:  # italic, except in Japanese
            face = "serif" if self.fonts.lang == "ja" else "serif_italic"
            height += self.lines(card.flavor, "flavor", face) + STYLE["flavor_after"]
        rows = self.facts_row(labels.separator.join(card.keywords), card.action)
        rows += self.facts_row(f"{labels.distance} {card.distance}" if card.distance else None,
                               f"{labels.target} {card.target}" if card.target else None, "sans")
        if rows:
            height += rows + STYLE["facts_after"]
        if card.trigger:
            height += self.paragraph(card.trigger, labels.trigger) + STYLE["section_before"]
        return height

    def continued_part(self, card: CardView, labels, parts: int) -> float:
        return self.head(attrs.evolve(card, cost=f"{labels.continued} {parts}/{parts}"), card.name)

    def roll_label(self, roll: RollView) -> float:
        if not roll.label and not roll.modifier:
            return STYLE["roll_before"]
        text = " ".join(x for x in (roll.label, roll.modifier) if x)
        return STYLE["roll_before"] + self.lines(text, "body", "sans_bold") + STYLE["roll_after"]

    def tier(self, clauses: tuple[str, ...]) -> float:
        badge_font, badge_leading = STYLE["tier_badge"]
        text_box = self.width - STYLE["tier_badge_width"] * badge_font - STYLE["tier_gap"]
        # tier text is set `word-break: keep-all` for Japanese (the stylesheet): no break inside a term
        return max(self.lines("; ".join(clauses), "body", width=text_box, keep_all=True), badge_font * badge_leading) \
            + STYLE["tier_margin"]

    def paragraph(self, text: str, label: str | None = None) -> float:
        if not text.strip():  # a label alone
            return self.lines(f"{label}:", "body", "sans_bold") + STYLE["paragraph_before"] if label else 0.0
        used = self.text_width(label + ": ", "sans_bold") if label else 0.0
        return self.lines(text, "body", used=used) + STYLE["paragraph_before"]

    def paragraph_in_parts(self, label: str | None):
        """For a paragraph built a unit at a time: the start (lines, used) after its label, a function
        adding a unit (text after a space) to such a pair, and the height of a pair."""
        font, leading = STYLE["body"]
        box, face = self.width / font, self.fonts["sans"]
        start = (1, self.text_width(label + ": ", "sans_bold") / font if label else 0.0)

        def add(state: tuple[int, float], unit: str) -> tuple[int, float]:
            return fill(*state, unit + " ", box, face)

        def height(state: tuple[int, float]) -> float:
            return state[0] * font * leading + STYLE["paragraph_before"]

        return start, add, height

    def foot(self) -> float:
        return self.foot_height()


# ---- pieces: what a card is made of, in order, each with its height ---------------------------


@frozen
class _Piece:
    height: float
    where: tuple  # ("tiers", indexes) | ("para", section, text, labelled) | ("section_tiers", section, indexes)


def _roll_pieces(roll: RollView, measure: _Measure, whole: float, key: tuple) -> list[_Piece]:
    """A roll is one piece, kept on one card; only a roll taller than a whole card is cut between tiers."""
    heights = [measure.tier(tier.clauses) for tier in roll.tiers]
    label = measure.roll_label(roll)
    if label + sum(heights) <= whole or not heights:
        return [_Piece(label + sum(heights), (*key, tuple(range(len(heights)))))]
    return [_Piece((label if index == 0 else 0.0) + height, (*key, (index,))) for index, height in enumerate(heights)]


def _pieces(card: CardView, measure: _Measure, whole: float) -> list[_Piece]:
    """The parts of `card` after its head, in order; `whole` is the room on an empty continuation card."""
    out: list[_Piece] = []
    if card.roll is not None:
        out.extend(_roll_pieces(card.roll, measure, whole, ("tiers",)))
    for s_index, section in enumerate(card.sections):
        for p_index, text in enumerate(section.paragraphs):
            labelled = p_index == 0 and section.label is not None
            extra = STYLE["section_before"] if p_index == 0 else 0.0
            height = extra + measure.paragraph(text, section.label if labelled else None)
            out.append(_Piece(height, ("para", s_index, text, labelled)))
        if not section.paragraphs and section.label:
            out.append(_Piece(STYLE["section_before"] + measure.paragraph("", section.label), ("para", s_index, "", True)))
        if section.roll is not None:
            extra = 0.0 if section.paragraphs or section.label else STYLE["section_before"]
            pieces = _roll_pieces(section.roll, measure, whole, ("section_tiers", s_index))
            pieces[0] = attrs.evolve(pieces[0], height=pieces[0].height + extra)
            out.extend(pieces)
    return out


_SENTENCE_END = re.compile(r"(?<=[.!?:;。！？])\s+|(?<=[。！？])")


def _split_paragraph(piece: _Piece, room: float, whole: float, card: CardView, measure: _Measure) -> list[_Piece]:
    """A paragraph cut in chunks: the first fits in `room`, each further one in `whole` (a card of its own).

    Lines are filled a unit (sentence, or word of a sentence too long for a card) at a time, each
    unit measured once: a paragraph of many thousand words is cut in time linear in its length."""
    _, s_index, text, labelled = piece.where
    label = card.sections[s_index].label if labelled else None
    bare_start, add, height = measure.paragraph_in_parts(None)
    units: list[str] = []
    for sentence in (w for w in _SENTENCE_END.split(text) if w):  # a sentence taller than a card is cut between words
        if height(add(bare_start, sentence)) > whole:
            units.extend(w for w in sentence.split(" ") if w)
        else:
            units.append(sentence)
    chunks: list[_Piece] = []
    current: list[str] = []
    budget = room
    start, _, _ = measure.paragraph_in_parts(label)
    state = start

    def close(parts: list[str], with_label: bool) -> None:
        chunks.append(_Piece(measure.paragraph(" ".join(parts), label if with_label else None),
                             ("para", s_index, " ".join(parts), with_label)))

    for unit in units:
        with_label = labelled and not chunks
        after = add(state, unit)
        if current and height(after) > budget:
            close(current, with_label)
            current, budget = [], whole
            after = add(bare_start, unit)
        current.append(unit)
        state = after
    if current:
        close(current, labelled and not chunks)
    return chunks


def _part_of_roll(roll: RollView, indexes: list[int]) -> RollView:
    first = not indexes or indexes[0] == 0
    return RollView(roll.label if first else None, roll.modifier if first else None,
                    tuple(roll.tiers[i] for i in indexes))


def _rebuild(card: CardView, pieces: list[_Piece], part: int, parts: int, step: int) -> CardView:
    """The part of `card` made of `pieces`: a card view like any other."""
    roll = None
    if card.roll is not None:
        tiers = [i for p in pieces if p.where[0] == "tiers" for i in p.where[1]]
        if any(p.where[0] == "tiers" for p in pieces):
            roll = _part_of_roll(card.roll, tiers)
    order: list[int] = []
    grouped: dict[int, list[_Piece]] = {}
    for piece in pieces:
        if piece.where[0] in ("para", "section_tiers"):
            s_index = piece.where[1]
            if s_index not in grouped:
                order.append(s_index)
                grouped[s_index] = []
            grouped[s_index].append(piece)
    sections: list[SectionView] = []
    for s_index in order:
        source, mine = card.sections[s_index], grouped[s_index]
        paragraphs = tuple(p.where[2] for p in mine if p.where[0] == "para" and p.where[2])
        labelled = any(p.where[0] == "para" and p.where[3] for p in mine)
        tiers = [i for p in mine if p.where[0] == "section_tiers" for i in p.where[2]]
        has_roll = any(p.where[0] == "section_tiers" for p in mine)
        sections.append(SectionView(source.label if labelled else None, paragraphs,
                                    _part_of_roll(source.roll, tiers) if has_roll else None, source.list_item))
    if part == 1:
        return attrs.evolve(card, roll=roll, sections=tuple(sections), part=part, parts=parts, fit=step)
    return attrs.evolve(card, cost=None, flavor=None, keywords=(), action=None, distance=None, target=None,
                        trigger=None, roll=roll, sections=tuple(sections), part=part, parts=parts, fit=step)


def fit_card(card: CardView, size: CardSize, labels, room: Room = Room()) -> list[CardView]:
    """`card` with the largest type size it fits in, or cut into continuation cards that each fit,
    measured with the fonts installed for `labels.lang`; `room` leaves part of the card empty."""
    fonts = typeset(labels.lang)
    smallest = len(STEPS) - 1

    def total(measure: _Measure) -> float:
        height = measure.first_part(card, labels) + sum(p.height for p in _pieces(card, measure, measure.height))
        return height + measure.foot() if card.hero else height

    step = largest_fitting(size, room, lambda step: _Measure(size, step, fonts, room), total)
    if step is not None:
        return [attrs.evolve(card, fit=step)]

    measure = _Measure(size, smallest, fonts, room)
    foot = measure.foot()  # continuation cards always carry a foot with "2/3"
    first = measure.first_part(card, labels) + foot
    later = measure.continued_part(card, labels, 9) + foot
    cards: list[list[_Piece]] = [[]]
    used = first
    queue = deque(_pieces(card, measure, measure.height - later))
    while queue:
        piece = queue.popleft()
        room_left = measure.height - used
        if piece.height <= room_left:
            cards[-1].append(piece)
            used += piece.height
            continue
        if piece.where[0] == "para":
            chunks = _split_paragraph(piece, room_left, measure.height - later, card, measure)
            if chunks[0].height <= room_left:
                cards[-1].append(chunks[0])
                queue.extendleft(reversed(chunks[1:]))
                cards.append([])
                used = later
                continue
        if not cards[-1]:  # taller than a whole card even alone: it gets one to itself (the layout check says)
            cards[-1].append(piece)
        else:
            queue.appendleft(piece)
        cards.append([])
        used = later
    cards = [c for c in cards if c]
    return [_rebuild(card, pieces, index + 1, len(cards), smallest) for index, pieces in enumerate(cards)]
