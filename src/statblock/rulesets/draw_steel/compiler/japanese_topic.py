"""A Japanese list of conditions after its topic: `5 ダメージ、あなたは伏せ、減速、および衰弱` (you are prone, slowed and
weakened, as `5 damage, you are prone, slowed, and weakened` says). The grammar reads the list's first condition with the
topic and the rest (`減速、および衰弱`) as a clause of its own, whose conditions then landed on the targets, in silence;
so the card of the English, read back, moved two conditions from the user to the targets. The topic (`は`) is the
subject of the whole list up to `および`, as the list is one in English: the two clauses are one (`topic_carried`).
A list of conditions with no topic, or a topic whose conditions end with a duration of their own, is left as read.
"""

from __future__ import annotations

import attrs

from .. import ast

__all__ = ["topic_carried"]

#: the topic particle that names whom a Japanese clause is about (`あなたは`, `それは`)
_TOPIC = "は"


def topic_carried(items) -> tuple:
    """`items` (clauses of one part, in order) with each Japanese conditions clause of a topic and no duration joined to
    the list right after it (two conditions or more, no topic of their own: `減速、および衰弱`); the same items else."""
    if len(items) < 2 or not any(isinstance(item, ast.ConditionsClause) for item in items):
        return tuple(items)
    out: list = []
    for item in items:
        before = out[-1] if out else None
        if _a_topics_conditions(before) and _a_list_with_no_topic(item):
            out[-1] = attrs.evolve(item, phrases=before.phrases + item.phrases)
            continue
        out.append(item)
    return tuple(out)


def _a_topics_conditions(item) -> bool:
    if not isinstance(item, ast.ConditionsClause) or item.duration is not None or not item.phrases:
        return False
    if any(phrase.duration is not None or not phrase.words for phrase in item.phrases):
        return False
    first = item.phrases[0].words[0].text
    return not first.isascii() and _TOPIC in first


def _a_list_with_no_topic(item) -> bool:
    if not isinstance(item, ast.ConditionsClause) or len(item.phrases) < 2:
        return False
    return all(phrase.words and not phrase.words[0].text.isascii() and _TOPIC not in phrase.words[0].text
               for phrase in item.phrases)
