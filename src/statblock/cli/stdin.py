"""Standard input as a file, for `fmt -` and `check -`: read with the size cap of a file, named `<stdin>` in every
diagnostic (or, for `check`, the name `--stdin-name` gives it), read in the native format of its ruleset (`--ruleset`,
else its `# ruleset:` line, else the default one) unless that name's suffix says another."""

from __future__ import annotations

import sys

from ..messages import msg

__all__ = ["STDIN", "binary_stdin", "read_as", "read_stdin", "stdin_too_big"]

#: What standard input is called where no name is given it.
STDIN = "<stdin>"


def read_stdin() -> bytes | None:
    """Standard input's bytes, or None when they are more than a file may hold (`fileio.MAX_FILE_BYTES`: at most one
    byte more is read)."""
    from ..fileio import MAX_FILE_BYTES

    stream = getattr(sys.stdin, "buffer", None)  # a text-only stream (an embedding program's) has none
    data = stream.read(MAX_FILE_BYTES + 1) if stream is not None else \
        sys.stdin.read(MAX_FILE_BYTES + 1).encode("utf-8", "surrogateescape")
    return None if len(data) > MAX_FILE_BYTES else data


def stdin_too_big(command: str) -> object:
    """Why standard input was not read: it holds more than a file may."""
    from ..fileio import MAX_FILE_BYTES

    return msg("cli.stdin_too_big", limit=MAX_FILE_BYTES // (1024 * 1024), command=f"statblock {command}")


def binary_stdin(problems: list, command: str) -> list:
    """The diagnostics of standard input that could not be read as text, SB002's advice that of standard input (an
    ability file's is to leave it out of the paths to check)."""
    import attrs

    return [attrs.evolve(d, message=msg("file.binary_stdin", command=f"statblock {command}")) if d.code == "SB002"
            else d for d in problems]


def read_as(name: str, text: str, forced: str | None) -> str:
    """The name standard input is read under: `name` when it has a suffix a ruleset reads (`--stdin-name x.md`), else
    `name` with the native suffix of its ruleset (chosen by `forced`, its `# ruleset:` line, else the default), so
    that a ruleset whose reading depends on the suffix (Marvel Champions' `.champions`) reads it as its native text;
    `name` itself when no ruleset is found (the reading then says why)."""
    from ..rulesets import registry

    suffix = registry.suffix_of(name)
    if suffix and suffix in registry.suffixes():
        return name
    try:
        ruleset = registry.choose(name, text, forced)
    except (registry.UnknownRuleset, registry.BrokenRuleset):
        return name
    if ruleset is None or not ruleset.native_suffixes:
        return name
    return name + ruleset.native_suffixes[0]


def renamed(findings, read: str, name: str) -> tuple:
    """`findings` (`diagnostics.Finding`s) of standard input read under the name `read`, named `name` (the name with a
    suffix it was read under is no file of the user's)."""
    import attrs

    return tuple(attrs.evolve(f, path=name) if f.path == read else f for f in findings)


def check_stdin(name: str | None, forced: str | None, lang: str):
    """`check -`: standard input checked as one file, a `checking.CheckRun` of it (its results not cached: there is no
    file whose change would tell them stale); None when it is too big to read (said)."""
    import attrs

    from ..checking import CheckRun, check_bytes
    from ..frontends import read_source
    from .common import say_error

    data = read_stdin()
    if data is None:
        say_error(lang, stdin_too_big("check"))
        return None
    name = name or STDIN
    source, problems = read_source(name, data, stdin_command="check")
    if source is None:
        findings = tuple(d.finding() for d in binary_stdin(problems, "check"))
        from ..checking import FileCheck

        return CheckRun([], 1, iter([FileCheck(name, False, 0, findings)]))
    read = read_as(name, source.text, forced)
    result = check_bytes(read, data, forced)
    return CheckRun([], 1, iter([attrs.evolve(result, path=name, findings=renamed(result.findings, read, name))]))
