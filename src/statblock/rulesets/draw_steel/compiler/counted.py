"""Counts a tier gives that the grammar leaves as words: creatures summoned, and a resource the ability defines.

`You summon four signature minions` (the Summoner's Explosive Parade; seed 000: a Magic ability may
「クリーチャーを召喚する」) is `Summon`: who, how many, what, as written. `2 charges`, `3 charges` (Essence Transfer,
whose Effect says `You can spend charges to activate one of the following effects`) is the one using the ability
gaining that many of a resource of the ability's own (`ResourceChange`, its resource as written, no verb written),
read only when the ability's text outside its tiers says spending it (`spend charges`, `チャージを消費`); a count
of anything else stays words. `TextLowering` (`text_clauses.py`) asks these of a clause kept as text.
"""

from __future__ import annotations

import re

from .. import ast
from ....vocabulary import NUMBER_WORDS, Vocabulary, fold
from ..grammar.building import unquote
from ..runtime import effects as fx

__all__ = ["characteristic_damage", "own_count", "own_resource", "summon", "written_in_either"]

_FULLWIDTH = str.maketrans("０１２３４５６７８９", "0123456789")


def _count(written: str) -> int | None:
    """`4`, `４`, `four`, `a`: the count, or None."""
    digits = written.translate(_FULLWIDTH)
    if digits.isdigit():
        return int(digits)
    return 1 if fold(written) in ("a", "an") else NUMBER_WORDS.get(fold(written))


def written_in_either(text: str, english: re.Pattern, japanese: re.Pattern) -> tuple[re.Match, bool] | None:
    """(the match, whether it is the Japanese one) of `text`, blanks stripped, matched whole by the English pattern or
    else the Japanese one; None when neither matches."""
    stripped = text.strip()
    found = english.fullmatch(stripped)
    if found is not None:
        return found, False
    found = japanese.fullmatch(stripped)
    return (found, True) if found is not None else None


def summon(text: str, rules: Vocabulary) -> fx.Summon | None:
    """`You summon four signature minions`, `summon 2 skeletons`, `あなたはシグネチャー・ミニオンを4体召喚する` (a count
    in digits before 体, as the seeds write one): who summons how many of what, as written; None unless who
    summons (if said) is a creature the ruleset knows and what is summoned is a few words of a name (`two minions
    into unoccupied spaces` says where too: the words are kept as written)."""
    if "summon" not in text.lower() and "召喚" not in text:
        return None
    either = written_in_either(text, _SUMMON, _JA_SUMMON)
    if either is None:
        return None
    found, japanese = either
    doer, written, what = found.group("doer", "count", "what")
    who = rules.creatures.lookup(doer) if doer is not None else None
    count = _count(written)
    if (doer is not None and who is None) or not count:
        return None
    if japanese:
        return fx.Summon(who.label("en") if who is not None else None, count, unquote(what), "召喚する")
    if set(fold(what).split()) & _NOT_A_NAME:
        return None
    return fx.Summon(doer, count, what, found.group("verb"))


# `[you ]summon four signature minions`: who (maybe), the verb, a count in digits or a word, one to three words
_SUMMON = re.compile(r"(?:(?P<doer>[A-Za-z]+(?: [A-Za-z]+)?) )?(?P<verb>summons?) (?P<count>\d{1,3}|[A-Za-z]+) "
                     r"(?P<what>[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*){0,2})\.?", re.IGNORECASE)
# words that say where or how what is summoned is put, not what it is: the clause says more than a count
_NOT_A_NAME = frozenset({"into", "in", "within", "at", "to", "adjacent", "that", "who", "which", "and", "or", "of",
                         "from", "on", "near", "with"})
# `[あなたは]シグネチャー・ミニオンを4体召喚する`: who (maybe), what, a count in digits before 体, plain or polite;
# what may be the author's English quoted, spaces and all (`「signature minions」`, as a Japanese card prints it)
_JA_SUMMON = re.compile(r"(?:(?P<doer>[^\sはを]{1,12})は)?(?P<what>「[^「」]{1,40}」|[^\sはを、。]{1,24})を"
                        r"(?P<count>[0-9０-９]{1,3})体"
                        r"召喚(?:する|します)。?")


def characteristic_damage(text: str, rules: Vocabulary) -> fx.Damage | None:
    """`R damage`, `R fire damage`, `M or A damage`, `R ダメージ`, `Ｒ 火炎ダメージ`: damage of a characteristic alone
    (the Summoner's Sword's first tier), read as `0 + R damage` is; None unless each letter is a characteristic's
    and the type (if any) a damage type the ruleset knows."""
    found = _CHAR_DAMAGE.fullmatch(text.strip()) or _JA_CHAR_DAMAGE.fullmatch(text.strip())
    if found is None:
        return None
    letters = rules.characteristic_letters()
    chars = [letters.get(letter.translate(_FULLWIDTH_LETTERS)) for letter in re.findall(r"[A-ZＡ-Ｚ]",
                                                                                     found.group("chars"))]
    written = found.group("type")
    term = rules.damage_types.lookup(written) if written else None
    if not chars or None in chars or (written and term is None):
        return None
    return fx.Damage(0, tuple(chars), term.id if term is not None else None)


# `R damage`, `M or A fire damage`, `M, A, or R damage`: capital letters, then maybe a type, then `damage`
_CHAR_DAMAGE = re.compile(r"(?P<chars>[A-Z](?:\s*,\s*[A-Z])*(?:\s*,?\s+or\s+[A-Z])?)\s+(?:(?P<type>[A-Za-z]+)\s+)?"
                          r"damage\.?")
# `R ダメージ`, `Ｒ 火炎ダメージ`, `MまたはAダメージ`: as Japanese writes `3 + R 火炎ダメージ`
_JA_CHAR_DAMAGE = re.compile(r"(?P<chars>[A-ZＡ-Ｚ](?:\s*(?:、|,|または|か)\s*[A-ZＡ-Ｚ])*)\s*(?P<type>[^\s\dA-Za-zＡ-Ｚ]+?)?"
                             r"ダメージ。?")
_FULLWIDTH_LETTERS = str.maketrans({chr(0xFF21 + i): chr(0x41 + i) for i in range(26)})


def own_count(text: str) -> tuple[int, str] | None:
    """(count, noun) of a clause that is a count and a noun alone (`2 charges`, `three charges`, `2 チャージ`, as seed
    000 writes `2 サージ`), or None."""
    found = _OWN.fullmatch(text.strip()) or _JA_OWN.fullmatch(text.strip())
    if found is None:
        return None
    count = _count(found.group("count"))
    return (count, unquote(found.group("what"))) if count else None


def own_resource(text: str, ability: ast.Ability) -> fx.ResourceChange | None:
    """`2 charges` as the one using the ability gaining 2 of a resource the ability defines, when its text outside
    the tiers says spending it (`You can spend charges to ...`, `spend 2 charges`, `チャージを消費して`); None
    otherwise (a count of something the ability does not spend is not guessed at)."""
    counted = own_count(text)
    if counted is None:
        return None
    count, what = counted
    outside = " ".join([s.text for s in ability.sections] + [ability.flavor or ""]
                       + ([ability.trigger.text] if ability.trigger is not None else []))
    nouns = {fold(what), fold(what[:-1]) if what.endswith("s") else fold(what)}
    spent = {fold(word) for m in _SPENT.finditer(outside) for word in m.groups() if word} \
        | {fold(m.group(1)) for m in _JA_SPENT.finditer(outside)}
    if not nouns & spent:
        return None
    return fx.ResourceChange(None, what, count, "")


# `2 charges`, `three charges.`: a count and one noun
_OWN = re.compile(r"(?P<count>\d{1,3}|[A-Za-z]+)\s+(?P<what>[A-Za-z]+)\.?")
# `2 チャージ`, `２チャージ`: a count and one noun (no particle: a sentence is read elsewhere)
_JA_OWN = re.compile(r"(?P<count>[0-9０-９]{1,3})\s*(?P<what>[^\s\d０-９、。をはがに]{1,12})。?")
# `spend charges`, `spends 2 charges`, `spending one charge`: what is spent, one of the two words after the verb
_SPENT = re.compile(r"\bspend(?:s|ing)?\s+(?:\d+\s+)?([A-Za-z]+)(?:\s+([A-Za-z]+))?", re.IGNORECASE)
# `チャージを消費`, `チャージを 2 消費`: what is spent
_JA_SPENT = re.compile(r"([^\s、。をはがに「」]{1,12})を\s*(?:[0-9０-９]+\s*)?(?:つ\s*)?消費")
