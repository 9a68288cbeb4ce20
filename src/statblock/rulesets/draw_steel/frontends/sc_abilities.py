"""The abilities a Steel Compendium Markdown file names (`steel_compendium.py`): under a heading, after a bold
name, in a block quote (a monster's feature), or from the front matter alone; the cost a heading gives the
abilities under it, a cost printed after a feature's name, and a power roll printed after it."""

from __future__ import annotations

import functools
import re

from ....diagnostics import Fragment, SourceFile
from ....frontends.markdown_text import clean_inline, line_end, line_fragment, stripped_content
from ....soft_breaks import soft_join
from ..vocabulary import vocabulary
from .md_cards import hard_broken_line, unbroken
from .md_document import Block
from .md_lines import block_heading_text, classify, heading_text
from .raw import RawAbility, RawLine
from .sc_blocks import block_lines, block_text, bold_label, bold_name, first_line, stripped_lines

__all__ = ["front_matter_ability", "heading_ability", "kind_title", "named_ability", "quoted_feature", "signature_heading",
           "signature_lead", "signature_paragraphs"]


def named_ability(source: SourceFile, group: list[Block], kind_heading: Fragment | None = None) -> RawAbility:
    """The ability a bold name starts; `kind_heading` as for `heading_ability`."""
    name = bold_name(source, group[0]) or bold_label(source, group[0])
    lines = [RawLine("name", name)]
    if kind_heading is not None:
        lines.append(RawLine("field", kind_heading, field="cost"))
    lines += block_lines(source, group[1:])
    return RawAbility(lines, "markdown", source.span(name.file_offset(0), line_end(source, group[-1].end - 1)), {})


def _heading_text(source: SourceFile, heading: Block) -> Fragment:
    return block_heading_text(source, heading)


@functools.cache
def _signature_words() -> tuple[str, ...]:
    """What a heading over an ability says when the abilities under it are signature abilities (a kit's
    `##### Signature Ability` over `###### Devastating Rush`): the words a name's parentheses use for it
    (`card_words.signature`, as `grammar.assemble` reads them there)."""
    term = vocabulary().card_words.terms["signature"]
    return tuple(s.lower() for s in (*term.en, *term.ja))


@functools.cache
def _ability_words() -> tuple[str, ...]:
    term = vocabulary().card_words.terms["ability"]
    return tuple(s.lower() for s in (*term.en, *term.ja))


def _says_signature(text: str) -> bool:
    """`Signature Ability`, `Signature Abilities`, `Signature`, `シグネチャー・アビリティ`; not `Signature Trait:
    Shadowmeld` (an ancestry's signature trait, over an ability it grants: the ability is not a signature one
    by that)."""
    lower = text.lower()
    for word in _signature_words():
        if lower.startswith(word):
            rest = lower[len(word):].lstrip(" ・")
            return not rest or rest.startswith(_ability_words())
    return False


def signature_heading(source: SourceFile, heading: Block) -> Fragment | None:
    """The heading's text if it says that the abilities under it are signature abilities, else None; or its
    cost if it gives the abilities under it one (`###### 3-Piety Ability`, `#### 5-Wrath Abilities`, as class
    documents group their heroic abilities; `#### 5 憤怒のアビリティ`): `3-Piety`, read as a name's parentheses
    would be, so that an ability naming its own cost keeps it."""
    return kind_title(_heading_text(source, heading))


def kind_title(text: Fragment) -> Fragment | None:
    """`signature_heading` of a title's text (a heading's, or a class document's own name in its front matter:
    `name: 7-Ferocity Ability` over the abilities it offers)."""
    if _says_signature(text.text):
        return text
    if not text.text[:1].isdigit():  # (a cheap test first: most headings start with a letter)
        return None
    cost = _COST_HEADING.fullmatch(text.text)
    if cost is None or vocabulary().heroic_resources.lookup(cost.group("resource")) is None:
        return None
    return text.slice(0, cost.end("resource"))


# `You have the following signature ability.`, `Choose one signature ability from the following options.`
# (an ancestry's trait over the ability it grants), `以下のシグネチャー・アビリティを持つ`: the words that say the
# abilities after it are signature abilities
_SIGNATURE_LEAD = re.compile(
    r"\bfollowing\s+(?P<en>signature\s+abilit(?:y|ies))\b|\b(?P<en2>signature\s+abilit(?:y|ies))\s+from\s+the\s+following\b"
    r"|以下の(?P<ja>シグネチャー・?アビリティ)", re.IGNORECASE)


def signature_paragraphs(source: SourceFile, blocks: list[Block]) -> list[Block]:
    """The paragraphs among `blocks` that name signature abilities (`signature`, `シグネチャー`): the only ones
    `signature_lead` reads, so that ``signature_lead(source, signature_paragraphs(source, blocks))`` is
    ``signature_lead(source, blocks)``, and so for any of them in order."""
    found = []
    for block in blocks:
        if block.kind == "paragraph":
            text = block_text(source, block)
            if "ignature" in text or "シグネチャー" in text:
                found.append(block)
    return found


def signature_lead(source: SourceFile, blocks: list[Block]) -> Fragment | None:
    """The words `signature ability` of a paragraph among `blocks` that says the abilities after it are signature
    abilities (`You have the following signature ability.`), read as a heading `Signature Ability` over them
    would be; else None. A paragraph that only names signature abilities (`your signature ability deals 2 extra
    damage`) says nothing of what follows."""
    for block in blocks:
        if block.kind != "paragraph" or "ignature" not in block_text(source, block) \
                and "シグネチャー" not in block_text(source, block):
            continue
        for line in stripped_lines(source, block):
            text = clean_inline(line)
            found = _SIGNATURE_LEAD.search(text.text)
            if found is not None:
                group = next(g for g in ("en", "en2", "ja") if found.group(g) is not None)
                return text.slice(found.start(group), found.end(group))
    return None


# `3-Piety Ability`, `5-Wrath Abilities`, `5+ Essence Abilities`, `3 信心のアビリティ`, `5憤怒アビリティ`
_COST_HEADING = re.compile(r"[0-9０-９]{1,9}\s*[+＋]?(?:\s*-\s*|\s+|(?=[^\x00-\x7f]))(?P<resource>[^\W\d_]+?)"
                           r"(?:\s+(?:Ability|Abilities|ability|abilities)|の?アビリティ)")


def heading_ability(source: SourceFile, heading: Block, body: list[Block], metadata: dict,
                     kind_heading: Fragment | None = None) -> RawAbility:
    """The ability named by `heading`; `kind_heading`, the heading it is under if that one says
    `Signature Ability`, is read as its name's parentheses would be (unless the name has its own)."""
    name_line = line_fragment(source, heading.start)
    name = _heading_text(source, heading)
    lines = [RawLine("name", name)]
    if kind_heading is not None:
        lines.append(RawLine("field", kind_heading, field="cost"))
    lines += block_lines(source, body)
    end_line = body[-1].end - 1 if body else heading.start
    span = source.span(name_line.file_offset(0), line_end(source, end_line))
    return RawAbility(lines, "markdown", span, dict(metadata))


def front_matter_ability(source: SourceFile, value, metadata: dict, body: list[Block]) -> RawAbility | None:
    """The ability of a file whose name is only in its front matter (`name:`, with `cost:` the
    heading's parentheses would hold; `value(key)` gives each), its text being `body`; None without
    a `name`."""
    name = value("name")
    if name is None or not name.text:
        return None
    lines = [RawLine("name", name)]
    cost = value("cost")
    if cost is not None and cost.text:
        lines.append(RawLine("field", cost, field="cost"))
    lines.extend(block_lines(source, body))
    span = source.span(name.file_offset(0), line_end(source, body[-1].end - 1))
    return RawAbility(lines, "markdown", span, dict(metadata))


def quoted_feature(source: SourceFile, group: list[Block], kind_heading: Fragment | None = None) -> RawAbility | None:
    """The ability a block quote holds, or None; `kind_heading` as for `heading_ability`."""
    first = group[0]
    kind = [] if kind_heading is None else [RawLine("field", kind_heading, field="cost")]
    if first.kind == "heading":  # `> ###### Grab`
        heading_line = stripped_content(source, first.start, first.quote[0])
        lines = [RawLine("name", heading_text(heading_line)), *kind]
        lines.extend(block_lines(source, group[1:]))
        end = line_end(source, group[-1].end - 1)
        return RawAbility(lines, "markdown", source.span(heading_line.file_offset(0), end), {})
    if first.kind != "paragraph":
        return None
    start, text = first_line(source, first)
    head = Fragment(text, ((0, start),), source)  # (the first of `stripped_lines(source, first)`, kept on the block)
    # `🗡 **Sword Stab (Signature Ability)**`: the name is the bold part.
    name = bold_name(source, first)
    if name is not None:
        # a line of its icon and bold name alone (most features): the name the steps before found, kept on the block
        # (the bold part read below is that name, and nothing is after it)
        after = head.slice(len(text))
    else:
        bold = text.find("**")
        close = text.find("**", bold + 2) if bold != -1 else -1
        if bold == -1 or close == -1:
            return None
        name = clean_inline(head.slice(bold, close + 2)).strip()
        if name.text.endswith((":", "：")) or classify(name)[0] != "text":
            return None  # `> **Power Roll + 2:**`: the quote is the body of the ability named above it
        after = head.slice_stripped(close + 2)
        if first.end - first.start > 1 and hard_broken_line(source, first.start):
            after = unbroken(after)  # (`> ⭐️ **Undying**\`, its text on the next line: a break, no words)
    name, roll = _dice_in_name(name)
    lines = [RawLine("name", name), *kind]
    if kind == [] and _after_name_cost(after.text):
        # `⭐️ **Pile Up** 1 Essence`: the cost printed after the name (a summoned minion's trait), not its text
        lines.append(RawLine("field", after, field="cost"))
        after = after.slice(len(after.text))
    more = [stripped_content(source, index, first.quote[0]) for index in range(first.start + 1, first.end)]
    rest = ([after] if after.text else []) + [f for f in more if f.text]
    if rest:
        lines.append(RawLine("paragraph", clean_inline(soft_join(rest)).strip()))
    body, cost = _action_below(block_lines(source, group[1:]))
    if cost is not None and not any(line.field == "cost" for line in lines):
        lines.insert(1 + len(kind), RawLine("field", cost, field="cost"))
    lines.extend(body if roll is None else _unlabelled_tiers(body, roll))
    span = source.span(head.file_offset(0), line_end(source, group[-1].end - 1))
    return RawAbility(lines, "markdown", span, {})


_COST_AFTER = re.compile(r"[0-9]{1,9}\+?\s+(?P<resource>[^\W\d_]+)")


def _after_name_cost(text: str) -> bool:
    """Whether the words after a feature's bold name are its cost and nothing else (`1 Essence`, `3 Malice`)."""
    cost = _COST_AFTER.fullmatch(text.strip())
    return cost is not None and vocabulary().heroic_resources.lookup(cost.group("resource")) is not None


def is_cost_words(text: str) -> bool:
    """Whether `text` is a cost and nothing else (`1 Eidos`, `3 Malice`): where an action type is written, the
    action's cost (a champion's advancement ability), its action type written below it."""
    return _after_name_cost(text)


# `Grasping Appendages 2d10 + 5 (Signature Ability)`: the power roll after the name, as the book prints a
# monster's ability (data-unified's md-dse-linked Summoner minions and champions, `2d10 + R`)
# Each blank is taken once: the name's last character is no blank, the bonus ends at its last word (blanks only
# between words) and the blanks after it go to `\s*+`. Written `\S.*?\s+` and `\s*[+＋]\s*[^()（）]*?\s*`, a run of
# blanks in the name took the square of its length (20,000: 1.4 s) and one after `+` the cube (400: 0.34 s)
_NAME_DICE = re.compile(r"(?P<name>\S.*?)(?<!\s)\s++(?P<dice>2d10)"
                        r"(?P<bonus>\s*+[+＋]\s*+(?:[^()（）\s]++|\s++(?=[^()（）\s]))*+)\s*+(?P<rest>[(（].*)?")


def _dice_in_name(name: Fragment) -> tuple[Fragment, RawLine | None]:
    """The name without the power roll written after it, and that roll as a roll line (`Power Roll + 5`), or
    the name as it is and None."""
    dice = _NAME_DICE.fullmatch(name.text) if "2d10" in name.text else None  # (most names: no match to try)
    if dice is None or not dice.group("bonus").strip(" +＋"):
        return name, None
    parts = [name.slice(0, dice.end("name"))]
    if dice.group("rest"):
        parts.append(name.slice(dice.start("rest")))
    word = vocabulary().card_words.terms["power_roll"].label("en")
    label = name.slice(dice.start("dice"), dice.end("dice"))
    roll = RawLine("roll", name.slice(dice.start("bonus"), dice.end("bonus")).strip(),
                   Fragment(word, tuple((i, label.file_offset(min(i, len(label.text) - 1))) for i in range(len(word))),
                            name.source))
    return Fragment.join(parts, " "), roll


def _unlabelled_tiers(lines: list[RawLine], roll: RawLine) -> list[RawLine]:
    """`lines` with `roll` after the header rows and, when the three paragraphs after it are no section of
    their own, those paragraphs as the roll's tiers (the linked Markdown keeps a tier's text but not its
    `≤11`, `12-16`, `17+`); `roll` alone where they are not three."""
    at = 0
    while at < len(lines) and lines[at].kind in ("row", "flavor"):
        at += 1
    first = at
    if not _three_tiers(lines[at:at + 3]):
        # `**Effect:** The minion explodes. Make a power roll, ...`, `**Special:** ...`, then the tiers (a retainer's
        # advancement abilities): sections of their own first, then three paragraphs each starting as a tier does
        while at < len(lines) and lines[at].kind == "labeled":
            at += 1
        if at == first or not _three_tiers(lines[at:at + 3], after_sections=True):
            return [*lines[:first], roll, *lines[first:]]
    labelled = [RawLine("tier", line.body, _tier_label(line.body, label))
                for line, label in zip(lines[at:at + 3], ("≤11", "12-16", "17+"))]
    return [*lines[:at], roll, *labelled, *lines[at + 3:]]


def _three_tiers(lines: list[RawLine], after_sections: bool = False) -> bool:
    """Whether `lines` are three paragraphs of no section of their own; after a section, each must start as a
    tier does (`5 corruption damage; ...`, `R damage`, `M < WEAK ...`): prose after an Effect is no tier."""
    if len(lines) < 3 or any(line.kind != "paragraph" or line.label is not None for line in lines):
        return False
    return not after_sections or all(_TIER_START.match(line.body.text) for line in lines)


# a tier's first clause: damage (`5 damage`, `8 + R fire damage`, `R damage`) or a potency (`M < WEAK`)
_TIER_START = re.compile(r"\s*(?:(?:\d+(?:\s*\+\s*[A-Z])?|[A-Z])\s+(?:[A-Za-z]+\s+)?damage\b|[A-Z]\s*<\s*\S)")


def _action_below(lines: list[RawLine]) -> tuple[list[RawLine], Fragment | None]:
    """`lines` with the action type written under the header table when its cell holds the cost instead (a
    champion's advancement ability: `| **—** | **1 Eidos** |`, then `**Champion Action**` alone): the action
    type in its cell, and the cost (None, and the lines as they are, for any other ability)."""
    rows = [i for i, line in enumerate(lines) if line.kind == "row"]
    if not rows or " | " not in lines[rows[0]].body.text:
        return lines, None
    row = lines[rows[0]].body
    cut = row.text.index(" | ")
    cost = row.slice(cut + 3).strip()
    if not _after_name_cost(cost.text):
        return lines, None
    rules = vocabulary()
    below = next((i for i in range(rows[-1] + 1, len(lines)) if lines[i].kind == "paragraph"
                  and lines[i].label is None and rules.action_types.lookup(lines[i].body.text.strip()) is not None),
                 None)
    if below is None:
        return lines, None
    action = RawLine("row", Fragment.join([row.slice(0, cut), lines[below].body.strip()], " | "))
    return [*lines[:rows[0]], action, *lines[rows[0] + 1:below], *lines[below + 1:]], cost


def _tier_label(body: Fragment, label: str) -> Fragment:
    """A tier label the text does not write, placed on the start of the tier's text."""
    return Fragment(label, tuple((i, body.file_offset(0)) for i in range(len(label))), body.source)
