"""Lowering damage and forced movement: `2d6 + 7 fire damage`, `3 + M or A damage`, `6 cold, fire, or sonic
damage`, `3点の火炎ダメージ`, `push 2`, `vertical slide 3`, `one target is pulled up to 3 squares`, `垂直プル 2`.

A damage type, a characteristic, a forced move and its modifier are looked up in the ruleset: a word close to
a known one is reported (SB102, SB104, SB110) and nothing is compiled from the guess; a negative number (SB113)
or a shape that is no damage or forced move leaves the clause as text (`NotStructured`). `DamageForcedLowering`
is a part of `Lowerer` (`lower.py`), which holds the diagnostics and the clause being lowered.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....diagnostics import Severity, Span
from ....messages import msg
from ....vocabulary import fold
from ...similarity import is_japanese
from ..creature_names import named_by_its_author
from ..runtime import effects as fx
from .base import NotStructured, known_labels
from .statuses import subject_size

__all__ = ["DamageForcedLowering"]


DIE = re.compile(r"[dDｄ][0-9０-９]+")
_SIGNED = re.compile(r"[-−－][0-9０-９]+")  # a number with its sign, as the grammar reads one
_JA_POINTS = "点"  # `3点のダメージ`: the counter of points of damage
_JA_OF = "の"  # `3点の火炎ダメージ`, `火のダメージ`: the particle between the amount, the type and ダメージ


class DamageForcedLowering:
    """The damage and forced movement of `Lowerer` (see the module's docstring)."""

    def _not_negative(self, amount: int | None, node) -> None:
        """Damage, a forced or own move and temporary Stamina count up from 0: a negative number there
        (`-2 damage`, `pull -1`) is a slip, reported at its sign, and nothing is compiled from it."""
        if amount is None or amount >= 0:
            return
        start, end = node.span
        found = _SIGNED.search(self._fragment.text, start, end)
        span = found.span() if found is not None else (start, end)
        raise NotStructured(self._diagnostic("SB113", Severity.ERROR, msg("number.negative"), span,
                                              msg("number.drop_sign")))

    def _damage(self, node: ast.DamageClause) -> list[fx.Effect]:
        self._not_negative(node.amount, node)
        node, level = _level_damage(node)
        chars = tuple(self._characteristics(node.characteristics))
        types = [node.damage_type, *node.other_types] if node.damage_type is not None else [None]
        types = [self._japanese_damage_word(word) for word in types]
        if any(word is not None and DIE.fullmatch(word.text) for word in types):
            raise NotStructured  # `1d 6 damage` and the like: dice, not a damage type `d6`
        kinds = [None if word is None else
                 (self.vocabulary(self.rules.damage_types, word, "SB102") or word.text) for word in types]
        # `1体の敵は 6 ダメージを受ける`: who takes it, as the English the ruleset gives (`one enemy`)
        subject = self._creature(node.subject)[0] if node.subject is not None else None
        options = tuple((fx.Damage(node.amount, chars, kind, node.dice, subject, level),) for kind in kinds)
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
            word = _score_of(word)
            char = self.vocabulary(self.rules.characteristics, word, "SB104", Severity.ERROR)
            out.append(char or word.text)
        return out

    def _forced(self, node: ast.ForcedClause) -> list[fx.Effect]:
        self._not_negative(node.distance, node)
        words, subject = list(node.words), None
        if node.subject is not None:  # `1体のターゲットはプッシュ 3 マス`
            english, some = self._creature(node.subject)
            if not self._names_targets(english):
                raise NotStructured  # `あなたはプッシュ 3 マス`: not the targets, as `you are pushed 3` is not
            subject = english if some else None
        text = fold(" ".join([w.text for w in words]))
        said = None
        # (`subject_starts` first: most forced moves name no subject, and one test tells)
        for named in self.rules.subjects() if text.startswith(self.rules.subject_starts) else ():
            if text.startswith(named + " "):  # `one target is pushed up to 3 squares`
                if named in self.rules.partial_subjects:
                    subject = " ".join(w.text for w in words[: subject_size(named)])
                words = words[len(named.split()):]
                said = " ".join(w.text for w in node.words)
                break
        if said is None and node.subject is None and not node.passive:
            active = self._active_forced(words)
            if active is not None:  # `you pull the target 5 squares`
                words, subject, said = active
        if said is not None and node.up_to:
            said += " up to"
        if not words:
            raise NotStructured
        *modifiers, movement = words
        term = self.rules.forced_moves.lookup(movement.text)
        vertical = straight = False
        if term is None and not modifiers:
            # Japanese writes the modifier against the movement: `垂直プル 2`
            for modifier in self.rules.forced_move_modifiers.terms.values():
                for spelling in modifier.ja:
                    if movement.text.startswith(spelling):
                        term = self.rules.forced_moves.lookup(movement.text[len(spelling):])
                        vertical = vertical or (term is not None and modifier.id == "vertical")
                        straight = straight or (term is not None and modifier.id == "straight")
        for word in modifiers:
            modifier = self.rules.forced_move_modifiers.lookup(word.text)
            if modifier is None:
                guess = self.rules.forced_move_modifiers.suggest(word.text)
                if guess is None or term is None:
                    raise NotStructured
                # `verticle push 2`: reported, and left as text (nothing is compiled from a guess)
                raise NotStructured(self._diagnostic(
                    "SB110", Severity.ERROR,
                    msg("word.did_you_mean", what=msg("what.forced_move_modifiers"), word=word.text, guess=guess),
                    word.span, msg("word.replace", word=word.text, guess=guess)))
            vertical = vertical or modifier.id == "vertical"
            straight = straight or modifier.id == "straight"
        if term is None and said is not None:
            raise NotStructured
        if term is None:
            guess = self.rules.forced_moves.suggest(movement.text)
            if guess is None and len(node.words) == 1 and not node.characteristics \
                    and fold(movement.text) not in self.rules.own_moves:
                # `shove 2`: a verb and a distance, where a forced move stands
                known = known_labels(self.rules.forced_moves, written=movement.text)
                raise NotStructured(self._diagnostic(
                    "SB110", Severity.WARNING, msg("forced.unknown", word=movement.text, known=known), movement.span))
            if guess is None or len(node.words) > 2:
                raise NotStructured
            # reported, and left as text: nothing is compiled from a guess
            raise NotStructured(self._diagnostic(
                "SB110", Severity.ERROR,
                msg("word.did_you_mean", what=msg("what.forced_moves"), word=movement.text, guess=guess),
                movement.span, msg("word.replace", word=movement.text, guess=guess)))
        if node.up_to and said is None and not node.passive and node.subject is None \
                and fold(movement.text) in {fold(spelling) for spelling in term.en}:
            # `push up to 3`, `vertical slide up to 2 + R`: the notation with `up to` (what it does is what
            # `push 3` does: a forced move is never more than its distance); `said` keeps the English words for
            # the card (a Japanese card's `スライド 最大 2 + R` has none to keep: `up_to` says it)
            said = " ".join(w.text for w in node.words) + " up to"
        toward = node.toward.text if node.toward is not None else None
        # (a straight push or pull is the push or pull: seed 000 says they are straight)
        straight = straight and not term.extra.get("straight")
        return [fx.ForcedMove(term.id, node.distance, vertical, tuple(self._characteristics(node.characteristics)),
                              toward, subject, said, node.squares, node.up_to, node.ignores_stability, straight)]

    def _forced_by_characteristic(self, node: ast.ConditionsClause) -> list[fx.Effect] | None:
        """`pull R`, `vertical slide A`, `プル R`: a forced move whose distance is a characteristic (the grammar reads
        the words as a condition's: a letter is a word to it), lowered as `pull 0 + R` is; None for any other words."""
        if len(node.phrases) != 1 or node.duration is not None or node.phrases[0].duration is not None:
            return None
        words = node.phrases[0].words
        if len(words) < 2 or self.rules.characteristics.lookup(words[-1].text) is None:
            return None
        movement = words[-2].text
        if self.rules.forced_moves.lookup(movement) is None and not any(
                movement.startswith(spelling) and self.rules.forced_moves.lookup(movement[len(spelling):]) is not None
                for modifier in self.rules.forced_move_modifiers.terms.values() for spelling in modifier.ja):
            return None  # (`垂直プル R`: the modifier written against the movement, as `_forced` reads it)
        start, end = node.phrases[0].span
        return self._forced(ast.ForcedClause(words[:-1], 0, (start, end), (words[-1],)))

    def _active_forced(self, words: list) -> tuple[list, str | None, str] | None:
        """A forced move said of the one moving (`you pull the target 5 squares`, `The horse vertical slides the
        target up to 3 squares`): the verb one of a forced move's `active` words, a modifier right before it,
        the words before those naming you, or no one (`push the target 3 squares`), or the creature whose
        ability it is as its author names it (`the horse`: `the` and words the ruleset knows as no creature),
        and the words after the verb naming the targets (`the target`, `each target`, `one target`). The words
        of the move (`vertical slide`), who of the targets when not every one, and the words as written; None
        when the words say no such sentence (`push 2`, `an ally pushes the target 2 squares`)."""
        actives = self.rules.active_forced_moves
        for at, word in enumerate(words):
            term = actives.get(fold(word.text))
            if term is None:
                continue
            doer, moved = list(words[:at]), " ".join(w.text for w in words[at + 1:])
            modifiers = []
            while doer and self.rules.forced_move_modifiers.lookup(doer[-1].text) is not None:
                modifiers.insert(0, doer.pop())
            if not moved or not moved.isascii() or not self._names_targets(moved):
                return None
            if doer:
                who = " ".join(w.text for w in doer)
                known = self.rules.creatures.lookup(who)
                if known is not None and known.id != "you":
                    return None
                if known is None and not named_by_its_author(self.rules, who):
                    return None
            subject = moved if fold(moved + " is") in self.rules.partial_subjects else None
            verb = ast.Word(term.en[0], word.span)
            return [*modifiers, verb], subject, " ".join(w.text for w in words)
        return None


# `3 + 筋力スコアに等しいダメージ`: seed 000's damage in words (「3 + 筋力スコアに等しいダメージを与え」), the
# characteristic's score, equal to which the damage is
_JA_SCORE, _JA_EQUAL = "スコア", "に等しい"


#: `5 + レベルに等しい雷ダメージ` (as seed 000 says a loss, 「1d6 + レベルに等しいスタミナ」): the words before the type
JA_LEVEL_EQUAL = "レベルに等しい"


def _level_damage(node: ast.DamageClause) -> tuple[ast.DamageClause, bool]:
    """`5 + レベルに等しい雷ダメージ`, read by the grammar as 5 plus a characteristic `レベルに等しい雷`: the level added
    and the type after it (none in `5 + レベルに等しいダメージ`); any other damage as it is, without the level."""
    if len(node.characteristics) != 1 or node.damage_type is not None \
            or not node.characteristics[0].text.startswith(JA_LEVEL_EQUAL):
        return node, False
    word = node.characteristics[0]
    rest = word.text[len(JA_LEVEL_EQUAL):]
    span = None if word.span is None else (word.span[0] + len(JA_LEVEL_EQUAL), word.span[1])
    return attrs.evolve(node, characteristics=(), damage_type=ast.Word(rest, span) if rest else None), True


def _score_of(word: ast.Word) -> ast.Word:
    """The characteristic a Japanese word names with its score (`筋力スコアに等しい`: `筋力`); any other word as it is."""
    text = word.text
    if not is_japanese(text):
        return word
    text = text[: -len(_JA_EQUAL)] if text.endswith(_JA_EQUAL) else text
    text = text[: -len(_JA_SCORE)] if text.endswith(_JA_SCORE) and len(text) > len(_JA_SCORE) else text
    if text == word.text:
        return word
    span = word.span
    if isinstance(span, Span):
        span = Span(span.source, span.start, span.start + len(text))
    return ast.Word(text, span)
