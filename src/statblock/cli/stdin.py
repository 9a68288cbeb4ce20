"""Standard input as a file, for `fmt -` and `check -`: read with the size cap of a file, named `<stdin>` in every
diagnostic (or, for `check`, the name `--stdin-name` gives it). A name with a suffix is read as a file of that name
would be; without one, standard input is read as its content shows (JSON or TOML as a `.json` or `.toml` file would
be, Markdown as a `.md` file: `looks_like_markdown`), else in the native format of its ruleset (`--ruleset`, else its `# ruleset:` line, else the default one)."""

from __future__ import annotations

import re
import sys

from ..messages import msg
from ..records import frozen

__all__ = ["STDIN", "Unread", "binary_stdin", "check_stdin", "read_as", "read_stdin", "renamed", "unread_finding"]

#: What standard input is called where no name is given it.
STDIN = "<stdin>"


@frozen
class Unread:
    """Why standard input was not read (`message`), what of it was (`head`) and the stream the rest is in (`rest`,
    None when there is none): `fmt -` gives it all back unchanged."""

    message: object
    head: bytes = b""
    rest: object = None


def read_stdin(command: str) -> bytes | Unread:
    """Standard input's bytes, or why they were not read: more than a file may hold (`fileio.MAX_FILE_BYTES`: at most
    one byte more is read), closed (`<&-`), or a descriptor that reads nothing (opened for writing: `0>file`)."""
    from ..fileio import MAX_FILE_BYTES
    from ..messages.oserrors import os_reason

    command = f"statblock {command}"
    stdin = sys.stdin
    if stdin is None or getattr(stdin, "closed", False):  # (Python's `sys.stdin` of a closed descriptor 0 is None)
        return Unread(msg("cli.stdin_unreadable", reason=msg("cli.stdin_closed"), command=command))
    stream = getattr(stdin, "buffer", None)  # a text-only stream (an embedding program's) has none
    try:
        data = stream.read(MAX_FILE_BYTES + 1) if stream is not None else \
            stdin.read(MAX_FILE_BYTES + 1).encode("utf-8", "surrogateescape")
    except OSError as error:  # (EBADF: said as standard input's, it was `cannot write the output`)
        return Unread(msg("cli.stdin_unreadable", reason=os_reason(error), command=command))
    if len(data) > MAX_FILE_BYTES:
        return Unread(msg("cli.stdin_too_big", limit=MAX_FILE_BYTES // (1024 * 1024), command=command), data,
                      stdin if stream is None else stream)
    return data


def unread_finding(name: str, unread: Unread):
    """The finding (SB003, as a file that cannot be read) of standard input that was not read, named `name`."""
    from ..diagnostics import Diagnostic, Severity, SourceFile

    return Diagnostic("SB003", Severity.ERROR, unread.message, SourceFile(name, "").span(0, 0)).finding()


def binary_stdin(problems: list, command: str) -> list:
    """The diagnostics of standard input that could not be read as text, SB002's advice that of standard input (an
    ability file's is to leave it out of the paths to check)."""
    import attrs

    return [attrs.evolve(d, message=msg("file.binary_stdin", command=f"statblock {command}")) if d.code == "SB002"
            else d for d in problems]


def read_as(name: str, text: str, forced: str | None) -> str:
    """The name standard input is read under. A name with a suffix (`--stdin-name x.toml`) is read as a file of that
    name would be, whichever ruleset reads it (a `.toml` file is a hero file, or a scenario its first line declares).
    Without one (`<stdin>`): a JSON array or object is read as a `.json` file, a TOML table as a `.toml` file (their
    content says what they are, as a folder's files say it); other text with the native suffix of its ruleset
    (chosen by `forced`, its `# ruleset:` line, else the default), so that a ruleset whose reading depends on the
    suffix (Marvel Champions' `.champions`) reads it as its native text; `name` itself when no ruleset is found (the
    reading then says why)."""
    from ..rulesets import registry

    if registry.suffix_of(name):
        return name
    sniffed = _sniffed_suffix(text)
    if sniffed is None and looks_like_markdown(text) and _reads_markdown(forced):
        sniffed = ".md"
    if sniffed is not None:
        return name + sniffed
    other = other_game(name, text, forced)
    if other is not None:   # (a warband's, a Marvel or 虚構侵蝕 card's lines: that game's, said, SB201; was Draw Steel's)
        return name + other.native_suffixes[0]
    try:
        ruleset = registry.choose(name, text, forced)
    except (registry.UnknownRuleset, registry.BrokenRuleset):
        return name
    if ruleset is None or not ruleset.native_suffixes:
        return name
    return name + ruleset.native_suffixes[0]


def other_game(name: str, text: str, forced: str | None):
    """The ruleset other than the default whose native text `text` is, as its content says (`Ruleset.sniff` of it under
    that ruleset's native suffix: a warband's `Warband:` and profile lines, a Marvel Champions card's name and type over
its stats, a 虚構侵蝕 card's name and kind over its first field), when nothing names one (no `--ruleset`, no
    `# ruleset:` line); else None. The default reads any text (its score 1): another must say more."""
    from ..rulesets import registry

    if forced or registry.directive(text) is not None:
        return None
    best, found = 1, None
    for ruleset in registry.usable():
        if ruleset.name != registry.DEFAULT and ruleset.native_suffixes:
            score = ruleset.sniff(name + ruleset.native_suffixes[0], text)
            if score > best:
                best, found = score, ruleset
    return found


def _sniffed_suffix(text: str) -> str | None:
    """`.json` for a JSON array or object, `.toml` for a TOML table of one key or more, else None: no ability text
    of any ruleset is either (its lines are no `key = value`, nor bracketed JSON)."""
    head = text.lstrip("\ufeff \t\r\n")
    if head[:1] in ("[", "{"):
        import json

        try:
            if isinstance(json.loads(text), (list, dict)):
                return ".json"
        except (ValueError, RecursionError):
            pass
    if "=" in text:
        import tomllib

        try:
            if tomllib.loads(text):
                return ".toml"
        except (tomllib.TOMLDecodeError, ValueError, RecursionError, MemoryError):
            # TOML with a mistake (a key given twice): read as TOML when most of its lines are its keys and tables,
            # so that the mistake is said where it is (as ability text, it was one ability and no error)
            lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
            keys = sum(1 for line in lines if _TOML_KEY.match(line))
            tables = sum(1 for line in lines if _TOML_TABLE.match(line))
            if keys and (keys + tables) * 5 >= len(lines) * 4:
                return ".toml"
    return None


def looks_like_markdown(text: str) -> bool:
    """Whether `text` is surely Markdown, no ruleset's native text, as the same text reads as a file. A line of a
    native shape makes it native text, whatever else it holds (`_NATIVE_LINE`: a tier `17+:`, `Power Roll`, a labelled
    `Effect:`, a `Warband:` key; a profile `Elf Q3+ C2` outside a list; under a delimiter row too: such lines were taken
    for a table's rows, the ability lost). A line that may be native or prose (a `Melee, Strike | Main action` line, a
    profile written out, `Elf Mage Quality 3+ Combat 2`, `クオリティ 3+ 戦闘力 2`) makes it native only where there is no
    table. Else it is Markdown when it has Markdown's marks: YAML front matter (`---` lines around it at the top), a table
    (a delimiter row `| --- | ---: |` under a row with a `|`, as the SBH reader reads one, whatever the cells' count; in
    a block quote too), a bold label (`**Effect:**`), or a heading of level 2 to 6 (`###### Brutal Slam`, `## Elves`).
    A first line `# ruleset: NAME` says native text whatever follows. In a native file `##` starts a comment: sbhcli took
    any `## ` line for Markdown, and an ability file headed by `## My abilities` was read as a page of no ability."""
    lines = text.lstrip("\ufeff").split("\n")
    first = lines[0].strip()
    if first.startswith("#") and first[1:].strip().lower().startswith("ruleset"):
        return False
    marked = False
    if first == "---":   # (YAML front matter: its keys, `target: One creature`, are no native lines)
        close = next((n for n, line in enumerate(lines[1:], 1) if line.strip() == "---"), None)
        if close is not None:
            marked, lines = True, lines[close + 1:]
    table = maybe_native = False
    above = fence = ""
    closers = _closers_after(lines)
    for at, line in enumerate(lines):
        bare, head = line.strip(), above
        above = _unquoted(line)
        if not bare:
            continue
        if fence:   # (a fenced block's lines: code or YAML, `distance: 1 burst` of a ds-feature no native line)
            if bare.startswith(fence) and not bare.lstrip(fence[0]).strip():
                fence = ""
            continue
        opened = _fence_opening(bare)
        if opened is not None:
            mark, info = opened
            # (the Draw Steel Elements' ```ds-feature, ~~~ds-statblock: Markdown, as its file is read; piped, the
            # YAML's `distance:` and `effect:` keys were native lines: the page read as native text, its front
            # matter as abilities)
            marked = marked or info.startswith("ds-")
            if info and closers[mark[0]][at + 1] >= len(mark):
                fence = mark   # (only a block with an info string that closes: `Stab` over a `~~~~~~~~~~~~`
                # underline, or a fence never closed, hid every native line after it, read as Markdown)
            continue
        if _NATIVE_LINE.match(bare):
            return False
        if bare[0] not in _MARKS and not _ORDERED.match(bare):
            if _PROFILE.search(bare):
                return False
            if _WRITTEN_PROFILE.search(bare):
                maybe_native = True
        if "|" in head and _is_delimiter(above):
            table = True   # (a table's delimiter row, in a block quote too: `> | --- |`)
        elif bare[0] not in _MARKS and ("|" in bare or "\uff5c" in bare):
            maybe_native = True   # (`Melee, Strike | Main action`, `移動 ｜ マニューバー`, or a table's row without pipes)
        elif not marked and ((bare[:2] == "##" and _ATX_HEADING.match(bare)) or _BOLD_LABEL.match(bare)):
            marked = True
    if maybe_native and not table:
        return False
    return marked or table


def _closers_after(lines: list[str]) -> dict[str, list[int]]:
    """For each fence mark (`` ` ``, `~`), the longest run of it alone on a line (a closing fence) at or after each
    line index (one more index, for none): whether a fence opened at a line closes, in one pass."""
    found = {"`": [0] * (len(lines) + 1), "~": [0] * (len(lines) + 1)}
    for at in range(len(lines) - 1, -1, -1):
        bare = lines[at].strip()
        for mark, longest in found.items():
            longest[at] = longest[at + 1]
            if bare[:3] == mark * 3 and not bare.lstrip(mark):
                longest[at] = max(longest[at], len(bare))
    return found


def _fence_opening(bare: str) -> tuple[str, str] | None:
    """(the fence, its info string's first word) of a line that opens a fenced block (```` ```ds-feature ````,
    `~~~yaml`: three or more of one mark), else None; a closing fence is the same mark as many times or more."""
    mark = bare[:1]
    if mark not in ("`", "~") or bare[:3] != mark * 3:
        return None
    count = len(bare) - len(bare.lstrip(mark))
    info = bare[count:].strip()
    if mark == "`" and "`" in info:
        return None   # (CommonMark: a backtick fence's info holds no backtick; ```code``` is inline code)
    return mark * count, (info.split() or [""])[0].lower()


def _unquoted(line: str) -> str:
    """A line without its block quote's marks (`> | --- |`: a table in a quote), trimmed."""
    bare = line.strip()
    while bare[:1] == ">":
        bare = bare[1:].strip()
    return bare


def _is_delimiter(bare: str) -> bool:
    """A table's delimiter row: cells of dashes with optional colons (`| --- | :---: |`, `--- | ---`)."""
    return "|" in bare and "---" in bare and not bare.strip("|:- \t") and all("-" in cell for cell in _cells(bare))


def _cells(bare: str) -> list[str]:
    """A row's cells: split at `|` (not `\\|`), one outer `|` at either end left out."""
    inner = bare[1:] if bare.startswith("|") else bare
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return re.split(r"(?<!\\)\|", inner)


def _reads_markdown(forced: str | None) -> bool:
    """Whether Markdown is read by `forced` (any ruleset when none is forced)."""
    from ..rulesets import registry

    if not forced:
        return True
    try:
        return ".md" in registry.get(forced).read_suffixes
    except (registry.UnknownRuleset, registry.BrokenRuleset):
        return False


# a heading of level 2 to 6: its marks, then a blank and its words (`##word` is no heading in CommonMark)
_ATX_HEADING = re.compile(r"#{2,6}[ \t]+\S")
# a bold label opening a line, or a list item's (`**Effect:**`, `- **≤11:**`, `**効果：**`)
_BOLD_LABEL = re.compile(r"(?:[-*+][ \t]+)?\*\*[^*:：\n]{1,40}[:：]")
# a line of native text, as it starts (no Markdown mark before it): a tier, a power roll, a labelled line of an
# ability, a warband's name or limit key
_NATIVE_LINE = re.compile(
    r"(?:(?:≤|<=|＜=)[ \t]*\d+|\d+[ \t]*[-–~〜～][ \t]*\d+|\d+[ \t]*\+)[ \t]*[:：]"
    r"|(?:power[ \t]+roll|パワーロール)"
    r"|(?:effect|keywords|distance|target|trigger|special|効果|キーワード|距離|対象|トリガー|特殊)[ \t]*[:：]"
    r"|(?:warband|ウォーバンド)[ \t]*[:：]", re.IGNORECASE)
# an SBH profile's quality and combat as short as a warband writes them (`Q3+ C2`, `質3+ 戦闘2`): a native line where no
# Markdown mark opens it (one start for each `Q` or `質`, and each run of blanks taken once)
_PROFILE = re.compile(r"\bQ[1-6]\+?[ \t]++C\d|質[ \t]*+[1-6]\+?[ \t]*+戦闘[ \t]*+\d")
# the same written out in any of the warband reader's spellings (`Quality 3+ Combat 2`, `Qua 3+ Com 2`, `品質 3+ 戦闘値 2`,
# `クォリティー 3+ コンバット値 2`, `質３+ 戦闘２`): native text or prose (`Elves are Quality 3+ Combat 2.`), so native
# only where no table is. Each run of blanks and separators is taken once, possessively: `[ \t]*[:：]?[ \t]*` split a
# run after `質` at every place before refusing what follows (quadratic: 25,000 blanks took 3.5 s)
_WRITTEN_PROFILE = re.compile(
    r"(?:(?<![A-Za-z])(?:quality|qua|q)(?![A-Za-z])|quality値|質|クオリティー?|クォリティー?|品質)"
    r"[ \t]*+(?:[:：][ \t]*+)?[1-6１-６][+＋]?[ \t,;/|、・／]*+"
    r"(?:(?:combat|com|c)(?![A-Za-z])|combat値|戦闘[力値]?|コンバット値?)[ \t]*+(?:[:：][ \t]*+)?[0-9０-９]", re.IGNORECASE)
# an ordered list's item (`1. Elf Q3+ C2`)
_ORDERED = re.compile(r"\d{1,9}[.)][ \t]")
# what opens a line of Markdown's marks: a list item, a quote, a table row, a heading, emphasis
_MARKS = "-*+>|#_"

#: A TOML key given a value (`name = "A"`, `"筋力" = 2`, `a.b = 1`), and a table header (`[character]`, `[[cards]]`).
_KEY = r"""(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')"""
_TOML_KEY = re.compile(rf"\s*{_KEY}(?:\s*\.\s*{_KEY})*\s*=")
_TOML_TABLE = re.compile(r"\s*\[\[?[^\[\]=]+\]\]?\s*(?:#.*)?$")


def renamed(findings, read: str, name: str) -> tuple:
    """`findings` (`diagnostics.Finding`s) of standard input read under the name `read`, named `name` (the name with a
    suffix it was read under is no file of the user's)."""
    import attrs

    if read == name:
        return tuple(findings)
    return tuple(attrs.evolve(f, path=name, message=_renamed_message(f.message, read, name)) if f.path == read else f
                 for f in findings)


def _renamed_message(message, read: str, name: str):
    """`message` with the name `read` among its values (`<stdin>.toml: not valid TOML`) said as `name`."""
    from ..messages import Message

    if not isinstance(message, Message):
        return message
    args = tuple((key, name if value == read else _renamed_message(value, read, name)) for key, value in message.args)
    return Message(message.key, args) if args != message.args else message


def check_stdin(name: str | None, forced: str | None):
    """`check -`: standard input checked as one file, a `checking.CheckRun` of it (its results not cached: there is no
    file whose change would tell them stale). Standard input that could not be read is a file not read, with its
    SB003 (said in every format, as a file's: `--format json` printed nothing)."""
    import attrs

    from ..checking import CheckRun, FileCheck, check_bytes
    from ..frontends import read_source

    name = name or STDIN
    data = read_stdin("check")
    if isinstance(data, Unread):
        return CheckRun([], 1, iter([FileCheck(name, False, 0, (unread_finding(name, data),))]))
    source, problems = read_source(name, data, stdin_command="check")
    if source is None:
        findings = tuple(d.finding() for d in binary_stdin(problems, "check"))
        return CheckRun([], 1, iter([FileCheck(name, False, 0, findings)]))
    read = read_as(name, source.text, forced)
    result = check_bytes(read, data, forced)
    findings = renamed(result.findings, read, name)
    if read == name + ".md":   # (sniffed: a name with a suffix is read as it says)
        findings = (_read_as_markdown(name, source.text, forced),) + findings
    elif not _suffix_of(name) and (other := other_game(name, source.text, forced)) is not None \
            and read == name + other.native_suffixes[0]:
        findings = (_read_as_other_game(name, source.text, other),) + findings   # (read as its game's: said)
    return CheckRun([], 1, iter([attrs.evolve(result, path=name, findings=findings)]))


def _suffix_of(name: str) -> str:
    from ..rulesets import registry

    return registry.suffix_of(name)


def _read_as_other_game(name: str, text: str, ruleset):
    """SB201, a note at 1:1: standard input with no name was read as another game's native text (`other_game`), and
    the name that reads it as the default's (`--stdin-name x.ability`)."""
    from ..diagnostics import Diagnostic, Severity, SourceFile
    from ..rulesets import registry

    default = registry.get(registry.DEFAULT)
    return Diagnostic("SB201", Severity.INFO, msg("file.read_as_other_game", game=ruleset.name,
                                                  suffix=ruleset.native_suffixes[0],
                                                  name=f"x{default.native_suffixes[0]}"),
                      SourceFile(name, text).span(0, 0)).finding()


def _read_as_markdown(name: str, text: str, forced: str | None):
    """SB015, a note at 1:1: standard input with no name was read as Markdown (`looks_like_markdown`), and the name
    that reads it as native text (`--stdin-name x.sbh`, its ruleset's native suffix; `.ability` when none is found)."""
    from ..diagnostics import Diagnostic, Severity, SourceFile
    from ..rulesets import registry

    try:
        ruleset = registry.choose(name + ".md", text, forced)   # (the ruleset that read it: `.sbh` for a warband)
    except (registry.UnknownRuleset, registry.BrokenRuleset):
        ruleset = None
    suffix = ruleset.native_suffixes[0] if ruleset is not None and ruleset.native_suffixes else ".ability"
    return Diagnostic("SB015", Severity.INFO, msg("file.read_as_markdown", name=f"x{suffix}"),
                      SourceFile(name, text).span(0, 0)).finding()
