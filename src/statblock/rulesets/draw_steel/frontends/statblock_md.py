"""Statblocks in Steel Compendium Markdown; the `ds-statblock` / `ds-featureblock` YAML fenced in it is read
by `statblock_yaml.py`, dynamic terrain objects by `terrain_md.py`, the book's table by `md_table.py`, called from
here.

Markdown: a heading with the monster's name and the book's five-column table
under it (`| Goblin, Humanoid | - | Level 1 | Minion Harrier | EV 3 |`, then
`**4**<br/> Stamina` cells; paragraphs of the creature's lore between them are its text), `**Key:** value` paragraphs for fields the table
has no column for; a heading `Name (Malice Features)` or `Name (Level 4+
Malice Features)` and its introduction. The features of either end at the
next heading outside a block quote.

The Markdown front-end's block finder (`md_document.blocks`, which
keeps the last file's blocks) gives the blocks, so a file is parsed once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import attrs
from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Fragment, SourceFile
from .ds_yaml import FEATURE_FENCES, STATBLOCK_FENCES
from .front_matter import front_matter_value, read_front_matter
from .md_document import split_front_matter
from .statblock_yaml import (embedded_statblocks, fence_text, front_matter_kind, markdown_blocks, may_be_block,
                             statblocks_of_yaml)
from ....frontends.markdown_text import clean_inline, line_content, line_fragment
from ....soft_breaks import soft_join
from .md_lines import block_heading_text
from .md_table import level_spellings, stat_spellings, statblock_rows, table_fields
from .sc_blocks import bold_name, paragraph_kind
from .statblocks import FIELDS, Statblock, book_field_key, malice_match, named_malice, partition_cell, put_field
from .table_memo import read_table
from .terrain import TERRAIN_KIND
from ..vocabulary import vocabulary

__all__ = ["FrontMatter", "front_matter_statblock", "may_hold_statblocks", "read_markdown", "top_keys"]

# `Goblin Malice (Malice Features)`; Japanese closes it in full-width parentheses (`ゴブリンの悪意（悪意の特徴）`)
_MALICE_NAME = re.compile(r"^(?P<name>.*?)(?<!\s)\s*+[(（](?P<tag>[^()（）]*)[)）]$")  # (blanks taken once: linear)
# a terrain object's heading may close in full-width parentheses, as Japanese is typed (`罠（レベル 1 罠）`)
_TERRAIN_NAME = re.compile(r"^(?P<name>.*?)(?<!\s)\s*+[(（](?P<tag>[^()（）]*)[)）]$")


# where a table row starts: after its blanks, and a block quote's markers (`>| Elemental | - | Level 8 |`, a summoned
# creature's statblock quoted under its feature)
_ROW_START = r"[^\S\n]*+(?:>[^\S\n]*+)*+\|"
_STAT_ROW = rf"^{_ROW_START}.*<br\s*/?>\s*(?:{stat_spellings()})\s*\|"

# (The blanks before a row's `|` or a fence are its line's: `^\s*`, tried at each line of a run of blank lines, took
# the rest of the run, the square of its length: 20,000 blank lines in any Markdown file with a `|`, 0.5 s.)
# A statblock's table row, a malice heading, a ds- block, the `kind: malice` of a malice group named by its
# front matter, a terrain object's front matter (`type: dynamic-terrain`) or heading (`(Level 1 Trap Ambusher)`,
# `(Dynamic Terrain)`): a file with none of them holds no statblock.
_ROW = rf"^{_ROW_START}.*(?:\b(?:{level_spellings()})\S|\b(?-i:EV)\s+\S)"
_KIND_MALICE = r"^(?-i:kind):[ \t]*malice[ \t]*$"  # (the key as written: `kind:` is the needle)
_TERRAIN_TYPE = r"^(?-i:type):[ \t]*dynamic-terrain"
_TERRAIN_KEY = r"^(?-i:terrain_type):[ \t]*\S"  # a featureblock's front matter that gives a terrain type (a fixture)
_TERRAIN_HEADING = rf"^#.*[(（](?:{level_spellings()})\d|^#.*[(（](?:dynamic terrain|ダイナミック地形)[)）]"


def _malice_tags() -> str:
    """An alternation of a malice group's tags, closed (`Malice Features)`, `悪意の特徴）`, `悪意特性)`)."""
    term = vocabulary().card_words.terms["malice_features"]
    return "(?:" + "|".join(re.escape(s) for s in sorted({*term.en, *term.ja})) + ")[)）]"


_MALICE_TAG = _malice_tags()
# a heading that ends with the tag, no parentheses (`###### Wyvern Malice Malice Features`: `_bare_malice`)
_BARE_MALICE_HEADING = "^#.*" + _MALICE_TAG.removesuffix("[)）]") + r"[ \t]*+#*[ \t]*$"
# the tags alone, where a text ends: tried before each closing parenthesis (`_malice_tag_in`), each as long as its
# spelling (a character matches a character, whatever its case)
_MALICE_TAG_END = re.compile(_MALICE_TAG.removesuffix("[)）]") + r"\Z", re.IGNORECASE)
_LONGEST_TAG = max(len(s) for s in (*vocabulary().card_words.terms["malice_features"].en,
                                     *vocabulary().card_words.terms["malice_features"].ja))


def _malice_tag_in(text: str) -> bool:
    """Whether `_MALICE_TAG` is in `text`: looked for before each `)` and `）` (found by a fast scan), where a
    case-blind search of the whole text for the tags is slow (a fifth of a statblock file's pre-check)."""
    for close in ")）":
        at = text.find(close)
        while at != -1:
            if _MALICE_TAG_END.search(text, max(0, at - _LONGEST_TAG), at):
                return True
            at = text.find(close, at + 1)
    return False


_MAYBE = re.compile(rf"{_ROW}|{_STAT_ROW}|{_MALICE_TAG}|^[^\S\n]*+(?:```|~~~)\s*ds-|{_KIND_MALICE}|{_TERRAIN_TYPE}|"
                    rf"{_TERRAIN_KEY}|{_TERRAIN_HEADING}|{_BARE_MALICE_HEADING}",
                    re.MULTILINE | re.IGNORECASE)
_FLAGS = re.MULTILINE | re.IGNORECASE


def _lines_from(first: str, *patterns: str, quoted: bool = False):
    """Whether one of `patterns` matches in a text, each a line that starts (after its blanks; with `quoted`, and a
    block quote's markers, `>| Elemental |`) with the character `first`: a table's row, `|`, or a heading, `#`. They are tried at the start of each line that does, found by
    `str.find` (a skip through the text as fast as memchr), where a pattern's search tries every offset. A text of
    many such lines (a long table) is searched, from the line reached, as before: a call a line would cost more."""
    compiled = tuple(re.compile(pattern, _FLAGS) for pattern in patterns)
    matches = tuple(pattern.match for pattern in compiled)

    def holds(text: str) -> bool:
        at = text.find(first)
        for _ in range(_LINES_TRIED):
            if at == -1:
                return False
            start = text.rfind("\n", 0, at) + 1
            before = text[start:at].replace(">", " ") if quoted else text[start:at]
            if (start == at or before.isspace()) and any(match(text, start) for match in matches):
                return True
            end = text.find("\n", at)
            if end == -1:
                return False
            at = text.find(first, end + 1)
        return at != -1 and any(pattern.search(text, text.rfind("\n", 0, at) + 1) for pattern in compiled)

    return holds


_LINES_TRIED = 48


# The same ones, one at a time, each tried only if the text has the characters it needs: the file is searched
# for what `_MAYBE` finds, at a third of the cost. (The table rows and the headings only on the lines they start.)
_MAYBE_PARTS = ((("|",), _lines_from("|", _ROW, quoted=True)),
                (("<br",), _lines_from("|", _STAT_ROW, quoted=True)),
                ((")", "）"), _malice_tag_in),
                (("```", "~~~"), re.compile(r"^[^\S\n]*+(?:```|~~~)\s*ds-", re.MULTILINE | re.IGNORECASE).search),
                (("kind:",), re.compile(_KIND_MALICE, re.MULTILINE | re.IGNORECASE).search),
                (("dynamic-terrain",), re.compile(_TERRAIN_TYPE, re.MULTILINE | re.IGNORECASE).search),
                (("terrain_type",), re.compile(_TERRAIN_KEY, re.MULTILINE | re.IGNORECASE).search),
                (("#",), _lines_from("#", _TERRAIN_HEADING, _BARE_MALICE_HEADING)))


def read_markdown(source: SourceFile) -> list[Statblock]:
    """The statblocks and malice groups of a Markdown file, fenced YAML ones included, in file order; a page whose body
    holds none, the monster's statblock its front matter holds (`front_matter_statblock`)."""
    found = _from_markdown(source) if _may_hold_statblocks(source.text) else []
    if not any(read.kind == "statblock" for read in found) and source.text.startswith("---\n"):
        found = sorted(found + front_matter_statblock(source), key=lambda read: read.anchor)
    return found


def front_matter_statblock(source: SourceFile) -> list[Statblock]:
    """The statblock of a front matter that is a monster's (`name:` and a statistic only a monster has: `might:`,
    `free_strike:`, `roles:`, as a ds-statblock's YAML spells them, `type: statblock`), read as that YAML is, placed in
    the front matter; none for any other (a feature's, a page's). A page of `name: Goblin`, `stamina: 15`, `speed: 5`,
    `might: 0` ... over a body of prose was read as holding nothing, with no word."""
    _, front = split_front_matter(source.text)
    if front is None or front_matter_kind(top_keys(front), front) != "statblock":
        return []
    start = len("---\n")
    # (a blank name, `name: ''`, names nothing: SB028 says it, `page_yaml.unread_statistics`)
    return [read for read in statblocks_of_yaml(source, start, start + len(front), "yaml")
            if read.kind == "statblock" and str(read.name or "").strip()]


def top_keys(front: str) -> list[str]:
    """The keys a front matter's lines open with at its top level (`might: 2` gives `might`; a list's item, an
    indented line, a comment none), before any YAML is composed."""
    keys = []
    for line in front.split("\n"):
        if line[:1] not in ("", " ", "\t", "-", "#") and ":" in line:
            keys.append(line.split(":", 1)[0].strip().strip("'\""))
    return keys


def may_hold_statblocks(text: str) -> bool:
    """Whether a Markdown page's text may hold a statblock or a malice group (what `read_markdown` tries first)."""
    return _may_hold_statblocks(text)


def _may_hold_statblocks(text: str) -> bool:
    """Whether `_MAYBE` finds anything in `text`."""
    return any(any(needed in text for needed in needs) and search(text) for needs, search in _MAYBE_PARTS)


def _from_markdown(source: SourceFile) -> list[Statblock]:
    front, blocks = markdown_blocks(source)
    found: list[Statblock] = []
    # where the features of a heading's statblock end: at the next heading outside a quote
    ends, end = [0] * len(blocks), len(source.text)
    for index in range(len(blocks) - 1, -1, -1):
        ends[index] = end
        if blocks[index].kind == "heading" and not blocks[index].quote[0]:
            end = source.line_starts[blocks[index].start]
    named = bool(front and blocks and blocks[0].kind in ("table", "paragraph") and not blocks[0].quote[0])
    if named:
        found.extend(_front_matter_named(source, front, blocks, ends[0]))
    fronted = []
    if front:  # a terrain object named by the front matter: the whole file's
        from .terrain_md import from_front_matter

        fronted = from_front_matter(source, front, len(source.text), blocks)
    for index, block in enumerate(blocks):
        if block.kind == "fence" and block.info.strip().startswith("ds-"):
            if block.end - 1 > block.start + 1:
                span = fence_text(source, block)
                fence = block.info.strip().split(" ")[0]
                if fence in STATBLOCK_FENCES:
                    found.extend(statblocks_of_yaml(source, *span, "yaml"))
                elif fence in FEATURE_FENCES and may_be_block(source.text[span[0]:span[1]]):
                    # a monster's statblock in a feature's fence (```` ```ds-feature ```` over `name: Goblin`,
                    # `stamina: 15`, `abilities:`): a statblock by its keys, as in a `.yaml` file; its features were
                    # read and its statistics dropped with no word. (A fence of one feature, with no key of a
                    # statblock at its top, is not read a second time.)
                    found.extend(read for read in statblocks_of_yaml(source, *span, "yaml")
                                 if read.kind == "statblock")
                if "<br" in source.text[span[0]:span[1]]:  # a statblock in the Markdown a string holds
                    found.extend(embedded_statblocks(source, *span))
            continue
        if block.kind != "heading" or block.quote[0]:
            continue
        line = line_fragment(source, block.start)
        name = block_heading_text(source, block)  # (`heading_text(line)`, as the Markdown reader found it)
        parenthesis = _MALICE_NAME.match(name.text)
        malice = malice_match(parenthesis.group("tag")) if parenthesis else None
        common = {"anchor": line.file_offset(0), "end": ends[index], "fmt": "markdown"}
        if malice is not None:
            found.append(_malice_group(source, name.slice(0, len(parenthesis.group("name"))), malice, blocks,
                                       index + 1, common))
            continue
        bare = _bare_malice(name) if parenthesis is None else None
        if bare is not None:
            found.append(_malice_group(source, *bare, blocks, index + 1, common))
            continue
        statblock = _table_statblock(source, name, blocks, index + 1, common)
        bold = _bold_name(source, blocks[index + 1]) if statblock is None and index + 1 < len(blocks) else None
        if bold is not None:
            # `###### Source of Earth Statblock`, `**Source of Earth**`, then the table: the bold line names the
            # creature whose statblock it is (a summoned creature's, a familiar's, under its ability or perk); the
            # two may be in a block quote of their own, the creature's features quoted in it (`>**Source of
            # Earth**`, `>| Elemental | … |`, `>> **Earthwalk**`)
            statblock = _table_statblock(source, bold, blocks, index + 2, common, blocks[index + 1].quote)
        elif statblock is None:
            statblock = _after_flavor(source, name, blocks, index + 1, common)
        parenthesis = parenthesis or _TERRAIN_NAME.match(name.text)
        if statblock is None and parenthesis is not None:
            from .terrain_md import from_heading

            tag = name.slice(parenthesis.start("tag"), parenthesis.end("tag"))
            title = name.slice(0, len(parenthesis.group("name")))
            statblock = from_heading(source, title, tag, blocks, index + 1, common)
        if statblock is not None:
            found.append(statblock)
    if front and not named and "features:" in front and not any(s.kind == "malice_features" for s in found):
        # a group only the front matter's list gives; one the body names (a heading, a fenced block that
        # names it) is the group, which the list repeats (a converted file keeps the front matter)
        found[:0] = _listed_group(source, front, ends[0] if blocks else len(source.text))
    # an object both the front matter and a heading give (a converted file keeps the front matter): the
    # heading's, which the reader sees
    headed = {s.name for s in found if s.kind == TERRAIN_KIND}
    found = [s for s in fronted if s.name not in headed] + found
    # the front matter of a one-monster file is that monster's; of a file of one malice group, the group's
    monsters = [s for s in found if s.kind == "statblock"]
    described = monsters if monsters else found
    if front and len(described) == 1:
        found = [attrs.evolve(s, metadata=FrontMatter(front)) if s is described[0] else s for s in found]
    return found


def _malice_words() -> tuple[str, ...]:
    """The spellings of the Director's resource (`Malice`, `悪意`), folded: the end of a malice group's name."""
    term = vocabulary().heroic_resources.terms["malice"]
    return tuple(s.casefold() for s in {*term.en, *term.ja})


def _bare_malice(name: Fragment) -> tuple[Fragment, re.Match] | None:
    """(the group's name, its tag) of a heading that ends with a malice group's tag without parentheses (`Wyvern
    Malice Malice Features`, `Demon Malice Level 4+ Malice Features`: what htrajan's Markdown leaves of `Wyvern
    Malice (Malice Features)`), or None. Only a name that ends with the word Malice (`Wyvern Malice`, `Rhodar's
    Malice`, `ゴブリンの悪意`) makes one: a heading `Using Malice Features` stays a heading."""
    named = named_malice(name.text)
    if named is None or not named[0].casefold().endswith(_malice_words()):
        return None
    title = named[0]
    return (name.slice(0, len(title)) if name.text.startswith(title) else name), named[1]


_BOLD_LINE = re.compile(r"\*\*(?P<name>[^*\n]+)\*\*")


def _bold_name(source: SourceFile, block) -> Fragment | None:
    """The name a paragraph gives when it is one bold name and nothing else (`**Source of Earth**`), else None; in
    a block quote (`>**Source of Earth**`), at its first depth only."""
    if block.kind != "paragraph" or block.quote[0] > 1 or block.end - block.start != 1:
        return None
    line = line_content(source, block.start, block.quote[0])
    bold = _BOLD_LINE.fullmatch(line.text.strip())
    if bold is None:
        return None
    offset = line.text.index("**") + 2
    return clean_inline(line.slice(offset, offset + len(bold.group("name")))).strip()


def _table_statblock(source: SourceFile, name: Fragment, blocks: list, at: int, common: dict,
                     quote: tuple = (0, 0)) -> Statblock | None:
    """The statblock named `name` whose table is `blocks[at]`, with the `**Key:** value` paragraphs after it;
    None unless that block is the book's statblock table (its first row gives a level or an EV). The table is
    outside any block quote, or in the `quote` its name is in."""
    table = blocks[at] if at < len(blocks) else None
    if table is None or table.kind != "table" or (table.quote[0] and table.quote != quote):
        return None
    after = []  # fields the table has no column for: the `**Key:** value` paragraphs right after it
    for block in blocks[at + 1:]:
        if block.kind != "paragraph" or block.quote != table.quote:
            break
        after.append(block)
    # (a statblock repeated in the run, its group's file and its own: read once, placed)
    read = read_table(_table_fields, source, table, after)
    if read is None:
        return None
    fields, spans = read
    return Statblock(name.text, fields, "statblock", None, spans=spans, name_span=name.span(), **common)


def _table_fields(source: SourceFile, table, after: list) -> tuple[dict, dict] | None:
    """The fields of a statblock table and the `**Key:** value` paragraphs `after` it, in `FIELDS`' order, and the
    span of each value; None unless `table` is the book's statblock table."""
    rows = statblock_rows(source, table)
    if rows is None:
        return None
    fields, spans = table_fields(source, rows)
    for block in after:
        text = clean_inline(line_content(source, block.start, block.quote[0])).strip()
        key, colon, _ = partition_cell(text.text)  # (`**Languages:** Caelian`, `**言語：** カエリア語`)
        if colon:
            value = text.slice(len(key) + len(colon)).strip()
            put_field(fields, spans, key, value.text, value.span())
    return {key: fields[key] for key in [*FIELDS, *fields] if key in fields}, spans


def _front_matter_named(source: SourceFile, front: str, blocks: list, end: int) -> list[Statblock]:
    """The newer Steel Compendium layout, with no heading: the statblock whose table opens the file, or the
    malice group whose introduction does (`kind: malice`, or `(Level 4+ Malice Features)` after the name),
    named by the front matter's `name:`. None without a name (or with a front matter that is not YAML: the
    Markdown front-end reports it)."""
    try:
        loaded = read_front_matter(front)[0]
    except yaml.YAMLError:
        return []
    if not isinstance(loaded, dict):
        return []
    data = {str(k): v for k, v in loaded.items()}
    name = front_matter_value(source, front.count("\n") + 2, data, "name")
    if name is None:
        return []
    common = {"anchor": name.file_offset(0), "end": end, "fmt": "markdown"}
    # the table, after the creature's flavor when a paragraph gives it first (the Summoner's minions: the
    # statblock's text, as a terrain object's flavor is; it was dropped with no word)
    first = next((n for n, block in enumerate(blocks) if block.kind != "paragraph" or block.quote[0]), len(blocks))
    if first < len(blocks) and blocks[first].kind == "table" and not blocks[first].quote[0]:
        statblock = _table_statblock(source, name, blocks, first, common)
        if statblock is not None and first:
            statblock = attrs.evolve(statblock, text=_paragraphs(source, blocks[:first]) or None)
        if statblock is not None or first == 0:
            return [] if statblock is None else [statblock]
    parenthesis = _MALICE_NAME.match(name.text)
    malice = malice_match(parenthesis.group("tag")) if parenthesis else None
    if malice is None and str(data.get("kind", "")).lower() != "malice":
        return []
    title = name.slice(0, len(parenthesis.group("name"))) if malice is not None else name
    return [_malice_group(source, title, malice, blocks, 0, common)]


def _listed_group(source: SourceFile, front: str, end: int) -> list[Statblock]:
    """A malice group whose features only its front matter lists (`kind: malice`, `features:`; the body a
    ``ds-fb`` block the Markdown front-end does not read, see `page_yaml.listed_in_front_matter`):
    named by its `name:`, introduced by its `flavor:`, its reach from the front matter's start (the list
    comes before the `name:`). None for any other front matter."""
    try:
        loaded = read_front_matter(front)[0]
    except yaml.YAMLError:
        return []
    if not isinstance(loaded, dict) or not isinstance(loaded.get("features"), list) or \
            str(loaded.get("kind", "")).lower() != "malice":
        return []
    data = {str(k): v for k, v in loaded.items()}
    name = front_matter_value(source, front.count("\n") + 2, data, "name")
    if name is None:
        return []
    flavor = data.get("flavor")
    text = " ".join(flavor.split()) if isinstance(flavor, str) else None
    parenthesis = _MALICE_NAME.match(name.text)
    malice = malice_match(parenthesis.group("tag")) if parenthesis else None
    title = name.slice(0, len(parenthesis.group("name"))) if malice is not None else name
    fields = {"level": malice.group("level")} if malice is not None and malice.group("level") else {}
    return [Statblock(title.text, fields, "malice_features", text or None, name_span=title.span(),
                      anchor=len("---\n"), end=end, fmt="markdown")]


def _after_flavor(source: SourceFile, name: Fragment, blocks: list, at: int, common: dict) -> Statblock | None:
    """The statblock named `name` whose table follows the creature's flavor or lore under its heading
    (`###### Goblin Sneak`, a paragraph or more describing it, then the table; an italic line, as an ability's
    flavor is written and as `convert` writes a summoned minion's; a quoted line of lore, `> The old tales say …`),
    the paragraphs its text; a paragraph of one `**Label:** value` among them is the field it names, as after the
    table (`**Languages:** Caelian`; it was the flavor), or its text when the table gives that field. HTML comments
    among them are passed over (`<!-- from the book -->`: the file's other text, `other_text`; one with words left
    the whole statblock unread). None when no statblock table comes after them."""
    first = at
    while first < len(blocks) and _before_table(source, blocks[first]):
        first += 1
    statblock = _table_statblock(source, name, blocks, first, common) if first > at else None
    if statblock is None:
        return None
    fields, spans, said = dict(statblock.fields), dict(statblock.spans), []
    for block in blocks[at:first]:
        if block.kind != "paragraph":
            continue
        lines = [line_content(source, n, block.quote[0]).strip() for n in range(block.start, block.end)]
        text = clean_inline(soft_join(lines)).strip()
        label, colon, _ = partition_cell(text.text) if _LABEL_LINE.match(lines[0].text) else ("", "", "")
        if colon and block.end - block.start == 1 and not block.quote[0] and book_field_key(label.strip()) not in fields:
            value = text.slice(len(label) + len(colon)).strip()
            put_field(fields, spans, label.strip(), value.text, value.span())
        else:
            said.append(text.text)
    fields = {key: fields[key] for key in [*FIELDS, *fields] if key in fields}
    return attrs.evolve(statblock, fields=fields, spans=spans, text="\n".join(said) or None)


# a paragraph that opens with a bold label (`**Languages:** Caelian`, `**言語：** カエリア語`, `**Languages**: …`)
_LABEL_LINE = re.compile(r"\*\*[^*\n]+?(?:[:：]\*\*|\*\*[:：])")


def _before_table(source: SourceFile, block) -> bool:
    """Whether a block may come between a statblock's heading and its table: a paragraph, an HTML comment, a quoted
    paragraph of lore (not a feature's bold name or labelled line: `> ⭐️ **Undying**`, `> **Effect:** …`)."""
    if not block.quote[0]:
        return block.kind in ("paragraph", "html_block")
    return block.kind == "paragraph" and not block.list_item and bold_name(source, block) is None \
        and paragraph_kind(source, block) == "text"


def _paragraphs(source: SourceFile, blocks: list) -> str:
    """The words of the paragraphs `blocks` opens with (outside any quote), one line each."""
    said = []
    for block in blocks:
        if block.kind != "paragraph" or block.quote[0]:
            break
        lines = [line_fragment(source, n).strip() for n in range(block.start, block.end)]
        said.append(clean_inline(soft_join(lines)).strip().text)
    return "\n".join(said)


def _malice_group(source: SourceFile, title: Fragment, malice: re.Match | None, blocks: list, at: int,
                  common: dict) -> Statblock:
    """A malice group named `title`, its introduction the paragraphs from `blocks[at]` on."""
    fields = {"level": malice.group("level")} if malice is not None and malice.group("level") else {}
    return Statblock(title.text, fields, "malice_features", _paragraphs(source, blocks[at:]) or None,
                     name_span=title.span(), **common)


class FrontMatter(Mapping):
    """A Markdown file's front matter as a read-only mapping, read as YAML when first looked at:
    `check` never looks, and reading it costs as much as the rest of the statblock (the
    Markdown front-end reports a front matter that is not YAML; here it is empty)."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._data: dict | None = None

    def _loaded(self) -> dict:
        if self._data is None:
            try:
                loaded = read_front_matter(self._text)[0]
            except yaml.YAMLError:
                loaded = None
            self._data = {str(k): v for k, v in loaded.items()} if isinstance(loaded, dict) else {}
        return self._data

    def __getitem__(self, key):
        return self._loaded()[key]

    def __iter__(self):
        return iter(self._loaded())

    def __len__(self) -> int:
        return len(self._loaded())

    def __repr__(self) -> str:
        return f"FrontMatter({self._loaded()!r})"


