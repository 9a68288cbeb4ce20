"""Lowering: the AST of an ability to hero-independent effects.

Vocabulary is looked up here, in ruleset data: an unknown word that is close
to a known one is an error with a did-you-mean; a clause whose words have no
known meaning becomes verbatim `Text`. Dispatch over clause types goes
through one table that fails loudly on a missing entry. The clauses of one
kind each are lowered by a part of `Lowerer` in a module of their own:
conditions (`conditions.py`), durations (`durations.py`), damage and forced
movement (`damage_forced.py`), clauses kept as text (`text_clauses.py`),
potencies (`potencies.py`).
"""

from __future__ import annotations

import functools
import re
from typing import Callable

import attrs

from .. import ast
from ....diagnostics import Diagnostic, Severity, Span
from ....vocabulary import Category, Vocabulary, fold
from ..vocabulary import vocabulary
from ...similarity import is_japanese
from ....messages import Message, msg
from ..creature_names import marked_a_name, the_maps_word
from ..creature_phrases import narrowed_term, possessed
from ..runtime import effects as fx
from ..runtime.compiled import CompiledAbility
from .base import NotStructured, keyword_for_damage_type, known_labels
from .conditions import ConditionLowering
from .potencies import PotencyLowering
from .subject_pairs import subject_choice
from .own_moves import JA_MOVE, say_whose, whose_unsaid
from .damage_forced import DamageForcedLowering
from .shared_duration import DurationSharing
from .joined_riders import JoinedRiders, RiderOfAName
from .text_clauses import TextLowering
from .others import OthersLowering
from .own_state_names import one_state_name
from .japanese_topic import topic_carried
from .negations import NegatedConditions
from .demonstratives import a_demonstratives
from .choice_sharing import share_duration, share_subject
from .lead_memo import forget_lowered_leads, keep_lowered, lowered_lead
from ..grammar.leads import lead_of

__all__ = ["forget_lowered", "known_labels", "lower_ability", "Lowerer", "unbalanced"]



# a word of dice in a resource's words: `d3` of `loses 1d3 Recoveries` (the number read apart), `1d3` of `回復 1d3 を失う`
_DICE = re.compile(r"[0-9０-９]*[dDｄＤ][0-9０-９]+")
# {ruleset's name: {clause text: its effects}}: a lowerer holds its ruleset's (a lookup a clause, no key of two made)
_CLEAN_CLAUSES: dict[str, dict[str, tuple[fx.Effect, ...]]] = {}
_CACHE_LIMIT = 1 << 16  # (clauses of one ruleset)
_PAIRED = {"(": ")", "（": "）", ")": "(", "）": "（"}  # a bracket and the one that pairs with it


class Lowerer(ConditionLowering, DamageForcedLowering, TextLowering, DurationSharing, PotencyLowering, OthersLowering,
              JoinedRiders, NegatedConditions):
    """Lowers one ability's clauses (`clause_part`), reporting what it finds; conditions and durations
    are `ConditionLowering`'s (`conditions.py`), damage and forced movement `DamageForcedLowering`'s
    (`damage_forced.py`), clauses kept as text `TextLowering`'s (`text_clauses.py`), a duration after parts
    joined by `and` `DurationSharing`'s (`shared_duration.py`), conditions and damage said of others than the
    targets and the user `OthersLowering`'s (`others.py`)."""

    def __init__(self, ruleset: Vocabulary | None = None) -> None:
        self.rules = ruleset or vocabulary()
        self._clean = _CLEAN_CLAUSES.setdefault(self.rules.name, {})  # (emptied, never replaced: `forget_lowered`)
        self.diagnostics: list[Diagnostic] = []
        self.ability_name: str | None = None
        # words the ability's own text uses outside its tiers (`A dazzled creature can't see.`): a
        # condition named by one of them is the ability's own, not a misspelt Draw Steel condition
        self.ability: ast.Ability | None = None  # whose words `defined_words` reads, when first asked
        self._defined: frozenset[str] | None = None
        self._used_context = False  # the clause being lowered looked at `defined_words`
        self._referenced: str | None = None  # what a clause's closing `(see X)` names, folded

    @property
    def defined_words(self) -> frozenset[str]:
        """Lower-case words of the ability's text outside its tiers (worked out when first needed:
        only a word that is no Draw Steel condition asks)."""
        if self._defined is None:
            self._defined = _words_outside_tiers(self.ability) if self.ability is not None else frozenset()
        return self._defined

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
        """A diagnostic made but not reported: one that `NotStructured` carries to the text it leaves."""
        if not isinstance(span, Span):
            span = self._fragment.span(*span)
        return Diagnostic(code, severity, message, span, self.ability_name, suggestion)

    def vocabulary(self, category: Category, word: ast.Word, code: str,
                   severity_unknown: Severity = Severity.WARNING, unknown_help=None) -> str | None:
        """The canonical id of `word`, or None (and a diagnostic) if unknown; `unknown_help` is the help of a word
        close to none."""
        term = category.lookup(word.text)
        if term is not None:
            return term.id
        what = msg(f"what.{category.name}")
        keyword = keyword_for_damage_type(self.rules, word.text) if category is self.rules.damage_types else None
        if keyword is not None:  # `psionic damage`: a keyword, not `sonic` misspelt
            name, damage_type, shared = keyword
            if damage_type is not None:
                self.report(code, Severity.ERROR, msg("damage_type.keyword_like", word=word.text, keyword=name,
                                                      guess=damage_type, shared=shared),
                            word.span, msg("word.replace", word=word.text, guess=damage_type))
            else:
                self.report(code, severity_unknown, msg("damage_type.keyword", word=word.text, keyword=name,
                                                        known=known_labels(category, written=word.text)), word.span)
            return None
        guess = category.suggest(word.text)
        if guess is not None:
            self.report(code, Severity.ERROR, msg("word.did_you_mean", what=what, word=word.text, guess=guess),
                        word.span, msg("word.replace", word=word.text, guess=guess))
        else:
            self.report(code, severity_unknown,
                        msg("word.unknown", what=what, word=word.text, known=known_labels(category, written=word.text)), word.span,
                        unknown_help)
        return None

    # ---- clauses -------------------------------------------------------------------------

    def clause_part(self, part: ast.ClausePart) -> tuple[fx.Effect, ...]:
        """The effects of one `;`-separated clause.

        Lowering depends on the clause's text alone, so a clause that lowered
        without any diagnostic is remembered and reused when written again.
        """
        text = part.text
        clean = self._clean
        cached = clean.get(text)
        if cached is not None:
            return cached
        # `A < 1 slowed (save ends)` after `M < 2 slowed (save ends)`, `12 fire damage` after `5 fire damage`: one
        # lowering of the rest (`lead_memo.py`)
        lead = lead_of(text)
        if lead is not None:
            cached = lowered_lead(self.rules, lead)
            if cached is not None:
                if len(clean) < _CACHE_LIMIT:
                    clean[text] = cached
                return cached
        self._fragment = part.fragment
        self._part_text = text
        self._used_context = False
        mark = len(self.diagnostics)
        effects = self._clause_part(part)
        if len(self.diagnostics) == mark and not self._used_context:
            if len(clean) < _CACHE_LIMIT:
                clean[text] = effects
            if lead is not None:
                keep_lowered(self.rules, lead, effects)
        return effects

    def _clause_part(self, part: ast.ClausePart) -> tuple[fx.Effect, ...]:
        if self.rules.says_no_effect(part.text):
            return (fx.NoEffect(part.text),)
        unclosed = unbalanced(part.text)
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
            for item in topic_carried(part.items):
                out.extend(self.clause(item))
            self._bare_potency(part)
            negated = self._negated(out, part.text)
            if negated is not None:
                raise NotStructured(negated)
            self._shared_whose_turn(out, part.text)
            return one_state_name(self.riders_after_comma(out), self.rules)
        except NotStructured as text:
            del self.diagnostics[mark:]
            self.diagnostics.extend(text.keep)
            others = None if text.keep else self.said_of_others(part.text)
            negated = self._negated(others, part.text) if others is not None else None
            if negated is not None:
                self.diagnostics.append(negated)
                return (fx.Text(part.text),)
            if others is not None:  # `各味方は減速 (EoT)`: said of others than the targets (`others.py`)
                self._shared_whose_turn(others, part.text)
                return one_state_name(others, self.rules)
            effects = self._as_text_parts(part.text)
            if not text.keep and isinstance(effects[0], fx.Text):
                # (`push two` is read as words in condition position; `減速 (prone)` as a condition and a duration)
                self._forced_in_words(part.text, 0) or self._gloss_contradicts(part.text, (0, len(part.text))) \
                    or self._own_move_by_characteristic(part.text, 0) or self._duration_unbracketed(part.text, 0) \
                    or self._own_move_in_parts(part.text, 0)
            return effects

    def clause(self, node) -> list[fx.Effect]:
        # (a table of the class's functions, not of this lowerer's bound methods: those made each lowerer a reference
        # cycle, every ability's AST then freed by the cycle collector rather than at once, 120,000 objects a corpus)
        return _CLAUSE_KINDS[type(node)](self, node)

    def _reference(self, node: ast.ReferenceClause) -> list[fx.Effect]:
        return [fx.Reference(node.text)]

    def _damage_and_conditions(self, node: ast.DamageAndConditions) -> list[fx.Effect]:
        return self._damage(node.damage) + self._conditions(node.conditions)

    def _or(self, node: ast.OrClause) -> list[fx.Effect]:
        last = node.options[-1]
        if len(node.options) == 2 and len(last) == 1 and isinstance(last[0], ast.PotencyClause) \
                and not last[0].otherwise and last[0].subject is None \
                and not any(isinstance(item, ast.PotencyClause) for item in node.options[0]):
            # `Slowed (EoT) or A < 3 3 damage and restrained (EoT)`, `燃焼（EoT）、または M < 2、伏せ`: a potency after
            # `or` is no option the user picks but the effect a target too weak to resist takes instead (seed 000:
            # a potency is the target's characteristic against the value, never asked), as `or if the target has
            # M < 2 they are …` and `または、M < 2、…` read (was a choice)
            return [effect for item in (*node.options[0], attrs.evolve(last[0], otherwise=True))
                    for effect in self.clause(item)]
        either = subject_choice(node.options, self.rules)
        if either is not None:  # `you or the target is dazed (EoT)`: a choice of who
            return self.either_subject(*either)
        options = []
        for option in node.options:
            effects: list[fx.Effect] = []
            for item in option:
                effects.extend(self.clause(item))
            options.append(tuple(effects))
        return [fx.Choice(share_duration(share_subject(node.options, options)))]

    def _and(self, node: ast.AndClause) -> list[fx.Effect]:
        """The effects of each part in turn; the clause is text if a part is (`the target is prone and
        hanging onto the edge`), or names a condition of its own (the `and` may be inside the name)."""
        if node.whole:
            mark = len(self.diagnostics)
            try:
                whole = [effect for item in topic_carried(node.whole) for effect in self.clause(item)]
                # (of a choice, not a status of the ability's own named with the choice's particle: `ターゲットは出血するか、
                # 減速` was a status named `出血するか`, and slowed)
                if not any(isinstance(e, fx.Text) or (node.choice and isinstance(e, fx.ApplyCondition) and e.custom)
                           for e in whole):
                    joined = self._riders_joined(whole)
                    if joined is None:
                        # (a rider or a condition after a condition on a name: whose it is is not read; text, SB138)
                        raise RiderOfAName
                    return self._share_in_whole(node, joined)
            except RiderOfAName:
                del self.diagnostics[mark:]
                raise NotStructured from None
            except NotStructured:
                pass
            del self.diagnostics[mark:]
        if node.choice:
            options = []
            for part in node.parts:
                option = self._effects_of(part)
                if any(isinstance(e, fx.Text) or (isinstance(e, fx.ApplyCondition) and e.custom) for e in option):
                    raise NotStructured
                options.append(tuple(option))
            return [fx.Choice(share_duration(options))]
        effects: list[fx.Effect] = []
        mark = len(self.diagnostics)
        written, node, stretched = node, *self._statuses_lasting(node)
        for part in node.parts:
            for item in topic_carried(part):
                for effect in self.clause(item):
                    if isinstance(effect, fx.Text) or (isinstance(effect, fx.ApplyCondition) and effect.custom
                                                         and effect.who is None) \
                            or (isinstance(effect, fx.PotencyGate) and any(isinstance(e, fx.Text) for e in effect.effects)):
                        # (a part's misspelt condition is still said, the clause kept as text: `porne and the target
                        # loses 1d3 Recoveries`; not a status said of its subject with a verb of its own, `… and can't
                        # regain Stamina (save ends)`, as `the target can't regain Stamina (save ends)` alone is read)
                        raise NotStructured(*(d for d in self.diagnostics[mark:] if d.code == "SB101"))
                    effects.append(effect)
        self._one_holder(written, stretched, effects)
        # `The target is slowed and takes a bane on power rolls (save ends)`: a last duration said of every part
        # of one creature (`shared_duration.py`)
        return self._share_last_duration(node, effects)

    def _effects_of(self, items) -> list[fx.Effect]:
        return [effect for item in items for effect in self.clause(item)]

    def _deed(self, node: ast.DeedClause) -> list[fx.Effect]:
        if node.doer is not None and _JA_JOINED.search(node.doer.text):
            # `伏せ および あなたはサージ 2 を得る`: no creature's name holds a join (was a resource gained by one named
            # `伏せ および あなた`, the prone lost)
            raise NotStructured
        who = self._creature(node.doer.text)[0] if node.doer is not None else None
        if who is not None and who == node.doer.text and not who.isascii() and _joined_to_a_creature(self.rules, who):
            # `スタミナとその味方は 2 スクエアシフトする`: a creature after と, before it no creature nor name (was one
            # creature named `スタミナとその味方`), as `Stamina and its allies …` is none
            raise NotStructured
        if who is not None and the_maps_word(self.rules, who) and not marked_a_name(self._part_text, who):
            raise NotStructured  # (`the ground shifts 2 squares`, `地面は…`: the map's, no creature; `「地面」は…` a name)
        verb = node.verb.text if node.verb is not None else ""
        if node.kind in ("own_move", "temporary_stamina"):
            self._not_negative(node.amount, node)
        if node.kind == "own_move":
            if whose_unsaid(node):
                # `teleport 3`, `テレポート 3`: who moves whom is not said (kept as text, and said: SB146, `own_moves.py`)
                said = self._part_text[node.span[0]:node.span[1]] if node.span is not None else verb
                raise NotStructured(self._diagnostic(
                    "SB146", Severity.WARNING, msg("own_move.whose", text=said, verb=verb),
                    node.span or (0, len(self._part_text)), msg("own_move.say_whose", **say_whose(verb, node.amount))))
            movement = "teleport" if fold(verb).startswith("teleport") or "teleport" in node.flags else "shift"
            if fold(verb).startswith("move") or fold(verb) == fold(JA_MOVE):  # `moves up to their speed`, 移動
                movement = "move"
            whom = self._creature(node.words[0].text)[0] if node.words else None
            return [fx.OwnMove(who, movement, node.amount, "up_to" in node.flags, "can" in node.flags, verb, whom,
                               "speed" in node.flags, node.toward.text if node.toward is not None else None,
                               "must" in node.flags, "straight" in node.flags)]
        if node.kind == "temporary_stamina":
            return [fx.TemporaryStamina(who, node.amount, verb)]
        if node.kind == "resource":
            if len(node.words) > 2 or any(_DICE.fullmatch(w.text) for w in node.words):
                # `loses 1d3 Recoveries` as a part of a compound (`prone and the target loses 1d3 Recoveries`): read
                # as the whole clause is (`_rolled_loss`), or said again from its words when who is the first part's
                # (`the target is prone and loses 1d3 Recoveries`, `ターゲットは伏せ状態になり、回復 1d3 を失う`: their spans
                # are partly the first part's); `gains 1 of their ...`: not `N resource`
                rolled = self._rolled_loss(self._part_text[node.span[0]:node.span[1]]) if node.span is not None else None
                if rolled is None and node.doer is not None and node.verb is not None and len(node.words) == 2:
                    who, verb, (first, second) = node.doer.text, node.verb.text, (w.text for w in node.words)
                    rolled = self._rolled_loss(f"{who} {verb} {node.amount or ''}{first} {second}" if who.isascii()
                                               else f"{who.removesuffix('は')}は{first}{second}" if "に等しい" in second
                                               else f"{who.removesuffix('は')}は{first} {second} を{verb}")
                if rolled is None:
                    raise NotStructured
                return [rolled]
            written = " ".join(w.text for w in node.words)
            # a statistic lost or gained (`スタミナを5失う`, `loses 5 Stamina`): its id, so that the JSON is the same
            # in both languages (was the written word lowercased: `スタミナ` in Japanese)
            term = self.rules.heroic_resources.lookup(written) or self.rules.resources.lookup(written) \
                or self.rules.statblock_fields.lookup(written)
            amount = -node.amount if "loses" in node.flags else node.amount
            return [fx.ResourceChange(who, term.id if term is not None else written.lower(), amount, verb,
                                      spends="spends" in node.flags, can="can" in node.flags)]
        if node.kind == "stat":
            stat = self.rules.statblock_fields.lookup(node.words[0].text)
            if stat is None:
                raise NotStructured  # `the target has deathcount 3`: no statistic the rules know
            if who is not None and a_demonstratives(who) and not marked_a_name(self._part_text, who):
                # `this speed is 0`, `this this speed`, `the this speed`, `これの速度`, `こいつの速度`, `ターゲットとその速度`:
                # whose is not said (were creatures named `this`, `this this`, `the this`, `これ`, `こいつ`, `ターゲットとそ`);
                # a name the author quotes is a name (`「その騎士」の速度`)
                raise NotStructured
            # (`your speed is 0 (EoT)`: yours, as `you have speed 0 (EoT)` is; its cards said `your's speed`, `「your」の速度`)
            who = possessed(self.rules, who) if who is not None else None
            if "by" in node.flags:  # `the creature's speed is increased by 2`
                return [fx.StatChange(who, stat.id, None, False, self._duration(node.duration, who), verb, node.amount)]
            return [fx.StatChange(who, stat.id, node.amount, "halved" in node.flags, self._duration(node.duration, who),
                                  verb)]
        if node.kind == "free_strike":
            against = node.words[0].text.rstrip(".。") if node.words else None
            if against is not None and not against.isascii():
                # `最も近い味方に`, `ターゲットに隣接する各敵に`: whom, in the ruleset's English, as a card says it
                against = self._creature(against)[0]
            edge = next((f for f in node.flags if f in _STRIKE_EDGES), None)
            return [fx.FreeStrike(who, against, "can" in node.flags, verb, edge)]
        if node.kind == "slay":
            return [fx.Slay(who, node.amount, "or_less" in node.flags)]
        if node.kind == "edge_bane":
            which = "edge" if "edge" in node.flags else "bane"
            on = " ".join(w.text for w in node.words) or None
            scopes = self.rules.categories["edge_scopes"]
            scope = scopes.lookup(on) if on else None
            if scope is not None:  # `次のストライク`, `its next strike`: one English for both languages, as a target's
                if who == "you" and "yours" in scope.extra and is_japanese(on):  # (`あなたは次のストライクに…`)
                    scope = scopes.terms[scope.extra["yours"]]
                on = scope.en[0]
            return [fx.EdgeOrBane(who, which, "double" in node.flags, on, verb, self._duration(node.duration, who))]
        # damage_modifier
        damage_type = None
        if node.damage_type is not None and fold(node.damage_type.text) != "damage":
            damage_type = self.vocabulary(self.rules.damage_types, node.damage_type, "SB102") \
                or node.damage_type.text.lower()
        which = "immunity" if "immunity" in node.flags else "weakness"
        return [fx.DamageModifier(who, which, damage_type, node.amount, self._duration(node.duration, who), verb,
                                  "unnamed" in node.flags)]


# the Japanese words that join two clauses (`および`, `かつ`): in no creature's name
_JA_JOINED = re.compile("および|かつ")
_MOST_JA_JOINS = 4  # と tried at (a name may hold one): linear time on any text


def _joined_to_a_creature(rules: Vocabulary, who: str) -> bool:
    """Whether Japanese `who`, which names no creature the ruleset reads, ends in one after と (`スタミナとその味方`)."""
    at, tries = who.find("と"), 0
    while at > 0 and tries < _MOST_JA_JOINS:
        if narrowed_term(rules, who[at + 1:]) is not None or rules.creatures.lookup(who[at + 1:]) is not None:
            return True
        at, tries = who.find("と", at + 1), tries + 1
    return False

# a creature's own move of its speed (`移動`, seed 000's word for moving: `move`)

# a free strike's own edge or bane (`a free strike that gains an edge`), as the builders flag it
_STRIKE_EDGES = frozenset({"edge", "double_edge", "bane", "double_bane"})


def unbalanced(text: str) -> int | None:
    """Index of the first parenthesis left open or closed without an opening one, or None."""
    if "(" not in text and ")" not in text and "（" not in text and "）" not in text:
        return None  # (most clauses: four scans in C cost less than a search for any of them)
    plain = _PLAIN_PAIRS.sub("", text)
    if "(" not in plain and ")" not in plain and "（" not in plain and "）" not in plain:
        return None  # (every parenthesis closed by the next one: `slowed (save ends)`, most of the rest)
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
_PLAIN_PAIRS = re.compile(r"[(（][^(（)）]*[)）]")  # a parenthesis and the next one, which closes it


def forget_lowered() -> None:
    """Empty what lowering remembers from one clause to the next (the clean clauses, those of a lead): the next
    clause is lowered as in a fresh process."""
    for clean in _CLEAN_CLAUSES.values():
        clean.clear()  # (each lowerer holds its ruleset's: emptied in place)
    forget_lowered_leads()


def lower_ability(ability: ast.Ability, ruleset: Vocabulary | None = None) -> tuple[CompiledAbility, list[Diagnostic]]:
    lowerer = Lowerer(ruleset)
    lowerer.ability = ability
    return _lower_whole()(ability, lowerer)


@functools.cache
def _lower_whole():
    """`ability.lower_whole`, imported at the first ability (that module imports this one); an import statement in
    `lower_ability` cost a module lookup per ability."""
    from .ability import lower_whole

    return lower_whole


def _words_outside_tiers(ability: ast.Ability) -> frozenset[str]:
    """Lower-case words of the ability's sections, trigger and flavor: where it defines its own terms."""
    texts = [s.text for s in ability.sections] + [ability.flavor or ""]
    if ability.trigger is not None:
        texts.append(ability.trigger.text)
    return frozenset(word.lower() for text in texts for word in _WORD.findall(text))


_WORD = re.compile(r"\w+")


_CLAUSE_KINDS: dict[type, Callable] = {
    ast.DamageClause: Lowerer._damage,
    ast.ForcedClause: Lowerer._forced,
    ast.ConditionsClause: Lowerer._conditions,
    ast.DamageAndConditions: Lowerer._damage_and_conditions,
    ast.OrClause: Lowerer._or,
    ast.AndClause: Lowerer._and,
    ast.PotencyClause: Lowerer._potency,
    ast.DeedClause: Lowerer._deed,
    ast.TextClause: Lowerer._text,
    ast.ReferenceClause: Lowerer._reference,
}
