"""Statblocks in `ds-statblock` / `ds-featureblock` YAML: a `.yaml` file, or a block fenced in Markdown
(`statblock_md` finds those): `type: statblock` with `level`, `stamina`, ... keys (or no `type:` and a
monster's characteristics, as the Draw Steel Elements write it), or `type: featureblock` / `Malice
Features` for a malice group; a terrain object's is read by `terrain_md`. Also the YAML nodes' values
and places, which the terrain reader shares, and the `icon:` of each feature.
"""

from __future__ import annotations

import functools
import re

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import SourceFile, Span
from .front_matter import read_front_matter
from .md_document import TooDeep, blocks, split_front_matter
from .statblocks import (CHARACTERISTICS, FIELDS, MALICE_TAG, Statblock, book_field_key, field_value, malice_match,
                         named_malice)
from ..vocabulary import vocabulary
from ...similarity import closest

__all__ = ["embedded_statblocks", "feature_group", "fence_text", "front_matter_kind", "markdown_blocks", "may_be_block",
           "missing_statistics", "monster_mapping", "names_a_monster", "node_span", "node_value", "read_yaml",
           "scalar_node", "statblock_keys", "statblocks_of_yaml", "yaml_icons", "yaml_keys", "yaml_texts"]


_YAML_KEYS = {"level": "level", "roles": "roles", "ev": "ev", "organization": "organization",
              "ancestry": "ancestry", "size": "size", "speed": "speed", "stamina": "stamina",
              "stability": "stability", "free_strike": "free_strike", "immunities": "immunity",
              "immunity": "immunity", "movement": "movement", "with_captain": "with_captain",
              "weaknesses": "weakness", "weakness": "weakness", **{c: c for c in CHARACTERISTICS},
              # the newer Steel Compendium YAML: the table's first cell as `keywords`, one `role`
              "keywords": "ancestry", "role": "roles"}

# the keys of a statblock's YAML beside its statistics, as `statblock_keys` reads them written with capitals
_BLOCK_KEYS = ("name", "type", "features", "traits", "abilities", "villain_actions", "flavor", "cost", "keywords",
               "featureblock_type")
# (the seeds' words: アビリティ an ability, 特徴 a feature, 特性 a trait; a villain action's, the vocabulary's)
_BLOCK_KEYS_JA = {"名前": "name", "フレーバー": "flavor", "キーワード": "keywords", "アビリティ": "abilities",
                  "特性": "traits", "特徴": "features"}


@functools.cache
def _japanese_block_keys() -> dict[str, str]:
    """`_BLOCK_KEYS_JA` and the Japanese for a villain action (`ヴィラン・アクション:`, a list of them)."""
    return {**_BLOCK_KEYS_JA, **{word: "villain_actions" for word in vocabulary().action_types.terms["villain_action"].ja}}


def statblock_keys(mapping: dict) -> dict:
    """`mapping` (its value nodes by key) with the keys of a statblock written as its table's labels read under the
    keys the Draw Steel Elements writes (`Name:`, `Stamina:`, `Free Strike:`, `EV:`, `スタミナ:`, `名前:` as `name`,
    `stamina`, `free_strike`, `ev`), where that key is not written too; in the file's order. Before, such a YAML was
    read as an ability named after the monster, its statistics sections (`Roles:`, `EV:`) and no statblock."""
    out: dict = {}
    for key, node in mapping.items():
        meant = key
        if isinstance(key, str) and key not in _YAML_KEYS and key not in _BLOCK_KEYS:
            folded = "_".join(key.lower().split())
            if folded in _YAML_KEYS or folded in _BLOCK_KEYS:
                meant = folded
            elif folded in _FEATURE_KEYS:
                meant = folded  # (`Effect:`, `Distance:`: a feature's, which no statblock has)
            elif key in _japanese_block_keys():
                meant = _japanese_block_keys()[key]
            else:
                field = book_field_key(key)
                meant = field if field in _YAML_KEYS else _feature_key(key) or key
        out[meant if meant == key or meant not in mapping and meant not in out else key] = node
    return out


def _own_label(key: str, node) -> bool:
    """Whether a statblock's key no field reads is a label of the author's own holding words (`Lair: a sunken hut`,
    `Notes: [Cheese.]`): written as a label is (a capital, or Japanese), not a data file's key (`item_id`, `scc`),
    which is not read."""
    return (key[:1].isupper() or not key.isascii()) and key not in _OTHER_KEYS and own_words(node) is not None


def own_words(node) -> str | None:
    """The words of a scalar, or of a list of scalars a comma apart (as a feature's list of words is read), or None
    where it holds no words (a number, a mapping, a list of mappings: the list was dropped with no word)."""
    if isinstance(node, yaml.SequenceNode):
        items = [item for item in node.value if not (isinstance(item, yaml.ScalarNode) and not scalar_node(item))]
        words = [own_words(item) for item in items if isinstance(item, yaml.ScalarNode)]
        return ", ".join(words) if items and len(words) == len(items) and all(words) else None
    if not scalar_node(node):
        return None
    value = str(node.value)
    return value if any(ch.isalpha() for ch in value) else None


# the capitalised keys of a statblock's YAML that are no field of the author's own (read elsewhere, or no text)
_OTHER_KEYS = frozenset(("Icon", "Image", "Id", "Source", "Page"))


def _feature_key(label: str) -> str | None:
    """The key of a feature's field or section a label names in Japanese (`距離`, `効果`, `トリガー`), or None."""
    if label.isascii():
        return None
    rules = vocabulary()
    field = rules.fields.lookup(label)
    if field is not None:
        return {"action": "usage", "distance": "distance", "target": "target"}.get(field.id)
    section = rules.sections.lookup(label)
    return section.id if section is not None and section.id in ("effect", "trigger") else None


def read_yaml(source: SourceFile) -> list[Statblock]:
    """The statblock or malice group of a `.yaml` file (none for a file of features), and the statblocks of the
    Markdown its strings hold (`embedded_statblocks`)."""
    embedded = embedded_statblocks(source) if "<br" in source.text else []
    folded = source.text.lower()
    if "statblock" not in folded and "featureblock" not in source.text and "ev:" not in folded \
            and "terrain_type" not in source.text and "スタミナ" not in source.text and not _block_keys_at_top(source.text):
        # no `type:` that makes it one, no terrain's `ev:` or `terrain_type:` (the data-unified terrain objects give
        # their EV in a `stats:` list): the file is not read a second time
        return embedded
    return sorted(statblocks_of_yaml(source, 0, len(source.text), "yaml") + embedded, key=lambda s: s.anchor)


def may_be_block(text: str) -> bool:
    """Whether the YAML of a feature's fence (```` ```ds-feature ````) may be a monster's statblock: its top says
    `type: statblock`, or it gives a statistic (`stamina:`, `speed:`, `level:`, `ev:`, `size:`, `stability:`, in any
    spelling `statblock_keys` reads) and no key of a feature's (`effect:`, `roll:`, `distance:`...). A key a statblock
    has is not enough: a kit's fence (`name`, `abilities:`, `effect:`) or a form's (`free_strike: 4`, `effect:`) is one
    feature, and was read as a statblock with ten SB170 errors."""
    if _TYPED_STATBLOCK.search(text):
        return True
    keys = statblock_keys({found.strip(): None for found in _TOP_KEY.findall(text)})
    return any(key in keys for key in _STATISTICS) and not any(key in keys for key in _FEATURE_KEYS)


# `type: statblock` at the top of a YAML text (quoted or not); `[ \t]*` cannot backtrack past its line
_TYPED_STATBLOCK = re.compile(r"^(?:type|Type|種別)[ \t]*:[ \t]*['\"]?statblock\b", re.MULTILINE | re.IGNORECASE)


# a key at the start of a line (a top-level key of a YAML file: `Might:`, `筋力:`, `stamina:`); `[^:\n]` cannot
# backtrack past its line
_TOP_KEY = re.compile(r"^([^\s#:'\"{}\[\]\-][^:\n]{0,40}):", re.MULTILINE)


def _block_keys_at_top(text: str) -> bool:
    """Whether a top-level key says a monster's statblock or a terrain object (a characteristic, `free_strike`,
    `abilities`, `stamina`, `size`, `stats`, in any spelling `statblock_keys` reads): such a file with no `ev:` or
    `type: statblock` was no statblock, its statistics lost with no word (`Name: Goblin`, `Stamina: 3`, `Might: 1`)."""
    keys = statblock_keys({found: None for found in _TOP_KEY.findall(text)})
    return any(key in keys for key in (*_MONSTER_ONLY, *_TERRAIN_KEYS))


def embedded_statblocks(source: SourceFile, start: int = 0, end: int | None = None) -> list[Statblock]:
    """The statblocks of the Markdown a YAML string holds (a feature's `effect:`: `You have the following
    ability.`, then a summoned creature's heading and its statblock table, `**2**<br>Size` cells), read as the
    Markdown front-end reads the same text, placed in the YAML: the statblock was a line of text (SB124 on its
    features' tier lines), none of it read. The YAML is the file's, or its text from `start` to `end` (a fenced
    block in Markdown)."""
    from .yaml_content import markdown_tail, statblocks_in  # noqa: PLC0415 - only for a file whose strings hold one
    from .yaml_nodes import NodeText  # noqa: PLC0415
    from .yaml_load import compose_yaml  # noqa: PLC0415 - aliases read as null: the YAML front-end reports them

    try:
        root = compose_yaml(source.text[start:end])[0]
    except yaml.YAMLError:
        return []  # the YAML front-end reports it
    text = NodeText(source, start)
    found: list[Statblock] = []
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            stack.extend(value for _, value in node.value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif scalar_node(node) and "<br" in str(node.value) and "\n" in str(node.value):
            placed = text.placed(node)
            tail = markdown_tail(placed.text)
            if tail is not None:
                found.extend(statblocks_in(placed.slice(tail)))
    return sorted(found, key=lambda s: s.anchor)


def yaml_texts(source: SourceFile) -> list[tuple[int, int]]:
    """(start, end) file offsets of the YAML of a file: the file itself, or its `ds-*` fenced blocks."""
    from . import source_format

    path = source.path.lower()
    if source_format(source) == "native":  # (statblock's own JSON, read as the native text it stands for)
        return []
    if path.endswith((".yaml", ".yml", ".json")):
        return [(0, len(source.text))]
    if not (path.endswith((".md", ".markdown")) and ("```ds-" in source.text or "~~~ds-" in source.text)):
        return []
    return [fence_text(source, block) for block in markdown_blocks(source)[1]
            if block.kind == "fence" and block.info.strip().startswith("ds-") and block.end - 1 > block.start + 1]


def yaml_icons(source: SourceFile) -> dict[str, str]:
    """`icon:` of each feature in a file's YAML, by feature name (the reader has no place for it): its
    `ds-` blocks', or a Markdown front matter's `features:` list's."""
    from .yaml_load import load_yaml  # noqa: PLC0415 - PyYAML's loaders, imported with the first YAML read (yaml_lazy.py)

    icons: dict[str, str] = {}
    for start, end in yaml_texts(source):
        try:
            root = load_yaml(source.text[start:end])[0]
        except yaml.YAMLError:
            continue
        # `features:`, or the Draw Steel Elements statblock's `traits:` and `abilities:`
        lists = [root.get(key) for key in ("features", "traits", "abilities")] if isinstance(root, dict) else [root]
        _icons_of([root, *(item for listed in lists if isinstance(listed, list) for item in listed)], icons)
    if source.path.lower().endswith((".md", ".markdown")) and source.text.startswith("---\n"):
        front = markdown_blocks(source)[0]
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


def fence_text(source: SourceFile, block) -> tuple[int, int]:
    """Where the text inside a fenced block starts and ends (an empty span at the end of the file for a fence
    opened on its last line, which had raised IndexError: an SB999 in place of the file's findings)."""
    start = source.line_starts[block.start + 1] if block.start + 1 < source.line_count else len(source.text)
    end = source.line_starts[block.end - 1] if block.end - 1 < source.line_count else len(source.text)
    return start, max(start, end)


def markdown_blocks(source: SourceFile):
    """(front matter text, blocks) of a Markdown file, from the Markdown front-end's own block finder."""
    skip, front = split_front_matter(source.text)
    try:
        return front, blocks(source.text, skip)
    except TooDeep:  # nested past what markdown-it reads: the front-end reports it
        return front, []


def scalar_node(node) -> bool:
    return isinstance(node, yaml.ScalarNode) and not node.tag.endswith(":null")


def node_value(node):
    """A value as text: a scalar's; a list's items; a mapping of scalars as `key value` pairs (`immunities:
    {fire: 5}` is `fire 5`, as the book writes an immunity), so that no statistic written so is lost."""
    if scalar_node(node):
        return str(node.value)
    if isinstance(node, yaml.SequenceNode):
        items = [node_value(item) for item in node.value if scalar_node(item) or isinstance(item, yaml.MappingNode)]
        return [item for item in items if item]
    if isinstance(node, yaml.MappingNode):
        pairs = [f"{key.value} {value.value}" for key, value in node.value if scalar_node(key) and scalar_node(value)]
        return ", ".join(pairs) or None
    return None


def node_span(source: SourceFile, base: int, node) -> Span:
    start, end = base + node.start_mark.index, base + node.end_mark.index
    raw = source.text[start:end]
    if isinstance(node, yaml.ScalarNode) and len(raw) >= 2 and raw[0] in "'\"" and raw[-1] == raw[0]:
        start, end = start + 1, end - 1  # inside the quotes
    return source.span(start, end)


# what only a monster's statblock gives (a terrain object has no characteristics, free strike or roles)
_MONSTER_ONLY = (*CHARACTERISTICS, "free_strike", "roles", "ancestry", "abilities", "traits")


def _monster_keys(mapping: dict) -> bool:
    return any(key in mapping for key in _MONSTER_ONLY)


def names_a_monster(keys) -> bool:
    """Whether a YAML mapping of these keys (as written: `might`, `Free Strike`, `筋力`) has a key only a monster's
    statblock has (`monster_mapping`'s test, before any YAML is composed) and a statistic (`stamina`, `speed`, a
    characteristic): a front matter of `name:` and `traits:` alone lists features, no statblock."""
    read = statblock_keys(dict.fromkeys(key for key in keys if isinstance(key, str)))
    return _monster_keys(read) and any(key in read for key in (*_STATISTICS, *CHARACTERISTICS, "free_strike"))


# what a monster's statblock needs (SB170 otherwise): `_check`'s required statistics, with its characteristics
_NEEDED = ("level", "stamina", "speed", "stability", "free_strike", *CHARACTERISTICS)

# what only a hero's page has (its class and kit: `クラス`, `キット`, as the rules' Japanese says them)
_HERO_KEYS = ("class", "kit", "career", "subclass", "クラス", "キット", "経歴", "サブクラス")


def front_matter_kind(keys, text: str = "") -> str:
    """What a front matter of these top-level keys (as written) holds: `statblock` where it names a monster
    (`names_a_monster`) and has every statistic a statblock needs (`level`, `stamina`, `speed`, `stability`,
    `free_strike`, the characteristics) or its text says `type: statblock`; `some` where it names a monster but lacks
    some of them (read as the page's data; SB216 says what it lacks); `hero` for a hero's page (`class:`, `kit:`),
    and `none` for any other. A hero's page (`level:`, `ancestry:`, `class:`, `kit:`) was a monster's statblock with
    nine SB170 errors."""
    keys = [key for key in keys if isinstance(key, str)]
    if not names_a_monster(keys):
        return "none"  # (`type: statblock` over no statistic: the page's body holds them, or nothing does)
    read = statblock_keys(dict.fromkeys(keys))
    if all(key in read for key in _NEEDED) or _TYPED_STATBLOCK.search(text):
        return "statblock"
    folded = {"_".join(key.lower().split()) for key in keys}
    return "hero" if any(key in folded for key in _HERO_KEYS) else "some"


def missing_statistics(keys) -> list[str]:
    """The statistics a statblock needs that these keys (as written) lack, as a ds-statblock's YAML spells them
    (`free_strike`), or in Japanese (`フリー・ストライク`) where a key is written in Japanese."""
    keys = [key for key in keys if isinstance(key, str)]
    read = statblock_keys(dict.fromkeys(keys))
    missing = [key for key in _NEEDED if key not in read]
    if not any(not key.isascii() for key in keys):
        return missing
    rules = vocabulary()
    terms = {**rules.statblock_fields.terms, **rules.characteristics.terms}
    return [terms[key].label("ja") if key in terms else key for key in missing]


# what gives a terrain object (`terrain_md.py`'s `TERRAIN_ONLY`)
_TERRAIN_KEYS = ("ev", "stamina", "size", "stats")

# a monster's statistics, and what a feature's mapping has (a statblock's root has none of them)
_STATISTICS = ("level", "ev", "stamina", "speed", "size", "stability")
_FEATURE_KEYS = ("effects", "effect", "roll", "distance", "target", "usage", "action_type", "trigger", "cost")


def monster_mapping(mapping: dict) -> bool:
    """Whether a YAML mapping (its value nodes by key) is a monster's statblock: `type: statblock`, or no `type:`
    and a key only a monster's statblock has (the Draw Steel Elements' ds-statblock writes no `type:`), or the newer
    Steel Compendium's `keywords:` (the creature's, the table's first cell) beside a statistic, with nothing of a
    feature (a terrain object has no keywords: `name: Ghoul`, `keywords: [Undead]`, `stamina: 15` was read as one,
    its keywords lost)."""
    kind = str(node_value(mapping.get("type")) or "").lower()
    if kind == "statblock":
        return True
    return not kind and (_monster_keys(mapping) or "keywords" in mapping and any(
        key in mapping for key in _STATISTICS) and not any(key in mapping for key in _FEATURE_KEYS))


def _typed_malice(said: str, level) -> str:
    """A ds-featureblock's `type:` as a malice group's tag: `+ Malice Features` beside `level: 4` is what is
    left of `Level 4+ Malice Features` once its level went to `level:` (the data-md-dse demons)."""
    rest = said.strip()
    if rest.startswith("+") and scalar_node(level):
        return f"Level {node_value(level)}+ {rest[1:].strip()}"
    return rest


# `Demon Malice (Level 1+ Malice Features)`: a name with a malice group's tag in parentheses at its end
_TAGGED = re.compile(r"(?P<title>[^()]*?\S)\s*\((?P<tag>[^()]{1,60})\)\s*")


def _tagged_name(name: str) -> tuple[str, re.Match] | None:
    """(the group's name, its tag) of a name that ends with a malice group's tag in parentheses, or None."""
    found = _TAGGED.fullmatch(name)
    malice = malice_match(found.group("tag")) if found is not None else None
    return (found.group("title"), malice) if malice is not None else None


def _other_group(mapping: dict) -> bool:
    """Whether a featureblock is a group of another kind than malice: it says so (`kind: feature`: a solo's stances
    to choose from), or it says no kind and no word of its name or introduction is the Director's Malice (`Avatar of
    Death Advancement Features`, the features a summoner's champion gains by level). Each was read as a malice group,
    headed `(Malice Features)` on the cards, where its Markdown twin is no group. `kind: malice`, and a group that
    says no kind but names Malice (`Demon Malice`, `… you can spend Malice to activate …`), are malice groups."""
    if "featureblock_type" in mapping:
        return False
    said = _plain(mapping.get("kind"))
    if said is not None and said.strip():
        return said.strip().lower() != "malice"
    words = " ".join(str(_plain(mapping.get(key)) or "") for key in ("name", "flavor"))
    # (a Japanese word is written with no space before it: `ゴブリンの悪意` names it)
    return not any(re.search(rf"(?i)(?<![^\W\d_]){re.escape(spelling)}" if spelling.isascii() else re.escape(spelling),
                             words) for spelling in _malice_words())


def _plain(value) -> str | None:
    """A scalar as text, a YAML node's or a loaded value's (a list, a mapping or null: None)."""
    if isinstance(value, yaml.Node):
        return str(node_value(value)) if scalar_node(value) else None
    return str(value) if isinstance(value, (str, int, float)) and not isinstance(value, bool) else None


def feature_group(mapping: dict) -> bool:
    """Whether a record (its keys to YAML nodes, or to loaded values: a Markdown front matter) is a group of features
    of no malice and no terrain object (`type: featureblock`, `kind: feature`: a solo's stances to choose from), whose
    `flavor:` introduces the features (the readers read the features alone, as abilities; the introduction was
    dropped with no word)."""
    if str(_plain(mapping.get("type")) or "").strip().lower() != "featureblock" or "featureblock_type" in mapping:
        return False
    if any(_stated(mapping.get(key)) if isinstance(mapping.get(key), yaml.Node) else bool(mapping.get(key))
           for key in ("terrain_type", "role", "stats")):
        return False
    return _other_group(mapping)


@functools.cache
def _malice_words() -> tuple[str, ...]:
    """The spellings of the Director's resource (`Malice`, `悪意`)."""
    term = vocabulary().heroic_resources.terms["malice"]
    return tuple({*term.en, *term.ja})


def _stated(node) -> bool:
    """Whether a value says something: not null, not an empty list or mapping (`stats: []`)."""
    if isinstance(node, (yaml.SequenceNode, yaml.MappingNode)):
        return bool(node.value)
    return scalar_node(node)


def statblocks_of_yaml(source: SourceFile, start: int, end: int, fmt: str) -> list[Statblock]:
    from .yaml_load import compose_yaml  # noqa: PLC0415 - PyYAML's loaders, imported with the first YAML read (yaml_lazy.py)

    try:
        root = compose_yaml(source.text[start:end])[0]
    except yaml.YAMLError:
        return []  # the YAML front-end reports it
    if not isinstance(root, yaml.MappingNode):
        return []
    mapping = statblock_keys({str(k.value): v for k, v in root.value if isinstance(k, yaml.ScalarNode)})
    name = mapping.get("name")
    if not scalar_node(name):
        return []
    kind = str(node_value(mapping.get("type")) or "").lower()
    common = {"anchor": start, "end": end, "name_span": node_span(source, start, name), "fmt": fmt}
    # `type: Malice Features` (the Steel Compendium's ds-featureblock) says the group as `featureblock_type` does
    said_malice = None
    if kind != "featureblock" and "featureblock_type" not in mapping and scalar_node(mapping.get("type")):
        said_malice = malice_match(_typed_malice(str(node_value(mapping["type"])), mapping.get("level")))
    named = None
    if not kind and "featureblock_type" not in mapping and not _monster_keys(mapping) and \
            not any(_stated(mapping.get(key)) for key in ("ev", "stamina", "size", "stats", "level")):
        # no `type:`, no terrain's statistics, a name ending with the malice tag: that malice group
        named = named_malice(str(name.value))
    if named is not None:
        title, malice = named
        fields = {"level": malice.group("level")} if malice.group("level") else {}
        flavor = mapping.get("flavor")
        text = field_value("", node_value(flavor)) if flavor is not None else None
        span = node_span(source, start, name)
        common["name_span"] = source.span(span.start, span.start + len(title)) \
            if source.text.startswith(title, span.start) else span
        return [Statblock(title, fields, "malice_features", text, **common)]
    if kind == "featureblock" and "featureblock_type" not in mapping and said_malice is None and \
            any(_stated(mapping.get(key)) for key in ("terrain_type", "role", "stats")):
        # an object with a terrain type, a role or statistics (the Summoner's fixtures: `terrain_type: Hazard`,
        # `role: Support`, `stats:` Stamina and Size) is no malice group
        from .terrain_md import from_yaml

        return from_yaml(source, start, mapping, common)
    if kind == "featureblock" and _other_group(mapping) and said_malice is None:
        return []  # `kind: feature` (Ajax's Tactical Stance): features of no malice group, read as abilities, no group
    if kind == "featureblock" or "featureblock_type" in mapping or said_malice is not None:
        malice = said_malice or malice_match(node_value(mapping.get("featureblock_type")) or MALICE_TAG)
        if malice is None:  # a terrain object (`Trap Ambusher`), or a group of features that is not malice
            from .terrain_md import from_yaml

            return from_yaml(source, start, mapping, common)
        title = str(name.value)
        in_name = _tagged_name(title)
        if in_name is not None:  # `Demon Malice (Level 1+ Malice Features)`: the group's name and its level, as the
            title, tag = in_name  # Markdown twin's heading gives them (the name was the whole, the level none)
            malice = tag if tag.group("level") or not malice.group("level") else malice
            span = node_span(source, start, name)
            common["name_span"] = source.span(span.start, span.start + len(title)) \
                if source.text.startswith(title, span.start) else span
        fields = {"level": malice.group("level")} if malice.group("level") else {}
        flavor = mapping.get("flavor")
        text = field_value("", node_value(flavor)) if flavor is not None else None
        return [Statblock(title, fields, "malice_features", text, **common)]
    if not monster_mapping(mapping):
        # a terrain object's `type: Trigger Support`, or no statblock (the Draw Steel Elements' ds-statblock
        # writes no `type:`: its characteristics or free strike say it is a monster's)
        from .terrain_md import from_yaml

        return from_yaml(source, start, mapping, common)
    fields: dict = {}
    spans: dict = {}
    unread = set()
    slips, own = {}, {}
    for key, node in mapping.items():
        field = _YAML_KEYS.get(key)
        if field is None:
            if closest(key.lower(), _YAML_KEYS) is not None and scalar_node(node):
                slips[key] = node  # `stabilty:`: kept under its key, for the compiler to report (SB172)
            elif _own_label(key, node):
                own[key] = node  # `Lair: a sunken hut`: a field of the author's own, as the Markdown's table keeps it
            continue
        if source.text.startswith("*", start + node.start_mark.index):
            unread.add(field)  # an alias, read as null: the YAML front-end says so (SB004)
            continue
        value = field_value(field, node_value(node))
        if field == "level" and value == "0":
            # no creature's level is 0: the data-unified YAML's stand-in for the book's `-` (a summoner's minion or
            # champion, of no level), as `ev: ""` stands for its EV's; its Markdown twin has no level (was `Level 0`)
            value = None
        if value is not None:
            fields[field] = value
            spans[field] = node_span(source, start, node)
    fields = {key: fields[key] for key in FIELDS if key in fields}
    cost = mapping.get("cost")
    if scalar_node(cost) and str(cost.value).strip():
        # what a summoner pays for the creature (`cost: 3 essence for two minions`), kept as the table's cell is
        fields["Cost"] = " ".join(str(cost.value).split())
        spans["Cost"] = node_span(source, start, cost)
    for key, node in (slips | own).items():
        fields[key] = str(node_value(node)) if key in slips else own_words(node)
        spans[key] = node_span(source, start, node)
    flavor = mapping.get("flavor")  # a monster's flavor (a summoned minion's description), as its Markdown twin's
    text = field_value("", node_value(flavor)) if scalar_node(flavor) else None
    return [Statblock(str(name.value), fields, "statblock", text, spans=spans, unread=frozenset(unread), **common)]


def yaml_keys() -> dict[str, str]:
    """The keys of a `ds-statblock`'s statistics, to their field ids."""
    return dict(_YAML_KEYS)
