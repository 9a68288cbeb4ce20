"""One name for each state of the ability's own that the vocabulary knows, whatever the language it is said in.

Seed 000 names three states besides the conditions (「息切れ (winded)」「意識不明 (unconscious)」「瀕死 (dying)」), and the
vocabulary's `own_states` some more an ability names of its own (`燃焼`, burning). `the target is winded (EoT)` and
`ターゲットは息切れする (EoT)` say one state: both compile to `winded`, its English name, as a Draw Steel condition is
its id whatever the language (they were `winded` and `息切れ`, two conditions, and the cards mixed the languages,
`ターゲットは「winded」状態`, `the target is 息切れ`). Each card says the state in its own language (`render/conditions.py`).
A status said with a verb of its own (`who`) and one about someone (`source`) are kept as written.
"""

from __future__ import annotations

import attrs

from ..runtime import effects as fx

__all__ = ["one_state_name"]


def one_state_name(effects, rules) -> tuple:
    """`effects` (a tuple), each state of the ability's own that the vocabulary knows named by its English name, inside a
    potency's and a choice's effects too; the same tuple when none is renamed."""
    states = rules.categories.get("own_states")
    if states is None:
        return tuple(effects)
    out = tuple(_named(effect, states) for effect in effects)
    return out


def _named(effect, states):
    if isinstance(effect, fx.ApplyCondition):
        if not effect.custom or effect.who is not None or effect.source is not None:
            return effect
        term = states.lookup(effect.condition)
        if term is None or term.en[0] == effect.condition:
            return effect
        return attrs.evolve(effect, condition=term.en[0])
    if isinstance(effect, (fx.PotencyGate, fx.Timed)):
        inner = tuple(_named(e, states) for e in effect.effects)
        return effect if inner == effect.effects else attrs.evolve(effect, effects=inner)
    if isinstance(effect, fx.Choice):
        options = tuple(tuple(_named(e, states) for e in option) for option in effect.options)
        return effect if options == effect.options else attrs.evolve(effect, options=options)
    return effect
