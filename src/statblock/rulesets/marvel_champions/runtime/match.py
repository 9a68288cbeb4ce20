"""Does a trigger condition match an event? Yes, no, or "needs a judgement" (None), with the reasons.

What is compared is what can be typed: the event's kind, who does it and to whom, the card played,
the form, the phase, and the words that narrow it. The nouns of the event become the cards they may
be (`the villain`: the villain in play; `a minion`: each minion in play; `Rhino`: that card; `you`:
the identity of the player events say `you` for). The nouns of the condition are read from the
ability's own card: `you` is its controller (a shared encounter card's `you` is the player the
event is about), `this minion` and the card's own name are that very card, `attached enemy` the
card it is attached to. When every card the event may mean fits the condition it matches; when
none does it does not; otherwise, or when the event leaves out what the condition asks for, it
needs a judgement, and the reason says what is missing.
"""

from __future__ import annotations

import re

import attrs

from ..catalog import message
from ..model import CompiledCard
from .cards import CardIndex, card_key
from .events import Reading
from .nouns import IDENTITY_TYPES, Noun
from .state import Copy, GameState
from ....records import frozen

__all__ = ["BOOST_KINDS", "Entity", "Perspective", "Verdict", "event_entities", "kinds_may_meet", "match_reading", "combine"]


@frozen
class Entity:
    """Something an event's noun may be: a card in play, a card not in play, or only a kind of card."""

    copy: Copy | None = None
    card: CompiledCard | None = attrs.field(default=None, eq=False)
    types: frozenset[str] | None = None     # None: anything
    owner: str | None = None
    every: bool = False                     # the event is about every such card (`the boost cards`), not one

    @property
    def known_card(self) -> CompiledCard | None:
        return self.copy.card if self.copy is not None else self.card


@frozen
class Perspective:
    """Where an ability reads its condition from: its card, and the player its `you` is."""

    copy: Copy
    you: str | None
    state: GameState = attrs.field(eq=False)


@frozen
class Verdict:
    value: bool | None
    reasons: tuple = ()


YES = Verdict(True)


def combine(verdicts) -> Verdict:
    """All must hold: a no wins, then a judgement (its reasons kept), else yes."""
    verdicts = list(verdicts)
    for verdict in verdicts:
        if verdict.value is False:
            return verdict
    doubts = tuple(r for v in verdicts if v.value is None for r in v.reasons)
    return Verdict(None, doubts) if any(v.value is None for v in verdicts) else YES


def any_of(verdicts, reason) -> Verdict:
    """One must hold."""
    verdicts = list(verdicts)
    if any(v.value is True for v in verdicts):
        return YES
    if all(v.value is False for v in verdicts):
        return Verdict(False, (reason,))
    return Verdict(None, tuple(r for v in verdicts if v.value is None for r in v.reasons))


# ---- the event's nouns ----

#: Kinds whose subject may be a card not yet in play (it enters play, is played, is revealed, is resolved: a treachery
#: resolves out of play, a boost card where it was dealt).
OUTSIDE_KINDS = frozenset({"enters_play", "play", "spend", "revealed", "boost_flipped", "resolved"})
#: ... of them, those whose card may be one of the boost cards dealt
BOOST_KINDS = frozenset({"boost_flipped", "resolved"})


def event_entities(nouns: tuple[Noun, ...], state: GameState, index: CardIndex, kind: str,
                   extra: tuple[Copy, ...] = ()) -> list[Entity] | None:
    """What the event's noun may be (None when the event does not say)."""
    if not nouns:
        return None
    you = state.you_player.name if state.you_player else None
    found: list[Entity] = []
    if kind in OUTSIDE_KINDS:  # what enters play or is revealed is not in play yet: the event's own cards
        pool = list(extra) + ([c for c in state.copies if c.zone == "boost" and c not in extra]
                              if kind in BOOST_KINDS else [])
    else:
        pool = state.in_play()
    for noun in nouns:
        if noun.role == "you":
            identity = state.identity(you)
            found.append(Entity(identity, owner=you) if identity else Entity(types=IDENTITY_TYPES, owner=you))
        elif noun.role == "name":
            copies = [c for c in pool if card_key(c.name) == card_key(noun.name)]
            if copies:
                found.extend(Entity(c, owner=state.controller(c)) for c in copies)
            else:
                card = index.find(noun.name)
                found.append(Entity(card=card, types=frozenset({card.type}) if card and card.type else None,
                                    owner=you))
        elif noun.role == "class":
            wanted = [c for c in pool if c.type in noun.types and _traits(c.card, noun.traits)
                      and (not noun.yours or state.controller(c) == you)]
            found.extend(Entity(c, owner=state.controller(c), every=noun.every) for c in wanted)
            if (kind in OUTSIDE_KINDS and kind != "boost_flipped") or not wanted:
                found.append(Entity(types=noun.types, owner=you if noun.yours else None))
        else:
            return None
    return found


def _traits(card: CompiledCard, traits: tuple[str, ...]) -> bool:
    have = {t.lower() for t in card.traits}
    return all(t.lower() in have for t in traits)


# ---- the condition's nouns ----

def holds(noun: Noun, entity: Entity, where: Perspective) -> bool | None:
    """Whether the condition's `noun`, read from `where`, is `entity`."""
    copy, state = where.copy, where.state
    card = entity.known_card
    if noun.role == "you":
        if entity.copy is not None:
            return entity.copy.zone == "identity" and state.controller(entity.copy) == where.you
        return False if entity.types is not None and not entity.types & IDENTITY_TYPES else None
    if noun.role == "self" or (noun.role == "name" and card_key(noun.name) == card_key(copy.name)):
        if entity.copy is not None:
            return entity.copy.id == copy.id
        if card is not None:
            return card_key(card.name) == card_key(copy.name)
        return None if entity.types is None or copy.type in entity.types else False
    if noun.role == "attached":
        if copy.attached_to is None:
            return False
        if entity.copy is not None:
            return entity.copy.id == copy.attached_to
        return None
    if noun.role == "name":
        if card is not None:
            return card_key(card.name) == card_key(noun.name)
        return None
    if noun.role == "class":
        if card is not None:
            if card.type is None:
                return None
            if card.type not in noun.types or not _traits(card, noun.traits):
                return False
            if noun.yours:
                owner = state.controller(entity.copy) if entity.copy is not None else entity.owner
                return None if owner is None else owner == where.you
            return True
        if entity.types is None:
            return None
        if not entity.types & noun.types:
            return False
        return True if entity.types <= noun.types and not noun.traits and not noun.yours else None
    return None


def _words(nouns: tuple[Noun, ...]):
    """The condition's nouns as a message says them: the ability's own card in the reader's language."""
    if len(nouns) == 1 and nouns[0].role == "self" and nouns[0].text == "this card":
        return message("this_card")
    return " / ".join(n.text for n in nouns)


def nouns_match(condition: tuple[Noun, ...], entities: list[Entity] | None, where: Perspective,
                said: str) -> Verdict:
    """The condition's noun (alternatives) against everything the event's noun may be."""
    if not condition:
        return YES
    unknown = [n for n in condition if n.role == "unknown"]
    if unknown:
        known = tuple(n for n in condition if n.role != "unknown")
        if known and nouns_match(known, entities, where, said).value is True:
            return YES
        return Verdict(None, (message("judge_words", words=" / ".join(n.text for n in unknown)),))
    if entities is None:
        return Verdict(None, (message("judge_unsaid", what=message(f"role_{said}"),
                                      words=_words(condition)),))
    results = []
    for entity in entities:
        values = [holds(noun, entity, where) for noun in condition]
        results.append(True if True in values else (False if all(v is False for v in values) else None))
    if all(r is True for r in results) or (True in results and all(e.every for e in entities)):
        return YES   # every card it may mean fits; or it happens to every one of them, and one fits
    if all(r is False for r in results):
        return Verdict(False, (message("no_noun", what=message(f"role_{said}"),
                                       words=_words(condition)),))
    return Verdict(None, (message("judge_which", what=message(f"role_{said}"),
                                  words=_words(condition)),))


# ---- readings ----

#: A condition of the first kind is met by an event of the second: an attack or a scheme is an
#: activation; initiating an attack is the start of the attack; a defeated card leaves play.
COVERS = {("activate", "attack"), ("activate", "scheme"), ("activate", "initiate_attack"),
          ("initiate_attack", "attack"), ("attack", "initiate_attack"), ("leaves_play", "defeated")}
#: ... and these an event may or may not be: an activation may be an attack or a scheme; a basic power used is a
#: thwart, an attack or a defense (a recovery too, when a card counts REC among them), and each of them may or may
#: not be made with a basic power.
MAYBE = {("attack", "activate"), ("scheme", "activate"), ("initiate_attack", "activate"),
         *((kind, "basic_power") for kind in ("attack", "thwart", "defend", "recover")),
         *(("basic_power", kind) for kind in ("attack", "thwart", "defend", "recover"))}
#: What an event is taken to say when it does not say otherwise.
DEFAULT_QUALIFIERS = {"play": {"from_hand"}, "revealed": {"from_encounter_deck"}}


def kinds_may_meet(condition_kind: str, event_kind: str) -> bool:
    """Whether an event of `event_kind` may meet a condition of `condition_kind`."""
    pair = (condition_kind, event_kind)
    return condition_kind == event_kind or pair in COVERS or pair in MAYBE


#: The kind of counter an event of counters placed or removed names (`a pursuit counter is placed here`: pursuit).
#: (never a verb or a determiner before it: `you place counters here` names no kind, and was a `place` counter, which
#: no pursuit counter placed met, in silence)
_COUNTER = re.compile(r"\b(?!(?:an?|the|last|each|all|any|more|no|one|or|and|of|your|its|their|his|her|these|those|"
                      r"every|such|several|some|places?|placed|would|removes?|removed|\d+)\b)([a-z][\w-]*) counters?\b")
_COUNTER_JA = re.compile(r"(?:^|[をがにのはも、])([^をがにのはも、\s\d]+)カウンター")   # `追跡カウンターを置く`: 追跡


def _counter_kind(reading: Reading) -> str | None:
    if reading.kind == "status_discarded":
        return status_kind(reading)
    if reading.kind not in ("counters_placed", "counters_removed"):
        return None
    found = _COUNTER.search(reading.text) or _COUNTER_JA.search(reading.text)
    return found.group(1) if found else None


_STATUS = re.compile(r"\b(tough|stunned|confused|stun|confuse) status\b|(タフ|スタン|混乱)(?:・|の)?ステータス")
_STATUS_KINDS = {"tough": "tough", "stunned": "stunned", "stun": "stunned", "confused": "confused", "confuse": "confused",
                 "タフ": "tough", "スタン": "stunned", "混乱": "confused"}


def status_kind(reading: Reading) -> str | None:
    """The kind of status card a status card discarded names (`a tough status card is discarded`: tough), or None
    (`a status card`: any); compared as a counter's kind is: a stunned one never meets `a tough status card`."""
    found = _STATUS.search(reading.text)
    return _STATUS_KINDS[found.group(1) or found.group(2)] if found else None


def match_reading(condition: Reading, event: Reading, where: Perspective, index: CardIndex,
                  extra: tuple[Copy, ...] = ()) -> Verdict:
    if condition.kind != event.kind and (condition.kind, event.kind) not in COVERS:
        if (condition.kind, event.kind) in MAYBE:
            kind = Verdict(None, (message("judge_kind", condition=condition.kind, event=event.kind),))
        else:
            return Verdict(False, (message("no_kind"),))
    else:
        kind = YES
    wanted, said = _counter_kind(condition), _counter_kind(event)   # `a power counter`: never a web counter
    if wanted is not None and said is not None and wanted != said:
        return Verdict(False, (message("no_counter", condition=wanted, event=said),))
    if wanted is not None and said is None:
        kind = combine([kind, Verdict(None, (message("judge_counter", condition=wanted),))])
    state = where.state
    verdicts = [kind,
                nouns_match(condition.subject, event_entities(event.subject, state, index, event.kind, extra),
                            where, "subject"),
                nouns_match(condition.object, event_entities(event.object, state, index, event.kind, extra),
                            where, "object"),
                nouns_match(condition.card, event_entities(event.card, state, index, event.kind, extra),
                            where, "card")]
    if condition.form not in (None, "unknown"):
        wanted = condition.form
        if wanted == "this":
            wanted = where.copy.type if where.copy.type in ("hero", "alter_ego") else None
        if wanted is None or event.form is None:
            verdicts.append(Verdict(None, (message("judge_form"),)))
        elif event.form != wanted:
            verdicts.append(Verdict(False, (message("no_form"),)))
    elif condition.form == "unknown":
        verdicts.append(Verdict(None, (message("judge_form"),)))
    if condition.phase is not None and condition.phase != event.phase:
        verdicts.append(Verdict(False, (message("no_phase"),)))
    said = set(event.qualifiers) | DEFAULT_QUALIFIERS.get(event.kind, set())
    for qualifier in sorted(condition.qualifiers - said):
        if qualifier == "under_your_control":
            owners = {e.owner for e in event_entities(event.subject, state, index, event.kind, extra) or [Entity()]}
            if owners == {where.you}:
                continue
            if None not in owners and where.you not in owners:
                verdicts.append(Verdict(False, (message("no_control"),)))
                continue
        verdicts.append(Verdict(None, (message("judge_qualifier", qualifier=message(f"qualifier_{qualifier}")),)))
    return combine(verdicts)
