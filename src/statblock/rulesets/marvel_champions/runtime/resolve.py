"""`--resolve`: the mandatory answers to an event, resolved in order, and the state after each step.

The order is the window's: before the event (status cards, forced interrupts, by priority), the
event itself, its moment (`When Revealed`, `When Defeated`, `Boost`, keywords such as incite), after
it (forced responses, consequential damage). Seed 002 gives no order among mandatory answers of the same
priority (two forced interrupts): they are resolved in the order listed, and the first of them says so. Optional abilities are the players' choice and are not
resolved. A status card replaces what it answers (a stunned enemy does not attack, a tough
character takes no damage), and then nothing answers the event after it.

What is applied: damage (a tough status card prevents it; unpreventable damage against one is by hand), healing, threat, exhausting and
readying, counters, stunned/confused/tough status cards, cards drawn (counted), typed costs
(exhaust, resources, counters, damage: all of them in full, checked again as the ability resolves, or none and
the ability is not done, `costs.py`) and limit uses; targets are applied when there is no choice
to make (`you`, `this`, `the villain`, `each minion`, the only valid target). Everything else, an
untyped (`text`) effect, a choice, a `may` part, a condition that needs a judgement, is a line
"resolve by hand", never skipped in silence. A sentence's own condition (`if you are in alter-ego
form, …`, `If you do not, …`, `Each player with fewer than 3 cards in hand …`) is judged where the
state says it (`conditions.py`): the sentence is applied when it holds (to the cards it holds for),
not when it does not, and otherwise left to be resolved by hand.

This module keeps the order of the steps and the event itself; `abilities.py` resolves an ability's
words, `changes.py` changes the state and says so.
"""

from __future__ import annotations

import attrs

from ..catalog import message
from .abilities import AbilityWork
from .changes import Changes
from .state import GameState
from .window import OPENS, WINDOW_ORDER, Entry, Window, changed_form, entering_effects, unchanged_form
from ....records import frozen

__all__ = ["Step", "resolve_window"]


@frozen
class Step:
    kind: str                      # resolved, event, replaced, by_hand, skipped
    entry: Entry | None
    lines: tuple = ()              # messages: what was done, what is left to do by hand
    state: GameState | None = attrs.field(default=None, eq=False)
    changed: tuple[int, ...] = ()  # the cards whose state changed


def resolve_window(window: Window, index) -> list[Step]:
    """The steps, in order; each holds the state after it."""
    state = window.state
    steps: list[Step] = []
    opens = OPENS[window.event.window]
    replaced = False
    for name in WINDOW_ORDER:
        if name not in opens or replaced:
            continue
        if name == "at":
            step = _event(window, state, index)
            steps.append(step)
            state = step.state
        mandatory = [e for e in window.in_window(name) if e.mandatory]
        for entry in mandatory:
            step = _entry(entry, window, state, index)
            tied = [e for e in mandatory if e.priority == entry.priority]
            if entry.priority is not None and len(tied) > 1 and tied[0] is entry:   # seed 002 ranks them alike: which goes first, it does not say
                names = ", ".join(e.copy.name for e in tied)
                step = attrs.evolve(step, lines=(message("step_same_rank", cards=names, priority=entry.priority),
                                                 *step.lines))
            steps.append(step)
            state = step.state
            if step.kind == "resolved" and entry.source == "status":
                replaced = True  # what it answers does not happen: nothing else answers it
                break
    if replaced:
        steps.append(Step("replaced", None, (message("step_replaced"),), state))
    return steps


# ---- one step ----

def _entry(entry: Entry, window: Window, state: GameState, index) -> Step:
    if entry.triggers is None:
        return Step("by_hand", entry, (message("step_judge_trigger"), *entry.trigger_reasons), state)
    if entry.initiate is False:
        return Step("skipped", entry, (message("step_cannot"), *(p.text for p in entry.problems)), state)
    if entry.initiate is None:
        return Step("by_hand", entry, (message("step_judge_initiate"), *(p.text for p in entry.problems)), state)
    copy = state.copy(entry.copy.id) or entry.copy
    work = AbilityWork(state, window, index, copy, entry.you)
    if entry.source == "status":
        work.status_card(copy, entry.status)
    elif entry.source == "consequential":
        work.damage([copy], entry.amount or 0)
    elif entry.source == "keyword":
        work.keyword(entry)
    elif entry.ability is not None and entry.ability.type == "constant" and entering_effects(entry.ability):
        work.entering(entry)   # `Enters play with 3 troop counters.`; a timed constant (`When … attacks you, …`) is below
    else:
        work.ability(entry)
    if work.outcome is not None:   # a cost not paid in full (`costs.py`): nothing of the ability is done
        return Step(work.outcome, entry, tuple(work.lines), state)
    return Step("resolved", entry, tuple(work.lines), work.state, tuple(dict.fromkeys(work.changed)))


def _event(window: Window, state: GameState, index) -> Step:
    """The event itself, where what it does is typed; else a line to resolve it by hand."""
    event = window.event
    work = Changes(state, window, index, None, window.player)
    single = work.single_entity
    if event.kind == "damaged" and event.amount is not None and single(event.object):
        work.damage([single(event.object)], event.amount)
    elif event.kind in ("threat_placed", "threat_removed") and event.amount is not None and single(event.object):
        sign = 1 if event.kind == "threat_placed" else -1
        work.threat([single(event.object)], sign * event.amount)
    elif unchanged_form(state, event, window.player) is not None:
        form = unchanged_form(state, event, window.player)
        work.lines.append(message("did_form_same", player=window.player, form=message(f"form_{form}")))
    elif changed_form(state, event, window.player) is not None:
        form, before = changed_form(state, event, window.player), state.player(window.player)
        work.state = state.flipped(window.player, form)
        identity = work.state.identity(window.player)
        if identity is not None:
            work.changed.append(identity.id)
        work.lines.append(message("did_form", player=window.player, form=message(f"form_{form}"),
                                  before=message(f"form_{before.form}")))
    elif event.kind == "defeated" and single(event.subject) is not None:
        copy = single(event.subject)
        if not work.forbidden(copy, "defeated"):   # `Collector cannot be defeated.`: by hand
            work.state = state.removed(copy.id)
            work.lines.append(message("did_defeated", card=copy.name))
    elif event.kind == "enters_play" and window.participants:
        for copy in window.participants:
            work.enter(copy)
    elif event.kind in ("round_ends", "phase_ends"):
        work.reset_limits("round" if event.kind == "round_ends" else "phase")
    else:
        work.lines.append(message("step_event_by_hand"))
    return Step("event", None, tuple(work.lines), work.state, tuple(dict.fromkeys(work.changed)))


