"""Each kind of event and the function that plays it (play.py, play_states.py, play_turns.py)."""

from __future__ import annotations

from .play import armor_heal, damage, heal, leisure, loss
from .play_states import end_source, gain, remove, round_end, search, ten_minutes, ten_seconds
from .play_turns import (action, check, defend, dismount, escape, interrupt, move, repair, targeted, treatment,
                         turn_end, turn_start)

__all__ = ["HANDLERS"]

HANDLERS = {
    "damage": damage, "loss": loss, "heal": heal, "armor_heal": armor_heal, "gain": gain, "remove": remove,
    "end_source": end_source, "turn_end": turn_end, "round_end": round_end, "ten_seconds": ten_seconds,
    "ten_minutes": ten_minutes, "check": check, "action": action, "interrupt": interrupt,
    "treatment": treatment, "repair": repair, "leisure": leisure, "turn_start": turn_start, "dismount": dismount,
    "escape": escape, "search": search, "move": move, "defend": defend, "targeted": targeted,
}
