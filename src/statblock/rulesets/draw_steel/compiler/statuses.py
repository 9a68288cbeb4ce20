"""Statuses said after a subject (`the target can't hide (save ends)`, `the target prone (EoT)`) and a condition
after a duration spelt out (`bleeding until the end of the encounter and slowed`): the words after the subject are
a status of the ability's own, a Draw Steel condition, a slip for one, or a move and how far, which lasts no while.
`SubjectStatuses` is a part of `ConditionLowering` (`conditions.py`), which lowers what these find; with it, the
words a condition's name may be made of (`a_name`), as both read them.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....diagnostics import Severity
from ....messages import msg
from ....vocabulary import fold
from .base import NotStructured, per_ruleset
from ..grammar.clauses import parse_clause_text
from ..grammar.full_stops import CLAUSE_OPENERS
from .ability_use import ability_use
from .conditions_ja import condition_stem

#: a Japanese `not` (`隠れられない`) and its continuative that joins it to what follows (`隠れられず、`)
_JA_NOT, _JA_NOT_JOINED = "ない", "ず"
#: the plain form's ending of a verb made of a condition's word (`伏せる`, `掴まれる`)
_JA_PLAIN = "る"
_JA_SURU = "とする"  # `朦朧とする`: a condition's word made a verb
#: the other endings of a Japanese verb a condition's word may be said with (`伏せている`, `伏せた`, `朦朧とする`), longest first
_JA_INFLECTED = ("としている", "としていた", "している", "ていた", "ている", "とする", "とした", "るし", "した", "た")


def condition_of_a_verb(rules, verb: str) -> str | None:
    """`Statuses.verb_of_a_condition` with the rules given (SB138 of a clause kept as text, `unsaid_text.py`)."""
    if not verb.endswith(_JA_PLAIN) or verb.isascii():
        return None
    stem = verb[:-len(_JA_PLAIN)]
    guess = stem if rules.conditions.lookup(stem) is not None \
        else rules.conditions.suggest(stem) if _a_near(rules, stem) else None
    if guess is None and verb.endswith(_JA_SURU) and rules.conditions.lookup(verb[:-len(_JA_SURU)]) is not None:
        return verb[:-len(_JA_SURU)]   # (`朦朧とする`: `朦朧`, the SB138 of `ターゲットは朦朧とする` with it as the fix)
    if guess is None:
        return None
    # (`つかまれる` is read, as seed 000 says it: the verb's shape kept where the condition is said as the verb)
    return guess + _JA_PLAIN if condition_stem(guess + _JA_PLAIN, rules) is not None else guess


def _a_near(rules, stem: str) -> bool:
    """Whether `stem` is a `near` spelling of a condition (`掴まれ`: the kanji form of `つかまれ`), suggested only."""
    return any(fold(stem) == fold(near) for term in rules.conditions.terms.values() for near in term.extra.get("near", ()))

__all__ = ["COPULAS", "NARROWING_WORDS", "SOURCE_WORDS", "SQUARES", "SubjectStatuses", "a_name", "one_word", "subject_size"]


class SubjectStatuses:
    """What `ConditionLowering` reads after a status's subject (see the module's docstring)."""

    @per_ruleset
    def _movements(self) -> frozenset[str]:
        """Folded stems of every movement word (`push`, `slide`, `teleport`, `shift`)."""
        forced = (fold(s) for t in self.rules.forced_moves.terms.values() for s in (*t.en, *t.ja))
        return frozenset((*forced, *self.rules.own_moves))

    def cannot_joined(self, written: str) -> str | None:
        """`隠れられない` for `隠れられず`, `立ち上がれない` for `立ち上がれず`: a status or a rider the vocabulary names in
        Japanese, in the continuative that joins it to what follows (`…ず、`, as `and`); None for other words."""
        if not written.endswith(_JA_NOT_JOINED) or written.isascii():
            return None
        said = written[:-len(_JA_NOT_JOINED)] + _JA_NOT
        return said if self._known_status(said) is not None or self.rules.riders.lookup(said) is not None else None

    def a_verb_alone(self, what: str) -> bool:
        """Whether `what`, said of a status's subject, is one verb and nothing more, no state the rules or the vocabulary
        name: English one word that is no condition, status, rider nor state of the vocabulary's (`dies`, `falls`: `the
        target dies (EoT)`); Japanese a verb's plain form with no particle before it (`死亡する`, `倒れる`, `浮遊する`: not
        `武器を落とす`, what is done to something, a status of its own), or its continuative in `ず` (`気づかず`, `移動できず`)
        where the vocabulary names no status so (`隠れられず` is `隠れられない`, `cannot_joined`'s)."""
        if not what or any(ch.isspace() for ch in what):
            return False
        if what.isascii():
            # (not a condition's slip, `the target proen (EoT)`: SB101 says which it likely is)
            return what.isalpha() and self._named_anyhow(what) is None and self.rules.conditions.suggest(what) is None
        if self._named_anyhow(what) is not None:
            return False
        if what.endswith(_JA_NOT_JOINED):
            # (any verb's: `移動できず`, `武器を持てず`, whose `で` and `を` are no particle of a status's)
            return self.cannot_joined(what) is None
        return _JA_PARTICLES.search(what) is None and _JA_PLAIN_VERB.search(what) is not None

    def verb_of_a_condition(self, verb: str) -> str | None:
        """The condition's word to write for a Japanese verb made of one (`伏せる`: `伏せ`; `掴まれる`, the kanji form the
        seeds never write: `つかまれる`, seed 000's 「つかまれる」), which `a_verb_alone` finds no state: a slip the
        notation does not read, a did-you-mean (SB138's help, `compiler/conditions.py`); None for any other verb."""
        return condition_of_a_verb(self.rules, verb)

    def inflected_condition(self, word: str) -> str | None:
        """The condition's word to write for a Japanese condition's word said as a verb in another form (`伏せている`,
        `伏せた`: `伏せ`; `掴まれた`: `つかまれる`; `朦朧とする`: `朦朧`), which an explicit subject keeps as the ability's own
        condition as written: a did-you-mean (SB111's quick fix, `condition_words.py`); None for any other word."""
        if word.isascii():
            return None
        ending = next((e for e in _JA_INFLECTED if word.endswith(e) and len(word) > len(e)), None)
        return self.verb_of_a_condition(word[:-len(ending)] + _JA_PLAIN) if ending is not None else None

    def _named_anyhow(self, word: str):
        """The term that names `word` among the conditions, statuses, riders and states of the vocabulary, or None."""
        for category in (self.rules.conditions, self.rules.riders, self.rules.categories.get("statuses"),
                         self.rules.categories.get("own_states")):
            term = category.lookup(word) if category is not None else None
            if term is not None:
                return term
        return None

    def lasting_unsaid(self, item) -> bool:
        """Whether clause `item` is a status of the targets said with no duration (`the target can't hide`,
        `ターゲットは隠れられず`), which a duration at the end of the clause (`…, and the target is slowed (EoT)`) ends too."""
        if not isinstance(item, ast.ConditionsClause) or item.duration is not None or len(item.phrases) != 1 \
                or item.phrases[0].duration is not None:
            return False
        phrase = item.phrases[0]
        if phrase.text.isascii():
            return self._status(phrase) is not None
        last = phrase.words[-1].text.rpartition("は")[2] if phrase.words else ""
        # (`ターゲットは`: folded with no blank after it, as `fold` drops them)
        return self.cannot_joined(last) is not None \
            and fold(phrase.words[0].text).startswith(tuple(start.rstrip() for start in self.rules.status_starts))

    def _known_status(self, written: str):
        """The vocabulary's term of a status (`隠れられない`: `can't hide`), or None (a ruleset without `statuses`)."""
        statuses = self.rules.categories.get("statuses")
        return statuses.lookup(written) if statuses is not None else None

    def _status(self, phrase: ast.ConditionPhrase) -> tuple[str, str, ast.Word] | None:
        """A status subject and what follows it with a verb of its own (`the target`, `can't hide`), and the first
        word of that."""
        if one_word(phrase.words):
            return None  # (a subject is followed by a space, and a word alone folds to none)
        text = fold(phrase.text)
        if not text.startswith(self.rules.status_starts) and not text.startswith(self._some_starts):
            return None
        for said in (*self.rules.status_subjects, *self._some_subjects):
            if text.startswith(said + " "):
                size = len(said.split())
                who, rest = phrase.words[:size], phrase.words[size:]
                if not said.isascii() and len(rest) < 2:
                    return None  # `ターゲットはslagged`: Japanese names a condition so, with no verb
                if rest and fold(rest[0].text) in NARROWING_WORDS:
                    return None  # `each enemy in the area is dazed`: the subject goes on, no verb of its own yet
                if rest and fold(rest[0].text) not in COPULAS:
                    written = " ".join(w.text for w in who)
                    if not written.isascii():  # `ターゲットは`: the English the ruleset gives
                        written = self._creature(written.rstrip("は"))[0]
                    return written, " ".join(w.text for w in rest), rest[0]
                return None
        return None

    @per_ruleset
    def _some_subjects(self) -> tuple[str, ...]:
        """Folded subjects that name some of the targets (`one target`, `the other target`), longest first: a status
        said of them with a verb of its own (`one target can't hide (EoT)`) lands on them only."""
        said = {subject.removesuffix(" is") for subject in self.rules.partial_subjects if subject.endswith(" is")}
        # (the user and a pronoun of one creature, `you can't hide (EoT)`, `she can't hide (EoT)`: on them, as
        # `あなたは隠れられない` is, whose English card was text, SB138)
        said |= {subject.rpartition(" ")[0] for subject in (*self.rules.user_subjects, *self.rules.pronoun_subjects)
                 if subject.endswith((" is", " are"))}
        said |= {fold(spelling + "は") for term in (*self.rules.pronouns.terms.values(), self.rules.creatures.terms["you"])
                 if fold(term.en[0]) in said for spelling in term.ja}  # (`あなたは`, `彼は`: as the English)
        # (`1体のターゲットは`: the Japanese topic of a creature that is some of the targets, as `ターゲットは` is a status's)
        said |= {fold(spelling + "は") for term in self.rules.creatures.terms.values() if term.extra.get("some")
                 for spelling in term.ja}
        return tuple(sorted(said, key=len, reverse=True))

    @per_ruleset
    def _some_starts(self) -> tuple[str, ...]:
        return tuple(said + " " for said in self._some_subjects)

    def some_of_them(self, who: str) -> str | None:
        """`who` (a status's subject as written, in English: `one target`) when it names some of the targets only,
        else None."""
        return who if fold(who) in self._some_subjects else None

    def a_sentence_of_its_own(self, who: str, what: str, written: str) -> bool:
        """Whether the words `what` said of `who` after a status's subject (`written`: both as the source has them) are
        no state of a creature but a clause with a verb of its own: a deed the grammar reads (`makes a free strike`,
        `uses a signature ability`, `シグネチャー・アビリティを使用する`), which lasts no while, or words joined by `and`/`or`
        to another subject's clause (`can't hide and the target is slowed`). A status is what a creature is or can't
        do (`can't hide`, `turns green`), never a sentence with a second subject."""
        subjects = (*self.rules.status_subjects, *self._some_subjects)
        longest = max(map(len, subjects)) + 1
        for join in _JOIN_WORD.finditer(what):
            # (as many characters after the join as a subject and a blank take: linear time on any words)
            after = fold(what[join.end():join.end() + longest])
            if any(after.startswith(subject + " ") for subject in subjects):
                return True
        said = f"{who} {what}" if what.isascii() else written  # (Japanese: as written, `ターゲットは…`)
        return ability_use(said, self.rules) is not None \
            or any(isinstance(item, ast.DeedClause) for item in parse_clause_text(said))

    def _status_then_condition(self, node: ast.ConditionsClause, first: ast.Word,
                               what: str) -> tuple[str, list[tuple[str, tuple[str, ...]]]] | None:
        """A status's words, then `and` and Draw Steel conditions' names (after `is`, `are` or `becomes`, or none):
        `can't shift and is slowed`, `drops their weapon, can't shift, and is prone`, `can't shift, is slowed, and is
        weakened`, `「can't shift」、および減速`, and a condition about someone (`can't use triggered actions and is
        frightened of you`). The status's words (as written where they can be) and the conditions: each its id, its
        riders (`and is prone and can't stand`) and whom it is about (`of you`, or None); None for any other;
        NotStructured when a condition stands among the status's words (`can't shift and is
        slowed and can't hide`: which parts are the status is not read). `what` is the status's words with the phrases
        joined by `and`, where one phrase holds all (`can't shift and is slowed`)."""
        if len(node.phrases) > 1:
            phrases = node.phrases
            at, tail = len(phrases), 0  # (the phrases from `tail` on are conditions and their riders)
            while at > 1:
                if self._phrase_condition(phrases[at - 1]) is not None:
                    tail = at = at - 1
                elif self.rules.riders.lookup(phrases[at - 1].text) is not None:
                    at -= 1  # (`and is prone and can't stand`: the condition's rider, if one is before it)
                else:
                    break
            if any(self._phrase_condition(phrase) is not None for phrase in phrases[1:tail or len(phrases)]):
                raise NotStructured
            if not tail:
                return None
            conditions: list[tuple[str, tuple[str, ...], str | None]] = []
            for phrase in phrases[tail:]:
                found = self._phrase_condition(phrase)
                if found is not None:
                    conditions.append((found[0].id, (), found[1]))
                else:
                    rider = self.rules.riders.lookup(phrase.text).id
                    id_, riders, source = conditions[-1]
                    conditions[-1] = (id_, riders + (rider,), source)
            written = self._as_written(first, phrases[tail - 1]) if phrases[tail - 1].words else None
            said = written or what.rsplit(" and ", len(phrases) - tail)[0]  # (no condition's name holds `and`)
            return said.rstrip(" ,、"), conditions
        head, join, tail = what.rpartition(" and ")
        words = tail.split()
        if not join or not head.strip(" ,"):
            return None
        if words and words[0].lower() in COPULAS:
            words = words[1:]
        found = self._condition_about(words)
        return (head.rstrip(" ,"), [(found[0].id, (), found[1])]) if found is not None else None

    def _phrase_condition(self, phrase: ast.ConditionPhrase):
        """The Draw Steel condition a phrase after a status names, after `is`, `are` or `becomes` or none (`is
        slowed`, `prone`, `減速`, `is frightened of you`, `あなたに対して恐怖`), and whom it is about (`of you`, or None); None for any
        other."""
        words = [w.text for w in phrase.words]
        if words and fold(words[0]) in COPULAS:
            words = words[1:]
        if len(words) == 1 and not words[0].isascii():
            about = self._japanese_about(list(phrase.words))  # (`あなたに対して恐怖`, as `frightened of you`)
            if about is not None:
                return self.rules.conditions.lookup(about[0][0].text), about[1]
        return self._condition_about(words)

    def _condition_about(self, words: list[str]):
        """The Draw Steel condition `words` name (`slowed`), or one word of them followed by whom it is about
        (`frightened of all minotaurs`, `taunted by the knight`, as a condition alone reads them), and that (`of all
        minotaurs`, or None); None for any other (never a clause after it: `slowed by the noise unless it is deaf`).
        (A condition about someone joined to a status was a part of the status's name, the condition lost.)"""
        term = self.rules.conditions.lookup(" ".join(words)) if words else None
        if term is not None:
            return term, None
        if len(words) > 2 and fold(words[1]) in SOURCE_WORDS \
                and not CLAUSE_OPENERS.intersection(fold(w) for w in words[2:]):
            term = self.rules.conditions.lookup(words[0])
            if term is not None:
                return term, " ".join(words[1:]).rstrip(" ,.")
        return None

    def _as_written(self, first: ast.Word, last: ast.ConditionPhrase) -> str | None:
        """The words of a status from `first` to the end of the phrase `last` as the source writes them (`falls into
        the fissure, lands prone, and can't stand`), not its phrases joined by `and` as the grammar splits them; None
        when a span is not known, or the words are quoted (`「can't hide」`: the quotes are no part of them)."""
        end = last.words[-1] if last.words else None
        if first.span is None or end is None or end.span is None or end.span[1] <= first.span[0]:
            return None
        written = self._part_text[first.span[0]:end.span[1]]
        return None if any(mark in written for mark in "「」『』") else written

    def _condition_after_until(self, node: ast.ConditionsClause) -> tuple[ast.ConditionsClause, ast.Word] | None:
        """`bleeding until the end of the encounter and slowed` (`… and is slowed`): the duration spelt out ends at
        `and`, and the word after it is in condition position with no duration of its own, as in `the target is
        bleeding until the end of the encounter and is slowed` and `restrained (save ends) and prone` (seed 000: a
        duration ends the effect it is written after). Was a duration `until the end of the encounter and slowed`
        (`and frobbed`: of any word, said nowhere), and with `is`, text said nowhere. The clause before `and`, and
        the word; None for any other."""
        duration = node.duration
        if duration is None or duration.parenthesized or not duration.text.isascii():
            return None
        join = _CONDITION_AFTER_UNTIL.search(duration.text)
        if join is None:
            return None
        said = duration.text[:join.start()]
        if self._duration_term(said) is None and self._until_term(said) is None:
            return None
        start = duration.span[0] if duration.span else 0
        word = ast.Word(join.group("what"), (start + join.start("what"), start + join.end("what")))
        return attrs.evolve(node, duration=attrs.evolve(duration, text=said, span=(start, start + len(said)))), word

    def _named_after_subject(self, node: ast.ConditionsClause, what: str, lasting: bool = True) -> str | None:
        """`the target prone (EoT)`, `the target proen (EoT)`: a subject and one word, with no `is` to say the word is
        the ability's own (`the target is proen`, warned about only one slip away). A Draw Steel condition's name is
        that condition (its id; was a status of the ability's own named `prone`); a word close to one is the slip a
        misspelt condition with no subject is (SB101, an error), compiled as written when it lasts (None), and text
        when it does not, as `the target can't hide` is (it was a status, or text, said nowhere)."""
        word = node.phrases[0].words[-1]
        if len(node.phrases) == 1 and " " in what and (term := self.rules.conditions.lookup(what)) is not None:
            return term.id  # (`the target falls prone`: a condition's spelling of several words)
        if len(node.phrases) != 1 or " " in what or fold(word.text) != fold(what) or fold(what) == self._referenced:
            return None
        term = self.rules.conditions.lookup(what)
        if term is not None:
            return term.id
        if what.lower() in self.defined_words:
            self._used_context = True  # (the ability says what it is: this clause's result is not kept for others)
            return None
        guess = self.rules.conditions.suggest(what)
        if guess is None:
            if not lasting:
                raise NotStructured
            return None
        slip = self._diagnostic("SB101", Severity.ERROR, msg("word.did_you_mean", what=msg("what.conditions"),
                                                              word=what, guess=guess),
                                word.span, msg("word.replace", word=what, guess=guess))
        if not lasting:
            raise NotStructured(slip)
        self.report(slip.code, slip.severity, slip.message, slip.span, slip.suggestion)
        return None

    def _a_move(self, what: str) -> bool:
        """Whether a status's words are a move and its distance (`shifts R squares`, `pushed 2`, `R マスシフトする`,
        `R マス`), or a characteristic's letter alone (`R`), which no status is."""
        words = what.split()
        if words and len(words[0]) == 1 and not a_name(words[0], self.rules):
            return True  # (`R`, `R squares`: a distance, no status)
        if any(w.startswith(SQUARES) for w in words[1:]) and not what.isascii():
            return True  # (`R マス…`: Japanese counts a distance so)
        first = fold(words[0]) if words else ""
        return any(first.startswith(m) for m in self._movements if m.isascii()) \
            and any(not a_name(w, self.rules) for w in words[1:3])


def subject_size(said: str) -> int:
    """How many words of a subject phrase name who (`one target is knocked`: 2), before its copula."""
    words = said.split()
    return next((number for number, word in enumerate(words) if word in COPULAS), len(words))


#: `the target is` names a condition; a status subject followed by these is not a status of its own (`becomes`: `the
#: target becomes frightened of you`, was a status named `becomes frightened of you`)
COPULAS = frozenset({"is", "are", "was", "were", "be", "becomes", "become"})

#: words that open what narrows a subject, where it stands or which it is (`each enemy in the area`, `one target
#: adjacent to you`, `the creature with the lowest Stamina`, `the target who …`): no verb of a status of its own, so the
#: subject goes on past them (`one target adjacent to you is slowed`: was a status named `adjacent to you is slowed`)
NARROWING_WORDS = frozenset({"in", "within", "adjacent", "at", "on", "inside", "outside", "near", "nearest",
                             "closest", "next", "beside", "behind", "around", "under", "with", "without", "of",
                             "from", "who", "whom", "whose", "that", "which"})

#: `frightened of X`, `taunted by X`: who the condition is about
SOURCE_WORDS = frozenset({"of", "by"})

#: `until the end of the encounter and slowed`, `… and is slowed`: a condition after a duration spelt out. Searched,
#: so a match starts only where a run of blanks does (the look-behind) and the blanks before `and` are taken once:
#: `\s*,?\s+` backtracked through every split of a long run of blanks (cubic: 4,000 blanks took a minute)
_CONDITION_AFTER_UNTIL = re.compile(r"(?<![\s,])\s*(?:,\s+|\s)and\s+(?:(?:is|are)\s+)?(?P<what>[^\W\d_][\w'’]*)\s*$",
                                    re.IGNORECASE)


def a_name(word: str, rules) -> bool:
    """Whether `word` may be (a part of) a condition's name: not a characteristic's letter (`R`), nor a word with a
    digit in it (`2`, `2d6`), nor the squares a distance is counted in (`squares`, `マス`, `マスシフトする`)."""
    if any(ch.isdigit() for ch in word) or word.startswith(SQUARES):
        return False
    return not (len(word) == 1 and rules.characteristics.lookup(word) is not None)


#: the squares a distance is counted in, and what a Japanese word holding them starts with (`マスシフトする`)
SQUARES = ("square", "Square", "マス", "スクエア")


def one_word(words: tuple[ast.Word, ...]) -> bool:
    """Whether `words` are one ASCII word with no space in it: folded, it starts with no subject,
    whose every spelling is followed by a space (other scripts may fold to a space: `´`)."""
    return len(words) == 1 and words[0].text.isascii() and len(words[0].text.split()) == 1


#: `and` or `or` as a word, where another clause may start after it
_JOIN_WORD = re.compile(r"\b(?:and|or)\s+", re.IGNORECASE)


#: a Japanese verb's plain form, what a creature does (`死亡する`, `倒れる`, `凍る`): not what says a state holds
#: (`…ている`), lands (`…になる`) or is done to it (the passive `…される`, `…られる`), as `said_states._JA_DEED`
_JA_PLAIN_VERB = re.compile("(?<!てい)(?<!でい)(?<!にな)(?<!とな)(?<!され)(?<!られ)[うくぐすつぬぶむる]$")
#: a particle before a verb: the verb says what is done to something, or where (`武器を落とす`, `速度が下がる`)
_JA_PARTICLES = re.compile("[をにがでへと]")
