"""Printing a `Card` in the native `.ability` format, canonically.

```
# meta: level: 1                          metadata with no place in the language
Judgment's Hammer (3 Piety)               name (cost) / (Signature)
*Your divine fury is a hammer ...*        flavor
Magic, Ranged, Strike | Main action       keywords | action type
📏 Ranged 10 | 🎯 One creature or object   distance | target
Trigger: ...                              the trigger, before the power roll
Power Roll + Intuition:
≤11: 3 + I holy damage; A < WEAK, prone
12-16: ...
17+: ...
Effect: The target can't use triggered     sections in their order; a wrapped
  actions until the end of your turn.      line is indented by two spaces
¶ A paragraph of its own                   a section without a label
```
"""

from __future__ import annotations

import functools
import re

import attrs

import yaml

from ..frontends.meta_plain import plain_dump
from ..frontends.native import LIST_BULLET, META_PREFIX, PARAGRAPH_MARK
from .other_text import Passage, comment_lines
from ..grammar.parser import native_tables
from ..vocabulary import vocabulary
from .layout import Card, Header, Roll, Section, TierLine
from .printer import Printer

__all__ = ["NativePrinter", "field_label", "join_keywords", "meta_line", "plain_text_line", "render_native"]

CONTINUATION_INDENT = "  "


class _MetaDumper(yaml.SafeDumper):
    """PyYAML's safe dumper, a string that holds a line break double-quoted (`"a\\nb"`): left to itself it
    folds one across lines, and the `# meta:` line ended at the first (the rest was read as abilities)."""


def _meta_string(dumper: yaml.SafeDumper, value: str):
    broken = any(c in value for c in "\n\r\x85\u2028\u2029")
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style='"' if broken else None)


_MetaDumper.add_representer(str, _meta_string)


def meta_line(key: str, value) -> str:
    """`# meta: key: value`, the value in YAML flow style (so lists, numbers and dates survive) on one line."""
    plain = plain_dump(key, value)
    if plain is not None:
        return f"{META_PREFIX} {plain}"
    dumped = yaml.dump({key: value}, Dumper=_MetaDumper, default_flow_style=True, allow_unicode=True,
                       width=1 << 30, sort_keys=False).strip()
    return f"{META_PREFIX} {dumped[1:-1].strip()}"


@functools.cache
def _terminal(name: str) -> re.Pattern:
    return native_tables().pattern(name)


def plain_text_line(text: str) -> bool:
    """Whether `text` on a line of its own reads as a plain text line (not a label, tier, row ...)."""
    if not text or text.startswith("#"):
        return False
    return not any(_terminal(name).match(text) for name in ("TIER_LABEL", "ROLL_LABEL", "LABEL", "FLAVOR", "ROW"))


def join_keywords(keywords: tuple[str, ...], lang: str | None = None) -> str:
    # the reader splits at `,` and `、` alike; Japanese asked for is written the Japanese way
    return ("、" if lang == "ja" else ", ").join(keywords)


def field_label(field: str, lang: str | None) -> str:
    """`Keywords`, `Target` (`キーワード`, `ターゲット`): a header line's label in the header's language."""
    return vocabulary().fields.terms[field].label(lang or "en")


def _opens_paragraph(header: Header) -> bool:
    """After these header lines a plain text line is a paragraph, not flavor (see `grammar/assemble.py`)."""
    return bool(header.keywords or header.action or header.distance)


class NativePrinter(Printer):
    def metadata(self, card: Card) -> list[str]:
        return [meta_line(key, value) for key, value in card.metadata.items()]

    def title(self, card: Card) -> list[str]:
        icon = f"{card.icon} " if card.icon else ""
        paren = f" ({card.paren})" if card.paren else ""
        return [f"{icon}{card.name}{paren}"]

    def flavor(self, lines: tuple[str, ...]) -> list[str]:
        return [f"*{line}*" for line in lines]

    def flavor_of(self, card: Card) -> list[str]:
        # a line read as flavor only because it is no other kind (SB179) stays as written: in italics it would be
        # flavor for sure, and a mistyped field's line (`Kewords Melee, Strike`) lost for good
        return [line if index in card.plain_flavor else f"*{line}*" for index, line in enumerate(card.flavor)]

    def header(self, header: Header) -> list[str]:
        lines = []
        keywords = join_keywords(header.keywords, header.lang)
        if keywords and header.action:
            lines.append(f"{keywords} | {header.action}")
        elif header.action:
            lines.append(f"- | {header.action}")
        elif keywords:
            lines.append(f"{field_label('keywords', header.lang)}: {keywords}")
        if header.distance and header.target:
            lines.append(f"📏 {header.distance} | 🎯 {header.target}")
        elif header.distance:
            lines.append(f"📏 {header.distance}")
        elif header.target:
            lines.append(f"{field_label('target', header.lang)}: {header.target}")
        return lines

    def roll_header(self, roll: Roll) -> list[str]:
        return [f"{roll.header}:"]

    def tier(self, tier: TierLine) -> list[str]:
        return [f"{tier.label}: {tier.text}" if tier.text else f"{tier.label}:"]

    def section(self, card: Card, index: int, section: Section) -> list[str]:
        lines = list(section.lines) or [""]
        first, rest = lines[0], lines[1:]
        if section.label is not None:
            head = f"{section.label}: {first}" if first else f"{section.label}:"
            if section.list_item:  # a bulleted list's item that opens with its label (`¶ - Bonus: You gain 1 surge.`)
                head = f"{PARAGRAPH_MARK} {LIST_BULLET}{head}"
        elif section.list_item:
            head = f"{PARAGRAPH_MARK} {LIST_BULLET}{first}".rstrip()  # a paragraph that is a bulleted list's item
        elif index == 0 and _opens_paragraph(card.header) and plain_text_line(first):
            head = first  # right after the header rows a plain line starts a paragraph by itself
        else:
            head = f"{PARAGRAPH_MARK} {first}".rstrip()
        return [head] + [CONTINUATION_INDENT + line for line in rest]


def _shared_metadata(cards: list[Card]) -> dict:
    """Metadata every ability of the file has (statblock headers may lack it): written once, at the top."""
    abilities = [card for card in cards if card.statblock is None]
    if len(cards) < 2 or not abilities or not abilities[0].metadata:
        return {}
    shared = abilities[0].metadata
    if all(card.metadata == shared for card in abilities) and \
            all(card.metadata in ({}, shared) for card in cards if card.statblock is not None):
        return shared
    return {}


def render_native(cards: list) -> str:
    """Abilities one after another, separated by blank lines; a `Passage` among them (the file's other text) as
    comment lines, which the reader skips."""
    shared = _shared_metadata([card for card in cards if not isinstance(card, Passage)])
    blocks = ["\n".join(meta_line(key, value) for key, value in shared.items())] if shared else []
    for card in cards:
        if isinstance(card, Passage):
            blocks.append("\n".join(comment_lines(card)))
            continue
        if shared:
            card = attrs.evolve(card, metadata={})
        blocks.append("\n".join(NativePrinter().card(card)))
    return "\n\n".join(blocks) + "\n" if blocks else ""
