"""The first line of a native block, which the grammar takes as the ability's name: whether it is one.

A block's first line is its name, whatever it holds. A file that starts with `# Test Strike` (a Markdown
heading, but a comment in `.ability`) then `Keywords: Melee, Strike, Weapon`, or an ability cut in two by a
blank line (`Power Roll + Might:` after it), made a name of a header field, a power roll or a tier line,
in silence: the keywords were lost, the roll left its ability. Such a line is read as what it is, under
no name, and said (SB136) with what to do: write the name on the first line, or join the block to the
ability above. A first line `Name: Test Strike` names the ability `Test Strike`, and is said too.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....messages import msg
from ..grammar.clauses import parse_notation_text
from .labels import known_label, label_end, lowercase_label_end, roll_label_end, tier_label_end
from .raw import RawLine

__all__ = ["icon_before_name", "read_name_line"]

# A label an author may put before the name itself (`Name: Test Strike`, `名前：テスト打撃`): the book has none, so
# the vocabulary has no term for it; what follows is the name
_NAME_LABELS = frozenset({"name", "ability name", "名前", "名称", "アビリティ名"})
_ROW_MARKS = ("|", "｜")
_ROW_ICONS = ("📏", "🎯")
# Ruby as Japanese web novels and wikis type it (青空文庫's notation): a bar, the word, its reading in 《》
# (`｜雷鳴《らいめい》の一撃`); that bar opens the ruby and is no cell's edge
_RUBY = re.compile(r"[|｜][^|｜《》\n]{1,20}《[^|｜《》\n]{1,40}》")


def _line_kind(text: str) -> tuple[str, int] | None:
    """What a first line is when it is no name: (`roll`, label end), (`tier`, ...), (`labeled`, ...), (`name`,
    label end) for a name under a label, or (`row`, 0); None for a name."""
    end = roll_label_end(text)
    if end and _roll_header(text[end:].strip()):
        return "roll", end
    end = tier_label_end(text)
    if end and text[:end].rstrip().endswith((":", "：")):  # `12-16 Blades` may be a name; `12-16:` is a tier
        return "tier", end
    head, colon, _ = text.partition(":") if ":" in text[:16] else text.partition("：")
    if colon and head.strip().lower() in _NAME_LABELS:
        return "name", len(head) + 1
    end = label_end(text) or lowercase_label_end(text)
    if end and known_label(text[:end]) is not None:
        return "labeled", end
    if text.startswith(_ROW_ICONS) or any(mark in _unruby(text) for mark in _ROW_MARKS):
        return "row", 0
    return None


def _unruby(text: str) -> str:
    """`text` without the bars that open a ruby (`｜雷鳴《らいめい》の一撃`: the name with the word's reading, which was a
    header row, the ability nameless, SB136, its cost an action type, SB106)."""
    return _RUBY.sub("", text) if "《" in text else text


def _roll_header(rest: str) -> bool:
    """Whether what follows `Power Roll` (or `2d10`) on a first line makes it a roll header: nothing, a colon, or
    what the grammar reads as the roll's characteristics or bonus (`+ Might:`, `+ 2`). `Power Roll Mastery`, `2d10 +
    2 Imps Appear` are names (they were the ability's name before SB136, and a header reads nothing in them)."""
    return not rest or rest.endswith((":", "：")) or parse_notation_text(rest, "roll") is not None


def read_name_line(source: SourceFile, line: Fragment, after_blank: bool) -> tuple[list[RawLine], Diagnostic | None]:
    """The raw lines of a block's first line `line`: its name, or (no name, and the line as what it is) with SB136.
    `after_blank`: another block ends right above this one (the blank line may have cut an ability in two)."""
    text = line.text
    found = _line_kind(text)
    if found is None:
        if text.lstrip().startswith("＃"):
            # `＃ 打撃`: a comment typed with the full-width hash a Japanese input method gives; `#` alone starts a
            # comment, so this is the name as written (it was, with no word)
            return [RawLine("name", line)], Diagnostic(
                "SB136", Severity.WARNING, msg("name_line.fullwidth_hash"), line.slice(0, text.index("＃") + 1).span(),
                text.strip() or None, msg("name_line.fullwidth_hash_fix"))
        return [RawLine("name", line)], None
    kind, end = found
    if kind == "name":
        name = line.slice(end).strip()
        return [RawLine("name", name)], Diagnostic(
            "SB136", Severity.WARNING, msg("name_line.labelled", label=text[:end].strip()), line.slice(0, end).span(),
            name.text or None, msg("name_line.write_alone", name=name.text))
    nameless = Fragment.at(source, line.file_offset(0), line.file_offset(0))
    if kind == "row":
        raw = RawLine("row", line)
    else:
        raw = RawLine(kind, line.slice(end).strip(), line.slice(0, end))
    what = {"roll": "name_line.what.roll", "tier": "name_line.what.tier", "labeled": "name_line.what.label",
            "row": "name_line.what.row"}[kind]
    comment = _comment_above(source, line)
    if comment:
        help_ = msg("name_line.comment", comment=comment, name=comment.lstrip("#＃ \t"))
    elif after_blank:
        help_ = msg("name_line.blank_above")
    else:
        help_ = msg("name_line.write_name")
    shown = text.strip() if len(text.strip()) <= 60 else text.strip()[:59] + "…"
    return [RawLine("name", nameless), raw], Diagnostic(
        "SB136", Severity.ERROR, msg("name_line.not_a_name", line=shown, what=msg(what)),
        (line.slice(0, end) if kind != "row" else line).span(), None, help_)


def _comment_above(source: SourceFile, line: Fragment) -> str | None:
    """The comment line right above `line` (`# Test Strike`: a Markdown heading written as the name), if any;
    `# meta:` lines are metadata, not a name."""
    number = source.position(line.file_offset(0))[0] - 1
    if number < 1:
        return None
    above = source.line_text(number).strip()
    if above.startswith("#") and not above.startswith(("# meta:", "# ruleset:")) and above.lstrip("# \t"):
        return above
    return None


def icon_before_name(name: str, span) -> str | None:
    """The icon written before a name on its line (`🗡 **Sword Stab**`, `☠️ Doom`), if any: the symbols between the
    line's start and the name, read from the file's text at the name's offset (so that text written from another
    file, statblock's own JSON, is read as itself)."""
    if span is None:
        return None
    text = span.source.text
    start = text.rfind("\n", 0, span.start) + 1
    line = text[start:text.find("\n", span.start) if text.find("\n", span.start) >= 0 else len(text)]
    at = line.find(name, span.start - start)
    prefix = line[: at if at >= 0 else span.start - start]
    return _icon_in(prefix)


@functools.lru_cache(maxsize=1024)
def _icon_in(prefix: str) -> str | None:
    """The symbols of a name's line before it (`> ⭐️ **`: `⭐️`), or None. Remembered: a corpus writes a dozen such
    prefixes, one per kind of ability, before thousands of names."""
    if prefix.isascii():  # (`### `, `**`: no ASCII character is a symbol)
        return None
    icon = "".join(ch for ch in prefix if unicodedata.category(ch) == "So" or ch in "\ufe0f\u200d")
    return icon or None
