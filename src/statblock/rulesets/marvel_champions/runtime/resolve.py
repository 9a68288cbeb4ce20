"""`--resolve`: the mandatory answers to an event, resolved in order, and the state after each step.

The order is the window's: before the event (status cards, forced interrupts, by priority), the
event itself, its moment (`When Revealed`, `When Defeated`, `Boost`, keywords such as incite), after
it (forced responses, consequential damage). Optional abilities are the players' choice and are not
resolved. A status card replaces what it answers (a stunned enemy does not attack, a tough
character takes no damage), and then nothing answers the event after it.

What is applied: damage (a tough status card prevents it), healing, threat, exhausting and
readying, counters, stunned/confused/tough status cards, cards drawn (counted), typed costs
(exhaust, resources, counters, damage) and limit uses; targets are applied when there is no choice
to make (`you`, `this`, `the villain`, `each minion`, the only valid target). Everything else, an
untyped (`text`) effect, a choice, a `may` part, a condition that needs a judgement, is a line
"resolve by hand", never skipped in silence. A sentence's own condition (`if you are in alter-ego
form, …`, `If you do not, …`, `Each player with fewer than 3 cards in hand …`) is judged where the
state says it (`conditions.py`): the sentence is applied when it holds (to the cards it holds for),
not when it does not, and otherwise left to be resolved by hand.
"""

from __future__ import annotations

import re

import attrs

from ..catalog import message
from ..model import Effect, Target
from .cards import card_key
from .checks import target_copies, target_name, usable_limits
from .conditions import judge
from .match import event_entities
from .nouns import CLASSES, fold
from .state import Copy, GameState
from .window import OPENS, WINDOW_ORDER, Entry, Window, changed_form

__all__ = ["Step", "resolve_window"]


@attrs.frozen
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
        for entry in window.in_window(name):
            if not entry.mandatory:
                continue
            step = _entry(entry, window, state, index)
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
    work = _Work(state, window, index, copy, entry.you)
    if entry.source == "status":
        work.status_card(copy, entry.status)
    elif entry.source == "consequential":
        work.damage([copy], entry.amount or 0)
    elif entry.source == "keyword":
        work.keyword(entry)
    else:
        work.ability(entry)
    return Step("resolved", entry, tuple(work.lines), work.state, tuple(dict.fromkeys(work.changed)))


def _event(window: Window, state: GameState, index) -> Step:
    """The event itself, where what it does is typed; else a line to resolve it by hand."""
    event = window.event
    work = _Work(state, window, index, None, window.player)
    single = work.single_entity
    if event.kind == "damaged" and event.amount is not None and single(event.object):
        work.damage([single(event.object)], event.amount)
    elif event.kind in ("threat_placed", "threat_removed") and event.amount is not None and single(event.object):
        sign = 1 if event.kind == "threat_placed" else -1
        work.threat([single(event.object)], sign * event.amount)
    elif changed_form(state, event, window.player) is not None:
        form, before = changed_form(state, event, window.player), state.player(window.player)
        if before.form == form:
            work.lines.append(message("did_form_same", player=window.player, form=message(f"form_{form}")))
        else:
            work.state = state.flipped(window.player, form)
            identity = work.state.identity(window.player)
            if identity is not None:
                work.changed.append(identity.id)
            work.lines.append(message("did_form", player=window.player, form=message(f"form_{form}"),
                                      before=message(f"form_{before.form}")))
    elif event.kind == "defeated" and single(event.subject) is not None:
        copy = single(event.subject)
        work.state = state.removed(copy.id)
        work.lines.append(message("did_defeated", card=copy.name))
    elif event.kind == "enters_play" and window.participants:
        for copy in window.participants:
            work.enter(copy)
    elif event.kind in ("round_ends", "phase_ends"):
        work.reset_limits(("round", "phase") if event.kind == "round_ends" else ("phase",))
    else:
        work.lines.append(message("step_event_by_hand"))
    return Step("event", None, tuple(work.lines), work.state, tuple(dict.fromkeys(work.changed)))


class _Work:
    """One step being resolved: the state as it changes, and the lines that say what happened."""

    def __init__(self, state: GameState, window: Window, index, copy: Copy | None, you: str | None):
        self.state, self.window, self.index, self.copy, self.you = state, window, index, copy, you
        self.lines: list = []
        self.changed: list[int] = []

    def single_entity(self, nouns) -> Copy | None:
        found = event_entities(nouns, self.state, self.index, self.window.event.kind, self.window.participants)
        copies = [e.copy for e in found or [] if e.copy is not None]
        if found and len(found) == 1 and len(copies) == 1 and self.state.copy(copies[0].id) is not None:
            return self.state.copy(copies[0].id)
        return None

    def current(self, copy: Copy) -> Copy:
        return self.state.copy(copy.id) or copy

    def set(self, copy: Copy, **changes) -> None:
        self.state = self.state.changed(copy.id, **changes)
        self.changed.append(copy.id)

    # ---- effects ----

    def damage(self, copies, amount: int) -> None:
        for copy in copies:
            copy = self.current(copy)
            if "tough" in copy.statuses and amount > 0:
                self.set(copy, statuses=copy.statuses - {"tough"})
                self.lines.append(message("did_tough", card=copy.name, amount=amount))
                continue
            self.set(copy, damage=copy.damage + amount)
            self.lines.append(message("did_damage", card=copy.name, amount=amount, before=copy.damage,
                                      after=copy.damage + amount))

    def heal(self, copies, amount: int) -> None:
        for copy in map(self.current, copies):
            after = max(0, copy.damage - amount)
            self.set(copy, damage=after)
            self.lines.append(message("did_heal", card=copy.name, amount=amount, before=copy.damage, after=after))

    def threat(self, copies, amount: int) -> None:
        for copy in map(self.current, copies):
            after = max(0, copy.threat + amount)
            self.set(copy, threat=after)
            self.lines.append(message("did_threat", card=copy.name, before=copy.threat, after=after))

    def status(self, copies, status: str) -> None:
        for copy in map(self.current, copies):
            self.set(copy, statuses=copy.statuses | {status})
            self.lines.append(message("did_status", card=copy.name, status=message(f"status_{status}")))

    def status_card(self, copy: Copy, status: str) -> None:
        copy = self.current(copy)
        self.set(copy, statuses=copy.statuses - {status})
        self.lines.append(message(f"did_{status}_card", card=copy.name))

    def exhaust(self, copies, exhausted: bool) -> None:
        for copy in map(self.current, copies):
            self.set(copy, exhausted=exhausted)
            self.lines.append(message("did_exhaust" if exhausted else "did_ready", card=copy.name))

    def counters(self, copies, name: str, amount: int) -> None:
        for copy in map(self.current, copies):
            before = copy.counter(name)
            self.state = self.state.replaced(copy.with_counter(name, before + amount))
            self.changed.append(copy.id)
            self.lines.append(message("did_counters", card=copy.name, counter=name, before=before,
                                      after=max(0, before + amount)))

    def draw(self, amount: int) -> None:
        player = self.state.player(self.you)
        if player is None:
            self.lines.append(message("step_by_hand", text=f"draw {amount}"))
            return
        self.state = self.state.with_player(attrs.evolve(player, drawn=player.drawn + amount))
        self.lines.append(message("did_draw", player=player.name, amount=amount, total=player.drawn + amount))

    def enter(self, copy: Copy) -> None:
        zone = {"ally": "play", "upgrade": "play", "support": "play", "minion": "engaged",
                "side_scheme": "side_schemes", "main_scheme": "main_scheme", "villain": "villain"}.get(
            copy.type or "", "encounter")
        owner = copy.owner or (self.you if zone in ("play", "engaged") else None)
        entered = attrs.evolve(copy, zone=zone, owner=owner)
        self.state = attrs.evolve(self.state, copies=(*[c for c in self.state.copies if c.id != copy.id], entered))
        self.changed.append(copy.id)
        self.lines.append(message("did_enter", card=copy.name, zone=message(f"where_{zone}", player=owner or "")))

    def reset_limits(self, scopes) -> None:
        for copy in self.state.copies:
            limited = [a for a in copy.card.abilities if a.limit is not None and a.limit.scope in ("round", "phase",
                                                                                                    "game")]
            used = tuple(0 if n < len(limited) and limited[n].limit.scope in scopes else u
                         for n, u in enumerate(copy.used))
            if used != copy.used:
                self.set(copy, used=used)
                self.lines.append(message("did_limits_reset", card=copy.name))
        if not self.lines:
            self.lines.append(message("step_event_by_hand"))

    # ---- an ability ----

    def keyword(self, entry: Entry) -> None:
        keyword, copy = entry.keyword, self.current(entry.copy)
        value = (keyword.value or 0) * (len(self.state.players) if keyword.per_hero else 1)
        event = self.window.event
        if keyword.id == "retaliate" and self.single_entity(event.subject):
            self.damage([self.single_entity(event.subject)], value)
        elif keyword.id == "incite" and self.state.of_types({"main_scheme"}):
            self.threat(self.state.of_types({"main_scheme"})[:1], value)
        elif keyword.id == "hinder":
            self.threat([copy], value)
        elif keyword.id == "toughness":
            self.status([copy], "tough")
        elif keyword.id == "uses" and keyword.counters:
            self.counters([copy], keyword.counters, value)
        else:
            self.lines.append(message("step_by_hand", text=keyword.text or keyword.id))

    def ability(self, entry: Entry) -> None:
        ability, copy = entry.ability, self.current(entry.copy)
        for cost in ability.costs:
            self.pay(cost, copy)
        limits = usable_limits(ability, copy)
        if limits is not None:
            limited = [a for a in copy.card.abilities if a.limit is not None and a.limit.scope in ("round", "phase",
                                                                                                    "game")]
            position = next(n for n, a in enumerate(limited) if a is ability)
            copy = self.current(copy)
            used = list(copy.used) + [0] * (position + 1 - len(copy.used))
            used[position] += 1
            self.set(copy, used=tuple(used))
            self.lines.append(message("did_limit", card=copy.name, used=used[position], count=limits[1]))
        done = True
        for sentence in ability.effects:
            if getattr(sentence, "reminder", False):  # reminder text explains; it does nothing
                continue
            if sentence.optional:
                self.lines.append(message("step_optional", text=sentence.text))
                done = False
                continue
            if sentence.then and not done:
                self.lines.append(message("step_then", text=sentence.text))
                continue
            qualifier = None
            if sentence.condition and re.match(r"with\b", sentence.condition):
                qualifier = sentence.condition   # about each card it names: judged for each (`effect`)
            elif sentence.condition and not self.condition_holds(sentence.condition, sentence.text):
                done = False
                continue
            done = all([self.effect(effect, sentence.text, qualifier) for effect in sentence.effects]) \
                and bool(sentence.effects)
            if not sentence.effects:
                self.lines.append(message("step_by_hand", text=sentence.text))
        if ability.options:   # `choose one:` and its bullets: what its lead-in says, done by hand
            self.lines.append(message("step_options", options=" ".join(f"• {o.text}" for o in ability.options)))

    def pay(self, cost, copy: Copy) -> None:
        if cost.kind == "exhaust" and (not cost.what or fold(cost.what) in ("this", "this card", fold(copy.name))):
            self.exhaust([copy], True)
        elif cost.kind == "spend" and self.state.player(self.you) and (cost.amount is not None or not re.search(
                r"\bX\b", cost.text)):
            player = self.state.player(self.you)
            have = dict(player.resources)
            for icon in list(cost.resources) or ["any"] * (cost.amount or 0):
                for kind in ([icon] if icon in have and icon != "wild" else []) + ["any", "wild"] + list(have):
                    if have.get(kind, 0) > 0:
                        have[kind] -= 1
                        break
            self.state = self.state.with_player(attrs.evolve(player, resources=tuple((k, v) for k, v in have.items()
                                                                                      if v)))
            self.lines.append(message("did_spend", player=player.name, amount=cost.amount or len(cost.resources)))
        elif cost.kind == "remove_counters" and cost.what:
            self.counters([copy], cost.what, -(cost.amount or 1))
        elif cost.kind == "take_damage" and self.state.identity(self.you):
            self.damage([self.state.identity(self.you)], cost.amount or 0)
        else:
            self.lines.append(message("step_cost_by_hand", text=cost.text or cost.kind))

    def condition_holds(self, condition: str, said: str) -> bool:
        """Whether a sentence's condition holds, saying so; a condition the state does not say is left to
        be judged by hand (False: the sentence is not applied)."""
        held = judge(condition, self.state, self.copy, self.you)
        if held is None:
            self.lines.append(message("step_condition_by_hand", condition=condition, text=said))
        elif held:
            self.lines.append(message("step_condition_holds", condition=condition))
        else:
            self.lines.append(message("step_condition_fails", condition=condition, text=said))
        return bool(held)

    def qualified(self, targets: list[Copy], qualifier: str, said: str) -> list[Copy] | None:
        """The targets a qualifier (`with fewer than 3 cards in hand`) holds for; None when it is judged by
        hand for one of them."""
        held = [judge(qualifier, self.state, self.copy, self.state.controller(t)) for t in targets]
        if None in held:
            self.lines.append(message("step_condition_by_hand", condition=qualifier, text=said))
            return None
        if not any(held):
            self.lines.append(message("step_condition_fails", condition=qualifier, text=said))
        return [t for t, ok in zip(targets, held) if ok]

    def effect(self, effect: Effect, said: str, qualifier: str | None = None) -> bool:
        """Apply one effect (to the targets `qualifier` holds for); False when it is left to be resolved by
        hand."""
        amount = (effect.amount or 0) * (len(self.state.players) if effect.per_hero else 1)
        if effect.kind == "draw":
            self.draw(amount)
            return True
        apply = {"deal_damage": lambda cs: self.damage(cs, amount), "take_damage": lambda cs: self.damage(cs, amount),
                 "heal": lambda cs: self.heal(cs, amount),
                 "place_threat": lambda cs: self.threat(cs, amount), "remove_threat": lambda cs: self.threat(cs, -amount),
                 "stun": lambda cs: self.status(cs, "stunned"), "confuse": lambda cs: self.status(cs, "confused"),
                 "tough": lambda cs: self.status(cs, "tough"), "exhaust": lambda cs: self.exhaust(cs, True),
                 "ready": lambda cs: self.exhaust(cs, False)}.get(effect.kind)
        counter = _counter_name(effect)
        if counter is not None and effect.kind in ("place_counters", "add_counters", "remove_counters"):
            sign = -1 if effect.kind == "remove_counters" else 1
            apply = lambda cs: self.counters(cs, counter, sign * (amount or 1))  # noqa: E731
        if apply is None:
            self.lines.append(message("step_by_hand", text=effect.text or said))
            return False
        targets = self.targets(effect.target)
        if targets is None:
            self.lines.append(message("step_choose", text=effect.text or said,
                                      target=(effect.target.text or effect.target.noun) if effect.target else "?"))
            return False
        if qualifier is not None:
            targets = self.qualified(targets, qualifier, effect.text or said)
            if targets is None:
                return False
        apply(targets)
        return True

    def targets(self, target: Target | None) -> list[Copy] | None:
        """The cards an effect acts on, when there is no choice to make; None when a player chooses."""
        copy, state = self.copy, self.state
        if target is None:
            return [copy] if copy is not None and copy.in_play else None
        noun, text = fold(target.noun).replace("_", " "), fold(target.text)
        mine = target.quantity == "your" or noun in ("you", "your hero", "your identity") or text in (
            "you", "your hero", "your identity")
        if mine and (noun in ("you", "hero", "identity", "alter-ego", "alter ego", "player") or text.startswith("you")):
            identity = state.identity(self.you)
            return [identity] if identity else None
        name = target_name(target)
        if target.quantity == "this" or noun in ("this", "itself", "self", "here") or (
                copy is not None and name is not None and card_key(name) == card_key(copy.name)):
            return [self.current(copy)] if copy is not None else None
        if target.quantity in ("that", "its", "their") or noun in ("it", "him", "her", "them"):
            subject = self.single_entity(self.window.event.subject)
            types = target_copies_types(target)
            return [subject] if subject and (not types or subject.type in types) else None
        found = target_copies(target, state)
        if found is None:
            named = [c for c in state.in_play() if name is not None and card_key(c.name) == card_key(name)]
            return named if len(named) == 1 else None
        if mine:
            found = [c for c in found if state.controller(c) == self.you]
        if target.quantity in ("each", "all"):
            return found
        return found if len(found) == 1 else None


def target_copies_types(target: Target) -> frozenset[str] | None:
    """The kinds of card `that enemy` may be (its noun's)."""
    if target.card_types:
        return frozenset(target.card_types)
    return CLASSES.get(fold(target.noun).replace("_", " "))


def _counter_name(effect: Effect) -> str | None:
    named = getattr(effect, "counters", None) or effect.resource
    if named:
        return named
    found = re.search(r"(?:\d+\s+)?([\w-]+)\s+counters?", effect.text or "")
    return found.group(1) if found else None
