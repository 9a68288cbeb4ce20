"""Whether an ability can be initiated now (seed 002), and for whom.

- its form: a trigger naming `Hero` or `Alter-Ego` is usable only by a player in that form;
- its cost: an exhaust cost needs the card ready, resources enough resources (a `wild` pays for
  any), removed counters enough counters; an event card from hand needs its printed cost; an amount the player
  says (`X`, `up to`) and damage as a cost that would reach the identity's hit points or meet its tough status
  card (seed 002 says nothing of either) need a judgement; `payment_problems` checks the costs and the limit
  again as the ability resolves (`costs.py`);
- its targets: an ability that names targets needs at least one valid target in play (`deal 5
  damage to a minion` cannot be initiated with no minion in play); cards out of play are never
  targets, nor are a prohibition's subjects (`The villain or a minion cannot attack`);
- its limit (`Limit once per round.`) not used up;
- during setup, a player card's abilities other than `Setup` do not resolve.

Each problem is a `Problem`: a no (`blocks`) or something only a person can decide (a cost in
words, an X cost, resources given without their kinds).
"""

from __future__ import annotations

import re

from ..catalog import message
from ..language.head_leads import has_unknown_words
from ..model import Ability, Cost, Target
from .cards import card_key
from .conditions import judge, other_form
from .nouns import CLASSES, PLAYER_TYPES, fold, read_noun
from .state import Copy, GameState, Player
from ....records import frozen

__all__ = ["Problem", "controlled_by_you", "cost_card", "counter_card", "hit_points", "initiation_problems",
           "limited_abilities", "mentions_you", "payment_problems", "resets_at", "target_copies", "target_name",
           "target_types", "usable_limits"]

#: Target quantities that choose (seed 002: "a minion", "the villain", "an enemy"): `each` and
#: `all` affect every such card and choose none.
CHOOSING = frozenset({"a", "an", "the", "any", "up_to", "one"})
#: Targets that are not chosen among the cards in play: the card itself, your own identity, the card
#: the event is about (`that enemy`, `it`).
RELATIVE = frozenset({"this", "your", "that", "its", "their"})
_ALWAYS_THERE = frozenset({"you", "this", "self", "it", "itself", "here", "him", "her", "them"})
#: Limits on how many copies of a card there are (`Max 1 per player.`, `Max 2 per deck.`, `Max 1 per ally.`),
#: not on uses: deck building and attachments, no timing window's business.
_COPY_SCOPES = frozenset({"player", "deck", "ally", "character", "enemy", "minion", "scheme", "side_scheme", "identity",
                          "hero", "villain", "encounter_card"})
#: Periods within a phase (`Max once per attack.`, `Max 1 per basic power use.`): they end with the phase at the latest.
_WITHIN_PHASE = frozenset({"attack", "activation", "event", "attack_event", "basic_power_use", "card"})
#: Limits counted for each of something a use is for (`(Limit once per card.)`: each card a resource pays for): how
#: many uses went to this one no state says, so a used one is for a person to judge, as `… for each aspect`.
_EACH_SCOPES = frozenset({"card"})


@frozen
class Problem:
    blocks: bool          # True: it cannot be initiated; False: a person must judge
    text: object          # a message


def target_types(target: Target) -> frozenset[str] | None:
    """The card types a target may be, or None for a target that is always there (`you`, `this`, `your
    hero`, `it`, `that enemy`: the card the event is about) or a card named by its name."""
    noun = fold(target.noun).replace("_", " ").replace("alter ego", "alter-ego")
    if target.quantity in RELATIVE or noun in _ALWAYS_THERE or noun == "named":
        return None
    if target.card_types:
        return frozenset(target.card_types)
    noun = {"enemies": "enemy", "allies": "ally", "minions": "minion", "schemes": "scheme", "heroes": "hero",
            "characters": "character", "players": "player", "cards": "card"}.get(noun, noun)
    return CLASSES.get(noun)


def target_name(target: Target) -> str | None:
    """The card a target names by name (`Rhino`), or None."""
    noun = fold(target.noun)
    if target.quantity in RELATIVE or noun in _ALWAYS_THERE:
        return None
    if noun == "named":
        name = target.text or ""
    elif target_types(target) is None:  # a noun that is no kind of card: a name, if a card has it
        name = target.noun
    else:
        return None
    name = _OWNED.sub("", _without_last_brackets(name).strip())
    return re.sub(r"^(?:the|a|an|each|every|all)\s+", "", name, flags=re.IGNORECASE) or None


#: Who controls the cards a target names (`each Surveillance Team you control`): no words of their name.
_OWNED = re.compile(r"(?<!\s)\s++(?:you control|under your control|controlled by you)$", re.IGNORECASE)


def controlled_by_you(target: Target) -> bool:
    """Whether a target names the cards of the player its `you` is (`each Surveillance Team you control`)."""
    return _OWNED.search(target.text or "") is not None


def _without_last_brackets(name: str) -> str:
    """`name` without the words in brackets that end it (`Rhino (Villain)`): from the first `(` after the `)` before
    the last one. (A search for the brackets at the end took the square of a run of blanks or of `(`s.)"""
    text = name.rstrip()
    if not text.endswith(")"):
        return name
    opening = text.find("(", text.rfind(")", 0, len(text) - 1) + 1, len(text) - 1)
    return name if opening < 0 else text[:opening]


def target_copies(target: Target, state: GameState) -> list[Copy] | None:
    """The cards in play a target may be (None: always there, or named by name)."""
    types = target_types(target)
    if types is None:
        return None
    return [c for c in state.in_play() if c.type in types]


def _named(target: Target, state: GameState) -> list[Copy] | None:
    """A target that is a card's name: the cards in play of that name; None when the name is no card's
    (the words are not a name statblock can check)."""
    name = target_name(target)
    if name is None or state.cards is None or not state.cards.knows(name):
        return None
    return [c for c in state.in_play() if card_key(c.name) == card_key(name)]


def _limits_uses(ability: Ability) -> bool:
    return ability.limit is not None and ability.limit.scope not in _COPY_SCOPES


def limited_abilities(card) -> list[Ability]:
    """A card's abilities whose limit counts uses in a period (`Limit once per round.`, `Max once per attack.`), in
    order: a state's `used` gives one count for each."""
    return [a for a in card.abilities if _limits_uses(a)]


def resets_at(scope: str, ended: str) -> bool:
    """Whether the uses a limit of `scope` counts start over when the round or the phase (`ended`) ends: a
    round's end ends its phase and everything in it; a game's limit never starts over."""
    if scope == "game":
        return False
    if ended == "round":
        return True
    return scope == "phase" or scope in _WITHIN_PHASE


def usable_limits(ability: Ability, copy: Copy) -> tuple[int, int] | None:
    """(used, allowed) of the ability's limit on its uses in a period (a round, phase, game, attack, ...), or None
    when it has none."""
    if not _limits_uses(ability):
        return None  # `Max 1 per player` limits copies in play, not uses
    index = next((n for n, a in enumerate(limited_abilities(copy.card)) if a is ability), 0)
    return copy.uses(index), ability.limit.count


def initiation_problems(ability: Ability, copy: Copy, player: Player | None, state: GameState,
                        setup: bool = False) -> list[Problem]:
    problems: list[Problem] = []
    if setup and ability.type != "setup" and copy.type in PLAYER_TYPES:
        problems.append(Problem(True, message("cannot_setup")))
    if ability.form is not None:
        if player is None:
            problems.append(Problem(False, message("judge_who_form", form=message(f"form_{ability.form}"))))
        elif player.form != ability.form:
            problems.append(Problem(True, message("cannot_form", player=player.name,
                                                  form=message(f"form_{ability.form}"),
                                                  now=message(f"form_{player.form}"))))
    # (`Mission Response`: a word of its trigger seed 002 gives no meaning; MC116. Not `Forced Forced Response`: its
    # lead a known word said again, which limits nothing, said to have no meaning)
    if ability.lead and has_unknown_words(ability.lead):
        problems.append(Problem(False, message("judge_lead", words=ability.lead, trigger=ability.trigger)))
    if copy.zone == "hand" and copy.type == "event":
        problems.extend(_printed_cost(copy, player))
    problems.extend(p for cost in ability.costs for p in _cost(cost, copy, player, state))
    problems.extend(_targets(ability, state))
    problems.extend(_limit(ability, copy, state))
    return problems


def payment_problems(ability: Ability, copy: Copy, player: Player | None, state: GameState) -> list[Problem]:
    """What stops paying the ability's costs, or counting a use of its limit, in `state` as it is when the ability
    resolves (`--resolve`: an earlier step may have spent the resources, exhausted the card, removed the counters or
    used the limit the window was listed with)."""
    problems = [p for cost in ability.costs for p in _cost(cost, copy, player, state)]
    return problems + _limit(ability, copy, state)


def _limit(ability: Ability, copy: Copy, state: GameState) -> list[Problem]:
    """Its limit on uses, used up or not. `used` counts every player's uses: a limit `per player` on a card any
    player may use (`Limit once per round per player.` on an encounter card) is used up for a player only when
    every player has used it up; before that, whether this one has is for a person to check; so is a limit of
    each of something (`once per round for each aspect`)."""
    limits = usable_limits(ability, copy)
    if limits is None or limits[0] < limits[1]:
        return []
    used, count = limits
    limit = ability.limit
    scope = message(f"scope_{limit.scope}") if limit.scope in _SCOPE_WORDS else limit.scope.replace("_", " ")
    shared = copy.type not in PLAYER_TYPES and len(state.players) > 1
    if limit.per_player and shared and used < count * len(state.players):
        return [Problem(False, message("judge_limit_per_player", used=used, scope=scope, text=limit.text))]
    if "for_each" in limit.scope or limit.scope in _EACH_SCOPES:
        return [Problem(False, message("judge_limit_each", used=used, text=limit.text))]
    return [Problem(True, message("cannot_limit", used=used, count=count, scope=scope))]


_SCOPE_WORDS = frozenset({"round", "phase", "game", "attack", "activation", "event"})


def _printed_cost(copy: Copy, player: Player | None) -> list[Problem]:
    cost = copy.card.stats.get("cost")
    if isinstance(cost, str) and cost.strip().isdigit():
        cost = int(cost)
    if cost is None or isinstance(cost, bool) or not isinstance(cost, int):
        return [Problem(False, message("judge_cost", cost=str(cost if cost is not None else "X")))]
    return _resources(cost, (), player)


def _resources(amount: int, icons: tuple[str, ...], player: Player | None) -> list[Problem]:
    """Whether `player` has `amount` resources, `icons` among them (a wild resource is any icon)."""
    if player is None:
        return [Problem(False, message("judge_resources"))]
    have = dict(player.resources)
    wild, unknown = have.get("wild", 0), have.get("any", 0)
    short = 0
    for icon in set(icons) - {"wild"}:
        need = icons.count(icon)
        short += max(0, need - have.get(icon, 0))
    total = player.total_resources
    if total < max(amount, len(icons)):
        return [Problem(True, message("cannot_resources", player=player.name, need=max(amount, len(icons)),
                                      have=total))]
    if short > wild:
        if short - wild <= unknown:
            return [Problem(False, message("judge_resource_kinds", player=player.name))]
        return [Problem(True, message("cannot_resource_kinds", player=player.name,
                                      icons=" ".join(f"[{i}]" for i in icons)))]
    return []


def _cost(cost: Cost, copy: Copy, player: Player | None, state: GameState) -> list[Problem]:
    if cost.kind == "condition":   # `If you are in [[Tiny]] hero form, exhaust … →`: initiated only while it holds
        held = judge(cost.text, state, copy, player.name if player is not None else None)
        if held is None and other_form(cost.text) is not None:   # (`[[Tiny]] hero form`: no form a state holds)
            return [Problem(False, message("judge_cost_form", condition=cost.text, form=other_form(cost.text)))]
        if held is None:
            return [Problem(False, message("judge_cost_condition", condition=cost.text))]
        return [] if held else [Problem(True, message("cannot_cost_condition", condition=cost.text))]
    if cost.kind == "exhaust":
        target = cost_card(cost.what, copy, state, player)
        if target is None:
            return [Problem(False, message("judge_cost", cost=cost.text or cost.kind))]
        return [Problem(True, message("cannot_exhausted", card=target.name))] if target.exhausted else []
    if cost.kind == "spend":
        if cost.amount is None:   # `Spend X [mental] resources`, `spend up to 2 resources`: the player says how many
            return [Problem(False, message("judge_cost", cost=cost.text or cost.kind))]
        return _resources(cost.amount or len(cost.resources), tuple(cost.resources), player)
    if cost.kind == "remove_counters":
        holder = counter_card(cost, copy, state, player)
        if holder is None or cost.up_to:   # `from him` on an upgrade, a card not in play; `Remove up to 4 …`
            return [Problem(False, message("judge_cost", cost=cost.text or cost.kind))]
        need = cost.amount or 1
        have = holder.counter(cost.what) if cost.what else sum(n for _, n in holder.counters)
        if have < need:
            return [Problem(True, message("cannot_counters", card=holder.name, need=need, have=have,
                                          counter=cost.what or ""))]
        return []
    if cost.kind == "discard":
        what = fold(cost.what or "")
        if not what or what in ("this", "this card", fold(copy.name)):
            return []
        if "hand" in what or "hand" in fold(cost.text):
            hand = [c for c in state.copies if c.zone == "hand" and c.owner == (player.name if player else None)]
            need = cost.amount or 1
            return [] if len(hand) >= need else [Problem(True, message("cannot_hand", need=need, have=len(hand)))]
        return [Problem(False, message("judge_cost", cost=cost.text or cost.kind))]
    if cost.kind == "take_damage":
        return _damage_cost(cost, player, state)
    return [Problem(False, message("judge_cost", cost=cost.text or cost.kind))]


def _damage_cost(cost: Cost, player: Player | None, state: GameState) -> list[Problem]:
    """`Take 1 damage →`: damage to the player's identity. Seed 002 says nothing of damage taken as a cost beyond a
    card's hit points, nor of a tough status card against it: either is for a person to judge, never assumed paid."""
    identity = state.identity(player.name) if player is not None else None
    if identity is None or cost.amount is None or cost.up_to:   # `take damage equal to …`, `take up to 3 damage`
        return [Problem(False, message("judge_cost", cost=cost.text or cost.kind))]
    if "tough" in identity.statuses:
        return [Problem(False, message("judge_cost_tough", card=identity.name, cost=cost.text or cost.kind))]
    health = hit_points(identity)
    if health is not None and identity.damage + cost.amount >= health:
        return [Problem(False, message("judge_cost_hit_points", card=identity.name, cost=cost.text or cost.kind,
                                       damage=identity.damage, health=health))]
    return []


def hit_points(copy: Copy) -> int | None:
    """A card's printed hit points (MarvelCDB's `health`), or None when it gives none as a number."""
    health = copy.card.stats.get("health")
    if isinstance(health, str) and health.strip().isdigit():
        health = int(health)
    return health if isinstance(health, int) and not isinstance(health, bool) else None


#: The words a counter cost names its card by (`remove 1 web counter from it`, `…from here`, `このカードから`):
#: the ability's own card; `him`, `her`, `them`: its own only when it is a character (`from him` on Groot's upgrade is
#: Groot).
_FROM = re.compile(r"\bfrom\s+(?P<en>.+?)\s*$|^(?P<ja>.+?)から", re.IGNORECASE)
_ITSELF = frozenset({"it", "itself", "here", "this", "this card", "このカード", "ここ", "それ"})
_PRONOUNS = frozenset({"him", "her", "them", "彼", "彼女"})


def counter_card(cost: Cost, copy: Copy, state: GameState, player: Player | None) -> Copy | None:
    """The card a `remove_counters` cost takes its counters from: the ability's own card unless its words name another
    (`Remove 1 toon counter from Spider-Ham`, `… from War Machine`: that card in play, or your identity); None when a
    person must tell which (a pronoun on a card that is no character, a card out of play, a name no card in play has)."""
    found = _FROM.search(cost.text or "")
    words = fold((found.group("en") or found.group("ja")) if found else "")
    if not words or words in _ITSELF or words == fold(copy.name):
        return copy if copy.in_play else None
    if words in _PRONOUNS:
        return copy if copy.in_play and copy.type in CLASSES["character"] else None
    named = cost_card(words, copy, state, player)
    return named if named is not None and named.in_play else None


def cost_card(what: str | None, copy: Copy, state: GameState, player: Player | None) -> Copy | None:
    """The card an exhaust cost names: the ability's own card unless it names another."""
    role = read_noun(what)[0].role if what and read_noun(what) else None   # `このカード`, `あなたのヒーロー` too
    if not what or fold(what) in ("this", "this card", "it", fold(copy.name)) or role == "self":
        return copy
    if (fold(what) in ("your hero", "your identity", "you") or role == "you") and player is not None:
        return state.identity(player.name)
    owner = player.name if player else None
    named = [c for c in state.in_play() if card_key(c.name) == card_key(what)]
    return next((c for c in named if c.owner == owner), named[0] if named else None)


def _targets(ability: Ability, state: GameState) -> list[Problem]:
    """Seed 002: an ability that names targets can be initiated only with at least one valid target."""
    named: list[tuple[Target, list[Copy]]] = []
    for sentence in ability.effects:
        if sentence.optional or sentence.condition:   # its targets are needed only if the player or the
            continue                                  # condition says so, when it resolves
        for effect in sentence.effects:
            if effect.kind == "prohibit":   # `The villain or a minion cannot attack`: its subjects are forbidden
                continue                    # something, not what it is done to
            for target in effect.targets or effect.one_of or (effect.target,):   # each target it names
                if target is None or target.quantity not in CHOOSING:
                    continue
                copies = target_copies(target, state)
                if copies is None:
                    copies = _named(target, state)
                    if copies is None:
                        return []  # `you`, `this`, `that enemy`: always there; an unknown name: not ours to say
                named.append((target, copies))
    if not named or any(copies for _, copies in named):
        return []
    nouns = " / ".join(dict.fromkeys(t.text or t.noun for t, _ in named))
    return [Problem(True, message("cannot_target", target=nouns))]


def mentions_you(card) -> bool:
    """Whether a card's text uses `you` or `your` (あなた): seed 002's rule for attachments."""
    text = " ".join(a.text for a in card.abilities)
    return re.search(r"\byour?\b|あなた", text, re.IGNORECASE) is not None
