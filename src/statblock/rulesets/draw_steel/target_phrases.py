"""Target lines read as phrases and spelt in either language: `Two allies`, `2体の味方` and
`味方2体` are one phrase, so the JSON holds one English target for all three, cards print it in
Japanese and `convert --lang ja` writes it in Japanese and reads it back.

The grammar, over the vocabulary's words (`target_words`: nouns, adjectives, places; `conditions`;
the English number words) and a few words of its own (each, the triggering, and, or), and the
creatures a line names alone (`NAMED`: the `targets` self and your_companion, `Self`, `Your companion`):

    phrase     := group (JOIN group)*                  JOIN: and, or | と, または
    group      := NAMED                                `self`, `your companion`
                | COUNT nouns PLACE?                   `two allies in the area`
                | each nouns PLACE?                    `each enemy and object in the area`
                | the triggering nouns
    nouns      := noun ((`,`? JOIN | `,`) noun)*
    noun       := conditions? ADJECTIVE* NOUN           `prone, restrained, or slowed creature`
    conditions := CONDITION ((`,`? JOIN | `,`) CONDITION)*

Japanese puts the place first, a count before (`1体の`) or after (`味方1体`) the nouns, 各 before
each noun of an `each` group and 状態の after the conditions: `領域内の各敵と各物体`,
`自身または味方1体`, `マークされた各敵`, `1体の伏せ、拘束、または減速状態のクリーチャー`.

An English line is a phrase only when the phrase spells it back the same (but for case), so the
JSON of an English line changes at most in case; a line with any other word is no phrase (None)
and stays as written, never read as another target.
"""

from __future__ import annotations

import re
import unicodedata

import attrs

from ...vocabulary import NUMBER_WORDS, Vocabulary
from .vocabulary import per_instance
from ...records import frozen

__all__ = ["NAMED", "Group", "Noun", "TargetPhrase", "TargetWords", "target_words"]

_COUNT_WORDS = {number: word for word, number in NUMBER_WORDS.items()}
# `2体の`, `味方2体`; a small count in kanji, as Japanese writes one (`二体のクリーチャー`); つ and 個, the
# counters of things (`1つの物体`) (a count of thousands of digits is no count: the line stays as written)
_JA_COUNT = re.compile(r"(\d{1,3}|[一二三四五六七八九十])[体人つ個](の)?")
_KANJI_COUNTS = {kanji: number for number, kanji in enumerate("一二三四五六七八九十", start=1)}
#: the `targets` a line may name alone, as a group of its own (`Self and your companion`): the group's quantity
NAMED = ("self", "your_companion")
_GROUP_STARTS = ("named", "count", "each", "triggering", "place")


@frozen
class Noun:
    """One noun with what is said of it: `prone or slowed creature`, `willing ally`."""

    noun: str  # a `target_words` id of kind noun
    adjectives: tuple[str, ...] = ()  # `target_words` ids
    conditions: tuple[str, ...] = ()  # `conditions` ids
    conditions_joiner: str = "or"


@frozen
class Group:
    """`Self`, `Two allies in the area`, `Each enemy and object`, `The triggering creature`."""

    quantity: int | str  # a count, `each`, `triggering`, or a `NAMED` target's id (`self`, `your_companion`)
    nouns: tuple[Noun, ...] = ()
    joiner: str = "or"  # between the nouns
    place: str | None = None  # a `target_words` id of kind place


@frozen
class TargetPhrase:
    groups: tuple[Group, ...]
    joiners: tuple[str, ...] = ()  # between the groups


class _Syntax(Exception):
    """The words are no target phrase."""


def _series(words: list[str], joiner: str, lang: str) -> str:
    """`a or b`, `a, b, or c`; `aまたはb`, `a、b、またはc`."""
    if lang == "en":
        if len(words) < 3:
            return f" {joiner} ".join(words)
        return ", ".join(words[:-1]) + f", {joiner} " + words[-1]
    if len(words) < 3:
        return {"and": "と", "or": "または"}[joiner].join(words)
    return "、".join(words[:-1]) + {"and": "、および", "or": "、または"}[joiner] + words[-1]


class TargetWords:
    """The words of target phrases in one vocabulary: reading a line in either language, spelling
    a phrase in either."""

    def __init__(self, rules: Vocabulary) -> None:
        self.rules = rules
        words = rules.target_words.terms
        self.kinds = {term_id: term.extra.get("kind", "adjective") for term_id, term in words.items()}
        # `Self`, `Your companion` (a beastheart's): {lang: {target id: its words}}
        self.named = {lang: {name: rules.targets.terms[name].label(lang) for name in NAMED if name in rules.targets.terms}
                      for lang in ("en", "ja")}
        # English: a word (or words: `in the area`) -> what it may be, {kind: id}
        self.english: dict[str, dict[str, str | int]] = {}
        for term_id, term in words.items():
            for spelling in term.en:
                self.english.setdefault(spelling.lower(), {})[self.kinds[term_id]] = term_id
        for term in rules.conditions.terms.values():
            for spelling in term.en:
                self.english.setdefault(spelling.lower(), {})["condition"] = term.id
        for word, number in NUMBER_WORDS.items():
            self.english.setdefault(word, {})["count"] = number
        for name, word in self.named["en"].items():
            self.english.setdefault(word.lower(), {})["named"] = name
        for word, kind in (("each", "each"), ("the triggering", "triggering"),
                           ("and", "and"), ("or", "or"), (",", "comma")):
            self.english.setdefault(word, {})[kind] = word
        self.longest_english = max(len(spelling.split()) for spelling in self.english)
        # Japanese: a spelling -> what it is; longest first when the line is read
        self.japanese: dict[str, dict[str, str]] = {}
        for term_id, term in words.items():
            for spelling in term.ja:
                self.japanese.setdefault(_nfkc(spelling), {})[self.kinds[term_id]] = term_id
        for term in rules.conditions.terms.values():
            for spelling in term.ja:
                if not spelling.endswith("状態"):  # `恐怖状態の` is read `恐怖` + `状態の`
                    self.japanese.setdefault(_nfkc(spelling), {})["condition"] = term.id
        # (全ての, すべての: `領域内の全ての敵`, as a player also says each enemy in the area)
        for name, word in self.named["ja"].items():
            self.japanese.setdefault(_nfkc(word), {})["named"] = name
        for word, kind in (("各", "each"), ("全ての", "each"), ("すべての", "each"),
                           ("トリガーとなった", "triggering"),
                           ("と", "and"), ("および", "and"), ("または", "or"), ("、", "comma"), ("状態の", "state")):
            self.japanese.setdefault(word, {})[kind] = word
        self.japanese_lengths = sorted({len(s) for s in self.japanese}, reverse=True)

    # ---- reading ---------------------------------------------------------------------------------

    def read(self, text: str | None) -> TargetPhrase | None:
        """The phrase a target line says, in either language; None when it is no phrase."""
        if not text or not text.strip():
            return None
        line = _nfkc(text).strip().rstrip(".。")
        try:
            if line.isascii():
                phrase = _Reader(self._english_tokens(line), "en").phrase()
                if " ".join(self.spell(phrase, "en").lower().split()) != " ".join(line.lower().split()):
                    return None  # `two creature`: not what the phrase says, kept as written
                return phrase
            return _Reader(self._japanese_tokens(line), "ja").phrase()
        except _Syntax:
            return None

    def noun(self, word: str) -> str | None:
        """The Japanese of an English noun (`minion`, `minions`: `ミニオン`)."""
        term_id = self.english.get(word.lower(), {}).get("noun")
        return self.rules.target_words.terms[term_id].label("ja") if term_id else None

    def _english_tokens(self, line: str) -> list[dict]:
        words = re.findall(r"[a-z'-]+|,|\S", line.lower())
        tokens, at = [], 0
        while at < len(words):
            for size in range(min(self.longest_english, len(words) - at), 0, -1):
                found = self.english.get(" ".join(words[at:at + size]))
                if found is not None:
                    tokens.append(found)
                    at += size
                    break
            else:
                raise _Syntax(words[at])
        return tokens

    def _japanese_tokens(self, line: str) -> list[dict]:
        text = "".join(line.split())
        tokens, at = [], 0
        while at < len(text):
            count = _JA_COUNT.match(text, at)
            if count is not None:
                number = _KANJI_COUNTS.get(count.group(1)) or int(count.group(1))
                if number not in _COUNT_WORDS:
                    raise _Syntax(count.group())
                tokens.append({"count" if count.group(2) else "count_after": number})
                at = count.end()
                continue
            for size in self.japanese_lengths:
                found = self.japanese.get(text[at:at + size])
                if found is not None:
                    tokens.append(found)
                    at += size
                    break
            else:
                raise _Syntax(text[at])
        return tokens

    # ---- spelling --------------------------------------------------------------------------------

    def spell(self, phrase: TargetPhrase, lang: str) -> str:
        """The phrase in `lang`: `Self and two allies`, `自身と2体の味方`."""
        groups = [self._group(group, lang) for group in phrase.groups]
        out = groups[0]
        for joiner, group in zip(phrase.joiners, groups[1:]):
            out += f" {joiner} {group}" if lang == "en" else {"and": "と", "or": "または"}[joiner] + group
        return out[:1].upper() + out[1:] if lang == "en" else out

    def _group(self, group: Group, lang: str) -> str:
        if group.quantity in self.named[lang]:
            word = self.named[lang][group.quantity]
            return word if lang == "ja" else word.lower()
        plural = isinstance(group.quantity, int) and group.quantity > 1
        each = group.quantity == "each"
        nouns = _series([self._noun(noun, lang, plural, each) for noun in group.nouns], group.joiner, lang)
        place = self.rules.target_words.terms[group.place].label(lang) if group.place else None
        if lang == "en":
            quantity = ("each" if each else "the triggering" if group.quantity == "triggering"
                        else _COUNT_WORDS[group.quantity])
            return f"{quantity} {nouns}" + (f" {place}" if place else "")
        quantity = "" if each else "トリガーとなった" if group.quantity == "triggering" else f"{group.quantity}体の"
        return (place or "") + quantity + nouns

    def _noun(self, noun: Noun, lang: str, plural: bool, each: bool) -> str:
        term = self.rules.target_words.terms[noun.noun]
        words = [self.rules.target_words.terms[a].label(lang) for a in noun.adjectives]
        conditions = [self.rules.conditions.terms[c].label(lang) for c in noun.conditions]
        if lang == "en":
            name = term.en[1] if plural and len(term.en) > 1 else term.en[0]
            said = [_series(conditions, noun.conditions_joiner, lang)] if conditions else []
            return " ".join(said + words + [name])
        state = _series(conditions, noun.conditions_joiner, lang) + "状態の" if conditions else ""
        return state + "".join(words) + ("各" if each else "") + term.label("ja")


class _Reader:
    """Recursive descent over the tokens of one line (see the module's grammar)."""

    def __init__(self, tokens: list[dict], lang: str) -> None:
        self.tokens, self.lang, self.at = tokens, lang, 0

    def peek(self, offset: int = 0) -> dict:
        at = self.at + offset
        return self.tokens[at] if at < len(self.tokens) else {}

    def take(self, kind: str):
        found = self.peek().get(kind)
        if found is None:
            raise _Syntax(kind)
        self.at += 1
        return found

    def phrase(self) -> TargetPhrase:
        groups, joiners = [self.group()], []
        while self.at < len(self.tokens):
            joiners.append("and" if "and" in self.peek() else "or" if "or" in self.peek() else None)
            if joiners[-1] is None:
                raise _Syntax("joiner")
            self.at += 1
            groups.append(self.group())
        return TargetPhrase(tuple(groups), tuple(joiners))

    def group(self) -> Group:
        return self._english_group() if self.lang == "en" else self._japanese_group()

    def _english_group(self) -> Group:
        token = self.peek()
        if "named" in token:
            self.at += 1
            return Group(token["named"])
        quantity = token.get("count") or ("each" if "each" in token else "triggering" if "triggering" in token else None)
        if quantity is None:
            raise _Syntax("quantity")
        self.at += 1
        nouns, joiner = self.nouns()
        place = self.take("place") if "place" in self.peek() else None
        return Group(quantity, tuple(nouns), joiner, place)

    def _japanese_group(self) -> Group:
        place = self.take("place") if "place" in self.peek() else None
        token = self.peek()
        if "named" in token and place is None:
            self.at += 1
            return Group(token["named"])
        # (`持ち主のいない1体のクリーチャー`: an adjective before the count is the first noun's, as after it)
        before = 0
        while "adjective" in self.peek(before):
            before += 1
        leading = tuple(self.tokens[self.at + n]["adjective"] for n in range(before)) \
            if before and "count" in self.peek(before) else ()
        self.at += len(leading)
        token = self.peek()
        quantity = token.get("count") or ("triggering" if "triggering" in token else None)
        self.at += quantity is not None
        nouns, joiner = self.nouns()
        if leading:
            first, each = nouns[0]
            nouns[0] = (attrs.evolve(first, adjectives=leading + first.adjectives), each)
        if quantity is None and "count_after" in self.peek():  # `味方1体`
            quantity = self.take("count_after")
        eaches = [each for _, each in nouns]
        if quantity is None and eaches[0]:
            quantity = "each"
        if quantity is None or any(eaches[1:]) and quantity != "each" or eaches[0] != (quantity == "each"):
            raise _Syntax("quantity")
        return Group(quantity, tuple(noun for noun, _ in nouns), joiner, place)

    def nouns(self) -> tuple[tuple, str]:
        """The nouns of a group and how they are joined; a joiner before the next group is left."""
        nouns, joiners = [self.noun()], []
        while True:
            start = self.at
            comma = "comma" in self.peek()
            self.at += comma
            joiner = "and" if "and" in self.peek() else "or" if "or" in self.peek() else None
            self.at += joiner is not None
            if (not comma and joiner is None) or any(kind in self.peek() for kind in _GROUP_STARTS) \
                    and not self._noun_starts():
                self.at = start
                break
            try:
                following = self.noun()
            except _Syntax:
                self.at = start
                break
            if self.lang == "ja" and following[1] and not nouns[0][1]:  # `1体の味方と各敵`: two groups
                self.at = start
                break
            nouns.append(following)
            joiners.append(joiner)
        said = {j for j in joiners if j is not None}
        if len(said) > 1 or (len(nouns) > 1 and not said):
            raise _Syntax("joiner")
        return (nouns, said.pop()) if said else (nouns, "or")

    def _noun_starts(self) -> bool:
        token = self.peek()
        return any(kind in token for kind in ("noun", "adjective", "condition")) or (
            self.lang == "ja" and "each" in token)

    def noun(self):
        """One noun and what is said of it; in Japanese also whether 各 came before it."""
        conditions, joiner = self.conditions()
        adjectives, each = [], False
        while True:
            token = self.peek()
            if self.lang == "ja" and "each" in token and not each:
                each = True
                self.at += 1
            elif "adjective" in token and ("noun" not in token or self._before_noun()):
                adjectives.append(token["adjective"])
                self.at += 1
            elif "noun" in token:
                self.at += 1
                found = Noun(token["noun"], tuple(adjectives), conditions, joiner)
                return (found, each) if self.lang == "ja" else found
            else:
                raise _Syntax("noun")

    def _before_noun(self) -> bool:
        """`elemental ally`: the word before a noun is its adjective; `one elemental`: the noun."""
        following = self.peek(1)
        return any(kind in following for kind in ("noun", "adjective"))

    def conditions(self) -> tuple[tuple[str, ...], str]:
        if "condition" not in self.peek():
            return (), "or"
        said, joiners = [self.take("condition")], set()
        while True:
            start = self.at
            self.at += "comma" in self.peek()
            joiner = "and" if "and" in self.peek() else "or" if "or" in self.peek() else None
            self.at += joiner is not None
            if self.at == start or "condition" not in self.peek():
                self.at = start
                break
            said.append(self.take("condition"))
            joiners |= {joiner} if joiner else set()
        if self.lang == "ja":
            self.take("state")
        if len(joiners) > 1:
            raise _Syntax("joiner")
        return tuple(said), joiners.pop() if joiners else "and" if len(said) > 1 else "or"


def _nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


@per_instance
def target_words(rules: Vocabulary) -> TargetWords:
    """The target words of `rules`, made once per vocabulary (`per_instance`: a run of many files with declared
    resources, each such file's vocabulary its own, keeps a few)."""
    return TargetWords(rules)
