"""Front-end for Steel Compendium Markdown.

Two layouts hold abilities:

- hero ability files: YAML front matter, a heading with the name, an italic
  flavor line, the keyword/type/distance/target table, `**Power Roll + X:**`,
  tier lines as list items (`- **≤11:** ...`), then `**Effect:**` and others;
- monster statblocks and malice features: each feature is a block quote
  (`> `) whose first line is `icon **Name (cost)**`, with the same parts. A
  quote may go on to hold abilities of its own (a bold name and its header
  table); a quote of one bold line and nothing else is a caption, as a heading.

Newer hero ability files (the data-unified layout) print no heading: the name,
and the cost the heading's parentheses used to hold, are only in the front
matter (`name:`, `cost:`), so the ability's text before any heading is named
from there.

`md_document` finds the blocks and their lines; `markdown_text` turns each
line into plain text with its original columns. ``ds-feature``/``ds-statblock``
fenced blocks go to the YAML front-end.
"""

from __future__ import annotations

import functools
import re

import yaml

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.markdown_text import (clean_inline, line_content, line_end, line_fragment, stripped_content,
                                         stripped_text)
from .md_lines import Shape, classify as _classify, heading_text, paragraph_line, place, read_paragraph, table_row, without_bullet
from ....messages import msg
from ..vocabulary import vocabulary
from .raw import RawAbility, RawLine
from .ds_yaml import STATBLOCK_FENCES
from .yaml_load import alias_diagnostic
from .front_matter import front_matter_value, read_front_matter
from .md_document import MAX_NESTING, Block, TooDeep, blocks as document_blocks, split_front_matter

__all__ = ["read_markdown", "read_markdown_body"]

_YAML_FENCES = ("ds-feature", "ds-ability", *STATBLOCK_FENCES)



def read_markdown(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    try:
        return _read_markdown(source)
    except TooDeep as stop:
        start = source._line_starts[min(stop.line, source.line_count - 1)]
        problem = Diagnostic("SB006", Severity.ERROR, msg("file.nested_from", depth=MAX_NESTING),
                             source.span(start, start))
        # read what comes before the line markdown-it could not get past
        truncated = SourceFile(source.path, source.text[:start])
        abilities, diagnostics = _read_markdown_prefix(truncated, source)
        return abilities, diagnostics + [problem]


def _read_markdown_prefix(truncated: SourceFile, source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    try:
        abilities, diagnostics = _read_markdown(truncated)
    except TooDeep:
        return [], []
    # positions were taken in the truncated copy, whose offsets are those of the file
    for raw in abilities:
        raw.span = source.span(raw.span.start, raw.span.end)
        for line in raw.lines:
            if line.body is not None:
                line.body = Fragment(line.body.text, line.body.runs, source)
            if line.label is not None:
                line.label = Fragment(line.label.text, line.label.runs, source)
    return abilities, diagnostics


def _read_markdown(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    skip, front = split_front_matter(source.text)
    metadata: dict = {}
    diagnostics: list[Diagnostic] = []
    if front:
        try:
            loaded, refused = read_front_matter(front)
            if isinstance(loaded, dict):
                metadata = {str(k): v for k, v in loaded.items()}
            diagnostics.extend(alias_diagnostic(refused, source, len("---\n"), Severity.WARNING))
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            line = (mark.line + 1) if mark else 0  # the front matter starts after the `---` line
            offset = source._line_starts[min(line, source.line_count - 1)] + (mark.column if mark else 0)
            diagnostics.append(Diagnostic("SB004", Severity.WARNING,
                                          msg("yaml.front_matter", problem=getattr(error, "problem", None) or str(error)),
                                          source.span(offset, offset)))
    abilities, more = _read_body(source, skip, metadata,
                                 lambda key: front_matter_value(source, skip, metadata, key))
    return abilities, diagnostics + more


def read_markdown_body(source: SourceFile, metadata: dict,
                       values: dict[str, Fragment]) -> tuple[list[RawAbility], list[Diagnostic]]:
    """Read `source` as Steel Compendium Markdown with no front matter of its own: `metadata` and
    `values` (a value's text placed where it is written, by key: `name`, `cost`) stand for it. The
    data-unified YAML records keep their Markdown in a `content:` string, their name beside it."""
    try:
        return _read_body(source, 0, metadata, values.get)
    except TooDeep as stop:
        start = source._line_starts[min(stop.line, source.line_count - 1)]
        return [], [Diagnostic("SB006", Severity.ERROR, msg("file.nested_from", depth=MAX_NESTING),
                               source.span(start, start))]


def _read_body(source: SourceFile, skip: int, metadata: dict,
               value) -> tuple[list[RawAbility], list[Diagnostic]]:
    """The abilities of the Markdown after the first `skip` lines; `value(key)` is a front matter
    value as a placed fragment, or None."""
    diagnostics: list[Diagnostic] = []
    blocks = _lines_of_labels(source, document_blocks(source.text, skip))
    abilities: list[RawAbility] = []

    # ds-feature / ds-statblock fenced YAML
    fences = [b for b in blocks if b.kind == "fence" and b.info.strip().split(" ")[0] in _YAML_FENCES]
    if fences:
        from .ds_yaml import read_yaml_block  # noqa: PLC0415

        for fence in fences:
            found, problems = read_yaml_block(source, fence.start + 1, fence.end - 1, metadata)
            abilities.extend(found)
            diagnostics.extend(problems)
        return abilities or _listed_in_front_matter(source, skip, metadata), diagnostics

    # Split into heading sections; inside each, block quotes are features. A thematic break (`---`, `***`)
    # after an ability ends it: the text after the break (a whole class document's next feature, written
    # without a heading of its own) is not one of its sections. A break above any ability is decoration.
    sections: list[list[Block]] = []
    holds_ability = False  # whether the last section looks like an ability so far (each block looked at once)
    for block in blocks:
        if block.kind == "hr":
            if block.quote[0] == 0 and sections and holds_ability:
                sections.append([])
                holds_ability = False
            continue
        if (block.kind == "heading" and block.quote[0] == 0) or not sections:
            sections.append([])
            holds_ability = False
        sections[-1].append(block)
        holds_ability = holds_ability or _looks_like_ability(source, [block])
    single_file_ability = sum(1 for b in blocks if b.kind == "heading") <= 1
    outer: list[Block] = []  # the headings the current one is under, outermost first
    front_named = False  # whether the front matter's `name` has named an ability
    for section in sections:
        heading = section[0] if section and section[0].kind == "heading" and section[0].quote[0] == 0 else None
        if heading is not None:
            while outer and outer[-1].level >= heading.level:
                outer.pop()
            kind_heading = _signature_heading(source, outer[-1]) if outer else None
            outer.append(heading)
        body = section[1:] if heading else section
        quoted = [b for b in body if b.quote[0] > 0]
        unquoted = [b for b in body if b.quote[0] == 0]
        features: list[RawAbility] = []
        notes: list[Block] = []  # quotes that are not features: a note inside an ability's text
        # `##### Signature Abilities` over `> ###### Blessed Light` or `**Wing Buffet**`: the abilities quoted or
        # named in bold under a heading that says so are signature abilities, as the headings under it are
        # (`_heading_ability`); after a thematic break, the heading they are under is the last one
        over = heading if heading is not None else (outer[-1] if outer else None)
        quote_kind = _signature_heading(source, over) if over is not None else None
        if quoted:
            groups: dict[int, list[Block]] = {}
            for block in quoted:
                groups.setdefault(block.quote[1], []).append(block)
            for whole in groups.values():
                if _caption(source, whole):
                    continue  # `> **Level 7 Retainer Advancement Ability**`: names the quotes after it, as a heading
                for group in _captioned(source, whole):
                    # an ability quoted after a feature's text in the same quote (`> 🏹 **Chain Bolt**` and its
                    # header table under an `Upgrades` feature) is an ability of its own, as under a heading
                    first, nested = _split_named(source, group[1:])
                    raw = _quoted_feature(source, [group[0], *first], quote_kind)
                    if raw is not None:
                        features.append(raw)
                        features.extend(_named_ability(source, inner, quote_kind) for inner in nested)
                    else:
                        notes.extend(group)
        if heading is not None and body and body[0].quote[0] > 0 and body[0] in notes:
            # the ability under the heading is a block quote (`##### Psychic Blast` over `> *flavor*`, a title's
            # or a complication's ability in the data-unified Markdown): it ends where the quote does, and the
            # text after it (`**Drawback:** ...`) is the page's, as the text before the heading is
            unquoted = [b for b in unquoted if b.start < body[0].start]
        own, named = _split_named(source, sorted(unquoted + notes, key=lambda b: b.start))
        if heading is not None and _looks_like_ability(source, own):
            abilities.append(_heading_ability(source, heading, own, metadata if single_file_ability else {},
                                              kind_heading))
        elif heading is None and not outer and not front_named and _looks_like_ability(source, own):
            # the text before any heading (its first part holding an ability, if thematic breaks cut it)
            named_by_front = _front_matter_ability(source, value, metadata, own)
            if named_by_front is not None:
                abilities.append(named_by_front)
                front_named = True
        abilities.extend(_named_ability(source, group, quote_kind) for group in named)
        abilities.extend(features)
    if not abilities:
        abilities = _listed_in_front_matter(source, skip, metadata)
    return abilities, diagnostics


def _listed_in_front_matter(source: SourceFile, skip: int, metadata: dict) -> list[RawAbility]:
    """The abilities of a front matter's `features:` list, for a file whose body holds them in a form this
    reader does not read as abilities (an HTML card, a ``ds-fb`` block): read as the YAML front-end reads
    `ds-feature` YAML, each placed where its values are in the front matter. A body that holds abilities
    says them again, and they are not read twice."""
    if not isinstance(metadata.get("features"), list):
        return []
    from .ds_yaml import read_yaml_block  # noqa: PLC0415

    # the rest of the front matter is each ability's metadata; the list is the abilities themselves.
    # (Its YAML was read already, and an alias in it reported: `_read_markdown`.)
    rest = {key: value for key, value in metadata.items() if key != "features"}
    return read_yaml_block(source, 1, skip - 1, rest, listed_only=True)[0]


# ---- turning blocks into raw lines ------------------------------------------------------


def _lines(source: SourceFile, block: Block) -> list[Fragment]:
    """Each line of a block, without its quote markers."""
    depth = block.quote[0]
    return [line_content(source, index, depth) for index in range(block.start, block.end)]


def _stripped_lines(source: SourceFile, block: Block) -> list[Fragment]:
    """Each line of a block, without its quote markers and the spaces around its text."""
    depth = block.quote[0]
    return [stripped_content(source, index, depth) for index in range(block.start, block.end)]


def _block_text(source: SourceFile, block: Block) -> str:
    """The lines of a block as written, quote markers and all (to look for a character in them)."""
    starts = source._line_starts
    end = starts[block.end] if block.end < len(starts) else len(source.text)
    return source.text[starts[block.start] : end]


def _lines_of_labels(source: SourceFile, blocks: list[Block]) -> list[Block]:
    """`blocks` with a paragraph of tier lines written one under another (`**≤11:** 3 damage` then
    `**12-16:** …`, or bulleted as Japanese bullets them, `・**≤11：**`) split into one paragraph per line:
    Markdown joins the lines of a paragraph, but Obsidian shows each on its own, as the author meant them
    (was: one tier holding all three, SB121 and SB124). Only a paragraph whose every line is a roll
    header, a tier or a labelled section, two of them tiers, is split."""
    out = []
    for block in blocks:
        if block.kind != "paragraph" or block.end - block.start < 2:
            out.append(block)
            continue
        kinds = []
        for index in range(block.start, block.end):
            text = stripped_text(source, index, block.quote[0])[1]
            read = paragraph_line(text, block.list_item and index == block.start) if text else None
            kinds.append(None if read is None else read[1])
        if kinds.count("tier") < 2 or not all(kind in ("roll", "tier", "labeled") for kind in kinds):
            out.append(block)
            continue
        out.extend(Block(block.kind, index, index + 1, block.quote, block.list_item and index == block.start,
                          block.level, block.info) for index in range(block.start, block.end))
    return out


def _paragraph(source: SourceFile, block: Block) -> tuple[str, tuple[Shape, str, Shape | None, Shape] | None, int]:
    """A paragraph's first line as written (stripped), and what the paragraph reads as (its lines
    joined and markup out, then classified: `md_lines.paragraph_line`'s shapes, None if no text
    remains), with the file offset to `place` the shapes at. Worked out once per block (`Block.reading`):
    a section's look for an ability, its own blocks' look again and their lines all ask."""
    if block.reading is None:
        block.reading = _read_paragraph(source, block)
    return block.reading


def _read_paragraph(source: SourceFile, block: Block) -> tuple[str, tuple[Shape, str, Shape | None, Shape] | None, int]:
    if block.end - block.start == 1:  # most paragraphs: one line, read once for all its copies
        start, text = stripped_text(source, block.start, block.quote[0])
        return text, (paragraph_line(text, block.list_item) if text else None), start
    lines = _stripped_lines(source, block)
    first_line = lines[0].text if lines else ""
    lines = [f for f in lines if f.text]
    if not lines:
        return first_line, None, 0
    if block.list_item:
        lines[0] = without_bullet(lines[0])
    # shapes at offset 0 of the file: placed at 0, they are these fragments again
    return first_line, read_paragraph(lines[0] if len(lines) == 1 else Fragment.join(lines, " ")), 0


def _paragraph_kind(source: SourceFile, block: Block) -> str | None:
    """`roll`, `tier`, `labeled` or `text`: what a paragraph's text starts with; None if it has none."""
    read = _paragraph(source, block)[1]
    return None if read is None else read[1]


def _bold_name(source: SourceFile, block: Block) -> Fragment | None:
    """The name of a paragraph that is only a bold name (`**Brutal Slam II (3 Fury)**`, behind an
    icon or not), or None; a bold label (`**Effect:**`, `**Power Roll + 2:**`) is not a name."""
    if block.kind != "paragraph" or block.end - block.start != 1:
        return None
    start, text = stripped_text(source, block.start, block.quote[0])
    bold = text.find("**")
    if bold == -1 or text.find("**", bold + 2) != len(text) - 2 or len(text) - bold < 5:
        return None
    if any(ch.isalnum() for ch in text[:bold]) or text[:bold].lstrip("-*+ \t") != text[:bold].lstrip():
        return None  # words, or a list bullet, before the bold part
    name = clean_inline(Fragment(text[bold:], ((0, start + bold),), source)).strip()  # the line from `bold` on
    if not name.text or name.text.endswith((":", "：")) or _classify(name)[0] != "text":
        return None
    return name


def _caption(source: SourceFile, group: list[Block]) -> bool:
    """Whether a block quote is a caption over the features after it: one line of bold text and nothing else,
    no icon before it (`> **Level 7 Retainer Advancement Ability**`). A feature has a body; this has none."""
    if len(group) != 1 or group[0].kind != "paragraph" or group[0].end - group[0].start != 1:
        return False
    text = stripped_text(source, group[0].start, group[0].quote[0])[1].strip()
    return len(text) > 4 and text.startswith("**") and text.endswith("**") and "**" not in text[2:-2]


def _captioned(source: SourceFile, group: list[Block]) -> list[list[Block]]:
    """A quote's features: the quote itself, or, when it opens with a caption (a bold line, no icon: `> **Level
    10 Champion Advancement Feature**`) and then a feature's icon and name (`> ⭐️ **Size Increase**`), the
    features after the caption, each from its icon and name on (the caption was read as a feature whose text
    held them all)."""
    if len(group) < 2 or not _caption(source, group[:1]) or not _icon_named(source, group[1]):
        return [group]
    starts = [index for index, block in enumerate(group) if index and _icon_named(source, block)]
    return [group[a:b] for a, b in zip(starts, starts[1:] + [len(group)])]


def _icon_named(source: SourceFile, block: Block) -> bool:
    """Whether a paragraph is an icon and a bold name and nothing else (`⭐️ **Size Increase**`)."""
    if _bold_name(source, block) is None:
        return False
    text = stripped_text(source, block.start, block.quote[0])[1]
    return bool(text[: text.find("**")].strip())


def _split_named(source: SourceFile, blocks: list[Block]) -> tuple[list[Block], list[list[Block]]]:
    """A heading's blocks, cut where a bold-name paragraph starts an ability of its own (the
    abilities listed under an `Upgrades` or advancement heading): the blocks before the first such
    name, and one list per named ability, its name paragraph first."""
    starts = [index for index, block in enumerate(blocks)
              if (_bold_name(source, block) is not None and _starts_ability(source, blocks[index + 1:]))
              or _labeled_nested(source, blocks, index)]
    if not starts:
        return blocks, []
    groups = [blocks[a:b] for a, b in zip(starts, starts[1:] + [len(blocks)])]
    return blocks[: starts[0]], groups


def _starts_ability(source: SourceFile, after: list[Block]) -> bool:
    """Whether the blocks after a bold name hold an ability's header table or power roll before
    the next bold name."""
    for block in after[:6]:
        if _bold_name(source, block) is not None:
            return False
        if block.kind == "table" and _has_header_icons(source, block):
            return True
        if block.kind == "paragraph" and _paragraph_kind(source, block) == "roll":
            return True
    return False


def _bold_label(source: SourceFile, block: Block) -> Fragment | None:
    """The label of a paragraph that is only a bold label and nothing after it (`**Wave of Blood:**`),
    or None."""
    if block.kind != "paragraph" or block.end - block.start != 1:
        return None
    raw_first, read, offset = _paragraph(source, block)
    if read is None or read[1] != "labeled" or read[2] is None or read[3][0].strip() \
            or not raw_first.startswith("**"):
        return None
    label = place(read[2], offset, source).strip()
    return label.slice(0, len(label.text.rstrip(":：").rstrip())) if label.text.endswith((":", "：")) else label


def _labeled_nested(source: SourceFile, blocks: list[Block], index: int) -> bool:
    """Whether `blocks[index]` names an ability nested in an outer ability's text as a bold label
    (`**Wave of Blood:**`, an effect saying `uses the following ability`) with the ability's own
    header table right after it: a label over a table of 📏 and 🎯 cells is no section of the
    outer ability, whose header is above."""
    after = blocks[index + 1 : index + 2]
    return (bool(after) and after[0].kind == "table" and _has_header_icons(source, after[0])
            and _bold_label(source, blocks[index]) is not None)


def _named_ability(source: SourceFile, group: list[Block], kind_heading: Fragment | None = None) -> RawAbility:
    """The ability a bold name starts; `kind_heading` as for `_heading_ability`."""
    name = _bold_name(source, group[0]) or _bold_label(source, group[0])
    lines = [RawLine("name", name)]
    if kind_heading is not None:
        lines.append(RawLine("field", kind_heading, field="cost"))
    lines += _block_lines(source, group[1:])
    return RawAbility(lines, "markdown", source.span(name.file_offset(0), line_end(source, group[-1].end - 1)), {})


def _looks_like_ability(source: SourceFile, body: list[Block]) -> bool:
    for block in body:
        if block.kind == "table":
            if _has_header_icons(source, block):
                return True
        if block.kind == "paragraph" and _paragraph_kind(source, block) in ("roll", "tier"):
            return True
    return False


def _has_header_icons(source: SourceFile, block: Block) -> bool:
    """Whether a table holds the 📏 or 🎯 of an ability's distance and target cells."""
    text = _block_text(source, block)
    return "📏" in text or "🎯" in text


def _table_rows(source: SourceFile, block: Block) -> list[RawLine]:
    rows = []
    depth = block.quote[0]
    for index in range(block.start, block.end):
        line = line_content(source, index, depth)
        row = table_row(line.text)
        if row is not None:
            rows.append(RawLine("row", place(row, line.file_offset(0), source)))
    return rows


_BODY_KINDS = frozenset(("row", "roll", "tier", "labeled"))


def _block_lines(source: SourceFile, blocks: list[Block]) -> list[RawLine]:
    lines: list[RawLine] = []
    has_row = has_body = False  # whether a line so far is a row, or of a kind in `_BODY_KINDS`
    for block in blocks:
        if block.kind == "table":
            rows = _table_rows(source, block)
            if has_row or (has_body and not _header_rows(rows)):
                # only the first table is the keyword/distance header; a later one is text
                lines.extend(RawLine("paragraph", row.body) for row in rows)
            else:
                lines.extend(rows)
                if rows:
                    has_row = has_body = True
            continue
        if block.kind != "paragraph":
            continue
        raw_first, read, offset = _paragraph(source, block)
        if read is None:
            continue
        whole, kind, label, body = read
        if raw_first.startswith(("*", "_")) and not raw_first.startswith(("**", "__")) and not has_body:
            lines.append(RawLine("flavor", place(whole, offset, source)))
            continue
        lines.append(RawLine("paragraph" if kind == "text" else kind, place(body, offset, source),
                             None if label is None else place(label, offset, source)))
        if kind in _BODY_KINDS:
            has_body = True
    return lines


def _header_rows(rows: list[RawLine]) -> bool:
    """Whether a table is an ability's header (its distance and target cells carry 📏 and 🎯)."""
    return any("📏" in row.body.text or "🎯" in row.body.text for row in rows)


def _heading_text(source: SourceFile, heading: Block) -> Fragment:
    return heading_text(line_fragment(source, heading.start))




@functools.cache
def _signature_words() -> tuple[str, ...]:
    """What a heading over an ability says when the abilities under it are signature abilities (a kit's
    `##### Signature Ability` over `###### Devastating Rush`): the words a name's parentheses use for it
    (`card_words.signature`, as `grammar.assemble` reads them there)."""
    term = vocabulary().card_words.terms["signature"]
    return tuple(s.lower() for s in (*term.en, *term.ja))


def _signature_heading(source: SourceFile, heading: Block) -> Fragment | None:
    """The heading's text if it says that the abilities under it are signature abilities, else None; or its
    cost if it gives the abilities under it one (`###### 3-Piety Ability`, `#### 5-Wrath Abilities`, as class
    documents group their heroic abilities; `#### 5 憤怒のアビリティ`): `3-Piety`, read as a name's parentheses
    would be, so that an ability naming its own cost keeps it."""
    text = _heading_text(source, heading)
    if text.text.lower().startswith(_signature_words()):
        return text
    if not text.text[:1].isdigit():  # (a cheap test first: most headings start with a letter)
        return None
    cost = _COST_HEADING.fullmatch(text.text)
    if cost is None or vocabulary().heroic_resources.lookup(cost.group("resource")) is None:
        return None
    return text.slice(0, cost.end("resource"))


# `3-Piety Ability`, `5-Wrath Abilities`, `5+ Essence Abilities`, `3 信心のアビリティ`, `5憤怒アビリティ`
_COST_HEADING = re.compile(r"[0-9０-９]{1,9}\s*[+＋]?(?:\s*-\s*|\s+|(?=[^\x00-\x7f]))(?P<resource>[^\W\d_]+?)"
                           r"(?:\s+(?:Ability|Abilities|ability|abilities)|の?アビリティ)")


def _heading_ability(source: SourceFile, heading: Block, body: list[Block], metadata: dict,
                     kind_heading: Fragment | None = None) -> RawAbility:
    """The ability named by `heading`; `kind_heading`, the heading it is under if that one says
    `Signature Ability`, is read as its name's parentheses would be (unless the name has its own)."""
    name_line = line_fragment(source, heading.start)
    name = _heading_text(source, heading)
    lines = [RawLine("name", name)]
    if kind_heading is not None:
        lines.append(RawLine("field", kind_heading, field="cost"))
    lines += _block_lines(source, body)
    end_line = body[-1].end - 1 if body else heading.start
    span = source.span(name_line.file_offset(0), line_end(source, end_line))
    return RawAbility(lines, "markdown", span, dict(metadata))


def _front_matter_ability(source: SourceFile, value, metadata: dict, body: list[Block]) -> RawAbility | None:
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
    lines.extend(_block_lines(source, body))
    span = source.span(name.file_offset(0), line_end(source, body[-1].end - 1))
    return RawAbility(lines, "markdown", span, dict(metadata))


def _quoted_feature(source: SourceFile, group: list[Block], kind_heading: Fragment | None = None) -> RawAbility | None:
    """The ability a block quote holds, or None; `kind_heading` as for `_heading_ability`."""
    first = group[0]
    kind = [] if kind_heading is None else [RawLine("field", kind_heading, field="cost")]
    if first.kind == "heading":  # `> ###### Grab`
        heading_line = stripped_content(source, first.start, first.quote[0])
        lines = [RawLine("name", heading_text(heading_line)), *kind]
        lines.extend(_block_lines(source, group[1:]))
        end = line_end(source, group[-1].end - 1)
        return RawAbility(lines, "markdown", source.span(heading_line.file_offset(0), end), {})
    if first.kind != "paragraph":
        return None
    first_lines = _stripped_lines(source, first)
    head = first_lines[0]
    # `🗡 **Sword Stab (Signature Ability)**`: the name is the bold part.
    bold = head.text.find("**")
    close = head.text.find("**", bold + 2) if bold != -1 else -1
    if bold == -1 or close == -1:
        return None
    name = clean_inline(head.slice(bold, close + 2)).strip()
    if name.text.endswith((":", "：")) or _classify(name)[0] != "text":
        return None  # `> **Power Roll + 2:**`: the quote is the body of the ability named above it
    after = head.slice_stripped(close + 2)
    name, roll = _dice_in_name(name)
    lines = [RawLine("name", name), *kind]
    if kind == [] and _after_name_cost(after.text):
        # `⭐️ **Pile Up** 1 Essence`: the cost printed after the name (a summoned minion's trait), not its text
        lines.append(RawLine("field", after, field="cost"))
        after = after.slice(len(after.text))
    rest = ([after] if after.text else []) + [f for f in first_lines[1:] if f.text]
    if rest:
        lines.append(RawLine("paragraph", clean_inline(Fragment.join(rest, " ")).strip()))
    body, cost = _action_below(_block_lines(source, group[1:]))
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


# `Grasping Appendages 2d10 + 5 (Signature Ability)`: the power roll after the name, as the book prints a
# monster's ability (data-unified's md-dse-linked Summoner minions and champions, `2d10 + R`)
_NAME_DICE = re.compile(r"(?P<name>\S.*?)\s+(?P<dice>2d10)(?P<bonus>\s*[+＋]\s*[^()（）]*?)\s*(?P<rest>[(（].*)?")


def _dice_in_name(name: Fragment) -> tuple[Fragment, RawLine | None]:
    """The name without the power roll written after it, and that roll as a roll line (`Power Roll + 5`), or
    the name as it is and None."""
    dice = _NAME_DICE.fullmatch(name.text)
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


def _tier_label(body: Fragment, label: str) -> Fragment:
    """A tier label the text does not write, placed on the start of the tier's text."""
    return Fragment(label, tuple((i, body.file_offset(0)) for i in range(len(label))), body.source)
