"""MarvelCDB's `sets.json`: the encounter and card sets of the data (`code`, `name`, `card_set_type_code`), as in
MarvelCDB's repository beside its `pack/` folder. It holds no card: it is read for the names of its sets, which the
stage across files looks for in the cards' text (`language.set_names`: `Hydar Assault encounter set`, MC128).
"""

from __future__ import annotations

import re

from ....diagnostics import SourceFile
from ....frontends.json_text import JSONArray, JSONObject, JSONTextError, parse

__all__ = ["is_sets", "set_names"]

_SNIFF_CHARS = 4096
_SET_TYPE_KEY = re.compile(r'"card_set_type_code"\s*:')
_CODE_KEY = re.compile(r'"code"\s*:\s*"')
_PACK_KEY = re.compile(r'"pack_code"\s*:')


def is_sets(text: str) -> bool:
    """Whether `text` starts as MarvelCDB's sets (an array of objects with `code` and `card_set_type_code`, no card's
    `pack_code`). Looks at the first few KB only."""
    head = text[:_SNIFF_CHARS].lstrip("\ufeff \t\r\n")
    return head.startswith("[") and head[1:].lstrip(" \t\r\n").startswith("{") and bool(_CODE_KEY.search(head)) \
        and bool(_SET_TYPE_KEY.search(head)) and not _PACK_KEY.search(head)


def set_names(source: SourceFile) -> list[list]:
    """[name, line] of each set of `source` (MarvelCDB's sets), in the order of the file; none when it does not read
    as sets (the file has nothing to say then: it holds no card)."""
    try:
        data = parse(source.text)
    except JSONTextError:
        return []
    if not isinstance(data, JSONArray):
        return []
    found = []
    for item, start in zip(data, data.value_starts):
        if isinstance(item, JSONObject) and isinstance(item.get("name"), str) and item["name"].strip():
            found.append([item["name"].strip(), source.span(start, start + 1).line])
    return found
