"""Groups of features of no malice in the Steel Compendium's YAML and JSON (`type: featureblock`: a solo's
`Tactical Stance`, a retainer's `Goblin Guide Advancement Features`): what the group says beside its features, kept
with them. Its `flavor:` introducing them is a feature named after the group (`introduction`); its name, and each
listed feature's `level:`, are each feature's metadata (`group_name`, `keep_level`). `statblock_yaml.feature_group`
decides what such a group is."""

from __future__ import annotations

from .raw import RawAbility, RawLine
from .statblock_yaml import feature_group
from .yaml_nodes import as_mapping, scalar_text

__all__ = ["group_name", "introduction", "keep_level"]


def introduction(reader, root, metadata: dict) -> RawAbility | None:
    """A group of features of no malice (`type: featureblock`, `kind: feature`: a solo's stances to choose from)
    introduced by its `flavor:`, as a feature named after the group whose text the introduction is (the
    features are read after it, each on its own; the introduction was dropped with no word), or None."""
    mapping = as_mapping(root)
    if mapping is None or not scalar_text(mapping.get("name")) or not feature_group(mapping):
        return None
    text = reader.paragraphs(mapping.get("flavor"))
    if not text:
        return None
    span = reader.source.span(reader.base + root.start_mark.index, reader.base + root.end_mark.index)
    return RawAbility([RawLine("name", reader.fragment(mapping["name"])), *text], "yaml", span, dict(metadata))


def group_name(root) -> str | None:
    """The name of a group of features of no malice (`type: featureblock`: a retainer's `Goblin Guide Advancement
    Features`, a solo's `Tactical Stance`), or None."""
    mapping = as_mapping(root)
    name = scalar_text((mapping or {}).get("name"))
    return name if name is not None and feature_group(mapping) else None


def keep_level(node, raw: RawAbility, group: str | None = None) -> None:
    """A listed feature's `level: 4` (the level a retainer or a companion gains it at, which its Markdown twin
    writes as the caption `Level 4 Retainer Advancement Ability`), and the name of the group of no malice it is
    listed in (`Goblin Guide Advancement Features`), kept as its metadata: each was dropped with no word."""
    level = scalar_text((as_mapping(node) or {}).get("level"))
    if level is not None:
        raw.metadata = {**raw.metadata, "level": level}
    if group is not None:
        raw.metadata = {**raw.metadata, "group": group}
