"""`statblock fmt`: a native file rewritten in its ruleset's own layout, in place or from standard input
to standard output; a file that does not read without errors, or whose ruleset offers no `fmt`, is left
as it is and said (standard input so left is written to standard output unchanged, exit 1). The errors and
warnings of a file read are said on standard error, as `check` says them."""

from __future__ import annotations

import sys

from ..diagnostics import Severity
from ..messages import counted, msg
from .common import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, error_text, printable_path, report_problems, say, say_error, \
    usage_error
from .files import not_offered, ruleset_for, ruleset_problem

__all__ = ["format_file", "give_back_stdin", "run_fmt"]


def run_fmt(args) -> int:
    from ..fileio import collect
    from ..progress import progress
    from ..rulesets import registry

    if args.paths == ["-"]:
        return _fmt_stdin(args)
    if "-" in args.paths:   # (with other paths: was `no such file or folder: -`, and the others formatted)
        if set(args.paths) == {"-"}:   # (`fmt - -`: a filter all the same, the text given back with the refusal, as
            give_back_stdin()          # for a `--ruleset` naming none; before, nothing came back)
        return usage_error(msg("cli.stdin_alone", command="statblock fmt"), args.lang)
    suffixes = tuple(s for r in registry.usable() if "fmt" in r.offers for s in r.native_suffixes)
    found = collect(args.paths, suffixes)
    report_problems(found.problems, args.lang)
    changed = failed = 0
    for path, _ in progress(args.quiet)(found.files, total=len(found.files)):
        outcome = format_file(path, args.check, args.lang, args.ruleset)
        changed += outcome == "changed"
        failed += outcome == "failed"
    total = len(found.files)
    files = counted(changed, "file", "files", "ファイル")
    summary = msg("fmt.summary_check" if args.check else "fmt.summary", files=files,
                  same=total - changed - failed).render(args.lang)
    if failed:
        summary += msg("fmt.summary_failed", failed=failed).render(args.lang)
    print(summary, file=sys.stderr)
    if found.problems:  # unreadable input, as for every command
        return EXIT_USAGE
    return EXIT_ERRORS if failed or (args.check and changed) else EXIT_OK


def _fmt_stdin(args) -> int:
    """`fmt -`: standard input to standard output, read as the native format of `--ruleset`, of its
    `# ruleset:` line, else of the default ruleset."""
    from ..frontends import read_source
    from .stdin import STDIN, Unread, binary_stdin, other_game, read_as, read_stdin, renamed

    data = read_stdin("fmt")
    if isinstance(data, Unread):  # (given back as read, as any input left as it is: before, nothing was written)
        say_error(args.lang, data.message)
        _give_back(data)
        return EXIT_USAGE
    if args.ruleset:   # (a `--ruleset` naming none installed: bad usage, exit 2, and the text given back unchanged, as
        # any input `fmt -` leaves as it is; before, refused with the options and standard input never read: an editor
        # that filters its buffer through `fmt -` was given nothing back)
        problem = ruleset_problem(args.ruleset)
        if problem is not None:
            say_error(args.lang, problem)
            _write_unchanged(data)
            return EXIT_USAGE
    source, problems = read_source(STDIN, data, stdin_command="fmt")
    if source is None:
        for problem in binary_stdin(problems, "fmt"):   # (SB002 advised leaving it out of the paths to check)
            print(problem.render(lang=args.lang), file=sys.stderr)
        _write_unchanged(data)
        return EXIT_ERRORS
    read = read_as(STDIN, source.text, args.ruleset)
    if read == STDIN + ".md":   # (sniffed as `check -` sniffs it)
        return _markdown_given_back(data, source.text, args)
    # (text no ruleset formats, a warband's, or of a `# ruleset:` line naming none: said, and given back unchanged, as
    # any input left as it is; before, nothing was written, and an editor filtering its buffer through `fmt -` lost it)
    # (exit 1, as `fmt FILE` of the same text: a file left as it is; it was 2, bad usage, though fmt was called well;
    # a `--ruleset` naming none is bad usage, exit 2, the text given back all the same: above)
    # (another game's native text, a warband's lines with no `# ruleset:` line, is that game's, as `check -` reads it:
    # it was formatted as a Draw Steel ability, every profile line indented under `Points:`)
    other = other_game(STDIN, source.text, args.ruleset)
    mine = other is not None and read == STDIN + other.native_suffixes[0]
    ruleset = ruleset_for(read if mine else source.path, source.text, args.ruleset, args.lang)
    if ruleset is None:
        _write_unchanged(data)
        return EXIT_ERRORS
    if "fmt" not in ruleset.offers or not ruleset.native_suffixes:
        not_offered(ruleset, "fmt", args.lang)
        _write_unchanged(data)
        return EXIT_ERRORS
    name = STDIN + ruleset.native_suffixes[0]   # (read as its native text; said as `<stdin>`, as `check -` says it)
    from ..pipeline import read_text

    diagnostics = read_text(name, source.text, ruleset.name).diagnostics
    _say_problems(renamed((d.finding() for d in diagnostics), name, STDIN), args.lang)
    errors = sum(1 + len(d.also) for d in diagnostics if d.severity is Severity.ERROR)  # (`repeated.py`)
    if errors:  # as a file with errors is left as it is (it was formatted, exit 0)
        say(msg("fmt.has_errors", path=STDIN, errors=counted(errors, "error", "errors")), args.lang)
        _write_unchanged(data)
        return EXIT_ERRORS
    result = ruleset.format(source.text, name)
    for problem in _not_said(result.problems, diagnostics):
        say(problem, args.lang)
    if result.problems:
        _write_unchanged(data)
        return EXIT_ERRORS
    _write_unchanged(_as_read(result.text, data) if result.changed else data)
    return EXIT_ERRORS if args.check and result.changed else EXIT_OK


def _markdown_given_back(data: bytes, text: str, args) -> int:
    """`fmt -` of Markdown (`stdin.looks_like_markdown`, as `check -` sniffs it): said (SB015, with how to have it read
    as native text) and given back unchanged, exit 1, as `fmt` leaves a Markdown file as it is. Before, it was read as
    native text: a Draw Steel page's table rows were errors of an ability named by its header row, a warband's lines
    lost to no profile."""
    from ..diagnostics import Diagnostic, Severity, SourceFile
    from ..rulesets import registry
    from .stdin import STDIN

    try:
        ruleset = registry.choose(STDIN + ".md", text, args.ruleset)   # (the ruleset that reads it: sbh for a warband)
    except (registry.UnknownRuleset, registry.BrokenRuleset):
        ruleset = None
    name = ruleset.name if ruleset is not None else registry.DEFAULT
    note = Diagnostic("SB015", Severity.INFO, msg("file.fmt_markdown", line=f"# ruleset: {name}",
                                              command="statblock convert FILE.md --to ability -o DIR"),
                      SourceFile(STDIN, text).span(0, 0))
    print(note.render(lang=args.lang), file=sys.stderr)
    _write_unchanged(data)
    return EXIT_ERRORS


def _as_read(text: str, data: bytes) -> bytes:
    """The formatted `text` of the file whose bytes were `data`, written as that file was: its UTF-8 byte-order mark
    and its line ends (CRLF, as its first line ends; CR alone, in a file of no LF) kept. Reading takes them for
    nothing and for line ends, so the layout is made without them; before, a file `fmt` changed lost them, one it
    left alone kept them."""
    newline = data.find(b"\n")
    if newline > 0 and data[newline - 1] == 0x0D:  # (`\r`)
        text = text.replace("\n", "\r\n")
    elif newline == -1 and b"\r" in data:  # (no `\n` at all: an old Mac file's `\r` alone)
        text = text.replace("\n", "\r")
    mark = b"\xef\xbb\xbf" if data.startswith(b"\xef\xbb\xbf") and not text.startswith("\ufeff") else b""
    return mark + text.encode("utf-8")


def give_back_stdin() -> None:
    """Standard input read and written back unchanged, for `fmt -` refused as bad usage before it ran (its options):
    an editor filtering its buffer through it keeps its text. Standard input that cannot be read gives back what was
    read of it, nothing said here (the usage error is)."""
    from .stdin import Unread, read_stdin

    data = read_stdin("fmt")
    if isinstance(data, Unread):
        _give_back(data)
    else:
        _write_unchanged(data)


def _write_unchanged(data: bytes) -> None:
    """Standard input given back to standard output byte for byte (its line endings and byte-order mark too), as a
    file that is not formatted is left as it is: an editor that replaces its text with `fmt -`'s output loses
    nothing."""
    stream = getattr(sys.stdout, "buffer", None)
    if stream is None:  # a text-only stream (an embedding program's): the text `_fmt_stdin` read from it
        sys.stdout.write(data.decode("utf-8", "surrogateescape"))
        return
    sys.stdout.flush()
    stream.write(data)
    stream.flush()


def _give_back(unread) -> None:
    """Standard input too big to read given back unchanged: what was read, then the rest as it comes (an editor that
    filters its text through `fmt -` keeps it all)."""
    if not unread.head:
        return
    _write_unchanged(unread.head)
    rest, text = unread.rest, getattr(sys.stdout, "buffer", None) is None
    while rest is not None:
        chunk = rest.read(1 << 20)
        if not chunk:
            break
        if text:   # (a text-only output stream: as `_write_unchanged` writes to it)
            sys.stdout.write(chunk if isinstance(chunk, str) else chunk.decode("utf-8", "surrogateescape"))
        else:
            sys.stdout.buffer.write(chunk if isinstance(chunk, bytes) else chunk.encode("utf-8", "surrogateescape"))
    sys.stdout.flush()


def _not_said(problems, said) -> list:
    """The problems of a formatting (why the file is left as it is) that reading the file has not said already: a
    warning of the reading (SB027) was said twice, the second time as `<stdin>.ability`'s on standard input."""
    from ..diagnostics import Diagnostic

    seen = {(d.code, d.span.start, d.span.end) for d in said}
    return [p for p in problems if not (isinstance(p, Diagnostic) and (p.code, p.span.start, p.span.end) in seen)]


def _say_problems(diagnostics, lang: str) -> None:
    """The errors and warnings among `diagnostics` on standard error, as `check` words them (`cli.common.say_findings`:
    information, a hint, stays `check`'s)."""
    for d in diagnostics:
        if d.severity is not Severity.INFO:
            print(d.render(lang=lang), file=sys.stderr)


def format_file(path: str, check: bool, lang: str = "en", forced: str | None = None) -> str:
    """Format one file in place: `changed`, `same`, or `failed` (the reason is on stderr; the file is untouched)."""
    from ..fileio import ReadProblem, WriteError, atomic_write, is_read_only, problem_diagnostic, read_bounded
    from ..frontends import read_source

    shown = printable_path(path)
    data = read_bounded(path)
    if isinstance(data, ReadProblem):
        print(problem_diagnostic(data).render(lang=lang), file=sys.stderr)
        return "failed"
    source, problems = read_source(path, data)
    if source is None:
        for problem in problems:
            print(problem.render(lang=lang), file=sys.stderr)
        return "failed"
    ruleset = ruleset_for(path, source.text, forced, lang)
    if ruleset is None:
        return "failed"
    if "fmt" not in ruleset.offers:
        not_offered(ruleset, "fmt", lang, path)
        return "failed"
    refused = ruleset.format_refusal(path)
    if refused is not None:
        say_error(lang, refused)
        return "failed"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        say_error(lang, msg("fmt.not_utf8", path=shown))
        return "failed"
    from ..pipeline import read_text

    diagnostics = read_text(path, source.text, ruleset.name).diagnostics
    _say_problems(diagnostics, lang)  # (warnings too, as `check` and `parse` say them: errors only, before)
    errors = [d for d in diagnostics if d.severity is Severity.ERROR]
    if errors:
        count = sum(1 + len(d.also) for d in errors)  # (one said for several: `repeated.py`)
        say(msg("fmt.has_errors", path=shown, errors=counted(count, "error", "errors")), lang)
        return "failed"
    result = ruleset.format(source.text, path)
    for problem in _not_said(result.problems, diagnostics):
        say(problem, lang)
    if result.problems:
        return "failed"
    if not result.changed:
        return "same"
    if check:
        print(msg("fmt.would_reformat", path=shown).render(lang))
        return "changed"
    if is_read_only(path):
        say_error(lang, msg("fmt.read_only", path=shown))
        return "failed"
    try:
        atomic_write(path, _as_read(result.text, data), overwrite=True)
    except WriteError as error:
        say_error(lang, error_text(error, lang))
        return "failed"
    print(msg("fmt.reformatted", path=shown).render(lang))
    return "changed"
