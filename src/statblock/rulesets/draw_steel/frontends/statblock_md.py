"""Statblocks in Steel Compendium Markdown and in `ds-statblock` / `ds-featureblock` YAML.

Dynamic terrain objects are read by `terrain_md.py`, called from here.

Markdown: a heading with the monster's name and the book's five-column table
under it (`| Goblin, Humanoid | - | Level 1 | Minion Harrier | EV 3 |`, then
`**4**<br/> Stamina` cells), `**Key:** value` paragraphs for fields the table
has no column for; a heading `Name (Malice Features)` or `Name (Level 4+
Malice Features)` and its introduction. The features of either end at the
next heading outside a block quote. YAML: `type: statblock` with `level`,
`stamina`, ... keys, or `type: featureblock`, in a `.yaml` file or a fenced
block; its features are its own `features` list.

The Markdown front-end's block finder (`md_document.blocks`, which
keeps the last file's blocks) gives the blocks, so a file is parsed once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import attrs
import yaml

from ....diagnostics import Fragment, SourceFile, Span
from .ds_yaml import STATBLOCK_FENCES
from .yaml_load import compose_yaml, load_yaml  # aliases read as null: the YAML front-end reports them
from .front_matter import front_matter_value, read_front_matter
from .md_document import TooDeep, blocks, split_front_matter
from ....frontends.markdown_text import clean_inline, line_fragment
from .statblocks import CHARACTERISTICS, FIELDS, MALICE_TAG, Statblock, _malice, _put, _value
from .terrain import TERRAIN_KIND
from ...similarity import closest
from ..vocabulary import vocabulary

__all__ = ["FrontMatter", "read_markdown", "read_yaml", "yaml_icons"]

_YAML_KEYS = {"level": "level", "roles": "roles", "ev": "ev", "organization": "organization",
              "ancestry": "ancestry", "size": "size", "speed": "speed", "stamina": "stamina",
              "stability": "stability", "free_strike": "free_strike", "immunities": "immunity",
              "immunity": "immunity", "movement": "movement", "with_captain": "with_captain",
              "weaknesses": "weakness", "weakness": "weakness", **{c: c for c in CHARACTERISTICS},
              # the newer Steel Compendium YAML: the table's first cell as `keywords`, one `role`
              "keywords": "ancestry", "role": "roles"}
# `Goblin Malice (Malice Features)`; Japanese closes it in full-width parentheses (`ゴブリンの悪意（悪意の特徴）`)
_MALICE_NAME = re.compile(r"^(?P<name>.*?)(?<!\s)\s*+[(（](?P<tag>[^()（）]*)[)）]$")  # (blanks taken once: linear)
# a terrain object's heading may close in full-width parentheses, as Japanese is typed (`罠（レベル 1 罠）`)
_TERRAIN_NAME = re.compile(r"^(?P<name>.*?)(?<!\s)\s*+[(（](?P<tag>[^()（）]*)[)）]$")


def _level_spellings() -> str:
    """An alternation of the spellings of `Level` (`statblock_fields.level`: `Level`, `レベル`), each with
    the blanks after it: at least one after a Latin word (`Level 3`), maybe none after a Japanese one
    (`レベル3`)."""
    term = vocabulary().statblock_fields.terms["level"]
    return "|".join(re.escape(s) + (r"\s+" if s.isascii() else r"\s*") for s in sorted({*term.en, *term.ja}))


# The cell of a statblock table's first row that gives the level (`Level 3`, `レベル 3`), and the one that
# gives the encounter value (`EV 20`): a table under a heading whose first row has either is a statblock
# (without a level it is one that lacks it: SB170 says so rather than the table being passed over)
_LEVEL = re.compile(rf"(?:{_level_spellings()})(?P<value>\S+)")
_EV = re.compile(r"EV\s+(?P<value>\S.*)")

# A statblock's table row, a malice heading, a ds- block, the `kind: malice` of a malice group named by its
# front matter, a terrain object's front matter (`type: dynamic-terrain`) or heading (`(Level 1 Trap Ambusher)`,
# `(Dynamic Terrain)`): a file with none of them holds no statblock.
_ROW = rf"^\s*\|.*(?:\b(?:{_level_spellings()})\S|\b(?-i:EV)\s+\S)"
_KIND_MALICE = r"^(?-i:kind):[ \t]*malice[ \t]*$"  # (the key as written: `kind:` is the needle)
_TERRAIN_TYPE = r"^(?-i:type):[ \t]*dynamic-terrain"
_TERRAIN_HEADING = rf"^#.*[(（](?:{_level_spellings()})\d|^#.*[(（](?:dynamic terrain|ダイナミック地形)[)）]"


def _malice_tags() -> str:
    """An alternation of a malice group's tags, closed (`Malice Features)`, `悪意の特徴）`, `悪意特性)`)."""
    term = vocabulary().card_words.terms["malice_features"]
    return "(?:" + "|".join(re.escape(s) for s in sorted({*term.en, *term.ja})) + ")[)）]"


_MALICE_TAG = _malice_tags()
_MAYBE = re.compile(rf"{_ROW}|{_MALICE_TAG}|^\s*(?:```|~~~)\s*ds-|{_KIND_MALICE}|{_TERRAIN_TYPE}|{_TERRAIN_HEADING}",
                    re.MULTILINE | re.IGNORECASE)
# The same three, one at a time, each tried only if the text has the characters it needs: the file
# is searched for what `_MAYBE` finds, at a third of the cost.
_MAYBE_PARTS = ((("|",), re.compile(_ROW, re.MULTILINE | re.IGNORECASE)),
                ((")", "）"), re.compile(_MALICE_TAG, re.IGNORECASE)),
                (("```", "~~~"), re.compile(r"^\s*(?:```|~~~)\s*ds-", re.MULTILINE | re.IGNORECASE)),
                (("kind:",), re.compile(_KIND_MALICE, re.MULTILINE | re.IGNORECASE)),
                (("dynamic-terrain",), re.compile(_TERRAIN_TYPE, re.MULTILINE | re.IGNORECASE)),
                (("#",), re.compile(_TERRAIN_HEADING, re.MULTILINE | re.IGNORECASE)))


def read_yaml(source: SourceFile) -> list[Statblock]:
    """The statblock or malice group of a `.yaml` file (none for a file of features)."""
    if "statblock" not in source.text and "featureblock" not in source.text and "ev:" not in source.text:
        return []  # no `type:` that makes it one, no terrain's `ev:`: the file is not read a second time
    return _from_yaml(source, 0, len(source.text), "yaml")


def read_markdown(source: SourceFile) -> list[Statblock]:
    """The statblocks and malice groups of a Markdown file, fenced YAML ones included, in file order."""
    return _from_markdown(source) if _may_hold_statblocks(source.text) else []


def _may_hold_statblocks(text: str) -> bool:
    """Whether `_MAYBE` finds anything in `text`."""
    return any(any(needed in text for needed in needs) and pattern.search(text) for needs, pattern in _MAYBE_PARTS)


def _yaml_texts(source: SourceFile) -> list[tuple[int, int]]:
    """(start, end) file offsets of the YAML of a file: the file itself, or its `ds-*` fenced blocks."""
    path = source.path.lower()
    if path.endswith((".yaml", ".yml", ".json")):
        return [(0, len(source.text))]
    if not (path.endswith((".md", ".markdown")) and ("```ds-" in source.text or "~~~ds-" in source.text)):
        return []
    return [_fence_text(source, block) for block in _markdown_blocks(source)[1]
            if block.kind == "fence" and block.info.strip().startswith("ds-") and block.end - 1 > block.start + 1]


def yaml_icons(source: SourceFile) -> dict[str, str]:
    """`icon:` of each feature in a file's YAML, by feature name (the reader has no place for it): its
    `ds-` blocks', or a Markdown front matter's `features:` list's."""
    icons: dict[str, str] = {}
    for start, end in _yaml_texts(source):
        try:
            root = load_yaml(source.text[start:end])[0]
        except yaml.YAMLError:
            continue
        # `features:`, or the Draw Steel Elements statblock's `traits:` and `abilities:`
        lists = [root.get(key) for key in ("features", "traits", "abilities")] if isinstance(root, dict) else [root]
        _icons_of([root, *(item for listed in lists if isinstance(listed, list) for item in listed)], icons)
    if source.path.lower().endswith((".md", ".markdown")) and source.text.startswith("---\n"):
        front = _markdown_blocks(source)[0]
        try:
            loaded = read_front_matter(front)[0] if front and "features:" in front else None
        except yaml.YAMLError:
            loaded = None
        if isinstance(loaded, dict) and isinstance(loaded.get("features"), list):
            _icons_of(loaded["features"], icons)
    return icons


def _icons_of(features: list, icons: dict[str, str]) -> None:
    for feature in features:
        if isinstance(feature, dict) and feature.get("icon") and feature.get("name"):
            icons.setdefault(str(feature["name"]), str(feature["icon"]))


def _fence_text(source: SourceFile, block) -> tuple[int, int]:
    start = source._line_starts[block.start + 1]
    end = source._line_starts[block.end - 1] if block.end - 1 < source.line_count else len(source.text)
    return start, end


def _markdown_blocks(source: SourceFile):
    """(front matter text, blocks) of a Markdown file, from the Markdown front-end's own block finder."""
    skip, front = split_front_matter(source.text)
    try:
        return front, blocks(source.text, skip)
    except TooDeep:  # nested past what markdown-it reads: the front-end reports it
        return front, []


def _scalar_node(node) -> bool:
    return isinstance(node, yaml.ScalarNode) and not node.tag.endswith(":null")


def _node_value(node):
    """A value as text: a scalar's; a list's items; a mapping of scalars as `key value` pairs (`immunities:
    {fire: 5}` is `fire 5`, as the book writes an immunity), so that no statistic written so is lost."""
    if _scalar_node(node):
        return str(node.value)
    if isinstance(node, yaml.SequenceNode):
        items = [_node_value(item) for item in node.value if _scalar_node(item) or isinstance(item, yaml.MappingNode)]
        return [item for item in items if item]
    if isinstance(node, yaml.MappingNode):
        pairs = [f"{key.value} {value.value}" for key, value in node.value if _scalar_node(key) and _scalar_node(value)]
        return ", ".join(pairs) or None
    return None


def _node_span(source: SourceFile, base: int, node) -> Span:
    start, end = base + node.start_mark.index, base + node.end_mark.index
    raw = source.text[start:end]
    if isinstance(node, yaml.ScalarNode) and len(raw) >= 2 and raw[0] in "'\"" and raw[-1] == raw[0]:
        start, end = start + 1, end - 1  # inside the quotes
    return source.span(start, end)


# what only a monster's statblock gives (a terrain object has no characteristics, free strike or roles)
_MONSTER_ONLY = (*CHARACTERISTICS, "free_strike", "roles", "ancestry", "abilities", "traits")


def _monster_keys(mapping: dict) -> bool:
    return any(key in mapping for key in _MONSTER_ONLY)


def _typed_malice(said: str, level) -> str:
    """A ds-featureblock's `type:` as a malice group's tag: `+ Malice Features` beside `level: 4` is what is
    left of `Level 4+ Malice Features` once its level went to `level:` (the data-md-dse demons)."""
    rest = said.strip()
    if rest.startswith("+") and _scalar_node(level):
        return f"Level {_node_value(level)}+ {rest[1:].strip()}"
    return rest


def _from_yaml(source: SourceFile, start: int, end: int, fmt: str) -> list[Statblock]:
    try:
        root = compose_yaml(source.text[start:end])[0]
    except yaml.YAMLError:
        return []  # the YAML front-end reports it
    if not isinstance(root, yaml.MappingNode):
        return []
    mapping = {str(k.value): v for k, v in root.value if isinstance(k, yaml.ScalarNode)}
    name = mapping.get("name")
    if not _scalar_node(name):
        return []
    kind = str(_node_value(mapping.get("type")) or "").lower()
    common = {"anchor": start, "end": end, "name_span": _node_span(source, start, name), "fmt": fmt}
    # `type: Malice Features` (the Steel Compendium's ds-featureblock) says the group as `featureblock_type` does
    said_malice = None
    if kind != "featureblock" and "featureblock_type" not in mapping and _scalar_node(mapping.get("type")):
        said_malice = _malice(_typed_malice(str(_node_value(mapping["type"])), mapping.get("level")))
    if kind == "featureblock" or "featureblock_type" in mapping or said_malice is not None:
        malice = said_malice or _malice(_node_value(mapping.get("featureblock_type")) or MALICE_TAG)
        if malice is None:  # a terrain object (`Trap Ambusher`), or a group of features that is not malice
            from .terrain_md import from_yaml

            return from_yaml(source, start, mapping, common)
        fields = {"level": malice.group("level")} if malice.group("level") else {}
        flavor = mapping.get("flavor")
        text = _value("", _node_value(flavor)) if flavor is not None else None
        return [Statblock(str(name.value), fields, "malice_features", text, **common)]
    if kind != "statblock" and not (not kind and _monster_keys(mapping)):
        # a terrain object's `type: Trigger Support`, or no statblock (the Draw Steel Elements' ds-statblock
        # writes no `type:`: its characteristics or free strike say it is a monster's)
        from .terrain_md import from_yaml

        return from_yaml(source, start, mapping, common)
    fields: dict = {}
    spans: dict = {}
    unread = set()
    slips = {}
    for key, node in mapping.items():
        field = _YAML_KEYS.get(key)
        if field is None:
            if closest(key.lower(), _YAML_KEYS) is not None and _scalar_node(node):
                slips[key] = node  # `stabilty:`: kept under its key, for the compiler to report (SB172)
            continue
        if source.text.startswith("*", start + node.start_mark.index):
            unread.add(field)  # an alias, read as null: the YAML front-end says so (SB004)
            continue
        value = _value(field, _node_value(node))
        if value is not None:
            fields[field] = value
            spans[field] = _node_span(source, start, node)
    fields = {key: fields[key] for key in FIELDS if key in fields}
    for key, node in slips.items():
        fields[key] = str(_node_value(node))
        spans[key] = _node_span(source, start, node)
    return [Statblock(str(name.value), fields, "statblock", None, spans=spans, unread=frozenset(unread), **common)]


def yaml_keys() -> dict[str, str]:
    """The keys of a `ds-statblock`'s statistics, to their field ids."""
    return dict(_YAML_KEYS)


_BAR = re.compile(r"(?<!\\)\|")
_MARKUP = frozenset("*_[<\\`")
# `**4**<br/> Stamina`: a statistic's cell with nothing else to clean (the usual one)
_STAT_CELL = re.compile(r"\s*\*\*(?P<value>[^*_\[<\\`]*)\*\*\s*<br\s*/?>(?P<label>[^*_\[<\\`]*)")


def _table_cells(source: SourceFile, line_index: int) -> list[tuple[str, int]]:
    """(text as written, file offset) of each cell of a table row, the outer pipes dropped."""
    start = source._line_starts[line_index]
    end = source.text.find("\n", start)
    text = source.text[start : len(source.text) if end == -1 else end]
    cuts = [-1, *(m.start() for m in _BAR.finditer(text)), len(text)]
    cells = [(text[a + 1 : b], start + a + 1) for a, b in zip(cuts, cuts[1:])]
    if len(cells) > 1 and not cells[0][0].strip():
        cells = cells[1:]
    if len(cells) > 1 and not cells[-1][0].strip():
        cells = cells[:-1]
    return cells


def _plain(source: SourceFile, raw: str, offset: int) -> tuple[str, Span]:
    """The text a reader sees in a cell (bold markers and escapes removed), and where it is."""
    if _MARKUP.isdisjoint(raw):
        stripped = raw.strip()
        start = offset + len(raw) - len(raw.lstrip())
        return stripped, source.span(start, start + len(stripped))
    fragment = clean_inline(Fragment.at(source, offset, offset + len(raw))).strip()
    return fragment.text, fragment.span()


def _from_markdown(source: SourceFile) -> list[Statblock]:
    front, blocks = _markdown_blocks(source)
    found: list[Statblock] = []
    # where the features of a heading's statblock end: at the next heading outside a quote
    ends, end = [0] * len(blocks), len(source.text)
    for index in range(len(blocks) - 1, -1, -1):
        ends[index] = end
        if blocks[index].kind == "heading" and not blocks[index].quote[0]:
            end = source._line_starts[blocks[index].start]
    named = bool(front and blocks and blocks[0].kind in ("table", "paragraph") and not blocks[0].quote[0])
    if named:
        found.extend(_front_matter_named(source, front, blocks, ends[0]))
    fronted = []
    if front:  # a terrain object named by the front matter: the whole file's
        from .terrain_md import from_front_matter

        fronted = from_front_matter(source, front, len(source.text))
    for index, block in enumerate(blocks):
        if block.kind == "fence" and block.info.strip().split(" ")[0] in STATBLOCK_FENCES:
            if block.end - 1 > block.start + 1:
                found.extend(_from_yaml(source, *_fence_text(source, block), "yaml"))
            continue
        if block.kind != "heading" or block.quote[0]:
            continue
        line = line_fragment(source, block.start)
        name = clean_inline(line.slice(len(line.text) - len(line.text.lstrip(" #")))).strip()
        parenthesis = _MALICE_NAME.match(name.text)
        malice = _malice(parenthesis.group("tag")) if parenthesis else None
        common = {"anchor": line.file_offset(0), "end": ends[index], "fmt": "markdown"}
        if malice is not None:
            found.append(_malice_group(source, name.slice(0, len(parenthesis.group("name"))), malice, blocks,
                                       index + 1, common))
            continue
        statblock = _table_statblock(source, name, blocks, index + 1, common)
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


def _table_statblock(source: SourceFile, name: Fragment, blocks: list, at: int, common: dict) -> Statblock | None:
    """The statblock named `name` whose table is `blocks[at]`, with the `**Key:** value` paragraphs after it;
    None unless that block is the book's statblock table (its first row gives a level or an EV)."""
    table = blocks[at] if at < len(blocks) else None
    if table is None or table.kind != "table" or table.quote[0]:
        return None
    rows = [_table_cells(source, n) for n in range(table.start, table.end)]
    rows = [row for row in rows if not all(not text.strip(":- ") for text, _ in row)]
    if not rows or not any(_LEVEL.fullmatch(text) or _EV.fullmatch(text)
                           for text in (_plain(source, *cell)[0] for cell in rows[0])):
        return None
    fields, spans = _table_fields(source, rows)
    for after in blocks[at + 1:]:  # fields the table has no column for: `**Key:** value` paragraphs
        if after.kind != "paragraph" or after.quote[0]:
            break
        text = clean_inline(line_fragment(source, after.start)).strip()
        key, colon, _ = text.text.partition(":")
        if colon:
            value = text.slice(len(key) + 1).strip()
            _put(fields, spans, key, value.text, value.span())
    fields = {key: fields[key] for key in [*FIELDS, *fields] if key in fields}
    return Statblock(name.text, fields, "statblock", None, spans=spans, name_span=name.span(), **common)


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
    if blocks[0].kind == "table":
        statblock = _table_statblock(source, name, blocks, 0, common)
        return [] if statblock is None else [statblock]
    parenthesis = _MALICE_NAME.match(name.text)
    malice = _malice(parenthesis.group("tag")) if parenthesis else None
    if malice is None and str(data.get("kind", "")).lower() != "malice":
        return []
    title = name.slice(0, len(parenthesis.group("name"))) if malice is not None else name
    return [_malice_group(source, title, malice, blocks, 0, common)]


def _listed_group(source: SourceFile, front: str, end: int) -> list[Statblock]:
    """A malice group whose features only its front matter lists (`kind: malice`, `features:`; the body a
    ``ds-fb`` block the Markdown front-end does not read, see `steel_compendium._listed_in_front_matter`):
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
    malice = _malice(parenthesis.group("tag")) if parenthesis else None
    title = name.slice(0, len(parenthesis.group("name"))) if malice is not None else name
    fields = {"level": malice.group("level")} if malice is not None and malice.group("level") else {}
    return [Statblock(title.text, fields, "malice_features", text or None, name_span=title.span(),
                      anchor=len("---\n"), end=end, fmt="markdown")]


def _malice_group(source: SourceFile, title: Fragment, malice: re.Match | None, blocks: list, at: int,
                  common: dict) -> Statblock:
    """A malice group named `title`, its introduction the paragraphs from `blocks[at]` on."""
    intro = []
    for after in blocks[at:]:
        if after.kind != "paragraph" or after.quote[0]:
            break
        lines = [line_fragment(source, n).strip() for n in range(after.start, after.end)]
        intro.append(clean_inline(Fragment.join(lines, " ")).strip().text)
    fields = {"level": malice.group("level")} if malice is not None and malice.group("level") else {}
    return Statblock(title.text, fields, "malice_features", "\n".join(intro) or None, name_span=title.span(),
                     **common)


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


def _table_fields(source: SourceFile, rows: list[list[tuple[str, int]]]) -> tuple[dict, dict]:
    fields: dict = {}
    spans: dict = {}
    for position, (text, span) in enumerate(_plain(source, *cell) for cell in rows[0]):
        level, ev = _LEVEL.fullmatch(text), _EV.fullmatch(text)
        if level is not None:
            _put(fields, spans, "level", level.group("value"), source.span(span.start + level.start("value"), span.end))
        elif ev is not None:
            value = ev.group("value")
            _put(fields, spans, "ev", value, source.span(span.end - len(value), span.end))
        else:
            _put(fields, spans, ("ancestry", "organization")[position] if position < 2 else "roles", text, span)
    for row in rows[1:]:
        for raw, offset in row:
            stat = _STAT_CELL.fullmatch(raw)
            if stat is not None:
                value, label = stat.group("value"), stat.group("label").strip()
                start = offset + stat.start("value") + len(value) - len(value.lstrip())
                value = value.strip()
                _put(fields, spans, label, value, source.span(start, start + len(value)) if value else None)
                continue
            br = re.search(r"<br\s*/?>", raw)
            if br is None:
                continue
            value, span = _plain(source, raw[: br.start()], offset)
            label, _ = _plain(source, raw[br.end():], offset + br.end())
            _put(fields, spans, label, value, span)
    return fields, spans
