"""A YAML file (`.yaml`, `.yml`) that holds Markdown fences: a `ds-feature` block copied whole out of an Obsidian note,
its ```` ```ds-feature ```` and ```` ``` ```` lines with it. YAML cannot start a document with a backtick, so such a
file was one error at its first character (SB004, `found character that cannot start any token`) and nothing in it was
read. When the file holds nothing but fenced blocks (and blank lines), each block's lines are read as the YAML they are,
as the same block is in a Markdown file, every position the file's, and each fence is said (SB200, a warning at its
opening line: take the fence lines out, or save the file as Markdown). YAML's own lines outside the fences, comments
(`# my bite`) and document markers (`---`, `...`), are no text of an ability and do not stop it (they made the file one
YAML error at the first fence, SB004 advising indentation and quotes). Other text outside the fences, when the file
is no YAML the reader can read, is said where it is (SB202, a warning: not read; make it a comment or save the file as
Markdown, which reads it as a page's prose) and the fences read, as the same text saved as `.md` is (it was one SB004
at the first fence, and nothing read)."""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg

__all__ = ["fenced_blocks", "fence_diagnostic", "read_fenced"]

# an opening fence: three or more backticks or tildes, then its info string (`ds-feature`, `yaml`); one closing it: the
# same character, at least as many, nothing after but blanks (CommonMark's rule). Both indented by three spaces at most.
_OPENING = re.compile(r" {0,3}(`{3,}|~{3,})([^`\n]*)")
_BLANKS = re.compile(r"[ \t\r\f\v]*")
# YAML's own lines outside a fence: a comment, a document's start or end marker (nothing after but a comment)
_YAML_OWN = re.compile(r"[ \t]*+#.*|(?:---|\.\.\.)[ \t\r\f\v]*+(?:#.*)?")


def fenced_blocks(source: SourceFile) -> tuple[list[tuple[int, int, int]], list[tuple[int, int]]]:
    """(opening line, first line of YAML, end line) of each fenced block (0-based lines, the end exclusive: the closing
    fence's, or the file's end for a fence left open), and (first line, end line) of each run of other text outside
    them (blank lines, YAML comments and document markers aside). One pass over the lines."""
    text, starts = source.text, source.line_starts
    blocks: list[tuple[int, int, int]] = []
    outside: list[tuple[int, int]] = []
    line, count = 0, source.line_count
    while line < count:
        start = starts[line]
        end = starts[line + 1] - 1 if line + 1 < count else len(text)
        if _BLANKS.fullmatch(text, start, end) or _YAML_OWN.fullmatch(text, start, end):
            line += 1
            continue
        opening = _OPENING.fullmatch(text, start, end) if text.startswith((" ", "`", "~"), start) else None
        if opening is None or (opening.group(1)[0] == "`" and "`" in opening.group(2)):
            if outside and outside[-1][1] == line:
                outside[-1] = (outside[-1][0], line + 1)
            else:
                outside.append((line, line + 1))
            line += 1
            continue
        fence = opening.group(1)
        closing = re.compile(" {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t\r\f\v]*")
        inner = line + 1
        while inner < count:
            at = starts[inner]
            stop = starts[inner + 1] - 1 if inner + 1 < count else len(text)
            if closing.fullmatch(text, at, stop):
                break
            inner += 1
        blocks.append((line, line + 1, inner))
        line = inner + 1
    return blocks, outside


def read_fenced(source: SourceFile, read_block) -> tuple[list, list[Diagnostic]] | None:
    """The abilities and diagnostics of a YAML file of fences (`read_block(source, first, end, {})` reading the YAML of
    each), or None when it is none: no fence, or text outside them and the file read as YAML with no error (the
    file's own YAML, whose block scalar may hold a fence's lines)."""
    blocks, outside = fenced_blocks(source)
    if not blocks:
        return None
    if outside:
        if any(source.text.startswith((" ", "\t"), source.line_starts[opening]) for opening, _, _ in blocks):
            return None   # (an indented fence among other text: a block scalar's lines, the YAML's own error said)
        _, said = read_block(source, 0, source.line_count, {})
        if not any(d.severity is Severity.ERROR for d in said):
            return None
    found: list = []
    problems: list[Diagnostic] = [_outside_diagnostic(source, first, end) for first, end in outside]
    for opening, first, end in blocks:
        problems.append(fence_diagnostic(source, opening))
        if first < min(end, source.line_count):
            more, said = read_block(source, first, end, {})
            found += more
            problems += said
    problems.sort(key=lambda d: d.span.start)
    return found, problems


def _outside_diagnostic(source: SourceFile, first: int, end: int) -> Diagnostic:
    """SB202 at a run of text outside the fences (lines `first` to `end`, 0-based, end exclusive): not read."""
    start = source.line_starts[first]
    stop = source.line_starts[end] - 1 if end < source.line_count else len(source.text)
    return Diagnostic("SB202", Severity.WARNING, msg("yaml.outside_fences"), source.span(start, stop),
                      suggestion=msg("yaml.outside_fences_help"))


def fence_diagnostic(source: SourceFile, line: int) -> Diagnostic:
    """SB200 at the opening fence on `line` (0-based)."""
    start = source.line_starts[line]
    end = source.text.find("\n", start)
    end = len(source.text) if end == -1 else end
    return Diagnostic("SB200", Severity.WARNING, msg("yaml.fenced_file"), source.span(start, end),
                      suggestion=msg("yaml.fenced_file_help"))
