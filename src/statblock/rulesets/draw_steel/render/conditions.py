"""Conditions and durations on a card: `restrained and bleeding (save ends)`, `frightened of you` (`あなたに対して恐怖`),
a condition of the ability's own (`the target is blood soaked`, `ターゲットは「blood soaked」状態`), a status said with
its own verb (`the target can't hide`), one of several conditions with one duration (`bleeding, dazed, or slowed
(save ends)`), and the duration after them (`(EoT)`, `until the end of the encounter`, a phrase of the author's).
"""

from __future__ import annotations

import attrs

from ....vocabulary import fold
from ...similarity import is_japanese
from ..articles import with_articles
from ..creature_phrases import about_japanese, pronoun
from ..compiler.conditions_ja import condition_stem
from ..runtime import effects as fx

__all__ = ["ConditionPhrases"]

# What a Japanese card says after a condition's name of the ability's own: `「burning」状態`
_STATE = "状態"
#: a Japanese `cannot` and its continuative, which joins it to what follows (`隠れられない`, `隠れられず、`)
_JA_NOT, _JA_NOT_JOINED = "ない", "ず"


class ConditionPhrases:
    """The card writer's conditions and durations (`clauses._Writer` supplies `lang`, `rules`, `say`, `term`,
    `quoted`, `alternatives`, `copula`, `_who` and `_creature`)."""

    def _duration(self, duration: fx.Duration | None) -> str:
        if duration is None:
            return ""
        if duration.kind == "until":
            phrases = self.rules.categories.get("until_phrases")
            term = None if phrases is None else phrases.lookup(duration.text) \
                or phrases.lookup(with_articles(duration.text) or duration.text)  # (`until start of your next turn`)
            # a phrase the ruleset knows in the card's language, else as written; in Japanese in brackets, as the
            # card's other durations are (`挑発 (あなたの次のターンの開始時まで)`, not a phrase after a blank)
            if term is None:
                return f" {self.quoted(duration.text)}"
            if self.lang != "ja" and duration.text in term.en:
                # (an English spelling of the phrase as written: `until the start of its next turn`, which the phrase's
                # first, `their`, would say of another creature after `you`; was `their`, read back as other words)
                return f" {duration.text}"
            return f" ({term.label(self.lang)})" if self.lang == "ja" else f" {term.label(self.lang)}"
        label = self.term("durations", duration.kind)
        # `until the end of the encounter` reads as it stands; `save ends`, `EoT` go in parentheses
        return f" {label}" if fold(label).startswith("until") else f" ({label})"

    def _condition(self, effect: fx.ApplyCondition, alone: bool = True, said_of: bool = False) -> str:
        """`effect` as the card says it; `said_of`: its subject is said before it already (`the knight and its allies
        are …`), so a status of the ability's own takes no `the target is` of its own."""
        name = effect.condition if effect.custom else self._said_name(effect)
        rider = self.rules.riders.lookup(name) if effect.custom else None
        state = self.rules.categories["own_states"].lookup(name) \
            if effect.custom and effect.who is None and effect.source is None and "own_states" in self.rules.categories \
            else None
        if state is not None:
            # `winded` (`own_state_names.py`): `ターゲットは息切れ状態` on a Japanese card, `the target is winded` on an
            # English one, whichever language the author said it in (was `ターゲットは「winded」状態`, `the target is 息切れ`)
            name = state.label(self.lang)
        if rider is not None:  # `can't stand` on its own: `立ち上がれない` on a Japanese card (was `「can't stand」`)
            name = rider.label(self.lang)
        elif alone and effect.custom and effect.who is not None and "statuses" in self.rules.categories:
            # `the target can't hide`: `ターゲットは隠れられない` (was `ターゲットは「can't hide」`), where spelt as the
            # ruleset's English (the reader gives that back) and not joined to a condition (`「can't shift」、および減速`
            # reads back as written, `シフトできない、および減速` does not)
            status = self.rules.categories["statuses"].lookup(name)
            if status is not None and status.en[0] == name:
                name = status.label(self.lang)
        if effect.custom and self.lang == "ja" and (name != self.quoted(name) or _one_japanese_word(name)):
            name = self.quoted(name)
            if _one_japanese_word(name) and effect.subject and self.rules.creatures.lookup(effect.subject) is None \
                    and pronoun(self.rules, effect.subject) is None:
                # `「黒き竜」は「燃焼」状態`: a state of the ability's own after a creature's name, quoted as the name is
                # (`「黒き竜」は燃焼状態` was read back as text)
                name = f"「{name}」"
            if effect.who is None and self.rules.riders.lookup(effect.condition) is None:
                # `ターゲットは「blood soaked」状態`: a condition named so, which `状態` makes one name;
                # a status (`ターゲットは「can't hide」`) and a rider (`「can't stand」`) are words; a
                # Japanese name too, as the seeds write a condition (`ターゲットは燃焼状態`)
                name += _STATE
        if effect.source is not None:
            about = None if effect.custom or self.lang != "ja" else \
                about_japanese(self.rules, effect.condition, effect.source)
            # `frightened of you`: `あなたに対して恐怖`, as the Japanese reader takes it back; else the source quoted
            name = about + name if about is not None else self.say.sourced(name, self.quoted(effect.source))
        if effect.custom and effect.who is None and effect.subject is None and not said_of \
                and self.rules.riders.lookup(effect.condition) is None:
            # `the target is blood soaked`: a name of several words is read only after its subject; any
            # status of the ability's own (`the target is burning`, `ターゲットは「slagged」状態`): said, not
            # misspelt (a bare `burning` is SB111, which the Japanese card of the same never was)
            name = self.say.named_subject + name
        who = effect.who
        if who is not None and self.lang == "ja" and self.rules.creatures.lookup(who) is None \
                and pronoun(self.rules, who) is None and fold(who) in self.rules.status_subjects:
            # (`the creature can't hide`: the targets, whom Japanese says ターゲットは; `「the creature」は` read back
            # wrong; a pronoun is said as the vocabulary's `pronouns` say it, `they can't hide`: `彼らは隠れられない`)
            who = "the target"
        words = [self._who(who) + name]
        words.extend(self.term("riders", rider) for rider in effect.riders)
        return self.say.and_word.join(words)

    def _said_name(self, effect: fx.ApplyCondition) -> str:
        """A Draw Steel condition's name on the card: on a Japanese card as the author wrote it (`said`: `伏せ状態`,
        `弱体化`), as an English card keeps an author's sentence, the word alone, never a verb after it (a JSON's
        `伏せ状態になる`: `伏せ状態`), as the card reads back to it in any place; else the name (`伏せ`)."""
        name = self.term("conditions", effect.condition)
        said = effect.said
        if self.lang != "ja" or not isinstance(said, str) or not said:
            return name
        said = condition_stem(said, self.rules) or said
        term = self.rules.conditions.lookup(said)
        return said if term is not None and term.id == effect.condition else name

    def _conditions(self, group: list[fx.ApplyCondition], targets_again: bool = False) -> str:
        """Conditions that share one duration: `restrained and bleeding (save ends)`; on some of the
        targets only: `one target is grabbed`. `targets_again`: on the targets after conditions said of someone else
        in the clause (`you are slowed and the target is dazed`): said of them, or they would read as the user's."""
        if targets_again and not group[0].subject and not group[0].who:
            the_target = self.rules.creatures.terms["the_target"].label("en")
            return self.say.on_some(self._creature(the_target), self._conditions(group), self._several(the_target))
        joined = self._cannot_then_conditions(group)
        if joined is not None:
            return joined
        said = [self._condition(c, alone=len(group) == 1) for c in group]
        for at in range(1, len(group) if self.lang == "en" else 0):
            if group[at - 1].who and group[at].who is None and not group[at].custom:
                # `the target can't shift and is slowed`: a condition after a status said with a verb of its own
                said[at] = f"{self.copula(group[at - 1].who)} {said[at]}"
                if at > 1:  # (after two said so, `the target can't hide, the target can't stand, and the target is
                    # slowed`: a bare `and is slowed` there was read back as text, SB138)
                    said[at] = self._who(group[at - 1].who) + said[at]
        text = self.say.series(said) + self._duration(group[0].duration)
        # (`one target can't hide (EoT)`: a status said with its own verb names them already)
        subject = group[0].subject
        return self.say.on_some(self._subject(subject), text, self._several(subject)) if subject and not group[0].who \
            else text

    def _cannot_then_conditions(self, group: list[fx.ApplyCondition]) -> str | None:
        """Japanese: a status or rider the vocabulary names (`隠れられない`, `立ち上がれない`) said of the targets, then Draw
        Steel conditions that last as long: `ターゲットは隠れられず、ターゲットは減速 (EoT)`, its continuative joined to
        them as the reader takes it back (was `ターゲットは「can't hide」、および減速 (EoT)`, the vocabulary's Japanese
        unused, and `ターゲットは立ち上がれない、および減速 (EoT)`, read back as text); None for any other group."""
        if self.lang != "ja" or len(group) < 2:
            return None
        cannot = []  # (the statuses and riders said first, each one's Japanese `…ない`; the conditions after them)
        for effect in group:
            known = self._cannot_known(effect)
            if known is None:
                break
            cannot.append(known)
        rest = group[len(cannot):]
        # (`ターゲットは立ち上がれず、隠れられず (EoT)`: statuses alone, the last said in full, `…隠れられない (EoT)`)
        if not cannot or any(c.who or c.custom or c.subject for c in rest):
            return None
        the_target = self._who("the target")
        said = [f"{the_target}{known.label('ja')[:-len(_JA_NOT)]}{_JA_NOT_JOINED}、" for known in cannot]
        if not rest:
            said[-1] = f"{the_target}{cannot[-1].label('ja')}"
            return "".join(said) + self._duration(group[0].duration)
        then = self.say.series([self._condition(c, alone=False) for c in rest]) + self._duration(group[0].duration)
        return "".join(said) + f"{the_target}{then}"

    def _cannot_known(self, effect: fx.ApplyCondition):
        """The vocabulary's status or rider (`隠れられない`) `effect` is, said of the targets as the ruleset spells it in
        English; None for any other (a pronoun keeps its own card, `彼らは「can't hide」、および減速`)."""
        if not effect.custom or effect.who is None or effect.subject is not None or effect.source is not None \
                or effect.riders or fold(effect.who) not in self.rules.status_subjects \
                or pronoun(self.rules, effect.who) is not None:
            return None
        known = self.rules.riders.lookup(effect.condition)
        statuses = self.rules.categories.get("statuses")
        if known is None and statuses is not None:
            known = statuses.lookup(effect.condition)
        if known is None or known.en[0] != effect.condition or not known.label("ja").endswith(_JA_NOT):
            return None
        return known

    def _subject(self, subject: str) -> str:
        """Who conditions are said of: a sentence's topic (`CreatureSentences._topic`, a name in Japanese quoted)."""
        return self._topic(subject)

    def _condition_choice(self, effect: fx.Choice) -> str | None:
        """`bleeding, dazed, or slowed (save ends)`: one of several conditions with one duration, or said of one
        creature (`each ally is prone or slowed`)."""
        options = [o[0] for o in effect.options]
        if not all(len(o) == 1 and isinstance(o[0], fx.ApplyCondition) for o in effect.options) \
                or len({(c.duration, c.subject, c.who) for c in options}) != 1 \
                or (options[0].duration is None and not options[0].subject):
            # (with no duration, a bare choice is the options joined; one said of someone says them once all the
            # same: `each ally is prone or slowed`, was `each ally is prone or each ally is slowed`)
            return None
        names = self.alternatives([self._condition(attrs.evolve(c, duration=None, subject=None)) for c in options])
        text = names + self._duration(options[0].duration)
        # (`you are prone or slowed (EoT)`: of the creature the options are said of, once; was `prone or slowed (EoT)`,
        # the creature lost)
        subject = options[0].subject
        return self.say.on_some(self._subject(subject), text, self._several(subject)) if subject and not options[0].who \
            else text


def _one_japanese_word(name: str) -> bool:
    """Whether a condition's name is one Japanese word (`燃焼`), not a sentence (`隠れられない`, `武器を落とす`)."""
    return is_japanese(name) and " " not in name and not name.endswith(("ない", "る", "う", "す", "く", "つ", "ぬ", "む", "ぶ", "ぐ"))
