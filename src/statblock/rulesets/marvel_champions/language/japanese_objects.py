"""Objects of one Japanese verb joined by `と` or a list's commas (`悪役にタフ状態カードとスタン状態カードを与える`,
`防御力-1と報復1を得る`):
each object is a clause of its own with the verb, as English reads `Give the villain a tough status card and a stunned
status card` (two effects) and `Your hero gets -1 DEF and retaliate 1` (a stat changed and a keyword gained).

A clause is cut here only when it fits no shape whole (`ヒーローと悪役に2ダメージを与える` names two targets, and fits),
at `と` or commas after which every piece fits with the verb after the last `を`: nothing is guessed, and a clause no piece of
which fits stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from .japanese import COMMA, ja_words

__all__ = ["joined_objects"]

#: At most this many `と` are tried in one clause (no card joins more objects; time bounded on any clause).
_MOST = 4

Fit = Callable[[str], "tuple[str, dict] | None"]


def joined_objects(clause: str, fit: Fit) -> list[tuple[tuple[str, dict], int, int]] | None:
    """The pieces of `clause` whose objects `と` joins before one verb, each (what `fit` gives the piece read with
    the verb, where the piece starts and ends in `clause`; its spans are where they are in `clause`), or None when
    the clause is no such list. Each piece is the longest that fits (`攻撃力+1と計画力+1とガードと不屈を得る`: the stats
    changed, then the keywords gained); the first keeps the target or subject the clause opens with, the later ones
    name none of their own (the reader shares it, `japanese_effects._subject_left_out`)."""
    verb_at = clause.rfind("を")
    if verb_at <= 0:
        return None
    verb = clause[verb_at:]   # `を与える`, `を得る`
    # (`と`, `および`, or a list's comma: `タフ状態カード、スタン状態カード、混乱状態カードを与える`)
    joins = sorted(j for word in (*ja_words("and"), *COMMA) for j in _found(clause, word, verb_at))[:_MOST]
    pieces: list[tuple[tuple[str, dict], int, int]] = []
    start = 0
    while start < verb_at:
        # (the first piece ends at a `と`: the whole clause fits no shape; a later one may run to the verb)
        ends = [(at, width) for at, width in joins if at > start] + ([(verb_at, 0)] if pieces else [])
        for at, width in reversed(ends):
            found = fit(clause[start:at] + verb)
            if found is not None and (not pieces or not found[1].get("spans")):   # (a later one: no target of its own)
                pieces.append((found, start, len(clause) if at == verb_at else at))
                start = verb_at if at == verb_at else at + width
                break
        else:
            return None
    return pieces if len(pieces) > 1 else None


def _found(clause: str, word: str, stop: int) -> list[tuple[int, int]]:
    """(where, width) of each `word` in `clause` before `stop`."""
    out, at = [], clause.find(word, 0, stop)
    while at >= 0 and len(out) < _MOST:
        out.append((at, len(word)))
        at = clause.find(word, at + len(word), stop)
    return out
