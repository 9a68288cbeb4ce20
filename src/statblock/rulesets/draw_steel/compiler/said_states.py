"""A state said of someone with a duration, in words the rules do not name: `the mindkiller is invisible to the target
(save ends)`, `the target is invisible to you (EoT)`, `each ally is hidden from the knight (EoT)`; in Japanese as a
card says them, `「the mindkiller」は「invisible to the target」状態 (セーヴ終了)`, `各味方は「hidden from the knight」状態`.

Seed 000 names the conditions, a closed list; any other state is the ability's own, kept as written with how long it
lasts: a status of the ability's own (`ApplyCondition`, `custom`), its name the words after `is` as the author wrote
them (never a condition made up of its first word), on whom the sentence names. The targets' lands on them as any status
of theirs (`roll` applies it); anyone else's (the user, allies, the creature whose ability it is, by name) is kept with
who it is said of (`subject`), which `roll` leaves to the table. A Draw Steel condition said of the creature by name
(`the mindkiller is slowed (save ends)`, `the dragon is prone`, `黒き竜は減速`) is read so too, with a duration or none.
Tried only where the usual reading of conditions left the
clause as text (`SaidStates` is a part of `ConditionLowering`, `conditions.py`); anything else stays text, as before.
"""

from __future__ import annotations

import re

from .. import ast
from ....vocabulary import fold
from ..creature_names import a_creatures_name, named_in_any_script
from ..creature_phrases import ABOUT_SOURCE, japanese_name, joined_with_a_name, narrowed_english, narrowed_term, others_named
from ..grammar.full_stops import CLAUSE_OPENERS
from ..grammar.sentences import has_sentence_verb
from ..runtime import effects as fx
from .conditions_ja import condition_stem, conditions_listed, japanese_sentence
from .statuses import COPULAS, a_name
from .subject_pairs import TARGETS

__all__ = ["SaidStates", "a_deed_after_its_doer", "own_state"]

#: who, the copula, the state (English): who is the words before the first ` is ` or ` are `
_EN = re.compile(r"(?P<who>[^\s()].*?) (?:is|are) (?P<state>\S.*)")
#: a state's words: letters (an apostrophe or a hyphen inside a word), one blank between two
_STATE_WORDS = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*(?: [A-Za-z]+(?:['’-][A-Za-z]+)*)*")
#: words that join two parts (a state of several parts is no one name: `bound and gagged` stays text)
_JOINS = frozenset({"and", "or", "but", "then"})
#: who (Japanese: a creature the ruleset knows, or the author's English quoted), は, the state quoted (`状態` after
#: it, as a card writes one of the ability's own) or a Draw Steel condition's name; a name quoted after another creature
#: (`ターゲットと「the knight」`, as a card says `the target and the knight`)
_JA = re.compile(r"(?P<who>「[^「」]+」(?:と(?:「[^「」]+」|[^「」\s]+?))?|[^「」\s]+?と「[^「」]+」|[^「」\s]+?)は\s*(?:「(?P<state>[^「」]+)」(?:状態)?|(?P<condition>[^「」\s()（）]+))")
#: a name a Japanese author quotes (`「マインドキラー」`): any script, a few words
_JA_NAME = re.compile(r"[^\s「」は、。,.;()（）]{1,30}")
#: the allies of a creature named before them (`the knight and its allies`)
_ITS_ALLIES = frozenset({"its allies", "their allies"})
#: longest clause read so (a clause is short; linear time on any text all the same)
_LONGEST = 200


class SaidStates:
    """States of the ability's own said of someone (see the module's docstring), for `ConditionLowering`."""

    def said_state(self, node: ast.ConditionsClause) -> list[fx.Effect] | None:
        """The effect of `node` when it is a subject, `is`/`are` (Japanese: は) and a state with a duration (one
        `ApplyCondition`, custom unless the state is a Draw Steel condition); None for any other clause."""
        if (node.duration is not None and node.duration.span is None) or not node.phrases \
                or any(p.duration is not None for p in node.phrases):
            return None
        first = node.phrases[0].words[0] if node.phrases[0].words else None
        if first is None or first.span is None:
            return None
        # (with no duration, to the end of the last word: `the dragon is prone`, a Draw Steel condition alone, below)
        last = node.phrases[-1].words[-1] if node.phrases[-1].words else None
        end = node.duration.span[0] if node.duration is not None else last.span[1] if last and last.span else None
        if end is None:
            return None
        start = first.span[0]
        if start > 0 and self._part_text[start - 1] == "「":
            start -= 1  # (`「the mindkiller」は…`: the quote is a part of who)
        written = self._part_text[start:end].strip()
        if node.duration is not None and written.endswith(("(", "（")):
            # (`マインドキラーは減速 (次のターンの終了時まで)`: a duration in words in brackets, whose span is its words
            # alone; the bracket before them is no part of the state (was text, SB138, where `(EoT)` was read)
            written = written[:-1].rstrip()
        if len(written) > _LONGEST:
            return None
        said = self._english_state(written) if _english(written, self.rules) else None
        if said is None and not written.isascii():
            said = self._japanese_state(written)
        if said is None:
            return None
        subjects, state = said
        if node.duration is None and not all(s is not None and a_creatures_name(self.rules, s, quoted=not s.isascii())
                                                  for s in subjects):
            return None  # (with no duration, only a creature by name: others' conditions are `others.py`'s, or text)
        duration = self._duration(node.duration)
        # (how long, said again of each subject: `each ally is slowed until the end of the target's next turn` is the
        # target's turn, not each ally's EoT, seed 000's EoT being the affected creature's own; was EoT, in silence)
        lasting = {subject: self._duration(node.duration, subject) for subject in subjects}
        sourced = self._sourced(state) if subjects != (None,) else None
        if sourced is not None:
            # (`the dragon is frightened of the target (save ends)`, `マインドキラーはあなたに対して恐怖`: the condition and
            # whom it is about, as after `the target is`; the Japanese was a state of the ability's own named
            # `あなたに対して恐怖`, said nowhere, its English card not read back; the English text, SB138)
            term, source = sourced
            return [fx.ApplyCondition(term.id, lasting[subject], (), False, source, subject) for subject in subjects]
        listed = conditions_listed(self.rules, state) if len(subjects) == 1 and subjects != (None,) else None
        if listed is not None:
            # (`the dragon is prone and weakened (EoT)`, `「黒き竜」は伏せ、および衰弱`: Draw Steel conditions listed, one
            # duration for all, as said of the targets; was text, SB138)
            return [fx.ApplyCondition(term.id, lasting[subjects[0]], (), False, None, subjects[0]) for term in listed]
        term = self.rules.conditions.lookup(state)
        if term is not None:
            # (`the mindkiller is slowed (save ends)`: a condition the rules name; of the targets alone the usual reading
            # has it)
            return None if subjects == (None,) else \
                [fx.ApplyCondition(term.id, lasting[subject], (), False, None, subject) for subject in subjects]
        if duration is None:
            return None  # (a state of the ability's own lasts as long as it says: `the door is open` is no state)
        if len(subjects) > 1 and None in subjects:
            return None  # (`the target and one ally are invisible to you`: no card says a status of both so; text)
        # (the name as written but for a capital that only starts the sentence's part, as a status's is)
        name = state[:1].lower() + state[1:]
        return [fx.ApplyCondition(name, lasting[subject], (), True, None, subject) for subject in subjects]

    def _a_condition_of_the_rules(self, state: str) -> bool:
        """Whether `state` is Draw Steel conditions: one (`減速`), several listed (`伏せと衰弱`), or one about someone
        (`あなたに対して恐怖`)."""
        return self.rules.conditions.lookup(state) is not None or conditions_listed(self.rules, state) is not None \
            or self._sourced(state) is not None

    def _sourced(self, state: str):
        """(the condition, whom it is about) when `state` is a Draw Steel condition about a creature the ruleset knows
        (`frightened of the target`, `taunted by you`, `あなたに対して恐怖`, `ターゲットに対して挑発状態`), else None."""
        if not state.isascii():
            about = self._japanese_about([ast.Word(state, None)])
            return None if about is None else (self.rules.conditions.lookup(about[0][0].text), about[1])
        name, _, rest = state.partition(" ")
        word, _, whom = rest.partition(" ")
        term = self.rules.conditions.lookup(name)
        if term is None or ABOUT_SOURCE.get(term.id) != fold(word) or not whom:
            return None
        known = self.rules.creatures.lookup(whom)
        return (term, f"{word.lower()} {whom}") if known is not None and known.en[0] == whom else None

    def _english_state(self, written: str) -> tuple[tuple[str | None, ...], str] | None:
        found = _EN.fullmatch(written)
        if found is None:
            return None
        subject = self._whose_state(found["who"])
        state = found["state"]
        if subject is None or not (self._a_state(state) or conditions_listed(self.rules, state)
                                   or self._sourced(state) or _an_own_state_word(state, self.rules)):
            return None
        if " " not in state and self.rules.conditions.lookup(state) is None \
                and not a_creatures_name(self.rules, found["who"]):
            # (one word said of the targets, the user or allies, `the target is burning`: the usual reading's, which
            # reads it or says why not; a state of several words is this one's)
            return None
        return subject, state

    def _japanese_state(self, written: str) -> tuple[tuple[str | None, ...], str] | None:
        found = _JA.fullmatch(written)
        if found is None:
            return None
        stem = condition_stem(found["condition"], self.rules) if found["condition"] is not None else None
        own = stem is None and found["condition"] is not None and own_state(found["condition"], self.rules) is not None \
            and self.rules.conditions.lookup(own_state(found["condition"], self.rules)) is None  # (`拘束する`: restrains someone)
        if own:
            # (`マインドキラーは燃焼する`, `…燃焼状態になる`, `…燃焼状態`: a state of the ability's own said with its verb,
            # as `the mindkiller is burning` says it; was a state named `燃焼する`, whose English card did not read back,
            # and `燃焼状態` was text)
            stem = own_state(found["condition"], self.rules)
        if stem is not None:
            # (`黒き竜は伏せ状態になる`, `彼は出血する`: a condition said with its verb, as after `ターゲットは`)
            found = _JA.fullmatch(written[:found.start("condition")] + stem)
        who = found["who"]
        named = joined_with_a_name(self.rules, who)
        if named is not None:
            # (`ターゲットと「the knight」`, `「Ajax」と「Brutus」`, `ターゲットと騎士`: two creatures, the second by name, as
            # `the target and the knight are slowed` is read; were text, SB138, or a condition named all the words)
            who = " and ".join(named)
        elif who.startswith("「") and not who.endswith("」"):
            # (`「the knight」とその味方は…`: a creature by name and its allies, as a card says them)
            joined = narrowed_english(self.rules, who)
            if joined is None:
                return None
            who = joined[0]
        elif who.startswith("「") or japanese_name(self.rules, who) is not None or (
                found["condition"] is not None and named_in_any_script(self.rules, who)
                and self._a_condition_of_the_rules(found["condition"])):
            # (`マインドキラーは…`: a name in katakana unquoted is a name as quoted; in any script before a Draw Steel
            # condition, `黒き竜は減速`)
            who = who[1:-1] if who.startswith("「") else who
            if not who.isascii():
                # (`「マインドキラー」は…`: a name in Japanese, quoted as the author's own word; its state in Japanese
                # words, as `ターゲットはあなたから見えない` is the target's)
                if _JA_NAME.fullmatch(who) is None or self.rules.creatures.lookup(who) is not None:
                    return None
                state = found["state"] or found["condition"]
                # (a state quoted in English too, `「マインドキラー」は「invisible to the target」状態`, as the Japanese card
                # of `マインドキラー is invisible to the target (save ends)` says it)
                if self.rules.conditions.lookup(state) is None and not own \
                        and not (found["state"] and (not state.isascii() or self._a_state(state))) \
                        and not _a_japanese_state(state) and conditions_listed(self.rules, state) is None:
                    return None
                return (who,), state
        else:
            term = self.rules.creatures.lookup(who)
            english = term.en[0] if term is not None else (narrowed_english(self.rules, who) or (None,))[0]
            if english is None:
                return None
            others = self._subjects_japanese(who) if term is None else None
            # (`領域内の各敵と各味方`: Japanese says the place once, first, of both, as `others.py` reads it)
            who = english if others is None else " and ".join(o or "the target" for o in others)
        subject = self._whose_state(who)
        state = found["state"] or found["condition"]
        if subject is None:
            return None
        if found["condition"] is not None:
            # a Draw Steel condition, or what the creature is in Japanese words (`各味方はあなたから見えない`, as
            # `ターゲットはあなたから見えない` is the target's); never a number (`サージ2`), a verb joined to more
            if self.rules.conditions.lookup(state) is not None or conditions_listed(self.rules, state) is not None:
                return subject, state
            return (subject, state) if subject != (None,) and (own or _a_japanese_state(state)) else None
        if state.isascii() and not self._a_state(state):
            return None
        if not state.isascii() and (self.rules.conditions.lookup(state) is not None or " " in state.strip()):
            return None
        return subject, state

    def _whose_state(self, who: str) -> tuple[str | None, ...] | None:
        """Whom a state is said of (English), each its own subject: None for the targets, as written for anyone else
        the sentence may name (some of the targets, the user, allies, the creature whose ability it is by name); two
        of them joined by `and` (`the knight and its allies`, `you and each ally`), each of them, in the order
        written, as `each enemy and each ally in the area` are (`others.py`); None for other words."""
        if " or " in who:
            return None
        first, joined, second = who.partition(" and ")
        if joined:
            others = self._subjects(who)
            if others is not None:
                # (`each enemy and each ally in the area`: others, the place said once of both, as `others.py` reads them)
                return tuple(others)
            # (the first a name of one creature, with no verb said of one in it, whatever follows it: `the door opens
            # and each ally` is no two)
            one = self._one_subject(first, True)
            # (`its allies`, `their allies`: a named creature's, the creature named before them)
            other = second if fold(second) in _ITS_ALLIES and a_creatures_name(self.rules, first, True) \
                else self._one_subject(second)
            if one is False or other is False or one == other or " and " in second:
                return None
            return one, other
        one = self._one_subject(who)
        return None if one is False else (one,)

    def _one_subject(self, who: str, joined: bool = False) -> str | None | bool:
        """`_whose_state` of one creature: None for the targets, `who` for another, False for other words; `joined`:
        `who` is the first of two joined, a name of one creature (`a_creatures_name`'s `one`)."""
        folded = fold(who)
        if folded in self.rules.status_subjects:
            term = self.rules.creatures.lookup(who)
            return who if term is not None and term.extra.get("some") else None
        named = narrowed_term(self.rules, who)
        if named is not None:
            term, narrowed = named
            if term.id in TARGETS and not narrowed:
                return None
            # (narrowed, only others near someone, as `others.py` reads them: `one target adjacent to you` is read in
            # no way, a condition said of it stays text)
            if others_named(self.rules, who) or (not narrowed and (term.extra.get("some") or term.id == "you")):
                return who
            return False
        # (a Japanese name in an English sentence, `壁 is prone`, as the card of `「壁」は伏せ` says it, is marked a name)
        return who if a_creatures_name(self.rules, who, joined, quoted=not who.isascii()) else False

    def _a_state(self, state: str) -> bool:
        """Whether English `state` may be a state's words: letters alone, none of them a join, a clause's opener, a
        copula, a movement or the start of a sentence the grammar reads (`takes a bane`), nor a Draw Steel
        condition with more words (`slowed by the noise`: the condition's reading has it, or it stays text)."""
        if _STATE_WORDS.fullmatch(state) is None or not all(a_name(w, self.rules) for w in state.split()):
            return False  # (`R away`: a characteristic's letter names no state)
        words = [fold(w) for w in state.split()]
        if any(w in _JOINS or w in CLAUSE_OPENERS or w in COPULAS for w in words) or has_sentence_verb(state):
            return False
        if any(w.startswith(m) for w in words for m in self._movements if m.isascii()):
            return False
        if len(words) > 1 and (self.rules.conditions.lookup(words[0]) is not None
                               or self.rules.conditions.suggest(words[0]) is not None):
            return False
        return True


def _english(written: str, rules) -> bool:
    """Whether `written` is an English sentence: ASCII, or a name in Japanese then English words (`マインドキラー is slowed`,
    `マインドキラー and its allies are slowed`), as an English card says a Japanese author's creature (the card of
    `「マインドキラー」は減速 (EoT)`, which was read as nothing: the card did not read back)."""
    name, blank, rest = written.partition(" ")
    # (a state of the ability's own in one Japanese word last, `マインドキラー is 燃焼`, as the English card of
    # `マインドキラーは燃焼する (EoT)` says it)
    said, _, state = rest.rpartition(" ")
    english = rest.isascii() or (said.isascii() and _an_own_state_word(state, rules))
    return (written.isascii() or (bool(blank) and english and not name.isascii())
            or (name.isascii() and english and bool(said)) or _joined_with_a_japanese_name(written))


def _joined_with_a_japanese_name(written: str) -> bool:
    """Whether `written` is an English sentence about two creatures joined, one a name in Japanese as a whole word (`the
    target and 騎士 are slowed`, the English card of `ターゲットと騎士は減速`; was text, SB138: the card did not read back)."""
    found = _EN.fullmatch(written)
    if found is None or not found["state"].isascii() or " and " not in found["who"]:
        return False
    return all(word.isascii() or not any(ch.isascii() for ch in word) for word in found["who"].split())


def _a_japanese_state(state: str) -> bool:
    """Whether Japanese `state` may be what a creature is, in the words of a sentence (`あなたから見えない`): Japanese,
    no digit, no blank nor comma (one part), not the continuative that joins it to another (`…を受け`), nor a verb of
    what the creature does (`死亡する`, `攻撃する`, `倒れる`: `_JA_DEED`)."""
    return japanese_sentence(state) and not any(ch.isdigit() or ch.isspace() or ch in "、。,." for ch in state) \
        and _JA_JOINED.search(state) is None and _JA_DEED.search(state) is None


#: a Japanese verb in its plain form, what a creature does (`死亡する`, `攻撃する`, `倒れる`, `近づく`), no state it is in:
#: `マインドキラーは死亡する (EoT)` is text, as `the mindkiller dies (EoT)` is (was a state made up of the verb, named
#: `死亡する`). Not what says a state holds (`…ている`: `飛んでいる`), lands (`…になる`: `透明になる`) or is done to it (the
#: passive `…される`, `…られる`: `魅了される`, as `is charmed`); an own state's `する` is `own_state`'s, read before this
_JA_DEED = re.compile("(?<!てい)(?<!でい)(?<!にな)(?<!とな)(?<!され)(?<!られ)[うくぐすつぬぶむる]$")
#: a state of the ability's own in one Japanese word: a noun of kanji or of katakana (`燃焼`, `凍結`, `スタン`)
_OWN_STATE_WORD = re.compile(r"[\u4e00-\u9fff々]{2,12}|[ァ-ヺー・]{2,12}")
#: what says a creature is in such a state: `する` (`燃焼する`, as `出血する` is bleeding), `状態になる`, `状態`, `になる`
#: (`意識不明になる`, `透明になる`: said to land, as after `ターゲットは`; a state named `透明になる` before)
#: and `し`, the continuative of `する` that joins the state to the next part (`ターゲットは息切れし、減速 (EoT)`: was a
#: state named `息切れし`)
_OWN_STATE_SAID = ("状態になる", "状態", "になる", "する", "し")
#: the endings said only after a state the vocabulary knows (`own_states`): after any other word, a verb's
_KNOWN_ONLY = frozenset({"する", "し"})


def a_deed_after_its_doer(text: str, rules) -> bool:
    """Whether Japanese `text` is someone (before は) and what they do (`黒き竜は死亡する`: `_JA_DEED`, no condition nor
    state said with its verb): no condition's name of the ability's own (was one named `黒き竜は死亡する`, on the target),
    but words kept as written, as `the black dragon dies (EoT)` is."""
    who, topic, rest = text.partition("は")
    return bool(who and topic and rest) and _JA_DEED.search(rest) is not None \
        and own_state(rest, rules) is None and condition_stem(rest, rules) is None


def _an_own_state_word(state: str, rules) -> bool:
    """Whether `state` is a state of the ability's own in one Japanese word (`_OWN_STATE_WORD`), or one the vocabulary
    knows, whose word may hold kana (`息切れ`, winded: `マインドキラー is 息切れ (EoT)`, the English card of
    `マインドキラーは息切れする (EoT)`, read back)."""
    return _OWN_STATE_WORD.fullmatch(state) is not None or (
        not state.isascii() and rules.categories["own_states"].lookup(state) is not None)


def own_state(text: str, rules) -> str | None:
    """The state's word in `燃焼する`, `燃焼状態になる`, `燃焼状態`, `意識不明になる` (`_OWN_STATE_WORD`, no Draw Steel condition: those are
    `condition_stem`'s); None for any other words (`隠れられない`, a verb of its own). Said with `する`, only a state the
    vocabulary knows (`own_states`: `燃焼`, `凍結`): `する` after any other noun is what the creature does (`死亡する`,
    `攻撃する`, `移動する`: was a state made up of the noun, `死亡`, in silence; it is text, SB138, as `the target dies`);
    `状態` and `になる` say a state of any word."""
    for ending in _OWN_STATE_SAID:
        stem = text[:-len(ending)]
        if not text.endswith(ending) or not stem:
            continue
        # (a state the vocabulary knows, in any of its words: `息切れする`, winded, whose word holds kana)
        if rules.categories["own_states"].lookup(stem) is not None \
                or (ending not in _KNOWN_ONLY and _OWN_STATE_WORD.fullmatch(stem) is not None):
            return stem
    return None


#: the continuative of a Japanese verb that joins its part to the next (`不利を受け`, `減速し`)
_JA_JOINED = re.compile(r"(?:を(?:受け|得|獲得し|行い|失い|消費し)|し)$")
