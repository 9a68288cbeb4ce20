"""The core's commands over files, for every ruleset: check, parse, fmt, convert, cards, rulesets."""

from __future__ import annotations

import json
import os
import sys

from ..diagnostics import Severity
from ..messages import Listing, counted, msg
from .common import (
    EXIT_ERRORS, EXIT_OK, EXIT_USAGE, error_text, exit_code, printable_path, report_problems, run_paths, say,
    say_error, usage_error)

__all__ = ["CARD_SUFFIXES", "broken_message", "convert_formats", "format_file", "not_offered", "run_cards", "run_check",
           "run_convert", "run_fmt", "run_parse", "ruleset_for", "run_rulesets", "unknown_message"]


def run_check(args) -> int:
    from ..cache import open_cache
    from ..checking import check_paths
    from ..progress import progress

    cache = None if args.no_cache else open_cache(args.cache_dir)
    run = check_paths(args.paths, cache=cache, jobs=args.jobs, progress=progress(args.quiet or args.format != "text"),
                      ruleset=args.ruleset)
    counts = {Severity.ERROR: 0, Severity.WARNING: 0, Severity.INFO: 0}
    abilities, unread, empty, findings = 0, 0, [], []
    color = args.color == "always" or (args.color == "auto" and sys.stdout.isatty() and "NO_COLOR" not in os.environ)
    emit = {"json": findings.append, "github": lambda f: github_line(f, args.lang),
            "text": lambda f: print(f.render(color, args.lang) + "\n")}[args.format]
    for finding in run.problems:
        counts[finding.severity] += 1
        emit(finding)
    for result in run.results:
        abilities += result.abilities
        unread += not result.read
        if result.empty:
            empty.append(result.path)
        for finding in result.findings:
            counts[finding.severity] += 1
            emit(finding)
    errors, warnings = counts[Severity.ERROR], counts[Severity.WARNING]
    if args.format == "json":
        from ..terminal import json_printable

        print(json_printable(json.dumps({"files": run.files, "abilities": abilities, "errors": errors,
                                         "warnings": warnings, "files_without_abilities": empty,
                                         "diagnostics": [f.to_json(args.lang) for f in findings]},
                                        ensure_ascii=False, indent=2)))
    elif args.format == "text":
        from ..messages import summary

        for line in summary(run.files, abilities, errors, warnings, len(empty), args.lang):
            print(line)
        for path in empty:
            print(f"  {printable_path(path)}")
    if run.problems or unread:
        return EXIT_USAGE
    return EXIT_ERRORS if errors or (args.error_on == "warning" and warnings) else EXIT_OK


def github_line(finding, lang: str = "en") -> None:
    """One workflow command: GitHub's own escapes keep the message and the path on one line."""
    level = {"error": "error", "warning": "warning", "info": "notice"}[finding.severity.value]
    message = finding.text(lang).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    path = finding.path.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A").replace(":", "%3A") \
        .replace(",", "%2C")
    print(f"::{level} file={path},line={finding.line},col={finding.column},title={finding.code}::{message}")


def run_parse(args) -> int:
    from ..rulesets import registry

    report = run_paths(args.paths, args.quiet, args.ruleset)
    out: dict[str, list] = {"abilities": [], "statblocks": []}
    for name, files in _by_ruleset(report.files).items():
        for key, items in registry.get(name).parse_json(files).items():
            out.setdefault(key, []).extend(items)
    print(json.dumps(out, ensure_ascii=False, indent=2, default=str))
    for d in report.diagnostics:
        if d.severity is Severity.ERROR:
            print(d.render(lang=args.lang), file=sys.stderr)
    return exit_code(report)


def _by_ruleset(files) -> dict[str, list]:
    """The files a ruleset read, by its name, in the order they were found (files that no ruleset read are left out)."""
    grouped: dict[str, list] = {}
    for result in files:
        if result.ruleset:
            grouped.setdefault(result.ruleset, []).append(result)
    return grouped


def not_offered(ruleset, command: str, lang: str, path: str | None = None) -> None:
    """Say that `ruleset` does not offer `command` (for the file `path`)."""
    key = "cli.not_offered_for" if path else "cli.not_offered"
    say_error(lang, msg(key, command=command, ruleset=ruleset.label(lang), name=ruleset.name,
                        path=printable_path(path or "")))


def run_fmt(args) -> int:
    from ..fileio import collect
    from ..progress import progress
    from ..rulesets import registry

    if args.paths == ["-"]:
        return _fmt_stdin(args)
    suffixes = tuple(s for r in registry.usable() if "fmt" in r.offers for s in r.native_suffixes)
    found = collect(args.paths, suffixes)
    report_problems(found.problems, args.lang)
    changed = failed = 0
    for path, _ in progress(args.quiet)(found.files, total=len(found.files)):
        outcome = format_file(path, args.check, args.lang, args.ruleset)
        changed += outcome == "changed"
        failed += outcome == "failed"
    total = len(found.files)
    files = counted(changed, "file", "files", "ファイル")
    summary = msg("fmt.summary_check" if args.check else "fmt.summary", files=files,
                  same=total - changed - failed).render(args.lang)
    if failed:
        summary += msg("fmt.summary_failed", failed=failed).render(args.lang)
    print(summary, file=sys.stderr)
    if found.problems:  # unreadable input, as for every command
        return EXIT_USAGE
    return EXIT_ERRORS if failed or (args.check and changed) else EXIT_OK


def _fmt_stdin(args) -> int:
    """`fmt -`: standard input to standard output, read as the native format of `--ruleset`, of its
    `# ruleset:` line, else of the default ruleset."""
    from ..fileio import MAX_FILE_BYTES
    from ..frontends import read_source

    stream = getattr(sys.stdin, "buffer", None)  # a text-only stream (an embedding program's) has none
    data = stream.read(MAX_FILE_BYTES + 1) if stream is not None else \
        sys.stdin.read(MAX_FILE_BYTES + 1).encode("utf-8", "surrogateescape")
    if len(data) > MAX_FILE_BYTES:
        return usage_error(msg("cli.stdin_too_big", limit=MAX_FILE_BYTES // (1024 * 1024)), args.lang)
    source, problems = read_source("<stdin>", data)
    if source is None:
        for problem in problems:
            print(problem.render(lang=args.lang), file=sys.stderr)
        return EXIT_ERRORS
    ruleset = ruleset_for(source.path, source.text, args.ruleset, args.lang)
    if ruleset is None:
        return EXIT_USAGE
    if "fmt" not in ruleset.offers or not ruleset.native_suffixes:
        not_offered(ruleset, "fmt", args.lang)
        return EXIT_USAGE
    result = ruleset.format(source.text, "<stdin>" + ruleset.native_suffixes[0])
    sys.stdout.write(result.text)
    for problem in result.problems:
        say(problem, args.lang)
    return EXIT_ERRORS if result.problems or (args.check and result.changed) else EXIT_OK


def ruleset_for(path: str, text: str, forced: str | None, lang: str):
    """The ruleset of a file, or None once it is said why there is none (a `# ruleset:` line naming nothing)."""
    from ..rulesets import registry

    try:
        ruleset = registry.choose(path, text, forced)
        if ruleset is None:
            say_error(lang, msg("cli.no_ruleset", path=printable_path(path), command="statblock rulesets"))
        return ruleset
    except registry.UnknownRuleset as unknown:
        say_error(lang, unknown_message(unknown))
    except registry.BrokenRuleset as broken:
        say_error(lang, broken_message(broken))
    return None


def unknown_message(unknown) -> object:
    """What to say of a ruleset name nobody installed (`registry.UnknownRuleset`), with its did-you-mean."""
    message = msg("ruleset.unknown", name=unknown.name, known=Listing(unknown.known), command="statblock rulesets")
    if unknown.suggestion:
        return msg("cli.with_suggestion", message=message, suggestion=msg("word.replace", word=unknown.name,
                                                                        guess=unknown.suggestion))
    return message


def broken_message(broken) -> object:
    return msg("ruleset.broken", name=broken.entry.name, origin=broken.entry.origin, reason=broken.reason)


def format_file(path: str, check: bool, lang: str = "en", forced: str | None = None) -> str:
    """Format one file in place: `changed`, `same`, or `failed` (the reason is on stderr; the file is untouched)."""
    from ..fileio import ReadProblem, WriteError, atomic_write, is_read_only, problem_diagnostic, read_bounded
    from ..frontends import read_source

    shown = printable_path(path)
    data = read_bounded(path)
    if isinstance(data, ReadProblem):
        print(problem_diagnostic(data).render(lang=lang), file=sys.stderr)
        return "failed"
    source, problems = read_source(path, data)
    if source is None:
        for problem in problems:
            print(problem.render(lang=lang), file=sys.stderr)
        return "failed"
    ruleset = ruleset_for(path, source.text, forced, lang)
    if ruleset is None:
        return "failed"
    if "fmt" not in ruleset.offers:
        not_offered(ruleset, "fmt", lang, path)
        return "failed"
    refused = ruleset.format_refusal(path)
    if refused is not None:
        say_error(lang, refused)
        return "failed"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        say_error(lang, msg("fmt.not_utf8", path=shown))
        return "failed"
    from ..pipeline import read_text

    errors = [d for d in read_text(path, source.text, ruleset.name).diagnostics if d.severity is Severity.ERROR]
    if errors:
        for d in errors:
            print(d.render(lang=lang), file=sys.stderr)
        say(msg("fmt.has_errors", path=shown, errors=counted(len(errors), "error", "errors")), lang)
        return "failed"
    result = ruleset.format(source.text, path)
    for problem in result.problems:
        say(problem, lang)
    if result.problems:
        return "failed"
    if not result.changed:
        return "same"
    if check:
        print(msg("fmt.would_reformat", path=shown).render(lang))
        return "changed"
    if is_read_only(path):
        say_error(lang, msg("fmt.read_only", path=shown))
        return "failed"
    try:
        atomic_write(path, result.text.encode("utf-8"), overwrite=True)
    except WriteError as error:
        say_error(lang, error_text(error, lang))
        return "failed"
    print(msg("fmt.reformatted", path=shown).render(lang))
    return "changed"


def run_convert(args) -> int:
    from ..fileio import WriteError, atomic_write, collect, mirrored_path, same_file
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
        try:
            atomic_write(out, result.text.encode("utf-8"), overwrite=args.force, make_folders=True)
        except WriteError as error:
            say_error(lang, msg("convert.unwritable", error=error_text(error, lang)))
            unwritable += 1
            continue
        written += 1
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


CARD_SUFFIXES = {".html": "html", ".htm": "html", ".pdf": "pdf", ".md": "md", ".markdown": "md", ".txt": "txt"}


def run_cards(args) -> int:
    from ..diagnostics import StatblockError
    from ..progress import progress
    from ..rulesets import registry
    from ..rulesets.registry import CardOptions

    suffix = os.path.splitext(args.output)[1].lower()
    lang = args.lang
    if args.format is None and suffix and suffix not in CARD_SUFFIXES:
        return usage_error(msg("cards.unknown_suffix", suffix=suffix), lang)
    fmt = args.format or CARD_SUFFIXES.get(suffix, "html")
    if fmt == "pdf" and args.output == "-" and sys.stdout.isatty():
        return usage_error(msg("cards.pdf_terminal"), lang)
    hero = None
    if args.hero and args.ruleset:  # the hero's file is read before any card file, as its game is known
        hero = _character(registry.get(args.ruleset), args.hero, lang)
        if isinstance(hero, int):
            return hero
    report = run_paths(args.paths, args.quiet, args.ruleset)
    if args.output != "-":
        from ..fileio import same_file

        if any(f.source is not None and same_file(args.output, f.path) for f in report.files):
            return usage_error(msg("cards.output_is_input", path=printable_path(args.output)), lang)
        if os.path.lexists(args.output) and not args.force:
            return usage_error(msg("cards.output_exists", path=printable_path(args.output)), lang)
    shown = {Severity.ERROR, Severity.WARNING} if args.error_on == "warning" else {Severity.ERROR}
    for d in report.diagnostics:
        if d.severity in shown:  # a warning is worth showing where it changes the exit code
            print(d.render(lang=args.lang), file=sys.stderr)
    grouped = {name: files for name, files in _by_ruleset(report.files).items() if any(f.abilities or f.statblocks for f in files)}
    if not grouped:
        say_error(lang, msg("cards.no_ability", paths=Listing(tuple(args.paths))))
        return exit_code(report) or EXIT_ERRORS
    if len(grouped) > 1:  # one deck is one game's
        rulesets = [registry.get(name).label(lang) for name in grouped]
        return usage_error(msg("cards.several_rulesets", rulesets=Listing(tuple(rulesets), conjunction="and")), lang)
    (name, files), = grouped.items()
    ruleset = registry.get(name)
    if "cards" not in ruleset.offers:
        not_offered(ruleset, "cards", lang)
        return EXIT_USAGE
    if fmt not in ruleset.card_formats:
        return usage_error(msg("cards.format_not_offered", format=fmt, ruleset=ruleset.label(lang),
                               formats=Listing(ruleset.card_formats, conjunction="or")), lang)
    if args.hero and hero is None:
        hero = _character(ruleset, args.hero, lang)
        if isinstance(hero, int):
            return hero
    notices, tallied = [], []
    # a plug-in written before `tally` existed is called as it was
    told = {"tally": tallied.append} if _takes(ruleset.cards, "tally") else {}
    from ..render.printing import print_jobs

    try:
        with print_jobs(args.jobs):
            data = ruleset.cards(files, CardOptions(fmt, args.lang, hero, args.page, args.size),
                                 progress=progress(args.quiet), warn=notices.append, **told)
    except StatblockError as error:  # PDF without WeasyPrint or its libraries, or a worker that died
        return usage_error(error, lang)
    for notice in notices:
        say(msg("cli.warning", message=notice), lang)
    if args.output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    else:
        from ..fileio import WriteError, atomic_write

        try:
            atomic_write(args.output, data, overwrite=args.force, make_folders=True)
        except WriteError as error:
            return usage_error(error_text(error, lang), lang)
    # the cards laid out, continuation cards included, where the ruleset tells (HTML, PDF)
    cards = counted(tallied[-1] if tallied else ruleset.card_count(files), "card", "cards", "枚")
    out = printable_path(args.output)
    wrote = (msg("cards.wrote_for", cards=cards, hero=printable_path(hero.name), out=out, format=fmt) if hero
             else msg("cards.wrote", cards=cards, out=out, format=fmt))
    print(wrote.render(lang), file=sys.stderr)
    if notices and args.error_on == "warning":
        return exit_code(report) or EXIT_ERRORS
    return exit_code(report, args.error_on)


def _takes(function, name: str) -> bool:
    """Whether `function` can be called with the keyword argument `name`."""
    import inspect

    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == name or p.kind is p.VAR_KEYWORD for p in parameters)


def _character(ruleset, path: str, lang: str):
    """The character of `--hero` as `ruleset` reads it, or the exit code once it is said why not."""
    from ..diagnostics import StatblockError

    try:
        return ruleset.character(path)
    except NotImplementedError:
        not_offered(ruleset, "--hero", lang)
        return EXIT_USAGE
    except StatblockError as error:
        return usage_error(error, lang)


def run_rulesets(args) -> int:
    """`statblock rulesets`: what is installed, where it comes from, what it reads and offers."""
    from ..rulesets import registry

    rows = []
    for entry in registry.entries().values():
        try:
            ruleset = registry.get(entry.name)
        except registry.BrokenRuleset as broken:
            rows.append({"name": entry.name, "origin": entry.origin, "broken": broken.reason})
            continue
        commands = ["check", "parse", *sorted(ruleset.offers), *(c.name for c in ruleset.commands())]
        rows.append({"name": ruleset.name, "title": ruleset.label(args.lang), "origin": entry.origin,
                     "version": ruleset.version, "code_prefix": ruleset.code_prefix,
                     "languages": list(ruleset.languages), "native_suffixes": list(ruleset.native_suffixes),
                     "read_suffixes": list(ruleset.read_suffixes), "commands": commands,
                     "card_formats": list(ruleset.card_formats) if "cards" in ruleset.offers else []})
    if args.format == "json":
        print(json.dumps({"rulesets": rows}, ensure_ascii=False, indent=2))
        return EXIT_OK
    for row in rows:
        if "broken" in row:
            print(msg("rulesets.broken", name=row["name"], origin=row["origin"], reason=row["broken"]).render(args.lang))
            continue
        origin = msg("rulesets.built_in") if row["origin"] == "built-in" else row["origin"]
        print(msg("rulesets.head", name=row["name"], title=row["title"], origin=origin).render(args.lang))
        if row["native_suffixes"]:
            print("  " + msg("rulesets.native", suffixes=Listing(tuple(row["native_suffixes"]))).render(args.lang))
        if row["read_suffixes"]:
            print("  " + msg("rulesets.community", suffixes=Listing(tuple(row["read_suffixes"]))).render(args.lang))
        print("  " + msg("rulesets.commands", commands=Listing(tuple(row["commands"]))).render(args.lang))
        print("  " + msg("rulesets.codes", prefix=row["code_prefix"],
                         langs=Listing(tuple(row["languages"]))).render(args.lang))
    return EXIT_OK
