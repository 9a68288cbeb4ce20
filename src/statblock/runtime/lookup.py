"""Finding the ability a command names, with messages a person can act on."""

from __future__ import annotations

import difflib

from ..diagnostics import StatblockError
from ..rulesets import fold
from .effects import CompiledAbility

__all__ = ["AbilityHasErrors", "AbilityNotFound", "find_ability", "load_abilities", "load_ability"]

LIST_AT_MOST = 40   # beyond this many abilities, a "not found" message names only the close ones


class AbilityNotFound(StatblockError):
    """No ability of that name, or nothing readable at the path; the message says what was found."""


def load_abilities(path: str) -> list[CompiledAbility]:
    """Every ability in `path` (a file or a folder); raises AbilityNotFound if it cannot be read."""
    return _read(path).abilities


def _read(path: str):
    from ..pipeline import run

    report = run([path])
    if report.usage_errors:
        raise AbilityNotFound("; ".join(d.text() for d in report.usage_errors))
    unreadable = [d for f in report.files if f.source is None for d in f.diagnostics]
    if unreadable and not report.abilities:
        raise AbilityNotFound(f"{path}: " + "; ".join(d.text() for d in unreadable))
    return report


def load_ability(path: str, name: str) -> CompiledAbility:
    """The ability called `name` in `path`, refused (AbilityHasErrors) while `check` finds errors in it:
    numbers worked out from a misspelt characteristic or a missing tier would be wrong."""
    report = _read(path)
    ability = find_ability(report.abilities, name, path)
    errors = [d for d in report.diagnostics if d.severity.value == "error" and d.ability == ability.name
              and d.path == ability.path]
    if errors:
        raise AbilityHasErrors("\n".join([f"`{ability.name}` has errors; fix them first "
                                          "(`statblock check` shows the same):"] + [d.render() for d in errors]))
    return ability


class AbilityHasErrors(StatblockError):
    """The ability was found, but `check` reports errors in it."""


def find_ability(abilities: list[CompiledAbility], name: str, where: str) -> CompiledAbility:
    """The first ability called `name` (case, spacing and apostrophe style ignored)."""
    key = fold(name)
    for ability in abilities:
        if fold(ability.name) == key:
            return ability
    if not abilities:
        raise AbilityNotFound(f"no abilities found in {where}")
    names = list(dict.fromkeys(a.name for a in abilities))
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    lines = [f"no ability named `{name}` in {where}"]
    if close:
        lines.append("did you mean: " + ", ".join(f"`{c}`" for c in close) + "?")
    if len(names) <= LIST_AT_MOST:
        lines.append(f"abilities found ({len(names)}):")
        lines.extend(f"  {n}" for n in names)
    else:
        lines.append(f"{len(names)} abilities found; the first {LIST_AT_MOST}:")
        lines.extend(f"  {n}" for n in names[:LIST_AT_MOST])
    raise AbilityNotFound("\n".join(lines))
