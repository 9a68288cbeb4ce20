"""Lowering: the AST of an ability to hero-independent effects.

Vocabulary is looked up here, in ruleset data: an unknown word that is close
to a known one is an error with a did-you-mean; a clause whose words have no
known meaning becomes verbatim `Text`. Dispatch over clause types goes
through one table that fails loudly on a missing entry.
"""

from __future__ import annotations

import functools
import re
from typing import Callable

import attrs

from .. import ast
from ....diagnostics import Diagnostic, Severity, Span
from ....vocabulary import NUMBER_WORDS, Category, Vocabulary, fold
from ..vocabulary import vocabulary
from ...similarity import is_japanese
from ....messages import Listing, Localized, Message, msg
from ..runtime import effects as fx
from .slips import damage_missing, damage_slip, damage_unread, forced_in_words, potency_alone

__all__ = ["known_labels", "lower_ability", "Lowerer"]


def known_labels(category: Category, limit: int = 12) -> Listing:
    """The first spellings of a vocabulary category, in each language; past `limit`, how many more."""
    return Listing(tuple(Localized({lang: term.label(lang) for lang in ("en", "ja")})
                         for term in category.terms.values()), limit)


_CLEAN_CLAUSES: dict[tuple[str, str], tuple[fx.Effect, ...]] = {}
_CACHE_LIMIT = 1 << 16
_DIE = re.compile(r"[dDｄ][0-9０-９]+")
_SIGNED = re.compile(r"[-−－][0-9０-９]+")  # a number with its sign, as the grammar reads one
_SOURCE_WORDS = frozenset({"of", "by"})  # `frightened of X`, `taunted by X`: who the condition is about
# `あなたに対して恐怖`: who a Japanese condition is about, put before it; the English word each takes
_JA_ABOUT = "に対して"
_PAIRED = {"(": ")", "（": "）", ")": "(", "）": "（"}  # a bracket and the one that pairs with it
_JA_AND_WORD = "と"  # `出血と減速`: the particle that joins two conditions
_JA_OR_WORD = "か"  # `つかまれか伏せ`: the particle that offers two
_JA_POINTS = "点"  # `3点のダメージ`: the counter of points of damage
_JA_OF = "の"  # `3点の火炎ダメージ`, `火のダメージ`: the particle between the amount, the type and ダメージ
_JA_ABOUT_SOURCE = {"frightened": "of", "taunted": "by"}


class _NotStructured(Exception):
    """A clause that reads as text after all (its words are not game vocabulary).

    `keep` are diagnostics that still hold for the text (a misspelling is reported even though
    the clause is left as text, so that nothing is compiled from a guess)."""

    def __init__(self, *keep: Diagnostic) -> None:
        super().__init__()
        self.keep = keep


class Lowerer:
    def __init__(self, ruleset: Vocabulary | None = None) -> None:
        self.rules = ruleset or vocabulary()
        self.diagnostics: list[Diagnostic] = []
        self.ability_name: str | None = None
        # words the ability's own text uses outside its tiers (`A dazzled creature can't see.`): a
        # condition named by one of them is the ability's own, not a misspelt Draw Steel condition
        self.ability: ast.Ability | None = None  # whose words `defined_words` reads, when first asked
        self._defined: frozenset[str] | None = None
        self._used_context = False  # the clause being lowered looked at `defined_words`
        self._referenced: str | None = None  # what a clause's closing `(see X)` names, folded
        self._table: dict[type, Callable] = {
            ast.DamageClause: self._damage,
            ast.ForcedClause: self._forced,
            ast.ConditionsClause: self._conditions,
            ast.DamageAndConditions: self._damage_and_conditions,
            ast.OrClause: self._or,
            ast.PotencyClause: self._potency,
            ast.DeedClause: self._deed,
            ast.TextClause: self._text,
            ast.ReferenceClause: lambda node: [fx.Reference(node.text)],
        }

    @property
    def defined_words(self) -> frozenset[str]:
        """Lower-case words of the ability's text outside its tiers (worked out when first needed:
        only a word that is no Draw Steel condition asks)."""
        if self._defined is None:
            self._defined = _words_outside_tiers(self.ability) if self.ability is not None else frozenset()
        return self._defined

    def _written_in_japanese(self) -> bool:
        """Whether the ability being lowered is written in Japanese (its name, keywords or action): the
        language of the words a diagnostic asks an ASCII clause of it (`6 + M`) to add."""
        ability = self.ability
        if ability is None:
            return False
        words = [ability.name, *(w.text for w in ability.keywords)]
        if ability.action is not None:
            words.append(ability.action.text)
        return any(is_japanese(word) for word in words)

    # ---- diagnostics -----------------------------------------------------------------

    def report(self, code: str, severity: Severity, message: Message, span: Span | tuple | None,
               suggestion: Message | None = None) -> None:
        if span is None:
            return
        if not isinstance(span, Span):  # (start, end) inside the clause being lowered
            span = self._fragment.span(*span)
        self.diagnostics.append(Diagnostic(code, severity, message, span, self.ability_name, suggestion))

    def _diagnostic(self, code: str, severity: Severity, message: Message, span: Span | tuple,
                    suggestion: Message | None = None) -> Diagnostic:
        """A diagnostic made but not reported: one that `_NotStructured` carries to the text it leaves."""
        if not isinstance(span, Span):
            span = self._fragment.span(*span)
        return Diagnostic(code, severity, message, span, self.ability_name, suggestion)

    def vocabulary(self, category: Category, word: ast.Word, code: str,
                   severity_unknown: Severity = Severity.WARNING) -> str | None:
        """The canonical id of `word`, or None (and a diagnostic) if unknown."""
        term = category.lookup(word.text)
        if term is not None:
            return term.id
        what = msg(f"what.{category.name}")
        guess = category.suggest(word.text)
        if guess is not None:
            self.report(code, Severity.ERROR, msg("word.did_you_mean", what=what, word=word.text, guess=guess),
                        word.span, msg("word.replace", word=word.text, guess=guess))
        else:
            self.report(code, severity_unknown,
                        msg("word.unknown", what=what, word=word.text, known=known_labels(category)), word.span)
        return None

    # ---- clauses -------------------------------------------------------------------------

    def clause_part(self, part: ast.ClausePart) -> tuple[fx.Effect, ...]:
        """The effects of one `;`-separated clause.

        Lowering depends on the clause's text alone, so a clause that lowered
        without any diagnostic is remembered and reused when written again.
        """
        key = (self.rules.name, part.text)
        cached = _CLEAN_CLAUSES.get(key)
        if cached is not None:
            return cached
        self._fragment = part.fragment
        self._used_context = False
        mark = len(self.diagnostics)
        effects = self._clause_part(part)
        if len(self.diagnostics) == mark and not self._used_context and len(_CLEAN_CLAUSES) < _CACHE_LIMIT:
            _CLEAN_CLAUSES[key] = effects
        return effects

    def _clause_part(self, part: ast.ClausePart) -> tuple[fx.Effect, ...]:
        if fold(part.text).rstrip(".") in self.rules.no_effect_phrases:
            return (fx.NoEffect(part.text),)
        unclosed = _unbalanced(part.text)
        if unclosed is not None:
            # `slowed (save ends`: whatever was meant, it is not read from half a parenthesis
            # the bracket to add in the width of the one written: `）` for `（セーヴ終了`
            written = part.text[unclosed]
            self.report("SB112", Severity.ERROR,
                        msg("paren.unclosed" if written in "(（" else "paren.unopened", paren=_PAIRED[written]),
                        (unclosed, unclosed + 1))
            return (fx.Text(part.text),)
        mark = len(self.diagnostics)
        # `the target is swallowed (see Swallowed)`: the reference says where the condition is defined
        last = part.items[-1] if part.items else None
        self._referenced = fold(last.text) if isinstance(last, ast.ReferenceClause) else None
        try:
            out: list[fx.Effect] = []
            for item in part.items:
                out.extend(self.clause(item))
            return tuple(out)
        except _NotStructured as text:
            del self.diagnostics[mark:]
            self.diagnostics.extend(text.keep)
            if not text.keep:
                self._forced_in_words(part.text, 0)  # (`push two` is read as words in condition position)
            return (self._as_text(part.text),)

    def _forced_in_words(self, text: str, at: int) -> bool:
        """SB126 for a clause kept as text that is a forced movement with its distance in words (`push
        two`): the tier would move no one, in silence. It stays text; the digit is named. Whether it was."""
        found = forced_in_words(text, self.rules)
        if found is None:
            return False
        start, end, number = found
        self.report("SB126", Severity.WARNING, msg("forced.in_words", text=text.strip()), (at + start, at + end),
                    msg("word.replace", word=text[start:end], guess=str(number)))
        return True

    def clause(self, node) -> list[fx.Effect]:
        return self._table[type(node)](node)

    def _not_negative(self, amount: int | None, node) -> None:
        """Damage, a forced or own move and temporary Stamina count up from 0: a negative number there
        (`-2 damage`, `pull -1`) is a slip, reported at its sign, and nothing is compiled from it."""
        if amount is None or amount >= 0:
            return
        start, end = node.span
        found = _SIGNED.search(self._fragment.text, start, end)
        span = found.span() if found is not None else (start, end)
        raise _NotStructured(self._diagnostic("SB113", Severity.ERROR, msg("number.negative"), span,
                                              msg("number.drop_sign")))

    def _damage(self, node: ast.DamageClause) -> list[fx.Effect]:
        self._not_negative(node.amount, node)
        chars = tuple(self._characteristics(node.characteristics))
        types = [node.damage_type, *node.other_types] if node.damage_type is not None else [None]
        types = [self._japanese_damage_word(word) for word in types]
        if any(word is not None and _DIE.fullmatch(word.text) for word in types):
            raise _NotStructured  # `1d 6 damage` and the like: dice, not a damage type `d6`
        kinds = [None if word is None else
                 (self.vocabulary(self.rules.damage_types, word, "SB102") or word.text) for word in types]
        options = tuple((fx.Damage(node.amount, chars, kind, node.dice),) for kind in kinds)
        if len(options) == 1:
            return list(options[0])
        return [fx.Choice(options)]  # `6 cold, fire, or sonic damage`: the user picks the type

    def _japanese_damage_word(self, word: ast.Word | None) -> ast.Word | None:
        """The damage type of `3点の火炎ダメージ`, `3の火炎ダメージ`, `3 火のダメージ` (火), or none of
        `3点のダメージ`: the counter 点 and the particle の around the type are the sentence's, not the
        type's. A word that is not so is itself."""
        if word is None or word.text.isascii():
            return word
        text = word.text
        start = len(_JA_POINTS) if text.startswith(_JA_POINTS) else 0
        start += len(_JA_OF) if text.startswith(_JA_OF, start) else 0
        end = len(text) - len(_JA_OF) if text.endswith(_JA_OF) and len(text) > start else len(text)
        if (start, end) == (0, len(text)):
            return word
        stem = text[start:end]
        if not stem:
            return None  # `3点のダメージ`: no type
        if self.rules.damage_types.lookup(stem) is None:
            return word  # `3 冷たいのダメージ`: reported as written
        span = word.span if word.span is None else (word.span[0] + start, word.span[0] + end)
        return ast.Word(stem, span)

    def _characteristics(self, words) -> list[str]:
        out = []
        for word in words:
            char = self.vocabulary(self.rules.characteristics, word, "SB104", Severity.ERROR)
            out.append(char or word.text)
        return out

    def _forced(self, node: ast.ForcedClause) -> list[fx.Effect]:
        self._not_negative(node.distance, node)
        words, subject = list(node.words), None
        if node.subject is not None:  # `1体のターゲットはプッシュ 3 マス`
            english, some = self._creature(node.subject)
            if not self._names_targets(english):
                raise _NotStructured  # `あなたはプッシュ 3 マス`: not the targets, as `you are pushed 3` is not
            subject = english if some else None
        text = fold(" ".join(w.text for w in words))
        said = None
        for named in self.rules.subjects():
            if text.startswith(named + " "):  # `one target is pushed up to 3 squares`
                if named in self.rules.partial_subjects:
                    subject = " ".join(w.text for w in words[: len(named.split()) - 1])
                words = words[len(named.split()):]
                said = " ".join(w.text for w in node.words)
                break
        if said is not None and node.up_to:
            said += " up to"
        elif node.up_to:
            raise _NotStructured  # `push up to 3`: not how a forced move is written
        if not words:
            raise _NotStructured
        *modifiers, movement = words
        term = self.rules.forced_moves.lookup(movement.text)
        vertical = False
        if term is None and not modifiers:
            # Japanese writes the modifier against the movement: `垂直プル 2`
            for modifier in self.rules.forced_move_modifiers.terms.values():
                for spelling in modifier.ja:
                    if movement.text.startswith(spelling):
                        term = self.rules.forced_moves.lookup(movement.text[len(spelling):])
                        vertical = vertical or (term is not None and modifier.id == "vertical")
        for word in modifiers:
            modifier = self.rules.forced_move_modifiers.lookup(word.text)
            if modifier is None:
                guess = self.rules.forced_move_modifiers.suggest(word.text)
                if guess is None or term is None:
                    raise _NotStructured
                # `verticle push 2`: reported, and left as text (nothing is compiled from a guess)
                raise _NotStructured(self._diagnostic(
                    "SB110", Severity.ERROR,
                    msg("word.did_you_mean", what=msg("what.forced_move_modifiers"), word=word.text, guess=guess),
                    word.span, msg("word.replace", word=word.text, guess=guess)))
            vertical = vertical or modifier.id == "vertical"
        if term is None and said is not None:
            raise _NotStructured
        if term is None:
            guess = self.rules.forced_moves.suggest(movement.text)
            if guess is None and len(node.words) == 1 and not node.characteristics \
                    and fold(movement.text) not in self.rules.own_moves:
                # `shove 2`: a verb and a distance, where a forced move stands
                raise _NotStructured(self._diagnostic(
                    "SB110", Severity.WARNING, msg("forced.unknown", word=movement.text,
                                                   known=known_labels(self.rules.forced_moves)), movement.span))
            if guess is None or len(node.words) > 2:
                raise _NotStructured
            # reported, and left as text: nothing is compiled from a guess
            raise _NotStructured(self._diagnostic(
                "SB110", Severity.ERROR,
                msg("word.did_you_mean", what=msg("what.forced_moves"), word=movement.text, guess=guess),
                movement.span, msg("word.replace", word=movement.text, guess=guess)))
        toward = node.toward.text if node.toward is not None else None
        return [fx.ForcedMove(term.id, node.distance, vertical, tuple(self._characteristics(node.characteristics)),
                              toward, subject, said, node.squares)]

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
        if not known and self.rules.conditions.lookup(rest.removesuffix(_JA_BECOME)) is None:
            return node  # neither a known duration nor a known condition: one word of the author's own
        start = word.span[0]
        until = ast.Duration(match["until"], False, (start + match.start("until"), start + match.end("until")))
        named = ast.Word((match["head"] or "") + rest, (start if match["head"] else until.span[1], word.span[1]))
        words = (*subject, named)
        return attrs.evolve(node, phrases=(attrs.evolve(phrase, words=words, span=(words[0].span[0], named.span[1])),),
                            duration=until)

    def _duration_term(self, text: str):
        """The duration `text` names; `セーヴ終了まで` (`until save ends`) is `セーヴ終了`, save ends."""
        term = self.rules.durations.lookup(text)
        if term is None and text.endswith(_JA_UNTIL) and len(text) > len(_JA_UNTIL):
            term = self.rules.durations.lookup(text[: -len(_JA_UNTIL)])
        return term

    def _until_term(self, text: str):
        """The phrase of the ruleset's `until_phrases` that `text` is (`until the start of your next turn`)."""
        phrases = self.rules.categories.get("until_phrases")
        return phrases.lookup(text) if phrases is not None else None

    def _duration(self, node: ast.Duration | None) -> fx.Duration | None:
        if node is None:
            return None
        term = self._duration_term(node.text)
        if term is not None:
            return fx.Duration(term.id)
        if not node.parenthesized:
            term = self._until_term(node.text)
            # `あなたの次のターンの開始時まで` is `until the start of your next turn`; English stays as written
            return fx.Duration("until", term.en[0] if term is not None and is_japanese(node.text) else node.text)
        guess = self.rules.durations.suggest(node.text, cutoff=0.6)
        if guess is None:
            raise _NotStructured  # `(see Lop)` and the like: not a duration at all
        raise _NotStructured(self._diagnostic("SB109", Severity.ERROR,
                                              msg("duration.did_you_mean", word=node.text, guess=guess),
                                              node.span, msg("duration.write", guess=guess)))

    def _conditions(self, node: ast.ConditionsClause) -> list[fx.Effect]:
        node = self._japanese_until_first(node)
        if len(node.phrases) == 1 and node.duration is None and fold(node.phrases[0].text) in self.rules.vertical_phrases:
            return [fx.MakeVertical()]  # `強制移動は垂直になる`
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
            who, what = status
            what = " and ".join([what, *(p.text for p in node.phrases[1:])])
            return [fx.ApplyCondition(what.lower(), duration, (), True, None, None, who)]
        subject_starts = self.rules.subject_starts
        ja_source: str | None = None
        for number, phrase in enumerate(node.phrases):
            last = number == len(node.phrases) - 1
            lasting = (duration if last else self._duration(phrase.duration)) if own else duration
            text = "" if _one_word(phrase.words) else fold(phrase.text)  # (what a subject may start)
            words, some, explicit = self._japanese_subject(list(phrase.words))
            if len(words) == 1 and words[0].text.endswith(_JA_BECOME) and \
                    self.rules.conditions.lookup(words[0].text[: -len(_JA_BECOME)]) is not None:
                # `伏せ状態になる`: the seeds' prose says a condition so, after its subject or not
                # (`M < 弱、伏せ状態になる`)
                words = [ast.Word(words[0].text[: -len(_JA_BECOME)], words[0].span)]
            if explicit:
                subject = some
                if not words:
                    raise _NotStructured
                text = ""
                about = self._japanese_about(words)
                if about is not None:
                    words, ja_source = about
            for said in self.rules.subjects() if text.startswith(subject_starts) else ():
                if text.startswith(said + " ") and len(text) > len(said):
                    words = words[len(said.split()):]
                    explicit = True
                    if said in self.rules.partial_subjects:  # `one target is grabbed`: not every target
                        subject = " ".join(w.text for w in phrase.words[: len(said.split()) - 1])
                    break
            if explicit and len(words) == 1 and _japanese_sentence(words[0].text) \
                    and self.rules.conditions.lookup(words[0].text) is None:
                # `ターゲットは武器を落とす`, `ターゲットは隠れられない`: what the target does or cannot do,
                # no condition's name; with a duration a status of the ability's own, said of the target,
                # as `the target drops their weapon (EoT)` and `the target can't hide (save ends)` are
                if lasting is None or len(node.phrases) != 1:
                    raise _NotStructured
                if subject is not None:
                    # `1体のターゲットは…`: about one of the targets, which the user picks, as a condition
                    # after it is (`1体のターゲットはつかまれ`); said once, as its subject
                    return [fx.ApplyCondition(words[0].text, lasting, (), True, None, subject)]
                who = self._creature(phrase.words[0].text.partition("は")[0])[0]
                return [fx.ApplyCondition(words[0].text, lasting, (), True, None, None, who)]
            phrase_text = " ".join([w.text for w in words])
            rider = self.rules.riders.lookup(phrase_text)
            if rider is not None and out:
                out[-1] = attrs.evolve(out[-1], riders=out[-1].riders + (rider.id,))
                continue
            if rider is not None:
                # `can't stand (save ends)` on its own: a status of its own, kept as written
                out.append(fx.ApplyCondition(phrase_text.lower(), lasting, (), True, None, subject))
                continue
            source, ja_source = ja_source, None
            if len(words) > 2 and fold(words[1].text) in _SOURCE_WORDS \
                    and (self.rules.conditions.lookup(words[0].text) is not None
                         or self.rules.conditions.suggest(words[0].text) is not None):
                # `frightened of the triggering ally`, `taunted by the knight`; a misspelt condition so
                # (`frightend of you`) is reported as one by `_condition_word`
                source = " ".join(w.text for w in words[1:])
                words = words[:1]
            if len(words) != 1 and not (explicit and _custom_name(words, self._movements)):
                raise _NotStructured
            name = words[0] if len(words) == 1 else \
                ast.Word(_joined(words), (words[0].span[0], words[-1].span[1]))
            either = self._japanese_joined(name, _JA_OR_WORD) if len(node.phrases) == 1 else []
            if either:
                # `つかまれか伏せ（EoT）`: Japanese offers two conditions with か, as `grabbed or prone
                # (EoT)` does, only when every part is one
                return [fx.Choice(tuple((fx.ApplyCondition(term.id, lasting, (), False, source, subject),)
                                        for term in either))]
            joined = self._japanese_joined(name, _JA_AND_WORD)
            if joined:
                # `出血と減速（セーヴ終了）`: Japanese joins two conditions with と, as `bleeding and
                # slowed (save ends)` does, only when every part is one
                out.extend(fx.ApplyCondition(term.id, lasting, (), False, source, subject) for term in joined)
                continue
            out.append(self._condition_word(name, explicit, len(node.phrases) == 1 and duration is None,
                                            lasting, source, subject))
        return out

    def _japanese_joined(self, word: ast.Word, particle: str) -> list:
        """The conditions a word names joined by the particle と (`出血と減速`, `伏せ状態と減速状態`) or か
        (`つかまれか伏せ`), or nothing when the word is one condition or any part is none."""
        if particle not in word.text or self.rules.conditions.lookup(word.text) is not None:
            return []
        return self._conditions_joined(word.text, particle)

    def _conditions_joined(self, text: str, particle: str) -> list:
        """The conditions `text` names joined by `particle` at any of its places (a condition may hold
        the particle: `つかまれか伏せ`), two at least; or nothing."""
        at = text.find(particle)
        while at != -1:
            first = self.rules.conditions.lookup(text[:at])
            if first is not None:
                rest = text[at + len(particle):]
                last = self.rules.conditions.lookup(rest)
                more = [last] if last is not None else self._conditions_joined(rest, particle)
                if more:
                    return [first, *more]
            at = text.find(particle, at + 1)
        return []

    @functools.cached_property
    def _movements(self) -> frozenset[str]:
        """Folded stems of every movement word (`push`, `slide`, `teleport`, `shift`)."""
        forced = (fold(s) for t in self.rules.forced_moves.terms.values() for s in (*t.en, *t.ja))
        return frozenset((*forced, *self.rules.own_moves))

    def _japanese_about(self, words: list) -> tuple[list, str] | None:
        """`あなたに対して恐怖`, `あなたに対して挑発状態`: a condition said of a creature the ruleset
        knows, as `frightened of you` and `taunted by you` are, its word and its source in English."""
        if len(words) != 1:
            return None
        who, particle, name = words[0].text.partition(_JA_ABOUT)
        if not particle or not who:
            return None
        name = name.removesuffix("状態")
        term = self.rules.conditions.lookup(name)
        creature = self.rules.creatures.lookup(who)
        if term is None or creature is None or term.id not in _JA_ABOUT_SOURCE:
            return None
        span = words[0].span
        if span is not None:
            start = span[0] + len(who) + len(particle)
            span = (start, start + len(name))
        return [ast.Word(name, span)], f"{_JA_ABOUT_SOURCE[term.id]} {creature.en[0]}"

    def _status(self, phrase: ast.ConditionPhrase) -> tuple[str, str] | None:
        """A status subject and what follows it with a verb of its own (`the target`, `can't hide`)."""
        if _one_word(phrase.words):
            return None  # (a subject is followed by a space, and a word alone folds to none)
        text = fold(phrase.text)
        if not text.startswith(self.rules.status_starts):
            return None
        for said in self.rules.status_subjects:
            if text.startswith(said + " "):
                size = len(said.split())
                who, rest = phrase.words[:size], phrase.words[size:]
                if not said.isascii() and len(rest) < 2:
                    return None  # `ターゲットはslagged`: Japanese names a condition so, with no verb
                if rest and fold(rest[0].text) not in _COPULAS:
                    written = " ".join(w.text for w in who)
                    if not written.isascii():  # `ターゲットは`: the English the ruleset gives
                        written = self._creature(written.rstrip("は"))[0]
                    return written, " ".join(w.text for w in rest)
                return None
        return None

    def _condition_word(self, word: ast.Word, explicit: bool, alone: bool, duration: fx.Duration | None = None,
                        source: str | None = None, subject: str | None = None) -> fx.ApplyCondition:
        """The condition one word names: a Draw Steel one, the ability's own, or a custom one
        (reported as the likely slip it is when it is close to a known one), with its `duration`,
        `source` and `subject`."""
        if not explicit and forced_in_words(word.text, self.rules) is not None:
            raise _NotStructured  # `プッシュ三マス`: a forced movement with its distance in words (SB126)
        term = self.rules.conditions.lookup(word.text)
        if term is not None:
            return fx.ApplyCondition(term.id, duration, (), False, source, subject)
        if word.text[:1].isupper() and not explicit and alone:
            raise _NotStructured  # a capitalised lone word reads as prose, not as a condition
        if not explicit and self._about_someone(word.text):
            # `隣接する敵は減速`, `ターゲットとそれに隣接する各味方は弱体`: a sentence about creatures the
            # grammar cannot name, which its English (`adjacent enemies are slowed`) is too
            raise _NotStructured
        if not explicit and self.rules.forced_moves.lookup(word.text) is not None:
            # `M < 3 push`: a forced move without its distance is not a condition named push
            raise _NotStructured(self._diagnostic(
                "SB110", Severity.WARNING, msg("forced.no_distance", word=word.text), word.span,
                msg("forced.write", word=word.text)))
        custom = fx.ApplyCondition(word.text.lower(), duration, (), True, source, subject)
        if fold(word.text) == self._referenced:
            return custom  # `swallowed (see Swallowed)`: named where the rules say what it is
        if word.text.lower() in self.defined_words or _as_status(word.text).lower() in self.defined_words:
            # (`mark` in a tier, `The target is marked by you` in the Effect: the same word)
            # the ability says what it is: no diagnostic here, which another ability's same clause
            # may well need, so this clause's result is not kept for others
            self._used_context = True
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
            if _one_slip(word.text, guess):
                self.report("SB111", Severity.WARNING,
                            msg("condition.custom_near", word=word.text, guess=guess), word.span)
        elif not explicit:
            self.report("SB111", Severity.WARNING,
                        msg("condition.custom", word=word.text, advice=self._custom_advice(word.text),
                            known=known_labels(self.rules.conditions)), word.span)
        return custom

    def _semicolon_after(self, end: int) -> str:
        """The `;` that ends the clause ending at `end` as written: `；` where it is typed in full width."""
        fragment = self._fragment
        source = fragment.source
        if source is None or not len(fragment.text):
            return ";"
        after = source.text[fragment.file_offset(max(end, 1) - 1) + 1:].lstrip(" \t\u3000")
        return after[0] if after[:1] in (";", "；") else ";"

    def _custom_advice(self, word: str) -> Localized:
        """How SB111 tells the author to say a custom condition is meant, in each message language: the
        form with a subject (`the target is burning`, `ターゲットは燃焼`) where the word is in that
        language, else the same said in words (`the target is 燃焼` would be in neither language)."""
        written = "en" if word.isascii() else "ja"
        target = self.rules.creatures.terms["the_target"].label(written)
        said = f"{target} is {_as_status(word)}" if written == "en" else f"{target}は{word}"
        return Localized({lang: msg("condition.say_so" if lang == written else "condition.say_subject",
                                    said=said).render(lang) for lang in ("en", "ja")})

    def _damage_and_conditions(self, node: ast.DamageAndConditions) -> list[fx.Effect]:
        return self._damage(node.damage) + self._conditions(node.conditions)

    def _or(self, node: ast.OrClause) -> list[fx.Effect]:
        options = []
        for option in node.options:
            effects: list[fx.Effect] = []
            for item in option:
                effects.extend(self.clause(item))
            options.append(tuple(effects))
        return [fx.Choice(_share_duration(options))]

    def _potency(self, node: ast.PotencyClause) -> list[fx.Effect]:
        char = self.rules.characteristics.lookup(node.characteristic.text)
        if char is None:
            if len(node.characteristic.text) > 1 and self.rules.characteristics.suggest(node.characteristic.text) is None:
                raise _NotStructured
            letters = Localized({lang: ", ".join(f"{t.extra['letter']} ({t.label(lang)})"
                                                 for t in self.rules.characteristics.terms.values())
                                 for lang in ("en", "ja")})
            self.report("SB104", Severity.ERROR,
                        msg("potency.characteristic", word=node.characteristic.text, letters=letters),
                        node.characteristic.span)
        strength = None
        if node.strength is not None:
            strength = self.vocabulary(self.rules.potency_strengths, node.strength, "SB108",
                                       Severity.ERROR)
        mark = len(self.diagnostics)
        try:
            effects: list[fx.Effect] = []
            for item in node.body:
                effects.extend(self.clause(item))
        except _NotStructured as text:
            del self.diagnostics[mark:]
            self.diagnostics.extend(text.keep)
            effects = [self._as_text(node.body_text)]
        if node.subject and self._never_a_target(node.subject):
            raise _NotStructured  # `if you have M < 3`, `あなたはM < 3、朦朧`: no target's potency
        # `if one target has M < 3`: some of the targets only; `if the target has` is every one
        some = node.subject if node.subject and fold(node.subject + " is") in self.rules.partial_subjects else None
        if node.subject and not node.subject.isascii():  # `1体のターゲットはM < 3、…`
            english, partial = self._creature(node.subject)
            some = english if partial else None
        # a strength the ruleset does not know (SB108) is kept as written, for the card to print
        unknown = node.strength.text if node.strength is not None and strength is None else None
        return [fx.PotencyGate(char.id if char else node.characteristic.text, strength, node.value, tuple(effects),
                               node.otherwise, some, node.said, unknown)]

    def _creature(self, written: str) -> tuple[str, bool]:
        """Who a Japanese sentence names, as the English the ruleset gives for it (`ターゲット`: `the
        target`), and whether it is only some of the targets; English and unknown words as written."""
        if written.isascii():
            return written, False
        term = self.rules.creatures.lookup(written)
        if term is None:
            return written, False
        return term.en[0], bool(term.extra.get("some"))

    @functools.cached_property
    def _creature_nouns(self) -> tuple[str, ...]:
        """Japanese words that name creatures (`ターゲット`, `各味方`, `敵`, `クリーチャー`)."""
        terms = (*self.rules.creatures.terms.values(), *self.rules.target_words.terms.values())
        return tuple(spelling for term in terms for spelling in term.ja)

    def _about_someone(self, text: str) -> bool:
        """Whether Japanese `text` starts with a topic that ends in a creature (`隣接する敵は…`)."""
        head, particle, _ = text.partition("は")
        return bool(particle) and not text.isascii() and head.endswith(self._creature_nouns)

    def _never_a_target(self, written: str) -> bool:
        """`you`, `the Director` (`あなた`, `ディレクター`): who a power roll's potency is never about."""
        term = self.rules.creatures.lookup(written)
        return term is not None and term.id in ("you", "the_director")

    def _names_targets(self, english: str) -> bool:
        """Whether `english` (`the target`, `one target`) is a subject a condition lands on in English:
        one of the targets, not `you`, `each ally` or `the Director`."""
        said = fold(english)
        return any(f"{said} {copula}" in self.rules.subjects() for copula in ("is", "are"))

    def _japanese_subject(self, words: list) -> tuple[list, str | None, bool]:
        """`ターゲットは伏せ`, `1体のターゲットは つかまれ`: the words after a Japanese subject (a
        creature the ruleset knows, then は), who of the targets it is about when not every one, and
        whether a subject was there."""
        first = words[0].text if words else ""
        who, particle, rest = first.partition("は")
        if not particle or first.isascii() or self.rules.creatures.lookup(who) is None:
            return words, None, False
        english, some = self._creature(who)
        if not self._names_targets(english):
            # `あなたは伏せ`, `各味方は減速`: a condition on someone other than the targets, which the
            # English `you are prone` is too, and no effect on the targets
            raise _NotStructured
        start = words[0].span[0] + len(who) + 1
        tail = [ast.Word(rest, (start, words[0].span[1]))] if rest else []
        return tail + list(words[1:]), english if some else None, True

    def _deed(self, node: ast.DeedClause) -> list[fx.Effect]:
        who = self._creature(node.doer.text)[0] if node.doer is not None else None
        verb = node.verb.text if node.verb is not None else ""
        if node.kind in ("own_move", "temporary_stamina"):
            self._not_negative(node.amount, node)
        if node.kind == "own_move":
            if node.doer is None and "squares" not in node.flags:
                raise _NotStructured  # `teleport 3`: who moves whom is not said
            movement = "teleport" if fold(verb).startswith("teleport") or "teleport" in node.flags else "shift"
            whom = self._creature(node.words[0].text)[0] if node.words else None
            return [fx.OwnMove(who, movement, node.amount, "up_to" in node.flags, "can" in node.flags, verb, whom)]
        if node.kind == "temporary_stamina":
            return [fx.TemporaryStamina(who, node.amount, verb)]
        if node.kind == "resource":
            if len(node.words) > 2 or any(_DIE.fullmatch(w.text) for w in node.words):
                raise _NotStructured  # `gains 1 of their ...`, `loses 1d6 recoveries`: not `N resource`
            written = " ".join(w.text for w in node.words)
            term = self.rules.heroic_resources.lookup(written) or self.rules.resources.lookup(written)
            amount = -node.amount if "loses" in node.flags else node.amount
            return [fx.ResourceChange(who, term.id if term is not None else written.lower(), amount, verb)]
        if node.kind == "stat":
            stat = self.rules.statblock_fields.lookup(node.words[0].text)
            if stat is None:
                raise _NotStructured  # `the target has deathcount 3`: no statistic the rules know
            return [fx.StatChange(who, stat.id, node.amount, "halved" in node.flags, self._duration(node.duration),
                                  verb)]
        if node.kind == "free_strike":
            against = node.words[0].text.rstrip(".。") if node.words else None
            return [fx.FreeStrike(who, against, "can" in node.flags, verb)]
        if node.kind == "slay":
            return [fx.Slay(who, node.amount, "or_less" in node.flags)]
        if node.kind == "edge_bane":
            which = "edge" if "edge" in node.flags else "bane"
            on = " ".join(w.text for w in node.words) or None
            return [fx.EdgeOrBane(who, which, "double" in node.flags, on, verb, self._duration(node.duration))]
        # damage_modifier
        damage_type = None
        if node.damage_type is not None and fold(node.damage_type.text) != "damage":
            damage_type = self.vocabulary(self.rules.damage_types, node.damage_type, "SB102") \
                or node.damage_type.text.lower()
        which = "immunity" if "immunity" in node.flags else "weakness"
        return [fx.DamageModifier(who, which, damage_type, node.amount, self._duration(node.duration), verb)]

    def _as_text(self, text: str) -> fx.Effect:
        """What a clause the grammar left as words compiles to: a fixed phrase the ruleset knows
        (`the forced movement is vertical`), else the words themselves."""
        if fold(text).rstrip(".。") in self.rules.vertical_phrases:
            return fx.MakeVertical()
        counted = _JA_COUNT.fullmatch(text.strip())
        if counted is not None:  # `2体のクリーチャー`
            noun = self.rules.target_words.lookup(counted.group(2))
            if noun is not None and noun.extra.get("kind") == "noun":
                return fx.TargetCount(int(counted.group(1).translate(_FULLWIDTH)), noun.id)
        counted = self._counted_resource(text)
        if counted is not None:
            return counted
        count = re.fullmatch(r"(\w+)\s+(\w+)\.?", text.strip())
        if count is not None and fold(count.group(1)) in NUMBER_WORDS:
            # `Two creatures`: how many targets the tier gets
            noun = self.rules.target_words.lookup(count.group(2))
            if noun is not None and noun.extra.get("kind") == "noun":
                return fx.TargetCount(NUMBER_WORDS[fold(count.group(1))], noun.id)
        return fx.Text(text)

    def _counted_resource(self, text: str) -> fx.ResourceChange | None:
        """`you gain a surge`, `each target gains two surges`, `the Director loses one Malice`: a resource
        counted in a word, which the grammar reads only in digits (`gains 2 surges`), so the change is the
        same; None unless who gains (if said) and the resource are ones the ruleset knows."""
        found = _COUNTED_RESOURCE.fullmatch(text.strip())
        if found is None:
            return None
        doer, verb, count, written = found.group("doer", "verb", "count", "resource")
        amount = 1 if fold(count) in ("a", "an") else NUMBER_WORDS.get(fold(count))
        term = self.rules.heroic_resources.lookup(written) or self.rules.resources.lookup(written)
        if amount is None or term is None or (doer is not None and self.rules.creatures.lookup(doer) is None):
            return None
        if fold(verb).startswith("lose"):
            amount = -amount
        return fx.ResourceChange(doer, term.id, amount, verb)

    def _text(self, node: ast.TextClause) -> list[fx.Effect]:
        slip = damage_slip(node.text)
        if slip is not None and node.span is not None:
            # `3 + A damge`: damage but for one word; the tier would lose its damage in silence
            start, end, guess = slip
            word = node.text[start:end]
            at = node.span[0]
            self.report("SB114", Severity.ERROR, msg("damage.misspelt", word=word, guess=guess),
                        (at + start, at + end), msg("word.replace", word=word, guess=guess))
        elif node.span is not None:
            missing = damage_missing(node.text, self.rules)
            if missing is not None:
                # `3 + M`: an amount with no `damage`; the tier would deal none, in silence. Nothing is
                # guessed in: it stays text, and the author is told which word to write
                written = node.text.strip()
                start = node.span[0] + node.text.index(written)
                word = "ダメージ" if not written.isascii() or self._written_in_japanese() else "damage"
                self.report("SB116", Severity.ERROR if missing == "damage" else Severity.WARNING,
                            msg(f"damage.missing_{missing}", text=written, word=word),
                            (start, start + len(written)), msg("damage.add_word", word=word))
            elif (unread := damage_unread(node.text)) is not None:
                # `2.5 damage`, `5 damage + 2 fire damage`: damage in no shape the grammar reads; the tier
                # would deal none, in silence. It stays text: which amount was meant is not guessed
                written = node.text.strip()
                start = node.span[0] + node.text.index(written)
                japanese = not written.isascii() or self._written_in_japanese()
                example = {"fraction": "2 ダメージ" if japanese else "2 damage",
                           "two": "5 ダメージ、2 火炎ダメージ" if japanese else "5 damage, 2 fire damage"}[unread]
                self.report("SB118", Severity.ERROR if unread == "fraction" else Severity.WARNING,
                            msg(f"damage.unread_{unread}", text=written),
                            (start, start + len(written)), msg(f"damage.write_{unread}", example=example))
            elif self._forced_in_words(node.text, node.span[0]):
                pass
            elif potency_alone(node.text, self.rules):
                # `M < STRONG; prone`: the `;` ends the potency's clause; what follows lands on every target
                written = node.text.strip()
                start = node.span[0] + node.text.index(written)
                gate = written.rstrip(",，、.。:：")
                # the example in the clause's language (`M < 強、伏せ`), whatever the message's
                example = f"{gate}、伏せ" if not written.isascii() or self._written_in_japanese() else f"{gate}, prone"
                # the `;` as written after it: `；` typed in full width
                semicolon = self._semicolon_after(node.span[1])
                self.report("SB117", Severity.WARNING, msg("potency.alone", text=written, semicolon=semicolon),
                            (start, start + len(written)), msg("potency.join", text=gate, example=example))
        return [self._as_text(node.text)]


#: `2体のクリーチャー`: a count, 体 and の (joining words), a noun
_JA_COUNT = re.compile(r"([0-9０-９]+)\s*体の\s*(\S+?)。?")
_FULLWIDTH = str.maketrans("０１２３４５６７８９", "0123456789")
#: `you gain a surge`, `gains two surges`: who, the verb, a count in a word, the resource (one or two words)
_COUNTED_RESOURCE = re.compile(r"(?:(?P<doer>[A-Za-z][A-Za-z ]*?)\s+)?(?P<verb>(?:re)?gains?|loses?)\s+"
                               r"(?P<count>[A-Za-z]+)\s+(?P<resource>[A-Za-z]+(?: [A-Za-z]+)?)\.?", re.IGNORECASE)
#: `伏せ状態になる`: Japanese prose says a condition lands so
_JA_BECOME = "になる"
_JA_UNTIL = "まで"
# `[ターゲットは]エンカウント終了時まで出血`: a subject, a duration ending in まで, then what lasts
_JA_UNTIL_FIRST = re.compile(r"(?P<head>[^\W\d_A-Za-z]*?は)?(?P<until>[^\W\d_A-Za-z]{1,48}?まで)(?P<rest>.+)")
#: `the target is` names a condition; a status subject followed by these is not a status of its own
_COPULAS = frozenset({"is", "are", "was", "were", "be"})
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


def _one_slip(word: str, guess: str) -> bool:
    """Whether `word` is one slip of the hand from `guess` (a letter left out, doubled, swapped or wrong):
    `slowd`, `dazd`; `swallowed` is no slip for `slowed`, nor `dazzled` for `dazed`."""
    a, b = fold(word), fold(guess)
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diffs = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diffs) == 1 or (len(diffs) == 2 and diffs[1] == diffs[0] + 1
                                   and a[diffs[0]] == b[diffs[1]] and a[diffs[1]] == b[diffs[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def _as_status(word: str) -> str:
    """`word` as a status after `the target is`: a verb written bare takes its past participle (`mark`:
    `marked`, `seize`: `seized`; the few irregular ones a status is made of: `freeze`: `frozen`), a word
    that already reads as one (`dazzled`, `frozen`, a Japanese word) is kept."""
    lower = word.lower()
    if not word.isascii() or not word.isalpha() or lower.endswith(("ed", "en", "ing", "d")):
        return word
    if lower in _IRREGULAR:
        return word[:1] + _IRREGULAR[lower][1:]
    return word + ("d" if lower.endswith("e") else "ed")


#: Past participles of verbs a status may be named by, where -ed is wrong.
_IRREGULAR = {"freeze": "frozen", "bind": "bound", "shake": "shaken", "break": "broken", "hold": "held",
              "stick": "stuck", "hide": "hidden", "catch": "caught", "fight": "fought",
              "take": "taken", "give": "given", "spin": "spun", "sting": "stung", "strike": "struck",
              "drive": "driven", "weave": "woven", "steal": "stolen"}


def _custom_name(words, movements: frozenset[str]) -> bool:
    """A condition the ability names in two words after `the target is` (`blood soaked`), not a
    movement (`teleported away`) nor a phrase with a preposition in it."""
    folded = [fold(w.text) for w in words]
    return len(words) == 2 and not any(w in _NOT_IN_A_NAME or any(w.startswith(m) for m in movements)
                                       for w in folded)


# Particles that put a verb's object, subject or place before it (`武器を落とす`, `速度が下がる`,
# `恐怖に陥る`): Japanese words holding one are a sentence, never a condition's name, as the
# English `the target drops their weapon` is none (`_custom_name`)
_JA_PARTICLES = re.compile("[をがに]")


# The end of a Japanese verb or adjective said of its subject (`隠れられない`, `光る`, `動けない`): a word
# ending so is what the subject does or cannot do, as `the target can't hide` is in English, and no
# condition's name (those are nouns: `伏せ`, `つかまれ`, `燃焼`). Not `…ている` (`飛んでいる`: `the target is
# flying`, a status named so) nor `…になる` (`濡れ状態になる`: a condition said to land).
_JA_PREDICATE = re.compile("(?<![てで]い)(?<!にな)[うくぐすつぬぶむるい]$")


def _japanese_sentence(text: str) -> bool:
    """Whether a Japanese word holds one of `_JA_PARTICLES` or ends as `_JA_PREDICATE` does (the author's
    quoted words are their own)."""
    return not text.isascii() and "「" not in text and (_JA_PARTICLES.search(text) is not None
                                                        or _JA_PREDICATE.search(text) is not None)


def _one_word(words: tuple[ast.Word, ...]) -> bool:
    """Whether `words` are one ASCII word with no space in it: folded, it starts with no subject,
    whose every spelling is followed by a space (other scripts may fold to a space: `´`)."""
    return len(words) == 1 and words[0].text.isascii() and len(words[0].text.split()) == 1


def _unbalanced(text: str) -> int | None:
    """Index of the first parenthesis left open or closed without an opening one, or None."""
    opened: list[int] = []
    for mark in _PARENTHESIS.finditer(text):  # (most clauses have none or two: not every character)
        if mark.group() in "(（":
            opened.append(mark.start())
        elif not opened:
            return mark.start()
        else:
            opened.pop()
    return opened[0] if opened else None


_PARENTHESIS = re.compile(r"[(（)）]")


def _share_duration(options: list[tuple[fx.Effect, ...]]) -> tuple[tuple[fx.Effect, ...], ...]:
    """`weakened or the target is slimed (save ends)`: the duration written once at the end holds
    for the conditions of every option that names none of its own."""
    last = options[-1][-1] if options and options[-1] else None
    if not isinstance(last, fx.ApplyCondition) or last.duration is None:
        return tuple(options)
    shared = []
    for option in options:
        if option and all(isinstance(e, fx.ApplyCondition) and e.duration is None for e in option):
            option = tuple(attrs.evolve(e, duration=last.duration) for e in option)
        shared.append(option)
    return tuple(shared)


def lower_ability(ability: ast.Ability, ruleset: Vocabulary | None = None) -> tuple[fx.CompiledAbility, list[Diagnostic]]:
    from .ability import lower_whole

    lowerer = Lowerer(ruleset)
    lowerer.ability = ability
    return lower_whole(ability, lowerer)


def _words_outside_tiers(ability: ast.Ability) -> frozenset[str]:
    """Lower-case words of the ability's sections, trigger and flavor: where it defines its own terms."""
    texts = [s.text for s in ability.sections] + [ability.flavor or ""]
    if ability.trigger is not None:
        texts.append(ability.trigger.text)
    return frozenset(word.lower() for text in texts for word in _WORD.findall(text))


_WORD = re.compile(r"\w+")
