"""HTML's markup where the reader would read a skill: an author's `<b>`, `</b>`, `<img src=x>` in a card's words (copied
from a web page, or typed for emphasis), in ASCII angle brackets, which the game writes skills in too (`<Will>`,
`<意志>`). Said (KY042, a warning), kept as written and printed as text on every card (never as markup), read as no
skill; before, each was an unknown skill (KY022, an error, with `did you mean 〈/b※〉`)."""

from __future__ import annotations

import re

from lark import Token, Tree

from ....diagnostics import Severity
from ..catalog import message
from ..vocabulary import lookup
from .line import Line, bounds

__all__ = ["is_markup"]

# Markup in ASCII angle brackets: an end tag (`</b>`), an element with an attribute's `=` (`<img src=x>`) or
# closed in itself (`<br/>`), or an element HTML has, where no skill is (`<b>`, `<script>`, `<span>`); words and blanks
# alone are none (`<Ancient Lore>`, a skill unknown here: KY022). One pass, no backtracking (each run taken once).
_MARKUP = re.compile(r"/[ \t]*+[A-Za-z][A-Za-z0-9-]*+[ \t]*+"
                     r"|[A-Za-z][A-Za-z0-9-]*+(?:[ \t]++[^<>〈〉=]*+=[^<>〈〉]*+|[ \t]*+/)"
                     r"|(?:https?|ftp|mailto):[^\s<>〈〉]++")   # (a link in its brackets, `<https://…>`)
_ELEMENTS = frozenset("a abbr b big blockquote br center cite code del dfn div em font h1 h2 h3 h4 h5 h6 hr i iframe img "
                      "ins kbd li mark ol p pre q rp rt ruby s samp script small span strike strong style sub sup table "
                      "td th tr tt u ul var".split())


def is_markup(tree: Tree, text: str, line: Line) -> bool:
    """Whether the words of a skill's brackets, written in ASCII `<` `>`, are HTML's markup, not a skill of the game
    (`<b>`, `</b>`, `<img src=x onerror=…>`): then said (KY042, a warning: kept as written, read as no skill, never
    printed as markup). Before, each was an unknown skill (KY022, an error, `did you mean 〈/b※〉`). A skill of the
    game's (`<Will>`, `<意志>`) is never markup."""
    first = next((t for t in tree.children if isinstance(t, Token)), None)
    if first is None or line.span(first.start_pos, first.end_pos).text != "<" or any(c in text for c in "※＊*") \
            or lookup("skills", text) is not None:   # (a specialty skill's ※, a skill of the game's: no markup)
        return False
    if _MARKUP.fullmatch(text) is None and text.strip().lower() not in _ELEMENTS:
        return False
    start, end = bounds(tree)
    line.report("KY042", Severity.WARNING, message("html_markup", written=line.quote(start, end)), start, end,
                suggestion=message("html_markup_help"))
    return True
