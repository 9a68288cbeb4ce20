"""`statblock convert`: files written again in another format (`--to`), mirrored into an output folder or one
file to standard output; each conversion is read back by its ruleset, and an output that would overwrite
an input or another output is refused before anything is written."""

from __future__ import annotations

import os
import sys

from ..messages import Listing, Localized, counted, msg
from .common import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, printable_path, report_problems, say, say_error, write_output
from .files import not_offered

__all__ = ["convert_formats", "run_convert"]


def run_convert(args) -> int:
    from ..fileio import collect, mirrored_path, same_file
    from ..progress import progress
    from ..rulesets import registry

    found = collect(args.paths, registry.suffixes())
    lang = args.ui
    report_problems(found.problems, lang)
    if found.problems and not found.files:
        return EXIT_USAGE
    inputs = [path for path, _ in found.files]
    if args.output == "-":  # one file's result to standard output, the messages to standard error
        if len(found.files) != 1:
            say_error(lang, msg("convert.stdout_one_file", count=len(found.files)))
            return EXIT_USAGE
        return _convert_to_stdout(args, found.files[0][0], lang) or (EXIT_USAGE if found.problems else EXIT_OK)
    if os.path.lexists(args.output) and not os.path.isdir(args.output):  # (each file's folder could not be made)
        say_error(lang, msg("output.not_folder", path=printable_path(args.output)))
        return EXIT_USAGE
    targets: dict[str, str] = {}
    for path, root in found.files:
        out = mirrored_path(path, root, args.output, convert_formats()[args.to])
        if out in targets:
            say_error(lang, msg("convert.same_output", path=printable_path(path), other=printable_path(targets[out]),
                                out=printable_path(out)))
            return EXIT_USAGE
        if os.path.lexists(out) and any(same_file(out, p) for p in inputs):
            say_error(lang, msg("convert.overwrites_input", path=printable_path(path), out=printable_path(out)))
            return EXIT_USAGE
        targets[out] = path
    existing = [out for out in targets if os.path.lexists(out)]
    if existing and not args.force:
        for out in existing:
            say_error(lang, msg("convert.exists", path=printable_path(out)))
        say(msg("convert.nothing_written", files=counted(len(existing), "output file", "output files")), lang)
        return EXIT_USAGE
    written = failed = unwritable = 0
    for out, path in progress(args.quiet)(targets.items(), total=len(targets)):
        result, problems = _converted(args, path, out, lang)
        failed += problems
        if result is None:
            continue
        if write_output(out, result.text, args.force, lang):
            written += 1
        else:
            unwritable += 1
    summary = msg("convert.summary", files=counted(written, "file", "files", "ファイル"), to=args.to,
                  out=printable_path(args.output)).render(lang)
    summary += msg("convert.with_problems", count=failed).render(lang) if failed else ""
    summary += msg("convert.not_written", count=unwritable).render(lang) if unwritable else ""
    print(summary, file=sys.stderr)
    if unwritable or found.problems:
        return EXIT_USAGE
    return EXIT_ERRORS if failed else EXIT_OK


def _converted(args, path: str, out: str, lang: str | None):
    """The conversion of `path` for the output `out` (whose name gives the round-trip check its format),
    its problems said: (the conversion, or None when there is nothing to write; whether it had problems)."""
    from ..pipeline import read_file
    from ..rulesets import registry

    read = read_file(path, args.ruleset)
    ruleset = registry.get(read.ruleset) if read.ruleset else None
    if ruleset is not None and "convert" in ruleset.offers and ruleset.convert_formats \
            and args.to not in ruleset.convert_formats:   # (the formats it does convert to named: it said none)
        say_error(lang, msg("cli.convert_not_offered_for", command=f"convert --to {args.to}", ruleset=ruleset.label(lang),
                            name=ruleset.name, path=printable_path(path),
                            formats=Listing(tuple(Localized({"en": f"`--to {to}`", "ja": f"「--to {to}」"})   # (each
                                                  for to in ruleset.convert_formats), conjunction="or")))   # language's quotes)
        return None, True
    if ruleset is not None and ("convert" not in ruleset.offers or args.to not in ruleset.convert_formats):
        not_offered(ruleset, f"convert --to {args.to}", lang, path)
        return None, True
    result = ruleset.convert(read, args.to, out, args.lang) if ruleset is not None else None
    problems = result.problems if result is not None else tuple(d.render(lang=lang) for d in read.diagnostics)
    for problem in problems:
        say(problem, lang)
    if result is None or not result.abilities:
        say(msg("convert.no_ability", path=printable_path(path)), lang)
        return None, bool(problems)
    return result, bool(problems)


def _convert_to_stdout(args, path: str, lang: str | None) -> int:
    """`convert -o -`: the converted text of `path` on standard output; its exit code (0 when written
    without problems)."""
    # (the output's name is the mirrored name of the input, as `-o DIR` would write it)
    name = os.path.splitext(os.path.basename(path))[0] + convert_formats()[args.to]
    result, problems = _converted(args, path, name, lang)
    if result is None:
        return EXIT_ERRORS
    sys.stdout.write(result.text)
    sys.stdout.flush()
    return EXIT_ERRORS if problems else EXIT_OK


def convert_formats() -> dict[str, str]:
    """What `convert --to` can write, with the suffix of each, over every installed ruleset (the first
    ruleset that names a format gives its suffix)."""
    from ..rulesets import registry

    formats: dict[str, str] = {}
    for ruleset in registry.usable():
        if "convert" in ruleset.offers:
            for name, suffix in ruleset.convert_formats.items():
                formats.setdefault(name, suffix)
    return formats
