"""How Japanese says a condition put on the creature named with を (`ターゲットを伏せ状態にする`, `ターゲットを拘束する`,
`ターゲットを減速させる`, `ターゲットをつかむ`): the compiler reads such a sentence as the condition said of the creature
(`compiler.conditions_ja`), and a compound sentence says it of the creature its first part moves (`ターゲットを2スクエア
押し戻し、伏せ状態にする`, `compound`)."""

from __future__ import annotations

import re

#: `伏せ状態にする`: any condition; `拘束する`, `挑発する` (to restrain, to taunt someone), `減速させる`, `弱体化させる`
#: (to make slowed, weakened), and `つかむ` (seed 000: ターゲットを「つかむ（grab）」: grabbed's `verbs`) for the
#: conditions whose verbs they are
_JA_PUT = "にする"
_JA_PUT_VERBS = (("させる", frozenset({"slowed", "weakened"})), ("する", frozenset({"restrained", "taunted"})))
# the polite forms of those (`伏せ状態にします`) and what may follow the verb (a duration, a stop)
_POLITE = (("にします", "にする"), ("させます", "させる"), ("します", "する"), ("つかみます", "つかむ"))
# (matched on the sentence reversed, so that it is tried once: searched forwards, `\s*(?:[(（][^()（）]*[)）]\s*)*[。.]?\s*$`
# was tried from every blank of a run and took its blanks with two adjacent `\s*`, cubic: 1,000 blanks, 1.3 s)
_AFTER_REVERSED = re.compile(r"\s*+[。.]?\s*+(?:[)）][^()（）]*+[(（]\s*+)*+")


def put_stem(text: str, rules) -> str | None:
    """The condition's word in `伏せ状態にする`, `拘束する`, `減速させる`, `つかむ` said after `…を`; None
    when `text` is none of these."""
    for term in rules.conditions.terms.values():
        if text in term.extra.get("verbs", ()):
            return term.ja[0]
    if text.endswith(_JA_PUT) and rules.conditions.lookup(text[: -len(_JA_PUT)]) is not None:
        return text[: -len(_JA_PUT)]
    for ending, ids in _JA_PUT_VERBS:
        if text.endswith(ending):
            term = rules.conditions.lookup(text[: -len(ending)])
            return text[: -len(ending)] if term is not None and term.id in ids else None
    return None


def puts_a_condition(sentence: str, rules) -> bool:
    """Whether `sentence` (`伏せ状態にします (EoT)`) is a condition put on someone named before it, plain or polite,
    with a duration after it or not."""
    said = sentence[:len(sentence) - _AFTER_REVERSED.match(sentence[::-1]).end()]
    for polite, plain in _POLITE:
        if said.endswith(polite):
            said = said[: -len(polite)] + plain
            break
    return put_stem(said, rules) is not None
