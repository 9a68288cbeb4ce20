"""Native statblock headers read as statblocks (`statblocks.py` holds what one is): a block named
`Name (Statblock)` whose lines are the book's table row by row, `Label: value` cells separated by `|`;
`Name (Malice Features)` with its introduction as a paragraph; `Name (Dynamic Terrain)` with its flavor and
`Level: 3 | Type: Siege Engine | Role: Artillery | EV: 10` rows. The parser reads them as ordinary blocks;
`from_ability` gives them their meaning, and `labels_lang` the language their labels are written in.
"""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import Fragment, Span
from .statblocks import Statblock, is_group_header, japanese_tag, malice_match, partition_cell, put_field, put_terrain
from .terrain import TERRAIN_FIELDS, TERRAIN_KIND, is_terrain_tag

__all__ = ["from_ability", "labels_lang"]


def from_ability(tree: ast.Ability) -> Statblock | None:
    """The statblock a native header block stands for, or None for an ordinary ability."""
    if not is_group_header(tree):
        return None
    anchor = tree.name_span.start if tree.name_span is not None else 0
    common = {"metadata": dict(tree.metadata), "anchor": anchor, "name_span": tree.name_span, "fmt": tree.fmt}
    if is_terrain_tag(tree.tag):
        return _terrain(tree, common)
    malice = malice_match(tree.tag)
    if malice is not None:
        text = "\n".join(s.text for s in tree.sections if not s.label) or tree.flavor
        fields = {"level": malice.group("level")} if malice.group("level") else {}
        return Statblock(tree.name, fields, "malice_features", text, **common)
    fields: dict = {}
    spans: dict = {}
    for section in tree.sections:
        for label, value, span in _cells(section):
            put_field(fields, spans, label, value, span)
    return Statblock(tree.name, fields, "statblock", tree.flavor or None, spans=spans, **common)


def _terrain(tree: ast.Ability, common: dict) -> Statblock:
    """A native `Name (Dynamic Terrain)` block: its `Label: value` cells, its flavor (`*...*`, or a
    paragraph) as its text."""
    fields: dict = {}
    spans: dict = {}
    sections = list(tree.sections)
    if tree.action is not None:
        # `Type: Hazard | Role: Support` first (an object with no level: a summoner's fixture): the notation
        # read the line as an ability's `Type:` (its action), and the object lost its type and role
        sections.insert(0, ast.Section("", f"Type: {tree.action.text}"))
    for section in sections:
        for label, value, span in _cells(section):
            put_terrain(fields, spans, label, value, span)
    fields = {key: fields[key] for key in [*TERRAIN_FIELDS, *fields] if key in fields}
    paragraphs = [s.text for s in tree.sections if not s.label]
    text = "\n".join(p for p in ([tree.flavor] if tree.flavor else []) + paragraphs if p) or None
    return Statblock(tree.name, fields, TERRAIN_KIND, text, spans=spans, **common)


def labels_lang(tree: ast.Ability) -> str | None:
    """"ja" when a native statblock header is written in Japanese (its tag `スタッツ・ブロック`, `ステータスブロック`, or
    most of its labels), else None (English): the language `fmt` keeps and `convert` without `--lang` writes."""
    if japanese_tag(" ".join((tree.tag or "").split())):
        return "ja"
    labels = [label for section in tree.sections for label, _, _ in _cells(section)]
    return "ja" if 2 * sum(not label.isascii() for label in labels) > len(labels) else None


def _cells(section: ast.Section) -> list[tuple[str, str, Span | None]]:
    """(label, value, span of the value) for every `Label: value` cell of a statblock line."""
    span = section.label_span
    if span is None:  # a line without a label: its cells as text, without positions
        out = []
        for cell in _SPACED_BAR.split(section.text):
            label, colon, value = partition_cell(cell)
            if colon:
                out.append((label, value.replace("\\|", "|"), None))
        return out
    source = span.source
    end = source.text.find("\n", span.start)
    line = Fragment.at(source, span.start, len(source.text) if end == -1 else end)
    out = []
    position = 0
    for cell in _BAR.split(line.text):  # (each bar one character: `position` counts them)
        label, colon, value = partition_cell(cell)
        if colon:
            found = line.slice(position + len(label) + 1, position + len(cell)).strip()
            out.append((label.strip(), found.text.replace("\\|", "|"), found.span()))
        position += len(cell) + 1
    return out


# The bar between cells, half-width or full-width (`レベル：3｜役割：エリート・ヘクサー`, as an ability's
# header rows take it too)
_BAR = re.compile(r"(?<!\\)[|｜]")  # (`5 \| 5`: a bar in a value, a minion squad's Stamina, escaped)
# (split: `\s*｜` starts only where a run of blanks starts, right after a ` | ` or at a `｜`, as the search found it, and takes
# the run once; tried from every blank of a run it took the square of its length, 20,000 blanks 0.33 s a line)
_SPACED_BAR = re.compile(r" \| |(?:(?<!\s)|(?<= \| ))\s*+｜\s*+|｜\s*+")
