"""A creature the ruleset knows, narrowed by where it stands: `one ally within 5 squares`, `each ally adjacent to
you`, in Japanese as seed 000 says it, before the creature (`5スクエア以内のクリーチャー`, `隣接する（1スクエア以内の）1体の
クリーチャー`): `5 スクエア以内の1体の味方`, `あなたに隣接する各味方`; measured from someone, `one ally within 10 squares
of you`: `あなたから10 スクエア以内の1体の味方`. Two such creatures joined, `you or one ally within 10 squares of you`,
`you and each ally adjacent to you`: `あなたかあなたから10 スクエア以内の1体の味方`, `あなたとあなたに隣接する各味方` (か and
と, never または, whose は would end a sentence's subject). Each language reads back to the other's words, so a
sentence's `who` is one English for both (was: the English quoted on a Japanese card, `「one ally within 5 squares」`).
"""

from __future__ import annotations

import functools
import re

from ...vocabulary import fold

__all__ = ["ABOUT_JA", "ABOUT_SOURCE", "JA_OR_WITH_WA", "SAID_OF_ONE", "a_creatures_name", "a_notation_noun",
           "about_japanese", "japanese_name",
           "named_by_its_author", "named_in_any_script", "narrowed_english", "narrowed_japanese", "narrowed_term",
           "others_named", "possessed", "possessive", "pronoun", "said_of_several"]

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
ABOUT_SOURCE = {"frightened": "of", "taunted": "by"}
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
            left = _one_japanese(rules, first) or (_named_japanese(rules, first) if named else None)
            right = _one_japanese(rules, second)
            if left is not None and right is not None:
                return left + particle + right
    return None


def _named_japanese(rules, who: str) -> str | None:
    """The creature whose ability it is, named by its author (`the knight`, `Ajax`, `Lord Syuul`: `a_creatures_name`),
    first of two joined (`the knight and its allies`): its name quoted, as a Japanese card says the author's English
    (`「the knight」`, `「Ajax」`); None for other words."""
    return f"「{who}」" if "「" not in who and "」" not in who and a_creatures_name(rules, who, True) else None


def _named_english(rules, written: str):
    """`「the knight」`, `「マインドキラー」` first of two joined, or a name in katakana unquoted (`マインドキラー`): (the
    name as written, None: no creature of the ruleset), or None."""
    name = written.strip()
    inner = name[1:-1] if len(name) > 2 and name[0] == "「" and name[-1] == "」" else ""
    if not inner and _KATAKANA_NAME.fullmatch(name) is not None:
        inner = name
    return (inner, None) if inner and _named_japanese(rules, inner) is not None else None


def japanese_name(rules, written: str) -> str | None:
    """The name `written` is, quoted (`「マインドキラー」`, `「the knight」`) or a name in katakana unquoted
    (`マインドキラー`), without its quotes; None for other words (a creature the ruleset knows, a pronoun: `彼ら`)."""
    named = _named_english(rules, written) if pronoun(rules, written.strip()) is None else None
    return named[0] if named is not None else None


#: a name in katakana (`マインドキラー`, `ガル・ヴァード`), which a Japanese reader takes as a name unquoted too, first of
#: two joined (`マインドキラーとその味方は`); other Japanese names are quoted (`「黒き竜」とその味方は`)
_KATAKANA_NAME = re.compile(r"[ァ-ヺ][ァ-ヺー・]{0,29}")


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
        return said + ABOUT_JA if back is not None and back[0] == whom else None
    if term.en[0] != whom:
        return None
    return term.label("ja") + ABOUT_JA


#: creatures (`creatures` ids) named alone that are others than the targets and the user: allies (`each ally is slowed
#: (EoT)`, `all allies are slowed (EoT)`). Not `each enemy` (nor `all enemies`, `all creatures`) alone (an area's
#: targets may be every enemy in it), the Director (no creature on the map), `the enemy` (which one is not said): those
#: stay text, as before
_OTHERS = frozenset({"each_ally", "one_ally", "all_allies", "your_allies"})
#: creatures narrowed by where they stand (`each enemy within 2 squares of the target`, `one ally adjacent to you`,
#: `each enemy in the area`) that are others: creatures near someone, whom the target line does not name, or in the
#: area, whom `runtime/on_targets.py` puts on the targets where the target line names them
_NEAR = frozenset({"each_ally", "one_ally", "each_enemy", "one_enemy", "an_enemy", "one_creature"})


def others_named(rules, who: str) -> bool:
    """Whether `who` (an effect's subject, English) names creatures other than the targets, some of them and the
    user (`each ally`, `each enemy within 2 squares of them`)."""
    named = narrowed_term(rules, who)
    if named is None:
        return False
    term, narrowed = named
    return term.id in (_NEAR if narrowed else _OTHERS)


def named_by_its_author(rules, who: str) -> bool:
    """Whether `who` names the creature whose ability it is as its author names it (`the dragon`, `The horse`): `the`
    and words the ruleset knows as no creature (not `the target`, `the triggering ally`)."""
    return who.count(" ") >= 1 and fold(who.split(" ", 1)[0]) == "the" and rules.creatures.lookup(who) is None


def a_creatures_name(rules, who: str, one: bool = False) -> bool:
    """Whether `who` (English) is what a creature's name can be. One rule for every name: `the` or not, then one to
    three words of the name's own, letters alone (no `can't`), with up to two particles between them (`of`, `the`,
    `von`…: `_NAME_PARTICLES`), never first nor last. After `the` the words are the author's noun for the creature, in
    any case (`the knight`, `the goblin assassin`, `the Lord of Ash`: `named_by_its_author`); without it, a proper name,
    each word capitalised and none of them a word the rules know (`Might`, `Malice`, `Support`, a condition: `Dazed`)
    nor one that opens a noun phrase (`Each`, `You`, `The`): `Ajax`, `Lord Syuul`, `Lord of Ash`. No creature the
    ruleset knows at its start (`the target falls`: the target, then what it does). `one`: the name is of one creature,
    first of a doer's two joined, whatever the second (`… and its allies`, `… and their allies`, `… and each ally`),
    whose words after the first in lower case are no verb said of one creature (`the door opens`, `the door slams
    shut`: a verb's `s`, where `the colossus`, `the abyss` end in a noun's).

    (The limit was three words in all for a name with `the`, three capitalised ones besides particles for one without
    it: `the Lord of Ash` was no name where `Lord of Ash` was one.)"""
    if not who.isascii():
        return _a_japanese_name(rules, who)
    words = who.split()
    if not 1 <= len(words) <= 1 + _MOST_NAME_WORDS + _MOST_PARTICLES or not all(word.isalpha() for word in words):
        return False
    the = fold(words[0]) == "the"
    own = words[1:] if the else words
    named = [word for word in own if word not in _NAME_PARTICLES]
    if not own or not 1 <= len(named) <= _MOST_NAME_WORDS or len(own) - len(named) > _MOST_PARTICLES \
            or own[0] in _NAME_PARTICLES or own[-1] in _NAME_PARTICLES:
        return False
    if any(rules.creatures.lookup(" ".join(words[:size])) is not None for size in range(1, len(words) + 1)):
        return False
    if one and any(word.islower() and SAID_OF_ONE.search(word) and not _NOUN_ENDING.search(word) for word in own[1:]):
        return False
    if any(word.islower() and fold(word) in _time_words()[0] for word in own) or _an_english_notation_noun(own):
        # (`the next turn`, `the round`: a time, no creature; `the square`, `the burst`, `the area`: a measure, a shape,
        # a place of the notation, none either; `the Round Knight`, `the wall guardian`, `the gelatinous cube`: names)
        return False
    if the:
        return named_by_its_author(rules, who)
    return all(word[0].isupper() for word in named) and not any(
        fold(word) in _NO_NAME_WORDS or any(category.lookup(word) is not None for category in rules.categories.values())
        for word in named)


#: the lowercase words a name holds between capitalised ones (`Lord of Ash`, `Voice of the Deep`, `Anna von Kessel`):
#: particles of names, a closed list; a name's first word is capitalised, never one of them (`of the Wind`), and no
#: word of it is a rules word (`Push of the Wind`, `Might of the Storm`: no name)
_NAME_PARTICLES = frozenset({"of", "the", "de", "von", "van", "du", "da", "del", "di", "la", "le"})
_MOST_PARTICLES = 2
#: the words of a name's own, besides `the` before them and particles between them
_MOST_NAME_WORDS = 3


def _a_japanese_name(rules, who: str) -> bool:
    """Whether `who` is what a creature's name in Japanese can be (`マインドキラー`, `黒き竜`, `ドラゴン`): one word of up
    to 30 letters (`・` between them), none of them ASCII, that is no creature the ruleset knows and no word of its
    vocabulary (`減速`, `スタミナ`) nor of its notation (`ダメージ`, `最大`), as an English name is none. A kind of
    monster is a name (`ドラゴン`, `ゴブリン`, `人間`: `monster_keywords`): Japanese says `the dragon` with no article."""
    if not 1 <= len(who) <= _MOST_JA_NAME or who[0] == "・" or not all(
            (letter.isalpha() or letter == "・") and not letter.isascii() for letter in who):
        return False
    return not any(category.lookup(who) is not None for name, category in rules.categories.items()
                   if name not in _KINDS_OF_CREATURE) and who not in _notation_words() and not a_notation_noun(who)


#: the vocabulary's categories whose words name kinds of creatures, which a Japanese author names a creature by
_KINDS_OF_CREATURE = frozenset({"monster_keywords"})


@functools.cache
def _notation_words() -> frozenset[str]:
    """The Japanese words the notation's grammar spells in its own strings (`ダメージ`, `スクエア`, `マス`, `最大`): its
    katakana words and each run of Japanese letters, which no name is, as the vocabulary's are none (`ダメージは減速
    (EoT)` was slowed on a creature `ダメージ`)."""
    from ...package_data import read_text  # noqa: PLC0415 - only where a Japanese name is tried

    code = "\n".join(line.split("//")[0] for line in read_text(f"{__package__}.grammar", "notation.lark").splitlines())
    literals = re.findall(r'"([^"\n]*)"', code)
    return frozenset(word for literal in literals
                     for word in (*_KATAKANA_NAME.findall(literal), *_JAPANESE_RUN.findall(literal)))


#: a run of letters that are no ASCII (`以下の`, `ダメージ`)
_JAPANESE_RUN = re.compile(r"[^\W\d_A-Za-z]+")


def named_in_any_script(rules, who: str) -> bool:
    """Whether `who`, unquoted before は and a Draw Steel condition (`黒き竜は減速 (EoT)`, `ドラゴンは減速 (EoT)`), is a
    creature's name as `_a_japanese_name` reads one, in any script (unquoted, only a name in katakana is one before
    other words: `japanese_name`), that holds no creature nor pronoun the ruleset knows (`隣接する敵`, `あなたの味方`,
    `彼の影`: words about a creature, no name).
    (Nor one that holds a Draw Steel condition's word or ends in the stem of a conjunction that ends in は: `伏せもしく`
    in `伏せもしくは減速`, `出血あるい`, a choice of conditions, no creature: was slowed on a creature `伏せもしく`.)"""
    return _a_japanese_name(rules, who) and not any(noun in who for noun in _creature_nouns(rules)) \
        and not (who + "は").endswith(JA_OR_WITH_WA) \
        and not _a_condition_or_a_time(rules, who) and not who.startswith(_JA_NO_NAME_OPENERS)


def _a_condition_or_a_time(rules, who: str) -> bool:
    """Whether `who` is a condition's word, ends in one or lists one first (`伏せ、…`, `出血と…`), or holds a time's
    katakana word as a whole word (`このラウンド`, `ターン`): no creature. A word inside a name's own word or before its
    `の` is the name's (`待ち伏せの狩人`, `出血公`, `恐怖の王`, `グラウンドの竜`)."""
    for term in rules.conditions.terms.values():
        for word in term.ja:
            if who.endswith(word) or (who.startswith(word) and who[len(word):len(word) + 1] in _LIST_MARKS):
                return True
            at = who.find(word)
            if at >= 0 and who.startswith(_IN_A_STATE, at + len(word)):
                return True   # (`伏せ状態の間`, `拘束中`, `伏せている間`, `伏せのとき`: while in a condition, no creature)
    return a_notation_noun(who)


def _an_english_notation_noun(own: list[str]) -> bool:
    """Whether a name's words after `the` are a noun phrase of the notation: one of its nouns (`_notation_nouns`) in
    lower case, after words that only point or count (`square`, `next round`, `same area`). A name that merely holds
    one, its own word before it, is a name (`the gelatinous cube`, `the wall guardian`; they were refused, SB138)."""
    nouns = _notation_nouns()[0]
    return own[-1].islower() and fold(own[-1]) in nouns and all(
        word.islower() and (fold(word) in nouns or fold(word) in _EN_POINTING) for word in own[:-1])


#: the words that point at or count a noun of the notation in English (`the next round`, `this square`, `the same area`)
_EN_POINTING = frozenset({"this", "that", "these", "those", "next", "previous", "last", "first", "same", "current",
                          "whole", "entire"})


def a_notation_noun(who: str) -> bool:
    """Whether Japanese `who` is a noun phrase of the notation (`_notation_nouns`): the noun alone (`ラウンド`,
    `スクエア`, `エリア`), after a word that points or counts (`このラウンド`, `次のターン`, `各ラウンド`), or a time in it
    (`次のターンの間`), which no creature's name is. A name that merely holds one, its own word after の, is a name
    (`エリアの守護者`, `ラウンドの騎士`; they were refused, SB138)."""
    nouns = _notation_nouns()[1]
    rest = next((who[len(opener):] for opener in _JA_POINTING if who.startswith(opener)), who)
    *before, head = rest.split("の")
    if head not in nouns and not (before and head in _JA_TIME_IN):
        return False
    return all(word in nouns or word in _JA_COUNTING for word in before) \
        and (head in nouns or any(word in nouns for word in before))


#: what opens a Japanese noun phrase of the notation with no の after it (`このラウンド`, `各ターン`, `毎ラウンド`)
_JA_POINTING = ("この", "その", "あの", "どの", "各", "毎", "同じ")
#: the words before の that point at or count a noun of the notation (`次のターン`, `最初のラウンド`)
_JA_COUNTING = frozenset({"次", "前", "最初", "最後", "今", "現在", "同じ", "直前", "直後"})
#: the times in a noun of the notation after の (`次のターンの間`, `ラウンドの終了時`)
_JA_TIME_IN = frozenset({"間", "終了時", "開始時", "終わり", "始め", "最初", "最後"})


_LIST_MARKS = ("、", ",", "，", "と", "や", "か")
#: what says that one is in a condition, after its word (a time while in it, no name: `出血中は伏せ`)
_IN_A_STATE = ("状態", "中", "の間", "のとき", "の時", "ている", "てる", "の場合", "なら", "時")


#: what opens a Japanese noun phrase that points at something or a time, no name of a creature (`この効果`, `次のターンの
#: 間`, `今回`, `これ`: a time or a thing, as `_NO_NAME_WORDS` are in English; `それ` alone is a pronoun, read before)
_JA_NO_NAME_OPENERS = ("この", "その", "あの", "どの", "これ", "それ", "あれ", "どれ", "次の", "今回")


@functools.cache
def _time_words() -> tuple[frozenset[str], tuple[str, ...]]:
    """The words the vocabulary's durations and until phrases count time in: in English each after `the` or `next`
    (`turn`, `round`, `encounter`, `end`), in Japanese their katakana words (`ターン`, `ラウンド`, `エンカウント`); no
    creature's name holds one (`the next turn is slowed`, `このラウンドは伏せ`: a time, no creature). Read once, as
    `_notation_words` (a name is tried often)."""
    from .vocabulary import vocabulary  # noqa: PLC0415 - only where a name is tried

    rules = vocabulary()
    spellings = [(term.en, term.ja) for category in (rules.durations, rules.until_phrases)
                 for term in category.terms.values()]
    english = {fold(word) for en, _ in spellings for spelling in en
               for before, word in zip(spelling.split(), spelling.split()[1:]) if fold(before) in ("the", "next")}
    japanese = {word for _, ja in spellings for spelling in ja for word in _KATAKANA_NAME.findall(spelling)}
    return frozenset(english), tuple(sorted(japanese))


@functools.cache
def _notation_nouns() -> tuple[frozenset[str], frozenset[str]]:
    """The nouns of the notation, which no creature is named by, in English (folded) and Japanese: its times
    (`turn`, `round`, `ラウンド`: `_time_words`), what its distances are shaped in (`burst`, `cube`, `バースト`: the
    vocabulary's `distance_kinds`) and counted in (`square`, `スクエア`, `マス`: the grammar's `squares`), and the places
    its target words name (`area`, `エリア`: the noun after `the` in `in the area`, `エリア内の`). Read once."""
    from ...package_data import read_text  # noqa: PLC0415 - only where a name is tried
    from .vocabulary import vocabulary  # noqa: PLC0415

    rules = vocabulary()
    english, japanese = set(_time_words()[0]), set(_time_words()[1])
    for term in rules.categories["distance_kinds"].terms.values():
        english.update(fold(spelling) for spelling in term.en if " " not in spelling)
        japanese.update(term.ja)
    for term in rules.target_words.terms.values():
        places = [word for spelling in term.en for before, word in zip(spelling.split(), spelling.split()[1:])
                  if fold(before) == "the"]
        if places:
            english.update(fold(word) for word in places)
            japanese.update(run for spelling in term.ja for run in _KATAKANA_NAME.findall(spelling))
    grammar = read_text(f"{__package__}.grammar", "notation.lark")
    units = re.search(r"^squares:(.*)$", grammar, re.MULTILINE)
    for literal in re.findall(r'"([^"\n]*)"', units.group(1) if units else ""):
        (english if literal.isascii() else japanese).add(fold(literal) if literal.isascii() else literal)
    return frozenset(english), frozenset(japanese)


#: Japanese conjunctions of `or` that end in は, whose stem before it is no name (`伏せもしくは減速`)
JA_OR_WITH_WA = ("または", "もしくは", "あるいは", "ないしは")


def _creature_nouns(rules) -> tuple[str, ...]:
    """The Japanese words of the creatures, pronouns and target words the ruleset knows (`ターゲット`, `敵`, `味方`,
    `彼`), but kinds of monsters (`エレメンタル`, a target word too)."""
    kinds = [rules.categories[name] for name in _KINDS_OF_CREATURE if name in rules.categories]
    terms = (*rules.creatures.terms.values(), *rules.pronouns.terms.values(), *rules.target_words.terms.values())
    return tuple(spelling for term in terms for spelling in term.ja
                 if not any(kind.lookup(spelling) is not None for kind in kinds))


_MOST_JA_NAME = 30

#: an English verb's form said of one creature (`shifts`, `has`, `takes`): the notation's verbs of several (`shift`,
#: `have`) end in no `s`
SAID_OF_ONE = re.compile(r"s$", re.IGNORECASE)
#: the ends of English nouns that end in `s` as no verb of one creature does (`colossus`, `abyss`, `iris`)
_NOUN_ENDING = re.compile(r"(?:ss|us|is)$", re.IGNORECASE)

#: words that open a noun phrase or a clause, which no name is made of (`Each ally`, `You`, `If`)
_NO_NAME_WORDS = frozenset({"the", "a", "an", "each", "every", "all", "any", "one", "you", "your", "their", "its",
                            "it", "they", "them", "he", "she", "his", "her", "this", "that", "these", "those", "some",
                            "another", "other", "no", "if", "when", "while", "until", "unless", "then", "and", "or",
                            "but", "as", "at", "in", "on", "to", "of", "by", "with", "for", "from"})


def pronoun(rules, who: str):
    """The vocabulary's term of the pronoun `who` is, in either language (`they`, `彼ら`, `each of them`), or None. A
    pronoun is no name (`a_creatures_name`): a card says it in its own language, as it says `the target`."""
    return rules.pronouns.lookup(who.strip()) if who else None


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
