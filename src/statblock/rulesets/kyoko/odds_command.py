"""`statblock odds FILE --check "KS(3,6)>=4"`: the exact odds of a 虚構侵蝕TRPG check.

FILE (a scenario or card file of the game) is optional: a check needs no character. When FILE is a
scenario (sim/), the ［状態］ its character holds at the start, or after its event N (`--after N`,
played as `statblock sim` plays it), change the dice too.
`--conditions 散漫,集中` and `--contest active|passive` change the number of dice as the seed says
(`dice.dice_for`). Exit codes: 0 shown; 2 bad usage (a check that cannot be read, KY1xx, shown with a
caret under the command).
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import unicodedata

import attrs

from ...messages import Localized
from . import catalog
from .dice import (ACTIVE, PASSIVE, RESULTS, Check, CheckError, check_odds, condition_id, condition_variant,
                   diagnostic, dice_changes, parse_check, result_label)
from .sim.keys import CONTESTS, ROLES

__all__ = ["changes_line", "check_word_hint", "odds_arguments", "odds_json", "odds_text", "prepare_check",
           "run_odds"]

_CONDITION_NAMES = {"distracted": ("散漫", "Distracted"), "focused": ("集中", "Focused"), "elated": ("高揚", "Elated")}


def _word_of(table: dict):
    """An option's value in either language (`--contest 能動`, `--role 防御`, as a scenario writes them) to its id;
    anything else is left for argparse's choices to refuse."""
    words = {unicodedata.normalize("NFKC", w).lower(): name for name, ws in table.items() for w in ws}

    def convert(text: str) -> str:
        return words.get(unicodedata.normalize("NFKC", text).strip().lower(), text)
    return convert


# a check in BCDice's command form, whole, in any width or case (`KS(3,4)>=2`, `ｋｓ（３，４）`, `KS10`, `KS(3,4)A>=2 note`):
# not a file's name that starts like one (`ks2/scenario.toml`, `KS10.kyoko`: said missing, as any missing file)
_CHECK_WORD = re.compile(r"[ \t]*KS[ \t]*(?:\([ \t\d+\-]*(?:,[ \t\d+\-]*)?\)|\d++)[ \t]*(?:[AD][ \t]*)?"
                         r"(?:(?:>=|<=|=>|=<|>|<|=|≧|≦)[ \t]*[+\-]?\d++)?(?:[ \t]++[^\n]*)?", re.IGNORECASE)

# dice with a difficulty, BCDice's `2D6>=7`, whole: the check it stands for told (a count, D, a size; no difficulty
# made up, so one without is no check)
_DICE_WORD = re.compile(r"[ \t]*(?P<count>\d{1,3})[ \t]*D[ \t]*(?P<size>\d{1,3})[ \t]*(?:>=|=>|≧)[ \t]*(?P<difficulty>\d{1,3})[ \t]*",
                        re.IGNORECASE)
# a word a shell takes as it is (`集中`, `--conditions`: shlex.quote would quote any letter not ASCII)
_PLAIN = re.compile(r"[\w@%+=:,./\-]+")


def check_word_hint(word: str, command: str, words: list[str] = ()):
    """What `odds` or `roll` says of a word written where the file goes that is no file but a check (`odds 'KS(3,4)>=2'`,
    BCDice's command form): the form this tool takes, `--check`, with `--ruleset kyoko` (without a file nothing else
    names the game) and the user's other words kept (`--conditions 集中`). None for any other word."""
    normal, check = unicodedata.normalize("NFKC", word), word
    dice = _DICE_WORD.fullmatch(normal)
    if dice is not None:   # (`2D6>=7`: the check it stands for, as --check tells it, KS(size,count)>=difficulty)
        check = f"KS({int(dice.group('size'))},{int(dice.group('count'))})>={int(dice.group('difficulty'))}"
    elif _CHECK_WORD.fullmatch(normal) is None:
        return None
    others = list(words)
    if word in others:
        others.remove(word)
    kept = "".join(" " + (other if _PLAIN.fullmatch(other) else shlex.quote(other)) for other in others)
    quoted = "'" + check.replace("'", "'\\''") + "'"
    return catalog.message("dice.word_not_file", word=word,
                           fixed=f"statblock {command} --ruleset kyoko{kept} --check {quoted}")


def _help(lang: str, key: str) -> str:
    from ...cli.common import help_text

    catalog.message(key)  # puts this ruleset's catalog into the core's
    return help_text(lang, key)


def odds_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    from ...cli.common import lang_option

    parser.add_argument("file", nargs="?", metavar="FILE", help=_help(lang, "kyoko.help.odds.file"))
    parser.add_argument("--check", required=True, metavar="KS(x,y)>=z", help=_help(lang, "kyoko.help.odds.check"))
    parser.add_argument("--conditions", metavar="NAMES", action=_Joined, help=_help(lang, "kyoko.help.odds.conditions"))
    parser.add_argument("--contest", choices=[ACTIVE, PASSIVE], type=_word_of(CONTESTS),
                        help=_help(lang, "kyoko.help.odds.contest"))
    parser.add_argument("--after", type=int, metavar="N", help=_help(lang, "kyoko.help.odds.after"))
    parser.add_argument("--role", choices=["attack_grounded", "defense"], type=_word_of(ROLES),
                        help=_help(lang, "kyoko.help.odds.role"))
    parser.add_argument("--format", choices=["text", "json"], default="text",
                        help=_help(lang, "kyoko.help.odds.format"))
    lang_option(parser, lang)


class _Joined(argparse.Action):
    """`--conditions` given more than once: each one's names, joined as one list (`--conditions 昂揚 --conditions 委縮`
    is `--conditions 昂揚,委縮`; before, the last replaced the others in silence)."""

    def __call__(self, parser, namespace, values, option_string=None):
        held = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, values if held is None else f"{held},{values}")


def _conditions(text: str | None) -> list[str]:
    """The names of `--conditions`: separated as a player lists them, by `,`, `、`, `､`, `，`, `・`, a full-width blank, or
    one bracket after another (`［萎縮］［散漫］`, `[Shaken] [Distracted]`); before, only by the commas, and `萎縮・散漫` or
    `［萎縮］　［散漫］` was one unknown name (KY108, no odds). A half-width blank stays inside a name (`Decay 2`)."""
    names = [name for part in _SEPARATOR.split(text or "") for name in _slashed(part.strip()) if name]
    # (a name in 【】, 「」 or 『』, as a Japanese player quotes one: the name; ［］ is the rules' own mark, kept)
    return [name[1:-1].strip() if len(name) > 2 and name[0] + name[-1] in _QUOTES else name for name in names]


# (one pass, each blank run possessive: no backtracking on a long run); `､` the half-width `、` (kymend9: it was one
# unknown name, `散漫､集中`, KY108), `/` and `／` (`散漫/集中` was read as ［散漫］ alone, the rest dropped with no word),
# and one quoted name after another (`【散漫】【集中】`, `「散漫」「集中」`)
_SEPARATOR = re.compile(r"[,、，､・･\u3000]|(?<=[］\]】」』])[ \t]*+(?=[［\[【「『])")
_QUOTES = ("【】", "「」", "『』")
_SLASH = re.compile(r"[ \t]*+[/／][ \t]*+")


def _slashed(name: str) -> list[str]:
    """`name` cut at its slashes (`散漫/集中`: two names), but for a condition whose rules take whom after a slash
    (`憎悪／使用者`, the ［憎悪］ of its user: one)."""
    if "/" not in name and "／" not in name:
        return [name]
    from .vocabulary import condition

    head = _SLASH.split(name, maxsplit=1)[0].lstrip("［[【「『").strip()
    found = condition(head) if head else None
    if found is not None and found.param == "target":
        return [name]
    return [part for part in _SLASH.split(name) if part]


def _file_conditions(path: str | None, after: int | None, warnings: list | None = None):
    """(the ［状態］ the scenario `path`'s character holds at the start or after event `after`, or None
    when `path` is no scenario; an error message or None); the scenario's warnings are put in `warnings`."""
    from .sim import load_scenario, simulate, start_state
    from .sim.events import game_check

    scenario = None
    if path and path.lower().endswith(".toml"):
        scenario, found = load_scenario(path)
        if any(d.severity.name == "ERROR" for d in found):   # (a warning, `委縮` read as ［萎縮］, keeps it a scenario)
            scenario = None
        elif warnings is not None:
            warnings.extend(found)
    if scenario is None:
        return None, (catalog.message("odds.after_needs_scenario") if after is not None else None)
    if after is None:
        after = 0
    if not 0 <= after <= len(scenario.events):
        count = len(scenario.events)   # (the English in the number of its count: `1 event`, `3 events`)
        events = Localized({"en": f"{count} event" + ("" if count == 1 else "s"), "ja": f"{count}"})
        return None, catalog.message("odds.after_out_of_range", after=after, events=events)
    scenario.events = scenario.events[:after]
    steps, stop = simulate(scenario, game_check)
    if stop is not None:
        return None, catalog.message("odds.after_stopped", after=after, reason=catalog.message(stop.key, **stop.fields))
    return [c["id"] for c in (steps[-1].state if steps else start_state(scenario))["conditions"]], None


def _unknown_condition(text: str, name: str):
    """KY108 under the unknown name in the `--conditions` text, with a did-you-mean."""
    from ...diagnostics import Diagnostic, Severity, SourceFile
    from .vocabulary import cause, suggest

    covering = cause(name)   # `炎上`: seed 004 names burning among the causes of ［崩壊］
    near = (covering.label("en" if name.isascii() else "ja") if covering is not None
            else suggest("conditions", name))  # as the vocabulary spells it, in the script written (`Flying`, `散漫`)
    hint = catalog.message("dice.did_you_mean", size=near) if near else ""
    if covering is not None:
        hint = catalog.message("dice.cause_of", cause=name, state=near, named=Localized(
            {"en": f"[{covering.label('en')}]", "ja": f"［{covering.label('ja')}］"}))
    start = text.find(name)
    source = SourceFile("--conditions", text)
    return Diagnostic("KY108", Severity.ERROR, catalog.message("dice.unknown_condition", name=name, hint=hint),
                      source.span(start, start + len(name)))


def _variant_condition(text: str, name: str):
    """KY039 (a warning) under a name of `--conditions` that writes a ［状態］ in another spelling of its word (`昂揚`,
    `［委縮］`): read as the rulebook's, as a card and a scenario read it (before, KY108, an error, and no odds)."""
    from ...diagnostics import Diagnostic, Severity, SourceFile

    written, rulebook = condition_variant(name)
    at = name.find(written)   # (the word in its brackets, `［委縮］`; the whole name when its width differs)
    start = text.find(name) + max(at, 0)
    end = start + (len(written) if at >= 0 else len(name))
    key = "condition_variant_en" if written.isascii() else "condition_variant"   # (`Collapse`: our English name)
    if written.isascii():   # (shown as written: the lookup's form is upper-cased)
        written = text[start:end].strip().strip("[]［］").strip()
    return Diagnostic("KY039", Severity.WARNING, catalog.message(key, shown=written, fixed=rulebook),
                      SourceFile("--conditions", text).span(start, end),
                      suggestion=catalog.message("replace", guess=rulebook))


def _mode(check: Check) -> str:
    if check.advantage:
        return "kyoko.odds.mode.advantage"
    if check.disadvantage:
        return "kyoko.odds.mode.disadvantage"
    return "kyoko.odds.mode.lowest_of_two" if check.dice < 1 else "kyoko.odds.mode.highest"


def _odds(check: Check, text: str = ""):
    if check.target is None:
        end = len(text.rstrip())
        raise CheckError(catalog.message("dice.no_target", command=check.command()), "KY106", end, end + 1)
    return check_odds(check.size, check.dice, check.target, check.advantage, check.disadvantage)


def odds_json(check: Check, base: int, changes, lang: str = "en", notes=()) -> dict:
    """`notes`: (key, message) pairs, what ［飛行］ gave the check and why it gave no second option."""
    odds = _odds(check)
    return {"command": check.command(), "sides": check.sides, "cap": check.size if check.size < check.sides else None,
            "dice": check.dice, "base_dice": base, "target": check.target, "option": check.option or None,
            "conditions": [{"condition": name, "change": change} for name, change in changes],
            "notes": [{"key": key, "text": said.render(lang)} for key, said in notes],
            "odds": odds.to_json(lang)}


def odds_text(check: Check, base: int, changes, lang: str = "en", notes=()) -> str:
    odds = _odds(check)
    cap = catalog.message("odds.cap", cap=check.size) if check.size < check.sides else ""
    dice = catalog.message("odds.dice", count=check.dice, sides=check.sides, cap=cap,
                           mode=catalog.message(_mode(check)))
    lines = [catalog.message("odds.title", command=check.command(), dice=dice).render(lang)]
    if changes:
        lines.append(changes_line(check, base, changes, lang))
    lines += [said.render(lang) for _, said in notes]
    labels = {name: result_label(name, lang) for name in RESULTS}
    width = max(len(label) for label in labels.values())
    numbers = max(len(str(value)) for _, value in odds.items())
    for name, value in odds.items():
        label = labels[name]
        pad = "　" * (width - len(label)) if lang == "ja" else " " * (width - len(label))
        lines.append(f"  {label}{pad}  {str(value):>{numbers}}  {float(value) * 100:7.3f}%")
    return "\n".join(lines)


def changes_line(check: Check, base: int, changes, lang: str = "en") -> str:
    """`dice 2 → 1 ([Distracted] -1)`: how the ［状態］ held changed the number of dice."""
    shown = ", ".join(f"［{_CONDITION_NAMES[name][0]}］{change:+d}" if lang == "ja"
                      else f"[{_CONDITION_NAMES[name][1]}] {change:+d}"
                      for name, change in changes)
    return catalog.message("odds.conditions", base=base, dice=check.dice,
                           changes=shown.replace(", ", "、") if lang == "ja" else shown).render(lang)


def prepare_check(args, lang: str, needs_target: bool = True):
    """The check of `args.check` with the dice the ［状態］ held change (`--conditions`, a scenario FILE's with
    `--after`, `--contest`) and ［飛行］'s option (`--role`): (check, dice before, changes, notes), or an exit
    code when a message has been said. A check that cannot be read raises `CheckError`."""
    from ...cli.common import EXIT_USAGE, say, usage_error

    check = parse_check(args.check)
    if needs_target:
        _odds(check, args.check)  # a check without a difficulty is KY106, under the command's end
    base = check.dice
    warnings: list = []
    held, problem = _file_conditions(args.file, getattr(args, "after", None), warnings)
    if problem is not None:
        return usage_error(problem, lang)
    for warning in warnings:   # (the scenario's, `委縮` read as ［萎縮］: said as `check` and `sim` say them)
        say(warning.render(lang=lang), lang)
    unknown = [name for name in _conditions(args.conditions) if condition_id(name) is None]
    if unknown:
        say(_unknown_condition(args.conditions, unknown[0]).render(lang=lang), lang)
        return EXIT_USAGE
    for name in _conditions(args.conditions):   # `昂揚`: read as ［高揚］, said (KY039) as a card says it
        if condition_variant(name) is not None:
            say(_variant_condition(args.conditions, name).render(lang=lang), lang)
    everything = [*(held or []), *_conditions(args.conditions)]
    changes = dice_changes(everything, args.contest)
    if changes:
        check = attrs.evolve(check, dice=base + sum(change for _, change in changes))
    # ［飛行］「…［飛行］を得ていないキャラクターを対象とした［攻撃］の攻撃判定に［有利］を得るが、自身が行なう
    #  防御判定に［不利］を得る。」
    notes = []
    if getattr(args, "role", None) and any(condition_id(name) == "飛行" for name in everything):
        advantage = args.role == "attack_grounded"
        if (check.disadvantage if advantage else check.advantage):
            return usage_error(catalog.message("odds.both_options"), lang)
        notes.append((f"flying_{args.role}", catalog.message(f"odds.flying.{args.role}")))
        if check.advantage or check.disadvantage:
            # the same option written and given by ［飛行］: a check holds ［有利］ (［不利］) or not, and the
            # dice take one `A` (`D`); nothing in the seed makes two count twice, so it is rolled once, said so
            notes.append(("same_option", catalog.message(
                "odds.flying.same_option", option=Localized({"en": "[Advantage]", "ja": "［有利］"} if advantage
                                                           else {"en": "[Disadvantage]", "ja": "［不利］"}),
                letter="A" if advantage else "D")))
        check = attrs.evolve(check, advantage=advantage, disadvantage=not advantage)
    return check, base, changes, notes


def run_odds(args) -> int:
    from ...cli.common import EXIT_OK, EXIT_USAGE, say

    lang = getattr(args, "lang", None) or "en"
    try:
        prepared = prepare_check(args, lang)
        if isinstance(prepared, int):
            return prepared
        check, base, changes, notes = prepared
        shown = (odds_json if args.format == "json" else odds_text)(check, base, changes, lang, notes)
    except CheckError as error:
        say(diagnostic(error, text=args.check).render(lang=lang), lang)
        return EXIT_USAGE
    print(json.dumps(shown, ensure_ascii=False, indent=2) if args.format == "json" else shown)
    return EXIT_OK
