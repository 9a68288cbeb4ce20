"""The `statblock` command. Exit codes follow DESIGN.md:
0 clean (or warnings only), 1 errors in the input, 2 bad usage or unreadable input.

The core's commands work for every ruleset (`files`); a ruleset adds commands of its own
(`Ruleset.commands`), found through the registry when the parser is built.
"""

from __future__ import annotations

import argparse
import functools
import sys

from ..collector import settle as settle_collector, tune as tune_collector
from ..messages import CATALOG, Listing, msg
from .cards import run_cards
from .common import (
    ARGV_LANG, EXIT_OK, EXIT_USAGE, MAX_OPTIONS, Parser, argv_cache_dir, argv_lang, help_text, lang_option,
    options_over_limit, printable_path, say_error, silence_stdout)
from .convert import run_convert
from .files import ruleset_problem, run_check, run_parse, run_rulesets
from .fmt import run_fmt
from .parsers import CORE, LazyParser

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


def _build(lang: str = "en") -> argparse.ArgumentParser:
    """The command line's parser, its help in `lang`. Each command's own parser is made only when it is used
    (`LazyParser`): a run makes the one of the command it runs, and imports no other game's command code."""
    h = functools.partial(help_text, lang)
    parser = Parser(prog="statblock", description=h("help.statblock"), lang=lang)
    parser.add_argument("--version", action=_VersionAction, help=h("help.version"))
    parser.add_argument("--lang", choices=["en", "ja"], dest="top_lang", help=h("help.lang"))
    sub = parser.add_subparsers(dest="command", parser_class=LazyParser, metavar="COMMAND", help=h("help.command"))
    for name, (key, arguments) in CORE.items():
        sub.add_parser(name, help=h(key), description=h(key), lang=lang, build=arguments)
    _ruleset_commands(sub, lang)
    return parser


def _ruleset_commands(sub, lang: str) -> None:
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
            said = _command_help(command, lang)
            sub.add_parser(name, help=said, description=said, lang=lang, build=command.arguments)
            _OWN[name] = command.run
            continue
        said = help_text(lang, "help.shared.command")
        shown = sub.add_parser(name, help=said, description=said, lang=lang, build=_shared_arguments, add_help=False)   # (its `-h` is `_AskedHelp`: the help of the game named, if one is)
        _OWN[name] = functools.partial(_shared, name, {ruleset.name: command for ruleset, command in offered}, shown)


def _shared_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    """The arguments of a command several rulesets offer: the file, and the rest handed to its ruleset's command
    (whose options are never read as abbreviations of these: `--rules` is sbh's, not `--ruleset`)."""
    parser.allow_abbrev = False
    parser.add_argument("-h", "--help", action=_AskedHelp, nargs=0, help=help_text(lang, "help.help"))
    parser.add_argument("path", nargs="?", metavar="PATH", help=help_text(lang, "help.shared.path"))
    parser.add_argument("rest", nargs=argparse.REMAINDER, metavar="...", help=help_text(lang, "help.shared.rest"))
    parser.add_argument("--ruleset", metavar="NAME", help=help_text(lang, "help.ruleset"))
    lang_option(parser, lang)


class _AskedHelp(argparse.Action):
    """`-h` of a command several rulesets offer: remembered (its parser), not shown at once, since the help to show
    is that of the game the file or `--ruleset` names, which may come after it (`odds --help --ruleset sbh`)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        namespace.shared_help = parser


def _command_help(command, lang: str) -> str:
    return help_text(lang, command.help) if command.help in CATALOG else command.help.replace("%", "%%")


def _own_words(name: str, tail: list[str]) -> tuple[str | None, list[str]]:
    """What a command several rulesets offer was given after its name (`tail`, in order): `--ruleset`, and the words
    its ruleset's command reads (in order, `--lang` too). `odds --quality 3 --combat 2` has no file: the ruleset's
    command takes its options without one (before, `--quality` was an unrecognized argument). A `--ruleset` without
    its value raises `argparse.ArgumentError`."""
    words = Parser(prog=f"statblock {name}", add_help=False, allow_abbrev=False, exit_on_error=False,
                   lang=ARGV_LANG[0])
    words.add_argument("--ruleset")
    words.add_argument("--lang")
    known, rest = words.parse_known_args(tail)
    return known.ruleset, rest + (["--lang", known.lang] if known.lang else [])


class _WordsOnly(argparse.ArgumentParser):
    """A ruleset command's arguments as words only (no value checked, none required, its file optional): which word
    of a command line that command's own parser takes for its file. Its errors raise `argparse.ArgumentError`."""

    def __init__(self) -> None:
        super().__init__(add_help=False, exit_on_error=False)
        self.file: str | None = None

    def add_argument(self, *names, **options):
        for checked in ("required", "type", "choices"):
            options.pop(checked, None)
        if names and not names[0].startswith(self.prefix_chars):
            self.file = names[0]
            options["nargs"] = "?"
        return super().add_argument(*names, **options)

    def error(self, message: str):
        raise argparse.ArgumentError(None, message)


def _file_word(commands: list, rest: list[str]) -> tuple[bool, str | None, list[str]]:
    """The file among `rest` (the words of a command several rulesets offer but `--ruleset` and `--lang`), as the
    parsers of `commands` (those that may run) take it: (True, the file or None, unknown), or (False, None, unknown)
    when they take different words. The first word, when it is no option, is the file for every one (none is
    parsed); else the parsers that know every word (if any does) decide: `roll --quality 3 --dice 2 W.sbh` is sbh's
    file `W.sbh`, not the file `3` of a game without `--quality`. `unknown` lists, as written, the options none of
    the parsers knows when none knows every word (`odds --qualty 3 W.sbh`: `--qualty`, whose `3` each took for the
    file); it is empty otherwise."""
    if not rest or rest[0] == "-" or not rest[0].startswith("-"):
        return True, rest[0] if rest else None, []
    every, clean, strange = set(), set(), None
    for command in commands:
        probe = _WordsOnly()
        command.arguments(probe, ARGV_LANG[0])
        try:
            found, unknown = probe.parse_known_args(rest)
        except argparse.ArgumentError:
            continue
        word = getattr(found, probe.file) if probe.file else None
        every.add(word)
        if not unknown:
            clean.add(word)
        options = {said for said in unknown if said.startswith("-") and said != "-"}
        strange = options if strange is None else strange & options
    taken = clean or every
    unknown = [] if clean or not strange else [word for word in rest if word in strange]
    return (True, next(iter(taken), None), unknown) if len(taken) <= 1 else (False, None, unknown)


def _shared(name: str, commands: dict, shown, args) -> int:
    """A command several rulesets offer: the one of the ruleset of the file its words name (or, without a file, of
    `--ruleset`), with its words parsed by its own arguments (`shown`: the parser of its usage)."""
    from ..fileio import ReadProblem, read_bounded
    from ..frontends import read_source
    from ..rulesets import registry
    from .common import report_problems
    from .files import not_offered, ruleset_for

    asked = getattr(args, "shared_help", None)
    if asked is not None and args.path is None and not args.ruleset:   # `odds --help`: no game named, the shared help
        asked.print_help()
        asked.exit()   # (as argparse's own `-h` ends)
    try:
        forced, args.rest = _own_words(name, args.tail)
    except argparse.ArgumentError as error:  # (`odds W.sbh --ruleset`: said with the command's usage)
        shown.error(str(error))
    args.ruleset = forced or args.ruleset
    problem = ruleset_problem(args.ruleset) if args.ruleset else None
    if problem is not None:
        say_error(args.ui, problem)
        return EXIT_USAGE
    ruleset = registry.get(args.ruleset) if args.ruleset else None   # (known: said above when it is not)
    own = commands.get(ruleset.name) if ruleset is not None else None
    known, path, unknown = _file_word([own] if own is not None else list(commands.values()), args.rest)
    if asked is None and {"-h", "--help"} & set(args.rest):
        asked = shown   # (`odds --quality 3 --help`: argparse took `3` for the file, `--help` for the rest)
    if asked is None and unknown:   # (`odds --qualty 3 W.sbh`: said as argparse says it, not `no such file: 3`)
        (_game_parser(name, own) if own is not None else shown).error(f"unrecognized arguments: {' '.join(unknown)}")
    if asked is not None and ruleset is None and (path is None or not known):
        asked.print_help()   # (`odds --help`, `odds --quality 3 --help`: no game named, the shared help)
        asked.exit()   # (as argparse's own `-h` ends)
    if not known:
        say_error(args.ui, msg("cli.shared_which_file", command=f"statblock {name}", names=Listing(tuple(commands))))
        return EXIT_USAGE
    if path is None:
        if ruleset is None:
            say_error(args.ui, msg("cli.shared_no_file", command=f"statblock {name}", names=Listing(tuple(commands))))
            return EXIT_USAGE
        command = commands.get(ruleset.name)
        if command is None:
            not_offered(ruleset, name, args.ui)
            return EXIT_USAGE
        return _run_shared(name, command, args)
    data = read_bounded(path)
    if isinstance(data, ReadProblem):  # (the file named, as every command names it: a bare reason named none)
        hint = _word_hint(name, [own] if own is not None else list(commands.values()), data, args.rest)
        if hint is not None:   # (`odds 'KS(3,4)>=2'`: the game's notation where the file goes, its form said)
            say_error(args.ui, hint)
            return EXIT_USAGE
        report_problems([data], args.ui)
        return EXIT_USAGE
    source, problems = read_source(path, data)
    if source is None:  # (binary, not UTF-8: said at its place in the file, as `check` says it, with this command's
        for problem in problems:   # advice for a binary file: `check`'s was to leave it out of the paths to check)
            if problem.code == "SB002":
                import attrs

                problem = attrs.evolve(problem, message=msg("file.binary_one", command=f"statblock {name}"))
            print(problem.render(lang=args.ui), file=sys.stderr)
        return EXIT_USAGE
    ruleset = ruleset_for(path, source.text, args.ruleset, args.ui)
    if ruleset is None:
        return EXIT_USAGE
    command = commands.get(ruleset.name)
    if command is None:
        not_offered(ruleset, name, args.ui, path)
        return EXIT_USAGE
    return _run_shared(name, command, args)


def _word_hint(name: str, commands: list, problem, rest: list[str]):
    """What a game's command says of a word taken for its file that is none (`odds 'KS(3,4)>=2'`: the form this tool
    takes, `--check`, with the user's other words `rest` kept), or None: the first game whose command knows the word
    as its own notation."""
    if problem.kind != "missing":
        return None
    for command in commands:
        said = command.hint(problem.path, name, rest) if command.hint is not None else None
        if said is not None:
            return said
    return None


def _run_shared(name: str, command, args) -> int:
    """The ruleset's `command` run on its words (the file, if any, where it was written)."""
    inner = _game_parser(name, command).parse_args(args.rest)
    inner.command = name
    inner.ui = getattr(inner, "lang", None) or args.ui
    inner.lang = inner.ui
    return command.run(inner)


def _game_parser(name: str, command) -> Parser:
    """The parser of the ruleset's `command` offered as `statblock NAME`."""
    parser = Parser(prog=f"statblock {name}", description=_command_help(command, ARGV_LANG[0]), lang=ARGV_LANG[0])
    command.arguments(parser, ARGV_LANG[0])
    return parser


#: The commands of rulesets, by name, once the parser is built.
_OWN: dict = {}


def main(argv: list[str] | None = None) -> int:
    entry = argv is None   # (the process's own command line, not a call by a program that runs on)
    argv = sys.argv[1:] if argv is None else list(argv)
    tune_collector(starting=entry)  # (see `collector`: fewer looks for cycles that reading abilities nearly never makes)
    ARGV_LANG[0] = argv_lang(argv)  # before the parser is built: its help is in this language
    options = options_over_limit(argv)
    if options is not None:  # (before argparse, whose time grows with the square of their number)
        say_error(ARGV_LANG[0], msg("cli.too_many_options", count=options, limit=MAX_OPTIONS))
        return EXIT_USAGE
    from ..cache import RUN_DIR, run_dir

    RUN_DIR[0] = argv_cache_dir(argv)  # what a run remembers (the rulesets it lists, parse tables) goes there too
    from .. import regex_store, toml_store

    folder = run_dir()
    regex_store.open_store(folder)  # (and the regular expressions it compiles, the rulesets' TOML data read)
    toml_store.open_store(folder)
    try:
        return _main(argv)
    finally:
        settle_collector(freeze=False)  # (a run that read no file: the threshold as it was meant to be after the start)
        toml_store.close()
        regex_store.close()


def _main(argv: list[str]) -> int:
    parser = _build(ARGV_LANG[0])
    try:
        args, extra = parser.parse_known_args(argv)
        shared = isinstance(_OWN.get(args.command), functools.partial)   # (a command several rulesets offer)
        if shared:  # its own words are its ruleset's to read; what stands before its name is the top parser's only
            extra = parser.parse_known_args(argv[:argv.index(args.command)])[1]
        if extra:   # (as `parse_args` says it; with the command's usage when they follow its name, not `statblock`'s)
            _said_by(parser, argv, args.command, extra).error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as refused:
        # (`fmt - --chek`, `fmt - --lang xx`: bad usage, said and exit 2, and standard input given back unchanged, as
        # `fmt -` gives back any text it leaves as it is; before, an editor filtering its buffer through it got nothing)
        if refused.code == EXIT_USAGE and _filters_stdin(argv, parser):
            from .fmt import give_back_stdin

            give_back_stdin()
        raise
    # a shared command's words after its name, in order, for its ruleset's command: argparse takes a value of an
    # option it does not know for the file (`odds --quality 3`: the file `3`)
    args.tail = argv[argv.index(args.command) + 1:] if shared else None
    if args.command is None:  # `statblock` alone: say what it can do
        parser.print_help()
        return EXIT_OK
    # the language of messages; `convert --lang` is the language written, and left unset means "as written"
    # (ARGV_LANG: a `--lang` anywhere on the line, as in the rest a command of several games hands on)
    args.ui = getattr(args, "lang", None) or args.top_lang or ARGV_LANG[0]
    if args.command != "convert":
        args.lang = args.ui
    # (`fmt -` is a filter: standard input is read and given back with the refusal, `fmt.py`; before, it was refused
    # here unread, and an editor filtering its buffer through it got nothing back)
    if getattr(args, "ruleset", None) and not (args.command == "fmt" and set(args.paths) == {"-"}):
        problem = ruleset_problem(args.ruleset)
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
        from ..messages.oserrors import os_reason

        reason = os_reason(error)
        if error.filename is not None:  # a file the command meant to handle itself
            say_error(args.ui, msg("cli.path_reason", path=printable_path(str(error.filename)), reason=reason))
        else:
            silence_stdout()
            say_error(args.ui, msg("cli.cannot_write_output", reason=reason))
        return EXIT_USAGE
    except KeyboardInterrupt:  # (Ctrl-C: every write is to a temporary file renamed when whole, `fileio.atomic_write`)
        if sys.stderr is not None:
            print(msg("cli.interrupted").render(args.ui), file=sys.stderr)
        return 130


def _filters_stdin(argv: list[str], parser: argparse.ArgumentParser) -> bool:
    """Whether `argv` asks for `fmt -`, the one command that filters standard input to standard output: its command
    `fmt`, and `-` a path after it. An option's value is skipped, as argparse takes it: `--lang ja fmt -` is `fmt`'s
    (before, `ja` was taken for the command and nothing given back), and `fmt --lang - f.ability` reads no standard
    input (`-` is `--lang`'s value; before, standard input was read after the usage error)."""
    at = _after_options(argv, 0, _valued(parser))
    if at >= len(argv) or argv[at] != "fmt":
        return False
    valued = _valued(_command_parser(parser, "fmt"))
    at += 1
    while at < len(argv):
        if argv[at] == "--":
            return "-" in argv[at + 1:]
        if argv[at] == "-":
            return True
        at = _after_options(argv, at, valued)
        at += at < len(argv) and argv[at] != "-" and argv[at] != "--"
    return False


def _after_options(argv: list[str], at: int, valued: list[str]) -> int:
    """Where the next word that is no option (nor an option's value) stands in `argv`, from `at`."""
    while at < len(argv) and argv[at].startswith("-") and argv[at] not in ("-", "--"):
        word = argv[at]
        at += 1
        if "=" not in word and word.startswith("--"):   # (`--lang ja`, or `--lan ja` as argparse's abbreviation)
            named = [option for option in valued if option.startswith(word)]
            at += bool(word in valued or len(named) == 1) and at < len(argv)
        elif "=" not in word and word[:2] in valued and len(word) == 2:   # (`-o DIR`)
            at += at < len(argv)
    return at


def _valued(parser) -> list[str]:
    """The option strings of `parser` that take a value."""
    return [option for action in parser._actions if action.nargs != 0 and action.option_strings
            for option in action.option_strings]


def _command_parser(parser: argparse.ArgumentParser, command: str):
    """The parser of `command` (the top one when it has none)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            return action.choices[command]
    return parser


def _said_by(parser: argparse.ArgumentParser, argv: list[str], command: str | None, extra: list[str]):
    """The parser whose usage an error of `extra` words shows: the command's when each comes after its name
    (`check x --bogus` showed `usage: statblock [-h] [--version] …`, not `check`'s options), else the top one's."""
    if command is None or command not in argv:
        return parser
    after = set(argv[argv.index(command) + 1:])   # (a set: a list looked up for each word was quadratic in them)
    if any(word not in after for word in extra):
        return parser
    return _command_parser(parser, command)


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
