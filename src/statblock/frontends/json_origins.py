"""A file read twice in one run: statblock's own JSON beside a file it was written from (SB012), for every ruleset.

`convert --to json -o DIR` writes the JSON of `DIR/x.ability` (`x.kyoko`, `x.sbh`, `x.champions`) as `DIR/x.json`,
and `check DIR` (or `cards DIR`) then reads both: everything in it was counted, and carded, twice, with no word. The
JSON names the files its entries came from (their `path`); when one of them is read in the same run, the JSON is
said to repeat it, where it names it. A ruleset's reader of its own JSON notes those names (`origins_of`, kept in
`FileResult.origins` or its `WrittenSource`'s); `Ruleset.summary` and `Ruleset.across` give this stage by default.
"""

from __future__ import annotations

from ..diagnostics import Diagnostic, Severity, SourceFile
from ..messages import msg

__all__ = ["origins_of", "origins_summary", "read_twice"]


def origins_of(items) -> dict[str, int]:
    """Each file the entries `items` (a JSON list of statblock's own JSON) were written from, by the `path` each
    names, at the offset in the JSON of the first `path` naming it."""
    from .json_text import JSONObject  # (here: a check of no JSON file, which `origins_summary` sees, never reads one)

    origins: dict[str, int] = {}
    for item in items or ():
        if isinstance(item, JSONObject) and isinstance(item.get("path"), str) and item["path"]:
            origins.setdefault(item["path"], item.value_starts.get("path", item.start))
    return origins


def _parts(path: str) -> tuple[str, ...]:
    from pathlib import Path  # (imported when a JSON names its origins: a check of other files does without it)

    try:
        return Path(path).resolve().parts
    except (OSError, RuntimeError, ValueError):
        return Path(path).parts


def _named(origin: str) -> tuple[str, ...]:
    """The parts of a path a JSON names that any reading of it ends with: all of an absolute one, a relative one's
    after its leading `.` and `..` (relative to wherever `convert` ran, which the JSON does not say)."""
    from pathlib import Path

    parts = Path(origin).parts
    if Path(origin).is_absolute():
        return _parts(origin)
    while parts and parts[0] in (".", ".."):
        parts = parts[1:]
    return parts


def origins_summary(result) -> dict | None:
    """The file's own path (by its key in the summaries) and, for statblock's own JSON read back, the files it was
    written from (each with the offset in the JSON where it is first named): small JSON data, as a summary must be.
    None for a file that was not read."""
    if result is None or result.source is None:
        return None
    origins = result.origins
    if not origins and result.source.__class__ is not SourceFile:
        # (a file read as it is, the usual one, is no `WrittenSource`: its module, which makes an attrs class when
        # imported, is not imported for it)
        from .written_source import WrittenSource

        origins = result.source.origins if isinstance(result.source, WrittenSource) else {}
    return {"origins": {str(k): int(v) for k, v in (origins or {}).items()}}


def read_twice(summaries: dict[str, dict], source) -> dict[str, list[Diagnostic]]:
    """SB012 for each JSON of the run that was written from another file of the run (one whose path ends with the
    path the JSON names), at the JSON's first `path` naming it."""
    if not any(isinstance(s, dict) and s.get("origins") for s in summaries.values()):
        return {}  # no JSON read back in the run: no file's path is resolved (a syscall or more each)
    by_name: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for path in summaries:
        parts = _parts(path)
        if parts:
            by_name.setdefault(parts[-1], []).append((parts, path))
    from .written_source import WrittenSource

    found: dict[str, list[Diagnostic]] = {}
    for path, summary in summaries.items():
        origins = summary.get("origins") if isinstance(summary, dict) else None
        for origin, offset in sorted((origins or {}).items(), key=lambda pair: pair[1]):
            named = _named(origin)
            twins = [p for parts, p in by_name.get(named[-1] if named else "", ())
                     if p != path and parts[len(parts) - len(named):] == named]
            shown = source(path) if twins else None
            if shown is None:
                continue
            shown = shown.shown if isinstance(shown, WrittenSource) else shown  # (the JSON as the user has it)
            offset = max(0, min(offset, len(shown.text)))
            found.setdefault(path, []).append(Diagnostic(
                "SB012", Severity.WARNING, msg("own_json.read_twice", path=twins[0], command="convert --to json"),
                shown.span(offset, offset + 1)))
    return found
