"""Draw Steel's words (`vocabulary.toml` beside this module), loaded once."""

from __future__ import annotations

import functools

from ...vocabulary import Vocabulary, load_vocabulary

__all__ = ["vocabulary"]


@functools.cache
def vocabulary() -> Vocabulary:
    return load_vocabulary(__package__)
