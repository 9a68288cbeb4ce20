"""The pieces of a paragraph the grammar found (`Item`): keywords, sentences, limits, strays and arrows, in order;
and whether a sentence is reminder text (all in parentheses). `sentences.Body` makes the ability's parts of them."""

from __future__ import annotations

from lark import Token, Tree

from .effects import mask
from ....records import frozen

__all__ = ["Item", "is_reminder", "items", "lost_opening"]


@frozen
class Item:
    """A piece of a paragraph the grammar found: keyword, sentence, limit, stray or arrow."""

    kind: str
    start: int
    end: int
    text: str
    then: bool = False
    body_start: int | None = None   # where the words after `Then,` start
    reminder: bool = False          # a keyword's reminder text whose opening bracket was lost (`lost_opening`)


def items(children) -> list[Item]:
    """The items of a `lead` or `body` node's children, in order (an arrow's sentences after it)."""
    out: list[Item] = []
    for child in children:
        if isinstance(child, Token):
            continue
        tokens = [t for t in child.children if isinstance(t, Token)]
        if child.data == "arrow":
            out.append(Item("arrow", tokens[0].start_pos, tokens[0].end_pos, str(tokens[0])))
            out.extend(items([c for c in child.children if isinstance(c, Tree)]))
            continue
        if child.data == "keyword" or child.data == "limit" or child.data == "stray":
            token = tokens[0]
            out.append(Item(child.data, token.start_pos, token.end_pos, str(token)))
            continue
        then = len(tokens) == 2
        text = "".join(str(t) if n == 0 else " " * (t.start_pos - tokens[n - 1].end_pos) + str(t)
                       for n, t in enumerate(tokens))
        out.append(Item("sentence", tokens[0].start_pos, tokens[-1].end_pos, text, then, tokens[-1].start_pos))
    return out


def is_reminder(text: str) -> bool:
    """Whether a sentence is all in parentheses (reminder text)."""
    text = text.strip().rstrip(".")
    return text[:1] in "(（" and text[-1:] in ")）" and "(" not in mask(text)[1:-1].replace("_", "")


def lost_opening(item: Item, following: Item | None, text: str) -> bool:
    """Whether a sentence `item` (`following` the item after it, `text` the paragraph's) ends with a closing bracket
    and opens none (`When revealed, place 3[per_hero] threat here.)`, MarvelCDB's Oppressive Armada after `Hinder
    3[per_hero].`), or a bracket alone after it on its line closes it (Japanese `…個置く。）`): after a keyword, the
    keyword's reminder text with its `(` lost, never an ability of its own (MC108 says the bracket)."""
    if item.kind != "sentence":
        return False
    if _closes_unopened(item.text):
        return True
    return following is not None and following.kind == "sentence" and not following.text.strip(" 。.)）") \
        and _closes_unopened(following.text) and "\n" not in text[item.end:following.start] \
        and not any(c in item.text for c in "(（")


def _closes_unopened(text: str) -> bool:
    text = text.strip().rstrip(".。")
    return text[-1:] in ")）" and not any(c in text for c in "(（")
