"""`statblock sim`: a 虚構侵蝕TRPG character through a sequence of events, by every rule of seed 004.

`load_scenario(path)` reads a scenario (scenario.py, keys.py), `simulate(scenario, check)` plays it
(events.py; handlers.py gives each kind of event its function in play.py, play_states.py or
play_turns.py; the rules are in rules.py), `run_scenario` does both and turns a stop into a diagnostic,
report.py prints it.
"""

from __future__ import annotations

from ....diagnostics import Diagnostic, Severity
from ..catalog import message
from .events import CheckResult, Event, Step, default_check, simulate, start_state
from .report import report_json, report_text
from .scenario import Character, Scenario, load_scenario, read_scenario

__all__ = ["CheckResult", "Character", "Event", "Scenario", "Step", "default_check", "load_scenario",
           "read_scenario", "report_json", "report_text", "run_scenario", "simulate", "start_state"]


def run_scenario(scenario, check=None):
    """(steps, stop diagnostic or None) of `scenario`."""
    from ....frontends.toml_text import Locator

    steps, stop = simulate(scenario, check)
    if stop is None:
        return steps, None
    locator = Locator(scenario.source.text)
    start, end = locator.key(stop.at)
    if stop.at and isinstance(stop.at[-1], int):   # an event: point at its `kind`
        start, end = _kind_span(locator, stop.at)
    return steps, Diagnostic(stop.code, Severity.ERROR, message(stop.key, **stop.fields),
                             scenario.source.span(start, end))


def _kind_span(locator, path: tuple) -> tuple[int, int]:
    for key in ("kind", "種別"):
        start, end = locator.key((*path, key))
        if (start, end) != locator.key(path):
            return start, end
    return locator.value(path)
