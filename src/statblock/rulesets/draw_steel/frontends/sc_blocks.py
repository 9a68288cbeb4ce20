"""A Steel Compendium Markdown file's blocks read as raw lines (`steel_compendium.py`): each paragraph's text
and what it reads as (a roll, a tier, a labelled section, text), bold names and labels, and the header
table's rows, every piece placed at its columns in the file."""

from __future__ import annotations

import functools
import re

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....messages import msg
from ....frontends.markdown_text import clean_inline, content_text, stripped_content, stripped_text
from ....soft_breaks import soft_join
from .labels import known_label
from ..grammar.card_marks import card_mark
from .md_cards import hard_broken, unbroken
from .md_header_lines import header_lines
from .md_document import UNREAD, Block
from .md_lines import MAX_CACHED, Shape, block_heading_text, classify, paragraph_line, place, read_list_item, read_paragraph, table_row
from .raw import RawLine
from ..grammar.header_icons import book_icon
from ..grammar.header_rows import cell_label, field_holds
from ..vocabulary import vocabulary

__all__ = ["block_lines", "block_text", "bold_label", "bold_name", "card_page", "first_line", "has_header_icons",
           "header_field_label", "icon_heading", "lines_of_labels", "paragraph", "paragraph_kind", "section_label",
           "sections_alone", "slipped_header", "slipped_headers", "starts_ability", "stripped_lines"]


def stripped_lines(source: SourceFile, block: Block) -> list[Fragment]:
    """Each line of a block, without its quote markers and the spaces around its text."""
    depth = block.quote[0]
    return [stripped_content(source, index, depth) for index in range(block.start, block.end)]


def first_line(source: SourceFile, block: Block) -> tuple[int, str]:
    """The file offset and the text of a block's first line, without its quote markers and the spaces around its
    text (`stripped_text`'s), worked out once per block (`Block.first`: a one-line paragraph is looked at by several
    steps, for its bold name, its icon, whether it is a caption, what it reads as)."""
    first = block.first
    if first is None:
        first = block.first = stripped_text(source, block.start, block.quote[0])
    return first


def block_text(source: SourceFile, block: Block) -> str:
    """The lines of a block as written, quote markers and all (to look for a character in them)."""
    starts = source.line_starts
    end = starts[block.end] if block.end < len(starts) else len(source.text)
    return source.text[starts[block.start] : end]


def lines_of_labels(source: SourceFile, blocks: list[Block]) -> list[Block]:
    """`blocks` with a paragraph of tier lines written one under another (`**≤11:** 3 damage` then
    `**12-16:** …`, or bulleted as Japanese bullets them, `・**≤11：**`) split into one paragraph per line:
    Markdown joins the lines of a paragraph, but Obsidian shows each on its own, as the author meant them
    (was: one tier holding all three, SB121 and SB124). Only a paragraph whose every line is a roll
    header, a tier or a labelled section, two of them tiers, is split. So is one whose every line is such, two of
    them labelled with an ability's header fields or sections (`**Keywords:** Melee, Strike` then `**Type:** Main
    action`, `**Distance:** …`, hand-written as the .ability format writes them; `**Trigger:** …` then
    `**Effect:** …`): joined, the keywords were `Strike Type: Main action Distance: …`, the type, distance and
    target lost in them, and a trigger held the effect."""
    out = []
    for block in blocks:
        if block.kind != "paragraph" or block.end - block.start < 2:
            out.append(block)
            continue
        kinds = []
        fields = 0
        for index in range(block.start, block.end):
            text = stripped_text(source, index, block.quote[0])[1]
            read = paragraph_line(text, block.list_item and index == block.start) if text else None
            kinds.append(None if read is None else read[1])
            if read is not None and read[1] == "labeled" and read[2] is not None:
                fields += known_label(read[2][0]) is not None
        if not all(kind in ("roll", "tier", "labeled") for kind in kinds) \
                or (kinds.count("tier") < 2 and fields < 2):
            out.append(block)
            continue
        out.extend(Block(block.kind, index, index + 1, block.quote, block.list_item and index == block.start,
                          block.level, block.info) for index in range(block.start, block.end))
    return out


def header_field_label(source: SourceFile, block: Block) -> tuple[bool, bool]:
    """Whether a labelled paragraph's label names a field of an ability's header (`**Keywords:**`, `**Type:**`), and
    whether what follows it is what the field holds (`Melee, Strike`, `Main action`; not a page's words about it,
    `**Distance:** How far away the target can be.`)."""
    read = paragraph(source, block)[1]
    known = known_label(read[2][0]) if read is not None and read[1] == "labeled" and read[2] is not None else None
    if known is None or known[0] != "field":
        return False, False
    return True, field_holds(vocabulary(), known[1], Fragment(read[3][0], ((0, 0),), None))


def section_label(source: SourceFile, block: Block) -> str | None:
    """The section a labelled paragraph opens (`**Effect:**`, `**効果:**`: its id; `**Spend 2 Essence:**`,
    `**憤怒を2消費:**`: `spend`), else None."""
    read = paragraph(source, block)[1]
    if read is None or read[1] != "labeled" or read[2] is None:
        return None
    known = known_label(read[2][0])
    if known is not None:
        return known[1] if known[0] == "section" else None
    return "spend" if _spend_label(read[2][0].rstrip(":：").strip()) else None


# an amount in a label (`2`, `2+`, `２`)
_AMOUNT = re.compile(r"[0-9０-９]{1,9}[+＋]?")
_LONGEST_SPEND_LABEL = 60


def _spend_label(label: str) -> bool:
    """Whether a label spends a heroic resource as a card prints it: the section's word, an amount and a resource of
    the ruleset (`Spend 2 Wrath`, `Spend 1+ Essence`, `憤怒を2消費`); `Spend 2 gold` is none."""
    if len(label) > _LONGEST_SPEND_LABEL:
        return False
    amount = _AMOUNT.search(label)
    if amount is None:
        return False
    rules = vocabulary()
    words = f"{label[:amount.start()]} {label[amount.end():]}"
    spend = rules.sections.terms["spend"]
    for word in sorted((*spend.en, *spend.ja), key=len, reverse=True):
        at = words.find(word)
        if at >= 0:
            words = f"{words[:at]} {words[at + len(word):]}"
            break
    else:
        return False
    resource = " ".join(words.split())
    if resource.endswith("を"):
        resource = resource[:-1].rstrip()  # (`憤怒を2消費`: the resource, its object particle)
    return bool(resource) and rules.heroic_resources.lookup(resource) is not None


def paragraph(source: SourceFile, block: Block) -> tuple[str, tuple[Shape, str, Shape | None, Shape] | None, int]:
    """A paragraph's first line as written (stripped), and what the paragraph reads as (its lines
    joined and markup out, then classified: `md_lines.paragraph_line`'s shapes, None if no text
    remains), with the file offset to `place` the shapes at. Worked out once per block (`Block.reading`):
    a section's look for an ability, its own blocks' look again and their lines all ask."""
    if block.reading is None:
        block.reading = _read_paragraph(source, block)
    return block.reading


def _read_paragraph(source: SourceFile, block: Block) -> tuple[str, tuple[Shape, str, Shape | None, Shape] | None, int]:
    if block.end - block.start == 1:  # most paragraphs: one line, read once for all its copies
        start, text = first_line(source, block)
        return text, (paragraph_line(text, block.list_item) if text else None), start
    lines = stripped_lines(source, block)
    first_text = lines[0].text if lines else ""
    lines = [f for f in lines if f.text]
    if not lines:
        return first_text, None, 0
    whole = soft_join(lines)  # (no space between two Japanese characters: `soft_breaks.py`)
    # shapes at offset 0 of the file: placed at 0, they are these fragments again
    return first_text, (read_list_item(whole) if block.list_item else read_paragraph(whole)), 0


def paragraph_kind(source: SourceFile, block: Block) -> str | None:
    """`roll`, `tier`, `labeled` or `text`: what a paragraph's text starts with; None if it has none."""
    read = paragraph(source, block)[1]
    return None if read is None else read[1]


def bold_name(source: SourceFile, block: Block) -> Fragment | None:
    """The name of a paragraph that is only a bold name (`**Brutal Slam II (3 Fury)**`, behind an
    icon or not), or None; a bold label (`**Effect:**`, `**Power Roll + 2:**`) is not a name."""
    if block.kind != "paragraph" or block.end - block.start != 1:
        return None
    # Worked out once per block (`Block.named`: several steps of the reader ask, 13,770 times for the corpus's
    # 9,190 one-line paragraphs), kept as its text and runs: the same blocks may serve another `SourceFile` of the
    # same text.
    named = block.named
    if named is UNREAD:
        name = _bold_name(source, block)
        named = block.named = None if name is None else name[:2]
    return None if named is None else _new(Fragment, (*named, source))


_new = tuple.__new__


def _bold_name(source: SourceFile, block: Block) -> Fragment | None:
    start, text = first_line(source, block)
    # Published name lines repeat (a monster's features are in its group's file and its own, `**Wave of Blood:**`
    # everywhere): what one reads as is worked out once per distinct line, as `md_lines.paragraph_line` does
    shape = _cached_bold_shape(text) if len(text) <= MAX_CACHED else bold_shape(text)
    return None if shape is None else place(shape, start, source)


def bold_shape(text: str) -> Shape | None:
    """The name of a paragraph whose first line stripped is `text`, when it is only a bold name (`bold_name`), as a
    shape at offset 0 of the line; else None."""
    bold = text.find("**")
    if bold == -1 or text.find("**", bold + 2) != len(text) - 2 or len(text) - bold < 5:
        return None
    if any(ch.isalnum() for ch in text[:bold]) or text[:bold].lstrip("-*+ \t") != text[:bold].lstrip():
        return None  # words, or a list bullet, before the bold part
    name = clean_inline(Fragment(text[bold:], ((0, bold),), None)).strip()  # the line from `bold` on
    if not name.text or name.text.endswith((":", "：")) or classify(name)[0] != "text":
        return None
    return name.text, name.runs


_cached_bold_shape = functools.lru_cache(maxsize=8192)(bold_shape)


def bold_label(source: SourceFile, block: Block) -> Fragment | None:
    """The label of a paragraph that is only a bold label and nothing after it (`**Wave of Blood:**`),
    or None."""
    if block.kind != "paragraph" or block.end - block.start != 1:
        return None
    raw_first, read, offset = paragraph(source, block)
    if read is None or read[1] != "labeled" or read[2] is None or read[3][0].strip() \
            or not raw_first.startswith("**"):
        return None
    label = place(read[2], offset, source).strip()
    return label.slice(0, len(label.text.rstrip(":：").rstrip())) if label.text.endswith((":", "：")) else label


def has_header_icons(source: SourceFile, block: Block) -> bool:
    """Whether a table holds the 📏 or 🎯 of an ability's distance and target cells, or is a Markdown card's header
    (`_labeled_header`)."""
    text = block_text(source, block)
    if "📏" in text or "🎯" in text:
        return True
    if ":" not in text and "：" not in text:
        return False
    rows = [shape[0] for shape in map(table_row, text.splitlines()) if shape is not None]
    return _labeled_header(rows)


def _labeled_header(rows: list[str]) -> bool:
    """Whether a table's rows (markup out) are a Markdown card's header as it prints it: two rows, the keywords and
    the action over the distance and the target each under its label (`| **Distance:** Melee 1 | **Target:** Self
    |`). A rules table of such cells, row after row (`| **Distance:** up to 5 squares | **Target:** no penalty |`),
    is a page's."""
    return len(rows) == 2 and _labeled_row(rows[1]) and not _labeled_row(rows[0])


def slipped_header(source: SourceFile, block: Block) -> Fragment | None:
    """The second row of a table shaped as a Markdown card's header (two rows of two cells, the first bold, a bold
    label opening a cell of the second: `| **Melee** | **Maneuver** |` over `| **Distance:** Melee 1 | One creature
    |`) that is none (`_labeled_header`: the distance and the target each under its label): the row, for a word that
    the ability was not read; else None."""
    if block.kind != "table" or block.end - block.start != 3:
        return None
    rows = _table_rows(source, block)
    if len(rows) != 2:
        return None
    first = stripped_text(source, block.start, block.quote[0])[1]
    second = stripped_text(source, block.end - 1, block.quote[0])[1]
    cells = [cell.strip() for cell in first.strip().strip("|").split("|")]
    if len(cells) != 2 or not all(cell.startswith("**") and cell.endswith("**") for cell in cells):
        return None
    labelled = [cell.strip() for cell in second.strip().strip("|").split("|")]
    if len(labelled) != 2 or not any(_BOLD_LABEL.match(cell) for cell in labelled):
        return None
    return None if _labeled_header([row.body.text for row in rows]) else rows[1].body


# a cell opening with a bold label (`**Distance:**`, `**距離：**`, `**Range:**`)
_BOLD_LABEL = re.compile(r"\*\*[^*:：|]{1,24}[:：]\*\*")


def _labeled_row(text: str) -> bool:
    """Whether a table row's cells are an ability's distance and target, in that order, each under its label."""
    if ":" not in text and "：" not in text:
        return False
    cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
    if len(cells) != 2:
        return False
    labels = [cell_label(vocabulary(), cell) for cell in cells]
    return all(found is not None for found in labels) and [found[0] for found in labels] == ["distance", "target"]


def _table_rows(source: SourceFile, block: Block) -> list[RawLine]:
    rows = []
    depth = block.quote[0]
    for index in range(block.start, block.end):
        start, text = content_text(source, index, depth)
        row = table_row(text)
        if row is not None:
            rows.append(RawLine("row", place(row, start, source)))
    return rows


# a bulleted list item's first line (`- `, `* `, `+ `): an ordered one keeps its number in its text
_BULLET = re.compile(r"[-*+][ \t]")
_BODY_KINDS = frozenset(("row", "roll", "tier", "labeled"))


def block_lines(source: SourceFile, blocks: list[Block]) -> list[RawLine]:
    lines: list[RawLine] = []
    has_row = has_body = False  # whether a line so far is a row, or of a kind in `_BODY_KINDS`
    table_read = False  # whether a table's rows are the header's (a table after them is text)
    header = _HeaderSoFar(lines)
    blocks, going_on, broken = hard_broken(source, blocks)
    for index, block in enumerate(blocks):
        if block.kind == "paragraph" and not block.list_item:
            rows = _header_paragraph(source, block, header)
            if rows:
                # the native notation's header rows in a paragraph (`md_header_lines`)
                lines.extend(RawLine("row", row) for row in rows)
                has_row = has_body = True
                continue
        if id(block) in going_on and not _bold_labelled(paragraph(source, block)):
            read = paragraph(source, block)
            if read[1] is not None:
                words = place(read[1][0], read[2], source)
                lines.append(RawLine("text", unbroken(words) if id(block) in broken else words))
            continue
        if block.kind == "table":
            rows = _table_rows(source, block)
            joins = has_row and _joins_header(header, rows, table_read)
            if (has_row and not joins) or (has_body and not joins and not _header_rows(rows)):
                # only the first table is the keyword/distance header; a later one is text
                lines.extend(RawLine("paragraph", row.body) for row in rows)
            else:
                lines.extend(rows)
                if rows:
                    has_row = has_body = table_read = True
            continue
        if block.kind == "heading":
            # a heading among a feature's paragraphs (`### Ferocity in Combat`): its words, a paragraph of their own, as
            # a heading in a ds-feature's text is read (it was dropped with no word)
            lines.append(RawLine("paragraph", block_heading_text(source, block)))
            continue
        if block.kind != "paragraph":
            continue
        raw_first, read, offset = paragraph(source, block)
        if read is None:
            continue
        whole, kind, label, body = read
        if kind == "labeled" and _words_and_colon(source, raw_first, label, body, offset, blocks[index + 1:index + 2]):
            kind, label, body = "text", None, whole
        if raw_first.startswith(("*", "_")) and not raw_first.startswith(("**", "__")) and not has_body:
            flavor = place(whole, offset, source)
            lines.append(RawLine("flavor", unbroken(flavor) if id(block) in broken else flavor))
            continue
        placed = place(body, offset, source)
        if id(block) in broken:
            placed = unbroken(placed)  # (a paragraph cut after its hard line break: `_hard_broken`)
        lines.append(RawLine("paragraph" if kind == "text" else kind, placed,
                             None if label is None else place(label, offset, source),
                             list_item=kind in ("text", "labeled") and block.list_item and _BULLET.match(raw_first) is not None))
        if kind in _BODY_KINDS:
            has_body = True
    return lines


def _bold_labelled(read) -> bool:
    """Whether a paragraph opens with a bold label, a roll or a tier (`**Special:** …`): after a hard line break it is a
    line of its own, as it shows (it was read as more words of the section before it)."""
    return read[1] is not None and read[1][1] in ("labeled", "roll", "tier") and read[0].startswith(("**", "__"))


class _HeaderSoFar:
    """How many header rows an ability's lines so far hold when they are no more than a flavor line, paragraphs of
    text (an introduction) and header rows (the second of the header's rows may follow the first in a paragraph or
    a table of its own), else None: after a roll, a tier or a section, a bar is the text's. Kept as `lines` grows,
    each line looked at once (counted again from the first line for each paragraph, it was quadratic in an
    introduction of many paragraphs with a bar)."""

    __slots__ = ("lines", "seen", "rows")

    def __init__(self, lines: list[RawLine]):
        self.lines, self.seen, self.rows = lines, 0, 0

    def __call__(self) -> int | None:
        lines = self.lines
        while self.rows is not None and self.seen < len(lines):
            kind = lines[self.seen].kind
            if kind == "row":
                self.rows += 1
            elif kind not in ("flavor", "paragraph"):
                self.rows = None
            self.seen += 1
        return self.rows


def _header_paragraph(source: SourceFile, block: Block, header: _HeaderSoFar) -> list | None:
    """A paragraph's lines as the header's rows written in the native notation (`md_header_lines`), when it is one
    and the header has room for them, else None."""
    first = first_line(source, block)[1]
    if "|" not in first and "｜" not in first:
        return None
    so_far = header()
    if so_far is None or so_far >= 2:
        return None
    rows = header_lines(stripped_lines(source, block))
    if rows is None or so_far + len(rows) > 2 or _under_card_mark(source, block.start):
        return None
    return rows


def _under_card_mark(source: SourceFile, line: int) -> bool:
    """Whether the ability a block at `line` (0-based) is of has the card writer's mark above its heading
    (`card_marks.CARD_MARK`): a card writes its header as a table, so a bar in a paragraph of its is its text
    (`魔法、遠距離｜メインアクション`, a trait's words: a full-width bar is no Markdown, and stays as written)."""
    while line > 0:
        line -= 1
        text = source.line_text(line + 1).strip()
        if text.startswith("#"):
            return line > 0 and card_mark(source.line_text(line))
    return False


def _joins_header(header: _HeaderSoFar, rows: list[RawLine], table_read: bool) -> bool:
    """Whether a table's rows are the rest of a header whose first row was a paragraph (`Magic, Ranged | Main action`,
    then the table of `📏 Ranged 10 | 🎯 One creature`): a later table after a table's rows is text."""
    so_far = header()
    return not table_read and bool(so_far) and so_far + len(rows) <= 2


def _words_and_colon(source: SourceFile, raw_first: str, label, body, offset: int, after: list[Block]) -> bool:
    """Whether a labelled line is words ending with a colon and nothing after them, no label (`Except:`, `ただし：` over
    a list): not bold, no section the ruleset knows (`Effect:`), no amount (`Spend 2 Focus:`, `3 Malice:`, `Persistent
    1:`, `3マリス：`: a cost, as the compiler reads any label with one), a bulleted list under it, no tiers. It was a
    label of empty text, printed bold on the card. Over a paragraph, or nothing, the line stays a label, as before."""
    if raw_first.startswith(("**", "__")) or place(body, offset, source).text.strip():
        return False
    if not after or after[0].kind != "paragraph" or not after[0].list_item:
        return False
    words = place(label, offset, source).text.strip().rstrip(":：").strip()
    if any(ch.isdecimal() for ch in words) or vocabulary().sections.lookup(words) is not None:
        return False
    return paragraph_kind(source, after[0]) not in ("roll", "tier")


def _header_rows(rows: list[RawLine]) -> bool:
    """Whether a table is an ability's header (its distance and target cells carry 📏 and 🎯, or a card's labels)."""
    return any("📏" in row.body.text or "🎯" in row.body.text for row in rows) \
        or _labeled_header([row.body.text for row in rows])


def starts_ability(source: SourceFile, after: list[Block]) -> bool:
    """Whether the blocks after a bold name (the six after it are looked at) hold an ability's header table or power
    roll before the next bold name."""
    for block in after[:6]:
        if bold_name(source, block) is not None:
            return False
        if block.kind == "table" and has_header_icons(source, block):
            return True
        if block.kind == "paragraph" and paragraph_kind(source, block) == "roll":
            return True
    return False


def icon_heading(source: SourceFile, heading: Block, body: list[Block]) -> bool:
    """Whether a heading is a feature's name behind its icon as a Markdown card prints it (`### ⭐️ Mud Skin` over its
    text): a `###` heading, its first word one of the book's icons (`header_icons.BOOK_ICONS`, not any symbol: `## ✨
    Features`, `### © 2025 Me`, `### 🚀 Quick start` are a page's headings), paragraphs under it. The caller asks it
    of a page of cards alone (`card_page`)."""
    if heading.level != 3 or not body or not all(block.kind == "paragraph" for block in body):
        return False
    name = block_heading_text(source, heading).text
    icon = name.split(" ", 1)[0] if " " in name else ""
    return bool(icon) and book_icon(icon)


# the sections an ability of sections alone opens with on its card (`**Effect:** …`, `**Spend 2 Wrath:** …`): a
# page's `**Special:**` or `**Note:**` under a heading is its text
_OPENING_SECTIONS = frozenset(("effect", "spend"))


def sections_alone(source: SourceFile, body: list[Block]) -> bool:
    """Whether a heading's text is an ability of no header and no roll as its Markdown card prints it: an italic
    flavor line at most (`*…*`, not a bold line), then paragraphs each opening with one of the ruleset's section
    labels, the first an Effect or a Spend (`**Effect:** You shift 2 squares.`; the card read back as no ability). Prose,
    a list or a bold line among them is a page's text under a heading (`### Notes`, `**Effect:** It rains.`, `Shelter
    in the inn.`): no ability, as before the card readings."""
    labelled = 0
    for index, block in enumerate(body):
        if block.kind != "paragraph" or block.list_item:
            return False
        label = section_label(source, block)
        if label is not None:
            if not labelled and label not in _OPENING_SECTIONS:
                return False
            labelled += 1
            continue
        text = first_line(source, block)[1]
        if index or block.end - block.start != 1 or not _italic_line(text):
            return False
    return labelled > 0


def _italic_line(text: str) -> bool:
    """A line that is one italic run as a card prints its flavor (`*The sky answers.*`): not a bold one
    (`**Important**`)."""
    return len(text) >= 3 and text[0] == text[-1] == "*" and text[1] != "*" and text[-2] != "*"


def card_page(blocks: list[Block], metadata: dict) -> bool:
    """Whether a page may be Markdown cards as `statblock cards --format md` writes them, whose own shapes (a feature's
    icon in its heading, an ability of sections alone: `sc_blocks.icon_heading`, `sc_blocks.sections_alone`) are read:
    no front matter (its features stay its own: `_one_feature`, `page_yaml.listed_in_front_matter`), and every heading a
    card's `###` (a README's `# Title` over `## ✨ Features` is a page)."""
    return not metadata and all(block.level == 3 for block in blocks if block.kind == "heading")


def slipped_headers(source: SourceFile, own: list[Block]) -> list[Diagnostic]:
    """SB180 at a card's header row whose cells are not the distance and the target each under its label (`|
    **Distance:** Melee 1 | One creature |`, `| **Range:** … | **Targets:** … |`): its ability was not read, and a
    page of cards lost it with no word."""
    found = []
    for block in own:
        row = slipped_header(source, block)
        if row is not None:
            found.append(Diagnostic("SB180", Severity.WARNING, msg("markdown.slipped_header"), row.span(),
                                    suggestion=msg("markdown.slipped_header_fix")))
    return found
