"""Draw Steel's own commands: `roll` (one use of an ability), `odds` (exact tier probabilities) and `export`
(abilities for Foundry VTT, Obsidian and Forge Steel)."""

from __future__ import annotations

import argparse
import functools
import json

from ...cli.common import EXIT_OK, help_text, lang_option, seed_number, signed_number, small_count, usage_error
from ..registry import Command, lazy

__all__ = ["COMMANDS"]


def use_arguments(command: argparse.ArgumentParser, lang: str) -> None:
    """The arguments `roll` and `odds` share."""
    h = functools.partial(help_text, lang)
    command.add_argument("path", metavar="PATH", help=h("help.use.path"))
    command.add_argument("--ability", required=True, metavar="NAME", help=h("help.use.ability"))
    command.add_argument("--hero", metavar="HERO.toml", help=h("help.use.hero"))
    command.add_argument("--edges", type=small_count, default=0, help=h("help.use.edges"))
    command.add_argument("--banes", type=small_count, default=0, help=h("help.use.banes"))
    command.add_argument("--bonus", type=signed_number, default=0, help=h("help.use.bonus"))
    command.add_argument("--tier", type=int, choices=(1, 2, 3), dest="automatic", metavar="TIER",
                         action="append", help=h("help.use.tier"))


def roll_arguments(roll: argparse.ArgumentParser, lang: str) -> None:
    h = functools.partial(help_text, lang)
    use_arguments(roll, lang)
    roll.add_argument("--target", action="append", metavar="TARGET.toml", help=h("help.roll.target"))
    roll.add_argument("--seed", type=seed_number, help=h("help.roll.seed"))
    roll.add_argument("--surges", type=int, choices=range(0, 4), default=0, metavar="0-3", help=h("help.roll.surges"))
    roll.add_argument("--potency-surges", type=small_count, default=0, metavar="N",
                      help=h("help.roll.potency_surges"))
    roll.add_argument("--downgrade", type=int, choices=(1, 2), metavar="TIER", help=h("help.roll.downgrade"))
    roll.add_argument("--format", choices=["text", "json"], default="text", help=h("help.use.format"))
    lang_option(roll, lang)


def odds_arguments(odds: argparse.ArgumentParser, lang: str) -> None:
    use_arguments(odds, lang)
    odds.add_argument("--format", choices=["text", "json"], default="text", help=help_text(lang, "help.use.format"))
    lang_option(odds, lang)


def run_roll(args) -> int:
    import random

    from ...diagnostics import StatblockError
    from .runtime.dice import automatic_outcome
    from .runtime.play import roll_ability
    from .runtime.report_json import resolution_json
    from .runtime.report_text import resolution_text, seed_text

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    try:
        bound, resolution = roll_ability(args.path, args.ability, args.hero, args.target, seed=seed,
                                         edges=args.edges, banes=args.banes, bonus=args.bonus,
                                         surges=args.surges, automatic=automatic_outcome(args.automatic), downgrade=args.downgrade,
                                         potency_surges=args.potency_surges)
    except StatblockError as error:
        return usage_error(error, args.lang)
    _say_choice(bound.note, args.lang)
    if args.format == "json":
        print(json.dumps({"seed": seed, **resolution_json(resolution, bound)}, ensure_ascii=False, indent=2))
    else:
        print(resolution_text(resolution, bound, lang=args.lang))
        print(seed_text(seed, args.lang))
    return EXIT_OK


def run_odds(args) -> int:
    from ...diagnostics import StatblockError
    from .runtime.dice import automatic_outcome
    from .runtime.play import ability_odds_for
    from .runtime.report_json import odds_json
    from .runtime.report_text import odds_text

    try:
        odds = ability_odds_for(args.path, args.ability, args.hero, edges=args.edges, banes=args.banes,
                                bonus=args.bonus, automatic=automatic_outcome(args.automatic))
    except StatblockError as error:
        return usage_error(error, args.lang)
    _say_choice(odds.note, args.lang)
    print(json.dumps(odds_json(odds), ensure_ascii=False, indent=2) if args.format == "json"
          else odds_text(odds, args.lang))
    return EXIT_OK


def _say_choice(note, lang: str) -> None:
    """The note on which ability was taken where `--ability` named features of several monsters, on stderr (the
    output, text or JSON, stays the result's)."""
    if note is not None:
        import sys

        from ...messages import msg

        print(msg("ability.choice_note", note=note).render(lang), file=sys.stderr)


COMMANDS = (
    Command("roll", "help.roll", roll_arguments, run_roll),
    Command("odds", "help.odds", odds_arguments, run_odds),
    # `export` (export/command.py): imported only when it is the command run or its help is asked for
    Command("export", "help.export", lazy("statblock.rulesets.draw_steel.export.command:export_arguments"),
            lazy("statblock.rulesets.draw_steel.export.command:run_export")),
)
