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
from .words import each_time_of, timing_of

__all__ = ["regroup"]

#: The abilities the game fires at their card's own moment, whose trigger is a moment's words.
_OWN_MOMENTS = frozenset({"when_revealed", "when_defeated", "when_completed"})
#: The timings of a moment (not a state: `While`, `During`, `If` hold over a period, no sentence of their own).
_MOMENTS = frozenset({"when", "after", "would", "at"})


@functools.cache
def _comma_head() -> re.Pattern:
    """An own moment's trigger (or two joined by a slash, the second whole or its last word) and the comma written for
    its colon, opening a sentence: a name and a dash may stand before it (`Last Stand — When Defeated,`), a form or
    label in brackets after it (`When Revealed (Alter-Ego),`), and Japanese `に` (`公開時に、`)."""
    terms = [t for t in vocabulary().triggers.terms.values() if t.extra.get("type") in _OWN_MOMENTS and not
             t.extra.get("forced")]
    en = sorted({s for t in terms for s in t.en}, key=len, reverse=True)
    ja_words = sorted({s for t in terms for s in t.ja or ()}, key=len, reverse=True)
    english = "|".join(re.escape(s) for s in en)
    second = "|".join((*(re.escape(s) for s in en), *(re.escape(s.split()[-1]) for s in en)))
    japanese = "|".join(re.escape(s) for s in ja_words)
    return re.compile(rf"(?:(?P<name>[A-Z][A-Za-z'’!?&-]*(?:[ \t]+[A-Za-z'’!?&-]+){{0,5}})[ \t]*[—–―][ \t]*)?"
                      rf"(?P<word>(?i:{english})(?:[ \t]*/[ \t]*(?i:{second}))?"
                      rf"|(?:{japanese})(?:[/／](?:{japanese}))?)"
                      rf"(?:[ \t]*(?P<label>[(（][^()（）\n]{{1,40}}[)）]))?(?:に)?[ \t]*(?P<comma>[,、，])[ \t\u3000]*")


def comma_head(text: str) -> re.Match | None:
    """The own moment's trigger and its comma a sentence opens with, or None."""
    return _comma_head().match(text)


def head_tree(found: re.Match, start: int) -> Tree:
    """The head tree of a sentence at `start` that opens with `found` (`comma_head`), as the grammar builds one for a
    trigger and its colon: its name, trigger and label."""
    children = []
    if found.group("name"):
        children.append(Tree("name", [Token("NAME", found.group("name"), start_pos=start + found.start("name"),
                                            end_pos=start + found.end("name"))]))
    children.append(Token("COMMA_TRIGGER", found.group("word"), start_pos=start + found.start("word"),
                          end_pos=start + found.end("word")))
    if found.group("label"):
        children.append(Token("LABEL", found.group("label"), start_pos=start + found.start("label"),
                              end_pos=start + found.end("label")))
    return Tree("head", children)


def _opens_at_moment(text: str, names: tuple[str, ...]) -> bool:
    """Whether a sentence opens with a moment whose comma ends it, the sentence's whole leading condition."""
    if ja.is_japanese(text):
        found = ja.condition_clause(mask(text))
        if found is None or found[0] not in _MOMENTS:
            return False
        moment = text[:found[1]]
    else:
        if (timing_of(text) or each_time_of(text)) not in _MOMENTS:   # (`Whenever …,` as `When …,`)
            return False
        moment = None
    condition = sentence_condition(text, names)
    if condition is None or not text.startswith(condition):
        return False
    return moment is None or condition == moment or condition.startswith(moment + "、")


def _is_state(text: str) -> bool:
    """Whether a sentence opens with a state's timing (`While you are in hero form, …`, `During the villain phase, …`;
    Japanese `…である間、`, `…中、`): a condition that holds over a period, a constant ability's sentence of its own."""
    if ja.is_japanese(text):
        found = ja.condition_clause(mask(text))
        return found is not None and found[0] in _STATES
    return timing_of(text) in _STATES


#: The timings of a state, which hold over a period.
_STATES = frozenset({"while", "during"})


def regroup(groups: list, heads, names: tuple[str, ...]) -> list:
    """`groups` ((kind, head or keywords, items) of a paragraph) with a new ability at each sentence that opens one
    (the module's doc). `heads(tree)` reads a head tree into its heads (`_Reader._heads`), None when it is none.
    A constant's later sentence that is a state of its own (`While …,`) is the constant's again, after a timed one too
    (`… After the villain attacks you, draw 1 card. While you are in hero form, …`: it was a step of the response),
    and so are the sentences after it up to the next moment."""
    out = []
    for kind, extra, items in groups:
        if kind not in ("constant", "triggered"):
            out.append((kind, extra, items))
            continue
        base = [kind, [extra], []]
        parts, current = [base], base
        for n, item in enumerate(items):
            if item.kind != "sentence" or is_reminder(item.text) or item.then:
                current[2].append(item)
                continue
            found = comma_head(item.text) if current[0] == "constant" or current[2] else None
            read = heads(head_tree(found, item.start)) if found else None
            if read is not None:
                item = Item("sentence", item.start + found.end(), item.end, item.text[found.end():])
                current = ["triggered", read, []]   # (`When Revealed/Defeated,`: one ability of each)
                parts.append(current)
            elif current is not base and base[0] == "constant" and _is_state(item.text):
                current = base
            elif current[0] == "constant" and current[2] and _opens_at_moment(item.text, names):
                current = ["constant", [extra], []]
                parts.append(current)
            current[2].append(item)
        # (a head with no words is an ability all the same, `Alter-Ego Action:`; a constant emptied by its first
        # sentence's own trigger none)
        if len(parts) > 1 and not base[2]:
            parts.remove(base)
        parts.sort(key=lambda p: p[2][0].start if p[2] else -1)
        out.extend((kind, e, part) for kind, extras, part in parts for e in extras)
    return out
