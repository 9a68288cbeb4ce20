"""The text of a file that is in no ability and no statblock (`other_text`), kept by `convert` at its place.

A kit's title, introduction and `## Equipment` section, a class file's prose between its features, the comment lines
of a native file: no reader takes them for an ability, and a conversion that wrote the abilities alone would drop
them without a word. A `Passage` is a run of such lines, as written, with where it starts; `convert` writes each one
where it was among the abilities, in the output's own way (`comment_lines`, `markdown_lines`, `passage_json`).

Not other text: the abilities' and statblocks' own lines (a statblock's table and a malice group's introduction
up to its first feature), a Markdown file's front matter (kept as metadata) and its `ds-` fences (the YAML
reader's), a native file's `# meta:` lines and `# ruleset:` line, blank lines, and lines of markup alone
(`<!-- -->`, `---`, `<br>`: no letter or digit). A YAML or JSON file keeps none (its keys are read).
"""

from __future__ import annotations

import bisect
import re

import attrs

from ..frontends import source_format
from ..frontends.native import META_PREFIX
from ....records import frozen

__all__ = ["Passage", "block_notes", "comment_lines", "markdown_lines", "noted_and_left", "other_text", "passage_json",
           "passages_json"]

_WORD = re.compile(r"\w")
_HEADING = re.compile(r" {0,3}#{1,6}(?:\s|$)")
_DIRECTIVE = re.compile(r"\s*(?:meta|ruleset)\s*[:：]", re.IGNORECASE)


@frozen
class Passage:
    """Lines of a file that no ability or statblock holds, as written (a native comment's without its `#`)."""

    anchor: int                 # where it is placed among the cards: its start, or the start of the ability it is in
    line: int                   # 1-based line and column of its first character in the file
    column: int
    lines: tuple[str, ...]
    comment: bool = False       # a native file's comment lines (Markdown writes them as an HTML comment)
    # an offset in the ability whose block it is inside (a native comment line among its lines, an HTML comment
    # among a Markdown one's, a JSON's passage marked `in_ability`), or None: the card prints it as a note
    within: int | None = None


def other_text(result, statblocks=None) -> list[Passage]:
    """The passages of a read file, in file order; `statblocks`: the file's statblocks as `from_source` gives them
    (None: read here when the file is Markdown)."""
    source = result.source
    if source is None:
        return []
    fmt = source_format(source)
    if fmt == "yaml":
        return []
    lines = source.text.split("\n")
    starts = source.line_starts  # (shared with the source: read, never changed)

    def line_of(offset: int) -> int:  # 0-based, of `lines` (a JSON's written text: not its JSON's, as `position` says)
        return bisect.bisect_right(starts, offset) - 1

    trees = sorted((t for t in [*result.headers, *result.asts] if t.span is not None), key=lambda t: t.span.start)
    if fmt == "native":
        passages = _native_comments(lines, starts, trees, line_of, getattr(source, "prose_lines", frozenset()))
        inside = getattr(source, "inside_lines", {})  # (a JSON's passages marked `in_ability`: `WrittenSource`)
        return [attrs.evolve(p, within=starts[inside[p.line - 1]]) if p.line - 1 in inside else p for p in passages]
    if statblocks is None:
        from ..frontends.statblocks import from_source

        statblocks = from_source(source)
    covered = bytearray(len(lines))
    from ..frontends.md_document import split_front_matter

    skipped, _ = split_front_matter(source.text)
    covered[:skipped] = b"\x01" * min(skipped, len(lines))
    items = [(t.span.start, t.span.end) for t in trees]
    for block in statblocks:
        ends = [span.end for span in block.spans.values() if span is not None]
        items.append((block.anchor, max(ends) if ends and block.kind == "statblock" else None))
    items.sort(key=lambda item: item[0])
    for number, (start, end) in enumerate(items):
        if end is None:  # (a malice group or terrain object: up to the next ability or statblock)
            end = next((s - 1 for s, _ in items[number + 1:] if s > start), len(source.text))
        first, last = line_of(start), line_of(max(start, end))
        covered[first:last + 1] = b"\x01" * (last + 1 - first)
    _blocks_apart(source.text, skipped, covered)
    spans = [(t.span.start, t.span.end) for t in result.asts if t.span is not None]
    return [attrs.evolve(p, within=p.anchor) if any(start < p.anchor <= end for start, end in spans) else p
            for p in _runs(lines, starts, covered)]


def _inside(result, passages: list[Passage]) -> list[int | None]:
    """The index in `result.abilities` of the ability each passage is inside (`Passage.within`), or None."""
    if len(result.asts) != len(result.abilities):
        return [None] * len(passages)
    spans = [(t.span.start, t.span.end) if t.span is not None else None for t in result.asts]
    return [None if p.within is None else
            next((n for n, span in enumerate(spans) if span is not None and span[0] <= p.within <= span[1]), None)
            for p in passages]


def block_notes(result) -> list:
    """The file's abilities, each with the passages inside its block as its `notes` (a comment line among a native
    ability's lines, an HTML comment among a Markdown one's, a JSON's passage marked `in_ability`), which a card
    prints: no reader takes them into the ability, and the card had no place for them (the words were lost from
    it)."""
    return noted_and_left(result)[0]


def noted_and_left(result) -> tuple[list, int]:
    """`block_notes(result)`, and how many passages of the file's other text are inside no ability: on no card (a
    kit's introduction, a monster group's lore, a heading's paragraph before a feature), which `cards` says, as
    `convert` and the JSON keep them."""
    abilities = list(result.abilities)
    if result.source is None:
        return abilities, 0
    passages = other_text(result)
    notes: dict[int, list[str]] = {}
    left = 0
    for passage, index in zip(passages, _inside(result, passages) if abilities else [None] * len(passages)):
        if index is not None:
            notes.setdefault(index, []).append(_COMMENT_MARKS.sub("", "\n".join(passage.lines).strip()))
        else:
            left += 1
    return [attrs.evolve(a, notes=tuple(notes[n])) if n in notes else a for n, a in enumerate(abilities)], left


def _blocks_apart(text: str, skipped: int, covered: bytearray) -> None:
    """A read `ds-` fence's lines are covered (the YAML reader's), and a Markdown card's mark above an ability's heading
    (`card_marks.CARD_MARK`: the card writer's, no words of the author's); an HTML comment or block outside every quote
    and any other fenced block are not (an ability's lines reach the next heading, but the reader skips them)."""
    from ..frontends.md_document import TooDeep, blocks
    from ..frontends.md_cards import card_marks_of
    from ..frontends.ds_yaml import YAML_FENCES

    try:
        found = blocks(text, skipped)
    except TooDeep:  # (said by the reader)
        return
    lines = text.split("\n") if "<!--" in text else []
    marks = card_marks_of(found, lines.__getitem__)[0] if lines else frozenset()
    for block in found:
        # (a `ds-` fence no reader reads, `ds-init`, is the page's text: it vanished, SB026)
        if block.kind == "fence" and block.info.strip().split(" ")[0] in YAML_FENCES \
                or id(block) in marks and block.end < len(covered) and covered[block.end]:
            # (a mark over a heading no reader took for an ability is the page's, with the heading: `### Crafty` over
            # prose and a quoted feature)
            covered[block.start:block.end] = b"\x01" * (block.end - block.start)
        elif block.kind == "html_block" and not block.quote[0] or block.kind == "fence":
            # (a fenced block of code inside an ability: no reader takes it, its words were lost with no word)
            covered[block.start:block.end] = bytes(block.end - block.start)


def _runs(lines: list[str], starts: list[int], covered: bytearray) -> list[Passage]:
    """The runs of lines no ability or statblock covers, one passage a heading's section (a heading after a blank
    line starts another), blank lines at their ends left out."""
    passages = []
    number = 0
    while number < len(lines):
        if covered[number] or not lines[number].strip():
            number += 1
            continue
        first = number
        number += 1
        while number < len(lines) and not covered[number] and \
                not (_HEADING.match(lines[number]) and not lines[number - 1].strip()):
            number += 1
        last = number - 1
        while not lines[last].strip():
            last -= 1
        text = lines[first:last + 1]
        if any(_WORD.search(line) for line in text) and not all(_markup(line) for line in text):
            column = len(text[0]) - len(text[0].lstrip())
            wrapped = len(text) > 2 and text[0].strip() == "<!--" and text[-1].strip() == "-->"
            # (an HTML comment of its own lines, as a native comment is written: a comment again in native)
            passages.append(Passage(starts[first] + column, first + 1, column + 1,
                                    tuple(text[1:-1] if wrapped else text), wrapped))
    return passages


def _markup(line: str) -> bool:
    """A line of tags alone (`<br>`, `<!-- -->`); an HTML comment's words are the author's (`<!-- keep it low -->`: it
    was taken for markup, and a conversion left its words out)."""
    return not _WORD.search(_TAG.sub("", line))


# a tag, not an HTML comment's opening (whose words are text: `_markup`)
_TAG = re.compile(r"<(?!!--)[^>]*>")
# an HTML comment's marks around its words, left off a card's note
_COMMENT_MARKS = re.compile(r"^\s*<!--\s?|\s?-->\s*$")


def _native_comments(lines, starts, trees, line_of, prose: frozenset[int] = frozenset()) -> list[Passage]:
    """A native file's comment lines (not `# meta:`, not a first `# ruleset:` line), a run a passage; one inside an
    ability is placed above it. A run starting on a line of `prose` (a JSON's written text: `WrittenSource`) stands
    for prose, not a comment."""
    inside = {}
    for tree in trees:
        for number in range(line_of(tree.span.start), line_of(tree.span.end) + 1):
            inside.setdefault(number, tree.span.start)
    passages: list[Passage] = []
    run: list[str] = []
    for number, line in enumerate([*lines, ""]):
        stripped = line.lstrip()
        keep = stripped.startswith("#") and not stripped.startswith(META_PREFIX) and \
            not (number == 0 and _DIRECTIVE.match(stripped[1:]))
        if keep and (not run or inside.get(number) == inside.get(number - 1)):
            if not run:
                first = number
            run.append(_uncommented(stripped))
            continue
        if run and any(_WORD.search(text) for text in run):
            column = len(lines[first]) - len(lines[first].lstrip())
            anchor = inside.get(first, starts[first] + column)
            passages.append(Passage(anchor, first + 1, column + 1, tuple(run), first not in prose, inside.get(first)))
        run = []
        if keep:
            first, run = number, [_uncommented(stripped)]
    return passages


def _uncommented(line: str) -> str:
    """A comment line's text: without its `#` and one space (`#: ` before a line `comment_lines` kept from
    reading as a directive)."""
    text = line[1:]
    if text.startswith(": ") and _DIRECTIVE.match(text[2:]):
        return text[2:]
    return text[1:] if text.startswith(" ") else text


def comment_lines(passage: Passage) -> list[str]:
    """A passage as native comment lines, which the native reader skips (a line that would read as `# meta:` or
    `# ruleset:` written `#: …`, which reads back as the line)."""
    return [("#: " if _DIRECTIVE.match(line) else "# ") + line if line.strip() else "#" for line in passage.lines]


def markdown_lines(passage: Passage) -> list[str]:
    """A passage as Markdown: as written; a native comment as an HTML comment (Markdown prose there would be read
    as part of the ability above it)."""
    if not passage.comment:
        return list(passage.lines)
    text = [line.replace("--", "- -") for line in passage.lines]
    return ["<!--", *text, "-->"]


def passage_json(path: str, passage: Passage, ability: str | None = None) -> dict:
    """A passage in `parse --format json`'s `other_text`: where it is and its lines as written; `ability`: the name
    of the ability whose block it is inside (`in_ability`, read back as that ability's note: `own_json`)."""
    said = {"path": path, "line": passage.line, "column": passage.column, "text": "\n".join(passage.lines)}
    if passage.comment:  # (a comment is written as one again, prose as prose: `own_json._put_passages`)
        said["comment"] = True
    if ability is not None:
        said["in_ability"] = ability
    return said


def passages_json(result, passages: list[Passage] | None = None) -> list[dict]:
    """The passages of a read file (`passages`: those of `other_text`, or a choice of them) as `passage_json`
    writes them, each inside an ability marked with its name."""
    passages = other_text(result) if passages is None else passages
    return [passage_json(result.path, p, None if n is None else result.abilities[n].name)
            for p, n in zip(passages, _inside(result, passages))]
