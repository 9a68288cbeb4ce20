"""The state as a step of `--resolve` changes it, and the lines that say what changed.

`Changes` holds one step's state and applies the changes the runtime knows (damage, where a tough
status card prevents it; healing; threat; status cards; exhausting and readying; counters; cards
drawn; a card entering play; limits starting over), each with its line. It decides nothing about
which cards or players: the caller (`abilities.py`, `resolve.py`) says that.
"""

from __future__ import annotations

import re

import attrs

from ..catalog import message
from ..vocabulary import spellings
from .checks import limited_abilities, resets_at
from .match import event_entities
from .state import Copy, GameState
from .window import Window

__all__ = ["Changes"]

#: Words of a constant ability that may give a character stalwart or steady (`Nebula gains stalwart.`, `不屈を得る`).
_GRANTS = re.compile("|".join([r"\b(?:stalwart|steady)\b", *(re.escape(w) for k in ("stalwart", "steady")
                                                               for w in spellings("keywords", k) if not w.isascii())]),
                     re.IGNORECASE)


class Changes:
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
            if status in ("stunned", "confused") and not self.may_take(copy, status):
                continue
            self.set(copy, statuses=copy.statuses | {status})
            self.lines.append(message("did_status", card=copy.name, status=message(f"status_{status}")))

    def may_take(self, copy: Copy, status: str) -> bool:
        """Whether a character takes a stunned or confused status card, saying why not: stalwart (it cannot be
        stunned or confused: the keyword's "cannot" beats the effect), steady (it needs 2 of them, which a state does
        not hold: by hand), or a constant ability of a card in play that names either (`Nebula gains stalwart`: by
        hand, whether it applies)."""
        own = {keyword.id for ability in copy.card.abilities for keyword in ability.keywords}
        said = message(f"status_{status}")
        if "stalwart" in own:
            self.lines.append(message("did_stalwart", card=copy.name, status=said))
            return False
        if "steady" in own:
            self.lines.append(message("step_steady", card=copy.name, status=said))
            return False
        granting = [c.name for c in self.state.in_play() if any(
            a.type == "constant" and _GRANTS.search(a.text) for a in c.card.abilities)]
        if granting:
            self.lines.append(message("step_status_granted", card=copy.name, status=said, cards=", ".join(granting)))
            return False
        return True

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

    def draw(self, players, amount: int) -> None:
        for name in players:
            player = self.state.player(name)
            if player is None:
                self.lines.append(message("step_by_hand", text=f"draw {amount}"))
                continue
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

    def reset_limits(self, ended: str) -> None:
        """The uses of the limits that start over as the round or the phase (`ended`) ends (`checks.resets_at`)."""
        for copy in self.state.copies:
            limited = limited_abilities(copy.card)
            used = tuple(0 if n < len(limited) and resets_at(limited[n].limit.scope, ended) else u
                         for n, u in enumerate(copy.used))
            if used != copy.used:
                self.set(copy, used=used)
                self.lines.append(message("did_limits_reset", card=copy.name))
        if not self.lines:
            self.lines.append(message("step_event_by_hand"))
