"""Loading `effect.lark` and parsing one line of effect text (`grammars.lalr`, as every ruleset's)."""

from __future__ import annotations

import functools
from importlib import resources

from lark import Lark, Tree

from ....grammars import UnexpectedInput, error_position, expected, lalr, remembered

__all__ = ["UnexpectedInput", "effect_parser", "error_position", "expected", "parse_effect"]


@functools.cache
def effect_parser() -> Lark:
    return lalr(resources.files(__package__).joinpath("effect.lark").read_text("utf-8"))


@remembered
def parse_effect(text: str) -> Tree:
    """The parse tree of one folded line of effect text (raises `UnexpectedInput`)."""
    return effect_parser().parse(text)
