"""Where text is in a file: `SourceFile` (a file's decoded text and its line index), `Span` (a range of
its offsets, its line and column worked out on demand) and `Fragment` (text cut from one or several places
of a file, which maps each character back to its offset).

Every position the user sees is a line and a column (1-based, counted in characters, not bytes) in the
*original* file, even when the text that was parsed came out of a Markdown block quote, a table cell or
a YAML scalar: `Fragment` carries that mapping from the parsed text back to the file.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator

import attrs

__all__ = ["SNIPPET_BEFORE", "SNIPPET_LONG", "SNIPPET_WIDTH", "Fragment", "SourceFile", "Span", "span_position",
           "text_lines"]


class Span(tuple):
    """A range ``[start, end)`` of character offsets in one source file.

    Line and column (1-based, in characters) are worked out on demand, so
    creating spans while parsing stays cheap (a tuple underneath, like
    `Fragment`). Every span equals every other span (and hashes alike), so
    that whatever holds one (a tuple, a record that keeps its span in its
    equality; the AST's nodes leave theirs out) compares by what was written,
    not where. To tell two spans apart, compare `(span.path, span.start,
    span.end)`; never key a set or dict by spans.
    """

    __slots__ = ()

    def __new__(cls, source: SourceFile, start: int, end: int) -> Span:
        return _tuple_new(cls, (source, start, end))

    source = property(operator.itemgetter(0))
    start = property(operator.itemgetter(1))
    end = property(operator.itemgetter(2))

    __ne__ = object.__ne__  # (`__eq__` and `__hash__` are below: every span equals every other)

    def __reduce__(self):
        return Span, (self[0], self[1], self[2])

    def __iter__(self):
        raise TypeError("a Span is not a sequence; use .start and .end")

    def __len__(self):
        raise TypeError("a Span has no len()")

    def __bool__(self):
        return True

    def __setattr__(self, name, value):
        raise AttributeError(f"Span is immutable; cannot set {name!r}")

    @property
    def path(self) -> str:
        return self.source.path

    @property
    def line(self) -> int:
        return self.source.position(self.start)[0]

    @property
    def column(self) -> int:
        return self.source.position(self.start)[1]

    @property
    def end_line(self) -> int:
        return self.source.position(self.end)[0]

    @property
    def end_column(self) -> int:
        return self.source.position(self.end)[1]

    @property
    def text(self) -> str:
        return self.source.text[self.start : self.end]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Span)

    def __hash__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return f"Span({self.path}:{self.line}:{self.column})"


@attrs.define(eq=False)
class SourceFile:
    """The decoded text of one input file, with a line index."""

    path: str
    text: str
    _line_starts: list[int] = attrs.field(init=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # each line starts one past the end of the one before (the last sum is past the text: dropped)
        # (`map` over C callables, no comprehension's frame: a quarter less time, every file pays it)
        starts = list(itertools.accumulate(map((1).__add__, map(len, text_lines(self.text))), initial=0))
        starts.pop()
        self._line_starts = starts

    @property
    def line_count(self) -> int:
        return len(self._line_starts)

    @property
    def line_starts(self) -> list[int]:
        """The offset where each line starts (0-based lines), for readers that walk a file by its lines. Shared,
        not copied: read it, never change it."""
        return self._line_starts

    def shown_offset(self, offset: int) -> int:
        """The offset in the file shown to the user of the character at `offset`: itself (a text written again from
        another file, `WrittenSource`, maps it to that file's)."""
        return offset

    def position(self, offset: int) -> tuple[int, int]:
        """(line, column), both 1-based, of a character offset."""
        offset = max(0, min(offset, len(self.text)))
        index = bisect.bisect_right(self._line_starts, offset) - 1
        return index + 1, offset - self._line_starts[index] + 1

    def span(self, start: int, end: int) -> Span:
        return _tuple_new(Span, (self, start, end if end > start else start))

    def line_text(self, line: int) -> str:
        start = self._line_starts[line - 1]
        end = self.text.find("\n", start)
        return self.text[start : end if end != -1 else len(self.text)].rstrip("\r")

    def line_excerpt(self, line: int, column: int) -> tuple[str, int | None]:
        """The words of `line` a snippet shows at `column`: (the line, None) when it is at most `SNIPPET_LONG`
        characters long; else (its `SNIPPET_WIDTH` characters from `SNIPPET_BEFORE` before the column, where
        they start in the line, 0-based). Only those are copied, in time independent of the line's length: a
        copy of the whole line for each of thousands of diagnostics on one long line was quadratic."""
        start = self._line_starts[line - 1]
        stop = self._line_starts[line] - 1 if line < len(self._line_starts) else len(self.text)
        if self.text[stop - 1 : stop] == "\r" and stop > start:
            stop -= 1
        if stop - start <= SNIPPET_LONG:
            return self.text[start:stop], None
        cut = max(0, column - 1 - SNIPPET_BEFORE)
        return self.text[min(stop, start + cut) : min(stop, start + cut + SNIPPET_WIDTH)], cut

    def whole(self) -> Fragment:
        return _tuple_new(Fragment, (self.text, ((0, 0),), self))


class Fragment(tuple):
    """Text cut out of a `SourceFile`, possibly from several places.

    `runs` is a sorted tuple of ``(index_in_text, offset_in_file)`` pairs: the
    character at ``index_in_text`` and those after it, up to the next run,
    come from consecutive offsets of the file starting at ``offset_in_file``.

    Immutable: a tuple underneath, rather than an attrs class, because the
    front-ends make a quarter of a million of these per corpus and attrs'
    frozen ``__init__`` was a tenth of a cold check. Equality and hashing
    look at the text and the runs, not at the source.
    """

    __slots__ = ()

    def __new__(cls, text: str, runs: tuple[tuple[int, int], ...], source: SourceFile) -> Fragment:
        return _tuple_new(cls, (text, runs, source))

    text = property(operator.itemgetter(0))
    runs = property(operator.itemgetter(1))
    source = property(operator.itemgetter(2))

    def __eq__(self, other):
        if other.__class__ is not Fragment:
            return NotImplemented
        return self[0] == other[0] and self[1] == other[1]

    def __hash__(self):
        return hash((self[0], self[1]))

    def __repr__(self):
        return f"Fragment(text={self.text!r}, runs={self.runs!r})"

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __reduce__(self):
        return Fragment, (self[0], self[1], self[2])

    def __iter__(self):
        raise TypeError("a Fragment is not a sequence; use .text")

    def __len__(self):
        raise TypeError("a Fragment has no len(); use len(fragment.text)")

    def __setattr__(self, name, value):
        raise AttributeError(f"Fragment is immutable; cannot set {name!r}")

    def __bool__(self):
        return True

    # The methods below read the tuple's items by index and make new fragments with `_tuple_new`:
    # they run a few hundred thousand times per corpus, and the properties and `__new__` cost a call each.

    @classmethod
    def at(cls, source: SourceFile, start: int, end: int) -> Fragment:
        return _tuple_new(cls, (source.text[start:end], ((0, start),), source))

    @classmethod
    def join(cls, parts: list[Fragment], separator: str = " ") -> Fragment:
        """Concatenate fragments; separators map onto the end of the previous part."""
        if not parts:
            raise ValueError("join needs at least one fragment")
        if len(parts) == 1:
            part = parts[0]
            return part if cls is Fragment and part.__class__ is Fragment else cls(part[0], part[1], part[2])
        text: list[str] = []
        runs: list[tuple[int, int]] = []
        length = 0
        previous = None
        for part in parts:
            part_text = part[0]
            if previous is not None and separator:
                runs.append((length, previous.file_offset(len(previous[0]))))
                text.append(separator)
                length += len(separator)
            if length:
                runs.extend([(length + index, offset) for index, offset in part[1]])
            else:
                runs.extend(part[1])
            text.append(part_text)
            length += len(part_text)
            previous = part
        return cls("".join(text), tuple(runs), parts[0][2])

    def file_offset(self, index: int) -> int:
        """File offset of the character at `index` (clamped to the fragment)."""
        if index < 0:
            index = 0
        else:
            length = len(self[0])
            if index > length:
                index = length
        runs = self[1]
        if len(runs) == 1:
            run = runs[0]
            return run[1] + index - run[0]
        k = bisect.bisect_right(runs, index, key=_run_start) - 1
        start, offset = runs[k if k > 0 else 0]
        return offset + index - start

    def span(self, start: int = 0, end: int | None = None) -> Span:
        runs = self[1]
        if end is None and start == 0 and len(runs) == 1:
            # the whole of a one-run fragment (a clause's span, taken for every clause read): what the general way
            # below gives, in one sum
            first = runs[0][1] - runs[0][0]
            return _tuple_new(Span, (self[2], first, first + len(self[0])))
        length = len(self[0])
        if end is None:
            end = length
        if len(runs) == 1 and 0 <= start <= length and end <= length:
            # one stretch of the file: the offsets are a sum each (what `file_offset` gives)
            base = runs[0][1] - runs[0][0]
            first = base + start
            last = base + end if end > start else first
        else:
            first = self.file_offset(start)
            last = self.file_offset(max(start, end - 1)) + (1 if end > start else 0)
        return _tuple_new(Span, (self[2], first, last if last > first else first))

    def slice(self, start: int, end: int | None = None) -> Fragment:
        text = self[0]
        length = len(text)
        # (`_clamped`, written out: a call less for each of the many slices a clause reader makes)
        if end is None or end > length:
            end = length
        if start < 0:
            start = 0
        elif start > length:
            start = length
        if end < start:
            end = start
        runs = self[1]
        if len(runs) == 1:
            run = runs[0]
            if start == 0 and end == length and run[0] == 0:
                return self  # the same text and runs: fragments are immutable
            return _tuple_new(Fragment, (text[start:end], ((0, run[1] + start - run[0]),), self[2]))
        if start == 0 and end == length and runs[0][0] == 0 and runs[1][0] > 0 and runs[-1][0] < length:
            return self  # the runs `cut_runs` gives would be these very runs (they are sorted)
        return _tuple_new(Fragment, (text[start:end], tuple(self.cut_runs(start, end)), self[2]))

    def pieces(self, cuts: list[tuple[int, int]]) -> list[tuple[Fragment, Span]]:
        """``(self.slice(start, end), self.slice(start, end).span())`` for each ``(start, end)`` of `cuts`, each
        within the text and ``start < end`` (a tier line's clauses: `clauses.parse_clauses`). Of a fragment of one
        stretch of the file (most), each pair is made in two sums, without the calls of the general way."""
        runs = self[1]
        if len(runs) != 1:
            return [(piece, piece.span()) for piece in [self.slice(start, end) for start, end in cuts]]
        text, source = self[0], self[2]
        base = runs[0][1] - runs[0][0]
        return [(_tuple_new(Fragment, (text[start:end], ((0, base + start),), source)),
                 _tuple_new(Span, (source, base + start, base + end))) for start, end in cuts]

    def pieces_said(self, said: list[tuple[int, str]]) -> list[tuple[Fragment, Span]]:
        """`pieces` of the parts `said`, each ``(start, text)`` with ``text == self.text[start:start + len(text)]``
        non-empty and in order (`clauses._clause_texts`): each part's fragment holds that very string, the text not
        cut again."""
        runs = self[1]
        if len(runs) != 1:
            return self.pieces([(start, start + len(text)) for start, text in said])
        source = self[2]
        base = runs[0][1] - runs[0][0]
        return [(_tuple_new(Fragment, (text, ((0, base + start),), source)),
                 _tuple_new(Span, (source, base + start, base + start + len(text)))) for start, text in said]

    def cut_runs(self, start: int, end: int) -> list[tuple[int, int]]:
        """The runs of ``self.slice(start, end)``, `start` and `end` within the text and in order:
        the run of `start` as `file_offset` finds it, then the runs that start inside the slice,
        found by bisection (many slices of a fragment of many runs cost their own runs each)."""
        runs = self[1]
        if len(runs) <= _FEW_RUNS:  # (the usual fragment: a walk costs a third of two bisections with a key)
            base = runs[0]
            cut = []
            for run in runs:
                if run[0] <= start:
                    base = run
                elif run[0] < end:
                    cut.append((run[0] - start, run[1]))
                else:
                    break
            cut.insert(0, (0, base[1] + start - base[0]))
            return cut
        first = bisect.bisect_right(runs, start, key=_run_start)
        last = bisect.bisect_left(runs, end, lo=first, key=_run_start)
        run = runs[first - 1] if first > 0 else runs[0]
        cut = [(0, run[1] + start - run[0])]
        cut.extend([(index - start, offset) for index, offset in runs[first:last]])
        return cut

    def slice_stripped(self, start: int, end: int | None = None) -> Fragment:
        """``self.slice(start, end).strip()``, in one step where the result has text."""
        text = self[0]
        start, end = _clamped(start, end, len(text))
        piece = text[start:end]
        stripped = piece.strip()
        if not stripped:  # the two steps map an empty end as one step may not: take them
            return self.slice(start, end).strip()
        start += len(piece) - len(piece.lstrip())
        return self.slice(start, start + len(stripped))

    def strip(self) -> Fragment:
        text = self[0]
        stripped = text.strip()
        if len(stripped) == len(text):
            runs = self[1]
            if len(runs) == 1 and runs[0][0] == 0:
                return self  # what `slice` gives for the whole of a one-run fragment
            return self.slice(0, len(text))
        start = len(text) - len(text.lstrip())
        return self.slice(start, start + len(stripped))


def span_position(span: Span | None) -> dict | None:
    """`line`, `column`, `end_line` and `end_column` of `span`, as the rulesets' JSON writes a span (None for none):
    each end looked up once (`line` and `column` each look the start up again)."""
    if span is None:
        return None
    line, column = span.source.position(span.start)
    end_line, end_column = span.source.position(span.end)
    return {"line": line, "column": column, "end_line": end_line, "end_column": end_column}


@functools.lru_cache(maxsize=4)
def text_lines(text: str) -> tuple[str, ...]:
    """``text.split("\\n")``, made once for the steps that read one file by its lines in turn (its line index here, its
    Markdown blocks, the accounting of its lines): the last four texts' lines are kept, shared (a tuple: no step can
    change the lines another reads)."""
    return tuple(text.split("\n"))


_run_start = operator.itemgetter(0)  # a run's index in the text: the key runs are sorted by
#: Runs that `Fragment.cut_runs` walks instead of bisecting (a slice of the front-ends' fragments has two or three).
_FEW_RUNS = 8


def _clamped(start: int, end: int | None, length: int) -> tuple[int, int]:
    """`start` and `end` (None: the end) brought within a text of `length`, as `Fragment.slice`
    takes them: a negative `start` counts as 0."""
    if end is None or end > length:
        end = length
    if start < 0:
        start = 0
    elif start > length:
        start = length
    return start, end


_tuple_new = tuple.__new__

#: A snippet shows a line longer than `SNIPPET_LONG` characters cut: `SNIPPET_WIDTH` of them, from `SNIPPET_BEFORE`
#: before the caret.
SNIPPET_LONG, SNIPPET_WIDTH, SNIPPET_BEFORE = 200, 160, 79
