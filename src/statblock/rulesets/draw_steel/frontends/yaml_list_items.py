"""The items of a YAML list of features (`traits:`, `abilities:`, `features:`, `特性:`, in a front matter, a fence or a
file) that are no feature: a mapping holding a feature's text with no name (`- effect: You hide.`), or a bare word
(`- Sneaky`). Each was dropped with no word (only a fence of no name was said, SB021); each is said (SB025, a warning
at the item): nothing of it is read.
"""

from __future__ import annotations

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)
from ....diagnostics import Diagnostic, Severity
from ....messages import msg
from .yaml_nodes import NAME_KEYS, as_mapping

__all__ = ["name_key", "unnamed_items"]



def name_key(root) -> str | None:
    """The key that names a feature's mapping node (`name`, `Name`, `名前`), or None where it has none."""
    from .yaml_own_keys import native_keys  # noqa: PLC0415

    mapping = as_mapping(root)
    if mapping is None:
        return None
    mapping = native_keys(mapping)[0]
    return next((key for key in NAME_KEYS if key in mapping), None)


def unnamed_items(reader, lists: list) -> list[Diagnostic]:
    """SB025 at each item of `lists` (YAML sequence nodes of features) that is no feature: a mapping with no name
    that holds something but no list of its own (a group granting features names none), or a word."""
    said = []
    for listed in lists:
        for item in listed.value:
            if isinstance(item, yaml.ScalarNode) and str(item.value or "").strip():
                key = "yaml.listed_word"
            elif isinstance(item, yaml.MappingNode) and item.value and name_key(item) is None and not any(
                    isinstance(value, (yaml.SequenceNode, yaml.MappingNode)) for _, value in item.value):
                key = "yaml.listed_unnamed"
            else:
                continue
            first = item if isinstance(item, yaml.ScalarNode) else item.value[0][0]
            start = reader.base + first.start_mark.index
            end = reader.base + (item.end_mark.index if first is item else item.value[0][1].end_mark.index)
            text = reader.source.text[start:end]
            end = start + len(text.split("\n", 1)[0].rstrip())
            said.append(Diagnostic("SB025", Severity.WARNING, msg(key, word=str(item.value) if first is item else ""),
                                   reader.source.span(start, max(end, start + 1)), suggestion=msg("yaml.listed_fix")))
    return said
