"""Dynamic terrain objects in Markdown and YAML, in the Steel Compendium's layouts.

- Front matter: `type: dynamic-terrain` with `name`, `level`, `terrain_type`,
  `role`, `flavor` and a `stats:` list of `name`/`value` pairs (EV, Stamina,
  Size, Direction, ...). The body says the same again (bullets, or an HTML
  card): read only for what the front matter leaves out; the object's features are the whole
  file's (the front matter's `features:` list when the body holds none that
  the Markdown front-end reads).
- A heading `###### Pressure Plate (Level 1 Trigger Support)` (or `(Dynamic
  Terrain)`, with `Level`, `Type` and `Role` bullets), its flavor as a
  paragraph and a bullet per statistic (`- **EV:** 2`); its features end at
  the next heading outside a block quote.
- `ds-featureblock` YAML: `featureblock_type: Trap Ambusher` (or `type:
  Trigger Support`), `level`, `ev`, `stamina`, `size`, `flavor`, `stats:`;
  its features are its own `features` list.

`statblock_md.py` and `statblock_yaml.py` find the blocks and call these readers; values are kept
as written (`terrain.py`).
"""

from __future__ import annotations

import re

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Fragment, SourceFile, Span
from ....frontends.markdown_text import clean_inline, line_fragment
from ....soft_breaks import soft_join
from .front_matter import front_matter_value, read_front_matter
from .md_lines import block_heading_text, without_bullet
from .sc_blocks import bold_name, starts_ability
from .statblock_yaml import node_span, node_value, scalar_node
from .statblocks import Statblock, partition_cell, put_terrain, terrain_field
from .terrain import TERRAIN_FIELDS, TERRAIN_KIND, is_terrain_tag, read_heading_tag, split_type
from ..vocabulary import vocabulary

__all__ = ["from_front_matter", "from_heading", "from_yaml"]

# the YAML keys of a terrain's statistics (`stats:` holds the others), to the labels `put_terrain` reads
TERRAIN_YAML_KEYS = {"level": "level", "ev": "EV", "stamina": "Stamina", "size": "Size", "immunity": "Immunity",
              "immunities": "Immunity", "weakness": "Weakness", "weaknesses": "Weakness", "role": "Role",
              "terrain_type": "Type", "direction": "Direction", "typical_space": "Typical Space", "link": "Link"}
# keys only a terrain object's mapping has: one of them makes a featureblock that is not malice a terrain
TERRAIN_ONLY = ("ev", "stamina", "size", "stats")


def _ordered(fields: dict) -> dict:
    return {key: fields[key] for key in [*TERRAIN_FIELDS, *fields] if key in fields}


# ---- YAML ---------------------------------------------------------------------------------------


def from_yaml(source: SourceFile, start: int, mapping: dict, common: dict) -> list[Statblock]:
    """The terrain object a `ds-featureblock` mapping describes (`featureblock_type: Trap Ambusher`, or a
    `type` of its own), or none unless it gives a terrain's statistics (EV, Stamina, Size, `stats:`)."""
    if not any(key in mapping for key in TERRAIN_ONLY):
        return []
    fields: dict = {}
    spans: dict = {}
    said = mapping.get("featureblock_type")
    if said is None and str(node_value(mapping.get("type")) or "").lower() != "featureblock":
        said = mapping.get("type")
    if "terrain_type" in mapping or "role" in mapping:
        said = None  # said one by one (below): the phrase is for show
    if scalar_node(said):
        span = node_span(source, start, said)
        _put_type(fields, spans, Fragment(str(said.value), ((0, span.start),), source)
                  if source.text[span.start:span.end] == str(said.value) else None, str(said.value), span)
    unread = set()
    for key, node in mapping.items():
        label = TERRAIN_YAML_KEYS.get(key)
        if label is not None and (scalar_node(node) or isinstance(node, yaml.SequenceNode)):
            # (`immunity: [fire, poison]`: a list, as a monster's statblock may write it, is its values joined)
            put_terrain(fields, spans, label, node_value(node), node_span(source, start, node))
        elif label is not None and _alias(source, start, node):
            unread.add(terrain_field(label))
    stats = mapping.get("stats")
    for item in stats.value if isinstance(stats, yaml.SequenceNode) else ():
        pairs = {str(k.value): v for k, v in item.value if isinstance(k, yaml.ScalarNode)} \
            if isinstance(item, yaml.MappingNode) else {}
        name, value = pairs.get("name"), pairs.get("value")
        if scalar_node(name) and scalar_node(value):
            put_terrain(fields, spans, str(name.value), node_value(value), node_span(source, start, value))
        elif scalar_node(name) and value is not None and _alias(source, start, value):
            unread.add(terrain_field(str(name.value)))
    flavor = mapping.get("flavor")
    text = " ".join(str(node_value(flavor)).split()) if scalar_node(flavor) else None
    return [Statblock(str(mapping["name"].value), _ordered(fields), TERRAIN_KIND, text or None, spans=spans,
                      unread=frozenset(unread), **common)]


def _alias(source: SourceFile, start: int, node) -> bool:
    """Whether a value is written as a YAML alias (`*name`), read as null: the YAML front-end says so (SB004),
    and its statistic is not reported missing again."""
    return source.text.startswith("*", start + node.start_mark.index)


def _put_type(fields: dict, spans: dict, written: Fragment | None, value: str, span: Span) -> None:
    """`Trap Ambusher` as the terrain type `Trap` and the role `Ambusher`, each at its words when `written`
    is where they stand as read (else both at `span`)."""
    terrain_type, role = split_type(value)
    for label, part in (("Type", terrain_type), ("Role", role)):
        if part is None:
            continue
        at = written.text.rfind(part) if written is not None else -1
        put_terrain(fields, spans, label, part, written.slice(at, at + len(part)).span() if at >= 0 else span)


# ---- front matter -------------------------------------------------------------------------------


def from_front_matter(source: SourceFile, front: str, end: int, blocks: list = ()) -> list[Statblock]:
    """The terrain object a file's front matter describes (`type: dynamic-terrain`, or `type: featureblock` with
    a `terrain_type`; a `name` and its
    statistics), its features up to `end`; none for any other front matter (`type: dynamic-terrain/
    mechanism` without statistics names only the file: its body holds the object). The body's flavor paragraph and
    statistic bullets (`blocks`, before its features) give what the front matter does not (a front matter of
    `name`, `type`, `level` alone: its EV, Stamina, Size and flavor were lost, SB170 asking for a `stats:` list)."""
    if "dynamic-terrain" not in front and "terrain_type" not in front:
        return []
    try:
        loaded = read_front_matter(front)[0]
    except yaml.YAMLError:
        return []  # the Markdown front-end reports it
    if not isinstance(loaded, dict):
        return []
    data = {str(k): v for k, v in loaded.items()}
    said = str(data.get("type", "")).lower()
    # a featureblock with a terrain type (the Summoner's fixtures: `type: featureblock`, `terrain_type: Relic`)
    placed = said == "featureblock" and isinstance(data.get("terrain_type"), str) and data["terrain_type"].strip()
    if not (said.startswith("dynamic-terrain") or placed) or not any(key in data for key in ("level", *TERRAIN_ONLY)):
        return []
    lines = front.count("\n") + 2
    name = front_matter_value(source, lines, data, "name")
    if name is None:
        return []
    fields: dict = {}
    spans: dict = {}
    for key, label in TERRAIN_YAML_KEYS.items():
        value = data.get(key)
        if isinstance(value, list):  # (a null item is no item: `immunity: [fire, null]` lost its `fire`)
            value = [item for item in value if item is not None]
        if _is_plain(value) or (isinstance(value, list) and value and all(_is_plain(v) for v in value)):
            written = front_matter_value(source, lines, data, key)
            put_terrain(fields, spans, label, value if isinstance(value, list) else str(value),
                        written.span() if written is not None else name.span())
    stats = data.get("stats")
    places = _stat_places(source, lines)
    for index, item in enumerate(stats if isinstance(stats, list) else ()):
        if isinstance(item, dict) and item.get("name") is not None and item.get("value") is not None:
            value = _data_text(item["value"])
            span = places[index] if index < len(places) else name.span()
            written = source.text[span.start:span.end]
            put_terrain(fields, spans, str(item["name"]), value, span if written == value else name.span())
    blocks = list(blocks)
    # (a body that opens with the object's name as its title, `# Test Snare`: its flavor and bullets follow it)
    first = 1 if blocks and _titles(source, blocks[0], name.text) else 0
    written, after = _body(source, blocks, first, fields, spans, frozenset(fields))
    flavor = data.get("flavor")
    said = [" ".join(str(flavor).split())] if isinstance(flavor, str) else [p for p in written if not _restates(p, data)]
    text = "\n".join([p for p in said if p] + after)
    # its reach starts with the front matter, which may list its features before its `name:`
    return [Statblock(name.text, _ordered(fields), TERRAIN_KIND, text or None, anchor=len("---\n"), end=end,
                      name_span=name.span(), spans=spans, fmt="markdown")]


def _titles(source: SourceFile, block, name: str) -> bool:
    """Whether a block is a heading outside every quote that says the object's name (`# Test Snare`)."""
    if block.kind != "heading" or block.quote[0]:
        return False
    return " ".join(block_heading_text(source, block).text.split()).casefold() == " ".join(name.split()).casefold()


def _restates(paragraph: str, data: dict) -> bool:
    """Whether a paragraph of the body says the front matter's terrain type and role again, no flavor: the
    summoner's fixtures print `*Hazard Ambusher*` over their statistics; the heading form's tag, `*Level 1 Trap
    Ambusher*` (`*レベル 1 罠 アンブッシャー*`), says its level too."""
    tagged = read_heading_tag(paragraph)
    if tagged is not None:
        level, terrain_type, role = tagged
        if level != " ".join(str(data.get("level") or "").split()):
            return False
    else:
        terrain_type, role = split_type(paragraph)
    said = {key: " ".join(str(data.get(key) or "").split()).casefold() for key in ("terrain_type", "role")}
    return (terrain_type or role) is not None and (terrain_type or "").casefold() in ("", said["terrain_type"]) \
        and (role or "").casefold() in ("", said["role"])


# (the value's end is found by `_value_span`, not here: a lazy value before `[ \t]*$` tried the rest of a long
# run of blanks at each of its characters, which took the square of the line's length)
def _is_plain(value) -> bool:
    return isinstance(value, (str, int, float)) and not isinstance(value, bool)


_STAT_VALUE = re.compile(r"^[ \t]*(?:-[ \t]+)?value:[ \t]*")


def _value_span(line: str, start: int) -> tuple[int, int]:
    """Where a `value:`'s value is in `line` from `start`: its trailing blanks and enclosing quotes left out."""
    end = len(line.rstrip(" \t"))
    if end - start >= 2 and line[start] in "'\"" and line[end - 1] == line[start]:
        return start + 1, end - 1
    return start, max(start, end)


def _stat_places(source: SourceFile, lines: int) -> list[Span]:
    """Where the `value:` of each entry of the front matter's `stats:` list is written, in order."""
    text, starts = source.text, source.line_starts
    out, inside = [], False
    for index in range(1, min(lines - 1, len(starts))):
        start = starts[index]
        end = text.find("\n", start)
        line = text[start: len(text) if end == -1 else end]
        if not line[:1].isspace() and not line.startswith("-"):
            inside = line.startswith("stats:")
            continue
        found = _STAT_VALUE.match(line) if inside else None
        if found is not None:
            first, last = _value_span(line, found.end())
            out.append(source.span(start + first, start + last))
    return out


# ---- a heading ----------------------------------------------------------------------------------


def from_heading(source: SourceFile, name: Fragment, tag: Fragment, blocks: list, at: int,
                 common: dict) -> Statblock | None:
    """The terrain object of a heading `name (tag)` whose tag says a level and a terrain type or role
    (`Level 1 Trap Ambusher`) or `Dynamic Terrain`: its flavor the paragraphs from `blocks[at]` on, its
    statistics the `**Label:** value` bullets after them. None for any other heading."""
    said = read_heading_tag(tag.text)
    if said is None and not is_terrain_tag(tag.text):
        return None
    fields: dict = {}
    spans: dict = {}
    if said is not None:
        level, terrain_type, role = said
        written = tag.text
        for label, part in (("Level", level), ("Type", terrain_type), ("Role", role)):
            found = written.find(part) if part is not None else -1
            if found >= 0:
                put_terrain(fields, spans, label, part, tag.slice(found, found + len(part)).span())
                written = written[: found] + " " * len(part) + written[found + len(part):]
    flavor, after = _body(source, blocks, at, fields, spans)
    flavor = [p for p in flavor if not _tag_line(p, fields, spans, name.span())]
    return Statblock(name.text, _ordered(fields), TERRAIN_KIND, "\n".join(flavor + after) or None, name_span=name.span(),
                     spans=spans, **common)


def _tag_line(paragraph: str, fields: dict, spans: dict, span: Span) -> bool:
    """Whether a flavor paragraph says the object's level, terrain type and role as the heading's parenthesis does
    (`*Level 1 Trap Ambusher*`, `*Trap, Ambusher*`, `*レベル 1 罠・アンブッシャー*` under `(Dynamic Terrain)`): no
    flavor, its values put into `fields` where they are not given (at `span`, the heading's name). A line that says
    other values than the heading or the bullets stays flavor."""
    tagged = read_heading_tag(paragraph)
    if tagged is None:
        terrain_type, role = split_type(paragraph)
        if terrain_type is not None and vocabulary().terrain_types.lookup(terrain_type) is None:
            return False
        tagged = (None, terrain_type, role)
    said = dict(zip(("level", "terrain_type", "roles"), tagged))
    if not (said["terrain_type"] or said["roles"]) or any(
            value is not None and key in fields and fields[key].casefold() != value.casefold()
            for key, value in said.items()):
        return False
    for label, key in (("Level", "level"), ("Type", "terrain_type"), ("Role", "roles")):
        if said[key] is not None and key not in fields:
            put_terrain(fields, spans, label, said[key], span)
    return True


def _body(source: SourceFile, blocks: list, at: int, fields: dict, spans: dict,
          given: frozenset = frozenset()) -> tuple[list, list]:
    """(the paragraphs of an object's flavor from `blocks[at]` on, the text after them), its statistics (`- **EV:** 2`)
    put into `fields` after the flavor, but for the fields `given` already (a front matter's); up to the first block
    of anything else, or the bold name of an ability written outside a quote. The text after the flavor is a bullet
    of words among the statistics (`- Hidden in the grass`: it ended the reading, the statistics after it lost) and
    the prose after them (`The snare is hidden in leaves.`): the object's, which its reach holds (it was in no
    output)."""
    flavor: list[str] = []
    after: list[str] = []
    bulleted = False
    for index in range(at, len(blocks)):
        block = blocks[index]
        if block.kind != "paragraph" or block.quote[0]:
            break
        lines = [line_fragment(source, n).strip() for n in range(block.start, block.end)]
        if block.list_item:
            text = clean_inline(soft_join([without_bullet(lines[0]), *lines[1:]])).strip()
            label, colon, _ = partition_cell(text.text)
            if not colon:
                (after if bulleted else flavor).append(text.text)
                continue
            value = text.slice(len(label) + len(colon)).strip()
            if terrain_field(label.strip()) not in given:
                put_terrain(fields, spans, label.strip(), value.text, value.span())
            bulleted = True
        elif bulleted and bold_name(source, block) is not None and starts_ability(source, blocks[index + 1: index + 7]):
            break  # `❗️ **Yank**` over its header table: an ability of its own
        else:
            (after if bulleted else flavor).append(clean_inline(soft_join(lines)).strip().text)
    return flavor, after


def _data_text(value) -> str:
    """A loaded value as the text of a statistic: a list's items joined as a list (`fire, poison`), a mapping's
    `key value` pairs (`fire 5`), never Python's own spelling of them (`['fire', 'poison']`)."""
    if isinstance(value, list):  # (a null item is no item, never `None`)
        return ", ".join(_data_text(item) for item in value if item is not None)
    if isinstance(value, dict):
        return ", ".join(f"{key} {_data_text(item)}" for key, item in value.items())
    return str(value)
