"""The one Jinja2 environment factory, and every filter the card templates use.

Ability text is data, never markup. Each output format escapes it once, for
every `{{ }}`, through the environment itself, so no template can forget:
HTML by autoescape, Markdown and plain text by `finalize`. All three also drop
control characters (a terminal escape sequence in a flavor line prints as
nothing rather than repainting the terminal).
"""

from __future__ import annotations

import functools
import html as html_module
import re

import jinja2
from markupsafe import Markup

from ..terminal import char_width
from .metrics import KEPT_WHOLE, POTENCY_WORD
from .sheets import Grid, grid_of

__all__ = ["FORMATS", "environment", "display_width", "markdown_escape", "printed_text", "wrap"]

#: Output format → template folder; PDF is the HTML, printed by WeasyPrint.
FORMATS = {"html": "html", "pdf": "html", "md": "md", "txt": "txt"}

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _plain(value) -> str:
    return _CONTROL.sub("", "" if value is None else str(value))


# ---- Markdown ------------------------------------------------------------------------------------

# Characters that mean something inline in CommonMark, GitHub or Obsidian (`$` math, `%%` comments,
# `==` highlights, `[[` links): each gets a backslash, which every one of them reads as "literal".
_MD_INLINE = re.compile(r"([\\`*_\[\]{}<>|#~$%=^&])")
# At the start of a line: block quotes, lists, headings, rules. The indent stops at the line's end
# (`\s*` would run on through blank lines from each of them: quadratic in their number).
_MD_LINE_START = re.compile(r"^([^\S\n]*)([-+>]|\d+[.)])", re.MULTILINE)


# A pair of square brackets Markdown prints as written (`[Decay 2]`, a game's word in its brackets): no bracket inside,
# on one line, not followed by what would make a link or a definition (`(`, `[`, `:`), not a task list's box (`[ ]`,
# `[x]`), and found by one pass of a pattern that cannot backtrack (its inside is one run of other characters).
_MD_LITERAL_BRACKETS = re.compile(r"\[([^\[\]\n]++)\](?![(\[:])")
_MD_TASK_BOX = re.compile(r"[ \t]*+[xX]?[ \t]*+")


# An angle bracket Markdown prints as written: a `>` inside a line (only a line's first one quotes, `_MD_LINE_START`), a
# `<` that opens no HTML, comment or autolink (CommonMark's all start `<` and a letter, `/`, `!` or `?`: `<意志>`, `<3`)
_MD_LITERAL_ANGLES = re.compile(r">|<(?![A-Za-z/!?])")


def markdown_escape(value, brackets: bool = False) -> str:
    """`value` as literal Markdown text: it renders as exactly these characters. With `brackets`, a pair of square
    brackets that Markdown prints as written (`[Decay 2]`) keeps them bare, so that the words read back as written (a
    reader of the card's own text, not of Markdown, read `\\[Decay 2\\]`); the words inside are escaped; so does an
    angle bracket Markdown prints as written (`<意志>`, and the `>` of `\\<Will>`: only a `<` that could open HTML is
    escaped, so that an author's `<Will>` or `<b>` is never markup and the file shows them nearly as written)."""
    text = _plain(value)
    kept: set[int] = set()
    if brackets:
        for found in _MD_LITERAL_BRACKETS.finditer(text):
            if not _MD_TASK_BOX.fullmatch(found.group(1)):
                kept.update((found.start(), found.end() - 1))
        if "<" in text or ">" in text:
            kept.update(found.start() for found in _MD_LITERAL_ANGLES.finditer(text))
    if kept:
        text = _MD_INLINE.sub(lambda m: m.group(1) if m.start() in kept else "\\" + m.group(1), text)
    else:
        text = _MD_INLINE.sub(r"\\\1", text)
    return _MD_LINE_START.sub(lambda m: m.group(1) + "".join("\\" + c if not c.isdigit() else c
                                                               for c in m.group(2)), text)


def _md_finalize(value) -> str:
    if isinstance(value, Markup):  # already Markdown, made by a filter of ours
        return str(value)
    return markdown_escape(value)


# (the blanks that make a line break or a gap of layout: ASCII's and the line and paragraph separators; never a space an
# author writes on purpose, a non-breaking one or the ideographic space Japanese types, `嵐の\u3000一撃`)
_LAYOUT_BLANKS = re.compile(r"[ \t\n\r\f\v\u2028\u2029]+")


def _oneline(value) -> str:
    """For a table cell or a heading: one line, each run of layout blanks one space (a non-breaking or ideographic
    space kept as written: `str.split` made each a plain space, with no word)."""
    return _LAYOUT_BLANKS.sub(" ", _plain(value)).strip(" ")


_MD_ITEM = re.compile(r"[-*+][ \t]+")


def _md_bracketed(value) -> Markup:
    """For words whose bracketed game words are printed bare (`markdown_escape(value, brackets=True)`)."""
    if isinstance(value, Markup):
        return value
    return Markup(markdown_escape(value, brackets=True))


def _md_lines(value, brackets: bool = False) -> Markup:
    """For a list item's value of several lines (an effect with its own list, `以下から1つ。` / `- 3点のダメージ。`): its
    lines kept, each after the first indented under the item, its own list's marks kept as Markdown's (a list inside
    the item), the rest escaped; blank lines left out (a blank line would end the item). Before, one line
    (`oneline`), and the card's list read back as words in a row."""
    lines = [line.rstrip() for line in _plain(value).splitlines() if line.strip()]
    out = []
    items: list[int] = []   # (the indentation of each list open above the line, outer first)
    for at, line in enumerate(lines):
        indent = len(line) - len(line.lstrip()) if at else 0   # (a line indented under an item stays under it: a list
        line = line.strip()                                    # of its own, or more of the item's words)
        item = _MD_ITEM.match(line) if at else None
        pad = "  " + " " * (max(2, indent) if indent else 0)
        if at and not item and items and items[-1] >= indent:
            out.append(pad + "<!-- -->")   # (a line no deeper than a list's items ends it, as Markdown would not: it
            while items and items[-1] >= indent:   # ran the line into the last item; an HTML comment ends the list)
                items.pop()
        elif item:
            while items and items[-1] > indent:
                items.pop()
            if not items or items[-1] != indent:
                items.append(indent)
        shown = line[0] + " " + markdown_escape(line[item.end():], brackets) if item else markdown_escape(line, brackets)
        out.append(shown if at == 0 else pad + shown)
    return Markup("\n".join(out))


def _md_table(rows, aligns) -> Markup:
    """A Markdown table whose columns line up in a terminal, wide characters counted twice.

    Each cell is a list of `(text, bold)` parts, escaped here and joined by a space; `aligns` is `left` or `right` per
    column. The table reads the same as one without padding; it is only easier to read as text."""
    cells = [[" ".join(f"**{markdown_escape(_oneline(text))}**" if bold else markdown_escape(_oneline(text))
                      for text, bold in cell) for cell in row] for row in rows]
    widths = [max(3, *(display_width(row[column]) for row in cells)) for column in range(len(aligns))]

    def line(row) -> str:
        padded = [text + " " * (width - display_width(text)) if align == "left"
                  else " " * (width - display_width(text)) + text
                  for text, width, align in zip(row, widths, aligns)]
        return "| " + " | ".join(padded) + " |"

    rule = ["-" * (w - 1) + ":" if a == "right" else ":" + "-" * (w - 1) for w, a in zip(widths, aligns)]
    return Markup("\n".join([line(cells[0]), "| " + " | ".join(rule) + " |", *map(line, cells[1:])]))


# ---- plain text ---------------------------------------------------------------------------------


@functools.lru_cache(maxsize=4096)
def _char_width(ch: str) -> int:
    return char_width(ch)  # East Asian widths from wcwidth (terminal.py); a name of its own for the tests


def display_width(text: str) -> int:
    """Terminal columns: East Asian wide characters take two."""
    if text.isascii():  # every ASCII character takes one column
        return len(text)
    return sum(map(_char_width, text))


# Japanese line breaking (kinsoku): no line starts with closing punctuation, a small kana or the
# long-vowel mark, and none ends with an opening bracket.
_NO_BREAK_BEFORE = set("、。，．・：；？！ー’”）〕］｝〉》」』】ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]}.,;:!?")
_NO_BREAK_AFTER = set("（〔［｛〈《「『【‘“([{")


#: The blanks a line may break at, and `wrap` takes off a line's end: layout's (`_LAYOUT_BLANKS`, the line break aside),
#: never a non-breaking space nor the ideographic space an author writes on purpose (a line that broke after `x \u00a0`
#: lost the non-breaking space, as `_oneline` had before).
_BREAKING = " \t\r\f\v\u2028\u2029"
# (a word is a run of no breaking blank, then the breaking blanks after it: each character is in one of the two sets)
_TOKEN = re.compile(r"[^ \t\r\f\v\u2028\u2029\n]++[ \t\r\f\v\u2028\u2029]*+")


def _tokens(text: str) -> list[str]:
    """Break opportunities: Latin words with their trailing space, single CJK characters (kept
    with the punctuation that may not be separated from them)."""
    out: list[str] = []
    for match in _TOKEN.finditer(text):
        token = match.group(0)
        if token.isascii():  # nothing wide to break around
            out.append(token)
            continue
        start = 0  # of the run being built; slices, not a string grown by one character at a time
        for index in range(1, len(token)):
            ch, before = token[index], token[index - 1]
            if (_char_width(ch) == 2 or _char_width(before) == 2) and ch not in _NO_BREAK_BEFORE \
                    and before not in _NO_BREAK_AFTER and not ch.isspace():
                out.append(token[start:index])
                start = index
        out.append(token[start:])
    return out


#: The layout blanks of a text card's line other than the space, each printed as one space: a tab was printed raw
#: (`You　bite^Ithe`), so many columns as the terminal's tab stops, its width counted as none.
_AS_SPACE = str.maketrans(dict.fromkeys("\t\r\f\v\u2028\u2029", " "))


def _txt_plain(value) -> str:
    return _plain(value).translate(_AS_SPACE)


#: A list item's mark at the start of a line's words, with the blanks after it (`- `, `・`).
_LIST_MARK = re.compile(r"(?:[-*+]|[■□◆◇●○・･])[ \t]*+")


def wrap(value, width: int = 72, indent: int = 0, first: int | None = None, nested: bool = False) -> str:
    """`value` wrapped to `width` terminal columns; lines after the first are indented by
    `indent` spaces, the first by `first` (default `indent`). Long words are cut. With `nested`, each
    line of `value` after the first keeps the indentation it is written with (`  - …`, `\u3000・…`, a tab
    as 4), past `indent`, and its wrapped lines go on under its words: a list inside a list item stays
    inside it (before, every line started at `indent`, and the inner list read as more of the outer)."""
    first = indent if first is None else first
    lines: list[str] = []
    base = indent
    for at, paragraph in enumerate(_plain(value).split("\n")):
        if nested and at:
            words = paragraph.lstrip()
            own = display_width(paragraph[:len(paragraph) - len(words)].expandtabs(4))
            mark = _LIST_MARK.match(words)
            # (at most half the width indented: the words keep room however deep the author indents)
            first = min(base + own, width // 2)
            indent = min(first + (display_width(mark.group(0).expandtabs(4)) if mark else 0), width // 2)
            paragraph = words
        paragraph = paragraph.translate(_AS_SPACE)   # (the indentation read first: a tab there is 4)
        line, used = " " * first, first
        for token in _tokens(paragraph):
            w = display_width(token.rstrip(_BREAKING))
            if used + w > width and line.strip(_BREAKING):
                lines.append(line.rstrip(_BREAKING))
                line, used = " " * indent, indent
            if used + w > width:  # a word longer than the line
                token, line, used = _cut(token, w, line, used, width, indent, lines)
            line += token
            used += display_width(token)
        lines.append(line.rstrip(_BREAKING))
        first = indent
    return "\n".join(lines)


def _cut(token: str, w: int, line: str, used: int, width: int, indent: int,
         lines: list[str]) -> tuple[str, str, int]:
    """Cut a word of `w` columns (trailing spaces aside) that does not fit after `used` columns:
    the pieces that fill lines go to `lines`; returns what is left and the line it starts.

    One pass over the word: each piece is measured once, and the word is sliced, not re-cut."""
    narrow = token.isascii()  # one column a character: a piece is as long as the room
    widths = None if narrow else list(map(_char_width, token))
    end_of_word = len(token.rstrip(_BREAKING))
    start = 0
    while used + w > width:
        room = max(1, width - used)
        if narrow:
            end = min(len(token), start + room)
            cut = end - start
        else:
            end, cut = start, 0
            while end < len(token) and cut + widths[end] <= room:
                cut += widths[end]
                end += 1
        if end == start:  # a wide character on a line with room for one column: it goes there anyway
            cut, end = widths[start], start + 1
        lines.append(line + token[start:end])
        w = w - cut if end <= end_of_word else 0
        start = end
        line, used = " " * indent, indent
    return token[start:], line, used


def spread(left, right, width: int = 72) -> str:
    """`left` flush left and `right` flush right on one line, or on two lines when they don't fit."""
    left, right = _txt_plain(left), _txt_plain(right)
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
    text = _txt_plain(value)
    return text + " " * max(1, width - display_width(text))


# ---- HTML ----------------------------------------------------------------------------------------


def _mm(value: float) -> str:
    """A length in millimetres for CSS, without float noise."""
    return f"{value:.3f}".rstrip("0").rstrip(".") + "mm"


# What follows the word of a potency (`A &lt; WEAK,`), up to where a line may break. Words longer
# than a card could be wide are never kept whole: they would leave the card.
_POTENCY_TAIL = re.compile(r" &lt; [^\s、，,]{1,%d}(?![^\s、，,])[、，,]?" % POTENCY_WORD)


def _nowrap_potencies(escaped: str) -> str:
    """Each potency (`A &lt; WEAK,`: a word, ` &lt; `, a word, maybe a comma) in a `nowrap` span.

    By hand, in linear time: a pattern starting with a word (`\\S+ &lt; `) is tried at every
    character of a long word and scans to the word's end from each."""
    out: list[str] = []
    done = at = 0
    while (tail := _POTENCY_TAIL.search(escaped, at)) is not None:
        start = tail.start()
        floor = max(done, start - POTENCY_WORD - 1)
        while start > floor and not escaped[start - 1].isspace():
            start -= 1
        if start == tail.start() or tail.start() - start > POTENCY_WORD:  # no word (or too long a word) before
            at = tail.start() + 1
            continue
        out += (escaped[done:start], '<span class="nowrap">', escaped[start:tail.end()], "</span>")
        done = at = tail.end()
    out.append(escaped[done:])
    return "".join(out)


# A run of Japanese (kana, kanji, the long-vowel mark) with the comma or middle dot after it, where a
# line may break (`ヴィラン・` | `アクション`, as `metrics` counts); a longer run is kept whole
# `KEPT_WHOLE` characters at a time, so that no part is wider than a card.
_JAPANESE_RUN = re.compile(r"([\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]{1,%d}[、。・]?)"
                           % KEPT_WHOLE)


def _clause_html(value) -> Markup:
    """A clause for HTML: escaped, with each potency (`A < WEAK,`) kept on one line, and each
    Japanese term kept whole (`聖なるダメージ` never breaks inside: lines break at spaces and after
    `、`). The CSS says the same with `word-break: keep-all`, which WeasyPrint does not follow."""
    escaped = str(Markup.escape(_plain(value)))
    kept = _nowrap_potencies(escaped)
    # two runs side by side (a run cut at `KEPT_WHOLE`, or after `・`): a line may break between them, as the
    # fitting counts, even where `word-break: keep-all` forbids a break between two kana (`<wbr>`)
    runs = _JAPANESE_RUN.sub(r'<span class="nowrap">\1</span>', kept)
    return Markup(runs.replace('</span><span class="nowrap">', '</span><wbr><span class="nowrap">'))


_STYLE_ELEMENT = re.compile(r"<style>.*?</style>", re.S)
_TAG = re.compile(r"<[^>]*>")


def printed_text(page: str) -> str:
    """The text an HTML page of cards prints: no stylesheet, no markup, entities read."""
    return html_module.unescape(_TAG.sub(" ", _STYLE_ELEMENT.sub(" ", page)))


def _html_finalize(value):
    if isinstance(value, Markup):
        return value
    return _plain(value)  # autoescape escapes what this returns


def _grid(deck) -> Grid:
    """The places of every sheet of `deck` (any deck with a `page` and a card `size`)."""
    return grid_of(deck.page, deck.size)


# ---- the factory -----------------------------------------------------------------------------------

_FILTERS = {
    "html": {"mm": _mm, "clause": _clause_html, "grid": _grid},
    "md": {"oneline": _oneline, "lines": _md_lines, "bracketed": _md_bracketed},
    "txt": {"wrap": wrap, "spread": spread, "rule": rule, "pad": pad, "oneline": _oneline},
}
_FINALIZE = {"html": _html_finalize, "md": _md_finalize, "txt": _plain}
#: The formats this package has templates of (`templates/<family>/`): every game's environment finds them
#: after its own (the sheets with their crop marks, the card frame, the block cards: `sheets.html.j2`...).
_SHARED_TEMPLATES = {"html"}


@functools.cache
def environment(fmt: str, package: str) -> jinja2.Environment:
    """The environment for one output format (`html`, `pdf`, `md`, `txt`): autoescape on for
    HTML only, undefined names an error, templates loaded from the package (then this one's)."""
    family = FORMATS[fmt]
    loaders = [jinja2.PackageLoader(package, f"templates/{family}")]
    if family in _SHARED_TEMPLATES:  # what every game's cards share (the sheets), unless the game has its own
        loaders.append(jinja2.PackageLoader(__package__, f"templates/{family}"))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        autoescape=family == "html",
        undefined=jinja2.StrictUndefined,
        finalize=_FINALIZE[family],
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(_FILTERS[family])
    if family == "md":
        env.globals["md_table"] = _md_table
    return env
