"""A web page or XML named to `check` is no ability text: said (SB011), not read as the native format; nor are
statblock's own text cards.

A file of a suffix no ruleset reads is read as the native format, so that abilities typed into a `.txt` file are
checked. An HTML page (statblock's own cards, `cards --format html`, among them) came back as abilities named
`<!DOCTYPE html>`, `.card {`, with 0 errors and no word; XML and SVG alike. Markup is recognised by its first
words, which no ability's name starts with.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg

__all__ = ["markup_problem"]

# the comments a page or XML file may open with (`<!-- saved from … -->`), then its first words: a doctype, an XML
# declaration, an `<html>` or `<svg>` element, or after a comment any element (`<cards>`). A comment over other text
# is no page: `<!-- my abilities -->` over abilities typed into a `.ability` or `.txt` file was said to be a web page
# (and read as native text it names the ability, the real name its flavor): said as a comment to write with `#`.
_COMMENTS = re.compile(r"\ufeff?\s*(?:<!--.*?-->\s*)*", re.DOTALL)
_OPENING = re.compile(r"<(?:!doctype\s+html|html[\s>]|\?xml[\s?]|svg[\s>])", re.IGNORECASE)
_ELEMENT = re.compile(r"<[A-Za-z][\w.:-]*[\s/>]")
# what `statblock cards --format html` writes in its head
_OWN_CARDS = re.compile(r'<meta\s+name="generator"\s+content="statblock"')
_HEAD_CHARS = 4096


# what `statblock cards --format txt` writes first: a rule of double lines over the first card (no ability's name)
_OWN_TEXT_CARDS = re.compile(r"\ufeff?\s*═{20,}[ \t]*\r?\n")


def markup_problem(source: SourceFile) -> Diagnostic | None:
    """SB011 when `source` is HTML, XML or SVG (what no front-end reads) or statblock's own text cards, else None."""
    head = source.text[:_HEAD_CHARS]
    if _OWN_TEXT_CARDS.match(head):  # (read as native text, each card's rule and rows were a heap of errors)
        return Diagnostic("SB011", Severity.ERROR, msg("markup.own_cards", command="statblock cards"),
                          source.span(0, 1))
    after = _COMMENTS.match(head)
    commented = "<!--" in head[:after.end()]
    if not (_OPENING.match(head, after.end()) or commented and _ELEMENT.match(head, after.end())):
        if not commented:
            return None
        return Diagnostic("SB011", Severity.ERROR, msg("markup.comment", comment="<!-- -->", hash="#"),
                          source.span(0, 1))
    own = _OWN_CARDS.search(source.text[:_HEAD_CHARS]) is not None
    message = msg("markup.own_cards" if own else "markup.page", command="statblock cards",
                  formats=".ability, .md, .yaml, .json", xml="XML")
    return Diagnostic("SB011", Severity.ERROR, message, source.span(0, 1))
