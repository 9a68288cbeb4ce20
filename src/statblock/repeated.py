"""Diagnostics of one code repeated on one line, said once: a line of thousands of the same slip (a 虚構侵蝕TRPG
effect of 43 KB of `<b>` tags was 14,475 KY022s, one for each tag) buried every other finding of the file
and the summary under it.

More than `SAID_EACH` diagnostics of one code, severity and words on one line of a file become the first of them,
whose message says how many there are, and which keeps the span of each of the others (`Diagnostic.also`: the JSON
of `check` lists every position, as `also`). A few on a line (two slips of one sentence) are each said as before,
and so are diagnostics of one code in other words (the errors of a minified JSON, all on its one line).
Nothing the user wrote is changed: this is only how the findings are said. No game is named here.
"""

from __future__ import annotations

import attrs

from .diagnostics import Diagnostic
from .messages import msg

__all__ = ["SAID_EACH", "merge_repeated"]

#: Diagnostics of one code on one line said each (more are said once)
SAID_EACH = 3


def merge_repeated(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """`diagnostics` (of one file, in their order) with each run of more than `SAID_EACH` of one code, severity,
    message and help on one line said once, at the first of them (see the module); the others as they are, in their
    order."""
    groups: dict[tuple, list[int]] = {}
    for index, diagnostic in enumerate(diagnostics):
        span = diagnostic.span
        if span is None or span.source is None:
            continue
        line = span.source.position(span.start)[0]
        groups.setdefault((id(span.source), line, diagnostic.code, diagnostic.severity), []).append(index)
    repeated = []
    for indexes in groups.values():
        if len(indexes) <= SAID_EACH:
            continue
        said: dict[tuple[str, str | None], list[int]] = {}  # (only the same words: a line of several slips, or a
        for n in indexes:                                     # minified JSON's, says each of them)
            said.setdefault((diagnostics[n].text(), diagnostics[n].help()), []).append(n)
        repeated += [same for same in said.values() if len(same) > SAID_EACH]
    if not repeated:
        return diagnostics
    merged: dict[int, Diagnostic] = {}
    dropped: set[int] = set()
    for indexes in repeated:
        first = diagnostics[indexes[0]]
        merged[indexes[0]] = attrs.evolve(first, message=msg("diagnostic.repeated", message=first.message,
                                                             count=len(indexes), key="also",
                                                             command="check --format json"),
                                          also=tuple(diagnostics[n].span for n in indexes[1:]))
        dropped.update(indexes[1:])
    return [merged.get(n, d) for n, d in enumerate(diagnostics) if n not in dropped]
