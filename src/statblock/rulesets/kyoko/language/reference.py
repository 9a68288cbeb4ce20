"""The reference of the fourteen ［状態］ that `statblock cards` writes after the cards (what each does, how it ends), and
its Markdown section read back: the writer's own words in each language, so that the reader knows the section the
writer wrote (`## ［状態］一覧` / `## Conditions`, then `### ［瀕死］` with `- 効果：…` and `- 解除：…` under each) and
reads no card in it. Before, each entry's lines read as a card named `- 効果：…` (KY001) with a note `- 解除` (KY036).

A line of the section that says otherwise than the writer (an entry's words edited) is said (KY040, a warning): the
reference is written again from the rules each time, so the edit would be lost; a line of another shape ends the
section and is read as any line."""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ..catalog import message
from ..vocabulary import conditions

__all__ = ["HEADINGS", "LABELS", "ReferenceSection", "entries", "reference_heading"]

#: the section's heading and each entry's two labels, in each language (the card writer's, `render/views.WORDS`)
HEADINGS = {"ja": "［状態］一覧", "en": "Conditions"}
LABELS = {"ja": ("効果", "解除"), "en": ("Does", "Ends")}

_HEADING = re.compile(r"#{1,6}[ \t]+")
# Markdown's escape of a punctuation mark (`\*`, `\[`): the mark itself, as Markdown prints it
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")


def entries(lang: str) -> list[tuple[str, str, str]]:
    """The reference's entries in `lang`, in the seed's order: (name as printed, what it does, how it ends)."""
    out = []
    for info in conditions().values():
        name = info.ja[0] if lang == "ja" else info.en[0]
        suffix = {"number": "n", "target": "／…"}.get(info.param or "", "")
        shown = f"［{name}{suffix}］" if lang == "ja" else f"[{name}{' n' if suffix == 'n' else ''}]"
        out.append((shown, info.does.get(lang) or info.does["ja"], info.ends.get(lang) or info.ends["ja"]))
    return out


def _plain(line: str) -> str:
    """A line of Markdown as it prints: its escapes taken off, its blanks one."""
    return " ".join(_ESCAPED.sub(r"\1", line).split())


def reference_heading(line: str) -> str | None:
    """The language of the reference section `line` (as written, stripped) opens (`## ［状態］一覧`, `## Conditions`: a
    Markdown heading of level 1 or 2), or None."""
    found = _HEADING.match(line)
    if found is None or len(found.group().rstrip(" \t")) > 2:
        return None
    words = _plain(line[found.end():])
    return next((lang for lang, heading in HEADINGS.items() if words == heading), None)


class ReferenceSection:
    """The section after its heading, read a line at a time: `line(...)` is True for a line of it (an entry's heading,
    or its `does` or `ends` line), which no card reads; False for a line of another shape, which ends it."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.entries = {_plain(name): (does, ends) for name, does, ends in entries(lang)}
        self.current: tuple[str, str] | None = None

    def line(self, line: str, offset: int, source: SourceFile, problems: list) -> bool:
        heading = _HEADING.match(line)
        if heading is not None:
            if len(heading.group().rstrip(" \t")) <= 2:   # (`## 次のカード（所持品）`: the section has ended)
                return False
            self.current = self.entries.get(_plain(line[heading.end():]))
            return self.current is not None
        if self.current is None or not line.startswith(("- ", "* ", "+ ")):
            return False
        body = line[2:].lstrip()
        colon = "：" if self.lang == "ja" else ":"
        for label, words in zip(LABELS[self.lang], self.current):
            if body.startswith(label + colon):
                if _plain(body[len(label) + len(colon):]) != _plain(words):
                    problems.append(Diagnostic("KY040", Severity.WARNING, message("reference_edited", label=label,
                                                                                       command="statblock cards"),
                                               source.span(offset, offset + len(line))))
                return True
        return False
