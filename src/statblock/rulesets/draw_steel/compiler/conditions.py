"""Lowering conditions: `prone`, `restrained and bleeding (save ends)`, `the target is blood soaked (EoT)`,
`出血と減速（セーヴ終了）`, `エンカウント終了時まで出血` (how long each lasts is `durations.py`'s).

A condition the ruleset knows is its id; one it does not know is the ability's own (custom), said so
with SB111 unless the author said whom it lands on, or reported as the slip it likely is (SB101),
never compiled from the guess. Japanese says the same things in its own order (a subject with は, a
duration first, two conditions joined by と or か, who a condition is about before it with に対して):
each reads to the effects of its English twin, those forms being `conditions_ja.py`'s. This module reads
the English ones; what one word names, and the diagnostic of its likely slip, is `condition_words.py`'s (the names it
makes of the author's words are `own_names.py`'s, with a slip's test); what follows a
status's subject with a verb of its own (`the target can't hide (save ends)`) is `statuses.py`'s.
`ConditionLowering` is a part of `Lowerer` (`lower.py`), which holds the diagnostics and the clause being lowered.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....vocabulary import fold
from ..creature_phrases import pronoun
from ..runtime import effects as fx
from ..grammar.sentences import SENTENCE_VERB, VERB_AFTER_JOIN
from ..grammar.full_stops import CLAUSE_OPENERS
from .base import NotStructured, per_ruleset
from .condition_words import JA_JOINED_VERB, ConditionWords
from .conditions_ja import JA_AND_WORD, JA_OR_WORDS, JapaneseConditions, condition_stem, japanese_sentence
from .durations import DurationLowering
from ..vertical import stability_effect, vertical_effect
from .own_names import status_name
from .said_states import SaidStates, own_state
from .statuses import COPULAS, SOURCE_WORDS, SubjectStatuses, a_name, one_word, subject_size
from .subject_pairs import SubjectPairs, subject_pair

__all__ = ["ConditionLowering"]


class ConditionLowering(ConditionWords, SubjectStatuses, SaidStates, JapaneseConditions, SubjectPairs,
                        DurationLowering):
    """The conditions of `Lowerer`, Japanese forms included (see the module's docstring)."""

    @per_ruleset
    def _user_starts(self) -> tuple[str, ...]:
        """The subjects that name the user or one creature by a pronoun (`you are`, `it is`), each with the space after
        it: what a folded phrase starts with when it names one of them (for one `str.startswith` of them all)."""
        return tuple(said + " " for said in (*self.rules.user_subjects, *self.rules.pronoun_subjects))

    def riders_after_comma(self, effects: list[fx.Effect]) -> list[fx.Effect]:
        """`effects` with a rider on its own right after a condition joined to it, as `and` joins it (`prone, can't
        stand (save ends)`, `伏せ、立ち上がれない (セーヴ終了)`: the list's comma; was the condition with no duration and a
        status of its own named `can't stand`, in silence): the rider's duration is the condition's when it has
        none. A status of the ability's own before it, or a condition with a rider or a duration of its own, is
        left as it was."""
        if len(effects) < 2:
            return effects  # (no effect before a rider: most clauses)
        out: list[fx.Effect] = []
        for effect in effects:
            before = out[-1] if out else None
            rider = self.rules.riders.lookup(effect.condition) \
                if isinstance(effect, fx.ApplyCondition) and effect.custom and before is not None else None
            if rider is not None and isinstance(before, fx.ApplyCondition) and not before.custom \
                    and not before.riders and before.duration is None \
                    and (before.subject, before.who) == (effect.subject, effect.who):
                out[-1] = attrs.evolve(before, riders=(rider.id,), duration=effect.duration)
                # (the conditions listed before it with no duration of their own share it, as in `weakened and prone
                # and can't stand (save ends)`: `weakened and prone, can't stand (save ends)` left weakened for ever)
                at = len(out) - 2
                while at >= 0 and isinstance(out[at], fx.ApplyCondition) and not out[at].custom \
                        and out[at].duration is None and (out[at].subject, out[at].who) == (effect.subject, effect.who):
                    out[at] = attrs.evolve(out[at], duration=effect.duration)
                    at -= 1
                continue
            out.append(effect)
        return out

    def _conditions(self, node: ast.ConditionsClause) -> list[fx.Effect]:
        mark = len(self.diagnostics)
        try:
            return self._on_whose_turn(node, self._conditions_read(node))
        except NotStructured as text:
            # `the mindkiller is invisible to the target (save ends)`: a state of the ability's own said of someone,
            # tried only where no other reading is (`said_states.py`); what was said of the other reading is undone
            state = None if text.keep else self.said_state(node)
            if state is None:
                raise
            del self.diagnostics[mark:]
            return state

    def _on_whose_turn(self, node: ast.ConditionsClause, effects: list[fx.Effect]) -> list[fx.Effect]:
        """`effects` with the clause's EoT spelt out said again of each condition's subject: `you are slowed until the
        end of their next turn` is another creature's turn, not the user's EoT (seed 000: the affected creature's next
        turn), kept as written (`durations.py`); it was EoT, the user's own turn, as the subject is read after the
        duration."""
        if node.duration is None or not any(isinstance(e, fx.ApplyCondition) and e.subject for e in effects):
            return effects
        general = self._duration(node.duration)
        if general is None or general.kind != "end_of_turn":
            return effects
        return [attrs.evolve(e, duration=self._duration(node.duration, e.subject))
                if isinstance(e, fx.ApplyCondition) and e.subject and e.duration == general else e for e in effects]

    def _conditions_read(self, node: ast.ConditionsClause) -> list[fx.Effect]:
        node = self._japanese_until_first(node)
        after = self._condition_after_until(node)
        if after is not None:  # `bleeding until the end of the encounter and slowed`: the condition's subject's
            head, word = after
            before = self._conditions(head)
            some = before[-1].subject if before and isinstance(before[-1], fx.ApplyCondition) else None
            return [*before, self._condition_word(word, False, False, None, None, some)]
        pair = subject_pair(node, self.rules)
        if pair is not None:  # `you and the target are slowed (EoT)`
            return self.on_both(*pair)
        forced = self._forced_by_characteristic(node)
        if forced is not None:
            return forced
        alone = len(node.phrases) == 1 and node.duration is None
        vertical = vertical_effect(node.phrases[0].text, self.rules) if alone else None
        if vertical is not None:
            return [vertical]  # `強制移動は垂直になる`, `プッシュは垂直になる`
        stability = stability_effect(node.phrases[0].text, self.rules) if alone else None
        if stability is not None:
            return [stability]  # `スライドは安定性を無視する`
        duration = self._duration(node.duration)
        # `restrained (save ends) and prone`: an earlier condition with a duration of its own means
        # each keeps what is written by it; otherwise the one duration at the end covers them all
        own = any(p.duration is not None for p in node.phrases)
        out: list[fx.ApplyCondition] = []
        subject: str | None = None
        status = self._status(node.phrases[0]) if not own and duration is not None else None
        if status is not None:
            # `the target can't hide (save ends)`: a status the ability describes, kept as written;
            # an `and` in it is its own prose (`line of effect only to creatures and objects`)
            who, what, first = status
            # (`one target can't hide (EoT)`: on some of the targets, said with a verb of its own: both kept, for the card
            # to say it as written and `roll` to leave it to the user, as `one target is slowed (EoT)`; was text)
            some = self.some_of_them(who)
            what = " and ".join([what, *(p.text for p in node.phrases[1:])])
            if _sentences_joined(what) or _EDGE_OR_BANE.match(what) or _BANE_JOINED.search(what):
                # `takes a bane on strikes and is slowed (save ends)`: no status of its own; nor `slowed (save ends), and
                # the target takes a bane on power rolls (save ends)`, the sentence the grammar reads alone (was a
                # status named `takes a bane on power rolls`)
                raise NotStructured
            written = self._as_written(node.phrases[0].words[0], node.phrases[-1]) or node.phrases[0].text
            if self.a_sentence_of_its_own(who, what, written):
                # `makes a free strike and the target is slowed (EoT)`, `uses a signature ability (EoT)`,
                # `ターゲットはシグネチャー・アビリティを使用する (EoT)`: a deed, or
                # another subject's clause, is no status's name (was one status named by all the words, said nowhere,
                # the free strike lost); the parts are read each as it is, or the clause is text (SB138)
                raise NotStructured
            if self._a_move(what):
                # `the target shifts R squares (EoT)`, `ターゲットは R マスシフトする (EoT)`: a move and how far, which
                # lasts no while (was a status named `shifts r squares`); the words are text, SB133 says why
                raise NotStructured
            if self.a_verb_alone(what):
                # `the target dies (EoT)`, `ターゲットは倒れる (EoT)`: what the creature does, one verb, no state it is in
                # (was a status named `dies`, in silence); text, SB138, as `the mindkiller dies (EoT)` is
                raise NotStructured
            named = self._named_after_subject(node, what)
            if named is not None:
                return [fx.ApplyCondition(named, duration, (), False, None, some)]
            joined = self._status_then_condition(node, first, what)
            if joined is not None and some is not None:
                raise NotStructured  # (`one target can't shift and is slowed (EoT)`: not read, as a condition after it)
            if joined is not None:
                # `the target can't shift and is slowed (save ends)`, `ターゲットは「can't shift」、および減速`: the status,
                # and a Draw Steel condition that lasts as long (was one status named `can't shift and is slowed`, the
                # condition lost)
                status_words, conditions = joined
                term = self.rules.conditions.lookup(status_words) if " " in status_words.strip() else None
                # (`the target falls prone and is dazed (save ends)`: a condition's spelling of several words, as
                # `the target falls prone` alone is, not a status of that name)
                first_effect = fx.ApplyCondition(term.id, duration, (), False, None, None) if term is not None \
                    else fx.ApplyCondition(status_name(status_words), duration, (), True, None, None, who)
                return [first_effect,
                        *(fx.ApplyCondition(condition, duration, riders, False, source, None)
                          for condition, riders, source in conditions)]
            written = self._as_written(first, node.phrases[-1]) if len(node.phrases) > 1 else None
            return [fx.ApplyCondition(status_name(written or what), duration, (), True, None, some, who)]
        if duration is None and len(node.phrases) == 1 and (status := self._status(node.phrases[0])) is not None:
            named = self._named_after_subject(node, status[1], lasting=False)
            if named is not None:
                return [fx.ApplyCondition(named, None, (), False, None, self.some_of_them(status[0]))]
        subject_starts = self.rules.subject_starts
        ja_source: str | None = None
        lastings = self._written_after(node, duration) if own else None
        for number, phrase in enumerate(node.phrases):
            lasting = lastings[number] if own else duration
            text = "" if one_word(phrase.words) else fold(phrase.text)  # (what a subject may start)
            words, some, explicit = self._japanese_subject(list(phrase.words))
            stem = condition_stem(words[0].text, self.rules) if len(words) == 1 else None
            if stem is None and explicit and len(words) == 1 and not words[0].text.isascii():
                # (`ターゲットは燃焼する (EoT)`: a state of the ability's own said with its verb, as `燃焼状態` says it and
                # `the target is burning (EoT)`; was a status named `燃焼する`, as a verb of its own is)
                stem = own_state(words[0].text, self.rules)
                cannot = self.cannot_joined(words[0].text) if stem is None else None
                if stem is None and cannot is None and self.a_verb_alone(words[0].text):
                    # (`ターゲットは気づかず`, `ターゲットは移動できず、減速 (EoT)`, `ターゲットは死亡する (EoT)`: a verb, no
                    # status the vocabulary names, no state (were states named `気づかず`, `移動できず`, `死亡する`, in
                    # silence); text, SB138; a verb made of a condition's word, `伏せる`, with the word to write)
                    raise NotStructured(*self._verb_of_a_condition(words[0]))
                if cannot is not None:
                    # (`ターゲットは隠れられず、ターゲットは減速 (EoT)`: the status `隠れられない` joined to what follows,
                    # read as it is (was a status named `隠れられず`, lasting no while), with the duration the parts
                    # share (`Lowerer._and`), as `the target can't hide, and the target is slowed (EoT)`)
                    words = [ast.Word(cannot, words[0].span)]
                if stem is not None and self.rules.conditions.lookup(stem) is not None:
                    stem = None  # (`ターゲットは拘束する`: the target restrains someone, no condition of its own)
            if stem is not None:
                # `伏せ状態になる`: the seeds' prose says a condition so, after its subject or not
                # (`M < 弱、伏せ状態になる`); `出血する`, `出血している` (seed 000: 「出血している間」)
                words = [ast.Word(stem, words[0].span)]
            if explicit:
                subject = some
                if not words:
                    raise NotStructured
                text = ""
                about = self._japanese_about(words)
                if about is not None:
                    words, ja_source = about
            elif len(words) == 1 and not words[0].text.isascii():
                # `あなたに対して恐怖` without a subject, as a Japanese card says `frightened of you`
                about = self._japanese_about(words)
                if about is not None:
                    words, ja_source = about
            for said in self.rules.subjects_by_first_word.get(text.partition(" ")[0], ()) \
                    if text.startswith(subject_starts) else ():
                if text.startswith(said + " ") and len(text) > len(said):
                    words = words[len(said.split()):]
                    explicit = True
                    # `one target is grabbed`: not every target; `the target is dazed` after `you are slowed and`:
                    # the targets again (it kept the part before's `you`: dazed was put on the user)
                    subject = " ".join(w.text for w in phrase.words[: subject_size(said)]) \
                        if said in self.rules.partial_subjects else None
                    break
            if not explicit and text and text.startswith(self._user_starts):
                # (most phrases name neither: one `startswith` of them all, where each was joined to a space and tried)
                user = next((said for said in (*self.rules.user_subjects, *self.rules.pronoun_subjects)
                             if text.startswith(said + " ")), None)
                if user is not None:  # `you are slowed (EoT)`: on the creature using the ability; `it is slowed`: on it
                    size = subject_size(user)
                    words, explicit = words[len(user.split()):], True
                    subject = " ".join(w.text for w in phrase.words[:size])
            if explicit and len(words) == 1 and japanese_sentence(words[0].text) \
                    and self.rules.conditions.lookup(words[0].text) is None:
                # `ターゲットは武器を落とす`, `ターゲットは隠れられない`: what the target does or cannot do,
                # no condition's name; with a duration a status of the ability's own, said of the target,
                # as `the target drops their weapon (EoT)` and `the target can't hide (save ends)` are
                if lasting is None or len(node.phrases) != 1 or JA_JOINED_VERB.search(words[0].text):
                    # (`ストライクに不利を受け（セーヴ終了）、…`: a verb joined to the next part, a sentence of its own,
                    # `compound.py`'s, was a status named `ストライクに不利を受け`)
                    raise NotStructured
                # (`1体のターゲットは…`: about one of the targets, which the user picks, as a condition after it is
                # (`1体のターゲットはつかまれ`); said once, as its subject)
                who = self._creature(phrase.words[0].text.partition("は")[0])[0]
                if self.a_sentence_of_its_own(who, words[0].text, self._as_written(phrase.words[0], phrase) or ""):
                    # (`ターゲットはシグネチャー・アビリティを使用する (EoT)`: a deed, no status, as in English; was a status
                    # named so)
                    raise NotStructured
                # (`ターゲットは立ち上がれない (EoT)`: a rider the vocabulary names, by its English name, as `the target
                # can't stand (EoT)` gives: the JSON has no language; was `立ち上がれない`)
                # (`ターゲットは隠れられない`: a status the vocabulary names, likewise, `can't hide`; of one target too,
                # `1体のターゲットは隠れられない`, as `one target can't hide` is read)
                rider = self.rules.riders.lookup(words[0].text) or self._known_status(words[0].text)
                named = rider.en[0] if rider is not None else words[0].text
                # (on some of the targets, `1体のターゲットは隠れられない (EoT)`: who too, as `one target can't hide (EoT)`
                # says it; was the subject alone, its English card `one target is 隠れられない`)
                return [fx.ApplyCondition(named, lasting, (), True, None, subject, who)]
            phrase_text = " ".join([w.text for w in words])
            rider = self.rules.riders.lookup(phrase_text)
            if rider is not None and out:
                out[-1] = attrs.evolve(out[-1], riders=out[-1].riders + (rider.id,))
                continue
            if rider is not None:
                # `can't stand (save ends)` on its own: a status of its own, named as the vocabulary's English names the
                # rider (`立ち上がれない (EoT)` too, which was `立ち上がれない`: the JSON has no language)
                out.append(fx.ApplyCondition(rider.en[0].lower(), lasting, (), True, None, subject))
                continue
            source, ja_source = ja_source, None
            # (never a clause after it: `slowed by the noise unless it is deaf` is no source, the clause is text)
            if len(words) > 2 and fold(words[1].text) in SOURCE_WORDS \
                    and not CLAUSE_OPENERS.intersection(fold(w.text) for w in words[2:]) \
                    and (self.rules.conditions.lookup(words[0].text) is not None
                         or self.rules.conditions.suggest(words[0].text) is not None):
                # `frightened of the triggering ally`, `taunted by the knight`; a misspelt condition so
                # (`frightend of you`) is reported as one by `_condition_word`
                source = " ".join(w.text for w in words[1:])
                words = words[:1]
            if len(words) != 1 and not (explicit and _custom_name(words, self._movements, self.rules)):
                raise NotStructured
            name = words[0] if len(words) == 1 else \
                ast.Word(_joined(words), (words[0].span[0], words[-1].span[1]))
            # (the particles `_japanese_joined` cuts at, か, と, もしくは, ..., are Japanese: an ASCII word holds none)
            japanese = not name.text.isascii()
            either = next((found for particle in JA_OR_WORDS if (found := self._japanese_joined(name, particle))),
                          []) if japanese and len(node.phrases) == 1 else []
            if either:
                # `つかまれか伏せ（EoT）`: Japanese offers two conditions with か, as `grabbed or prone
                # (EoT)` does, only when every part is one; with もしくは, あるいは, ないしは too (`伏せもしくは減速`,
                # was a condition made up of the word, SB111)
                return [fx.Choice(tuple((fx.ApplyCondition(term.id, lasting, (), False, source, subject),)
                                        for term in either))]
            joined = self._japanese_joined(name, JA_AND_WORD) if japanese else []
            if joined:
                # `出血と減速（セーヴ終了）`: Japanese joins two conditions with と, as `bleeding and
                # slowed (save ends)` does, only when every part is one
                out.extend(fx.ApplyCondition(term.id, lasting, (), False, source, subject) for term in joined)
                continue
            out.append(self._condition_word(name, explicit, len(node.phrases) == 1 and duration is None,
                                            lasting, source, subject))
        return out

    def _written_after(self, node: ast.ConditionsClause, duration: fx.Duration | None) -> list[fx.Duration | None]:
        """Each phrase's duration where some phrase has one of its own: its own, else the next one written after it
        (`the target is prone and slowed (EoT) and dazed (save ends)`: prone and slowed (EoT), as a duration at the
        end of a list ends the list; prone had the last phrase's, save ends, in silence); the last phrase the clause's
        (`duration`)."""
        out: list[fx.Duration | None] = [duration]
        following = duration
        for phrase in reversed(node.phrases[:-1]):
            if phrase.duration is not None:
                following = self._duration(phrase.duration)
            out.append(following)
        out.reverse()
        return out

    def _never_a_target(self, written: str) -> bool:
        """`you`, `the Director` (`あなた`, `ディレクター`): who a power roll's potency is never about."""
        term = self.rules.creatures.lookup(written)
        return term is not None and term.id in ("you", "the_director")

    def _names_targets(self, english: str) -> bool:
        """Whether `english` (`the target`, `one target`) is a subject a condition lands on in English:
        one of the targets, not `you`, `each ally` or `the Director`."""
        said = fold(english)
        return any(f"{said} {copula}" in self.rules.subjects() for copula in ("is", "are"))


#: what an edge or a bane is said with (`takes a bane`, `has a double edge`): a sentence, never a status's name
_EDGE_OR_BANE = re.compile(r"(?:takes?|has|have|gains?)\s+an?\s+(?:double\s+)?(?:edge|bane)\b", re.IGNORECASE)

#: an edge or a bane joined after a status (`can't hide and takes a bane on strikes`): a sentence of its own, never a
#: part of the status's name (was one status named by all the words, the bane lost)
_BANE_JOINED = re.compile(r"\b(?:and|or)\s+" + _EDGE_OR_BANE.pattern, re.IGNORECASE)


#: words that make `the target is X Y` a description rather than a condition's name (`blood soaked`
#: is a name; `teleported to a space`, `moved into the fissure` are not)
_NOT_IN_A_NAME = frozenset({"to", "of", "by", "into", "onto", "from", "with", "at", "in", "on", "the", "a",
                            "an", "and", "or", "their", "your", "its", "no", "not", "up", "down", "if", "away", "back",
                            "off", "out", "over", "aside", "through", "across"})


def _joined(words) -> str:
    """Words as the author wrote them: a space between two only where there was one (`blood soaked`,
    but `継続ダメージ`, which the lexer reads as `継続` and `ダメージ`)."""
    out = words[0].text
    for before, word in zip(words, words[1:]):
        out += ("" if before.span is not None and word.span is not None and before.span[1] == word.span[0]
                else " ") + word.text
    return out


def _sentences_joined(text: str) -> bool:
    """Whether the words after a status subject are a sentence the grammar reads (`takes a bane on strikes`) and
    another joined to it (`and is slowed`): two effects, whichever reading their duration has (`compound.py`), not
    one status of the ability's own named by all their words."""
    verb = SENTENCE_VERB.match(text)
    if verb is None:
        return False
    if verb.group().lower() in ("has", "have") and _HAS_READ.match(text) is None:
        # (`has line of effect only to adjacent creatures and is frightened`: no sentence of `has` the grammar reads,
        # an edge or a bane, a weakness, an immunity or a number, but a status of the ability's own, and the condition
        # after it; the clause was text)
        return False
    return re.search(rf"\b(?:and|or)\s+{VERB_AFTER_JOIN.pattern}\b", text, re.IGNORECASE) is not None


#: what the grammar reads after `has` (`has a bane on strikes`, `has fire weakness 5`, `has stability 2`)
_HAS_READ = re.compile(r"(?:has|have)\s+(?:an?\s|(?:\S+\s+){0,2}?(?:weakness|immunity|[0-9]))", re.IGNORECASE)


def _custom_name(words, movements: frozenset[str], rules) -> bool:
    """A condition the ability names in two words after `the target is` (`blood soaked`), not a
    movement (`teleported away`) nor a phrase with a preposition or a copula in it (`is prone` after `the target
    is`), nor words no name is made of (`a_name`: `R マスシフトする`, a move by a characteristic's distance
    that `ターゲットは R マスシフトする` says, was read as a condition named so)."""
    folded = [fold(w.text) for w in words]
    return len(words) == 2 and not any(w in _NOT_IN_A_NAME or w in COPULAS or any(w.startswith(m) for m in movements)
                                       for w in folded) \
        and all(a_name(w.text, rules) and not japanese_sentence(w.text) for w in words)
