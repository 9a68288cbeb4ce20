"""An ability read once per distinct text: its syntax tree, compiled ability and diagnostics, placed where each copy
of it stands.

Published files repeat whole abilities (a monster group's file holds each feature that its statblock files hold
again: 44% of the Steel Compendium's abilities are a repeat of one read earlier in the run). The reading of an
ability (`build_ability`, `compile_ability`, `unsaid_texts`) depends on its raw lines, its format, its metadata and
the file's vocabulary, and on the text of the file it reads around them (a name's icon, the character before a
name, a `；` after a clause, whether a continued tier line starts its line). The key holds all of that: the lines'
texts and runs and the raw span, each counted from the start of the ability's *stretch* (from the start of the line
of its first character to the end of the line of its last, newline included), the stretch's text itself, the
format, the metadata, whether it is a Markdown card's (`RawAbility.card`: the mark above its heading is outside
the stretch) and the vocabulary's name. Two abilities of one key read alike but for positions, which differ
by the distance between their stretches: a repeat's reading is the first one's with every `Span` and `Fragment`
moved onto its file by that distance, each `CompiledAbility`'s path, line and column and each `CompiledRoll`'s line
taken from where it now stands.

What is not moved is shared: the clause nodes under a `ClausePart` (their positions are indices into the clause's
text, `ast.Rel`), the effects of a compiled ability, the diagnostics' messages. The memo keeps at most
`MAX_ENTRIES` readings, the least recently used let go first, and no stretch past `MAX_STRETCH` characters, so its
memory is bounded whatever the input, and so are the files its readings point into (`MAX_TEXT` characters); it is
per process (each worker of a pooled `check` has its own).
"""

from __future__ import annotations

import collections
import functools
import threading

import attrs

from ...diagnostics import Diagnostic, Fragment, Severity, SourceFile, Span
from ...record_builders import builder
from . import ast
from .runtime.compiled import CompiledAbility, CompiledRoll, CompiledSection

__all__ = ["MAX_ENTRIES", "MAX_STRETCH", "clear", "read_ability", "read_fresh"]

MAX_ENTRIES = 256     # readings kept (a group's features, waiting for its statblock files: a few dozen)
MAX_STRETCH = 16_384  # characters: an ability of a longer stretch is read each time (its key would be as long)
MAX_TEXT = 2_000_000  # characters of the files the kept readings point into (a reading keeps its file alive)

_memo: collections.OrderedDict = collections.OrderedDict()
_files: dict[int, list] = {}  # id of a file the kept readings point into: [the file, how many readings]
_kept_text = 0                # the length of those files' texts
_LOCK = threading.Lock()      # (`serve` reads in several threads: the memo's bookkeeping is one thread's at a time)

_new = tuple.__new__


def clear() -> None:
    """Forget every reading (the tests' fresh start)."""
    global _kept_text
    with _LOCK:
        _memo.clear()
        _files.clear()
        _kept_text = 0


def read_ability(raw, rules) -> tuple:
    """``(tree, found, compiled, more, unsaid)`` of `raw` read with the file's vocabulary `rules` (None: the
    ruleset's): `read_fresh`'s answer, from the memo when an ability of the same key was read before."""
    key = _key(raw, rules)
    if key is None:
        return read_fresh(raw, rules)
    with _LOCK:
        kept = _memo.get(key)
        if kept is not None and _same_lines(kept[0], raw, key):
            _memo.move_to_end(key)
        else:
            kept = None
    if kept is not None:
        return _placed(kept, raw)  # (a kept reading is never changed: placed outside the lock)
    read = read_fresh(raw, rules)
    with _LOCK:
        _keep(key, raw, read)
    return read


def _keep(key: tuple, raw, read: tuple) -> None:
    """(Under `_LOCK`.) Keep `read` under `key`; then let go of the least recently used readings while there are more than
    `MAX_ENTRIES` or the files they point into hold more than `MAX_TEXT` characters."""
    global _kept_text
    source = raw.span[0]
    if len(source.text) > MAX_TEXT:
        return
    replaced = _memo.pop(key, None)
    if replaced is not None:
        _let_go(replaced[0])
    _memo[key] = (raw, read)
    counted = _files.get(id(source))
    if counted is None:
        _files[id(source)] = [source, 1]
        _kept_text += len(source.text)
    else:
        counted[1] += 1
    while len(_memo) > MAX_ENTRIES or _kept_text > MAX_TEXT:
        _let_go(_memo.popitem(last=False)[1][0])


def _let_go(raw) -> None:
    global _kept_text
    counted = _files[id(raw.span[0])]
    counted[1] -= 1
    if not counted[1]:
        del _files[id(raw.span[0])]
        _kept_text -= len(raw.span[0].text)


def read_fresh(raw, rules) -> tuple:
    """The syntax tree of `raw` and the problems met building it; unless it is a statblock's header, its compiled
    ability, the problems met compiling it and the words of its tiers nothing said (SB138); else None for each."""
    compile_ability, is_header, unsaid_texts, build_ability = _building()
    tree, found = build_ability(raw)
    if is_header(tree):
        return tree, found, None, None, None
    compiled, more = compile_ability(tree, rules)
    return tree, found, compiled, more, unsaid_texts(tree, compiled, found + more)


@functools.cache
def _building() -> tuple:
    from .compiler import compile_ability
    from .compiler.statblocks import is_header
    from .compiler.unsaid_text import unsaid_texts
    from .grammar.to_ast import build_ability

    return compile_ability, is_header, unsaid_texts, build_ability


def _key(raw, rules) -> tuple | None:
    """The format, the vocabulary's name, the metadata, the raw span counted from the start of its stretch and the
    stretch's text; None for an ability not kept (of a file read through another's text, `WrittenSource`; of a long
    stretch). Two abilities of one key are read alike when their lines are the same too (`_same_lines`)."""
    span = raw.span
    source = span[0]
    if source.__class__ is not SourceFile:
        return None
    start, stop = _stretch(source.text, span)
    if stop - start > MAX_STRETCH:
        return None
    # (the metadata by its `repr`: plain data, what the front matter and `# meta:` lines give, is told apart by it;
    # anything else is told apart by its address, never kept twice)
    return (raw.fmt, rules.name if rules is not None else None, repr(raw.metadata), span[1] - start, span[2] - start,
            source.text[start:stop], raw.card)   # (a card's: its mark is above the stretch, `RawAbility.card`)


def _stretch(text: str, span: Span) -> tuple[int, int]:
    """Where the stretch of an ability of raw span `span` starts and ends: the start of the line of its start, the end
    of the line of its end, that line's newline included."""
    stop = text.find("\n", span[2])
    return text.rfind("\n", 0, span[1]) + 1, len(text) if stop < 0 else stop + 1


def _same_lines(kept, raw, key: tuple | None = None) -> bool:
    """Whether `raw`'s lines are `kept`'s (of the same key) moved by the distance between their spans: the same kinds,
    fields and texts, each fragment of the raw's file and within its stretch (where the key says the text is the
    same), its runs the same but for that distance. The stretch is where `raw`'s `key` says (its raw span's start
    counted from the stretch's, the stretch's text), else found again."""
    lines, others = raw.lines, kept.lines
    if len(lines) != len(others):
        return False
    source, delta = raw.span[0], raw.span[1] - kept.span[1]
    if key is None:
        low, high = _stretch(source.text, raw.span)
    else:
        low = raw.span[1] - key[3]
        high = low + len(key[5])
    for line, other in zip(lines, others):
        if line.kind != other.kind or line.field != other.field or line.list_item != other.list_item:
            return False
        for fragment, was in ((line.label, other.label), (line.body, other.body)):
            if fragment is None or was is None:
                if fragment is not was:
                    return False
                continue
            runs, length = fragment[1], len(fragment[0])
            if fragment[2] is not source or fragment[0] != was[0] or len(runs) != len(was[1]):
                return False
            if len(runs) == 1:  # (most: one stretch of the file)
                index, offset = runs[0]
                if index != was[1][0][0] or offset != was[1][0][1] + delta or offset < low or offset + length - index > high:
                    return False
                continue
            for number, ((index, offset), (index_was, offset_was)) in enumerate(zip(runs, was[1])):
                end = offset + (runs[number + 1][0] if number + 1 < len(runs) else length) - index
                if index != index_was or offset != offset_was + delta or offset < low or end > high:
                    return False
    return True


# ---- placing a reading where a copy stands ------------------------------------------------------------------------

def _placed(kept: tuple, raw) -> tuple:
    """The reading `kept` (of an ability of the same key as `raw`) moved onto `raw`'s file at `raw`'s place."""
    first, (tree, found, compiled, more, unsaid) = kept
    move = _mover(raw.span[0], raw.span[1] - first.span[1], first.metadata, raw.metadata)
    tree = move(tree)
    found = [_diagnostic(d, move(d.span), _also(d.also, move)) for d in found]
    if compiled is None:
        return tree, found, None, None, None
    return (tree, found, _compiled(compiled, tree, first, raw, move),
            [_diagnostic(d, move(d.span), _also(d.also, move)) for d in more],
            [_diagnostic(d, move(d.span), _also(d.also, move)) for d in unsaid])


def _mover(source: SourceFile, delta: int, metadata: dict, new_metadata: dict):
    """A function giving a part of a reading with every position moved by `delta` onto `source`; the first copy's
    metadata replaced by the one's it is placed for (equal, by the key: each ability keeps its own mapping, as a fresh
    reading does)."""
    def move(value):
        cls = value.__class__
        if cls is Span:
            return _new(Span, (source, value[1] + delta, value[2] + delta))
        if cls is Fragment:
            return _new(Fragment, (value[0], tuple([(index, offset + delta) for index, offset in value[1]]), source))
        if cls is tuple:
            return tuple([item if item is None or item.__class__ in _PLAIN else move(item) for item in value])
        if cls is dict:
            return new_metadata if value is metadata else {k: move(v) for k, v in value.items()}
        if cls in _PLAIN:
            return value
        mover = _node_mover(cls)
        if mover is None:
            raise TypeError(f"a reading holds a {cls.__name__}, which the ability memo cannot place")
        return mover(value, move, source, delta)
    return move


def _also(spans: tuple, move) -> tuple:
    return tuple([move(s) for s in spans]) if spans else ()


_PLAIN = frozenset({str, int, bool, float, frozenset, Severity})


@functools.cache
def _node_mover(cls: type):
    """A function of a syntax-tree node of `cls`, `move`, the file and the distance (`_mover`'s) placing the node (None
    for a class that is not the syntax tree's): each field moved, but the clauses of a `ClausePart`, whose positions
    are indices into its text and stay as they are. A field's `Span` (most nodes have one) is moved in place, not
    through a call of `move`."""
    if not attrs.has(cls) or cls.__module__ != ast.__name__:
        return None
    values = [f"node.{field.name}" if (cls is ast.ClausePart and field.name == "items")
              else (f"(_v if (_v := node.{field.name}) is None or (_c := _v.__class__) in _PLAIN"
                    f" else _tuple_new(_Span, (source, _v[1] + delta, _v[2] + delta)) if _c is _Span else move(_v))")
              for field in attrs.fields(cls)]
    made = builder(cls, "node, move, source, delta", values, {"_PLAIN": _PLAIN, "_Span": Span, "_tuple_new": _new})
    if made is not None:
        return made
    names = tuple(field.name for field in attrs.fields(cls))
    return lambda node, move, source, delta: attrs.evolve(
        node, **{name: _field(getattr(node, name), move) for name in names})


def _field(value, move):
    return value if value is None or value.__class__ in _PLAIN else move(value)


def _copier(cls: type, changed: tuple[str, ...]):
    """A function of a `cls` and new values of its fields `changed` giving the copy with those (`attrs.evolve`'s
    answer, made by `record_builders.builder` where it can)."""
    fields = [field.name for field in attrs.fields(cls)]
    made = builder(cls, ", ".join(("old", *changed)), [name if name in changed else f"old.{name}" for name in fields])
    if made is not None:
        return made
    return lambda old, *values: attrs.evolve(old, **dict(zip(changed, values)))


_diagnostic = _copier(Diagnostic, ("span", "also"))
_ability = _copier(CompiledAbility, ("path", "line", "column", "metadata", "power_roll", "sections", "trigger_roll"))
_roll_line = _copier(CompiledRoll, ("line",))
_section_roll = _copier(CompiledSection, ("roll",))


def _compiled(compiled: CompiledAbility, tree: ast.Ability, first, raw, move) -> CompiledAbility:
    """`compiled` of the placed `tree`: its path, line and column where its name now stands (as `lower_ability` takes
    them), its rolls' lines moved as far as the ability's (a roll is in the ability's stretch: its column is the
    same)."""
    if tree.name_span is not None:
        line, column = tree.name_span[0].position(tree.name_span[1])
        lines = line - compiled.line
    else:
        line, column = 1, 1
        lines = raw.span[0].position(raw.span[1])[0] - first.span[0].position(first.span[1])[0]
    metadata = compiled.metadata
    return _ability(compiled, tree.span.path if tree.span else "", line, column,
                    move(metadata) if metadata.__class__ is dict else metadata, _roll(compiled.power_roll, lines),
                    tuple([s if s.roll is None else _section_roll(s, _roll(s.roll, lines))
                           for s in compiled.sections]),
                    _roll(compiled.trigger_roll, lines))


def _roll(roll: CompiledRoll | None, lines: int) -> CompiledRoll | None:
    if roll is None or not roll.line or not lines:
        return roll
    return _roll_line(roll, roll.line + lines)
