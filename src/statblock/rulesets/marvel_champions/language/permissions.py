"""A permission a constant ability gives: `SUBJECT can VERB …` (`Any player can attack this card.`, `You can play this
card from your discard pile.`) is a rule the card sets, what its subject may do (`allow`), never an action the ability
does: read as the attack made, `--resolve` would make it. In a triggered ability, `can` before an effect is that effect
(`Response: After you defeat a minion, you can deal 1 damage to the villain.`, as `you may deal`), as before.
"""

from __future__ import annotations

import re

import attrs

from ..model import Effect
from .effects import Part
from .masking import mask
from .targets import subject_targets

__all__ = ["as_permission"]

#: `can` right before a verb (not `cannot`, a prohibition, nor `can only`, a restriction: their own kinds)
_CAN = re.compile(r"(?<![\w'])can\s+$", re.IGNORECASE)
#: The kinds that already say what may or may not be done, or say nothing typed
_KEPT = frozenset(("allow", "restrict", "prohibit", "users", "spend", "text", "define_x"))


def as_permission(part: Part, words: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> Part:
    """`part` (of a constant ability's sentence `words`) as the permission it gives when its verb follows `can` after a
    subject: `allow`, said of that subject (each one `and` joins), its words kept; else `part` as it is."""
    if part.verb <= part.start or part.effect.kind in _KEPT:
        return part
    before = mask(words)[max(part.start, part.verb - 12):part.verb]   # (a few characters: linear on any text)
    if not _CAN.search(before):
        return part
    subjects = subject_targets(words[part.start:part.verb], card_name, card_type, False, names)
    if not subjects:   # (`can` with no subject of its own: left as it was)
        return part
    effect = Effect("allow", target=subjects[0], text=part.effect.text, targets=subjects if len(subjects) > 1 else ())
    return attrs.evolve(part, effect=effect, target_start=-1)
