"""The forms of Japanese verbs that join two parts of a compound sentence (`grammar/compound.py`): the continuative
and the te-form before `、` (`ターゲットは1マスシフトし、フリー・ストライクを行う`, `…を消費して、…`), each with its plain form;
the forced moves' verbs so joined, in the active and the passive (`押し戻し、`, `押し戻され、`); and the notation's
`安定性を無視して`, whose te-form is no cut. Split from `compound.py` (where and how a clause is cut).
"""

from __future__ import annotations

import functools
import re

from ..vocabulary import vocabulary

__all__ = ["JA_HALVED", "JA_JOINED", "JA_PASSIVE_JOINED", "ja_cannot_joined", "ja_ignoring", "ja_joined", "ja_passives",
           "ja_te"]

#: the plain forms a statistic is halved in (`速度は半減する`, `速度は半分になる`, half of it, as seed 000 halves with
#: 「半分にする」: `speed is halved`): read by `sentences_ja`, and a part of its own before `、` (`compound.py`)
JA_HALVED = ("半減する", "半分になる")

# Japanese: a verb in its continuative form (or its te-form) before `、`, and its plain form
JA_JOINED = (("できて", "できる"), ("でき", "できる"), ("して", "する"), ("し", "する"), ("得て", "得る"), ("得", "得る"),
             ("受けて", "受ける"), ("受け", "受ける"), ("行って", "行う"), ("行い", "行う"), ("失って", "失う"),
             ("失い", "失う"), ("なって", "なる"), ("なり", "なる"),
             # (`…シフトしなければならず、…`: a part the creature must do, before the next)
             ("なければならず", "なければならない"))
# (the te-form joining two parts with no `、` after it, `1マスシフトしてフリー・ストライクを行う`, is a cut of its own: `ja_te`)
# a passive in its continuative form (`拘束され、`, `引き寄せられ、`): the plain form
JA_PASSIVE_JOINED = (("され", "される"), ("られ", "られる"))
# the kana before る of a verb that drops it for its continuative (`引き寄せる` → `引き寄せ`, `される` → `され`); any
# other る-verb of the vocabulary changes it to り (`押しやる` → `押しやり`, `引っ張る` → `引っ張り`)
_ICHIDAN = frozenset("えけげせぜてでねへべぺめれいきぎしじちにひびみり")


def _joined_forms(verb: str) -> tuple[tuple[str, str], ...]:
    """The continuative and the te-form of a forced move's verb (`押し戻す`: `押し戻し`, `押し戻して`), each with
    the verb."""
    if verb.endswith("す"):
        return ((verb[:-1] + "して", verb), (verb[:-1] + "し", verb))
    if verb.endswith("る") and len(verb) > 1 and verb[-2] in _ICHIDAN:
        return ((verb[:-1] + "て", verb), (verb[:-1], verb))
    if verb.endswith("る"):
        return ((verb[:-1] + "って", verb), (verb[:-1] + "り", verb))
    return ()


@functools.cache
def ja_joined() -> tuple[tuple[str, str], ...]:
    """`JA_JOINED` with the forced moves' verbs and their passives joined so (`ターゲットを2スクエア押し戻し、伏せ状態に
    する`, `ターゲットは2マス押し戻され、伏せ状態になる`), and the passive's, first: the longest ending wins (not the
    `し` of `押し戻し` read as `する`)."""
    verbs = {form for term in vocabulary().forced_moves.terms.values()
             for verb in (*term.extra.get("verbs", ()), *term.extra.get("passive", ())) for form in _joined_forms(verb)}
    return tuple(sorted(verbs | set(JA_PASSIVE_JOINED), key=lambda pair: len(pair[0]), reverse=True)) + JA_JOINED


#: a Japanese `not` (`隠れられない`) and its continuative that joins it to what follows (`隠れられず、`)
_JA_NOT, _JA_NOT_JOINED = "ない", "ず"


@functools.cache
def ja_cannot_joined() -> tuple[str, ...]:
    """The continuatives of what a creature cannot do that the vocabulary names, statuses and riders (`隠れられない`:
    `隠れられず`, `立ち上がれない`: `立ち上がれず`), longest first: the end of a part joined to the next by `、`."""
    rules = vocabulary()
    said = [spelling for name in ("statuses", "riders") if name in rules.categories
            for term in rules.categories[name].terms.values() for spelling in term.ja if spelling.endswith(_JA_NOT)]
    return tuple(sorted({s[:-len(_JA_NOT)] + _JA_NOT_JOINED for s in said}, key=len, reverse=True))


@functools.cache
def ja_passives() -> tuple[str, ...]:
    """The forced moves' verbs in the passive (`押し戻される`, `引き寄せられる`), as the vocabulary lists them."""
    return tuple(verb for term in vocabulary().forced_moves.terms.values() for verb in term.extra.get("passive", ()))


@functools.cache
def ja_te() -> re.Pattern:
    """The te-forms of `ja_joined` (`2マス押し戻して伏せ状態にする`)."""
    # (longest first, then in the order of the characters: the same pattern whatever the hash seed, `regex_store`)
    forms = sorted({joined for joined, _ in ja_joined() if joined.endswith("て")}, key=lambda form: (-len(form), form))
    # (not before its own duration: `有利を得て（セーヴ終了）、…` is cut at the `、`, the duration kept with it)
    return re.compile("(?:" + "|".join(map(re.escape, forms)) + r")(?![、，]|\s*[(（]|\s*$)")


@functools.cache
def ja_ignoring() -> re.Pattern:
    """The notation's `JA_IGNORING` (`安定性を無視して`): its te-form is no cut (`ターゲットを安定性を無視して3マス押し戻し、
    伏せ状態にする`, whose first part is read as the plain form is, `…3マス押し戻す`), and it may stand before the
    creature named with を (`安定性を無視してターゲットを…`)."""
    from .parser import NOTATION_STARTS, notation_tables
    from .to_ast import JA_STARTS

    return notation_tables(tuple(NOTATION_STARTS + JA_STARTS)).pattern("JA_IGNORING")
