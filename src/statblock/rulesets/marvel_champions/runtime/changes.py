"""The state as a step of `--resolve` changes it, and the lines that say what changed.

`Changes` holds one step's state and applies the changes the runtime knows (damage, where a tough
status card prevents it; healing; threat; status cards; exhausting and readying; counters; cards
drawn; a card entering play; limits starting over), each with its line. It decides nothing about
which cards or players: the caller (`abilities.py`, `resolve.py`) says that.
"""

from __future__ import annotations

import re

import attrs

from ....messages import Listing
from ..catalog import message
from ..language.japanese import is_japanese
from ..vocabulary import spellings
from .checks import limited_abilities, resets_at
from .match import event_entities
from .nouns import CLASSES, fold
from .state import Copy, GameState
from .window import Window

__all__ = ["Changes"]

_CANNOT = r"\b(?:cannot|can't|can not)\s+"
#: "Cannot" beats "can" (the Rules Reference; seed 002 has no such rule, the cards' words do): the words of a
#: constant ability's prohibition (`Ultron cannot take damage while …`, `Threat cannot be removed from this scheme.`)
#: that forbid each change `--resolve` makes.
_FORBIDS = {
    "damage": re.compile(_CANNOT + r"(?:take|be\s+dealt|be\s+damaged)\b", re.IGNORECASE),
    "heal": re.compile(_CANNOT + r"(?:be\s+)?heal", re.IGNORECASE),
    "remove_threat": re.compile(r"\bthreat\s+(?:cannot|can't|can not)\s+be\s+removed|" + _CANNOT + r"remove\s+threat",
                                re.IGNORECASE),
    "place_threat": re.compile(r"\bthreat\s+(?:cannot|can't|can not)\s+be\s+placed|" + _CANNOT + r"place\s+threat",
                               re.IGNORECASE),
    "ready": re.compile(_CANNOT + r"(?:ready|be\s+readied)\b", re.IGNORECASE),
    "stunned": re.compile(_CANNOT + r"be\s+stunned\b", re.IGNORECASE),
    "confused": re.compile(_CANNOT + r"be\s+confused\b", re.IGNORECASE),
    "defeated": re.compile(_CANNOT + r"be\s+defeated\b", re.IGNORECASE),
}
#: The same in Japanese (ours): the words of a change, then its verb negated within its clause (`ダメージを受けない`,
#: `このスキームから脅威を取り除くことはできない`, `回復できない`, `スタン状態にならない`, `倒されない`), as
#: `language.japanese` types such a clause `prohibit`.
_NEGATED = r"[^。、，,]{0,12}?(?:ない|ません)"
_FORBIDS_JA = {change: re.compile(words + _NEGATED) for change, words in {
    "damage": r"ダメージを?(?:受け|与えられ)",
    "heal": r"回復",
    "remove_threat": r"脅威[^。、，,]{0,8}?(?:取り除|除去)",
    "place_threat": r"脅威[^。、，,]{0,8}?置",
    "ready": r"準備状態",
    "stunned": r"スタン状態",
    "confused": r"混乱状態",
    "defeated": r"(?:倒され|撃破され|倒すこと|撃破すること)",
}.items()}
#: Nouns of a prohibition that name cards by their kind (`Heroes and allies cannot be readied …`); `card` and
#: `player` name every card, and so none.
_KIND_NOUNS = tuple((noun, types) for noun, types in CLASSES.items() if noun not in ("card", "encounter card", "player")
                    and noun.isascii())
#: The Japanese ones (`ヒーローは回復できない`), but `カード`, `遭遇カード`, `プレイヤー` (every card), as in English.
_KIND_NOUNS_JA = tuple(sorted(((noun, types) for noun, types in CLASSES.items()
                               if not noun.isascii() and noun not in ("カード", "遭遇カード", "プレイヤー")),
                              key=lambda pair: -len(pair[0])))
#: Where the subject of a Japanese prohibition ends with no `は` (`悪役が`): its kind nouns are the ones before.
_JA_TOPIC = re.compile(r"が")


def _plural(noun: str) -> str:
    return noun[:-1] + "ies" if noun.endswith("y") else noun + ("es" if noun.endswith("o") else "s")


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

    def forbidden(self, copy: Copy, change: str) -> bool:
        """Whether a constant ability of a card in play may forbid `change` to `copy` (its words say "cannot" of it and
        name this card: it is its own, or names it, its kind or `attached` to it): then the change is not made, and
        the line says to check it by hand (whether its condition, `while …`, `by player card effects`, holds)."""
        for holder in self.state.in_play():
            for ability in holder.card.abilities:
                if ability.type != "constant":
                    continue
                for sentence in ability.effects:
                    for effect in sentence.effects:
                        words = effect.text or sentence.text
                        forbids = (_FORBIDS_JA if is_japanese(words) else _FORBIDS)[change]
                        if effect.kind == "prohibit" and forbids.search(words) and _names(words, holder, copy):
                            self.lines.append(message("step_forbidden", holder=holder.name, words=sentence.text.strip(),
                                                      card=copy.name, change=message(f"change_{change}")))
                            return True
        return False

    def damage(self, copies, amount: int, unpreventable: bool = False) -> None:
        """`amount` damage to each of `copies`; a tough status card prevents it and is discarded. `unpreventable`
        damage (`Deal 3 unpreventable damage`, `防御不能ダメージ`) against a tough status card is left by hand: seed 002
        says nothing of which wins (a tough card prevents; the words say the damage cannot be prevented)."""
        for copy in copies:
            copy = self.current(copy)
            if amount > 0 and self.forbidden(copy, "damage"):
                continue
            if "tough" in copy.statuses and amount > 0 and unpreventable:
                self.lines.append(message("step_unpreventable_tough", card=copy.name, amount=amount))
                continue
            if "tough" in copy.statuses and amount > 0:
                self.set(copy, statuses=copy.statuses - {"tough"})
                self.lines.append(message("did_tough", card=copy.name, amount=amount))
                continue
            self.set(copy, damage=copy.damage + amount)
            self.lines.append(message("did_damage", card=copy.name, amount=amount, before=copy.damage,
                                      after=copy.damage + amount))

    def heal(self, copies, amount: int) -> None:
        for copy in map(self.current, copies):
            if self.forbidden(copy, "heal"):
                continue
            after = max(0, copy.damage - amount)
            self.set(copy, damage=after)
            self.lines.append(message("did_heal", card=copy.name, amount=amount, before=copy.damage, after=after))

    def threat(self, copies, amount: int) -> None:
        for copy in map(self.current, copies):
            if amount and self.forbidden(copy, "place_threat" if amount > 0 else "remove_threat"):
                continue
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
        if self.forbidden(copy, status):
            return False
        if "stalwart" in own:
            self.lines.append(message("did_stalwart", card=copy.name, status=said))
            return False
        if "steady" in own:
            self.lines.append(message("step_steady", card=copy.name, status=said))
            return False
        granting = [c.name for c in self.state.in_play() if any(
            a.type == "constant" and _GRANTS.search(a.text) for a in c.card.abilities)]
        if granting:
            self.lines.append(message("step_status_granted", card=copy.name, status=said, cards=Listing(tuple(granting))))
            return False
        return True

    def status_card(self, copy: Copy, status: str) -> None:
        copy = self.current(copy)
        self.set(copy, statuses=copy.statuses - {status})
        self.lines.append(message(f"did_{status}_card", card=copy.name))

    def exhaust(self, copies, exhausted: bool) -> None:
        for copy in map(self.current, copies):
            if not exhausted and self.forbidden(copy, "ready"):
                continue
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
                "side_scheme": "side_schemes", "main_scheme": "main_scheme", "villain": "villain",
                "leader": "villain"}.get(
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


def _names(words: str, holder: Copy, copy: Copy) -> bool:
    """Whether a prohibition on `holder` may be about `copy`: its own (`this scheme`), or its words name the card, its
    kind (`the villain`, `heroes and allies`) or `attached` (and it is attached to the card)."""
    if holder.id == copy.id:
        return True
    if is_japanese(words):
        return _names_japanese(words, holder, copy)
    folded = fold(words)
    if fold(copy.name) in folded or holder.attached_to == copy.id and "attached" in folded:
        return True
    return any(copy.type in types and re.search(rf"\b(?:{re.escape(noun)}|{re.escape(_plural(noun))})\b", folded)
               for noun, types in _KIND_NOUNS)


def _names_japanese(words: str, holder: Copy, copy: Copy) -> bool:
    """`_names` of a Japanese prohibition: it names the card, `アタッチ` (and it is attached to the card), or the card's
    kind in its subject, the words before the `は` (or `が`) of the clause after its last comma (`ミニオンが場にある間、
    ヒーローは回復できない`: heroes; the whole clause when it has none: `この計画から…`)."""
    folded = fold(words)
    if fold(copy.name) in folded or holder.attached_to == copy.id and "アタッチ" in words:
        return True
    clause = re.split(r"[、，,]", words)[-1]   # the negated verb's own clause (`ミニオンが場にある間、ヒーローは…`)
    topic = clause.rfind("は")
    if topic < 0 and (found := _JA_TOPIC.search(clause)) is not None:
        topic = found.start()
    subject = clause[:topic] if topic >= 0 else clause
    return any(copy.type in types and noun in subject for noun, types in _KIND_NOUNS_JA)
