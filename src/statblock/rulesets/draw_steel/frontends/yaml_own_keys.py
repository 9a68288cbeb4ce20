"""A YAML feature's keys that no field reads: prose kept as a section, layout and data left unread, the rest said.

A key holding prose (`special: Once a turn.`, `notes:`, a slip such as `efect:`, a list of words) is a section
written as its own key, read as the native format reads `Special: ...`. The keys of the formats read that hold
no text of the ability (the Draw Steel Elements' layout fields, a Foundry record's data) are left unread, as they
always were: printed, `Indent: 1` and `_id: abc123` were sections on a card and broke `convert --to ability`. Any
other key holding no prose (a number, true/false, a mapping) is said (SB014, a note naming it), never printed as a
section nor dropped with no word.
"""

from __future__ import annotations

import re
import unicodedata

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Fragment, Severity
from ....messages import msg
from .raw import RawLine
from .yaml_nodes import KeyedMapping, scalar_text, synthetic

__all__ = ["UNREAD_KEYS", "holds_something", "native_keys", "own_keys", "prose_keys", "roll_key", "twice_notes",
           "unread_note"]

# the fields of a feature's layout that the Draw Steel Elements plugin documents (how the block is shown), and a
# Foundry VTT record's data (its id, compendium key, image, order, folder, flags, permissions, system data, stats),
# with the ids and page numbers a data file keeps: none is text of the ability
UNREAD_KEYS = frozenset(("indent", "collapsed", "collapsible", "collapse_default", "_id", "_key", "_stats", "img",
                         "image", "sort", "folder", "flags", "ownership", "permission", "system", "effects_data",
                         "id", "uuid", "page"))
# prose: a letter or a digit in words, not a value alone (`true`, `4.5`, a YAML tag says which)
_PROSE_TAG = "tag:yaml.org,2002:str"
_LETTER = re.compile(r"[^\W\d_]")


# a header field's id (the vocabulary's `fields`: `Keywords`, `キーワード`, `Type`, `種別`, `距離`) -> the key the
# Draw Steel Elements writes for it
_FIELD_KEYS = {"keywords": "keywords", "action": "usage", "distance": "distance", "target": "target",
               "flavor": "flavor", "cost": "cost"}
# the keys read under their lower-case spelling only: written with capitals (`Roll:`, `Tier1:`, `Effect:`), the same
_LOWER_KEYS = frozenset(("roll", "tier1", "tier2", "tier3", "t1", "t2", "t3", "tier 1", "tier 2", "tier 3", "ティア1",
                         "ティア2", "ティア3", "effect", "effects", "trigger", "power_roll", "name"))


def native_keys(mapping: KeyedMapping) -> tuple[KeyedMapping, dict[str, str]]:
    """`mapping` with a key written as the native format's label (`Keywords:`, `キーワード:`, `Type:`, `距離:`,
    `Flavor:`) or with capitals (`Roll:`, `Tier1:`) under the key the Draw Steel Elements writes for it, where that
    key is not written too; in the file's order. Before, such keys were read only when no roll followed (added after
    all else, as sections), `Roll:` and `Tier1:` no roll at all: four 'other' sections, the header empty. With it, each
    key left as written because its meaning's key is written too (`キーワード:` beside `keywords:`), by that key."""
    from ..vocabulary import vocabulary  # noqa: PLC0415

    fields = vocabulary().fields
    renamed = KeyedMapping()
    renamed.key_nodes = {}
    twice: dict[str, str] = {}
    for key, value in mapping.items():
        meant = key
        folded = unicodedata.normalize("NFKC", key).lower()
        if folded in _LOWER_KEYS:
            meant = folded  # (`Tier 1`, full-width `ティア１`: `tier 1`, `ティア1`)
        elif "_".join(folded.split()) in _LOWER_KEYS:
            meant = "_".join(folded.split())  # (`Power Roll: + 2`: the bonus was lost, SB014)
        elif folded in _power_roll_labels():
            meant = "power_roll"  # (`パワーロール: + 2`)
        elif not key.isascii() or key[:1].isupper():
            term = fields.lookup(key)
            meant = _FIELD_KEYS.get(term.id, key) if term is not None else key
        if meant != key and (meant in mapping or meant in renamed):
            twice[key] = meant  # (both written: the key's own spelling read, the other as it is, and said)
            meant = key
        renamed[meant] = value
        renamed.key_nodes[meant] = mapping.key_nodes[key]
    return renamed, twice


def roll_key(mapping: KeyedMapping) -> str | None:
    """The key an `effects` item writes its roll under: `roll`, else a power roll's key in either language
    (`power_roll`, `Power Roll`, `パワーロール`), which was a section of its own (`power_roll: + 2`), the roll empty."""
    if "roll" in mapping:
        return "roll"
    labels = _power_roll_labels()
    for key in mapping:
        folded = unicodedata.normalize("NFKC", key).lower()
        if "_".join(folded.split()) == "power_roll" or folded in labels:
            return key
    return None


def _power_roll_labels() -> frozenset:
    """A power roll's label in either language, folded (`power roll`, `パワーロール`)."""
    from ..vocabulary import vocabulary  # noqa: PLC0415

    term = vocabulary().card_words.terms["power_roll"]
    return frozenset(unicodedata.normalize("NFKC", spelling).lower() for spelling in (*term.en, *term.ja))


def twice_notes(reader, mapping: KeyedMapping, twice: dict[str, str]) -> list[Diagnostic]:
    """SB014 for each key that says a field again beside the field's own key (`キーワード:` beside `keywords:`)."""
    return [Diagnostic("SB014", Severity.INFO, msg("yaml.key_twice", key=key, meant=meant),
                       reader.key_fragment(mapping, key).span()) for key, meant in twice.items()]


def own_keys(reader, mapping: KeyedMapping, read: frozenset) -> tuple[list[RawLine], list[Diagnostic]]:
    """A labelled line for each key of `mapping` holding prose that no other part reads (not in `read`), in the
    file's order, a list of words as the words a comma apart (`キーワード: [魔法, 遠距離]` as the native `キーワード：
    魔法, 遠距離`); an SB014 note for each other key no part reads, but for the layout and data keys (`UNREAD_KEYS`)."""
    kept, notes = prose_keys(reader, mapping, read)
    return [line for _, line in kept], notes


def prose_keys(reader, mapping: KeyedMapping, read) -> tuple[list[tuple[str, RawLine]], list[Diagnostic]]:
    """`own_keys`, each line with the key it was written under."""
    kept: list[tuple[str, RawLine]] = []
    notes: list[Diagnostic] = []
    for key, value in mapping.items():
        if not isinstance(key, str) or key in read or key in UNREAD_KEYS or key.startswith("_"):
            continue
        body = _prose(reader, value)
        if body is None:
            if holds_something(value):
                notes.append(unread_note(reader, mapping, key, value))
            continue
        # (a label as the native format writes one, `Notes:`: `notes: …` there is lower-case prose, more of the
        # section above, so `convert --to ability` wrote an ability that read back otherwise)
        label = key[:1].upper() + key[1:] + ":"
        kept.append((key, RawLine("labeled", body, synthetic(reader.key_fragment(mapping, key), label))))
    return kept, notes


def _prose(reader, value) -> Fragment | None:
    """The words of a scalar or of a list of scalars (a null item no item), or None where it holds none."""
    if isinstance(value, yaml.SequenceNode):
        items = [item for item in value.value if not (isinstance(item, yaml.ScalarNode) and scalar_text(item) is None)]
        if not items or not all(_is_prose(item) for item in items):
            return None
        body = Fragment.join([reader.fragment(item).strip() for item in items], ", ")
    elif _is_prose(value):
        body = reader.fragment(value).strip()
    else:
        return None
    return body if body.text else None


def holds_something(node) -> bool:
    """Whether a node holds a value (a null, an empty list or mapping, an alias refused, SB004, which is read as a
    null, hold none: nothing of them to say)."""
    if isinstance(node, yaml.ScalarNode):
        return scalar_text(node) is not None
    if isinstance(node, yaml.SequenceNode):
        return any(holds_something(item) for item in node.value)
    if isinstance(node, yaml.MappingNode):
        return any(holds_something(value) for _, value in node.value)
    return False


def _is_prose(node) -> bool:
    return isinstance(node, yaml.ScalarNode) and node.tag == _PROSE_TAG and _LETTER.search(str(node.value)) is not None


def unread_note(reader, mapping: KeyedMapping, key: str, value) -> Diagnostic:
    """SB014: the key `key` of `mapping` holds `value`, which no part reads."""
    if isinstance(value, yaml.MappingNode):
        what = "mapping"
    elif isinstance(value, yaml.SequenceNode):
        what = "list"
    else:
        what = "value"
    value_text = str(value.value) if isinstance(value, yaml.ScalarNode) else ""
    return Diagnostic("SB014", Severity.INFO, msg(f"yaml.unread_{what}", key=key, value=value_text),
                      reader.key_fragment(mapping, key).span())
