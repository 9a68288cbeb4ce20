"""Making every profile card fit its box: a type step per card, and continuation cards.

The stylesheet (templates/html/cards.css.j2) sizes everything inside a card in ems of the card's type
size, from the numbers of `STYLE`; a card's height in those ems is worked out here from its text in the
fonts really installed (the core's `render.fitting`), and the largest type step it fits at is chosen. A
card too long even at the smallest step (a profile of very many special rules) continues on more cards:
its rules are cut between rules (or, for one rule longer than a card, between words), and the
Magic-User's odds are kept together; the model's own notes end its last card and go on over more when they do not
fit (a note longer than a card cut between its clauses or words). Nothing is dropped: the printed PDF is checked on WeasyPrint's
layout and fitted again with less `Room` where a card would still overflow (`render.printing`).
"""

from __future__ import annotations

import re

import attrs

from ....render.fitting import MM, STEPS, Measure, chunks, cut_units, largest_fitting
from ....render.fonts import Typeset, typeset
from ....render.sizes import CardSize, Room
from .views import ProfileCard

__all__ = ["STYLE", "fit_profile"]

#: The numbers the stylesheet is written from: lengths in mm where named so, everything else in ems of
#: the card's type size, text as `(font-size, line-height)`.
STYLE = {
    "padding_mm": 2.2,
    "border_mm": 0.3,
    "name": (1.28, 1.15),
    "cost": (0.8, 1.2),
    "cost_max": 0.45,         # share of the card's width the points may take before they wrap
    "head_gap": 0.5,
    "head_after": 0.55,       # rule and space under the name line
    "facts": (0.9, 1.3),
    "facts_pad": 0.15,        # above and below the facts, inside their band
    "facts_side": 0.3,        # left and right of the facts, inside their band
    "facts_after": 0.25,
    "facts_rules_mm": 0.4,    # the band's top and bottom rules
    "body": (1.0, 1.25),
    "section_before": 0.35,
    "odds": (0.82, 1.25),
    "odds_pad": 0.12,         # above and below each cell's text, in the cell's ems
    "odds_side": 0.2,         # left and right of each cell's text, in the cell's ems
    "odds_rule_mm": 0.2,      # under the head row
    "dice_share": 0.24,       # the first column's share of the table's width (the rest share alike)
    "legend": (0.78, 1.25),
    "legend_before": 0.2,
    "foot": (0.72, 1.3),
    "foot_before": 0.35,
}


class _Measure(Measure):
    """Heights in ems of a card's type, for one card size and step, in the fonts of one language."""

    def __init__(self, size: CardSize, step: int, fonts: Typeset, room: Room, words: dict[str, str]) -> None:
        super().__init__(size, step, fonts, STYLE, room)
        self.words = words

    def mm(self, length: float) -> float:
        return length * MM / self.size_pt

    def facts(self, card: ProfileCard) -> float:
        if not card.facts:
            return 0.0
        text = self.words["facts"].join(card.facts)
        width = self.width - 2 * STYLE["facts_side"]
        return (self.lines(text, "facts", "sans_bold", width=width) + 2 * STYLE["facts_pad"]
                + self.mm(STYLE["facts_rules_mm"]) + STYLE["facts_after"])

    def label(self) -> float:
        """What the rules' label takes of their paragraph's first line, in the paragraph's ems."""
        return self.text_width(self.words["rules"], "sans_bold") / STYLE["body"][0]

    def rules(self, text: str, labelled: bool = True) -> float:
        if not text:
            return 0.0
        used = self.label() * STYLE["body"][0] if labelled else 0.0
        # each Japanese rule name is kept whole on the card (the `clause` filter): measured so
        return STYLE["section_before"] + self.lines(text, "body", used=used, keep_all=True)

    def magic(self, table: tuple[tuple[str, ...], ...]) -> float:
        """The Magic-User's odds: their label, the table (each row as high as its tallest cell), the legend."""
        if not table:
            return 0.0
        font, leading = STYLE["odds"]
        columns = len(table[0])
        shares = [STYLE["dice_share"]] + [(1 - STYLE["dice_share"]) / (columns - 1)] * (columns - 1)
        widths = [share * self.width - 2 * STYLE["odds_side"] * font for share in shares]
        rows = 0.0
        for number, row in enumerate(table):
            face = "sans_bold" if number == 0 else "sans"  # the head row is bold
            tallest = max(self.lines(cell, "odds", face, width=width) if cell else font * leading
                          for cell, width in zip(row, widths))
            rows += tallest + 2 * STYLE["odds_pad"] * font
        rows += self.mm(STYLE["odds_rule_mm"])
        label = self.lines(self.words["magic"], "body", "sans_bold")
        legend = STYLE["legend_before"] + self.lines(self.words["legend"], "legend")
        return STYLE["section_before"] + label + rows + legend

    def notes(self, notes: tuple[str, ...]) -> float:
        """The model's own notes, a paragraph each, at the card's end."""
        return sum(STYLE["section_before"] + self.lines(note, "body") for note in notes)

    def foot(self, card: ProfileCard, parts: int) -> float:
        part = f"{parts}/{parts}" if parts > 1 else ""
        width = self.width - (self.text_width(part, "sans") * STYLE["foot"][0] + STYLE["head_gap"] if part else 0.0)
        return STYLE["foot_before"] + max(self.lines(card.warband, "foot", width=width),
                                          STYLE["foot"][0] * STYLE["foot"][1])

    def whole(self, card: ProfileCard) -> float:
        return (self.head_height(card.name, card.points) + self.facts(card) + self.rules(card.rules)
                + self.magic(card.magic) + self.notes(card.notes) + self.foot(card, 1))


# After a separator between rules (`, `, `、`, `;`): where the rules may be cut for another card.
_RULE_END = re.compile(r"(?<=[,、;；])\s*")


#: After a sentence's or a clause's mark: where a note longer than a card may be cut for another.
_NOTE_END = re.compile(r"(?<=[,、;；.。])\s*")


def _placed_notes(notes: tuple[str, ...], measure: _Measure, free: float, later: float) -> list[tuple[str, ...]]:
    """The model's notes from its last card on: what that card holds (`free` ems of it left), then each card more
    (`later` ems each). A note too long for a card of its own is cut between its clauses, or its words."""
    before = STYLE["section_before"]
    paragraph = measure.paragraph("body")
    cards: list[list[str]] = [[]]

    def height(note: str) -> float:
        return before + measure.lines(note, "body")

    def left() -> float:   # (what the last card has left)
        return (free if len(cards) == 1 else later) - sum(height(n) for n in cards[-1])

    for note in notes:
        if height(note) <= left():
            cards[-1].append(note)
        elif height(note) <= later:
            cards.append([note])
        else:
            units = cut_units(note, _NOTE_END, paragraph, later, before)
            for index, chunk in enumerate(chunks(units, paragraph, left(), later, 0.0, before)):
                if index:
                    cards.append([])
                if chunk:
                    cards[-1].append("".join(units[i] for i in chunk).strip())
    return [tuple(card) for card in cards]


def fit_profile(card: ProfileCard, size: CardSize, words: dict[str, str], room: Room = Room()) -> list[ProfileCard]:
    """`card` at the largest type step it fits, or cut into continuation cards that each fit (at the
    smallest step), measured in the fonts installed for `words["lang"]`; `room` leaves part of the card
    empty (the printed layout found it too full)."""
    fonts = typeset(words["lang"])
    step = largest_fitting(size, room, lambda step: _Measure(size, step, fonts, room, words),
                           lambda measure: measure.whole(card))
    if step is not None:
        return [attrs.evolve(card, fit=step)]

    smallest = len(STEPS) - 1
    measure = _Measure(size, smallest, fonts, room, words)
    foot = measure.foot(card, 9)  # continuation cards carry their part, `2/3`, in the foot
    first = measure.height - measure.head_height(card.name, card.points) - measure.facts(card) - foot
    later = measure.height - measure.head_height(card.name, f"{words['continued']} 9/9") - foot
    if later < STYLE["section_before"] + STYLE["body"][0] * STYLE["body"][1]:
        # Its name alone fills a card: more cards would each hold it and nothing else. One card, which the
        # printed layout's check names if it overflows.
        return [attrs.evolve(card, fit=smallest)]
    paragraph = measure.paragraph("body", keep_all=True)
    units = cut_units(card.rules, _RULE_END, paragraph, later, STYLE["section_before"])
    cut = chunks(units, paragraph, first, later, measure.label(), STYLE["section_before"]) if units else [[]]
    texts = ["".join(units[i] for i in chunk).strip() for chunk in cut]
    magic_on = len(texts) - 1
    last_rules = measure.rules(texts[-1], labelled=len(texts) == 1 or not any(texts[:-1]))
    last_room = (first if len(texts) == 1 else later) - last_rules
    if card.magic and measure.magic(card.magic) > last_room:
        texts.append("")
        magic_on += 1
    last = len(texts) - 1   # (the notes end the last card, and go on to more when they do not fit there)
    used = (measure.rules(texts[-1], labelled=len(texts) == 1 or not any(texts[:-1])) if texts[-1] else 0.0) \
        + (measure.magic(card.magic) if magic_on == last else 0.0)
    placed = _placed_notes(card.notes, measure, (first if last == 0 else later) - used, later)
    texts.extend([""] * (len(placed) - 1))
    first_rules = next((index for index, text in enumerate(texts) if text), None)
    parts = len(texts)
    return [attrs.evolve(card, facts=card.facts if index == 0 else (), rules=text,
                         magic=card.magic if index == magic_on else (), rules_label=index == first_rules,
                         notes=placed[index - last] if index >= last else (), part=index + 1, parts=parts,
                         fit=smallest)
            for index, text in enumerate(texts)]
