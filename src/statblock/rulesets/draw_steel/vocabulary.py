"""Draw Steel's words (`vocabulary.toml` beside this module), loaded once."""

from __future__ import annotations

import functools

from ...vocabulary import Term, Vocabulary, load_vocabulary

__all__ = ["resource_classes", "vocabulary"]


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
