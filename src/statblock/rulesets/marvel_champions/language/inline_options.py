"""Options written inline after a choice's lead-in, in one paragraph (`Choose one: 1) Deal 2 damage to an enemy; 2) Draw
1 card.`, `1つを選ぶ：①敵1体に2ダメージを与える；②カードを1枚引く。`): where the lead-in ends and where each option's
words stand, so that each is read as a bulleted option on a line of its own is (`• Deal 2 damage to an enemy.`).

An option opens with a number and a closing parenthesis (`1)`, `１）`), a number in parentheses (`(1)`, `（１）`), a circled
number (`①`) or a bullet (`・`, `•`); the first right after the lead-in's colon, numbered ones counting up from 1, each
after a blank, a separator (`;`, `；`, `,`, `、`), a period or an `or` (`；または２）`) so that a number or a dot inside
words opens none (`up to 12)`, `ブラック・キャット`); a circled number or `•` after anything (`…与える②…`), as none stands
inside a word. Its words run to the next one's mark, the separator and an `or` before it left out; the last
one's to the end of its sentence (`2) Draw 1 card.`): what follows (`(Max 1 per round.)`, `Then, discard 1 card.`) is
the ability's, not the option's."""

from __future__ import annotations

import re

from ....positions import Fragment
from .masking import mask

__all__ = ["glued_bullets", "inline_options"]

#: The lead-in's colon and the first option's mark right after it: `(1)`, `1)`, `①`, `・`, `•`.
_FIRST = re.compile(r"[:：][ \t\u3000]*(?P<mark>[(（][1１][)）]|[1１][)）]|①|[・•])")
#: The marks of each style (`paren`, `number`, `circled`, `bullet`); a number's value in group `n`.
_MARKS = {
    "paren": re.compile(r"[(（](?P<n>[0-9０-９]{1,2})[)）]"),
    "number": re.compile(r"(?P<n>[0-9０-９]{1,2})[)）]"),
    "circled": re.compile(r"[①-⑳]"),
    "bullet": re.compile(r"[・•]"),
}
#: What is left off an option's end before the next one's mark: blanks, a separator, an `or` (`…; or 2) …`).
_SEPARATORS = " \t\u3000;；,，、"
_OR = ("or", "または", "あるいは")
#: What may stand right before a later option's mark: a separator, or the period that ends the option before it.
_BEFORE = _SEPARATORS + "。."
#: Where a sentence ends: a Japanese full stop, or a period (`!`, `?`) before a blank, an opening parenthesis or the end
#: (not `1.5`); one of an initialism (`S.H.I.E.L.D. ally`) is passed by.
_END = re.compile(r"[。！？]|[.!?](?=[\s(（]|$)")


def _without_tail(words: str) -> str:
    """`words` without the separators and an `or` at their end (by `rstrip`: linear, no pattern tried from each blank)."""
    words = words.rstrip(_SEPARATORS)
    for word in _OR:
        before = words[:-len(word)]
        if words.endswith(word) and (not before or before[-1] in _SEPARATORS or not word.isascii()):
            return before.rstrip(_SEPARATORS)
    return words


def _after_or(text: str, at: int) -> bool:
    """Whether an `or` ends the words before `at` (`…；または２）`, `…, or 2)`): a mark may follow it with no blank."""
    words = text[max(0, at - 8):at]
    return any(words.endswith(word) and (not word.isascii() or len(words) == len(word)
                                         or words[-len(word) - 1] in _SEPARATORS) for word in _OR)


def _style(mark: str) -> str:
    if mark[0] in "(（":
        return "paren"
    if mark[0] in "1１":
        return "number"
    return "circled" if mark == "①" else "bullet"


def _number(match: re.Match, style: str) -> int | None:
    if style in ("paren", "number"):
        return int(match.group("n"))
    return ord(match.group()) - ord("①") + 1 if style == "circled" else None


def inline_options(paragraph: Fragment) -> tuple[Fragment, list[Fragment], Fragment | None] | None:
    """(the lead-in up to and with its colon, each option's words without its mark, the words after the last option's
    sentence or None) when `paragraph` writes two options or more inline after a colon; else None. Whether the
    lead-in offers a choice, and whether the words after are the ability's, is the caller's to say."""
    text = paragraph.text
    first = _FIRST.search(text)
    if first is None:
        return None
    style = _style(first.group("mark"))
    marks = [(first.start("mark"), first.end("mark"))]
    expected = 2
    for found in _MARKS[style].finditer(text, first.end("mark")):
        if style != "circled" and found.group() != "•" and text[found.start() - 1] not in _BEFORE \
                and not _after_or(text, found.start()):
            continue   # (inside words: `up to 12)`, `ブラック・キャット`; a circled number or `•` stands inside none)
        number = _number(found, style)
        if number is not None and number != expected:
            continue
        marks.append((found.start(), found.end()))
        expected += 1
    if len(marks) < 2:
        return None
    last = _sentence_end(text, marks[-1][1])
    options = []
    for (start, end), (following, _) in zip(marks, [*marks[1:], (last, last)]):
        stop = end + len(_without_tail(text[end:following]))
        option = paragraph.slice_stripped(end, stop)
        if not option.text:
            return None   # (a mark with no words: no option written, read as written)
        options.append(option)
    after = paragraph.slice_stripped(last, len(text))
    return paragraph.slice(0, first.start("mark")).strip(), options, after if after.text else None


def _sentence_end(text: str, start: int) -> int:
    """Where the sentence that goes on at `start` ends, its stop with it (the text's end when none ends it); a stop
    inside parentheses or quotes ends none."""
    masked = mask(text)
    for found in _END.finditer(masked, start):
        at = found.start()
        if masked[at] == "." and at >= 2 and masked[at - 1].isupper() and masked[at - 2] == ".":
            continue   # (`S.H.I.E.L.D.`)
        return found.end()
    return len(text)


def glued_bullets(paragraph: Fragment) -> tuple[Fragment, list[int]] | None:
    """(the lead-in, where each later `・` glued to the words before it stands) when `paragraph` opens a list with `・`
    after a colon and writes more `・` with no blank, separator or period before them (`1つを選ぶ：・敵1体に…与える・カード
    を1枚引く。`): options or a name's dot (`ブラック・キャット`), which the words do not tell; else None."""
    text = paragraph.text
    first = _FIRST.search(text)
    if first is None or first.group("mark") != "・":
        return None
    glued = [found.start() for found in re.finditer("・", text[first.end("mark"):])]
    glued = [first.end("mark") + at for at in glued if text[first.end("mark") + at - 1] not in _BEFORE]
    return (paragraph.slice(0, first.start("mark")).strip(), glued) if glued else None
