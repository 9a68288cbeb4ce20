"""Whether an item of statblock's own JSON, read back, is what the JSON's own values say: the first value that differs.

Much of a game's own JSON is derived: a card's `effects` are what was read from its `effect_text`, a profile's
points from its line. A reader reads the words back, and the derived values are computed again from them; someone
editing a derived value by hand, or a script, would see the edit ignored with no word. Each item read back is
written out again as `parse --format json` writes it and held against the JSON's item; the first value that
differs is given (its path in the item and its offset in the file), for the ruleset's reader to say in its own
code. Only what the JSON holds is compared (a hand-written JSON may leave keys out); positions are not.

Items are paired one for one by where each read item's words are in the JSON (`paired`): an item left out (no
card, no name) shifts none of the others.
"""

from __future__ import annotations

import bisect
import re
from typing import Callable

from ..diagnostics import Diagnostic, Severity
from .json_text import JSONArray, JSONObject

__all__ = ["POSITIONS", "differences", "disagreements", "json_offset", "paired"]

# never compared, at any depth: where a value sits in the file the JSON was written from
POSITIONS = frozenset({"path", "line", "column", "end_line", "end_column", "span"})


def disagreements(items: JSONArray, read: list[tuple[object, dict]], diagnostics: list[Diagnostic],
                  say: Callable[[JSONObject, str, int], Diagnostic], ignored: frozenset[str] = frozenset()) -> list[Diagnostic]:
    """What `say` makes of each item of `items` (the JSON's list) that holds a value otherwise than the item read
    from it: `read` gives each item read (the span of its words, its JSON as `parse` writes it); `say(item, path,
    offset)` the diagnostic of the first difference. An item with an error among `diagnostics` (in its words, or in
    the JSON) is not compared, nor a part of it (an ability, a member) with a warning: a difference there would only
    repeat what is said (`Forced Interupt` read as meant)."""
    pairs = paired(items, [json_offset(span) for span, _ in read])
    starts = list(items.value_starts)
    erred, warned = set(), {}
    for diagnostic in diagnostics:
        at = json_offset(diagnostic.span)
        index = bisect.bisect_right(starts, at) - 1 if at is not None else -1
        if index >= 0 and isinstance(items[index], JSONObject) and at < items[index].end:
            if diagnostic.severity is Severity.ERROR:
                erred.add(index)
            else:
                warned.setdefault(index, []).append(at)
    index_of = {id(item): index for index, item in enumerate(items)}
    found = []
    for item, (_, data) in zip(pairs, read):
        if item is None or index_of[id(item)] in erred:
            continue
        near = warned.get(index_of[id(item)], [])
        first = next((d for n, d in zip(range(_MOST), differences(item, data, ignored))
                      if not any(lo <= at < hi for lo, hi in (_part(item, d[0]),) for at in near)), None)
        if first is not None:
            found.append(say(item, *first))
    return found


_MOST = 64  # differences looked at in one item (a JSON edited everywhere is said once an item anyway)
_HEAD = re.compile(r"([^.\[]+)(?:\[([0-9]+)\])?")


def _part(item: JSONObject, path: str) -> tuple[int, int]:
    """Where in the file the part of `item` that `path` is in lies: its member, or the entry of a list member
    (`abilities[1]`)."""
    head = _HEAD.match(path)
    key, number = head.group(1), head.group(2)
    value, start = item.get(key), item.value_starts.get(key, item.start)
    if number is not None and isinstance(value, JSONArray) and int(number) < len(value):
        value, start = value[int(number)], value.value_starts[int(number)]
    if isinstance(value, (JSONObject, JSONArray)):
        return value.start, value.end
    after = [at for at in item.value_starts.values() if at > start]
    return start, min(after) if after else item.end


def json_offset(span) -> int | None:
    """Where in the JSON file a span is: through a written source (a `WrittenSource`) onto the JSON it shows."""
    if span is None:
        return None
    shown = getattr(span.source, "shown_offset", None)
    return shown(span.start) if shown is not None else span.start


def paired(items: JSONArray, offsets: list[int | None]) -> list[JSONObject | None]:
    """For each item read (`offsets`: where in the JSON file its words are, None when unknown), the item of `items`
    it was read from (the one whose braces hold that offset), or None; two read from one item: neither is paired."""
    starts = list(items.value_starts)
    found: list[JSONObject | None] = []
    for offset in offsets:
        index = bisect.bisect_right(starts, offset) - 1 if offset is not None else -1
        item = items[index] if index >= 0 else None
        found.append(item if isinstance(item, JSONObject) and item.start <= offset < item.end else None)
    counts: dict[int, int] = {}
    for item in found:
        if item is not None:
            counts[id(item)] = counts.get(id(item), 0) + 1
    return [item if item is not None and counts[id(item)] == 1 else None for item in found]


def differences(given: JSONObject, read: dict, ignored: frozenset[str] = frozenset()):
    """Each value of `given` (an item of the JSON) that `read` (the JSON of the item read back) holds
    otherwise, in the JSON's order: its path (`effects[2].amount.number`) and its offset in the file; keys `given`
    or `read` leaves out, positions and `ignored` (at any depth) not compared."""
    stack = [(given, read, "", given, None)]
    while stack:  # (depth first, in order: the JSON's first difference)
        value, other, where, owner, key = stack.pop()
        if isinstance(value, dict) and isinstance(other, dict):
            members = [(v, other[k], f"{where}.{k}" if where else k, value, k) for k, v in value.items()
                       if k not in POSITIONS and k not in ignored and k in other]
            stack.extend(reversed(members))
        elif isinstance(value, list) and isinstance(other, list) and len(value) == len(other):
            stack.extend(reversed([(v, o, f"{where}[{n}]", value, n) for n, (v, o) in enumerate(zip(value, other))]))
        elif not _same(value, other):
            yield where, _value_start(owner, key, given.start)


def _same(given, read) -> bool:
    """Equal, `2.0` written for `2` too (a bool is never a number; a list is never an object)."""
    if isinstance(given, bool) or isinstance(read, bool):
        return given is read
    if all(isinstance(v, (int, float)) for v in (given, read)):
        return given == read
    if isinstance(given, (dict, list)) or isinstance(read, (dict, list)):
        return False  # (one an object, the other a list, or lists of other lengths)
    return type(given) is type(read) and given == read


def _value_start(owner, key, default: int) -> int:
    """The file offset of `owner[key]` (an object's member or an array's item), else `default`."""
    if isinstance(owner, JSONObject) and key in owner.value_starts:
        return owner.value_starts[key]
    if isinstance(owner, JSONArray) and isinstance(key, int) and key < len(owner.value_starts):
        return owner.value_starts[key]
    return getattr(owner, "start", default)
