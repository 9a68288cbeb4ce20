"""`then` between a subject and its verb (`Each player then draws 1 card`, `Each player, then, draws 1 card`, `Each
player may then draw 1 card`): no word of the subject, which keeps its modal (`may`). Read by `rstrip` and by
looking at the last words only, no pattern anchored at the end: `\\s+then\\s+$` was tried from every blank of a run
(quadratic: a subject of 20,000 blanks 2 s)."""

from __future__ import annotations


def without_then(said: str) -> str:
    """`said`, the words before a verb, less a `then` at their end (with its commas: `, then,`); `said` as it is when
    none ends it."""
    core = said.rstrip()
    if len(core) == len(said):
        return said   # (the verb follows a blank)
    if core.endswith(","):
        core = core[:-1]
    if len(core) < 5 or core[-4:].lower() != "then" or not (core[-5].isspace() or core[-5] == ","):
        return said
    core = core[:-4].rstrip()
    if core.endswith(","):
        core = core[:-1].rstrip()
    return core
