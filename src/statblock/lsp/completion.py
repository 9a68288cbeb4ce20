"""Completion: the words of the document's ruleset that fit where the cursor is (`Ruleset.completions`)."""

from __future__ import annotations

from lsprotocol import types

from ..rulesets.registry import Completion
from .positions import LineIndex

__all__ = ["completion_list"]

_KINDS = {"word": types.CompletionItemKind.Keyword, "label": types.CompletionItemKind.Property}


def completion_list(found: list[Completion], index: LineIndex, offset: int) -> types.CompletionList:
    """The ruleset's words as completion items, each replacing the part of its word already typed
    (a range on the cursor's line that holds the cursor), in the ruleset's order."""
    items = []
    for number, completion in enumerate(found):
        start, end = min(completion.start, offset), max(completion.end, offset)
        if "\n" in index.text[start:end]:  # a word never spans lines: an offset from elsewhere is a bug
            continue
        items.append(types.CompletionItem(
            label=completion.text, kind=_KINDS.get(completion.kind, types.CompletionItemKind.Text),
            detail=completion.detail or None, sort_text=f"{number:05d}", filter_text=completion.text,
            text_edit=types.TextEdit(range=index.range(start, end), new_text=completion.text)))
    return types.CompletionList(is_incomplete=False, items=items)
