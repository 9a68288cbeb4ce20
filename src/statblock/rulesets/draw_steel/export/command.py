"""`statblock export PATH... --to FORMAT -o DIR`: Draw Steel abilities for the tools players play in.

The order of the work keeps a user's files safe: the format is loaded first (a format not installed
is said before anything is read), then every file is read and its diagnostics shown as `check` shows
them; input errors stop the run. Every file the format makes is validated before any is written, and
none is written when one fails or when an output exists without `--force` (an input is never
overwritten). Each file is then written atomically (a temporary file renamed over it).

Exit codes (DESIGN.md): 0 written; 1 errors in the input, a file that fails validation, or something
the target could not hold (reported, the files are still written); 2 bad usage, unreadable input, a
file of another game, a format that is not available, an output that exists or cannot be written.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import importlib.util
import os
import sys

from ....cli.common import (
    EXIT_ERRORS, EXIT_OK, EXIT_USAGE, help_text, lang_option, printable_path, quiet_option,
    report_problems, say, say_error, write_output)
from ....messages import Listing, counted, msg
from . import FORMATS, safe_name

__all__ = ["export_arguments", "run_export"]

RULESET = "draw_steel"


def export_arguments(command: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    command.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    command.add_argument("--to", required=True, choices=list(FORMATS), help=h("help.export.to"))
    command.add_argument("-o", "--output", required=True, metavar="DIR", help=h("help.export.output"))
    command.add_argument("--force", action="store_true", help=h("help.convert.force"))
    lang_option(command, lang, "help.export.lang")
    quiet_option(command, lang)


def load_format(name: str):
    """The module that writes the format `name`, or the message saying why it cannot be used."""
    module = FORMATS[name]
    try:
        found = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        found = None
    if found is None:
        others = Listing(tuple(f for f in FORMATS if f != name and importlib.util.find_spec(FORMATS[f])),
                         conjunction="or")
        return msg("export.unavailable", to=name, module=module, others=others)
    try:
        return importlib.import_module(module)
    except Exception as error:  # noqa: BLE001 - a format that cannot be loaded is said, never a traceback
        return msg("export.broken", to=name, reason=f"{type(error).__name__}: {error}")


def run_export(args) -> int:
    lang = args.lang
    fmt = load_format(args.to)
    if not hasattr(fmt, "export"):
        return _fail(lang, fmt)
    read = _read(args, lang)
    if isinstance(read, int):
        return read
    results, without, inputs, statblocks = read
    try:
        exported = fmt.export(results, lang)
    except Exception as error:  # noqa: BLE001 - a bug of a format is said, and nothing is written
        return _fail(lang, msg("export.failed", to=args.to, reason=f"{type(error).__name__}: {error}"))
    checked = _checked(exported, fmt, args, lang, inputs)
    if isinstance(checked, int):
        return checked
    if args.output == "-":  # a target that writes one file: it goes to standard output
        if len(checked) != 1:
            return _fail(lang, msg("export.stdout_one_file", count=len(checked)))
        sys.stdout.write(checked[0][0].text)
        sys.stdout.flush()
        written, unwritable = 1, 0
    else:
        written, unwritable = _write(checked, args, lang)
    lost = [item for e in exported for item in e.lost]
    for item in lost:
        say(msg("cli.warning", message=msg("export.lost", target=fmt.TARGET, reason=item)), lang)
    # a monster's or terrain object's statistics: a target that holds abilities only (its features are
    # exported) leaves it out
    written_blocks = {(e.source, name) for e in exported for name in e.statblocks}
    statblocks = [(path, name, kind) for path, name, kind in statblocks if (path, name) not in written_blocks]
    for path, name, kind in statblocks:
        key = "export.terrain" if kind == "dynamic_terrain" else "export.statblock"
        say(msg("cli.warning", message=msg(key, target=fmt.TARGET, path=printable_path(path), name=name)), lang)
    summary = msg("export.summary", abilities=counted(sum(e.abilities for e in exported), "ability", "abilities", "個"),
                  files=counted(len(results), "file", "files", "ファイル"), to=args.to, target=fmt.TARGET,
                  out=printable_path(args.output), written=counted(written, "file", "files", "ファイル")).render(lang)
    if without:
        summary += msg("export.without_abilities", count=len(without)).render(lang)
    if lost:
        summary += msg("export.with_lost", count=len(lost)).render(lang)
    terrain = sum(kind == "dynamic_terrain" for _, _, kind in statblocks)
    if len(statblocks) > terrain:
        summary += msg("export.with_statblocks",
                       count=counted(len(statblocks) - terrain, "statblock", "statblocks", "件")).render(lang)
    if terrain:  # (a terrain object is no statblock to its reader, though one to the code)
        summary += msg("export.with_terrain", count=counted(terrain, "dynamic terrain object",
                                                            "dynamic terrain objects", "件")).render(lang)
    if unwritable:
        summary += msg("convert.not_written", count=unwritable).render(lang)
    say(summary)
    if unwritable:
        return EXIT_USAGE
    return EXIT_ERRORS if lost else EXIT_OK


def _fail(lang: str, message, code: int = EXIT_USAGE) -> int:
    say_error(lang, message)
    return code


def _read(args, lang: str):
    """(the read files that hold abilities, the paths of those that hold none, the paths of all), or the
    exit code once it is said why the export stops (unreadable input, another game's file, errors in the
    input, no ability at all)."""
    from ....diagnostics import Severity
    from ....fileio import collect
    from ....pipeline import read_file
    from ....progress import progress
    from ...registry import get, suffixes

    found = collect(args.paths, suffixes())
    report_problems(found.problems, lang)
    # a file named twice (`DIR DIR/a.ability`) is one file: exported once, not as a second copy with the same ids
    files: dict[str, str] = {}
    for path, _ in found.files:
        files.setdefault(os.path.normcase(os.path.realpath(path)), path)
    results = [read_file(path) for path in progress(args.quiet)(list(files.values()), total=len(files))]
    errors = 0
    for result in results:
        for diagnostic in result.diagnostics:
            say(diagnostic, lang)
            errors += diagnostic.severity is Severity.ERROR
    foreign = [r for r in results if r.source is not None and r.ruleset and r.ruleset != RULESET]
    for result in foreign:
        ruleset = get(result.ruleset)
        say_error(lang, msg("export.other_ruleset", path=printable_path(result.path), ruleset=ruleset.label(lang),
                            name=ruleset.name))
    if found.problems or foreign or any(r.source is None for r in results):
        return EXIT_USAGE
    if errors:
        return _fail(lang, msg("export.has_errors", errors=counted(errors, "error", "errors")), EXIT_ERRORS)
    with_abilities = [r for r in results if r.abilities]
    if not with_abilities:
        return _fail(lang, msg("export.no_ability", paths=Listing(tuple(printable_path(p) for p in args.paths))),
                     EXIT_ERRORS)
    return with_abilities, [r.path for r in results if not r.abilities], [r.path for r in results], [
        (r.path, block.name, block.kind) for r in results for block in r.statblocks
        if getattr(block, "kind", "") in ("statblock", "dynamic_terrain")]


def _checked(exported, fmt, args, lang: str, inputs: list[str]):
    """(file, where it goes) for every exported file once all are valid and none is in the way, or the
    exit code once it is said why nothing is written."""
    from ....fileio import same_file

    if args.output != "-" and os.path.lexists(args.output) and not os.path.isdir(args.output):
        return _fail(lang, msg("output.not_folder", path=printable_path(args.output)))
    targets, failed = [], 0
    for item in exported:
        if not safe_name(item.name):
            return _fail(lang, msg("export.bad_name", to=args.to, path=printable_path(item.name)))
        out = os.path.join(args.output, *item.name.split("/"))
        if any(out == other for _, other in targets):
            return _fail(lang, msg("export.same_output", to=args.to, path=printable_path(out)))
        targets.append((item, out))
        for problem in _problems(fmt, item):
            say_error(lang, msg("export.invalid", out=printable_path(out), target=fmt.TARGET, reason=problem))
            failed += 1
    if failed:
        return _fail(lang, msg("export.nothing_written_invalid", problems=counted(failed, "problem", "problems")),
                     EXIT_ERRORS)
    existing = []
    for item, out in targets:
        if os.path.lexists(out):
            if any(same_file(out, path) for path in inputs):
                return _fail(lang, msg("export.overwrites_input", out=printable_path(out)))
            existing.append(out)
    if existing and not args.force:
        for out in existing:
            say_error(lang, msg("convert.exists", path=printable_path(out)))
        say(msg("convert.nothing_written", files=counted(len(existing), "output file", "output files")), lang)
        return EXIT_USAGE
    return targets


def _problems(fmt, item) -> list[str]:
    """What the format's `validate` finds wrong with a file; a validation that fails is a problem too."""
    try:
        return list(fmt.validate(item))
    except Exception as error:  # noqa: BLE001 - a file that cannot be validated is not written
        return [f"validation failed: {type(error).__name__}: {error}"]


def _write(targets, args, lang: str) -> tuple[int, int]:
    """Write every file atomically; (written, could not be written)."""
    written = sum(write_output(out, item.text, args.force, lang) for item, out in targets)
    return written, len(targets) - written
