"""What a warband file says before its lines are read (`reader.read_warband` reads them): whether it is Markdown, its
YAML front matter (`front.py`: the warband's name and limit it gives, and what is said of its keys), and, in Markdown,
its HTML comments blanked one character for one (`comments.py`: an unclosed one said), its setext headings and its
code blocks (`markdown.py`), each found once over the whole text."""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....frontends.yaml_reasons import yaml_reason
from ....records import frozen
from ..catalog import message
from .band import Band
from .comments import unclosed, unclosed_inside
from .front import Front, read_front
from .markdown import code_lines, hide_comments, is_markdown, setext_headings
from .rows import heading_words
from .slips import say_inexact

__all__ = ["Preamble", "read_preamble"]

_WARNING = Severity.WARNING


@frozen
class Preamble:
    """What `read_preamble` found: the file's `text` to read (a Markdown file's comments blanked), where its front
    matter ends (`front`) and its closing fence if it is read as Markdown (`fence`, else -1), the setext headings
    (`setext`: a line's start to its level and end) and code blocks' lines (`code`), and the warband front matter's
    `title:` names (`band`, or None)."""

    markdown: bool
    matter: Front
    text: str
    fence: int
    setext: dict
    code: dict
    band: Band | None


def read_preamble(source: SourceFile, problems: list[Diagnostic]) -> Preamble:
    """The file's `Preamble`; what is wrong in it is added to `problems`."""
    band: Band | None = None
    markdown = is_markdown(source.path)
    matter = read_front(source.text) if markdown else Front(0)
    front = matter.end
    if matter.name is not None:   # YAML front matter's `title:`: the warband's name, as YAML reads it
        value, at, stop = matter.name
        band = Band(source.span(at, stop))
        band.name = band.title_name = value
    shown, fence = source.text, -1
    if matter.loose is not None:   # (front matter that is no `key: value` lines: its lines are Markdown, said; its
        # closing fence a blank line, no heading's underline)
        first, first_end, fence, fence_end = matter.loose
        shown = source.text[:fence] + re.sub(r"[^\r\n]", " ", source.text[fence:fence_end]) + source.text[fence_end:]
        problems.append(Diagnostic("SH017", _WARNING, message("front_matter_loose"), source.span(first, first_end)))
    # (a Markdown file's HTML comments blanked, one character for one: its only comments)
    text = hide_comments(shown, front) if markdown else source.text
    # (a setext heading, `Orcs` over `----`, read as the `## Orcs` it is; before, a line of prose)
    under_table: list[int] = []   # (`Orcs` over `----` right under a table's rows: read as the heading, said)
    setext = setext_headings(shown, front, under_table) if markdown else {}
    problems += [Diagnostic("SH022", _WARNING, message("setext_table", words=heading_words(source.text, at, setext[at][1])),
                            source.span(at, setext[at][1])) for at in under_table]
    code = code_lines(shown, front) if markdown else {}   # (fenced code blocks: kept as written, not read)
    opened = unclosed(shown) if markdown else None
    if opened is not None and opened >= front:   # (CommonMark hides the rest of the file: said, not dropped in silence)
        problems.append(Diagnostic("SH014", _WARNING, message("unclosed_comment"), source.span(opened, opened + 4)))
    for inside in unclosed_inside(shown) if markdown else ():   # (one a list item or a quote does not close: it hides
        # the rest of the item or quote, as CommonMark reads it; said, not hidden in silence)
        if inside != opened and inside >= front:
            problems.append(Diagnostic("SH014", _WARNING, message("unclosed_comment_inside"),
                                       source.span(inside, inside + 4)))
    if matter.problem is not None:   # (front matter YAML cannot read: read as Markdown, said)
        problem, at = matter.problem
        problems.append(Diagnostic("SH016", _WARNING, message("front_matter_unread", problem=yaml_reason(problem)),
                                   source.span(at, at)))
    for key, at, stop in matter.unknown:   # (a front matter key that is nothing a roster has: not read, said)
        problems.append(Diagnostic("SH015", _WARNING, message("front_matter_key", key=key), source.span(at, stop)))
    for at, stop in matter.quoted:   # (`points: "300"`: a number YAML reads as text; read as the number, said)
        written = source.text[at:stop]
        problems.append(Diagnostic("SH018", _WARNING, message("front_matter_quoted", written=written,
                                                              number=written[1:-1]),
                                   source.span(at, stop), suggestion=message("replace", guess=written[1:-1])))
    for at, stop in matter.inexact:   # (`points: 300.0`, `3e2`: no whole number; not read, said at the value)
        say_inexact(source, at, stop, problems)
    return Preamble(markdown, matter, text, fence, setext, code, band)
