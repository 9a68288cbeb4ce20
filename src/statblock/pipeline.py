"""Running the stages over files: find, decode, front-end, parse, compile.

Each file is handled on its own: whatever goes wrong in one file becomes a
diagnostic for that file, and the other files are still read.
"""

from __future__ import annotations

import json
import re

import attrs

from .collector import settle as settle_collector
from .diagnostics import Diagnostic, Severity, SourceFile
from .repeated import merge_repeated
from .fileio import MAX_FILE_BYTES, ReadProblem, collect, problem_diagnostic, read_bounded
from .frontends import blank_nuls, read_decoded, read_source
from .frontends.card_titles import MARKDOWN, own_cards_unread
from .messages import Listing, msg
from .rulesets import registry
from .records import define

__all__ = ["MAX_FILE_BYTES", "FileResult", "Report", "across", "across_guarded", "collect_paths", "guarded", "read_file", "read_text", "run", "summary_of"]


@define
class FileResult:
    """One file as its ruleset read it. What the lists hold is the ruleset's (for Draw Steel: syntax
    trees, `CompiledAbility`, `CompiledStatblock`); the core only counts and hands them on."""

    path: str
    source: SourceFile | None
    asts: list = attrs.Factory(list)         # one syntax tree per ability, in the order of `abilities`
    abilities: list = attrs.Factory(list)    # compiled abilities (or cards, or profiles)
    diagnostics: list[Diagnostic] = attrs.Factory(list)
    statblocks: list = attrs.Factory(list)   # what groups abilities: statblocks, warbands
    headers: list = attrs.Factory(list)      # syntax trees that are not abilities (statblock headers)
    ruleset: str = ""                        # the name of the ruleset that read it
    holds_abilities: bool = True             # False: a file of another kind (a scenario), never "without abilities"
    origins: dict = attrs.Factory(dict)      # statblock's own JSON read back: each file it names as `path`, at the
    #                                          offset of its first naming (the check across files: SB012)


@define
class Report:
    files: list[FileResult]
    usage_errors: list[Diagnostic] = attrs.Factory(list)

    @property
    def abilities(self) -> list:
        return [a for f in self.files for a in f.abilities]

    @property
    def statblocks(self) -> list:
        return [s for f in self.files for s in f.statblocks]

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return self.usage_errors + [d for f in self.files for d in f.diagnostics]

    def count(self, severity: Severity) -> int:
        return sum(1 + len(d.also) for d in self.diagnostics if d.severity is severity)  # (`repeated.py`)

    @property
    def files_without_abilities(self) -> list[str]:
        return [f.path for f in self.files if f.source is not None and not f.asts and f.holds_abilities]


def collect_paths(paths: list[str]) -> tuple[list[str], list[Diagnostic]]:
    """Files named directly are read whatever their suffix; folders are searched for the suffixes
    of every installed ruleset. A missing path, a folder that cannot be listed and a path that is
    not a regular file are diagnostics."""
    found = collect(paths, registry.suffixes())
    return [path for path, _ in found.files], [problem_diagnostic(p) for p in found.problems]


def read_text(path: str, text: str, ruleset: str | None = None) -> FileResult:
    """Parse and compile text that is already decoded (the API entry point); `ruleset` forces the
    ruleset that reads it (else it is chosen as `registry.choose` says).

    Text that is not Unicode (a lone surrogate) is refused as `read_file` refuses invalid UTF-8."""
    source, problems = read_decoded(path, text)
    if source is None:
        return FileResult(path, None, diagnostics=problems)
    return guarded(FileResult(path, source), ruleset)


def read_file(path: str, ruleset: str | None = None) -> FileResult:
    data = read_bounded(path)
    if isinstance(data, ReadProblem):
        return FileResult(path, None, diagnostics=[problem_diagnostic(data)])
    source, problems = read_source(path, data)
    if source is None:
        return FileResult(path, None, diagnostics=problems)
    return guarded(FileResult(path, source), ruleset)


def guarded(result: FileResult, forced: str | None = None) -> FileResult:
    """Its ruleset's reading of the file, with a bug reported as a diagnostic so that other files still run."""
    try:
        return _guarded(result, forced)
    finally:
        settle_collector()  # (a file read: the run has started, see `collector`)


def _guarded(result: FileResult, forced: str | None) -> FileResult:
    result.source, strays = blank_nuls(result.source)   # (said at their places, SB013; the rest read)
    result.diagnostics.extend(strays)
    try:
        reader = _ruleset_of(result, forced)
        if reader is None:
            _own_output(result)
            unread = own_cards_unread(result, registry.usable())
            if unread is not None:
                result.diagnostics.append(unread)
            return result
        result.ruleset = reader.name
        reader.read(result)
        if result.path.lower().endswith(MARKDOWN):   # (another game's own cards, which nothing read: said, SB008)
            unread = own_cards_unread(result, registry.usable())
            if unread is not None:
                result.diagnostics.append(unread)
        if result.path.lower().endswith(".json"):  # (statblock's own JSON of several games: what was not read)
            from .frontends.own_output import unread_lists

            result.diagnostics.extend(unread_lists(result, reader, registry.usable()))
        result.diagnostics.sort(key=_place)
        result.diagnostics = merge_repeated(result.diagnostics)  # (thousands of one code on a line: said once)
        return result
    except RecursionError:
        result.diagnostics.append(Diagnostic("SB006", Severity.ERROR, msg("file.nested"),
                                             result.source.span(0, 0)))
    except Exception as error:  # noqa: BLE001 - the one place that keeps a crash from hiding other files
        result.diagnostics.append(Diagnostic(
            "SB999", Severity.ERROR,
            msg("file.internal", error=f"{type(error).__name__}: {error}"), result.source.span(0, 0)))
    return result


# statblock's own `parse --format json` and `convert --to json` output (`{"abilities": [{"name": …, "path": …`): the
# first ability's path, when it is in the first few KB (a JSON string: no quote or backslash unescaped in it)
_OWN_OUTPUT = re.compile(r'\ufeff?\s*\{\s*"abilities"\s*:\s*\[')
_FIRST_PATH = re.compile(r'"path"\s*:\s*"((?:[^"\\\n]|\\.){1,500})"')
_SNIFF_CHARS = 4096


def _own_output(result: FileResult) -> None:
    """SB008 for a file no ruleset reads that is statblock's own JSON output (`convert --to json`): what the tool
    wrote is not read back as ability text, and was listed among the files without abilities with no word why."""
    head = result.source.text[:_SNIFF_CHARS]
    if _OWN_OUTPUT.match(head) is None:
        return
    found = _FIRST_PATH.search(head)
    try:
        source = json.loads(f'"{found.group(1)}"') if found is not None else None
    except ValueError:  # (an escape cut short, `\u12`: no path named)
        source = None
    made_by = {"parse": "parse --format json", "convert": "convert --to json"}
    message = msg("file.own_output_from", path=source, **made_by) if source else msg("file.own_output", **made_by)
    result.diagnostics.append(Diagnostic("SB008", Severity.WARNING, message, result.source.span(0, 1)))


def _ruleset_of(result: FileResult, forced: str | None) -> registry.Ruleset | None:
    """The ruleset that reads the file, or None with a diagnostic (SB007) when the one it names
    (`# ruleset:` or `--ruleset`) is not installed or cannot be loaded."""
    try:
        return registry.choose(result.path, result.source.text, forced)
    except registry.UnknownRuleset as unknown:
        said = None if forced else registry.directive(result.source.text)
        span = result.source.span(said[1], said[2]) if said else result.source.span(0, 0)
        if unknown.at is not None and not forced:
            span = result.source.span(*unknown.at)
        message = msg("ruleset.unknown", name=unknown.name, known=Listing(unknown.known), command="statblock rulesets")
        suggestion = msg("word.replace", word=unknown.name, guess=unknown.suggestion) if unknown.suggestion else None
        result.diagnostics.append(Diagnostic("SB007", Severity.ERROR, message, span, suggestion=suggestion))
    except registry.BrokenRuleset as broken:
        result.diagnostics.append(Diagnostic(
            "SB007", Severity.ERROR, msg("ruleset.broken", name=broken.entry.name, origin=broken.entry.origin,
                                         reason=broken.reason), result.source.span(0, 0)))
    return None


def run(paths: list[str], progress=None, ruleset: str | None = None) -> Report:
    """Every file under `paths`; `progress` (a `progress.Progress`) may show a bar while they are read;
    `ruleset` forces the ruleset of every file."""
    files, problems = collect_paths(paths)
    if progress is not None:
        files = progress(files, total=len(files))
    report = Report([read_file(p, ruleset) for p in files], problems)
    across(report.files)
    return report


def across(files: list[FileResult]) -> None:
    """The stage across files (`Ruleset.across`), for each ruleset that read two or more of them: what it finds
    is added to the diagnostics of the file it is in, which stay in the order of their place in it. A bug in a
    file's summary is a diagnostic of that file; one in `across`, of the first of its files."""
    by_ruleset: dict[str, list[FileResult]] = {}
    for result in files:
        if result.ruleset and result.source is not None:
            by_ruleset.setdefault(result.ruleset, []).append(result)
    for name, results in by_ruleset.items():
        summaries = {r.path: summary for r in results if (summary := summary_of(r)) is not None}
        if len(summaries) < 2:
            continue
        by_path = {r.path: r for r in results}
        for path, found in across_guarded(registry.get(name), summaries, lambda p: by_path[p].source if p in by_path else None,
                                          results[0].path).items():
            by_path[path].diagnostics.extend(found)
            by_path[path].diagnostics.sort(key=_place)


def _place(diagnostic: Diagnostic) -> tuple[int, int, str]:
    """Where a diagnostic is in its file as shown, for the order of a file's diagnostics (`guarded`'s): statblock's own
    JSON is read as the text written from it (`WrittenSource`), in another order than the JSON's (a card's note is
    written before its effect, after it in the JSON), so its offsets are mapped to the JSON's first (before, `check` of
    a `convert --to json` listed lines 13, 30, 208, 218, 228, then 64)."""
    span = diagnostic.span
    return span.source.shown_offset(span.start), span.start, diagnostic.code


def summary_of(result: FileResult) -> object:
    """The summary of a file its ruleset read (`Ruleset.summary`), or None when it has none. When it fails, None
    too: the stage across files goes without that file, whose own findings stand, and the failure is a diagnostic
    of the file (SB999) instead of a traceback or nothing."""
    if not result.ruleset:
        return None
    try:
        return registry.get(result.ruleset).summary(result)
    except Exception as error:  # noqa: BLE001 - a summary is an extra: its bug never hides the file's findings
        span = result.source.span(0, 0) if result.source is not None else SourceFile(result.path, "").span(0, 0)
        result.diagnostics.append(Diagnostic("SB999", Severity.ERROR, _internal(error), span))
        result.diagnostics.sort(key=_place)
        return None


def across_guarded(ruleset, summaries: dict, source, first: str) -> dict[str, list[Diagnostic]]:
    """`ruleset.across`, each file's diagnostics in the order of their place in it. A crash in it is reported
    (SB999) at the start of the file `first` instead of stopping the run, and so are findings for a path that is
    not one of `summaries` (none of the files it was given: they have nowhere to be shown)."""
    start = SourceFile(first, "").span(0, 0)
    try:
        found = {path: sorted(diagnostics, key=_place) for path, diagnostics in ruleset.across(summaries, source).items()
                 if diagnostics}
    except Exception as error:  # noqa: BLE001 - as `guarded`: one stage's bug never hides the files' findings
        return {first: [Diagnostic("SB999", Severity.ERROR, _internal(error), start)]}
    for path in [path for path in found if path not in summaries]:
        lost = found.pop(path)
        found.setdefault(first, []).append(Diagnostic(
            "SB999", Severity.ERROR, msg("across.unknown_file", count=len(lost), path=str(path)), start))
        found[first].sort(key=_place)
    return found


def _internal(error: Exception):
    return msg("across.internal", error=f"{type(error).__name__}: {error}")
