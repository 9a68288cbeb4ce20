"""Running the stages over files: find, decode, front-end, parse, compile.

Each file is handled on its own: whatever goes wrong in one file becomes a
diagnostic for that file, and the other files are still read.
"""

from __future__ import annotations

import os

import attrs

from . import ast
from .compiler import compile_ability
from .diagnostics import Diagnostic, Severity, SourceFile
from .frontends import collect, find_abilities, read_source
from .grammar.to_ast import build_ability
from .messages import msg
from .runtime.effects import CompiledAbility

__all__ = ["FileResult", "Report", "collect_paths", "read_file", "read_text", "run"]

MAX_FILE_BYTES = 64 * 1024 * 1024


@attrs.define
class FileResult:
    path: str
    source: SourceFile | None
    asts: list[ast.Ability] = attrs.Factory(list)
    abilities: list[CompiledAbility] = attrs.Factory(list)
    diagnostics: list[Diagnostic] = attrs.Factory(list)


@attrs.define
class Report:
    files: list[FileResult]
    usage_errors: list[Diagnostic] = attrs.Factory(list)

    @property
    def abilities(self) -> list[CompiledAbility]:
        return [a for f in self.files for a in f.abilities]

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return self.usage_errors + [d for f in self.files for d in f.diagnostics]

    def count(self, severity: Severity) -> int:
        return sum(1 for d in self.diagnostics if d.severity is severity)

    @property
    def files_without_abilities(self) -> list[str]:
        return [f.path for f in self.files if f.source is not None and not f.asts]


def collect_paths(paths: list[str]) -> tuple[list[str], list[Diagnostic]]:
    """Files named directly are read whatever their suffix; folders are searched for known suffixes."""
    found, missing = collect(paths)
    problems = [Diagnostic("SB003", Severity.ERROR, msg("file.missing", path=raw), SourceFile(raw, "").span(0, 0))
                for raw in missing]
    return [path for path, _ in found], problems


def read_text(path: str, text: str) -> FileResult:
    """Parse and compile text that is already decoded (the API entry point)."""
    source = SourceFile(path, text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff"))
    return _guarded(FileResult(path, source))


def read_file(path: str) -> FileResult:
    try:
        size = os.path.getsize(path)
        if size > MAX_FILE_BYTES:
            return FileResult(path, None, diagnostics=[Diagnostic(
                "SB003", Severity.ERROR,
                msg("file.too_big", size=size // (1024 * 1024), limit=MAX_FILE_BYTES // (1024 * 1024)),
                SourceFile(path, "").span(0, 0))])
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        return FileResult(path, None, diagnostics=[Diagnostic(
            "SB003", Severity.ERROR, msg("file.unreadable", reason=error.strerror or str(error)),
            SourceFile(path, "").span(0, 0))])
    source, problems = read_source(path, data)
    if source is None:
        return FileResult(path, None, diagnostics=problems)
    return _guarded(FileResult(path, source))


def _guarded(result: FileResult) -> FileResult:
    """`_process`, with a bug in statblock reported as a diagnostic so that other files still run."""
    try:
        return _process(result)
    except RecursionError:
        result.diagnostics.append(Diagnostic("SB006", Severity.ERROR, msg("file.nested"),
                                             result.source.span(0, 0)))
    except Exception as error:  # noqa: BLE001 - the one place that keeps a crash from hiding other files
        result.diagnostics.append(Diagnostic(
            "SB999", Severity.ERROR,
            msg("file.internal", error=f"{type(error).__name__}: {error}"), result.source.span(0, 0)))
    return result


def _process(result: FileResult) -> FileResult:
    raws, problems = find_abilities(result.source)
    result.diagnostics.extend(problems)
    for raw in raws:
        tree, found = build_ability(raw)
        compiled, more = compile_ability(tree)
        result.asts.append(tree)
        result.abilities.append(compiled)
        result.diagnostics.extend(found)
        result.diagnostics.extend(more)
    result.diagnostics.sort(key=lambda d: (d.span.start, d.code))
    return result


def run(paths: list[str]) -> Report:
    files, problems = collect_paths(paths)
    return Report([read_file(p) for p in files], problems)
