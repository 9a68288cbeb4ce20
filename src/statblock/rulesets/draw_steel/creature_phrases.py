"""A creature the ruleset knows, narrowed by where it stands: `one ally within 5 squares`, `each ally adjacent to
you`, in Japanese as seed 000 says it, before the creature (`5スクエア以内のクリーチャー`, `隣接する（1スクエア以内の）1体の
クリーチャー`): `5 スクエア以内の1体の味方`, `あなたに隣接する各味方`. Each language reads back to the other's words, so a
sentence's `who` is one English for both (was: the English quoted on a Japanese card, `「one ally within 5 squares」`).
"""

from __future__ import annotations

import re

__all__ = ["narrowed_english", "narrowed_japanese"]

_SQUARES_JA = "スクエア"
_EN = re.compile(r"^(?P<who>.+?) (?:within (?P<n>[0-9]{1,3}) squares?|adjacent to (?P<to>you|the target))$")
_JA = re.compile(r"^(?:(?P<n>[0-9０-９]{1,3})\s*(?:スクエア|マス)以内の|(?P<to>あなた|ターゲット)に隣接する)(?P<who>.+)$")
_TO_JA = {"you": "あなた", "the target": "ターゲット"}
_TO_EN = {ja: en for en, ja in _TO_JA.items()}


def narrowed_japanese(rules, who: str) -> str | None:
    """`one ally within 5 squares`: `5 スクエア以内の1体の味方`; None when `who` is not a known creature so narrowed."""
    found = _EN.match(who)
    if found is None:
        return None
    term = rules.creatures.lookup(found["who"])
    if term is None:
        return None
    where = f"{found['n']} {_SQUARES_JA}以内の" if found["n"] else f"{_TO_JA[found['to']]}に隣接する"
    return where + term.label("ja")


def narrowed_english(rules, written: str):
    """`5 スクエア以内の1体の味方`, `5マス以内の1体の味方`: (`one ally within 5 squares`, the creature's term); None when
    `written` is not a known creature so narrowed."""
    found = _JA.match(written.strip())
    if found is None:
        return None
    term = rules.creatures.lookup(found["who"])
    if term is None:
        return None
    if found["n"]:
        count = int(found["n"].translate(str.maketrans("０１２３４５６７８９", "0123456789")))
        return f"{term.en[0]} within {count} {'square' if count == 1 else 'squares'}", term
    return f"{term.en[0]} adjacent to {_TO_EN[found['to']]}", term
