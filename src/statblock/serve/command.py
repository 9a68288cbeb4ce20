"""`statblock serve PATH`: the command-line side of the live preview."""

from __future__ import annotations

import importlib.util
import os
import signal
import threading

from ..cli.common import EXIT_OK, EXIT_USAGE, echoed, printable_path, report_problems, say, say_error, usage_error
from ..messages import msg
from ..messages.oserrors import os_reason

__all__ = ["run_serve"]


def run_serve(args) -> int:
    lang = args.lang
    if importlib.util.find_spec("watchfiles") is None:  # the `serve` extra
        return usage_error(msg("serve.needs_watchfiles", command="pip install 'statblock[serve]'"), lang)
    from ..fileio import collect

    if not os.path.isdir(args.path):  # a file, or nothing: said as every command says it
        found = collect([args.path], ())
        if found.problems:
            report_problems(found.problems, lang)
            return EXIT_USAGE
    if args.hero is not None:
        problem = _hero_problem(args.hero, lang)
        if problem is not None:
            return problem
    if not 0 <= args.port <= 65535:
        return usage_error(msg("serve.bad_port", port=echoed(str(args.port))), lang)   # (400 digits: cut short)
    from .server import Preview

    def warn(line: str) -> None:
        say(line, lang)

    try:
        preview = Preview(args.path, hero=args.hero, lang=lang, ruleset=args.ruleset, host=args.host,
                          port=args.port, log=None if args.quiet else warn, warn=warn)
    except OSError as error:
        return usage_error(msg("serve.cannot_listen", host=args.host, port=args.port,
                               reason=os_reason(error)), lang)
    main = threading.current_thread() is threading.main_thread()  # (signals are the main thread's only)
    previous = signal.signal(signal.SIGTERM, _interrupt) if main else None  # `kill` ends it as Ctrl-C does
    try:
        preview.start_watching()
        print(preview.url, flush=True)
        if not args.quiet:
            say(msg("serve.started", path=printable_path(args.path), url=preview.url), lang)
        preview.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        preview.close()
        if main:
            signal.signal(signal.SIGTERM, previous)
    if not args.quiet:
        say(msg("serve.stopped"), lang)
    return EXIT_OK


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def _hero_problem(path: str, lang: str) -> int | None:
    """Exit code 2, once it is said why, when no ruleset that prints cards reads the hero `path`."""
    from ..diagnostics import StatblockError
    from ..rulesets import registry

    if not os.path.isfile(path):
        say_error(lang, msg("cli.path_reason", path=printable_path(path), reason=msg("serve.no_such_hero")))
        return EXIT_USAGE
    first = None
    for ruleset in registry.usable():
        if "cards" not in ruleset.offers:
            continue
        try:
            ruleset.character(path)
            return None
        except NotImplementedError:
            continue
        except StatblockError as error:
            first = first or error
    if first is not None:
        return usage_error(first, lang)
    say_error(lang, msg("serve.hero_unread", path=printable_path(path)))
    return EXIT_USAGE
