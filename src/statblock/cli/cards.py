"""`statblock cards`: the cards of one game's files, for a hero where the ruleset reads one, as HTML, PDF,
Markdown or text, to a file or standard output."""

from __future__ import annotations

import os
import sys

from ..messages import Listing, counted, msg
from .common import EXIT_ERRORS, EXIT_USAGE, error_text, exit_code, printable_path, run_paths, say, say_error, \
    say_findings, usage_error
from .files import by_ruleset, not_offered

__all__ = ["CARD_SUFFIXES", "run_cards"]


CARD_SUFFIXES = {".html": "html", ".htm": "html", ".pdf": "pdf", ".md": "md", ".markdown": "md", ".txt": "txt"}


def run_cards(args) -> int:
    from ..diagnostics import StatblockError
    from ..progress import progress
    from ..rulesets import registry
    from ..rulesets.registry import CardOptions

    suffix = os.path.splitext(args.output)[1].lower()
    lang = args.lang
    if args.format is None and suffix and suffix not in CARD_SUFFIXES:
        return usage_error(msg("cards.unknown_suffix", suffix=suffix), lang)
    fmt = args.format or CARD_SUFFIXES.get(suffix, "html")
    if fmt == "pdf" and args.output == "-" and sys.stdout.isatty():
        return usage_error(msg("cards.pdf_terminal"), lang)
    hero = None
    if args.hero and args.ruleset:  # the hero's file is read before any card file, as its game is known
        hero = _character(registry.get(args.ruleset), args.hero, lang)
        if isinstance(hero, int):
            return hero
    report = run_paths(args.paths, args.quiet, args.ruleset)
    if args.output != "-":
        from ..fileio import same_file

        if any(f.source is not None and same_file(args.output, f.path) for f in report.files):
            return usage_error(msg("cards.output_is_input", path=printable_path(args.output)), lang)
        if os.path.isdir(args.output):  # (`--force` would not help: a folder is never replaced by a file)
            example = printable_path(os.path.join(args.output, f"cards.{fmt}"))
            return usage_error(msg("cards.output_is_folder", path=printable_path(args.output), example=example), lang)
        if os.path.lexists(args.output) and not args.force:
            return usage_error(msg("cards.output_exists", path=printable_path(args.output)), lang)
    say_findings(report, args.lang, "cards")   # (a JSON beside its source, carded twice, was said only by `check`)
    grouped = {name: files for name, files in by_ruleset(report.files).items() if any(f.abilities or f.statblocks for f in files)}
    if not grouped:
        # (a path that could not be read is said as such, once: `no ability found` after it said it again)
        if not all(f.source is None for f in report.files) or not (report.files or report.usage_errors):
            say_error(lang, msg("cards.no_ability", paths=Listing(tuple(args.paths))))
        return exit_code(report) or EXIT_ERRORS
    if len(grouped) > 1:  # one deck is one game's
        rulesets = [registry.get(name).label(lang) for name in grouped]
        return usage_error(msg("cards.several_rulesets", rulesets=Listing(tuple(rulesets), conjunction="and")), lang)
    (name, files), = grouped.items()
    ruleset = registry.get(name)
    if "cards" not in ruleset.offers:
        not_offered(ruleset, "cards", lang)
        return EXIT_USAGE
    if fmt not in ruleset.card_formats:
        return usage_error(msg("cards.format_not_offered", format=fmt, ruleset=ruleset.label(lang),
                               formats=Listing(ruleset.card_formats, conjunction="or")), lang)
    if args.hero and hero is None:
        hero = _character(ruleset, args.hero, lang)
        if isinstance(hero, int):
            return hero
    notices, tallied, notes = [], [], []
    # a plug-in written before `tally` (or `note`) existed is called as it was
    told = {"tally": tallied.append} if _takes(ruleset.cards, "tally") else {}
    if _takes(ruleset.cards, "note"):  # what the cards leave off, said as no warning (a book's lore is meant so)
        told["note"] = notes.append
    from ..render.printing import print_jobs

    try:
        with print_jobs(args.jobs):
            data = ruleset.cards(files, CardOptions(fmt, args.lang, hero, args.page, args.size),
                                 progress=progress(args.quiet), warn=notices.append, **told)
    except StatblockError as error:  # PDF without WeasyPrint or its libraries, or a worker that died
        return usage_error(error, lang)
    for notice in notices:
        say(msg("cli.warning", message=notice), lang)
    if args.output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    else:
        from ..fileio import WriteError, atomic_write

        try:
            atomic_write(args.output, data, overwrite=args.force, make_folders=True)
        except WriteError as error:
            return usage_error(error_text(error, lang), lang)
    # the cards laid out, continuation cards included, where the ruleset tells (HTML, PDF)
    cards = counted(tallied[-1] if tallied else ruleset.card_count(files), "card", "cards", "枚")
    out = {} if args.output == "-" else {"out": printable_path(args.output)}
    key = "cards.wrote_for" if hero else "cards.wrote"
    key += "_stdout" if args.output == "-" else ""   # (standard output named, in either language: was `- に`)
    wrote = (msg(key, cards=cards, hero=printable_path(hero.name), format=fmt, **out) if hero
             else msg(key, cards=cards, format=fmt, **out))
    print(wrote.render(lang), file=sys.stderr)
    for note in notes:
        print(note.render(lang), file=sys.stderr)
    if notices and args.error_on == "warning":
        return exit_code(report) or EXIT_ERRORS
    return exit_code(report, args.error_on)


def _takes(function, name: str) -> bool:
    """Whether `function` can be called with the keyword argument `name`."""
    import inspect

    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == name or p.kind is p.VAR_KEYWORD for p in parameters)


def _character(ruleset, path: str, lang: str):
    """The character of `--hero` as `ruleset` reads it, or the exit code once it is said why not."""
    from ..diagnostics import StatblockError

    try:
        return ruleset.character(path)
    except NotImplementedError:
        not_offered(ruleset, "--hero", lang)
        return EXIT_USAGE
    except StatblockError as error:
        return usage_error(error, lang)
