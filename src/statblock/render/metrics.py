"""How wide text is, to choose a card's type size and where a card continues, without a browser.

The advance widths (in thousandths of an em) of the Latin letters of the fonts the card
stylesheet asks for first (Noto Sans CJK JP and Noto Serif CJK JP, regular and bold; Debian's
fonts-noto-cjk), read once from the font files. Wide East Asian characters are one em, and
anything else is given a generous average. Lines are broken the way browsers break them: at
spaces and hyphens in Latin text, between any two characters of CJK text (except before
closing punctuation), and anywhere inside a word too long for the line.
"""

from __future__ import annotations

import functools
import unicodedata

__all__ = ["FACES", "line_count", "text_width"]

_CHARS = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~≤–—‘’“”…éèàüöäçñ×•·'

_ADVANCES = {
    "sans": (
        224, 323, 474, 555, 555, 921, 680, 278, 338, 338, 467, 555, 278, 347, 278, 392, 555,
        555, 555, 555, 555, 555, 555, 555, 555, 555, 278, 278, 555, 555, 555, 474, 946, 608,
        657, 638, 688, 589, 552, 689, 728, 293, 535, 646, 543, 812, 723, 742, 633, 742, 635,
        596, 599, 721, 575, 878, 573, 531, 603, 338, 392, 338, 555, 559, 606, 563, 618, 510,
        620, 554, 325, 564, 607, 275, 275, 552, 284, 926, 610, 606, 620, 620, 388, 468, 377,
        607, 521, 802, 498, 521, 475, 338, 270, 338, 555, 1000, 536, 894, 278, 278, 474, 474,
        1000, 554, 554, 563, 607, 606, 563, 510, 610, 1000, 340, 561,
    ),
    "sans_bold": (
        227, 370, 574, 590, 590, 963, 740, 325, 378, 378, 507, 590, 325, 370, 325, 387, 590,
        590, 590, 590, 590, 590, 590, 590, 590, 590, 325, 325, 590, 590, 590, 514, 1007, 641,
        681, 656, 714, 615, 585, 717, 757, 330, 568, 686, 578, 853, 749, 770, 667, 770, 682,
        624, 625, 748, 619, 915, 627, 580, 613, 378, 387, 378, 590, 567, 626, 591, 644, 527,
        644, 581, 372, 597, 640, 304, 306, 604, 315, 964, 641, 626, 644, 644, 436, 495, 421,
        637, 576, 863, 562, 574, 511, 378, 296, 378, 590, 1000, 544, 908, 325, 325, 574, 574,
        1000, 581, 581, 591, 637, 626, 591, 527, 641, 1000, 378, 592,
    ),
    "serif": (
        256, 308, 376, 574, 550, 923, 779, 196, 364, 364, 478, 580, 327, 346, 327, 352, 557,
        471, 558, 557, 555, 558, 558, 549, 558, 562, 327, 327, 580, 580, 580, 432, 912, 718,
        670, 691, 770, 652, 629, 741, 853, 405, 402, 731, 625, 975, 796, 767, 641, 767, 715,
        567, 659, 797, 714, 1053, 700, 687, 605, 344, 352, 344, 580, 563, 435, 557, 638, 538,
        629, 546, 388, 566, 663, 332, 311, 607, 334, 974, 661, 596, 638, 607, 462, 473, 367,
        653, 548, 838, 564, 552, 498, 374, 316, 374, 580, 1000, 563, 890, 232, 232, 426, 425,
        1000, 546, 546, 557, 653, 596, 557, 538, 661, 1000, 336, 327,
    ),
    "serif_bold": (
        250, 355, 447, 615, 589, 966, 803, 235, 400, 400, 485, 603, 335, 370, 335, 400, 593,
        466, 594, 593, 593, 594, 594, 588, 594, 596, 335, 335, 603, 603, 603, 473, 970, 746,
        708, 702, 789, 666, 648, 757, 864, 426, 428, 767, 642, 1001, 815, 785, 673, 785, 751,
        597, 695, 818, 734, 1091, 726, 701, 627, 372, 400, 372, 603, 593, 447, 585, 672, 565,
        658, 572, 402, 596, 687, 349, 335, 651, 355, 1008, 685, 623, 671, 640, 500, 499, 393,
        678, 578, 874, 599, 582, 517, 380, 338, 380, 603, 1000, 593, 928, 245, 245, 464, 461,
        1000, 572, 572, 585, 678, 623, 585, 565, 685, 1000, 358, 335,
    ),
}

FACES = tuple(_ADVANCES)
_UNKNOWN = 0.62   # a character missing from the table (accents, symbols): wider than average
_NO_BREAK_BEFORE = set("、。，．・：；？！ー’”）〕］｝〉》」』】〙〗ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]}.,;:!?%")


@functools.cache
def _table(face: str) -> dict[str, float]:
    return {ch: width / 1000 for ch, width in zip(_CHARS, _ADVANCES[face])}


@functools.lru_cache(maxsize=8192)
def _char_width(ch: str, face: str) -> float:
    width = _table(face).get(ch)
    if width is not None:
        return width
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 1.0
    if unicodedata.combining(ch):
        return 0.0
    return _UNKNOWN


def text_width(text: str, face: str = "sans") -> float:
    """The width of `text` on one line, in ems."""
    return sum(_char_width(ch, face) for ch in text)


def _is_wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


_BREAK_AFTER_IN_KEEP_ALL = set("、。，．・：；？！）」』】")


def _pieces(text: str, keep_all: bool = False) -> list[tuple[str, bool]]:
    """Break opportunities: (piece, followed by a space). A Latin word is one piece (split after
    its hyphens); each CJK character is a piece, closing punctuation stuck to the one before
    (with `keep_all`, as CSS `word-break: keep-all`, CJK breaks only after its punctuation).
    A potency (`A < WEAK,`) is one piece: cards keep it on one line."""
    out: list[tuple[str, bool]] = []
    for word in text.split(" "):
        if not word:
            continue
        current = ""
        for ch in word:
            if keep_all:
                current += ch
                if ch in _BREAK_AFTER_IN_KEEP_ALL:
                    out.append((current, False))
                    current = ""
            elif _is_wide(ch) and ch not in _NO_BREAK_BEFORE:
                if current:
                    out.append((current, False))
                current = ch
            elif current and _is_wide(current[-1]) and not _is_wide(ch) and ch not in _NO_BREAK_BEFORE:
                out.append((current, False))
                current = ch
            else:
                current += ch
                if ch in "-–—/" and len(current) > 1:
                    out.append((current, False))
                    current = ""
        if current:
            out.append((current, False))
        if out:
            out[-1] = (out[-1][0], True)
    merged: list[tuple[str, bool]] = []
    index = 0
    while index < len(out):
        piece, spaced = out[index]
        if piece in ("<", "＜") and merged and index + 1 < len(out):
            before, _ = merged.pop()
            after, spaced = out[index + 1]
            merged.append((f"{before} {piece} {after}", spaced))
            index += 2
            continue
        merged.append((piece, spaced))
        index += 1
    return merged


def line_count(text: str, width: float, face: str = "sans", first_line_used: float = 0.0,
               keep_all: bool = False) -> int:
    """How many lines `text` takes in a box `width` ems wide (0 for empty text), the way a
    browser fills lines greedily. `first_line_used` ems of the first line are already taken
    (an inline label before the text)."""
    if not text.strip():
        return 0
    space = _char_width(" ", face)
    lines, used = 1, first_line_used
    for paragraph_index, paragraph in enumerate(text.split("\n")):
        if paragraph_index:
            lines, used = lines + 1, 0.0
        for piece, spaced in _pieces(paragraph, keep_all):
            w = text_width(piece, face)
            if used and used + w > width:
                lines, used = lines + 1, 0.0
            while w > width:  # a word longer than the line breaks anywhere (overflow-wrap: anywhere)
                lines, w = lines + 1, w - width
            used += w + (space if spaced else 0.0)
    return lines
