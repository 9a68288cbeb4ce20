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

__all__ = ["MARKDOWN", "card_title", "first_heading", "front_matter_end", "own_cards_unread", "title_line"]

#: The suffixes of Markdown files (lower case).
MARKDOWN = (".md", ".markdown")

_HEAD = 4096   # (the title is looked for in the file's first 4 KB: a card writer prints it first)
# what may stand above the title of a card file a user kept, as a Markdown reader shows nothing of it: blank lines, front
# matter (YAML's `---` … `---`, or TOML's `+++` … `+++`, as Hugo and Zola write it; on the file's first line only: after
# a blank line `---` is a rule, CommonMark's thematic break, and `+++` words, both shown), an HTML comment (`<!-- … -->`,
# on one line or several), a processing instruction or a declaration (`<?…?>`, `<!DOCTYPE …>`); each line looked at once
_FRONT = re.compile(r"(?:(---)[ \t]*+\r?\n(?:[^\n]*+\n)*?(?:---|\.\.\.)"
                    r"|\+\+\+[ \t]*+\r?\n(?:[^\n]*+\n)*?\+\+\+)[ \t]*+\r?\n")
# the lines of a front matter (its `key: value` for YAML, `key = value` or `[table]` for TOML; a comment, a list's item,
# a value's indented lines): a pair of `---` around cards (`## 焦熱の掌（…）`, `- 使用：行動`) holds no key, and is two
# rules a Markdown reader shows the cards between, not front matter (before, the cards between were lost in silence)
_YAML_KEY = re.compile(r"[^\s#\-][^:\n]*+:(?:[ \t]|\r?$)")
_TOML_KEY = re.compile(r"(?:[A-Za-z0-9_\-\"'.][A-Za-z0-9_\-\"'. \t]*+=|\[)")
_OTHER_LINE = re.compile(r"(?:[ \t]|#|-[ \t]|-\r?$|\r?$)")
_COMMENT = re.compile(r"[ ]{0,3}<!--(?:[^-\n]|-(?!->))*+-->[ \t]*+\r?$")
# an HTML block a Markdown reader shows nothing of, opened on a line (CommonMark's kinds 2 to 4), and what closes it
# (CDATA too, as the kyoko reader's hidden_html.py passes it inside a card)
_HIDDEN_BLOCK = re.compile(r"[ ]{0,3}(?:(<!--)|(<\?)|(<![A-Za-z])|(<!\[CDATA\[))")
_BLOCK_END = ("-->", "?>", ">", "]]>")
_TITLE = re.compile(r"[ ]{0,3}#[ \t]++(.*?)[ \t]*+(?:#++[ \t]*+)?\r?$")


def front_matter_end(text: str) -> int:
    """Where the front matter a Markdown file opens with (`---` … `---`, a byte-order mark before it) ends, past its
    closing line; 0 without one."""
    bom = 1 if text.startswith("\ufeff") else 0
    front = _FRONT.match(text[bom:bom + _HEAD])
    if front is None:
        return 0
    key = _YAML_KEY if front.group(1) else _TOML_KEY
    lines = front.group().split("\n")[1:-2]   # (between the opening and closing lines)
    keyed = False
    for line in lines:
        if key.match(line):
            keyed = True
        elif not _OTHER_LINE.match(line):
            return 0
    return bom + front.end() if keyed or not lines else 0


def card_title(text: str) -> str | None:
    """The words of the `# …` heading at the top of a Markdown file (`Marvel Champions cards`), after a byte-order
    mark, blank lines, front matter and what a Markdown reader shows nothing of (HTML comments, on one line or several,
    processing instructions, declarations); None when something else comes first."""
    found = first_heading(text)
    return None if found is None else found[0]


def first_heading(text: str) -> tuple[str, int] | None:
    """(the words of the heading `card_title` finds, where its line starts), or None."""
    head = text[:_HEAD]
    at = front_matter_end(head) or (1 if head.startswith("\ufeff") else 0)   # (a byte-order mark alone too)
    while at < len(head):
        end = head.find("\n", at)
        line = head[at:] if end == -1 else head[at:end]
        hidden = _HIDDEN_BLOCK.match(line) if line.strip() and _COMMENT.fullmatch(line) is None else None
        if hidden is not None:   # (an HTML block of the kinds Markdown hides, to the line that closes it)
            closing = _BLOCK_END[hidden.lastindex - 1]
            close = head.find(closing, at + hidden.start(hidden.lastindex))   # (`<!-->` is a whole comment)
            end = -1 if close == -1 else head.find("\n", close)
            if close == -1 or head[close + len(closing):len(head) if end == -1 else end].strip():
                return None   # (not closed in the head, or words after it on its line, which a reader shows)
        elif line.strip() and _COMMENT.fullmatch(line) is None:
            title = _TITLE.fullmatch(line)
            return (title.group(1), at) if title is not None else None
        if end == -1:
            break
        at = end + 1
    return None


def own_cards_unread(result, rulesets) -> Diagnostic | None:
    """SB008 (a warning) for a file nothing was read from (by its ruleset, or by none) whose title is that of
    statblock's own Markdown cards of a game that does not read them back (`Ruleset.card_titles`,
    `reads_own_markdown_cards`): what the file is, and what to check instead. And for such a file whose title, of any
    game's cards, a Markdown reader does not show at its top (indented as code by a tab or four blanks, or below other
    words), when another game (or none) read it: at the title's line, what hid it and what to write (the title at its
    line's start, or a `# ruleset:` line); before, the file was another game's Markdown of no ability, with no word.
    None for any other file."""
    if result.source is None or result.abilities or result.statblocks:
        return None
    text = result.source.text
    title = card_title(text)
    owner = None if title is None else next((r for r in rulesets if title in r.card_titles), None)
    span = result.source.span(0, 1)
    if owner is None:
        unseen = _unseen_title(text, rulesets)
        if unseen is None:
            return None
        owner, title, start, indented = unseen
        span = result.source.span(start, text.find("\n", start) if "\n" in text[start:] else len(text))
        # (a game that reads its own Markdown cards under a Markdown name, as SBH does in `.md`)
        if owner.reads_own_markdown_cards or (result.source.path.lower().endswith(MARKDOWN)
                                              and any(s in owner.read_suffixes for s in MARKDOWN)):
            if result.ruleset == owner.name:
                return None
            return _untold(result, rulesets, owner, title, span, indented)
    if owner.reads_own_markdown_cards:
        return None
    formats = Listing(tuple(owner.native_suffixes) or (".json",))
    return Diagnostic("SB008", Severity.WARNING,
                      msg("file.own_markdown_cards", game=_game(owner), title=f"# {title}", formats=formats,
                          cards="cards --format md", parse="parse --format json"),
                      span)


def _game(ruleset) -> Localized:
    return Localized({"en": ruleset.label("en"), "ja": ruleset.label("ja")})


def _untold(result, rulesets, owner, title: str, span, indented: bool) -> Diagnostic:
    """SB008 at a card file's title a Markdown reader does not show at the file's top (`own_cards_unread`)."""
    directive = f"# ruleset: {owner.name}"
    if indented:
        said = msg("file.cards_title_indented", title=f"# {title}", game=_game(owner), directive=directive)
        return Diagnostic("SB008", Severity.WARNING, said, span,
                          suggestion=msg("file.cards_title_indented_help", title=f"# {title}"))
    reader = next((r for r in rulesets if r.name == result.ruleset), None)
    said = msg("file.cards_title_below", title=f"# {title}", game=_game(owner),
               reader=_game(reader) if reader is not None else Localized({"en": "no game", "ja": "どのゲーム"}),
               directive=directive, option=f"--ruleset {owner.name}")
    return Diagnostic("SB008", Severity.WARNING, said, span,
                      suggestion=msg("file.cards_title_below_help", directive=directive))


def _unseen_title(text: str, rulesets) -> tuple | None:
    """(the ruleset, the title, where its line starts, whether it is indented as code) of the first line of `text`
    that is a `# …` heading of a ruleset's card title where `card_title` finds none, outside a fenced code block (a
    guide's example of a card file: no title of this one); None when there is none."""
    titles = {title: r for r in rulesets for title in r.card_titles}
    found = title_line(text, tuple(titles))
    return None if found is None else (titles[found[0]],) + found


def title_line(text: str, titles: tuple[str, ...]) -> tuple[str, int, bool] | None:
    """(the title, where its line starts, whether it is indented as code) of the first line of `text` outside a fenced
    code block that is a `# …` heading of one of `titles`; None when there is none."""
    if not titles or not any(title in text for title in titles):
        return None
    pattern = re.compile(r"^(?P<indent>[ \t]*+)#[ \t]++(?P<title>" + "|".join(map(re.escape, titles))
                         + r")[ \t]*+(?:#++[ \t]*+)?\r?$", re.MULTILINE)
    found = _outside_fences(text, pattern.finditer(text))
    if found is None:
        return None
    indent = found.group("indent")
    return found.group("title"), found.start(), "\t" in indent or len(indent) >= 4

# a fenced code block's opening or closing line (CommonMark: three backticks or tildes or more, indented 3 blanks at most)
_FENCE = re.compile(r"^[ ]{0,3}+(`{3,}+|~{3,}+)([^\n]*+)", re.MULTILINE)


def _outside_fences(text: str, candidates) -> re.Match | None:
    """The first of `candidates` (matches in `text`, in order) outside a fenced code block, or None; the fences met once
    each, in order with the candidates."""
    fences = _FENCE.finditer(text) if "```" in text or "~~~" in text else iter(())
    fence = next(fences, None)
    opened: str | None = None   # (the open fence's mark)
    for found in candidates:
        while fence is not None and fence.start() < found.start():
            mark, rest = fence.group(1), fence.group(2)
            if opened is None:
                if not (mark[0] == "`" and "`" in rest):   # (a backtick fence's info holds no backtick)
                    opened = mark
            elif mark[0] == opened[0] and len(mark) >= len(opened) and not rest.strip():
                opened = None
            fence = next(fences, None)
        if opened is None:
            return found
    return None
