"""Where a YAML value is in the file, for Draw Steel's YAML front-ends: `NodeText` maps a PyYAML node's value
onto the characters of the file it was read from (quoted, folded and block scalars too; a value's inline
Markdown read as the Markdown front-end reads it), and the small readers of a node tree they share:
`as_mapping` (a mapping node's values by key, with its key nodes), `scalar_text`, `synthetic` (a label the
YAML does not spell out, placed on the value it names) and `cleaned`.
"""

from __future__ import annotations

import re

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Fragment, SourceFile
from ....frontends.markdown_text import clean_inline

__all__ = ["FEATURE_LISTS", "INLINE_MARKS", "NAME_KEYS", "KeyedMapping", "NodeText", "as_mapping", "cleaned",
           "scalar_text", "synthetic"]

#: the keys of a feature's name: the data's, and as an author writes it
NAME_KEYS = ("name", "Name", "NAME", "名前")

# the lists of a block's features, each read as its abilities: the Steel Compendium's `features`, the Draw Steel
# Elements statblock's `traits` and `abilities`, and a villain's `villain_actions` (`Villain Actions:`)
FEATURE_LISTS = ("features", "traits", "abilities", "villain_actions")
# what starts inline Markdown (`frontends.markdown_text.clean_inline`): a value without any is read as it is
INLINE_MARKS = ("[", "*", "_", "<", "\\")


class NodeText:
    """The text of the nodes of one YAML document that starts at the file offset `base` of `source`."""

    def __init__(self, source: SourceFile, base: int) -> None:
        self.source = source
        self.base = base

    def fragment(self, node) -> Fragment:
        """The scalar's value, mapped character by character onto the file, its inline Markdown read as
        the Markdown front-end reads it: the newer Steel Compendium YAML links its words as its Markdown
        does (`[restrained](scc.v1:…/condition/restrained) (save ends)`, `a **Might test**`)."""
        placed = self.placed(node)
        if any(mark in placed.text for mark in INLINE_MARKS):
            return clean_inline(placed)
        return placed

    def placed(self, node) -> Fragment:
        """The scalar's value as PyYAML gives it, each character on the file's character that wrote it (inside a
        quoted scalar's quotes; a folded or block scalar's characters found along its raw text)."""
        value = str(node.value)
        start = self.base + node.start_mark.index
        end = self.base + node.end_mark.index
        raw = self.source.text[start:end]
        if raw == value:
            return Fragment.at(self.source, start, end)
        if len(raw) >= 2 and raw[0] in "'\"" and raw[1:-1] == value:
            return Fragment.at(self.source, start + 1, end - 1)
        # Folded or block scalars: align the value's characters with the raw text.
        return Fragment(value, _aligned(value, raw, start), self.source)

    def key_fragment(self, mapping: KeyedMapping, key: str) -> Fragment:
        """The key `key` of `mapping` as written in the file."""
        node = mapping.key_nodes[key]
        return Fragment.at(self.source, self.base + node.start_mark.index, self.base + node.end_mark.index)


_WORD = re.compile(r"\S+")  # (`\s` is `str.isspace`'s whitespace: `re` asks the same table)


def _aligned(value: str, raw: str, start: int) -> tuple[tuple[int, int], ...]:
    """The runs of a folded or block scalar's `value` on its `raw` text at file offset `start`: each character found
    at or after where the one before was (a blank on the blank of the raw text it stands for), as finding each one in turn
    does, a word at a time where the raw text writes the word as it is read (each of its characters is then
    the next one of the raw text)."""
    runs: list[tuple[int, int]] = []
    cursor = 0
    last = max(0, len(raw) - 1)  # every character maps into the node's text, however the guess goes
    index = 0
    length = len(value)
    find, startswith, word_at = raw.find, raw.startswith, _WORD.match
    while index < length:
        ch = value[index]
        if not ch.isspace():
            found = find(ch, cursor)
            if found != -1:
                word = word_at(value, index).group()
                if len(word) > 1 and startswith(word, found):
                    if not runs or runs[-1][1] + (index - runs[-1][0]) != start + found:
                        runs.append((index, start + found))
                    cursor = found + len(word)
                    index += len(word)
                    continue
            else:
                found = cursor
        else:
            found = cursor
            following = value[index + 1 : index + 2]
            while found < len(raw) and raw[found] in " \t\n'\"|>-" and raw[found] != following:
                found += 1
            found = max(cursor, found - 1)
        found = min(found, last)
        if not runs or runs[-1][1] + (index - runs[-1][0]) != start + found:
            runs.append((index, start + found))
        cursor = found + 1
        index += 1
    return tuple(runs) or ((0, start),)


def cleaned(part: Fragment) -> Fragment:
    """`part` with its inline Markdown read (`clean_inline`), or as it is where it has none."""
    return clean_inline(part) if any(mark in part.text for mark in INLINE_MARKS) else part


def synthetic(anchor: Fragment, text: str) -> Fragment:
    """A label the YAML does not spell out, positioned on the value it names: its characters on
    the value's, and those past the value's end (the `:` of `Effect:`) on the value's last one."""
    length = len(anchor.text)
    if not length:
        return Fragment(text, tuple((i, anchor.file_offset(0)) for i in range(max(1, len(text)))), anchor.source)
    runs = tuple(run for run in anchor.runs if run[0] < len(text))
    end = anchor.file_offset(length - 1)
    return Fragment(text, runs + tuple((i, end) for i in range(length, len(text))), anchor.source)


class KeyedMapping(dict):
    """A YAML mapping's value nodes by key, and in `key_nodes` the nodes of the keys (where each is written)."""

    key_nodes: dict


def as_mapping(node) -> KeyedMapping | None:
    """A mapping node's values by key (its scalar keys), with their key nodes in `key_nodes`; None for any other node."""
    if not isinstance(node, yaml.MappingNode):
        return None
    out = KeyedMapping()
    out.key_nodes = {}
    for key, value in node.value:
        if isinstance(key, yaml.ScalarNode):
            out[str(key.value)] = value
            out.key_nodes[str(key.value)] = key
    return out


def scalar_text(node) -> str | None:
    """A scalar node's value as text, or None for an empty one (a null too: `keywords: null`, JSON's `"keywords":
    null`, the data-unified JSON's ability with no keyword, was read as a keyword named `null`; a quoted `'null'`
    is text) or any other node."""
    if isinstance(node, yaml.ScalarNode) and node.value not in (None, "") and node.tag != _NULL:
        return str(node.value)
    return None


_NULL = "tag:yaml.org,2002:null"
