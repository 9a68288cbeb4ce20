"""The timing window of an event (seed 002): every ability that must or may answer it, in order.

For an event, every card in play (and each player's identity), each event card in a hand (event
cards are played from out of play), the cards the event itself brings (the card that enters play,
is played or is revealed) and, when a boost card is turned faceup, the boost cards: each of their
abilities whose trigger answers the event is an `Entry`, with

- its window: `before` the event (interrupts, `when`/`would`), `at` its moment (`When Revealed`,
  `When Defeated`, `Boost`, `When Completed`, `Setup`), `after` it (responses);
- its rank in the seed's simultaneous timing priority: 1 constants and keywords, 2 status cards,
  3 forced interrupts, 4 interrupts, 5 boost / when defeated / when revealed, 6 forced responses,
  7 responses, 8 consequential damage;
- mandatory or optional by the seed's rules for its type (`Forced`, and the `may` parts);
- whether its condition matches (yes, or "needs a judgement" with the reason);
- who controls it and who may use it (seed 002: the controller of a player card; any player for an
  encounter card, but only the controller of the player card an attachment using "you" is on, and
  only the player with an obligation in their play area), or the game for mandatory ones;
- whether it can be initiated now (`checks.py`).
"""

from __future__ import annotations

import functools
import re

import attrs

from ..catalog import message
from ..model import Ability, Keyword
from ..vocabulary import syntax_words
from .cards import CardIndex, card_key
from .checks import Problem, initiation_problems, mentions_you
from .events import Reading, condition_kinds, read_condition
from .match import (BOOST_KINDS, OUTSIDE_KINDS, Perspective, Verdict, any_of, event_entities, kinds_may_meet,
                    match_reading, nouns_match)
from .nouns import PLAYER_TYPES, Noun
from .state import Copy, GameState
from ....records import frozen

__all__ = ["WINDOW_ORDER", "Entry", "Window", "changed_form", "timing_window", "unchanged_form"]

WINDOW_ORDER = ("before", "at", "after")
#: The windows an event opens, by what it says: `would`/`when` before it (and `when` its moment),
#: `after` the response window, nothing: all three.
OPENS = {None: WINDOW_ORDER, "when": ("before", "at"), "would": ("before",), "after": ("after",)}
TYPE_WINDOW = {"interrupt": "before", "response": "after"}
#: Abilities that answer their own card's moment: (the kind of event, the window).
OWN_MOMENT = {"when_revealed": "revealed", "when_defeated": "defeated", "boost": "boost_flipped",
              "when_completed": "completed", "setup": "setup"}
#: Seed 002: these types resolve whether the player wants or not (and `Forced` interrupts and responses).
MANDATORY_TYPES = frozenset({"constant", "keyword", "setup", "when_revealed", "when_defeated", "boost",
                             "when_completed"})
_SELF = (Noun("self", text="this card"),)


@frozen
class KeywordMoment:
    kinds: frozenset[str]
    role: str            # subject: the card does it; object: it is done to the card
    window: str


#: Keywords that act at an event, by the Rules Reference's definition of each (seed 002 ranks them 1):
#: retaliate after its card is attacked, incite and surge when it is revealed, hinder, toughness and
#: uses when it enters play, quickstrike after it engages, piercing, ranged and overkill on its attacks,
#: villainous on its activations, victory when it is defeated.
KEYWORDS = {
    "retaliate": KeywordMoment(frozenset({"attack"}), "object", "after"),
    "piercing": KeywordMoment(frozenset({"attack"}), "subject", "before"),
    "ranged": KeywordMoment(frozenset({"attack"}), "subject", "before"),
    "overkill": KeywordMoment(frozenset({"attack"}), "subject", "after"),
    "quickstrike": KeywordMoment(frozenset({"engage"}), "subject", "after"),
    "surge": KeywordMoment(frozenset({"revealed"}), "subject", "after"),
    "incite": KeywordMoment(frozenset({"revealed"}), "subject", "at"),
    "hinder": KeywordMoment(frozenset({"enters_play"}), "subject", "at"),
    "toughness": KeywordMoment(frozenset({"enters_play"}), "subject", "at"),
    "uses": KeywordMoment(frozenset({"enters_play"}), "subject", "at"),
    "villainous": KeywordMoment(frozenset({"activate", "attack", "scheme"}), "subject", "before"),
    "victory": KeywordMoment(frozenset({"defeated"}), "subject", "after"),
}
#: Status cards (rank 2): what each replaces, and whether the card is the event's subject or object.
STATUS_MOMENTS = {"stunned": ({"attack", "initiate_attack"}, "subject"), "confused": ({"scheme", "thwart"}, "subject"),
                  "tough": ({"damaged"}, "object")}
#: Consequential damage (rank 8): the stat a card takes it by, per kind of event (MarvelCDB's names).
CONSEQUENTIAL = {"attack": "attack_cost", "thwart": "thwart_cost"}


@frozen
class Entry:
    """One thing that must or may happen at the event."""

    copy: Copy
    source: str                         # ability, keyword, status, consequential
    window: str                         # before, at, after
    priority: int | None
    mandatory: bool
    ability: Ability | None = attrs.field(default=None, eq=False)
    keyword: Keyword | None = attrs.field(default=None, eq=False)
    status: str | None = None
    amount: int | None = None           # consequential damage
    triggers: bool | None = True        # None: needs a judgement
    trigger_reasons: tuple = ()
    initiate: bool | None = True        # None: needs a judgement
    problems: tuple[Problem, ...] = ()
    controller: str | None = None
    you: str | None = None              # the player its `you` is
    users: tuple[str, ...] = ()         # who may use an optional one
    able: tuple[str, ...] = ()          # ... and who can now
    optional_parts: tuple[str, ...] = ()


@frozen
class Window:
    event: Reading
    state: GameState
    entries: tuple[Entry, ...]
    participants: tuple[Copy, ...] = ()
    player: str | None = None           # the player the event's `you` is

    def in_window(self, window: str) -> list[Entry]:
        return [e for e in self.entries if e.window == window]


def seed_mandatory(ability: Ability) -> bool:
    return ability.type in MANDATORY_TYPES or (ability.forced and ability.type in TYPE_WINDOW)


def participants(event: Reading, state: GameState, index: CardIndex) -> tuple[Copy, ...]:
    """The cards the event brings that are not in play: what enters play, is played, is spent (from its player's
    hand, where it stays for the window: a resource card's `After you spend this card`), is revealed or is resolved."""
    if event.kind not in OUTSIDE_KINDS:
        return ()
    you = state.you_player.name if state.you_player else None
    found, next_id = [], state.next_id()
    for noun in event.subject + event.card:
        if noun.role != "name":
            continue
        zone = {"revealed": "revealing", "resolved": "revealing", "boost_flipped": "boost",
                "spend": "hand"}.get(event.kind, "entering")
        existing = [c for c in state.copies if card_key(c.name) == card_key(noun.name)
                    and (c.zone == "boost" if event.kind in BOOST_KINDS else
                         c.zone == "hand" and c.owner == you if event.kind in ("play", "spend") else False)]
        if existing:
            found.append(existing[0])
            continue
        card = index.find(noun.name)
        if card is None:
            continue
        owner = you if card.type in PLAYER_TYPES else None
        found.append(Copy(next_id, card, zone, owner))
        next_id += 1
    return tuple(found)


def changed_form(state: GameState, event: Reading, player: str | None) -> str | None:
    """The form a `change_form` event turns `player` to: the one it names, or for `you change form` the
    other one; None when it is no form change or says no form statblock knows."""
    who = state.player(player)
    if event.kind != "change_form" or who is None:
        return None
    if event.form in ("hero", "alter_ego"):
        return event.form
    if event.form is None:
        return "alter_ego" if who.form == "hero" else "hero"
    return None


def unchanged_form(state: GameState, event: Reading, player: str | None) -> str | None:
    """The form a `change_form` event names when `player` is already in it: nothing changes, so the event
    does not happen and nothing answers it; None otherwise."""
    form = changed_form(state, event, player)
    return form if form is not None and state.player(player).form == form else None


def timing_window(state: GameState, event: Reading, index: CardIndex) -> Window:
    extra = participants(event, state, index)
    you = state.you_player.name if state.you_player else None
    opens = OPENS[event.window]
    if unchanged_form(state, event, you) is not None:   # `you change to hero form` in hero form
        return Window(event, state, (), extra, you)
    # seed 002: a response comes after its event; after a form change the player is in the new form and
    # the identity's other side is face up, so the response window looks at the state after it
    form = changed_form(state, event, you)
    if form is not None and event.form is None:   # `you change form`: to the other form
        event = attrs.evolve(event, form=form)
    later = state.flipped(you, form) if form is not None else state
    if later is state:
        entries = _answers(state, event, index, extra, opens)
    else:
        entries = _answers(state, event, index, extra, tuple(w for w in opens if w != "after"))
        entries += _answers(later, event, index, extra, tuple(w for w in opens if w == "after"))
    order = {id(e): n for n, e in enumerate(entries)}
    entries.sort(key=lambda e: (WINDOW_ORDER.index(e.window), e.priority or 99, order[id(e)]))
    return Window(event, state, tuple(entries), extra, you)


def _answers(state: GameState, event: Reading, index: CardIndex, extra, opens) -> list[Entry]:
    """The entries of the windows `opens` of the event, as `state` is in them."""
    setup = event.kind == "setup" or "setup" in event.qualifiers
    entries: list[Entry] = []
    if not opens:
        return entries
    you = state.you_player.name if state.you_player else None
    pool = [c for c in state.copies if c.in_play or c.zone == "hand" and c.type == "event"
            or c.zone == "boost" and event.kind == "boost_flipped"]
    pool += [c for c in extra if c not in pool]
    for copy in pool:
        where = Perspective(copy, state.controller(copy) or you, state)
        for ability in copy.card.abilities:
            if copy.zone == "hand" and ability.type not in TYPE_WINDOW:
                continue
            if copy.zone == "boost" and copy not in extra and ability.type != "boost":
                continue
            if ability.type == "keyword":
                entries.extend(_keywords(ability, copy, where, event, index, extra, opens))
                continue
            if ability.type == "constant" and entering_effects(ability):   # `Enters play with 3 troop counters.`
                entries.extend(_entering(ability, copy, where, event, index, extra, opens))
                continue
            found = _trigger(ability, where, event, index, extra)
            if found is None:
                continue
            window, verdict = found
            if ability.type == "constant" and not copy.in_play:
                if event.kind != "enters_play":   # seed 002: a constant ability is active only while its card is in play
                    continue
                window = "after"   # the card the event brings answers its own entering once in play, not before it
            if window not in opens or verdict.value is False:
                continue
            entries.append(_entry(ability, copy, where, window, verdict, state, setup))
    entries.extend(_statuses(state, event, index, extra, opens))
    entries.extend(_consequential(state, event, index, extra, opens))
    return entries


def _trigger(ability: Ability, where: Perspective, event: Reading, index: CardIndex, extra) -> tuple | None:
    """(window, verdict) of an ability at the event, or None when it has nothing to do with it."""
    if ability.type in OWN_MOMENT:
        if event.kind != OWN_MOMENT[ability.type]:
            return None
        if ability.type == "setup":
            return "at", Verdict(True)
        verdict = nouns_match(_SELF, event_entities(event.subject, where.state, index, event.kind, extra), where,
                              "subject")
        if ability.qualifier and verdict.value is not False:
            verdict = Verdict(None, (*verdict.reasons, message("judge_qualifier_trigger", words=ability.qualifier)))
        return "at", verdict
    if ability.type in TYPE_WINDOW:
        window = TYPE_WINDOW[ability.type]
        if ability.condition is None:
            return window, Verdict(None, (message("judge_no_condition"),))
        readings = read_condition(ability.condition.text, index.knows)
        if readings is None:
            kinds = condition_kinds(ability.condition.text, index.knows)
            if kinds and not any(kinds_may_meet(kind, event.kind) for kind in kinds):
                return None   # its words are not all ours, but it is about another kind of event
            return window, Verdict(None, (message("judge_condition"),))
        return window, any_of((match_reading(r, event, where, index, extra) for r in readings), message("no_kind"))
    if ability.type == "constant" and ability.condition is not None:
        readings = read_condition(ability.condition.text, index.knows)
        if readings is None:  # a state (`while you are in hero form`), not a moment: always on, not listed
            return None
        window = {"would": "before", "when": "before", "after": "after"}.get(readings[0].window, "at")
        return window, any_of((match_reading(r, event, where, index, extra) for r in readings), message("no_kind"))
    return None


def _users(copy: Copy, state: GameState) -> tuple[str, ...]:
    """Who may use an optional ability of `copy` (seed 002)."""
    controller = state.controller(copy)
    everyone = tuple(p.name for p in state.players)
    if copy.type in PLAYER_TYPES or copy.type is None and controller is not None:
        return (controller,) if controller else everyone
    if copy.type == "obligation" and copy.owner is not None:
        return (copy.owner,)
    if copy.type == "attachment" and controller is not None and mentions_you(copy.card):
        return (controller,)
    return everyone


def _entry(ability: Ability, copy: Copy, where: Perspective, window: str, verdict: Verdict, state: GameState,
           setup: bool) -> Entry:
    mandatory = seed_mandatory(ability)
    priority = ability.priority
    controller = state.controller(copy)
    optional_parts = tuple(s.text for s in ability.effects if s.optional)
    if mandatory:
        problems = initiation_problems(ability, copy, state.player(where.you), state, setup)
        return Entry(copy, "ability", window, priority, True, ability, triggers=verdict.value,
                     trigger_reasons=verdict.reasons, initiate=_can(problems), problems=tuple(problems),
                     controller=controller, you=where.you, optional_parts=optional_parts)
    users = _users(copy, state)
    checked = {user: initiation_problems(ability, copy, state.player(user), state, setup) for user in users}
    able = tuple(u for u, p in checked.items() if not p)
    if able:
        initiate, problems = True, ()
    else:
        values = [_can(p) for p in checked.values()]
        initiate = None if None in values else False
        problems = tuple(dict.fromkeys(p for ps in checked.values() for p in ps))
    return Entry(copy, "ability", window, priority, False, ability, triggers=verdict.value,
                 trigger_reasons=verdict.reasons, initiate=initiate, problems=problems, controller=controller,
                 you=where.you, users=users, able=able, optional_parts=optional_parts)


def _can(problems: list[Problem]) -> bool | None:
    if any(p.blocks for p in problems):
        return False
    return None if problems else True


def _keywords(ability: Ability, copy: Copy, where: Perspective, event: Reading, index, extra, opens) -> list[Entry]:
    found = []
    for keyword in ability.keywords:
        moment = KEYWORDS.get(keyword.id)
        if moment is None or event.kind not in moment.kinds or moment.window not in opens:
            continue
        nouns = event.subject if moment.role == "subject" else event.object
        verdict = nouns_match(_SELF, event_entities(nouns, where.state, index, event.kind, extra), where, moment.role)
        if verdict.value is False:
            continue
        found.append(Entry(copy, "keyword", moment.window, 1, True, ability, keyword, triggers=verdict.value,
                           trigger_reasons=verdict.reasons, controller=where.state.controller(copy), you=where.you))
    return found


def entering_effects(ability: Ability) -> list:
    """(sentence, effect) of each of a constant ability's effects that happen as its card enters play: its own
    counters (`Enters play with 3 troop counters.`, `Psylocke enters play with 2 psionic counters on her.`)."""
    return [(sentence, effect) for sentence in ability.effects if not sentence.reminder for effect in sentence.effects
            if effect.kind == "place_counters" and effect.target is not None and effect.target.noun == "this"
            and _enters().search(effect.text or sentence.text)]


@functools.cache
def _enters() -> re.Pattern:
    """`Enters play with`, and its Japanese (`…が置かれた状態で場に出る`, `syntax.enters_play_with`: a Japanese card's
    counters were never placed as it entered play, the sentence no entering of the runtime's)."""
    japanese = "|".join(re.escape(w) for w in syntax_words("enters_play_with") if not w.isascii())
    return re.compile(rf"\benters? play with\b|{japanese}" if japanese else r"\benters? play with\b", re.IGNORECASE)


def _entering(ability: Ability, copy: Copy, where: Perspective, event: Reading, index, extra, opens) -> list[Entry]:
    """The entry of a constant ability's effects as its card enters play (`entering_effects`): done then, at the
    event, as the Uses keyword is (rank 1, mandatory), when the card entering play is this one."""
    if event.kind != "enters_play" or "at" not in opens:
        return []
    verdict = nouns_match(_SELF, event_entities(event.subject, where.state, index, event.kind, extra), where, "subject")
    if verdict.value is False:
        return []
    return [Entry(copy, "ability", "at", 1, True, ability, triggers=verdict.value, trigger_reasons=verdict.reasons,
                  controller=where.state.controller(copy), you=where.you)]


def _statuses(state: GameState, event: Reading, index, extra, opens) -> list[Entry]:
    if "before" not in opens:
        return []
    found = []
    for copy in state.in_play():
        for status in sorted(copy.statuses):
            kinds, role = STATUS_MOMENTS[status]
            if event.kind == "activate" and status in ("stunned", "confused"):
                verdict = Verdict(None, (message("judge_activation"),))
            elif event.kind not in kinds:
                continue
            else:
                verdict = Verdict(True)
            nouns = event.subject if role == "subject" else event.object
            who = nouns_match(_SELF, event_entities(nouns, state, index, event.kind, extra),
                              Perspective(copy, state.controller(copy), state), role)
            if who.value is False:
                continue
            reasons = verdict.reasons + who.reasons
            value = None if None in (verdict.value, who.value) else True
            found.append(Entry(copy, "status", "before", 2, True, status=status, triggers=value,
                               trigger_reasons=reasons, controller=state.controller(copy)))
    return found


def _consequential(state: GameState, event: Reading, index, extra, opens) -> list[Entry]:
    stat = CONSEQUENTIAL.get(event.kind)
    if stat is None or "after" not in opens:
        return []
    found = []
    for copy in state.in_play():
        amount = copy.card.stats.get(stat)
        if isinstance(amount, str) and amount.isdigit():
            amount = int(amount)
        if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
            continue
        who = nouns_match(_SELF, event_entities(event.subject, state, index, event.kind, extra),
                          Perspective(copy, state.controller(copy), state), "subject")
        if who.value is False:
            continue
        found.append(Entry(copy, "consequential", "after", 8, True, amount=amount, triggers=who.value,
                           trigger_reasons=who.reasons, controller=state.controller(copy)))
    return found
