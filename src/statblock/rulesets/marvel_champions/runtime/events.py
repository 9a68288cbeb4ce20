"""Game events as data, in English and Japanese: what `--event` says and what trigger conditions say.

One vocabulary reads both: `read_event("the villain attacks you")` (the command line) and
`read_condition("When the villain initiates an attack against you")` (an ability's trigger
condition) give `Reading`s of the same kinds, which `match.py` compares. A reading keeps its
kind (`attack`, `defeated`, ...), who does it (`subject`), to whom (`object`), the card played,
the form changed to, an amount, words that narrow it (`qualifiers`: `damages`, `from_attack`,
`basic`, ...) and its window: `would` and `when` (the interrupt window, before the event),
`after` (the response window), or None (the event as a whole: both windows and its own moment).
"""

from __future__ import annotations

import functools
import re

import attrs

from ..names import trim_name
from ..vocabulary import vocabulary
from .event_kinds import (DROPPED_EN, EVENT_EXAMPLES, FORMS, KINDS, NO_COUNTERS, PHASES, QUALIFIERS_EN,
                          QUALIFIERS_JA, STEPS, WINDOW_EN, WINDOW_JA)
from .nouns import Noun, fold, read_noun
from ....records import frozen

__all__ = ["EVENT_EXAMPLES", "KINDS", "EventError", "Reading", "condition_kinds", "parse_event", "read_condition",
           "read_event"]


@frozen
class Reading:
    kind: str
    window: str | None = None
    subject: tuple[Noun, ...] = ()     # () when the words do not say who
    object: tuple[Noun, ...] = ()
    card: tuple[Noun, ...] = ()        # play: the card played
    form: str | None = None            # change_form: hero, alter_ego, this; None: any form
    phase: str | None = None           # villain, player
    amount: int | None = None
    qualifiers: frozenset[str] = frozenset()
    text: str = ""
    subject_text: str = ""             # the subject as written (for `X engages you or activates`)

    def nouns(self) -> tuple[Noun, ...]:
        return self.subject + self.object + self.card


def _japanese(text: str) -> bool:
    return re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text) is not None


#: The most characters an event or a trigger condition is read in: no player says, and no card prints, a longer
#: one, and the readings' patterns (`{s}が{o}を攻撃する`: two names of any length) take time growing with the
#: square of the words; a longer text has no reading (an event is then said to be too long, a condition needs a
#: judgement), so that every input ends in time linear in its length.
LONGEST = 300
#: The most digits an amount has (`3 damage`); a longer number is no amount a card or a player gives.
_AMOUNT_DIGITS = 4


@functools.cache
def _moment_ja() -> re.Pattern:
    """The start or end of a period said as its moment, at a text's end (`syntax.period_moment` and a particle of
    `syntax.moment_particle` or none: `ラウンドの終了時に`, `あなたのターンの開始時`, `開始時点で`), from its `時` on: that
    moment, no window before or after it, as English `At the end of the round` (its `時` was `when`: before the round
    ends). From the vocabulary, as the sentence's condition reads them."""
    syntax = vocabulary().syntax.terms
    moments = sorted(syntax["period_moment"].ja, key=len, reverse=True)
    tails = "|".join(rf"(?<={re.escape(m[:m.index('時')])}){re.escape(m[m.index('時'):])}" for m in moments if "時" in m)
    particles = "|".join(map(re.escape, sorted(syntax["moment_particle"].ja, key=len, reverse=True)))
    return re.compile(rf"(?:{tails})(?:{particles})?$")


def _prepare(text: str) -> tuple[str, str | None, frozenset[str], str]:
    """Folded text without its window words and narrowing words: (text, window, qualifiers, lang); an empty
    text for one longer than `LONGEST` characters."""
    if len(text) > LONGEST:
        return "", None, frozenset(), "ja" if _japanese(text) else "en"
    text = trim_name(fold(text).rstrip(" 。,、:："))
    lang = "ja" if _japanese(text) else "en"
    window = None
    qualifiers: set[str] = set()
    if lang == "en":
        found = WINDOW_EN.match(text)
        if found:
            window = "after" if found.group("after") else ("when" if found.group("when") else None)
            text = text[found.end():]
        for pattern in DROPPED_EN:   # (before the comma: words in parentheses may hold one, `(THW, ATK, or DEF)`)
            text = pattern.sub("", text)
        text = text.split(",")[0]
        text = " ".join(text.split())
        text = NO_COUNTERS.sub(r"the last \g<c>counter is removed from \g<o>", text)
        if re.search(r"\bwould\b", text):
            window = "would"
        for pattern, word in QUALIFIERS_EN:
            if pattern.search(text):
                qualifiers.add(word)
                text = pattern.sub("", text)
    else:
        text = text.replace(" ", "")
        found = WINDOW_JA.search(text)
        moment = _moment_ja().search(text)
        if moment:
            text = text[: moment.start()]
        elif found:
            window = "after" if found.group("after") else ("when" if found.group("when") else None)
            text = text[: found.start()]
        text = re.sub(r"(?:任意の量の|任意の)", "", text)
        if "ようとする" in text:
            window = "would"
        for pattern, word, left in QUALIFIERS_JA:
            if pattern.search(text):
                qualifiers.add(word)
                text = pattern.sub(left, text)
    return " ".join(text.split()), window, frozenset(qualifiers), lang


def _read(text: str, window: str | None, qualifiers: frozenset[str], lang: str, is_name) -> Reading | None:
    """The first reading whose nouns are all known, else the first reading (`threat is placed on a
    scheme` also reads as a subject `threat is placed on a` that `scheme`s)."""
    first = None
    for kind, by_lang in KINDS.items():
        for pattern in by_lang[lang]:
            found = pattern.fullmatch(text)
            if found is None or len(found.groupdict().get("n") or "") > _AMOUNT_DIGITS:
                continue   # (an amount of thousands of digits is none: never made into a number)
            reading = _reading(kind, found, window, qualifiers, text, is_name)
            if not _has_unknown(reading):
                return reading
            first = first or reading
    return first


def _reading(kind, found, window, qualifiers, text, is_name) -> Reading:
    groups = {k: v for k, v in found.groupdict().items() if v is not None}
    subject = read_noun(groups["s"], is_name) if "s" in groups else ()
    obj = read_noun(groups["o"], is_name) if "o" in groups else ()
    if "here" in groups:
        obj = (Noun("self", text="here"),)
    if "p" in groups and not subject:
        said = groups["p"]
        subject = (Noun("you", text=said),) if said in ("your", "あなた") else read_noun(said, is_name)
    form = None
    if "f" in groups:
        form = FORMS.get(groups["f"].strip(), "unknown")
    phase = PHASES.get(groups["ph"]) if "ph" in groups else None
    if "st" in groups:   # `step one`, `step 1`, `ステップ1`: `step_1`
        phase = f"step_{STEPS.get(groups['st'], groups['st'])}"
    return Reading(kind, window, subject, obj, read_noun(groups["c"], is_name) if "c" in groups else (),
                   form, phase, int(groups["n"]) if "n" in groups else None, qualifiers, text,
                   groups.get("s", groups.get("p", "")))


def read_event(text: str, is_name=None) -> Reading | None:
    """`--event` as a reading, or None when it says no event of the vocabulary. An event reads the
    way a player says it: `the villain attacks you`, `after you play Backflip`, `悪役があなたを攻撃した後`."""
    body, window, qualifiers, lang = _prepare(text)
    return _read(body, window, qualifiers, lang, is_name)


def read_condition(text: str, is_name=None) -> tuple[Reading, ...] | None:
    """The readings of a trigger condition (`or` between verbs gives several), or None when its words
    are not the vocabulary's: the runtime then says it needs a judgement."""
    body, window, qualifiers, lang = _prepare(text)
    if not body:
        return None
    whole = _read(body, window, qualifiers, lang, is_name)
    if whole is not None and not _has_unknown(whole):
        return (whole,)
    if lang == "en" and " or " in body:
        readings = []
        parts = body.split(" or ")
        for index, part in enumerate(parts):
            reading = _read(part, window, qualifiers, lang, is_name)
            if (reading is None or _has_unknown(reading)) and index and readings:
                reading = _read(f"{readings[0].subject_text} {part}", window, qualifiers, lang, is_name)
            if reading is None or _has_unknown(reading):
                break
            readings.append(reading)
        else:
            return tuple(readings)
    return None if whole is None else (whole,)


_NARROWING_EN = re.compile(r"(?<!\s)\s++(?:by|from|with|during|while|in|on|for|using|through|without)\s++\S.*$")


def condition_kinds(text: str, is_name=None) -> frozenset[str]:
    """The kinds of event a condition whose words are not all the vocabulary's is still about: read
    without the words that narrow it at its end (`When Taskmaster would be damaged by an event`: a
    damage event), so that it is compared with events of other kinds; empty when no kind reads."""
    body, window, qualifiers, lang = _prepare(text)
    while lang == "en" and body:
        readings = [_read(part, window, qualifiers, lang, is_name) for part in body.split(" or ")]
        if readings and all(r is not None for r in readings):
            return frozenset(r.kind for r in readings)
        shorter = _NARROWING_EN.sub("", body)
        if shorter == body:
            break
        body = shorter
    return frozenset()


def _has_unknown(reading: Reading) -> bool:
    return reading.form == "unknown" or any(noun.role == "unknown" for noun in reading.nouns())


# ---- `--event` ----

class EventError(ValueError):
    """An `--event` that says no event of the vocabulary, or names what is not there; its one
    argument is a message (with a did-you-mean when one is close)."""


def parse_event(text: str, is_name=None, names=()) -> Reading:
    """`--event` as a reading; raises `EventError` when it is none of the vocabulary's events or one of
    its nouns is neither a card of `names` nor a word of the vocabulary."""
    from ...similarity import closest
    from ..catalog import message
    from .nouns import CLASSES

    lang = "ja" if _japanese(text) else "en"
    if not text.strip():   # (was `` `` is not an event statblock knows``: examples in the language of the messages)
        from ....messages import Localized

        raise EventError(message("event_empty", examples=Localized({lang: " | ".join(EVENT_EXAMPLES[lang][:3])
                                                                    for lang in ("en", "ja")})))
    if len(text) > LONGEST:
        raise EventError(message("event_too_long", most=LONGEST))
    amount = re.search(rf"\d{{{_AMOUNT_DIGITS + 1},}}", text)
    if amount is not None:
        raise EventError(message("event_amount", number=amount.group()[:12] + ("…" if len(amount.group()) > 12 else ""),
                                 most=10 ** _AMOUNT_DIGITS - 1))
    reading = read_event(text, is_name)
    if reading is None:
        guess = closest(fold(text), EVENT_EXAMPLES[lang], 0.5)
        key = "event_unknown_guess" if guess else "event_unknown"
        raise EventError(message(key, event=text, guess=guess or "", examples=" | ".join(EVENT_EXAMPLES[lang][:6])))
    for noun in reading.nouns():
        if noun.role in ("self", "attached"):
            raise EventError(message("event_self", words=noun.text))
        if noun.role == "unknown":
            words = list(names) + [w for w in CLASSES if _japanese(w) == (lang == "ja")]
            guess = closest(noun.text, words, 0.6)
            key = "event_noun_guess" if guess else "event_noun"
            raise EventError(message(key, words=noun.text, guess=guess or ""))
    if reading.form == "unknown":
        raise EventError(message("event_form", words=text))
    return attrs.evolve(reading, text=" ".join(text.split()))
