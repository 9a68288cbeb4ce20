"""The icons and bold markers around a header cell's words (`**📏 Melee 1**`, `🎯 One creature`, `\\*\\*🎯 Self`):
where the words start and end, and SB178 where escaped asterisks before the icon are read as markup."""

from __future__ import annotations

import re
import unicodedata

from ....diagnostics import Diagnostic, Fragment, Severity
from ....messages import msg

__all__ = ["book_icon", "markers_bounds", "markers_note", "strip_icons", "strip_icons_of"]

_ICONS = "📏🎯🗡🏹🔳❗️⭐️❇️🌀☠️👤💀🌟✨"
# the book's icons before an ability's or a feature's name (its header cells' 📏 and 🎯 aside), each without the
# variation selector it may be written with (`⭐️`, `⭐`)
_NAME_ICONS = frozenset(_ICONS) - {"📏", "🎯", "\ufe0f"}


def book_icon(text: str) -> bool:
    """Whether `text` is one of the book's icons before a name (`⭐️`, `☠️`, `🗡`), as written with or without its
    variation selector: not any symbol (`✔`, `©`, `🚀`)."""
    return len(text) <= 2 and text.rstrip("\ufe0f") in _NAME_ICONS
# asterisks before a cell's icon, each as a Markdown page's text has it once read (`*`) or escaped, as a native file
# has it (`\*`): the same markers either way
_MARKERS = re.compile(r"(?:\\?\*)+")


def markers_note(body: Fragment, start: int, end: int, name: str | None) -> Diagnostic | None:
    """SB178 (information) at asterisks before a header cell's icon that are read as markup (`\\*\\*🎯 Self`: a
    bold's opening markers escaped, its closing ones lost, as some published pages have it; `\\*\\*🎯 Self\\*\\*`,
    both escaped): the cell is read without them (the target `Self`), but the page shows them, which an author may
    want to hear. The cell is `body[start:end]`, of the ability `name`; None where no such markers stand, or where
    they are a bold's, unescaped (`**🎯 Self**`)."""
    found = markers_bounds(body.text[start:end])
    if found is None:
        return None
    first, last, icon, closed = found
    span = body.span(start + first, start + last)
    source = span.source
    # (a Markdown page's escapes are read: its text has `**`, the page `\*\*`; a native file's text has them)
    read = source is not None and span.start > 0 and source.text[span.start - 1] == "\\"
    if read:
        span = source.span(span.start - 1, span.end)  # (the escape of the first marker, as written)
    written = source.text[span.start:span.end] if source is not None else body.text[start + first:start + last]
    if closed and "\\" not in written:
        return None  # (`**🎯 Self**`: a bold cell, its markers as they should be)
    cell = strip_icons_of(body, start, end).text
    if not cell:
        return None  # (`**🎯` and no words: nothing read in the cell to say it of)
    # the help names a form that reads as the cell: in a native file, the one `fmt` writes
    help_key = "header.markers_help" if read else "header.markers_help_native"
    return Diagnostic("SB178", Severity.INFO, msg("header.markers_closed" if closed else "header.markers",
                                                  markers=written, icon=icon, text=cell), span,
                      name, msg(help_key, icon=icon, text=cell))


def strip_icons(fragment: Fragment) -> Fragment:
    """Leading icons and spaces off, and `**bold**` markers only when they wrap the whole text:
    `Strike *Twice*` keeps its asterisk."""
    return fragment.slice_stripped(*_icon_bounds(fragment.text))


def strip_icons_of(fragment: Fragment, start: int, end: int) -> Fragment:
    """``strip_icons(fragment.slice(start, end))``, without that slice where the result has text: a
    slice of a slice that has text is the one slice of the whole (the same text and runs)."""
    first, last = _icon_bounds(fragment.text[start:end])
    piece = fragment.text[start + first : start + last]
    kept = piece.strip()
    if not kept:
        return strip_icons(fragment.slice(start, end))
    first += start + len(piece) - len(piece.lstrip())
    return fragment.slice(first, first + len(kept))


def _icon_bounds(text: str) -> tuple[int, int]:
    """Where `strip_icons` cuts `text` (before its final strip): past the icons, and past the asterisks that wrap the
    words (`**Ranged 5**`, escaped as a native file may have them, `\\*\\*Ranged 5\\*\\*`) and the icons
    after them (`**🎯 One creature**`: was the target `🎯 One creature`, printed so)."""
    start = _past_icons(text, 0)
    end = len(text.rstrip(" \t\u3000"))
    if "*" not in text[start:end]:
        return start, max(start, end)
    opening, closing = _wrap(text, start, end)
    if opening:
        return _past_icons(text, opening), max(_past_icons(text, opening), closing)
    markers = markers_bounds(text)
    if markers is not None:
        # `\\*\\*🎯 Self`: a bold's opening markers escaped and its closing ones lost, the icon after them as
        # in any header cell (was: the target `**🎯 Self`, printed so on the card; SB178 says it)
        start = _past_icons(text, markers[1])
    return start, max(start, end)


def _wrap(text: str, start: int, end: int) -> tuple[int, int]:
    """(where the words start, where they end) inside as many asterisks, escaped (`\\*`) or not, at both ends of
    `text[start:end]` (`**Strike *Twice***`: two, the words `Strike *Twice*`); (0, end) where none wrap them."""
    opening = [start]
    while True:  # (no longer than the run of asterisks: linear)
        at = opening[-1]
        step = 2 if text.startswith("\\*", at) else 1 if text.startswith("*", at) else 0
        if not step or at + step > end:
            break
        opening.append(at + step)
    closing = [end]
    while len(closing) < len(opening):  # (no more closing markers than opening ones are needed)
        at = closing[-1]
        if at <= start or text[at - 1] != "*":
            break
        closing.append(at - 2 if at - 2 >= start and text[at - 2] == "\\" else at - 1)
    count = min(len(opening), len(closing)) - 1
    # (asterisks alone, `**`: the two ends meet, and no words are left)
    return (opening[count], max(opening[count], closing[count])) if count > 0 else (0, end)


def markers_bounds(text: str) -> tuple[int, int, str, bool] | None:
    """(start, end) of the asterisks that open a header cell `text` before its icon (`\\*\\*🎯 Self`, the escapes
    read, `**🎯 Self`, as a Markdown page gives it, or not, as a native file does), the icon, and whether as many close
    the cell (`**🎯 Self**`, `\\*\\*🎯 Self\\*\\*`); None for any other cell (asterisks no icon follows, the
    author's words)."""
    start = _past_icons(text, 0)
    end = len(text.rstrip(" \t"))
    opening, _ = _wrap(text, start, end)
    markers = _MARKERS.match(text, start)
    if markers is None:
        return None
    markers_end = opening or markers.end()
    after = _past_icons(text, markers_end)
    icon = text[markers_end:after].strip(" \t\ufe0f\u200d")  # (a variation selector or joiner alone is no icon)
    return (start, markers_end, icon, bool(opening)) if icon else None


def _past_icons(text: str, start: int) -> int:
    """Where the icons and spaces (a full-width one too: `📏　遠距離　10　｜　🎯　1体のクリーチャー`, whose target kept its
    `🎯`, printed so on the card) that start at `start` end."""
    # the book's icons, and any other pictograph (`⚔️`): Unicode "other symbol" characters
    while start < len(text) and (text[start] in _ICONS or text[start] in " \t\u3000\ufe0f\u200d"
                                 or (not text[start].isascii() and unicodedata.category(text[start]) == "So")):
        start += 1  # (no ASCII character is a symbol of that category: the common case asks nothing)
    return start
