"""The Markdown a YAML record keeps in its `content:` string (the data-unified YAML of titles, kits,
treasures, complications, careers...), read as the Markdown file of the same record is read; and the
Markdown an `effect:` string holds after its words (`You have the following ability.`, then a summoned
creature's heading, statblock table and quoted features: `markdown_tail`, `read_markdown_in`,
`statblocks_in`).

The string is read by the Markdown front-end as a file of its own, its name and cost (`name:`,
`cost:`) standing for the front matter the Markdown layout has; every position is then moved back
onto the YAML file, character by character through the string's placement (escapes and folding
included), so a diagnostic points into the YAML as written.
"""

from __future__ import annotations

import re

import attrs
from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Fragment, SourceFile
from .raw import RawAbility, RawLine

__all__ = ["markdown_tail", "read_content", "read_markdown_in", "statblocks_in"]


def read_content(reader, root: yaml.MappingNode, content: yaml.ScalarNode, text: str,
                 metadata: dict) -> tuple[list[RawAbility], list[Diagnostic]]:
    """The abilities of the record `root` whose Markdown is the scalar `content` (`text` is the YAML)."""
    from .steel_compendium import read_markdown_body  # noqa: PLC0415 - it imports this package's YAML reader

    placed = reader.placed(content)
    inner = SourceFile(reader.source.path, placed.text)
    values = {}
    for key, value in root.value:
        if isinstance(key, yaml.ScalarNode) and key.value in ("name", "cost") and isinstance(value, yaml.ScalarNode) \
                and value.value:
            values[key.value] = reader.fragment(value)
    from .yaml_load import load_yaml  # noqa: PLC0415 - PyYAML's loaders, imported with the first YAML read (yaml_lazy.py)

    data = load_yaml(text)[0]
    record = {str(k): v for k, v in data.items() if k not in ("content", "effects", "ability")} if isinstance(data, dict) else {}
    if isinstance(record.get("metadata"), dict):  # (an ability record's Markdown is its `metadata.content`)
        record["metadata"] = {k: v for k, v in record["metadata"].items() if k != "content"}
    found, problems = read_markdown_body(inner, {**metadata, **record}, values)
    move = Mover(inner, placed)
    return [move.ability(raw) for raw in found], [attrs.evolve(d, span=move.span(d.span)) for d in problems]


# a line that opens a heading or a block quote: where a string's Markdown of its own starts
_BLOCK_START = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]|>)", re.MULTILINE)


def markdown_tail(text: str) -> int | None:
    """Where the Markdown of a text string starts (its first line that opens a heading or a block quote: a
    summoned creature's `###### Source of Earth Statblock`, its quoted table and features), or None."""
    if "\n" not in text:
        return None
    found = _BLOCK_START.search(text)
    return found.start() if found is not None else None


def read_markdown_in(placed: Fragment) -> tuple[list[RawAbility], list[Diagnostic]]:
    """The abilities of Markdown kept in a YAML string (`placed`: its text on the file), read as the Markdown
    front-end reads the same text in a file of its own, each position moved back onto the YAML."""
    from .steel_compendium import read_markdown_body  # noqa: PLC0415 - it imports this package's YAML reader

    inner = SourceFile(placed.source.path, placed.text)
    found, problems = read_markdown_body(inner, {}, {})
    move = Mover(inner, placed)
    return [move.ability(raw) for raw in found], [attrs.evolve(d, span=move.span(d.span)) for d in problems]


def statblocks_in(placed: Fragment) -> list:
    """The statblocks of Markdown kept in a YAML string, read as the Markdown front-end reads the same text,
    each place (its name, its values, where it and its features are) moved back onto the YAML."""
    from .statblock_md import read_markdown  # noqa: PLC0415 - it imports the YAML readers

    inner = SourceFile(placed.source.path, placed.text)
    move = Mover(inner, placed)
    return [attrs.evolve(block, anchor=move.offset(block.anchor), end=None if block.end is None else move.offset(block.end),
                         name_span=move.span(block.name_span),
                         spans={key: move.span(span) for key, span in block.spans.items()}, fmt="yaml")
            for block in read_markdown(inner)]


class Mover:
    """Moves fragments and spans of the string read as a file (`inner`) onto the YAML file."""

    def __init__(self, inner: SourceFile, placed: Fragment) -> None:
        self.inner, self.placed = inner, placed

    def offset(self, index: int) -> int:
        return self.placed.file_offset(index)

    def fragment(self, fragment: Fragment | None) -> Fragment | None:
        if fragment is None or fragment.source is not self.inner:
            return fragment  # the name or cost: already where the YAML has it
        text = fragment.text
        runs: list[tuple[int, int]] = []
        previous = None
        for index in range(len(text)):
            at = self.offset(fragment.file_offset(index))
            if previous is None or at != previous + 1:
                runs.append((index, at))
            previous = at
        return Fragment(text, tuple(runs) or ((0, self.offset(fragment.file_offset(0))),), self.placed.source)

    def span(self, span):
        if span is None or span.source is not self.inner:
            return span
        return self.placed.source.span(self.offset(span.start), self.offset(span.end))

    def ability(self, raw: RawAbility) -> RawAbility:
        lines = [RawLine(line.kind, self.fragment(line.body), self.fragment(line.label), line.field, line.list_item)
                 for line in raw.lines]
        return RawAbility(lines, "yaml", self.span(raw.span), raw.metadata)
