"""What every command shares: the parser, help text from the catalog, option types, messages on
standard error, exit codes. Rulesets that add commands use these too."""

from __future__ import annotations

import argparse
import functools
import os
import re
import sys

from ..diagnostics import Severity
from ..messages import CATALOG, Lines, Listing, Message, environment_lang, msg
from .helpformat import HelpFormatter

__all__ = ["ARGV_LANG", "MAX_OPTIONS", "argparse_message", "EXIT_ERRORS", "EXIT_OK", "EXIT_USAGE", "Parser", "argv_cache_dir",
           "argv_lang", "error_text", "exit_code", "options_over_limit", "help_text", "lang_option", "positive_number", "printable_path",
           "quiet_option", "report_problems", "run_paths", "say", "say_error", "say_findings", "seed_number", "silence_stdout",
           "signed_number", "small_count", "usage_error", "whole_number", "write_output"]

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


class Parser(argparse.ArgumentParser):
    """A parser whose help is in `lang`: argparse's own words too (`-h`, the section titles)."""

    def __init__(self, *args, lang: str = "en", **kwargs) -> None:
        kwargs.setdefault("formatter_class", functools.partial(HelpFormatter, lang=lang))
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)
        self._positionals.title = msg("help.positionals").render(lang)
        self._optionals.title = msg("help.options").render(lang)
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS, help=help_text(lang, "help.help"))

    def error(self, message: str):  # argparse's default exit code 2 is ours too; keep the message short
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, msg("cli.error", message=argparse_message(message)).render(ARGV_LANG[0]) + "\n")


# argparse's own error messages (Python 3.11 to 3.13), as catalog messages: they then read in the user's
# language, and a mistyped choice gets a did-you-mean. A message none of these match is shown as it is. (Compiled
# at the first error, not at import: a run without one, nearly every run, compiled eight patterns for nothing.)
_ARGPARSE = (
    (r"the following arguments are required: (?P<names>.+)", "argparse.required"),
    (r"argument (?P<name>\S+): invalid choice: '(?P<value>.*)' \(choose from (?P<choices>.*)\)", "argparse.choice"),
    (r"unrecognized arguments: (?P<names>.+)", "argparse.unrecognized"),
    (r"argument (?P<name>\S+): expected one argument", "argparse.one"),
    (r"argument (?P<name>\S+): expected at least one argument", "argparse.at_least_one"),
    (r"argument (?P<name>\S+): invalid (?P<kind>\w+) value: '(?P<value>.*)'", "argparse.value"),
    (r"ambiguous option: (?P<value>\S+) could match (?P<names>.+)", "argparse.ambiguous"),
    (r"argument (?P<name>\S+): (?P<message>.+)", "argparse.argument"),
)


#: The most words of the user's an argparse message repeats (`unrecognized arguments: a b c ...`): the rest are
#: counted. And the most characters of one word it repeats.
ECHOED_WORDS = 5
ECHOED_CHARACTERS = 60


def echoed(word: str) -> str:
    """A word of the command line as a message repeats it: on one line, and cut short past `ECHOED_CHARACTERS`."""
    word = word.replace("\r", "\\r").replace("\n", "\\n")
    return word if len(word) <= ECHOED_CHARACTERS else word[:ECHOED_CHARACTERS - 1] + "…"


def argparse_message(message: str) -> object:
    """argparse's `message` as a catalog message, with a did-you-mean for a mistyped choice. The user's words it
    repeats are cut short, and past `ECHOED_WORDS` of them counted (10,000 stray words were a message of 90 KB)."""
    for pattern, key in _ARGPARSE:
        match = re.fullmatch(pattern, message)
        if match is None:
            continue
        found = match.groupdict()
        if "names" in found:  # a list argparse joined the English way
            found["names"] = Listing(tuple(echoed(word) for word in found["names"].replace(", ", " ").split()),
                                     ECHOED_WORDS)
        if "value" in found:
            found["value"] = echoed(found["value"])
        if key != "argparse.choice":
            return msg(key, **found)
        from ..rulesets.similarity import closest

        choices = [c.strip().strip("'") for c in found["choices"].split(",")]
        guess = closest(match.group("value"), choices, 0.6)
        said = msg(key, name=found["name"], value=found["value"], choices=Listing(tuple(choices)))
        return msg("cli.with_suggestion", message=said, suggestion=msg("cli.did_you_mean", guess=guess)) if guess else said
    return message


# The language of messages given before the arguments are parsed (argparse's own errors, a bad number):
# `--lang` as written on the command line, else STATBLOCK_LANG or the locale.
ARGV_LANG = ["en"]


def argv_cache_dir(argv: list[str]) -> str | None:
    """`check --cache-dir DIR` (or an abbreviation argparse takes), read before the parser is built, as
    `argv_lang`: the installed rulesets, looked up to build it, are remembered in that cache folder too.
    (`--no-cache` is about the results: the remembered rulesets are checked against what is installed
    on every run, so they never make a result stale.)"""
    folder = None
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        name, equals, value = arg.partition("=")
        if len(name) >= 4 and "--cache-dir".startswith(name):
            if equals:
                folder = value
            elif index + 1 < len(argv):
                folder = argv[index + 1]
    return folder


#: The most option words (`--format`, `-q`, a mistyped `--bogus`) one command line may hold. argparse takes time
#: quadratic in their number (for each it looks for the next among all of them: 10,000 `--bogus 3` took 8 s of CPU),
#: and each command of several games parses them three times more; no command has twenty options.
MAX_OPTIONS = 100
# what argparse takes for a negative number rather than an option (`--edges -1`)
_NEGATIVE_NUMBER = re.compile(r"-\d+|-\d*\.\d+")


def options_over_limit(argv: list[str]) -> int | None:
    """How many option words `argv` holds when they are more than `MAX_OPTIONS` (else None), counted as argparse
    tells an option from a value: a word that starts with `-` and is neither `-` nor a negative number, before a
    `--` (after which every word is a file or a value). File names are not counted: `check` of 10,000 files is
    what a folder's glob gives."""
    count = 0
    for word in argv:
        if word == "--":
            break
        if word.startswith("-") and word != "-" and not _NEGATIVE_NUMBER.fullmatch(word):
            count += 1
    return count if count > MAX_OPTIONS else None


def argv_lang(argv: list[str]) -> str:
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv) and argv[index + 1] in ("en", "ja"):
            return argv[index + 1]
        if arg in ("--lang=en", "--lang=ja"):
            return arg.split("=", 1)[1]
    return environment_lang()




# Words the help says as they are typed in every language (choices, environment variables, formats' names):
# the catalog's Japanese help names them `{json}`, `{STATBLOCK_LANG}`, … so that no English is left in its text.
_TYPED: dict[str, object] = {word: word for word in (
    "text", "json", "github", "auto", "always", "never", "poker", "tarot", "index", "en", "mm", "OUT",
    "JSON", "Markdown", "README", "NO_COLOR", "STATBLOCK_LANG", "STATBLOCK_CACHE_DIR")}
_TYPED["rulesets_command"] = "statblock rulesets"
_TYPED["shared_help"] = "statblock COMMAND PATH --help"
_TYPED["langs"] = Listing(("en", "ja"))
# Song of Blades and Heroes: the choices of `odds`/`roll` and the rule ids of `--rules`/`--target-rules`,
# typed as they are (here because `help_text`, which every help key goes through, formats with this dict)
_TYPED.update({word: word for word in (
    "transfix", "attack", "short", "double", "triple", "good_shot", "poison", "undead", "swarm", "stealth")})
_TYPED["sbh_suffix"] = ".sbh"
_TYPED["stdin"] = "<stdin>"


@functools.cache
def _typed(lang: str) -> dict[str, str]:
    from ..rulesets import registry

    typed = {name: value.render(lang) if isinstance(value, Listing) else value for name, value in _TYPED.items()}
    typed["suffixes"] = Listing(registry.suffixes()).render(lang)  # of every installed ruleset
    return typed


def help_text(lang: str, key: str) -> str:
    """A help text of the catalog in `lang`, made safe for argparse (which formats help with `%`).

    Formatted here rather than by `msg(key, ...).render(lang)`, which would render every typed word
    for each of the seventy texts: building the parser is part of every run."""
    templates = CATALOG[key]
    return (templates.get(lang) or templates["en"]).format_map(_typed(lang)).replace("%", "%%")


def lang_option(command: argparse.ArgumentParser, lang: str, key: str = "help.lang") -> None:
    command.add_argument("--lang", choices=["en", "ja"], help=help_text(lang, key))


def quiet_option(command: argparse.ArgumentParser, lang: str) -> None:
    command.add_argument("-q", "--quiet", action="store_true", help=help_text(lang, "help.quiet"))




#: The largest seed a command takes (`--seed`), as a scenario's `seed` (a 63-bit number, as most dice tools keep one):
#: before, a 400-digit seed was taken and printed back whole.
MAX_SEED = 2**63 - 1
#: The largest bonus (`--bonus`, either sign) and count of edges, banes or surges a command takes: far past any the
#: rules give (a 2d10 roll's tier is settled by then), small enough to print.
MAX_MODIFIER = 100


def seed_number(text: str) -> int:
    """A seed for the random numbers: 0 to `MAX_SEED`."""
    return whole_number(text, 0, MAX_SEED)


def signed_number(text: str) -> int:
    """A bonus or a penalty: `-MAX_MODIFIER` to `MAX_MODIFIER`."""
    return whole_number(text, -MAX_MODIFIER, MAX_MODIFIER)


def small_count(text: str) -> int:
    """A count of edges, banes or surges: 0 to `MAX_MODIFIER`."""
    return whole_number(text, 0, MAX_MODIFIER)


def whole_number(text: str, least: int = 0, most: int | None = None) -> int:
    written = text.strip()
    digits = written.lstrip("+-")
    if digits.isascii() and digits.isdigit() and len(written) - len(digits) <= 1:
        # (leading zeros lead nothing: `--bonus 00005` is 5, and 5,000 zeros before a 7 are 7, not past a bound nor
        # past Python's limit on converting digits)
        digits = digits.lstrip("0") or "0"
        text = written[:len(written) - len(written.lstrip("+-"))] + digits
    if most is not None and len(digits) > len(str(max(abs(least), most))) + 1 and digits.isascii() and digits.isdigit():
        # (more digits than any number allowed: said as out of range, cut short, and never made a number, which past
        # 4,300 digits Python refuses as no whole number at all)
        value = echoed(text.strip())
        if text.strip().startswith("-"):
            raise argparse.ArgumentTypeError(msg("cli.at_least", least=least, value=value).render(ARGV_LANG[0]))
        raise argparse.ArgumentTypeError(msg("cli.at_most", most=most, value=value).render(ARGV_LANG[0]))
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(msg("cli.whole_number", text=repr(echoed(text))).render(ARGV_LANG[0])) from None
    if value < least:
        raise argparse.ArgumentTypeError(msg("cli.at_least", least=least, value=echoed(str(value))).render(ARGV_LANG[0]))
    if most is not None and value > most:
        raise argparse.ArgumentTypeError(msg("cli.at_most", most=most, value=echoed(str(value))).render(ARGV_LANG[0]))
    return value


def positive_number(text: str) -> int:
    """A number of 1 or more, a negative one refused with the same least (`--jobs -1` was told `must be 0 or
    more`, and 0 was refused too)."""
    return whole_number(text, least=1)



def silence_stdout() -> None:
    """Point standard output at /dev/null, so that flushing it at exit cannot fail a second time."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def run_paths(paths: list[str], quiet: bool = True, ruleset: str | None = None):
    """Every file under `paths` read by its ruleset (or by `ruleset`), with a progress bar unless `quiet`."""
    from ..pipeline import run
    from ..progress import progress

    return run(paths, progress(quiet), ruleset)


def exit_code(report, error_on: str = "error") -> int:
    # a path that does not exist, or a file that cannot be read as text, is unreadable input
    if report.usage_errors or any(f.source is None for f in report.files):
        return EXIT_USAGE
    errors = report.count(Severity.ERROR)
    warnings = report.count(Severity.WARNING)
    if errors or (error_on == "warning" and warnings):
        return EXIT_ERRORS
    return EXIT_OK



def say_findings(report, lang: str = "en", command: str | None = None) -> None:
    """What `check` says of the files a command read, errors and warnings, on standard error, as `check` words them
    (`parse` and `cards`: their output is the same bytes either way). A JSON beside the file it was written from
    (SB012), read twice, or words kept as a note were said only by `check`; information (a hint, not a problem)
    stays `check`'s. A binary file (SB002) gets the advice of `command` when it is named (`check`'s is to remove it
    from the paths to check)."""
    for d in report.diagnostics:
        if d.severity is not Severity.INFO:
            if command is not None and d.code == "SB002":
                import attrs

                d = attrs.evolve(d, message=msg("file.binary_named", command=f"statblock {command}"))
            print(d.render(lang=lang), file=sys.stderr)


def usage_error(error: Exception | Message | str, lang: str = "en") -> int:
    say_error(lang, _localized(error))
    return EXIT_USAGE


def error_text(error: Exception, lang: str) -> str:
    """What an error says in `lang`, safe to show on a terminal."""
    said = _localized(error)
    return printable_path(said.render(lang) if hasattr(said, "render") else str(said))


def _localized(error: Exception | Message | str) -> object:
    """What an error says, as a message when it carries one (it then renders in every language)."""
    if isinstance(error, Exception) and len(error.args) == 1 and hasattr(error.args[0], "render"):
        return error.args[0]
    return error if isinstance(error, (Message, Lines, Listing)) else str(error)


def say_error(lang: str, message: object) -> None:
    """`statblock: error: …` on stderr in `lang`, each line made printable."""
    say(msg("cli.error", message=message).render(lang))




def report_problems(problems, lang: str = "en") -> None:
    """One line on stderr for each path that could not be used (missing, not a regular file, unreadable)."""
    from ..fileio import problem_diagnostic

    for problem in problems:
        message = problem_diagnostic(problem).text(lang)
        if problem.kind != "missing":
            message = msg("cli.path_reason", path=printable_path(problem.path), reason=message)
        say_error(lang, message)


def printable_path(path: str) -> str:
    """A path as the terminal may show it (no control characters)."""
    from ..terminal import printable

    return printable(path)


def say(text: object, lang: str = "en") -> None:
    """Print a message that may hold file names and file text on stderr, each line made printable."""
    if isinstance(text, (Message, Lines, Listing)):
        text = text.render(lang)
    elif hasattr(text, "render"):  # a diagnostic
        text = text.render(lang=lang)
    else:
        text = str(text)
    print("\n".join(printable_path(line) for line in text.split("\n")), file=sys.stderr)


def write_output(out: str, text: str, force: bool, lang: str | None) -> bool:
    """Write `text` to the file `out` atomically, its folders made (over a file there only with `force`):
    whether it was written; when not, why is said (`convert` and `export` write their files so)."""
    from ..fileio import WriteError, atomic_write

    try:
        atomic_write(out, text.encode("utf-8"), overwrite=force, make_folders=True)
    except WriteError as error:  # (said as it is: each says what to do; a second advice was added, `…; choose a
        say_error(lang, error_text(error, lang))   # folder you can write to; choose an output folder you can…`)
        return False
    return True
