"""A creature made or let to use a signature ability, a sentence the grammar leaves as words.

`the target uses a signature ability against a creature of your choice` (a forced action, as `the target makes a free
strike against ...` is a `FreeStrike`), `one ally can use a strike signature ability that gains an edge against the
target`, `ターゲットは「the nearest ally」にシグネチャー・アビリティを使用する`: seed 000 names signature abilities
(「シグネチャー・アビリティ」) and has them used out of turn, as a free triggered action. Read as `UseAbility`: who (a
creature the ruleset knows, said), against whom as written, whether it may (`can`), a Strike one,
its own edge or bane. Anything else said of it (`as a free triggered action, ...`) leaves the clause text.
"""

from __future__ import annotations

import re

from ....vocabulary import Vocabulary
from ..grammar.building import unquote
from .counted import written_in_either
from ..runtime import effects as fx

__all__ = ["ability_use"]


def ability_use(text: str, rules: Vocabulary) -> fx.UseAbility | None:
    """The `UseAbility` `text` says, or None."""
    if "signature" not in text.lower() and "シグネチャー" not in text:
        return None
    either = written_in_either(text, _USE, _JA_USE)
    if either is None:
        return None
    found, japanese = either
    doer = found.group("doer")
    who = rules.creatures.lookup(doer) if doer is not None else None
    if who is None:
        # (no one named, `uses a signature ability`: whose it is is not said, and the Japanese a card would print,
        # `シグネチャー・アビリティを使用する`, reads as a status of that name)
        return None
    which = found.group("which")
    edge = None
    if which is not None:
        edge = ("double_" if found.group("double") else "") + ("edge" if which in ("edge", "有利を得た") else "bane")
    can = found.group("can") is not None and found.group("can").startswith(("can", "でき"))
    against = found.group("against")
    if japanese:
        return fx.UseAbility(who.label("en"), unquote(against) if against else None, can,
                             "使用する", found.group("strike") is not None, edge)
    return fx.UseAbility(doer, against, can, found.group("verb"), found.group("strike") is not None, edge)


# `the target `, `one ally `: who uses it (a creature the ruleset knows), then
# `[can ]use(s) a [strike ]signature ability[ that gains an edge][ against <whom>]`; whom never holds ` as `
# (`against the target as a free triggered action` was read as a target of that name: the clause stays text)
_USE = re.compile(r"(?P<doer>[A-Za-z][A-Za-z']*(?: [A-Za-z][A-Za-z']*){0,2}?) (?P<can>can )?(?P<verb>uses?) an? "
                  r"(?P<strike>strike )?signature ability"
                  r"(?: that (?:gains|has|takes) an? (?P<double>double )?(?P<which>edge|bane))?"
                  r"(?: against (?P<against>(?:(?! as )[^.;()])+?))?\.?", re.IGNORECASE)
# `ターゲットは[「…」に][有利を得た][ストライク・]シグネチャー・アビリティを使用する|できる`
_JA_USE = re.compile(r"(?P<doer>[^\sはにを「」]{1,12})は(?:(?P<against>「[^「」]{1,80}」|[^\sはにを「」、。]{1,40})に"
                     r"(?:対して)?)?(?P<which>(?P<double>倍)?(?:有利を得た|不利を受けた))?(?P<strike>ストライク・)?"
                     r"シグネチャー・アビリティを使用(?P<can>する|します|できる|できます)。?")
