"""A Markdown card file's backslash escapes undone before its cards are read: `\\[崩壊2\\]`, `\\&`, `\\*` are how
Markdown writes `[崩壊2]`, `&`, `*` as they print (CommonMark: a backslash before an ASCII punctuation mark), not words
of the card. The card writer escapes what Markdown would otherwise read as its own (`[崩壊2](…)` a link, `*…*`
emphasis), and before the kyleft5 merge every bracket; each escape was read as written, a `［集中\\］` (KY010) and the
［状態］ lost, a `\\&` in the effect's words. The text read is a `WrittenSource` (`frontends/written_source.py`): each
character placed on the file's, so every diagnostic points into the Markdown file as written."""

from __future__ import annotations

import re

from ....diagnostics import SourceFile
from ....frontends.written_source import TextPlacer

__all__ = ["is_markdown", "unescaped"]

# Markdown's escape: a backslash before one ASCII punctuation mark (one pass, no backtracking)
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
_MARKDOWN = (".md", ".markdown")
_NATIVE = (".kyoko",)   # (`Kyoko.native_suffixes`)


def is_markdown(source: SourceFile) -> bool:
    """Whether `source` is a Markdown file: by its name, or, under any other (`cards.txt`, `-`), by the card writer's
    title at its top (`# 虚構侵蝕TRPG のカード`), which only the Markdown card file has. Never a native file (`.kyoko`),
    whose `#` line is a comment: before (from the kyleft6 merge to kymend8), one whose first line was the title lost a
    comment line and its backslashes in silence."""
    if source.path.lower().endswith(_MARKDOWN):
        return True
    if source.path.lower().endswith(_NATIVE):
        return False
    if "#" not in source.text[:4096]:
        return False
    from ....frontends.card_titles import card_title
    from .reference import TITLES

    return card_title(source.text) in TITLES.values()


def unescaped(source: SourceFile) -> SourceFile:
    """`source` with Markdown's escapes undone when it is a Markdown file that holds one, else `source` itself."""
    text = source.text
    if not is_markdown(source) or _ESCAPE.search(text) is None:
        return source
    placer = TextPlacer()
    lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()
    offset = 0
    for line in lines:
        at = 0
        for found in _ESCAPE.finditer(line):
            placer.put(line[at:found.start()], offset + at)
            placer.put(found.group(1), offset + found.start() + 1)
            at = found.end()
        placer.put(line[at:], offset + at)
        placer.end_line()
        offset += len(line) + 1
    return placer.source(source)
