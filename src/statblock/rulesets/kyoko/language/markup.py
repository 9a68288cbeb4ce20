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

__all__ = ["ELEMENTS", "is_markup"]

# Markup in ASCII angle brackets: an end tag (`</b>`), an element with an attribute's `=` (`<img src=x>`) or
# closed in itself (`<br/>`), or an element HTML has, where no skill is (`<b>`, `<script>`, `<span>`); words and blanks
# alone are none (`<Ancient Lore>`, a skill unknown here: KY022). One pass, no backtracking (each run taken once).
# An end tag's name follows its `</` at once, as a start tag's its `<` (CommonMark: `< b>`, `</ b>` are text, no markup);
# a comment (`<!-- メモ -->`), a processing instruction (`<?php ?>`), a CDATA section, a declaration (`<!DOCTYPE html>`)
# and an e-mail link (`<a@b.c>`) are markup too (before the kymend8 change, unknown skills, KY022).
_MARKUP = re.compile(r"/[A-Za-z][A-Za-z0-9-]*+[ \t]*+"
                     r"|[A-Za-z][A-Za-z0-9-]*+(?:[ \t]++[^<>〈〉=]*+=[^<>〈〉]*+|[ \t]*+/)"
                     r"|(?:https?|ftp|mailto):[^\s<>〈〉]++"   # (a link in its brackets, `<https://…>`)
                     r"|[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]++@[A-Za-z0-9](?:[A-Za-z0-9-]*+\.?)*+"
                     r"|!--(?s:.)*|\?(?s:.)*|!\[CDATA\[(?s:.)*|![A-Za-z](?s:.)*")
ELEMENTS = frozenset("a abbr article aside b bdi bdo big blockquote br caption center cite code dd del details dfn div dl "
                      "dt em fieldset figcaption figure font footer h1 h2 h3 h4 h5 h6 header hr i iframe img ins kbd label li "
                      "mark nav nobr ol p pre q rb rp rt rtc ruby s samp script section small span strike strong style "
                      "sub summary sup table tbody td tfoot th thead tr tt u ul var wbr".split())


def is_markup(tree: Tree, text: str, line: Line) -> bool:
    """Whether the words of a skill's brackets, written in ASCII `<` `>`, are HTML's markup, not a skill of the game
    (`<b>`, `</b>`, `<img src=x onerror=…>`): then said (KY042, a warning: kept as written, read as no skill, never
    printed as markup). Before, each was an unknown skill (KY022, an error, `did you mean 〈/b※〉`). A skill of the
    game's (`<Will>`, `<意志>`) is never markup."""
    first = next((t for t in tree.children if isinstance(t, Token)), None)
    if first is None or line.span(first.start_pos, first.end_pos).text != "<" or any(c in text for c in "※＊*") \
            or lookup("skills", text) is not None:   # (a specialty skill's ※, a skill of the game's: no markup)
        return False
    if line.span(first.end_pos, first.end_pos + 1).text in (" ", "\t", "　"):   # (`< b>`: text in CommonMark, no tag)
        return False
    if _MARKUP.fullmatch(text) is None and text.rstrip().lower() not in ELEMENTS:
        return False
    start, end = bounds(tree)
    line.report("KY042", Severity.WARNING, message("html_markup", written=line.quote(start, end)), start, end,
                suggestion=message("html_markup_help"))
    return True
