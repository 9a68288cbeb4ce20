"""A creature the ruleset knows, narrowed by where it stands: `one ally within 5 squares`, `each ally adjacent to
you`, in Japanese as seed 000 says it, before the creature (`5スクエア以内のクリーチャー`, `隣接する（1スクエア以内の）1体の
クリーチャー`): `5 スクエア以内の1体の味方`, `あなたに隣接する各味方`; measured from someone, `one ally within 10 squares
of you`: `あなたから10 スクエア以内の1体の味方`. Two such creatures joined, `you or one ally within 10 squares of you`,
`you and each ally adjacent to you`: `あなたかあなたから10 スクエア以内の1体の味方`, `あなたとあなたに隣接する各味方` (か and
と, never または, whose は would end a sentence's subject). Each language reads back to the other's words, so a
sentence's `who` is one English for both (was: the English quoted on a Japanese card, `「one ally within 5 squares」`).
"""

from __future__ import annotations

import re

from ...vocabulary import fold
from .creature_names import KATAKANA_NAME, a_creatures_name, named_in_any_script

__all__ = ["ABOUT_JA", "ABOUT_SOURCE", "about_japanese", "about_parts", "about_particle", "japanese_name", "joined_with_a_name", "narrowed_english", "narrowed_japanese",
           "narrowed_term", "others_named", "possessed", "possessive", "pronoun", "said_of_several"]

_SQUARES_JA = "スクエア"
# (`of them`: in a tier, the target's, as `each enemy within 2 squares of them` after `if the target has P < 2`)
_EN = re.compile(r"^(?P<who>.+?) (?:within (?P<n>[0-9]{1,3}) squares?(?: of (?P<of>you|the target|them))?"
                 r"|adjacent to (?P<to>you|the target|them)|(?P<area>in the area))$")
_JA = re.compile(r"^(?:(?:(?P<of>あなた|ターゲット)から)?(?P<n>[0-9０-９]{1,3})\s*(?:スクエア|マス)以内の"
                 r"|(?P<to>あなた|ターゲット)に隣接する)(?P<who>.+)$")
_TO_JA = {"you": "あなた", "the target": "ターゲット"}
_TO_EN = {ja: en for en, ja in _TO_JA.items()}
_TO_JA["them"] = _TO_JA["the target"]  # (read back as `the target`, which equality takes it for: `effects.as_said`)
# two creatures joined: the English word and the Japanese particle (`you or …`: `あなたか…`)
_JOINS = ((" or ", "か"), (" and ", "と"))
# a condition said of a creature: `frightened of you`, `taunted by you`; in Japanese `あなたに対して恐怖`
ABOUT_JA = "に対して"
ABOUT_SOURCE = {"frightened": "of", "taunted": "by", "grabbed": "by"}
# the particle of a condition whose Japanese is a passive (`grabbed by you`: `あなたにつかまれ`, as seed 000 says
# 「敵に「つかまれて (grabbed)」」), for `ABOUT_JA`
ABOUT_JA_OF = {"grabbed": "に"}


def about_particle(condition: str) -> str:
    """The Japanese particle after whom `condition` is about (`に対して`; `に` of `grabbed`)."""
    return ABOUT_JA_OF.get(condition, ABOUT_JA)


def about_parts(rules, text: str) -> tuple[str, str, str]:
    """(whom, particle, the condition's words) of `あなたに対して恐怖` or `あなたにつかまれ`; the particle "" when `text`
    is neither (`text` partitioned at `ABOUT_JA`, else at the last `ABOUT_JA_OF` particle before a condition of it)."""
    who, particle, name = text.partition(ABOUT_JA)
    if particle:
        return who, particle, name
    for condition, said in ABOUT_JA_OF.items():
        who, particle, name = text.rpartition(said)
        # (`あなたにつかまれる`: the condition said with its verb's ending, seed 000's 「つかまれる」)
        term = rules.conditions.lookup(name.removesuffix("状態")) or rules.conditions.lookup(name.removesuffix("る")) \
            if particle and who else None
        if term is not None and term.id == condition:
            return who, particle, name
    return text, "", ""
# two creatures joined by `and`, then `each` (`you and your companion each gain 1 surge`): in Japanese それぞれ after
# them (`あなたとあなたのコンパニオンそれぞれはサージ 1 を得る`)
_AND_EN, _EACH_EN, _EACH_JA = " and ", " each", "それぞれ"
#: one creature that is several, each of them said so (`two allies ... can each use`: `2体の味方それぞれ`)
_EACH_OF_ONE = frozenset({"two_allies"})
_MOST_JOINS = 4  # places a particle is tried at (a creature's name may hold one): linear time on any text


#: the place of an area's creatures (`each ally in the area`), `target_words`' id: Japanese says it first (`領域内の各味方`)
_AREA = "in_the_area"


_NO_PLACE = dict.fromkeys(("n", "of", "to", "area"))


def _in_the_area_ja(rules, written: str):
    """`領域内の各味方` (any of the place's Japanese spellings): a match-like dict of `each ally in the area`'s
    narrowing and the creature, or None."""
    for spelling in rules.target_words.terms[_AREA].ja:
        if written.startswith(spelling) and len(written) > len(spelling):
            return {"who": written[len(spelling):], "area": spelling, "n": None, "of": None, "to": None}
    return None


def _narrowed(rules, written: str, pattern: re.Pattern):
    """(the creature's term, the match of `pattern` that narrows it, or None when `written` is the creature alone),
    or None when `written` names no creature the ruleset knows, alone or narrowed as `pattern` reads it."""
    term = rules.creatures.lookup(written)
    if term is not None:
        return term, None
    found = pattern.match(written)
    if found is not None:
        found = {**_NO_PLACE, **found.groupdict()}
    elif pattern is _JA:
        found = _in_the_area_ja(rules, written)
    term = rules.creatures.lookup(found["who"]) if found is not None else None
    return (term, found) if term is not None else None


def _one_japanese(rules, who: str) -> str | None:
    narrowed = _narrowed(rules, who, _EN)
    if narrowed is None:
        return None
    term, found = narrowed
    if found is None:
        return term.label("ja")
    if found["area"]:
        where = rules.target_words.terms[_AREA].ja[0]
    elif found["n"]:
        where = (f"{_TO_JA[found['of']]}から" if found["of"] else "") + f"{found['n']} {_SQUARES_JA}以内の"
    else:
        where = f"{_TO_JA[found['to']]}に隣接する"
    return where + term.label("ja")


def narrowed_term(rules, who: str):
    """The creature `who` (English) names, narrowed by where it stands or not (`each enemy within 2 squares of
    the target`: `each_enemy`'s term), and whether it is narrowed; None when it is no creature the ruleset knows."""
    narrowed = _narrowed(rules, who, _EN)
    return None if narrowed is None else (narrowed[0], narrowed[1] is not None)


def narrowed_japanese(rules, who: str) -> str | None:
    """`one ally within 5 squares`: `5 スクエア以内の1体の味方`; `you or one ally within 10 squares of you`:
    `あなたかあなたから10 スクエア以内の1体の味方`; two joined by `and`, then `each` (`you and your companion each`):
    `あなたとあなたのコンパニオンそれぞれ`; None when `who` is not a known creature so narrowed or joined."""
    if who.endswith(_EACH_EN) and (_AND_EN in who or _each_of_one(rules, who[:-len(_EACH_EN)])):
        # (`two allies within 10 squares of you each`: one creature, each of them, `…2体の味方それぞれ`)
        joined = _joined_japanese(rules, who[:-len(_EACH_EN)]) or _one_japanese(rules, who[:-len(_EACH_EN)])
        # (one `each`: `… each each` is none)
        said = None if joined is None else joined + _EACH_JA
        # (only what reads back as written: two joined by `and`, not `or`, whose か the reader takes no each after)
        back = narrowed_english(rules, said) if said is not None else None
        return said if back is not None and back[0] == who else None
    return _joined_japanese(rules, who)


def _each_of_one(rules, who: str) -> bool:
    """Whether `who` (English) is one creature that is several, narrowed or not (`two allies within 10 squares of
    you`), which `each` may follow."""
    named = narrowed_term(rules, who)
    return named is not None and named[0].id in _EACH_OF_ONE


def _joined_japanese(rules, who: str, named: bool = True) -> str | None:
    if rules.creatures.lookup(who) is None:
        single = _one_japanese(rules, who)
        if single is not None:
            return single
    for english, particle in _JOINS:
        first, joined, second = who.partition(english)
        if joined:
            # (a Japanese name in English words, `柱 and its allies`, is marked a name: `「柱」とその味方`)
            left = _one_japanese(rules, first) or (_named_japanese(rules, first, not first.isascii()) if named else None)
            right = _one_japanese(rules, second)
            if left is not None and right is not None:
                return left + particle + right
    return None


def _named_japanese(rules, who: str, quoted: bool = False) -> str | None:
    """The creature whose ability it is, named by its author (`the knight`, `Ajax`, `Lord Syuul`: `a_creatures_name`),
    first of two joined (`the knight and its allies`): its name quoted, as a Japanese card says the author's English
    (`「the knight」`, `「Ajax」`); None for other words."""
    return f"「{who}」" if "「" not in who and "」" not in who and a_creatures_name(rules, who, True, quoted) else None


def _named_english(rules, written: str):
    """`「the knight」`, `「マインドキラー」` first of two joined, or a name in katakana unquoted (`マインドキラー`): (the
    name as written, None: no creature of the ruleset), or None."""
    name = written.strip()
    inner = name[1:-1] if len(name) > 2 and name[0] == "「" and name[-1] == "」" else ""
    quoted = bool(inner)  # (`「壁」`: a name, though the map's word unquoted)
    if not inner and KATAKANA_NAME.fullmatch(name) is not None:
        inner = name
    return (inner, None) if inner and _named_japanese(rules, inner, quoted) is not None else None


def joined_with_a_name(rules, written: str) -> tuple[str, ...] | None:
    """The two creatures `written` joins with と when the second is a creature's name (`ターゲットと「the knight」`,
    `「Ajax」と「Brutus」`, `ターゲットと騎士`, as `the target and the knight` and `Ajax and Brutus` are read), in English
    (`the target`, `the knight`; a name as written, unquoted), or None. The first is a creature the ruleset knows or a
    name; the second a name quoted, in katakana, or unquoted in any script as one before は and a condition is
    (`named_in_any_script`), never a demonstrative's stem (`ターゲットとその速度`: `そ`)."""
    written = written.strip()
    start, tries = written.find("と"), 0
    while start > 0 and tries < _MOST_JOINS:
        left = _one_english(rules, written[:start]) or _named_english(rules, written[:start])
        second = written[start + 1:]
        right = _named_english(rules, second) if left is not None and pronoun(rules, second) is None else None
        if right is None and left is not None and len(second) > 1 and pronoun(rules, second) is None \
                and named_in_any_script(rules, second):
            right = (second, None)
        if right is not None:
            return left[0], right[0]
        start, tries = written.find("と", start + 1), tries + 1
    return None


def japanese_name(rules, written: str) -> str | None:
    """The name `written` is, quoted (`「マインドキラー」`, `「the knight」`) or a name in katakana unquoted
    (`マインドキラー`), without its quotes; None for other words (a creature the ruleset knows, a pronoun: `彼ら`)."""
    named = _named_english(rules, written) if pronoun(rules, written.strip()) is None else None
    return named[0] if named is not None else None




def _one_english(rules, written: str):
    narrowed = _narrowed(rules, written, _JA)
    if narrowed is None:
        return None
    term, found = narrowed
    if found is None:
        return term.en[0], term
    if found["area"]:
        return f"{term.en[0]} {rules.target_words.terms[_AREA].en[0]}", term
    if found["n"]:
        count = int(found["n"])  # (`int` reads full-width digits too: `１０`)
        english = f"{term.en[0]} within {count} {'square' if count == 1 else 'squares'}"
        return (english + f" of {_TO_EN[found['of']]}" if found["of"] else english), term
    return f"{term.en[0]} adjacent to {_TO_EN[found['to']]}", term


def narrowed_english(rules, written: str):
    """`5 スクエア以内の1体の味方`, `5マス以内の1体の味方`: (`one ally within 5 squares`, the creature's term);
    `あなたとあなたに隣接する各味方`: (`you and each ally adjacent to you`, the second's term); `…それぞれ` after two
    joined by と: (`… each`, the same); None when `written` is not a known creature so narrowed or joined."""
    written = written.strip()
    if written.endswith(_EACH_JA) and len(written) > len(_EACH_JA):
        # (one `それぞれ`: two in a row are none)
        joined = _joined_english(rules, written[:-len(_EACH_JA)]) or _one_english(rules, written[:-len(_EACH_JA)])
        if joined is None or (_AND_EN not in joined[0] and joined[1].id not in _EACH_OF_ONE):
            return None
        return joined[0] + _EACH_EN, joined[1]
    return _joined_english(rules, written)


def _joined_english(rules, written: str):
    written = written.strip()
    if rules.creatures.lookup(written) is None:
        single = _one_english(rules, written)
        if single is not None:
            return single
    for english, particle in _JOINS:
        start, tries = written.find(particle), 0
        while start > 0 and tries < _MOST_JOINS:
            left = _one_english(rules, written[:start]) or _named_english(rules, written[:start])
            right = _one_english(rules, written[start + 1:]) if left is not None else None
            if right is not None:
                # only some of the targets if either is
                some = left[1] if left[1] is not None and left[1].extra.get("some") else right[1]
                return f"{left[0]}{english}{right[0]}", some
            start, tries = written.find(particle, start + 1), tries + 1
    return None


def about_japanese(rules, condition: str, source: str) -> str | None:
    """`frightened` `of the triggering ally`: `トリガーとなった味方に対して`, the words before the condition's
    Japanese name that the Japanese reader takes back to the same source; None when the source is no creature the
    ruleset knows (a card then quotes it: `恐怖（「of the griffon」）`) or not spelt as the ruleset's English."""
    word, _, whom = source.partition(" ")
    if ABOUT_SOURCE.get(condition) != word:
        return None
    term = rules.creatures.lookup(whom)
    if term is None:
        # two joined by `and` (`of you and each ally`: `あなたと各味方に対して`), where the reader takes them back the
        # same (by `or`, `あなたか…に対して` is read as a choice: quoted)
        # (not a name quoted first, `「the knight」とその味方に対して`, which the condition's reader takes no name in)
        said = _joined_japanese(rules, whom, named=False) if _AND_EN in whom else None
        back = narrowed_english(rules, said) if said is not None else None
        return said + about_particle(condition) if back is not None and back[0] == whom else None
    if term.en[0] != whom:
        return None
    return term.label("ja") + about_particle(condition)


#: creatures (`creatures` ids) named alone that are others than the targets and the user: allies (`each ally is slowed
#: (EoT)`, `all allies are slowed (EoT)`). Not `each enemy` (nor `all enemies`, `all creatures`) alone (an area's
#: targets may be every enemy in it), the Director (no creature on the map), `the enemy` (which one is not said): those
#: stay text, as before
_OTHERS = frozenset({"each_ally", "one_ally", "all_allies", "your_allies"})
#: creatures narrowed by where they stand (`each enemy within 2 squares of the target`, `one ally adjacent to you`,
#: `each enemy in the area`) that are others: creatures near someone, whom the target line does not name, or in the
#: area, whom `runtime/on_targets.py` puts on the targets where the target line names them; objects so narrowed
#: (`each object in the area takes 4 damage`: seed 000 lets an ability target objects, which take its damage)
_NEAR = frozenset({"each_ally", "one_ally", "each_enemy", "one_enemy", "an_enemy", "one_creature", "each_object",
                   "one_object", "each_unattended_object"})


def others_named(rules, who: str) -> bool:
    """Whether `who` (an effect's subject, English) names creatures other than the targets, some of them and the
    user (`each ally`, `each enemy within 2 squares of them`)."""
    named = narrowed_term(rules, who)
    if named is None:
        return False
    term, narrowed = named
    return term.id in (_NEAR if narrowed else _OTHERS)




def pronoun(rules, who: str):
    """The vocabulary's term of the pronoun `who` is, in either language (`they`, `彼ら`, `each of them`), or None. A
    pronoun is no name (`a_creatures_name`): a card says it in its own language, as it says `the target`."""
    return rules.pronouns.lookup(who.strip()) if who else None


def ja_whose(rules, topic: str) -> tuple[str, str]:
    """A Japanese topic's words before its statistic and the statistic (`ターゲット`, `速度` of `ターゲットの速度`): before
    `の`, or a pronoun said before a noun (`その速度`: `それ`, the vocabulary's `possessive_ja`); `("", topic)` with
    neither."""
    for term in rules.pronouns.terms.values():
        said = term.extra.get("possessive_ja")
        if said and topic.startswith(said) and rules.statblock_fields.lookup(topic[len(said):]) is not None:
            return term.ja[0], topic[len(said):]
    whose, _, stat = topic.rpartition("の")
    if whose[-1:] in _DEMONSTRATIVE_STEMS and (len(whose) == 1 or not _HIRAGANA <= whose[-2] <= "ゖ" or whose[-2] == "の"):
        # (`この速度`, `あの速度`, `そのその速度`: the の of a demonstrative, no creature's; were creatures named `こ`, `そのそ`)
        return "", topic
    return whose, stat


#: the stems of the Japanese demonstratives before の (この, その, あの, どの); a word in hiragana ending so is a name's
_DEMONSTRATIVE_STEMS = frozenset("こそあど")
_HIRAGANA = "ぁ"


def possessed(rules, whose: str) -> str:
    """The creature or pronoun `whose` (English) is the possessive of (`your`: `you`, `their`: `they`), as the
    vocabulary says (`possessive`); else `whose` itself (`the target`, named with `'s`)."""
    folded = fold(whose)
    return next((term.en[0] for term in (rules.creatures.terms.get("you"), *rules.pronouns.terms.values())
                 if term is not None and term.extra.get("possessive") == folded), whose)


def possessive(rules, who: str) -> str:
    """`who`'s, in English: `your` of `you`, `their` of `they` (the vocabulary's `possessive`), else `who's`."""
    term = rules.creatures.lookup(who) or pronoun(rules, who)
    said = term.extra.get("possessive") if term is not None else None
    return said if said is not None else f"{who}'s"


def said_of_several(rules, who: str | None) -> bool:
    """Whether `who` (English) names more than one creature, so that an English verb said of it takes the form for
    several (`are`, `gain`): a creature or pronoun the vocabulary says is `several` (`you`, `the targets`, `all allies`,
    `they`), or several named (`you and each ally adjacent to you`). The one list of them the card writer keeps."""
    if not who:
        return False
    if " and " in who:
        return True
    term = rules.creatures.lookup(who) or pronoun(rules, who)
    return term is not None and bool(term.extra.get("several"))
