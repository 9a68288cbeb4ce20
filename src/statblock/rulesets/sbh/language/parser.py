"""Loading `warband.lark` (its label words filled in from the vocabulary) and parsing a profile line.

Built by `grammars.lalr`, as every ruleset's grammar.
"""

from __future__ import annotations

import functools
from importlib import resources

from lark import Lark, Tree

from ....grammars import UnexpectedInput, error_position, expected, lalr, remembered

from ..vocabulary import word_pattern

__all__ = ["UnexpectedInput", "error_position", "expected", "parse_profile", "profile_parser"]


@functools.cache
def grammar_text() -> str:
    text = resources.files(__package__).joinpath("warband.lark").read_text("utf-8")
    # before the number: `x`, `×` (`×3 Goblin`), not `体`
    count_before = "|".join(w for w in word_pattern("count").split("|") if w.isascii() or not w.isalpha())
    ja_quality = "|".join(w for w in word_pattern("quality").split("|") if not w.isascii())
    return (text.replace("@JA_QUALITY@", ja_quality).replace("@QUALITY@", word_pattern("quality"))
            .replace("@COMBAT@", word_pattern("combat"))
            .replace("@COUNT_BEFORE@", count_before)
            .replace("@COUNT@", word_pattern("count"))
            .replace("@RULES_LABEL@", word_pattern("rules_label")))


@functools.cache
def profile_parser() -> Lark:
    return lalr(grammar_text())


@remembered
def parse_profile(text: str) -> Tree:
    """The parse tree of one profile line (raises `UnexpectedInput`)."""
    return profile_parser().parse(text)
