"""Running the stages over files: find, decode, front-end, parse, compile.

Each file is handled on its own: whatever goes wrong in one file becomes a
diagnostic for that file, and the other files are still read.
"""

from __future__ import annotations

import attrs

from . import ast
from .compiler import compile_ability, compile_statblocks
from .compiler.accounting import unread_lines
from .compiler.statblocks import is_header
from .diagnostics import Diagnostic, Severity, SourceFile
from .fileio import MAX_FILE_BYTES, ReadProblem, collect, problem_diagnostic, read_bounded
from .frontends import SUFFIXES, find_abilities, format_of, read_decoded, read_source
from .grammar.to_ast import build_ability
from .messages import msg
from .runtime.effects import CompiledAbility
from .runtime.statblocks import CompiledStatblock

__all__ = ["MAX_FILE_BYTES", "FileResult", "Report", "collect_paths", "read_file", "read_text", "run"]


@attrs.define
class FileResult:
    path: str
    source: SourceFile | None
    asts: list[ast.Ability] = attrs.Factory(list)            # one per ability, in the order of `abilities`
    abilities: list[CompiledAbility] = attrs.Factory(list)
    diagnostics: list[Diagnostic] = attrs.Factory(list)
    statblocks: list[CompiledStatblock] = attrs.Factory(list)
    headers: list[ast.Ability] = attrs.Factory(list)         # native statblock and malice-group headers


@attrs.define
class Report:
    files: list[FileResult]
    usage_errors: list[Diagnostic] = attrs.Factory(list)

    @property
    def abilities(self) -> list[CompiledAbility]:
        return [a for f in self.files for a in f.abilities]

    @property
    def statblocks(self) -> list[CompiledStatblock]:
        return [s for f in self.files for s in f.statblocks]

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return self.usage_errors + [d for f in self.files for d in f.diagnostics]

    def count(self, severity: Severity) -> int:
        return sum(1 for d in self.diagnostics if d.severity is severity)

    @property
    def files_without_abilities(self) -> list[str]:
        return [f.path for f in self.files if f.source is not None and not f.asts]


def collect_paths(paths: list[str]) -> tuple[list[str], list[Diagnostic]]:
    """Files named directly are read whatever their suffix; folders are searched for known suffixes.
    A missing path, a folder that cannot be listed and a path that is not a regular file are
    diagnostics."""
    found = collect(paths, SUFFIXES)
    return [path for path, _ in found.files], [problem_diagnostic(p) for p in found.problems]


def read_text(path: str, text: str) -> FileResult:
    """Parse and compile text that is already decoded (the API entry point).

    Text that is not Unicode (a lone surrogate) is refused as `read_file` refuses invalid UTF-8."""
    source, problems = read_decoded(path, text)
    if source is None:
        return FileResult(path, None, diagnostics=problems)
    return _guarded(FileResult(path, source))


def read_file(path: str) -> FileResult:
    data = read_bounded(path)
    if isinstance(data, ReadProblem):
        return FileResult(path, None, diagnostics=[problem_diagnostic(data)])
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
        result.diagnostics.extend(found)
        if is_header(tree):  # a statblock's or malice group's header, not an ability: compiled below
            result.headers.append(tree)
            continue
        compiled, more = compile_ability(tree)
        result.asts.append(tree)
        result.abilities.append(compiled)
        result.diagnostics.extend(more)
    result.statblocks, more = compile_statblocks(result.source, result.headers + result.asts)
    result.diagnostics.extend(more)
    result.diagnostics.extend(unread_lines(result.source, result.asts, result.diagnostics,
                                           format_of(result.source.path)))
    result.diagnostics.sort(key=lambda d: (d.span.start, d.code))
    return result


def run(paths: list[str], progress=None) -> Report:
    """Every file under `paths`; `progress` (a `progress.Progress`) may show a bar while they are read."""
    files, problems = collect_paths(paths)
    if progress is not None:
        files = progress(files, total=len(files))
    return Report([read_file(p) for p in files], problems)
