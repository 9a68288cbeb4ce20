"""Marvel Champions' runtime (seed 002): game states, game events, and the timing window.

`load_state(path)` reads a game state file (its cards from the card files it names); `parse_event`
reads what `--event` says; `timing_window(state, event)` lists every ability that must or may
answer the event, in the seed's priority order, each mandatory or optional, matched or needing a
judgement, and whether it can be initiated now; `resolve_window` resolves the mandatory ones in
order. `window_text` and `window_json` print them. `statblock timing` is `command.COMMAND`.
"""

from __future__ import annotations

from .events import EventError, Reading, parse_event, read_condition, read_event
from .loader import load_state, read_state
from .report import state_json, window_json, window_text
from .resolve import Step, resolve_window
from .state import Copy, GameState, Player
from .window import Entry, Window, timing_window

__all__ = ["Copy", "Entry", "EventError", "GameState", "Player", "Reading", "Step", "Window", "event_for",
           "load_state", "parse_event", "read_condition", "read_event", "read_state", "resolve_window",
           "state_json", "timing", "timing_window", "window_json", "window_text"]


def event_for(state: GameState, text: str) -> Reading:
    """`text` as an event of `state` (its card names are known); raises `EventError`."""
    index = state.cards
    names = [c.name for c in state.copies] + (index.names() if index is not None else [])

    def is_name(words: str) -> bool:
        from .cards import card_key

        return (index is not None and index.knows(words)) or any(card_key(c.name) == card_key(words)
                                                                  for c in state.copies)

    return parse_event(text, is_name, dict.fromkeys(names))


def timing(state: GameState, text: str, resolve: bool = False) -> tuple[Window, list[Step] | None]:
    """The timing window of the event `text` in `state` (and its resolution, with `resolve`)."""
    from .cards import CardIndex

    index = state.cards if state.cards is not None else CardIndex(c.card for c in state.copies)
    window = timing_window(state, event_for(state, text), index)
    return window, (resolve_window(window, index) if resolve else None)
