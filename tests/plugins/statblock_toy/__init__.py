"""A tiny ruleset from outside statblock, to prove the plug-in boundary (tests/test_rulesets.py).

Its native format, `.toy`, holds one ability a line, `NAME: N damage`; `#` lines are comments.
It offers `check`, `parse` and `cards` (plain text and Markdown), a command of its own
(`toyroll`), and nothing else, so that the core has to say what it does not offer.
"""

from __future__ import annotations

import re

import attrs

from statblock.diagnostics import Diagnostic, Severity
from statblock.messages import msg
from statblock.rulesets.registry import Command, Ruleset

_LINE = re.compile(r"(?P<name>[^:#][^:]*):\s*(?P<amount>\d+)\s+damage\s*$")


@attrs.frozen
class ToyAbility:
    name: str
    damage: int
    line: int


def _toyroll_arguments(parser, lang) -> None:
    parser.add_argument("amount", type=int)


def _toyroll(args) -> int:
    print(f"toy rolled {args.amount * 2}")
    return 0


def _roll_arguments(parser, lang) -> None:
    parser.add_argument("path")
    parser.add_argument("--ability", required=True)


def _roll(args) -> int:
    """`roll` for a toy deck: the same command name as Draw Steel's, so the core must pick by the file."""
    from statblock.pipeline import read_file

    for ability in read_file(args.path).abilities:
        if ability.name.lower() == args.ability.lower():
            print(f"{ability.name} hits for {ability.damage}")
            return 0
    print(f"no {args.ability} in {args.path}")
    return 2


class Toy(Ruleset):
    name = "toy"
    title = {"en": "Toy Game", "ja": "おもちゃ"}
    version = "1"
    code_prefix = "TY"
    languages = ("en",)
    native_suffixes = (".toy",)
    offers = frozenset({"cards"})
    card_formats = ("txt", "md")
    codes = {"TY001": "a line that is not `NAME: N damage`"}
    catalog = {"toy.bad_line": {"en": "write the line as `NAME: N damage`", "ja": "「名前: N damage」と書いてください"}}

    def read(self, result):
        offset = 0
        for number, line in enumerate(result.source.text.split("\n"), start=1):
            stripped = line.strip()
            if stripped and not stripped.startswith("#"):
                match = _LINE.match(stripped)
                if match is None:
                    start = offset + line.index(stripped)
                    span = result.source.span(start, start + len(stripped))
                    result.diagnostics.append(Diagnostic("TY001", Severity.ERROR, msg("toy.bad_line"), span))
                else:
                    result.abilities.append(ToyAbility(match["name"].strip(), int(match["amount"]), number))
            offset += len(line) + 1
        return result

    def parse_json(self, files):
        return {"abilities": [{"ruleset": "toy", "name": a.name, "damage": a.damage} for f in files
                              for a in f.abilities]}

    def cards(self, files, options, progress=None, warn=None) -> bytes:
        if options.format not in ("txt", "md"):
            raise ValueError(options.format)
        lines = [f"{'## ' if options.format == 'md' else ''}{a.name}: {a.damage} damage"
                 for f in files for a in f.abilities]
        return ("\n".join(lines) + "\n").encode("utf-8")

    def commands(self):
        return (Command("toyroll", "roll a toy die", _toyroll_arguments, _toyroll),
                Command("roll", "roll a toy ability", _roll_arguments, _roll))


RULESET = Toy()
