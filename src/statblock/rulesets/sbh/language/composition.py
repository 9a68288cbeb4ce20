"""The checks of a whole warband's make-up besides its points limit and its personalities (reader.py):
the rulebook's limits on Animals and Swarms, on Rabble, on a lone Swarm base, and on models that may not
share a warband. Each is a rule of the books the warband builder (chzager/sbhowc) checks, with the page it
cites; the builder's rule tables are this project's oracle of rule names and points (docs/sbh.md).

- Animals, Swarms included, may cost at most half of the warband's points (SBH v4.3, p. 11 and p. 15):
  SH114. A profile with both rules is counted once.
- A Rabble model's Quality is 4+ or worse (SBH v5, p. 34): SH115, on the profile.
- A Paladin cannot be in a warband with Evil models; a Sorcerer cannot be in one with a Cleric (Song of Gold
  and Darkness, p. 9): SH116, on the first profile of the second rule.
- A complete Swarm is two bases or more (SBH v5, p. 35): a warband whose Swarms are one model is SH117.
- Two profiles of one name with other statistics or rules (SH122, a warning at the later's name): `odds --profile`
  and `roll --profile` find a profile by its name, the first of that name, so the later could never be rolled. The
  same profile written twice (a roster listing each model) is no slip and is not said.

Only rules that are counted on their profile count here (one replaced or written twice counts once).
"""

from __future__ import annotations

from ....diagnostics import Diagnostic, Severity
from ....messages import Localized
from ....vocabulary import fold
from ..catalog import amount, message
from ..model import Profile, Warband
from ..vocabulary import rules

__all__ = ["check_composition", "profile_identity"]

_ERROR = Severity.ERROR
_WARNING = Severity.WARNING

#: The best Quality a Rabble model may have (a lower number is a better Quality).
RABBLE_BEST_QUALITY = 4
#: Rules whose models may not share a warband: (one, other).
INCOMPATIBLE = (("paladin", "evil"), ("sorcerer", "cleric"))
#: The fewest bases of a complete Swarm.
SWARM_BASES = 2


def _has(profile: Profile, rule_id: str) -> bool:
    return any(use.id == rule_id and use.counted for use in profile.rules)


def _label(rule_id: str) -> Localized:
    found = rules()[rule_id]
    return Localized({"en": found.label("en"), "ja": found.label("ja")})


def check_composition(warband: Warband, problems: list[Diagnostic]) -> None:
    total = warband.total
    animals = [p for p in warband.profiles if _has(p, "animal") or _has(p, "swarm")]
    animal_points = sum(p.total for p in animals)
    if animals and 2 * animal_points > total:
        problems.append(Diagnostic("SH114", _ERROR, message(
            "animals_over_half", animals=amount(animal_points, "point"), total=total, half=total // 2),
            animals[0].span))
    for profile in warband.profiles:
        if _has(profile, "rabble") and profile.quality < RABBLE_BEST_QUALITY:
            problems.append(Diagnostic("SH115", _ERROR, message(
                "rabble_quality", quality=profile.quality, best=RABBLE_BEST_QUALITY), profile.span))
    for one, other in INCOMPATIBLE:
        first = next((p for p in warband.profiles if _has(p, one)), None)
        second = next((p for p in warband.profiles if _has(p, other)), None)
        if first is not None and second is not None:
            later = max(first, second, key=lambda p: p.span.start)
            problems.append(Diagnostic("SH116", _ERROR, message(
                "incompatible", one=_label(one), other=_label(other)), later.span))
    swarms = [p for p in warband.profiles if _has(p, "swarm")]
    if swarms and sum(p.count for p in swarms) < SWARM_BASES:
        problems.append(Diagnostic("SH117", _ERROR, message("lone_swarm", bases=SWARM_BASES), swarms[0].span))
    _named_twice(warband, problems)


def profile_identity(profile: Profile) -> tuple:
    """What a profile is, apart from its name and count: its Quality, Combat and rules (in any order)."""
    return (profile.quality, profile.combat,
            sorted((use.id or fold(use.name_as_written), fold(use.spec or "")) for use in profile.rules))


def _named_twice(warband: Warband, problems: list[Diagnostic]) -> None:
    first: dict[str, Profile] = {}
    for profile in warband.profiles:
        key = fold(profile.name)
        earlier = first.setdefault(key, profile)
        if earlier is not profile and profile_identity(earlier) != profile_identity(profile):
            problems.append(Diagnostic("SH122", _WARNING, message(
                "profile_named_twice", line=earlier.span.line, name=earlier.name),
                profile.name_span or profile.span, suggestion=message("profile_named_twice_help")))
