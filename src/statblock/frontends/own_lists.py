"""statblock's own JSON read back by a ruleset that keeps its items in one list (`cards`, `items`, `warbands`).

The three steps every such reader shares: telling the file is statblock's own JSON with that list (`OwnList.sniff`),
opening the list (`OwnList.open`: not JSON, or no such list, is said where it is, in the ruleset's own code and
words), and its entries, each one that is no object said and left out (`OwnList.entries`). What an entry holds is
each ruleset's own (`rulesets/*/own_json.py`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ..diagnostics import Diagnostic, Severity, SourceFile
from .json_text import JSONArray, JSONObject, JSONTextError, parse

__all__ = ["OwnList", "unread"]

# how far into a file its opening `{"abilities": [` is looked for (the list's own key anywhere: a hand-edited JSON
# may order its keys otherwise)
_SNIFF_CHARS = 4096


def unread(source: SourceFile, offset: int, code: str, said, card: str | None = None) -> Diagnostic:
    """`code` (an error) saying `said` at the character `offset` of `source` (kept within the text)."""
    offset = max(0, min(offset, len(source.text)))
    return Diagnostic(code, Severity.ERROR, said, source.span(offset, offset + 1), card)


class OwnList:
    """The list `key` of statblock's own JSON as a ruleset reads it back, its problems said as `code` with the
    ruleset's `message` (keys `own_json_not_json`, `no_list` and `not_entry`, each given the list's `key`)."""

    def __init__(self, key: str, code: str, message: Callable, no_list: str, not_entry: str) -> None:
        self.key, self.code, self.message = key, code, message
        self.no_list, self.not_entry = no_list, not_entry
        # `{"abilities": [], "statblocks": [], "cards": [` as `parse` writes it; an escaped quote in a string does
        # not match the key
        self._output = re.compile(r'\ufeff?\s*\{\s*"(?:abilities|statblocks|%s)"\s*:\s*\[' % re.escape(key))
        self._list = re.compile(r'(?<!\\)"%s"\s*:\s*\[' % re.escape(key))

    def sniff(self, text: str) -> bool:
        """Whether `text` is statblock's own JSON holding this list."""
        return bool(self._output.match(text[:_SNIFF_CHARS]) and self._list.search(text))

    def open(self, source: SourceFile) -> tuple[JSONArray | None, list[Diagnostic]]:
        """The list of `source` (None, and why, when it is not JSON or has no such list)."""
        try:
            data = parse(source.text, 1 if source.text.startswith("\ufeff") else 0)
        except JSONTextError as error:
            return None, [error.diagnostic(source, self.code, self.message("own_json_not_json", problem=error.problem))]
        if not isinstance(data, JSONObject) or not isinstance(data.get(self.key), JSONArray):
            at = data.start if isinstance(data, JSONObject) else 0
            return None, [unread(source, at, self.code, self.message(self.no_list, key=self.key))]
        return data[self.key], []

    def entries(self, source: SourceFile, items: JSONArray, problems: list[Diagnostic]) -> Iterator[JSONObject]:
        """Each entry of `items` that is an object; one that is not said (added to `problems`) and left out."""
        for item, start in zip(items, items.value_starts):
            if isinstance(item, JSONObject):
                yield item
            else:
                problems.append(unread(source, start, self.code, self.message(self.not_entry, key=self.key)))
