"""The `statblock` command. Exit codes follow DESIGN.md:
0 clean (or warnings only), 1 errors in the input, 2 bad usage or unreadable input."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys

from .diagnostics import Severity
from .messages import Lines, Listing, Message, counted, environment_lang, msg

__all__ = ["main"]

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse's default exit code 2 is ours too; keep the message short
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, msg("cli.error", message=message).render(_ARGV_LANG[0]) + "\n")


# The language of messages given before the arguments are parsed (argparse's own errors, a bad number):
# `--lang` as written on the command line, else STATBLOCK_LANG or the locale.
_ARGV_LANG = ["en"]


def _argv_lang(argv: list[str]) -> str:
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv) and argv[index + 1] in ("en", "ja"):
            return argv[index + 1]
        if arg in ("--lang=en", "--lang=ja"):
            return arg.split("=", 1)[1]
    return environment_lang()


def _version() -> str:
    from importlib import metadata

    try:
        return metadata.version("statblock")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        from . import __version__

        return __version__


class _VersionAction(argparse.Action):
    """`--version`, looking the version up only when asked (importlib.metadata costs every run 25 ms)."""

    def __init__(self, option_strings, dest, help=None):  # noqa: A002 - argparse's name
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        sys.stdout.write(f"statblock {_version()}\n")
        parser.exit()


_PATHS_HELP = "files or folders (folders are searched for .ability, .md, .markdown, .yaml and .yml files)"
_LANG_HELP = "language of the messages and output (en, ja; default: STATBLOCK_LANG, else the locale's, else en)"


def _lang_option(command: argparse.ArgumentParser, help: str = _LANG_HELP) -> None:  # noqa: A002 - argparse's name
    command.add_argument("--lang", choices=["en", "ja"], help=help)


def _quiet(command: argparse.ArgumentParser) -> None:
    command.add_argument("-q", "--quiet", action="store_true",
                         help="no progress bar (shown only on a terminal, for runs over about a second)")


def _build() -> argparse.ArgumentParser:
    parser = _Parser(prog="statblock", description="Read, check, resolve and print Draw Steel ability stat blocks.")
    parser.add_argument("--version", action=_VersionAction, help="print the version and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    check = sub.add_parser("check", help="parse and check ability files or folders")
    check.add_argument("paths", nargs="+", metavar="PATH", help=_PATHS_HELP)
    check.add_argument("--format", choices=["text", "json", "github"], default="text",
                       help="text for people (default), json for tools, github for workflow annotations")
    _lang_option(check)
    check.add_argument("--error-on", choices=["error", "warning"], default="error",
                       help="lowest severity that makes the exit code 1")
    check.add_argument("--color", choices=["auto", "always", "never"], default="auto",
                       help="colour the text output: auto (on a terminal, unless NO_COLOR is set), always, never")
    check.add_argument("--no-cache", action="store_true",
                       help="check every file afresh, without reading or writing the cache of results")
    check.add_argument("--cache-dir", metavar="DIR",
                       help="folder of the cache of results (default: STATBLOCK_CACHE_DIR, else the user cache folder)")
    check.add_argument("--jobs", type=_positive, metavar="N",
                       help="worker processes at most when many files must be checked (default: one per core)")
    _quiet(check)

    parse = sub.add_parser("parse", help="print the compiled effects of every ability found")
    parse.add_argument("paths", nargs="+", metavar="PATH", help=_PATHS_HELP)
    parse.add_argument("--format", choices=["json"], default="json", help="the output format (json)")
    _lang_option(parse, "language of the messages on standard error (en, ja); the JSON is the same in both")
    _quiet(parse)

    roll = sub.add_parser("roll", help="resolve one use of an ability for a hero against targets")
    _add_use_arguments(roll)
    roll.add_argument("--target", action="append", metavar="TARGET.toml",
                      help="a target file; repeat for several targets (default: every characteristic 0)")
    roll.add_argument("--seed", type=_count, help="seed of the dice (0 or more); the same seed gives the same result")
    roll.add_argument("--surges", type=int, choices=range(0, 4), default=0, metavar="0-3",
                      help="surges spent for extra damage on the first target")
    roll.add_argument("--downgrade", type=int, choices=(1, 2), metavar="TIER",
                      help="use this tier instead if the roll comes out higher (a critical hit stays one)")
    roll.add_argument("--format", choices=["text", "json"], default="text", help="text for people, json for tools")
    _lang_option(roll)

    odds = sub.add_parser("odds", help="exact tier probabilities and expected damage of an ability")
    _add_use_arguments(odds)
    odds.add_argument("--format", choices=["text", "json"], default="text", help="text for people, json for tools")
    _lang_option(odds)

    fmt = sub.add_parser("fmt", help="rewrite native .ability files in the canonical layout")
    fmt.add_argument("paths", nargs="+", metavar="PATH",
                     help="native files or folders (folders: their .ability files); `-`: standard input to output")
    fmt.add_argument("--check", action="store_true", help="only list the files that would change (exit 1 if any)")
    _lang_option(fmt, "language of the messages (en, ja; default: STATBLOCK_LANG, else the locale's, else en)")
    _quiet(fmt)

    convert = sub.add_parser("convert", help="convert ability files to native, Markdown or JSON")
    convert.add_argument("paths", nargs="+", metavar="PATH", help=_PATHS_HELP)
    convert.add_argument("--to", required=True, choices=["ability", "json", "md"], help="the format to write")
    convert.add_argument("-o", "--output", required=True, metavar="DIR",
                         help="folder for the results; file names mirror the input names under it")
    convert.add_argument("--lang", choices=["en", "ja"],
                         help="write keywords, action types, distances, tiers, costs and labels in this language "
                              "(default: as written; names, flavor and prose stay as written); messages follow it, "
                              "else STATBLOCK_LANG or the locale")
    convert.add_argument("--force", action="store_true",
                         help="overwrite output files that exist (never an input file); without it nothing is written "
                              "when any output exists")
    _quiet(convert)

    cards = sub.add_parser("cards", help="printable ability cards, with the numbers worked out for a hero")
    cards.add_argument("paths", nargs="+", metavar="PATH", help=_PATHS_HELP)
    cards.add_argument("--hero", metavar="HERO.toml", help="work out every number for this hero")
    cards.add_argument("--format", choices=["html", "pdf", "md", "txt"],
                       help="default: from the output's suffix (.html .pdf .md .txt), else html")
    _lang_option(cards, "language of the cards and messages (en, ja; default: STATBLOCK_LANG, else the locale's, "
                        "else en)")
    cards.add_argument("--page", choices=["a4", "letter"], default="a4", help="paper size (html, pdf)")
    cards.add_argument("--size", choices=["poker", "tarot", "index"], default="poker",
                       help="card size: poker 63×88 mm, tarot 70×120 mm, index 3×5 in (html, pdf)")
    cards.add_argument("-o", "--output", required=True, metavar="OUT", help="file to write (missing folders are made); `-` for standard output")
    cards.add_argument("--force", action="store_true", help="overwrite OUT if it exists (never an input file)")
    cards.add_argument("--error-on", choices=["error", "warning"], default="error",
                       help="exit 1 on errors only (default), or on warnings too (the input's, and the printed "
                            "cards': a missing font, a character no font has, a card cut at its edge)")
    _quiet(cards)
    return parser


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(msg("cli.whole_number", text=repr(text)).render(_ARGV_LANG[0])) from None
    if value < 0:
        raise argparse.ArgumentTypeError(msg("cli.at_least", least=0, value=value).render(_ARGV_LANG[0]))
    return value


def _positive(text: str) -> int:
    value = _count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(msg("cli.at_least", least=1, value=value).render(_ARGV_LANG[0]))
    return value


def _add_use_arguments(command: argparse.ArgumentParser) -> None:
    """The arguments `roll` and `odds` share."""
    command.add_argument("path", metavar="PATH", help="the file that holds the ability")
    command.add_argument("--ability", required=True, metavar="NAME",
                         help="the ability's name (case and spacing do not matter; a close misspelling is suggested)")
    command.add_argument("--hero", required=True, metavar="HERO.toml",
                         help="the hero who uses it: characteristics, level, class, kit (see the README)")
    command.add_argument("--edges", type=_count, default=0,
                         help="edges on the roll: one is +2, two or more shift the tier up; edges and banes cancel")
    command.add_argument("--banes", type=_count, default=0,
                         help="banes on the roll: one is -2, two or more shift the tier down")
    command.add_argument("--bonus", type=int, default=0, help="sum of bonuses and penalties to the roll")
    command.add_argument("--tier", type=int, choices=(1, 2, 3), dest="automatic", metavar="TIER",
                         help="an automatic tier outcome; it overrides edges, banes and bonuses")


def main(argv: list[str] | None = None) -> int:
    parser = _build()
    _ARGV_LANG[0] = _argv_lang(sys.argv[1:] if argv is None else list(argv))
    args = parser.parse_args(argv)
    if args.command is None:  # `statblock` alone: say what it can do
        parser.print_help()
        return EXIT_OK
    # the language of messages; `convert --lang` is the language written, and left unset means "as written"
    args.ui = getattr(args, "lang", None) or environment_lang()
    if args.command != "convert":
        args.lang = args.ui
    if sys.stdout is None:  # started with standard output closed (`statblock check x >&-`)
        if sys.stderr is not None:
            print(msg("cli.error", message=msg("cli.stdout_closed")).render(args.ui), file=sys.stderr)
        return EXIT_USAGE
    try:
        code = _COMMANDS[args.command](args)
        sys.stdout.flush()  # a full device fails here, not at exit where it would be a traceback
        return code
    except BrokenPipeError:  # `statblock parse ... | head`: the reader has all it wanted
        _silence_stdout()
        return EXIT_OK
    except OSError as error:
        reason = error.strerror or str(error)
        if error.filename is not None:  # a file the command meant to handle itself
            _error(args.ui, msg("cli.path_reason", path=_shown(str(error.filename)), reason=reason))
        else:
            _silence_stdout()
            _error(args.ui, msg("cli.cannot_write_output", reason=reason))
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so that flushing it at exit cannot fail a second time."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def _run(paths: list[str], quiet: bool = True):
    from .pipeline import run
    from .progress import progress

    return run(paths, progress(quiet))


def _exit_code(report, error_on: str = "error") -> int:
    # a path that does not exist, or a file that cannot be read as text, is unreadable input
    if report.usage_errors or any(f.source is None for f in report.files):
        return EXIT_USAGE
    errors = report.count(Severity.ERROR)
    warnings = report.count(Severity.WARNING)
    if errors or (error_on == "warning" and warnings):
        return EXIT_ERRORS
    return EXIT_OK


def _check(args) -> int:
    from .cache import open_cache
    from .checking import check_paths
    from .progress import progress

    cache = None if args.no_cache else open_cache(args.cache_dir)
    run = check_paths(args.paths, cache=cache, jobs=args.jobs, progress=progress(args.quiet or args.format != "text"))
    counts = {Severity.ERROR: 0, Severity.WARNING: 0, Severity.INFO: 0}
    abilities, unread, empty, findings = 0, 0, [], []
    color = args.color == "always" or (args.color == "auto" and sys.stdout.isatty() and "NO_COLOR" not in os.environ)
    emit = {"json": findings.append, "github": lambda f: _github_line(f, args.lang),
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
        print(json.dumps({"files": run.files, "abilities": abilities, "errors": errors, "warnings": warnings,
                          "files_without_abilities": empty, "diagnostics": [f.to_json(args.lang) for f in findings]},
                         ensure_ascii=False, indent=2))
    elif args.format == "text":
        from .messages import summary

        for line in summary(run.files, abilities, errors, warnings, len(empty), args.lang):
            print(line)
        for path in empty:
            print(f"  {_shown(path)}")
    if run.problems or unread:
        return EXIT_USAGE
    return EXIT_ERRORS if errors or (args.error_on == "warning" and warnings) else EXIT_OK


def _github_line(finding, lang: str = "en") -> None:
    """One workflow command: GitHub's own escapes keep the message and the path on one line."""
    level = {"error": "error", "warning": "warning", "info": "notice"}[finding.severity.value]
    message = finding.text(lang).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    path = finding.path.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A").replace(":", "%3A") \
        .replace(",", "%2C")
    print(f"::{level} file={path},line={finding.line},col={finding.column},title={finding.code}::{message}")


def _parse(args) -> int:
    report = _run(args.paths, args.quiet)
    from .serialize import parse_json

    print(json.dumps(parse_json(report.abilities, report.statblocks), ensure_ascii=False, indent=2, default=str))
    for d in report.diagnostics:
        if d.severity is Severity.ERROR:
            print(d.render(lang=args.lang), file=sys.stderr)
    return _exit_code(report)


def _usage_error(error: Exception | Message | str, lang: str = "en") -> int:
    _error(lang, _localized(error))
    return EXIT_USAGE


def _error_text(error: Exception, lang: str) -> str:
    """What an error says in `lang`, safe to show on a terminal."""
    said = _localized(error)
    return _shown(said.render(lang) if hasattr(said, "render") else str(said))


def _localized(error: Exception | Message | str) -> object:
    """What an error says, as a message when it carries one (it then renders in every language)."""
    if isinstance(error, Exception) and len(error.args) == 1 and hasattr(error.args[0], "render"):
        return error.args[0]
    return error if isinstance(error, (Message, Lines, Listing)) else str(error)


def _error(lang: str, message: object) -> None:
    """`statblock: error: …` on stderr in `lang`, each line made printable."""
    _say(msg("cli.error", message=message).render(lang))


def _roll(args) -> int:
    import random

    from .diagnostics import StatblockError
    from .runtime.play import roll_ability
    from .runtime.report import resolution_json, resolution_text, seed_text

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    try:
        bound, resolution = roll_ability(args.path, args.ability, args.hero, args.target, seed=seed,
                                         edges=args.edges, banes=args.banes, bonus=args.bonus,
                                         surges=args.surges, automatic=args.automatic, downgrade=args.downgrade)
    except StatblockError as error:
        return _usage_error(error, args.lang)
    if args.format == "json":
        print(json.dumps({"seed": seed, **resolution_json(resolution, bound)}, ensure_ascii=False, indent=2))
    else:
        print(resolution_text(resolution, bound, lang=args.lang))
        print(seed_text(seed, args.lang))
    return EXIT_OK


def _odds(args) -> int:
    from .diagnostics import StatblockError
    from .runtime.play import ability_odds_for
    from .runtime.report import odds_json, odds_text

    try:
        odds = ability_odds_for(args.path, args.ability, args.hero, edges=args.edges, banes=args.banes,
                                bonus=args.bonus, automatic=args.automatic)
    except StatblockError as error:
        return _usage_error(error, args.lang)
    print(json.dumps(odds_json(odds), ensure_ascii=False, indent=2) if args.format == "json"
          else odds_text(odds, args.lang))
    return EXIT_OK


def _report_problems(problems, lang: str = "en") -> None:
    """One line on stderr for each path that could not be used (missing, not a regular file, unreadable)."""
    from .fileio import problem_diagnostic

    for problem in problems:
        message = problem_diagnostic(problem).text(lang)
        if problem.kind != "missing":
            message = msg("cli.path_reason", path=_shown(problem.path), reason=message)
        _error(lang, message)


def _shown(path: str) -> str:
    """A path as the terminal may show it (no control characters)."""
    from .terminal import printable

    return printable(path)


def _say(text: object, lang: str = "en") -> None:
    """Print a message that may hold file names and file text on stderr, each line made printable."""
    if isinstance(text, (Message, Lines, Listing)):
        text = text.render(lang)
    elif hasattr(text, "render"):  # a diagnostic
        text = text.render(lang=lang)
    else:
        text = str(text)
    print("\n".join(_shown(line) for line in text.split("\n")), file=sys.stderr)


def _fmt(args) -> int:
    from .authoring.format import format_text
    from .fileio import collect
    from .progress import progress

    if args.paths == ["-"]:
        from .fileio import MAX_FILE_BYTES
        from .frontends import read_source

        stream = getattr(sys.stdin, "buffer", None)  # a text-only stream (an embedding program's) has none
        data = stream.read(MAX_FILE_BYTES + 1) if stream is not None else \
            sys.stdin.read(MAX_FILE_BYTES + 1).encode("utf-8", "surrogateescape")
        if len(data) > MAX_FILE_BYTES:
            return _usage_error(msg("cli.stdin_too_big", limit=MAX_FILE_BYTES // (1024 * 1024)), args.lang)
        source, problems = read_source("<stdin>.ability", data)
        if source is None:
            for problem in problems:
                print(problem.render(lang=args.lang), file=sys.stderr)
            return EXIT_ERRORS
        result = format_text(source.text, "<stdin>.ability")
        sys.stdout.write(result.text)
        for problem in result.problems:
            _say(problem, args.lang)
        return EXIT_ERRORS if result.problems or (args.check and result.changed) else EXIT_OK
    found = collect(args.paths, (".ability",))
    _report_problems(found.problems, args.lang)
    changed = failed = 0
    for path, _ in progress(args.quiet)(found.files, total=len(found.files)):
        outcome = _fmt_file(path, args.check, args.lang)
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


def _fmt_file(path: str, check: bool, lang: str = "en") -> str:
    """Format one file in place: `changed`, `same`, or `failed` (the reason is on stderr; the file is untouched)."""
    from .authoring.format import format_text
    from .fileio import ReadProblem, WriteError, atomic_write, is_read_only, read_bounded
    from .frontends import format_of, read_source
    from .fileio import problem_diagnostic
    from .pipeline import read_text

    shown = _shown(path)
    kind = format_of(path)
    if kind != "native":
        _error(lang, msg("fmt.not_native", path=shown, kind="Markdown" if kind == "markdown" else "YAML",
                         command=f"statblock convert {shlex.quote(shown)} --to ability -o DIR"))
        return "failed"
    data = read_bounded(path)
    if isinstance(data, ReadProblem):
        print(problem_diagnostic(data).render(lang=lang), file=sys.stderr)
        return "failed"
    source, problems = read_source(path, data)
    if source is None:
        for problem in problems:
            print(problem.render(lang=lang), file=sys.stderr)
        return "failed"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        _error(lang, msg("fmt.not_utf8", path=shown))
        return "failed"
    errors = [d for d in read_text(path, source.text).diagnostics if d.severity is Severity.ERROR]
    if errors:
        for d in errors:
            print(d.render(lang=lang), file=sys.stderr)
        _say(msg("fmt.has_errors", path=shown, errors=counted(len(errors), "error", "errors")), lang)
        return "failed"
    result = format_text(source.text, path)
    for problem in result.problems:
        _say(problem, lang)
    if result.problems:
        return "failed"
    if not result.changed:
        return "same"
    if check:
        print(msg("fmt.would_reformat", path=shown).render(lang))
        return "changed"
    if is_read_only(path):
        _error(lang, msg("fmt.read_only", path=shown))
        return "failed"
    try:
        atomic_write(path, result.text.encode("utf-8"), overwrite=True)
    except WriteError as error:
        _error(lang, _error_text(error, lang))
        return "failed"
    print(msg("fmt.reformatted", path=shown).render(lang))
    return "changed"


def _convert(args) -> int:
    from .authoring.convert import FORMATS, convert
    from .authoring.files import mirrored_path
    from .fileio import WriteError, atomic_write, collect, same_file
    from .frontends import SUFFIXES
    from .progress import progress

    found = collect(args.paths, SUFFIXES)
    lang = args.ui
    _report_problems(found.problems, lang)
    if found.problems and not found.files:
        return EXIT_USAGE
    inputs = [path for path, _ in found.files]
    targets: dict[str, str] = {}
    for path, root in found.files:
        out = mirrored_path(path, root, args.output, FORMATS[args.to])
        if out in targets:
            _error(lang, msg("convert.same_output", path=_shown(path), other=_shown(targets[out]), out=_shown(out)))
            return EXIT_USAGE
        if os.path.lexists(out) and any(same_file(out, p) for p in inputs):
            _error(lang, msg("convert.overwrites_input", path=_shown(path), out=_shown(out)))
            return EXIT_USAGE
        targets[out] = path
    existing = [out for out in targets if os.path.lexists(out)]
    if existing and not args.force:
        for out in existing:
            _error(lang, msg("convert.exists", path=_shown(out)))
        _say(msg("convert.nothing_written", files=counted(len(existing), "output file", "output files")), lang)
        return EXIT_USAGE
    written = failed = unwritable = 0
    for out, path in progress(args.quiet)(targets.items(), total=len(targets)):
        result = convert(path, args.to, out, args.lang)
        for problem in result.problems:
            _say(problem, lang)
        failed += bool(result.problems)
        if not result.abilities:
            _say(msg("convert.no_ability", path=_shown(path)), lang)
            continue
        try:
            atomic_write(out, result.text.encode("utf-8"), overwrite=args.force, make_folders=True)
        except WriteError as error:
            _error(lang, msg("convert.unwritable", error=_error_text(error, lang)))
            unwritable += 1
            continue
        written += 1
    summary = msg("convert.summary", files=counted(written, "file", "files", "ファイル"), to=args.to,
                  out=_shown(args.output)).render(lang)
    summary += msg("convert.with_problems", count=failed).render(lang) if failed else ""
    summary += msg("convert.not_written", count=unwritable).render(lang) if unwritable else ""
    print(summary, file=sys.stderr)
    if unwritable or found.problems:
        return EXIT_USAGE
    return EXIT_ERRORS if failed else EXIT_OK


_CARD_SUFFIXES = {".html": "html", ".htm": "html", ".pdf": "pdf", ".md": "md", ".markdown": "md", ".txt": "txt"}


def _cards(args) -> int:
    from .diagnostics import StatblockError
    from .progress import progress
    from .render import render_cards
    from .runtime.hero import load_hero

    suffix = os.path.splitext(args.output)[1].lower()
    lang = args.lang
    if args.format is None and suffix and suffix not in _CARD_SUFFIXES:
        return _usage_error(msg("cards.unknown_suffix", suffix=suffix), lang)
    fmt = args.format or _CARD_SUFFIXES.get(suffix, "html")
    if fmt == "pdf" and args.output == "-" and sys.stdout.isatty():
        return _usage_error(msg("cards.pdf_terminal"), lang)
    try:
        hero = load_hero(args.hero) if args.hero else None
    except StatblockError as error:
        return _usage_error(error, lang)
    report = _run(args.paths, args.quiet)
    if args.output != "-":
        from .fileio import same_file

        if any(f.source is not None and same_file(args.output, f.path) for f in report.files):
            return _usage_error(msg("cards.output_is_input", path=_shown(args.output)), lang)
        if os.path.lexists(args.output) and not args.force:
            return _usage_error(msg("cards.output_exists", path=_shown(args.output)), lang)
    shown = {Severity.ERROR, Severity.WARNING} if args.error_on == "warning" else {Severity.ERROR}
    for d in report.diagnostics:
        if d.severity in shown:  # a warning is worth showing where it changes the exit code
            print(d.render(lang=args.lang), file=sys.stderr)
    abilities = report.abilities
    if not abilities:
        _error(lang, msg("cards.no_ability", paths=Listing(tuple(args.paths))))
        return _exit_code(report) or EXIT_ERRORS
    notices = []
    try:
        data = render_cards(abilities, fmt, hero, args.lang, args.page, args.size, progress=progress(args.quiet),
                            warn=notices.append)
    except StatblockError as error:  # PDF without WeasyPrint or its libraries
        return _usage_error(error, lang)
    for notice in notices:
        _say(msg("cli.warning", message=notice), lang)
    if args.output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    else:
        from .fileio import WriteError, atomic_write

        try:
            atomic_write(args.output, data, overwrite=args.force, make_folders=True)
        except WriteError as error:
            return _usage_error(_error_text(error, lang), lang)
    cards = counted(len(abilities), "card", "cards", "枚")
    wrote = (msg("cards.wrote_for", cards=cards, hero=_shown(hero.name), out=_shown(args.output), format=fmt) if hero
             else msg("cards.wrote", cards=cards, out=_shown(args.output), format=fmt))
    print(wrote.render(lang), file=sys.stderr)
    if notices and args.error_on == "warning":
        return _exit_code(report) or EXIT_ERRORS
    return _exit_code(report, args.error_on)


_COMMANDS = {"check": _check, "parse": _parse, "roll": _roll, "odds": _odds, "fmt": _fmt, "convert": _convert,
             "cards": _cards}


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
