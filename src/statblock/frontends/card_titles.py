"""A card file's title: the `# …` heading a ruleset's Markdown card writer prints at the top of the file
(`Ruleset.card_titles`), by which the file is known as that game's cards, whatever its name; and what the core says
of a card file of a game that does not read its own Markdown cards back (SB008), where nothing else in it was read.

Before, 虚構侵蝕TRPG's card file was known by its first line alone (a blank line, front matter or a comment above the
title, as a user's notes add, made it Draw Steel Markdown: 0 abilities, exit 0), and Marvel Champions' and SBH's card
files were Draw Steel Markdown of no ability, said only in the list of files without abilities."""

from __future__ import annotations

import re

from ..diagnostics import Diagnostic, Severity
from ..messages import Listing, Localized, msg

__all__ = ["MARKDOWN", "card_title", "front_matter_end", "own_cards_unread"]

#: The suffixes of Markdown files (lower case).
MARKDOWN = (".md", ".markdown")

_HEAD = 4096   # (the title is looked for in the file's first 4 KB: a card writer prints it first)
# what may stand above the title of a card file a user kept: blank lines, front matter (`---` … `---` first), a
# comment alone (`<!-- … -->`, on one line); each line looked at once
_FRONT = re.compile(r"---[ \t]*+\r?\n(?:[^\n]*+\n)*?(?:---|\.\.\.)[ \t]*+\r?\n")
_COMMENT = re.compile(r"[ ]{0,3}<!--(?:[^-\n]|-(?!->))*+-->[ \t]*+\r?$")
_TITLE = re.compile(r"[ ]{0,3}#[ \t]++(.*?)[ \t]*+(?:#++[ \t]*+)?\r?$")


def front_matter_end(text: str) -> int:
    """Where the front matter a Markdown file opens with (`---` … `---`, a byte-order mark before it) ends, past its
    closing line; 0 without one."""
    bom = 1 if text.startswith("\ufeff") else 0
    front = _FRONT.match(text[bom:bom + _HEAD])
    return bom + front.end() if front is not None else 0


def card_title(text: str) -> str | None:
    """The words of the `# …` heading at the top of a Markdown file (`Marvel Champions cards`), after a byte-order
    mark, blank lines, front matter and comments alone on their lines; None when something else comes first."""
    head = text[:_HEAD]
    at = front_matter_end(head) or (1 if head.startswith("\ufeff") else 0)   # (a byte-order mark alone too)
    while at < len(head):
        end = head.find("\n", at)
        line = head[at:] if end == -1 else head[at:end]
        if line.strip() and _COMMENT.fullmatch(line) is None:
            title = _TITLE.fullmatch(line)
            return title.group(1) if title is not None else None
        if end == -1:
            break
        at = end + 1
    return None


def own_cards_unread(result, rulesets) -> Diagnostic | None:
    """SB008 (a warning) for a file nothing was read from (by its ruleset, or by none) whose title is that of
    statblock's own Markdown cards of a game that does not read them back (`Ruleset.card_titles`,
    `reads_own_markdown_cards`): what the file is, and what to check instead; None for any other file."""
    if result.source is None or result.abilities or result.statblocks:
        return None
    title = card_title(result.source.text)
    if title is None:
        return None
    owner = next((r for r in rulesets if title in r.card_titles), None)
    if owner is None or owner.reads_own_markdown_cards:
        return None
    formats = Listing(tuple(owner.native_suffixes) or (".json",))
    return Diagnostic("SB008", Severity.WARNING,
                      msg("file.own_markdown_cards", game=Localized({"en": owner.label("en"), "ja": owner.label("ja")}),
                          title=f"# {title}", formats=formats,
                          cards="cards --format md", parse="parse --format json"),
                      result.source.span(0, 1))
