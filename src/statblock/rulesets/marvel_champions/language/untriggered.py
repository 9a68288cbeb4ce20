"""A cost on an ability with no timing trigger (MC126): seed 002 calls an ability without a bold timing trigger a
constant one, always on; a cost (`… →`) is paid to initiate a triggered or action ability, so a constant ability has
none. Such words (`hero Action Remove 6 madness counters from Test Folks → stun an enemy.`: a trigger in lower case
with no colon; `Exhaust Test Jet → draw 1 card.` with its trigger left out) were read as a mandatory constant ability
doing the effect after `→`, in silence. They are still read so (what else the words mean is the author's), and said.
An option's cost (`Choose:` then `• Exhaust X → remove this card from the game.`) is its lead's, no constant's."""

from __future__ import annotations

from ....diagnostics import Diagnostic, Fragment, Severity
from ..catalog import message
from ..model import Ability
from .words import look_up

__all__ = ["cost_without_trigger"]

_ARROW = "→"
_LONGEST_TRIGGER = 4   # words: `Forced Hero Response`, `When Revealed (Alter-Ego)`


def cost_without_trigger(ability: Ability, paragraph: Fragment, card_name: str) -> Diagnostic | None:
    """MC126 for a constant ability of `paragraph` with a cost, at its words up to the arrow; None otherwise. The
    help names the trigger the cost's first words are, when they are one (`hero Action`: `Hero Action:`)."""
    if ability.type != "constant" or not ability.costs:
        return None
    text = paragraph.text
    start = text.find(ability.text)
    arrow = ability.text.find(_ARROW)
    if start < 0 or arrow < 0:
        return None
    words = ability.text[:arrow].split()[:_LONGEST_TRIGGER]
    found = None
    for count in range(len(words), 0, -1):   # the longest reading first: `Hero Action`, not `Hero`
        found = look_up("triggers", " ".join(words[:count]), guess=False)
        if found is not None:
            break
    help_ = (message("language.write_trigger_colon", word=found.printed) if found is not None
             else message("language.write_trigger"))
    return Diagnostic("MC126", Severity.WARNING, message("language.cost_without_trigger"),
                      paragraph.span(start, start + arrow + 1), card_name, suggestion=help_)
