"""Draw Steel's words (`vocabulary.toml` beside this module), loaded once."""

from __future__ import annotations

import functools
from typing import Callable, TypeVar

from ...vocabulary import Category, Term, Vocabulary, load_vocabulary

T = TypeVar("T")
V = TypeVar("V", Category, Vocabulary)

__all__ = ["action_note", "per_instance", "resource_classes", "vocabulary"]


@functools.cache
def vocabulary() -> Vocabulary:
    return load_vocabulary(__package__)


def resource_classes(term: Term) -> tuple[str, ...]:
    """The hero classes that spend a heroic resource: its `class`, one name or a list of the classes that
    share it (the fury's and the beastheart's Ferocity)."""
    named = term.extra.get("class")
    if named is None:
        return ()
    return (named,) if isinstance(named, str) else tuple(named)


def action_note(written: str | None, rules: Vocabulary | None = None) -> tuple[Term, str] | None:
    """(the action type, the note) of an action type with words in brackets after it, as dynamic terrain
    writes who takes it: `Main action (Adjacent creature)`; None when the whole is a term, or the words
    before the brackets are none."""
    if not written:
        return None
    text = written.strip()
    if not text.endswith((")", "）")):
        return None
    opening = max(text.rfind("("), text.rfind("（"))
    head, note = text[:opening].strip(), text[opening:]
    rules = rules or vocabulary()
    if opening <= 0 or not head or rules.action_types.lookup(text) is not None:
        return None
    term = rules.action_types.lookup(head)
    return None if term is None or term.extra.get("numbered") else (term, note)


def per_instance(make: Callable[[V], T]) -> Callable[[V], T]:
    """`make(words)`, made once for each vocabulary or category (patterns, sets of spellings, the target words) and
    given again while it lives. Known by identity (neither is hashable: a category is mutable), each kept with its
    result so that its id stays its own; a few at a time (the ruleset's, the vocabularies a file's declared resources
    make: a run that meets many keeps no more than `_MOST`)."""
    made: dict[int, tuple[V, T]] = {}

    @functools.wraps(make)
    def remembered(words: V) -> T:
        kept = made.get(id(words))
        if kept is None or kept[0] is not words:
            if len(made) >= _MOST:
                made.clear()
            kept = made[id(words)] = (words, make(words))
        return kept[1]
    return remembered


_MOST = 64  # results `per_instance` keeps for each function
