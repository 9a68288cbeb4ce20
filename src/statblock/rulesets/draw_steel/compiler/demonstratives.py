"""Demonstratives, which name no creature whose statistic a clause says: `this speed is 0 (EoT)`, `this this speed`, `the
this speed`, `これの速度`, `こいつの速度`, `ターゲットとその速度` (were creatures named `this this`, `the this`, `これ`, `こいつ`,
`ターゲットとそ`, whose statistic was said to change). Seed 000 names a statistic of a creature (the target's, the user's);
whose `this` is is not read, so `Lowerer` (`lower.py`) keeps the clause as text (SB138)."""

from __future__ import annotations

import re

__all__ = ["a_demonstratives"]

#: English demonstratives, which say no creature's statistic (`this speed`), as Japanese `この速度` (`ja_whose`)
_DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
#: Japanese demonstratives that are no pronoun of the vocabulary's (`それ` is `it`): `これの速度`, `こいつの速度`; and the
#: stems left of `この`, `その` when a join comes before (`ターゲットとその速度`: `ターゲットとそ`)
_JA_DEMONSTRATIVES = re.compile(r"(?:^|[とや、,])(?:[こそあど]|[こあど]れ|[こそあど]いつ|[こそあど]ちら|[こそあど]っち)$")


def a_demonstratives(who: str) -> bool:
    """Whether `who`, whose statistic a clause names, is or ends in a demonstrative, no creature (`this this`, `the
    this`, `これ`, `こいつ`, `ターゲットとそ`)."""
    if who.isascii():
        return any(word in _DEMONSTRATIVES for word in who.lower().split())
    return _JA_DEMONSTRATIVES.search(who.strip()) is not None
