"""Lowering: the AST of an ability to hero-independent effects.

Vocabulary is looked up here, in ruleset data: an unknown word that is close
to a known one is an error with a did-you-mean; a clause whose words have no
known meaning becomes verbatim `Text`. Dispatch over clause types goes
through one table that fails loudly on a missing entry.
"""

from __future__ import annotations

from typing import Callable

from .. import ast
from ..diagnostics import Diagnostic, Severity, Span
from ..rulesets import Category, Ruleset, draw_steel, fold
from ..messages import Localized, Message, msg
from ..runtime import effects as fx

__all__ = ["known_labels", "lower_ability", "Lowerer"]


def known_labels(category: Category, limit: int = 12) -> Localized:
    """The first spellings of a vocabulary category, in each language."""
    return Localized({lang: ", ".join(category.labels(lang)[:limit]) for lang in ("en", "ja")})


_CLEAN_CLAUSES: dict[tuple[str, str], tuple[fx.Effect, ...]] = {}
_CACHE_LIMIT = 1 << 16


class _NotStructured(Exception):
    """A clause that reads as text after all (its words are not game vocabulary)."""


class Lowerer:
    def __init__(self, ruleset: Ruleset | None = None) -> None:
        self.rules = ruleset or draw_steel()
        self.diagnostics: list[Diagnostic] = []
        self.ability_name: str | None = None
        self._table: dict[type, Callable] = {
            ast.DamageClause: self._damage,
            ast.ForcedClause: self._forced,
            ast.ConditionsClause: self._conditions,
            ast.DamageAndConditions: self._damage_and_conditions,
            ast.OrClause: self._or,
            ast.PotencyClause: self._potency,
            ast.TextClause: self._text,
        }

    # ---- diagnostics -----------------------------------------------------------------

    def report(self, code: str, severity: Severity, message: Message, span: Span | tuple | None,
               suggestion: Message | None = None) -> None:
        if span is None:
            return
        if not isinstance(span, Span):  # (start, end) inside the clause being lowered
            span = self._fragment.span(*span)
        self.diagnostics.append(Diagnostic(code, severity, message, span, self.ability_name, suggestion))

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
        mark = len(self.diagnostics)
        effects = self._clause_part(part)
        if len(self.diagnostics) == mark and len(_CLEAN_CLAUSES) < _CACHE_LIMIT:
            _CLEAN_CLAUSES[key] = effects
        return effects

    def _clause_part(self, part: ast.ClausePart) -> tuple[fx.Effect, ...]:
        if fold(part.text).rstrip(".") in self.rules.no_effect_phrases:
            return (fx.NoEffect(part.text),)
        mark = len(self.diagnostics)
        try:
            out: list[fx.Effect] = []
            for item in part.items:
                out.extend(self.clause(item))
            return tuple(out)
        except _NotStructured:
            del self.diagnostics[mark:]
            return (fx.Text(part.text),)

    def clause(self, node) -> list[fx.Effect]:
        return self._table[type(node)](node)

    def _damage(self, node: ast.DamageClause) -> list[fx.Effect]:
        chars = []
        for word in node.characteristics:
            char = self.vocabulary(self.rules.characteristics, word, "SB104", Severity.ERROR)
            chars.append(char or word.text)
        damage_type = None
        if node.damage_type is not None:
            damage_type = self.vocabulary(self.rules.damage_types, node.damage_type, "SB102")
            damage_type = damage_type or node.damage_type.text
        return [fx.Damage(node.amount, tuple(chars), damage_type)]

    def _forced(self, node: ast.ForcedClause) -> list[fx.Effect]:
        *modifiers, movement = node.words
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
                raise _NotStructured
            vertical = vertical or modifier.id == "vertical"
        if term is None:
            guess = self.rules.forced_moves.suggest(movement.text)
            if guess is None or len(node.words) > 2:
                raise _NotStructured
            self.report("SB110", Severity.ERROR,
                        msg("word.did_you_mean", what=msg("what.forced_moves"), word=movement.text, guess=guess),
                        movement.span, msg("word.replace", word=movement.text, guess=guess))
            return [fx.ForcedMove(guess.lower(), node.distance, vertical)]
        return [fx.ForcedMove(term.id, node.distance, vertical)]

    def _duration(self, node: ast.Duration | None) -> fx.Duration | None:
        if node is None:
            return None
        term = self.rules.durations.lookup(node.text)
        if term is not None:
            return fx.Duration(term.id)
        if not node.parenthesized:
            return fx.Duration("until", node.text)
        guess = self.rules.durations.suggest(node.text, cutoff=0.6)
        if guess is None:
            raise _NotStructured  # `(see Lop)` and the like: not a duration at all
        self.report("SB109", Severity.ERROR, msg("duration.did_you_mean", word=node.text, guess=guess),
                    node.span, msg("duration.write", guess=guess))
        return fx.Duration(self.rules.durations.lookup(guess).id)

    def _conditions(self, node: ast.ConditionsClause) -> list[fx.Effect]:
        duration = self._duration(node.duration)
        out: list[fx.ApplyCondition] = []
        subjects = self.rules.subjects()
        for phrase in node.phrases:
            words = list(phrase.words)
            explicit = False
            text = fold(phrase.text)
            for subject in subjects:
                if text.startswith(subject + " ") and len(text) > len(subject):
                    count = len(subject.split())
                    words = words[count:]
                    explicit = True
                    break
            phrase_text = " ".join(w.text for w in words)
            rider = self.rules.riders.lookup(phrase_text)
            if rider is not None and out:
                last = out[-1]
                out[-1] = fx.ApplyCondition(last.condition, last.duration, last.riders + (rider.id,), last.custom)
                continue
            if len(words) != 1:
                raise _NotStructured
            word = ast.Word(words[0].text, words[0].span)
            term = self.rules.conditions.lookup(word.text)
            if term is not None:
                out.append(fx.ApplyCondition(term.id, duration))
                continue
            if word.text[:1].isupper() and not explicit and len(node.phrases) == 1 and duration is None:
                raise _NotStructured  # a capitalised lone word reads as prose, not as a condition
            guess = self.rules.conditions.suggest(word.text)
            if guess is not None:
                self.report("SB101", Severity.ERROR,
                            msg("word.did_you_mean", what=msg("what.conditions"), word=word.text, guess=guess),
                            word.span, msg("word.replace", word=word.text, guess=guess))
                out.append(fx.ApplyCondition(self.rules.conditions.lookup(guess).id, duration))
                continue
            if not explicit:
                self.report("SB111", Severity.WARNING,
                            msg("condition.custom", word=word.text, known=known_labels(self.rules.conditions)),
                            word.span)
            out.append(fx.ApplyCondition(word.text.lower(), duration, (), True))
        # one duration at the end of `restrained and bleeding (save ends)` covers every condition
        return [fx.ApplyCondition(c.condition, duration, c.riders, c.custom) for c in out]

    def _damage_and_conditions(self, node: ast.DamageAndConditions) -> list[fx.Effect]:
        return self._damage(node.damage) + self._conditions(node.conditions)

    def _or(self, node: ast.OrClause) -> list[fx.Effect]:
        options = []
        for option in node.options:
            effects: list[fx.Effect] = []
            for item in option:
                effects.extend(self.clause(item))
            options.append(tuple(effects))
        return [fx.Choice(tuple(options))]

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
        except _NotStructured:
            del self.diagnostics[mark:]
            effects = [fx.Text(node.body_text)]
        return [fx.PotencyGate(char.id if char else node.characteristic.text, strength, node.value, tuple(effects))]

    def _text(self, node: ast.TextClause) -> list[fx.Effect]:
        return [fx.Text(node.text)]


def lower_ability(ability: ast.Ability, ruleset: Ruleset | None = None) -> tuple[fx.CompiledAbility, list[Diagnostic]]:
    from .ability import lower_whole

    return lower_whole(ability, Lowerer(ruleset))
