"""What the roller's and the targets' conditions do to a power roll, as the seeds give it.

A hero or target file may say which conditions its creature has (`[conditions]`, `frightened = "Bandit"`: of
whom; `grabbed = "Bandit"`: by whom; `weakened = true`), and a target file the edges and banes the roller has
against that target alone (`edges = 1`: cover the tool does not know, a rule of the table). From seeds 000-001:

- **weakened** roller: a bane on its power rolls (seed 001: 「毒によって弱体化（weakened）して不利を受けている」);
- **prone** roller: a bane on a strike (「伏せ状態でストライクを行う場合、そのストライクのパワーロールは不利」);
  a **prone** target: an edge on a melee strike against it by a roller standing (「立っている英雄が伏せ状態の
  クリーチャーに対して近接ストライクを行う場合…有利」);
- **frightened** roller: a bane on ability rolls against the source; a target frightened of the roller: an edge
  against it (seed 000, 恐怖);
- **grabbed** roller: a bane on an ability that does not target the one grabbing it (seed 000, つかまれ);
- **bleeding** roller: after the roll of a main action, a triggered action, or a roll with Might or Agility, it loses
  1d6 + its level in Stamina (seed 000, 出血);
- **dazed** roller: it cannot use a triggered action, a free triggered action or a free maneuver (seed 000, 朦朧).

One power roll serves every target; an edge or bane against some targets only gives those targets their own
total and tier (seed 000, 「一部のターゲットに対してのみ有利や不利…を持っている場合、個々のターゲットに異なる
ティアの結果を適用する」). Other conditions (restrained, slowed, taunted) are read from the files and do nothing
here: the seeds give no edge or bane for them.
"""

from __future__ import annotations

from ....vocabulary import Vocabulary, fold
from ..vocabulary import vocabulary
from .compiled import CompiledAbility
from .bind import BoundAbility
from .hero import Target
from ....records import frozen

__all__ = ["Reason", "bleeds", "cannot_use", "roller_reasons", "target_reasons", "tally", "tester_reasons"]

#: Characteristics whose rolls make a bleeding creature lose Stamina (seed 000: 筋力または敏捷力).
BLEEDING_CHARACTERISTICS = ("might", "agility")


@frozen
class Reason:
    """One edge (`edge` 1) or bane (-1) a condition gives, or none (0: a fear or grab of no one named, said so):
    `condition` a condition's id (`file`: the target file's own `edges`/`banes`), `who` the creature that has it."""

    condition: str
    who: str
    edge: int
    of: str | None = None   # whom a frightened creature fears, who grabs a grabbed one


def tally(reasons) -> tuple[int, int]:
    """(edges, banes) of `reasons`."""
    return sum(r.edge > 0 for r in reasons), sum(r.edge < 0 for r in reasons)


def _same(one: str | None, other: str | None) -> bool:
    return one is not None and other is not None and fold(one) == fold(other)


def roller_reasons(bound: BoundAbility, targets: tuple[Target, ...] | None) -> tuple[Reason, ...]:
    """The edges and banes the roller's own conditions give against every target. `targets` None: not known
    (`odds`), so a grab whose grabber may be among them gives no bane."""
    hero, keywords = bound.hero, set(bound.ability.keywords)
    conditions = hero.conditions
    out = []
    if "weakened" in conditions:
        out.append(Reason("weakened", hero.name, -1))
    if "prone" in conditions and "strike" in keywords:
        out.append(Reason("prone", hero.name, -1))
    grabber = conditions.get("grabbed")
    if targets is not None and isinstance(grabber, str) and not any(_same(t.name, grabber) for t in targets):
        out.append(Reason("grabbed", hero.name, -1, grabber))
    # frightened or grabbed with no one named: whom the edge or bane is against is not known, and none is
    # applied; said (edge 0), never left out in silence
    out.extend(Reason(condition, hero.name, 0) for condition in ("frightened", "grabbed") if conditions.get(condition) is True)
    return tuple(out)


def target_reasons(bound: BoundAbility, target: Target) -> tuple[Reason, ...]:
    """The edges and banes against `target` alone: its conditions, the roller's fear of it, its file's own."""
    hero, keywords = bound.hero, set(bound.ability.keywords)
    out = []
    # (an ability that may be used at range too, `Melee 1 or ranged 5`, is not known to be a melee strike)
    if "prone" in target.conditions and {"melee", "strike"} <= keywords and "ranged" not in keywords \
            and "prone" not in hero.conditions:
        out.append(Reason("prone", target.name, 1))
    if _same(_source(hero.conditions.get("frightened")), target.name):
        out.append(Reason("frightened", hero.name, -1, target.name))
    if _same(_source(target.conditions.get("frightened")), hero.name):
        out.append(Reason("frightened", target.name, 1, hero.name))
    out.extend(Reason("file", target.name, 1) for _ in range(target.edges))
    out.extend(Reason("file", target.name, -1) for _ in range(target.banes))
    return tuple(out)


def tester_reasons(target: Target) -> tuple[Reason, ...]:
    """A test the targets make is each target's own power roll: its own weakness gives it a bane (seed 001). The
    target file's `edges`/`banes` are the roller's against it, and have no part in it: said (edge 0)."""
    out = [Reason("weakened", target.name, -1)] if "weakened" in target.conditions else []
    if target.edges or target.banes:
        out.append(Reason("file", target.name, 0))
    return tuple(out)


def _source(value) -> str | None:
    return value if isinstance(value, str) else None


def bleeds(bound: BoundAbility, ruleset: Vocabulary | None = None) -> bool:
    """Whether this use makes a bleeding roller lose Stamina: a main or triggered action, or a roll with
    Might or Agility."""
    if "bleeding" not in bound.hero.conditions:
        return False
    term = (ruleset or vocabulary()).action_types.terms.get(bound.ability.action or "")
    if term is not None and (term.extra.get("main") or term.extra.get("triggered")):
        return True
    # (a test the targets make is theirs: its characteristic is not the roller's)
    return bound.roll is not None and bound.roll.source.kind != "test" \
        and bound.roll.characteristic in BLEEDING_CHARACTERISTICS


#: The actions a dazed creature cannot use (seed 000: トリガーアクション、フリー・トリガーアクション、フリー・マニューバ).
DAZED_CANNOT = frozenset({"triggered_action", "free_triggered_action", "free_maneuver"})


def cannot_use(ability: CompiledAbility, conditions) -> str | None:
    """The condition that keeps the roller from using `ability` at all (`dazed`), or None."""
    return "dazed" if "dazed" in conditions and ability.action in DAZED_CANNOT else None
