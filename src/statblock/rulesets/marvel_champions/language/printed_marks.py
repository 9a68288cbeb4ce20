"""What a printed card (`statblock cards`) sets in a card's words, which pasted back into a card file are no words of
the card: its marks (`■ `/`▷ ` before an ability, `〔原文〕` before English words on a Japanese card), and its icons
printed as symbols (`⚡` for `[energy]`, `👤` for `[per_hero]`, `★` for `[star]`), read back as the icons they print.
Each character keeps its place in the file: an icon's words stand on its symbol."""

from __future__ import annotations

import re

from ....diagnostics import Fragment, Span
from ..symbols import SYMBOLS

__all__ = ["icons_text", "icons_written", "mandatory_note", "without_card_marks"]

_ICON_OF = {symbol: f"[{icon}]" for icon, symbol in SYMBOLS.items()}
# (a symbol, and the emoji presentation selector a keyboard or a font may add after it: `⚡️`; not inside a word, a
# letter on both sides, where no icon stands: `Lucky★Star`, `Team◆Up` are names, and a card's references to itself
# were lost, `named "Team[unique]Up"`; an icon is printed with a blank, a number or a mark next to it)
_SYMBOL = re.compile("(?<![A-Za-z])(?:" + "|".join(map(re.escape, _ICON_OF)) + ")\ufe0f?|"
                     "(?:" + "|".join(map(re.escape, _ICON_OF)) + ")\ufe0f?(?![A-Za-z])")


def icons_text(text: str) -> str:
    """`text` with each icon printed as a symbol written as the icon, as `icons_written` reads a paragraph."""
    return _SYMBOL.sub(lambda found: _ICON_OF[found.group()[0]], text)


def _named(text: str, names: tuple[str, ...]) -> list[tuple[int, int]]:
    """Where in `text` each of `names` holding a symbol is written (a card's name, `ラッキー★スター`: its symbol is the
    name's, no icon)."""
    out = []
    for name in names:
        if name and _SYMBOL.search(name):
            at = text.find(name)
            while at >= 0:
                out.append((at, at + len(name)))
                at = text.find(name, at + len(name))
    return out


def icons_written(paragraph: Fragment, names: tuple[str, ...] = ()) -> Fragment:
    """`paragraph` with each icon printed as a symbol written as the icon (`Generate a ✳ resource.`: `Generate a [wild]
    resource.`; `Place 1👤 threat here.`: `Place 1[per_hero] threat here.`), each of its characters on the symbol's
    place in the file; the paragraph itself when it has none. (They were words of no meaning: the resource of no
    kind, the amount for the whole group instead of for each hero, the star lost.)"""
    text = paragraph.text
    found = _SYMBOL.search(text)
    if found is None:
        return paragraph
    parts: list[Fragment] = []
    start = 0
    kept = sorted(_named(text, names))
    k = reach = 0   # (the names' places in order, walked once with the symbols: linear; `reach` the furthest end yet)
    while found is not None:
        while k < len(kept) and kept[k][0] <= found.start():
            reach, k = max(reach, kept[k][1]), k + 1
        if found.start() < reach:
            found = _SYMBOL.search(text, found.end())
            continue
        if found.start() > start:
            parts.append(paragraph.slice(start, found.start()))
        icon = _ICON_OF[found.group()[0]]
        offset = paragraph.file_offset(found.start())
        parts.append(Fragment(icon, tuple((index, offset) for index in range(len(icon))), paragraph.source))
        start = found.end()
        found = _SYMBOL.search(text, start)
    if start < len(text):
        parts.append(paragraph.slice(start))
    return Fragment.join(parts, separator="")


#: The marks a printed txt card (`cards --format txt`) sets before the words of a card: `■ `/`▷ ` before an ability
#: (mandatory, optional: what its words say), `〔原文〕` before English words on a Japanese card (after an option's `• `,
#: kept; after a trigger's colon, `_HEAD_MARK`). `bullet` the bullet.
_CARD_MARKS = re.compile(r"[ \t\u3000]*(?:[■▷][ \t\u3000]*(?=\S)|(?P<bullet>•[ \t\u3000]*)?(?=〔原文〕))(?:〔原文〕)?")


_HEAD_MARK = re.compile(r"(?P<head>[^:：\n]{1,40}[:：][ \t\u3000]*)〔原文〕")


def without_card_marks(paragraph: Fragment, names: tuple[str, ...] = ()) -> Fragment:
    """`paragraph` without the marks a printed card sets before its words (`■ 〔原文〕Guard. Retaliate 1.`: `Guard.
    Retaliate 1.`; `• 〔原文〕Draw 1 card.`: `• Draw 1 card.`) and with its icons printed as symbols written as icons
    (`icons_written`); the paragraph itself when it has neither."""
    found = _CARD_MARKS.match(paragraph.text)
    if found is not None and found.group():
        if found.group("bullet"):
            paragraph = Fragment.join([paragraph.slice(found.start("bullet"), found.end("bullet")),
                                       paragraph.slice(found.end())], separator="")
        else:
            paragraph = paragraph.slice(found.end())
    head = _HEAD_MARK.match(paragraph.text)   # (`公開時：〔原文〕Draw 1 card.`: after the trigger's colon)
    if head is not None:
        paragraph = Fragment.join([paragraph.slice(0, head.end("head")), paragraph.slice(head.end())], separator="")
    return icons_written(paragraph, names)


def mandatory_note(paragraph: Fragment) -> tuple[Fragment, Span | None]:
    """`paragraph` without the note a Markdown card prints after a mandatory ability's trigger (`Forced Response
    (mandatory): …`, `強制レスポンス（強制）：…`), and where the note was (None when it has none): the caller says it when
    the trigger is no mandatory one (MC134)."""
    note = _MANDATORY_NOTE.match(paragraph.text)
    if note is None:
        return paragraph, None
    words = note.start("note") + len(note.group("note")) - len(note.group("note").lstrip())
    return (Fragment.join([paragraph.slice(0, note.end("head")), paragraph.slice(note.end("note"))], separator=""),
            paragraph.span(words, note.end("note")))


#: The note a Markdown card prints after a mandatory ability's trigger, before its colon (`**Forced Response**
#: (mandatory): …`, `**強制レスポンス**（強制）：…`): what the trigger says (seed 002: a forced, When Revealed, Boost …
#: ability must be resolved), no label of the ability; it was read as an unknown label (MC107) kept in `labels`.
_MANDATORY_NOTE = re.compile(r"(?P<head>[^:：\n]{1,80}?)(?P<note>[ \t]*[(（][ \t]*(?:mandatory|強制)[ \t]*[)）])"
                             r"(?=[ \t]*[:：])", re.IGNORECASE)
