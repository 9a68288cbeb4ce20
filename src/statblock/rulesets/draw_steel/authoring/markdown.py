"""Printing `Card`s as Steel Compendium Markdown.

Two layouts, as in the compendium:

- **heading**: a hero ability file. Front matter (the metadata), a
  `######` heading with the name and cost, the italic flavor line, the
  keyword/type/distance/target table, `**Power Roll + Might:**`, the tiers
  as `- **≤11:** ...` list items, then `**Effect:** ...` and other sections.
- **quote**: a monster's features, each a block quote whose first line is
  `icon **Name (cost)**`, with the same parts inside.

A file uses the heading layout when every ability in it has a table or a
power roll (what the Markdown reader looks for under a heading), the quote
layout otherwise (traits are a name and a paragraph). Text is escaped so that
it reads back exactly: `*`, `_`, `[`, a `<` that would open a tag, `\\`, and `|` inside tables, and
characters that would start a list, a heading or a quote at the start of a line.
"""

from __future__ import annotations

import re

import yaml

from ....terminal import display_width, ljust, rjust
from .layout import Card, Header, Roll, Section, TierLine
from .native import field_label, join_keywords
from .other_text import Passage, markdown_lines
from .printer import Printer

__all__ = ["MarkdownPrinter", "render_markdown"]

# what the Markdown reader would take for markup: emphasis, a link, a tag, an escape
_INLINE_SPECIAL = re.compile(r"[\\*_\[]|<(?=[A-Za-z/!])")
_BLOCK_START = re.compile(r"^(?:[#>+=|~-]|\d+[.)])")


def escape(text: str, table: bool = False) -> str:
    text = _INLINE_SPECIAL.sub(lambda match: "\\" + match.group(), text)
    if table:
        text = text.replace("|", "\\|")
    return text


def escape_line(text: str) -> str:
    """Inline escapes, and the first character when it would start a block (`- `, `# `, `1. `)."""
    text = escape(text)
    match = _BLOCK_START.match(text)
    if match:
        if match.group()[0].isdigit():
            return text[: match.end() - 1] + "\\" + text[match.end() - 1 :]
        return "\\" + text
    return text


def heading_layout(card: Card) -> bool:
    """Whether the Markdown reader finds this ability under a heading: it needs a table of two rows or a roll. A target
    with no distance is printed as a labelled line (`**Target:** Self`), no row: such an ability under a heading was
    read back as no ability, `convert --to md` saying it lost it."""
    header = card.header
    has_row = bool(header.distance)
    has_roll = any(isinstance(part, Roll) or (isinstance(part, Section) and part.roll) for part in card.body)
    return has_row or has_roll


class MarkdownPrinter(Printer):
    """One ability; `quoted` prints it as a block quote (the monster layout)."""

    def __init__(self, quoted: bool = False) -> None:
        super().__init__()
        self.quoted = quoted

    def card(self, card: Card) -> list[str]:
        blocks: list[list[str]] = [self.title(card)]
        if card.flavor:
            # (a line read as flavor only because it is no other kind, SB179, stays as written, as `fmt` keeps it: in
            # italics it would be flavor for sure, a mistyped field's line, `Kewords Melee, Strike`, lost for good)
            # (each such line a paragraph of its own: Markdown joins the lines of one paragraph, and a guessed line
            # joined to the line over it, italic or guessed, read back as one line, `*The orc swings.* Kewords Melee`;
            # so is each italic line beside one: two italic lines joined into one read back with the guessed line's
            # index one less, `plain_flavor[0]: 2 != 1`, and convert exited 1)
            for index, line in enumerate(card.flavor):
                shown = escape(line) if index in card.plain_flavor else f"*{escape(line)}*"
                if card.plain_flavor or not index:
                    blocks.append([shown])
                else:
                    blocks[-1].append(shown)
        if card.header:
            blocks += self._header_blocks(card.header)
        for index, part in enumerate(card.body):
            if isinstance(part, Roll):
                if part.header is not None:
                    blocks.append(self.roll_header(part))
                blocks.append([line for tier in part.tiers for line in self.tier(tier)])
            else:
                blocks.append(self.section(card, index, part))
                if part.roll is not None:
                    blocks.append([line for tier in part.roll.tiers for line in self.tier(tier)])
        lines: list[str] = []
        for block in blocks:
            if lines:
                lines.append("")
            lines += block
        if self.quoted:
            return [f"> {line}" if line else ">" for line in lines]
        return lines

    def metadata(self, card: Card) -> list[str]:
        return []

    def title(self, card: Card) -> list[str]:
        paren = f" ({card.paren})" if card.paren else ""
        name = escape(card.name + paren)
        if self.quoted:
            return [f"{card.icon + ' ' if card.icon else ''}**{name}**"]
        return [f"###### {name}"]

    def flavor(self, lines: tuple[str, ...]) -> list[str]:
        return [f"*{escape(line)}*" for line in lines]

    def _header_blocks(self, header: Header) -> list[list[str]]:
        rows = []
        keywords = join_keywords(header.keywords, header.lang)
        if keywords or header.action:
            rows.append((escape(keywords or "-", True), escape(header.action or "", True)))
        if header.distance:
            rows.append((f"📏 {escape(header.distance, True)}", f"🎯 {escape(header.target, True)}" if header.target else ""))
        blocks = []
        if rows:
            cells = [(f"**{a}**" if a else "", f"**{b}**" if b else "") for a, b in rows]
            # columns line up in a monospaced editor: wide characters (漢, 📏) take two columns
            left = max(display_width(a) for a, _ in cells)
            right = max(display_width(b) for _, b in cells)
            table = [f"| {ljust(a, left)} | {rjust(b, right)} |" for a, b in cells]
            table.insert(1, f"| {'-' * max(left, 3)} | {'-' * max(right - 1, 2)}: |")
            blocks.append(table)
        if header.target and not header.distance:
            blocks.append([f"**{field_label('target', header.lang)}:** {escape(header.target)}"])
        return blocks

    def header(self, header: Header) -> list[str]:
        return [line for block in self._header_blocks(header) for line in block]

    def roll_header(self, roll: Roll) -> list[str]:
        return [f"**{escape(roll.header)}:**"]

    def tier(self, tier: TierLine) -> list[str]:
        return [f"- **{tier.label}:** {escape(tier.text)}".rstrip()]

    def section(self, card: Card, index: int, section: Section) -> list[str]:
        lines = list(section.lines) or [""]
        if section.label is not None:
            first = f"**{escape(section.label)}:** {escape(lines[0])}".rstrip()
        else:
            first = escape_line(lines[0])
        if section.list_item:  # its bullet, its other lines under it (indented: the item's)
            return [f"- {first}"] + ["  " + escape_line(line) for line in lines[1:] if line]
        return [first] + [escape_line(line) for line in lines[1:] if line]


def statblock_lines(card: Card) -> list[str]:
    """A statblock as the book's heading and five-column table; malice features as heading and paragraph."""
    from .statblock import FIELDS, field_label, malice_tag

    block, lang = card.statblock, card.lang
    if block.kind == "dynamic_terrain":
        return terrain_lines(block, lang)
    if block.kind == "malice_features":
        lines = [f"###### {escape(block.name)} ({malice_tag(block)})"]
        for paragraph in (block.text or "").split("\n") if block.text else ():
            lines += ["", escape_line(paragraph)]
        return lines
    fields = block.fields

    def cell(key: str) -> str:
        return escape(fields.get(key, "-"), table=True)

    def labelled(key: str) -> str:
        return f"**{cell(key)}**<br/> {field_label(key, lang)}"

    rows = [[cell("ancestry"), cell("organization"), f"{field_label('level', lang)} {cell('level')}", cell("roles"),
             f"EV {cell('ev')}"],
            [":-:"] * 5,
            [labelled(k) for k in ("size", "speed", "stamina", "stability", "free_strike")],
            [labelled("immunity"), labelled("movement"), "-", labelled("with_captain"), labelled("weakness")],
            [labelled(k) for k in ("might", "agility", "reason", "intuition", "presence")]]
    lines = [f"###### {escape(block.name)}", ""]
    for paragraph in (block.text or "").split("\n") if block.text else ():  # its flavor, italic, over the table
        lines += [f"*{escape(paragraph)}*", ""]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    for key, value in fields.items():
        if key not in FIELDS:
            lines += ["", f"**{escape(field_label(key, lang))}:** {escape(value)}"]
    return lines


def terrain_lines(block, lang: str | None) -> list[str]:
    """A dynamic terrain object as the Steel Compendium writes one: `###### Dart Trap (Level 1 Trap Ambusher)`,
    its flavor, a bullet per statistic (`- **EV:** 1`); `(Dynamic Terrain)` and a bullet each for the level,
    type and role when the heading would not read back as they are (no level, a role of one's own)."""
    from ..frontends.statblocks import terrain_label
    from ..frontends.terrain import heading_tag, terrain_tag

    tag = heading_tag(block.fields, lang)
    said = ("level", "terrain_type", "roles") if tag is not None else ()
    lines = [f"###### {escape(block.name)} ({tag or terrain_tag(lang)})"]
    for paragraph in (block.text or "").split("\n") if block.text else ():
        lines += ["", escape_line(paragraph)]
    bullets = [f"- **{escape(terrain_label(key, lang))}:** {escape(value)}"
               for key, value in block.fields.items() if key not in said]
    return lines + ([""] + bullets if bullets else [])


def _front_matter(metadata: dict) -> list[str]:
    dumped = yaml.safe_dump(metadata, sort_keys=False, allow_unicode=True, width=1 << 30).rstrip("\n")
    return ["---", *dumped.split("\n"), "---", ""]


def render_markdown(cards: list) -> str:
    """A Markdown file holding `cards`; metadata they all share becomes the front matter. A `Passage` among them
    (the file's other text) is written at its place, as `markdown_lines` gives it."""
    items = cards
    cards = [card for card in items if not isinstance(card, Passage)]
    if not items:
        return ""
    quoted = any(card.statblock for card in cards) or not all(heading_layout(card) for card in cards)
    lines: list[str] = []
    metadata = [card.metadata for card in cards if card.metadata]
    if metadata and all(m == metadata[0] for m in metadata):
        # read back as the metadata of a lone ability or statblock; with several it is kept in the file
        lines += _front_matter(metadata[0])
    previous = None
    for card in items:
        if lines and lines[-1] != "":
            lines.append("")
        if isinstance(card, Passage):
            if isinstance(previous, Card) and not quoted and not card.comment and not _ends_ability(card.lines[0]):
                lines += ["---", ""]  # (prose under an ability's heading would be read as a section of it)
            lines += markdown_lines(card)
        else:
            lines += statblock_lines(card) if card.statblock else MarkdownPrinter(quoted).card(card)
        previous = card
    return "\n".join(lines) + "\n"


_BREAK = re.compile(r" {0,3}(?:#{1,6}(?:\s|$)|(?:[-*_][ \t]*){3,}$)")


def _ends_ability(line: str) -> bool:
    """Whether a line of Markdown ends the ability above it: a heading, or a thematic break (`---`)."""
    return bool(_BREAK.match(line))
