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
    return parser


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
    if report.usage_errors or any(f.source is None for f in report.files):
        if report.usage_errors:
            return EXIT_USAGE
    errors = report.count(Severity.ERROR)
    warnings = report.count(Severity.WARNING)
    if any(f.source is None for f in report.files) and not report.abilities:
        return EXIT_USAGE
    if errors or (error_on == "warning" and warnings):
        return EXIT_ERRORS
    return EXIT_OK


def _check(args) -> int:
    report = _run(args.paths)
    if args.format == "json":
        from .serialize import check_json

        print(json.dumps(check_json(report), ensure_ascii=False, indent=2))
    elif args.format == "github":
        for d in report.diagnostics:
            level = {"error": "error", "warning": "warning", "info": "notice"}[d.severity.value]
            message = d.message.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
            print(f"::{level} file={d.path},line={d.span.line},col={d.span.column},title={d.code}::{message}")
    else:
        color = args.color == "always" or (args.color == "auto" and sys.stdout.isatty() and "NO_COLOR" not in os.environ)
        for d in report.diagnostics:
            print(d.render(color=color))
            print()
        errors, warnings = report.count(Severity.ERROR), report.count(Severity.WARNING)
        print(f"checked {len(report.files)} file{'s' if len(report.files) != 1 else ''}, "
              f"{len(report.abilities)} abilit{'ies' if len(report.abilities) != 1 else 'y'}: "
              f"{errors} error{'s' if errors != 1 else ''}, {warnings} warning{'s' if warnings != 1 else ''}")
        empty = report.files_without_abilities
        if empty:
            print(f"no ability found in {len(empty)} file{'s' if len(empty) != 1 else ''}:")
            for path in empty:
                print(f"  {path}")
    return _exit_code(report, args.error_on)


def _parse(args) -> int:
    report = _run(args.paths)
    from .serialize import ability_json

    print(json.dumps({"abilities": [ability_json(a) for a in report.abilities]}, ensure_ascii=False, indent=2))
    for d in report.diagnostics:
        if d.severity is Severity.ERROR:
            print(d.render(), file=sys.stderr)
    return _exit_code(report)


_COMMANDS = {"check": _check, "parse": _parse}


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
