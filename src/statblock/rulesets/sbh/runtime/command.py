"""`statblock odds WARBAND.sbh --profile NAME …` and `statblock roll WARBAND.sbh --profile NAME --dice N …`
for a Song of Blades and Heroes Magic-User.

Exit codes: 0 shown; 1 the warband file has errors; 2 bad usage (a value out of range, a profile the
warband does not hold, with a did-you-mean, or none named of several). Without a file, `--quality`, `--combat` and
`--rules` give the caster; with one, they change the profile read from it.
"""

from __future__ import annotations

import argparse
import json
import random

from ....vocabulary import fold
from .. import catalog
from .odds import InputError, check_value
from .report import Caster, OddsQuery, odds_json, odds_text, roll_json, roll_text
from .rules import BANDS, SPELLS

__all__ = ["odds_arguments", "profile_from_file", "roll_arguments", "run_odds", "run_roll"]

# the metavars of the warband file and `--profile`, typed as they are in the help and in messages
_WARBAND = "WARBAND.sbh"
_NAME = "NAME"
_NAMES_SHOWN = 8   # the profiles named when none is chosen of several (a long roster ends with `…`)


def _help(lang: str, key: str) -> str:
    from ....cli.common import help_text

    catalog.message(key)  # puts this ruleset's catalog into the core's
    return help_text(lang, key)


def _words(text: str | None) -> tuple[str, ...]:
    """`good_shot, Poison, 毒` → ("good_shot", "poison", "poison"): the ids of the rules named, as a profile's
    line names them (any case, spacing, `-` or `_`, English or Japanese; a variant as the warband reader reads one,
    `Shooter L`, `Shooter [Long]`, `Long Shooter`, `Shooters (Long)`). A name no rule has is an `InputError`
    with a did-you-mean: never left out in silence (`undaed` played the target as living); so is a variant no rule
    has (`Shooter (Far)`)."""
    from ..language.rules import split_rules
    from ..vocabulary import suggest_rule

    out = []
    for part in (part.strip() for part in (text or "").replace("、", ",").replace("，", ",").split(",")):
        if not part:
            continue
        found = _as_read(part)
        if found is None:
            split = split_rules(part)   # `アンデッド・スウォーム`, `Undead Swarm`: two rules, no comma between them
            guess = (", " if part.isascii() else "、").join(split) if split else suggest_rule(part)
            hint = catalog.message("sbh.runtime.did_you_mean", name=guess) if guess else ""
            raise InputError(catalog.message("sbh.runtime.unknown_rule", rule=part, hint=hint))
        out.append(found.id)
    return tuple(out)


def _as_read(part: str):
    """The rule (or variant) `part` names as a warband's profile line would read it (`language/rules.resolve_rule`:
    `Shooter L`, `Shooter: Long`, `Hatred vs Elves`, a plural), or None when it names no rule or a variant it has
    not (`Shooter (Far)`). Before, these options read a name and its parenthesised variant only: `Shooter L` was an
    unknown rule."""
    from ....diagnostics import Severity
    from ....positions import SourceFile
    from ..language.lines import fold_width
    from ..language.rules import resolve_rule
    from ..vocabulary import rule, rules

    found = rule(part)
    if found is not None:
        return found
    folded = fold_width(part)
    name, spec = _with_spec(folded)   # `Lethal (Undead)`, `射手（長）`, `Shooter [Long]`: the rule, its spec or variant
    said: list = []
    use = resolve_rule(name, spec, SourceFile("", folded).span(0, len(folded)), said)
    if use.id is None or any(d.severity is Severity.ERROR for d in said):   # (`Shooter (Far)`: said by the caller)
        return None
    return rules()[use.id]


# a specification in the brackets a profile line takes (`warband.lark`: `Shooter (Long)`, `Shooter [Long]`,
# `射手【長】`, `Shooter {Long}`), the line folded: `（` is `(`
_CLOSING = {"(": ")", "[": "]", "【": "】", "{": "}"}


def _with_spec(written: str) -> tuple[str, str | None]:
    """`Lethal (Undead)` → ("Lethal", "Undead"); a name with no words in brackets after it → (name, None)."""
    opening = min((at for at in (written.find(mark) for mark in _CLOSING) if at > 0), default=-1)
    if opening == -1 or written[-1] != _CLOSING[written[opening]]:
        return written, None
    return written[:opening].strip(), written[opening + 1:-1].strip()


def _option_word(kind: str, lang: str = "en"):
    """An argparse `type` reading a `--spell` or `--band` word as the seed writes it, English or Japanese
    (`トランスフィクス`, `遠距離攻撃としての魔法`, `2倍`; any case and width), as its id. A word that names none is
    handed on unchanged, for argparse's `choices` to refuse with the list; in Japanese it is refused here, the list
    giving each id with the seed's word for it (`transfix（トランスフィクス）`: the ids alone were English only)."""
    from ..vocabulary import vocabulary

    def read(text: str) -> str:
        words = vocabulary().words
        term = words.lookup(text.strip())
        if term is not None and term.id.startswith(f"{kind}_"):
            return term.id.removeprefix(f"{kind}_")
        if lang != "ja" or text in _choices(kind):
            return text
        from ...similarity import closest

        terms = [t for t in words.terms.values() if t.id.startswith(f"{kind}_")]
        shown = "、".join(f"{t.id.removeprefix(kind + '_')}（{t.ja[0]}）" if t.ja else t.id.removeprefix(kind + "_")
                         for t in terms)
        spellings = {fold(w): w for t in terms for w in (*t.en, *t.ja)}
        guess = closest(fold(text.strip()), list(spellings), 0.6)
        said = catalog.message("option_word", value=text, choices=shown).render("ja")
        if guess is not None:
            said += catalog.message("option_word_guess", guess=spellings[guess]).render("ja")
        raise argparse.ArgumentTypeError(said)

    return read


def _choices(kind: str) -> tuple[str, ...]:
    return SPELLS if kind == "spell" else BANDS


def _caster_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("warband", nargs="?", metavar=_WARBAND, help=_help(lang, "sbh.help.odds.warband"))
    parser.add_argument("--profile", metavar=_NAME, help=_help(lang, "sbh.help.odds.profile"))
    parser.add_argument("--quality", type=int, metavar="Q", help=_help(lang, "sbh.help.odds.quality"))
    parser.add_argument("--combat", type=int, metavar="C", help=_help(lang, "sbh.help.odds.combat"))
    parser.add_argument("--rules", metavar="RULES", help=_help(lang, "sbh.help.odds.rules"))


def _target_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--target-quality", type=int, metavar="Q", help=_help(lang, "sbh.help.odds.target_quality"))
    parser.add_argument("--target-combat", type=int, metavar="C", help=_help(lang, "sbh.help.odds.target_combat"))
    parser.add_argument("--target-rules", metavar="RULES", help=_help(lang, "sbh.help.odds.target_rules"))
    parser.add_argument("--band", type=_option_word("band", lang), choices=list(BANDS), default="short", help=_help(lang, "sbh.help.odds.band"))


def _format_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    from ....cli.common import lang_option

    parser.add_argument("--format", choices=["text", "json"], default="text", help=_help(lang, "sbh.help.odds.format"))
    lang_option(parser, lang)


def odds_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    _caster_arguments(parser, lang)
    parser.add_argument("--spell", type=_option_word("spell", lang), choices=list(SPELLS),
                        help=_help(lang, "sbh.help.odds.spell"))
    parser.add_argument("--power", type=int, metavar="N", help=_help(lang, "sbh.help.odds.power"))
    _target_arguments(parser, lang)
    _format_arguments(parser, lang)


def roll_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    from ....cli.common import seed_number

    _caster_arguments(parser, lang)
    parser.add_argument("--dice", type=int, required=True, metavar="N", help=_help(lang, "sbh.help.roll.dice"))
    parser.add_argument("--spell", type=_option_word("spell", lang), choices=list(SPELLS),
                        help=_help(lang, "sbh.help.roll.spell"))
    parser.add_argument("--power", type=int, metavar="N", help=_help(lang, "sbh.help.roll.power"))
    parser.add_argument("--seed", type=seed_number, metavar="N", help=_help(lang, "sbh.help.roll.seed"))
    _target_arguments(parser, lang)
    parser.add_argument("--in-contact", action="store_true", help=_help(lang, "sbh.help.roll.in_contact"))
    parser.add_argument("--no-line-of-sight", action="store_true", help=_help(lang, "sbh.help.roll.no_line_of_sight"))
    parser.add_argument("--target-in-melee", action="store_true", help=_help(lang, "sbh.help.roll.target_in_melee"))
    parser.add_argument("--magic-lost", action="store_true", help=_help(lang, "sbh.help.roll.magic_lost"))
    _format_arguments(parser, lang)


class ProfileError(ValueError):
    """A warband file without the profile asked for; its one argument is a message."""


def profile_from_file(path: str, name: str | None):
    """The profile called `name` (any case) of the warbands `path` holds, or with no name its one profile, the file's
    result, and notes to say; raises `ProfileError` (with a did-you-mean) when there is none, or when no name is given
    and the file holds several (naming them). `Warband: Profile` names the profile of one warband (two warbands may
    each have their own `Archer`, as the rules let them: SH122 is of one warband's); a name that two warbands give
    profiles of other statistics or rules finds the first, and a note says so and how to name the other (before, the
    other could never be chosen, and nothing said it was there)."""
    from ....pipeline import read_file
    from ...similarity import closest

    result = read_file(path)
    warbands = [warband for warband in result.statblocks if getattr(warband, "profiles", ())]
    profiles = [profile for warband in warbands for profile in warband.profiles]
    if not profiles:
        raise ProfileError(catalog.message("sbh.runtime.no_warband", path=path))
    if name is None and len(profiles) == 1:
        return profiles[0], result, []
    if name is None:
        raise ProfileError(catalog.message("sbh.runtime.several_profiles", path=path, count=len(profiles),
                                           names=_names(profiles), name=_NAME))
    wanted = fold(name)   # (`Witch` finds `Ｗｉｔｃｈ`: a profile written in full-width letters)
    found = [(warband, profile) for warband in warbands for profile in warband.profiles if fold(profile.name) == wanted]
    if not found:
        found = _in_named_warband(warbands, name)
    if found:
        warband, profile = found[0]
        others = [w for w, p in found[1:] if w is not warband and profile_identity(p) != profile_identity(profile)]
        notes = []
        if others:
            named = list(dict.fromkeys(w.name for w in (warband, *others)))
            notes.append(catalog.message("sbh.runtime.profile_in_warbands", name=profile.name, count=len(named),
                                         warbands=", ".join(named), first=warband.name, other=others[0].name))
        return profile, result, notes
    near = closest(name, [profile.name for profile in profiles])
    if near is None and wanted:   # `エルフ` for `エルフの魔法使い`: the one profile whose name holds the words given
        holding = {profile.name for profile in profiles if wanted in fold(profile.name)}
        near = holding.pop() if len(holding) == 1 else None
    hint = catalog.message("sbh.runtime.did_you_mean", name=near) if near else ""
    raise ProfileError(catalog.message("sbh.runtime.profile_not_found", path=path, name=name, names=_names(profiles),
                                       hint=hint))


def _in_named_warband(warbands, name: str) -> list:
    """The (warband, profile) that `Warband: Profile` names (`B: Archer`, `灰色の風：射手`), or none."""
    for colon in (":", "："):
        band, _, profile = name.partition(colon)
        if profile:
            band, profile = fold(band), fold(profile)
            return [(w, p) for w in warbands if fold(w.name) == band for p in w.profiles if fold(p.name) == profile]
    return []


def profile_identity(profile) -> tuple:
    """What a profile is, apart from its name and count, as SH122 compares two (`language.composition`)."""
    from ..language.composition import profile_identity as what

    return what(profile)


#: What is wrong with the warband, not with one profile: it does not change how a profile casts.
_WARBAND_LEVEL = frozenset({"SH003", "SH004", "SH110", "SH111", "SH113"})


def _of_profile(diagnostics: list, profile) -> list:
    """The diagnostics of `profile`'s own line (a warband over its limit, or with too many personalities,
    still has a Magic-User whose odds can be worked out)."""
    start, end = profile.span.start, profile.span.end
    return [d for d in diagnostics if d.code not in _WARBAND_LEVEL and d.span.source.path == profile.span.source.path
            and start <= d.span.start and d.span.end <= end]


def _caster(args) -> tuple[Caster, list, list]:
    """The caster, the diagnostics of its line and notes to say: the profile `--profile` names in the warband file, or
    the file's one profile (several and none named: a `ProfileError` naming them; before, a file without `--profile`
    asked for it even when it held one profile), `--quality/--combat/--rules` changing it when given (`--profile Mage
    --quality 3`: before, the options were left out in silence); or, with `--quality` and no `--profile`, the caster
    those options give, as without a file, and a note that the file's profiles are not used (before, nothing said
    that `roll --quality 3 W.sbh` left the file unread)."""
    if args.warband and (args.profile is not None or args.quality is None):
        profile, result, notes = profile_from_file(args.warband, args.profile)
        rules = tuple(str(rule.id) for rule in profile.rules
                      if rule.id is not None and rule.counted)  # an unknown rule has no id; a replaced one counts not
        quality = profile.quality if args.quality is None else check_value("quality", args.quality)
        combat = profile.combat if args.combat is None else check_value("combat", args.combat)
        added = tuple(rule for rule in _words(args.rules) if rule not in rules)
        return (Caster(profile.name, quality, combat, rules + added), _of_profile(result.diagnostics, profile), notes)
    if args.quality is None:
        raise ProfileError(catalog.message("sbh.runtime.no_profile", warband=_WARBAND, name=_NAME))
    combat = 0 if args.combat is None else args.combat
    check_value("quality", args.quality)
    check_value("combat", combat)
    name = args.profile or f"Q{args.quality}+ C{combat}"   # (`--profile Witch --quality 3`, no file: Witch's odds)
    notes = []
    if args.warband:
        from ....pipeline import read_file

        profiles = [p for warband in read_file(args.warband).statblocks for p in getattr(warband, "profiles", ())]
        if profiles:
            key = "sbh.runtime.file_not_used" + ("_1" if len(profiles) == 1 else "")   # (`the profile`, `the 4 profiles`)
            notes.append(catalog.message(key, path=args.warband, count=len(profiles),
                                         names=_names(profiles), name=_NAME))
    return Caster(name, args.quality, combat, ("magic_user",) + _words(args.rules)), [], notes


def _names(profiles) -> str:
    """The profiles' names as a message lists them (the first few: a long roster ends with `…`)."""
    shown = [p.name for p in profiles[:_NAMES_SHOWN]] + (["…"] if len(profiles) > _NAMES_SHOWN else [])
    return ("、" if all(not p.name.isascii() for p in profiles) else ", ").join(shown)


def _run(args, body) -> int:
    from ....cli.common import EXIT_ERRORS, EXIT_OK, say, usage_error
    from ....diagnostics import Severity

    lang = getattr(args, "lang", None) or "en"
    try:
        caster, diagnostics, notes = _caster(args)
        for diagnostic in diagnostics:
            say(diagnostic.render(lang=lang) + "\n", lang)
        for note in notes:
            say(note, lang)
        if any(d.severity is Severity.ERROR for d in diagnostics):
            return EXIT_ERRORS
        shown = body(caster, lang)
    except (InputError, ProfileError) as error:
        return usage_error(error, lang)
    print(json.dumps(shown, ensure_ascii=False, indent=2) if args.format == "json" else shown)
    return EXIT_OK


def run_odds(args) -> int:
    def body(caster: Caster, lang: str):
        if args.power is not None:
            check_value("power", args.power)
        for value, what in ((args.target_quality, "quality"), (args.target_combat, "combat")):
            if value is not None:
                check_value(what, value)
        query = OddsQuery(spells=(args.spell,) if args.spell else SPELLS,
                          powers=(args.power,) if args.power else (1, 2, 3),
                          target_quality=args.target_quality, target_combat=args.target_combat,
                          band=args.band, target_rules=_words(args.target_rules))
        return odds_json(caster, query, lang) if args.format == "json" else odds_text(caster, query, lang)

    return _run(args, body)


def run_roll(args) -> int:
    from .roll import roll_activation

    def body(caster: Caster, lang: str):
        rng = random.Random(args.seed)
        record = roll_activation(rng, caster.quality, args.dice, args.spell, args.power, band=args.band,
                                 in_contact=args.in_contact, line_of_sight=not args.no_line_of_sight,
                                 target_in_melee=args.target_in_melee, target_quality=args.target_quality,
                                 target_combat=args.target_combat, caster_rules=caster.rules,
                                 target_rules=_words(args.target_rules), magic_lost=args.magic_lost)
        return roll_json(caster, record, args.seed, lang) if args.format == "json" else roll_text(caster, record, lang)

    return _run(args, body)
