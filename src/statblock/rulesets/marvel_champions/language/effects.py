"""Lowering the words of a sentence (or of a cost) to typed effects and costs.

A sentence is cut into parts where an effect verb of the vocabulary starts a clause (`Exhaust X and
deal 1 damage to an enemy, then draw 1 card.`); each part is one `Effect`. The mechanics the runtime
counts (damage, healing, cards drawn, threat, counters, resources) are read with their amount and
target; the others get their kind from the verb alone; a part with no known verb is an effect of
kind `text`. Every part keeps its words (`Effect.text`): nothing is dropped.
"""

from __future__ import annotations

import functools
import re

import attrs

from ..model import Effect, Target
from .ellipses import STATUSES, ellipses
from .given_keywords import keywords_given
from .parts import Part
from .attack_owners import attacks_after_and, owned_attacks
from ..vocabulary import syntax_words, verb_pattern, vocabulary
from .clauses import (ALTERNATIVE, CLAUSE_JOIN, LIST_JOIN, THIRD_PERSON, clause_starts, effect_verbs, participle_at,
                      governed_modals)
from .control import controlled
from .costs import lower_costs
from .granted import granted
from .counted import ICON, counted, damage_kind, fallback, resources
from .japanese import alternatives, is_japanese, ja_words
from .japanese_effects import AMOUNT_ALSO, effect_parts
from .lead_clauses import lead_clause
from .masking import mask
from ..names import name_commas_blanked
from .trailing import without_trailing
from .subject_then import without_then
from .targets import (japanese_target, japanese_targets, negating_subject, noun_types, parse_target, read_number,
                      subject_targets)
from .variables import definition, uses_x, where_definition

__all__ = ["Part", "effect_verbs", "lower_costs", "lower_effects", "mask", "parse_target"]


#: Sentences up to this long have their parts kept (`lower_effects`), at most `LOWERED_MOST` of them, the least
#: recently used dropped first: a card's text repeats its sentences (`Draw 1 card.`), and each is lowered again to
#: tell a condition from its effect (`conditions.py`) and a lower-case sentence start (`lower_case.py`).
LOWERED_LONGEST = 300
LOWERED_MOST = 4096


def lower_effects(text: str, card_name: str = "", card_type: str | None = None,
                  names: tuple[str, ...] = ()) -> list[Part]:
    """The effects of one sentence's words (never empty: a sentence with no known verb is one `text`
    effect); `names`: the card names with a comma (`names.comma_names`), each a target or subject whole. The parts
    depend on nothing but the four arguments (and are frozen): those of a short sentence are kept for the next time
    it comes (`LOWERED_LONGEST`), the list made anew each time."""
    if len(text) > LOWERED_LONGEST:
        return _lower(text, card_name, card_type, names)
    return list(_lowered(text, card_name, card_type, names))


@functools.lru_cache(maxsize=LOWERED_MOST)
def _lowered(text: str, card_name: str, card_type: str | None, names: tuple[str, ...]) -> tuple[Part, ...]:
    return tuple(_lower(text, card_name, card_type, names))


def _lower(text: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> list[Part]:
    """`lower_effects` worked out."""
    stripped = text.rstrip()
    x = definition(stripped)
    if x is not None:   # `X is equal to your ATK.`: what X is, for the effects whose amount it is
        return [Part(Effect("define_x", text=stripped, x=x), 0, len(stripped))]
    masked = name_commas_blanked(stripped, names, mask(stripped))   # (no clause ends inside a card's name)
    if is_japanese(stripped):   # `敵1体に3ダメージを与える。`: the verb at the end
        parts = _japanese(stripped, masked, card_name, card_type, names)
        if parts:   # else read as before (`Deal 2 damage to ウォー.` is English with a Japanese name)
            return owned_attacks(parts, card_type)
    starts = clause_starts(masked)
    if not starts:   # (`The first player controls the Milano.`: who controls a card, `control.py`)
        return [Part(controlled(stripped, card_name, card_type, names) or _noun_phrase(stripped, card_type), 0,
                     len(stripped))]
    parts: list[Part] = []
    leading: list[Part] = []   # a clause before the first verb known (`_LEAD_CLAUSE`)
    subject = None   # the subject of the clause the last part is in (`Each player`)
    subjects: tuple[Target, ...] = ()   # and every subject `and` joins in it (`You and each other player`)
    for number, (start, verb, kind, after_subject) in enumerate(starts):
        end = starts[number + 1][0] if number + 1 < len(starts) else len(stripped)
        lead = lead_clause(masked, start, verb) if number == 0 and not after_subject and verb > start else None
        if lead is not None:
            # `Dance wildly and draw 1 card.`, `Sing a song, then draw 1 card.`: a clause of no verb known before the
            # first one known is an act of its own, kept as text (MC125 says it); it was taken for the draw's lead
            # (as `This round,` is), the sentence typed as the draw alone, nothing said
            leading.append(Part(Effect("text", text=stripped[start:lead]), start, lead))
            start = verb
        words = without_trailing(stripped[start:end])
        # (after a clause before the first verb known, its join: `sing a song or take 1 damage` is a choice)
        join = masked[parts[-1].end:start] if parts else masked[leading[-1].end:start] if leading else ""
        purpose = bool(parts) and not after_subject and bool(_PURPOSE_JOIN.fullmatch(join))
        if after_subject:
            said = without_then(words[:verb - start])   # (`Each player then draws`: `Each player`)
            governed = verb in governed_modals(masked, start, verb)
            if not governed and negating_subject(said) and kind not in ("prohibit", "restrict"):
                # `No player draws 1 card this round`, `Neither the villain nor Night Owl takes 1 damage`: what none of
                # them does, a prohibition as `No player can draw cards` is (it was done by each of them)
                kind, governed = "prohibit", True
            subjects = subject_targets(said, card_name, card_type, kind == "prohibit", names, governed)
            if not subjects and (owned := attacks_after_and(said)):   # `+3 ATK and her attacks gain …`: hers
                subjects = subject_targets(owned, card_name, card_type, False, names, governed)
            subject = subjects[0] if subjects else None
        elif purpose:
            pass   # `Each player must discard 1 card to draw 1 card`: who pays draws (each player)
        elif not ((LIST_JOIN.fullmatch(join) or CLAUSE_JOIN.fullmatch(join))
                  and (THIRD_PERSON.match(masked, verb) or participle_at(masked, verb))):
            subject, subjects = None, ()   # `Each player takes 1 damage and discards a card`: the subject's too;
                                           # `…, then deal`: none
        found = counted(kind, words[verb - start:], card_name, card_type, names)
        if found is not None:
            effect, target_start = found
            if not after_subject and verb > start:
                # `This round, draw 1 card`, `Until the end of the turn, heal 2 damage …`, `instead deal 2 damage`: the
                # words before the verb that no condition took are the effect's as the verb's are (they were lost),
                # as an effect of no count keeps them (`words`) and the Japanese keeps `このラウンド中、`
                effect = attrs.evolve(effect, text=words[:verb - start] + (effect.text or words[verb - start:]))
            if after_subject or subject is not None:   # `Each player draws 1 card`: the subject is whom it is done to
                # (not who deals damage: `The Test player deals 4 damage among enemies` is dealt to enemies)
                use_subject = subject is not None and (effect.kind in ("take_damage", "draw")
                                                       or effect.target is None and not purpose
                                                       and effect.kind != "deal_damage")
                effect = attrs.evolve(effect, text=words if after_subject else effect.text,
                                      target=subject if use_subject else effect.target,
                                      targets=(subjects if len(subjects) > 1 else ()) if use_subject
                                      else effect.targets, one_of=() if use_subject else effect.one_of)
            parts.append(Part(effect, start, start + len(words), verb + target_start if target_start >= 0 else -1,
                              bool(ALTERNATIVE.search(join)), verb))
            continue
        if vocabulary().effects.terms[kind].extra.get("counted"):
            kind = fallback(kind, words, words[verb - start:])
        doer = purpose and not after_subject   # `… to stun that enemy`: the payer is no target of what it pays for
        parts.append(Part(Effect(kind, target=None if doer else subject, text=words,
                                 targets=subjects if len(subjects) > 1 and not doer else ()),
                          start, start + len(words),
                          alternative=bool(ALTERNATIVE.search(join)), verb=verb))
    parts = keywords_given(_shared_objects(parts, starts, stripped, masked), stripped, masked)
    return leading + owned_attacks(_where_x(ellipses(parts, stripped, masked, card_name, card_type, names), stripped),
                                   card_type)


#: What joins a paying verb's clause to the effect it pays for (`discard 1 card to draw 1 card`: `clauses._purposes`).
_PURPOSE_JOIN = re.compile(r"\s+to\s+", re.IGNORECASE)


@functools.cache
def _phrase_ends(term_id: str, japanese: bool) -> tuple[tuple[str, ...], re.Pattern | None]:
    """The spellings of `term_id` in the sentence's language and, for English, one pattern of a word before any of
    them at the end of lower-case words (it was a pattern built and searched per spelling, each sentence)."""
    spellings = tuple(w for w in syntax_words(term_id) if w.isascii() != japanese)
    if japanese:
        return spellings, None
    return spellings, re.compile(rf"\S\s+(?:{'|'.join(re.escape(w.lower()) for w in spellings) or '(?!)'})$")


@functools.cache
def _unit_cost() -> re.Pattern:
    """A campaign price (`Unit Cost 3`, `ユニットコスト3`)."""
    return re.compile(rf"(?:{'|'.join(re.escape(w) for w in syntax_words('unit_cost'))})\s*(?P<n>\d{{1,3}})",
                      re.IGNORECASE)


@functools.cache
def _counter_cap() -> tuple[re.Pattern, re.Pattern]:
    """The most counters of a kind this card may hold (`syntax.counter_cap`): English `Max 3 skill counters here`,
    Japanese `スキルカウンターは最大3個まで`, `ここに置けるスキルカウンターは最大3個`."""
    words = alternatives(w for w in syntax_words("counter_cap") if w.isascii())
    japanese = alternatives(w for w in syntax_words("counter_cap") if not w.isascii())
    counter = alternatives(ja_words("counter"))
    # (the counter's name may be left out, `Max 3 counters here.`, `このカードの上のカウンターは最大3個まで。`: counters of any
    # kind; a Japanese one is said of this card or here before it, `このカードのスキルカウンター`, and holds no の)
    return (re.compile(rf"(?:{words}) (?P<n>\d{{1,3}}) (?:(?P<c>[\w-]+) )?counters? (?:here|on (?:this card|it))",
                       re.IGNORECASE),
            re.compile(rf"(?:(?:ここ|このカード)(?:の上|上)?(?:に置ける|の) ?)?(?P<c>[^\s\d、。の]{{1,12}}?)?{counter}は ?"
                       rf"(?:{japanese}) ?(?P<n>\d{{1,3}}) ?個(?:まで)?"))


def _noun_phrase(text: str, card_type: str | None = None) -> Effect:
    """The effect of a sentence with no verb: a restriction, words that end with `only` (`Hero form only.`, `Expert Mode
    Only.`, `ヒーロー形態のみ。`), or the most counters this card may hold (`Max 3 skill counters here.`,
    `スキルカウンターは最大3個まで。`: its amount and counter, if it names one); what the card is, a few words that end with a designation's
    noun (`Mass form.`, `Wrecker's Side Scheme.`, `質量形態。`); a campaign price (`Unit Cost 3.`, `ユニットコスト3。`); else
    `text`."""
    words = text.rstrip("。. ")
    cap = next((found for found in (p.fullmatch(words) for p in _counter_cap()) if found is not None), None)
    if cap is not None:
        return Effect("restrict", int(cap.group("n")), text=text, counters=cap.group("c"),
                      target=Target("this", "this", None, (card_type,) if card_type else (), ""))
    japanese = is_japanese(words)
    short = len(words) <= 40 and (japanese or len(words.split()) <= 4)
    if not short or re.search(r"[,;:、，()（）]", words):
        return Effect("text", text=text)
    folded = words.lower()

    def ends(term_id: str) -> bool:
        spellings, pattern = _phrase_ends(term_id, japanese)
        if japanese:
            return any(words.endswith(w) and len(words) > len(w) for w in spellings)
        return pattern.search(folded) is not None

    price = _unit_cost().fullmatch(words)
    if price is not None:
        return Effect("unit_cost", int(price.group("n")), text=text)
    if ends("only"):
        return Effect("restrict", text=text)
    if ends("designation"):
        return Effect("designation", text=text)
    return Effect("text", text=text)


def _where_x(parts: list[Part], text: str) -> list[Part]:
    """`parts` with what X is (`, where X is equal to your ATK` at the end of their sentence) given to those whose
    amount is X."""
    where = where_definition(text)
    if where is None:
        return parts
    return [attrs.evolve(p, effect=attrs.evolve(p.effect, x=where[1])) if uses_x(p.effect) else p for p in parts]


def _shared_objects(parts: list[Part], starts, text: str, masked: str) -> list[Part]:
    """`parts` with the object of a verb given to the bare verbs joined to it by `and`, `or` or a comma before
    it (`Stun and confuse the villain`: the villain is stunned too; `Stun, confuse, and exhaust an enemy`). Only
    an object right after its verb is shared (`Stun and deal 2 damage to the villain` shares none); the bare verb
    keeps its words (its target is checked where it is written, once)."""
    pattern, _ = verb_pattern()
    shared = None
    shared_all: tuple[Target, ...] = ()
    shared_one_of: tuple[Target, ...] = ()
    for number in range(len(parts) - 1, -1, -1):
        part, (_, verb, _, after_subject) = parts[number], starts[number]
        found = pattern.match(masked, verb)
        verb_end = found.end() if found is not None else verb
        target = part.effect.target
        if part.target_start >= 0 and target is not None and not text[verb_end:part.target_start].strip():
            shared = target   # its object, right after its verb
            shared_all = part.effect.targets
            shared_one_of = part.effect.one_of
        elif (shared is not None and not after_subject and target is None and verb_end >= part.end
              and number + 1 < len(parts) and LIST_JOIN.fullmatch(masked[part.end:parts[number + 1].start])):
            parts[number] = attrs.evolve(part, effect=attrs.evolve(part.effect, target=shared, targets=shared_all,
                                                                           one_of=shared_one_of))
        else:
            shared = None
    return parts


def _japanese(text: str, masked: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> list[Part]:
    """The effects of a Japanese sentence (`japanese_effects.effect_parts`), as the English ones are made: the amount
    of a counted kind, its target (or the subject it is for), a resource's icon, a counter's name; none when
    no clause of it is typed."""
    parts = []
    for kind, groups, start, end in effect_parts(text, masked, card_name, names):
        words = text[start:end]
        alternative = groups.get("alternative", False)   # `…与えるか、`, `または`: as `or` joins it
        if kind == "text":
            parts.append(Part(Effect("text", text=words), start, end, alternative=alternative))
            continue
        target, target_start, targets, one_of = None, -1, (), ()
        for name in ("t", "s"):
            if name in groups:
                at, stop = groups[f"{name}_span"]
                target, target_start = japanese_target(text[at:stop], card_name, card_type, names), at
                targets = japanese_targets(text, groups, name, card_name, card_type, names)
                target = targets[0] if targets else target
                if groups.get(f"{name}_or"):   # `敵1体またはミニオン1体に`: one of them is chosen
                    targets, one_of = (), targets
                break
        if kind == "prohibit" and target is not None and target.quantity == "any":
            # `どのプレイヤーも…できない`: none of them may, each forbidden, as English `No player can …` reads
            target = attrs.evolve(target, quantity="each")
        if target is None and groups.get("implied"):   # `…を与え、スタン状態にする`: its object left out, `it`
            target = japanese_target(groups["implied"], card_name, card_type)
        if target is None and kind == "take_damage":   # `1ダメージを受ける`: you, as `Take 1 damage`
            target = Target("you", "the", None, tuple(noun_types("you")), "")
        if target is None and groups.get("entering"):   # `…カウンターが置かれた状態で場に出る`: this card's own
            target = Target("this", "this", None, (card_type,) if card_type else (), "")
        counted = bool(vocabulary().effects.terms[kind].extra.get("counted"))
        icons = ICON.findall(groups.get("icons") or "")
        resource = next((i for i in icons if i in resources()), None)
        # (`そのダメージのうち2を防ぐ`: prevent 2; `悪役に混乱状態カードを2枚置く`: 2 status cards, as `Place 2 … status cards`)
        amounted = counted or kind in AMOUNT_ALSO or kind in STATUSES
        effect = Effect(kind, read_number(groups.get("n")) if amounted else None, counted and bool(groups.get("ph")),
                        target, resource, words, counters=groups.get("c"), targets=targets, one_of=one_of,
                        keywords=granted(groups["kw"]) if groups.get("kw") else (),
                        shared=amounted and bool(groups.get("total")), up_to=amounted and bool(groups.get("most")),
                        damage_kind=damage_kind(groups.get("damage_kind")))
        parts.append(Part(effect, start, end, target_start, alternative))
    return parts

