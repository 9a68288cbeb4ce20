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


def icons_written(paragraph: Fragment, names: tuple[str, ...] = (), strays: list[Span] | None = None) -> Fragment:
    """`paragraph` with each icon printed as a symbol written as the icon (`Generate a ✳ resource.`: `Generate a [wild]
    resource.`; `Place 1👤 threat here.`: `Place 1[per_hero] threat here.`), each of its characters on the symbol's
    place in the file; the paragraph itself when it has none. (They were words of no meaning: the resource of no
    kind, the amount for the whole group instead of for each hero, the star lost.) A symbol only where an icon
    stands (`_stands`: a resource, a cost, an amount, a boost line, an icon named or in brackets, a star before an
    ability); anywhere else it is the author's, kept as written (`Rated ★★★ — Action:`, `◆ When Revealed:` were
    `[star][star][star]` and `[unique]` in the text, the name and the messages), and its span added to `strays`."""
    text = paragraph.text
    found = _SYMBOL.search(text)
    if found is None:
        return paragraph
    kept = sorted(_named(text, names))
    symbols = []
    k = reach = 0   # (the names' places in order, walked once with the symbols: linear; `reach` the furthest end yet)
    while found is not None:
        while k < len(kept) and kept[k][0] <= found.start():
            reach, k = max(reach, kept[k][1]), k + 1
        if found.start() >= reach:
            symbols.append(found)
        found = _SYMBOL.search(text, found.end())
    parts: list[Fragment] = []
    start = 0
    for found in _standing(text, symbols, strays is not None and (lambda at, end: strays.append(
            paragraph.span(at, end)))):
        if found.start() > start:
            parts.append(paragraph.slice(start, found.start()))
        icon = _ICON_OF[found.group()[0]]
        offset = paragraph.file_offset(found.start())
        parts.append(Fragment(icon, tuple((index, offset) for index in range(len(icon))), paragraph.source))
        start = found.end()
    if not parts:
        return paragraph
    if start < len(text):
        parts.append(paragraph.slice(start))
    return Fragment.join(parts, separator="")


_BLANKS = " \t\u3000"
#: What names the icons before it: `a ⚡ resource`, `✳リソース`, `the ⏩ icon`, `ブーストアイコン`
_NAMED_AFTER = re.compile(r"[ \t\u3000]*+(?:resources?\b|icons?\b|リソース|アイコン)", re.IGNORECASE)
#: The icons an amount or a stat's value carries (`1👤`, `X 👥`, `ATK 2★`)
_AFTER_NUMBER = frozenset(("[per_hero]", "[per_group]", "[star]", "[boost]"))
_RESOURCES = frozenset(("[energy]", "[mental]", "[physical]", "[wild]"))
#: A row's key before its dash or colon (`⚡ — Deal 2 damage to an enemy.`, after a lead-in that offers one)
_KEY_AFTER = re.compile(r"[ \t\u3000]*+[-–—:：]")
_BOOST_LINE = re.compile(r"boost|ブースト", re.IGNORECASE)


#: What joins the icons of a list (`⚡, 🧠, ✊, or ✳`, `a 🧠 or a ✊`, `★ and ✦`, `⚡か🧠`): one icon of it standing, or
#: the list in brackets or after a verb taking a resource, makes them all icons (a printed card's `(⚡, 🧠, ✊, or ✳)`
#: read back said three of them, MC135)
_LIST_BETWEEN = re.compile(r"[ \t\u3000]*+(?:[,、，][ \t\u3000]*+)?(?:(?:or|and|か|と|または|や)[ \t\u3000]*+)?"
                           r"(?:(?:an?|the)[ \t]++)?", re.IGNORECASE)
#: A verb whose object is a resource, before its icons (`spend ⚡⚡`, `generates ✳`, `discard a 🧠`, `as if it were ⚡`)
_TAKES_RESOURCE = re.compile(r"\b(?:spend|spends|spent|spending|generate|generates|generated|generating|discard"
                             r"|discards|pay|pays|paid|produce|produces|as[ \t]++if[ \t]++it[ \t]++were)[ \t]++"
                             r"(?:(?:an?|the)[ \t]++)?$", re.IGNORECASE)
#: Japanese names a resource after its icons with `の` between (`⚡のリソース`)
_NAMED_AFTER_NO = re.compile(r"[ \t\u3000]*+の[ \t\u3000]*+(?:リソース|アイコン)")


def _standing(text: str, symbols: list, stray) -> list:
    """The symbols of `symbols` (matches of `_SYMBOL` in `text`, in order) that stand where an icon does; `stray(start,
    end)` is told of each other run of them. A run is symbols with blanks alone between them; runs joined as a list
    (`_LIST_BETWEEN`) are judged together, each once (linear)."""
    out = []
    arrow = text.rfind("→")   # (a cost's icons are before its arrow: `Spend ⚡⚡ → …`)
    boost = _BOOST_LINE.search(text) is not None
    lead = len(text) - len(text.lstrip(_BLANKS + "•・-"))   # (where the paragraph's words start, past a bullet)
    runs = []
    index = 0
    while index < len(symbols):
        last = index
        while last + 1 < len(symbols) and not text[symbols[last].end():symbols[last + 1].start()].strip(_BLANKS):
            last += 1
        runs.append(symbols[index:last + 1])
        index = last + 1
    index = 0
    while index < len(runs):
        last = index   # (the runs of one list: what stands between them only joins them)
        while last + 1 < len(runs) and _LIST_BETWEEN.fullmatch(text, runs[last][-1].end(), runs[last + 1][0].start()):
            last += 1
        listed = runs[index:last + 1]
        start, end = listed[0][0].start(), listed[-1][-1].end()
        before = text[max(0, start - 24):start]   # (a few characters: bounded)
        together = len(listed) > 1 and before.rstrip(_BLANKS).endswith(("(", "（")) and \
            text[end:end + 12].lstrip(_BLANKS).startswith((")", "）"))
        together = together or _TAKES_RESOURCE.search(before) is not None or any(
            _stands(text, run[0].start(), run[-1].end(), {_ICON_OF[found.group()[0]] for found in run},
                    run[0].start() <= lead, arrow, boost) for run in listed)
        for run in listed:
            if together:
                out.extend(run)
            elif stray:
                stray(run[0].start(), run[-1].end())
        index = last + 1
    return out


def _stands(text: str, start: int, end: int, icons: set[str], first: bool, arrow: int, boost: bool) -> bool:
    """Whether the run of icons `icons` at `start`–`end` of `text` (`first`: before the paragraph's words) stands where
    the cards print icons."""
    before = text[max(0, start - 8):start].rstrip(_BLANKS)   # (a few characters each side: bounded)
    after = text[end:end + 12]
    if before.endswith(("(", "（")) and after.lstrip(_BLANKS).startswith((")", "）")):
        return True   # `(⚠)`, `(✦✦)`: an icon named in brackets
    if _NAMED_AFTER.match(after) or _NAMED_AFTER_NO.match(after) or before.lower().endswith("non-"):
        return True   # (`a non-✳ resource type`, `(non-✳)`: an icon's kind said not to be)
    if icons <= _AFTER_NUMBER and (before[-1:].isdigit() or before.endswith(("X", "Ｘ"))):
        return True
    if icons <= _RESOURCES and (start < arrow or first and _KEY_AFTER.match(after)):
        return True   # in a cost, or a row's key
    if icons == {"[star]"} and first:
        return True   # `★ Forced Interrupt: …`, `★ Damage you deal …`: the star before an ability
    return icons <= {"[boost]"} and boost


#: The marks a printed txt card (`cards --format txt`) sets before the words of a card: `■ `/`▷ ` before an ability
#: (mandatory, optional: what its words say), `〔原文〕` before English words on a Japanese card (after an option's `• `,
#: kept; after a trigger's colon, `_HEAD_MARK`). `bullet` the bullet.
_CARD_MARKS = re.compile(r"[ \t\u3000]*(?:[■▷][ \t\u3000]*(?=\S)|(?P<bullet>•[ \t\u3000]*)?(?=〔原文〕))(?:〔原文〕)?")


_HEAD_MARK = re.compile(r"(?P<head>[^:：\n]{1,40}[:：][ \t\u3000]*)〔原文〕")


def without_card_marks(paragraph: Fragment, names: tuple[str, ...] = (), strays: list[Span] | None = None) -> Fragment:
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
    return icons_written(paragraph, names, strays)


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
