"""Whether words are what a creature's name can be: the creature whose ability it is, named by its author (`the
knight`, `Ajax`, `Lord of Ash`; in Japanese `マインドキラー`, `黒き竜`), and never a word the rules or the notation
know (a condition, a time, `ダメージ`, `the square`). `creature_phrases` reads the creatures the ruleset knows and
names joined to them; this module, one rule for every name.
"""

from __future__ import annotations

import functools
import re

from ...vocabulary import fold

__all__ = ["JA_OR_WITH_WA", "KATAKANA_NAME", "SAID_OF_ONE", "a_creatures_name", "a_notation_noun", "points_at_no_name",
           "marked_a_name", "named_by_its_author", "named_in_any_script", "the_maps_word"]

#: a name in katakana (`マインドキラー`, `ガル・ヴァード`), which a Japanese reader takes as a name unquoted too, first of
#: two joined (`マインドキラーとその味方は`); other Japanese names are quoted (`「黒き竜」とその味方は`)
KATAKANA_NAME = re.compile(r"[ァ-ヺ][ァ-ヺー・]{0,29}")


def named_by_its_author(rules, who: str) -> bool:
    """Whether `who` names the creature whose ability it is as its author names it (`the dragon`, `The horse`): `the`
    and words the ruleset knows as no creature (not `the target`, `the triggering ally`)."""
    return who.count(" ") >= 1 and fold(who.split(" ", 1)[0]) == "the" and rules.creatures.lookup(who) is None


def a_creatures_name(rules, who: str, one: bool = False, quoted: bool = False) -> bool:
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
    it: `the Lord of Ash` was no name where `Lord of Ash` was one.)

    `quoted`: Japanese `who` is marked as a name, quoted (`「壁」`) or a Japanese word in an English sentence (`壁 is
    prone`, as an English card says it): a word of the map's (`surfaces`) is then a name too, as `Stone Pillar` is."""
    if not who.isascii():
        return _a_japanese_name(rules, who, quoted)
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
    # (a surface's word is a name's when capitalised with no article, `Stone Pillar`, `Lord Ceiling`: only the common
    # noun is none, `the ground`, above; they were refused, SB138)
    return all(word[0].isupper() for word in named) and not any(
        fold(word) in _NO_NAME_WORDS or any(category.lookup(word) is not None
                                            for name, category in rules.categories.items() if name not in _NAMES_HOLD)
        for word in named) and not all(_a_surface(rules, word) for word in named)


def the_maps_word(rules, who: str) -> bool:
    """Whether `who` is the common noun of what the map is made of, no creature (`surfaces`): `the ground`, `the
    floor`, `the object`, `this wall`; in Japanese unquoted, `地面`, `床` (`「地面」` is a name, as `Stone Pillar`)."""
    if not who.isascii():
        return _a_surface(rules, who)
    words = who.split()
    own = words[1:] if words and fold(words[0]) in ("the", "a", "an") else words
    return bool(own) and all(word.islower() for word in own) and _a_surface(rules, own[-1]) \
        and all(_a_surface(rules, word) or fold(word) in _EN_POINTING for word in own[:-1])


def marked_a_name(text: str, who: str) -> bool:
    """Whether Japanese `who` is marked a name in the clause `text`: quoted (`「地面」は…`), or in an English sentence
    (`地面 shifts 2 squares`, as the English card of `「地面」は…` says it)."""
    return not who.isascii() and (f"「{who}」" in text or text.replace(who, "", 1).isascii())


def _a_surface(rules, word: str) -> bool:
    """Whether `word` is one of the map's (`surfaces`: `Ground`, `Walls`); a name of those words alone may be the common
    noun capitalised to start a sentence (`Ground is prone`), no name."""
    surfaces = rules.categories["surfaces"]
    return surfaces.lookup(word) is not None or any(word in term.extra.get("ours", ()) for term in surfaces.terms.values())


#: the vocabulary's categories whose words a proper name may hold (`Stone Pillar`, `Ground Breaker`: the map's
#: `surfaces`, a common noun that is no creature only as such; `Burning Man`, `Frozen Queen`: `own_states`, words
#: that name no rule)
_NAMES_HOLD = frozenset({"surfaces", "own_states"})


#: the lowercase words a name holds between capitalised ones (`Lord of Ash`, `Voice of the Deep`, `Anna von Kessel`):
#: particles of names, a closed list; a name's first word is capitalised, never one of them (`of the Wind`), and no
#: word of it is a rules word (`Push of the Wind`, `Might of the Storm`: no name)
_NAME_PARTICLES = frozenset({"of", "the", "de", "von", "van", "du", "da", "del", "di", "la", "le"})
_MOST_PARTICLES = 2
#: the words of a name's own, besides `the` before them and particles between them
_MOST_NAME_WORDS = 3


def _a_japanese_name(rules, who: str, quoted: bool = False) -> bool:
    """Whether `who` is what a creature's name in Japanese can be (`マインドキラー`, `黒き竜`, `ドラゴン`): one word of up
    to 30 letters (`・` between them), none of them ASCII, that is no creature the ruleset knows and no word of its
    vocabulary (`減速`, `スタミナ`) nor of its notation (`ダメージ`, `最大`), as an English name is none. A kind of
    monster is a name (`ドラゴン`, `ゴブリン`, `人間`: `monster_keywords`): Japanese says `the dragon` with no article."""
    if not 1 <= len(who) <= _MOST_JA_NAME or who[0] == "・" or not all(
            (letter.isalpha() or letter == "・") and not letter.isascii() for letter in who):
        return False
    if quoted and _a_surface(rules, who):
        return True  # (`「壁」は伏せ`: quoted, a name, as `Stone Pillar` is; unquoted `壁は伏せ` the map's, no creature)
    return not any(category.lookup(who) is not None for name, category in rules.categories.items()
                   if name not in _KINDS_OF_CREATURE) and who not in _notation_words() and not a_notation_noun(who)


#: the vocabulary's categories whose words name kinds of creatures, which a Japanese author names a creature by
_KINDS_OF_CREATURE = frozenset({"monster_keywords"})


@functools.cache
def _notation_words() -> frozenset[str]:
    """The Japanese words the notation's grammar spells (`ダメージ`, `スクエア`, `マス`, `最大`: `notation_spellings`): its
    katakana words and each run of Japanese letters, which no name is, as the vocabulary's are none (`ダメージは減速
    (EoT)` was slowed on a creature `ダメージ`)."""
    from .grammar.notation_words import notation_spellings  # noqa: PLC0415 - only where a Japanese name is tried

    return frozenset(word for spelling in notation_spellings()
                     for word in (*KATAKANA_NAME.findall(spelling), *_JAPANESE_RUN.findall(spelling)))


#: a run of letters that are no ASCII (`以下の`, `ダメージ`)
_JAPANESE_RUN = re.compile(r"[^\W\d_A-Za-z]+")


def points_at_no_name(who: str) -> bool:
    """Whether Japanese `who` opens with a word that points at something (`これ`, `そいつ`, `あの騎士`): which creature
    is not read, no name."""
    return who.startswith(_JA_DEMONSTRATIVES)


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
_JA_DEMONSTRATIVES = ("この", "その", "あの", "どの", "これ", "それ", "あれ", "どれ", "こいつ", "そいつ", "あいつ", "どいつ", "こちら",
                      "そちら", "あちら", "どちら", "こっち", "そっち", "あっち", "どっち")
_JA_NO_NAME_OPENERS = (*_JA_DEMONSTRATIVES, "次の", "今回")


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
    japanese = {word for _, ja in spellings for spelling in ja for word in KATAKANA_NAME.findall(spelling)}
    return frozenset(english), tuple(sorted(japanese))


@functools.cache
def _notation_nouns() -> tuple[frozenset[str], frozenset[str]]:
    """The nouns of the notation, which no creature is named by, in English (folded) and Japanese: its times
    (`turn`, `round`, `ラウンド`: `_time_words`), what its distances are shaped in (`burst`, `cube`, `バースト`: the
    vocabulary's `distance_kinds`) and counted in (`square`, `スクエア`, `マス`: the grammar's `squares`), and the places
    its target words name (`area`, `エリア`: the noun after `the` in `in the area`, `エリア内の`), and what the map is made of
    (`ground`, `地面`, `wall`: the vocabulary's `surfaces`). Read once."""
    from .grammar.notation_words import rule_spellings  # noqa: PLC0415 - only where a name is tried
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
            japanese.update(run for spelling in term.ja for run in KATAKANA_NAME.findall(spelling))
    for term in rules.categories["surfaces"].terms.values():
        # (`the ground`, `地面`: what the map is made of, no creature)
        english.update(fold(spelling) for spelling in term.en if " " not in spelling)
        japanese.update((*term.ja, *term.extra.get("ours", ())))
    for unit in rule_spellings("squares"):
        (english if unit.isascii() else japanese).add(fold(unit) if unit.isascii() else unit)
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
