"""A creature made or let to use a signature ability (or a main action ability, `the target uses a main action ability
of your choice`), a sentence the grammar leaves as words.

`the target uses a signature ability against a creature of your choice` (a forced action, as `the target makes a free
strike against ...` is a `FreeStrike`), `one ally can use a strike signature ability that gains an edge against the
target`, `ターゲットは「the nearest ally」にシグネチャー・アビリティを使用する`: seed 000 names signature abilities
(「シグネチャー・アビリティ」) and has them used out of turn, as a free triggered action. Read as `UseAbility`: who (a
creature the ruleset knows, said), against whom as written, whether it may (`can`), a Strike one, whose (`your
signature ability`: the user's, not the doer's own),
its own edge or bane, the action it is used as (`as a free triggered action`, before it or after it). Anything else
said of it leaves the clause text.
"""

from __future__ import annotations

import re

from ....vocabulary import Vocabulary, fold
from ..grammar.building import unquote
from .counted import written_in_either
from ..creature_phrases import narrowed_english, narrowed_term, pronoun
from ..runtime import effects as fx

__all__ = ["ability_use"]


def ability_use(text: str, rules: Vocabulary) -> fx.UseAbility | None:
    """The `UseAbility` `text` says, or None."""
    if "signature" not in text.lower() and "シグネチャー" not in text and "main action ability" not in text.lower() \
            and "メインアクションのアビリティ" not in text:
        return None
    either = written_in_either(text, _USE, _JA_USE)
    if either is None:
        return None
    found, japanese = either
    doer = found.group("doer")
    who = _creature(rules, doer, japanese) if doer is not None else None
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
    # (`... against the target as a free triggered action`: said after it, the Tactician's Hammer and Anvil)
    free = found.group("free") is not None or found.groupdict().get("free_after") is not None
    if japanese:
        if against and not against.startswith("「"):
            # (`ターゲットに`, `最も近い味方に`: a creature the ruleset knows, in its English, as a card writes it)
            against = _creature(rules, against, True) or against
        return fx.UseAbility(who, unquote(against) if against else None, can,
                             "使用する", found.group("strike") is not None, edge, free, found.group("yours") is not None,
                             found.group("main") is not None, found.group("choice") is not None)
    if found.group("each"):
        doer += " each"
    return fx.UseAbility(doer, against, can, found.group("verb"), found.group("strike") is not None, edge, free,
                         found.group("yours") is not None, found.group("main") is not None,
                         found.group("choice") is not None)


def _creature(rules: Vocabulary, doer: str, japanese: bool) -> str | None:
    """Who uses it, in English (as written, or the ruleset's for Japanese): a creature the ruleset knows, or one
    narrowed by where it stands (`one ally within 10 squares of the target`, `ターゲットから10 スクエア以内の1体の味方`), or
    words that name the targets (`they`, after a potency: `P < STRONG, they use a main action ability of your choice`,
    as `they make a free strike` is read); None for anyone else."""
    if japanese and doer.startswith("「"):
        # (`「they」は…`: the author's English a Japanese card quotes, read as that English is)
        return _creature(rules, unquote(doer), False)
    if japanese:
        term = rules.creatures.lookup(doer)
        if term is not None:
            return term.label("en")
        said_so = pronoun(rules, doer)
        if said_so is not None:
            # (`彼らは…`: a pronoun, as a card says `they`, read as its English is)
            return _creature(rules, said_so.en[0], False)
        said = narrowed_english(rules, doer)
        return said[0] if said is not None else None
    return doer if narrowed_term(rules, doer) is not None or fold(doer) in rules.status_subjects else None


# `the target `, `one ally `: who uses it (a creature the ruleset knows), then
# `[can [each ]]use(s) a|their|your [strike ]signature ability (their own: any creature's signature ability is its own;
# `your`: the user's, said so) (`two allies ... can each use`: each of them, said after who as
# `you and your companion can each spend a Recovery` is, `two allies ... each`)[ that gains an edge][ against <whom>]`; whom never holds ` as `
# (`against the target as a free triggered action` was read as a target of that name; `as a free triggered action`
# before it or after it: the action it is used as; `one ally within 10 squares of the target`: a
# creature narrowed by where it stands)
_USE = re.compile(r"(?:(?P<free>as a free triggered action),? )?"
                  r"(?P<doer>[A-Za-z][A-Za-z']*(?: [A-Za-z][A-Za-z']*){0,2}?"
                  r"(?: within [0-9]{1,3} squares?(?: of (?:you|the target|them))?| adjacent to (?:you|the target|them))?)"
                  r" (?P<can>can (?:(?P<each>each) )?)?(?P<verb>uses?) (?:an?|their|its|(?P<yours>your)) "
                  r"(?:(?P<strike>strike )?signature|(?P<main>main action)) ability(?P<choice> of your choice)?"
                  r"(?: that (?:gains|has|takes) an? (?P<double>double )?(?P<which>edge|bane))?"
                  r"(?: against (?P<against>(?:(?! as )[^.;()])+?))?"
                  r"(?:,? (?P<free_after>as a free triggered action))?\.?", re.IGNORECASE)
# `ターゲットは[「…」に][有利を得た][あなたが選んだ][あなたの][ストライク・]シグネチャー・アビリティ|メインアクションのアビリティを使用する|できる`
_JA_USE = re.compile(r"(?P<free>フリー・トリガーアクションとして、?)?"
                     r"(?P<doer>(?:(?:あなた|ターゲット)から)?[0-9０-９]{1,3}\s*(?:スクエア|マス)以内の[^\sはにを「」]{1,12}"
                     r"|(?:あなた|ターゲット)に隣接する[^\sはにを「」]{1,12}|[^\sはにを「」]{1,12}|「[^「」]{1,80}」)は(?:(?P<against>「[^「」]{1,80}」|[^\sはにを「」、。]{1,40})に"
                     r"(?:対して)?)?(?P<which>(?P<double>倍)?(?:有利を得た|不利を受けた))?(?P<choice>あなたが選んだ)?(?P<yours>あなたの)?"
                     r"(?:(?P<strike>ストライク・)?シグネチャー・|(?P<main>メインアクションの))アビリティを使用(?P<can>する|します|できる|できます)。?")
