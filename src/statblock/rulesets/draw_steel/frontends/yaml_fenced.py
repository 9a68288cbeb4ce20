"""A YAML file (`.yaml`, `.yml`) that holds Markdown fences: a `ds-feature` block copied whole out of an Obsidian note,
its ```` ```ds-feature ```` and ```` ``` ```` lines with it. YAML cannot start a document with a backtick, so such a
file was one error at its first character (SB004, `found character that cannot start any token`) and nothing in it was
read. When the file holds nothing but fenced blocks (and blank lines), each block's lines are read as the YAML they are,
as the same block is in a Markdown file, every position the file's, and each fence is said (SB200, a warning at its
opening line: take the fence lines out, or save the file as Markdown). Text outside the fences leaves the file to the
YAML reader as it is (its error said, as before): what to make of the words outside is not guessed."""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg

__all__ = ["fenced_blocks", "fence_diagnostic"]

# an opening fence: three or more backticks or tildes, then its info string (`ds-feature`, `yaml`); one closing it: the
# same character, at least as many, nothing after but blanks (CommonMark's rule). Both indented by three spaces at most.
_OPENING = re.compile(r" {0,3}(`{3,}|~{3,})([^`\n]*)")
_BLANKS = re.compile(r"[ \t\r\f\v]*")


def fenced_blocks(source: SourceFile) -> list[tuple[int, int, int]] | None:
    """(opening line, first line of YAML, end line) of each fenced block (0-based lines, the end exclusive: the closing
    fence's, or the file's end for a fence left open), when the file is nothing but such blocks and blank lines; else
    None. One pass over the lines."""
    text, starts = source.text, source.line_starts
    blocks: list[tuple[int, int, int]] = []
    line, count = 0, source.line_count
    while line < count:
        start = starts[line]
        end = starts[line + 1] - 1 if line + 1 < count else len(text)
        if _BLANKS.fullmatch(text, start, end):
            line += 1
            continue
        opening = _OPENING.fullmatch(text, start, end) if text.startswith((" ", "`", "~"), start) else None
        if opening is None or (opening.group(1)[0] == "`" and "`" in opening.group(2)):
            return None
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
    return blocks or None


def fence_diagnostic(source: SourceFile, line: int) -> Diagnostic:
    """SB200 at the opening fence on `line` (0-based)."""
    start = source.line_starts[line]
    end = source.text.find("\n", start)
    end = len(source.text) if end == -1 else end
    return Diagnostic("SB200", Severity.WARNING, msg("yaml.fenced_file"), source.span(start, end),
                      suggestion=msg("yaml.fenced_file_help"))
