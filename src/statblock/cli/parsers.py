"""The parser of each command, made only when the command runs, and the options of the core's commands.

`statblock --help` lists every command and a misspelt one is told them all, but a run parses the arguments of
one command: making every command's parser (some fifteen parsers and ninety help formatters) cost each run about
7 ms, most of it for parsers no one used."""

from __future__ import annotations

import argparse
import functools
from typing import Callable

from .common import Parser, help_text, lang_option, positive_number, quiet_option, whole_number
from .convert import convert_formats

__all__ = ["CORE", "LazyParser"]


class LazyParser:
    """A command's parser as the top-level parser's sub-parsers hold it (its `parser_class`): a `Parser` of the
    same arguments, made and given its arguments by `build(parser, lang)` the first time anything of it is used
    (argparse calls `parse_known_args` on the command it runs, and on that one only). Everything is the made
    parser's: its help, usage and errors are those of a parser made at once."""

    def __init__(self, *, build: Callable[[argparse.ArgumentParser, str], None], prog: str, lang: str = "en",
                 add_help: bool = True, description: str | None = None) -> None:
        self._recipe = (build, prog, lang, add_help, description)
        self._made: Parser | None = None

    def made(self) -> Parser:
        if self._made is None:
            build, prog, lang, add_help, description = self._recipe
            parser = Parser(prog=prog, lang=lang, add_help=add_help, description=description)
            build(parser, lang)
            self._made = parser
        return self._made

    def __getattr__(self, name: str):  # (only for what the object itself has not: the made parser's)
        return getattr(self.made(), name)


def _check(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    parser.add_argument("paths", nargs="+", metavar="PATH", help=h("help.check.paths"))
    parser.add_argument("--format", choices=["text", "json", "github"], default="text", help=h("help.check.format"))
    lang_option(parser, lang)
    parser.add_argument("--error-on", choices=["error", "warning"], default="error", help=h("help.check.error_on"))
    parser.add_argument("--color", choices=["auto", "always", "never"], default="auto", help=h("help.check.color"))
    parser.add_argument("--no-cache", action="store_true", help=h("help.check.no_cache"))
    parser.add_argument("--cache-dir", metavar="DIR", help=h("help.check.cache_dir"))
    parser.add_argument("--jobs", type=positive_number, metavar="N", help=h("help.check.jobs"))
    quiet_option(parser, lang)
    _ruleset_option(parser, lang)
    parser.add_argument("--stdin-name", metavar="NAME", help=h("help.check.stdin_name"))


def _parse(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    parser.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    parser.add_argument("--format", choices=["json"], default="json", help=h("help.parse.format"))
    lang_option(parser, lang, "help.parse.lang")
    quiet_option(parser, lang)
    _ruleset_option(parser, lang)


def _fmt(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    parser.add_argument("paths", nargs="+", metavar="PATH", help=h("help.fmt.paths"))
    parser.add_argument("--check", action="store_true", help=h("help.fmt.check"))
    lang_option(parser, lang, "help.fmt.lang")
    quiet_option(parser, lang)
    _ruleset_option(parser, lang)


def _convert(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    parser.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    parser.add_argument("--to", required=True, choices=list(convert_formats()), help=h("help.convert.to"))
    parser.add_argument("-o", "--output", required=True, metavar="DIR", help=h("help.convert.output"))
    lang_option(parser, lang, "help.convert.lang")
    parser.add_argument("--force", action="store_true", help=h("help.convert.force"))
    quiet_option(parser, lang)
    _ruleset_option(parser, lang)


def _cards(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    parser.add_argument("paths", nargs="+", metavar="PATH", help=h("help.paths"))
    parser.add_argument("--hero", metavar="HERO.toml", help=h("help.cards.hero"))
    parser.add_argument("--format", choices=["html", "pdf", "md", "txt"], help=h("help.cards.format"))
    lang_option(parser, lang, "help.cards.lang")
    parser.add_argument("--page", choices=["a4", "letter"], default="a4", help=h("help.cards.page"))
    parser.add_argument("--size", choices=["poker", "tarot", "index"], default="poker", help=h("help.cards.size"))
    parser.add_argument("-o", "--output", required=True, metavar="OUT", help=h("help.cards.output"))
    parser.add_argument("--force", action="store_true", help=h("help.cards.force"))
    parser.add_argument("--error-on", choices=["error", "warning"], default="error", help=h("help.cards.error_on"))
    parser.add_argument("--jobs", type=positive_number, metavar="N", help=h("help.cards.jobs"))
    quiet_option(parser, lang)
    _ruleset_option(parser, lang)


def _rulesets(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    parser.add_argument("--format", choices=["text", "json"], default="text", help=h("help.rulesets.format"))
    lang_option(parser, lang)


def _lsp(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    lang_option(parser, lang, "help.lsp.lang")
    parser.add_argument("--debounce", type=_milliseconds, default=200, metavar="MS", help=h("help.lsp.debounce"))


#: The longest wait `lsp --debounce` takes: an hour (a number of milliseconds past what a float holds, 400 digits, was
#: a traceback, `OverflowError`, when the server started).
MAX_DEBOUNCE_MS = 3_600_000


def _milliseconds(text: str) -> int:
    return whole_number(text, 0, MAX_DEBOUNCE_MS)


def _serve(parser: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    parser.add_argument("path", metavar="PATH", help=h("help.serve.path"))
    parser.add_argument("--hero", metavar="HERO.toml", help=h("help.serve.hero"))
    lang_option(parser, lang, "help.serve.lang")
    parser.add_argument("--host", default="127.0.0.1", help=h("help.serve.host"))
    parser.add_argument("--port", type=whole_number, default=8765, metavar="N", help=h("help.serve.port"))
    _ruleset_option(parser, lang)
    parser.add_argument("-q", "--quiet", action="store_true", help=h("help.serve.quiet"))


def _ruleset_option(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--ruleset", metavar="NAME", help=help_text(lang, "help.ruleset"))


#: The core's commands, in the order `statblock --help` lists them: {name: (help key, what adds its arguments)}.
CORE: dict[str, tuple[str, Callable[[argparse.ArgumentParser, str], None]]] = {
    "check": ("help.check", _check), "parse": ("help.parse", _parse), "fmt": ("help.fmt", _fmt),
    "convert": ("help.convert", _convert), "cards": ("help.cards", _cards), "rulesets": ("help.rulesets", _rulesets),
    "lsp": ("help.lsp", _lsp), "serve": ("help.serve", _serve)}
