"""The core's commands that read files and report, for every ruleset: check, parse, rulesets; and what the
commands that write (`fmt.py`, `convert.py`, `cards.py`) share with them: the ruleset of a file, or the word
for why there is none or why it does not offer a command."""

from __future__ import annotations

import json
import os
import sys

from ..diagnostics import Severity
from ..messages import Listing, msg
from .common import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, exit_code, printable_path, run_paths, say, say_error, say_findings, \
    usage_error

__all__ = ["broken_message", "by_ruleset", "github_line", "not_offered", "ruleset_for", "run_check", "run_parse",
           "ruleset_problem", "run_rulesets", "unknown_message"]


def run_check(args) -> int:
    from ..cache import open_cache
    from ..checking import check_paths
    from ..progress import progress

    stdin = "-" in args.paths
    if (stdin and len(args.paths) > 1) or (args.stdin_name is not None and not stdin):
        return usage_error(msg("cli.stdin_alone" if stdin else "cli.stdin_name_alone", command="statblock check"),
                           args.lang)
    if stdin:
        from .stdin import check_stdin

        cache, run = None, check_stdin(args.stdin_name, args.ruleset)
    else:
        cache = None if args.no_cache else open_cache(args.cache_dir)
        run = check_paths(args.paths, cache=cache, jobs=args.jobs,
                          progress=progress(args.quiet or args.format != "text"), ruleset=args.ruleset)
    if run.empty_folders:
        from ..rulesets import registry

        suffixes = Listing(registry.suffixes())
        for folder in run.empty_folders:  # (a warning: the contract's exit 2 is for unreadable input)
            say(msg("cli.warning", message=msg("check.empty_folder", path=printable_path(folder),
                                                suffixes=suffixes)), args.lang)
    counts = {Severity.ERROR: 0, Severity.WARNING: 0, Severity.INFO: 0}
    abilities, unread, empty, findings = 0, 0, [], []
    by_game: dict[str, int] = {}   # what each ruleset counted, by its name (a file no ruleset read: "")
    empty_by: dict[str, None] = {}   # the rulesets of the files with none
    color = args.color == "always" or (args.color == "auto" and sys.stdout.isatty() and "NO_COLOR" not in os.environ)
    emit = {"json": findings.append, "github": lambda f: github_line(f, args.lang),
            "text": lambda f: print(f.render(color, args.lang) + "\n")}[args.format]
    for finding in run.problems:
        counts[finding.severity] += 1
        emit(finding)
    for result in run.results:
        abilities += result.abilities
        unread += not result.read
        if result.read:
            by_game[result.ruleset] = by_game.get(result.ruleset, 0) + result.abilities
        if result.empty:
            empty.append(result.path)
            empty_by[result.ruleset] = None
        for finding in result.findings:
            counts[finding.severity] += 1 + len(finding.also)  # (one said for several: `repeated.py`)
            emit(finding)
    if cache is not None and cache.failure is not None and (args.cache_dir or os.environ.get("STATBLOCK_CACHE_DIR")):
        say(msg("cli.warning", message=_cache_unusable(cache)), args.lang)  # (one named: the default is quiet)
    errors, warnings = counts[Severity.ERROR], counts[Severity.WARNING]
    if args.format == "json":
        from ..terminal import json_printable

        # (`abilities` all that was counted, as the contract has it; `counted` the same by what it is, in the games'
        # words, added beside it: `{"profiles": 4}` for a warband's)
        counted = {many: n for (_, many), n in _counted(by_game, "en")}
        print(json_printable(json.dumps({"files": run.files, "abilities": abilities, "counted": counted, "errors": errors,
                                         "warnings": warnings, "files_without_abilities": empty,
                                         "diagnostics": [f.to_json(args.lang) for f in findings]},
                                        ensure_ascii=False, indent=2)))
    elif args.format == "text":
        from ..messages import summary

        # (what each game counts, in its words: a warband's profiles were said to be `4 abilities`)
        words = [word for word, _ in _counted(dict.fromkeys(empty_by, 0), args.lang)]
        for line in summary(run.files, _counted(by_game, args.lang), errors, warnings, len(empty), args.lang, words):
            print(line)
        for path in empty:
            print(f"  {printable_path(path)}")
    if run.problems or unread:
        return EXIT_USAGE
    return EXIT_ERRORS if errors or (args.error_on == "warning" and warnings) else EXIT_OK


def _counted(by_game: dict[str, int], lang: str) -> list[tuple[tuple[str, ...], int]]:
    """What the rulesets counted (`by_game`: by ruleset name), by the word each counts in (`Ruleset.counted_word`):
    games that count the same thing (Draw Steel's abilities, Marvel Champions' abilities) added together, in the
    order first met; the core's word for a file no ruleset read (or a ruleset no longer installed)."""
    from ..rulesets import registry
    from ..rulesets.ruleset import Ruleset

    found: dict[tuple[str, str], int] = {}
    for name, n in by_game.items():
        try:
            word = registry.get(name).counted_word(lang) if name else None
        except (registry.UnknownRuleset, registry.BrokenRuleset):
            word = None
        word = word or Ruleset().counted_word(lang)
        found[word] = found.get(word, 0) + n
    return list(found.items())


def _cache_unusable(cache):
    """Why the cache folder named was not used, and what to do."""
    from ..messages.oserrors import os_reason

    path = printable_path(cache.folder)
    if isinstance(cache.failure, OSError):
        return msg("check.cache_unusable", path=path, reason=os_reason(cache.failure))
    return msg("check.cache_unusable_db", path=path)


def github_line(finding, lang: str = "en") -> None:
    """One workflow command: GitHub's own escapes keep the message and the path on one line."""
    level = {"error": "error", "warning": "warning", "info": "notice"}[finding.severity.value]
    message = finding.text(lang).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    path = finding.path.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A").replace(":", "%3A") \
        .replace(",", "%2C")
    print(f"::{level} file={path},line={finding.line},col={finding.column},title={finding.code}::{message}")


def run_parse(args) -> int:
    from ..rulesets import registry

    report = run_paths(args.paths, args.quiet, args.ruleset)
    out: dict[str, list] = {"abilities": [], "statblocks": []}
    for name, files in by_ruleset(report.files).items():
        for key, items in registry.get(name).parse_json(files).items():
            out.setdefault(key, []).extend(items)
    print(json.dumps(out, ensure_ascii=False, indent=2, default=str))
    say_findings(report, args.lang, "parse")   # (errors only, before: a JSON beside its source, parsed twice, said nothing)
    return exit_code(report)


def by_ruleset(files) -> dict[str, list]:
    """The files a ruleset read, by its name, in the order they were found (files that no ruleset read are left out)."""
    grouped: dict[str, list] = {}
    for result in files:
        if result.ruleset:
            grouped.setdefault(result.ruleset, []).append(result)
    return grouped


def not_offered(ruleset, command: str, lang: str, path: str | None = None) -> None:
    """Say that `ruleset` does not offer `command` (for the file `path`)."""
    key = "cli.not_offered_for" if path else "cli.not_offered"
    say_error(lang, msg(key, command=command, ruleset=ruleset.label(lang), name=ruleset.name,
                        path=printable_path(path or "")))


def ruleset_problem(name: str):
    """Why `--ruleset NAME` cannot be used (a message), or None when it can."""
    from ..rulesets import registry

    try:
        registry.get(name)
    except registry.UnknownRuleset as unknown:
        return unknown_message(unknown)
    except registry.BrokenRuleset as broken:
        return broken_message(broken)
    return None


def ruleset_for(path: str, text: str, forced: str | None, lang: str):
    """The ruleset of a file, or None once it is said why there is none (a `# ruleset:` line naming nothing)."""
    from ..rulesets import registry

    try:
        ruleset = registry.choose(path, text, forced)
        if ruleset is None:
            say_error(lang, msg("cli.no_ruleset", path=printable_path(path), command="statblock rulesets"))
        return ruleset
    except registry.UnknownRuleset as unknown:
        say_error(lang, unknown_message(unknown))
    except registry.BrokenRuleset as broken:
        say_error(lang, broken_message(broken))
    return None


def unknown_message(unknown) -> object:
    """What to say of a ruleset name nobody installed (`registry.UnknownRuleset`), with its did-you-mean."""
    message = msg("ruleset.unknown", name=unknown.name, known=Listing(unknown.known), command="statblock rulesets")
    if unknown.suggestion:
        return msg("cli.with_suggestion", message=message, suggestion=msg("word.replace", word=unknown.name,
                                                                        guess=unknown.suggestion))
    return message


def broken_message(broken) -> object:
    return msg("ruleset.broken", name=broken.entry.name, origin=broken.entry.origin, reason=broken.reason)


def run_rulesets(args) -> int:
    """`statblock rulesets`: what is installed, where it comes from, what it reads and offers."""
    from ..rulesets import registry

    rows = []
    for entry in registry.entries().values():
        try:
            ruleset = registry.get(entry.name)
        except registry.BrokenRuleset as broken:
            rows.append({"name": entry.name, "origin": entry.origin, "broken": broken.reason})
            continue
        commands = ["check", "parse", *sorted(ruleset.offers), *(c.name for c in ruleset.commands())]
        rows.append({"name": ruleset.name, "title": ruleset.label(args.lang), "origin": entry.origin,
                     "version": ruleset.version, "code_prefix": ruleset.code_prefix,
                     "languages": list(ruleset.languages), "native_suffixes": list(ruleset.native_suffixes),
                     "read_suffixes": list(ruleset.read_suffixes), "commands": commands,
                     "card_formats": list(ruleset.card_formats) if "cards" in ruleset.offers else []})
    if args.format == "json":
        print(json.dumps({"rulesets": rows}, ensure_ascii=False, indent=2))
        return EXIT_OK
    for row in rows:
        if "broken" in row:
            print(msg("rulesets.broken", name=row["name"], origin=row["origin"], reason=row["broken"]).render(args.lang))
            continue
        origin = msg("rulesets.built_in") if row["origin"] == "built-in" else row["origin"]
        print(msg("rulesets.head", name=row["name"], title=row["title"], origin=origin).render(args.lang))
        if row["native_suffixes"]:
            print("  " + msg("rulesets.native", suffixes=Listing(tuple(row["native_suffixes"]))).render(args.lang))
        if row["read_suffixes"]:
            print("  " + msg("rulesets.community", suffixes=Listing(tuple(row["read_suffixes"]))).render(args.lang))
        print("  " + msg("rulesets.commands", commands=Listing(tuple(row["commands"]))).render(args.lang))
        print("  " + msg("rulesets.codes", prefix=row["code_prefix"],
                         langs=Listing(tuple(row["languages"]))).render(args.lang))
    return EXIT_OK
