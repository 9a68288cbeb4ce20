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
    key = _loose(name)
    same = [a for a in report.abilities if _loose(a.name) == key]
    if not same:
        found = _monster_feature(report, name)
        if found is not None:
            return found, None
        return find_ability(report.abilities, name, where, report.statblocks), None
    owners = [owner_of(report.statblocks, report.abilities, a) for a in same]
    if len(same) < 2 or not any(owner is not None for owner in owners):
        return same[0], None
    listed = [Localized({"en": f"`{_owned(a, o)}`", "ja": f"「{_owned(a, o, '：')}」"}) for a, o in zip(same, owners)]
    alone = owners.count(None)
    if not alone:
        chosen = same[0]
        return chosen, msg("ability.ambiguous", name=chosen.name, count=len(same), names=Listing(tuple(listed)),
                           chosen=Localized({"en": _owned(chosen, owners[0]), "ja": _owned(chosen, owners[0], "：")}),
                           line=chosen.line)
    # (a name alone names an ability of no monster: a monster's feature has its monster's name to be named by, and the
    # standalone one written after a monster's could never be rolled; it was said as `2 monsters' features`)
    chosen = same[owners.index(None)]
    owned = len(same) - alone
    return chosen, msg("ability.ambiguous_standalone", name=chosen.name, names=Listing(tuple(listed)),
                       alone=msg("ability.alone_one") if alone == 1 else msg("ability.alone_many", count=alone),
                       owned=msg("ability.owned_one") if owned == 1 else msg("ability.owned_many", count=owned),
                       chosen=chosen.name, line=chosen.line)


def _loose(name: str) -> str:
    """The key `--ability` compares names by: `fold`'s, with no spacing at all (`note:strike` names `Note: Strike`,
    as the help says spacing does not matter; it did not find it)."""
    return "".join(fold(name).split())


def _split_at_owner(statblocks, name: str):
    """Each (statblock, the feature's half of `name`) that `name` read as `Monster: Feature` names: split only at a
    mark whose monster's half is short enough to be a statblock's name (at most twice the longest name's length and
    64 more, for spacing). Before, both halves were folded at every colon (100,000 colons: quadratic time, and the
    fold's cache kept the huge halves: 40 s and 1.7 GB)."""
    blocks: dict[str, list] = {}
    for block in statblocks:
        blocks.setdefault(_loose(block.name), []).append(block)
    if not blocks:
        return
    limit = 2 * max(len(block.name) for block in statblocks) + 64
    for at, mark in enumerate(name[:limit + 1]):
        if mark in _OWNER_MARKS:
            for block in blocks.get(_loose(name[:at]), ()):
                yield block, name[at + 1:]


def _monster_feature(report, name: str):
    """The feature `name` names as `Monster: Feature` (`Goblin Boss: Spear Charge`, `ゴブリン：槍突撃`), or None."""
    for block, feature in _split_at_owner(report.statblocks, name):
        key = _loose(feature)
        found = next((a for a in report.abilities if _loose(a.name) == key
                      and owner_of(report.statblocks, report.abilities, a) is block), None)
        if found is not None:
            return found
    return None


def _owned(ability: CompiledAbility, owner, mark: str = ": ") -> str:
    """How `--ability` names the ability: `Goblin: Spear Charge` (`ゴブリン：槍突撃`) for a feature of a statblock,
    else its name."""
    return f"{owner.name}{mark}{ability.name}" if owner is not None else ability.name


def owner_of(statblocks, abilities, ability: CompiledAbility):
    """The statblock (monster, malice group, terrain object) whose feature `ability` is, or None. Statblocks name
    their features, not which of a file's abilities of one name each is: each statblock naming the name, in the file's
    order, owns the first ability of that name written at or after it that no earlier statblock owns (a standalone
    ability written before the statblock was given to it, and the statblock's own could never be rolled). Where no
    such ability is written after any of them (a format that lists features before its statblock), the n-th
    statblock owns the n-th ability of that name, as before."""
    key = fold(ability.name)
    same = [a for a in abilities if a.path == ability.path and fold(a.name) == key]
    return _owners([b for b in statblocks if b.path == ability.path], key, same).get(id(ability))


def _owners(statblocks, key: str, same: list) -> dict:
    """The owner of each of `same` (the abilities of one file whose folded name is `key`), by the ability's id."""
    owners = sorted((b for b in statblocks if any(fold(f) == key for f in b.features)), key=lambda b: (b.line, b.column))
    if not owners:
        return {}
    same = sorted(same, key=lambda a: (a.line, a.column))
    owned: dict[int, object] = {}
    for block in owners:
        mine = next((a for a in same if id(a) not in owned and (a.line, a.column) >= (block.line, block.column)), None)
        if mine is not None:
            owned[id(mine)] = block
    if owned:
        return owned
    return {id(a): owners[min(at, len(owners) - 1)] for at, a in enumerate(same)}


def _every_owner(statblocks, abilities) -> dict:
    """`owner_of` of every ability at once, by the ability's id."""
    groups: dict[tuple, list] = {}
    for ability in abilities:
        groups.setdefault((ability.path, fold(ability.name)), []).append(ability)
    blocks: dict[str, list] = {}
    for block in statblocks:
        blocks.setdefault(block.path, []).append(block)
    found: dict[int, object] = {}
    for (path, key), same in groups.items():
        if path in blocks:
            found.update(_owners(blocks[path], key, same))
    return found


def _its_own(errors: list, ability: CompiledAbility, abilities: list[CompiledAbility]) -> list:
    """Of `errors` said of an ability of `ability`'s name in its file, those said in its own lines when another
    of that name is written there too (SB020): from its line where one comes before it, to the next one's line. The
    second's errors refused the first, which has none, to `roll`; the first's refused the second."""
    lines = [a.line for a in abilities if a.path == ability.path and a.name == ability.name and a is not ability]
    if not lines:
        return errors
    start = ability.line if any(line < ability.line for line in lines) else 0
    end = min((line for line in lines if line > ability.line), default=None)
    return [d for d in errors if d.span.line >= start and (end is None or d.span.line < end)]


class AbilityHasErrors(StatblockError):
    """The ability was found, but `check` reports errors in it."""


def find_ability(abilities: list[CompiledAbility], name: str, where: str, statblocks=()) -> CompiledAbility:
    """The first ability called `name` (case, spacing and apostrophe style ignored). Not found, the names listed and
    suggested give a feature several monsters share with its monster (`Hobgoblin: Stab`), as `--ability` takes it
    (the list gave a shared name once, and a misspelt `Hobgoblin: Stabb` had no suggestion)."""
    key = _loose(name)
    for ability in abilities:
        if _loose(ability.name) == key:
            return ability
    if not abilities:
        raise AbilityNotFound(msg("ability.none", where=where))
    names, owned = _listed_names(abilities, statblocks)
    close = _close_names(name, names + [n for n in owned if n not in names] if any(m in name for m in _OWNER_MARKS)
                         else names)
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


def _listed_names(abilities, statblocks) -> tuple[list[str], list[str]]:
    """(each ability's name as `--ability` takes it, once: with its monster where several abilities share the name
    and one is a statblock's feature; every statblock's feature named with its monster), in the file's order. A
    Japanese name is given its monster with `：`."""
    owners = _every_owner(statblocks, abilities) if statblocks else {}
    counts: dict[str, int] = {}
    for ability in abilities:
        counts[fold(ability.name)] = counts.get(fold(ability.name), 0) + 1
    shared = {fold(a.name) for a in abilities if counts[fold(a.name)] > 1 and owners.get(id(a)) is not None}
    names, owned = [], []
    for ability in abilities:
        owner = owners.get(id(ability))
        full = _owned(ability, owner, "：" if is_japanese(ability.name) else ": ")
        if owner is not None:
            owned.append(full)
        names.append(full if fold(ability.name) in shared else ability.name)
    return list(dict.fromkeys(names)), list(dict.fromkeys(owned))


def _close_names(name: str, names: list[str]) -> list[str]:
    """Up to three names close to `name`; a Japanese name is compared folded (kana, width, `・`)
    and by edit distance, which suits its short words (`similarity.close_matches`)."""
    if not is_japanese(name):
        return english_close_matches(name, names, n=3, cutoff=0.6)
    keys: dict[str, str] = {}
    for written in names:
        keys.setdefault(fold(written), written)
    return [keys[key] for key in close_matches(fold(name), keys, n=3, cutoff=0.6)]
