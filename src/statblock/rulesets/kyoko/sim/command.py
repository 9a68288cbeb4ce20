"""`statblock sim SCENARIO [--format text|json] [--lang ja|en]`.

Exit codes: 0 the scenario was played to its end; 1 the scenario has errors (each printed with its
line and column), or the run stopped at an event that needs a rule choice the scenario does not make
(the steps before it are shown); 2 the file cannot be read.
"""

from __future__ import annotations

import argparse
import json

from ...registry import Command
from .. import catalog

__all__ = ["COMMAND", "sim_arguments", "run_sim"]

HELP = "kyoko.help.sim"


def _help(lang: str, key: str) -> str:
    from ....cli.common import help_text

    catalog.message(key)  # puts this ruleset's catalog into the core's
    return help_text(lang, key)


def sim_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    from ....cli.common import lang_option

    parser.add_argument("scenario", metavar="SCENARIO", help=_help(lang, "kyoko.help.sim.scenario"))
    parser.add_argument("--format", choices=["text", "json"], default="text", help=_help(lang, "kyoko.help.sim.format"))
    lang_option(parser, lang)


def run_sim(args, check=None) -> int:
    from ....cli.common import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, say
    from ....diagnostics import Severity
    from ....fileio import UNREAD_CODES
    from . import load_scenario, report_json, report_text, run_scenario

    lang = getattr(args, "lang", None) or "en"
    scenario, diagnostics = load_scenario(args.scenario)
    # (a warning, `委縮` read as ［萎縮］ (KY039), is said and the scenario played: before, any diagnostic stopped it)
    errors = [d for d in diagnostics if d.severity is Severity.ERROR]
    if scenario is None or errors:
        if args.format == "json":
            print(json.dumps({"diagnostics": [d.to_json(lang) for d in diagnostics]}, ensure_ascii=False, indent=2))
        else:
            for diagnostic in diagnostics:
                say(diagnostic.render(lang=lang) + "\n", lang)
        unreadable = scenario is None and any(d.code in UNREAD_CODES for d in diagnostics)
        return EXIT_USAGE if unreadable else EXIT_ERRORS
    if check is None:
        from .events import game_check

        check = game_check
    steps, stop = run_scenario(scenario, check)
    if args.format == "json":
        print(json.dumps(report_json(scenario, steps, stop, diagnostics, lang), ensure_ascii=False, indent=2))
    else:
        for diagnostic in diagnostics:
            say(diagnostic.render(lang=lang) + "\n", lang)
        if stop is not None:
            say(stop.render(lang=lang) + "\n", lang)
        print(report_text(scenario, steps, stop, lang))
    return EXIT_OK if stop is None else EXIT_ERRORS


catalog.message(HELP)  # the help key resolves in `statblock --help` even before the registry loads the ruleset
COMMAND = Command("sim", HELP, sim_arguments, run_sim)
