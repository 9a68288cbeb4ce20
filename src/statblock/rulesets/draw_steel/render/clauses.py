"""Clause text from effects: what a card prints for each `;`-separated clause.

One table maps each effect kind to its formatter; the words come from the
ruleset in the card's language, and the joining words from a `Phrasing` per
language. A `Text` effect is printed verbatim. Bound effects (a hero's numbers
worked out, see `runtime.bind`) and unbound ones go through the same table: a
`Damage` with no characteristics left prints as a plain number, a
`PotencyGate` with a `value` prints the value instead of its strength.

What comes out is the notation itself, so it reads back to the same effects
(`3 + M damage; push 1`, `A < WEAK, prone`, `5 聖なるダメージ; A < 0、伏せ`).

A Japanese clause quotes the author's own words that are not Japanese in corner brackets, where
the vocabulary has no Japanese for them: a condition or status of the ability's own
(`ターゲットは「burning」状態`, `ターゲットは「can't hide」`), a creature (`「the griffon」は`), what an
edge or a bane is on (`「the strike」に`), a condition's source (`恐怖（「of the triggering ally」）`),
where a forced move goes (`プル 3（「toward the center of the cube」）`), a duration of the author's
(`「until the mist disappears」`). The grammar reads a quoted word as the words inside it
(`QUOTED` in notation.lark); `状態` after it makes them one name.

The writer's formatters are split by family: what a creature does or gets is `sentences.py`'s,
forced moves `forced.py`'s, effects measured against the hero or the map `measures.py`'s, a clause's parts
said as the source writes them in English `as_written.py`'s, conditions and durations `conditions.py`'s
(mixins of `_Writer`); damage, potencies, choices and the joining of clauses are here.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable

import attrs

from ....vocabulary import NUMBER_WORDS, Vocabulary, fold
from .both import BothSubjects
from ..vocabulary import vocabulary
from ..runtime import effects as fx
from ..runtime.compiled import CompiledTier
from .as_written import AsWritten
from .compound import SENTENCES as _SENTENCES, join_sentences
from .conditions import ConditionPhrases
from .forced import ForcedMoves
from .measures import Measures
from .sentences import CreatureSentences
from ..vertical import stability_text, vertical_text
from ....records import frozen

__all__ = ["Phrasing", "PHRASINGS", "clause_text", "effect_text", "tier_clauses"]


# A Latin letter: a word with one is the author's English (or other), which a Japanese card quotes
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")


@frozen
class Phrasing:
    """The joining words of one language; vocabulary comes from the ruleset."""

    lang: str
    item_separator: str      # between effects of one clause: `5 damage, prone`
    and_word: str            # between conditions that share a duration: `restrained and bleeding`
    or_word: str             # between the options of a choice: `grabbed or prone`
    list_or: str             # before the last of several characteristics: `M, R, I, or P`
    list_separator: str      # between characteristics: `M, R`
    gate_separator: str      # after a named potency strength: `A < WEAK, prone`
    value_gate_separator: str  # after a fixed potency: `M < 2 slowed`, but `A < 0、伏せ` in Japanese
    damage_word: str
    damage_type_joiner: str  # `holy damage`, `聖なるダメージ`
    clause_separator: str    # between clauses of a tier line
    named_subject: str       # before a custom condition of several words: `the target is blood soaked`

    def sourced(self, condition: str, source: str) -> str:
        """`frightened of the triggering ally`; Japanese keeps the words written in brackets."""
        return f"{condition} {source}" if self.lang == "en" else f"{condition}（{source}）"

    def series(self, words: list[str]) -> str:
        """Conditions that share a duration: `restrained and bleeding`; three or more as a list is written, `dazed,
        slowed, and weakened` (`朦朧、減速、および衰弱`, as the seeds list three: `クリーチャー、物体、および環境`), not
        `dazed and slowed and weakened`."""
        if len(words) <= 2:
            return self.and_word.join(words)
        serial = "," if self.lang == "en" else ""
        return f"{self.list_separator.join(words[:-1])}{serial}{self.and_word}{words[-1]}"

    def on_some(self, subject: str, conditions: str, several: bool = False) -> str:
        """`one target is grabbed`: conditions that land on some of the targets only, or on others (`all allies are
        slowed`: `several`, said of more than one)."""
        if self.lang != "en":
            return f"{subject}は{conditions}"
        return f"{subject} {'are' if several else 'is'} {conditions}"

    def damage(self, amount: str, damage_type: str | None) -> str:
        if damage_type is None:
            return f"{amount} {self.damage_word}"
        return f"{amount} {damage_type}{self.damage_type_joiner}{self.damage_word}"



def _said_of(effect: fx.Effect) -> str | None:
    """Who an effect is said of, when its card names someone: a condition's subject, a sentence's doer (`who`)."""
    if isinstance(effect, fx.ApplyCondition):
        return effect.subject
    who = getattr(effect, "who", None)
    return who if isinstance(who, str) else None


PHRASINGS: dict[str, Phrasing] = {
    "en": Phrasing("en", ", ", " and ", " or ", " or ", ", ", ", ", " ", "damage", " ", "; ", "the target is "),
    # The seeds write `A < WEAK、伏せ`, `伏せ、および立ち上がれない`, `7 + M または A ダメージ`.
    "ja": Phrasing("ja", "、", "、および", "、または", " または ", "、", "、", "、", "ダメージ", "", "; ", "ターゲットは"),
}


class _Writer(CreatureSentences, ForcedMoves, Measures, AsWritten, BothSubjects, ConditionPhrases):
    """Formats effects in one language against one ruleset."""

    def __init__(self, lang: str, rules: Vocabulary) -> None:
        self.lang = lang
        self.rules = rules
        self.say = PHRASINGS[lang]
        self._table: dict[type, Callable] = {
            fx.Damage: self._damage,
            fx.ForcedMove: self._forced_move,
            fx.ApplyCondition: self._conditions,  # consecutive ones are grouped, see `effects`
            fx.PotencyGate: self._potency,
            fx.Choice: self._choice,
            fx.OwnMove: self._own_move,
            fx.MakeVertical: self._vertical,
            fx.IgnoreStability: self._stability,
            fx.Timed: self._timed,
            fx.TemporaryStamina: self._temporary_stamina,
            fx.ResourceChange: self._resource,
            fx.EdgeOrBane: self._edge_or_bane,
            fx.DamageModifier: self._damage_modifier,
            fx.NoEffect: self._no_effect,
            fx.Reference: self._reference,
            fx.StatChange: self._stat,
            fx.Slay: self._slay,
            fx.TargetCount: self._target_count,
            fx.Summon: self._summon,
            fx.UseAbility: self._use_ability,
            fx.TierArea: self._tier_area,
            fx.FreeStrike: self._free_strike,
            fx.Text: self._text,
        }

    # ---- vocabulary -----------------------------------------------------------------------

    def term(self, category: str, term_id: str) -> str:
        """The label of a known term in the card's language; an unknown id as it was written."""
        term = self.rules.categories[category].terms.get(term_id)
        return term.label(self.lang) if term is not None else term_id

    def quoted(self, words: str) -> str:
        """The author's `words` in a Japanese clause: in corner brackets when they are not Japanese
        (`「the strike」`), so that a reader sees they are the author's, not a game word left
        untranslated; as they are in English and when they are Japanese.

        Words with corner brackets of their own (`until the 「mist」 clears`) are not quoted: quotes
        do not nest, and the reader takes off only a pair around the whole; so words that start
        and end with their own (`「Lop」`) are quoted once more, in any language of theirs."""
        if self.lang == "en":
            return words
        if words[:1] == "「" and words[-1:] == "」":
            return f"「{words}」"
        if not _LATIN.search(words) or "「" in words or "」" in words:
            return words
        return f"「{words}」"

    def letter(self, characteristic: str) -> str:
        term = self.rules.characteristics.terms.get(characteristic)
        return term.extra["letter"] if term is not None else characteristic

    def alternatives(self, words: list[str]) -> str:
        """`M`, `M or A`, `M, R, I, or P` (`M、R、I、または P`); Japanese words with no space around
        または (`冷気または火炎`, `冷気、火炎、または音波`), as the seeds write `伏せまたは減速`."""
        spaced = self.lang == "en" or all(word.isascii() for word in words)
        if len(words) <= 2:
            return (self.say.list_or if spaced else self.say.list_or.strip()).join(words)
        head = self.say.list_separator.join(words[:-1])
        if self.lang == "en":
            return f"{head},{self.say.list_or}{words[-1]}"
        return f"{head}、または{' ' if spaced else ''}{words[-1]}"

    # ---- one formatter per effect kind ----------------------------------------------------

    def _amount(self, effect: fx.Damage) -> str:
        """`2d6 + 7 + A`: the dice, the fixed part and the characteristics of a damage."""
        amount = str(effect.amount)
        if effect.dice:  # (a hero's characteristic below 0 takes off: `2d6 - 2`, not `2d6 + -2`)
            amount = effect.dice + (f" + {effect.amount}" if effect.amount > 0 else
                                    f" - {-effect.amount}" if effect.amount else "")
        elif effect.amount < 0 and not effect.characteristics:
            # worked out for a hero (`1 + M` for Might -2): what the roll deals, never below 0
            amount = "0"
        if effect.characteristics:
            letters = self.alternatives([self.letter(c) for c in effect.characteristics])
            # `R damage`: a characteristic alone (the Summoner's Sword), as it is written
            amount = letters if effect.amount == 0 and not effect.dice else f"{amount} + {letters}"
        return amount

    def _damage(self, effect: fx.Damage) -> str:
        damage_type = self.term("damage_types", effect.damage_type) if effect.damage_type else None
        said = self._level_damage(effect, damage_type) if effect.level else self.say.damage(self._amount(effect),
                                                                                               damage_type)
        if effect.subject is None:
            return said
        # `an enemy takes 6 damage`, `1体の敵は 6 ダメージを受ける`: some of the targets only
        if self.lang == "ja":
            return f"{self._who(effect.subject)} {said}を受ける"
        return f"{effect.subject} takes {said}"

    def _damage_choice(self, effect: fx.Choice) -> str | None:
        """`6 cold, fire, or sonic damage`: one amount, the damage type picked by the user."""
        options = [o[0] for o in effect.options]
        if not all(len(o) == 1 and isinstance(o[0], fx.Damage) and o[0].damage_type for o in effect.options):
            return None
        if len({(d.amount, d.characteristics, d.dice) for d in options}) != 1:
            return None
        types = self.alternatives([self.term("damage_types", d.damage_type) for d in options])
        return self.say.damage(self._amount(options[0]), types)

    def _gated(self, effects: tuple[fx.Effect, ...]) -> str:
        """A potency's effects; damage after another effect joined with `and` (`weakened (save ends) and 5 psychic
        damage`): after a comma, whether the potency gates it is not read (SB127). So is, in Japanese, what another
        creature than the targets gets after the target's effect (`伏せ、およびあなたはサージ 2 を得る`; the
        English sentence joins it with `, and` already: `slowed (save ends), and you gain 2 surges`)."""
        for at in range(1, len(effects)):
            later, before = effects[at], effects[at - 1]
            if isinstance(later, fx.Damage) and not isinstance(before, fx.Damage):
                return self.effects(effects[:at]) + _GATED_AND[self.lang] + self._gated(effects[at:])
            if self.lang == "ja" and self._another(later) and not self._another(before):
                return self.effects(effects[:at]) + "、および" + self._gated(effects[at:])
        return self.effects(effects)

    def _another(self, effect: fx.Effect) -> bool:
        """Whether `effect` is what a creature that is none of the targets does or gets (`you gain 2 surges`)."""
        who = getattr(effect, "who", None) if isinstance(effect, _SENTENCES) else None
        return who is not None and not any(f"{fold(who)} {copula}" in self.rules.subjects() for copula in ("is", "are"))

    def gate_head(self, effect: fx.PotencyGate) -> str:
        """`M < 2`, `A < WEAK`: the characteristic's letter and the threshold."""
        if effect.value is not None:
            threshold = str(effect.value)
        else:
            # The strength word stays in capitals in every language, as the seeds print it.
            term = self.rules.potency_strengths.terms.get(effect.strength or "")
            threshold = term.en[0] if term else (effect.strength or effect.written_strength or "?")
        return f"{self.letter(effect.characteristic)} < {threshold}"

    def _potency(self, effect: fx.PotencyGate) -> str:
        # Heroes' potencies are written `A < WEAK, prone` (and stay so bound: `A < 0, prone`);
        # monsters' fixed ones `M < 2 slowed` (the seeds' Japanese writes `A < 0、伏せ` either way).
        named = effect.strength is not None or effect.written_strength is not None
        separator = self.say.gate_separator if named else self.say.value_gate_separator
        gated = self._gated(effect.effects)
        gate = self.gate_head(effect)
        if self.lang == "ja":
            lead = ("または、" if effect.otherwise else "") + self._who(effect.subject)  # `1体のターゲットは`
            return f"{lead}{gate}{separator}{gated}"
        if effect.effects and isinstance(effect.effects[0], fx.ApplyCondition) \
                and effect.effects[0].who is None and effect.effects[0].subject is None:
            # said of them: `they are beheaded`, not `the target is beheaded` (a status of the ability's own)
            they = "they are " + gated.removeprefix(self.say.named_subject)
        else:
            they = gated
        if effect.said is not None:  # spelt out: `or if the target has M < 2 they are beheaded`
            said = effect.said
            if effect.otherwise and not said.lower().startswith("or "):
                # `if the target has I < 2 they are instead frightened`: in place of the effect before it, as
                # written (the grammar reads `instead` so), else with `or` (`or if the target has …`)
                if they.startswith("they are "):
                    they = "they are instead " + they.removeprefix("they are ")
                else:
                    said = "or " + said
            return f"{said} {gate} {they}"
        if effect.otherwise or effect.subject:
            lead = "or " if effect.otherwise else ""
            lead += f"if {effect.subject} has " if effect.subject else ("if " if lead else "")
            # (`if one target has M < 2 they are bleeding`, `or if M < 2 they are restrained`, as the source says it)
            return f"{lead}{gate} {they}"
        return f"{gate}{separator}{gated}"

    def _choice(self, effect: fx.Choice) -> str:
        # (`pull 1, or the tonguer shifts 1 square`: a comma before an option that is a sentence, whose
        # subject would run on from the option before it)
        joiner = ", or " if self.lang == "en" and any(isinstance(e, _SENTENCES) for option in effect.options
                                                      for e in option) else self.say.or_word
        options = effect.options
        if self.lang == "ja":
            # `伏せ、またはつかまれ、プッシュ 2 スクエア`: a forced move said of the targets in an option of several
            # effects in the notation's form (`ターゲットは 2 スクエア押し戻される` there was text to the reader, which
            # reads no sentence inside an option); `said` keeps only the English words
            options = tuple(tuple(attrs.evolve(e, said=None) if isinstance(e, fx.ForcedMove) and len(option) > 1
                                  and e.subject is None and not e.up_to else e for e in option)
                            for option in options)
        the_target = self.rules.creatures.terms["the_target"].label("en")
        if any(fold(_said_of(e) or the_target) != fold(the_target) for e in options[0]):
            # `you are prone (EoT) or the target is slowed (EoT)`, `you shift 2 squares, or the target is prone`: an
            # option on the targets after one said of another says them (was `or slowed (EoT)`, `または伏せ`, read back
            # as yours: Japanese says a bare condition after a sentence of its topic's)
            options = (options[0], *(tuple(attrs.evolve(e, subject=the_target) if isinstance(e, fx.ApplyCondition)
                                           and not e.subject and not e.who else e for e in option)
                                     for option in options[1:]))
        return self._damage_choice(effect) or self._condition_choice(effect) or self._either_subject(effect) \
            or joiner.join(
            self.effects(option) for option in options)

    def _vertical(self, effect: fx.MakeVertical) -> str:
        return vertical_text(effect, self.rules, self.lang)

    def _stability(self, effect: fx.IgnoreStability) -> str:
        return stability_text(effect, self.rules, self.lang)

    def _timed(self, effect: fx.Timed) -> str:
        """`before the damage is resolved, they make a free strike`, `ダメージが解決される前に、…`."""
        term = self.rules.categories["timing_leads"].terms.get(effect.when)
        lead = term.label(self.lang) if term is not None else effect.when
        return f"{lead}{', ' if self.lang == 'en' else '、'}{self.effects(effect.effects)}"

    def _target_count(self, effect: fx.TargetCount) -> str:
        term = self.rules.target_words.terms.get(effect.what)
        if self.lang == "ja":
            return f"{effect.count}体の{term.label('ja') if term else effect.what}"
        words = list(NUMBER_WORDS)
        count = words[effect.count - 1] if effect.count <= len(words) else str(effect.count)
        noun = effect.what if term is None else term.en[1 if effect.count != 1 and len(term.en) > 1 else 0]
        return f"{count} {noun}".capitalize()

    def _reference(self, effect: fx.Reference) -> str:
        return f"(see {effect.text})" if self.lang == "en" else f"（{self.quoted(effect.text)}参照）"

    def _no_effect(self, effect: fx.NoEffect) -> str:
        term = self.rules.phrases.terms["no_effect"]
        spellings = term.ja if self.lang == "ja" else term.en
        return effect.text if effect.text in spellings else term.label(self.lang)

    def _text(self, effect: fx.Text) -> str:
        return effect.text

    # ---- clauses ---------------------------------------------------------------------------

    def effects(self, effects: Iterable[fx.Effect]) -> str:
        """The effects of one clause, consecutive conditions with one duration grouped; a sentence
        (`the target can shift 1 square`) joined to what is next to it as one compound sentence."""
        parts: list[str] = []
        said: list[fx.Effect] = []  # the effect each part says (a group's first condition)
        group: list[fx.ApplyCondition] = []
        groups: dict[int, list[fx.ApplyCondition]] = {}  # the conditions each part says, by its place

        def said_of() -> bool:  # (whether a group before says its conditions of someone else than the targets)
            return any(g[0].subject for g in groups.values())

        for effect in effects:
            if isinstance(effect, fx.ApplyCondition):
                # (a status said with a subject of its own after a bare condition starts a part of its own: `dazed (EoT),
                # the target can't shift (EoT)`; `dazed and the target can't shift (EoT)` read the first with no duration)
                if group and (group[-1].duration != effect.duration or group[-1].subject != effect.subject
                              or (effect.who is not None and group[-1].who is None)):
                    parts.append(self._conditions(group, said_of()))
                    groups[len(parts) - 1] = group
                    said.append(group[0])
                    group = []
                group.append(effect)
                continue
            if group:
                parts.append(self._conditions(group, said_of()))
                groups[len(parts) - 1] = group
                said.append(group[0])
                group = []
            if isinstance(effect, fx.Reference) and parts:  # `beheaded (see Lop)`
                parts[-1] += " " + self._reference(effect)
                continue
            if isinstance(effect, fx.ForcedMove) and said and isinstance(said[-1], _SENTENCES):
                effect = self.said_by(effect, said[-1])  # (`the dragon shifts 2 squares and pushes the target …`)
                moved = self.moved_by(effect)  # (`…シフトし、ターゲットを 2 スクエア押し戻す`)
                if moved is not None:
                    parts.append(moved)
                    said.append(effect)
                    continue
            parts.append(self._table[type(effect)](effect))
            said.append(effect)
        if group:
            parts.append(self._conditions(group, said_of()))
            groups[len(parts) - 1] = group
            said.append(group[0])
        self._say_both(parts, said, groups)
        if self.lang == "ja":
            # `伏せ、減速またはプッシュ 2`: a choice after another effect of its clause says its first または with no 、,
            # which would make the effect before it one of the options (`伏せ、減速、またはプッシュ 2` is `prone, slowed, or
            # push 2`, a choice of three)
            parts[1:] = [part.replace(self.say.or_word, "または", 1) if isinstance(effect, fx.Choice) else part
                         for part, effect in zip(parts[1:], said[1:])]
        self._moved_and_conditions(parts, said, groups)
        self._stat_then_conditions(parts, said, groups)
        self._one_duration(parts, said, groups)
        self._pronoun_after_a_comma(parts, said)
        self._instead(parts, said)
        self._closed_choices(parts, said)
        # (a potency a target too weak takes instead of the potency before it stays in its sentence: `M < 2、減速 (セーヴ
        # 終了)、またはM < 2、拘束 (セーヴ終了)`, `M < 2 slowed (save ends) and M < 2 they are instead restrained (save ends)`
        # (`_instead`), which read back so; after `。`, `. ` they were text; and a sentence kept as text after another
        # effect, or before one: `slowed (save ends). The target can't …`; a tier's area, read only as a sentence of its
        # own: `3 damage. The distance is a 3 burst`)
        ends = [at + 1 for at, e in enumerate(said[:-1])
                if (isinstance(e, fx.PotencyGate)
                    and not (isinstance(said[at + 1], fx.PotencyGate) and said[at + 1].otherwise))
                or isinstance(e, (fx.Text, fx.TierArea)) or isinstance(said[at + 1], (fx.Text, fx.TierArea))]
        lasting = _lasting_after_unlasting(said, groups)
        if lasting:
            ends = sorted({*ends, *lasting})
        if ends:
            # `P < 2 weakened (save ends). 5 psychic damage`: what follows a potency in its clause is not gated,
            # so a sentence of its own (a comma would gate it, or leave which unread: SB127)
            cuts = [0, *ends, len(parts)]
            out = ""
            for a, b in zip(cuts, cuts[1:]):
                sentence = self._joined(parts[a:b], said[a:b])
                if a in lasting and self.lang == "en":
                    sentence = sentence[:1].upper() + sentence[1:]  # (an English sentence starts with a capital)
                # (a sentence kept as text ends with its own stop: `Weird stuff.`, no second one)
                out += "" if not out else "" if out.endswith("。") else " " if out.endswith(".") \
                    else _SENTENCE_STOP[self.lang]
                out += sentence
            return out
        return self._joined(parts, said)

    def _joined(self, parts: list[str], said: list[fx.Effect]) -> str:
        if not any(isinstance(e, _SENTENCES) for e in said[1:]) and not any(
                isinstance(e, _SENTENCES) for e in said[:-1]):
            return self.say.item_separator.join(parts)
        targets = frozenset(fold(s) for s in self.rules.phrases.terms["status_subject"].en)
        return join_sentences(self.lang, parts, said, self._who, targets, self._several)


def _lasting_after_unlasting(said: list[fx.Effect], groups: dict) -> list[int]:
    """Where a condition with a duration follows conditions listed with none (`slowed, weakened (save ends)` of a
    slowed that lasts no while): a list of conditions shares its last duration (`grammar.to_ast`'s `atoms`), so the one
    after them starts a sentence of its own (`slowed. Weakened (save ends)`, `減速。衰弱 (セーヴ終了)`), which reads
    back so. Not after a condition with a duration of its own earlier in the list (`restrained (save ends), prone,
    slowed (EoT)`: each keeps what is written by it), nor next to a status of the ability's own (`dazed, the target
    can't hide (EoT)`: no list of conditions), nor after a condition with a rider (`prone and can't stand, slowed
    (save ends)`: the reader's list stops at the rider's phrase, and a sentence `Prone and can't stand.` of its own
    reads as nothing). One pass: linear."""
    cuts: list[int] = []
    dated = False  # (whether a condition listed since the last effect of another kind has a duration)
    for at, effect in enumerate(said):
        if not isinstance(effect, fx.ApplyCondition):
            dated = False
            continue
        if effect.duration is not None and at and not dated and not effect.custom \
                and isinstance(said[at - 1], fx.ApplyCondition) and not said[at - 1].custom \
                and not any(c.riders for c in groups.get(at - 1, (said[at - 1],))):
            # (`prone and can't stand, slowed (save ends)`: a rider, in the part before, ends the reader's list)
            cuts.append(at)
        dated = dated or effect.duration is not None
    return cuts


_SENTENCE_STOP = {"en": ". ", "ja": "。"}
_GATED_AND = {"en": " and ", "ja": " および "}
_WRITERS: dict[tuple[str, str], _Writer] = {}


def _writer(lang: str, ruleset: Vocabulary | None) -> _Writer:
    rules = ruleset or vocabulary()
    key = (lang, rules.name)
    if key not in _WRITERS:
        if lang not in PHRASINGS:
            raise ValueError(f"no card phrasing for language {lang!r}; known: {', '.join(PHRASINGS)}")
        _WRITERS[key] = _Writer(lang, rules)
    return _WRITERS[key]


def effect_text(effect: fx.Effect, lang: str = "en", ruleset: Vocabulary | None = None) -> str:
    """One effect as the notation writes it."""
    return _writer(lang, ruleset).effects((effect,))


def clause_text(effects: Iterable[fx.Effect], lang: str = "en", ruleset: Vocabulary | None = None) -> str:
    """The effects of one source clause as one clause of notation."""
    return _writer(lang, ruleset).effects(effects)


def tier_clauses(tier: CompiledTier, lang: str = "en", ruleset: Vocabulary | None = None) -> tuple[str, ...]:
    """One string per source clause of the tier, in order."""
    writer = _writer(lang, ruleset)
    groups = tier.clauses or tuple((effect,) for effect in tier.effects)
    return tuple(writer.effects(group) for group in groups)
