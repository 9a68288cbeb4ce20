"""The root of a statblock's, a malice group's or a terrain object's YAML, as the ability reader (`ds_yaml.py`) meets
it: whether it is such a block (read under the keys its labels mean, `Name:`, `Abilities:`, `アビリティ:`, as
`statblock_yaml.py` reads it), and its keys that no part reads, said (SB014). Before, a capital-keyed statblock's list
under a key of the author's own (`Villain Actions:`, `アビリティ:` before it was known) was dropped with no word, and a
terrain object's `EV:`, `Stamina:` were said unread though its card printed them.
"""

from __future__ import annotations

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic
from ...similarity import closest
from .statblock_yaml import monster_mapping, node_value, own_words, scalar_node, statblock_keys, yaml_keys
from .terrain_md import TERRAIN_ONLY, TERRAIN_YAML_KEYS as _TERRAIN_KEYS
from .raw import RawLine
from .yaml_nodes import FEATURE_LISTS, KeyedMapping, synthetic
from .yaml_own_keys import UNREAD_KEYS, holds_something, unread_note

__all__ = ["block_root", "object_keys", "root_notes", "villain_items"]

# the keys of a block's root that a reader reads beside its statistics (`statblock_yaml.py`, `terrain_md.py`), or
# that hold no text of it (its icon, image, source, page)
_READ = frozenset(("name", "type", "kind", "flavor", "cost", "keywords", "featureblock_type", "level", "stats", "role",
                   "icon", "image", "source", "metadata", *FEATURE_LISTS, *_TERRAIN_KEYS, *UNREAD_KEYS))


def block_root(keyed: dict) -> bool:
    """Whether a YAML root (its values under the keys `statblock_keys` reads) is a monster's statblock or a group of
    features (`type: featureblock`, `featureblock_type:`), whose lists are its features and whose root no ability."""
    kind = str(node_value(keyed.get("type")) or "").strip().lower()
    return monster_mapping(keyed) or kind == "featureblock" or "featureblock_type" in keyed


def object_keys(mapping: KeyedMapping) -> frozenset:
    """The keys of a root that is no block but a terrain object (a name and its EV, Stamina, Size or `stats:`, as
    `terrain_md.from_yaml` reads it) that its card reads (`EV:`, `Stamina:`, `Level:`): none for any other root."""
    keyed = statblock_keys(mapping)
    if not scalar_node(keyed.get("name")) or not any(key in keyed for key in TERRAIN_ONLY):
        return frozenset()
    meant = {id(node): key for key, node in keyed.items()}
    return frozenset(key for key, node in mapping.items() if meant.get(id(node)) in (*_TERRAIN_KEYS, "stats"))


def root_notes(reader, mapping: KeyedMapping, keyed: dict) -> list[Diagnostic]:
    """SB014 for each key of a block's root that no part reads and that holds something: a list or mapping, or any
    value under a label written as one (a capital, or Japanese); a lower-case key's number, word or list of them is a
    data file's (`item_id`, `scc`), left unread as before. A monster's label of the author's own holding words (`Lair:`, `Notes:
    [Cheese.]`) is a field of its statblock, and a slip of a statistic's key (`stabilty:`) the compiler's to say."""
    monster = monster_mapping(keyed)
    meant = {id(node): key for key, node in keyed.items()}
    notes = []
    for key, node in mapping.items():
        read_as = meant.get(id(node), key)
        if read_as in _READ or read_as in yaml_keys() or key.startswith("_") or key.lower() in _READ:
            continue
        labelled = key[:1].isupper() or not key.isascii()
        if monster and labelled and own_words(node) is not None:
            continue  # (a field of the statblock)
        if monster and scalar_node(node) and closest(key.lower(), yaml_keys()) is not None:
            continue  # (kept for SB172)
        if not labelled and not (isinstance(node, yaml.MappingNode) or isinstance(node, yaml.SequenceNode) and any(
                isinstance(item, yaml.MappingNode) for item in node.value)):
            continue  # (a data file's number, word or list of ids: `item_id`, `scc: [...]`)
        if holds_something(node):
            notes.append(unread_note(reader, mapping, key, node))
    return notes



def villain_items(reader, mapping: KeyedMapping, keyed: dict) -> dict:
    """The action line each item of a block's `villain_actions:` list (`Villain Actions:`, `ヴィラン・アクション:`) is
    given where it says none of its own, by the item's node: the villain action the list says, placed on its key, in
    the key's language (the list's items were read as abilities of no action, the list's word lost)."""
    listed = keyed.get("villain_actions")
    key = next((key for key, node in mapping.items() if node is listed), None)
    if not isinstance(listed, yaml.SequenceNode) or key is None:
        return {}
    from ..vocabulary import vocabulary  # noqa: PLC0415

    word = vocabulary().action_types.terms["villain_action"].label("en" if key.isascii() else "ja")
    line = RawLine("field", synthetic(reader.key_fragment(mapping, key), word), field="action")
    return {id(item): line for item in listed.value if isinstance(item, yaml.MappingNode)}
