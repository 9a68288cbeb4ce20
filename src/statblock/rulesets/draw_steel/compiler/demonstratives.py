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
_JA_DEMONSTRATIVE = re.compile(r"(?:[こそあど]|[こあど]れ|[こそあど]いつ|[こそあど]ちら|[こそあど]っち)+")
#: where the last of several creatures joined starts (`ターゲットとその`: after `と`)
_JA_JOINS = re.compile(r"[とや、,]")
#: a Japanese demonstrative before a noun (`あの騎士`, `この味方`, `その騎士`): which one is not read, as English `that ally`
_JA_DEMONSTRATIVE_BEFORE = re.compile(r"[こそあど]の(?!$)")


def a_demonstratives(who: str) -> bool:
    """Whether `who`, whose statistic a clause names, is or ends in a demonstrative, or says one before a noun, no
    creature (`this this`, `the this`, `that ally`, `これ`, `これこれ`, `こいつ`, `ターゲットとそ`, `あの騎士`). A name
    whose words all start with a capital is a name, a demonstrative of it too (`That Which Hungers`)."""
    if who.isascii():
        words = who.split()
        if not words:
            return False
        if words[-1].lower() in _DEMONSTRATIVES:
            return True
        titled = all(word[:1].isupper() for word in words)
        return any(word.lower() in _DEMONSTRATIVES and not (titled and word[:1].isupper()) for word in words)
    who = who.strip()
    joins = list(_JA_JOINS.finditer(who))
    last = who[joins[-1].end():] if joins else who
    return _JA_DEMONSTRATIVE.fullmatch(last) is not None or _JA_DEMONSTRATIVE_BEFORE.match(last) is not None
