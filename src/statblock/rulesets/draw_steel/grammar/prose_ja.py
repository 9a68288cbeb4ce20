"""A potency in Japanese prose, as seed 000 says one is read aloud: 「ターゲットの[能力値]が[ポテンシー値]未満であれば、
彼らは[効果を被る]」 (`ターゲットの筋力が2未満なら、ターゲットは伏せ状態になる`), read as the notation it says
(`M < 2、ターゲットは伏せ状態になる`); and the notation's potency said with なら after it, as prose shortens it (`M < 2
なら伏せ`, `Ｍ＜２ならば、減速`), read without the なら. The clause is rewritten in place, padded with spaces, so that
the value and everything after it keep their positions. (A move said to be straight, `真っ直ぐ`, is the grammar's
modifier, as `垂直` is: `damage_forced` drops it on a push or a pull, which are straight already.)"""

from __future__ import annotations

import functools
import re

from ..vocabulary import vocabulary

# (each at the clause's start or after a comma of it: `6 ダメージ、M < 2 なら伏せ`, as `6 damage, M < 2 prone`)
_PROSE_POTENCY = re.compile(
    r"(?:^|(?<=[、，,]))\s*(?:もし)?(?:ターゲット|各ターゲット)の(?P<char>[^\s、，が]{2,3})(?:スコア)?が\s*"
    r"(?P<value>[0-9０-９]+|WEAK|AVERAGE|STRONG|[弱並強])\s*(?P<below>未満(?:ならば|なら|であれば|の場合))(?=[、，])")


@functools.cache
def _if_after_potency() -> re.Pattern:
    """The notation's potency, then なら (`M < 2 なら伏せ`, `A < WEAK ならば、伏せ`, and with the characteristic's name as
    the grammar also reads it: `敏捷力 < 2 の場合、伏せ`): the letter or name, `<` and the strength as the grammar
    reads them (which letter and strength they are, the compiler checks)."""
    names = "|".join(re.escape(name) for name in sorted(_letters(), key=len, reverse=True))
    return re.compile(
        rf"(?:^|(?<=[、，,]))\s*(?:[A-Za-zＡ-Ｚａ-ｚ]|{names})\s*[<＜]\s*"
        r"(?:[-−－]?[0-9０-９]+|[A-Za-zＡ-Ｚａ-ｚ]+|[弱並強]|\[[A-Za-z]+\])\s*"
        r"(?P<if>ならば|なら|であれば|の場合は?)")


@functools.cache
def _letters() -> dict[str, str]:
    return {ja: term.extra["letter"] for term in vocabulary().characteristics.terms.values() for ja in term.ja}


def prose_potency(text: str) -> str:
    """`text` with each potency said in prose, at its start or after a comma, written as the notation's
    (`…の筋力が2未満なら、` → `     M < 2    、`), and the notation's potency with なら after it without the なら
    (`M < 2 なら伏せ` → `M < 2   伏せ`); `text` itself when it has none."""
    if "未満" in text:
        text = _PROSE_POTENCY.sub(_as_notation, text)
    if "なら" in text or "であれば" in text or "の場合" in text:
        text = _if_after_potency().sub(_without_if, text)
    return text


def _as_notation(found: re.Match) -> str:
    """A prose potency (`ターゲットの筋力が2未満なら`) as the notation's, in as many characters (`     M < 2    `)."""
    letter = _letters().get(found["char"])
    if letter is None:
        return found.group()
    start = found.start()
    value = found.start("value") - start
    said = f"{letter} < "
    if value < len(said):  # (never: the prose is longer than the notation)
        return found.group()
    gap = found.start("below") - found.end("value")
    return " " * (value - len(said)) + said + found["value"] + " " * gap + " " * len(found["below"])


def _without_if(found: re.Match) -> str:
    """The notation's potency with its なら (`M < 2 なら`) blanked, in as many characters."""
    start = found.start()
    return found.group()[:found.start("if") - start] + " " * len(found["if"])
