"""An Effect section that states a rule of the whole ability, read as that rule: `Forced movement from this ability
ignores stability.` (the Troubadour's Melt Their Faces), `The forced movement is vertical.`, `この アビリティによる強制移動は
安定性を無視する`. Seed 000 has the same rules said in a tier (`P < WEAK, this slide ignores the target's stability`:
`IgnoreStability`, `vertical.py`); said in the Effect, they hold for every tier's forced movement, so `roll` applies
them after the tier's own effects. Only a section whose whole text is one such sentence is read (its meaning is
exact); any other sentence, a condition on it (`... if it does so`) or a second sentence keep the section text alone.
The section's text is kept as written either way: the card prints it, byte for byte.
"""

from __future__ import annotations

import re

from ....vocabulary import Vocabulary
from ..runtime import effects as fx
from ..vertical import stability_effect, vertical_effect

__all__ = ["section_rules"]

# `from this ability`, `by this ability`, `このアビリティによる`: whose forced movement, said of the ability itself
_OF_THIS = re.compile(r"\s+(?:from|of|by)\s+this\s+ability(?=\s)", re.IGNORECASE)
_JA_OF_THIS = re.compile(r"^この\s*アビリティ(?:による|の)\s*")


def section_rules(text: str, rules: Vocabulary) -> tuple[fx.Effect, ...]:
    """The rule of the whole ability an Effect section's `text` states (`IgnoreStability`, `MakeVertical`), or none."""
    sentence = text.strip()
    if not sentence or any(mark in sentence.rstrip(".。") for mark in ".。;；\n"):
        return ()  # (one sentence only)
    sentence = _JA_OF_THIS.sub("", _OF_THIS.sub("", sentence, count=1), count=1)
    effect = stability_effect(sentence, rules) or vertical_effect(sentence, rules)
    return (effect,) if effect is not None else ()
