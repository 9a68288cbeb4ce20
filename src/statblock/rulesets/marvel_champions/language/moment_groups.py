"""The abilities a paragraph's sentences make when a later sentence opens at a moment of its own (seed 002).

- A trigger the game fires at a card's own moment (`When Revealed`, `When Defeated`, `When Completed`; Japanese
  `公開時`, `敗北時`, `完了時`) written with a comma where the cards print its colon (`When Defeated, draw 1 card.`,
  `公開時、…`) is that trigger: it was a constant ability whose condition no event ever met (the English) or text (the
  Japanese). It starts its ability where it stands, as its colon would (`Guard. When Defeated, …`), and the reader says
  the colon is missing (MC109).
- A constant ability's later sentence that opens with a moment (`When …,`, `After …,`, `When … would …,`, `At the end
  of …,`; Japanese `…時、`, `…後、`) is a constant ability of its own, timed by that moment (`Enters play with 2 threat
  counters. When this minion attacks you, draw 1 card.`: the timed sentence was one of the constant's, whose entering
  alone `timing` listed, never the moment).
"""

from __future__ import annotations

import functools
import re

from lark import Token, Tree

from ..vocabulary import vocabulary
from . import japanese as ja
from .conditions import sentence_condition
from .effects import mask
from .paragraph_items import Item, is_reminder
from .words import timing_of

__all__ = ["regroup"]

#: The abilities the game fires at their card's own moment, whose trigger is a moment's words.
_OWN_MOMENTS = frozenset({"when_revealed", "when_defeated", "when_completed"})
#: The timings of a moment (not a state: `While`, `During`, `If` hold over a period, no sentence of their own).
_MOMENTS = frozenset({"when", "after", "would", "at"})


@functools.cache
def _comma_head() -> re.Pattern:
    """An own moment's trigger (or two joined by a slash) and the comma written for its colon, opening a sentence."""
    terms = [t for t in vocabulary().triggers.terms.values() if t.extra.get("type") in _OWN_MOMENTS and not
             t.extra.get("forced")]
    en = sorted({s for t in terms for s in t.en}, key=len, reverse=True)
    ja_words = sorted({s for t in terms for s in t.ja or ()}, key=len, reverse=True)
    english = "|".join(re.escape(s) for s in en)
    japanese = "|".join(re.escape(s) for s in ja_words)
    return re.compile(rf"(?P<word>(?i:{english})(?:[ \t]*/[ \t]*(?i:{'|'.join(re.escape(s.split()[-1]) for s in en)}))?"
                      rf"|(?:{japanese})(?:[/／](?:{japanese}))?)[ \t]*(?P<comma>[,、，])[ \t\u3000]*")


def comma_head(text: str) -> re.Match | None:
    """The own moment's trigger and its comma a sentence opens with, or None."""
    return _comma_head().match(text)


def _opens_at_moment(text: str, names: tuple[str, ...]) -> bool:
    """Whether a sentence opens with a moment whose comma ends it, the sentence's whole leading condition."""
    if ja.is_japanese(text):
        found = ja.condition_clause(mask(text))
        if found is None or found[0] not in _MOMENTS:
            return False
        moment = text[:found[1]]
    else:
        if timing_of(text) not in _MOMENTS:
            return False
        moment = None
    condition = sentence_condition(text, names)
    if condition is None or not text.startswith(condition):
        return False
    return moment is None or condition == moment or condition.startswith(moment + "、")


def regroup(groups: list, heads, names: tuple[str, ...]) -> list:
    """`groups` ((kind, head or keywords, items) of a paragraph) with a new ability at each sentence that opens one
    (the module's doc). `heads(tree)` reads a head tree into its heads (`_Reader._heads`), None when it is none."""
    out = []
    for kind, extra, items in groups:
        if kind not in ("constant", "triggered"):
            out.append((kind, extra, items))
            continue
        items, start, extras = list(items), 0, [extra]
        for n, item in enumerate(items):
            if item.kind != "sentence" or is_reminder(item.text) or item.then:
                continue
            found = comma_head(item.text) if kind == "constant" or n > 0 else None
            read = heads(Tree("head", [Token("COMMA_TRIGGER", found.group("word"), start_pos=item.start,
                                             end_pos=item.start + found.end("word"))])) if found else None
            if read is not None:
                if n > start:
                    out.extend((kind, e, items[start:n]) for e in extras)
                items[n] = Item("sentence", item.start + found.end(), item.end, item.text[found.end():])
                kind, extras, start = "triggered", read, n   # (`When Revealed/Defeated,`: one ability of each)
            elif kind == "constant" and n > start and _opens_at_moment(item.text, names):
                out.extend((kind, e, items[start:n]) for e in extras)
                start = n
        out.extend((kind, e, items[start:]) for e in extras)
    return out
