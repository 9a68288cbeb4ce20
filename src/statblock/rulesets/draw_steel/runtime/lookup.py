"""Finding the ability a command names, with messages a person can act on."""

from __future__ import annotations

from ....diagnostics import StatblockError
from ....messages import Lines, Listing, Localized, labelled, msg
from ....records import frozen
from ....vocabulary import fold
from ...similarity import close_matches, english_close_matches, is_japanese
from .compiled import CompiledAbility

__all__ = ["AbilityHasErrors", "AbilityNotFound", "Choice", "choose_ability", "find_ability", "load_abilities",
           "load_ability", "owner_of"]

LIST_AT_MOST = 40   # beyond this many abilities, a "not found" message names only the close ones


class AbilityNotFound(StatblockError):
    """No ability of that name, or nothing readable at the path; the message says what was found.

    Its argument renders in each language (`args[0].render(lang)`); `str()` is the English."""


def load_abilities(path: str) -> list[CompiledAbility]:
    """Every ability in `path` (a file or a folder); raises AbilityNotFound if it cannot be read."""
    return _read(path).abilities


def _read(path: str):
    from ....pipeline import run

    report = run([path])
    if report.usage_errors:
        raise AbilityNotFound(_texts(report.usage_errors))
    unreadable = [d for f in report.files if f.source is None for d in f.diagnostics]
    if unreadable and not report.abilities:
        raise AbilityNotFound(Lines((msg("cli.path_reason", path=path, reason=_texts(unreadable)),)))
    other = next((f for f in report.files if f.ruleset and f.ruleset != "draw_steel"), None)
    if other is not None:  # `roll` and `odds` are Draw Steel's: another game's abilities have no power roll
        from ... import registry

        ruleset = registry.get(other.ruleset)
        title = labelled(ruleset)
        raise AbilityNotFound(msg("cli.not_offered_for", path=other.path, ruleset=title, name=ruleset.name,
                                  command="roll / odds"))
    return report


def _texts(diagnostics) -> Localized:
    return Localized({lang: ("; " if lang == "en" else "。").join(d.text(lang) for d in diagnostics)
                      for lang in ("en", "ja")})


@frozen
class Choice:
    """The ability a command names, the statblock (or malice group, terrain object) whose feature it is (None for an
    ability of no statblock), and what is said of the choice where the name alone named more than one (`note`)."""

    ability: CompiledAbility
    owner: object = None
    note: object = None


def load_ability(path: str, name: str) -> CompiledAbility:
    """The ability called `name` in `path`, refused (AbilityHasErrors) while `check` finds errors in it:
    numbers worked out from a misspelt characteristic or a missing tier would be wrong."""
    return choose_ability(path, name).ability


def choose_ability(path: str, name: str) -> Choice:
    """`load_ability`'s ability with its owner and a note on the choice. `name` may name the monster too
    (`Goblin Boss: Spear Charge`, `ゴブリン：槍突撃`), as two monsters of one file may share a feature's name: the
    first was always taken, and the second could never be rolled."""
    report = _read(path)
    ability, note = _named(report, name, path)
    owner = owner_of(report.statblocks, report.abilities, ability)
    errors = [d for d in report.diagnostics if d.severity.value == "error" and d.ability == ability.name
              and d.path == ability.path]
    if errors:
        errors = _its_own(errors, ability, report.abilities)
    if errors:
        shown = [Localized({lang: d.render(lang=lang) for lang in ("en", "ja")}) for d in errors]
        raise AbilityHasErrors(Lines((msg("ability.has_errors", name=ability.name), *shown)))
    return Choice(ability, owner, note)


# between a monster's name and its feature's in `--ability`: `Goblin: Spear Charge`, `ゴブリン：槍突撃`
_OWNER_MARKS = (":", "：")


def _named(report, name: str, where: str):
    """(the ability `name` names, a note when the name alone names features of several statblocks), raising
    AbilityNotFound as `find_ability` does. A name that is no ability's whole name is read as `Monster: Feature`."""
    key = fold(name)
    same = [a for a in report.abilities if fold(a.name) == key]
    if not same:
        for at, mark in ((at, mark) for at, mark in enumerate(name) if mark in _OWNER_MARKS):
            monster, feature = fold(name[:at]), fold(name[at + 1:])
            for block in report.statblocks:
                if fold(block.name) != monster:
                    continue
                found = next((a for a in report.abilities if fold(a.name) == feature
                              and owner_of(report.statblocks, report.abilities, a) is block), None)
                if found is not None:
                    return found, None
        return find_ability(report.abilities, name, where), None
    chosen = same[0]
    owners = [owner_of(report.statblocks, report.abilities, a) for a in same]
    if len(same) < 2 or not any(owner is not None for owner in owners):
        return chosen, None
    listed = [Localized({"en": f"`{_owned(a, o)}`", "ja": f"「{_owned(a, o, '：')}」"}) for a, o in zip(same, owners)]
    return chosen, msg("ability.ambiguous", name=chosen.name, count=len(same), names=Listing(tuple(listed)),
                       chosen=Localized({"en": _owned(chosen, owners[0]), "ja": _owned(chosen, owners[0], "：")}),
                       line=chosen.line)


def _owned(ability: CompiledAbility, owner, mark: str = ": ") -> str:
    """How `--ability` names the ability: `Goblin: Spear Charge` (`ゴブリン：槍突撃`) for a feature of a statblock,
    else its name."""
    return f"{owner.name}{mark}{ability.name}" if owner is not None else ability.name


def owner_of(statblocks, abilities, ability: CompiledAbility):
    """The statblock (monster, malice group, terrain object) whose feature `ability` is, or None. Statblocks name
    their features, not which of a file's abilities of one name each is: the n-th statblock of the ability's file
    naming its name owns the n-th ability of that name in the file, in the file's order."""
    key = fold(ability.name)
    owners = [b for b in statblocks if b.path == ability.path and any(fold(f) == key for f in b.features)]
    if not owners:
        return None
    same = sorted((a for a in abilities if a.path == ability.path and fold(a.name) == key),
                  key=lambda a: (a.line, a.column))
    at = next((n for n, a in enumerate(same) if a is ability), 0)
    return owners[min(at, len(owners) - 1)]


def _its_own(errors: list, ability: CompiledAbility, abilities: list[CompiledAbility]) -> list:
    """Of `errors` said of an ability of `ability`'s name in its file, those said in its own lines when another
    of that name follows it there (SB020): the second's errors refused the first, which has none, to `roll`."""
    after = [a.line for a in abilities if a.path == ability.path and a.line > ability.line and a.name == ability.name]
    if not after:
        return errors
    end = min(after)
    return [d for d in errors if d.span.line < end]


class AbilityHasErrors(StatblockError):
    """The ability was found, but `check` reports errors in it."""


def find_ability(abilities: list[CompiledAbility], name: str, where: str) -> CompiledAbility:
    """The first ability called `name` (case, spacing and apostrophe style ignored)."""
    key = fold(name)
    for ability in abilities:
        if fold(ability.name) == key:
            return ability
    if not abilities:
        raise AbilityNotFound(msg("ability.none", where=where))
    names = list(dict.fromkeys(a.name for a in abilities))
    close = _close_names(name, names)
    lines: list = [msg("ability.not_found", name=name, where=where)]
    if close:
        quoted = tuple(Localized({"en": f"`{c}`", "ja": f"「{c}」"}) for c in close)
        lines.append(msg("ability.did_you_mean", names=Listing(quoted)))
    if len(names) <= LIST_AT_MOST:
        lines.append(msg("ability.found", count=len(names)))
        lines.extend(f"  {n}" for n in names)
    else:
        lines.append(msg("ability.found_first", count=len(names), limit=LIST_AT_MOST))
        lines.extend(f"  {n}" for n in names[:LIST_AT_MOST])
    raise AbilityNotFound(Lines(tuple(lines)))


def _close_names(name: str, names: list[str]) -> list[str]:
    """Up to three names close to `name`; a Japanese name is compared folded (kana, width, `・`)
    and by edit distance, which suits its short words (`similarity.close_matches`)."""
    if not is_japanese(name):
        return english_close_matches(name, names, n=3, cutoff=0.6)
    keys: dict[str, str] = {}
    for written in names:
        keys.setdefault(fold(written), written)
    return [keys[key] for key in close_matches(fold(name), keys, n=3, cutoff=0.6)]
