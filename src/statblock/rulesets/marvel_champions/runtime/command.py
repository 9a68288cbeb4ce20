"""`statblock timing STATE.toml --event EVENT [--resolve] [--format text|json] [--lang en|ja]`.

Exit codes (DESIGN.md): 0 the window was shown; 1 the state file has errors (each is printed, with
its line and column); 2 bad usage (an event statblock does not know, with a did-you-mean) or a state
file that cannot be read. Warnings, and the errors of the card files it names, are printed on standard
error and do not stop it.
"""

from __future__ import annotations

import argparse
import json

from ...registry import Command
from .. import catalog

__all__ = ["COMMAND", "timing_arguments", "run_timing"]

HELP = "marvel_champions.help.timing"


def _help(lang: str, key: str) -> str:
    from ....cli.common import help_text

    catalog.message(key)  # puts this ruleset's catalog into the core's, for a parser built before it is loaded
    return help_text(lang, key)


def timing_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    from ....cli.common import lang_option

    parser.add_argument("state", metavar="STATE.toml", help=_help(lang, "marvel_champions.help.timing.state"))
    parser.add_argument("--event", required=True, metavar="EVENT", help=_help(lang, "marvel_champions.help.timing.event"))
    parser.add_argument("--resolve", action="store_true", help=_help(lang, "marvel_champions.help.timing.resolve"))
    parser.add_argument("--format", choices=["text", "json"], default="text",
                        help=_help(lang, "marvel_champions.help.timing.format"))
    lang_option(parser, lang)


def run_timing(args) -> int:
    from ....cli.common import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, say, usage_error
    from ....diagnostics import Severity
    from ....fileio import UNREAD_CODES
    from . import EventError, load_state, timing, window_json, window_text
    from . import loader

    lang = getattr(args, "lang", None) or "en"
    unread_cards: list[str] = []

    def read_files(paths):   # (a card file that could not be read is unreadable input, as the state file is: exit 2)
        read = loader.read_card_files(paths)
        unread_cards.extend(path for path, (_, problems) in read.items() if any(d.code in UNREAD_CODES for d in problems))
        return read

    state, diagnostics = load_state(args.state, read_files=read_files)
    # errors of the state file stop it; those of its card files are shown (`check` says more) and do not
    errors = [d for d in diagnostics if d.severity is Severity.ERROR and d.path == args.state]
    if args.format == "json" and (errors or state is None):
        print(json.dumps({"diagnostics": [d.to_json(lang) for d in diagnostics]}, ensure_ascii=False, indent=2))
    else:
        for diagnostic in diagnostics:
            say(diagnostic.render(lang=lang) + "\n", lang)
    if state is None or errors:
        unreadable = state is None and any(d.code in UNREAD_CODES for d in diagnostics)
        return EXIT_USAGE if unreadable or unread_cards else EXIT_ERRORS
    try:
        window, steps = timing(state, args.event, resolve=args.resolve)
    except EventError as error:
        return usage_error(error, lang)
    if args.format == "json":
        found = window_json(window, steps, lang)
        found["diagnostics"] = [d.to_json(lang) for d in diagnostics]
        print(json.dumps(found, ensure_ascii=False, indent=2))
    else:
        print(window_text(window, steps, lang))
    return EXIT_OK


catalog.message(HELP)  # the help key resolves in `statblock --help` even before the registry loads the ruleset
COMMAND = Command("timing", HELP, timing_arguments, run_timing)
