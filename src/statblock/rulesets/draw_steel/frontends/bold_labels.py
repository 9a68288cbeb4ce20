"""A label in Markdown bold on a native line (`**Effect:** ...`, `- **≤11:** ...`, `**Power Roll + Might:**`), or in
the lenticular brackets Japanese writing heads a paragraph with (`【効果】…`).

Authors who know the Steel Compendium's Markdown write its bold labels in `.ability` files too. The native
grammar's labels start with the label itself, so such a line was a line of text: after a tier it continued
the tier (`17+: 7 + M damage **Effect:** The target is marked.`, the tier's damage lost in silence), after
the header a paragraph, a roll and its tiers left unread (SB124). The label inside the bold is read by the
grammar's own patterns (`labels.py`), as the Markdown reader reads it, and printed without the markup.
"""

from __future__ import annotations

import re

from ....diagnostics import Fragment
from .labels import label_end, lowercase_label_end, roll_label_end, tier_label_end
from .raw import RawLine

__all__ = ["bold_label_line"]

# An optional bullet, then `**Label:**` or `**Label**:`; the inside holds no `*` and no line break
_BOLD = re.compile(r"(?:[-*•・･]\s+)?\*\*(?P<inner>[^*\n]{1,60})\*\*(?P<colon>[:：]?)")


# `【効果】ターゲットは…`: the lenticular brackets Japanese writing puts round a heading, for the label's colon
_LENTICULAR = re.compile(r"【(?P<inner>[^】\n]{1,12})】")


def bold_label_line(body: Fragment) -> RawLine | None:
    """The roll, tier or labelled line that `body` is when it starts with a bold label (or a label in 【】); None
    otherwise."""
    text = body.text
    if text.startswith("【"):
        found = _LENTICULAR.match(text)
        if found is None:
            return None
        inner = body.slice(*found.span("inner")).strip()
        said = inner.text + "："
        if label_end(said) != len(said) or roll_label_end(said) or tier_label_end(said):
            return None
        return RawLine("labeled", body.slice(found.end()).strip(), inner)
    if "**" not in text[:4]:
        return None
    found = _BOLD.match(text)
    if found is None:
        return None
    inner_at, inner_end = found.span("inner")
    inner = body.slice(inner_at, inner_end)
    outside_colon = found.group("colon")
    if outside_colon and inner.text.rstrip().endswith((":", "：")):
        return None  # `**Effect:**:`: not a label written one way
    said = inner.text if not outside_colon else inner.text + outside_colon
    if not said.rstrip().endswith((":", "：")):
        return None  # `**Bold words** and text`: emphasis, not a label
    rest = body.slice(found.end()).strip()
    end = roll_label_end(said)
    if end:
        if rest.text:
            return None  # words after a bold roll header: not the book's layout, left as written
        return RawLine("roll", inner.slice(end).strip(), inner.slice(0, end))
    label = inner.strip()
    if tier_label_end(said) == len(said):
        return RawLine("tier", rest, label)
    if label_end(said) == len(said) or lowercase_label_end(said) == len(said):
        return RawLine("labeled", rest, label)
    return None
