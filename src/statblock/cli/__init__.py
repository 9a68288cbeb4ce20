"""The `statblock` command. Exit codes follow DESIGN.md:
0 clean (or warnings only), 1 errors in the input, 2 bad usage or unreadable input.

The core's commands work for every ruleset (`files`); a ruleset adds commands of its own
(`Ruleset.commands`), found through the registry when the parser is built.
"""

from __future__ import annotations

import argparse
import functools
import sys

from ..collector import tune as tune_collector
from ..messages import CATALOG, msg
from .cards import run_cards
from .common import (
    ARGV_LANG, EXIT_OK, EXIT_USAGE, Parser, argv_cache_dir, argv_lang, help_text, lang_option, positive_number,
    whole_number, printable_path, quiet_option, say_error, silence_stdout)
from .convert import convert_formats, run_convert
from .files import run_check, run_parse, run_rulesets
from .fmt import run_fmt

__all__ = ["main"]


def _version() -> str:
    from importlib import metadata

    try:
        return metadata.version("statblock")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        from .. import __version__

        return __version__


class _VersionAction(argparse.Action):
    """`--version`, looking the version up only when asked (importlib.metadata costs every run 25 ms)."""

    def __init__(self, option_strings, dest, help=None):  # noqa: A002 - argparse's name
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        sys.stdout.write(f"statblock {_version()}\n")
        parser.exit()


def _build(lang: str = "en", wanted: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser, its help in `lang`. `wanted`: the one ruleset command whose arguments
    are added (the others are listed with their help only, so that a run imports no other game's
    command code); None: all of them."""
    h = functools.partial(help_text, lang)
    parser = Parser(prog="statblock", description=h("help.statblock"), lang=lang)
    parser.add_argument("--version", action=_VersionAction, help=h("help.version"))
    parser.add_argument("--lang", choices=["en", "ja"], dest="top_lang", help=h("help.lang"))
    sub = parser.add_subparsers(dest="command", parser_class=Parser, metavar="COMMAND")

    check = sub.add_parser("check", help=h("help.check"), lang=lang)
    check.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    check.add_argument("--format", choices=["text", "json", "github"], default="text", help=h("help.check.format"))
    lang_option(check, lang)
    check.add_argument("--error-on", choices=["error", "warning"], default="error", help=h("help.check.error_on"))
    check.add_argument("--color", choices=["auto", "always", "never"], default="auto", help=h("help.check.color"))
    check.add_argument("--no-cache", action="store_true", help=h("help.check.no_cache"))
    check.add_argument("--cache-dir", metavar="DIR", help=h("help.check.cache_dir"))
    check.add_argument("--jobs", type=positive_number, metavar="N", help=h("help.check.jobs"))
    quiet_option(check, lang)

    parse = sub.add_parser("parse", help=h("help.parse"), lang=lang)
    parse.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    parse.add_argument("--format", choices=["json"], default="json", help=h("help.parse.format"))
    lang_option(parse, lang, "help.parse.lang")
    quiet_option(parse, lang)

    fmt = sub.add_parser("fmt", help=h("help.fmt"), lang=lang)
    fmt.add_argument("paths", nargs="+", metavar="PATH", help=h("help.fmt.paths"))
    fmt.add_argument("--check", action="store_true", help=h("help.fmt.check"))
    lang_option(fmt, lang, "help.fmt.lang")
    quiet_option(fmt, lang)

    convert = sub.add_parser("convert", help=h("help.convert"), lang=lang)
    convert.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    convert.add_argument("--to", required=True, choices=list(convert_formats()), help=h("help.convert.to"))
    convert.add_argument("-o", "--output", required=True, metavar="DIR", help=h("help.convert.output"))
    lang_option(convert, lang, "help.convert.lang")
    convert.add_argument("--force", action="store_true", help=h("help.convert.force"))
    quiet_option(convert, lang)

    cards = sub.add_parser("cards", help=h("help.cards"), lang=lang)
    cards.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    cards.add_argument("--hero", metavar="HERO.toml", help=h("help.cards.hero"))
    cards.add_argument("--format", choices=["html", "pdf", "md", "txt"], help=h("help.cards.format"))
    lang_option(cards, lang, "help.cards.lang")
    cards.add_argument("--page", choices=["a4", "letter"], default="a4", help=h("help.cards.page"))
    cards.add_argument("--size", choices=["poker", "tarot", "index"], default="poker", help=h("help.cards.size"))
    cards.add_argument("-o", "--output", required=True, metavar="OUT", help=h("help.cards.output"))
    cards.add_argument("--force", action="store_true", help=h("help.cards.force"))
    cards.add_argument("--error-on", choices=["error", "warning"], default="error", help=h("help.cards.error_on"))
    cards.add_argument("--jobs", type=positive_number, metavar="N", help=h("help.cards.jobs"))
    quiet_option(cards, lang)

    for command in (check, parse, fmt, convert, cards):
        command.add_argument("--ruleset", metavar="NAME", help=h("help.ruleset"))
    rulesets = sub.add_parser("rulesets", help=h("help.rulesets"), lang=lang)
    rulesets.add_argument("--format", choices=["text", "json"], default="text", help=h("help.rulesets.format"))
    lang_option(rulesets, lang)
    lsp = sub.add_parser("lsp", help=h("help.lsp"), lang=lang)
    lang_option(lsp, lang, "help.lsp.lang")
    lsp.add_argument("--debounce", type=whole_number, default=200, metavar="MS", help=h("help.lsp.debounce"))
    serve = sub.add_parser("serve", help=h("help.serve"), lang=lang)
    serve.add_argument("path", metavar="PATH", help=h("help.serve.path"))
    serve.add_argument("--hero", metavar="HERO.toml", help=h("help.serve.hero"))
    lang_option(serve, lang, "help.serve.lang")
    serve.add_argument("--host", default="127.0.0.1", help=h("help.serve.host"))
    serve.add_argument("--port", type=whole_number, default=8765, metavar="N", help=h("help.serve.port"))
    serve.add_argument("--ruleset", metavar="NAME", help=h("help.ruleset"))
    serve.add_argument("-q", "--quiet", action="store_true", help=h("help.serve.quiet"))
    _ruleset_commands(sub, lang, wanted)
    return parser


def _ruleset_commands(sub, lang: str, wanted: str | None = None) -> None:
    """The commands the installed rulesets add (`roll`, `odds`, `timing`, …). A name only one ruleset
    offers is its command; a name several offer (`roll` for two games) reads its first argument, the
    file, and hands the rest to the command of that file's ruleset. A core command's name is never a
    ruleset's."""
    from ..rulesets import registry

    owners: dict[str, list] = {}
    for ruleset in registry.usable():
        for command in ruleset.commands():
            if command.name not in _COMMANDS:
                owners.setdefault(command.name, []).append((ruleset, command))
    for name, offered in owners.items():
        if len(offered) == 1:
            (_, command), = offered
            parser = sub.add_parser(name, help=_command_help(command, lang), lang=lang)
            if wanted is None or wanted == name:
                command.arguments(parser, lang)
            _OWN[name] = command.run
            continue
        parser = sub.add_parser(name, help=help_text(lang, "help.shared.command"), lang=lang)
        parser.add_argument("path", metavar="PATH", help=help_text(lang, "help.shared.path"))
        parser.add_argument("rest", nargs=argparse.REMAINDER, metavar="...", help=help_text(lang, "help.shared.rest"))
        parser.add_argument("--ruleset", metavar="NAME", help=help_text(lang, "help.ruleset"))
        lang_option(parser, lang)
        _OWN[name] = functools.partial(_shared, name, {ruleset.name: command for ruleset, command in offered})


def _command_help(command, lang: str) -> str:
    return help_text(lang, command.help) if command.help in CATALOG else command.help.replace("%", "%%")


def _shared(name: str, commands: dict, args) -> int:
    """A command several rulesets offer: the one of the ruleset of the file `args.path`, with the rest of
    the command line parsed by its own arguments."""
    from ..fileio import ReadProblem, problem_diagnostic, read_bounded
    from ..frontends import read_source
    from .files import not_offered, ruleset_for

    data = read_bounded(args.path)
    if isinstance(data, ReadProblem):
        say_error(args.ui, problem_diagnostic(data).text(args.ui))
        return EXIT_USAGE
    source, problems = read_source(args.path, data)
    if source is None:
        for problem in problems:
            say_error(args.ui, problem.text(args.ui))
        return EXIT_USAGE
    ruleset = ruleset_for(args.path, source.text, args.ruleset, args.ui)
    if ruleset is None:
        return EXIT_USAGE
    command = commands.get(ruleset.name)
    if command is None:
        not_offered(ruleset, name, args.ui, args.path)
        return EXIT_USAGE
    parser = Parser(prog=f"statblock {name}", description=_command_help(command, ARGV_LANG[0]), lang=ARGV_LANG[0])
    command.arguments(parser, ARGV_LANG[0])
    inner = parser.parse_args([args.path, *args.rest])
    inner.command = name
    inner.ui = getattr(inner, "lang", None) or args.ui
    inner.lang = inner.ui
    return command.run(inner)


#: The commands of rulesets, by name, once the parser is built.
_OWN: dict = {}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    tune_collector()  # (see `collector`: fewer looks for cycles that reading abilities nearly never makes)
    ARGV_LANG[0] = argv_lang(argv)  # before the parser is built: its help is in this language
    from ..cache import RUN_DIR, run_dir

    RUN_DIR[0] = argv_cache_dir(argv)  # what a run remembers (the rulesets it lists, parse tables) goes there too
    from .. import regex_store, toml_store

    folder = run_dir()
    regex_store.open_store(folder)  # (and the regular expressions it compiles, the rulesets' TOML data read)
    toml_store.open_store(folder)
    try:
        return _main(argv)
    finally:
        toml_store.close()
        regex_store.close()


def _main(argv: list[str]) -> int:
    parser = _build(ARGV_LANG[0], _wanted(argv))
    args = parser.parse_args(argv)
    if args.command is None:  # `statblock` alone: say what it can do
        parser.print_help()
        return EXIT_OK
    # the language of messages; `convert --lang` is the language written, and left unset means "as written"
    # (ARGV_LANG: a `--lang` anywhere on the line, as in the rest a command of several games hands on)
    args.ui = getattr(args, "lang", None) or args.top_lang or ARGV_LANG[0]
    if args.command != "convert":
        args.lang = args.ui
    if getattr(args, "ruleset", None):
        problem = _unknown_ruleset(args.ruleset)
        if problem is not None:
            say_error(args.ui, problem)
            return EXIT_USAGE
    if sys.stdout is None:  # started with standard output closed (`statblock check x >&-`)
        if sys.stderr is not None:
            print(msg("cli.error", message=msg("cli.stdout_closed")).render(args.ui), file=sys.stderr)
        return EXIT_USAGE
    try:
        code = (_COMMANDS.get(args.command) or _OWN[args.command])(args)
        sys.stdout.flush()  # a full device fails here, not at exit where it would be a traceback
        return code
    except BrokenPipeError:  # `statblock parse ... | head`: the reader has all it wanted
        silence_stdout()
        return EXIT_OK
    except OSError as error:
        reason = error.strerror or str(error)
        if error.filename is not None:  # a file the command meant to handle itself
            say_error(args.ui, msg("cli.path_reason", path=printable_path(str(error.filename)), reason=reason))
        else:
            silence_stdout()
            say_error(args.ui, msg("cli.cannot_write_output", reason=reason))
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


def _wanted(argv: list[str]) -> str:
    """The command the line names (its first word that is a command's name), or "" for none."""
    from ..rulesets import registry

    names = set(_COMMANDS) | {command.name for ruleset in registry.usable() for command in ruleset.commands()}
    return next((word for word in argv if word in names), "")


def _unknown_ruleset(name: str):
    """Why `--ruleset NAME` cannot be used (a message), or None when it can."""
    from ..rulesets import registry
    from .files import broken_message, unknown_message

    try:
        registry.get(name)
    except registry.UnknownRuleset as unknown:
        return unknown_message(unknown)
    except registry.BrokenRuleset as broken:
        return broken_message(broken)
    return None


def _run_serve(args) -> int:
    from ..serve.command import run_serve  # the server and watchfiles are imported by `statblock serve` only

    return run_serve(args)


def _run_lsp(args) -> int:
    from ..lsp import run  # pygls is imported by `statblock lsp` only

    return run(args)


_COMMANDS = {"check": run_check, "parse": run_parse, "fmt": run_fmt, "convert": run_convert, "cards": run_cards,
             "rulesets": run_rulesets, "lsp": _run_lsp, "serve": _run_serve}


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
