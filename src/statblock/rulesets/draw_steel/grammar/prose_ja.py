"""A potency in Japanese prose, as seed 000 says one is read aloud: 「ターゲットの[能力値]が[ポテンシー値]未満であれば、
彼らは[効果を被る]」 (`ターゲットの筋力が2未満なら、ターゲットは伏せ状態になる`), read as the notation it says
(`M < 2、ターゲットは伏せ状態になる`); and the notation's potency said with なら after it, as prose shortens it (`M < 2
なら伏せ`, `Ｍ＜２ならば、減速`), read without the なら. The clause is rewritten in place, padded with spaces, so that
the value and everything after it keep their positions. A push or a pull said to be straight (`ターゲットを真っ直ぐ6スクエア
押し戻す`) is read without 真っ直ぐ: seed 000 says those moves are in a straight line (「直線」) already, in any
direction on the map, not only along its rows."""

from __future__ import annotations

import functools
import re

from ..vocabulary import vocabulary

_PROSE_POTENCY = re.compile(
    r"^\s*(?:もし)?(?:ターゲット|各ターゲット)の(?P<char>[^\s、，が]{2,3})(?:スコア)?が\s*"
    r"(?P<value>[0-9０-９]+|WEAK|AVERAGE|STRONG|[弱並強])\s*(?P<below>未満(?:ならば|なら|であれば|の場合))(?=[、，])")


# the notation's potency, then なら (`M < 2 なら伏せ`, `A < WEAK ならば、伏せ`): the letter, `<` and the strength as
# the grammar reads them (which letter and strength they are, the compiler checks)
_IF_AFTER_POTENCY = re.compile(
    r"^\s*[A-Za-zＡ-Ｚａ-ｚ]\s*[<＜]\s*(?:[-−－]?[0-9０-９]+|[A-Za-zＡ-Ｚａ-ｚ]+|[弱並強]|\[[A-Za-z]+\])\s*"
    r"(?P<if>ならば|なら|であれば|の場合は?)")


@functools.cache
def _letters() -> dict[str, str]:
    return {ja: term.extra["letter"] for term in vocabulary().characteristics.terms.values() for ja in term.ja}


def prose_potency(text: str) -> str:
    """`text` with a potency said in prose at its start written as the notation's (`…の筋力が2未満なら、` →
    `     M < 2    、`); `text` itself when it starts with none."""
    if "未満" not in text:
        if "なら" in text or "であれば" in text or "の場合" in text:
            found = _IF_AFTER_POTENCY.match(text)
            if found is not None:  # `M < 2 なら伏せ`: as `M < 2   伏せ`
                return text[:found.start("if")] + " " * len(found["if"]) + text[found.end("if"):]
        return text
    found = _PROSE_POTENCY.match(text)
    if found is None or found["char"] not in _letters():
        return text
    value = found.start("value")
    said = f"{_letters()[found['char']]} < "
    gap = found.start("below") - found.end("value")
    return (" " * (value - len(said)) + said + text[value:found.end("value")] + " " * gap
            + " " * len(found["below"]) + text[found.end():])


# how Japanese says straight (真っ直ぐ, seed 000's 「真っ直ぐ近づく」; まっすぐ, 真っすぐ), に after it or not
_STRAIGHT = "(?:真っ直ぐ|まっすぐ|真っすぐ)に?"


@functools.cache
def _straight_move() -> re.Pattern:
    """`真っ直ぐ` before a forced move the ruleset says is straight (`straight` in its vocabulary), said as a
    sentence (`真っ直ぐ6スクエア押し戻す`, `真っ直ぐ最大 3 マス引き寄せられる`) or as the notation (`真っ直ぐプッシュ 6`)."""
    verbs, names = [], []
    for term in vocabulary().forced_moves.terms.values():
        if term.extra.get("straight"):
            names.extend(term.ja)
            verbs.extend((*term.extra.get("verbs", ()), *term.extra.get("passive", ()),
                          *(name + ending for name in term.ja for ending in ("する", "される"))))
    verb = "|".join(map(re.escape, sorted(verbs, key=len, reverse=True)))
    name = "|".join(map(re.escape, sorted(names, key=len, reverse=True)))
    return re.compile(f"(?P<straight>{_STRAIGHT})(?=\\s*(?:(?:最大\\s*)?[0-9０-９]+\\s*(?:スクエア|マス)\\s*(?:{verb})"
                      f"|(?:{name})\\s*[0-9０-９]))")


def straight_move(text: str) -> str:
    """`text` with 真っ直ぐ before a push or a pull blanked (`ターゲットを真っ直ぐ6スクエア押し戻す` → `ターゲットを    6スクエア
    押し戻す`); `text` itself when it says none."""
    if "直ぐ" not in text and "まっすぐ" not in text and "真っすぐ" not in text:
        return text
    return _straight_move().sub(lambda found: " " * len(found.group()), text)
