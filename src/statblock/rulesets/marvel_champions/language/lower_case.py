"""A sentence opened in lower case after a period (`Exhaust X → choose a player. that player draws 1 card.`, `Set …
aside. remove each player's obligation cards from the game.`): the grammar ends a sentence only where no lower-case
letter follows the period's space, so both were one sentence, and the effects of the second lost or misread. Such a
sentence is read as one of its own when its words open an effect the reader types, and reported (MC119); a period after
an abbreviation or an initial (`vs.`, `J. Jonah`) ends none."""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ..catalog import message
from ..vocabulary import syntax_words
from .effects import lower_effects, mask

__all__ = ["split_lower_case"]

_LONGEST_WORD = 20
_BREAK = re.compile(r"(?<=[A-Za-z\])])\.[ \t]+(?=[a-z])")


def split_lower_case(items: list, paragraph, item_type) -> list:
    """`items` with each sentence item cut where a sentence opens in lower case after a period (see the module's doc)."""
    out = []
    abbreviations = {w.lower().rstrip(".") for w in syntax_words("abbreviation")}
    for item in items:
        if item.kind != "sentence" or "." not in item.text:
            out.append(item)
            continue
        masked = mask(item.text)
        cut_from = 0
        for found in _BREAK.finditer(masked):
            end = begin = found.start()   # the word before the period, walked back no further than a word is long
            while begin and masked[begin - 1].isalpha() and end - begin <= _LONGEST_WORD:
                begin -= 1
            word = masked[begin:end]
            if len(word) < 2 or word.lower() in abbreviations:
                continue
            rest = item.text[found.end():]
            stop = rest.find(".")   # its own sentence's words only (linear on any number of periods)
            words = rest if stop < 0 else rest[:stop + 1]
            if not any(p.effect.kind != "text" for p in lower_effects(words, paragraph.card_name,
                                                                        paragraph.card_type)):
                continue
            start = item.start + found.end()
            opening = re.match(r"[a-z]+", rest).group()
            printed = opening[:1].upper() + opening[1:]
            paragraph.report("MC119", Severity.WARNING, message("language.lower_case_sentence", word=opening),
                             start, start + len(opening),
                             message("language.replace", word=opening, guess=printed))
            head_end = found.start() + 1
            out.append(item_type("sentence", item.start + cut_from, item.start + head_end,
                                 item.text[cut_from:head_end], item.then if not cut_from else False,
                                 item.body_start if not cut_from else item.start + cut_from))
            cut_from = found.end()
        if cut_from:
            out.append(item_type("sentence", item.start + cut_from, item.end, item.text[cut_from:], False,
                                 item.start + cut_from))
        else:
            out.append(item)
    return out
