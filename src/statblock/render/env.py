"""The one Jinja2 environment factory, and every filter the card templates use.

Ability text is data, never markup. Each output format escapes it once, for
every `{{ }}`, through the environment itself, so no template can forget:
HTML by autoescape, Markdown and plain text by `finalize`. All three also drop
control characters (a terminal escape sequence in a flavor line prints as
nothing rather than repainting the terminal).
"""

from __future__ import annotations

import functools
import re
import unicodedata

import jinja2
from markupsafe import Markup

__all__ = ["FORMATS", "environment", "display_width", "markdown_escape", "wrap"]

#: Output format → template folder; PDF is the HTML, printed by WeasyPrint.
FORMATS = {"html": "html", "pdf": "html", "md": "md", "txt": "txt"}

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _plain(value) -> str:
    return _CONTROL.sub("", "" if value is None else str(value))


# ---- Markdown ------------------------------------------------------------------------------------

# Characters that mean something inline in CommonMark, GitHub or Obsidian (`$` math, `%%` comments,
# `==` highlights, `[[` links): each gets a backslash, which every one of them reads as "literal".
_MD_INLINE = re.compile(r"([\\`*_\[\]{}<>|#~$%=^&])")
# At the start of a line: block quotes, lists, headings, rules.
_MD_LINE_START = re.compile(r"^(\s*)([-+>]|\d+[.)])", re.MULTILINE)


def markdown_escape(value) -> str:
    """`value` as literal Markdown text: it renders as exactly these characters."""
    text = _MD_INLINE.sub(r"\\\1", _plain(value))
    return _MD_LINE_START.sub(lambda m: m.group(1) + "".join("\\" + c if not c.isdigit() else c
                                                               for c in m.group(2)), text)


def _md_finalize(value) -> str:
    if isinstance(value, Markup):  # already Markdown, made by a filter of ours
        return str(value)
    return markdown_escape(value)


def _oneline(value) -> str:
    """For a table cell or a heading: one line."""
    return " ".join(_plain(value).split())


# ---- plain text ---------------------------------------------------------------------------------


@functools.lru_cache(maxsize=4096)
def _char_width(ch: str) -> int:
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def display_width(text: str) -> int:
    """Terminal columns: East Asian wide characters take two."""
    return sum(_char_width(ch) for ch in text)


# Japanese line breaking (kinsoku): no line starts with closing punctuation, a small kana or the
# long-vowel mark, and none ends with an opening bracket.
_NO_BREAK_BEFORE = set("、。，．・：；？！ー’”）〕］｝〉》」』】ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]}.,;:!?")
_NO_BREAK_AFTER = set("（〔［｛〈《「『【‘“([{")


def _tokens(text: str) -> list[str]:
    """Break opportunities: Latin words with their trailing space, single CJK characters (kept
    with the punctuation that may not be separated from them)."""
    out: list[str] = []
    for match in re.finditer(r"\S+\s*", text):
        token = match.group(0)
        run = ""
        for ch in token:
            wide = _char_width(ch) == 2
            if run and (wide or _char_width(run[-1]) == 2) and ch not in _NO_BREAK_BEFORE \
                    and run[-1] not in _NO_BREAK_AFTER and not ch.isspace():
                out.append(run)
                run = ""
            run += ch
        if run:
            out.append(run)
    return out


def wrap(value, width: int = 72, indent: int = 0, first: int | None = None) -> str:
    """`value` wrapped to `width` terminal columns; lines after the first are indented by
    `indent` spaces, the first by `first` (default `indent`). Long words are cut."""
    first = indent if first is None else first
    lines: list[str] = []
    for paragraph in _plain(value).split("\n"):
        line, used = " " * first, first
        for token in _tokens(paragraph):
            w = display_width(token.rstrip())
            if used + w > width and line.strip():
                lines.append(line.rstrip())
                line, used = " " * indent, indent
            while used + w > width:  # a word longer than the line
                room = max(1, width - used)
                head, cut = "", 0
                for ch in token:
                    if cut + _char_width(ch) > room:
                        break
                    head, cut = head + ch, cut + _char_width(ch)
                lines.append(line + head)
                token = token[len(head):]
                line, used, w = " " * indent, indent, display_width(token.rstrip())
            line += token
            used += display_width(token)
        lines.append(line.rstrip())
        first = indent
    return "\n".join(lines)


def spread(left, right, width: int = 72) -> str:
    """`left` flush left and `right` flush right on one line, or on two lines when they don't fit."""
    left, right = _plain(left), _plain(right)
    if not right:
        return wrap(left, width)
    if not left:
        return " " * max(0, width - display_width(right)) + right
    gap = width - display_width(left) - display_width(right)
    if gap >= 2:
        return left + " " * gap + right
    return wrap(left, width) + "\n" + " " * max(0, width - display_width(right)) + right


def rule(char: str = "─", width: int = 72) -> str:
    return char * width


def pad(value, width: int) -> str:
    """`value` followed by spaces up to `width` terminal columns (at least one)."""
    text = _plain(value)
    return text + " " * max(1, width - display_width(text))


# ---- HTML ----------------------------------------------------------------------------------------


def _mm(value: float) -> str:
    """A length in millimetres for CSS, without float noise."""
    return f"{value:.3f}".rstrip("0").rstrip(".") + "mm"


_POTENCY = re.compile(r"(\S+ &lt; [^\s、，,]+[、，,]?)")


# A run of Japanese (kana, kanji, the long-vowel mark and the middle dot) with the comma after it.
_JAPANESE_RUN = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]+[、。]?)")


def _clause_html(value) -> Markup:
    """A clause for HTML: escaped, with each potency (`A < WEAK,`) kept on one line, and each
    Japanese term kept whole (`聖なるダメージ` never breaks inside: lines break at spaces and after
    `、`). The CSS says the same with `word-break: keep-all`, which WeasyPrint does not follow."""
    escaped = str(Markup.escape(_plain(value)))
    kept = _POTENCY.sub(r'<span class="nowrap">\1</span>', escaped)
    return Markup(_JAPANESE_RUN.sub(r'<span class="nowrap">\1</span>', kept))


def _html_finalize(value):
    if isinstance(value, Markup):
        return value
    return _plain(value)  # autoescape escapes what this returns


# ---- the factory -----------------------------------------------------------------------------------

_FILTERS = {
    "html": {"mm": _mm, "clause": _clause_html},
    "md": {"oneline": _oneline},
    "txt": {"wrap": wrap, "spread": spread, "rule": rule, "pad": pad, "oneline": _oneline},
}
_FINALIZE = {"html": _html_finalize, "md": _md_finalize, "txt": _plain}


@functools.cache
def environment(fmt: str) -> jinja2.Environment:
    """The environment for one output format (`html`, `pdf`, `md`, `txt`): autoescape on for
    HTML only, undefined names an error, templates loaded from the package."""
    family = FORMATS[fmt]
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("statblock.render", f"templates/{family}"),
        autoescape=family == "html",
        undefined=jinja2.StrictUndefined,
        finalize=_FINALIZE[family],
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(_FILTERS[family])
    return env
