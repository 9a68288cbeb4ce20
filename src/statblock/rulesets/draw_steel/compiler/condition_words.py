"""The condition one word of a clause names (`ConditionWords`, a part of `ConditionLowering`): a Draw Steel one, the
ability's own, or a custom one, with the diagnostic its likely slip gets (SB101, SB111, and SB138's did-you-mean of a
verb made of a condition's word, `ターゲットは伏せる`), and the advice SB111 gives for saying a custom condition is meant.
Out of `conditions.py` (about 500 lines), whose reading of a whole conditions clause it serves.
"""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import Severity
from ....messages import Localized, msg
from ....vocabulary import fold
from ..creature_names import a_notation_noun
from ..creature_phrases import pronoun
from ..runtime import effects as fx
from .base import NotStructured, known_labels
from .slips import forced_in_words, kanji_count
from .own_names import as_status, one_slip, own_condition_name
from .said_states import a_deed_after_its_doer
from .statuses import a_name
from .conditions_ja import condition_stem

__all__ = ["ConditionWords", "JA_JOINED_VERB"]

#: the particle that says by whom a Japanese passive is done (`あなたにつかまれる`: grabbed by you)
_JA_BY = "に"
#: a Japanese sentence whose subject is said with が, a verb after it (`地面が揺れる`, `炎が燃え上がる`)
_A_SUBJECTS_DEED = re.compile(r"[^\sがは、]{1,20}が[^\sがは、]{0,20}[\u3041-\u3096]")


class ConditionWords:
    """The condition one word names, for `ConditionLowering` (which holds the rules, the clause and the diagnostics)."""

    def _a_subjects_condition(self, text: str) -> bool:
        """Whether Japanese `text` says a condition of a subject with が that is no creature the ruleset reads
        (`味方が減速`: which ally is not read, as `each ally` is; was a condition named all the words, SB111, on the
        targets, whose card `ターゲットは味方が減速状態` read back with no diagnostic)."""
        said, particle, state = text.rpartition("が")
        return bool(particle and said) and self.rules.conditions.lookup(state) is not None

    def _verb_of_a_condition(self, word: ast.Word) -> tuple:
        """SB138 at the clause, with the condition's word to write for `word` as its quick fix (`ターゲットは伏せる (EoT)`:
        did you mean `伏せ`?; `verb_of_a_condition`), or nothing (the clause's plain SB138 then says it)."""
        guess = self.verb_of_a_condition(word.text)
        if guess is None:
            return ()
        text = self._part_text
        start = len(text) - len(text.lstrip())
        return (self._diagnostic("SB138", Severity.INFO,
                                 msg("text.unread_verb", text=text.strip(), word=word.text, guess=guess),
                                 (start, len(text.rstrip())), msg("word.replace", word=word.text, guess=guess)),)

    def _said_as(self, word: ast.Word, term) -> str | None:
        """A Draw Steel condition's Japanese word as the author wrote it, where other than the name a card gives it
        (`伏せ状態`, `弱体化`: `ApplyCondition.said`); None for English and for the card's own name (`伏せ`). The word
        alone, never a verb after it (`伏せ状態になる`: `伏せ状態`): a card says the condition without the subject the
        verb was said of, and read so the verb is not the condition's (its card read back otherwise, aae1b5a0)."""
        if word.text.isascii() or word.span is None:
            return None
        said = condition_stem(word.text, self.rules) or word.text
        return None if said == term.label("ja") else said

    def _condition_word(self, word: ast.Word, explicit: bool, alone: bool, duration: fx.Duration | None = None,
                        source: str | None = None, subject: str | None = None) -> fx.ApplyCondition:
        """The condition one word names: a Draw Steel one, the ability's own, or a custom one
        (reported as the likely slip it is when it is close to a known one), with its `duration`,
        `source` and `subject`."""
        if not explicit and forced_in_words(word.text, self.rules) is not None:
            raise NotStructured  # `プッシュ三マス`: a forced movement with its distance in words (SB126)
        # (neither of the next two reads a word of ASCII, most words: the test first)
        if not explicit and not word.text.isascii() and (JA_JOINED_VERB.search(word.text)
                                                         or a_deed_after_its_doer(word.text, self.rules)):
            raise NotStructured  # `…、パワーロールに不利を受ける (セーヴ終了)`, `黒き竜は死亡する`: a sentence, no name
        if not explicit and not word.text.isascii() and kanji_count(word.text) is not None:
            raise NotStructured  # `サージを二つ得る`: a count in kanji, not a condition's name (SB126)
        if not explicit and not word.text.isascii() and (_A_SUBJECTS_DEED.fullmatch(word.text)
                                                         or self._a_subjects_condition(word.text)
                                                         or a_notation_noun(word.text) or self._a_statistics(word.text)):
            # `地面が揺れる`, `このターン`, `速度は半分になる`: a sentence with a subject of its own (が, or a statistic
            # before は, whose change is read where it is said alone), a time, no condition's name: text,
            # SB138, as `the ground shakes` and `this turn` are (were statuses named so, SB111, which `roll` put on the
            # targets; and `それ` after them the target)
            raise NotStructured
        term = self.rules.conditions.lookup(word.text)
        if term is not None:
            return fx.ApplyCondition(term.id, duration, (), False, source, subject, said=self._said_as(word, term))
        if explicit and not a_name(word.text, self.rules):
            # `the target is R`, `ターゲットは 2`: a characteristic's letter or a number names no condition of the
            # ability's own (was read as one, custom `r`, with no word said)
            raise NotStructured
        if word.text[:1].isupper() and not explicit and alone:
            raise NotStructured  # a capitalised lone word reads as prose, not as a condition
        if not explicit and self._about_someone(word.text):
            # `隣接する敵は減速`, `ターゲットとそれに隣接する各味方は弱体`: a sentence about creatures the
            # grammar cannot name, which its English (`adjacent enemies are slowed`) is too
            raise NotStructured
        if not explicit and self.rules.creatures.lookup(word.text) is not None:
            # `you and each ally are slowed (EoT)`: a creature, one of the subjects, names no condition (was a custom
            # condition named `you`, whose advice was to write `the target is youed`)
            raise NotStructured
        if not explicit and self.rules.forced_moves.lookup(word.text) is not None:
            # `M < 3 push`: a forced move without its distance is not a condition named push
            raise NotStructured(self._diagnostic(
                "SB110", Severity.WARNING, msg("forced.no_distance", word=word.text), word.span,
                msg("forced.write", word=word.text)))
        modifier = self.rules.forced_move_modifiers.lookup(word.text) if not explicit else None
        if modifier is not None:
            # `slide 7, vertical`, `スライド 7、垂直`: how a forced move goes, said after it, is no condition (was
            # a custom condition named `垂直`, whose advice was to write `ターゲットは垂直`)
            raise NotStructured(self._diagnostic(
                "SB111", Severity.WARNING, msg("condition.modifier", word=word.text), word.span,
                msg("condition.modifier_fix", word=word.text)))
        custom = fx.ApplyCondition(own_condition_name(word.text), duration, (), True, source, subject)
        if fold(word.text) == self._referenced:
            return custom  # `swallowed (see Swallowed)`: named where the rules say what it is
        if word.text.lower() in self.defined_words or as_status(word.text).lower() in self.defined_words:
            # (`mark` in a tier, `The target is marked by you` in the Effect: the same word)
            # the ability says what it is: no diagnostic here, which another ability's same clause
            # may well need, so this clause's result is not kept for others
            self._used_context = True
            return custom
        inflected = self.inflected_condition(word.text) if not word.text.isascii() else None
        if inflected is None and not word.text.isascii():
            inflected = self._by_someone(word.text)
        if inflected is not None:
            # `ターゲットは伏せている (EoT)`, `ターゲットは掴まれた`: a condition's word said as a verb, kept as written (the
            # subject says the ability's own is meant), with the word to write as the fix (were silent, or no fix); with
            # no subject too (`伏せるし、減速`, `あなたにつかまれる (EoT)`: were SB111 with no fix, or nothing said)
            self.report("SB111", Severity.WARNING, msg("condition.custom_near", word=word.text, guess=inflected),
                        word.span, msg("word.replace", word=word.text, guess=inflected))
            return custom
        if explicit and not word.text.isascii() and self._holds_a_condition(word.text):
            # `ターゲットは騎士と伏せ (EoT)`: a Draw Steel condition joined to other words, read as one name of the
            # ability's own, as `the target is prone and knight (EoT)` says `knight` (was kept so with no word)
            self.report("SB111", Severity.WARNING,
                        msg("condition.custom", word=word.text, advice=self._custom_advice(word.text, duration),
                            known=known_labels(self.rules.conditions, written=word.text)), word.span)
            return custom
        guess = self.rules.conditions.suggest(word.text)
        if guess is not None and not explicit:
            # reported as the likely slip it is, but compiled as written: never from a guess
            self.report("SB101", Severity.ERROR,
                        msg("word.did_you_mean", what=msg("what.conditions"), word=word.text, guess=guess),
                        word.span, msg("word.replace", word=word.text, guess=guess))
        elif guess is not None:
            # said to be the ability's own: warned about only one slip from a Draw Steel condition
            # (`the target is slowd`), not when more (`the target is swallowed`, near `slowed`)
            # (or a spelling only ever suggested for one: `ターゲットは高速状態になる`, the IME's kanji for 拘束's reading)
            if one_slip(word.text, guess) or self.rules.conditions.is_near(word.text):
                self.report("SB111", Severity.WARNING,
                            msg("condition.custom_near", word=word.text, guess=guess), word.span)
        elif not explicit and not a_name(word.text, self.rules) and len(word.text) == 1:
            # `R (save ends)`: a potency cut short, not a status named `Red`
            self.report("SB111", Severity.WARNING,
                        msg("condition.custom_letter", word=word.text,
                            known=known_labels(self.rules.conditions, written=word.text)), word.span)
        elif not explicit:
            self.report("SB111", Severity.WARNING,
                        msg("condition.custom", word=word.text, advice=self._custom_advice(word.text, duration),
                            known=known_labels(self.rules.conditions, written=word.text)), word.span)
        return custom

    def _holds_a_condition(self, word: str) -> bool:
        """Whether `word` (Japanese) joins a Draw Steel condition to other words by と or か (`騎士と伏せ`, `騎士か減速`);
        each part looked up once, and only if no longer than a condition's longest spelling (linear in `word`)."""
        if "と" not in word and "か" not in word:
            return False
        longest = self.rules.conditions.longest() + 2
        return any(len(part) <= longest and self.rules.conditions.lookup(part.removesuffix("状態")) is not None
                   for part in _JA_JOINS.split(word))

    def _a_statistics(self, word: str) -> bool:
        """Whether `word` says something of a statistic before は (`速度は半分になる`: speed is halved)."""
        stat, particle, rest = word.partition("は")
        return bool(particle and rest) and self.rules.statblock_fields.lookup(stat) is not None

    def _by_someone(self, word: str) -> str | None:
        """The condition's word to write for a Japanese condition said as a verb of someone's doing (`あなたにつかまれる`,
        `grabbed by you`: `つかまれる`), or None."""
        who, particle, verb = word.partition(_JA_BY)
        if not particle or not verb or self.rules.creatures.lookup(who) is None:
            return None
        return self.verb_of_a_condition(verb) or self.inflected_condition(verb) \
            or (verb if self.rules.conditions.lookup(verb) is not None else None)

    def _custom_advice(self, word: str, duration: fx.Duration | None = None) -> Localized:
        """How SB111 tells the author to say a custom condition is meant, in each message language: the
        form with a subject (`the target is burning`, `ターゲットは燃焼`) where the word is in that
        language, else the same said in words (`the target is 燃焼` would be in neither language)."""
        written = "en" if word.isascii() else "ja"
        target = self.rules.creatures.terms["the_target"].label(written)
        said = f"{target} is {as_status(word)}" if written == "en" else f"{target}は{word}"
        who, topic, state = word.partition("は")
        if written == "ja" and topic and who and state and self.rules.creatures.lookup(who) is None \
                and pronoun(self.rules, who) is None:
            # `黒き竜は燃焼する`: a creature named before a state of the ability's own, as its card writes the two (was
            # `ターゲットは黒き竜は燃焼する`, which names the target and keeps the words as the state's name)
            said = f"「{who}」は「{_JA_STATE_WORDS.sub('', state) or state}」状態"
            if duration is None:
                # (with no duration the state so said is kept as written, SB138: a state of a name's own reads with how
                # long it lasts, as `「黒き竜」は「燃焼」状態 (EoT)`)
                said += " (EoT)"
        return Localized({lang: msg("condition.say_so" if lang == written else "condition.say_subject",
                                    said=said).render(lang) for lang in ("en", "ja")})


#: what says a state is had after its word (`燃焼する`, `燃焼している`, `燃焼状態になる`, `燃焼状態`)
_JA_STATE_WORDS = re.compile(r"(?:状態(?:になる|にする)?|する|している|した)$")

#: a Japanese verb of the grammar's sentences with its object (`不利を受ける`, `サージを得る`), or in the continuative form
#: that joins it to the next part (`不利を受け`, `フリー・ストライクを行い`): a sentence (`compound.py` reads it with what
#: follows), never a status's name
JA_JOINED_VERB = re.compile("を(?:受け|得|獲得し|行い|失い|消費し)$|を(?:受ける|得る|獲得する|行う|失う|消費する)$")


#: the particles that join Japanese conditions (`出血と減速`, `つかまれか伏せ`), for `_holds_a_condition`
_JA_JOINS = re.compile("[とか]")
