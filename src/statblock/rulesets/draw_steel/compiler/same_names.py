"""Two abilities of one name in one file (SB020): most often a block copied and its name left as it was.

Both are kept and read; the second is said at its name, with the line of the first. `roll --ability` and
`odds --ability` find an ability by its name (`runtime/lookup.find_ability`: case, spacing and apostrophe style
ignored, so the same fold is used here), so of the two only the first could be rolled, with no word. A statblock's
features are not said: two monsters of one file may each have a feature of one name (`Crafty`), as the books print
them. `roll --ability` and `odds --ability` take no monster, so of such features (or of a feature and an ability of
its name) they find the first in the file alone: a limit not yet lifted, not a feature found with its monster.
"""

from __future__ import annotations

from ....diagnostics import Diagnostic, Severity
from ....messages import msg
from ....vocabulary import fold

__all__ = ["same_names"]


def same_names(asts, statblocks) -> list[Diagnostic]:
    """SB020 at the name of each ability of `asts` whose name (folded) an earlier one in the file has."""
    features = {fold(name) for statblock in statblocks for name in statblock.features}
    first: dict[str, tuple[int, str]] = {}  # (the line of the first of a name, and the name as it writes it)
    found = []
    for tree in asts:
        span = tree.name_span
        if span is None or span.end <= span.start:  # (no name written: SB136 says so)
            continue
        key = fold(tree.name)
        if not key or key in features:
            continue
        if key not in first:
            first[key] = (span.line, tree.name)
            continue
        line, name = first[key]
        # (the first's name as it is written there: `Slam` then `slam` quoted `slam` as the name on line 1)
        found.append(Diagnostic("SB020", Severity.WARNING, msg("names.twice", name=name, line=line),
                                span, tree.name, msg("names.twice_help", name=tree.name)))
    return found
