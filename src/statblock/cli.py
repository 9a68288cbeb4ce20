"""The `statblock` command. Exit codes follow DESIGN.md:
0 clean (or warnings only), 1 errors in the input, 2 bad usage or unreadable input."""

from __future__ import annotations

import argparse
import json
import os
import sys

from .diagnostics import Severity

__all__ = ["main"]

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse's default exit code 2 is ours too; keep the message short
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"statblock: error: {message}\n")


def _build() -> argparse.ArgumentParser:
    parser = _Parser(prog="statblock", description="Read, check and print Draw Steel ability stat blocks.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    check = sub.add_parser("check", help="parse and check ability files or folders")
    check.add_argument("paths", nargs="+", metavar="PATH")
    check.add_argument("--format", choices=["text", "json", "github"], default="text")
    check.add_argument("--lang", choices=["en", "ja"], default="en")
    check.add_argument("--error-on", choices=["error", "warning"], default="error",
                       help="lowest severity that makes the exit code 1")
    check.add_argument("--color", choices=["auto", "always", "never"], default="auto")

    parse = sub.add_parser("parse", help="print the compiled effects of every ability found")
    parse.add_argument("paths", nargs="+", metavar="PATH")
    parse.add_argument("--format", choices=["json"], default="json")

    roll = sub.add_parser("roll", help="resolve one use of an ability for a hero against targets")
    _add_use_arguments(roll)
    roll.add_argument("--target", action="append", metavar="TARGET.toml",
                      help="a target file; repeat for several targets (default: every characteristic 0)")
    roll.add_argument("--seed", type=int, help="seed of the dice; the same seed gives the same result")
    roll.add_argument("--surges", type=int, choices=range(0, 4), default=0, metavar="0-3",
                      help="surges spent for extra damage on the first target")
    roll.add_argument("--downgrade", type=int, choices=(1, 2), metavar="TIER",
                      help="use this tier instead if the roll comes out higher (a critical hit stays one)")
    roll.add_argument("--format", choices=["text", "json"], default="text")

    odds = sub.add_parser("odds", help="exact tier probabilities and expected damage of an ability")
    _add_use_arguments(odds)
    odds.add_argument("--format", choices=["text", "json"], default="text")

    fmt = sub.add_parser("fmt", help="rewrite native .ability files in the canonical layout")
    fmt.add_argument("paths", nargs="+", metavar="PATH", help="files or folders (`-`: standard input to output)")
    fmt.add_argument("--check", action="store_true", help="only list the files that would change (exit 1 if any)")

    convert = sub.add_parser("convert", help="convert ability files to native, Markdown or JSON")
    convert.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    convert.add_argument("--to", required=True, choices=["ability", "json", "md"], help="the format to write")
    convert.add_argument("-o", "--output", required=True, metavar="DIR",
                         help="folder for the results; file names mirror the input names under it")
    convert.add_argument("--lang", choices=["en", "ja"],
                         help="write keywords, action types, distances, tiers, costs and labels in this language "
                              "(default: as written; names, flavor and prose stay as written)")

    cards = sub.add_parser("cards", help="printable ability cards, with the numbers worked out for a hero")
    cards.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    cards.add_argument("--hero", metavar="HERO.toml", help="work out every number for this hero")
    cards.add_argument("--format", choices=["html", "pdf", "md", "txt"],
                       help="default: from the output's suffix (.html .pdf .md .txt), else html")
    cards.add_argument("--lang", choices=["en", "ja"], default="en", help="language of the cards and messages")
    cards.add_argument("--page", choices=["a4", "letter"], default="a4", help="paper size (html, pdf)")
    cards.add_argument("--size", choices=["poker", "tarot", "index"], default="poker",
                       help="card size: poker 63×88 mm, tarot 70×120 mm, index 3×5 in (html, pdf)")
    cards.add_argument("-o", "--output", required=True, metavar="OUT", help="file to write; `-` for standard output")
    return parser


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def _add_use_arguments(command: argparse.ArgumentParser) -> None:
    """The arguments `roll` and `odds` share."""
    command.add_argument("path", metavar="PATH")
    command.add_argument("--ability", required=True, metavar="NAME")
    command.add_argument("--hero", required=True, metavar="HERO.toml")
    command.add_argument("--edges", type=_count, default=0)
    command.add_argument("--banes", type=_count, default=0)
    command.add_argument("--bonus", type=int, default=0, help="sum of bonuses and penalties to the roll")
    command.add_argument("--tier", type=int, choices=(1, 2, 3), dest="automatic", metavar="TIER",
                         help="an automatic tier outcome; it overrides edges, banes and bonuses")


def main(argv: list[str] | None = None) -> int:
    args = _build().parse_args(argv)
    try:
        return _COMMANDS[args.command](args)
    except BrokenPipeError:  # `statblock parse ... | head`
        sys.stderr.close()
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


def _run(paths: list[str]):
    from .pipeline import run

    return run(paths)


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
    report = _run(args.paths)
    if args.format == "json":
        from .serialize import check_json

        print(json.dumps(check_json(report, args.lang), ensure_ascii=False, indent=2, default=str))
    elif args.format == "github":
        for d in report.diagnostics:
            level = {"error": "error", "warning": "warning", "info": "notice"}[d.severity.value]
            message = d.text(args.lang).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
            path = d.path.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A").replace(":", "%3A") \
                .replace(",", "%2C")
            print(f"::{level} file={path},line={d.span.line},col={d.span.column},title={d.code}::{message}")
    else:
        color = args.color == "always" or (args.color == "auto" and sys.stdout.isatty() and "NO_COLOR" not in os.environ)
        for d in report.diagnostics:
            print(d.render(color=color, lang=args.lang))
            print()
        from .messages import summary

        errors, warnings = report.count(Severity.ERROR), report.count(Severity.WARNING)
        empty = report.files_without_abilities
        for line in summary(len(report.files), len(report.abilities), errors, warnings, len(empty), args.lang):
            print(line)
        if empty:
            for path in empty:
                print(f"  {path}")
    return _exit_code(report, args.error_on)


def _parse(args) -> int:
    report = _run(args.paths)
    from .serialize import ability_json

    print(json.dumps({"abilities": [ability_json(a) for a in report.abilities]}, ensure_ascii=False, indent=2, default=str))
    for d in report.diagnostics:
        if d.severity is Severity.ERROR:
            print(d.render(), file=sys.stderr)
    return _exit_code(report)


def _usage_error(error: Exception) -> int:
    print(f"statblock: error: {error}", file=sys.stderr)
    return EXIT_USAGE


def _roll(args) -> int:
    import random

    from .diagnostics import StatblockError
    from .runtime.play import roll_ability
    from .runtime.report import resolution_json, resolution_text

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    try:
        bound, resolution = roll_ability(args.path, args.ability, args.hero, args.target, seed=seed,
                                         edges=args.edges, banes=args.banes, bonus=args.bonus,
                                         surges=args.surges, automatic=args.automatic, downgrade=args.downgrade)
    except StatblockError as error:
        return _usage_error(error)
    if args.format == "json":
        print(json.dumps({"seed": seed, **resolution_json(resolution, bound)}, ensure_ascii=False, indent=2))
    else:
        print(resolution_text(resolution, bound))
        print(f"  (seed {seed})")
    return EXIT_OK


def _odds(args) -> int:
    from .diagnostics import StatblockError
    from .runtime.play import ability_odds_for
    from .runtime.report import odds_json, odds_text

    try:
        odds = ability_odds_for(args.path, args.ability, args.hero, edges=args.edges, banes=args.banes,
                                bonus=args.bonus, automatic=args.automatic)
    except StatblockError as error:
        return _usage_error(error)
    print(json.dumps(odds_json(odds), ensure_ascii=False, indent=2) if args.format == "json" else odds_text(odds))
    return EXIT_OK


def _fmt(args) -> int:
    from .authoring.files import collect
    from .authoring.format import format_text

    if args.paths == ["-"]:
        result = format_text(sys.stdin.read(), "<stdin>.ability")
        sys.stdout.write(result.text)
        for problem in result.problems:
            print(problem, file=sys.stderr)
        return EXIT_ERRORS if result.problems or (args.check and result.changed) else EXIT_OK
    files, missing = collect(args.paths, (".ability",))
    for path in missing:
        print(f"statblock: error: no such file or folder: {path}", file=sys.stderr)
    changed = failed = 0
    for path, _ in files:
        try:
            with open(path, encoding="utf-8-sig") as handle:
                result = format_text(handle.read(), path)
        except (OSError, UnicodeDecodeError) as error:
            print(f"statblock: error: cannot read {path}: {error}", file=sys.stderr)
            failed += 1
            continue
        for problem in result.problems:
            print(problem, file=sys.stderr)
        failed += bool(result.problems)
        if not result.changed:
            continue
        changed += 1
        if args.check:
            print(f"would reformat {path}")
        else:
            with open(path, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(result.text)
            print(f"reformatted {path}")
    verb = "would be reformatted" if args.check else "reformatted"
    print(f"{changed} file{'s' if changed != 1 else ''} {verb}, {len(files) - changed} unchanged"
          + (f", {failed} could not be formatted" if failed else ""), file=sys.stderr)
    if missing and not files:
        return EXIT_USAGE
    return EXIT_ERRORS if failed or missing or (args.check and changed) else EXIT_OK


def _convert(args) -> int:
    from .authoring.convert import FORMATS, convert
    from .authoring.files import collect, mirrored_path

    files, missing = collect(args.paths)
    for path in missing:
        print(f"statblock: error: no such file or folder: {path}", file=sys.stderr)
    if missing and not files:
        return EXIT_USAGE
    targets: dict[str, str] = {}
    for path, root in files:
        out = mirrored_path(path, root, args.output, FORMATS[args.to])
        if out in targets or os.path.abspath(out) == os.path.abspath(path):
            clash = "the input itself" if out not in targets else targets[out]
            print(f"statblock: error: {path} and {clash} would both be written to {out}", file=sys.stderr)
            return EXIT_USAGE
        targets[out] = path
    written = failed = 0
    for out, path in targets.items():
        result = convert(path, args.to, out, args.lang)
        for problem in result.problems:
            print(problem, file=sys.stderr)
        failed += bool(result.problems)
        if not result.abilities:
            print(f"no ability found in {path}; nothing written", file=sys.stderr)
            continue
        try:
            os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
            with open(out, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(result.text)
        except OSError as error:
            print(f"statblock: error: cannot write {out}: {error.strerror or error}; "
                  "choose an output folder you can write to", file=sys.stderr)
            return EXIT_USAGE
        written += 1
    print(f"converted {written} file{'s' if written != 1 else ''} to {args.to} in {args.output}"
          + (f"; {failed} with problems" if failed else ""), file=sys.stderr)
    return EXIT_ERRORS if failed or missing else EXIT_OK


_CARD_SUFFIXES = {".html": "html", ".htm": "html", ".pdf": "pdf", ".md": "md", ".markdown": "md", ".txt": "txt"}


def _cards(args) -> int:
    from .diagnostics import StatblockError
    from .render import render_cards
    from .runtime.hero import load_hero

    suffix = os.path.splitext(args.output)[1].lower()
    if args.format is None and suffix and suffix not in _CARD_SUFFIXES:
        return _usage_error(f"cannot tell the format from `{suffix}`; name the file .html, .pdf, .md or .txt, "
                            "or give --format")
    fmt = args.format or _CARD_SUFFIXES.get(suffix, "html")
    if fmt == "pdf" and args.output == "-" and sys.stdout.isatty():
        return _usage_error("a PDF is not for the terminal; name a file with -o")
    try:
        hero = load_hero(args.hero) if args.hero else None
    except StatblockError as error:
        return _usage_error(error)
    report = _run(args.paths)
    for d in report.diagnostics:
        if d.severity is Severity.ERROR:
            print(d.render(lang=args.lang), file=sys.stderr)
    abilities = report.abilities
    if not abilities:
        print(f"statblock: error: no ability found in {', '.join(args.paths)}", file=sys.stderr)
        return _exit_code(report) or EXIT_ERRORS
    try:
        data = render_cards(abilities, fmt, hero, args.lang, args.page, args.size)
    except StatblockError as error:  # PDF without WeasyPrint or its libraries
        return _usage_error(error)
    try:
        if args.output == "-":
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        else:
            with open(args.output, "wb") as handle:
                handle.write(data)
    except OSError as error:
        return _usage_error(f"cannot write {args.output}: {error.strerror or error}")
    who = f" for {hero.name}" if hero else ""
    print(f"wrote {len(abilities)} card{'s' if len(abilities) != 1 else ''}{who} to {args.output} ({fmt})",
          file=sys.stderr)
    return _exit_code(report)


_COMMANDS = {"check": _check, "parse": _parse, "roll": _roll, "odds": _odds, "fmt": _fmt, "convert": _convert,
             "cards": _cards}


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
