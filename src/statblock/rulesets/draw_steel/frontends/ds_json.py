"""Whether a `.json` file holds Draw Steel's records: the Steel Compendium's JSON layout (data-unified
`json/`) writes the same statblocks, features and records as its YAML layout, which the YAML reader
reads (JSON is YAML's flow style, positions and all). Other games read `.json` too (MarvelCDB card
data), so the file is Draw Steel's only when its first few KB say so."""

from __future__ import annotations

import re

__all__ = ["sniff"]

_SNIFF_CHARS = 4096
# the keys only Draw Steel's records have: a power roll's tiers, a feature's kind, a terrain object's type, a
# statblock's, feature's or terrain object's `type`, a Steel Compendium id (`"scc": "mcdm.heroes.v1/title/knight"`, on every record)
_MARKERS = re.compile(r'"(?:tier[123]|feature_type|free_strike|terrain_type)"\s*:'
                      r'|"type"\s*:\s*"(?:statblock|feature|featureblock|dynamic-terrain)"'
                      r'|"scc"\s*:\s*\[?\s*"mcdm\.')


# statblock's own `parse --format json` (and `convert --to json`) output: `{"abilities": [{"name": …, "path": …`, each
# ability with its `power_rolls` (no record of the Steel Compendium has that key)
# (its first ability's power roll may fill the first few KB: `power_roll`, its first key, is there; no ability at all,
# `{"abilities": [], "statblocks": [...]}`)
_PARSE_OUTPUT = re.compile(r'\{\s*"abilities"\s*:\s*\[')
_POWER_ROLLS = re.compile(r'"power_rolls?"\s*:|^\{\s*"abilities"\s*:\s*\[\s*\]\s*,\s*"statblocks"\s*:')


def sniff(text: str) -> int:
    """5 when `text` is a JSON object or array whose first or last few KB hold Draw Steel's keys (the
    keys are sorted: a record's long `content` comes before its `scc` and `type`), 0 otherwise. 0 for statblock's
    own parse JSON too: it holds a statblock's keys (`free_strike`), but it is what was read, not ability text (read
    as a record, each ability lost its power roll, distance and target, and nothing said so)."""
    head = text[:_SNIFF_CHARS].lstrip("\ufeff \t\r\n")
    if not head.startswith(("{", "[")):
        return 0
    if _PARSE_OUTPUT.match(head) and _POWER_ROLLS.search(head):
        return 0
    return 5 if _MARKERS.search(head) or _MARKERS.search(text[-_SNIFF_CHARS:]) else 0
