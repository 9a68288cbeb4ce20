"""What a front-end hands on: the lines of one ability block, with positions.

Front-ends know their file format (Markdown, YAML, native text) but not the
notation. Each one turns an ability into a list of `RawLine`s; the grammar
reads them, whatever the format was: the layout in `grammar/assemble.py`, the
notation inside each line in `grammar/clauses.py` with the AST builder of
`grammar/to_ast.py`.
"""

from __future__ import annotations

import attrs

from ....diagnostics import Fragment, Span
from ....records import define

__all__ = ["RawLine", "RawAbility", "LINE_KINDS"]

# name     the ability's name, with any `(cost)` still attached
# flavor   the italic story line
# row      a table row: `keywords | action` or `📏 distance | 🎯 target`
# field    a header field the front-end already identified (`field` says which)
# labeled  `Label: text` (sections such as Effect, and header fields)
# roll     a power-roll header; `body` is the text after "Power Roll"
# tier     a tier line; `label` is `≤11`, `body` the clauses
# text     anything else; continues the line before it
# paragraph  text that stands on its own (a Markdown paragraph): an unlabeled section
LINE_KINDS = ("name", "flavor", "row", "field", "labeled", "roll", "tier", "text", "paragraph")


@define
class RawLine:
    kind: str
    body: Fragment | None = None
    label: Fragment | None = None
    field: str | None = None
    list_item: bool = False  # a `paragraph` that is a bulleted list's item (`- You shift 2 squares.`)


@define
class RawAbility:
    lines: list[RawLine]
    fmt: str
    span: Span
    metadata: dict = attrs.Factory(dict)
    # a Markdown card's ability: the card writer's mark (`grammar.card_marks.CARD_MARK`) above its heading, so that
    # what stands between the heading and the body is its flavor (`grammar.flavor_guess`)
    card: bool = False
