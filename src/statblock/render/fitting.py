"""Fitting a card's text to its box, whatever the game: the type steps, the box in ems, measuring, and
the largest step a card fits at; cutting a paragraph that does not fit at the smallest for continuation
cards.

A ruleset's stylesheet sizes everything inside a card in ems of the card's type size (one of `STEPS`,
printed as the class `fit-N`), from a dict of numbers it shares with its fitting (`style`: lengths in
mm where named so, as `padding_mm` and `border_mm`; text as `(font-size, line-height)` and other lengths
in ems; `head_height` and `foot_height` read the entries of `card-head.css.j2` and `card-foot.css.j2`). Its fitting
measures each part of a card with a `Measure` and asks `largest_fitting` for the largest step at which
the whole card fits; a paragraph too long even at the smallest step is cut by `chunks` between units
(sentences, words, list items) for continuation cards. Nothing here knows what a card says.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

from .fonts import Typeset
from .metrics import fill, line_count
from .sizes import CardSize, Room

__all__ = ["MM", "SAFETY_HEIGHT", "SAFETY_WIDTH", "STEPS", "Measure", "Paragraph", "chunks", "cut_units", "largest_fitting",
           "steps_for"]

MM = 72 / 25.4  # points per millimetre

#: Type sizes (pt), largest first; a card's `fit` is an index into this list.
STEPS: tuple[float, ...] = (10.0, 9.5, 9.0, 8.5, 8.0, 7.6, 7.2, 6.8, 6.4, 6.0)

SAFETY_HEIGHT = 0.97   # leave this share of the box for text; browsers and fonts differ a little
SAFETY_WIDTH = 0.96


class Measure:
    """Heights in ems of the card type, for one card size and type step, in the fonts of one language.

    `width` and `height` are the card's inner box (inside its border and padding) in those ems, less a
    safety share, and less what `room` takes away."""

    def __init__(self, size: CardSize, step: int, fonts: Typeset, style: dict, room: Room = Room(),
                 steps: tuple[float, ...] = STEPS) -> None:
        self.size_pt = steps[step]
        self.fonts = fonts
        self.style = style
        inner = 2 * (style["padding_mm"] + style["border_mm"])
        self.width = (size.width - inner) * MM / self.size_pt * SAFETY_WIDTH
        self.height = (size.height - inner) * MM / self.size_pt * SAFETY_HEIGHT * room.height

    def text_width(self, text: str, face: str) -> float:
        return self.fonts[face].text_width(text)

    def lines(self, text: str, style: str, face: str = "sans", used: float = 0.0, width: float | None = None,
              keep_all: bool = False) -> float:
        """The height of `text` set in `style` in a box `width` ems wide (the card's by default), its first
        line `used` ems taken already."""
        font, leading = self.style[style]
        box = (width if width is not None else self.width) / font
        return line_count(text, box, self.fonts[face], used / font, keep_all) * font * leading

    def head_height(self, name: str, corner: str | None) -> float:
        """The head every card starts with (`card-head.css.j2`): its name, with `corner` (a cost, points,
        "continued 2/3") on its right taking at most `cost_max` of the width, and the rule under them."""
        cost_height = cost_width = 0.0
        if corner:
            cost_font, cost_leading = self.style["cost"]
            cost_width = min(self.text_width(corner, "sans_bold") * cost_font, self.style["cost_max"] * self.width)
            # (its Japanese words kept whole, as the `clause` filter prints them: `ヴィラン・アクション 1`)
            cost_height = self.lines(corner, "cost", "sans_bold", width=self.style["cost_max"] * self.width,
                                     keep_all=True)
        room = self.width - cost_width - (self.style["head_gap"] if corner else 0.0)
        return max(self.lines(name, "name", "serif_bold", width=room), cost_height) + self.style["head_after"]

    def foot_height(self) -> float:
        """The one line at the bottom of a card (`card-foot.css.j2`), with the space above it."""
        font, leading = self.style["foot"]
        return self.style["foot_before"] + font * leading

    def paragraph(self, style: str, face: str = "sans", width: float | None = None,
                  keep_all: bool = False) -> Paragraph:
        """For a paragraph built a unit at a time (see `Paragraph`)."""
        font, leading = self.style[style]
        return Paragraph((width if width is not None else self.width) / font, font * leading, self.fonts[face],
                         keep_all)


class Paragraph:
    """Lines of one paragraph filled a unit at a time, each unit measured once: a state is
    `(lines, ems used on the last line)` in the paragraph's own ems; `keep_all` breaks Japanese only
    where `metrics.line_count` says it does when it is given `keep_all`."""

    def __init__(self, width: float, line_height: float, face, keep_all: bool = False) -> None:
        self.width, self.line_height, self.face, self.keep_all = width, line_height, face, keep_all

    def start(self, used: float = 0.0) -> tuple[int, float]:
        return 1, used

    def add(self, state: tuple[int, float], unit: str) -> tuple[int, float]:
        return fill(*state, unit, self.width, self.face, self.keep_all)

    def height(self, state: tuple[int, float]) -> float:
        return state[0] * self.line_height


def steps_for(size: CardSize, room: Room = Room(), steps: tuple[float, ...] = STEPS) -> range:
    """The type steps a card of `size` is tried at, largest first: from the size's largest (or the
    largest `room` allows) to the smallest."""
    smallest = len(steps) - 1
    largest = size.largest_step if room.largest_step is None else min(max(room.largest_step, size.largest_step),
                                                                      smallest)
    return range(largest, len(steps))


M = TypeVar("M", bound=Measure)


def largest_fitting(size: CardSize, room: Room, measure: Callable[[int], M], height: Callable[[M], float],
                    steps: tuple[float, ...] = STEPS) -> int | None:
    """The largest step at which a card's content (`height(measure(step))` ems) fits in its box, or None
    when it does not fit even at the smallest."""
    for step in steps_for(size, room, steps):
        measured = measure(step)
        if height(measured) <= measured.height:
            return step
    return None


def chunks(units: Sequence[str], paragraph: Paragraph, first: float, later: float, label: float = 0.0,
           above: float = 0.0) -> list[list[int]]:
    """A paragraph too long for one card cut between its `units` (each with what follows it: a space, a
    comma), in order: the first chunk at most `first` ems high, each further one at most `later`, `above`
    ems (the space over the paragraph) counted in each. A label takes `label` ems (the paragraph's own) of
    the first line of the first chunk that has a unit. The first chunk may be empty (nothing fits under
    the card's head); a unit taller than `later` alone gets a chunk of its own. Indexes of the units, a
    list per chunk."""
    out: list[list[int]] = [[]]
    state = paragraph.start(label)
    budget = first
    for index, unit in enumerate(units):
        after = paragraph.add(state, unit)
        if paragraph.height(after) + above > budget and (out[-1] or (len(out) == 1 and later > budget)):
            labelled = not any(out)
            out.append([])
            budget = later
            after = paragraph.add(paragraph.start(label if labelled else 0.0), unit)
        out[-1].append(index)
        state = after
    return out


_WORD = re.compile(r"\S+\s*|\s+")


def cut_units(text: str, ends: re.Pattern, paragraph: Paragraph, later: float, before: float) -> list[str]:
    """`text` in the units a continued card may be cut between: up to each match of `ends` (a sentence,
    a rule with its separator), and a unit taller than a whole card (`later`, with `before` above it)
    in its words. Joined, the units are the text."""
    units, at = [], 0
    for end in ends.finditer(text):
        if end.end() > at:
            units.append(text[at:end.end()])
            at = end.end()
    if at < len(text):
        units.append(text[at:])
    out = []
    for unit in units:
        if paragraph.height(paragraph.add(paragraph.start(), unit)) + before > later:
            out.extend(_WORD.findall(unit))
        else:
            out.append(unit)
    return out
