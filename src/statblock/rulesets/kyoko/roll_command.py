"""`statblock roll FILE --check "KS(10,2)>=5" [--seed N]`: one roll of a 虚構侵蝕TRPG check, printed as BCDice
prints it (`(KS(10,2)>=5) ＞ 7[3,7] ＞ 7 ＞ 成功`), with the dice the ［状態］ held change (`--conditions`, a
scenario FILE's ［状態］ with `--after N`, `--contest`, `--role` with ［飛行］), as `odds` takes them
(`odds_command.prepare_check`). A check without a difficulty is rolled as BCDice rolls it: only a fumble is
judged. The rolls `KR(x,y)` and `KRS(x,y)` are rolled too, as they are. Exit codes: 0 rolled; 2 bad usage (a
check that cannot be read, KY1xx, with a caret under it)."""

from __future__ import annotations

import argparse
import json
import random

from . import catalog
from .dice import CheckError, Observation, diagnostic, parse, roll, roll_check
from .odds_command import changes_line, odds_arguments, prepare_check

__all__ = ["roll_arguments", "run_roll"]


def roll_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    from ...cli.common import help_text, seed_number

    odds_arguments(parser, lang)
    catalog.message("help.roll.seed")  # puts this ruleset's catalog into the core's
    parser.add_argument("--seed", type=seed_number, metavar="N", help=help_text(lang, "kyoko.help.roll.seed"))


def run_roll(args) -> int:
    from ...cli.common import EXIT_OK, EXIT_USAGE, say

    lang = getattr(args, "lang", None) or "en"
    try:
        if isinstance(parse(args.check), Observation):   # `KR(4,2)`, `KRS(4,1)`: no check, no ［状態］ apply
            return _observation(args, lang)
        prepared = prepare_check(args, lang, needs_target=False)
        if isinstance(prepared, int):
            return prepared
        check, base, changes, notes = prepared
    except CheckError as error:
        say(diagnostic(error, text=args.check).render(lang=lang), lang)
        return EXIT_USAGE
    rolled = roll_check(check, random.Random(args.seed))
    if args.format == "json":
        shown = {**rolled.to_json(lang), "seed": args.seed, "base_dice": base,
                 "conditions": [{"condition": name, "change": change} for name, change in changes],
                 "notes": [{"key": key, "text": said.render(lang)} for key, said in notes]}
        print(json.dumps(shown, ensure_ascii=False, indent=2))
        return EXIT_OK
    lines = [changes_line(check, base, changes, lang)] if changes else []
    lines += [said.render(lang) for _, said in notes]
    lines.append(rolled.text())   # BCDice's own line, its result word in Japanese as BCDice prints it
    if lang != "ja" and rolled.result is not None:
        lines.append(catalog.message("roll.result", result=rolled.label(lang)).render(lang))
    print("\n".join(lines))
    return EXIT_OK


def _observation(args, lang: str) -> int:
    """A roll of `KR` or `KRS`, as BCDice prints it. Seed 004's ［状態］ change the
    dice of a check (判定), which these are not: `--conditions` and the rest are refused rather than ignored."""
    from ...cli.common import EXIT_OK, usage_error

    if args.conditions or args.contest or getattr(args, "role", None) or getattr(args, "after", None) is not None:
        return usage_error(catalog.message("roll.observation_options"), lang)
    rolled = roll(args.check, random.Random(args.seed))
    if args.format == "json":
        print(json.dumps({"command": rolled.observation.command(), "faces": list(rolled.faces), "value": rolled.value,
                          "seed": args.seed, "text": rolled.text()}, ensure_ascii=False, indent=2))
    else:
        print(rolled.text())
    return EXIT_OK
