"""Conditions said in Japanese: the orders and forms Japanese says a condition in, read to the words of
its English twin.

A subject with は (`ターゲットは伏せ`) or a creature put with を (`ターゲットを伏せ状態にする`), a duration first
(`エンカウント終了時まで出血`), two conditions joined by と or か (`出血と減速`, `つかまれか伏せ`), who a
condition is about before it with に対して (`あなたに対して恐怖`), a condition said with its verb (`出血する`,
`挑発される`, `伏せ状態になる`), and the words that make a Japanese word a sentence rather than a
condition's name. `JapaneseConditions` is a part of `ConditionLowering` (`conditions.py`), and so of
`Lowerer`.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....vocabulary import fold
from ..creature_names import a_notation_noun, named_in_any_script, points_at_no_name
from ..creature_phrases import ABOUT_SOURCE, about_parts, japanese_name, joined_with_a_name, narrowed_english, pronoun
from ..grammar.put_ja import put_stem
from .base import NotStructured, per_ruleset

__all__ = ["JA_AND_WORD", "JA_OR_WORD", "JA_OR_WORDS", "JA_UNTIL", "JapaneseConditions", "condition_stem", "conditions_listed",
           "japanese_sentence"]


class JapaneseConditions:
    """The Japanese forms of `ConditionLowering` (see the module's docstring)."""

    def _japanese_until_first(self, node: ast.ConditionsClause) -> ast.ConditionsClause:
        """`エンカウント終了時まで出血`, `ターゲットは次のターンの終了時まで挑発`: Japanese says how long before the
        condition, in one run of letters; read as `出血 エンカウント終了時まで` when the rest is a condition."""
        phrase = node.phrases[0]
        if len(node.phrases) != 1 or node.duration is not None or not 1 <= len(phrase.words) <= 2:
            return node
        *subject, word = phrase.words  # (`ターゲットは` may be a word of its own)
        match = _JA_UNTIL_FIRST.fullmatch(word.text)
        if match is None or (subject and not subject[0].text.endswith("は")):
            return node
        rest = match["rest"]
        known = self._duration_term(match["until"]) is not None or self._until_term(match["until"]) is not None
        if not known and self.rules.conditions.lookup(condition_stem(rest, self.rules) or rest) is None:
            return node  # neither a known duration nor a known condition: one word of the author's own
        start = word.span[0]
        until = ast.Duration(match["until"], False, (start + match.start("until"), start + match.end("until")))
        named = ast.Word((match["head"] or "") + rest, (start if match["head"] else until.span[1], word.span[1]))
        words = (*subject, named)
        return attrs.evolve(node, phrases=(attrs.evolve(phrase, words=words, span=(words[0].span[0], named.span[1])),),
                            duration=until)

    def _japanese_joined(self, word: ast.Word, particle: str) -> list:
        """The conditions a word names joined by the particle と (`出血と減速`, `伏せ状態と減速状態`) or か
        (`つかまれか伏せ`), or nothing when the word is one condition or any part is none."""
        if particle not in word.text or self.rules.conditions.lookup(word.text) is not None:
            return []
        return self._conditions_joined(word.text, particle)

    def _conditions_joined(self, text: str, particle: str) -> list:
        """The conditions `text` names joined by `particle` at any of its places (a condition may hold
        the particle: `つかまれか伏せ`), two at least; or nothing. The first split whose first part is a condition
        and whose rest is one or splits so, as read left to right; in time linear in `text` (each part is looked
        up only when no longer than `_longest_part`: `ターゲットと騎士と…` 10,000 times took a minute)."""
        longest = _longest_part(self.rules)
        starts = [0, *(at + len(particle) for at in _places(text, particle))]
        split: dict[int, tuple] = {}  # a start: (its first condition, where the rest starts, or None: the rest is one)
        for start in reversed(starts):
            for at in _places(text, particle, start, start + longest):
                first = self.rules.conditions.lookup(text[start:at])
                if first is None:
                    continue
                rest = at + len(particle)
                if len(text) - rest <= longest and self.rules.conditions.lookup(text[rest:]) is not None:
                    split[start] = (first, None, self.rules.conditions.lookup(text[rest:]))
                    break
                if rest in split:
                    split[start] = (first, rest, None)
                    break
        found, start = [], 0
        while start in split:
            first, start, last = split[start]
            found.append(first)
            if start is None:
                return [*found, last]
        return []

    def _japanese_about(self, words: list) -> tuple[list, str] | None:
        """`あなたに対して恐怖`, `あなたに対して挑発状態`: a condition said of a creature the ruleset
        knows, as `frightened of you` and `taunted by you` are, its word and its source in English."""
        if len(words) != 1:
            return None
        who, particle, name = about_parts(self.rules, words[0].text)  # (`あなたに対して恐怖`, `あなたにつかまれ`)
        if not particle or not who:
            return None
        name = name.removesuffix("状態")
        term = self.rules.conditions.lookup(name)
        if term is None and name.endswith("る") and self.rules.conditions.lookup(name[:-1]) is not None:
            # (`ターゲットはあなたにつかまれる (EoT)`: grabbed by you, as `あなたにつかまれ` is; was a condition of the
            # ability's own named `あなたにつかまれる`, applied with no diagnostic)
            name = name[:-1]
            term = self.rules.conditions.lookup(name)
        creature = self.rules.creatures.lookup(who)
        # (two joined by と: `あなたと各味方に対して恐怖`, as `frightened of you and each ally`)
        english = creature.en[0] if creature is not None else _joined(self.rules, who)
        if term is None or english is None or term.id not in ABOUT_SOURCE:
            return None
        span = words[0].span
        if span is not None:
            start = span[0] + len(who) + len(particle)
            span = (start, start + len(name))
        return [ast.Word(name, span)], f"{ABOUT_SOURCE[term.id]} {english}"

    def _creature(self, written: str) -> tuple[str, bool]:
        """Who a Japanese sentence names, as the English the ruleset gives for it (`ターゲット`: `the
        target`), and whether it is only some of the targets; English and unknown words as written."""
        if written.isascii():
            return written, False
        term = self.rules.creatures.lookup(written) or pronoun(self.rules, written)  # (`彼ら`: `they`)
        if term is None:
            narrowed = narrowed_english(self.rules, written)  # `5 スクエア以内の1体の味方`: `one ally within 5 squares`
            if narrowed is None:
                return written, False
            english, term = narrowed
            return english, bool(term.extra.get("some"))
        return term.en[0], bool(term.extra.get("some"))

    @per_ruleset
    def _creature_nouns(self) -> tuple[str, ...]:
        """Japanese words that name creatures (`ターゲット`, `各味方`, `敵`, `クリーチャー`, a pronoun: `彼ら`)."""
        terms = (*self.rules.creatures.terms.values(), *self.rules.target_words.terms.values(),
                 *self.rules.pronouns.terms.values())
        return tuple(spelling for term in terms for spelling in term.ja)

    def _about_someone(self, text: str) -> bool:
        """Whether Japanese `text` starts with a topic that ends in a creature (`隣接する敵は…`)."""
        head, particle, _ = text.partition("は")
        return bool(particle) and not text.isascii() and head.endswith(self._creature_nouns)

    def _a_condition(self, text: str) -> bool:
        """Whether Japanese `text` is a Draw Steel condition's name or said with its verb (`減速`, `伏せ状態になる`),
        several listed (`伏せと衰弱`), or one about someone (`あなたに対して挑発`)."""
        return self.rules.conditions.lookup(condition_stem(text, self.rules) or text) is not None \
            or conditions_listed(self.rules, text) is not None \
            or self._japanese_about([ast.Word(text, None)]) is not None

    def _japanese_subject(self, words: list) -> tuple[list, str | None, bool]:
        """`ターゲットは伏せ`, `1体のターゲットは つかまれ`: the words after a Japanese subject (a
        creature the ruleset knows, then は), who of the targets it is about when not every one, and
        whether a subject was there."""
        first = words[0].text if words else ""
        who, particle, rest = first.partition("は")
        if not particle and "が" in first and not first.isascii():
            # `ターゲットが減速`, `あなたが減速`: a creature the ruleset knows said with が before a condition is its
            # subject, as with は (were a condition named all the words, SB111, on the targets)
            said, _, state = first.partition("が")
            if (self.rules.creatures.lookup(said) or pronoun(self.rules, said)) and self._a_condition(state):
                who, particle, rest = said, "が", state
        if not particle and "を" in first and not first.isascii():
            # `ターゲットを伏せ状態にする`, `ターゲットを拘束する`, `ターゲットをつかむ`: the condition put on
            # the creature named with を (seed 001: 「敵を「拘束（restrained）」状態にする」), as said of it with は
            who, particle, rest = first.partition("を")
            stem = put_stem(rest, self.rules) if len(words) == 1 else None
            if stem is None:
                return words, None, False
            words = [ast.Word(who + "は" + stem, (words[0].span[0], words[0].span[0] + len(who) + 1 + len(stem)))]
            rest = stem
        known = self.rules.creatures.lookup(who) or pronoun(self.rules, who) \
            if particle and not first.isascii() else None
        if known is None:
            if particle and not first.isascii() and (japanese_name(self.rules, who) is not None or (
                    self._a_condition(rest) and named_in_any_script(self.rules, who))):
                # `マインドキラーは減速`: a name in katakana unquoted, as before `とその味方は…`, is someone other than the
                # targets (`said_states.py` reads it; was a condition made up of all the word, SB111); a name in any
                # script before a Draw Steel condition too (`黒き竜は減速`, `ドラゴンは減速`: was SB111 so)
                raise NotStructured
            if particle and not first.isascii() and self._a_condition(rest) \
                    and joined_with_a_name(self.rules, who) is not None:
                # `ターゲットと騎士は減速`: the targets and a creature by name, as `the target and the knight are slowed`
                # (`said_states.py` reads it; was a condition made up of all the words, SB111, applied to the targets)
                raise NotStructured
            if particle and not first.isascii() and self._a_condition(rest) and points_at_no_name(who):
                # `これは伏せ`, `そいつは伏せ`, `あの騎士は減速`: which creature is not read, as `this is prone` and `that
                # ally's speed` are not: text, SB138 (were a condition named all the words, SB111, on the targets, or
                # prone on a creature named `そいつ`)
                raise NotStructured
            if particle and not first.isascii() and a_notation_noun(who) and self._a_condition(rest):
                # `ラウンドは伏せ`, `このラウンドは伏せ`, `スクエアは減速`: a time or a measure of the notation before は, no
                # creature: kept as written and said (SB138: write it as the notation reads one), as `the round is prone`
                # is (was a creature named `ラウンド`, or a condition named all the words, SB111, whose advice was
                # `ターゲットはこのラウンドは伏せ`)
                raise NotStructured
            return words, None, False
        english, some = self._creature(who)
        if known.id == "you" or (pronoun(self.rules, who) is not None
                                 and fold(english) + " is" in self.rules.pronoun_subjects):
            # (`それは減速 (EoT)`: a pronoun of one creature, kept, as `it is slowed (EoT)` keeps it; was text, SB138)
            # `あなたは減速 (EoT)`: on the creature using the ability, as `you are slowed (EoT)` (seed 000: an effect
            # the tier says of the user lands on it, once)
            start = words[0].span[0] + len(who) + 1
            tail = [ast.Word(rest, (start, words[0].span[1]))] if rest else []
            return tail + list(words[1:]), english, True
        if not self._names_targets(english):
            # `あなたは伏せ`, `各味方は減速`: a condition on someone other than the targets, which the
            # English `you are prone` is too, and no effect on the targets
            raise NotStructured
        start = words[0].span[0] + len(who) + 1
        tail = [ast.Word(rest, (start, words[0].span[1]))] if rest else []
        return tail + list(words[1:]), english if some else None, True


def conditions_listed(rules, state: str) -> list | None:
    """The Draw Steel conditions `state` lists, two or more (`prone and weakened`, `dazed, slowed, and weakened`,
    `伏せ、および衰弱`, `伏せと衰弱`, as a card writes them), or None when any part is no condition's name."""
    terms = [rules.conditions.lookup(part) for part in _LISTED.split(state)]
    return terms if len(terms) > 1 and None not in terms else None


#: what lists conditions: `, and`, `,`, `and` (Japanese `、および`, `、`, `と`)
_LISTED = re.compile(r",? and |, |、および|、|と")


JA_AND_WORD = "と"  # `出血と減速`: the particle that joins two conditions


JA_OR_WORD = "か"  # `つかまれか伏せ`: the particle that offers two
#: the conjunctions that offer two as か does, written against both words (`伏せもしくは減速`, as `伏せまたは減速`,
#: whose または the grammar reads)
JA_OR_WORDS = (JA_OR_WORD, "もしくは", "あるいは", "ないしは")


#: `伏せ状態になる`: Japanese prose says a condition lands so; `朦朧となる`, and `伏せ状態にされる` (seed 000:
#: 「「衰弱 (weakened)」状態…にされた英雄」), as it says one is put on someone
_JA_BECOME = ("になる", "となる", "にされる")

#: `出血する`, `出血している`: the verbs of the conditions whose Japanese is a noun of action (bleeding,
#: slowed, weakened), as seed 000 says one (「クリーチャーが出血している間」); `拘束する` (to restrain
#: someone) is no such verb, so is not among them
_JA_SURU = ("している", "する", "した")
#: (frightened: `恐怖する`, to be afraid, as the rules' English says `is frightened`)
_JA_SURU_CONDITIONS = frozenset({"bleeding", "slowed", "weakened", "frightened"})
#: `減速し、…`: する's continuative, another part after it
_JA_SURU_JOINED = "し"

#: `挑発される`, `拘束されている`: the passive of the conditions whose Japanese is a noun of action done to
#: someone (taunted, restrained, slowed, weakened: seed 000's 「弱体化（weakened）して」 of the same)
_JA_PASSIVE = ("されている", "される", "された")
_JA_PASSIVE_CONDITIONS = frozenset({"restrained", "taunted", "slowed", "weakened"})
#: `拘束され、伏せ状態になる`: the passive's continuative, another condition after it
_JA_PASSIVE_JOINED = "され"

#: `つかまれる`, `つかまれている` (seed 000: 「敵に「つかまれて (grabbed)」いる」): the condition whose Japanese
#: is a verb's own stem, said as the verb (not `伏せる`, which the seeds never write: a did-you-mean of 伏せ)
_JA_VERB = ("ている", "る", "た")
_JA_VERB_CONDITIONS = frozenset({"grabbed"})


def condition_stem(text: str, rules) -> str | None:
    """The condition's word in `伏せ状態になる`, `出血する`, `出血している`, `挑発される` or `つかまれる`; None
    when `text` is none of these."""
    if text.endswith(_JA_PASSIVE_JOINED):  # (`ターゲットは拘束され、伏せ状態になる`)
        term = rules.conditions.lookup(text[: -len(_JA_PASSIVE_JOINED)])
        return text[: -len(_JA_PASSIVE_JOINED)] if term is not None and term.id in _JA_PASSIVE_CONDITIONS else None
    if text.endswith(_JA_SURU_JOINED):  # (`ターゲットは減速し、伏せ状態になる`: was a condition of its own, `減速し`)
        term = rules.conditions.lookup(text[: -len(_JA_SURU_JOINED)])
        return text[: -len(_JA_SURU_JOINED)] if term is not None and term.id in _JA_SURU_CONDITIONS else None
    if not text.endswith(("る", "た")):
        return None  # (every form below ends so: the cheap test first; `た`, the past the English `is taunted` is
        # put in: `挑発された`, `減速した`, `つかまれた`)
    for ending in _JA_BECOME:
        if text.endswith(ending) and rules.conditions.lookup(text[: -len(ending)]) is not None:
            return text[: -len(ending)]
    for endings, ids in ((_JA_PASSIVE, _JA_PASSIVE_CONDITIONS), (_JA_VERB, _JA_VERB_CONDITIONS)):
        for ending in endings:
            if text.endswith(ending):
                term = rules.conditions.lookup(text[: -len(ending)])
                if term is not None and term.id in ids:
                    return text[: -len(ending)]
                break
    for ending in _JA_SURU:
        if text.endswith(ending):
            term = rules.conditions.lookup(text[: -len(ending)])
            if term is not None and term.id in _JA_SURU_CONDITIONS:
                return text[: -len(ending)]
            return None
    return None


JA_UNTIL = "まで"


# `[ターゲットは]エンカウント終了時まで出血`: a subject, a duration ending in まで, then what lasts
_JA_UNTIL_FIRST = re.compile(r"(?P<head>[^\W\d_A-Za-z]*?は)?(?P<until>[^\W\d_A-Za-z]{1,48}?まで)(?P<rest>.+)")


# Particles that put a verb's object, subject or place before it (`武器を落とす`, `速度が下がる`,
# `恐怖に陥る`): Japanese words holding one are a sentence, never a condition's name, as the
# English `the target drops their weapon` is none (`_custom_name`)
# (まで before more words too: `自身の速度までシフトし`, as far as a place or a measure; a duration ends in it)
_JA_PARTICLES = re.compile("[をがに]|まで(?!$)")


# The end of a Japanese verb or adjective said of its subject (`隠れられない`, `光る`, `動けない`): a word
# ending so is what the subject does or cannot do, as `the target can't hide` is in English, and no
# condition's name (those are nouns: `伏せ`, `つかまれ`, `燃焼`). Not `…ている` (`飛んでいる`: `the target is
# flying`, a status named so) nor `…になる` (`濡れ状態になる`: a condition said to land).
_JA_PREDICATE = re.compile("(?<![てで]い)(?<!にな)[うくぐすつぬぶむるい]$")


def japanese_sentence(text: str) -> bool:
    """Whether a Japanese word holds one of `_JA_PARTICLES` or ends as `_JA_PREDICATE` does (the author's
    quoted words are their own)."""
    return not text.isascii() and "「" not in text and (_JA_PARTICLES.search(text) is not None
                                                        or _JA_PREDICATE.search(text) is not None)


def _places(text: str, particle: str, start: int = 0, end: int | None = None):
    """Where `particle` is in `text[start:end]`, first to last (`end`: where it may start at the latest)."""
    stop = len(text) if end is None else end + len(particle)  # (a find never looks past the window)
    at = text.find(particle, start, stop)
    while at != -1:
        yield at
        at = text.find(particle, at + 1, stop)


def _longest_part(rules) -> int:
    """How many letters a condition's name in a list may be written in: four times its longest spelling's, and some
    (width, spaces and dots, which folding drops), beyond which no lookup is tried."""
    return 4 * rules.conditions.longest() + 8


def _joined(rules, who: str) -> str | None:
    """Two creatures joined by と (`あなたと各味方`: `you and each ally`), in English; None for any other words."""
    found = narrowed_english(rules, who)
    return found[0] if found is not None and " and " in found[0] else None
