"""The Markdown an `effect:` string of the YAML front-end holds, read line by line as the Markdown front-end reads
its lines: a bold label's line (`**Trigger:** ...`), a list item's words, a table's cells, a heading's words, or a
paragraph; and a section label that takes an amount given it by the words after it (`name: Spend` over `effect: '1
Ferocity: ...'`). The data-unified `md-dse-linked` ds-feature blocks write a class feature's whole document so.
"""

from __future__ import annotations

import re

from ....diagnostics import Fragment
from ..vocabulary import vocabulary
from .md_lines import classify, heading_text, table_line
from .raw import RawLine
from .yaml_described import BOLD_LABEL
from .yaml_nodes import cleaned

__all__ = ["amount_from_body", "string_lines"]

# an amount and what it is of, then a colon, opening an effect's words (`1 Ferocity: ...`, `2+ Malice: ...`)
_OPENING_AMOUNT = re.compile(r"([0-9０-９]{1,9}\+? ?(?P<resource>[^\W\d_][^:：\n]{0,40}?))[:：]\s*")
# an ATX heading's line in an effect string's Markdown (`##### 2nd-Level Guardian Abilities`)
_HEADING = re.compile(r"[ \t]{0,3}#{1,6}[ \t]+[^ \t#]")
# a bullet list item's marker, as the Markdown front-end reads a list item (its words, the marker markup; `1.` kept)
_BULLET = re.compile(r"[ \t]{0,3}[-*+][ \t]+(?=\S)")


def amount_from_body(label: Fragment, body: Fragment) -> tuple[Fragment, Fragment]:
    """`name: Spend` over `effect: '1 Ferocity: This ability also ...'` (the data-unified `md-dse-linked`
    ds-feature blocks): a label that takes an amount and has none (`Spend`, `Persistent`), its effect opening
    with one and a colon, is the label with that amount (`Spend 1 Ferocity:`), the effect the words after the
    colon; the card printed `Spend: 1 Ferocity: ...` and the Ferocity spent was no section's cost. Any other
    label, or an effect opening otherwise (with no heroic resource), stays as written."""
    term = vocabulary().sections.lookup(label.text.strip())
    if term is None or not term.extra.get("amount") or any(c.isdigit() for c in label.text):
        return label, body
    opening = _OPENING_AMOUNT.match(body.text)
    if opening is None or vocabulary().heroic_resources.lookup(opening.group("resource").strip()) is None:
        return label, body  # (`Spend: 2 allies: ...` is no cost)
    amount = body.slice(0, opening.end(1))
    return Fragment.join([label, amount], " "), body.slice(opening.end()).strip()


def string_lines(placed: Fragment) -> list[RawLine]:
    """The lines of an effect string's words `placed` (where they stand in the file): each a paragraph, or a labelled
    line where it opens with a bold label; blank lines dropped."""
    lines: list[RawLine] = []
    start = 0
    for line in placed.text.split("\n"):
        part = placed.slice(start, start + len(line))
        start += len(line) + 1
        if not part.text.strip():
            continue
        bullet = _BULLET.match(part.text)
        if bullet is not None and classify(cleaned(part.slice(bullet.end())))[0] not in ("roll", "tier"):
            # `- **Companion Death.** ...`: a list item's words (the marker was printed: `\- ...`), a paragraph of
            # them a bulleted list's item, as the Markdown front-end marks one; a tier line stays as it was, a line
            # of text said (SB124)
            part = part.slice(bullet.end())
        else:
            bullet = None
        if part.text.lstrip(" \t").startswith("|"):
            # a table's line (the Wild Nature Triggered Actions table in a class feature's text): its cells, as a
            # later table's rows of the Markdown front-end are read; the delimiter row is markup (both were
            # printed as written, pipes and dashes)
            row = table_line(part)
            if row is not None:
                lines.append(RawLine("paragraph", row))
            continue
        bold = BOLD_LABEL.match(part.text)
        if bold is None and _HEADING.match(part.text):
            # `##### Customizing Your Companion` in a class feature's text (the data-unified md-dse-linked
            # ds-feature blocks): the heading's words, a paragraph of their own (the card printed the `#`s)
            lines.append(RawLine("paragraph", heading_text(part)))
        elif bold is None:
            lines.append(RawLine("paragraph", cleaned(part).strip(), list_item=bullet is not None))
        else:
            label = cleaned(part.slice(2, bold.end() - 2))  # `Trigger:` without the bold's stars
            lines.append(RawLine("labeled", cleaned(part.slice(bold.end())).strip(), label.strip(),
                                 list_item=bullet is not None))
    return lines
