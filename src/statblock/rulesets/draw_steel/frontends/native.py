"""Front-end for the native `.ability` format (see grammar/native.lark)."""

from __future__ import annotations

import functools
import re
import threading

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ..grammar.direct import DirectParser, Lexeme, NotInGrammar
from ..grammar.parser import native_parser, native_tables, syntax_diagnostic
from ....messages import msg
from .bold_labels import bold_label_line
from .labels import lowercase_label_end
from .md_lines import classify
from .meta_plain import plain_load
from .name_line import read_name_line
from .raw import RawAbility, RawLine
from .statblocks import names_statblock

__all__ = ["LIST_BULLET", "META_PREFIX", "PARAGRAPH_MARK", "read_meta_line", "read_native", "table_rule"]

# `# meta: key: value` comment lines right above a name are the ability's metadata
# (front-matter fields the language has no place for), the value in YAML flow style;
# at the top of the file, apart from the first ability, they are every ability's.
META_PREFIX = "# meta:"
# `¶ text`: a paragraph of its own (a section without a label), where a plain
# line would continue the line above or be read as flavor.
PARAGRAPH_MARK = "¶"
LIST_BULLET = "- "  # after the paragraph mark: the paragraph is a bulleted list's item (`¶ - You shift 2 squares.`)

# `2d10 + Might:`, `2D10 + 2:`: a power roll header written with its dice for `Power Roll`, alone on its line; `Roll +
# Might:`, the word Power left out
_DICE_ROLL = re.compile(r"(?:2[dD]10|[Rr]oll)(?=\s*[+＋])")

# what may stand for a tier label's colon: `≤11 – 3 damage`, `12-16 - 5 damage`
_DASHES = "-–—"

_LINE_KINDS = {
    "tier_line": "tier",
    "roll_line": "roll",
    "labeled_line": "labeled",
    "flavor_line": "flavor",
    "row_line": "row",
    "text_line": "text",
}


def _parsed_extent(text: str) -> int:
    """Where the parser should stop: after the last line that is neither blank nor a comment."""
    pos = len(text)
    while pos > 0:
        start = text.rfind("\n", 0, pos) + 1
        line = text[start:pos]
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return start + len(line.rstrip())
        pos = start - 1
    return 0


class _Shape:
    """What `DirectParser` makes of the native grammar's rules: each ability a list of its name token
    and its lines, each line (rule name, its tokens), as `_blocks` makes of lark's tree."""

    def start(self, *abilities: list) -> list[list]:
        return list(abilities)

    def ability(self, name: str, *lines: tuple) -> list:  # (the name: a `direct.Lexeme`)
        return [name, *lines]

    def __getattr__(self, name: str):
        if name not in _LINE_KINDS:
            raise AttributeError(name)
        return lambda *tokens: (name, tokens)


@functools.cache
def _direct() -> DirectParser:
    return DirectParser(native_tables(), _Shape())


_DIRECT_LOCK = threading.Lock()  # the parse memo is not made for two threads at once


def _blocks(text: str) -> list[list]:
    """The abilities of `text`: read by `DirectParser` with lark's tables (a few times faster than
    `Lark.parse` on a whole file), by lark itself when the text is not in the grammar, for its error
    (`_NotInGrammar`, holding lark's exception)."""
    with _DIRECT_LOCK:
        try:
            return _direct().parse(text, "start")
        except NotInGrammar:
            pass
    from lark import Token
    from lark.exceptions import UnexpectedInput

    try:
        tree = native_parser().parse(text)
    except UnexpectedInput as error:
        raise _NotInGrammar(error) from None
    with _DIRECT_LOCK:  # the tables refused a text lark reads: tables of a file, wrong (`tables.py`), taken again
        native_tables().heal()
    return [[item if isinstance(item, Token) else (item.data, item.children) for item in block.children]
            for block in tree.children]


class _NotInGrammar(Exception):
    """A native file that is not in the grammar: `error` is lark's exception, with where and what."""

    def __init__(self, error: Exception) -> None:
        super().__init__(error)
        self.error = error


def read_native(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    masked, rules = _masked_rules(source, source.text)
    extent = _parsed_extent(masked)
    if extent == 0:
        return [], rules
    whole = Fragment.at(source, 0, extent)
    try:
        blocks = _blocks(masked[:extent])
    except _NotInGrammar as problem:
        return [], [*rules, syntax_diagnostic(problem.error, whole, "SB100", msg("syntax.what.file"))]
    abilities = []
    problems: list[Diagnostic] = rules
    shared = _file_metadata(source, problems)
    for block in blocks:
        lines: list[RawLine] = []
        statblock = False
        for item in block:
            if isinstance(item, str):  # the name line (a lark Token or a direct Lexeme)
                read, problem = read_name_line(source, _frag(source, item), bool(abilities))
                lines.extend(read)
                if problem is not None:
                    problems.append(problem)
                statblock = names_statblock(str(item))
                continue
            kind = _LINE_KINDS[item[0]]
            tokens = item[1]
            if kind == "labeled" and _frag(source, tokens[0]).text.startswith(PARAGRAPH_MARK):
                # `¶ ただし：`: a paragraph of words and a colon, as the mark says (it was a label named `¶ ただし`)
                start = tokens[0].start_pos
                end = source.text.find("\n", start)
                body = Fragment.at(source, start, len(source.text) if end == -1 else end).strip()
                lines.append(_marked(body.slice(len(PARAGRAPH_MARK)).strip()))
                continue
            if kind in ("tier", "roll", "labeled"):
                label = _frag(source, tokens[0])
                body = _frag(source, tokens[1]) if len(tokens) > 1 else Fragment.at(source, tokens[0].end_pos, tokens[0].end_pos)
                if kind == "tier" and body.text[:1] in _DASHES and body.text[1:2].isspace():
                    # `≤11 – 3 + M damage`: a dash between the label and the clauses, as a colon (was: the dash the
                    # clause's first word, every tier kept as text in silence)
                    body = body.slice(1).strip()
                dice = _DICE_ROLL.match(label.text) if kind == "labeled" and not body.text.strip() else None
                if dice is not None:
                    # `2d10 + Might:`: the power roll said by its dice (was: a section so named, the roll lost)
                    kind, body, label = "roll", label.slice(dice.end()).strip(), label.slice(0, dice.end())
                lines.append(RawLine(kind, body.strip(), label))
            else:
                body = _frag(source, tokens[0]).strip()
                if kind in ("text", "row") and body.text.startswith(PARAGRAPH_MARK):
                    lines.append(_marked(body.slice(len(PARAGRAPH_MARK)).strip()))
                    continue
                bold = bold_label_line(body) if kind == "text" else None
                if bold is not None:  # `**Effect:** ...`, `- **≤11:** ...`: a label in Markdown bold
                    lines.append(bold)
                    continue
                lowercase = lowercase_label_end(body.text, statblock) if kind in ("text", "row", "flavor") else 0
                if lowercase:  # `effect: ...`: the label, in lower case (it was flavor text, in silence)
                    lines.append(RawLine("labeled", body.slice(lowercase).strip(), body.slice(0, lowercase)))
                else:
                    lines.append(RawLine(kind, body))
        first, last = lines[0].body, lines[-1].body or lines[-1].label
        span = source.span(first.file_offset(0), last.file_offset(len(last.text)))
        metadata = {**shared, **_metadata_above(source, first.file_offset(0), problems)}
        abilities.append(RawAbility(lines, "ability", span, metadata))
    return abilities, problems


def _file_metadata(source: SourceFile, problems: list[Diagnostic]) -> dict:
    """`# meta:` lines at the top of the file, apart from the first ability: metadata of every ability."""
    lines = source.text.split("\n")
    first = next((n for n, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), len(lines))
    attached = first
    while attached > 0 and lines[attached - 1].lstrip().startswith("#"):
        attached -= 1  # the comment lines right above the first name are that ability's own
    metadata = {}
    for number, line in enumerate(lines[:attached], start=1):
        item = _source_meta_line(source, number, problems) if line.lstrip().startswith(META_PREFIX) else None
        if item is not None:
            metadata[item[0]] = item[1]
    return metadata


def _metadata_above(source: SourceFile, offset: int, problems: list[Diagnostic]) -> dict:
    """The `# meta:` lines in the run of comment lines right above the line at `offset`."""
    line = source.position(offset)[0] - 1
    found = []
    while line >= 1:
        text = source.line_text(line).strip()
        if not text.startswith("#"):
            break
        if text.startswith(META_PREFIX):
            found.append(line)
        line -= 1
    metadata = {}
    for number in reversed(found):
        item = _source_meta_line(source, number, problems)
        if item is not None:
            metadata[item[0]] = item[1]
    return metadata


def _source_meta_line(source: SourceFile, number: int, problems: list[Diagnostic]) -> tuple[str, object] | None:
    """`read_meta_line` on line `number` (1-based) of `source`, its YAML aliases reported in `problems`."""
    line = source.line_text(number)
    item, refused, column = _meta_line(line)
    if refused:
        from .yaml_load import alias_diagnostic

        problems.extend(alias_diagnostic(refused, source, source.line_starts[number - 1] + column, Severity.WARNING))
    return item


def read_meta_line(line: str) -> tuple[str, object] | None:
    """The (key, value) of a `# meta: key: value` line, or None if it is not one."""
    return _meta_line(line)[0]


def _meta_line(line: str) -> tuple[tuple[str, object] | None, list, int]:
    """`read_meta_line`, with the YAML aliases it read as null and the column the YAML's `{` stands for."""
    text = line.strip()
    if not text.startswith(META_PREFIX):
        return None, [], 0
    after = text[len(META_PREFIX):]
    rest = after.strip()
    # the value is read as `{rest}`: its index 0 is the character before `rest` in the line
    column = (len(line) - len(line.lstrip())) + len(META_PREFIX) + (len(after) - len(after.lstrip())) - 1
    plain = plain_load(rest)
    if plain is not None:
        return plain, [], column
    import yaml  # only files with metadata beyond plain words pay for it

    from .yaml_load import load_yaml

    try:
        loaded, refused = load_yaml("{" + rest + "}")
    except yaml.YAMLError:
        loaded = None
    if isinstance(loaded, dict) and len(loaded) == 1:
        key, value = next(iter(loaded.items()))
        return (str(key), value), refused, column
    key, sep, value = rest.partition(":")  # kept as written, aliases and all
    if not sep or not key.strip():
        return None, [], column
    return (key.strip(), value.strip()), [], column


_COLONS = ":："


def table_rule(text: str) -> bool:
    """Whether a line is a Markdown table's rule (`--- | ---`, `|:---|---:|`, `:-: | :-:`: each cell dashes with a
    colon at either end or none, half- or full-width, three dashes or more or a colon), a bar between two cells at
    least. `- | -` is no rule: the native header's row of no keywords and no action, as `convert --to ability` writes
    it (`-` or `--` alone may say none); a colon no native header row has."""
    if "|" not in text and "｜" not in text:
        return False
    cells = text.replace("｜", "|").split("|")
    if not cells[0].strip():
        cells = cells[1:]
    if cells and not cells[-1].strip():
        cells = cells[:-1]
    return bool(cells) and all(_rule_cell(cell.strip()) for cell in cells)


def _rule_cell(cell: str) -> bool:
    inner = cell[1:] if cell[:1] in _COLONS else cell
    inner = inner[:-1] if inner[-1:] in _COLONS else inner
    return bool(inner) and not inner.replace("-", "").replace("－", "") and (len(inner) >= 3 or inner != cell)


def _masked_rules(source: SourceFile, text: str) -> tuple[str, list[Diagnostic]]:
    """`text` with each Markdown table rule line (`table_rule`) a comment line of its length (`#########`), or a
    blank one at a block's edge, which the grammar passes over, and SB027 at each: under the header it was the ability's distance and target, its own
    said twice; as the ability's first line its name (SB136, SB103, SB106, SB123 twice)."""
    if "|" not in text and "｜" not in text:
        return text, []
    lines, said, start = text.split("\n"), [], 0
    for at, line in enumerate(lines):
        if table_rule(line.strip()):
            body = Fragment.at(source, start, start + len(line.rstrip("\r"))).strip()
            said.append(Diagnostic("SB027", Severity.WARNING, msg("layout.table_rule", line=body.text), body.span(),
                                   suggestion=msg("layout.table_rule_fix")))
            inside = 0 < at < len(lines) - 1 and lines[at - 1].strip() and lines[at + 1].strip()
            # (inside a block a comment line; at its edge a blank one: a comment may not end a block)
            lines[at] = ("#" if inside else " ") * len(line.rstrip("\r")) + line[len(line.rstrip("\r")):]
        start += len(line) + 1
    return ("\n".join(lines), said) if said else (text, [])


def _marked(body: Fragment) -> RawLine:
    """The line a paragraph mark opens (`¶ text`, the mark off): a paragraph as written; `¶ - text` a bulleted list's
    item, which may open with its label (`¶ - Bonus: You gain 1 surge.`, as Markdown's `- **Bonus:** …`)."""
    if not body.text.startswith(LIST_BULLET):
        return RawLine("paragraph", body)
    body = body.slice(len(LIST_BULLET)).strip()
    kind, label, rest = classify(body)
    if kind == "labeled" and rest.text:
        return RawLine("labeled", rest, label, list_item=True)
    return RawLine("paragraph", body, list_item=True)


def _frag(source: SourceFile, token: Lexeme) -> Fragment:  # (or lark's Token)
    return Fragment.at(source, token.start_pos, token.end_pos)
