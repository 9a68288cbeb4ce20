"""`statblock fmt`: native `.ability` files in one canonical layout.

The layout is built from the syntax tree (`layout.py`, printed by
`native.py`); comments, which the grammar skips, are taken from the
original text and put back above the part of the ability they were written
above (a comment above a wrapped line goes above the start of its section).
Comment blocks between abilities stay between them.

Formatting never changes what a file means: the result is parsed again and
every ability must compile to the same meaning (`meaning.py`) and every
comment line must still be there, or the file is left as it was and the
reason is reported.
"""

from __future__ import annotations

import attrs

from .. import ast
from ....diagnostics import SourceFile
from ..frontends.native import read_native
from ..frontends.raw import RawAbility, RawLine
from ..grammar.to_ast import build_ability
from ....messages import Listing, msg
from ..vocabulary import vocabulary
from .layout import Card, Section, layout
from .changes import said_changes
from .meaning import differences, meaning, word_changes
from .native import NativePrinter
from .statblock import from_ability, header_card, labels_lang
from ....records import frozen

__all__ = ["FormatResult", "format_text", "meaning_of_text"]


@frozen
class FormatResult:
    path: str
    original: str
    text: str                       # the canonical text (the original when it cannot be formatted)
    problems: tuple = ()  # why the file was left as it was: diagnostics and messages (`render(lang=...)`)

    @property
    def changed(self) -> bool:
        return self.text != self.original


def _is_comment(line: str) -> bool:
    return line.lstrip().startswith("#")


def _line_of(source: SourceFile, fragment) -> int:
    """0-based line of a fragment's first character."""
    return source.position(fragment.file_offset(0))[0] - 1


def _line_keys(source: SourceFile, raw: RawAbility, card: Card) -> dict[int, object]:
    """For each content line of an ability (0-based), the key of the part it belongs to."""
    anchors = set()
    for part in card.body:
        anchors.add(part.anchor)
        roll = part.roll if isinstance(part, Section) else part
        if roll is not None:
            anchors.update(t.anchor for t in roll.tiers)
    fields = vocabulary().fields
    keys: dict[int, object] = {}
    previous: object = "name"
    for line in raw.lines:
        fragment = line.label if line.label is not None else line.body
        offset = fragment.file_offset(0)
        key = _key(line, offset, anchors, fields, previous)
        keys.setdefault(_line_of(source, fragment), key)
        previous = key
    return keys


def _key(line: RawLine, offset: int, anchors: set, fields, previous) -> object:
    if line.kind == "name":
        return "name"
    if line.kind == "flavor":
        return "flavor"
    if line.kind == "row":
        return "header"
    if offset in anchors:
        return offset
    body_offset = line.body.file_offset(0) if line.body is not None else None
    if body_offset in anchors:  # a paragraph's anchor is its text
        return body_offset
    if line.kind == "labeled":
        field = fields.lookup(line.label.text.rstrip(":：").strip())
        if field is not None:
            return {"flavor": "flavor", "cost": "name"}.get(field.id, "header")
    return previous


def _parse(source: SourceFile) -> tuple[list[RawAbility], list[ast.Ability], list[str]]:
    raws, diagnostics = read_native(source)
    if diagnostics:
        return [], [], list(diagnostics)  # each renders in the user's language
    return raws, [build_ability(raw)[0] for raw in raws], []


def _assemble(source: SourceFile, raws: list[RawAbility], cards: list[Card]) -> str:
    lines = source.text.split("\n")
    owner: dict[int, tuple[int, object]] = {}
    for index, (raw, card) in enumerate(zip(raws, cards)):
        for number, key in _line_keys(source, raw, card).items():
            owner[number] = (index, key)
    comments: list[dict] = [{} for _ in cards]
    leading: list[list[str]] = [[] for _ in cards]
    chunks: list[tuple[str, object]] = []   # ("comments", [lines]) or ("ability", index)
    # comment groups since the last content line: [lines, touches the line before, touches the line after]
    groups: list[list] = []
    current = -1
    blank = True                            # a blank line since the last content or comment line

    def settle(next_index: int | None) -> None:
        pending = list(groups)
        groups.clear()
        if pending and current >= 0 and pending[0][1]:
            comments[current].setdefault("end", []).extend(pending.pop(0)[0])
        if pending and next_index is not None and pending[-1][2]:
            leading[next_index].extend(pending.pop()[0])
        chunks.extend(("comments", group[0]) for group in pending)

    for number, line in enumerate(lines):
        if not line.strip():
            blank = True
            if groups:
                groups[-1][2] = False
            continue
        if _is_comment(line):
            if not groups or blank:
                groups.append([[], not blank and current >= 0 and not groups, True])
            groups[-1][0].append(line.strip())
            blank = False
            continue
        blank = False
        if number not in owner:
            continue  # a line the parser did not read (cannot happen in a file that parsed)
        index, key = owner[number]
        if index != current:
            settle(index)
            chunks.append(("ability", index))
            current = index
        elif groups:
            comments[index].setdefault(key, []).extend(c for group in groups for c in group[0])
            groups.clear()
    settle(None)

    out = []
    for kind, value in chunks:
        if kind == "comments":
            out.append("\n".join(value))
        else:
            printer = NativePrinter(comments[value])
            out.append("\n".join(leading[value] + printer.card(cards[value])))
    return "\n\n".join(out) + "\n" if out else ""


def meaning_of_text(path: str, text: str) -> tuple[list[dict], list[str]]:
    """The meaning of every ability in native text, and the syntax errors if it does not parse."""
    from ..compiler import compile_ability

    source = SourceFile(path, text)
    _, trees, problems = _parse(source)
    out = []
    for tree in trees:
        statblock = from_ability(tree)
        if statblock is None:
            out.append(meaning(compile_ability(tree)[0]))
        else:  # a statblock means its fields, however its lines are laid out
            out.append({"name": statblock.name, "statblock": statblock.kind, "fields": statblock.fields,
                        "text": statblock.text, "metadata": tree.metadata})
    return out, problems


def _card(tree: ast.Ability) -> Card:
    statblock = from_ability(tree)
    if statblock is None:
        return layout(tree, metadata=False)  # (its keywords joined as the author joined them: `layout`)
    return header_card(attrs.evolve(statblock, metadata={}), labels_lang(tree))


def format_text(text: str, path: str = "<text>.ability") -> FormatResult:
    """The canonical form of native text; the text itself when it cannot be formatted safely."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    source = SourceFile(path, text)
    raws, trees, problems = _parse(source)
    if problems:
        return FormatResult(path, text, text, tuple(problems))
    cards = [_card(tree) for tree in trees]
    result = _assemble(source, raws, cards)
    places = [source.position(tree.name_span.start) if tree.name_span is not None else (1, 1) for tree in trees]
    problems = _verify(path, text, result, places)
    if problems:
        return FormatResult(path, text, text, tuple(problems))
    return FormatResult(path, text, result)


def _comment_lines(text: str) -> list[str]:
    return sorted(line.strip() for line in text.split("\n") if _is_comment(line))


def _verify(path: str, before: str, after: str, places: list[tuple[int, int]] = ()) -> list[str]:
    """Why `after` is not a faithful formatting of `before` (empty when it is); `places`, each ability's line and
    column in `before`, in order (an ability that would change is said there: it was said at the file alone)."""
    if after == before:
        return []
    old, _ = meaning_of_text(path, before)
    new, problems = meaning_of_text(path, after)
    if problems:
        return [msg("fmt.would_not_parse", path=path)] + problems
    out: list = []
    if len(old) != len(new):
        out.append(msg("fmt.would_recount", path=path, before=len(old), after=len(new)))
    for index, (a, b) in enumerate(zip(old, new)):
        changes = differences(a, b)
        if changes:
            line, column = places[index] if index < len(places) else (1, 1)
            out.append(msg("fmt.would_change", path=f"{path}:{line}:{column}", name=a["name"],
                           changes=said_changes(a, b)))
    if _comment_lines(before) != _comment_lines(after):
        out.append(msg("fmt.would_lose_comment", path=path))
    lost, gained = word_changes(before, after)
    if lost or gained:  # e.g. a second keyword row, which the first one's words would silently replace
        words = Listing(tuple(f"`{w}`" for w in [*lost, *gained][:5]))
        out.append(msg("fmt.would_drop_words" if lost else "fmt.would_add_words", path=path, words=words))
    return out
