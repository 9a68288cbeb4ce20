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
from ..titles import TITLES  # (the Markdown card file's title: read with no `--ruleset`, its own module for the sniff)
from ..vocabulary import conditions
from .folding import fold_line

__all__ = ["HEADINGS", "LABELS", "TITLES", "ReferenceSection", "entries", "reference_heading"]

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


def _key(words: str) -> str:
    """Words of the section as the card reader would read them, to compare: Markdown's escapes off, folded as a card's
    line is (`：` as `:`, `［］` as `[]`), no blanks (a line wrapped by an editor, in English or Japanese, is the same)."""
    return "".join(fold_line(_ESCAPED.sub(r"\1", words)).split())


class ReferenceSection:
    """The section after its heading, read a line at a time: `line(...)` is True for a line of it (an entry's heading,
    its `does` or `ends` line, or a line that line is wrapped onto), which no card reads; False for a line of another
    shape, which ends it (then `close`). Its words are compared as the card reader reads a card's (`_key`: `:` for `：`,
    `[瀕死]` for `［瀕死］`, a line wrapped); before, as written, and a colon or bracket of the other width, or a wrapped
    line, ended the section, the rest read as cards (KY001, KY036) or said edited (KY040)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.entries = {_key(name): (does, ends) for name, does, ends in entries(lang)}
        self.labels = [_key(label) for label in LABELS[lang]]
        self.current: tuple[str, str] | None = None
        # the does or ends line being read: (its label, the rules' words, its words so far, where it starts and ends)
        self.open: tuple[str, str, str, int, int] | None = None

    def line(self, line: str, offset: int, source: SourceFile, problems: list) -> bool:
        heading = _HEADING.match(line)
        if heading is not None:
            self.close(source, problems)
            if len(heading.group().rstrip(" \t")) <= 2:   # (`## 次のカード（所持品）`: the section has ended)
                return False
            self.current = self.entries.get(_key(line[heading.end():]))
            return self.current is not None
        if self.current is None:
            return False
        if not line.startswith(("- ", "* ", "+ ")):
            indented = offset > 0 and source.text[offset - 1] in " \t\u3000"
            if self.open is None or (self.open[1] == self.open[2] and not indented):
                return False   # (after a whole line, one not under it: another shape)
            label, words, said, start, _ = self.open
            self._read(label, words, said + _key(line), start, offset + len(line), source, problems)
            return True
        self.close(source, problems)
        body = _key(line[2:])
        for label, shown, words in zip(self.labels, LABELS[self.lang], self.current):
            if body.startswith(label + ":"):
                self._read(shown, _key(words), body[len(label) + 1:], offset, offset + len(line), source, problems)
                return True
        return False

    def _read(self, label: str, words: str, said: str, start: int, end: int, source: SourceFile, problems) -> None:
        """The line's words so far (`said`) against the rules' (`words`): the same, or their start (a line wrapped,
        its rest to come: open), or else said (KY040)."""
        self.open = (label, words, said, start, end)
        if not words.startswith(said):
            self.open = None
            self._say(label, start, end, source, problems)

    def close(self, source: SourceFile, problems: list) -> None:
        """The line being read has ended: its words cut short of the rules' are said (KY040)."""
        if self.open is not None and self.open[1] != self.open[2]:
            label, _, _, start, end = self.open
            self._say(label, start, end, source, problems)
        self.open = None

    @staticmethod
    def _say(label: str, start: int, end: int, source: SourceFile, problems: list) -> None:
        problems.append(Diagnostic("KY040", Severity.WARNING, message("reference_edited", label=label,
                                                                       command="statblock cards"),
                                   source.span(start, end),
                                   suggestion=message("reference_edited_help", command="statblock cards")))
