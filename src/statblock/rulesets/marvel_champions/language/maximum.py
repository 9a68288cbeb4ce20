"""The cap an effect's amount has however it is counted: `(to a maximum of 6)` in its words (`Deal 2 damage to an enemy
(to a maximum of 6) for each card discarded this way`, `place 1 pym counter on him (to a maximum of 4) for each …`), or
a sentence of it alone in parentheses after the effect (`Deal damage to the villain equal to the threat on schemes in
play. (To a maximum of 5 damage.)`), when the amount is counted (X, `for each`, `equal to`). A cap naming a unit
that is not the effect's (`(to a maximum of 3 characters)`: a count of targets), or after a number (`Place 2 growth
counters on Groot (to a maximum of 10)`: how many the card may hold), is none of its amount, and is left as written."""

from __future__ import annotations

import re

import attrs

from ..model import Effect, Sentence

__all__ = ["with_caps"]

_CAP = re.compile(r"\(\s*to a maximum of (\d{1,4})(?:\s+([A-Za-z-]+(?:\s+[A-Za-z-]+)?))?\s*\.?\s*\)", re.IGNORECASE)
_FOR_EACH = re.compile(r"\bfor each\b", re.IGNORECASE)
_ALONE = re.compile(rf"\s*{_CAP.pattern}\s*\.?\s*", re.IGNORECASE)

#: The unit a cap may name for an effect of each kind (`damage` of a damage dealt); a counter's unit is any
#: `… counter(s)`
_UNITS = {"deal_damage": "damage", "take_damage": "damage", "heal": "damage", "prevent": "damage",
          "place_threat": "threat", "remove_threat": "threat", "draw": "cards", "discard": "cards",
          "generate": "resources"}


def _fits(effect: Effect, unit: str | None) -> bool:
    """Whether a cap is of `effect`'s amount: a counted mechanic's whose amount is counted (X, `for each`, `equal to`:
    no number), the cap's unit (if it names one) the effect's. A cap after a number (`Place 2 growth counters on Groot
    (to a maximum of 10)`, `place 1 vengeance counter here (to a maximum of 3)`) is of how many the card may hold,
    not of the amount: not read."""
    counters = effect.kind in ("place_counters", "remove_counters")
    if effect.kind not in _UNITS and not counters:
        return False
    if effect.amount is not None and not _FOR_EACH.search(effect.text):
        return False
    if unit is None:
        return True
    unit = unit.lower()
    if counters:
        return unit.split()[-1] in ("counter", "counters")
    return unit.rstrip("s") == _UNITS[effect.kind].rstrip("s")


def _capped(effect: Effect, found) -> Effect:
    if found is None or effect.maximum is not None or not _fits(effect, found.group(2)):
        return effect
    return attrs.evolve(effect, maximum=int(found.group(1)))


def with_caps(sentences: tuple[Sentence, ...]) -> tuple[Sentence, ...]:
    """`sentences` with each effect's cap read: its own words', or a reminder sentence of a cap alone after it (the
    last effect of the sentence before it that the cap's unit fits)."""
    out: list[Sentence] = []
    for sentence in sentences:
        if sentence.reminder and out and (alone := _ALONE.fullmatch(sentence.text)) is not None:
            before = out[-1]
            effects = list(before.effects)
            for index in range(len(effects) - 1, -1, -1):
                capped = _capped(effects[index], alone)
                if capped is not effects[index]:
                    effects[index] = capped
                    out[-1] = attrs.evolve(before, effects=tuple(effects))
                    break
            out.append(sentence)
            continue
        effects = tuple(_capped(e, _CAP.search(e.text)) for e in sentence.effects)
        out.append(sentence if all(a is b for a, b in zip(effects, sentence.effects))
                   else attrs.evolve(sentence, effects=effects))
    return tuple(out)
