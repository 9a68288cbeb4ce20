"""Paying an ability's costs in a step of `--resolve`: all of them, as they are asked, or none.

The window lists an ability as one that can be initiated by the state the event found (`checks.py`); by the time
it resolves, an earlier step may have spent the resources, exhausted the card, removed the counters or used the
limit. So its costs and limit are checked again against the state as it is then (`checks.payment_problems`):

- a cost that cannot be paid (too few resources or counters, a card already exhausted, a limit used up) stops the
  ability: not resolved, saying why, and the state is not changed;
- a cost whose payment needs a judgement (an X, resources of no said kind, damage as a cost beyond the identity's hit
  points) leaves the ability to be resolved by hand, saying why;
- a cost `--resolve` cannot pay itself (`discard a card`, `exhaust a character you control`, counters of no said
  kind) leaves the whole ability to the player: each cost to pay by hand and, said once, its effects, none of which
  are applied, nor its other costs (a player who cannot pay the one may not pay the others);
- else every cost is paid, as much as it asks (each resource icon by a resource of that kind, or a wild one), and
  the limit counts one use. Which resources pay an amount of any kind is the player's choice when several kinds
  could: that cost is then paid by hand, as one `--resolve` cannot pay itself.
"""

from __future__ import annotations

import attrs

from ..catalog import message
from ..model import Ability, Cost
from .changes import Changes
from .checks import cost_card, counter_card, limited_abilities, payment_problems, usable_limits
from .state import Copy, Player

__all__ = ["CostWork", "spent"]


class CostWork(Changes):
    """A step that pays an ability's costs before its effects: `outcome` says when the ability does not resolve."""

    outcome: str | None = None    # skipped (a cost cannot be paid), by_hand (a person pays it); None: paid

    def pay_costs(self, ability: Ability, copy: Copy) -> bool:
        """Pay the ability's costs and count its limit (True), or say why not, changing nothing (False)."""
        player = self.state.player(self.you)
        problems = payment_problems(ability, copy, player, self.state)
        if any(p.blocks for p in problems):
            self.lines.extend((message("step_cannot"), *(p.text for p in problems if p.blocks)))
            self.outcome = "skipped"
            return False
        if problems:
            self.lines.extend((message("step_judge_initiate"), *(p.text for p in problems)))
            self.outcome = "by_hand"
            return False
        before = (self.state, list(self.lines), list(self.changed))
        left = [cost for cost in ability.costs if not self.pay(cost, copy, player)]
        if left:
            self.state, self.lines, self.changed = before[0], before[1], before[2]
            self.lines.extend(message("step_cost_by_hand", text=cost.text or cost.kind) for cost in ability.costs)
            self.lines.append(message("step_effects_after_cost", text=_effects_text(ability)))
            self.outcome = "by_hand"
            return False
        self.count_use(ability, copy)
        return True

    def count_use(self, ability: Ability, copy: Copy) -> None:
        limits = usable_limits(ability, self.current(copy))
        if limits is None:
            return
        copy = self.current(copy)
        position = next(n for n, a in enumerate(limited_abilities(copy.card)) if a is ability)
        used = list(copy.used) + [0] * (position + 1 - len(copy.used))
        used[position] += 1
        self.set(copy, used=tuple(used))
        self.lines.append(message("did_limit", card=copy.name, used=used[position], count=limits[1]))

    def pay(self, cost: Cost, copy: Copy, player: Player | None) -> bool:
        """Pay one cost as it asks (True); False when it is a player's to pay."""
        if cost.kind == "condition":   # nothing to pay: `payment_problems` judged that it holds
            return True
        if cost.kind == "exhaust":
            card = cost_card(cost.what, copy, self.state, player)
            if card is None or self.current(card).exhausted:
                return False
            self.exhaust([card], True)
            return self.current(card).exhausted
        if cost.kind == "spend":
            paid = spent(cost, player)
            if paid is None:
                return False
            self.state = self.state.with_player(attrs.evolve(player, resources=paid))
            self.lines.append(message("did_spend", player=player.name, amount=_amount(cost)))
            return True
        if cost.kind == "remove_counters":
            need, holder = cost.amount or 1, counter_card(cost, copy, self.state, player)
            if holder is None or cost.up_to or not cost.what or holder.counter(cost.what) < need:   # which: a person's
                return False
            self.counters([holder], cost.what, -need)
            return True
        if cost.kind == "take_damage":
            identity = self.state.identity(player.name) if player is not None else None
            if identity is None or cost.amount is None or cost.up_to:
                return False
            self.damage([identity], cost.amount)   # a tough card or a "cannot" would prevent it: not paid then
            return self.current(identity).damage == identity.damage + cost.amount
        return False


def spent(cost: Cost, player: Player | None) -> tuple[tuple[str, int], ...] | None:
    """The player's resources after paying a `spend` cost in full, when there is no choice to make: each icon by a
    resource of its kind, else a wild one (a wild one pays whatever the other does); the rest of the amount by the
    resources of the one other kind there is (or of no said kind), then by wild ones. None, for the player to pay,
    when they do not pay it all, when a resource of no said kind would stand for an icon, when resources of several
    kinds could pay the rest and not all of them are spent (which ones is the player's choice), or when the amount
    is the player's to say (`X`, `up to`)."""
    if player is None or cost.amount is None:
        return None
    have = dict(player.resources)
    icons = [i for i in cost.resources if i != "wild"]
    for icon in icons:
        kind = next((k for k in (icon, "wild") if have.get(k, 0) > 0), None)
        if kind is None:
            return None
        have[kind] -= 1
    generic = _amount(cost) - len(icons)
    pools = [k for k, n in have.items() if n > 0 and k != "wild"]
    if generic and len(pools) > 1 and generic < sum(have[k] for k in pools):
        return None
    for kind in (*pools, "wild"):
        taken = min(generic, have.get(kind, 0))
        have[kind] = have.get(kind, 0) - taken
        generic -= taken
    return None if generic else tuple((k, v) for k, v in have.items() if v)


def _amount(cost: Cost) -> int:
    return max(cost.amount or 0, len(cost.resources))


def _effects_text(ability: Ability) -> str:
    said = [s.text.strip() for s in ability.effects if not getattr(s, "reminder", False)]
    said += [f"• {o.text}" for o in ability.options]
    return " ".join(s for s in said if s) or ability.text
