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
    return _moment(text, names) is not None


def _moment(text: str, names: tuple[str, ...]) -> tuple[str, str] | None:
    """(timing, condition) of the moment a sentence opens with, its comma ending it, the sentence's whole leading
    condition; None when it opens with none."""
    if ja.is_japanese(text):
        found = ja.condition_clause(mask(text))
        if found is None or found[0] not in _MOMENTS:
            return None
        timing, moment = found[0], text[:found[1]]
    else:
        timing = timing_of(text) or each_time_of(text)
        if timing not in _MOMENTS:   # (`Whenever …,` as `When …,`)
            return None
        moment = None
    condition = sentence_condition(text, names)
    if condition is None or not text.startswith(condition):
        return None
    if moment is None or condition == moment or condition.startswith(moment + "、"):
        return timing, condition
    return None


@functools.cache
def _bounded() -> re.Pattern:
    """Words that tie a sentence to its ability (`syntax.bounded`): English as words, Japanese anywhere."""
    from ..vocabulary import syntax_words
    words = syntax_words("bounded")
    english = "|".join(r"\s+".join(map(re.escape, w.split())) for w in sorted(words, key=len, reverse=True) if w.isascii())
    japanese = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True) if not w.isascii())
    return re.compile(rf"(?i:\b(?:{english})\b)|{japanese}")


def _own_event(text: str, names: tuple[str, ...]) -> bool:
    """Whether a later sentence of an own moment's ability (`When Revealed: Deal 1 damage. After the villain attacks,
    draw 1 card.`) is an ability of the card timed by an event: it opens with an event's moment (`When`, `After`,
    `would`; not the start or end of a period, `At the end of the phase, …`, a delayed effect of the ability) and
    names nothing that ties it to the ability (`syntax.bounded`: `this round`, `that minion`)."""
    found = _moment(text, names)
    return found is not None and found[0] != "at" and _bounded().search(found[1]) is None


def _head_type(head) -> str | None:
    """The ability type a head reads (`When Revealed`: when_revealed), None for no head."""
    if head is None or getattr(head, "found", None) is None:
        return None
    return {**head.found.term.extra, **head.adds}.get("type")


def _is_state(text: str) -> bool:
    """Whether a sentence opens with a state's timing (`While you are in hero form, …`, `During the villain phase, …`;
    Japanese `…である間、`, `…中、`): a condition that holds over a period, a constant ability's sentence of its own."""
    if ja.is_japanese(text):
        found = ja.condition_clause(mask(text))
        return found is not None and found[0] in _STATES
    return timing_of(text) in _STATES


#: The timings of a state, which hold over a period.
_STATES = frozenset({"while", "during"})


#: The card types that leave play once their abilities resolve: a constant of theirs could never fire.
_LEAVE_PLAY = frozenset({"treachery", "event", "obligation"})


def stays_in_play(card_type: str | None) -> bool:
    """Whether a card of `card_type` stays in play after its When Revealed resolves (a scheme, an ally, an upgrade, a
    villain…; not a treachery, an event, an obligation), so a later timed sentence can be an ability of its own."""
    return card_type not in _LEAVE_PLAY


def regroup(groups: list, heads, names: tuple[str, ...], stays: bool = True) -> list:
    """`groups` ((kind, head or keywords, items) of a paragraph) with a new ability at each sentence that opens one
    (the module's doc). `heads(tree)` reads a head tree into its heads (`_Reader._heads`), None when it is none.
    A constant's later sentence that is a state of its own (`While …,`) is the constant's again, after a timed one too
    (`… After the villain attacks you, draw 1 card. While you are in hero form, …`: it was a step of the response),
    and so are the sentences after it up to the next moment. A later sentence of an own moment's ability timed by an
    event is an ability of its own only where the card `stays` in play (`When Revealed: The villain attacks you. When
    the attack resolves, discard 1 card.` on a treachery is one ability)."""
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
            elif current[0] == "triggered" and current[2] and all(_head_type(h) in _OWN_MOMENTS for h in current[1]) \
                    and stays and _own_event(item.text, names):
                # `When Revealed: Deal 1 damage. After the villain attacks, draw 1 card.`: the card's ability timed by
                # that moment (it stayed a sentence of the When Revealed, never fired). (An interrupt's or a response's
                # later sentence stays its step, a stat changed too: `Response: After you play an event, draw 1 card.
                # You get +1 THW.`, the rules' `the remainder of the ability text`; the mcleft9 reading of it as the
                # card's constant, taken back, moved the response's limit and its later steps with it.)
                current = ["constant", [None], []]
                parts.append(current)
            current[2].append(item)
        # (a head with no words is an ability all the same, `Alter-Ego Action:`; a constant emptied by its first
        # sentence's own trigger none)
        if len(parts) > 1 and not base[2]:
            parts.remove(base)
        parts.sort(key=lambda p: p[2][0].start if p[2] else -1)
        out.extend((kind, e, part) for kind, extras, part in parts for e in extras)
    return out
