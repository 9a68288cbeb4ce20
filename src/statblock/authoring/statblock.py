"""Monster statblocks: the native form, and reading them from Markdown and YAML.

A statblock in the native format is a block named `Name (Statblock)` whose
lines are the book's table, row by row, as `Label: value` cells separated
by `|`; the monster's features (traits, abilities, villain actions) are
the ordinary ability blocks that follow it, up to the next statblock:

```
Goblin Assassin (Statblock)
Level: 1 | Roles: Horde Ambusher | EV: 3
Ancestry: Goblin, Humanoid
Size: 1S | Speed: 6 | Stamina: 15 | Stability: 0 | Free Strike: 2
Immunity: - | Movement: Climb | With Captain: - | Weakness: -
Might: -2 | Agility: +2 | Reason: 0 | Intuition: 0 | Presence: -2

🗡 Sword Stab (Signature)
...
```

A group of malice features is a block named `Name (Malice Features)` with
its introduction as a paragraph (`¶ At the start of ...`), followed by the
features. Both are ordinary blocks to the parser (`check` reads their
features like any ability); this module gives them their meaning.
"""

from __future__ import annotations

import re

import attrs
import yaml

from .. import ast
from ..diagnostics import Fragment, SourceFile
from ..frontends.ds_yaml import load_yaml  # aliases read as null: the front-ends report them
from ..frontends.markdown_text import clean_inline, line_fragment
from .layout import Card, Header, Section

__all__ = ["FIELDS", "MALICE_TAG", "STATBLOCK_TAG", "Statblock", "from_ability", "from_source", "header_card",
           "is_group_header", "statblocks_of"]

STATBLOCK_TAG = "Statblock"
MALICE_TAG = "Malice Features"

# id → label, in the book's order; ROWS is how the native form and the Markdown table group them.
FIELDS = {
    "level": "Level", "roles": "Roles", "ev": "EV", "organization": "Organization", "ancestry": "Ancestry",
    "size": "Size", "speed": "Speed", "stamina": "Stamina", "stability": "Stability", "free_strike": "Free Strike",
    "immunity": "Immunity", "movement": "Movement", "with_captain": "With Captain", "weakness": "Weakness",
    "might": "Might", "agility": "Agility", "reason": "Reason", "intuition": "Intuition", "presence": "Presence",
}
ROWS = (("level", "roles", "ev", "organization"), ("ancestry",),
        ("size", "speed", "stamina", "stability", "free_strike"),
        ("immunity", "movement", "with_captain", "weakness"),
        ("might", "agility", "reason", "intuition", "presence"))
CHARACTERISTICS = ("might", "agility", "reason", "intuition", "presence")
_BY_LABEL = {label.lower(): key for key, label in FIELDS.items()} | {
    "immunities": "immunity", "weaknesses": "weakness", "role": "roles", "free strike": "free_strike"}
_YAML_KEYS = {"level": "level", "roles": "roles", "ev": "ev", "ancestry": "ancestry", "size": "size",
              "speed": "speed", "stamina": "stamina", "stability": "stability", "free_strike": "free_strike",
              "immunities": "immunity", "immunity": "immunity", "movement": "movement",
              "with_captain": "with_captain", "weaknesses": "weakness", "weakness": "weakness",
              **{c: c for c in CHARACTERISTICS}}
_EMPTY = {"", "-", "—", "–"}


@attrs.frozen
class Statblock:
    """A monster's statistics (`kind` "statblock") or a group of malice features ("malice_features").

    `fields` maps field ids (see FIELDS) to the values as written; `-` is
    no value and is left out. Fields the book has no column for keep
    their label as key. `anchor` is the offset of the block in its file.
    """

    name: str
    fields: dict = attrs.field(factory=dict)
    kind: str = "statblock"
    text: str | None = None
    metadata: dict = attrs.field(factory=dict, eq=False)
    anchor: int = attrs.field(default=0, eq=False)

    @property
    def characteristics(self) -> dict[str, int | None]:
        return {c: _integer(self.fields.get(c)) for c in CHARACTERISTICS}

    def problems(self) -> list[str]:
        """What a director would want to fix: missing or non-numeric statistics."""
        if self.kind != "statblock":
            return []
        out = []
        for key in ("level", "stamina", "speed", "stability", "free_strike", *CHARACTERISTICS):
            value = self.fields.get(key)
            if value is None:
                out.append(f"{self.name}: no {FIELDS[key]}")
            elif _integer(value.split()[0]) is None:
                out.append(f"{self.name}: {FIELDS[key]} should be a number, not `{value}`")
        return out


def _integer(text) -> int | None:
    if text is None:
        return None
    match = re.fullmatch(r"\s*([+\-−]?)\s*(\d+)\s*", str(text))
    if match is None:
        return None
    return -int(match.group(2)) if match.group(1) in ("-", "−") else int(match.group(2))


def _value(key: str, value) -> str | None:
    """A field value as the book writes it: lists joined with commas, characteristics signed."""
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        value = ", ".join(str(v) for v in value)
    text = " ".join(str(value).split())
    if text in _EMPTY:
        return None
    if key in CHARACTERISTICS:
        number = _integer(text)
        if number is not None:
            return f"{number:+d}" if number else "0"
    return text


def _put(fields: dict, label: str, value) -> None:
    key = _BY_LABEL.get(" ".join(label.lower().split()), label.strip())
    value = _value(key, value)
    if value is not None:
        fields[key] = value


def is_group_header(ability) -> bool:
    """Whether a parsed or compiled ability is a statblock or malice-features header, not an ability."""
    tag = (ability.tag or "").strip().lower()
    return tag in (STATBLOCK_TAG.lower(), MALICE_TAG.lower())


# ---- reading -------------------------------------------------------------------------------------


def from_ability(tree: ast.Ability) -> Statblock | None:
    """The statblock a native header block stands for, or None for an ordinary ability."""
    if not is_group_header(tree):
        return None
    anchor = tree.name_span.start if tree.name_span is not None else 0
    if tree.tag.strip().lower() == MALICE_TAG.lower():
        text = "\n".join(s.text for s in tree.sections if not s.label) or tree.flavor
        return Statblock(tree.name, {}, "malice_features", text, dict(tree.metadata), anchor)
    fields: dict = {}
    for section in tree.sections:
        line = " ".join(f"{section.label}: {section.text}".split()) if section.label else section.text
        for cell in line.split(" | "):
            label, colon, value = cell.partition(":")
            if colon:
                _put(fields, label, value)
    return Statblock(tree.name, fields, "statblock", None, dict(tree.metadata), anchor)


def statblocks_of(result) -> list[Statblock]:
    """Every statblock and malice-feature group of a read file (`pipeline.FileResult`), in file order."""
    found = [s for s in (from_ability(tree) for tree in result.asts) if s is not None]
    if result.source is not None:
        found += from_source(result.source)
    return sorted(found, key=lambda s: s.anchor)


def from_source(source: SourceFile) -> list[Statblock]:
    """The statblocks and malice-feature groups of a Markdown or YAML file, in file order."""
    path = source.path.lower()
    if path.endswith((".yaml", ".yml")):
        return _from_yaml_text(source.text, 0)
    if path.endswith((".md", ".markdown")):
        return _from_markdown(source)
    return []


def _yaml_roots(source: SourceFile) -> list[tuple[object, int]]:
    """The YAML documents of a file: the file itself, or its `ds-*` fenced blocks, with their offsets."""
    path = source.path.lower()
    texts = []
    if path.endswith((".yaml", ".yml")):
        texts.append((source.text, 0))
    elif path.endswith((".md", ".markdown")) and ("```ds-" in source.text or "~~~ds-" in source.text):
        from ..frontends.steel_compendium import _blocks, _front_matter

        for block in _blocks(source.text, _front_matter(source.text)[0]):
            if block.kind == "fence" and block.info.strip().startswith("ds-") and block.end - 1 > block.start + 1:
                start = source._line_starts[block.start + 1]
                end = source._line_starts[block.end - 1] if block.end - 1 < source.line_count else len(source.text)
                texts.append((source.text[start:end], start))
    roots = []
    for text, base in texts:
        try:
            roots.append((load_yaml(text)[0], base))
        except yaml.YAMLError:
            continue
    return roots


def yaml_icons(source: SourceFile) -> dict[str, str]:
    """`icon:` of each feature in a file's YAML, by feature name (the reader has no place for it)."""
    icons = {}
    for root, _ in _yaml_roots(source):
        features = root.get("features") if isinstance(root, dict) else root
        for feature in [root, *(features if isinstance(features, list) else [])]:
            if isinstance(feature, dict) and feature.get("icon") and feature.get("name"):
                icons[str(feature["name"])] = str(feature["icon"])
    return icons


def _from_yaml_text(text: str, base: int) -> list[Statblock]:
    try:
        root = load_yaml(text)[0]
    except yaml.YAMLError:
        return []
    if not isinstance(root, dict) or "name" not in root:
        return []
    kind = str(root.get("type", "")).lower()
    if kind == "featureblock" or "featureblock_type" in root:
        return [Statblock(str(root["name"]), {}, "malice_features", _value("", root.get("flavor")), {}, base)]
    if kind != "statblock":
        return []
    fields: dict = {}
    for key, value in root.items():
        if key in _YAML_KEYS:
            field = _YAML_KEYS[key]
            value = _value(field, value)
            if value is not None:
                fields[field] = value
    return [Statblock(str(root["name"]), fields, "statblock", None, {}, base)]


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]


def _plain(text: str) -> str:
    """A table cell's text: bold markers and backslash escapes removed, spaces collapsed."""
    text = re.sub(r"\*\*|__", "", text)
    return " ".join(re.sub(r"\\(.)", r"\1", text).split())


def _from_markdown(source: SourceFile) -> list[Statblock]:
    from ..frontends.steel_compendium import _blocks, _front_matter  # the Markdown reader's own block finder

    skip, front = _front_matter(source.text)
    metadata = {}
    if front:
        try:
            loaded = load_yaml(front)[0]
            metadata = {str(k): v for k, v in loaded.items()} if isinstance(loaded, dict) else {}
        except yaml.YAMLError:
            metadata = {}
    blocks = _blocks(source.text, skip)
    found: list[Statblock] = []
    for index, block in enumerate(blocks):
        if block.kind == "fence" and block.info.strip().split(" ")[0] in ("ds-statblock", "ds-featureblock"):
            start = source._line_starts[block.start + 1]
            end = source._line_starts[block.end - 1] if block.end - 1 < source.line_count else len(source.text)
            found.extend(_from_yaml_text(source.text[start:end], start))
            continue
        if block.kind != "heading" or block.quote[0]:
            continue
        line = line_fragment(source, block.start)
        name = clean_inline(line.slice(len(line.text) - len(line.text.lstrip("#"))).strip()).text.strip()
        after = blocks[index + 1] if index + 1 < len(blocks) else None
        anchor = line.file_offset(0)
        if name.endswith(f"({MALICE_TAG})"):
            intro = []
            for later in blocks[index + 1:]:
                if later.kind != "paragraph" or later.quote[0]:
                    break
                lines = [line_fragment(source, n).strip() for n in range(later.start, later.end)]
                intro.append(clean_inline(Fragment.join(lines, " ")).text.strip())
            text = "\n".join(intro) or None
            found.append(Statblock(name[: -len(MALICE_TAG) - 2].strip(), {}, "malice_features", text, {}, anchor))
            continue
        if after is None or after.kind != "table" or after.quote[0]:
            continue
        rows = [_cells(line_fragment(source, n).text) for n in range(after.start, after.end)]
        rows = [row for row in rows if not all(set(cell) <= set(":- ") for cell in row)]
        if not rows or not any(re.fullmatch(r"Level \S+", _plain(cell)) for cell in rows[0]):
            continue
        fields = _table_fields(rows)
        for later in blocks[index + 2:]:  # fields the table has no column for: `**Key:** value` paragraphs
            if later.kind != "paragraph" or later.quote[0]:
                break
            key, colon, value = clean_inline(line_fragment(source, later.start)).text.partition(":")
            if colon:
                _put(fields, key, value)
        found.append(Statblock(name, fields, "statblock", None, {}, anchor))
    if len([s for s in found if s.kind == "statblock"]) == 1 and metadata:
        found = [attrs.evolve(s, metadata=metadata) if s.kind == "statblock" else s for s in found]
    return found


def _table_fields(rows: list[list[str]]) -> dict:
    fields: dict = {}
    first = [_plain(cell) for cell in rows[0]]
    for position, cell in enumerate(first):
        if re.fullmatch(r"Level \S+", cell):
            _put(fields, "level", cell.split()[1])
        elif cell.startswith("EV "):
            _put(fields, "ev", cell[3:])
        elif position == 0:
            _put(fields, "ancestry", cell)
        elif position == 1:
            _put(fields, "organization", cell)
        else:
            _put(fields, "roles", cell)
    for row in rows[1:]:
        for cell in row:
            value, br, label = re.split(r"(<br\s*/?>)", cell, maxsplit=1) if "<br" in cell else (cell, "", "")
            if br:
                _put(fields, _plain(label), _plain(value))
    return {key: fields[key] for key in [*FIELDS, *fields] if key in fields}


# ---- writing ------------------------------------------------------------------------------------


def header_lines(statblock: Statblock) -> list[tuple[str, str]]:
    """The native lines of a statblock, as (first label, rest of the line) pairs: one per book row."""
    lines = []
    for row in ROWS:
        cells = [f"{FIELDS[key]}: {statblock.fields[key]}" for key in row if key in statblock.fields]
        if cells:
            label, _, rest = " | ".join(cells).partition(": ")
            lines.append((label, rest))
    for key, value in statblock.fields.items():
        if key not in FIELDS:
            lines.append((key, value))
    return lines


def header_card(statblock: Statblock) -> Card:
    """A statblock as a `Card`, for the native printer (Markdown prints `card.statblock` as the book's table)."""
    if statblock.kind == "malice_features":
        body = (Section(None, tuple((statblock.text or "").split("\n"))),) if statblock.text else ()
        paren = MALICE_TAG
    else:
        body = tuple(Section(label, (rest,)) for label, rest in header_lines(statblock))
        paren = STATBLOCK_TAG
    return Card(statblock.name, paren, None, (), Header((), None, None, None), body,
                dict(statblock.metadata), statblock.anchor, statblock=statblock)
