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
    try:
        ruleset = registry.choose(name, text, forced)
    except (registry.UnknownRuleset, registry.BrokenRuleset):
        return name
    if ruleset is None or not ruleset.native_suffixes:
        return name
    return name + ruleset.native_suffixes[0]


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
    """Whether `text` is surely Markdown, no ruleset's native text: YAML front matter (`---` lines around it at the top),
    a heading of level 2 to 6 (`###### Brutal Slam`, `## Elves`: a native file's `#` starts a comment, and none of
    the library's is more than one), or a table's delimiter row (`| --- | ---: |`). A first line `# ruleset: NAME`
    says native text whatever follows. Before, Markdown on standard input with no `--stdin-name` was read as native
    text: a Steel Compendium page was 4 abilities and 2 errors, the same page as `x.md` one ability and none."""
    lines = text.lstrip("\ufeff").split("\n")
    first = lines[0].strip()
    if first.startswith("#") and first[1:].strip().lower().startswith("ruleset"):
        return False
    if first == "---" and any(line.strip() == "---" for line in lines[1:]):
        return True
    for line in lines:
        bare = line.strip()
        if bare[:2] == "##" and _ATX_HEADING.match(bare):
            return True
        if bare[:1] in "|:-" and "|" in bare and "---" in bare and not bare.strip("|:- \t"):
            return True
    return False


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
    return CheckRun([], 1, iter([attrs.evolve(result, path=name, findings=renamed(result.findings, read, name))]))
