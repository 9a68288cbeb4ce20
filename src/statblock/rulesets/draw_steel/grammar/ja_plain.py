"""A Japanese clause made plain for the notation grammar, every position in it kept: a polite verb ending its
sentence in the plain form (`plain_japanese`), a condition said to land and another after the continuative
`になり、` read as joined with `、および` (`joined_conditions`). Used by `clauses._parse_plain`."""

from __future__ import annotations

import re

from ..vocabulary import vocabulary

__all__ = ["joined_conditions", "plain_japanese"]


# The polite endings of the verbs a Japanese sentence of the notation ends with (the seeds write です・ます:
# 「伏せ状態になります」, 「ダメージを与えます」), and the plain forms the grammar reads; longest first.
_POLITE = {"になります": "になる", "できます": "できる", "させます": "させる", "します": "する", "得ます": "得る",
           "受けます": "受ける", "行います": "行う", "行えます": "行える", "失います": "失う", "与えます": "与える",
           "死にます": "死ぬ", "押し戻します": "押し戻す", "押し出します": "押し出す", "押しやります": "押しやる",
           "引き寄せます": "引き寄せる", "引っ張ります": "引っ張る", "滑らせます": "滑らせる",
           # the passive (`押し戻されます`, `引き寄せられます`): a forced move said of the creature moved
           "されます": "される", "られます": "られる",
           # (any other -れます is -れる too: `つかまれます`, grabbed said politely)
           "れます": "れる",
           # a state said to hold (`出血しています`, `拘束されています`, `つかまれています`: seed 000's 「出血している間」)
           "ています": "ている"}
_POLITE_END = re.compile("(" + "|".join(sorted(_POLITE, key=len, reverse=True)) + r")(?=\s*(?:[(（][^()（）]*[)）])?\s*[。.]?\s*$)")


def plain_japanese(text: str) -> str:
    """`text` with a polite verb ending its sentence in the plain form (`になります` → `になる`), padded with
    spaces to its length, so that every position in it is the same as in `text`."""
    found = _POLITE_END.search(text)
    if found is None:
        return text
    plain = _POLITE[found.group(1)]
    return text[:found.start()] + plain + " " * (len(found.group(1)) - len(plain)) + text[found.end():]


# `伏せ状態になり、立ち上がれない`: a condition said to land, then (after the continuative `になり、`) another
# condition or a rider, as `prone and can't stand`
# (found with finditer: a match starts only where a run of the words' characters does, the look-behind; tried from each
# of them, a long run with `になり` and no `、` after it took the square of its length, 5,000 characters 0.25 s)
_JA_BECOME_AND = re.compile(r"(?<![^\s、，。()（）「」])(?P<first>[^\s、，。()（）「」]+?)になり[、，](?P<then>[^\s、，。()（）「」]+)")
_JA_AND_SAID = "、および"  # (as long as `になり、`: every position stays the same)


def joined_conditions(text: str) -> str:
    """`text` with `になり、` between a condition and a condition or a rider read as `、および`
    (`ターゲットは伏せ状態になり、立ち上がれない (EoT)` as `ターゲットは伏せ状態、および立ち上がれない (EoT)`)."""
    if "になり" not in text:
        return text
    rules = vocabulary()
    for found in _JA_BECOME_AND.finditer(text):
        first = found["first"].rpartition("は")[2]
        if rules.conditions.lookup(first) is not None and (
                rules.conditions.lookup(found["then"]) is not None or rules.riders.lookup(found["then"]) is not None):
            start = found.end("first")
            text = text[:start] + _JA_AND_SAID + text[start + len(_JA_AND_SAID):]
    return text
