"""A statblock's table read once per distinct text, placed where each copy of it stands.

A monster group's file holds each statblock that the creature's own file holds again, word for word: the
statistics table and the `**Key:** value` paragraphs under it. What `statblock_md` reads there (the fields and where
each value is) depends on those lines alone: the table's rows and the paragraphs' first lines, their text and their
quote depth. The key is their *stretch* (the whole lines, from the start of the table's first to the start of the line
after the last paragraph's, line breaks included) and the blocks' line ranges counted from the table's; the kept
reading is the fields (plain values, shared: never changed after) and each value's span counted from the stretch's
start, placed by adding where the copy's stretch starts. A reading with a span outside the stretch or in another
file, or a value that is not plain, is not kept (it is read each time), so placing it is exact.

Bounded: at most `MAX_ENTRIES` readings, the least recently used let go first; no stretch past `MAX_STRETCH`
characters is kept. Per process, as the ability memo is (`ability_memo.py`).
"""

from __future__ import annotations

import collections
import threading

from ....diagnostics import SourceFile, Span

__all__ = ["MAX_ENTRIES", "MAX_STRETCH", "clear", "read_table"]

MAX_ENTRIES = 128     # readings kept (a group file's statblocks, waiting for their own files: a dozen or two)
MAX_STRETCH = 16_384  # characters: a longer table is read each time

_memo: collections.OrderedDict = collections.OrderedDict()
_LOCK = threading.Lock()  # (`serve` reads in several threads)
_new = tuple.__new__
_NOTHING = object()  # a table kept as no statblock's (the reader said None)
_PLAIN = frozenset({str, int, float, bool, type(None)})


def clear() -> None:
    """Forget every reading (the tests' fresh start)."""
    with _LOCK:
        _memo.clear()


def read_table(read, source: SourceFile, table, after: list) -> tuple[dict, dict] | None:
    """``read(source, table, after)`` (the fields and spans of the statblock table `table` and the paragraphs
    `after` it), from the memo when a table of the same stretch and blocks was read before in the run."""
    if source.__class__ is not SourceFile:
        return read(source, table, after)
    starts = source.line_starts
    first = table.start
    base = starts[first]
    last = after[-1].end if after else table.end
    stop = starts[last] if last < len(starts) else len(source.text)
    if stop - base > MAX_STRETCH:
        return read(source, table, after)
    key = (source.text[base:stop], table.end - first, table.quote[0],
           tuple([(b.start - first, b.end - first, b.quote[0]) for b in after]))
    with _LOCK:
        kept = _memo.get(key)
        if kept is not None:
            _memo.move_to_end(key)
    if kept is not None:
        return None if kept is _NOTHING else _placed(kept, source, base)
    found = read(source, table, after)
    shape = _NOTHING if found is None else _shape(found, source, base, stop)
    if shape is not None:
        with _LOCK:
            _memo[key] = shape
            while len(_memo) > MAX_ENTRIES:
                _memo.popitem(last=False)
    return found


def _shape(found: tuple[dict, dict], source: SourceFile, base: int, stop: int) -> tuple | None:
    """The fields and the spans counted from `base`, or None when a value is not plain or a span is not of `source`
    within `[base, stop]` (then nothing is kept)."""
    fields, spans = found
    if any(value.__class__ not in _PLAIN for value in fields.values()):
        return None
    moved = []
    for key, span in spans.items():
        if span is None:
            moved.append((key, None))
            continue
        if span.__class__ is not Span or span[0] is not source or span[1] < base or span[2] > stop:
            return None
        moved.append((key, span[1] - base, span[2] - base))
    return tuple(fields.items()), tuple(moved)


def _placed(shape: tuple, source: SourceFile, base: int) -> tuple[dict, dict]:
    """Fresh mappings of `shape`'s fields and spans, the spans placed on `source` with the stretch at `base`."""
    fields, spans = shape
    return dict(fields), {item[0]: None if len(item) == 2 else _new(Span, (source, item[1] + base, item[2] + base))
                          for item in spans}
