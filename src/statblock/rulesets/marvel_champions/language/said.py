"""A quote said before what a sentence does (`『力こそ正義』と宣言し、…`, `Say "Power" and …`): the author's words, an
act of its own kept as text (MC125 says it), the sentence after it read as it would be alone: its condition, its
permission and its effects (`『…』と宣言し、あなたが…なら、カードを1枚引く。` had the quote in its condition; `Say "Power" and
if you have 3 or more cards in hand, draw 1 card.` and `Say "Power" and you may deal 1 damage …` lost the quote from
their effects)."""

from __future__ import annotations

import re

from .masking import mask

__all__ = ["SAID", "said_lead", "said_up_to", "saying_at"]

#: A quote (its words blanked) and a verb of saying in its joining form before a comma: `「…」と叫び`, `“…”と言って`,
#: `'…'と宣言し` (single quotes, as a keyboard types them). (ours: the verbs a card's flavour of speech is written with)
_SAYING = ("叫び", "叫んで", "言い", "言って", "宣言し", "宣言して", "告げ", "告げて", "つぶやき", "つぶやいて", "呟き", "呟いて",
           "唱え", "唱えて")
_QUOTED = r"(?:[「『“\"][^」』”\"]*[」』”\"]|['‘][^'‘’]*['’])[ \u3000]*と[ \u3000]*"
SAID = re.compile(_QUOTED + "(?:" + "|".join(_SAYING) + ")")
_QUOTED_AND = re.compile(_QUOTED)
_SAYING_SET = frozenset(_SAYING)
_SAYING_MOST = max(map(len, _SAYING))


def saying_at(blanked: str, start: int, end: int) -> int | None:
    """Where the verb of saying would stand after a quote and `と` opening at `start` of `blanked` (text with its quotes
    blanked), before `end`; None when no quote opens there. Looked for once for a clause's start, each comma after it
    then a check of a few characters (`SAID.fullmatch` at each comma scanned back to an opener never closed: 50,000
    commas after `『` took 85 s)."""
    found = _QUOTED_AND.match(blanked, start, end)
    return None if found is None else found.end()


def said_up_to(blanked: str, saying: int | None, comma: int) -> bool:
    """Whether the words from a quote to `comma` of `blanked` are the quote said (`SAID`), `saying` its
    `saying_at`."""
    return saying is not None and 0 < comma - saying <= _SAYING_MOST and blanked[saying:comma] in _SAYING_SET

_JA_LEAD = re.compile(rf"[ \u3000]*(?:{SAID.pattern})[ \u3000]*[、，][ \u3000]*")

_QUOTE = r"(?:\"[^\"\n]*\"|“[^“”\n]*”|'[^'\n]*'|‘[^‘’\n]*’)"
#: `Say "Power" and …`, `Shout "Power" then "Justice", then …`: a verb of saying, its quotes, and the word joining the
#: sentence's act to it, and a comma after it (`Say "Power" and, if …`, `and then you may …`: the quote was the draw's
#: words, `then` the effect's) (blanks possessive: a run of them is walked once)
_EN_LEAD = re.compile(rf"[ \t]*+(?P<said>(?:say|shout|yell|declare|announce|whisper|exclaim)[ \t]++{_QUOTE}"
                      rf"(?:[ \t]++(?:then|and)[ \t]++{_QUOTE})*+)[ \t]*+(?:,[ \t]*+)?(?:and[ \t]++then|and|then)\b"
                      r"[ \t]*+(?:,[ \t]*+)?",
                      re.IGNORECASE)


def said_lead(words: str) -> tuple[int, int] | None:
    """(where the said words end, where the sentence's words after them start) of the quotes said first in the
    sentence `words`, or None when it opens with none."""
    found = _EN_LEAD.match(words)
    if found is not None:
        return found.end("said"), found.end()
    masked, at, end = mask(words), 0, None
    while (lead := _JA_LEAD.match(masked, at)) is not None:   # (one quote after another: `『力』と叫び、『正義』と宣言し、`)
        end = lead.start() + len(lead.group().rstrip(" \u3000、，"))   # (the match's own words: linear in a run)
        at = lead.end()
    return (end, at) if end is not None and at < len(words) else None
