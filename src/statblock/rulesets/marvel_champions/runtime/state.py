"""A game state: the players, their forms and resources, and every card in play, by zone.

Frozen: resolving a step gives a new state (`GameState.changed`), so each step's state can be
shown and compared. Cards are `Copy`s: one physical card of a `CompiledCard`, with what is on it
(damage, threat, counters, status cards), whether it is exhausted, what it is attached to and how
often its limited abilities were used. Zones (the state file's words):

- shared: `villain`, `main_scheme`, `side_schemes`, `encounter` (environments, attachments, other
  encounter cards in play), `boost` (cards dealt facedown as boost cards);
- each player's: `identity` (the face-up side of their hero/alter-ego card), `play` (their play
  area: allies, supports, upgrades, and encounter cards there such as obligations), `engaged`
  (minions engaged with them), `hand` (out of play: only its event cards can be used, seed 002).
"""

from __future__ import annotations

import attrs

from ....diagnostics import Span
from ..model import CompiledCard
from ....records import frozen

__all__ = ["FORMS", "IN_PLAY", "RESOURCES", "SHARED_ZONES", "STATUSES", "PLAYER_ZONES", "Copy", "GameState",
           "Player"]

FORMS = ("hero", "alter_ego")
STATUSES = ("stunned", "confused", "tough")
RESOURCES = ("energy", "mental", "physical", "wild")
SHARED_ZONES = ("villain", "main_scheme", "side_schemes", "encounter", "boost")
PLAYER_ZONES = ("identity", "play", "engaged", "hand")
#: Zones whose cards are in play (seed 002: card abilities interact only with cards in play).
IN_PLAY = frozenset({"villain", "main_scheme", "side_schemes", "encounter", "identity", "play", "engaged"})


@frozen
class Copy:
    """One card in a zone."""

    id: int
    card: CompiledCard = attrs.field(eq=False)
    zone: str
    owner: str | None = None               # the player whose zone it is; None for shared cards
    exhausted: bool = False
    damage: int = 0
    threat: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    statuses: frozenset[str] = frozenset()
    attached_to: int | None = None
    used: tuple[int, ...] = ()             # uses of its limited abilities (in order) this round, phase or game
    span: Span | None = attrs.field(default=None, eq=False)

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def type(self) -> str | None:
        return self.card.type

    @property
    def in_play(self) -> bool:
        return self.zone in IN_PLAY

    def counter(self, name: str) -> int:
        return dict(self.counters).get(name, 0)

    def with_counter(self, name: str, amount: int) -> Copy:
        counters = dict(self.counters)
        counters[name] = max(0, amount)
        return attrs.evolve(self, counters=tuple(sorted((k, v) for k, v in counters.items() if v)))

    def uses(self, index: int) -> int:
        return self.used[index] if index < len(self.used) else 0


@frozen
class Player:
    name: str
    form: str                               # hero, alter_ego
    hero: CompiledCard | None = attrs.field(default=None, eq=False)
    alter_ego: CompiledCard | None = attrs.field(default=None, eq=False)
    resources: tuple[tuple[str, int], ...] = ()   # energy, mental, physical, wild; `any`: of no said kind
    drawn: int = 0                          # cards drawn while resolving
    hand_given: bool = False                # the state file lists the hand: its size is known
    span: Span | None = attrs.field(default=None, eq=False)

    def resource(self, kind: str) -> int:
        return dict(self.resources).get(kind, 0)

    @property
    def total_resources(self) -> int:
        return sum(n for _, n in self.resources)


@frozen
class GameState:
    players: tuple[Player, ...]
    copies: tuple[Copy, ...]
    you: str | None = None                  # the player an event's `you` is
    path: str = ""
    cards: object = attrs.field(default=None, eq=False, repr=False)   # the CardIndex its cards came from

    # ---- reading ----

    def player(self, name: str | None) -> Player | None:
        return next((p for p in self.players if p.name == name), None)

    @property
    def you_player(self) -> Player | None:
        return self.player(self.you) or (self.players[0] if self.players else None)

    def copy(self, copy_id: int | None) -> Copy | None:
        return next((c for c in self.copies if c.id == copy_id), None)

    def in_play(self) -> list[Copy]:
        return [c for c in self.copies if c.in_play]

    def identity(self, player: str | None) -> Copy | None:
        return next((c for c in self.copies if c.zone == "identity" and c.owner == player), None)

    def of_types(self, types, owner: str | None = None) -> list[Copy]:
        """The cards in play of one of `types` (of `owner`'s, when given)."""
        return [c for c in self.in_play() if c.type in types and (owner is None or c.owner == owner)]

    def controller(self, copy: Copy) -> str | None:
        """Who controls a card: its zone's player, else the controller of what it is attached to (seed 002:
        an encounter attachment on a player card answers to that card's controller)."""
        seen = set()
        while copy is not None and copy.id not in seen:
            if copy.owner is not None:
                return copy.owner
            seen.add(copy.id)
            copy = self.copy(copy.attached_to)
        return None

    # ---- changing ----

    def changed(self, copy_id: int, **changes) -> GameState:
        return attrs.evolve(self, copies=tuple(attrs.evolve(c, **changes) if c.id == copy_id else c
                                               for c in self.copies))

    def replaced(self, copy: Copy) -> GameState:
        return attrs.evolve(self, copies=tuple(copy if c.id == copy.id else c for c in self.copies))

    def removed(self, copy_id: int) -> GameState:
        return attrs.evolve(self, copies=tuple(c for c in self.copies if c.id != copy_id))

    def with_player(self, player: Player) -> GameState:
        return attrs.evolve(self, players=tuple(player if p.name == player.name else p for p in self.players))

    def flipped(self, name: str, form: str) -> GameState:
        """`name` changes to `form`: the identity's face-up card becomes that side, when the state knows it."""
        player = self.player(name)
        if player is None or player.form == form:
            return self
        state = self.with_player(attrs.evolve(player, form=form))
        side = player.hero if form == "hero" else player.alter_ego
        identity = self.identity(name)
        if identity is not None and side is not None:
            state = state.changed(identity.id, card=side)
        return state

    def next_id(self) -> int:
        return max((c.id for c in self.copies), default=0) + 1
